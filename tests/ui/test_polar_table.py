"""Polar Pairs on the one table, driven headless: a whole game by mouse and keyboard, targets
that are exactly the legal moves (take / draw, then keep / flip, through the two-step choices),
no hidden card ever drawn face up (for a seat while others act, for a pass-and-play spectator),
an animation for every event, a hint that rings the step towards its move, the score sheet on
S, no message over another or a control through a whole game, and a layout that keeps 2 to 6
seats inside the window with nothing drawn over anything else."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from cardtable import i18n
from cardtable.engine.games import polar as rules
from cardtable.match import HUMAN, SPECTATOR, MatchConfig, SeatConfig
from cardtable.text.games.polar import signed
from cardtable.ui.core import typeset as text_module
from cardtable.ui.games import table_for
from cardtable.ui.games.polar import PolarTable
from cardtable.ui.games.polar.animate import ANIMATIONS, SOUNDS
from cardtable.ui.games.polar.layout import compute
from cardtable.ui.games.polar.sections import peeking, scoring_marks
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.table.layout import TableGeometry, overlapping
from cardtable.ui.table.review import band_height
from cardtable.ui.table.transport import Transport

from .event_types import assert_every_event_animated
from .harness import app_with_table, click, key, run_until
from .messages import (
    checking_messages,
    message_pills,
    play_to_the_result,
)

NAMES = ["You", "Astrid", "Bjørn", "Chiara", "Dev", "Elif"]


def config(kinds, seed=5, options=None) -> MatchConfig:
    seats = [SeatConfig(NAMES[i], kind) for i, kind in enumerate(kinds)]
    return MatchConfig("polar", seats, dict(options or {}), {}, seed)


def open_table(tmp_path, cfg, size=(1280, 800), speed="instant"):
    app, table = app_with_table(tmp_path, cfg, size=size, speed=speed)
    assert isinstance(table.game_table, PolarTable)
    return app, table


def staging(table):
    return table.game_table.staging


def layout(table):
    return table.game_table.layout


def reachable(table) -> dict[str, str | None]:
    """Every action the targets offer now, through the selection: action -> the mode it needs."""
    found: dict[str, str | None] = {}
    start = staging(table).selection
    for mode in (None, "take", "flip"):
        staging(table).selection = mode
        for target in table.live_targets():
            if target.action is not None:
                found.setdefault(target.action, mode)
    staging(table).selection = start
    return found


def perform(app, table, action: str, keyboard: bool) -> None:
    """Make `action` the way a person would: click (or Tab to + Enter) the target for it, after
    the target that opens its choice if it needs one."""
    for _ in range(2):
        targets = table.live_targets()
        direct = [t for t in targets if t.action == action]
        target = direct[0] if direct else None
        if target is None:
            target = next(t for t in targets if action in t.leads_to)
        if keyboard:
            for _ in range(len(targets) + 1):
                key(app, pygame.K_TAB)
                if table.ring.focused is not None and table.ring.focused.key == target.key:
                    break
            assert table.ring.focused.key == target.key
            key(app, pygame.K_RETURN)
        else:
            click(app, target.rect.center)
        if direct:
            return
    raise AssertionError(f"{action!r} was not reached")


# -- (1) a whole game, by mouse and by keyboard --------------------------------------------------
def test_a_whole_game_from_the_first_deal_to_the_result_by_mouse_and_keyboard(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random"], seed=11))
    rng = random.Random(4)
    ways = Counter()
    verbs = Counter()

    def play() -> None:
        if app.stack.top is not table or not table.may_act():
            return
        legal = table.legal()
        assert set(reachable(table)) == set(legal)
        action = rng.choice(legal)
        keyboard = len(table.match.actions) % 2 == 1
        before = len(table.match.actions)
        perform(app, table, action, keyboard)
        assert table.match.actions[before:] == [(table.viewer, action)]
        ways["keyboard" if keyboard else "mouse"] += 1
        verbs[action.split()[0]] += 1

    assert run_until(app, lambda: isinstance(app.stack.top, ResultScene), frames=30000, each=play)
    assert table.match.is_over()
    assert ways["mouse"] > 5 and ways["keyboard"] > 5
    assert set(verbs) == {"take", "draw", "keep", "flip"}


# -- (2) the targets are exactly the legal moves -------------------------------------------------
def test_targets_are_exactly_the_legal_actions_through_each_step(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random", "random", "random"], seed=3))
    seen_modes = set()
    for _ in range(6):  # six turns of the viewer: every kind of choice
        assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=3000)
        legal = set(table.legal())
        offered = reachable(table)
        assert set(offered) == legal
        for target in table.live_targets():
            assert target.action is None or target.action in legal
            for follow in target.leads_to:
                assert follow in legal
        if "draw" in legal:
            # turn start: the discard pile opens the take choice; the stock is "draw"
            assert {a for a, mode in offered.items() if mode is None} == {"draw"}
            assert {a for a, mode in offered.items() if mode == "take"} == {
                a for a in legal if a.startswith("take ")
            }
            pile = next(t for t in table.live_targets() if t.rect == layout(table).discard)
            click(app, pile.rect.center)
            assert staging(table).selection == "take"
            assert all(
                t.rect in layout(table).slots[0]
                for t in table.live_targets()
                if (t.action or "").startswith("take")
            )
            seen_modes.add("take")
            click(app, pile.rect.center)  # a second click puts the card back
            assert staging(table).selection is None
            perform(app, table, "draw", keyboard=False)
        else:
            assert {a for a, mode in offered.items() if mode is None} == {
                a for a in legal if a.startswith("keep ")
            }
            assert {a for a, mode in offered.items() if mode == "flip"} == {
                a for a in legal if a.startswith("flip ")
            }
            seen_modes.add("decide")
            action = sorted(legal)[len(table.match.actions) % len(legal)]
            perform(app, table, action, keyboard=True)
    assert seen_modes == {"take", "decide"}


# -- (3) privacy ---------------------------------------------------------------------------------
def visible(obs) -> Counter:
    cards = [c for row in obs.slots for c in row if c is not None]
    cards += [c for c in (obs.discard_top, obs.drawn) if c is not None]
    return Counter(cards)


def public_cards(events) -> Counter:
    cards = []
    for event in events:
        for name in ("card", "taken", "replaced", "discarded", "revealed"):
            value = getattr(event, name, None)
            if isinstance(value, str):
                cards.append(value)
        if isinstance(event, rules.DealerDraw):
            cards += [c for c in event.cards if c is not None]
        if isinstance(event, rules.RoundDealt):
            cards += [c for pair in event.near if pair for c in pair]
    return Counter(cards)


class FaceSpy:
    """Records every card face drawn, and the moves applied (with the state before each)."""

    def __init__(self, app, table) -> None:
        self.faces: Counter = Counter()
        art = app.assets.art
        original = art.face

        def face(game, card, height):
            self.faces[card] += 1
            return original(game, card, height)

        art.face = face
        match = table.match
        self.last = (None, list(match.opening))
        apply = match.apply

        def spied(seat, action, quiet=False):
            before = match.state.clone()
            events = apply(seat, action, quiet)
            self.last = (before, events)
            return events

        match.apply = spied
        self.app, self.table = app, table
        self.checked = {"idle": 0, "moving": 0}

    def check(self, draw: bool = False) -> Counter:
        """What was drawn in the last frame (or now, with `draw`) is only what the viewer may see
        (now, or in the move being shown)."""
        app, table = self.app, self.table
        if draw:
            self.faces.clear()
            app.draw()
        faces, self.faces = self.faces, Counter()
        if app.stack.top is not table or not faces:
            return faces
        viewer = table.viewer
        now = visible(table.match.state.observe(viewer))
        before, events = self.last
        if not table.choreography.busy and not table.choreography.flights:
            assert faces <= now, (viewer, faces - now)
            self.checked["idle"] += 1
            return faces
        shown = public_cards(e.redact(viewer) for e in events)
        if before is not None:
            shown += visible(before.observe(viewer))
        allowed = shown | now
        assert faces <= allowed, (viewer, faces - allowed)
        self.checked["moving"] += 1
        return faces


def test_no_hidden_card_is_drawn_while_others_act(tmp_path):
    app, table = open_table(
        tmp_path, config([HUMAN, "easy", "random", "easy"], seed=21), speed="fast"
    )
    table.ai_pause = 0.0  # the animations are under test, not the pacing between moves
    spy = FaceSpy(app, table)
    rng = random.Random(2)
    held = 0

    def each() -> None:
        nonlocal held
        spy.check()
        obs = table.obs
        if obs.drawer not in (None, 0) and not table.choreography.busy:
            held += 1
            drawn = table.match.state.drawn  # the test may know it; the table must not show it
            faces = spy.check(draw=True)
            assert faces[drawn] <= visible(table.match.state.observe(0))[drawn]
        if table.may_act():
            table.act(rng.choice(table.legal()))

    assert run_until(
        app,
        lambda: table.match.state.round >= 2 and table.may_act(),
        frames=6000,
        dt=0.03,
        each=each,
    )
    assert spy.checked["idle"] > 20 and spy.checked["moving"] > 100
    assert held > 0


def test_a_pass_and_play_spectator_sees_no_hidden_card(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, HUMAN, "random"], seed=8), speed="fast")
    table.ai_pause = 0.0
    spy = FaceSpy(app, table)
    rng = random.Random(5)
    as_spectator = 0

    def each() -> None:
        nonlocal as_spectator
        top = app.stack.top
        if isinstance(top, CurtainScene):
            top.lift()
            return
        spy.check()
        if table.viewer == SPECTATOR:
            as_spectator += 1
            assert not peeking(table.obs) and table.obs.drawn is None
        if table.may_act():
            table.act(rng.choice(table.legal()))

    assert run_until(app, lambda: table.match.state.round >= 2, frames=8000, dt=0.03, each=each)
    assert as_spectator > 10


def test_the_peek_shows_the_near_row_until_the_first_action(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random", "random"], seed=9))
    assert run_until(app, lambda: table.may_act(), frames=3000)
    obs = table.obs
    assert peeking(obs)
    spy = FaceSpy(app, table)
    spy.faces.clear()
    app.draw()
    near = Counter(obs.slots[0][i] for i in rules.NEAR_ROW)
    assert near <= spy.faces
    table.act("draw")
    app.step([], 0.016)
    assert not peeking(table.obs)
    spy.faces.clear()
    app.draw()
    hidden = visible(table.match.state.observe(0))
    assert spy.faces <= hidden


# -- (4) the layout ------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_layout_keeps_every_card_inside_the_window_and_clear_of_the_hud(tmp_path, size, seats):
    kinds = [HUMAN] + ["random"] * (seats - 1)
    app, table = open_table(tmp_path, config(kinds, seed=seats), size=size)
    window = pygame.Rect((0, 0), size)
    where = layout(table)
    hud = [button.rect for button in table.hud.buttons]
    cards = [rect for rects in where.slots for rect in rects]
    cards += [*where.held, where.stock, where.discard]
    for rect in cards:
        assert window.contains(rect), rect
        assert rect.top >= TableGeometry.of(size).hud_height, rect
        assert rect.collidelist(hud) == -1, rect
        assert not rect.colliderect(where.info), rect
    # the score sheet beside the floe stands on no card; over the table (no free place holds
    # it), on none of the bottom seat's cards, nor its controls and the corner panel
    a = where.anchor
    mine = [where.zones[a], where.held[a], where.plates[a], where.mode, where.peek, where.info]
    for rect in mine if where.sheet_over else cards:
        assert not rect.colliderect(where.sheet), rect
    grids = [r.inflate(8, 8) for r in where.grids]
    for i, grid in enumerate(grids):
        others = grids[:i] + grids[i + 1 :]
        assert grid.collidelist(others) == -1
        assert not grid.colliderect(where.stock) and not grid.colliderect(where.discard)
        for hold in where.held:
            assert not grid.colliderect(hold)
    assert window.contains(where.mode) and window.contains(where.info)
    assert window.contains(where.sheet)
    assert len(where.slots) == seats
    app.draw()  # and it draws


def test_pairs_wilds_and_four_of_a_kind_are_marked_for_scoring():
    assert set(scoring_marks(["7", "7", "9", "1"])) == {0, 1}
    assert set(scoring_marks(["-5", "-5", "3", "4"])) == set()  # -5s never cancel
    assert set(scoring_marks(["W", "9", "2", "3"])) == {0, 1}  # the wild copies the 9
    assert set(scoring_marks(["W", "4", "2", "3"])) == {0}  # ... or is a -5
    assert set(scoring_marks(["10B", "10O", "10B", "1"])) == {0, 2}  # one animal only
    assert len(scoring_marks(["6", "6", "6", "6"])) == 4


# -- (5) on the one table ------------------------------------------------------------------------
def test_polar_is_on_the_one_table_with_an_animation_for_every_event():
    assert table_for("polar") is PolarTable
    assert_every_event_animated(rules, ANIMATIONS, SOUNDS)


def under_a_review(size: tuple[int, int]) -> tuple[int, int]:
    """The room the table has on the review screen (less its chart's band and the bar)."""
    width, height = size
    return (width, height - band_height(size) - Transport.height_for(size))


UNDER_A_REVIEW = [under_a_review(size) for size in [(1024, 640), (1280, 800)]]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_layouts_boxes_overlap_nothing_and_stay_in_the_window(lang):
    width = lambda h: round(h * 0.7)  # noqa: E731
    measure = lambda text, px, bold: len(text) * px * 6 // 10  # noqa: E731
    found = []
    try:
        i18n.set_language(lang)
        for size in [(800, 500), (1024, 640), (1280, 800), (1920, 1080), *UNDER_A_REVIEW]:
            window = pygame.Rect((0, 0), size)
            for seats in range(2, 7):
                for anchor in range(seats):
                    boxes = compute(size, seats, anchor, width, measure).boxes()
                    found += [(size, seats, anchor, pair) for pair in overlapping(boxes)]
                    found += [(size, seats, anchor, name) for name, box in boxes.items()
                              if not window.contains(box)]  # fmt: skip
    finally:
        i18n.set_language("en")
    assert not found, found[:10]


def test_the_bottom_grid_keeps_a_margin_off_the_windows_edge():
    where = compute((1920, 1080), 3, 0, lambda h: round(h * 0.7), lambda t, px, b: len(t) * px)
    assert 1080 - where.grids[0].bottom >= where.margin + where.own_h // 14


def test_a_hint_to_take_the_discard_rings_the_pile_then_the_slot(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random"], seed=11), speed="fast")
    good = app.assets.colour("good")
    for _ in range(12):
        assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=3000)
        key(app, pygame.K_h)
        assert run_until(app, lambda: table.hint is not None, frames=600)
        action = table.hint.action
        app.dirty = True
        app.step([], 0.016)
        ringed = [t for t in table.live_targets() if t.action == action or action in t.leads_to]
        assert ringed, action
        ring = ringed[0].rect.inflate(14, 14)
        assert tuple(app.window.get_at((ring.left + 1, ring.centery))[:3]) == good
        if action.startswith("take"):
            click(app, ringed[0].rect.center)  # the pile: now the slot of the move is ringed
            app.dirty = True
            app.step([], 0.016)
            slot = next(t for t in table.live_targets() if t.action == action)
            assert slot.rect in layout(table).slots[0]
            ring = slot.rect.inflate(14, 14)
            assert tuple(app.window.get_at((ring.left + 1, ring.centery))[:3]) == good
            return
        perform(app, table, action, keyboard=False)
    raise AssertionError("no hint to take the discard in twelve turns")


def test_a_hint_rings_the_card_it_names_at_once_and_names_it_as_seen(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random"], seed=11), speed="fast")
    good = app.assets.colour("good")
    corners = ("top-left", "top-right", "bottom-left", "bottom-right")
    for _ in range(12):
        assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=3000)
        key(app, pygame.K_h)
        assert run_until(app, lambda: table.hint is not None, frames=600)
        action = table.hint.action
        if action == "draw":
            perform(app, table, action, keyboard=False)
            continue
        slot = int(action.split()[1])
        app.dirty = True
        app.step([], 0.016)
        ring = layout(table).slots[0][slot].inflate(14, 14)
        assert tuple(app.window.get_at((ring.left + 1, ring.centery))[:3]) == good
        line = table.hints.line
        assert f"your {corners[slot]} card" in line and "slot" not in line, line
        return
    raise AssertionError("no hint naming a slot in twelve turns")


def test_s_opens_the_score_sheet_with_every_round_played_and_closes_it(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "random", "random"], seed=9))
    rng = random.Random(1)

    def play() -> None:
        if table.may_act():
            table.act(rng.choice(table.legal()))

    assert run_until(app, lambda: table.obs.round >= 3 and table.may_act(), frames=20000, each=play)
    drawn: list[str] = []
    stop = text_module.listen(lambda draw: drawn.append(draw.text))
    try:
        app.dirty = True
        app.step([], 0.016)
        assert "Score table" not in drawn and "Score table (S)" in drawn
        key(app, pygame.K_s)
        drawn.clear()
        app.dirty = True
        app.step([], 0.016)
        assert staging(table).sheet_open and "Score table" in drawn
        assert {"1", "Total", "Hide scores (S)"} <= set(drawn)
        assert len(table.obs.scores) == 2  # the rounds played and the one being played
        assert {"1", "2", "3"} <= set(drawn)
        assert {signed(score) for row in table.obs.scores for score in row} <= set(drawn)
        click(app, layout(table).scores_button.center)  # the switch closes it too
        assert not staging(table).sheet_open
    finally:
        stop()


def test_through_a_whole_game_no_message_covers_another_a_control_or_the_own_cards(tmp_path):
    app, table = open_table(tmp_path, config([HUMAN, "easy", "easy"], seed=2), speed="normal")
    table.ai_pause = 0.0
    rng = random.Random(3)
    shown: list[int] = []  # how many messages each frame that showed any drew

    def act(frame: int) -> None:
        if rng.random() < 0.3:
            table.act(rng.choice(table.legal()))

    def scores_and_own_cards() -> list[pygame.Rect]:
        kept = list(table.game_table.keep_clear(table.obs))  # the eyes' own cards among them
        assert layout(table).zones[0] in kept
        return [layout(table).scores_button, *kept]

    check = checking_messages(app, table, message_pills, shown, scores_and_own_cards)
    play_to_the_result(app, table, act, check, frames=40000)
    assert isinstance(app.stack.top, ResultScene), "the game did not end"
    assert len(shown) > 50
