"""The Polar Pairs table: every seat's 2x2 grid of cards around an ice floe, the stock and the
discard pile in the middle.

The viewer sits at the bottom with a large grid, near row nearest them; the other seats follow
clockwise to the viewer's left (seat numbers rise clockwise, "left" is the next seat). Every
grid is laid out from its own seat's point of view: its near row is the row nearest its edge of
the table, its slot 0 on its own left of the far row. Cards stay upright so they can be read.

The peek (a seat's two near cards before its first action of the round) is drawn face up with an
icy glow and a "Remember these!" label; the cards turn back down after the first action.

A turn is a two-step choice for a person: click the discard pile (then a face-down card to take
it into), or the stock; after drawing, click a face-down card to keep the drawn card there, or
"Flip a card instead" and then the face-down card to turn up.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import Any, ClassVar

import pygame

from ...engine.core import Event, Seat
from ...engine.games import polar as rules
from ...i18n import N_, join_list, number, tr, trc, trn
from ...i18n import number as localized
from ..core.tween import Tween, ease_in_out_cubic, ease_out_cubic, linear
from ..core.widgets import Button, draw_text, mirror_x, panel, rounded_layer, rtl
from .legacy import Flight, SlotDraw, TableScene, Target

_SAME = object()  # "no flip": the card keeps the side it starts with

ICE = (150, 222, 255)
GOLD = (255, 206, 84)
PAIR_COLOURS = ((120, 220, 255), (255, 150, 200), (170, 240, 140))
WILD_COLOUR = (205, 160, 255)

# Where the other seats sit, clockwise from the viewer's left: (side, x as a share of width).
SEAT_PLACES: dict[int, tuple[tuple[str, float], ...]] = {
    2: (("top", 0.5),),
    3: (("top", 0.3), ("top", 0.7)),
    4: (("left", 0.0), ("top", 0.5), ("right", 0.0)),
    5: (("left", 0.0), ("top", 0.34), ("top", 0.66), ("right", 0.0)),
    6: (("left", 0.0), ("top", 0.27), ("top", 0.5), ("top", 0.73), ("right", 0.0)),
}

# A grid from its own seat's point of view: slot -> (x, y) with x to the seat's right and y
# towards the seat (0, 1 the far row; 2, 3 the near row).
GRID = ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5))


def _turned(side: str, x: float, y: float) -> tuple[float, float]:
    """Screen offsets of a grid position for a seat on `side` (its near row towards its edge)."""
    if side == "top":
        return -x, -y
    if side == "left":
        return -y, x
    if side == "right":
        return y, -x
    return x, y


CARD_NAMES = {
    "-5": N_("−5"),
    "10B": N_("polar-bear 10"),
    "10O": N_("snowy-owl 10"),
    "10P": N_("penguin 10"),
    "W": N_("wild card"),
}


def card_name(card: str | None) -> str:
    """A card as people say it."""
    if card is None:
        return tr("a card")
    if card in CARD_NAMES:
        return tr(CARD_NAMES[card])
    return number(int(card)) if card.isdigit() else card


def signed(value: int) -> str:
    if value > 0:
        return f"+{number(value)}"
    if value < 0:
        return f"−{number(-value)}"
    return number(0)


def total_text(value: int) -> str:
    return f"−{number(-value)}" if value < 0 else number(value)


def scoring_marks(hand: Sequence[str | None]) -> dict[int, tuple[int, int, int]]:
    """The slots to highlight when a finished hand is scored, with their colour: cards that
    cancel (pairs and triples of a kind), a wild with the card it copies, four of a kind."""
    cards = [c for c in hand if c is not None]
    if len(cards) != rules.SLOTS:
        return {}
    if rules.is_four_of_a_kind(cards):
        return dict.fromkeys(range(rules.SLOTS), GOLD)
    marks: dict[int, tuple[int, int, int]] = {}
    group = 0
    lone: list[int] = []
    for kind in dict.fromkeys(cards):
        if kind == rules.WILD:
            continue
        where = [i for i, c in enumerate(cards) if c == kind]
        if kind != rules.MINUS_FIVE and len(where) >= 2:
            for i in where:
                marks[i] = PAIR_COLOURS[group % len(PAIR_COLOURS)]
            group += 1
        elif kind != rules.MINUS_FIVE:
            lone.extend(where)
    if rules.WILD in cards:
        wild = cards.index(rules.WILD)
        marks[wild] = WILD_COLOUR
        best = max(lone, key=lambda i: rules.POINTS[cards[i]], default=None)
        if best is not None and rules.POINTS[cards[best]] > 5:
            marks[best] = WILD_COLOUR  # the wild copies the highest lone card
    return marks


class _Tick:
    value = 0.0


class PolarTable(TableScene):
    game = "polar"

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        self.selection: str | None = None  # "take" (a discard picked) or "flip" (after a draw)
        self.show_scores = False
        self.standins: dict[Hashable, str | None] = {}  # slots drawn as they were, until a flight
        self.stock_extra = 0.0  # cards shown in the stock beyond the observation (a deal)
        self.badges: dict[Seat, tuple[str, tuple[int, int, int]]] = {}
        self.glows: dict[tuple[Seat, int], tuple[int, int, int]] = {}
        self.tally: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        self.tally_t = 1.0
        self.deferred_sounds = False
        self.instant_winners: tuple[Seat, ...] = ()
        self.mode_button = Button(tr("Flip a card instead"), lambda: None)
        self.scores_button = Button(tr("Score table (S)"), self.toggle_scores)
        self.dealer_known = True  # False while the first dealer is being drawn for
        self.slot_rects: dict[Seat, list[pygame.Rect]] = {}
        self.grid_rects: dict[Seat, pygame.Rect] = {}
        self.held_rects: dict[Seat, pygame.Rect] = {}
        self.sides: dict[Seat, str] = {}
        self._peek_pending: tuple[int, Any] | None = None

    # -- layout --------------------------------------------------------------------------------
    def anchor(self) -> Seat:
        """The seat drawn at the bottom: the viewer (a spectator sees from the first person)."""
        if self.viewer >= 0:
            return self.viewer
        humans = self.match.humans()
        return humans[0] if humans else 0

    def compute_layout(self, size: tuple[int, int]) -> None:
        width, height = size
        n = self.match.state.n_seats
        top = max(34, height // 20) + 16 + max(6, height // 80)  # below the top bar
        margin = max(10, height // 60)
        spacing = max(8, height // 70)
        self.name_font_px = max(13, height // 46)
        self.small_font_px = max(11, height // 58)
        plate_h = int(self.name_font_px * 1.7)
        label_h = self.small_font_px + 10
        fixed = plate_h + 6 + label_h + 2 * spacing + 2
        # a seat's zone is its grid and a padding of 1/14 card all round; from the top: the
        # zones of the seats across the table and their name plates, the piles (1.1x), the
        # viewer's zone (1.45x)
        zone = 2 + 1 / 12 + 1 / 7
        small = (height - top - fixed) / (zone + 1.1 + 1.45 * zone)
        small = int(min(small, width / (11 if n >= 5 else 9)))
        self.card_h = small
        self.own_h = int(small * 1.45)
        self.pile_h = int(small * 1.1)
        self.plate_h = plate_h
        self.margin = margin

        anchor = self.anchor()
        self.slot_rects, self.grid_rects, self.held_rects, self.sides = {}, {}, {}, {}
        # the viewer: a big grid at the bottom, centred
        own_w = self.card_size(self.own_h)[0]
        own_gap = max(6, self.own_h // 12)
        own_pad = self.own_h // 14
        grid_w, grid_h = 2 * own_w + own_gap, 2 * self.own_h + own_gap
        own_grid = pygame.Rect(0, 0, grid_w, grid_h)
        own_grid.midbottom = (width // 2, height - own_pad - 2)
        self._place_grid(anchor, "bottom", own_grid.center, self.own_h, own_gap)
        held = pygame.Rect(0, 0, own_w, self.own_h)
        held.topleft = (own_grid.right + own_pad + own_gap * 3, own_grid.top + own_gap)
        self.held_rects[anchor] = held
        bh = max(30, height // 22)
        self.mode_rect = pygame.Rect(0, 0, max(held.width + 60, bh * 5), bh)
        self.mode_rect.topleft = (held.left, held.bottom + own_gap * 2)

        # the others
        w = self.card_size(small)[0]
        gap = max(4, small // 12)
        pad = small // 14
        gw, gh = 2 * w + gap, 2 * small + gap
        top_bottom = top + 2 * pad + gh + plate_h + 6
        own_top = own_grid.top - own_pad
        centre_y = (top_bottom + own_top) // 2 - label_h // 2
        self.centre = (width // 2, centre_y)
        for k, (side, share) in enumerate(SEAT_PLACES[n], start=1):
            seat = (anchor + k) % n
            if side == "top":
                centre = (int(width * share), top + pad + gh // 2)
            elif side == "left":
                centre = (margin + pad + gw // 2, centre_y)
            else:
                centre = (width - margin - pad - gw // 2, centre_y)
            self._place_grid(seat, side, centre, small, gap)
            grid = self.grid_rects[seat]
            hold = pygame.Rect(0, 0, w, small)
            if side == "right":
                hold.midright = (grid.left - gap * 3, grid.centery)
            else:
                hold.midleft = (grid.right + gap * 3, grid.centery)
            self.held_rects[seat] = hold

        # the piles on the ice floe
        pw = self.card_size(self.pile_h)[0]
        self.stock_rect = pygame.Rect(0, 0, pw, self.pile_h)
        self.discard_rect = pygame.Rect(0, 0, pw, self.pile_h)
        self.stock_rect.midright = (width // 2 - pw // 4, centre_y)
        self.discard_rect.midleft = (width // 2 + pw // 4, centre_y)
        floe_h = min(int(self.pile_h * 1.6), own_top - top_bottom)
        self.floe = pygame.Rect(0, 0, int(pw * 4.6), floe_h)
        self.floe.center = (width // 2, (top_bottom + own_top) // 2)

        # the corner panel: round, dealer, how hands score, the score table's switch
        font = self.app.font(self.name_font_px + 2, bold=True)
        small_font = self.app.font(self.small_font_px)
        self.info_lines = [
            tr("Lowest total wins"),
            tr("Pairs cancel · −5 always counts"),
            tr("★ is wild · four alike wins at once"),
        ]
        text_w = max(small_font.size(t)[0] for t in self.info_lines)
        info_w = max(font.size(tr("Round 10 of 10"))[0], text_w) + 24
        button_h = max(26, height // 26)
        if height < 600 or margin + info_w > own_grid.left - own_w:  # no room for reminders
            self.info_lines = []
        info_h = (
            font.get_height()
            + (len(self.info_lines) + 1) * (small_font.get_linesize() + 1)
            + button_h
            + 26
        )
        self.info_rect = pygame.Rect(margin, height - margin - info_h, info_w, info_h)
        self.scores_rect = pygame.Rect(0, 0, info_w - 24, button_h)
        self.scores_rect.midbottom = (self.info_rect.centerx, self.info_rect.bottom - 8)

    def _place_grid(
        self, seat: Seat, side: str, centre: tuple[int, int], card_h: int, gap: int
    ) -> None:
        w = self.card_size(card_h)[0]
        rects = []
        for x, y in GRID:
            dx, dy = _turned(side, x, y)
            rect = pygame.Rect(0, 0, w, card_h)
            rect.center = (
                round(centre[0] + dx * (w + gap)),
                round(centre[1] + dy * (card_h + gap)),
            )
            rects.append(rect)
        self.slot_rects[seat] = rects
        self.grid_rects[seat] = rects[0].unionall(rects[1:])
        self.sides[seat] = side

    def set_viewer(self, seat: Seat) -> None:
        super().set_viewer(seat)
        self.standins.clear()
        self.compute_layout(self.size)

    def toggle_scores(self) -> None:
        self.show_scores = not self.show_scores
        self.app.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.scores_rect.collidepoint(event.pos)
        ):
            self.toggle_scores()
            return True
        return super().handle_event(event)

    # -- reading the observation ---------------------------------------------------------------
    def mover(self, obs: Any) -> Seat | None:
        """Whose turn it is: turns go clockwise from the dealer's left, dealer last."""
        n = len(obs.slots)
        done = sum(obs.turns)
        if self.match.is_over() or done >= rules.SLOTS * n:
            return None
        if obs.drawer is not None:
            return obs.drawer
        return (obs.dealer + 1 + done) % n

    def peeking(self, obs: Any) -> bool:
        """Whether the viewer's near row is shown only because they may still peek."""
        seat = obs.seat
        return (
            seat >= 0
            and not self.match.is_over()
            and obs.turns[seat] == 0
            and obs.drawer != seat
            and all(obs.slots[seat][i] is not None for i in rules.NEAR_ROW)
        )

    def shown_total(self, obs: Any, seat: Seat) -> int:
        if self.tally is not None:
            old, new = self.tally
            return round(old[seat] + (new[seat] - old[seat]) * self.tally_t)
        return obs.totals[seat]

    # -- what is on the table ------------------------------------------------------------------
    def slots(self, obs: Any) -> dict[Hashable, SlotDraw]:
        drawn: dict[Hashable, SlotDraw] = {}
        r = obs.round
        choosing = self.may_act() and (self.selection is not None or obs.drawer == self.viewer)
        for seat, rects in self.slot_rects.items():
            if seat >= len(obs.slots):
                continue
            for i, rect in enumerate(rects):
                key = ("slot", r, seat, i)
                card = obs.slots[seat][i]
                if key in self.standins:
                    card = self.standins[key]
                dim = choosing and seat == self.viewer and card is not None
                drawn[key] = SlotDraw(rect, card, dim=dim)
        if obs.stock_size + round(self.stock_extra) > 0:
            drawn["stock"] = SlotDraw(self.stock_rect, None)
        if obs.discard_top is not None:
            key = ("discard", r)
            drawn[key] = SlotDraw(
                self.discard_rect,
                self.standins.get(key, obs.discard_top),
                lifted=self.selection == "take" and self.may_act(),
            )
        if obs.drawer is not None and obs.drawer in self.held_rects:
            drawn[("drawn", r)] = SlotDraw(
                self.held_rects[obs.drawer],
                obs.drawn,
                dim=self.selection == "flip" and self.may_act(),
                lifted=obs.drawer == self.viewer,
            )
        return drawn

    def _visible(self, key: Hashable) -> bool:
        return key not in self.hidden and key not in self.standins

    def draw_decor(self, surface: pygame.Surface, obs: Any) -> None:
        colour = self.app.assets.colour
        mover = self.mover(obs)
        r = obs.round
        for seat, grid in self.grid_rects.items():
            pad = 2 * (self.slot_rects[seat][0].height // 14)
            zone = grid.inflate(pad, pad)
            if seat == mover and not self.timeline.busy and not self.may_act():
                pygame.draw.rect(surface, colour("accent"), zone, 3, border_radius=14)
        # highlights behind cards: the peek, the pairs of a scored hand
        if self.peeking(obs) and obs.seat in self.slot_rects:
            keys = [("slot", r, obs.seat, i) for i in rules.NEAR_ROW]
            if all(self._visible(k) for k in keys):
                for i in rules.NEAR_ROW:
                    self._glow(surface, self.slot_rects[obs.seat][i], ICE, 5)
                self._peek_label(surface, obs.seat)
        for (seat, slot), tint in self.glows.items():
            if seat in self.slot_rects:
                self._glow(surface, self.slot_rects[seat][slot], tint, 4)
        if obs.drawer is not None and obs.drawer == obs.seat and self._visible(("drawn", r)):
            hold = self.held_rects[obs.drawer].move(0, -self.held_rects[obs.drawer].height // 8)
            self._glow(surface, hold, colour("accent"), 3)
        self._draw_piles(surface, obs)
        for seat in self.grid_rects:
            self._draw_plate(surface, obs, seat, seat == mover)
        self._draw_info(surface, obs)
        for seat, (text, tint) in self.badges.items():
            self._draw_badge(surface, seat, text, tint)
        self._draw_mode_button(surface, obs)

    def draw_static(self, surface: pygame.Surface) -> None:
        """The ice floe and each seat's zone depend only on the layout."""
        self._draw_floe(surface)
        for seat, grid in self.grid_rects.items():
            pad = 2 * (self.slot_rects[seat][0].height // 14)
            zone = grid.inflate(pad, pad)
            surface.blit(rounded_layer(zone.size, (6, 24, 40, 90), 14), zone)

    def _draw_floe(self, surface: pygame.Surface) -> None:
        floe = self.floe
        layer = pygame.Surface(floe.size, pygame.SRCALPHA)
        pygame.draw.ellipse(layer, (200, 235, 255, 34), layer.get_rect())
        pygame.draw.ellipse(layer, (220, 245, 255, 70), layer.get_rect(), 2)
        inner = layer.get_rect().inflate(-floe.width // 8, -floe.height // 6)
        pygame.draw.ellipse(layer, (220, 245, 255, 22), inner)
        surface.blit(layer, floe)

    def _glow(
        self, surface: pygame.Surface, rect: pygame.Rect, tint: tuple[int, int, int], size: int
    ) -> None:
        spread = max(6, rect.height // 9) + size
        box = rect.inflate(spread * 2, spread * 2)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        steps = 6
        for step in range(steps):
            inset = step * spread // steps
            alpha = 30 + step * 22
            pygame.draw.rect(
                layer,
                (*tint, alpha),
                layer.get_rect().inflate(-2 * inset, -2 * inset),
                border_radius=max(6, rect.width // 8) + spread - inset,
            )
        surface.blit(layer, box)

    def _peek_label(self, surface: pygame.Surface, seat: Seat) -> None:
        near = self.slot_rects[seat][2].union(self.slot_rects[seat][3])
        font = self.app.font(self.name_font_px, bold=True)
        small = self.app.font(self.small_font_px)
        title = tr("Remember these!")
        note = tr("They turn face down after your first move")
        left = near.right + self.own_h // 5
        max_w = max(80, self.size[0] - left - self.margin)
        box_w = min(max_w, max(font.size(title)[0] + 50, small.size(note)[0] + 20))
        box = pygame.Rect(0, 0, box_w, font.get_height() + small.get_height() + 18)
        box.midleft = (left, near.centery)
        panel(surface, box, self.app, alpha=200, radius=12)
        pygame.draw.rect(surface, ICE, box, 2, border_radius=12)
        # a little eye, before the words in the reading direction
        eye = pygame.Rect(0, 0, font.get_height() * 1.4, font.get_height() * 0.8)
        eye.midleft = (box.left + 10, box.top + 8 + font.get_height() // 2)
        title_x = eye.right + 8
        if rtl():
            eye.midright = (box.right - 10, eye.centery)
        pygame.draw.ellipse(surface, ICE, eye, 2)
        pygame.draw.circle(surface, ICE, eye.center, max(2, eye.height // 3))
        draw_text(
            surface,
            font,
            title,
            (title_x, eye.centery),
            ICE,
            "midleft",
            max_width=box.width - eye.width - 24,
            box=box,
            mirror=box,
        )
        draw_text(
            surface,
            small,
            note,
            (box.centerx, box.bottom - 6),
            self.app.assets.colour("muted"),
            "midbottom",
            shadow=False,
            max_width=box.width - 12,
            box=box,
        )

    def _draw_piles(self, surface: pygame.Surface, obs: Any) -> None:
        colour = self.app.assets.colour
        small = self.app.font(self.small_font_px)
        stock = obs.stock_size + round(self.stock_extra)
        for i in range(min(5, stock // 8), 0, -1):  # the stock's thickness
            self.draw_card(surface, None, self.stock_rect.move(-2 * i, -2 * i))
        hidden_top = int(("discard", obs.round) in self.hidden)
        depth = obs.discard_size - 1 if obs.discard_top is not None else 0
        edge = self.discard_rect
        for i in range(min(4, (depth + 1) // 2), 0, -1):  # the pile's depth: card edges
            offset = (2 if i % 2 else -1) * i, i + i // 2
            rect = edge.move(offset)
            radius = max(4, rect.width // 12)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
            pygame.draw.rect(surface, (236, 244, 250), rect, border_radius=radius)
            pygame.draw.rect(surface, (120, 150, 175), rect, 1, border_radius=radius)
        if obs.discard_top is None:
            pygame.draw.rect(surface, (220, 240, 255), edge, 2, border_radius=max(4, edge.w // 12))
        y = self.stock_rect.bottom + 10
        draw_text(
            surface,
            small,
            tr("Stock · {count}", count=stock),
            (self.stock_rect.centerx, y),
            colour("muted"),
            "midtop",
        )
        draw_text(
            surface,
            small,
            tr("Discard · {count}", count=max(0, obs.discard_size - hidden_top)),
            (self.discard_rect.centerx, y),
            colour("muted"),
            "midtop",
        )

    def _draw_plate(self, surface: pygame.Surface, obs: Any, seat: Seat, moving: bool) -> None:
        colour = self.app.assets.colour
        font = self.app.font(self.name_font_px, bold=True)
        small = self.app.font(self.small_font_px, bold=True)
        name = self.name(seat)
        total = tr("{total} pts", total=total_text(self.shown_total(obs, seat)))
        chip = seat == obs.dealer and self.dealer_known
        chip_d = font.get_height()
        name_w = min(font.size(name)[0], self.card_h * 2)
        total_w = small.size(total)[0] + 14
        inner = (chip_d + 6 if chip else 0) + name_w + 8 + total_w
        box = pygame.Rect(0, 0, inner + 20, int(self.name_font_px * 1.7))
        grid = self.grid_rects[seat]
        if self.sides[seat] == "bottom":
            box.midright = (grid.left - self.own_h // 5, self.slot_rects[seat][0].centery)
        else:
            box.midtop = (grid.centerx, grid.bottom + grid.height // 14 + 4)
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        panel(surface, box, self.app, alpha=190, radius=box.height // 2)
        if moving and not self.timeline.busy:
            pygame.draw.rect(surface, colour("accent"), box, 2, border_radius=box.height // 2)
        x = box.left + 10
        if chip:  # the plate reads in the reader's direction: dealer chip, name, points
            centre = (x + chip_d // 2, box.centery)
            if rtl():
                centre = (int(mirror_x(centre[0], box)), centre[1])
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), chip_d // 2)
            pygame.draw.circle(surface, (250, 250, 245), centre, chip_d // 2)
            pygame.draw.circle(surface, (40, 90, 150), centre, chip_d // 2, 2)
            draw_text(
                surface,
                self.app.font(max(9, chip_d * 3 // 5), bold=True),
                tr("D"),
                centre,
                (30, 70, 130),
                "center",
                shadow=False,
            )
            x += chip_d + 6
        draw_text(
            surface,
            font,
            name,
            (x, box.centery),
            colour("accent") if moving else colour("text"),
            "midleft",
            max_width=name_w,
            box=box,
            mirror=box,
        )
        pill = pygame.Rect(0, 0, total_w, small.get_height() + 4)
        if rtl():
            pill.midleft = (box.left + 8, box.centery)
        else:
            pill.midright = (box.right - 8, box.centery)
        pygame.draw.rect(surface, (20, 60, 90), pill, border_radius=pill.height // 2)
        draw_text(surface, small, total, pill.center, ICE, "center", shadow=False, box=box)

    def _draw_info(self, surface: pygame.Surface, obs: Any) -> None:
        colour = self.app.assets.colour
        font = self.app.font(self.name_font_px + 2, bold=True)
        small = self.app.font(self.small_font_px)
        box = self.info_rect
        panel(surface, box, self.app, alpha=170, radius=12)
        y = box.top + 8
        draw_text(
            surface,
            font,
            tr("Round {round} of {rounds}", round=obs.round, rounds=obs.rounds),
            (box.left + 12, y),
            colour("accent"),
            max_width=box.width - 20,
            box=box,
            mirror=box,
        )
        y += font.get_height() + 2
        dealer = self.name(obs.dealer) if self.dealer_known else "…"
        lines = [tr("Dealer: {name}", name=dealer), *self.info_lines]
        for line in lines:
            draw_text(
                surface,
                small,
                line,
                (box.left + 12, y),
                colour("muted"),
                shadow=False,
                max_width=box.width - 20,
                box=box,
                mirror=box,
            )
            y += small.get_linesize() + 1
        button = self.scores_button
        button.label = tr("Hide scores (S)") if self.show_scores else tr("Score table (S)")
        button.rect = self.scores_rect
        button.selected = self.show_scores
        button.hovered = self.scores_rect.collidepoint(pygame.mouse.get_pos())
        button.draw(surface, self.app)

    def _draw_badge(
        self, surface: pygame.Surface, seat: Seat, text: str, tint: tuple[int, int, int]
    ) -> None:
        hold = self.held_rects.get(seat)
        if hold is None:
            return
        font = self.app.font(max(16, hold.height // 3), bold=True)
        text_w, text_h = font.size(text)
        box = pygame.Rect(0, 0, text_w + font.get_height(), text_h + font.get_height() // 3)
        box.center = hold.center
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 4), border_radius=box.height // 2)
        pygame.draw.rect(surface, tint, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, (255, 255, 255), box, 2, border_radius=box.height // 2)
        draw_text(surface, font, text, box.center, (20, 24, 30), "center", shadow=False, box=box)

    def _draw_mode_button(self, surface: pygame.Surface, obs: Any) -> None:
        if not self.may_act() or obs.drawer != self.viewer:
            return
        flipping = self.selection == "flip"
        hold = self.held_rects[self.viewer]
        small = self.app.font(self.small_font_px, bold=True)
        draw_text(
            surface,
            small,
            tr("To the discard pile") if flipping else tr("You drew"),
            (hold.centerx, hold.top - hold.height // 8 - 6),
            self.app.assets.colour("muted" if flipping else "accent"),
            "midbottom",
        )
        button = self.mode_button
        button.label = tr("Keep it instead") if flipping else tr("Flip a card instead")
        button.rect = self.mode_rect
        button.selected = flipping
        button.hovered = self.mode_rect.collidepoint(pygame.mouse.get_pos())
        button.draw(surface, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for (seat, slot), tint in self.glows.items():
            if seat in self.slot_rects:
                rect = self.slot_rects[seat][slot].inflate(6, 6)
                pygame.draw.rect(surface, tint, rect, 3, border_radius=max(6, rect.width // 9))
        if self.show_scores:
            self._draw_score_table(surface, self.obs)

    def _draw_score_table(self, surface: pygame.Surface, obs: Any) -> None:
        colour = self.app.assets.colour
        n = len(obs.totals)
        width, height = self.size
        font = self.app.font(self.small_font_px + 1)
        bold = self.app.font(self.small_font_px + 1, bold=True)
        line = font.get_linesize() + 3
        col = max(54, min(96, (width // 2) // n))
        first = bold.size(tr("Round"))[0] + 16
        box = pygame.Rect(0, 0, first + col * n + 24, line * (obs.rounds + 2) + 54)
        box.topright = (width - self.margin, self.hud_height + 6)
        if box.bottom > height - self.margin:
            box.height = height - self.margin - box.top
        panel(surface, box, self.app, alpha=250)
        x0, y = box.left + 12, box.top + 10
        draw_text(surface, bold, tr("Score table"), (box.centerx, y), colour("accent"), "midtop")
        y += line + 6
        # the columns read in the reader's direction: rounds first, then the seats
        draw_text(
            surface, bold, tr("Round"), (x0, y), colour("muted"), shadow=False, mirror=box, box=box
        )
        for s in range(n):
            draw_text(
                surface,
                bold,
                self.name(s),
                (x0 + first + col * s + col // 2, y),
                colour("text"),
                "midtop",
                shadow=False,
                max_width=col - 6,
                mirror=box,
                box=box,
            )
        y += line
        pygame.draw.line(surface, colour("panel_edge"), (x0, y - 2), (box.right - 12, y - 2))
        for number_ in range(1, obs.rounds + 1):
            if y + line * 2 > box.bottom:
                break
            current = number_ == obs.round and len(obs.scores) < number_
            if current:
                band = pygame.Rect(box.left + 4, y - 1, box.width - 8, line)
                pygame.draw.rect(surface, (40, 80, 110), band, border_radius=6)
            draw_text(
                surface,
                font,
                localized(number_),
                (x0 + 4, y),
                colour("muted"),
                shadow=False,
                mirror=box,
                box=box,
            )
            if number_ <= len(obs.scores):
                row = obs.scores[number_ - 1]
                for s, score in enumerate(row):
                    tint = colour("good") if score == min(row) else colour("text")
                    if score == max(row) and score != min(row):
                        tint = colour("danger")
                    draw_text(
                        surface,
                        font,
                        signed(score),
                        (x0 + first + col * s + col // 2, y),
                        tint,
                        "midtop",
                        shadow=False,
                        mirror=box,
                        box=box,
                    )
            y += line
        pygame.draw.line(surface, colour("panel_edge"), (x0, y + 1), (box.right - 12, y + 1))
        y += 5
        draw_text(
            surface, bold, tr("Total"), (x0, y), colour("accent"), shadow=False, mirror=box, box=box
        )
        low = min(obs.totals)
        for s in range(n):
            draw_text(
                surface,
                bold,
                total_text(self.shown_total(obs, s)),
                (x0 + first + col * s + col // 2, y),
                colour("good") if obs.totals[s] == low else colour("text"),
                "midtop",
                shadow=False,
                mirror=box,
                box=box,
            )

    def status_line(self, obs: Any) -> str:
        if self.match.is_over():
            return tr("The game is over.")
        mover = self.mover(obs)
        if mover is None:
            return ""
        if mover != self.viewer or not self.may_act():
            if obs.drawer == mover:
                return tr("{name} drew a card and is deciding", name=self.name(mover))
            return tr("{name}'s turn", name=self.name(mover))
        if obs.drawer == self.viewer:
            card = card_name(obs.drawn)
            if self.selection == "flip":
                return tr("Pick a face-down card to turn up; the {card} is discarded.", card=card)
            return tr("You drew the {card}: put it on a face-down card, or flip one.", card=card)
        top = card_name(obs.discard_top)
        if self.selection == "take":
            return tr("Pick a face-down card to swap for the {card}.", card=top)
        return tr("Your turn: take the {card} from the discard pile, or draw.", card=top)

    # -- acting --------------------------------------------------------------------------------
    def reset_selection(self) -> None:
        self.selection = None

    def reset_selection_on_click(self) -> bool:
        if self.selection is None:
            return False
        self.selection = None
        return True

    def _choose(self, mode: str | None) -> None:
        self.selection = mode
        if self.focus >= 0:
            self.focus = 0  # the keyboard goes on to the slots that are now offered
        self.app.dirty = True

    def _slot_target(self, slot: int, action: str, label: str) -> Target:
        target = Target(self.slot_rects[self.viewer][slot], label, lambda: self.act(action))
        target.action = action  # type: ignore[attr-defined]
        return target

    def targets(self, obs: Any, legal: Sequence[str]) -> list[Target]:
        if self.viewer not in self.slot_rects:
            return []
        found: list[Target] = []
        if obs.drawer == self.viewer:
            flips = [a for a in legal if a.startswith("flip ")]
            verb = "flip" if self.selection == "flip" and flips else "keep"
            card = card_name(obs.drawn)
            for action in legal:
                if action.startswith(verb + " "):
                    slot = int(action.split()[1])
                    label = (
                        tr("Turn up this card")
                        if verb == "flip"
                        else tr("Put the {card} here", card=card)
                    )
                    found.append(self._slot_target(slot, action, label))
            if flips:
                flipping = verb == "flip"
                mode = Target(
                    self.mode_rect,
                    tr("Keep it instead") if flipping else tr("Flip a card instead"),
                    lambda: self._choose(None if flipping else "flip"),
                    selected=flipping,
                )
                mode.leads_to = () if flipping else tuple(flips)  # type: ignore[attr-defined]
                found.append(mode)
            return found
        takes = [a for a in legal if a.startswith("take ")]
        top = card_name(obs.discard_top)
        if self.selection == "take" and takes:
            for action in takes:
                slot = int(action.split()[1])
                label = tr("Put the {card} here", card=top)
                found.append(self._slot_target(slot, action, label))
            cancel = Target(
                self.discard_rect,
                tr("Leave the {card}", card=top),
                lambda: self._choose(None),
                selected=True,
            )
            cancel.leads_to = ()  # type: ignore[attr-defined]
            found.append(cancel)
        elif takes:
            pick = Target(
                self.discard_rect, tr("Take the {card}", card=top), lambda: self._choose("take")
            )
            pick.leads_to = tuple(takes)  # type: ignore[attr-defined]
            found.append(pick)
        if "draw" in legal:
            draw = Target(self.stock_rect, tr("Draw from the stock"), lambda: self.act("draw"))
            draw.action = "draw"  # type: ignore[attr-defined]
            found.append(draw)
        return found

    def target_action(self, target: Target) -> str | None:
        """A target that opens a choice counts as the hinted move it leads to."""
        action = getattr(target, "action", None)
        hint = self.hint
        if action is None and hint is not None and hint.action in getattr(target, "leads_to", ()):
            return hint.action
        return action

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_s:
            self.toggle_scores()
            return True
        if event.key == pygame.K_ESCAPE and self.show_scores:
            self.toggle_scores()
            return True
        return super()._key(event)

    # -- sound ---------------------------------------------------------------------------------
    CUES: ClassVar[dict[type, str]] = {
        rules.Took: "swap",
        rules.Drew: "deal",
        rules.KeptDrawn: "swap",
        rules.Flipped: "flip",
        rules.StockRebuilt: "shuffle",
        rules.RoundDealt: "shuffle",
        rules.DiscardStarted: "flip",
    }

    def sound_for(self, event: Event) -> str | None:
        # What follows the end of a round is heard when the animation gets there (`animate`).
        if isinstance(event, rules.RoundScored):
            self.deferred_sounds = True
        if self.deferred_sounds:
            return None
        return self.CUES.get(type(event))

    def _cue(self, name: str, delay: float = 0.0) -> None:
        """Play a sound cue when the animation reaches this point (plus `delay` seconds)."""

        def play() -> None:
            self.app.sound.play(self.app.assets.sound(name))

        if delay <= 0 or self.timeline.speed == 0:
            self.timeline.also(play)
        else:
            self.timeline.also(Tween(_Tick(), "value", 0, 0, 0, linear, delay=delay, on_done=play))

    def _round_cue(self, winners: Sequence[Seat]) -> str:
        if self.viewer < 0:
            return "round_won"
        return "round_won" if self.viewer in winners else "round_lost"

    # -- animation -----------------------------------------------------------------------------
    def _fly(
        self,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect,
        to: Any = _SAME,
        key: Hashable | None = None,
        stand_in: Any = _SAME,
        seconds: float = 0.4,
        delay: float = 0.0,
    ) -> Flight:
        """A card moving (turning over to `to` on the way, a face or None for its back). `key`
        is the slot it lands on: hidden until it lands, or, with `stand_in`, drawn as
        `stand_in` until the flight starts (a card turned over later in the animation)."""
        flip = to is not _SAME and to != card
        flight = Flight(card, start.copy(), end.copy(), None if to is _SAME else to, flip=flip)
        if key is not None:
            if stand_in is _SAME:
                self.hidden[key] += 1
            else:
                self.standins[key] = stand_in

        def begin() -> None:
            if key is not None and stand_in is not _SAME:
                self.standins.pop(key, None)
                self.hidden[key] += 1
            flight.active = True
            self.flights.append(flight)
            self.app.dirty = True

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            if key is not None:
                self.hidden[key] -= 1
                if self.hidden[key] <= 0:
                    del self.hidden[key]
            self.app.dirty = True

        reduced = self.app.settings.reduced_motion
        tween = Tween(
            flight,
            "t",
            0.0,
            1.0,
            self.duration(seconds),
            ease_in_out_cubic,
            delay=0.0 if reduced else delay,
            on_done=land,
        )
        starter = Tween(flight, "active", True, True, 0.0, linear, on_done=begin)
        self.timeline.also(starter, tween)
        return flight

    def _count(self, start: float, end: float, seconds: float, delay: float = 0.0) -> None:
        """The stock's shown size moves from `start` to `end` extra cards."""
        self.timeline.also(
            Tween(self, "stock_extra", start, end, self.duration(seconds), linear, delay=delay)
        )

    def animate(self, seat: Seat | None, events: Sequence[Event], before: Any, after: Any) -> None:
        if before is None and self.match.actions:  # a resumed game: no opening to replay
            self.banner(tr("Round {round} of {rounds}", round=after.round, rounds=after.rounds))
            return
        scored = next((i for i, e in enumerate(events) if isinstance(e, rules.RoundScored)), None)
        final = None
        if scored is not None and before is not None:
            # keep the finished round on the table (every card up) until it has been scored
            final = self._final_view(before, events[:scored])
            self.obs = final
        shown = final or before or after
        deferred = before is None
        if before is None:
            self.stock_extra = float(rules.SLOTS * len(after.slots) + 1)
        next_dealer = next((e.dealer for e in events if isinstance(e, rules.RoundDealt)), None)
        for event in events:
            if isinstance(event, rules.RoundScored):
                deferred = True
                self._scored(event, events, shown, after, next_dealer)
            elif isinstance(event, rules.DealerDraw):
                self._dealer_draw(event)
            elif isinstance(event, rules.DealerChosen):
                self.timeline.also(self._dealer_now_known)
                self.banner(
                    tr(
                        "{winner} drew the highest card; {dealer} deals first",
                        winner=self.name(event.highest),
                        dealer=self.name(event.seat),
                    ),
                    colour=self.app.assets.colour("accent"),
                )
                self.pause_for(1.0)
            elif isinstance(event, rules.RoundDealt):
                if final is not None:
                    self._collect(final, after)
                self._deal(event, after, deferred)
            elif isinstance(event, rules.DiscardStarted):
                self._discard_started(event, after, deferred)
            elif isinstance(event, rules.Took):
                self._took(event, before, shown)
            elif isinstance(event, rules.Drew):
                self._drew(event, before, shown)
            elif isinstance(event, rules.KeptDrawn):
                self._kept(event, before, shown)
            elif isinstance(event, rules.Flipped):
                self._flipped(event, before, shown)
            elif isinstance(event, rules.StockRebuilt):
                self._rebuilt(event, before)
            elif isinstance(event, rules.InstantWin):
                self._instant_win(event)
            elif isinstance(event, rules.GameOver):
                winners = [self.name(s) for s in event.winners]
                if len(winners) == 1:
                    text = tr("Game over: {name} wins!", name=winners[0])
                else:
                    text = tr("Game over: {names} share the win", names=join_list(winners))
                self.step()
                self.banner(text, colour=self.app.assets.colour("accent"), seconds=2.0)
                self.pause_for(1.2)
        self.deferred_sounds = False

    def _final_view(self, before: Any, moves: Sequence[Event]) -> Any:
        """The table as the round ended: the last move made, every card face up."""
        slots = [list(row) for row in before.slots]
        top, size = before.discard_top, before.discard_size
        for event in moves:
            if isinstance(event, rules.Took):
                slots[event.seat][event.slot] = event.taken
                top = event.replaced
            elif isinstance(event, rules.KeptDrawn):
                slots[event.seat][event.slot] = event.card
                top, size = event.replaced, size + 1
            elif isinstance(event, rules.Flipped):
                slots[event.seat][event.slot] = event.revealed
                top, size = event.discarded, size + 1
        return replace(
            before,
            slots=tuple(tuple(row) for row in slots),
            discard_top=top,
            discard_size=size,
            drawer=None,
            drawn=None,
            turns=(rules.SLOTS,) * len(slots),
        )

    def _was_peeking(self, before: Any, seat: Seat) -> bool:
        return before is not None and seat == before.seat and self.peeking(before)

    def _end_peek(self, before: Any, seat: Seat, skip: int = -1) -> None:
        """The first action of the round: the peeked cards turn back face down."""
        if not self._was_peeking(before, seat):
            return
        for i in rules.NEAR_ROW:
            if i == skip:
                continue
            rect = self.slot_rects[seat][i]
            card = before.slots[seat][i]
            self._fly(card, rect, rect, to=None, key=("slot", before.round, seat, i), seconds=0.35)

    def _dealer_now_known(self) -> None:
        self.dealer_known = True
        self.app.dirty = True

    def _dealer_draw(self, event: Any) -> None:
        self.dealer_known = False
        self.step()
        self.banner(tr("Draw for first dealer: the player right of the highest card deals"))
        cards = []
        for k, seat in enumerate(event.drawers):
            card = event.cards[seat]
            rect = self._seat_card_rect(seat)
            self._fly(None, self.stock_rect, rect, to=card, seconds=0.45, delay=0.12 * k)
            cards.append((card, rect))
        self._cue("deal")
        self.hold(cards, 1.3)
        self.step()
        for card, rect in cards:
            self._fly(card, rect, self.stock_rect, to=None, seconds=0.35)

    def _seat_card_rect(self, seat: Seat) -> pygame.Rect:
        grid = self.grid_rects[seat]
        w, h = self.card_size(self.pile_h)
        return pygame.Rect(grid.centerx - w // 2, grid.centery - h // 2, w, h)

    def _deal(self, event: Any, after: Any, deferred: bool) -> None:
        n = len(event.near)
        r = event.round
        self.step()
        self.banner(
            tr(
                "Round {round} of {rounds}: {name} deals",
                round=r,
                rounds=after.rounds,
                name=self.name(event.dealer),
            )
        )
        if deferred:
            self._cue("shuffle")
        pace = 0.075 if n <= 4 else 0.06
        ticks = bool(self.timeline.speed) and not self.app.settings.reduced_motion
        for i in range(rules.SLOTS * n):
            seat = (event.dealer + 1 + i) % n
            slot = i // n
            rect = self.slot_rects[seat][slot]
            self._fly(
                None,
                self.stock_rect,
                rect,
                key=("slot", r, seat, slot),
                seconds=0.3,
                delay=pace * i,
            )
            if ticks and i % 2 == 0:
                self._cue("deal", delay=pace * i + 0.25)
        cards = rules.SLOTS * n
        self._count(cards + 1, 1, pace * cards + 0.3)
        self._peek_pending = (r, event)

    def _discard_started(self, event: Any, after: Any, deferred: bool) -> None:
        r = after.round
        self.step()
        if deferred:
            self._cue("flip")
        self._fly(
            None,
            self.stock_rect,
            self.discard_rect,
            to=event.card,
            key=("discard", r),
            seconds=0.45,
        )
        self._count(1, 0, 0.3)
        pending = getattr(self, "_peek_pending", None)
        self._peek_pending = None
        if pending is None or pending[0] != r:
            return
        me = self.viewer
        pair = pending[1].near[me] if me >= 0 else None
        if pair is None:
            return
        self.step()
        for i, card in zip(rules.NEAR_ROW, pair, strict=True):
            rect = self.slot_rects[me][i]
            self._fly(
                None,
                rect,
                rect,
                to=card,
                key=("slot", r, me, i),
                stand_in=None,
                seconds=0.45,
                delay=0.1 * (i - 2),
            )
        self.banner(
            self.private(tr("Peek at your two near cards, and remember them!")),
            where=self.slot_rects[me][0].union(self.slot_rects[me][1]).center,
            colour=ICE,
            seconds=2.2,
        )

    def _took(self, event: Any, before: Any, shown: Any) -> None:
        r = shown.round
        seat, slot = event.seat, event.slot
        rect = self.slot_rects[seat][slot]
        seen = before.slots[seat][slot] if before is not None else None
        self.step()
        self._fly(event.taken, self.discard_rect, rect, key=("slot", r, seat, slot), seconds=0.5)
        self._fly(seen, rect, self.discard_rect, to=event.replaced, key=("discard", r), seconds=0.5)
        self._end_peek(before, seat, skip=slot)

    def _drew(self, event: Any, before: Any, shown: Any) -> None:
        r = shown.round
        hold = self.held_rects[event.seat]
        self.step()
        self._fly(None, self.stock_rect, hold, to=event.card, key=("drawn", r), seconds=0.5)
        self._end_peek(before, event.seat)

    def _kept(self, event: Any, before: Any, shown: Any) -> None:
        r = shown.round
        seat, slot = event.seat, event.slot
        rect, hold = self.slot_rects[seat][slot], self.held_rects[seat]
        seen = before.drawn if before is not None else None
        self.step()
        self._fly(seen, hold, rect, to=event.card, key=("slot", r, seat, slot), seconds=0.5)
        self._fly(None, rect, self.discard_rect, to=event.replaced, key=("discard", r), seconds=0.5)

    def _flipped(self, event: Any, before: Any, shown: Any) -> None:
        r = shown.round
        seat, slot = event.seat, event.slot
        rect, hold = self.slot_rects[seat][slot], self.held_rects[seat]
        seen = before.drawn if before is not None else None
        self.step()
        self._fly(
            seen, hold, self.discard_rect, to=event.discarded, key=("discard", r), seconds=0.45
        )
        self._fly(
            None,
            rect,
            rect,
            to=event.revealed,
            key=("slot", r, seat, slot),
            stand_in=None,
            seconds=0.4,
            delay=0.3,
        )

    def _rebuilt(self, event: Any, before: Any) -> None:
        self.step()
        self.banner(tr("The discard pile is shuffled into a new stock"))
        for k in range(min(8, event.size)):
            self._fly(None, self.discard_rect, self.stock_rect, seconds=0.35, delay=0.05 * k)
        self.pause_for(0.3)

    def _instant_win(self, event: Any) -> None:
        """The fourth alike card has just turned up: the four glow gold and the game ends at
        once, the round unscored."""
        self.instant_winners = winners = event.seats
        glows = {(s, slot): GOLD for s in winners for slot in range(rules.SLOTS)}

        def light() -> None:
            self.glows = glows
            self.app.dirty = True

        self.step()
        self.timeline.also(light)
        self._cue(self._round_cue(winners))
        self.banner(
            tr("Four of a kind! {name} wins the game at once", name=self.name(winners[0])),
            colour=GOLD,
            seconds=3.0,
        )
        self.pause_for(2.0)

    def _scored(
        self, event: Any, events: Sequence[Event], shown: Any, after: Any, next_dealer: Any
    ) -> None:
        """All cards up; each hand's score by it with its pairs lit; totals count up; who won
        the round and who deals next."""
        hands = shown.slots
        scores = event.scores
        low, high = min(scores), max(scores)
        lowest = [s for s, v in enumerate(scores) if v == low]
        good, danger = self.app.assets.colour("good"), self.app.assets.colour("danger")
        badges = {}
        for s, value in enumerate(scores):
            tint = good if value == low else (danger if value == high else (235, 240, 245))
            badges[s] = (signed(value), tint)
        glows = {
            (s, slot): tint
            for s, hand in enumerate(hands)
            for slot, tint in scoring_marks(hand).items()
        }
        old, new = tuple(shown.totals), tuple(event.totals)
        scored_view = replace(shown, scores=(*shown.scores, tuple(scores)), totals=new)

        def reveal() -> None:
            self.badges, self.glows = badges, glows
            self.app.dirty = True

        def count_up() -> None:
            self.obs = scored_view
            self.tally = (old, new)
            self.app.dirty = True

        self.step()
        self.timeline.also(reveal)
        self._cue(self._round_cue(lowest))
        self.pause_for(0.7)
        self.timeline.then(count_up)
        self.timeline.also(Tween(self, "tally_t", 0.0, 1.0, self.duration(0.9), ease_out_cubic))
        names = join_list(self.name(s) for s in lowest)
        accent = self.app.assets.colour("accent")
        if len(lowest) == 1:
            self.banner(
                tr(
                    "{name} wins round {round} with {score}",
                    name=names,
                    round=event.round,
                    score=signed(low),
                ),
                colour=good,
                seconds=2.6,
            )
        else:
            self.banner(
                tr(
                    "{names} share round {round} with {score}",
                    names=names,
                    round=event.round,
                    score=signed(low),
                ),
                colour=good,
                seconds=2.6,
            )
        if next_dealer is not None:
            self.banner(
                tr(
                    "{name} scored highest ({score}) and deals next",
                    name=self.name(next_dealer),
                    score=signed(high),
                ),
                colour=accent,
                seconds=2.6,
            )
        self.pause_for(2.6)

        def settle() -> None:
            self.tally = None
            self.tally_t = 1.0

        self.timeline.then(settle)

    def _collect(self, final: Any, after: Any) -> None:
        """The finished round's cards go back to the stock before the next deal."""

        def clear() -> None:
            self.obs = after
            self.badges, self.glows = {}, {}
            self.app.dirty = True

        self.timeline.then(clear)
        k = 0
        for seat, rects in self.slot_rects.items():
            for i, rect in enumerate(rects):
                card = final.slots[seat][i] if seat < len(final.slots) else None
                self._fly(card, rect, self.stock_rect, to=None, seconds=0.4, delay=0.02 * k)
                k += 1
        if final.discard_top is not None:
            self._fly(final.discard_top, self.discard_rect, self.stock_rect, to=None, seconds=0.4)
        full = len(rules.CANONICAL_DECK) - after.stock_size
        self._count(final.stock_size - after.stock_size, full, 0.4 + 0.02 * k)

    # -- the result screen ---------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        state = self.match.state
        obs = state.observe(self.viewer)
        outcome = state.outcome()
        winners = outcome.winners if outcome is not None else ()
        n = len(obs.totals)
        lines = []
        instant = [
            s
            for s in range(n)
            if all(c is not None for c in obs.slots[s]) and rules.is_four_of_a_kind(obs.slots[s])
        ]
        if instant and set(instant) == set(winners):
            lines.append(
                tr(
                    "Four of a kind in round {round}: the game ends at once.",
                    round=obs.round,
                )
            )
        else:
            played = len(obs.scores)
            lines.append(
                trn(
                    "{count} round played; the lowest total wins.",
                    "{count} rounds played; the lowest total wins.",
                    played,
                    count=played,
                )
            )
        for s in sorted(range(n), key=lambda seat: (obs.totals[seat], seat)):
            hand = trc("card list separator", " ").join(
                card_name(c) if c is not None else "?" for c in obs.slots[s]
            )
            text = trn(
                "{name}: {total} point — last hand {hand}",
                "{name}: {total} points — last hand {hand}",
                abs(obs.totals[s]),
                name=self.name(s),
                total=obs.totals[s],
                hand=hand,
            )
            if s in winners:
                text = tr("{line} (winner)", line=text)
            lines.append(text)
        return lines
