"""The Quattro table driven headless: a whole game by mouse and keyboard (keep or mulligan, the
reveals, two-step trades, passes) to the result screen; targets that are exactly the legal moves
(trades reached through the picked card); no face the viewer may not see ever drawn (against an
AI, and in pass-and-play behind the curtain); and a layout that fits small windows."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.screens import start_table
from cardtable.ui.tables.quattro import QuattroTable, arrange_opponent, arrange_own

from .harness import click, key, make_app, run_until


def config(kinds=(HUMAN, "easy"), seed=5, first=None) -> MatchConfig:
    seats = [SeatConfig(name, kind) for name, kind in zip(("You", "Astrid"), kinds, strict=True)]
    setup = {} if first is None else {"first": first}
    return MatchConfig("quattro", seats, {}, setup, seed)


def open_table(tmp_path, cfg=None, size=(1280, 800), speed="instant"):
    app = make_app(tmp_path, size=size, speed=speed)
    table = start_table(app, cfg or config())
    app.stack.reset(table)
    app.step([], 0.016)
    assert isinstance(table, QuattroTable)
    return app, table


def tab_to(app, table, wanted) -> None:
    """Tab until the keyboard focus is on a target for which `wanted(target)` holds."""
    for _ in range(40):
        targets = table._live_targets()
        if 0 <= table.focus < len(targets) and wanted(targets[table.focus]):
            return
        key(app, pygame.K_TAB)
    raise AssertionError("no such target")


def reachable(table) -> set[str]:
    """Every action the targets lead to: direct ones, and trades through the picked card."""
    found: set[str] = set()
    for target in table._live_targets():
        action = getattr(target, "action", None)
        if action is not None:
            found.add(action)
            continue
        assert getattr(target, "card", None) is not None  # a card to pick for a trade
        target.activate()
        for second in table._live_targets():
            if (getattr(second, "action", "") or "").startswith("trade "):
                found.add(second.action)
        table.reset_selection()
    return found


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
        targets = table._live_targets()
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
                tab_to(app, table, lambda t: getattr(t, "card", None) is not None)
                key(app, pygame.K_RETURN)
                assert table.selection(table.obs, table.legal()) is not None
                focused = table._live_targets()[table.focus]
                assert focused.action.startswith("trade ")  # the focus went on to a VP
                key(app, pygame.K_RETURN)
                used["keyboard trade"] += 1
            else:
                cards = [t for t in targets if getattr(t, "card", None)]
                click(app, cards[-1].rect.center)
                live = table._live_targets()
                assert any(t.selected for t in live)  # the picked card is lifted
                vps = [t for t in live if (getattr(t, "action", None) or "").startswith("trade")]
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
    lines = table.result_lines()
    assert len(lines) == 3 and "sum" in lines[0] and "Quattro" in lines[1]
    # "Play again" alternates who trades first
    first = state.observe(0).first
    assert table.next_game_config().setup["first"] == 1 - first
    result = app.stack.top
    click(app, result.ring.buttons[0].rect.center)
    app.step([], 0.016)
    again = app.stack.top
    assert isinstance(again, QuattroTable) and again.obs.first == 1 - first


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
        for target in table._live_targets():
            action = getattr(target, "action", None)
            assert action is None or action in legal
        assert reachable(table) == set(legal)
        checked[table.obs.phase] += 1
        # a picked card lifts and offers exactly its trades
        if table.obs.phase == "trade":
            cards = [t for t in table._live_targets() if getattr(t, "card", None)]
            cards[0].activate()
            offered = {
                t.action
                for t in table._live_targets()
                if (getattr(t, "action", None) or "").startswith("trade ")
            }
            card = cards[0].card
            assert offered == {a for a in legal if a.startswith(f"trade {card} ")}
            assert table.reset_selection_on_click()  # a click on the cloth lets go
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
        if table.match.acting() == (1,) or table.worker.busy:
            faces_while_ai += 1
    assert table.match.is_over() and faces_while_ai > 0


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
            assert not table.banners  # a message about the last person's cards went with them
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
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (800, 500)])
def test_the_layout_fits_the_window_and_keeps_clear_of_the_bar(tmp_path, size):
    _, table = open_table(tmp_path, size=size)
    window = pygame.Rect((0, 0), size)
    bar = pygame.Rect(0, 0, size[0], table.hud_height)
    rects = [table.stock_rect]
    for i in range(4):
        rects += [table.own_rect(i, m) for m in ("hidden", "revealed", "chosen", "selected")]
        rects += [table.opp_rect(i, False), table.opp_rect(i, True)]
    rects += [table.vp_rect(vp, j) for vp in range(6) for j in range(3)]
    for rect in rects:
        assert window.contains(rect), rect
        assert not rect.colliderect(bar), rect
        for button in table.hud:
            assert not rect.colliderect(button.rect)
    for panel in (table.own_plate, table.opp_plate, table.keep_rect, table.mulligan_rect):
        assert window.contains(panel) and not panel.colliderect(bar)
    # the hands and the virtual players do not overlap each other
    own = table.own_rect(0, "selected").unionall([table.own_rect(3, "selected")])
    opp = table.opp_rect(0, True).unionall([table.opp_rect(3, True)])
    row = table.vp_groups[0].unionall(table.vp_groups[1:])
    assert not own.colliderect(row) and not opp.colliderect(row) and not own.colliderect(opp)
    assert not own.colliderect(table.own_plate) and not opp.colliderect(table.opp_plate)
    assert not own.colliderect(table.keep_rect) and not own.colliderect(table.pass_rect)
    # the band of turns sits between the opponent and the virtual players
    assert opp.bottom < table.band_y < row.top
    for slot in table.slots(table.obs).values():
        assert window.contains(slot.rect)


def test_hands_keep_their_places():
    assert arrange_own(["R1", "B2", "Y3", "G4"], ("R1", "Y3", "G4", "B6")) == [
        "R1",
        "B6",
        "Y3",
        "G4",
    ]
    assert arrange_own(None, ("R1", "B2")) == ["R1", "B2"]

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
