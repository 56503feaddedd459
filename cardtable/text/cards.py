"""Cards as a reader names them: the id printed on the art in English ("VII", "R4", "10B"), the
name a reader of the language calls the card in the others ("लाल 4", "۱۰ خرس قطبی"). The names
are catalogue entries with the context "<game> card" (tools/extract_messages.py adds one for
every card id of every game)."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.core import Card
from ..i18n import tr, trc


def card_name(game: str, card: Card | None) -> str:
    """One card; None is a card the reader may not see ("a card")."""
    if card is None:
        return tr("a card")
    return trc(f"{game} card", card)


def card_list(game: str, cards: Iterable[Card | None]) -> str:
    """Cards side by side, as a hand is read out ("R1 B2 Y3 G4")."""
    return trc("card list separator", " ").join(card_name(game, card) for card in cards)
