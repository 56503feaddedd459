"""Cards as a reader names them: "the red 4", "the Owl", "the 7 of hearts", "the polar bear
ten", never the engine's id ("R4", "10B"). The names are catalogue entries with the context
"<game> card", keyed by the card's id (tools/extract_messages.py adds one for every card id of
every game, and the AI's hints look them up by id too); English, which has no catalogue, reads
them from `ENGLISH` below. A list of cards is joined with the language's "and"."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.core import Card
from ..i18n import join_and, language, tr, trc

_SUITS = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
_COLOURS = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}
_ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

# Each card's English name, by game and id.
ENGLISH: dict[str, dict[Card, str]] = {
    "quattro": {
        "0": "the zero",
        **{f"{c}{n}": f"the {colour} {n}" for c, colour in _COLOURS.items() for n in range(1, 7)},
    },
    "cuckoo": {
        **{roman: f"the {value}" for value, roman in enumerate(_ROMAN)},
        **{name: f"the {name}" for name in ("Fool", "Owl", "Pot", "House", "Horse")},
        **{name: f"the {name}" for name in ("Cat", "Dragoon", "Cuckoo")},
    },
    "clash": {
        **{f"{s}{n}": f"the {n} of {suit}" for s, suit in _SUITS.items() for n in range(1, 8)},
        "JR": "the red joker",
        "JB": "the black joker",
    },
    "polar": {
        "-5": "the −5",
        **{str(n): f"the {n}" for n in range(1, 10)},
        "10B": "the polar bear ten",
        "10O": "the snowy owl ten",
        "10P": "the penguin ten",
        "W": "the wild card",
    },
}


def card_name(game: str, card: Card | None) -> str:
    """One card; None is a card the reader may not see ("a card")."""
    if card is None:
        return tr("a card")
    if language() == "en":
        return ENGLISH.get(game, {}).get(card, card)
    return trc(f"{game} card", card)


def card_list(game: str, cards: Iterable[Card | None]) -> str:
    """Cards in a list, as a hand is read out ("the red 1, the blue 2 and the green 4")."""
    return join_and(card_name(game, card) for card in cards)
