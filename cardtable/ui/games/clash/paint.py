"""The Clash table's own pictures: medals, round pips, a named joker's badge, and the effects of
a round (a card burning, the winner's glow, a card fading away, a medal rising, a ring), each
registered in `flight.EFFECTS` so the choreography times them like any card in the air."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ....engine.games import clash as rules
from ...core.tween import ease_in_out_cubic, ease_out_cubic
from ...core.widgets import draw_text
from ...table.flight import EFFECTS, Effect
from ...table.painter import CardPainter

# The two teams' colours: plate fill, plate edge.
TEAM_FILL = ((168, 34, 46), (30, 30, 38))
TEAM_EDGE = ((246, 150, 140), (196, 198, 210))
GOLD = (232, 190, 92)
GOLD_DARK = (150, 108, 36)
EMBER = (255, 120, 40)
BURN, GLOW, FADE, MEDAL, RING = (
    "clash burn",
    "clash glow",
    "clash fade",
    "clash medal",
    "clash ring",
)


def draw_pip(
    surface: pygame.Surface, centre: tuple[int, int], r: int, team: int, won: bool
) -> None:
    if won:
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
        pygame.draw.circle(surface, TEAM_FILL[team], centre, r)
        pygame.draw.circle(surface, TEAM_EDGE[team], centre, r, 2)
        pygame.draw.circle(surface, GOLD, centre, max(2, r // 3))
    else:
        pygame.draw.circle(surface, (44, 60, 52), centre, r)
        pygame.draw.circle(surface, (96, 116, 104), centre, r, 1)


def draw_medal(
    surface: pygame.Surface, centre: tuple[float, float], r: int, team: int, won: bool
) -> None:
    """A medal: a gold disc with a star on a ribbon of the team's colour (an empty ring when
    not won yet)."""
    size = r * 4
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    if won:
        top = c[1] - r * 1.55
        for sign in (-1, 1):
            poly = [
                (c[0] + sign * r * 0.15, c[1] - r * 0.4),
                (c[0] + sign * r * 0.95, top),
                (c[0] + sign * r * 0.35, top),
                (c[0] - sign * r * 0.25, c[1] - r * 0.6),
            ]
            pygame.draw.polygon(layer, TEAM_FILL[team], poly)
            pygame.draw.polygon(layer, TEAM_EDGE[team], poly, 1)
        pygame.draw.circle(layer, (0, 0, 0, 120), (c[0] + 1, c[1] + 2), r)
        pygame.draw.circle(layer, GOLD, c, r)
        pygame.draw.circle(layer, GOLD_DARK, c, r, max(1, r // 6))
        star = [
            (
                c[0] + math.sin(k * math.pi / 5) * (r * 0.62 if k % 2 == 0 else r * 0.26),
                c[1] - math.cos(k * math.pi / 5) * (r * 0.62 if k % 2 == 0 else r * 0.26),
            )
            for k in range(10)
        ]
        pygame.draw.polygon(layer, GOLD_DARK, star)
    else:
        pygame.draw.circle(layer, (40, 52, 46, 200), c, r)
        pygame.draw.circle(layer, (110, 126, 114), c, r, 1)
    surface.blit(layer, layer.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, text: str, font: object) -> None:
    """A named joker's value, in a gold disc on the card's corner."""
    r = badge_radius(rect)
    centre = (rect.right - r // 2, rect.top + r // 2)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 3), r)
    pygame.draw.circle(surface, GOLD, centre, r)
    pygame.draw.circle(surface, GOLD_DARK, centre, r, 2)
    draw_text(surface, font, text, centre, (40, 26, 10), "center", shadow=False)


def badge_radius(rect: pygame.Rect) -> int:
    return max(10, rect.w // 5)


def badge_font(painter: CardPainter, rect: pygame.Rect) -> object:
    return painter.host.font(max(12, badge_radius(rect) * 5 // 4), bold=True)


def _card_layer(painter: CardPainter, card: str | None, rect: pygame.Rect) -> pygame.Surface:
    """A private copy of a card image (safe to tint and fade)."""
    return painter.image(card, rect.height).copy()


def _tint(layer: pygame.Surface, colour: tuple[int, int, int], amount: float) -> None:
    """Multiply the card's colours towards `colour` by `amount` (0..1), keeping its shape."""
    if amount <= 0:
        return
    amount = min(1.0, amount)
    mult = tuple(int(255 - (255 - c) * amount) for c in colour)
    layer.fill(mult, special_flags=pygame.BLEND_RGB_MULT)


@lru_cache(maxsize=32)
def _halo(size: tuple[int, int], colour: tuple[int, int, int] = GOLD) -> pygame.Surface:
    """A soft glow round a card of `size` (blurred by scaling down and up)."""
    pad = max(18, size[1] // 3)
    full = (size[0] + 2 * pad, size[1] + 2 * pad)
    sharp = pygame.Surface(full, pygame.SRCALPHA)
    core = pygame.Rect(pad * 3 // 5, pad * 3 // 5, size[0] + pad * 4 // 5, size[1] + pad * 4 // 5)
    pygame.draw.rect(sharp, (*colour, 255), core, border_radius=pad // 2)
    small = pygame.transform.smoothscale(sharp, (max(1, full[0] // 12), max(1, full[1] // 12)))
    return pygame.transform.smoothscale(small, full)


def _burn(surface: pygame.Surface, fx: Effect, painter: CardPainter) -> None:
    """A card flashes hot; unless it `stay`s (a replay), it slides off the table, darkened."""
    t, rect = fx.t, fx.start
    stay = fx.params.get("stay", False)
    flash = t if stay else min(1.0, t / 0.45)
    slide = 0.0 if stay else max(0.0, (t - 0.45) / 0.55)
    heat = math.sin(math.pi * flash)
    layer = _card_layer(painter, fx.card, rect)
    _tint(layer, (255, 110, 50), 0.75 * heat)
    if not stay:
        _tint(layer, (90, 60, 50), flash)
    shake = int(math.sin(t * 70) * 3 * heat)
    dx, dy = fx.params.get("away", (0, 0))
    eased = ease_in_out_cubic(slide)
    if slide > 0:
        layer = pygame.transform.rotate(layer, 14 * eased * (1 if dx >= 0 else -1))
    where = layer.get_rect(center=rect.center).move(shake + dx * eased, dy * eased)
    if heat > 0.05:  # the flame round the card
        halo = _halo(rect.size, EMBER).copy()
        halo.set_alpha(int(255 * heat))
        surface.blit(halo, halo.get_rect(center=where.center))
    layer.set_alpha(int(255 * (1 - slide)))
    surface.blit(layer, where)
    if fx.card in rules.JOKERS and fx.params.get("badge") is not None and slide < 0.3:
        draw_badge(surface, where, fx.params["badge"], badge_font(painter, where))


def _glow(surface: pygame.Surface, fx: Effect, painter: CardPainter) -> None:
    """The round's winning card swells a little in a pulsing golden halo."""
    t, rect = fx.t, fx.start
    pulse = 0.5 + 0.5 * math.sin(t * math.pi * 4 - math.pi / 2)
    grow = 1 + 0.07 * math.sin(math.pi * min(1.0, t * 2))
    layer = painter.image(fx.card, int(rect.h * grow))
    where = layer.get_rect(center=rect.center)
    halo = _halo(where.size).copy()
    halo.set_alpha(int(150 + 105 * pulse))
    surface.blit(halo, halo.get_rect(center=where.center))
    radius = max(4, where.w // 12)
    pygame.draw.rect(surface, (0, 0, 0), where.move(4, 7), border_radius=radius)
    surface.blit(layer, where)
    pygame.draw.rect(surface, GOLD, where, 3, border_radius=radius)
    if fx.params.get("badge") is not None:
        draw_badge(surface, where, fx.params["badge"], badge_font(painter, where))


def _fade(surface: pygame.Surface, fx: Effect, painter: CardPainter) -> None:
    """A card goes part of the way towards `end` and fades out (optionally darkened)."""
    t, rect = fx.t, fx.start
    move = ease_out_cubic(t) * fx.params.get("travel", 0.35)
    x = rect.x + (fx.end.x - rect.x) * move
    y = rect.y + (fx.end.y - rect.y) * move
    layer = _card_layer(painter, fx.card, rect)
    if fx.params.get("dark"):
        _tint(layer, (90, 90, 90), 1.0)
    layer.set_alpha(int(255 * (1 - t)))
    surface.blit(layer, (round(x), round(y)))


def _medal(surface: pygame.Surface, fx: Effect, painter: CardPainter) -> None:
    """A medal grows in the middle in a burst of rays, then flies to its team's panel."""
    t, rect = fx.t, fx.start
    team, big, small = fx.params["team"], fx.params["big"], fx.params["small"]
    centre: tuple[float, float] = rect.center
    if t < 0.35:
        r = max(2, int(big * min(1.5, max(0.0, _ease_out_back(t / 0.35)))))
    elif t < 0.6:
        r = big
    else:
        u = ease_in_out_cubic((t - 0.6) / 0.4)
        centre = (
            rect.centerx + (fx.end.centerx - rect.centerx) * u,
            rect.centery + (fx.end.centery - rect.centery) * u,
        )
        r = int(big + (small - big) * u)
    if t < 0.6:  # rays behind the medal
        rays = pygame.Surface((big * 6, big * 6), pygame.SRCALPHA)
        c = (big * 3, big * 3)
        for k in range(12):
            a = t * 2 + k * math.pi / 6
            tip = (c[0] + math.cos(a) * big * 2.8, c[1] + math.sin(a) * big * 2.8)
            side = (c[0] + math.cos(a + 0.12) * big * 2.8, c[1] + math.sin(a + 0.12) * big * 2.8)
            pygame.draw.polygon(rays, (*GOLD, 60), [c, tip, side])
        surface.blit(rays, rays.get_rect(center=rect.center))
    draw_medal(surface, centre, r, team, True)


def _ring(surface: pygame.Surface, fx: Effect, painter: CardPainter) -> None:
    """A ring that widens and fades where something was just won."""
    colour = fx.params.get("colour", GOLD)
    r = int(fx.params.get("radius", 10) * (1 + 1.6 * ease_out_cubic(fx.t)))
    layer = pygame.Surface((r * 2 + 6, r * 2 + 6), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*colour, int(255 * (1 - fx.t))), (r + 3, r + 3), r, 3)
    surface.blit(layer, layer.get_rect(center=fx.start.center))


def _ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


EFFECTS.update({BURN: _burn, GLOW: _glow, FADE: _fade, MEDAL: _medal, RING: _ring})
