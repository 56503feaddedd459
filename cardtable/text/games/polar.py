"""Polar Pairs' sentences: the draw for dealer, every turn, the scores and the end."""

from __future__ import annotations

from ...engine.games import polar as rules
from ...i18n import join_list, tr, trn
from ..cards import card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText

EVENTS = Sentences()


def _card(card: str | None) -> str:
    return card_name("polar", card)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.DealerDraw)
def _dealer_draw(event: rules.DealerDraw, say: Narrator) -> str:
    draws = join_list(
        tr("{player} {card}", player=say.player(seat), card=_card(event.cards[seat]))
        for seat in event.drawers
    )
    return tr("Draw for first dealer: {draws}", draws=draws)


@EVENTS.on(rules.DealerChosen)
def _dealer_chosen(event: rules.DealerChosen, say: Narrator) -> str:
    return tr(
        "{winner} drew the highest card; {player} deals first",
        winner=say.player(event.highest),
        player=say.player(event.seat),
    )


@EVENTS.on(rules.RoundDealt)
def _round_dealt(event: rules.RoundDealt, say: Narrator) -> str:
    return tr("Round {round}: {player} deals", round=event.round, player=say.player(event.dealer))


@EVENTS.on(rules.DiscardStarted)
def _discard_started(event: rules.DiscardStarted, say: Narrator) -> str:
    return tr("{card} starts the discard pile", card=_card(event.card))


@EVENTS.on(rules.Took)
def _took(event: rules.Took, say: Narrator) -> str:
    return tr(
        "{player} takes {taken} into slot {slot}; {replaced} goes to the discard pile",
        player=say.player(event.seat),
        taken=_card(event.taken),
        slot=event.slot,
        replaced=_card(event.replaced),
    )


@EVENTS.on(rules.Drew)
def _drew(event: rules.Drew, say: Narrator) -> str:
    if event.card is None:
        return tr("{player} draws a card", player=say.player(event.seat))
    return tr("{player} draws {card}", player=say.player(event.seat), card=_card(event.card))


@EVENTS.on(rules.KeptDrawn)
def _kept_drawn(event: rules.KeptDrawn, say: Narrator) -> str:
    return tr(
        "{player} keeps {card} in slot {slot}; {replaced} goes to the discard pile",
        player=say.player(event.seat),
        card=_card(event.card),
        slot=event.slot,
        replaced=_card(event.replaced),
    )


@EVENTS.on(rules.Flipped)
def _flipped(event: rules.Flipped, say: Narrator) -> str:
    return tr(
        "{player} discards {discarded} and turns up {revealed} in slot {slot}",
        player=say.player(event.seat),
        discarded=_card(event.discarded),
        revealed=_card(event.revealed),
        slot=event.slot,
    )


@EVENTS.on(rules.StockRebuilt)
def _stock_rebuilt(event: rules.StockRebuilt, say: Narrator) -> str:
    return trn(
        "The discard pile is shuffled into a new stock of {size} card",
        "The discard pile is shuffled into a new stock of {size} cards",
        event.size,
        size=event.size,
    )


@EVENTS.on(rules.RoundScored)
def _round_scored(event: rules.RoundScored, say: Narrator) -> str:
    parts = join_list(
        tr("{player} {score} (total {total})", player=say.player(seat), score=score, total=total)
        for seat, (score, total) in enumerate(zip(event.scores, event.totals, strict=True))
    )
    return tr("Round {round} scores: {parts}", round=event.round, parts=parts)


@EVENTS.on(rules.InstantWin)
def _instant_win(event: rules.InstantWin, say: Narrator) -> str:
    return tr(
        "Four of a kind wins the game at once for {players}", players=say.players(event.seats)
    )


@EVENTS.on(rules.GameOver)
def _game_over(event: rules.GameOver, say: Narrator) -> str:
    return tr("Game over: {players} win", players=say.players(event.winners))


# --- the game's text ------------------------------------------------------------------------


class PolarText(GameText):
    events = EVENTS


TEXT = PolarText("polar")
