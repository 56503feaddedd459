"""What a person does at the Polar Pairs table, a two-step choice: the discard pile (then a
face-down card to take it into: the peek ends there) or the stock; after drawing, a face-down
card to keep the drawn card there, or "Flip a card instead" and then the face-down card to turn
up. The S key opens and closes the score sheet."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from ....engine.core import Action
from ....engine.games.polar import PolarObservation
from ....text.games import polar as words
from ...core.widgets import Button
from ...table.targets import Target
from .layout import PolarLayout
from .sections import Staging

Act = Callable[[Action], None]
Choose = Callable[[str | None], None]  # start (or drop) a half-made choice


def _slot_targets(
    layout: PolarLayout, actions: Sequence[Action], label: str, act: Act
) -> list[Target]:
    own = layout.slots[layout.anchor]
    found = []
    for action in actions:
        slot = int(action.split()[1])
        found.append(Target(own[slot], label, action, partial(act, action)))
    return found


def _after_drawing(
    obs: PolarObservation, legal: Sequence[Action], layout: PolarLayout, staging: Staging,
    act: Act, choose: Choose,
) -> list[Target]:  # fmt: skip
    flips = [a for a in legal if a.startswith("flip ")]
    flipping = staging.selection == "flip" and bool(flips)
    if flipping:
        found = _slot_targets(layout, flips, words.word("target", "turn_up_here"), act)
    else:
        keeps = [a for a in legal if a.startswith("keep ")]
        found = _slot_targets(layout, keeps, words.put_here(obs.drawn), act)
    if flips:
        found.append(
            Target(
                layout.mode,
                words.mode_label(flipping),
                None,
                lambda: choose(None if flipping else "flip"),
                selected=flipping,
                leads_to=() if flipping else tuple(flips),
            )
        )
    return found


def targets(
    obs: PolarObservation, legal: Sequence[Action], layout: PolarLayout, staging: Staging,
    act: Act, choose: Choose,
) -> list[Target]:  # fmt: skip
    if obs.drawer == layout.anchor:
        return _after_drawing(obs, legal, layout, staging, act, choose)
    takes = [a for a in legal if a.startswith("take ")]
    top = obs.discard_top
    found: list[Target] = []
    if staging.selection == "take" and takes:
        found += _slot_targets(layout, takes, words.put_here(top), act)
        found.append(
            Target(layout.discard, words.leave(top), None, lambda: choose(None), selected=True)
        )
    elif takes:
        found.append(
            Target(
                layout.discard, words.take(top), None, lambda: choose("take"), leads_to=tuple(takes)
            )
        )
    if "draw" in legal:
        found.append(
            Target(
                layout.stock, words.word("target", "draw_from_stock"), "draw", lambda: act("draw")
            )
        )
    return found


def draw_mode_button(
    surface: pygame.Surface, targets: Sequence[Target], layout: PolarLayout, host: Any
) -> None:
    """The face of "Flip a card instead" (the table rings it like every target)."""
    mode = next((t for t in targets if t.rect == layout.mode), None)
    if mode is not None:
        Button(mode.label, mode.activate, rect=mode.rect, selected=mode.selected).draw(
            surface, host
        )
