"""What the Cuckoo table says: its messages, the seats' tags, the status line, the buttons and
the result's lines, in the reader's language. (These move into the text layer's Cuckoo module
when it exists; the sentences and their catalogue entries stay the same.)"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.games import cuckoo as rules
from ....i18n import card_name, join_list, tr, trn


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
    return tr("The stock shows the {card}!", card=card_name("cuckoo", card))


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


def lives_left(name: str, lives: int) -> str:
    return trn(
        "{name}: {lives} life left", "{name}: {lives} lives left", lives, name=name, lives=lives
    )


def deals_played(count: int) -> str:
    return tr("Deals played: {count}", count=count)


def deal_of(number: int, total: int) -> str:
    """Which deal a replay stands in."""
    return tr("Deal {number} of {total}", number=number, total=total)
