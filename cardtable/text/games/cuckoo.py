"""Cuckoo's sentences: every event of a deal, as the log and the play-by-play read it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import CommonReason, Seat
from ...engine.games import cuckoo as rules
from ...i18n import N_, join_list, tr, trc, trn
from ...i18n import card_name as card_id_name
from ..cards import card_name
from ..narrator import Narrator
from ..reasons import plain, worded
from ..sentences import Sentences
from . import GameText, Words, listing

EVENTS = Sentences()
REASONS = Sentences()


def _card(card: str | None) -> str:
    return card_name("cuckoo", card)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.DealStarted)
def _deal_started(event: rules.DealStarted, say: Narrator) -> str:
    if say.is_viewer(event.dealer):
        others = [seat for seat in event.participants if seat != event.dealer]
        if len(others) < len(event.participants):  # the dealer deals to themselves too
            return tr(
                "Deal {deal}: you deal to {players} and yourself",
                deal=event.deal,
                players=join_list(say.player(seat) for seat in others),
            )
        return tr(
            "Deal {deal}: you deal to {players}", deal=event.deal, players=say.players(others)
        )
    return tr(
        "Deal {deal}: {dealer} deals to {players}",
        deal=event.deal,
        dealer=say.player(event.dealer),
        players=say.players(event.participants),
    )


@EVENTS.on(rules.DealSkipped)
def _deal_skipped(event: rules.DealSkipped, say: Narrator) -> str:
    if len(event.resting) == 1 and say.is_viewer(event.resting[0]):
        return tr(
            "Deal {deal} is skipped: fewer than two players can take part; you return",
            deal=event.deal,
        )
    return trn(
        "Deal {deal} is skipped: fewer than two players can take part; {players} returns",
        "Deal {deal} is skipped: fewer than two players can take part; {players} return",
        len(event.resting),
        deal=event.deal,
        players=say.players(event.resting),
    )


@EVENTS.on(rules.CardDealt)
def _card_dealt(event: rules.CardDealt, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        if event.card == rules.FOOL:
            return tr("You are dealt the Fool and show it")
        if event.card is None:
            return tr("You are dealt a card")
        return tr("You are dealt {card}", card=_card(event.card))
    if event.card == rules.FOOL:
        return tr("{player} is dealt the Fool and shows it", player=say.player(event.seat))
    if event.card is None:
        return tr("{player} is dealt a card", player=say.player(event.seat))
    return tr("{player} is dealt {card}", player=say.player(event.seat), card=_card(event.card))


@EVENTS.on(rules.Kept)
def _kept(event: rules.Kept, say: Narrator) -> str:
    return _keeps(event.seat, say)


def _keeps(seat: Seat, say: Narrator) -> str:
    """A player keeps their card (Quattro's players keep a hand)."""
    if say.is_viewer(seat):
        return trc("Cuckoo: keeps the card", "You keep")
    return tr("{player} keeps", player=say.player(seat))


@EVENTS.on(rules.SwapRequested)
def _swap_requested(event: rules.SwapRequested, say: Narrator) -> str:
    return _swaps(event.seat, event.from_stock, say)


def _swaps(seat: Seat, from_stock: bool, say: Narrator) -> str:
    """A player swaps: the dealer with the stock (rule 8), anyone else asks the next player."""
    if from_stock:
        return say.says(seat, "You swap with the stock", "{player} swaps with the stock")
    return say.says(seat, "You ask to swap", "{player} asks to swap")


# A matador answering a request to swap, as its holder reads it, the one who asked, and anyone
# else; the House and the Horse pass the request on (PASSES_ON).
REFUSALS = {
    rules.CUCKOO: (
        N_("You show the Cuckoo: the deal ends"),
        N_("{holder} shows the Cuckoo: the deal ends"),
        N_("{holder} shows the Cuckoo: the deal ends"),
    ),
    rules.DRAGOON: (
        N_("You refuse with the Dragoon: {requester} loses a life"),
        N_("{holder} refuses with the Dragoon: you lose a life"),
        N_("{holder} refuses with the Dragoon: {requester} loses a life"),
    ),
    rules.CAT: (
        N_("You refuse with the Cat: {requester} loses a life and every exchange is undone"),
        N_("{holder} refuses with the Cat: you lose a life and every exchange is undone"),
        N_("{holder} refuses with the Cat: {requester} loses a life and every exchange is undone"),
    ),
}
PASSES_ON = (
    N_("You refuse with {card}: the request passes on"),
    N_("{holder} refuses with {card}: the request passes on"),
    N_("{holder} refuses with {card}: the request passes on"),
)


@EVENTS.on(rules.Refused)
def _refused(event: rules.Refused, say: Narrator) -> str:
    holder_reads, requester_reads, anyone_reads = REFUSALS.get(event.card, PASSES_ON)
    if say.is_viewer(event.holder):
        message = holder_reads
    elif say.is_viewer(event.requester):
        message = requester_reads
    else:
        message = anyone_reads
    return tr(
        message,
        holder=say.player(event.holder),
        requester=say.player(event.requester),
        card=_card(event.card),
    )


@EVENTS.on(rules.Exchanged)
def _exchanged(event: rules.Exchanged, say: Narrator) -> str:
    unseen = event.given is None and event.received is None
    return say.says(
        event.requester,
        "You give {given} to {target} and take {received}",
        "{requester} gives a card to {target} and takes a card"
        if unseen
        else "{requester} gives {given} to {target} and takes {received}",
        requester=say.player(event.requester),
        target=say.whom(event.target),
        given=_card(event.given),
        received=_card(event.received),
    )


# A matador turned up from the stock for the player who asked to swap with it: (the reader's
# sentence, another's); the House and the Horse are set aside and the next card is turned.
STOCK_SHOWS = {
    rules.StockOutcome.CUCKOO: (
        N_("The stock shows the Cuckoo: the deal ends; you keep"),
        N_("The stock shows the Cuckoo: the deal ends; {player} keeps"),
    ),
    rules.StockOutcome.CAT: (
        N_("The stock shows the Cat: you lose a life and every exchange is undone"),
        N_("The stock shows the Cat: {player} loses a life and every exchange is undone"),
    ),
    rules.StockOutcome.DRAGOON: (
        N_("The stock shows the Dragoon: you lose a life"),
        N_("The stock shows the Dragoon: {player} loses a life"),
    ),
}


@EVENTS.on(rules.StockTurned)
def _stock_turned(event: rules.StockTurned, say: Narrator) -> str:
    if event.outcome == rules.StockOutcome.PASSES:
        return tr(
            "The stock shows {card}: it is set aside and the next card is turned",
            card=_card(event.card),
        )
    return say.says(event.requester, *STOCK_SHOWS[event.outcome])


@EVENTS.on(rules.StockExchanged)
def _stock_exchanged(event: rules.StockExchanged, say: Narrator) -> str:
    return say.says(
        event.requester,
        "You take {new} from the stock and set {old} aside face up",
        "{player} takes a card from the stock and sets {old} aside face up"
        if event.new_card is None
        else "{player} takes {new} from the stock and sets {old} aside face up",
        new=_card(event.new_card),
        old=_card(event.old_card),
    )


@EVENTS.on(rules.StockRanOut)
def _stock_ran_out(event: rules.StockRanOut, say: Narrator) -> str:
    return say.says(
        event.requester,
        "The stock runs out: you keep your card",
        "The stock runs out: {player} keeps their card",
    )


@EVENTS.on(rules.ExchangesUndone)
def _exchanges_undone(event: rules.ExchangesUndone, say: Narrator) -> str:
    return trn(
        "{count} exchange undone: every moved card goes back",
        "{count} exchanges undone: every moved card goes back",
        event.count,
        count=event.count,
    )


@EVENTS.on(rules.LifeLost)
def _life_lost(event: rules.LifeLost, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return trn(
            "You lose a life ({lives} left)",
            "You lose a life ({lives} left)",
            event.lives_left,
            lives=event.lives_left,
        )
    return trn(
        "{player} loses a life ({lives} left)",
        "{player} loses a life ({lives} left)",
        event.lives_left,
        player=say.player(event.seat),
        lives=event.lives_left,
    )


@EVENTS.on(rules.PlayerOut)
def _player_out(event: rules.PlayerOut, say: Narrator) -> str:
    return say.says(event.seat, "You are out", "{player} is out")


@EVENTS.on(rules.Revealed)
def _revealed(event: rules.Revealed, say: Narrator) -> str:
    shown = join_list(
        tr("{player} {card}", player=say.whom(seat), card=_card(card))
        for seat, card in enumerate(event.cards)
        if card is not None
    )
    return tr("Cards revealed: {cards}", cards=shown)


# How a deal ended (a skipped deal has no entry).
DEAL_ENDS = {
    rules.BY_DEALER: N_("Deal {deal} ends after the dealer's turn; lost a life: {players}"),
    rules.BY_CUCKOO: N_("Deal {deal} ends by the Cuckoo; lost a life: {players}"),
    rules.BY_LAST_PLAYER: N_("Deal {deal} ends with one player left; lost a life: {players}"),
}
DEAL_SKIPPED = N_("Deal {deal} ends skipped; lost a life: {players}")


@EVENTS.on(rules.DealEnded)
def _deal_ended(event: rules.DealEnded, say: Narrator) -> str:
    message = DEAL_ENDS.get(event.ended_by, DEAL_SKIPPED)
    return tr(message, deal=event.deal, players=say.players(event.lost))


@EVENTS.on(rules.Resting)
def _resting(event: rules.Resting, say: Narrator) -> str:
    if len(event.seats) == 1 and say.is_viewer(event.seats[0]):
        return tr("You rest for the next deal")
    return trn(
        "{players} rests for the next deal",
        "{players} rest for the next deal",
        len(event.seats),
        players=say.players(event.seats),
    )


@EVENTS.on(rules.MatchOver)
def _match_over(event: rules.MatchOver, say: Narrator) -> str:
    if event.winner is None:
        return tr("Everyone left lost their last life together: the match is a draw")
    return say.says(event.winner, "You win the match", "{player} wins the match")


# --- why a move is refused ------------------------------------------------------------------


worded(REASONS, plain, {CommonReason.GAME_OVER: N_("The match is over: no more moves")})


@REASONS.on(rules.CuckooReason.KEEP_OR_SWAP_ONLY)
def _keep_or_swap_only(say: Narrator, seat: int, action: str) -> str:
    return tr(
        "{player} cannot '{action}': on their turn a player may only keep or swap",
        player=say.player(seat),
        action=action,
    )


# --- the game's text ------------------------------------------------------------------------


class CuckooText(GameText):
    def move(
        self, seat: Seat, verb: str, words: list[str], say: Narrator, secret: bool, view: Any
    ) -> str | None:
        if verb == "keep" and not words:
            return _keeps(seat, say)
        if verb == "swap":
            observed: rules.CuckooObservation = view  # the dealer is public: any view has it
            return _swaps(seat, seat == observed.dealer, say)
        return None

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if len(after["history"]) > len(before["history"]):
            return tr("Lives: {lives}", lives=listing(say, after["lives"]))
        return None


TEXT = CuckooText("cuckoo", EVENTS, REASONS)


# --- the table's words ----------------------------------------------------------------------
# What the Cuckoo table shows: its messages, the seats' tags, the status line, the buttons and
# the result's lines.


def deal_starts(deal: int, dealer: Seat, say: Narrator) -> str:
    if say.is_viewer(dealer):
        return tr("Deal {number}: you deal", number=deal)
    return tr("Deal {number}: {name} deals", number=deal, name=say.player(dealer))


def keeps(seat: Seat, say: Narrator) -> str:
    if say.is_viewer(seat):
        return trc("Cuckoo: keeps the card", "You keep")
    return tr("{name} keeps", name=say.player(seat))


# A matador answering a request to swap, as the table's message: said to its holder, to the one
# who asked, and to anyone else (the House and the Horse pass the request on: nobody is hurt).
MATADOR_SAYS = {
    rules.HOUSE: (
        N_("Your House: the request passes on"),
        N_("{holder}'s House: the request passes on"),
        N_("{holder}'s House: the request passes on"),
    ),
    rules.HORSE: (
        N_("Your Horse: the request passes on"),
        N_("{holder}'s Horse: the request passes on"),
        N_("{holder}'s Horse: the request passes on"),
    ),
    rules.DRAGOON: (
        N_("Your Dragoon! {requester} loses a life"),
        N_("{holder}'s Dragoon! You lose a life"),
        N_("{holder}'s Dragoon! {requester} loses a life"),
    ),
    rules.CAT: (
        N_("Your Cat! {requester} loses a life and every swap is undone"),
        N_("{holder}'s Cat! You lose a life and every swap is undone"),
        N_("{holder}'s Cat! {requester} loses a life and every swap is undone"),
    ),
    rules.CUCKOO: (
        N_("You have the Cuckoo: the deal ends"),
        N_("{holder} has the Cuckoo: the deal ends"),
        N_("{holder} has the Cuckoo: the deal ends"),
    ),
}


def refusal(card: str, holder: Seat, requester: Seat, say: Narrator) -> str:
    """A matador answering a request to swap."""
    holder_reads, requester_reads, anyone_reads = MATADOR_SAYS.get(
        card, (N_("You refuse"), N_("{holder} refuses"), N_("{holder} refuses"))
    )
    if say.is_viewer(holder):
        message = holder_reads
    elif say.is_viewer(requester):
        message = requester_reads
    else:
        message = anyone_reads
    return tr(message, holder=say.player(holder), requester=say.player(requester))


def stock_shows(card: str) -> str:
    return tr("The stock shows the {card}!", card=card_id_name("cuckoo", card))


# The table's fixed words, by what they are and what they name.
word = Words(
    {
        "banner": {
            "exchanges_undone": N_("The Cat undoes every exchange of this deal"),
            "deal_skipped": N_("Too few players for a deal: it is skipped"),
        },
        "status": {
            "match_over": N_("The match is over."),
        },
        "button": {
            "keep": N_("Keep"),
        },
    }
)


def loses_a_life(seat: Seat, say: Narrator) -> str:
    if say.is_viewer(seat):
        return tr("You lose a life")
    return tr("{name} loses a life", name=say.player(seat))


def lose_a_life(seats: Sequence[Seat], say: Narrator) -> str:
    """The settlement's losers (nobody, one or several: "Astrid and you lose a life")."""
    if not seats:
        return tr("Nobody loses a life")
    if len(seats) == 1:
        return loses_a_life(seats[0], say)
    return tr("{names} lose a life", names=say.players(seats))


def is_out(seat: Seat, say: Narrator) -> str:
    if say.is_viewer(seat):
        return tr("You are out")
    return tr("{name} is out", name=say.player(seat))


def rests(seat: Seat, say: Narrator) -> str:
    if say.is_viewer(seat):
        return tr("You held the Fool and rest next deal")
    return tr("{name} held the Fool and rests next deal", name=say.player(seat))


def stock_count(count: int) -> str:
    return tr("Stock: {count}", count=count)


def tags(dealer: bool, out: bool, resting: bool, choices: Sequence[str]) -> tuple[str, ...]:
    """What a seat's plate says above its card: dealer, out or resting, kept or swapped."""
    found = []
    if dealer and not out:
        found.append(tr("dealer"))
    if out:
        found.append(tr("out"))
    elif resting:
        found.append(tr("resting"))
    found += [tr("kept") if choice == rules.KEEP else tr("swapped") for choice in choices]
    return tuple(found)


def your_turn(dealer: bool) -> str:
    if dealer:
        return tr("Your turn: keep your card, or swap it with the top of the stock.")
    return tr("Your turn: keep your card, or ask to swap with the next player.")


def their_turn(name: str) -> str:
    return tr("{name}'s turn", name=name)


def swap_label(dealer: bool) -> str:
    return tr("Swap with stock") if dealer else tr("Swap")


def deal_of(number: int, total: int) -> str:
    """Which deal a replay stands in."""
    return tr("Deal {number} of {total}", number=number, total=total)
