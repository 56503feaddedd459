"""What a person does at the Quattro table: Keep or Mulligan; a hidden card to reveal; in a
trading window a two-step choice, a card of the hand (picked, it lifts) and then a virtual
player to give it to, or Pass. The virtual players a picked card can go to follow it in the
keyboard's order (Enter picks, Tab goes on to the first of them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from ....engine.core import Action
from ....engine.games import quattro as rules
from ....engine.games.quattro import QuattroObservation
from ....text.games import quattro_table as words
from ...core.widgets import Button
from ...table.targets import Target
from .hands import Staging, own_cards, own_states, selection
from .layout import QuattroLayout

Act = Callable[[Action], None]
Pick = Callable[[int], None]  # pick (or put back) the card at a position of the hand


def _button(rect: pygame.Rect, label: str, action: Action, act: Act) -> Target:
    return Target(rect, label, action, partial(act, action))


def _trades(
    obs: QuattroObservation, legal: Sequence[Action], layout: QuattroLayout, staging: Staging,
    act: Act, pick: Pick,
) -> list[Target]:  # fmt: skip
    order = own_cards(obs, staging)
    states = own_states(obs, order)
    picked = selection(obs, staging, legal)
    found = []
    for i, card in enumerate(order):
        if card is None or states[i] != "hidden":
            continue
        trades = tuple(a for a in legal if a.startswith(f"trade {card} "))
        if not trades:
            continue
        rect = layout.own_rect(i, "selected" if i == picked else "hidden")
        found.append(
            Target(
                rect,
                words.give_label(card),
                None,
                partial(pick, i),
                selected=i == picked,
                leads_to=trades,
            )
        )
        if i == picked:  # the virtual players it can go to come next (one Tab away)
            found += _givings(card, legal, layout, act)
    if "pass" in legal:
        found.append(_button(layout.pass_, words.word("button", "pass"), "pass", act))
    return found


def _givings(card: str, legal: Sequence[Action], layout: QuattroLayout, act: Act) -> list[Target]:
    found = []
    for vp in range(rules.VP_COUNT):
        action = f"trade {card} vp{vp + 1}"
        if action in legal:
            label = words.give_to_label(card, vp + 1)
            found.append(Target(layout.vp_seat(vp), label, action, partial(act, action)))
    return found


def targets(
    obs: QuattroObservation, legal: Sequence[Action], layout: QuattroLayout, staging: Staging,
    act: Act, pick: Pick,
) -> list[Target]:  # fmt: skip
    found: list[Target] = []
    if "keep" in legal:
        found.append(_button(layout.keep, words.word("button", "keep"), "keep", act))
    if "mulligan" in legal:
        found.append(_button(layout.mulligan, words.word("button", "mulligan"), "mulligan", act))
    if obs.phase == rules.REVEAL_PHASE:
        order = own_cards(obs, staging)
        states = own_states(obs, order)
        for i, card in enumerate(order):
            action = f"reveal {card}"
            if card is not None and states[i] == "hidden" and action in legal:
                found.append(
                    Target(
                        layout.own_rect(i), words.reveal_label(card), action, partial(act, action)
                    )
                )
    if obs.phase == rules.TRADE_PHASE:
        found += _trades(obs, legal, layout, staging, act, pick)
    return found


BUTTONS = frozenset({"keep", "mulligan", "pass"})


def draw_buttons(surface: pygame.Surface, targets: Sequence[Target], host: Any) -> None:
    """The faces of Keep, Mulligan and Pass (the table rings them like every target)."""
    for target in targets:
        if target.action in BUTTONS:
            Button(target.label, target.activate, rect=target.rect).draw(surface, host)
