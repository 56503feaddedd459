"""Quattro's sentences: the deal, the mulligans, reveals, trades and the result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import CommonReason, Seat
from ...engine.games import quattro as rules
from ...i18n import N_, join_and, tr, trc
from ..cards import card_list, card_name
from ..narrator import Narrator
from ..reasons import of_action, of_card, of_seat, of_turn, of_verb, worded
from ..sentences import Sentences
from . import GameText, listing

EVENTS = Sentences()
REASONS = Sentences()
Why = rules.QuattroReason


def _card(card: str | None) -> str:
    return card_name("quattro", card)


def _cards(cards: Sequence[str]) -> str:
    return card_list("quattro", cards)


def virtual_player(vp: int) -> str:
    """A virtual player by number, as the table's boxes count them ("virtual player 3")."""
    return tr("virtual player {number}", number=vp)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.Dealt)
def _dealt(event: rules.Dealt, say: Narrator) -> str:
    if event.cards is None:
        return say.says(event.seat, "You are dealt four cards", "{player} is dealt four cards")
    return say.says(
        event.seat, "You are dealt {cards}", "{player} is dealt {cards}", cards=_cards(event.cards)
    )


@EVENTS.on(rules.MulliganTaken)
def _mulligan_taken(event: rules.MulliganTaken, say: Narrator) -> str:
    if event.cards is None:
        return say.says(
            event.seat,
            "You take mulligan {count} of 2 and are dealt four cards",
            "{player} takes mulligan {count} of 2 and is dealt four cards",
            count=event.count,
        )
    return say.says(
        event.seat,
        "You take mulligan {count} of 2 and are dealt {cards}",
        "{player} takes mulligan {count} of 2 and is dealt {cards}",
        count=event.count,
        cards=_cards(event.cards),
    )


@EVENTS.on(rules.Kept)
def _kept(event: rules.Kept, say: Narrator) -> str:
    return _keeps(event.seat, say)


def _keeps(seat: Seat, say: Narrator) -> str:
    """A player keeps the hand they were dealt (Cuckoo's players keep a card)."""
    if say.is_viewer(seat):
        return tr("You keep")
    return trc("Quattro: keeps the hand", "{player} keeps", player=say.player(seat))


@EVENTS.on(rules.VPsDealt)
def _vps_dealt(event: rules.VPsDealt, say: Narrator) -> str:
    return tr("The six virtual players are dealt three cards each")


@EVENTS.on(rules.RevealChosen)
def _reveal_chosen(event: rules.RevealChosen, say: Narrator) -> str:
    unseen = event.card is None
    return say.says(
        event.seat,
        "You choose a card to reveal" if unseen else "You choose {card} to reveal",
        "{player} chooses a card to reveal" if unseen else "{player} chooses {card} to reveal",
        card=_card(event.card),
    )


@EVENTS.on(rules.CardsRevealed)
def _cards_revealed(event: rules.CardsRevealed, say: Narrator) -> str:
    mine = say.viewer if say.viewer in (0, 1) else None
    if mine is not None:
        return tr(
            "Reveal {reveal}: you show {card}, {other} shows {other_card}",
            reveal=event.reveal,
            card=_card(event.cards[mine]),
            other=say.player(1 - mine),
            other_card=_card(event.cards[1 - mine]),
        )
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
    unseen = event.received is None
    return say.says(
        event.seat,
        "You give {given} to {vp} and receive a card"
        if unseen
        else "You give {given} to {vp} and receive {received}",
        "{player} gives {given} to {vp} and receives a card"
        if unseen
        else "{player} gives {given} to {vp} and receives {received}",
        given=_card(event.given),
        vp=virtual_player(event.vp),
        received=_card(event.received),
    )


# What a player does that names nothing else: (the reader's sentence, another's).
DONE_BY = {
    rules.AutoKept: (
        N_("You keep automatically after a second mulligan"),
        N_("{player} keeps automatically after a second mulligan"),
    ),
    rules.Passed: (N_("You pass"), N_("{player} passes")),
    rules.AutoPassed: (
        N_("You have traded with every virtual player and pass"),
        N_("{player} has traded with every virtual player and passes"),
    ),
}


@EVENTS.on(*DONE_BY)
def _done_by(event: rules.AutoKept | rules.Passed | rules.AutoPassed, say: Narrator) -> str:
    return say.says(event.seat, *DONE_BY[type(event)])


@EVENTS.on(rules.WindowEnded)
def _window_ended(event: rules.WindowEnded, say: Narrator) -> str:
    return tr("Trading window {window} ends", window=event.window)


# How the end of a game is said: the draw, then (the reader's sentence, another's) for a win
# with the only Quattro and for a win on the sums. The log's words here, the banner's in
# quattro_table.py.
Ending = tuple[str, tuple[str, str], tuple[str, str]]
LOG_ENDING: Ending = (
    N_("The game is a draw ({first_sum} to {second_sum})"),
    (N_("You win with the only Quattro"), N_("{player} wins with the only Quattro")),
    (N_("You win {won} to {lost}"), N_("{player} wins {won} to {lost}")),
)


def game_over(event: rules.GameOver, say: Narrator, ending: Ending) -> str:
    """Who won, and how (docs/rules/quattro.md, "Scoring"), in the words of `ending`."""
    draw, only_quattro, on_sums = ending
    if event.draw or event.winner is None:
        return tr(draw, first_sum=event.sums[0], second_sum=event.sums[1])
    wins = only_quattro if event.quattro[0] != event.quattro[1] else on_sums
    won, lost = event.sums[event.winner], event.sums[1 - event.winner]
    return say.says(event.winner, *wins, won=won, lost=lost)


@EVENTS.on(rules.GameOver)
def _game_over(event: rules.GameOver, say: Narrator) -> str:
    return game_over(event, say, LOG_ENDING)


# --- why a move is refused ------------------------------------------------------------------


@REASONS.on(CommonReason.NO_SUCH_SEAT)
def _no_such_seat(say: Narrator, seat: int) -> str:
    return tr(
        "There is no seat {seat}: Quattro is played by {first} and {second}",
        seat=seat,
        first=say.player(0),
        second=say.player(1),
    )


worded(
    REASONS,
    of_action,
    {
        CommonReason.NOT_A_MOVE: N_(
            "'{action}' is not a Quattro move; moves are keep, mulligan, reveal CARD, "
            "trade CARD vpN and pass"
        ),
    },
)
worded(
    REASONS,
    of_turn,
    {
        Why.KEEP_OR_MULLIGAN_TURN: N_("It is {turn}'s turn to keep or mulligan, not {player}'s"),
        Why.TRADE_TURN: N_("It is {turn}'s turn to trade or pass, not {player}'s"),
    },
)
worded(
    REASONS,
    of_seat,
    {
        Why.MUST_KEEP_OR_MULLIGAN: N_("{player} must first keep or mulligan"),
        Why.REVEAL_ALREADY_CHOSEN: N_("{player} has already chosen the card to reveal"),
    },
)
worded(
    REASONS,
    of_verb,
    {
        Why.MUST_REVEAL: N_("Both players now choose a card to reveal; {player} cannot {verb}"),
        Why.TRADE_OR_PASS_ONLY: N_(
            "It is a trading window: {player} may trade CARD vpN or pass, not {verb}"
        ),
    },
)
worded(
    REASONS,
    of_card("quattro"),
    {
        Why.REVEALED_CANNOT_TRADE: N_(
            "{player} cannot trade {card}: a revealed card can never be traded"
        ),
        Why.ALREADY_FACE_UP: N_("{player} already has {card} face up"),
    },
)


@REASONS.on(Why.LAST_WINDOW_NO_PASS)
def _last_window_no_pass(say: Narrator, seat: int, untraded: tuple[int, ...]) -> str:
    return tr(
        "{player} cannot pass: in the last trading window every virtual player left ({vps}) "
        "must be traded with",
        player=say.player(seat),
        vps=join_and(virtual_player(vp) for vp in untraded),
    )


@REASONS.on(Why.VP_ALREADY_TRADED)
def _vp_already_traded(say: Narrator, seat: int, vp: int) -> str:
    return tr(
        "{player} cannot trade with {vp} again: each virtual player trades once with each player",
        player=say.player(seat),
        vp=virtual_player(vp),
    )


@REASONS.on(Why.CARD_NOT_HELD)
def _card_not_held(say: Narrator, seat: int, card: str, verb: str) -> str:
    return tr(
        "{player} does not hold {card} to {verb}",
        player=say.player(seat),
        card=_card(card),
        verb=verb,
    )


# --- the game's text ------------------------------------------------------------------------


class QuattroText(GameText):
    def move(
        self, seat: Seat, verb: str, words: list[str], say: Narrator, secret: bool, view: Any
    ) -> str | None:
        if verb == "reveal" and (secret or not words):
            return say.says(
                seat, "You choose a card to reveal", "{player} chooses a card to reveal"
            )
        if verb == "mulligan":
            return say.says(seat, "You take a mulligan", "{player} takes a mulligan")
        if verb == "reveal":
            return say.says(
                seat, "You reveal {card}", "{player} reveals {card}", card=_card(words[0])
            )
        if verb == "trade" and len(words) == 2:
            card = _card(words[0])
            vp = virtual_player(int(words[1][2:]) if words[1][2:].isdigit() else 0)
            return say.says(
                seat, "You give {card} to {vp}", "{player} gives {card} to {vp}", card=card, vp=vp
            )
        if verb == "pass":
            return say.says(seat, "You pass", "{player} passes")
        if verb == "keep":
            return _keeps(seat, say)
        return None

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if "sums" in after and "sums" not in before:
            return tr("Sums: {sums}", sums=listing(say, after["sums"]))
        return None


TEXT = QuattroText("quattro", EVENTS, REASONS)
