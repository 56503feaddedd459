"""The Dual Clash Poker table driven headless: a whole match by mouse and keyboard, targets that
are exactly the legal moves (commits and a lone joker's value), no hidden commit ever drawn face
up (for a seat, for a partner in the basic variant, for a pass-and-play spectator), and a layout
that stays inside small windows."""

from __future__ import annotations

import time

import pygame
import pytest

from cardtable.engine.games import clash as rules
from cardtable.match import HUMAN, SPECTATOR, MatchConfig, SeatConfig
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.screens import start_table
from cardtable.ui.tables.clash import ClashTable

from .harness import click, key, make_app, run_until

AI = "random"


def config(kinds=(HUMAN, AI, AI, AI), variant="advanced", seed=3) -> MatchConfig:
    names = ["You", "Astrid", "Bjørn", "Chiara"]
    seats = [SeatConfig(name, kind) for name, kind in zip(names, kinds, strict=True)]
    return MatchConfig("clash", seats, {"variant": variant}, {}, seed)


def open_table(tmp_path, cfg=None, actions=(), size=(1280, 800), speed="instant"):
    app = make_app(tmp_path, size=size, speed=speed)
    table = start_table(app, cfg or config(), actions)
    app.stack.reset(table)
    app.step([], 0.016)
    assert isinstance(table, ClashTable)
    return app, table


def wait_to_act(app, table, frames=2000) -> None:
    assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=frames)


def target_for(table, action):
    for target in table._live_targets():
        if table.target_action(target) == action:
            return target
    raise AssertionError(f"no target for {action!r}")


# -- (1) a whole match, by mouse and by keyboard ---------------------------------------------------
def test_a_whole_match_from_the_first_deal_to_the_result_by_mouse_and_keyboard(tmp_path):
    app, table = open_table(tmp_path)
    moves = {"mouse": 0, "keyboard": 0}

    def play() -> None:
        if app.stack.top is not table or not table.may_act():
            return
        mine = [a for s, a in table.match.actions if s == table.viewer]
        before = len(mine)
        targets = table._live_targets()
        assert targets
        if (moves["mouse"] + moves["keyboard"]) % 2:
            click(app, targets[before % len(targets)].rect.center)
            moves["mouse"] += 1
        else:
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
            moves["keyboard"] += 1
        after = [a for s, a in table.match.actions if s == table.viewer]
        assert len(after) == before + 1  # the input made exactly one move

    assert run_until(
        app, lambda: isinstance(app.stack.top, ResultScene), frames=20000, dt=0.02, each=play
    )
    state = table.match.state
    assert state.is_over() and max(state.medals) == rules.MEDALS_TO_WIN_MATCH
    assert moves["mouse"] > 0 and moves["keyboard"] > 0
    lines = table.result_lines()
    assert lines[0].startswith("Medals: Red") and any(line.startswith("Set 1") for line in lines)
    assert app.last_error is None


# -- (2) the targets are the legal moves -----------------------------------------------------------
def test_the_targets_are_exactly_the_legal_commits(tmp_path):
    app, table = open_table(tmp_path)
    wait_to_act(app, table)
    legal = set(table.legal())
    actions = [table.target_action(t) for t in table._live_targets()]
    assert len(actions) == len(set(actions)) and set(actions) == legal
    assert legal == {f"play {card}" for card in rules.FULL_HANDS[0]}
    click(app, target_for(table, "play H4").rect.center)
    assert (0, "play H4") in table.match.actions
    assert table.match.state.commits[0] == "H4"
    # committed: nothing more to click until the next round
    assert table._live_targets() == [] or not table.may_act()
    wait_to_act(app, table)
    legal = set(table.legal())
    assert "play H4" not in legal
    assert {table.target_action(t) for t in table._live_targets()} == legal


def test_a_lone_joker_is_named_with_seven_buttons(tmp_path):
    others = [(1, "play D2"), (2, "play S5"), (3, "play C6")]
    app, table = open_table(tmp_path, actions=others)
    wait_to_act(app, table)
    key(app, pygame.K_TAB)  # the keyboard can reach the joker as well
    click(app, target_for(table, "play JR").rect.center)
    wait_to_act(app, table)
    assert table.obs.phase == "joker" and table.obs.joker_seat == 0
    targets = table._live_targets()
    actions = [table.target_action(t) for t in targets]
    assert actions == [f"joker {v}" for v in range(1, 8)] == list(table.legal())
    assert [t.label for t in targets] == [str(v) for v in range(1, 8)]
    # the three other revealed cards stay on the table while the viewer chooses
    faces = {table.centre_card(table.obs, s)[1] for s in (1, 2, 3)}
    assert faces == {"D2", "S5", "C6"}
    assert table.joker_outcome(table.obs, 7) == "win"
    assert table.joker_outcome(table.obs, 6) == "lose"  # burns with the 6: the 5 wins
    click(app, target_for(table, "joker 7").rect.center)
    assert table.match.actions[-1] == (0, "joker 7")
    assert table.match.state.score == (1, 0)


# -- (3) privacy -----------------------------------------------------------------------------------
class Recorder:
    """What a draw shows: the card ids of faces rasterised, and faces drawn at rest by place."""

    def __init__(self, app, table):
        self.faces: set[str] = set()
        self.placed: list[tuple[str | None, pygame.Rect]] = []
        art = app.assets.art
        face, draw_card = art.face, table.draw_card

        def recording_face(game, card_id, height):
            self.faces.add(card_id)
            return face(game, card_id, height)

        def recording_draw_card(surface, card, rect, dim=False, lifted=False):
            self.placed.append((card, rect.copy()))
            return draw_card(surface, card, rect, dim=dim, lifted=lifted)

        art.face = recording_face
        table.draw_card = recording_draw_card

    def clear(self):
        self.faces.clear()
        self.placed.clear()


def allowed_faces(obs) -> set[str]:
    cards = {card for hand in obs.hands for card in hand}
    cards |= {card for card in obs.commits if card is not None}
    if obs.table:
        cards |= set(obs.table)
    return cards


def check_nothing_hidden_is_shown(table, recorder, surface) -> None:
    recorder.clear()
    table.draw(surface)
    state = table.match.state
    obs = state.observe(table.viewer)
    assert recorder.faces <= allowed_faces(obs)
    for seat in rules.SEATS:
        if state.commits[seat] is None or state.sees_commit_of(table.viewer, seat):
            continue
        spot = table.centre_rect(seat)
        at_spot = [card for card, rect in recorder.placed if rect.center == spot.center]
        # a back, or nothing yet while the back flies there
        assert at_spot in ([], [None]), f"seat {seat}'s hidden commit drawn as {at_spot}"
        for flight in table.flights:  # nothing flies to its place face up either
            if flight.end.center == spot.center and flight.t < 1:
                assert flight.card is None and flight.flip_to is None


def test_opponents_commits_stay_face_down_while_the_viewer_chooses(tmp_path):
    app, table = open_table(tmp_path, speed="normal")
    recorder = Recorder(app, table)
    surface = pygame.Surface(app.size)
    seen_hidden = 0
    deadline = time.perf_counter() + 8
    while time.perf_counter() < deadline and seen_hidden < 3:
        app.step([], 0.03)
        time.sleep(0.002)
        state = table.match.state
        hidden = [s for s in (1, 2, 3) if state.commits[s] is not None]
        if hidden:
            check_nothing_hidden_is_shown(table, recorder, surface)
            seen_hidden = len(hidden)
    assert seen_hidden == 3  # the AI seats committed while the viewer was still choosing
    assert table.match.state.commits[0] is None


def test_in_the_basic_variant_only_the_partner_s_commit_is_face_up(tmp_path):
    app, table = open_table(tmp_path, config(variant="basic"), speed="fast")
    recorder = Recorder(app, table)
    surface = pygame.Surface(app.size)
    wait_to_act(app, table)
    click(app, target_for(table, "play H3").rect.center)
    partner_face_seen = False
    for _ in range(400):
        app.step([], 0.03)
        time.sleep(0.002)
        state = table.match.state
        if state.commits[0] is None:  # the round was revealed
            break
        if state.commits[1] is not None:
            check_nothing_hidden_is_shown(table, recorder, surface)
            spot = table.centre_rect(1)
            shown = [card for card, rect in recorder.placed if rect.center == spot.center]
            assert shown in ([], [state.commits[1]])
            partner_face_seen |= shown == [state.commits[1]]
    assert partner_face_seen


def test_a_pass_and_play_spectator_sees_no_commit(tmp_path):
    cfg = config(kinds=(HUMAN, AI, HUMAN, AI))
    app, table = open_table(tmp_path, cfg)
    recorder = Recorder(app, table)
    surface = pygame.Surface(app.size)
    # the game opens behind a curtain
    assert run_until(app, lambda: isinstance(app.stack.top, CurtainScene), frames=50)
    assert table.viewer == SPECTATOR
    check_nothing_hidden_is_shown(table, recorder, surface)
    key(app, pygame.K_RETURN)  # seat 0 lifts it
    wait_to_act(app, table)
    assert table.viewer == 0
    click(app, target_for(table, "play H6").rect.center)
    assert run_until(app, lambda: isinstance(app.stack.top, CurtainScene), frames=500)
    assert table.viewer == SPECTATOR
    check_nothing_hidden_is_shown(table, recorder, surface)
    assert "H6" not in {c for c, rect in recorder.placed if rect == table.centre_rect(0)}
    key(app, pygame.K_RETURN)  # seat 2 lifts the curtain
    app.step([], 0.016)
    assert table.viewer == 2
    check_nothing_hidden_is_shown(table, recorder, surface)
    assert table.position(2) == 0 and table.position(3) == 2  # seat 2 at the bottom, 3 opposite


# -- (4) layout ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "size", [(1024, 640), (1280, 800), (1920, 1080), (800, 500), (1600, 600), (900, 900)]
)
def test_every_card_stays_in_the_window_and_clear_of_the_top_bar(tmp_path, size):
    others = [(1, "play D2"), (2, "play S5"), (3, "play C6")]
    app, table = open_table(tmp_path, actions=others, size=size)
    window = pygame.Rect((0, 0), size)

    def check() -> None:
        rects = [slot.rect for slot in table.slots(table.obs).values()]
        rects += [t.rect for t in table._live_targets()]
        rects += [table.centre_rect(s) for s in rules.SEATS]
        for seat in rules.SEATS:
            rects += table.hand_rects(seat, 8)
        rects += list(table.panels)
        for rect in rects:
            assert window.contains(rect), (rect, size)
            assert rect.top >= table.hud_height, (rect, size)
            assert not any(rect.colliderect(b.rect) for b in table.hud)
        # the hands, the middle and the panels do not overlap one another
        hands = [table.hand_box(s) for s in rules.SEATS]
        middle = table.centre_rects[0].unionall(list(table.centre_rects.values()))
        blocks = [*hands, middle, *table.panels]
        for i, a in enumerate(blocks):
            for b in blocks[i + 1 :]:
                assert not a.colliderect(b), (a, b, size)

    wait_to_act(app, table)
    check()
    click(app, target_for(table, "play JR").rect.center)
    wait_to_act(app, table)
    assert table.obs.phase == "joker"
    check()
    app.draw()
    assert app.last_error is None


# -- our ruling: a third replay in a row is decided, and the table says so -------------------------
ALL_BURN_OPENING = [
    *(
        f"{seat} play {card}"
        for _ in range(3)
        for seat, card in enumerate(("H1", "D1", "S1", "C1"))
    ),
    *(f"{seat} play {card}" for seat, card in enumerate(("H7", "D6", "S5", "C4"))),  # red
    *(f"{seat} play {card}" for seat, card in enumerate(("H2", "D2", "S2", "C2"))),  # replay 1
]


def said_while_playing(tmp_path, actions, card):
    """The banners the table shows after the viewer plays `card` to complete a round."""
    parsed = [(int(a.split()[0]), a.split(" ", 1)[1]) for a in actions]
    app, table = open_table(tmp_path, actions=parsed, speed="fast")
    said: list[str] = []
    say = table.say
    table.say = lambda text, colour, seconds: (said.append(text), say(text, colour, seconds))[1]
    wait_to_act(app, table)
    click(app, target_for(table, f"play {card}").rect.center)
    run_until(app, lambda: bool(said))  # the round's animation has started
    wait_to_act(app, table)  # ... and has run: the viewer commits to the next round
    return app, table, said


def test_the_second_replay_in_a_row_warns_who_the_next_one_goes_to(tmp_path):
    others = ["1 play D3", "2 play S3", "3 play C3"]
    _, table, said = said_while_playing(tmp_path, ALL_BURN_OPENING + others, "H3")
    assert "No card remains: the round is replayed" in said
    assert "Replayed twice in a row: if every card burns again, the round goes to Red" in said
    assert table.match.state.score == (1, 1)


def test_the_third_replay_in_a_row_gives_the_round_to_the_last_winner_on_the_table(tmp_path):
    second = ["0 play H3", "1 play D3", "2 play S3", "3 play C3"]
    others = ["1 play D3", "2 play S3", "3 play C2"]
    _, table, said = said_while_playing(tmp_path, ALL_BURN_OPENING + second + others, "H2")
    assert "Third replay in a row: the round goes to Red, who won the last round" in said
    assert table.match.state.score == (2, 1)
    assert table.obs.score == (2, 1)  # the score drawn, once the animation has run
