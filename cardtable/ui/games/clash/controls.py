"""What a person does at the Clash table: click (or Tab to) a card of their hand to commit it,
or name a lone joker's value with one of seven buttons, each saying inside it what that value
does for their team; and the status line that says what the table waits for."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....engine.core import Action, Seat
from ....engine.games import clash as rules
from ....engine.games.clash import ClashObservation
from ....i18n import number
from ....text.games import clash as words
from ...core.widgets import draw_text
from ...table.targets import Target
from .layout import ClashLayout
from .paint import GOLD

TINTS = {"win": "good", "lose": "danger", "replay": "muted"}


def targets(
    obs: ClashObservation,
    legal: Sequence[Action],
    layout: ClashLayout,
    seat: Seat,
    act: Callable[[Action], None],
) -> list[Target]:
    """A card of `seat`'s hand for each legal commit; a value button for each joker value."""
    if seat < 0:
        return []
    hand = obs.hands[seat]
    rects = dict(zip(hand, layout.hand_rects(seat, len(hand)), strict=True))
    found = []
    for action in legal:
        if action in rules.PLAY_ACTION and rules.PLAY_ACTION[action] in rects:
            card = rules.PLAY_ACTION[action]
            found.append(Target(rects[card], words.card_label(card), action, _doing(act, action)))
        elif action in rules.JOKER_ACTION_VALUE:
            value = rules.JOKER_ACTION_VALUE[action]
            rect = layout.jokers[value - 1]
            found.append(Target(rect, number(value), action, _doing(act, action)))
    return found


def _doing(act: Callable[[Action], None], action: Action) -> Callable[[], None]:
    return lambda: act(action)


def joker_outcome(obs: ClashObservation, seat: Seat, value: int) -> str:
    """What naming `seat`'s lone joker `value` does: 'win', 'lose' or 'replay' (for its team),
    from the three other cards, which are on the table for all to see."""
    if obs.table is None:
        return ""
    values = [rules.CARD_VALUE.get(card, value) for card in obs.table]
    standing = [s for s in rules.SEATS if values.count(values[s]) == 1]
    if not standing:
        return "replay"
    best = max(standing, key=values.__getitem__)
    return "win" if rules.TEAM_OF[best] == rules.TEAM_OF[seat] else "lose"


def draw_joker_buttons(
    surface: pygame.Surface, obs: ClashObservation, seat: Seat, found: Sequence[Target], host: Any
) -> None:
    """The value buttons' faces: the value, and under it, inside the button, what it does."""
    colour = host.assets.colour
    for target in found:
        if target.action not in rules.JOKER_ACTION_VALUE:
            continue
        rect = target.rect
        font = host.font(max(14, rect.h * 9 // 20), bold=True)
        small = host.font(max(9, rect.h * 5 // 20))
        radius = rect.h // 4
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, colour("button"), rect, border_radius=radius)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=radius)
        outcome = joker_outcome(obs, seat, rules.JOKER_ACTION_VALUE[target.action])
        if outcome not in TINTS:
            draw_text(surface, font, target.label, rect.center, GOLD, "center")
            continue
        draw_text(
            surface, font, target.label, (rect.centerx, rect.top + rect.h * 2 // 5), GOLD, "center"
        )
        draw_text(
            surface,
            small,
            words.word("outcome", outcome),
            (rect.centerx, rect.bottom - 3),
            colour(TINTS[outcome]),
            "midbottom",
            max_width=rect.w - 4,
            box=rect,
        )


def status(
    obs: ClashObservation,
    sees: Seat,
    names: Sequence[str],
    acting: bool,
) -> str:
    """The top bar's line for the eyes `sees` (`acting`: they may move now)."""
    if obs.phase == rules.OVER:
        return words.word("status", "match_over")
    if obs.phase == rules.JOKER:
        assert obs.joker_seat is not None
        if obs.joker_seat == sees:
            return words.word("status", "name_your_joker")
        return words.names_the_joker(names[obs.joker_seat])
    if sees < 0:
        return words.players_choose(obs.set_number, obs.round_number)
    partner = rules.partner_of(sees)
    if acting:
        seen = obs.commits[partner]
        if seen is not None:
            return words.choose_after_partner(names[partner], seen)
        return words.word("status", "choose")
    if obs.committed[sees]:
        waiting = [names[s] for s in rules.SEATS if not obs.committed[s]]
        return words.waiting_for(waiting) if waiting else ""
    if obs.variant == "basic" and sees not in obs.leaders:
        return words.partner_first(names[partner])
    return ""
