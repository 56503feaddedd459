"""Polar Pairs' sentences: the draw for dealer, every turn, the scores and the end."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from ...engine.core import CommonReason, Seat
from ...engine.games import polar as rules
from ...i18n import N_, join_list, number, tr, trn
from ..cards import card_name
from ..narrator import Narrator
from ..polar_seats import card_at, own_card_at
from ..reasons import of_action, of_card, of_verb, plain, worded
from ..sentences import Sentences, secret_cards
from . import GameText, Words, listing

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
    return say.says(
        event.dealer, "Round {round}: you deal", "Round {round}: {player} deals", round=event.round
    )


@EVENTS.on(rules.DiscardStarted)
def _discard_started(event: rules.DiscardStarted, say: Narrator) -> str:
    return tr("The discard pile starts with {card}", card=_card(event.card))


# A move at one of the mover's own places, naming the cards it moves by the event's fields
# ({taken}, {card}, {replaced}, ...) and the place ({place}): (the reader's sentence, another's).
AT_OWN_PLACE = {
    rules.Took: (
        N_("You take {taken} in place of {place}; {replaced} goes to the discard pile"),
        N_("{player} takes {taken} in place of {place}; {replaced} goes to the discard pile"),
    ),
    rules.KeptDrawn: (
        N_("You keep {card} in place of {place}; {replaced} goes to the discard pile"),
        N_("{player} keeps {card} in place of {place}; {replaced} goes to the discard pile"),
    ),
    rules.Flipped: (
        N_("You discard {discarded} and turn up {place}: {revealed}"),
        N_("{player} discards {discarded} and turns up {place}: {revealed}"),
    ),
}


@EVENTS.on(*AT_OWN_PLACE)
def _at_own_place(event: rules.Took | rules.KeptDrawn | rules.Flipped, say: Narrator) -> str:
    cards = {
        field.name: _card(getattr(event, field.name))
        for field in fields(event)
        if field.name not in ("seat", "slot")
    }
    place = own_card_at(say, event.seat, event.slot)
    return say.says(event.seat, *AT_OWN_PLACE[type(event)], place=place, **cards)


# A card drawn from the stock: only the drawer sees it.
secret_cards(
    EVENTS,
    {rules.Drew: (N_("You draw {card}"), N_("{player} draws {card}"), N_("{player} draws a card"))},
    _card,
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


worded(
    REASONS,
    of_action,
    {
        CommonReason.NOT_A_MOVE: N_(
            "'{action}' is not a Polar Pairs move: say take SLOT, draw, keep SLOT or flip SLOT"
        ),
        Why.NOT_LEGAL_NOW: N_("'{action}' is not legal now"),
    },
)
worded(
    REASONS,
    plain,
    {
        Why.DRAW_TAKES_NO_SLOT: N_("draw takes no slot: say 'draw'"),
        Why.STOCK_EMPTY: N_("There is no card left to draw"),
    },
)
worded(
    REASONS,
    of_verb,
    {Why.NOTHING_DRAWN: N_("{player} has not drawn a card: {verb} comes after draw")},
)
worded(
    REASONS,
    of_card("polar"),
    {
        Why.DECIDE_DRAWN_FIRST: N_(
            "{player} must first keep or flip the card they drew, {card}: a drawn card is decided "
            "on before anything else is turned"
        ),
    },
)


@REASONS.on(Why.NEEDS_SLOT)
def _needs_slot(say: Narrator, verb: str) -> str:
    return tr("{verb} needs one slot from 0 to 3, e.g. '{verb} 2'", verb=verb)


@REASONS.on(Why.SLOT_FACE_UP)
def _slot_face_up(say: Narrator, seat: int, slot: int, verb: str) -> str:
    place = card_at(say, seat, slot)
    if verb == "flip":
        text = tr("{place} is already face up: only a face-down card can be turned up",
                  place=place)  # fmt: skip
    else:
        text = tr("{place} is already face up: only a face-down card can be replaced",
                  place=place)  # fmt: skip
    return text[:1].upper() + text[1:]  # "Your top-left card ..." (a script without case: as is)


# --- the game's text ------------------------------------------------------------------------


# A replay's move at one of the mover's places, by its verb: (the reader's sentence, another's).
MOVES_AT_PLACE = {
    "take": (
        N_("You take the discard in place of {place}"),
        N_("{player} takes the discard in place of {place}"),
    ),
    "keep": (
        N_("You keep the drawn card in place of {place}"),
        N_("{player} keeps the drawn card in place of {place}"),
    ),
    "flip": (
        N_("You discard the drawn card and turn up {place}"),
        N_("{player} discards the drawn card and turns up {place}"),
    ),
}


class PolarText(GameText):
    def move(
        self, seat: Seat, verb: str, words: list[str], say: Narrator, secret: bool, view: Any
    ) -> str | None:
        if verb in MOVES_AT_PLACE and words and words[0] in ("0", "1", "2", "3"):
            place = own_card_at(say, seat, int(words[0]))
            return say.says(seat, *MOVES_AT_PLACE[verb], place=place)
        if verb == "draw":
            return say.says(seat, "You draw from the stock", "{player} draws from the stock")
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


TEXT = PolarText("polar", EVENTS, REASONS)


# --- the table's words ----------------------------------------------------------------------
# What the Polar Pairs table shows: its messages, plates, panel, score sheet, prompts, targets
# and the result's lines. The table names cards as people say them ("polar-bear 10").

SPOKEN_CARDS = {
    "-5": N_("−5"),
    "10B": N_("polar-bear 10"),
    "10O": N_("snowy-owl 10"),
    "10P": N_("penguin 10"),
    "W": N_("wild card"),
}


def spoken(card: str | None) -> str:
    """A card as people say it at the table."""
    if card is None:
        return tr("a card")
    if card in SPOKEN_CARDS:
        return tr(SPOKEN_CARDS[card])
    return number(int(card)) if card.isdigit() else card


def signed(value: int) -> str:
    if value > 0:
        return f"+{number(value)}"
    if value < 0:
        return f"−{number(-value)}"
    return number(0)


def total_text(value: int) -> str:
    return f"−{number(-value)}" if value < 0 else number(value)


def reminders() -> tuple[str, ...]:
    """How hands score, in the corner panel."""
    return (
        tr("Lowest total wins"),
        tr("Pairs cancel · −5 always counts"),
        tr("★ is wild · four alike wins at once"),
    )


def round_of(round_: int, rounds: int) -> str:
    return tr("Round {round} of {rounds}", round=round_, rounds=rounds)


def dealer_line(name: str | None) -> str:
    """The corner panel's dealer (None while the first dealer is being drawn for)."""
    return tr("Dealer: {name}", name="…" if name is None else name)


# The table's fixed words, by what they are and what they name.
word = Words(
    {
        "plate": {
            "dealer": N_("dealer"),
        },
        "peek": {
            "title": N_("Remember these!"),
            "note": N_("They turn face down after your first move"),
        },
        "sheet": {
            "title": N_("Score table"),
            "round": N_("Round"),
            "total": N_("Total"),
        },
        "target": {
            "turn_up_here": N_("Turn up this card"),
            "draw_from_stock": N_("Draw from the stock"),
        },
        "banner": {
            "dealer_draw": N_("Draw for first dealer: the player right of the highest card deals"),
            "peek": N_("Peek at your two near cards, and remember them!"),
            "rebuilt": N_("The discard pile is shuffled into a new stock"),
        },
    }
)


def points(total: int) -> str:
    return tr("{total} pts", total=total_text(total))


def stock_count(count: int) -> str:
    return tr("Stock · {count}", count=count)


def discard_count(count: int) -> str:
    return tr("Discard · {count}", count=count)


def scores_switch(open_: bool) -> str:
    return tr("Hide scores (S)") if open_ else tr("Score table (S)")


def drawn_label(flipping: bool) -> str:
    """Over the card a person has drawn."""
    return tr("To the discard pile") if flipping else tr("You drew")


def mode_label(flipping: bool) -> str:
    return tr("Keep it instead") if flipping else tr("Flip a card instead")


def status(obs: rules.PolarObservation, eyes: Seat, acting: bool, selection: str | None,
           say: Narrator) -> str:  # fmt: skip
    """The top bar's line: whose turn, what the person at the screen may do."""
    if obs.mover is None:
        return tr("The game is over.")
    mover = obs.mover
    if mover != eyes or not acting:
        if obs.drawer == mover:
            return tr("{name} drew a card and is deciding", name=say.player(mover))
        return tr("{name}'s turn", name=say.player(mover))
    if obs.drawer == eyes:
        card = spoken(obs.drawn)
        if selection == "flip":
            return tr("Pick a face-down card to turn up; the {card} is discarded.", card=card)
        return tr("You drew the {card}: put it on a face-down card, or flip one.", card=card)
    top = spoken(obs.discard_top)
    if selection == "take":
        return tr("Pick a face-down card to swap for the {card}.", card=top)
    return tr("Your turn: take the {card} from the discard pile, or draw.", card=top)


def sheet_over_status() -> str:
    """The top bar's line on the person's turn while the score sheet over the table takes the
    input: how to get back to the table."""
    return tr("Close the score table to play on (S or Esc).")


def put_here(card: str | None) -> str:
    return tr("Put the {card} here", card=spoken(card))


def leave(card: str | None) -> str:
    return tr("Leave the {card}", card=spoken(card))


def take(card: str | None) -> str:
    return tr("Take the {card}", card=spoken(card))


def dealer_chosen_banner(event: rules.DealerChosen, say: Narrator) -> str:
    return _dealer_chosen(event, say)  # the log's sentence: it knows who reads


def round_dealt_banner(event: rules.RoundDealt, rounds: int, say: Narrator) -> str:
    if say.is_viewer(event.dealer):
        return tr("Round {round} of {rounds}: you deal", round=event.round, rounds=rounds)
    return tr(
        "Round {round} of {rounds}: {name} deals",
        round=event.round,
        rounds=rounds,
        name=say.player(event.dealer),
    )


def instant_win_banner(event: rules.InstantWin, say: Narrator) -> str:
    if say.is_viewer(event.seats[0]):
        return tr("Four of a kind! You win the game at once")
    return tr("Four of a kind! {name} wins the game at once", name=say.player(event.seats[0]))


def round_won_banner(event: rules.RoundScored, say: Narrator) -> str:
    low = min(event.scores)
    lowest = [s for s, v in enumerate(event.scores) if v == low]
    if len(lowest) > 1:
        return tr(
            "{names} share round {round} with {score}", names=say.players(lowest),
            round=event.round, score=signed(low),
        )  # fmt: skip
    if say.is_viewer(lowest[0]):
        return tr("You win round {round} with {score}", round=event.round, score=signed(low))
    return tr(
        "{name} wins round {round} with {score}", name=say.player(lowest[0]), round=event.round,
        score=signed(low),
    )  # fmt: skip


def deals_next_banner(event: rules.RoundScored, dealer: Seat, say: Narrator) -> str:
    score = signed(max(event.scores))
    if say.is_viewer(dealer):
        return tr("You scored highest ({score}) and deal next", score=score)
    return tr(
        "{name} scored highest ({score}) and deals next", name=say.player(dealer), score=score
    )


def game_over_banner(event: rules.GameOver, say: Narrator) -> str:
    if len(event.winners) != 1:
        return tr("Game over: {names} share the win", names=say.players(event.winners))
    if say.is_viewer(event.winners[0]):
        return tr("Game over: you win!")
    return tr("Game over: {name} wins!", name=say.player(event.winners[0]))


def rounds_played(count: int) -> str:
    """How a game that went the distance ends (the result's first line)."""
    return trn(
        "{count} round played; the lowest total wins.",
        "{count} rounds played; the lowest total wins.",
        count,
        count=count,
    )
