"""How each Cuckoo event moves the cards: one small function per event type.

A deal that ends in a move stays on the table until its cards have been turned up and looked at
(`CuckooTable.animate` shows the state before the move meanwhile); the next deal is shown when
it starts.
"""

from __future__ import annotations

from collections.abc import Mapping

from ....engine.core import Event
from ....engine.games import cuckoo as rules
from ....text.games import cuckoo as words
from ...table.protocol import SILENT, Animation, GameTable, Moment
from ...table.tones import Tone
from .layout import CuckooLayout

# The table as an animation sees it (the game's table class imports this module, not the other
# way round).
CuckooTable = GameTable[rules.CuckooObservation, CuckooLayout]

PROCLAIMED = (rules.CUCKOO, rules.DRAGOON, rules.CAT)  # turned from the stock, they are news
REVEAL_HOLD = 2.2  # seconds the deal's cards stay face up


def ends_a_deal(moment: Moment) -> bool:
    return any(isinstance(e, (rules.Revealed, rules.DealEnded)) for e in moment.events)


def _deal_started(table: CuckooTable, event: rules.DealStarted, moment: Moment) -> None:
    if ends_a_deal(moment):
        table.stage.show_later(moment.after)
    table.narration.say(words.deal_starts(event.deal, event.dealer, table.say()))
    table.stage.step()


def _dealt_before(moment: Moment, event: Event) -> int:
    """How many cards of this deal were dealt before `event` (they go round one by one)."""
    count = 0
    for earlier in moment.events[: moment.index_of(event)]:
        if isinstance(earlier, rules.DealStarted):
            count = 0
        elif isinstance(earlier, rules.CardDealt):
            count += 1
    return count


def _card_dealt(table: CuckooTable, event: rules.CardDealt, moment: Moment) -> None:
    layout = table.layout
    table.stage.fly(
        event.card,
        layout.stock,
        layout.seats[event.seat],
        hide=[("seat", event.seat)],
        seconds=0.3,
        delay=0.09 * _dealt_before(moment, event),
    )


def _kept(table: CuckooTable, event: rules.Kept, moment: Moment) -> None:
    table.narration.say(words.keeps(event.seat, table.say()), about=event.seat)


def _refused(table: CuckooTable, event: rules.Refused, moment: Moment) -> None:
    stage = table.stage
    stage.step()
    rect = table.layout.seats[event.holder]
    stage.fly(None, rect, rect, flip_to=event.card, hide=[("seat", event.holder)], seconds=0.4)
    text = words.refusal(event.card, event.holder, event.requester, table.say())
    table.narration.say(text, tone=Tone.ACCENT)
    stage.pause(0.5)


def _exchanged(table: CuckooTable, event: rules.Exchanged, moment: Moment) -> None:
    stage = table.stage
    stage.step()
    a, b = table.layout.seats[event.requester], table.layout.seats[event.target]
    hide = [("seat", event.requester), ("seat", event.target)]
    stage.fly(event.given, a, b, hide=hide, seconds=0.45)
    stage.fly(event.received, b, a, seconds=0.45)


def _stock_turned(table: CuckooTable, event: rules.StockTurned, moment: Moment) -> None:
    stage = table.stage
    stage.step()
    landing = min(5, len(moment.after.set_aside) - 1)
    layout = table.layout
    stage.fly(
        None, layout.stock, layout.aside, flip_to=event.card, hide=[("aside", landing)], seconds=0.5
    )
    if event.card in PROCLAIMED:
        table.narration.say(words.stock_shows(event.card))


def _stock_exchanged(table: CuckooTable, event: rules.StockExchanged, moment: Moment) -> None:
    stage = table.stage
    stage.step()
    layout = table.layout
    rect = layout.seats[event.requester]
    stage.fly(event.old_card, rect, layout.aside, seconds=0.45)
    stage.fly(event.new_card, layout.stock, rect, hide=[("seat", event.requester)], seconds=0.45)


def _exchanges_undone(table: CuckooTable, event: rules.ExchangesUndone, moment: Moment) -> None:
    table.narration.say(words.word("banner", "exchanges_undone"), tone=Tone.ACCENT)
    table.stage.pause(0.6)


def _life_lost(table: CuckooTable, event: rules.LifeLost, moment: Moment) -> None:
    if event.reason != "settlement":  # the settlement's losers are told with its reveal
        text = words.loses_a_life(event.seat, table.say())
        table.narration.say(text, about=event.seat, tone=Tone.DANGER)


def _player_out(table: CuckooTable, event: rules.PlayerOut, moment: Moment) -> None:
    table.narration.say(words.is_out(event.seat, table.say()), tone=Tone.DANGER)


def _revealed(table: CuckooTable, event: rules.Revealed, moment: Moment) -> None:
    """Every card of the deal is turned up and stays a moment, so people see who lost."""
    stage, seats = table.stage, table.layout.seats
    stage.step()
    shown = [(seat, card) for seat, card in enumerate(event.cards) if card is not None]
    for seat, card in shown:
        stage.fly(None, seats[seat], seats[seat], flip_to=card, hide=[("seat", seat)], seconds=0.35)
    losers = [
        e.seat for e in moment.events if isinstance(e, rules.LifeLost) and e.reason == "settlement"
    ]
    cards = [(card, seats[seat]) for seat, card in shown]
    with stage.holding(cards, REVEAL_HOLD, hide=[("seat", seat) for seat, _ in shown]):
        table.narration.say(
            words.lose_a_life(losers, table.say()), tone=Tone.DANGER, seconds=REVEAL_HOLD
        )


def _resting(table: CuckooTable, event: rules.Resting, moment: Moment) -> None:
    for seat in event.seats:
        table.narration.say(words.rests(seat, table.say()))


def _deal_skipped(table: CuckooTable, event: rules.DealSkipped, moment: Moment) -> None:
    table.narration.say(words.word("banner", "deal_skipped"))


ANIMATIONS: Mapping[type[Event], Animation] = {
    rules.DealStarted: _deal_started,
    rules.DealSkipped: _deal_skipped,
    rules.CardDealt: _card_dealt,
    rules.Kept: _kept,
    rules.SwapRequested: SILENT,  # the answer (an exchange, a refusal) shows it
    rules.Refused: _refused,
    rules.Exchanged: _exchanged,
    rules.StockTurned: _stock_turned,
    rules.StockExchanged: _stock_exchanged,
    rules.StockRanOut: SILENT,  # the requester keeps: nothing moves
    rules.ExchangesUndone: _exchanges_undone,
    rules.LifeLost: _life_lost,
    rules.PlayerOut: _player_out,
    rules.Revealed: _revealed,
    rules.DealEnded: SILENT,  # the reveal and the losers' lives tell it
    rules.Resting: _resting,
    rules.MatchOver: SILENT,  # the result screen tells it
}

SOUNDS: Mapping[type[Event], str] = {
    rules.DealStarted: "shuffle",
    rules.Exchanged: "swap",
    rules.StockExchanged: "swap",
    rules.Refused: "refuse",
    rules.LifeLost: "life_lost",
    rules.Revealed: "flip",
}
