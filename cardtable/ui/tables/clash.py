"""The Dual Clash Poker table: two teams face each other as at a bridge table.

The viewer sits at the bottom, the partner opposite (top), the two opponents left and right
(seats 0, 2, 1, 3 clockwise). Every hand is public by rule, so every seat's remaining cards are
drawn face up: the viewer's large at the bottom, the others smaller. The middle of the table has
the four committed positions, one in front of each seat: a back appears when a seat commits (a
face for the viewer's own commit and, in the basic variant, for the partner's), the four turn up
together at the reveal, burned cards burn and slide off, the winner's card glows and goes to its
team's panel, where it lights a round pip. Medals are won in the team panels at the top corners
(the viewer's team on the left).

Everything drawn comes from the viewer's observation and the (redacted) events; between events
the scene shows a few intermediate observations (the same data, staged) so that each change is
seen in order: commit, reveal, joker, burn, round, set.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from ...engine.core import Event, Seat
from ...engine.games import clash as rules
from ...i18n import join_list, number, tr, trn
from ..core.tween import Tween, ease_in_out_cubic, ease_out_cubic, linear
from ..core.widgets import draw_text, follow_reading, mirror_x, panel, rtl
from .legacy import SPECTATOR, Flight, SlotDraw, TableScene, Target

SEAT_ORDER = (0, 2, 1, 3)  # clockwise round the table: partners sit opposite each other
BOTTOM, LEFT, TOP, RIGHT = range(4)
SUIT_SYMBOLS = ("♥", "♦", "♠", "♣")
RED_INK, BLACK_INK = (200, 32, 47), (28, 28, 34)

# The two teams' colours: plate fill, plate edge, text on the felt.
TEAM_FILL = ((168, 34, 46), (30, 30, 38))
TEAM_EDGE = ((246, 150, 140), (196, 198, 210))
TEAM_TEXT = ((255, 150, 140), (222, 224, 236))
GOLD = (232, 190, 92)
GOLD_DARK = (150, 108, 36)
EMBER = (255, 120, 40)


def team_name(team: int) -> str:
    return tr("Red") if team == rules.RED else tr("Black")


def card_label(card: str) -> str:
    """A card as people say it: "5♥", "red joker"."""
    if card == rules.RED_JOKER:
        return tr("the red joker")
    if card == rules.BLACK_JOKER:
        return tr("the black joker")
    return f"{number(int(card[1:]))}{SUIT_SYMBOLS[rules.SUITS.index(card[0])]}"


def short_label(card: str) -> str:
    """A card in a list: "5♥", "★" for a joker."""
    return "★" if card in rules.JOKERS else card_label(card)


class Fx(Flight):
    """A card effect drawn by the table (a burn, a glow, a fade, a medal, a ring): a Flight so
    that the base class draws it with the cards in the air, timed by the same timeline."""

    def __init__(
        self,
        kind: str,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(card, start, end if end is not None else start)
        self.kind = kind
        self.extra = extra


class ClashTable(TableScene):
    game = "clash"

    def __init__(self, app: Any, match: Any) -> None:
        # what the table shows between events (staged from the events, see `animate`)
        self.table_cards: dict[Seat, str] | None = None  # revealed cards still in the middle
        self.joker_badge: tuple[Seat, int] | None = None  # a named joker's value, on its card
        self.resolving = False  # a round is being settled on screen: nobody is choosing
        super().__init__(app, match)

    # -- seats and places ----------------------------------------------------------------------
    def _anchor(self) -> Seat:
        """The seat drawn at the bottom: the viewer (a spectator sees from the first person's
        chair, or seat 0's)."""
        if self.viewer >= 0:
            return self.viewer
        humans = self.match.humans()
        return humans[0] if humans else 0

    def position(self, seat: Seat) -> int:
        """BOTTOM, LEFT, TOP or RIGHT for `seat`, seen from the anchor's chair."""
        return (SEAT_ORDER.index(seat) - SEAT_ORDER.index(self._anchor())) % 4

    def seat_at(self, position: int) -> Seat:
        return SEAT_ORDER[(SEAT_ORDER.index(self._anchor()) + position) % 4]

    def panel_team(self, side: int) -> int:
        """The team of the left (0) or right (1) panel: the anchor's team on the left."""
        mine = rules.TEAM_OF[self._anchor()]
        return mine if side == 0 else 1 - mine

    def set_viewer(self, seat: Seat) -> None:
        if seat == self.viewer:
            return
        super().set_viewer(seat)
        self.table_cards = None
        self.joker_badge = None
        self.resolving = False
        self.compute_layout(self.size)

    # -- layout --------------------------------------------------------------------------------
    def compute_layout(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(34, height // 20)  # the base class's top bar (see TableScene._build_hud)
        top = bar + 16 + max(8, height // 70)
        self.top = top
        margin = max(12, width // 80)
        self.margin = margin
        cx = width // 2
        self.cx = cx

        # the viewer's hand: eight large cards in a row at the bottom, never overlapping
        aspect = self.card_size(1000)[0] / 1000
        self.own_h = int(min(height * 0.19, (width - 2 * margin) / (8 * 1.12 * aspect + 0.2)))
        self.own_w = self.card_size(self.own_h)[0]
        self.own_gap = max(6, self.own_w // 9)
        self.hand_top = height - max(12, height // 60) - self.own_h

        # the other seats' hands: small cards
        self.small_h = int(min(height * 0.115, width * 0.075))
        self.small_w = self.card_size(self.small_h)[0]
        self.small_gap = max(4, self.small_w // 10)

        # team panels in the top corners, the partner's hand between them
        self.plate_h = max(22, height // 30)
        self.panel_w = int(min(width * 0.21, 320))
        self.panel_h = int(max(70, min(height * 0.125, self.panel_w * 0.45)))
        self.panels = (
            pygame.Rect(margin, top, self.panel_w, self.panel_h),
            pygame.Rect(width - margin - self.panel_w, top, self.panel_w, self.panel_h),
        )
        # the viewer's team panel where the reader starts (the seats themselves never move)
        follow_reading(self.panels, pygame.Rect(0, 0, width, height))
        self.partner_plate_y = top
        self.partner_cards_y = top + self.plate_h + 6

        # the band above the viewer's hand: the viewer's plate, the joker buttons, the plaque
        self.band_h = int(max(56, height * 0.1))
        band_bottom = self.hand_top - max(6, height // 100)
        self.band = pygame.Rect(margin, band_bottom - self.band_h, width - 2 * margin, self.band_h)

        # the middle: four committed positions in a cross
        area_top = self.partner_cards_y + self.small_h + max(10, height // 60)
        area_bottom = self.band.top - 4
        gap = max(6, height // 100)
        self.table_h = int(min(height * 0.15, (area_bottom - area_top - 3 * gap) / 2))
        self.table_w = self.card_size(self.table_h)[0]
        self.cy = (area_top + area_bottom) // 2
        dx = int(self.table_w * 1.3) + gap
        self.centre_rects: dict[int, pygame.Rect] = {}
        for position, (x, y) in {
            BOTTOM: (cx, self.cy + self.table_h // 2 + gap // 2),
            TOP: (cx, self.cy - self.table_h // 2 - gap // 2),
            LEFT: (cx - dx, self.cy),
            RIGHT: (cx + dx, self.cy),
        }.items():
            rect = pygame.Rect(0, 0, self.table_w, self.table_h)
            rect.center = (x, y)
            self.centre_rects[position] = rect
        felt_h = min(2 * self.table_h + 3 * gap + 30, area_bottom - area_top + 6)
        self.felt = pygame.Rect(0, 0, 2 * dx + self.table_w * 2, felt_h)
        self.felt.center = (cx, self.cy)
        self.deck_rect = pygame.Rect(0, 0, self.table_w, self.table_h)
        self.deck_rect.center = (cx, self.cy)

        # the side seats: a 4 × 2 grid of small cards, name plate above, centred on the middle
        grid_w = 4 * self.small_w + 3 * self.small_gap
        grid_h = 2 * self.small_h + self.small_gap
        block_h = self.plate_h + 6 + grid_h
        side_top = max(self.panels[0].bottom + 10, self.cy - block_h // 2)
        side_x = margin + max(0, (self.panel_w - grid_w) // 2)
        self.side_grid = {
            LEFT: pygame.Rect(side_x, side_top + self.plate_h + 6, grid_w, grid_h),
            RIGHT: pygame.Rect(
                width - side_x - grid_w, side_top + self.plate_h + 6, grid_w, grid_h
            ),
        }

        # the joker buttons, in the band under the middle
        self.joker_h = max(30, int(self.band_h * 0.8))
        joker_w = int(self.joker_h * 0.95)
        joker_gap = max(6, self.joker_h // 4)
        row_w = 7 * joker_w + 6 * joker_gap
        self.joker_rects = []
        for i in range(7):
            rect = pygame.Rect(0, 0, joker_w, self.joker_h)
            rect.topleft = (cx - row_w // 2 + i * (joker_w + joker_gap), self.band.top)
            self.joker_rects.append(rect)
        follow_reading(self.joker_rects, pygame.Rect(0, 0, width, height))  # 1 to 7 as read

    def hand_rects(self, seat: Seat, count: int) -> list[pygame.Rect]:
        """Where `seat`'s `count` cards lie (in hand order)."""
        position = self.position(seat)
        rects = []
        if position == BOTTOM:
            step = self.own_w + self.own_gap
            total = self.own_w + (count - 1) * step
            x0 = self.cx - total // 2
            for i in range(count):
                off = (i - (count - 1) / 2) / 4
                arc = int(off * off * self.own_h * 0.05)  # a gentle fan
                rects.append(
                    pygame.Rect(x0 + i * step, self.hand_top + arc, self.own_w, self.own_h)
                )
        elif position == TOP:
            step = self.small_w + self.small_gap
            total = self.small_w + (count - 1) * step
            x0 = self.cx - total // 2
            for i in range(count):
                rects.append(
                    pygame.Rect(x0 + i * step, self.partner_cards_y, self.small_w, self.small_h)
                )
        else:
            grid = self.side_grid[position]
            step_x = self.small_w + self.small_gap
            step_y = self.small_h + self.small_gap
            for i in range(count):
                row, col = divmod(i, 4)
                rects.append(
                    pygame.Rect(
                        grid.x + col * step_x, grid.y + row * step_y, self.small_w, self.small_h
                    )
                )
        return rects

    def hand_box(self, seat: Seat) -> pygame.Rect:
        """The area of `seat`'s full hand (where a hidden commit leaves from)."""
        rects = self.hand_rects(seat, 8)
        return rects[0].unionall(rects[1:])

    def centre_rect(self, seat: Seat) -> pygame.Rect:
        return self.centre_rects[self.position(seat)]

    def plate_anchor(self, seat: Seat) -> tuple[str, tuple[int, int]]:
        """Where a seat's name plate goes (anchor name, point)."""
        position = self.position(seat)
        if position == BOTTOM:
            rects = self.hand_rects(seat, 8)
            if rtl():
                return "bottomright", (rects[-1].right, self.band.bottom)
            return "bottomleft", (rects[0].left, self.band.bottom)
        if position == TOP:
            return "midtop", (self.cx, self.partner_plate_y)
        grid = self.side_grid[position]
        if rtl():
            return "bottomright", (grid.right, grid.top - 6)
        return "bottomleft", (grid.left, grid.top - 6)

    def pip_centre(self, team: int, index: int) -> tuple[int, int]:
        box = self._panel_of(team)
        r = self._pip_radius()
        x = box.left + 16 + r + index * (3 * r)
        return (int(mirror_x(x, box)) if rtl() else x, self._panel_row_y(box))

    def medal_centre(self, team: int, index: int) -> tuple[int, int]:
        box = self._panel_of(team)
        r = self._medal_radius()
        x = box.right - 16 - r - (1 - index) * (3 * r)
        return (int(mirror_x(x, box)) if rtl() else x, self._panel_row_y(box))

    def _panel_of(self, team: int) -> pygame.Rect:
        return self.panels[0] if self.panel_team(0) == team else self.panels[1]

    def _panel_row_y(self, box: pygame.Rect) -> int:
        header = int(box.height * 0.36)
        return box.top + header + (box.height - header) * 9 // 20

    def _panel_unit(self) -> float:
        """The size of the pips and medals: four pips and two medals fit across a panel."""
        return max(5.0, min(self.panel_h / 10, (self.panel_w - 32) / 20))

    def _pip_radius(self) -> int:
        return int(self._panel_unit())

    def _medal_radius(self) -> int:
        return int(self._panel_unit() * 1.4)

    # -- what is on the table ------------------------------------------------------------------
    def hand_key(self, obs: Any, seat: Seat, card: str) -> Hashable:
        return ("hand", obs.set_number, seat, card)

    def centre_card(self, obs: Any, seat: Seat) -> tuple[bool, str | None]:
        """(a card lies in front of `seat`, its face or None for a back)."""
        if self.table_cards is not None:
            card = self.table_cards.get(seat)
            return card is not None, card
        if obs.table is not None:
            return True, obs.table[seat]
        if obs.committed[seat]:
            return True, obs.commits[seat]
        return False, None

    def slots(self, obs: Any) -> dict[Hashable, SlotDraw]:
        drawn: dict[Hashable, SlotDraw] = {}
        for seat in rules.SEATS:
            hand = obs.hands[seat]
            known = obs.commits[seat]
            for card, rect in zip(hand, self.hand_rects(seat, len(hand)), strict=True):
                drawn[self.hand_key(obs, seat, card)] = SlotDraw(rect, card, dim=card == known)
            present, face = self.centre_card(obs, seat)
            if present:
                drawn[("centre", seat)] = SlotDraw(self.centre_rect(seat), face)
        return drawn

    # -- decor ---------------------------------------------------------------------------------
    def draw_decor(self, surface: pygame.Surface, obs: Any) -> None:
        self._draw_felt(surface, obs)
        for side in (0, 1):
            self._draw_team_panel(surface, obs, self.panel_team(side), self.panels[side])
        for seat in rules.SEATS:
            self._draw_plate(surface, obs, seat)
        self._draw_plaque(surface, obs)

    def _draw_felt(self, surface: pygame.Surface, obs: Any) -> None:
        felt = self.felt
        pygame.draw.ellipse(surface, (0, 0, 0), felt.move(0, 6))
        pygame.draw.ellipse(surface, (24, 86, 58), felt)
        pygame.draw.ellipse(surface, (196, 160, 80), felt, 3)
        inner = felt.inflate(-felt.w // 7, -felt.h // 7)
        pygame.draw.ellipse(surface, (30, 98, 66), inner, 1)
        symbol_font = self.app.font(max(14, self.table_h // 3), bold=True)
        for seat in rules.SEATS:
            rect = self.centre_rect(seat)
            team = rules.TEAM_OF[seat]
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = max(4, rect.w // 12)
            pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=radius)
            pygame.draw.rect(
                layer, (*TEAM_EDGE[team], 110), layer.get_rect(), 2, border_radius=radius
            )
            symbol = symbol_font.render(SUIT_SYMBOLS[seat], True, TEAM_EDGE[team])
            symbol.set_alpha(90)
            layer.blit(symbol, symbol.get_rect(center=layer.get_rect().center))
            surface.blit(layer, rect)

    def _draw_team_panel(self, surface: pygame.Surface, obs: Any, team: int, box: pygame.Rect):
        panel(surface, box, self.app, alpha=215, radius=12)
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
        font = self.app.font(max(13, header.h * 11 // 20), bold=True)
        small = self.app.font(max(11, header.h * 9 // 20))
        a, b = rules.TEAM_SEATS[team]
        title = tr("{team} {suits}", team=team_name(team), suits=SUIT_SYMBOLS[a] + SUIT_SYMBOLS[b])
        title_rect = draw_text(
            surface,
            font,
            title,
            (header.x + 12, header.centery),
            (255, 255, 255),
            "midleft",
            max_width=header.w - 24,
            box=box,
            mirror=box,
        )
        names = tr("{first} & {second}", first=self.name(a), second=self.name(b))
        draw_text(
            surface,
            small,
            names,
            (header.right - 10, header.centery),
            TEAM_EDGE[team],
            "midright",
            max_width=max(20, header.w - title_rect.w - 34),
            box=box,
            mirror=box,
        )
        label = self.app.font(max(10, box.h // 8))
        muted = self.app.assets.colour("muted")
        r = self._pip_radius()
        for i in range(rules.ROUNDS_TO_WIN_SET):
            self._draw_pip(surface, self.pip_centre(team, i), r, team, i < obs.score[team])
        first, last = self.pip_centre(team, 0), self.pip_centre(team, rules.ROUNDS_TO_WIN_SET - 1)
        caption_y = first[1] + self._medal_radius() + 3
        draw_text(
            surface,
            label,
            tr("rounds {won}/{goal}", won=obs.score[team], goal=rules.ROUNDS_TO_WIN_SET),
            ((first[0] + last[0]) // 2, caption_y),
            muted,
            "midtop",
            shadow=False,
            box=box,
        )
        m = self._medal_radius()
        for i in range(rules.MEDALS_TO_WIN_MATCH):
            self.draw_medal(surface, self.medal_centre(team, i), m, team, i < obs.medals[team])
        left_medal, right_medal = self.medal_centre(team, 0), self.medal_centre(team, 1)
        draw_text(
            surface,
            label,
            tr("medals"),
            ((left_medal[0] + right_medal[0]) // 2, caption_y),
            muted,
            "midtop",
            shadow=False,
            box=box,
        )

    def _draw_pip(
        self, surface: pygame.Surface, centre: tuple[int, int], r: int, team: int, won: bool
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
        self,
        surface: pygame.Surface,
        centre: tuple[float, float],
        r: int,
        team: int,
        won: bool,
        alpha: int = 255,
    ) -> None:
        """A medal: a gold disc with a star on a ribbon of the team's colour (an empty ring when
        not won yet)."""
        size = r * 4
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        if won:
            ribbon = TEAM_FILL[team]
            edge = TEAM_EDGE[team]
            top = c[1] - r * 1.55
            for sign in (-1, 1):
                poly = [
                    (c[0] + sign * r * 0.15, c[1] - r * 0.4),
                    (c[0] + sign * r * 0.95, top),
                    (c[0] + sign * r * 0.35, top),
                    (c[0] - sign * r * 0.25, c[1] - r * 0.6),
                ]
                pygame.draw.polygon(layer, ribbon, poly)
                pygame.draw.polygon(layer, edge, poly, 1)
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
        if alpha < 255:
            layer.set_alpha(alpha)
        surface.blit(layer, layer.get_rect(center=(round(centre[0]), round(centre[1]))))

    def seat_state(self, obs: Any, seat: Seat) -> str:
        """'ready' (committed), 'choosing', 'waiting' (basic: after the partner), 'joker' (names
        the joker) or '' (nothing to do)."""
        if self.match.is_over() or self.resolving:
            return ""
        if obs.phase == "joker":
            return "joker" if obs.joker_seat == seat else ""
        if obs.committed[seat]:
            return "ready"
        partner = rules.partner_of(seat)
        if obs.variant == "basic" and seat not in obs.leaders and not obs.committed[partner]:
            return "waiting"
        return "choosing"

    def _draw_plate(self, surface: pygame.Surface, obs: Any, seat: Seat) -> None:
        team = rules.TEAM_OF[seat]
        font = self.app.font(max(13, self.plate_h * 13 // 22), bold=True)
        small = self.app.font(max(11, self.plate_h * 10 // 22))
        name = self.name(seat)
        max_text = max(60, self.panel_w - self.plate_h - 24)
        text_w = min(font.size(name)[0], max_text)
        h = self.plate_h
        rect = pygame.Rect(0, 0, text_w + h + 16, h)
        anchor, point = self.plate_anchor(seat)
        setattr(rect, anchor, point)
        state = self.seat_state(obs, seat)
        if state in ("choosing", "joker"):
            pulse = 0.5 + 0.5 * math.sin(time.perf_counter() * 4)
            glow = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(
                glow, (*GOLD, int(70 + 90 * pulse)), glow.get_rect(), 3, border_radius=h
            )
            surface.blit(glow, rect.inflate(12, 12))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 3), border_radius=h // 2)
        pygame.draw.rect(surface, TEAM_FILL[team], rect, border_radius=h // 2)
        pygame.draw.rect(surface, TEAM_EDGE[team], rect, 2, border_radius=h // 2)
        badge = (rect.right - h // 2, rect.centery) if rtl() else (rect.left + h // 2, rect.centery)
        pygame.draw.circle(surface, (248, 244, 232), badge, h // 2 - 3)
        suit_font = self.app.font(max(11, h * 3 // 5), bold=True)
        ink = RED_INK if team == rules.RED else BLACK_INK
        draw_text(surface, suit_font, SUIT_SYMBOLS[seat], badge, ink, "center", shadow=False)
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
        chip = {
            "ready": (tr("✓ card down"), self.app.assets.colour("good")),
            "choosing": (tr("choosing…"), self.app.assets.colour("muted")),
            "waiting": (tr("after partner"), self.app.assets.colour("muted")),
            "joker": (tr("names the joker…"), GOLD),
        }.get(state)
        if seat == self.viewer and state != "ready":
            chip = None  # the status line says what the viewer is to do
        if chip:
            where = (rect.left - 8, rect.centery) if rtl() else (rect.right + 8, rect.centery)
            draw_text(surface, small, chip[0], where, chip[1], "midright" if rtl() else "midleft")

    def _draw_plaque(self, surface: pygame.Surface, obs: Any) -> None:
        """The set and round numbers, above the right end of the viewer's hand."""
        font = self.app.font(max(13, self.band_h * 3 // 10), bold=True)
        small = self.app.font(max(11, self.band_h // 5))
        replays = 0
        for record in reversed(obs.rounds):
            if record.set_number != obs.set_number or record.winner is not None:
                break
            replays += 1
        line1 = tr("Set {number}", number=obs.set_number)
        number = obs.round_number
        if max(obs.score) >= rules.ROUNDS_TO_WIN_SET:  # the set (and match) ended: its last round
            number = sum(obs.score)
        line2 = tr("Round {number}", number=number)
        if replays:
            line2 = tr("Round {number} · replay", number=number)
        w = max(font.size(line1)[0], small.size(line2)[0]) + 28
        h = font.get_linesize() + small.get_linesize() + 10
        rects = self.hand_rects(self._anchor(), 8)
        box = pygame.Rect(0, 0, w, h)
        if rtl():  # above the end of the hand where the reader finishes
            box.bottomleft = (rects[0].left, self.band.bottom)
        else:
            box.bottomright = (rects[-1].right, self.band.bottom)
        panel(surface, box, self.app, alpha=200, radius=10)
        draw_text(surface, font, line1, (box.centerx, box.top + 4), GOLD, "midtop", box=box)
        draw_text(
            surface,
            small,
            line2,
            (box.centerx, box.top + 5 + font.get_linesize()),
            self.app.assets.colour("text"),
            "midtop",
            shadow=False,
        )

    # -- status --------------------------------------------------------------------------------
    def status_line(self, obs: Any) -> str:
        if self.match.is_over():
            return tr("The match is over.")
        viewer = self.viewer
        if obs.phase == "joker":
            if obs.joker_seat == viewer:
                return tr("Your joker is the only one: name its value, 1 to 7.")
            return tr("{name} names the joker…", name=self.name(obs.joker_seat))
        if viewer == SPECTATOR:
            return tr(
                "Set {set}, round {round}: the players choose their cards.",
                set=obs.set_number,
                round=obs.round_number,
            )
        partner = rules.partner_of(viewer)
        if self.may_act() and self.legal():
            seen = obs.commits[partner]
            if seen is not None:
                return tr(
                    "{partner} plays {card}. Choose your card (click it, or Tab and Enter).",
                    partner=self.name(partner),
                    card=card_label(seen),
                )
            return tr("Choose the card to play: click it (or Tab and Enter).")
        if obs.committed[viewer]:
            waiting = [self.name(s) for s in rules.SEATS if not obs.committed[s]]
            if waiting:
                return tr("Your card is down. Waiting for {names}…", names=join_list(waiting))
            return ""
        if obs.variant == "basic" and viewer not in obs.leaders:
            return tr("{partner} commits first (table talk).", partner=self.name(partner))
        return ""

    # -- acting --------------------------------------------------------------------------------
    def targets(self, obs: Any, legal: Sequence[str]) -> list[Target]:
        found: list[Target] = []
        viewer = self.viewer
        if viewer < 0:
            return found
        hand = obs.hands[viewer]
        rects = dict(zip(hand, self.hand_rects(viewer, len(hand)), strict=True))
        for action in legal:
            if action in rules.PLAY_ACTION:
                card = rules.PLAY_ACTION[action]
                if card not in rects:
                    continue
                target = Target(rects[card], card_label(card), lambda a=action: self.act(a))
            elif action in rules.JOKER_ACTION_VALUE:
                value = rules.JOKER_ACTION_VALUE[action]
                target = Target(
                    self.joker_rects[value - 1], number(value), lambda a=action: self.act(a)
                )
            else:
                continue
            target.action = action  # type: ignore[attr-defined]
            found.append(target)
        return found

    def joker_outcome(self, obs: Any, value: int) -> str:
        """What naming the viewer's lone joker `value` does: 'win', 'lose' or 'replay' (for the
        viewer's team), from the three other cards, which are on the table for all to see."""
        if obs.table is None:
            return ""
        values = [rules.CARD_VALUE.get(card, value) for card in obs.table]
        standing = [s for s in rules.SEATS if values.count(values[s]) == 1]
        if not standing:
            return "replay"
        best = max(standing, key=values.__getitem__)
        return "win" if rules.TEAM_OF[best] == rules.TEAM_OF[self.viewer] else "lose"

    # -- drawing on top of the cards -------------------------------------------------------------
    def draw_hud(self, surface: pygame.Surface) -> None:
        # Drawn after the cards and the flights, before the top bar and the banners.
        self._draw_badges(surface)
        self._draw_joker_buttons(surface)
        super().draw_hud(surface)

    def _draw_badges(self, surface: pygame.Surface) -> None:
        obs = self.obs
        for seat in rules.SEATS:
            present, face = self.centre_card(obs, seat)
            if not present or face not in rules.JOKERS or ("centre", seat) in self.hidden:
                continue
            if self.joker_badge is not None and self.joker_badge[0] == seat:
                self.draw_badge(surface, self.centre_rect(seat), number(self.joker_badge[1]))
            elif obs.phase == "joker" and obs.joker_seat == seat:
                self.draw_badge(surface, self.centre_rect(seat), "?")

    def draw_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """A named joker's value, in a gold disc on the card's corner."""
        r = max(10, rect.w // 5)
        centre = (rect.right - r // 2, rect.top + r // 2)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 3), r)
        pygame.draw.circle(surface, GOLD, centre, r)
        pygame.draw.circle(surface, GOLD_DARK, centre, r, 2)
        font = self.app.font(max(12, r * 5 // 4), bold=True)
        draw_text(surface, font, text, centre, (40, 26, 10), "center", shadow=False)

    def _draw_joker_buttons(self, surface: pygame.Surface) -> None:
        if not self.may_act() or self.obs.phase != "joker":
            return
        font = self.app.font(max(14, self.joker_h * 9 // 20), bold=True)
        small = self.app.font(max(9, self.joker_h * 5 // 20))
        colour = self.app.assets.colour
        words = {
            "win": (tr("wins"), colour("good")),
            "lose": (tr("loses"), colour("danger")),
            "replay": (tr("replay"), colour("muted")),
        }
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for target in self.targets(self.obs, self.legal()):
            rect = target.rect
            hover = rect.collidepoint(mouse)
            base = colour("button_hover") if hover else colour("button")
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=rect.h // 4)
            pygame.draw.rect(surface, base, rect, border_radius=rect.h // 4)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=rect.h // 4)
            outcome = self.joker_outcome(self.obs, int(target.label))
            if outcome in words:
                word, tint = words[outcome]
                draw_text(
                    surface,
                    font,
                    target.label,
                    (rect.centerx, rect.top + rect.h * 2 // 5),
                    GOLD,
                    "center",
                )
                draw_text(
                    surface,
                    small,
                    word,
                    (rect.centerx, rect.bottom - 3),
                    tint,
                    "midbottom",
                    max_width=rect.w - 4,
                )
            else:
                draw_text(surface, font, target.label, rect.center, GOLD, "center")

    def _draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        if isinstance(flight, Fx):
            self._draw_fx(surface, flight)
        else:
            super()._draw_flight(surface, flight)

    def _card_layer(self, card: str | None, rect: pygame.Rect) -> pygame.Surface:
        """A private copy of a card image (safe to tint and fade)."""
        return self.card_image(card, rect.height).copy()

    def _tint(self, layer: pygame.Surface, colour: tuple[int, int, int], amount: float) -> None:
        """Multiply the card's colours towards `colour` by `amount` (0..1), keeping its shape."""
        if amount <= 0:
            return
        amount = min(1.0, amount)
        mult = tuple(int(255 - (255 - c) * amount) for c in colour)
        layer.fill(mult, special_flags=pygame.BLEND_RGB_MULT)

    def _halo(self, size: tuple[int, int], colour: tuple[int, int, int] = GOLD) -> pygame.Surface:
        """A soft glow round a card of `size` (blurred by scaling down and up)."""
        cache = self.__dict__.setdefault("_halos", {})
        halo = cache.get((size, colour))
        if halo is None:
            pad = max(18, size[1] // 3)
            full = (size[0] + 2 * pad, size[1] + 2 * pad)
            sharp = pygame.Surface(full, pygame.SRCALPHA)
            core = pygame.Rect(
                pad * 3 // 5, pad * 3 // 5, size[0] + pad * 4 // 5, size[1] + pad * 4 // 5
            )
            pygame.draw.rect(sharp, (*colour, 255), core, border_radius=pad // 2)
            small = pygame.transform.smoothscale(
                sharp, (max(1, full[0] // 12), max(1, full[1] // 12))
            )
            halo = cache[(size, colour)] = pygame.transform.smoothscale(small, full)
        return halo

    def _draw_fx(self, surface: pygame.Surface, fx: Fx) -> None:
        t = fx.t
        rect = fx.start
        if fx.kind == "burn":
            stay = fx.extra.get("stay", False)
            flash = t if stay else min(1.0, t / 0.45)
            slide = 0.0 if stay else max(0.0, (t - 0.45) / 0.55)
            heat = math.sin(math.pi * flash)
            layer = self._card_layer(fx.card, rect)
            self._tint(layer, (255, 110, 50), 0.75 * heat)
            if not stay:
                self._tint(layer, (90, 60, 50), flash)
            shake = int(math.sin(t * 70) * 3 * heat)
            dx, dy = fx.extra.get("away", (0, 0))
            eased = ease_in_out_cubic(slide)
            if slide > 0:
                angle = 14 * eased * (1 if dx >= 0 else -1)
                layer = pygame.transform.rotate(layer, angle)
            where = layer.get_rect(center=rect.center).move(shake + dx * eased, dy * eased)
            if heat > 0.05:  # the flame round the card
                halo = self._halo(rect.size, EMBER).copy()
                halo.set_alpha(int(255 * heat))
                surface.blit(halo, halo.get_rect(center=where.center))
            layer.set_alpha(int(255 * (1 - slide)))
            surface.blit(layer, where)
            if fx.card in rules.JOKERS and "badge" in fx.extra and slide < 0.3:
                self.draw_badge(surface, where, fx.extra["badge"])
        elif fx.kind == "glow":
            pulse = 0.5 + 0.5 * math.sin(t * math.pi * 4 - math.pi / 2)
            grow = 1 + 0.07 * math.sin(math.pi * min(1.0, t * 2))
            h = int(rect.h * grow)
            layer = self.card_image(fx.card, h)
            where = layer.get_rect(center=rect.center)
            halo = self._halo(where.size).copy()
            halo.set_alpha(int(150 + 105 * pulse))
            surface.blit(halo, halo.get_rect(center=where.center))
            pygame.draw.rect(
                surface, (0, 0, 0), where.move(4, 7), border_radius=max(4, where.w // 12)
            )
            surface.blit(layer, where)
            pygame.draw.rect(surface, GOLD, where, 3, border_radius=max(4, where.w // 12))
            if "badge" in fx.extra:
                self.draw_badge(surface, where, fx.extra["badge"])
        elif fx.kind == "fade":
            move = ease_out_cubic(t) * fx.extra.get("travel", 0.35)
            x = rect.x + (fx.end.x - rect.x) * move
            y = rect.y + (fx.end.y - rect.y) * move
            layer = self._card_layer(fx.card, rect)
            if fx.extra.get("dark"):
                self._tint(layer, (90, 90, 90), 1.0)
            layer.set_alpha(int(255 * (1 - t)))
            surface.blit(layer, (round(x), round(y)))
        elif fx.kind == "medal":
            team = fx.extra["team"]
            big, small = fx.extra["big"], fx.extra["small"]
            if t < 0.35:
                grow = min(1.5, max(0.0, _ease_out_back(t / 0.35)))
                centre = rect.center
                r = max(2, int(big * grow))
            elif t < 0.6:
                centre = rect.center
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
                spin = t * 2
                for k in range(12):
                    a = spin + k * math.pi / 6
                    tip = (c[0] + math.cos(a) * big * 2.8, c[1] + math.sin(a) * big * 2.8)
                    side = (
                        c[0] + math.cos(a + 0.12) * big * 2.8,
                        c[1] + math.sin(a + 0.12) * big * 2.8,
                    )
                    pygame.draw.polygon(rays, (*GOLD, 60), [c, tip, side])
                surface.blit(rays, rays.get_rect(center=rect.center))
            self.draw_medal(surface, centre, r, team, True)
        elif fx.kind == "ring":
            colour = fx.extra.get("colour", GOLD)
            r0 = fx.extra.get("radius", 10)
            r = int(r0 * (1 + 1.6 * ease_out_cubic(t)))
            layer = pygame.Surface((r * 2 + 6, r * 2 + 6), pygame.SRCALPHA)
            pygame.draw.circle(layer, (*colour, int(255 * (1 - t))), (r + 3, r + 3), r, 3)
            surface.blit(layer, layer.get_rect(center=rect.center))

    # -- animation -----------------------------------------------------------------------------
    def launch(
        self,
        flight: Flight,
        seconds: float,
        delay: float = 0.0,
        hide: Sequence[Hashable] = (),
        hide_now: bool = False,
        easing: Any = ease_in_out_cubic,
    ) -> Flight:
        """Queue `flight` in the group being built. Its `hide` slots are hidden while it flies:
        from now (`hide_now`, for a slot that is not on the table before the flight), else from
        the moment it starts (a card that is on the table until it moves)."""
        early = list(hide) if hide_now else []
        late = [] if hide_now else list(hide)
        for key in early:
            self.hidden[key] += 1

        def begin() -> None:
            for key in late:
                self.hidden[key] += 1
            flight.active = True
            self.flights.append(flight)

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            for key in (*early, *late):
                self.hidden[key] -= 1
                if self.hidden[key] <= 0:
                    del self.hidden[key]
            self.app.dirty = True

        tween = Tween(
            flight,
            "t",
            0.0,
            1.0,
            self.duration(seconds),
            easing,
            delay=0.0 if self.app.settings.reduced_motion else delay,
            on_done=land,
        )
        self.timeline.also(begin, tween)
        return flight

    def cue(self, name: str) -> None:
        """Play a sound when the animation reaches this point."""

        def play() -> None:
            self.app.sound.play(self.app.assets.sound(name))

        self.timeline.also(play)

    def call(self, action: Any) -> None:
        """Run `action` when the animation reaches this point (a new group)."""

        def run() -> None:
            action()
            self.app.dirty = True

        self.timeline.then(run)

    def sound_for(self, event: Event) -> str | None:
        # Only the move itself sounds at once; the reveal's cues (flip, burn, round, set) are
        # played by `cue` when their animation gets there.
        if isinstance(event, rules.Committed):
            return "deal"
        return None

    def team_cue(self, team: int) -> str:
        return "round_won" if rules.TEAM_OF[self._anchor()] == team else "round_lost"

    def animate(self, seat: Seat | None, events: Sequence[Event], before: Any, after: Any) -> None:
        if before is None:  # the opening: the first hands are dealt
            for event in events:
                if isinstance(event, rules.SetStarted):
                    self._deal(after, event.set_number, first=True)
            return
        kinds = {type(event) for event in events}
        revealed = next((e for e in events if isinstance(e, rules.CardsRevealed)), None)
        named = next((e for e in events if isinstance(e, rules.JokerNamed)), None)
        if revealed is None and named is None:
            for event in events:
                if isinstance(event, rules.Committed):
                    self._commit(event, after)
            return
        self.resolving = True
        self._round(events, kinds, revealed, named, before, after)
        self.timeline.then(lambda: setattr(self, "resolving", False))

    def _round(
        self,
        events: Sequence[Event],
        kinds: set,
        revealed: Any,
        named: Any,
        before: Any,
        after: Any,
    ) -> None:
        """The reveal and everything it settles (or the naming of a lone joker and after)."""
        shown = before
        if revealed is not None:
            shown = self._reveal(events, revealed, before)
            if after.phase == "joker":
                self.call(lambda: self._settle_display(None))
                self.show_later(after)
                owner = after.joker_seat
                if owner == self.viewer:
                    text = self.private(tr("Your joker stands alone: name its value"))
                else:
                    text = tr(
                        "{name}'s joker stands alone: it will be named", name=self.name(owner)
                    )
                self.say(text, GOLD, 1.4)
                return
            cards = revealed.cards
        else:  # the lone joker is named: its round is settled
            cards = before.table
            self._settle_display(dict(enumerate(cards)))
            shown = dataclasses.replace(before, table=None, phase="reveal", joker_seat=None)
        if named is not None:
            self._joker_named(named, cards)
        self._resolve(events, cards, shown, after, kinds)

    def say(self, text: str, colour: tuple[int, int, int], seconds: float) -> None:
        """A banner just under the middle of the table, so the cards there stay in view."""
        self.banner(text, (self.cx, (self.felt.bottom + self.band.top) // 2 + 4), colour, seconds)

    def _settle_display(self, table: dict[Seat, str] | None) -> None:
        self.table_cards = table
        if table is None:
            self.joker_badge = None

    # the steps of a round
    def _commit(self, event: Any, after: Any) -> None:
        """A back (or the face the viewer may see) goes from the seat to its place."""
        seat = event.seat
        if event.card is not None and event.card in after.hands[seat]:
            hand = after.hands[seat]
            start = self.hand_rects(seat, len(hand))[hand.index(event.card)]
        else:
            start = pygame.Rect(0, 0, self.small_w, self.small_h)
            start.center = self.hand_box(seat).center
        self.step()
        self.launch(
            Flight(event.card, start, self.centre_rect(seat)),
            0.35,
            hide=[("centre", seat)],
            hide_now=True,
        )

    def _reveal(self, events: Sequence[Event], revealed: Any, before: Any) -> Any:
        """The last commit lands, then the four cards turn up together and leave the hands.
        Returns the observation shown after the reveal."""
        commit = next((e for e in events if isinstance(e, rules.Committed)), None)
        pre = before
        if commit is not None:
            committed = list(before.committed)
            commits = list(before.commits)
            committed[commit.seat] = True
            commits[commit.seat] = commit.card
            pre = dataclasses.replace(before, committed=tuple(committed), commits=tuple(commits))
            self.obs = pre
            self._commit(commit, pre)
        cards = revealed.cards
        hands = tuple(rules.without(h, c) for h, c in zip(pre.hands, cards, strict=True))
        mid = dataclasses.replace(
            pre,
            hands=hands,
            committed=(False,) * 4,
            commits=(None,) * 4,
            table=None,
            phase="reveal",
            joker_seat=None,
        )
        self.pause_for(0.25)
        self.step()
        shown_before = {s: pre.commits[s] for s in rules.SEATS}

        def show() -> None:
            self.obs = mid
            self._settle_display(dict(enumerate(cards)))
            self.app.dirty = True

        self.timeline.also(show)
        self.cue("flip")
        for s in rules.SEATS:
            rect = self.centre_rect(s)
            self.launch(
                Flight(shown_before[s], rect, rect, flip_to=cards[s], flip=True),
                0.45,
                hide=[("centre", s)],
            )
            # the card leaves its owner's hand: it fades on its way to the table
            old = self.hand_rects(s, len(pre.hands[s]))[pre.hands[s].index(cards[s])]
            self.launch(Fx("fade", cards[s], old, rect, travel=0.4), 0.45)
        self._rearrange(pre, mid, {}, seconds=0.4, delay=0.15)
        self.pause_for(0.35)
        return mid

    def _rearrange(
        self,
        old: Any,
        new: Any,
        incoming: dict[Seat, tuple[str, pygame.Rect]],
        seconds: float,
        delay: float = 0.0,
    ) -> None:
        """The cards still in hand slide to their new places (in the group being built);
        `incoming` cards fly in from a place on the table."""
        for seat in rules.SEATS:
            before_hand, now = old.hands[seat], new.hands[seat]
            before_rects = self.hand_rects(seat, len(before_hand))
            for card, rect in zip(now, self.hand_rects(seat, len(now)), strict=True):
                key = self.hand_key(new, seat, card)
                if seat in incoming and incoming[seat][0] == card:
                    start = incoming[seat][1]
                elif card in before_hand:
                    start = before_rects[before_hand.index(card)]
                else:
                    continue
                if start == rect:
                    continue
                self.launch(Flight(card, start, rect), seconds, delay=delay, hide=[key])

    def _joker_named(self, named: Any, cards: Sequence[str]) -> None:
        self.step()

        def badge() -> None:
            self.joker_badge = (named.seat, named.value)

        self.timeline.also(badge)
        self.cue("flip")
        rect = self.centre_rect(named.seat)
        self.launch(Fx("ring", None, rect, radius=max(12, rect.w // 4)), 0.6)
        text = (
            tr("You name your joker {value}", value=named.value)
            if named.seat == self.viewer
            else tr("{name} names the joker {value}", name=self.name(named.seat), value=named.value)
        )
        self.say(text, GOLD, 1.2)
        self.pause_for(0.7)

    def _away(self, seat: Seat) -> tuple[int, int]:
        """Which way a burned card slides off: out of the middle, away from the others."""
        span = self.table_h
        return {
            BOTTOM: (0, span),
            TOP: (0, -span),
            LEFT: (-span, span // 3),
            RIGHT: (span, span // 3),
        }[self.position(seat)]

    def _played_label(self, card: str, seat: Seat, named: Any) -> str:
        """A card on the table as people say it; a named joker with its value ("joker 5")."""
        if card in rules.JOKERS:
            if named is not None and named.seat == seat:
                return tr("joker {value}", value=named.value)
            return tr("joker")
        return card_label(card)

    def _badge_of(self, seat: Seat, named: Any) -> dict[str, str]:
        if named is not None and named.seat == seat:
            return {"badge": number(named.value)}
        return {}

    def _resolve(
        self, events: Sequence[Event], cards: Sequence[str], shown: Any, after: Any, kinds: set
    ) -> None:
        named = next((e for e in events if isinstance(e, rules.JokerNamed)), None)
        burned = next((e for e in events if isinstance(e, rules.Burned)), None)
        won = next((e for e in events if isinstance(e, rules.RoundWon)), None)
        replayed = rules.RoundReplayed in kinds
        set_won = next((e for e in events if isinstance(e, rules.SetWon)), None)
        started = next((e for e in events if isinstance(e, rules.SetStarted)), None)
        match_won = next((e for e in events if isinstance(e, rules.MatchWon)), None)
        burned_seats = tuple(burned.seats) if burned else ()

        if replayed:
            self._replay(cards, burned_seats, shown, after, named)
            return
        if burned_seats:
            self.step()
            self.cue("refuse")
            self._drop_from_table(burned_seats)
            for s in burned_seats:
                rect = self.centre_rect(s)
                self.launch(
                    Fx("burn", cards[s], rect, away=self._away(s), **self._badge_of(s, named)),
                    1.0,
                    hide=[("centre", s)],
                )
            shown_cards = join_list(
                tr(
                    "{card} ({name})",
                    card=self._played_label(cards[s], s, named),
                    name=self.name(s),
                )
                for s in burned_seats
            )
            self.say(
                tr("Burned: {cards}", cards=shown_cards), self.app.assets.colour("danger"), 1.0
            )
        decided = next((e for e in events if isinstance(e, rules.ReplaysDecided)), None)
        if decided is not None:
            shown = self._replays_decided(decided, shown)
        elif won is None:  # cannot happen (a round is won, decided or replayed)
            self.show_later(after)
            self.call(lambda: self._settle_display(None))
            return
        else:
            shown = self._round_won(won, cards, named, burned_seats, shown)
        if set_won is not None:
            shown = self._set_won(set_won, shown)
        if match_won is not None:
            self.step()
            self.say(
                tr("{team} win the match!", team=team_name(match_won.team)),
                TEAM_TEXT[match_won.team],
                2.0,
            )
            self.pause_for(1.2)
        if started is not None:
            self._new_set(shown, after, started.set_number)
        self.show_later(after)

    def _round_won(
        self, won: Any, cards: Sequence[str], named: Any, burned_seats: Sequence[Seat], shown: Any
    ) -> Any:
        """The winner's card glows, the other standing cards fade, the round goes to the team;
        returns the observation shown afterwards."""
        self.step()
        self.cue(self.team_cue(won.team))
        winner_rect = self.centre_rect(won.seat)
        self._drop_from_table((won.seat,))
        self.launch(
            Fx("glow", cards[won.seat], winner_rect, **self._badge_of(won.seat, named)),
            1.0,
            hide=[("centre", won.seat)],
            easing=linear,
        )
        value = (
            named.value if named and named.seat == won.seat else rules.CARD_VALUE[cards[won.seat]]
        )
        if won.seat == self.viewer:
            text = tr(
                "{team} take the round: your {value} is highest",
                team=team_name(won.team),
                value=value,
            )
        else:
            text = tr(
                "{team} take the round: {name}'s {value} is highest",
                team=team_name(won.team),
                name=self.name(won.seat),
                value=value,
            )
        self.say(text, TEAM_TEXT[won.team], 1.6)
        self.step()
        losers = [s for s in rules.SEATS if s not in burned_seats and s != won.seat]
        self._drop_from_table(tuple(rules.SEATS))
        for s in losers:
            rect = self.centre_rect(s)
            self.launch(Fx("fade", cards[s], rect, rect.move(*self._away(s)), dark=True), 0.5)
        pip = self.pip_centre(won.team, won.score[won.team] - 1)
        r = self._pip_radius()
        pip_rect = pygame.Rect(0, 0, r * 2, int(r * 2 / 0.7143))
        pip_rect.center = pip
        self.launch(Flight(cards[won.seat], winner_rect, pip_rect), 0.6)
        scored = dataclasses.replace(shown, score=won.score)
        self.show_later(scored)
        self.launch(Fx("ring", None, pygame.Rect(pip[0], pip[1], 0, 0), radius=r), 0.5)
        self.call(lambda: self._settle_display(None))
        shown = scored
        return shown

    def _replays_decided(self, decided: Any, shown: Any) -> Any:
        """A third replay in a row: the burned cards are gone, the round's pip goes to the team
        that won the last round."""
        self.step()
        self.cue(self.team_cue(decided.team))
        self.say(
            tr(
                "Third replay in a row: the round goes to {team}, who won the last round",
                team=team_name(decided.team),
            ),
            TEAM_TEXT[decided.team],
            1.8,
        )
        pip = self.pip_centre(decided.team, decided.score[decided.team] - 1)
        r = self._pip_radius()
        scored = dataclasses.replace(shown, score=decided.score)
        self.show_later(scored)
        self.launch(Fx("ring", None, pygame.Rect(pip[0], pip[1], 0, 0), radius=r), 0.5)
        self.call(lambda: self._settle_display(None))
        return scored

    def _drop_from_table(self, seats: Sequence[Seat]) -> None:
        """From the start of the group being built, `seats`' cards are no longer in the middle
        (an effect draws them)."""

        def drop() -> None:
            if self.table_cards is not None:
                for s in seats:
                    self.table_cards.pop(s, None)

        self.timeline.also(drop)

    def _replay(
        self,
        cards: Sequence[str],
        burned: Sequence[Seat],
        shown: Any,
        after: Any,
        named: Any,
    ) -> None:
        """Nothing remains: the cards flash, then fly back to their owners."""
        self.step()
        self.cue("refuse")
        self._drop_from_table(tuple(rules.SEATS))
        for s in rules.SEATS:
            rect = self.centre_rect(s)
            self.launch(
                Fx("burn", cards[s], rect, stay=True, **self._badge_of(s, named)),
                0.8,
                hide=[("centre", s)],
            )
        self.say(tr("No card remains: the round is replayed"), GOLD, 1.4)
        self.step()
        self.cue("swap")
        back = dataclasses.replace(shown, hands=after.hands)
        self.timeline.also(lambda: setattr(self, "obs", back))
        incoming = {s: (cards[s], self.centre_rect(s)) for s in rules.SEATS}
        self._rearrange(shown, back, incoming, seconds=0.55)
        self.call(lambda: self._settle_display(None))
        next_replay_to = rules.replay_goes_to(after.rounds)
        if next_replay_to is not None:  # warn before the ruling decides the round
            self.step()
            self.say(
                tr(
                    "Replayed twice in a row: if every card burns again, the round goes to {team}",
                    team=team_name(next_replay_to),
                ),
                TEAM_TEXT[next_replay_to],
                2.0,
            )
        self.show_later(after)

    def _set_won(self, event: Any, shown: Any) -> Any:
        """A banner and a medal that rises in the middle and flies to the team's panel."""
        self.step()
        self.cue(self.team_cue(event.team))
        self.say(
            tr(
                "{team} win set {number} and take a medal!",
                team=team_name(event.team),
                number=shown.set_number,
            ),
            TEAM_TEXT[event.team],
            2.0,
        )
        big = max(24, self.table_h // 3)
        small = self._medal_radius()
        index = event.medals[event.team] - 1
        end = pygame.Rect(0, 0, 0, 0)
        end.center = self.medal_centre(event.team, index)
        start = pygame.Rect(0, 0, 0, 0)
        start.center = (self.cx, self.cy)
        self.launch(
            Fx("medal", None, start, end, team=event.team, big=big, small=small), 1.8, easing=linear
        )
        medals = dataclasses.replace(shown, medals=event.medals)
        self.show_later(medals)
        self.launch(Fx("ring", None, end, colour=GOLD, radius=small), 0.5)
        return medals

    def _new_set(self, shown: Any, after: Any, number: int) -> None:
        """The cards left in hand are gathered, then everyone's eight are dealt again."""
        self.step()
        empty = dataclasses.replace(shown, hands=((),) * 4)
        self.timeline.also(lambda: setattr(self, "obs", empty))
        for seat in rules.SEATS:
            hand = shown.hands[seat]
            for card, rect in zip(hand, self.hand_rects(seat, len(hand)), strict=True):
                self.launch(Flight(card, rect, self.deck_rect), 0.45)
        self._deal(after, number, first=False)

    def _deal(self, obs: Any, number: int, first: bool) -> None:
        """Every seat's eight cards fly out from the middle of the table, round by round."""
        self.step()
        self.cue("shuffle")
        if first:
            self.say(
                tr("Set {number}: everyone holds their 8 cards", number=number),
                self.app.assets.colour("text"),
                1.6,
            )
        else:
            self.say(tr("Set {number}: fresh hands for everyone", number=number), GOLD, 1.6)

        def show() -> None:
            self.obs = obs
            self.app.dirty = True

        self.timeline.also(show)
        self.cue("deal")
        order = [self.seat_at(p) for p in (LEFT, TOP, RIGHT, BOTTOM)]
        dealt = 0
        for i in range(8):
            for seat in order:
                hand = obs.hands[seat]
                if i >= len(hand):
                    continue
                rect = self.hand_rects(seat, len(hand))[i]
                self.launch(
                    Flight(None, self.deck_rect, rect, flip_to=hand[i], flip=True),
                    0.4,
                    delay=0.035 * dealt,
                    hide=[self.hand_key(obs, seat, hand[i])],
                    hide_now=first,
                )
                dealt += 1

    # -- the end -------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        obs = self.match.state.observe(self.viewer)
        lines = [
            tr(
                "Medals: Red {red} – Black {black}",
                red=obs.medals[rules.RED],
                black=obs.medals[rules.BLACK],
            )
        ]
        for team in (rules.RED, rules.BLACK):
            a, b = rules.TEAM_SEATS[team]
            lines.append(
                tr(
                    "{team}: {first} & {second}",
                    team=team_name(team),
                    first=self.name(a),
                    second=self.name(b),
                )
            )
        scores: dict[int, list[int]] = {}
        replays: dict[int, int] = {}
        for record in obs.rounds:
            tally = scores.setdefault(record.set_number, [0, 0])
            if record.winner is None:
                replays[record.set_number] = replays.get(record.set_number, 0) + 1
            else:
                tally[rules.TEAM_NAMES.index(record.winner)] += 1
        for set_number, (red, black) in sorted(scores.items()):
            winner = team_name(rules.RED if red > black else rules.BLACK)
            if replays.get(set_number):
                line = trn(
                    "Set {number}: Red {red} – Black {black} ({team}) · {count} round replayed",
                    "Set {number}: Red {red} – Black {black} ({team}) · {count} rounds replayed",
                    replays[set_number],
                    number=set_number,
                    red=red,
                    black=black,
                    team=winner,
                    count=replays[set_number],
                )
            else:
                line = tr(
                    "Set {number}: Red {red} – Black {black} ({team})",
                    number=set_number,
                    red=red,
                    black=black,
                    team=winner,
                )
            lines.append(line)
        for team in (rules.RED, rules.BLACK):
            held = " · ".join(
                tr(
                    "{name}: {cards}",
                    name=self.name(s),
                    cards=" ".join(short_label(c) for c in obs.hands[s]) or "—",
                )
                for s in rules.TEAM_SEATS[team]
            )
            lines.append(tr("Cards left ({team}): {cards}", team=team_name(team), cards=held))
        return lines


def _ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2
