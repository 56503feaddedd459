"""Quattro on the one table, driven headless: a whole game by mouse and keyboard (keep or
mulligan, the reveals, two-step trades, passes) to the result screen; targets that are exactly
the legal moves (trades reached through the picked card); no face the viewer may not see ever
drawn (against an AI, and in pass-and-play behind the curtain); an animation for every event; a
layout whose boxes overlap nothing at four sizes in both reading directions (the stock clear of
the virtual players, the messages' lane clear of the turn strip); a hint that rings the card it
recommends; no message over another or a control through a whole game; the last move kept in
its strip and the seat to act marked."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from cardtable import i18n
from cardtable.engine.games import quattro as rules
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.text import last_move
from cardtable.ui.games import open_table as open_match
from cardtable.ui.games import table_for
from cardtable.ui.games.quattro import QuattroTable
from cardtable.ui.games.quattro.animate import ANIMATIONS, SOUNDS
from cardtable.ui.games.quattro.hands import arrange_opponent, arrange_own, selection
from cardtable.ui.games.quattro.layout import compute
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.table.layout import board_size, overlapping
from cardtable.ui.table.review import band_height
from cardtable.ui.table.scene import TableScene
from cardtable.ui.table.transport import Transport

from .event_types import assert_every_event_animated
from .harness import app_with_table, click, key, make_app, run_until
from .messages import (
    checking_messages,
    message_rects,
    play_to_the_result,
)
from .test_every_table_layout import redrawn


def config(kinds=(HUMAN, "easy"), seed=5, first=None) -> MatchConfig:
    seats = [SeatConfig(name, kind) for name, kind in zip(("You", "Astrid"), kinds, strict=True)]
    setup = {} if first is None else {"first": first}
    return MatchConfig("quattro", seats, {}, setup, seed)


def open_table(tmp_path, cfg=None, size=(1280, 800), speed="instant"):
    app, table = app_with_table(tmp_path, cfg or config(), size=size, speed=speed)
    assert isinstance(table.game_table, QuattroTable)
    return app, table


def game(table) -> QuattroTable:
    return table.game_table


def picked(table) -> int | None:
    return selection(table.obs, game(table).staging, table.legal())


def tab_to(app, table, wanted) -> None:
    """Tab until the keyboard focus is on a target for which `wanted(target)` holds."""
    for _ in range(40):
        focused = table.ring.focused
        if focused is not None and wanted(focused):
            return
        key(app, pygame.K_TAB)
    raise AssertionError("no such target")


def is_card(target) -> bool:
    return target.action is None and bool(target.leads_to)


def reachable(table) -> set[str]:
    """Every action the targets lead to: direct ones, and trades through the picked card."""
    found: set[str] = set()
    for target in table.live_targets():
        if target.action is not None:
            found.add(target.action)
            continue
        assert is_card(target)  # a card to pick for a trade
        target.activate()
        for second in table.live_targets():
            if (second.action or "").startswith("trade "):
                found.add(second.action)
        game(table).clear_selection()
    return found


def test_quattro_is_on_the_one_table_with_an_animation_for_every_event():
    assert table_for("quattro") is QuattroTable
    assert_every_event_animated(rules, ANIMATIONS, SOUNDS)


# -- (1) a whole game, by mouse and by keyboard -------------------------------------------------
def test_a_whole_game_from_the_deal_to_the_result_by_mouse_and_keyboard(tmp_path):
    app, table = open_table(tmp_path, config(first=0))
    used = Counter()

    def play() -> None:
        if app.stack.top is not table or not table.may_act():
            return
        obs = table.obs
        legal = table.legal()
        before = sum(1 for seat, _ in table.match.actions if seat == 0)
        targets = table.live_targets()
        assert targets
        if obs.phase == "mulligan":
            # a mulligan by keyboard first (Tab to the second button), then keep by mouse
            if obs.mulligans[0] == 0:
                tab_to(app, table, lambda t: t.action == "mulligan")
                key(app, pygame.K_RETURN)
                used["keyboard"] += 1
            else:
                click(app, next(t for t in targets if t.action == "keep").rect.center)
                used["mouse"] += 1
        elif obs.phase == "reveal":
            if len(obs.revealed) % 2:
                key(app, pygame.K_TAB)
                key(app, pygame.K_RETURN)
                used["keyboard"] += 1
            else:
                click(app, targets[-1].rect.center)
                used["mouse"] += 1
        else:
            trades = [a for a in legal if a.startswith("trade ")]
            if "pass" in legal and len(obs.traded[0]) >= 2 * obs.window:
                click(app, next(t for t in targets if t.action == "pass").rect.center)
                used["pass"] += 1
            elif len(obs.traded[0]) % 2:
                # keyboard: Tab to the first card, Enter picks it and moves on to a VP, Enter
                tab_to(app, table, is_card)
                key(app, pygame.K_RETURN)
                assert picked(table) is not None
                key(app, pygame.K_TAB)
                focused = table.ring.focused
                assert focused.action.startswith("trade ")  # the next target is a VP
                key(app, pygame.K_RETURN)
                used["keyboard trade"] += 1
            else:
                cards = [t for t in targets if is_card(t)]
                click(app, cards[-1].rect.center)
                live = table.live_targets()
                assert any(t.selected for t in live)  # the picked card is lifted
                vps = [t for t in live if (t.action or "").startswith("trade")]
                click(app, vps[-1].rect.center)
                used["mouse trade"] += 1
            assert trades
        made = sum(1 for seat, _ in table.match.actions if seat == 0)
        assert made == before + 1  # the input made exactly one move

    assert run_until(
        app, lambda: isinstance(app.stack.top, ResultScene), frames=20000, dt=0.03, each=play
    )
    state = table.match.state
    assert state.is_over()
    assert used["mouse"] and used["keyboard"] and used["mouse trade"] and used["keyboard trade"]
    assert len(state.observe(0).traded[0]) == 6
    # "Play again" alternates who trades first
    first = state.observe(0).first
    assert table.next_game_config().setup["first"] == 1 - first
    result = app.stack.top
    click(app, result.ring.buttons[0].rect.center)
    app.step([], 0.016)
    again = app.stack.top
    assert isinstance(again, TableScene) and isinstance(again.game_table, QuattroTable)
    assert again.obs.first == 1 - first


# -- (2) targets are exactly the legal moves -----------------------------------------------------
@pytest.mark.parametrize("seed", [2, 11])
def test_targets_are_exactly_the_legal_actions(tmp_path, seed):
    app, table = open_table(tmp_path, config(kinds=(HUMAN, "random"), seed=seed))
    checked = Counter()
    for _ in range(400):
        if table.match.is_over():
            break
        if not run_until(app, lambda: table.may_act() or table.match.is_over(), frames=3000):
            break
        if table.match.is_over():
            break
        legal = table.legal()
        for target in table.live_targets():
            assert target.action is None or target.action in legal
            assert set(target.leads_to) <= set(legal)
        assert reachable(table) == set(legal)
        checked[table.obs.phase] += 1
        # a picked card lifts and offers exactly its trades
        if table.obs.phase == "trade":
            cards = [t for t in table.live_targets() if is_card(t)]
            cards[0].activate()
            offered = {
                t.action for t in table.live_targets() if (t.action or "").startswith("trade ")
            }
            assert offered == set(cards[0].leads_to)
            card = cards[0].leads_to[0].split()[1]
            assert offered == {a for a in legal if a.startswith(f"trade {card} ")}
            assert game(table).clear_selection()  # a click on the cloth lets go
        # a varied game: pass sometimes, else the last legal move
        moves = [a for a in legal if a != "pass"]
        choice = "pass" if "pass" in legal and checked["trade"] % 3 == 2 else moves[-1]
        table.act(choice)
    assert table.match.is_over()
    assert checked["mulligan"] and checked["reveal"] == 4 and checked["trade"] >= 6


# -- (3) privacy -----------------------------------------------------------------------------------
def recording(app):
    art = app.assets.art
    original = art.face
    drawn: list[str] = []

    def face(game, card, height):
        drawn.append(card)
        return original(game, card, height)

    art.face = face
    return drawn


def visible(obs) -> set[str]:
    """Card faces the viewer may see in one observation."""
    seen = set(obs.hand) | set(obs.opponent_revealed) | set(obs.opponent_public_hidden)
    for cards in obs.vp_face_up:
        seen |= set(cards)
    return seen


class Eyes:
    """What each seat may see now: its observation before the last move and after it (the
    table animates from one to the other)."""

    def __init__(self, table) -> None:
        self.table = table
        self.now = {seat: visible(table.match.state.observe(seat)) for seat in (0, 1)}
        self.before = dict(self.now)
        table.match.listeners.append(self.moved)

    def moved(self, *_) -> None:
        for seat in (0, 1):
            self.before[seat] = self.now[seat]
            self.now[seat] = visible(self.table.match.state.observe(seat))

    def allowed(self, seat) -> set[str]:
        return self.before[seat] | self.now[seat]


def test_no_hidden_face_is_drawn_while_the_ai_plays(tmp_path):
    cfg = config(kinds=(HUMAN, "easy"), seed=8)
    app, table = open_table(tmp_path, cfg, size=(1024, 640), speed="fast")
    table.ai_pause = 0.0  # animations run on the frames' clock; no waiting on the wall clock
    drawn = recording(app)
    eyes = Eyes(table)
    frames = faces_while_ai = 0
    while not table.match.is_over() and frames < 6000:
        frames += 1
        if table.may_act():
            legal = table.legal()
            table.act("pass" if "pass" in legal and frames % 2 else legal[0])
        drawn.clear()
        app.step([], 0.07)  # draws the frame whenever something moves
        assert set(drawn) <= eyes.allowed(0), set(drawn) - eyes.allowed(0)
        if table.match.acting() == (1,) or table.source.worker.busy:
            faces_while_ai += 1
    assert table.match.is_over() and faces_while_ai > 0


def last_move_seen(table) -> str:
    """The last move of the game as the person at the screen saw it, as the strip words it."""
    log = table.match.log_for(table.viewer)
    kept = [event for event in log if type(event) in QuattroTable.last_moves]
    return last_move("quattro", kept[-1], game(table).say()) if kept else ""


def test_pass_and_play_shows_each_person_only_their_own_cards(tmp_path):
    cfg = config(kinds=(HUMAN, HUMAN), seed=4)
    app, table = open_table(tmp_path, cfg, size=(1024, 640), speed="fast")
    drawn = recording(app)
    eyes = Eyes(table)
    curtains = 0
    for _ in range(8000):
        if table.match.is_over():
            break
        if isinstance(app.stack.top, CurtainScene):
            curtains += 1
            drawn.clear()
            app.draw()
            assert not drawn  # the curtain hides the whole table
            key(app, pygame.K_RETURN)
            # a message about the last person's cards went with them; the strip keeps the
            # last move as the new person saw it
            assert not table.narration.messages
            app.step([], 0.016)
            assert table.narration.kept == last_move_seen(table)
            continue
        if table.may_act():
            legal = table.legal()
            choice = "pass" if "pass" in legal and len(table.match.actions) % 3 == 0 else legal[-1]
            table.act(choice)
        drawn.clear()
        app.step([], 0.07)
        viewer = table.viewer
        if viewer < 0:
            assert not drawn  # the device is changing hands: no cards at all
        else:
            assert set(drawn) <= eyes.allowed(viewer), (viewer, set(drawn) - eyes.allowed(viewer))
    assert table.match.is_over() and curtains >= 8


# -- (4) layout ----------------------------------------------------------------------------------
SIZES = [(800, 500), (1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_layout_fits_the_window_and_keeps_clear_of_the_bar(tmp_path, size):
    _, table = open_table(tmp_path, size=size)
    layout = game(table).layout
    window = pygame.Rect((0, 0), size)
    bar = pygame.Rect(0, 0, size[0], table.hud.geometry.hud_height)
    rects = [layout.stock, layout.aside]
    for i in range(4):
        rects += [layout.own_rect(i, m) for m in ("hidden", "revealed", "chosen", "selected")]
        rects += [layout.opp_rect(i, False), layout.opp_rect(i, True)]
    rects += [layout.vp_rect(vp, j) for vp in range(6) for j in range(3)]
    for rect in rects:
        assert window.contains(rect), rect
        assert not rect.colliderect(bar), rect
        for button in table.hud.buttons:
            assert not rect.colliderect(button.rect)
    for panel in (layout.own_plate, layout.opp_plate, layout.keep, layout.mulligan):
        assert window.contains(panel) and not panel.colliderect(bar)
        assert not panel.colliderect(game(table).strip)  # the table's strip of the last move
    # the band of turns sits between the opponent and the virtual players
    row = layout.vp_groups[0].unionall(layout.vp_groups[1:])
    assert layout.opp_hand().bottom < layout.band_y < row.top
    for slot in game(table).slots(table.obs).values():
        assert window.contains(slot.rect)


def under_a_review(size: tuple[int, int]) -> tuple[int, int]:
    """The room the layout has on the review screen: less the chart's band, the transport bar
    and the strip of the last move (the short table: the hands beside the rail)."""
    width, height = size
    return board_size((width, height - band_height(size) - Transport.height_for(size)))


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [*SIZES, *map(under_a_review, SIZES[:3])])
def test_the_layout_overlaps_nothing_in_either_reading_direction(tmp_path, size, lang):
    app = make_app(tmp_path, size=size)
    art = app.assets.art
    try:
        i18n.set_language(lang)
        layout = compute(
            size,
            lambda h: art.size("quattro", h)[0],
            lang == "fa",
            lambda px, bold: app.font(px, bold=bold).get_height(),
            lambda text, px, bold: app.font(px, bold=bold).size(text)[0],
        )
        assert layout.side_by_side == (size[1] < 400), size  # only the review's short tables
        boxes = layout.boxes()
        assert overlapping(boxes) == [], (size, overlapping(boxes))
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(box) for box in boxes.values()), size
        # the stock stands between VP3 and VP4, on none of them
        assert layout.vp_seat(2).right < layout.stock.left < layout.vp_seat(3).left
        # plates and buttons start where the reader does; the virtual players never move
        assert (layout.own_plate.centerx > layout.own_hand().centerx) == (lang == "fa")
        assert (layout.keep.centerx < layout.own_hand().centerx) == (lang == "fa")
        assert layout.vp_groups[0].centerx < layout.vp_groups[5].centerx
    finally:
        i18n.set_language("en")


def test_hands_keep_their_places():
    assert arrange_own(["R1", "B2", "Y3", "G4"], ("R1", "Y3", "G4", "B6")) == [
        "R1",
        "B6",
        "Y3",
        "G4",
    ]
    # a spectator sees two of the near seat's cards: the other two are backs, last
    assert arrange_own(None, ("R1", "B2")) == ["R1", "B2", None, None]

    class Obs:
        opponent_revealed = ("Y3",)
        opponent_public_hidden = ("R6",)
        opponent_hidden_count = 3

    previous = [("B", None), ("B", None), ("B", None), ("B", None)]
    placed = arrange_opponent(previous, Obs())
    assert sorted(placed, key=str) == sorted(
        [("R", "Y3"), ("K", "R6"), ("B", None), ("B", None)], key=str
    )
    assert placed[:2] == [("B", None), ("B", None)]  # the backs that stayed did not move


# -- (5) the one table's hint, narration, last move and acting mark ------------------------------
def ring_colour(surface: pygame.Surface, rect: pygame.Rect, inflate: int) -> tuple[int, ...]:
    ring = rect.inflate(inflate, inflate)
    return tuple(surface.get_at((ring.centerx, ring.top + 1))[:3])


def test_a_hint_rings_the_card_or_the_virtual_player_it_recommends(tmp_path):
    app, table = open_table(tmp_path, config(kinds=(HUMAN, "easy"), seed=7, first=0))
    rung = Counter()
    for _ in range(40):
        if table.match.is_over() or (rung["card"] and rung["button"]):
            break
        assert run_until(app, lambda: table.may_act() or table.match.is_over(), frames=3000)
        if table.match.is_over():
            break
        key(app, pygame.K_h)
        assert run_until(app, lambda: table.hint is not None, frames=3000)
        app.dirty = True
        app.step([], 0.016)
        good = app.assets.colour("good")
        hinted = table.hint.action
        targets = table.live_targets()
        ringed = [t for t in targets if t.action == hinted or hinted in t.leads_to]
        assert ringed, hinted
        for target in ringed:
            assert ring_colour(app.window, target.rect, 14) == good
        # a trade rings the card to give; a reveal, the card; keep, mulligan and pass, a button
        rung["button" if hinted in ("keep", "mulligan", "pass") else "card"] += 1
        table.act(hinted)
    assert rung["card"], rung


def test_through_a_whole_game_no_message_covers_another_or_a_control(tmp_path):
    app, table = open_table(tmp_path, config(kinds=(HUMAN, "easy"), seed=3), (1024, 640), "normal")
    shown: list[int] = []  # how many messages each frame that showed any drew
    lasts: set[str] = set()
    marked = Counter()

    def act(frame: int) -> None:
        if frame % 7 == 0:
            targets = table.live_targets()  # a move, else a card to give (then its VP)
            ([t for t in targets if t.action] or targets)[0].activate()

    def strips() -> list[pygame.Rect]:  # the strips stay readable
        return [game(table).layout.band_room(), game(table).strip]

    check_messages = checking_messages(app, table, message_rects, shown, strips)

    def check(draws) -> None:
        if table.narration.kept:
            lasts.add(table.narration.kept)
        for placed in game(table).plates(table.obs):
            marked[placed.plate.name] += placed.plate.acting
        check_messages(draws)

    play_to_the_result(app, table, act, check, frames=40000)
    assert isinstance(app.stack.top, ResultScene), "the game did not end"
    assert len(shown) > 100 and max(shown) >= 2, (len(shown), max(shown, default=0))
    # the strip kept the moves of both seats; both seats were marked when they were to act
    assert any(line.startswith("Last move: You ") for line in lasts), lasts
    assert any(line.startswith("Last move: Astrid ") for line in lasts), lasts
    assert len([name for name, count in marked.items() if count]) == 2, marked


def test_a_resumed_game_tags_the_cards_everybody_saw_you_take_as_known(tmp_path):
    """A card taken face up from a virtual player is tagged "known" in your hand; a saved game
    opened again (no animation saw that trade) tags it too, from your log."""
    for seed in range(3, 40):
        match, rng = Match(config(seed=seed)), random.Random(seed)
        while not match.is_over():
            seat = match.acting()[0]
            match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
            obs = match.state.observe(0)
            taken = [
                e.received
                for e in match.log_for(0)
                if isinstance(e, rules.Traded) and e.seat == 0 and e.received_public
            ]
            hidden = Counter(obs.hand) - Counter(obs.revealed)
            if any(hidden[card] for card in taken) and obs.phase == rules.TRADE_PHASE:
                break
        else:
            continue
        app = make_app(tmp_path)
        table = open_match(app, Match(match.config, list(match.actions)))
        app.stack.reset(table)
        app.stack.apply_pending()
        table.at_rest()
        slots = game(table).slots(table.obs)
        known = [
            slot.card
            for key, slot in slots.items()
            if key[0] == "own" and slot.mark is not None and slot.mark.args[1] == "known"
        ]
        assert known and all(card in taken for card in known), (known, taken)
        return
    raise AssertionError("no seeded game took a card face up")


def test_an_all_ai_table_says_whose_turn_it_is_never_your_turn(tmp_path):
    """Watched from seat 0's chair, an all-AI game is nobody's: the top bar names the seat."""
    robots = [SeatConfig("Astrid", "easy"), SeatConfig("Bjørn", "easy")]
    match, rng = Match(MatchConfig("quattro", robots, {}, {}, 3)), random.Random(3)
    for _ in range(10):
        seat = match.acting()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    app = make_app(tmp_path)
    table = open_match(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.at_rest()
    line = game(table).status(table.obs)
    assert "your" not in line.casefold() and ("Astrid" in line or "Bjørn" in line), line


def test_no_message_covers_the_top_bars_words_or_a_hints_ring(tmp_path):
    """The opponent's messages are said near its hand at the top: they keep off the top bar's
    title and words (the hint being read) and off the hint's rings, as off the controls (a
    message about Astrid covered the hint line, another the ring round the card to reveal)."""
    app, table = open_table(tmp_path, config(kinds=(HUMAN, "easy"), seed=7, first=0))
    found: list[str] = []
    for _ in range(6):
        assert run_until(app, lambda: table.may_act() or table.match.is_over(), frames=3000)
        if table.match.is_over():
            break
        key(app, pygame.K_h)
        assert run_until(app, lambda: table.hint is not None, frames=3000)
        for _frame in range(20):
            app.step([], 0.016)
            draws = redrawn(app)
            said = {m.text for m in table.narration.messages}
            boxes = [d.box for d in draws if d.text in said and d.box is not None]
            bar = [d for d in draws if d.text not in said and d.rect.bottom <= table.hud.height]
            assert bar, "the top bar draws its title and the hint"
            rings = [t.rect.inflate(14, 14) for t in table.live_targets()
                     if t.action == table.hint.action]  # fmt: skip
            found += [f"{box} over {d.text!r}" for box in boxes for d in bar
                      if box.colliderect(d.rect)]  # fmt: skip
            found += [f"{box} over the hint's ring" for box in boxes if box.collidelist(rings) >= 0]
        table.act(table.hint.action)
    assert not found, "\n".join(sorted(set(found)))
