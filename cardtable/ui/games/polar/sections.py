"""What the Polar Pairs table draws besides the cards at rest: the ice floe and the seats' zones,
the glows (the peek, the pairs of a scored hand), the piles' depth and counts, the corner panel
(round, dealer, how hands score, the score sheet's switch), the score badges of a finished
round, the note over a drawn card, and each seat's plate (name, points, dealer)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ....engine.core import Seat
from ....engine.games import polar as rules
from ....engine.games.polar import PolarObservation
from ....text.games import polar as words
from ...core.fitting import cut_short, stacked
from ...core.widgets import Button, draw_text, panel, rounded_layer, rtl
from ...table.painter import CardPainter
from ...table.plates import PlacedPlate, PlateLine, SeatPlate
from ...table.targets import SlotDraw
from ...table.tones import Tone
from .layout import PolarLayout

Colour = tuple[int, int, int]
ICE: Colour = (150, 222, 255)
GOLD: Colour = (255, 206, 84)
PAIR_COLOURS: tuple[Colour, ...] = ((120, 220, 255), (255, 150, 200), (170, 240, 140))
WILD_COLOUR: Colour = (205, 160, 255)


@dataclass
class Staging:
    """What the animation shows beyond the observation, and the person's half-made choice."""

    selection: str | None = None  # "take" (the discard picked) or "flip" (after a draw)
    sheet_open: bool = False
    stock_extra: float = 0.0  # cards shown in the stock beyond the observation (a deal)
    badges: dict[Seat, tuple[str, Colour]] = field(default_factory=dict)
    glows: dict[tuple[Seat, int], Colour] = field(default_factory=dict)
    tally: tuple[tuple[int, ...], tuple[int, ...]] | None = None  # totals counting up
    tally_t: float = 1.0
    dealer_known: bool = True  # False while the first dealer is being drawn for
    peek_pending: tuple[int, Any] | None = None  # (round, its RoundDealt) until the discard

    def settle(self) -> None:
        self.stock_extra, self.tally, self.tally_t, self.dealer_known = 0.0, None, 1.0, True
        self.badges, self.glows, self.peek_pending = {}, {}, None

    def shown_total(self, obs: PolarObservation, seat: Seat) -> int:
        if self.tally is not None:
            old, new = self.tally
            return round(old[seat] + (new[seat] - old[seat]) * self.tally_t)
        return obs.totals[seat]


def scoring_marks(hand: Sequence[str | None]) -> dict[int, Colour]:
    """The slots to highlight when a finished hand is scored, with their colour: cards that
    cancel (pairs and triples of a kind), a wild with the card it copies, four of a kind."""
    cards = [c for c in hand if c is not None]
    if len(cards) != rules.SLOTS:
        return {}
    if rules.is_four_of_a_kind(cards):
        return dict.fromkeys(range(rules.SLOTS), GOLD)
    marks: dict[int, Colour] = {}
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


def peeking(obs: PolarObservation) -> bool:
    """Whether the eyes' near row is shown only because they may still peek."""
    seat = obs.seat
    return (
        seat >= 0
        and obs.mover is not None
        and obs.turns[seat] == 0
        and obs.drawer != seat
        and all(obs.slots[seat][i] is not None for i in rules.NEAR_ROW)
    )


# -- the static layer --------------------------------------------------------------------------
def draw_static(surface: pygame.Surface, layout: PolarLayout) -> None:
    floe = layout.floe
    layer = pygame.Surface(floe.size, pygame.SRCALPHA)
    pygame.draw.ellipse(layer, (200, 235, 255, 34), layer.get_rect())
    pygame.draw.ellipse(layer, (220, 245, 255, 70), layer.get_rect(), 2)
    inner = layer.get_rect().inflate(-floe.width // 8, -floe.height // 6)
    pygame.draw.ellipse(layer, (220, 245, 255, 22), inner)
    surface.blit(layer, floe)
    for zone in layout.zones:
        surface.blit(rounded_layer(zone.size, (6, 24, 40, 90), 14), zone)


# -- the cards at rest -------------------------------------------------------------------------
def slots(
    obs: PolarObservation, layout: PolarLayout, staging: Staging, acting: bool
) -> dict[Hashable, SlotDraw]:
    drawn: dict[Hashable, SlotDraw] = {}
    r = obs.round
    eyes = obs.seat
    choosing = acting and (staging.selection is not None or obs.drawer == eyes)
    for seat, rects in enumerate(layout.slots[: len(obs.slots)]):
        for i, rect in enumerate(rects):
            card = obs.slots[seat][i]
            dim = choosing and seat == eyes and card is not None
            drawn[("slot", r, seat, i)] = SlotDraw(rect, card, dim=dim)
    if obs.stock_size + round(staging.stock_extra) > 0:
        drawn["stock"] = SlotDraw(layout.stock, None)
    if obs.discard_top is not None:
        lifted = staging.selection == "take" and acting
        drawn[("discard", r)] = SlotDraw(layout.discard, obs.discard_top, lifted=lifted)
    if obs.drawer is not None:
        drawn[("drawn", r)] = SlotDraw(
            layout.held[obs.drawer],
            obs.drawn,
            dim=staging.selection == "flip" and acting,
            lifted=obs.drawer == eyes,
        )
    return drawn


# -- what lies round them ----------------------------------------------------------------------
@dataclass(frozen=True)
class Scene:
    """What the sections draw with: the surface, the host (fonts, colours), the painter."""

    surface: pygame.Surface
    host: Any
    painter: CardPainter
    layout: PolarLayout

    def font(self, px: int, bold: bool = False) -> Any:
        return self.host.font(px, bold=bold)

    def colour(self, key: str) -> Colour:
        colour: Colour = self.host.assets.colour(key)
        return colour


def glow(surface: pygame.Surface, rect: pygame.Rect, tint: Colour, size: int) -> None:
    spread = max(6, rect.height // 9) + size
    box = rect.inflate(spread * 2, spread * 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    steps = 6
    for step in range(steps):
        inset = step * spread // steps
        pygame.draw.rect(
            layer,
            (*tint, 30 + step * 22),
            layer.get_rect().inflate(-2 * inset, -2 * inset),
            border_radius=max(6, rect.width // 8) + spread - inset,
        )
    surface.blit(layer, box)


def draw_glows(
    scene: Scene, obs: PolarObservation, staging: Staging, hidden: Any, held_glow: bool
) -> None:
    """Behind the cards: the peek's icy glow and note, the scored hands' pairs, a held card."""
    layout, surface = scene.layout, scene.surface
    r = obs.round
    if peeking(obs):
        keys = [("slot", r, obs.seat, i) for i in rules.NEAR_ROW]
        if not any(key in hidden for key in keys):
            for i in rules.NEAR_ROW:
                glow(surface, layout.slots[obs.seat][i], ICE, 5)
            draw_peek_note(scene)
    for (seat, slot), tint in staging.glows.items():
        if seat < len(layout.slots):
            glow(surface, layout.slots[seat][slot], tint, 4)
            rect = layout.slots[seat][slot].inflate(6, 6)
            pygame.draw.rect(surface, tint, rect, 3, border_radius=max(6, rect.width // 9))
    if held_glow and obs.drawer is not None and ("drawn", r) not in hidden:
        hold = layout.held[obs.drawer]
        glow(surface, hold.move(0, -hold.height // 8), scene.colour("accent"), 3)


def draw_peek_note(scene: Scene) -> None:
    box, surface = scene.layout.peek, scene.surface
    font = scene.font(scene.layout.name_px, bold=True)
    small = scene.font(scene.layout.small_px)
    panel(surface, box, scene.host, alpha=200, radius=12)
    pygame.draw.rect(surface, ICE, box, 2, border_radius=12)
    # a little eye, before the words in the reading direction
    eye = pygame.Rect(0, 0, int(font.get_height() * 1.4), int(font.get_height() * 0.8))
    eye.midleft = (box.left + 10, box.top + 8 + font.get_height() // 2)
    title_x = eye.right + 8
    if rtl():
        eye.midright = (box.right - 10, eye.centery)
    pygame.draw.ellipse(surface, ICE, eye, 2)
    pygame.draw.circle(surface, ICE, eye.center, max(2, eye.height // 3))
    width = box.width - eye.width - 24
    draw_text(surface, font, words.word("peek", "title"), (title_x, eye.centery), ICE, "midleft",
              max_width=width, box=box, mirror=box)  # fmt: skip
    draw_text(surface, small, words.word("peek", "note"), (box.centerx, box.bottom - 6),
              scene.colour("muted"), "midbottom", shadow=False, max_width=box.width - 12,
              box=box)  # fmt: skip


def draw_piles(scene: Scene, obs: PolarObservation, staging: Staging, hidden: Any) -> None:
    layout, surface = scene.layout, scene.surface
    small = scene.font(layout.small_px)
    stock = obs.stock_size + round(staging.stock_extra)
    for i in range(min(5, stock // 8), 0, -1):  # the stock's thickness
        scene.painter.draw_card(surface, layout.stock.move(-2 * i, -2 * i), None)
    hidden_top = int(("discard", obs.round) in hidden)
    depth = obs.discard_size - 1 if obs.discard_top is not None else 0
    edge = layout.discard
    for i in range(min(4, (depth + 1) // 2), 0, -1):  # the pile's depth: card edges
        rect = edge.move((2 if i % 2 else -1) * i, i + i // 2)
        radius = max(4, rect.width // 12)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
        pygame.draw.rect(surface, (236, 244, 250), rect, border_radius=radius)
        pygame.draw.rect(surface, (120, 150, 175), rect, 1, border_radius=radius)
    if obs.discard_top is None:
        pygame.draw.rect(surface, (220, 240, 255), edge, 2, border_radius=max(4, edge.w // 12))
    y = layout.stock.bottom + 10
    muted = scene.colour("muted")
    draw_text(surface, small, words.stock_count(stock), (layout.stock.centerx, y), muted,
              "midtop")  # fmt: skip
    count = words.discard_count(max(0, obs.discard_size - hidden_top))
    draw_text(surface, small, count, (layout.discard.centerx, y), muted, "midtop")


def draw_corner(scene: Scene, obs: PolarObservation, staging: Staging, dealer: str) -> pygame.Rect:
    """Round, dealer and how hands score; the score sheet's switch under them (returns the
    corner's panel)."""
    layout, surface = scene.layout, scene.surface
    font = scene.font(layout.name_px + 2, bold=True)
    small = scene.font(layout.small_px)
    box = layout.info
    panel(surface, box, scene.host, alpha=170, radius=12)
    if layout.compact:
        draw_switch(scene, staging)
        return box
    y = box.top + 8
    draw_text(surface, font, words.round_of(obs.round, obs.rounds), (box.left + 12, y),
              scene.colour("accent"), max_width=box.width - 20, box=box, mirror=box)  # fmt: skip
    y += font.get_height() + 2
    width = box.width - 20
    known = staging.dealer_known  # a long name is cut short rather than shrunk under 14 px
    lines = [cut_short(small, dealer, width, 14, words.dealer_line) if known else
             words.dealer_line(None)]  # fmt: skip
    lines += list(words.reminders()) if layout.reminders else []
    # each line as tall as it is (a typed name in another script is taller), in the room above
    # the switch (a script with tall lines packs them closer)
    room = layout.scores_button.top - 4 - y
    for line, top in zip(lines, stacked(small, lines, y, 1, room), strict=True):
        draw_text(surface, small, line, (box.left + 12, top), scene.colour("muted"),
                  shadow=False, max_width=width, box=box, mirror=box)  # fmt: skip
    draw_switch(scene, staging)
    return box


def draw_switch(scene: Scene, staging: Staging) -> None:
    button = Button(words.scores_switch(staging.sheet_open), lambda: None)
    button.rect = scene.layout.scores_button
    button.selected = staging.sheet_open
    button.draw(scene.surface, scene.host)


def draw_badges(scene: Scene, staging: Staging) -> list[pygame.Rect]:
    """A finished round's score over each seat's held-card place (returns the badges)."""
    surface = scene.surface
    drawn: list[pygame.Rect] = []
    for seat, (text, tint) in staging.badges.items():
        hold = scene.layout.held[seat]
        font = scene.font(max(16, hold.height // 3), bold=True)
        text_w, text_h = font.size(text)
        box = pygame.Rect(0, 0, text_w + font.get_height(), text_h + font.get_height() // 3)
        box.center = hold.center
        box.clamp_ip(surface.get_rect())
        radius = box.height // 2
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 4), border_radius=radius)
        pygame.draw.rect(surface, tint, box, border_radius=radius)
        pygame.draw.rect(surface, (255, 255, 255), box, 2, border_radius=radius)
        draw_text(surface, font, text, box.center, (20, 24, 30), "center", shadow=False, box=box)
        drawn.append(box)
    return drawn


def draw_drawn_note(scene: Scene, flipping: bool) -> None:
    """Over the card the person at the screen has drawn: what becomes of it."""
    hold = scene.layout.held[scene.layout.anchor]
    draw_text(scene.surface, scene.font(scene.layout.small_px, bold=True),
              words.drawn_label(flipping), (hold.centerx, hold.top - hold.height // 8 - 6),
              scene.colour("muted" if flipping else "accent"), "midbottom")  # fmt: skip


# -- plates ------------------------------------------------------------------------------------
def plates(
    obs: PolarObservation, layout: PolarLayout, names: Sequence[str], staging: Staging
) -> list[PlacedPlate]:
    placed = []
    for seat, grid in enumerate(layout.grids[: len(obs.totals)]):
        lines = [PlateLine(words.points(staging.shown_total(obs, seat)), Tone.ACCENT)]
        if seat == obs.dealer and staging.dealer_known:
            lines.append(PlateLine(words.word("plate", "dealer")))
        plate = SeatPlate(names[seat], lines=tuple(lines), acting=obs.mover == seat)
        box = layout.plates[seat]
        placed.append(PlacedPlate(plate, grid, layout.plate_point(seat), box.width))
    return placed
