"""What the Clash table draws besides the cards at rest: the felt and the four committed
positions, the team panels (rounds as pips, medals), the seats' team-coloured plates with what
each seat is doing, the set/round plaque, and a lone joker's value on its card."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import pygame

from ....engine.core import Seat
from ....engine.games import clash as rules
from ....engine.games.clash import ClashObservation
from ....i18n import number
from ....text.games import clash as words
from ...core.widgets import draw_text, panel
from ...table.painter import CardPainter
from ...table.targets import SlotDraw
from .layout import HAND, ClashLayout
from .paint import GOLD, TEAM_EDGE, TEAM_FILL, badge_font, draw_badge, draw_medal, draw_pip

RED_INK, BLACK_INK = (200, 32, 47), (28, 28, 34)
SUITS = words.SUIT_SYMBOLS


def hand_key(obs: ClashObservation, seat: Seat, card: str) -> Hashable:
    return ("hand", obs.set_number, seat, card)


def centre_card(
    obs: ClashObservation, seat: Seat, revealed: Mapping[Seat, str] | None
) -> tuple[bool, str | None]:
    """(a card lies in front of `seat`, its face or None for a back). `revealed`: the cards of
    a round being settled on screen, while they are still in the middle."""
    if revealed is not None:
        card = revealed.get(seat)
        return card is not None, card
    if obs.table is not None:
        return True, obs.table[seat]
    if obs.committed[seat]:
        return True, obs.commits[seat]
    return False, None


def slots(
    obs: ClashObservation, layout: ClashLayout, revealed: Mapping[Seat, str] | None
) -> dict[Hashable, SlotDraw]:
    drawn: dict[Hashable, SlotDraw] = {}
    for seat in rules.SEATS:
        hand, known = obs.hands[seat], obs.commits[seat]
        for card, rect in zip(hand, layout.hand_rects(seat, len(hand)), strict=True):
            drawn[hand_key(obs, seat, card)] = SlotDraw(rect, card, dim=card == known)
        present, face = centre_card(obs, seat, revealed)
        if present:
            drawn[("centre", seat)] = SlotDraw(layout.centre_rect(seat), face)
    return drawn


def draw_felt(surface: pygame.Surface, layout: ClashLayout, host: Any) -> None:
    """The oval of felt and the four places in front of the seats, each with its suit."""
    felt = layout.felt
    pygame.draw.ellipse(surface, (0, 0, 0), felt.move(0, 6))
    pygame.draw.ellipse(surface, (24, 86, 58), felt)
    pygame.draw.ellipse(surface, (196, 160, 80), felt, 3)
    pygame.draw.ellipse(surface, (30, 98, 66), felt.inflate(-felt.w // 7, -felt.h // 7), 1)
    symbol_font = host.font(max(14, layout.table_h // 3), bold=True)
    for seat in rules.SEATS:
        rect, team = layout.centre_rect(seat), rules.TEAM_OF[seat]
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(4, rect.w // 12)
        pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*TEAM_EDGE[team], 110), layer.get_rect(), 2, border_radius=radius)
        symbol = symbol_font.render(SUITS[seat], True, TEAM_EDGE[team])
        symbol.set_alpha(90)
        layer.blit(symbol, symbol.get_rect(center=layer.get_rect().center))
        surface.blit(layer, rect)


def draw_team_panel(
    surface: pygame.Surface,
    obs: ClashObservation,
    layout: ClashLayout,
    team: int,
    names: Sequence[str],
    host: Any,
) -> pygame.Rect:
    """The team's panel (returned): its name, its players, its rounds and medals."""
    box = layout.panel_of(team)
    panel(surface, box, host, alpha=215, radius=12)
    header = pygame.Rect(box.x, box.y, box.w, int(box.h * 0.36))
    layer = pygame.Surface(header.size, pygame.SRCALPHA)
    pygame.draw.rect(
        layer,
        (*TEAM_FILL[team], 255),
        layer.get_rect(),
        border_top_left_radius=12,
        border_top_right_radius=12,
    )
    surface.blit(layer, header)
    pygame.draw.rect(surface, TEAM_EDGE[team], box, 2, border_radius=12)
    font = host.font(max(14, header.h * 11 // 20), bold=True)
    small = host.font(max(14, header.h * 9 // 20))
    title = draw_text(
        surface,
        font,
        words.panel_title(team),
        (header.x + 12, header.centery),
        (255, 255, 255),
        "midleft",
        max_width=header.w - 24,
        box=box,
        mirror=box,
    )
    a, b = rules.TEAM_SEATS[team]
    draw_text(
        surface,
        small,
        words.partners(names[a], names[b]),
        (header.right - 10, header.centery),
        TEAM_EDGE[team],
        "midright",
        max_width=max(20, header.w - title.w - 34),
        box=box,
        mirror=box,
    )
    _draw_tallies(surface, obs, layout, team, host)
    return box


def _draw_tallies(
    surface: pygame.Surface, obs: ClashObservation, layout: ClashLayout, team: int, host: Any
) -> None:
    """The rounds won this set as pips, the medals won, each with its caption."""
    box = layout.panel_of(team)
    label = host.font(max(14, box.h // 8))
    muted = host.assets.colour("muted")
    r = layout.pip_radius()
    for i in range(rules.ROUNDS_TO_WIN_SET):
        draw_pip(surface, layout.pip_centre(team, i), r, team, i < obs.score[team])
    first = layout.pip_centre(team, 0)
    last = layout.pip_centre(team, rules.ROUNDS_TO_WIN_SET - 1)
    # under the medals, inside the panel (a script with tall lines keeps to its bottom edge)
    caption_y = min(first[1] + layout.medal_radius() + 3, box.bottom - 2 - label.get_height())
    middle = ((first[0] + last[0]) // 2, caption_y)
    draw_text(
        surface,
        label,
        words.rounds_won(obs.score[team]),
        middle,
        muted,
        "midtop",
        shadow=False,
        box=box,
    )
    m = layout.medal_radius()
    for i in range(rules.MEDALS_TO_WIN_MATCH):
        draw_medal(surface, layout.medal_centre(team, i), m, team, i < obs.medals[team])
    left, right = layout.medal_centre(team, 0), layout.medal_centre(team, 1)
    middle = ((left[0] + right[0]) // 2, caption_y)
    draw_text(
        surface,
        label,
        words.word("heading", "medals"),
        middle,
        muted,
        "midtop",
        shadow=False,
        box=box,
    )


def seat_state(obs: ClashObservation, seat: Seat, resolving: bool) -> str:
    """'ready' (committed), 'choosing', 'waiting' (basic: after the partner), 'joker' (names
    the joker) or '' (nothing to do)."""
    if obs.phase == rules.OVER or resolving:
        return ""
    if obs.phase == rules.JOKER:
        return "joker" if obs.joker_seat == seat else ""
    if obs.committed[seat]:
        return "ready"
    partner = rules.partner_of(seat)
    if obs.variant == "basic" and seat not in obs.leaders and not obs.committed[partner]:
        return "waiting"
    return "choosing"


def draw_plate(
    surface: pygame.Surface,
    layout: ClashLayout,
    seat: Seat,
    name: str,
    state: str,
    chip_shown: bool,
    host: Any,
    avoid: pygame.Rect | None = None,
) -> list[pygame.Rect]:
    """A seat's plate: a pill of its team's colour with its suit and name, and a chip saying
    what it is doing (`chip_shown`), clear of `avoid` (the plaque beside the anchor's pill on
    a narrow hand); the table marks the hand of a seat that chooses. Returns the pill and the
    chip as drawn."""
    team, h = rules.TEAM_OF[seat], layout.plate_h
    font = host.font(max(14, h * 13 // 22), bold=True)
    max_text = max(60, layout.panels[0].w - h - 24)
    rect = pygame.Rect(0, 0, min(font.size(name)[0], max_text) + h + 16, h)
    anchor, point = layout.plate_anchor(seat)
    setattr(rect, anchor, point)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 3), border_radius=h // 2)
    pygame.draw.rect(surface, TEAM_FILL[team], rect, border_radius=h // 2)
    pygame.draw.rect(surface, TEAM_EDGE[team], rect, 2, border_radius=h // 2)
    rtl = layout.rtl
    badge = (rect.right - h // 2, rect.centery) if rtl else (rect.left + h // 2, rect.centery)
    pygame.draw.circle(surface, (248, 244, 232), badge, h // 2 - 3)
    suit_font = host.font(max(11, h * 3 // 5), bold=True)
    ink = RED_INK if team == rules.RED else BLACK_INK
    draw_text(surface, suit_font, SUITS[seat], badge, ink, "center", shadow=False)
    draw_text(
        surface,
        font,
        name,
        (rect.left + h + 6, rect.centery),
        (255, 255, 255),
        "midleft",
        shadow=False,
        max_width=max_text,
        mirror=rect,
    )
    if chip_shown and state:
        colour = (
            GOLD
            if state == "joker"
            else host.assets.colour("good" if state == "ready" else "muted")
        )
        small = host.font(max(14, h * 10 // 22))
        chip = words.word("chip", state)
        where, anchor = _chip_place(surface, rect, small.size(chip), rtl, avoid)
        return [rect, draw_text(surface, small, chip, where, colour, anchor)]
    return [rect]


def _chip_place(
    surface: pygame.Surface, pill: pygame.Rect, size: tuple[int, int], rtl: bool,
    avoid: pygame.Rect | None,
) -> tuple[tuple[int, int], str]:  # fmt: skip
    """Where a plate's chip goes (point, anchor): after the pill in the reading direction;
    before it where that leaves the window or meets `avoid`; over the pill if both do."""
    window = surface.get_rect()
    after = pygame.Rect(0, 0, *size)
    before = after.copy()
    after.midleft = (pill.right + 8, pill.centery)
    before.midright = (pill.left - 8, pill.centery)
    fits = [
        box
        for box in ((before, after) if rtl else (after, before))
        if window.contains(box) and (avoid is None or not box.colliderect(avoid))
    ]
    if not fits:
        return (pill.centerx, pill.top - 2), "midbottom"
    if fits[0] is after:
        return after.midleft, "midleft"
    return before.midright, "midright"


def replays_in_a_row(obs: ClashObservation) -> int:
    count = 0
    for record in reversed(obs.rounds):
        if record.set_number != obs.set_number or record.winner is not None:
            break
        count += 1
    return count


def plaque_box(obs: ClashObservation, layout: ClashLayout, host: Any) -> pygame.Rect:
    """Where the plaque of the set and the round is drawn."""
    return _plaque(obs, layout, host)[0]


def draw_plaque(
    surface: pygame.Surface, obs: ClashObservation, layout: ClashLayout, host: Any
) -> pygame.Rect:
    """The set and round numbers, above the end of the anchor's hand where the reader ends
    (returns the plaque)."""
    box, (line1, line2), (font, small) = _plaque(obs, layout, host)
    panel(surface, box, host, alpha=200, radius=10)
    draw_text(surface, font, line1, (box.centerx, box.top + 4), GOLD, "midtop", box=box)
    text = host.assets.colour("text")
    where = (box.centerx, box.top + 5 + font.get_linesize())
    draw_text(surface, small, line2, where, text, "midtop", shadow=False)
    return box


def _plaque(
    obs: ClashObservation, layout: ClashLayout, host: Any
) -> tuple[pygame.Rect, tuple[str, str], tuple[Any, Any]]:
    band_h = layout.band.h
    font = host.font(max(14, band_h * 3 // 10), bold=True)
    small = host.font(max(14, band_h // 5))
    round_number = obs.round_number
    if max(obs.score) >= rules.ROUNDS_TO_WIN_SET:  # the set (and match) ended: its last round
        round_number = sum(obs.score)
    line1, line2 = words.plaque(obs.set_number, round_number, replays_in_a_row(obs) > 0)
    w = max(font.size(line1)[0], small.size(line2)[0]) + 28
    h = font.get_linesize() + small.get_linesize() + 10
    rects = layout.hand_rects(layout.anchor, HAND)
    box = pygame.Rect(0, 0, w, h)
    if layout.rtl:
        box.bottomleft = (rects[0].left, layout.band.bottom)
    else:
        box.bottomright = (rects[-1].right, layout.band.bottom)
    for grid in layout.side_grids:  # a tall script's lines reach up to a side seat's cards: inwards
        if box.colliderect(grid):
            box.x += (
                grid.right + 6 - box.left
                if grid.centerx < box.centerx
                else grid.left - 6 - box.right
            )
    return box, (line1, line2), (font, small)


def draw_badged_jokers(
    surface: pygame.Surface,
    obs: ClashObservation,
    layout: ClashLayout,
    painter: CardPainter,
    revealed: Mapping[Seat, str] | None,
    badge: tuple[Seat, int] | None,
    hidden: Any,
) -> list[pygame.Rect]:
    """A joker in the middle with its value named (or "?" while its owner names it): the card
    with the value on its corner (its slot leaves it out, see `badged`). Returns the cards."""
    drawn: list[pygame.Rect] = []
    for seat, text in badged(obs, revealed, badge).items():
        if ("centre", seat) in hidden:
            continue
        rect = layout.centre_rect(seat)
        painter.draw_card(surface, rect, centre_card(obs, seat, revealed)[1])
        draw_badge(surface, rect, text, badge_font(painter, rect))
        drawn.append(rect)
    return drawn


def badged(
    obs: ClashObservation, revealed: Mapping[Seat, str] | None, badge: tuple[Seat, int] | None
) -> dict[Seat, str]:
    found = {}
    for seat in rules.SEATS:
        present, face = centre_card(obs, seat, revealed)
        if not present or face not in rules.JOKERS:
            continue
        if badge is not None and badge[0] == seat:
            found[seat] = number(badge[1])
        elif obs.phase == rules.JOKER and obs.joker_seat == seat:
            found[seat] = "?"
    return found
