"""The first game's coach: one line that tells a new player what they may do now, in plain
words. It is written from the reader's own redacted observation and their legal moves only, so
it can never tell them more than the table shows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.core import Action
from ..i18n import tr
from .cards import card_name


def coach_line(game: str, obs: Any, legal: Sequence[Action]) -> str:
    """What the reader may do now ("" when they have nothing to do)."""
    verbs = {action.split(" ", 1)[0] for action in legal}
    if not verbs:
        return ""
    return _COACHES[game](obs, verbs)


def _cuckoo(obs: Any, verbs: set[str]) -> str:
    if "swap" not in verbs:
        return tr("Keep your card: it is the only move you have")
    if obs.seat == obs.dealer:
        return tr("You deal, so you decide last: keep your card, or swap it with the stock")
    return tr("Keep your card, or ask the player on your left to swap with you")


def _quattro(obs: Any, verbs: set[str]) -> str:
    if "mulligan" in verbs:
        return tr("Keep these four cards, or take a mulligan for four new ones")
    if "reveal" in verbs:
        return tr("Pick one of your hidden cards to turn face up")
    if "pass" not in verbs:
        return tr("Give a hidden card to a virtual player you have not traded with: no passing now")
    return tr("Give a hidden card to a virtual player you have not traded with, or pass")


def _clash(obs: Any, verbs: set[str]) -> str:
    if "joker" in verbs:
        return tr("Name your joker's value, 1 to 7, now that you see the other cards")
    return tr("Pick a card to play: all four cards are turned up together")


def _polar(obs: Any, verbs: set[str]) -> str:
    if "keep" in verbs or "flip" in verbs:
        return tr(
            "Swap {card} for a face-down card, or discard it and turn one up",
            card=card_name("polar", obs.drawn),
        )
    if "take" in verbs:
        return tr(
            "Take {card} from the discard pile, or draw from the stock",
            card=card_name("polar", obs.discard_top),
        )
    return tr("Draw a card from the stock")


_COACHES = {"cuckoo": _cuckoo, "quattro": _quattro, "clash": _clash, "polar": _polar}
