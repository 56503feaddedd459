"""How each Polar Pairs event moves the cards: one small function per event type.

A round that ends in a move stays on the table, every card face up, until it has been scored
(`PolarTable.animate` shows it meanwhile, `story` says how it ended); its cards then go back to
the stock before the next deal. The peek is the eyes' own: their two near cards turn up after
the deal, with a message for them alone, and back down at their first action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple, Protocol

import pygame

from ....engine.core import Card, Event, Seat
from ....engine.games import polar as rules
from ....engine.games.polar import PolarObservation
from ....text.games import polar as words
from ...core.tween import Tween, ease_out_cubic, linear
from ...table.protocol import AnimatedTable, Animation, Moment, last_word
from ...table.tones import Tone
from .layout import PolarLayout
from .sections import GOLD, Staging, peeking, scoring_marks


@dataclass(frozen=True)
class Story:
    """What a move's animations share: the round as it ended (every card up) when the move
    ends one, the observation the move starts from, and who deals the next round."""

    final: PolarObservation | None
    shown: PolarObservation
    next_dealer: Seat | None


class HeldCard(NamedTuple):
    slot: pygame.Rect  # the slot of the grid it meets
    hold: pygame.Rect  # where it is held
    seen: Card | None  # its face, when the eyes saw it drawn (None: a back)


class PolarTable(AnimatedTable, Protocol):
    """The table as an animation sees it (the game's table class imports this module)."""

    layout: PolarLayout
    staging: Staging
    story: Story

    def private(self, text: str) -> str: ...


def final_view(before: PolarObservation, moves: Sequence[Event]) -> PolarObservation:
    """The table as the round ended: the last move made, every card face up."""
    slots = [list(row) for row in before.slots]
    top, size = before.discard_top, before.discard_size
    for event in moves:
        if isinstance(event, rules.Took):
            slots[event.seat][event.slot] = event.taken
            top = event.replaced
        elif isinstance(event, rules.KeptDrawn):
            slots[event.seat][event.slot] = event.card
            top, size = event.replaced, size + 1
        elif isinstance(event, rules.Flipped):
            slots[event.seat][event.slot] = event.revealed
            top, size = event.discarded, size + 1
    return replace(
        before,
        slots=tuple(tuple(row) for row in slots),
        discard_top=top,
        discard_size=size,
        drawer=None,
        drawn=None,
        turns=(rules.SLOTS,) * len(slots),
    )


def story(moment: Moment) -> Story:
    events, before = moment.events, moment.before
    scored = next((i for i, e in enumerate(events) if isinstance(e, rules.RoundScored)), None)
    final = None
    if scored is not None and before is not None:
        final = final_view(before, events[:scored])
    dealer = next((e.dealer for e in events if isinstance(e, rules.RoundDealt)), None)
    return Story(final, final or before or moment.after, dealer)


def resumed(moment: Moment) -> bool:
    """The opening of a game put away and opened again: there is no deal to replay."""
    obs: PolarObservation = moment.after
    return moment.before is None and (
        sum(obs.turns) > 0 or obs.drawer is not None or bool(obs.scores) or obs.mover is None
    )


def _count(table: PolarTable, start: float, end: float, seconds: float) -> None:
    """The stock's shown size moves from `start` to `end` extra cards when the group starts."""
    stage = table.stage
    stage.timeline.also(
        Tween(table.staging, "stock_extra", start, end, stage.duration(seconds), linear)
    )


def _round_cue(table: PolarTable, winners: Sequence[Seat]) -> str:
    sees = table.eyes.sees
    return "round_won" if sees < 0 or sees in winners else "round_lost"


# -- the start of the game -------------------------------------------------------------------
def _seat_card(layout: PolarLayout, seat: Seat) -> pygame.Rect:
    grid, pile = layout.grids[seat], layout.stock
    return pygame.Rect(grid.centerx - pile.w // 2, grid.centery - pile.h // 2, pile.w, pile.h)


def _dealer_draw(table: PolarTable, event: rules.DealerDraw, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    table.staging.dealer_known = False
    stage.step()
    table.narration.say(words.word("banner", "dealer_draw"))
    cards = []
    for k, seat in enumerate(event.drawers):
        card, rect = event.cards[seat], _seat_card(layout, seat)
        stage.fly(None, layout.stock, rect, flip_to=card, seconds=0.45, delay=0.12 * k)
        cards.append((card, rect))
    stage.cue("deal")
    stage.hold(cards, 1.3)
    stage.step()
    for card, rect in cards:
        stage.fly(card, rect, layout.stock, flip_to=None, seconds=0.35)


def _dealer_chosen(table: PolarTable, event: rules.DealerChosen, moment: Moment) -> None:
    def known() -> None:
        table.staging.dealer_known = True

    table.stage.also(known)
    table.narration.say(words.dealer_chosen_banner(event, table.say()), tone=Tone.ACCENT)
    table.stage.pause(1.0)


def _collect(table: PolarTable, final: PolarObservation, after: PolarObservation) -> None:
    """The finished round's cards go back to the stock before the next deal."""
    stage, layout, staging = table.stage, table.layout, table.staging
    stage.show_later(after)

    def clear() -> None:
        staging.badges, staging.glows = {}, {}

    stage.also(clear)
    k = 0
    for seat, rects in enumerate(layout.slots[: len(final.slots)]):
        for i, rect in enumerate(rects):
            stage.fly(final.slots[seat][i], rect, layout.stock, flip_to=None, seconds=0.4,
                      delay=0.02 * k)  # fmt: skip
            k += 1
    if final.discard_top is not None:
        stage.fly(final.discard_top, layout.discard, layout.stock, flip_to=None, seconds=0.4)
    full = len(rules.CANONICAL_DECK) - after.stock_size
    _count(table, final.stock_size - after.stock_size, full, 0.4 + 0.02 * k)


def _round_dealt(table: PolarTable, event: rules.RoundDealt, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    final = table.story.final
    if final is not None:
        _collect(table, final, moment.after)
    seats, r = len(event.near), event.round
    stage.step()
    table.narration.say(words.round_dealt_banner(event, moment.after.rounds, table.say()))
    stage.cue("shuffle")
    pace = 0.075 if seats <= 4 else 0.06
    ticks = bool(stage.speed) and not stage.reduced
    for i in range(rules.SLOTS * seats):
        seat, slot = (event.dealer + 1 + i) % seats, i // seats
        rect = layout.slots[seat][slot]
        stage.fly(None, layout.stock, rect, hide=[("slot", r, seat, slot)], seconds=0.3,
                  delay=pace * i)  # fmt: skip
        if ticks and i % 2 == 0:
            stage.cue("deal", delay=pace * i + 0.25)
    cards = rules.SLOTS * seats
    _count(table, cards + 1, 1, pace * cards + 0.3)
    table.staging.peek_pending = (r, event)


def _discard_started(table: PolarTable, event: rules.DiscardStarted, moment: Moment) -> None:
    stage, layout, staging = table.stage, table.layout, table.staging
    r = moment.after.round
    stage.step()
    stage.cue("flip")
    stage.fly(None, layout.stock, layout.discard, flip_to=event.card, hide=[("discard", r)],
              seconds=0.45)  # fmt: skip
    _count(table, 1, 0, 0.3)
    pending, staging.peek_pending = staging.peek_pending, None
    me = table.eyes.sees
    if pending is None or pending[0] != r or me < 0:
        return
    pair = pending[1].near[me]
    if pair is None:
        return
    stage.step()
    for i, card in zip(rules.NEAR_ROW, pair, strict=True):
        rect = layout.slots[me][i]
        stage.fly(None, rect, rect, flip_to=card, hide=[("slot", r, me, i)], stand_in=None,
                  seconds=0.45, delay=0.1 * (i - 2))  # fmt: skip
    text = table.private(words.word("banner", "peek"))
    table.narration.say(text, about=me, seconds=2.2)


# -- a turn ----------------------------------------------------------------------------------
def _end_peek(table: PolarTable, moment: Moment, seat: Seat, skip: int = -1) -> None:
    """The first action of the round: the peeked cards turn back face down."""
    before: PolarObservation | None = moment.before
    if before is None or seat != before.seat or not peeking(before):
        return
    for i in rules.NEAR_ROW:
        if i != skip:
            rect = table.layout.slots[seat][i]
            table.stage.fly(before.slots[seat][i], rect, rect, flip_to=None,
                            hide=[("slot", before.round, seat, i)], seconds=0.35)  # fmt: skip


def _took(table: PolarTable, event: rules.Took, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    r = table.story.shown.round
    rect = layout.slots[event.seat][event.slot]
    seen = moment.before.slots[event.seat][event.slot] if moment.before is not None else None
    stage.step()
    stage.fly(event.taken, layout.discard, rect, hide=[("slot", r, event.seat, event.slot)],
              seconds=0.5)  # fmt: skip
    stage.fly(seen, rect, layout.discard, flip_to=event.replaced, hide=[("discard", r)],
              seconds=0.5)  # fmt: skip
    _end_peek(table, moment, event.seat, skip=event.slot)


def _drew(table: PolarTable, event: rules.Drew, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    r = table.story.shown.round
    stage.step()
    stage.fly(None, layout.stock, layout.held[event.seat], flip_to=event.card,
              hide=[("drawn", r)], seconds=0.5)  # fmt: skip
    _end_peek(table, moment, event.seat)


def _held(table: PolarTable, seat: Seat, slot: int, moment: Moment) -> HeldCard:
    """The drawn card `seat` holds, about to meet its `slot`."""
    seen = moment.before.drawn if moment.before is not None else None
    return HeldCard(table.layout.slots[seat][slot], table.layout.held[seat], seen)


def _kept(table: PolarTable, event: rules.KeptDrawn, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    r = table.story.shown.round
    rect, hold, seen = _held(table, event.seat, event.slot, moment)
    stage.step()
    stage.fly(seen, hold, rect, flip_to=event.card, hide=[("slot", r, event.seat, event.slot)],
              seconds=0.5)  # fmt: skip
    stage.fly(None, rect, layout.discard, flip_to=event.replaced, hide=[("discard", r)],
              seconds=0.5)  # fmt: skip


def _flipped(table: PolarTable, event: rules.Flipped, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    r = table.story.shown.round
    rect, hold, seen = _held(table, event.seat, event.slot, moment)
    stage.step()
    stage.fly(seen, hold, layout.discard, flip_to=event.discarded, hide=[("discard", r)],
              seconds=0.45)  # fmt: skip
    stage.fly(None, rect, rect, flip_to=event.revealed, hide=[("slot", r, event.seat, event.slot)],
              stand_in=None, seconds=0.4, delay=0.3)  # fmt: skip


def _stock_rebuilt(table: PolarTable, event: rules.StockRebuilt, moment: Moment) -> None:
    stage, layout = table.stage, table.layout
    stage.step()
    table.narration.say(words.word("banner", "rebuilt"))
    for k in range(min(8, event.size)):
        stage.fly(None, layout.discard, layout.stock, seconds=0.35, delay=0.05 * k)
    stage.pause(0.3)


# -- the end of a round and of the game --------------------------------------------------------
def _badges(table: Any, scores: Sequence[int]) -> dict[Seat, tuple[str, tuple[int, int, int]]]:
    low, high = min(scores), max(scores)
    good, danger = table.colour("good"), table.colour("danger")
    badges = {}
    for seat, value in enumerate(scores):
        tint = good if value == low else (danger if value == high else (235, 240, 245))
        badges[seat] = (words.signed(value), tint)
    return badges


def _round_scored(table: PolarTable, event: rules.RoundScored, moment: Moment) -> None:
    """All cards up; each hand's score by it with its pairs lit; totals count up; who won the
    round and who deals next."""
    stage, staging, shown = table.stage, table.staging, table.story.shown
    badges = _badges(table, event.scores)
    glows = {
        (seat, slot): tint
        for seat, hand in enumerate(shown.slots)
        for slot, tint in scoring_marks(hand).items()
    }
    old, new = tuple(shown.totals), tuple(event.totals)
    scored = replace(shown, scores=(*shown.scores, tuple(event.scores)), totals=new)
    lowest = [s for s, v in enumerate(event.scores) if v == min(event.scores)]

    def reveal() -> None:
        staging.badges, staging.glows = badges, glows

    def count_up() -> None:
        staging.tally = (old, new)

    def settle() -> None:
        staging.tally, staging.tally_t = None, 1.0

    stage.step()
    stage.also(reveal)
    stage.cue(_round_cue(table, lowest))
    stage.pause(0.7)
    stage.show_later(scored)
    stage.also(count_up)
    stage.timeline.also(Tween(staging, "tally_t", 0.0, 1.0, stage.duration(0.9), ease_out_cubic))
    say = table.say()
    table.narration.say(words.round_won_banner(event, say), tone=Tone.GOOD, seconds=2.6)
    if table.story.next_dealer is not None:
        text = words.deals_next_banner(event, table.story.next_dealer, say)
        table.narration.say(text, tone=Tone.ACCENT, seconds=2.6)
    stage.pause(2.6)
    stage.call(settle)


def _instant_win(table: PolarTable, event: rules.InstantWin, moment: Moment) -> None:
    """The fourth alike card has just turned up: the four glow gold and the game ends at once,
    the round unscored."""
    stage, staging = table.stage, table.staging
    glows = {(seat, slot): GOLD for seat in event.seats for slot in range(rules.SLOTS)}

    def light() -> None:
        staging.glows = glows

    stage.step()
    stage.also(light)
    stage.cue(_round_cue(table, event.seats))
    table.narration.say(words.instant_win_banner(event, table.say()), tone=Tone.ACCENT,
                        seconds=3.0)  # fmt: skip
    stage.pause(2.0)


def _game_over(table: PolarTable, event: rules.GameOver, moment: Moment) -> None:
    last_word(table, words.game_over_banner(event, table.say()), Tone.ACCENT)


ANIMATIONS: Mapping[type[Event], Animation] = {
    rules.DealerDraw: _dealer_draw,
    rules.DealerChosen: _dealer_chosen,
    rules.RoundDealt: _round_dealt,
    rules.DiscardStarted: _discard_started,
    rules.Took: _took,
    rules.Drew: _drew,
    rules.KeptDrawn: _kept,
    rules.Flipped: _flipped,
    rules.StockRebuilt: _stock_rebuilt,
    rules.RoundScored: _round_scored,
    rules.InstantWin: _instant_win,
    rules.GameOver: _game_over,
}

# Played as the move is made; what follows the end of a round (the deal, the discard) is cued by
# its animation, heard when the animation gets there.
SOUNDS: Mapping[type[Event], str] = {
    rules.Took: "swap",
    rules.Drew: "deal",
    rules.KeptDrawn: "swap",
    rules.Flipped: "flip",
    rules.StockRebuilt: "shuffle",
}
