"""Quattro's sentences: the deal, the mulligans, reveals, trades and the result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import Action, CommonReason, Seat
from ...engine.games import quattro as rules
from ...i18n import tr
from ..cards import card_list, card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText, listing

EVENTS = Sentences()
REASONS = Sentences()
Why = rules.QuattroReason


def _card(card: str | None) -> str:
    return card_name("quattro", card)


def _cards(cards: Sequence[str]) -> str:
    return card_list("quattro", cards)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.Dealt)
def _dealt(event: rules.Dealt, say: Narrator) -> str:
    if event.cards is None:
        return tr("{player} is dealt four cards", player=say.player(event.seat))
    return tr("{player} is dealt {cards}", player=say.player(event.seat), cards=_cards(event.cards))


@EVENTS.on(rules.MulliganTaken)
def _mulligan_taken(event: rules.MulliganTaken, say: Narrator) -> str:
    if event.cards is None:
        return tr(
            "{player} takes mulligan {count} of 2 and is dealt four cards",
            player=say.player(event.seat),
            count=event.count,
        )
    return tr(
        "{player} takes mulligan {count} of 2 and is dealt {cards}",
        player=say.player(event.seat),
        count=event.count,
        cards=_cards(event.cards),
    )


@EVENTS.on(rules.Kept)
def _kept(event: rules.Kept, say: Narrator) -> str:
    return tr("{player} keeps", player=say.player(event.seat))


@EVENTS.on(rules.AutoKept)
def _auto_kept(event: rules.AutoKept, say: Narrator) -> str:
    return tr("{player} keeps automatically after a second mulligan", player=say.player(event.seat))


@EVENTS.on(rules.VPsDealt)
def _vps_dealt(event: rules.VPsDealt, say: Narrator) -> str:
    return tr("The six virtual players are dealt three cards each")


@EVENTS.on(rules.RevealChosen)
def _reveal_chosen(event: rules.RevealChosen, say: Narrator) -> str:
    if event.card is None:
        return tr("{player} chooses a card to reveal", player=say.player(event.seat))
    return tr(
        "{player} chooses {card} to reveal", player=say.player(event.seat), card=_card(event.card)
    )


@EVENTS.on(rules.CardsRevealed)
def _cards_revealed(event: rules.CardsRevealed, say: Narrator) -> str:
    return tr(
        "Reveal {reveal}: {first} shows {first_card}, {second} shows {second_card}",
        reveal=event.reveal,
        first=say.player(0),
        first_card=_card(event.cards[0]),
        second=say.player(1),
        second_card=_card(event.cards[1]),
    )


@EVENTS.on(rules.WindowOpened)
def _window_opened(event: rules.WindowOpened, say: Narrator) -> str:
    return tr("Trading window {window} opens", window=event.window)


@EVENTS.on(rules.Traded)
def _traded(event: rules.Traded, say: Narrator) -> str:
    if event.received is None:
        return tr(
            "{player} gives {given} to vp{vp} and receives a card",
            player=say.player(event.seat),
            given=_card(event.given),
            vp=event.vp,
        )
    return tr(
        "{player} gives {given} to vp{vp} and receives {received}",
        player=say.player(event.seat),
        given=_card(event.given),
        vp=event.vp,
        received=_card(event.received),
    )


@EVENTS.on(rules.Passed)
def _passed(event: rules.Passed, say: Narrator) -> str:
    return tr("{player} passes", player=say.player(event.seat))


@EVENTS.on(rules.AutoPassed)
def _auto_passed(event: rules.AutoPassed, say: Narrator) -> str:
    return tr(
        "{player} has traded with every virtual player and passes", player=say.player(event.seat)
    )


@EVENTS.on(rules.WindowEnded)
def _window_ended(event: rules.WindowEnded, say: Narrator) -> str:
    return tr("Trading window {window} ends", window=event.window)


@EVENTS.on(rules.GameOver)
def _game_over(event: rules.GameOver, say: Narrator) -> str:
    if event.draw or event.winner is None:
        return tr(
            "The game is a draw ({first_sum} to {second_sum})",
            first_sum=event.sums[0],
            second_sum=event.sums[1],
        )
    if event.quattro[0] != event.quattro[1]:
        return tr("{player} wins with the only Quattro", player=say.player(event.winner))
    return tr(
        "{player} wins {first_sum} to {second_sum}",
        player=say.player(event.winner),
        first_sum=event.sums[0],
        second_sum=event.sums[1],
    )


# --- why a move is refused ------------------------------------------------------------------


@REASONS.on(CommonReason.NO_SUCH_SEAT)
def _no_such_seat(say: Narrator, seat: int) -> str:
    return tr(
        "There is no seat {seat}: Quattro is played by {first} and {second}",
        seat=seat,
        first=say.player(0),
        second=say.player(1),
    )


@REASONS.on(CommonReason.NOT_A_MOVE)
def _not_a_move(say: Narrator, action: str) -> str:
    return tr(
        "'{action}' is not a Quattro move; moves are keep, mulligan, reveal CARD, "
        "trade CARD vpN and pass",
        action=action,
    )


@REASONS.on(Why.KEEP_OR_MULLIGAN_TURN)
def _keep_or_mulligan_turn(say: Narrator, seat: int, turn: int) -> str:
    return tr(
        "It is {turn}'s turn to keep or mulligan, not {player}'s",
        turn=say.player(turn),
        player=say.player(seat),
    )


@REASONS.on(Why.MUST_KEEP_OR_MULLIGAN)
def _must_keep_or_mulligan(say: Narrator, seat: int) -> str:
    return tr("{player} must first keep or mulligan", player=say.player(seat))


@REASONS.on(Why.REVEAL_ALREADY_CHOSEN)
def _reveal_already_chosen(say: Narrator, seat: int) -> str:
    return tr("{player} has already chosen the card to reveal", player=say.player(seat))


@REASONS.on(Why.MUST_REVEAL)
def _must_reveal(say: Narrator, seat: int, verb: str) -> str:
    return tr(
        "Both players now choose a card to reveal; {player} cannot {verb}",
        player=say.player(seat),
        verb=verb,
    )


@REASONS.on(Why.TRADE_TURN)
def _trade_turn(say: Narrator, seat: int, turn: int) -> str:
    return tr(
        "It is {turn}'s turn to trade or pass, not {player}'s",
        turn=say.player(turn),
        player=say.player(seat),
    )


@REASONS.on(Why.LAST_WINDOW_NO_PASS)
def _last_window_no_pass(say: Narrator, seat: int, untraded: tuple[int, ...]) -> str:
    return tr(
        "{player} cannot pass: in the last trading window every virtual player left ({vps}) "
        "must be traded with",
        player=say.player(seat),
        vps=" ".join(f"vp{vp}" for vp in untraded),
    )


@REASONS.on(Why.TRADE_OR_PASS_ONLY)
def _trade_or_pass_only(say: Narrator, seat: int, verb: str) -> str:
    return tr(
        "It is a trading window: {player} may trade CARD vpN or pass, not {verb}",
        player=say.player(seat),
        verb=verb,
    )


@REASONS.on(Why.VP_ALREADY_TRADED)
def _vp_already_traded(say: Narrator, seat: int, vp: int) -> str:
    return tr(
        "{player} cannot trade with vp{vp} again: each virtual player trades once with each player",
        player=say.player(seat),
        vp=vp,
    )


@REASONS.on(Why.REVEALED_CANNOT_TRADE)
def _revealed_cannot_trade(say: Narrator, seat: int, card: str) -> str:
    return tr(
        "{player} cannot trade {card}: a revealed card can never be traded",
        player=say.player(seat),
        card=_card(card),
    )


@REASONS.on(Why.ALREADY_FACE_UP)
def _already_face_up(say: Narrator, seat: int, card: str) -> str:
    return tr("{card} of {player} is already face up", card=_card(card), player=say.player(seat))


@REASONS.on(Why.CARD_NOT_HELD)
def _card_not_held(say: Narrator, seat: int, card: str, verb: str) -> str:
    return tr(
        "{player} has no {card} to {verb}", player=say.player(seat), card=_card(card), verb=verb
    )


# --- the game's text ------------------------------------------------------------------------


class QuattroText(GameText):
    events = EVENTS
    reasons = REASONS

    def action(self, seat: Seat, action: Action, say: Narrator, secret: bool = False) -> str:
        verb, _, rest = action.partition(" ")
        words = rest.split()
        player = say.player(seat)
        if verb == "reveal" and secret:
            return tr("{player} chooses a card to reveal", player=player)
        if verb == "mulligan":
            return tr("{player} takes a mulligan", player=player)
        if verb == "reveal" and words:
            return tr("{player} reveals {card}", player=player, card=_card(words[0]))
        if verb == "trade" and len(words) == 2:
            return tr(
                "{player} gives {card} to VP{number}",
                player=player,
                card=_card(words[0]),
                number=int(words[1][2:]) if words[1][2:].isdigit() else 0,
            )
        if verb == "pass":
            return tr("{player} passes", player=player)
        return super().action(seat, action, say, secret)

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if "sums" in after and "sums" not in before:
            return tr("Sums: {sums}", sums=listing(say, after["sums"]))
        return None


TEXT = QuattroText("quattro")
