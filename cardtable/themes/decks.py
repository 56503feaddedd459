"""The theme catalogue of every game's cards: their ids, default labels, names and style groups,
the card shapes, and what every theme must name (colours, fonts, sound cues)."""

from __future__ import annotations

from dataclasses import dataclass

# --------------------------------------------------------------------------------------------
# The decks: every distinct card of each game, in canonical order, with its default label
# (the corner index), its English name and its style group.


@dataclass(frozen=True)
class CardInfo:
    id: str
    label: str  # default index text
    name: str  # English name
    group: str  # style group within the deck (a suit, a colour, "matador", ...)
    copies: int  # copies in the physical deck


def _cuckoo() -> tuple[CardInfo, ...]:
    low = [("Fool", "Fool"), ("Owl", "Owl"), ("Pot", "Pot")]
    romans = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
    cards = [CardInfo(i, n, n, "picture", 2) for i, n in low]
    cards.append(CardInfo("0", "0", "Zero", "zero", 2))
    cards += [CardInfo(r, r, r, "number", 2) for r in romans]
    cards += [
        CardInfo(m, m, m, "matador", 2) for m in ("House", "Horse", "Cat", "Dragoon", "Cuckoo")
    ]
    return tuple(cards)


def _suited(suits: dict[str, str], top: int, name: str) -> list[CardInfo]:
    """One card of each suit (or colour) and number from 1 to `top`: its id the suit's letter
    and the number, its label the number, `name` its English name ("{suit}", "{number}")."""
    return [
        CardInfo(f"{s}{n}", str(n), name.format(suit=suit, number=n), s, 1)
        for s, suit in suits.items()
        for n in range(1, top + 1)
    ]


def _quattro() -> tuple[CardInfo, ...]:
    colours = {"R": "Red", "B": "Blue", "Y": "Yellow", "G": "Green"}
    cards = _suited(colours, 6, "{suit} {number}")
    cards.append(CardInfo("0", "0", "Zero", "zero", 2))
    return tuple(cards)


def _clash() -> tuple[CardInfo, ...]:
    suits = {"H": "Hearts", "D": "Diamonds", "S": "Spades", "C": "Clubs"}
    cards = _suited(suits, 7, "{number} of {suit}")
    cards.append(CardInfo("JR", "\u2605", "Red joker", "joker", 2))
    cards.append(CardInfo("JB", "\u2605", "Black joker", "joker", 2))
    return tuple(cards)


def _polar() -> tuple[CardInfo, ...]:
    cards = [CardInfo("-5", "\u22125", "Minus five", "minus", 4)]
    cards += [CardInfo(str(n), str(n), str(n), "number", 4) for n in range(1, 10)]
    cards += [
        CardInfo("10B", "10", "Polar-bear ten", "ten", 4),
        CardInfo("10O", "10", "Snowy-owl ten", "ten", 4),
        CardInfo("10P", "10", "Penguin ten", "ten", 4),
        CardInfo("W", "\u2605", "Wild", "wild", 1),
    ]
    return tuple(cards)


DECKS: dict[str, tuple[CardInfo, ...]] = {
    "cuckoo": _cuckoo(),
    "quattro": _quattro(),
    "clash": _clash(),
    "polar": _polar(),
}
# Each deck's card shape (width / height), as the fallback theme draws it.
CARD_ASPECT: dict[str, float] = {"cuckoo": 0.58, "quattro": 0.714, "clash": 0.714, "polar": 0.714}
GROUPS = {game: tuple(dict.fromkeys(c.group for c in cards)) for game, cards in DECKS.items()}
_TURNED = {"6": "9", "9": "6"}  # a numeral that reads as another one upside down


def turned_twins(game: str) -> frozenset[str]:
    """The labels of a deck that read as another label of the same deck upside down (a 6
    and a 9): their indices are underlined, as printed decks do."""
    labels = {c.label for c in DECKS[game]}
    return frozenset(label for label in labels if _TURNED.get(label) in labels)


CUES = (
    "shuffle",
    "deal",
    "flip",
    "swap",
    "refuse",
    "life_lost",
    "round_won",
    "round_lost",
    "match_won",
    "match_lost",
)
REQUIRED_COLOURS = ("text", "muted", "panel", "accent", "highlight", "danger")
REQUIRED_FONTS = ("ui", "title")
