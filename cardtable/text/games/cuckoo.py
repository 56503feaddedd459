"""Cuckoo's sentences: every event of a deal, as the log and the play-by-play read it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import Action, CommonReason, Seat
from ...engine.games import cuckoo as rules
from ...i18n import card_name as card_id_name
from ...i18n import join_list, tr, trc, trn
from ..cards import card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText, listing

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
    if say.is_viewer(event.seat):
        return tr("You swap with the stock") if event.from_stock else tr("You ask to swap")
    if event.from_stock:
        return tr("{player} swaps with the stock", player=say.player(event.seat))
    return tr("{player} asks to swap", player=say.player(event.seat))


@EVENTS.on(rules.Refused)
def _refused(event: rules.Refused, say: Narrator) -> str:
    if say.is_viewer(event.holder):
        return _you_refuse(event, say.player(event.requester))
    holder, requester = say.player(event.holder), say.player(event.requester)
    if event.card == rules.CUCKOO:
        return tr("{holder} shows the Cuckoo: the deal ends", holder=holder)
    you_lose = say.is_viewer(event.requester)
    if event.card == rules.DRAGOON:
        if you_lose:
            return tr("{holder} refuses with the Dragoon: you lose a life", holder=holder)
        return tr(
            "{holder} refuses with the Dragoon: {requester} loses a life",
            holder=holder,
            requester=requester,
        )
    if event.card == rules.CAT:
        if you_lose:
            return tr(
                "{holder} refuses with the Cat: you lose a life and every exchange is undone",
                holder=holder,
            )
        return tr(
            "{holder} refuses with the Cat: {requester} loses a life and every exchange is undone",
            holder=holder,
            requester=requester,
        )
    return tr(
        "{holder} refuses with {card}: the request passes on", holder=holder, card=_card(event.card)
    )


def _you_refuse(event: rules.Refused, requester: str) -> str:
    """The reader holds the card that refuses."""
    if event.card == rules.CUCKOO:
        return tr("You show the Cuckoo: the deal ends")
    if event.card == rules.DRAGOON:
        return tr("You refuse with the Dragoon: {requester} loses a life", requester=requester)
    if event.card == rules.CAT:
        return tr(
            "You refuse with the Cat: {requester} loses a life and every exchange is undone",
            requester=requester,
        )
    return tr("You refuse with {card}: the request passes on", card=_card(event.card))


@EVENTS.on(rules.Exchanged)
def _exchanged(event: rules.Exchanged, say: Narrator) -> str:
    target = say.whom(event.target)
    if say.is_viewer(event.requester):
        return tr(
            "You give {given} to {target} and take {received}",
            target=target,
            given=_card(event.given),
            received=_card(event.received),
        )
    if event.given is None and event.received is None:
        return tr(
            "{requester} gives a card to {target} and takes a card",
            requester=say.player(event.requester),
            target=target,
        )
    return tr(
        "{requester} gives {given} to {target} and takes {received}",
        requester=say.player(event.requester),
        target=target,
        given=_card(event.given),
        received=_card(event.received),
    )


@EVENTS.on(rules.StockTurned)
def _stock_turned(event: rules.StockTurned, say: Narrator) -> str:
    player, you = say.player(event.requester), say.is_viewer(event.requester)
    if event.outcome == "passes":
        return tr(
            "The stock shows {card}: it is set aside and the next card is turned",
            card=_card(event.card),
        )
    if event.outcome == "cuckoo":
        if you:
            return tr("The stock shows the Cuckoo: the deal ends; you keep")
        return tr("The stock shows the Cuckoo: the deal ends; {player} keeps", player=player)
    if event.outcome == "cat":
        if you:
            return tr("The stock shows the Cat: you lose a life and every exchange is undone")
        return tr(
            "The stock shows the Cat: {player} loses a life and every exchange is undone",
            player=player,
        )
    if you:
        return tr("The stock shows the Dragoon: you lose a life")
    return tr("The stock shows the Dragoon: {player} loses a life", player=player)


@EVENTS.on(rules.StockExchanged)
def _stock_exchanged(event: rules.StockExchanged, say: Narrator) -> str:
    old = _card(event.old_card)
    if say.is_viewer(event.requester):
        return tr(
            "You take {new} from the stock and set {old} aside face up",
            new=_card(event.new_card),
            old=old,
        )
    if event.new_card is None:
        return tr(
            "{player} takes a card from the stock and sets {old} aside face up",
            player=say.player(event.requester),
            old=old,
        )
    return tr(
        "{player} takes {new} from the stock and sets {old} aside face up",
        player=say.player(event.requester),
        new=_card(event.new_card),
        old=old,
    )


@EVENTS.on(rules.StockRanOut)
def _stock_ran_out(event: rules.StockRanOut, say: Narrator) -> str:
    if say.is_viewer(event.requester):
        return tr("The stock runs out: you keep your card")
    return tr("The stock runs out: {player} keeps their card", player=say.player(event.requester))


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
    if say.is_viewer(event.seat):
        return tr("You are out")
    return tr("{player} is out", player=say.player(event.seat))


@EVENTS.on(rules.Revealed)
def _revealed(event: rules.Revealed, say: Narrator) -> str:
    shown = join_list(
        tr("{player} {card}", player=say.whom(seat), card=_card(card))
        for seat, card in enumerate(event.cards)
        if card is not None
    )
    return tr("Cards revealed: {cards}", cards=shown)


@EVENTS.on(rules.DealEnded)
def _deal_ended(event: rules.DealEnded, say: Narrator) -> str:
    players = say.players(event.lost)
    if event.ended_by == rules.BY_DEALER:
        return tr(
            "Deal {deal} ends after the dealer's turn; lost a life: {players}",
            deal=event.deal,
            players=players,
        )
    if event.ended_by == rules.BY_CUCKOO:
        return tr(
            "Deal {deal} ends by the Cuckoo; lost a life: {players}",
            deal=event.deal,
            players=players,
        )
    if event.ended_by == rules.BY_LAST_PLAYER:
        return tr(
            "Deal {deal} ends with one player left; lost a life: {players}",
            deal=event.deal,
            players=players,
        )
    return tr("Deal {deal} ends skipped; lost a life: {players}", deal=event.deal, players=players)


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
    if say.is_viewer(event.winner):
        return tr("You win the match")
    return tr("{player} wins the match", player=say.player(event.winner))


# --- why a move is refused ------------------------------------------------------------------


@REASONS.on(CommonReason.GAME_OVER)
def _match_is_over(say: Narrator) -> str:
    return tr("The match is over: no more moves")


@REASONS.on(rules.CuckooReason.KEEP_OR_SWAP_ONLY)
def _keep_or_swap_only(say: Narrator, seat: int, action: str) -> str:
    return tr(
        "{player} cannot '{action}': on their turn a player may only keep or swap",
        player=say.player(seat),
        action=action,
    )


# --- the game's text ------------------------------------------------------------------------


class CuckooText(GameText):
    events = EVENTS
    reasons = REASONS

    def action(self, seat: Seat, action: Action, say: Narrator, secret: bool = False) -> str:
        if action == "keep":
            return _keeps(seat, say)
        if action.partition(" ")[0] == "swap":
            if say.is_viewer(seat):
                return tr("You ask to swap")
            return tr("{player} asks to swap", player=say.player(seat))
        return super().action(seat, action, say, secret)

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if len(after["history"]) > len(before["history"]):
            return tr("Lives: {lives}", lives=listing(say, after["lives"]))
        return None


TEXT = CuckooText("cuckoo")


# --- the table's words ----------------------------------------------------------------------
# What the Cuckoo table shows: its messages, the seats' tags, the status line, the buttons and
# the result's lines.


def deal_starts(deal: int, dealer: str) -> str:
    return tr("Deal {number}: {name} deals", number=deal, name=dealer)


def keeps(name: str) -> str:
    return tr("{name} keeps", name=name)


def refusal(card: str, holder: str, requester: str) -> str:
    """A matador answering a request to swap."""
    if card == rules.HOUSE:
        return tr("{holder}'s House: the request passes on", holder=holder)
    if card == rules.HORSE:
        return tr("{holder}'s Horse: the request passes on", holder=holder)
    if card == rules.DRAGOON:
        return tr(
            "{holder}'s Dragoon! {requester} loses a life", holder=holder, requester=requester
        )
    if card == rules.CAT:
        return tr(
            "{holder}'s Cat! {requester} loses a life and every swap is undone",
            holder=holder,
            requester=requester,
        )
    if card == rules.CUCKOO:
        return tr("{holder} has the Cuckoo: the deal ends", holder=holder)
    return tr("{holder} refuses", holder=holder)


def stock_shows(card: str) -> str:
    return tr("The stock shows the {card}!", card=card_id_name("cuckoo", card))


def exchanges_undone() -> str:
    return tr("The Cat undoes every exchange of this deal")


def loses_a_life(name: str) -> str:
    return tr("{name} loses a life", name=name)


def lose_a_life(names: Sequence[str]) -> str:
    """The settlement's losers (nobody, one or several)."""
    if not names:
        return tr("Nobody loses a life")
    if len(names) == 1:
        return loses_a_life(names[0])
    return tr("{names} lose a life", names=join_list(names))


def is_out(name: str) -> str:
    return tr("{name} is out", name=name)


def rests(name: str) -> str:
    return tr("{name} held the Fool and rests next deal", name=name)


def deal_skipped() -> str:
    return tr("Too few players for a deal: it is skipped")


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


def match_over() -> str:
    return tr("The match is over.")


def keep_label() -> str:
    return tr("Keep")


def swap_label(dealer: bool) -> str:
    return tr("Swap with stock") if dealer else tr("Swap")


def deal_of(number: int, total: int) -> str:
    """Which deal a replay stands in."""
    return tr("Deal {number} of {total}", number=number, total=total)
