"""Polar Pairs' sentences: the draw for dealer, every turn, the scores and the end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.core import Action, CommonReason, Seat
from ...engine.games import polar as rules
from ...i18n import join_list, tr, trn
from ..cards import card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText, listing

EVENTS = Sentences()
REASONS = Sentences()
Why = rules.PolarReason


def _card(card: str | None) -> str:
    return card_name("polar", card)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.DealerDraw)
def _dealer_draw(event: rules.DealerDraw, say: Narrator) -> str:
    draws = join_list(
        tr("{player} {card}", player=say.whom(seat), card=_card(event.cards[seat]))
        for seat in event.drawers
    )
    return tr("Draw for first dealer: {draws}", draws=draws)


@EVENTS.on(rules.DealerChosen)
def _dealer_chosen(event: rules.DealerChosen, say: Narrator) -> str:
    if say.is_viewer(event.highest):
        return tr("You drew the highest card; {player} deals first", player=say.player(event.seat))
    if say.is_viewer(event.seat):
        return tr(
            "{winner} drew the highest card; you deal first", winner=say.player(event.highest)
        )
    return tr(
        "{winner} drew the highest card; {player} deals first",
        winner=say.player(event.highest),
        player=say.player(event.seat),
    )


@EVENTS.on(rules.RoundDealt)
def _round_dealt(event: rules.RoundDealt, say: Narrator) -> str:
    if say.is_viewer(event.dealer):
        return tr("Round {round}: you deal", round=event.round)
    return tr("Round {round}: {player} deals", round=event.round, player=say.player(event.dealer))


@EVENTS.on(rules.DiscardStarted)
def _discard_started(event: rules.DiscardStarted, say: Narrator) -> str:
    return tr("The discard pile starts with {card}", card=_card(event.card))


@EVENTS.on(rules.Took)
def _took(event: rules.Took, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr(
            "You take {taken} into slot {slot}; {replaced} goes to the discard pile",
            taken=_card(event.taken),
            slot=event.slot,
            replaced=_card(event.replaced),
        )
    return tr(
        "{player} takes {taken} into slot {slot}; {replaced} goes to the discard pile",
        player=say.player(event.seat),
        taken=_card(event.taken),
        slot=event.slot,
        replaced=_card(event.replaced),
    )


@EVENTS.on(rules.Drew)
def _drew(event: rules.Drew, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr("You draw {card}", card=_card(event.card))
    if event.card is None:
        return tr("{player} draws a card", player=say.player(event.seat))
    return tr("{player} draws {card}", player=say.player(event.seat), card=_card(event.card))


@EVENTS.on(rules.KeptDrawn)
def _kept_drawn(event: rules.KeptDrawn, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr(
            "You keep {card} in slot {slot}; {replaced} goes to the discard pile",
            card=_card(event.card),
            slot=event.slot,
            replaced=_card(event.replaced),
        )
    return tr(
        "{player} keeps {card} in slot {slot}; {replaced} goes to the discard pile",
        player=say.player(event.seat),
        card=_card(event.card),
        slot=event.slot,
        replaced=_card(event.replaced),
    )


@EVENTS.on(rules.Flipped)
def _flipped(event: rules.Flipped, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr(
            "You discard {discarded} and turn up {revealed} in slot {slot}",
            discarded=_card(event.discarded),
            revealed=_card(event.revealed),
            slot=event.slot,
        )
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
        tr("{player} {score} (total {total})", player=say.whom(seat), score=score, total=total)
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
    if tuple(event.winners) == (say.viewer,):
        return tr("Game over: you win")
    return trn(
        "Game over: {players} wins",
        "Game over: {players} win",
        len(event.winners),
        players=say.players(event.winners),
    )


# --- why a move is refused ------------------------------------------------------------------


@REASONS.on(CommonReason.NO_SUCH_SEAT)
def _no_such_seat(say: Narrator, seat: int, seats: int) -> str:
    return tr("There is no seat {seat} at this table of {seats}", seat=seat, seats=seats)


@REASONS.on(CommonReason.NOT_A_MOVE)
def _not_a_move(say: Narrator, action: str) -> str:
    return tr(
        "'{action}' is not a Polar Pairs move: say take SLOT, draw, keep SLOT or flip SLOT",
        action=action,
    )


@REASONS.on(Why.DECIDE_DRAWN_FIRST)
def _decide_drawn_first(say: Narrator, seat: int, card: str) -> str:
    return tr(
        "{player} must first keep or flip the card they drew, {card}: a drawn card is decided on "
        "before anything else is turned",
        player=say.player(seat),
        card=_card(card),
    )


@REASONS.on(Why.NOTHING_DRAWN)
def _nothing_drawn(say: Narrator, seat: int, verb: str) -> str:
    return tr(
        "{player} has not drawn a card: {verb} comes after draw", player=say.player(seat), verb=verb
    )


@REASONS.on(Why.DRAW_TAKES_NO_SLOT)
def _draw_takes_no_slot(say: Narrator) -> str:
    return tr("draw takes no slot: say 'draw'")


@REASONS.on(Why.STOCK_EMPTY)
def _stock_empty(say: Narrator) -> str:
    return tr("There is no card left to draw")


@REASONS.on(Why.NEEDS_SLOT)
def _needs_slot(say: Narrator, verb: str) -> str:
    return tr("{verb} needs one slot from 0 to 3, e.g. '{verb} 2'", verb=verb)


@REASONS.on(Why.SLOT_FACE_UP)
def _slot_face_up(say: Narrator, seat: int, slot: int, verb: str) -> str:
    if verb == "flip":
        return tr(
            "slot {slot} of {player} is already face up: only a face-down slot can be turned up",
            slot=slot,
            player=say.player(seat),
        )
    return tr(
        "slot {slot} of {player} is already face up: only a face-down slot can be replaced",
        slot=slot,
        player=say.player(seat),
    )


@REASONS.on(Why.NOT_LEGAL_NOW)
def _not_legal_now(say: Narrator, action: str) -> str:
    return tr("'{action}' is not legal now", action=action)


# --- the game's text ------------------------------------------------------------------------


class PolarText(GameText):
    events = EVENTS
    reasons = REASONS

    def action(self, seat: Seat, action: Action, say: Narrator, secret: bool = False) -> str:
        verb, _, rest = action.partition(" ")
        words = rest.split()
        player = say.player(seat)
        if say.is_viewer(seat):
            return self._your_action(verb, words) or super().action(seat, action, say, secret)
        if words and words[0].isdigit():
            slot = int(words[0])
            if verb == "take":
                return tr("{player} takes the discard into slot {slot}", player=player, slot=slot)
            if verb == "keep":
                return tr("{player} keeps the drawn card in slot {slot}", player=player, slot=slot)
            if verb == "flip":
                return tr(
                    "{player} discards the drawn card and turns up slot {slot}",
                    player=player,
                    slot=slot,
                )
        if verb == "draw":
            return tr("{player} draws from the stock", player=player)
        return super().action(seat, action, say, secret)

    @staticmethod
    def _your_action(verb: str, words: list[str]) -> str | None:
        if words and words[0].isdigit():
            slot = int(words[0])
            if verb == "take":
                return tr("You take the discard into slot {slot}", slot=slot)
            if verb == "keep":
                return tr("You keep the drawn card in slot {slot}", slot=slot)
            if verb == "flip":
                return tr("You discard the drawn card and turn up slot {slot}", slot=slot)
        if verb == "draw":
            return tr("You draw from the stock")
        return None

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if len(after["scores"]) > len(before["scores"]):
            return tr(
                "Round {round} scores: {scores}; totals: {totals}",
                round=len(after["scores"]),
                scores=listing(say, after["scores"][-1]),
                totals=listing(say, after["totals"]),
            )
        return None


TEXT = PolarText("polar")
