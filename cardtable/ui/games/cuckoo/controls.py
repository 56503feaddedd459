"""What a person does at the Cuckoo table: Keep or Swap (with the stock, for the dealer), two
buttons either side of their card; and the status line that says whose turn it is."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....engine.core import Action
from ....engine.games import cuckoo as rules
from ....engine.games.cuckoo import CuckooObservation
from ....text.games import cuckoo as words
from ...core.widgets import Button
from ...table.targets import Target
from .layout import CuckooLayout


def targets(
    obs: CuckooObservation,
    legal: Sequence[Action],
    layout: CuckooLayout,
    act: Callable[[Action], None],
) -> list[Target]:
    found = []
    if rules.KEEP in legal:
        found.append(
            Target(layout.keep, words.word("button", "keep"), rules.KEEP, lambda: act(rules.KEEP))
        )
    if rules.SWAP in legal:
        label = words.swap_label(obs.turn == obs.dealer)
        found.append(Target(layout.swap, label, rules.SWAP, lambda: act(rules.SWAP)))
    return found


def draw_buttons(surface: pygame.Surface, targets: Sequence[Target], host: Any) -> None:
    """The faces of Keep and Swap (the table rings them like every target)."""
    for target in targets:
        Button(target.label, target.activate, rect=target.rect).draw(surface, host)


def status(obs: CuckooObservation, sees: int, names: Sequence[str]) -> str:
    if obs.turn is None:
        return words.word("status", "match_over")
    if obs.turn == sees:
        return words.your_turn(obs.turn == obs.dealer)
    return words.their_turn(names[obs.turn])
