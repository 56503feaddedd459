"""What a table draws at rest and what a person can act on.

A `Target` is one thing a person can click, or reach with the keyboard, to act: it carries the
move it makes (`action`), so a hint can light up the target of the move it recommends. Targets
go in the app's one keyboard-focus system (`widgets.FocusRing`), which moves over them with Tab
and the arrows (in the reading direction) and presses with Enter or Space.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from ...engine.core import Action
from .painter import Mark


@dataclass
class SlotDraw:
    """A card drawn at rest: a face (card id) or a back (None)."""

    rect: pygame.Rect
    card: str | None
    dim: bool = False
    lifted: bool = False  # drawn raised (a selected card)
    mark: Mark | None = None  # drawn over the card (a game's own sign: Quattro's tags)


@dataclass(eq=False)
class Target:
    rect: pygame.Rect
    label: str
    action: Action | None  # the move it makes (None: a step towards one, e.g. picking a card)
    activate: Callable[[], None]
    selected: bool = False
    enabled: bool = True
    leads_to: tuple[Action, ...] = ()  # the moves a step opens (a hint for one rings the step)
    focused: bool = field(default=False, init=False)  # set by the focus ring
    hovered: bool = field(default=False, init=False)

    @property
    def key(self) -> tuple[str, Action | None]:
        """What identifies it from one frame to the next (labels may repeat on a table)."""
        return (self.label, self.action)

    def on_press(self) -> None:
        """The focus ring presses a target like a button."""
        self.activate()

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse input is the table's (topmost target first), not the focus ring's."""
        return False


def recommended(targets: Sequence[Target], action: Action | None) -> list[pygame.Rect]:
    """Where the targets of the recommended `action` are: the target that makes it, or the step
    that opens the choice of it."""
    if action is None:
        return []
    return [t.rect for t in targets if t.action == action or action in t.leads_to]
