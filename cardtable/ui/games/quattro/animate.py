"""How each Quattro event moves the cards: one small function per event type.

A move's animations share a `Story` (the hands as they stood before the move, the cards dealt
so far). The plates, the ticks and the strip of the turns keep showing the observation before
the move until its cards have moved (`Staging.decor`); the table's own strip along the bottom
keeps the last move (`QuattroTable.last_moves`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

import pygame

from ....engine.core import Event, Seat
from ....engine.games import quattro as rules
from ....text import describe
from ....text.games import quattro_table as words
from ...table.protocol import AnimatedTable, Animation, Moment
from ...table.tones import Tone
from .hands import Staging, Token, near_seat, opp_cards, own_cards, own_states, slot_owner
from .layout import QuattroLayout
from .trading import traded_moves


@dataclass
class Story:
    """What a move's animations share."""

    own_before: list[str | None] | None
    opp_before: list[Token] | None
    dealt: int = 0  # cards dealt to the hands so far in this move


class QuattroTable(AnimatedTable, Protocol):
    """The table as an animation sees it (the game's table class imports this module)."""

    layout: QuattroLayout
    staging: Staging
    story: Story


def _tell(table: QuattroTable, text: str, about: Seat | None, tone: Tone = Tone.PLAIN,
          seconds: float = 1.6) -> None:  # fmt: skip
    """A message when the animation reaches this point; it replaces the one at its place."""
    table.narration.say(text, about=about, tone=tone, seconds=seconds, replaces=True)


def _mine(table: QuattroTable, moment: Moment, seat: Seat) -> bool:
    return seat == near_seat(moment.after)


# -- the deal and the mulligans ------------------------------------------------------------------
def _dealt(table: QuattroTable, event: rules.Dealt, moment: Moment) -> None:
    stage, layout, story = table.stage, table.layout, table.story
    if story.dealt == 0:
        stage.step()
        stage.cue("deal")
        stage.count(table.staging, "stock_shown", 26, 18, 0.3 + 0.07 * 8)
    after = moment.after
    for i in range(rules.HAND_SIZE):
        if _mine(table, moment, event.seat):
            card = own_cards(after, table.staging)[i] if event.cards is not None else None
            end, key = layout.own_rect(i), ("own", i)
        else:
            card, end, key = None, layout.opp_rect(i), ("opp", i)
        stage.fly(None, layout.stock, end, hide=[key], seconds=0.32,
                  delay=0.07 * (story.dealt + i), flip_to=card)  # fmt: skip
    story.dealt += rules.HAND_SIZE


def _aside(layout: QuattroLayout, i: int) -> pygame.Rect:
    return layout.aside.move(-2 * i, -2 * i)


def _mulligan(table: QuattroTable, event: rules.MulliganTaken, moment: Moment) -> None:
    """The old hand is put aside beside the stock, the top four of the stock are dealt, and
    only then do the old cards go into the stock, which is shuffled (they cannot come
    straight back)."""
    stage, layout, staging = table.stage, table.layout, table.staging
    after, mine = moment.after, _mine(table, moment, event.seat)
    own_before = table.story.own_before
    stage.step()
    _tell(table, words.mulligan_banner(event, table.say()), event.seat, seconds=1.4)
    for i in range(rules.HAND_SIZE):
        card, start = (own_before[i] if own_before else None, layout.own_rect(i)) if mine else (
            None, layout.opp_rect(i))  # fmt: skip
        stage.fly(card, start, _aside(layout, i), seconds=0.3 + 0.05 * i, flip_to=None)
    stage.step()
    waiting = stage.still([(None, _aside(layout, i)) for i in range(rules.HAND_SIZE)])
    stage.cue("deal")
    stage.count(staging, "stock_shown", after.stock_size, after.stock_size - 4, 0.45)
    for i in range(rules.HAND_SIZE):
        if mine:
            card = own_cards(after, staging)[i] if event.cards is not None else None
            end, key = layout.own_rect(i), ("own", i)
        else:
            card, end, key = None, layout.opp_rect(i), ("opp", i)
        stage.fly(None, layout.stock, end, hide=[key], seconds=0.35, delay=0.07 * i, flip_to=card)
    stage.step()  # only now do the old cards go into the stock, which is shuffled
    stage.also(waiting)
    stage.cue("shuffle")
    for i in range(rules.HAND_SIZE):
        stage.fly(None, _aside(layout, i), layout.stock, seconds=0.25 + 0.04 * i)
    stage.count(staging, "stock_shown", after.stock_size - 4, after.stock_size, 0.3)


def _kept(table: QuattroTable, event: rules.Kept, moment: Moment) -> None:
    table.staging.deciding = 1 - event.seat if event.seat == moment.after.first else None
    _tell(table, words.kept_banner(event.seat, table.say()), event.seat)


def _auto_kept(table: QuattroTable, event: rules.AutoKept, moment: Moment) -> None:
    table.staging.deciding = 1 - event.seat if event.seat == moment.after.first else None
    _tell(table, words.auto_kept_banner(event.seat, table.say()), event.seat)


def _vps_dealt(table: QuattroTable, event: rules.VPsDealt, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    stage.step()
    stage.cue("deal")
    _tell(table, words.word("banner", "vps_dealt"), None, seconds=1.4)
    stage.count(table.staging, "stock_shown", 18, 0, 0.3 + 0.045 * 18)
    for vp in range(rules.VP_COUNT):
        for j in range(3):
            stage.fly(None, layout.stock, layout.vp_rect(vp, j), hide=[("vp", vp, j)],
                      seconds=0.3, delay=0.045 * (vp * 3 + j))  # fmt: skip


# -- the reveals ---------------------------------------------------------------------------------
def _reveal_chosen(table: QuattroTable, event: rules.RevealChosen, moment: Moment) -> None:
    if any(isinstance(e, rules.CardsRevealed) for e in moment.events):
        return  # the card rises and turns over in one go
    after = moment.after
    if event.card is not None and _mine(table, moment, event.seat):
        order = own_cards(after, table.staging)
        states = own_states(after, order)
        if "chosen" in states:
            i = states.index("chosen")
            layout = table.layout
            table.stage.step()
            table.stage.fly(event.card, layout.own_rect(i), layout.own_rect(i, "chosen"),
                            hide=[("own", i)], seconds=0.22)  # fmt: skip
    elif not _mine(table, moment, event.seat):
        _tell(table, words.chose_reveal_banner(event.seat, table.say()), event.seat, seconds=1.3)


def _cards_revealed(table: QuattroTable, event: rules.CardsRevealed, moment: Moment) -> None:
    """Both chosen cards turn over together and step forward."""
    stage, layout, story = table.stage, table.layout, table.story
    before, after = moment.before, moment.after
    stage.step()
    order = own_cards(after, table.staging)
    states_after = own_states(after, order)
    own_before = story.own_before
    states_before = own_states(before, own_before) if before is not None and own_before else []
    rise = "chosen" if before is not None and before.pending_reveal is not None else "hidden"
    for i, card in enumerate(order):
        was = states_before[i] if i < len(states_before) else "hidden"
        if states_after[i] == "revealed" and was != "revealed":
            stage.fly(card, layout.own_rect(i, rise), layout.own_rect(i, "revealed"),
                      hide=[("own", i)], seconds=0.5, flip_to=card)  # fmt: skip
            break
    for i, (kind, card) in enumerate(opp_cards(after, table.staging)):
        was_token = story.opp_before[i] if story.opp_before else ("B", None)
        if kind == "R" and was_token[0] != "R":
            stage.fly(was_token[1], layout.opp_rect(i), layout.opp_rect(i, True),
                      hide=[("opp", i)], seconds=0.5, flip_to=card)  # fmt: skip
            break
    _tell(table, describe("quattro", event, table.say()), None)  # the log's own sentence
    stage.pause(0.45)


# -- the trading windows -------------------------------------------------------------------------
def _window_opened(table: QuattroTable, event: rules.WindowOpened, moment: Moment) -> None:
    stage, after = table.stage, moment.after
    stage.call(table.staging.settle)  # the strip and the plates catch up
    starter = slot_owner(after.first, after.snake_slot)
    empty = any(isinstance(e, rules.WindowEnded) and e.window == event.window
                for e in moment.events)  # fmt: skip
    text = words.window_banner(event.window, starter, empty, table.say())
    _tell(table, text, None, Tone.ACCENT)
    stage.pause(0.5)


def _passed(table: QuattroTable, event: rules.Passed, moment: Moment) -> None:
    _tell(table, words.passed_banner(event.seat, table.say()), event.seat, Tone.ACCENT, 1.4)
    table.stage.pause(0.35)


def _auto_passed(table: QuattroTable, event: rules.AutoPassed, moment: Moment) -> None:
    _tell(table, words.auto_passed_banner(event.seat, table.say()), event.seat, seconds=1.4)


def _window_ended(table: QuattroTable, event: rules.WindowEnded, moment: Moment) -> None:
    table.stage.step()
    _tell(table, words.window_ended_banner(event.window), None)
    table.stage.pause(0.4)


def _game_over(table: QuattroTable, event: rules.GameOver, moment: Moment) -> None:
    """The final hands: the Quattros and sums appear, and who won."""
    stage, staging = table.stage, table.staging
    stage.step()
    stage.also(staging.settle)
    stage.also(lambda: setattr(staging, "scored", True))
    tone = Tone.ACCENT
    if not event.draw and event.winner is not None:
        won = event.winner == near_seat(moment.after)
        tone = Tone.GOOD if won else Tone.DANGER
        stage.cue("round_won" if won else "round_lost")
    _tell(table, words.game_over_banner(event, table.say()), None, tone, 2.6)
    stage.pause(2.2)


def _traded(table: QuattroTable, event: rules.Traded, moment: Moment) -> None:
    """The given card slides to the VP and joins its face-up cards; then the VP's card slides
    back (face up only if the eyes may see it)."""
    stage, layout = table.stage, table.layout
    story = table.story
    moves = traded_moves(event, moment, layout, table.staging, story.own_before, story.opp_before)
    stage.step()
    clear = stage.still(moves.leaving)
    stage.fly(moves.given_face, moves.start, moves.given_end, hide=[moves.given_key],
              seconds=0.45, flip_to=moves.given_flip)  # fmt: skip
    _tell(table, words.traded_banner(event, table.say()), event.seat, seconds=1.5)
    stage.step()
    stage.also(clear)
    stage.fly(moves.back_face, moves.back_start, moves.end, hide=[moves.key], seconds=0.45,
              flip_to=moves.back_flip)  # fmt: skip
    for card, origin, end, key in moves.shifts:
        stage.fly(card, origin, end, hide=[key], seconds=0.3)


ANIMATIONS: Mapping[type[Event], Animation] = {
    rules.Dealt: _dealt,
    rules.MulliganTaken: _mulligan,
    rules.Kept: _kept,
    rules.AutoKept: _auto_kept,
    rules.VPsDealt: _vps_dealt,
    rules.RevealChosen: _reveal_chosen,
    rules.CardsRevealed: _cards_revealed,
    rules.WindowOpened: _window_opened,
    rules.Traded: _traded,
    rules.Passed: _passed,
    rules.AutoPassed: _auto_passed,
    rules.WindowEnded: _window_ended,
    rules.GameOver: _game_over,
}

SOUNDS: Mapping[type[Event], str] = {
    rules.Dealt: "deal",
    rules.MulliganTaken: "shuffle",
    rules.VPsDealt: "deal",
    rules.CardsRevealed: "flip",
    rules.Traded: "swap",
    rules.Passed: "refuse",
}
