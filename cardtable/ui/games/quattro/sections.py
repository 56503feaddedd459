"""What the Quattro table draws: the cards at rest with their tags (revealed, known, to reveal,
the stock's count), the rail of the virtual players with their names and the ticks of the seats
that traded with them, the stock's depth, the strip of the phase and the snake order of turns
(P1 P2 P2 P1 ..., past slots faded, the current one raised, a passed player's crossed out), the
plates, the final hands' sums.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from ....engine.core import Action, Seat
from ....engine.games import quattro as rules
from ....engine.games.quattro import QuattroObservation
from ....text.games import quattro_table as words
from ...core.widgets import draw_text, mirror_rect, panel, rounded_layer
from ...table.plates import PlacedPlate, PlateLine, SeatPlate
from ...table.targets import SlotDraw
from ...table.tones import Tone
from .hands import (
    Staging,
    near_seat,
    open_vps,
    opp_cards,
    own_cards,
    own_states,
    selection,
    slot_owner,
    vp_tokens,
)
from .layout import QuattroLayout

Colour = tuple[int, int, int]
SEAT_COLOURS: tuple[Colour, Colour] = ((86, 206, 196), (236, 134, 206))  # teal, pink: no suit
CREAM: Colour = (250, 244, 222)
CHIPS = 9  # slots of the snake order shown


@dataclass(frozen=True)
class Scene:
    """What drawing needs: the surface, the host (fonts, colours) and the layout."""

    surface: pygame.Surface
    host: Any
    layout: QuattroLayout

    def colour(self, key: str) -> Colour:
        colour: Colour = self.host.assets.colour(key)
        return colour


# -- the cards at rest ---------------------------------------------------------------------------
def _tag_font(host: Any, rect: pygame.Rect) -> Any:
    return host.font(max(14, rect.h // 11), bold=True)


def tag_box(host: Any, mark: str, text: str, rect: pygame.Rect) -> pygame.Rect | None:
    """Where the pill of a card's sign goes over the card at `rect`: above it for a chosen or
    revealed card (half of it stands out of the card), at its foot else; None once every card
    is up (a final card has none)."""
    if mark == "final":
        return None
    text_w, text_h = _tag_font(host, rect).size(text)
    # no wider than the card and a little: the tags of two cards side by side never touch
    pill = pygame.Rect(0, 0, min(text_w, rect.w - 4) + 12, text_h + 4)
    if mark in ("chosen", "revealed"):
        pill.midtop = (rect.centerx, rect.top - pill.h // 2)
    else:
        pill.midbottom = (rect.centerx, rect.bottom - rect.h // 30)
    return pill


def draw_tag(host: Any, mark: str, text: str, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card's sign: a cream edge for a revealed card, and a pill naming what it is."""
    radius = max(4, rect.w // 12)
    if mark in ("revealed", "final"):
        pygame.draw.rect(surface, CREAM, rect.inflate(4, 4), 2, border_radius=radius)
    pill = tag_box(host, mark, text, rect)
    if pill is None:
        return  # once every card is up, no tags
    fill = {"chosen": host.assets.colour("accent"), "revealed": CREAM}.get(mark, (236, 232, 214))
    pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, (40, 34, 24), pill, 1, border_radius=pill.h // 2)
    draw_text(surface, _tag_font(host, rect), text, pill.center, (28, 24, 18), "center",
              shadow=False, max_width=pill.w - 12, box=pill)  # fmt: skip


def _tag(host: Any, mark: str | None, text: str = "") -> Any:
    if mark is None:
        return None
    return partial(draw_tag, host, mark, text or words.card_tag(mark))


def tag_pills(slots: Mapping[Hashable, SlotDraw]) -> list[pygame.Rect]:
    """The tags' pills over the cards at rest (a chosen or revealed card's stands above it)."""
    pills = [
        tag_box(*slot.mark.args, slot.rect)
        for slot in slots.values()
        if isinstance(slot.mark, partial) and slot.mark.func is draw_tag
    ]
    return [pill for pill in pills if pill is not None]


def stock_count(obs: QuattroObservation, staging: Staging) -> int:
    return int(staging.stock_shown) if staging.stock_shown is not None else obs.stock_size


def slots(
    obs: QuattroObservation, layout: QuattroLayout, staging: Staging, legal: Sequence[Action],
    host: Any, open_eyes: bool,
) -> dict[Hashable, SlotDraw]:  # fmt: skip
    """Every card at rest by slot: ("own", i), ("opp", i), ("vp", v, j) and "stock"."""
    drawn: dict[Hashable, SlotDraw] = {}
    count = stock_count(obs, staging)
    if count > 0:
        drawn["stock"] = SlotDraw(
            layout.stock, None, mark=_tag(host, "stock", words.stock_tag(count))
        )
    shut = obs.phase == rules.TRADE_PHASE and selection(obs, staging, legal) is not None
    lit = open_vps(obs, staging, legal)
    for vp in range(rules.VP_COUNT):
        for j, (kind, card) in enumerate(vp_tokens(obs, vp)):
            face = card if kind == "U" else None
            drawn[("vp", vp, j)] = SlotDraw(layout.vp_rect(vp, j), face, dim=shut and vp not in lit)
    final = obs.phase == rules.OVER
    for i, (kind, card) in enumerate(opp_cards(obs, staging)):
        mark = {"R": "final" if final else "revealed", "K": None if open_eyes else "known"}
        rect = layout.opp_rect(i, kind == "R")
        drawn[("opp", i)] = SlotDraw(rect, card, mark=_tag(host, mark.get(kind)))
    order = own_cards(obs, staging)
    states = own_states(obs, order)
    known = Counter(staging.known[near_seat(obs)])
    picked = selection(obs, staging, legal) if obs.phase == rules.TRADE_PHASE else None
    for i, card in enumerate(order):
        state = states[i]
        mode = "selected" if i == picked else state
        own_mark: str | None = None if state == "hidden" else state
        if state == "revealed" and final:
            own_mark = "final"
        if state == "hidden" and card is not None and known[card] > 0:
            known[card] -= 1
            own_mark = "known"
        drawn[("own", i)] = SlotDraw(layout.own_rect(i, mode), card, mark=_tag(host, own_mark))
    return drawn


# -- the rail, the stock and the strip ----------------------------------------------------------
def draw_static(surface: pygame.Surface, layout: QuattroLayout, accent: Colour) -> None:
    """The rail the virtual players sit on."""
    layer = rounded_layer(layout.rail.size, (0, 0, 0, 60), 18)
    pygame.draw.rect(layer, (*accent, 70), layer.get_rect(), 2, border_radius=18)
    surface.blit(layer, layout.rail)


def draw_rail(
    scene: Scene, cards: QuattroObservation, shown: QuattroObservation, lit: set[int]
) -> list[pygame.Rect]:
    """The VPs' names (lit when the picked card can go there), an empty VP's outline, ticks;
    returns where each was drawn."""
    layout = scene.layout
    label = scene.host.font(layout.vp_label_px, bold=True)
    drawn: list[pygame.Rect] = []
    for vp, group in enumerate(layout.vp_groups):
        tint = scene.colour("accent") if vp in lit else scene.colour("muted")
        name = draw_text(scene.surface, label, words.vp_label(vp + 1),
                         (group.centerx, group.top - 3), tint, "midbottom",
                         max_width=layout.vp_label_width())  # fmt: skip
        drawn.append(name)
        if not cards.vp_face_down_count[vp] and not cards.vp_face_up[vp]:
            pygame.draw.rect(scene.surface, scene.colour("muted"), group, 1, border_radius=8)
            drawn.append(group)
        drawn += _draw_ticks(scene, shown, vp, group)
    return drawn


def _draw_ticks(
    scene: Scene, obs: QuattroObservation, vp: int, group: pygame.Rect
) -> list[pygame.Rect]:
    """Each seat's ring under the VP, ticked once it has traded there; returns the rings."""
    layout, surface = scene.layout, scene.surface
    r = layout.tick_r
    rings: list[pygame.Rect] = []
    for seat in (0, 1):
        centre = (int(group.centerx + (seat - 0.5) * r * 3), layout.tick_y)
        tint = SEAT_COLOURS[seat]
        rings.append(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r + 1, 2 * r + 3))
        if vp + 1 not in obs.traded[seat]:
            pygame.draw.circle(surface, tint, centre, r, max(1, r // 4))
            continue
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
        pygame.draw.circle(surface, tint, centre, r)
        points = [
            (centre[0] - r * 0.5, centre[1]),
            (centre[0] - r * 0.1, centre[1] + r * 0.42),
            (centre[0] + r * 0.55, centre[1] - r * 0.45),
        ]
        pygame.draw.lines(surface, (20, 30, 26), False, points, max(2, r // 3))
    return rings


def draw_stock_depth(scene: Scene, painter: Any, count: int) -> list[pygame.Rect]:
    """The cards under the stock's top one; returns them."""
    stock = scene.layout.stock
    under = [stock.move(-2 * i, -2 * i) for i in range(min(5, count // 4), 0, -1)]
    for rect in under:
        painter.draw_card(scene.surface, rect, None)
    return under


def draw_band(scene: Scene, obs: QuattroObservation) -> None:
    """The phase and, while reveals and trades go on, the snake order of turns."""
    layout, host, surface = scene.layout, scene.host, scene.surface
    h = layout.chip_h
    font = host.font(max(14, h * 11 // 20), bold=True)
    title = host.font(max(14, h * 3 // 5), bold=True)
    chip_w, gap = int(h * 1.7), max(4, h // 5)
    phase = words.phase_text(obs)
    show_chips = obs.phase in (rules.TRADE_PHASE, rules.REVEAL_PHASE)
    heading = words.word("heading", "turns") if show_chips else ""
    phase_w = title.size(phase)[0]
    head_w = font.size(heading)[0] if heading else 0
    chips_w = CHIPS * chip_w + (CHIPS - 1) * gap if show_chips else 0
    total = phase_w + (2 * h + head_w + h // 2 + chips_w if show_chips else 0)
    box = layout.band(total)
    x, y = box.x + h, layout.band_y
    screen = pygame.Rect((0, 0), layout.size)  # the strip reads in the reader's direction
    panel(surface, box, host, alpha=170, radius=h * 3 // 4)
    draw_text(surface, title, phase, (x, y), scene.colour("accent"), "midleft", mirror=screen,
              box=box)  # fmt: skip
    if not show_chips:
        return
    x += phase_w + 2 * h
    draw_text(surface, font, heading, (x, y), scene.colour("muted"), "midleft", mirror=screen,
              box=box)  # fmt: skip
    x += head_w + h // 2
    trading = obs.phase == rules.TRADE_PHASE
    current = obs.snake_slot
    start = max(0, current - 2) if trading else current
    for k in range(start, start + CHIPS):
        rect = pygame.Rect(x, 0, chip_w, h)
        rect.centery = y
        _draw_chip(scene, obs, k, mirror_rect(rect, screen) if layout.rtl else rect, font)
        x += chip_w + gap


def _draw_chip(scene: Scene, obs: QuattroObservation, k: int, rect: pygame.Rect, font: Any) -> None:
    surface, h = scene.surface, scene.layout.chip_h
    owner = slot_owner(obs.first, k)
    trading = obs.phase == rules.TRADE_PHASE
    current = obs.snake_slot
    past, now = trading and k < current, trading and k == current
    skipped = trading and k > current and obs.passed[owner]
    tint = SEAT_COLOURS[owner]
    if past or skipped:
        tint = (tint[0] // 2 + 30, tint[1] // 2 + 30, tint[2] // 2 + 30)
    if now:
        rect = rect.inflate(6, 8)
        pygame.draw.rect(surface, scene.colour("accent"), rect.inflate(6, 6), border_radius=10)
    pygame.draw.rect(surface, tint, rect, border_radius=8)
    draw_text(surface, font, words.role(owner, obs.first), rect.center, (24, 28, 26), "center",
              shadow=False, max_width=rect.w - 4, box=rect)  # fmt: skip
    if skipped:
        pygame.draw.line(surface, (40, 30, 30), rect.bottomleft, rect.topright, max(2, h // 10))


# -- plates and the final sums -------------------------------------------------------------------
def _seat_state(obs: QuattroObservation, seat: Seat, acting: Sequence[Seat]) -> PlateLine | None:
    if obs.phase == rules.MULLIGAN_PHASE:
        return PlateLine(words.word("plate", "deciding"), Tone.ACCENT) if seat in acting else None
    if obs.phase == rules.REVEAL_PHASE:
        mine = seat == near_seat(obs)
        chosen = obs.pending_reveal is not None if mine else obs.opponent_chose_reveal
        if chosen:
            return PlateLine(words.word("plate", "card_chosen"), Tone.GOOD)
        return PlateLine(words.word("plate", "choosing"), Tone.ACCENT)
    if obs.phase == rules.TRADE_PHASE:
        if obs.passed[seat]:
            return PlateLine(words.word("plate", "passed"), Tone.DANGER)
        if seat in acting:
            return PlateLine(words.word("plate", "on_turn"), Tone.ACCENT)
    return None


def _hand_summary(obs: QuattroObservation, seat: Seat) -> str:
    """Yours: the sum of your hand and whether it is a Quattro; theirs: what is shown."""
    if seat == near_seat(obs) and obs.seat in (0, 1):
        total = sum(rules.NUMBER[c] for c in obs.hand)
        return words.hand_line(total, rules.is_quattro(obs.hand))
    shown = obs.opponent_revealed if seat != near_seat(obs) else obs.revealed
    return words.shown_line(sum(rules.NUMBER[c] for c in shown))


def plates(
    obs: QuattroObservation, layout: QuattroLayout, names: Sequence[str], acting: Sequence[Seat]
) -> list[PlacedPlate]:
    """Each seat's plate in its panel beside its hand: name and role, mulligans, trades, and
    what it is doing (or its hand's sum); the seat to act marked round its cards."""
    me = near_seat(obs)
    placed = []
    for seat, rect, hand in ((me, layout.own_plate, layout.own_hand()),
                             (1 - me, layout.opp_plate, layout.opp_hand())):  # fmt: skip
        state = _seat_state(obs, seat, acting)
        summary = state or PlateLine(_hand_summary(obs, seat), Tone.PLAIN)
        lines = (
            PlateLine(words.mulligans_line(obs.mulligans[seat])),
            PlateLine(words.traded_line(len(obs.traded[seat]))),
            summary,
        )[-layout.plate_lines :]  # a short table's plate: what the seat is doing first
        name = words.plate_name(names[seat], words.role(seat, obs.first))
        plate = SeatPlate(name, lines=lines, acting=seat in acting)
        point = (rect.centerx, rect.top + 8)
        placed.append(PlacedPlate(plate, hand, point, rect.w - 36))
    return placed


def draw_plate_panels(scene: Scene, obs: QuattroObservation) -> list[pygame.Rect]:
    """The panels under the plates, each with its seat's colour (the ticks' and the chips');
    returns them."""
    layout = scene.layout
    me = near_seat(obs)
    drawn: list[pygame.Rect] = []
    for seat, rect in ((me, layout.own_plate), (1 - me, layout.opp_plate)):
        if rect.w < 60:
            continue
        panel(scene.surface, rect, scene.host, alpha=190)
        dot = max(5, rect.h // 18)
        x = rect.right - 14 - dot if layout.rtl else rect.x + 14 + dot
        pygame.draw.circle(scene.surface, SEAT_COLOURS[seat], (x, rect.y + 16 + dot), dot)
        drawn.append(rect)
    return drawn


def draw_scores(scene: Scene, obs: QuattroObservation) -> list[pygame.Rect]:
    """The final hands: a gold glow for the winner, the sum and whether it is a Quattro (the
    pills of the sums are returned)."""
    layout, surface = scene.layout, scene.surface
    me = near_seat(obs)
    hands = {me: obs.hand, 1 - me: obs.opponent_revealed}
    result = rules.score(hands[0], hands[1])
    pills: list[pygame.Rect] = []
    for seat in (0, 1):
        if seat == me:
            row = layout.own_rect(0, "revealed").union(layout.own_rect(3, "revealed"))
        else:
            row = layout.opp_rect(0, True).union(layout.opp_rect(3, True))
        if result.winner == seat:
            glow = rounded_layer(row.inflate(28, 28).size, (*scene.colour("accent"), 90), 22)
            surface.blit(glow, row.inflate(28, 28))
        font = scene.host.font(max(15, row.h // 7), bold=True)
        quattro = result.quattro[seat]
        text = words.final_tag(result.sums[seat], quattro)
        box = font.size(text)
        pill = layout.score_pill(row, (box[0] + 24, box[1] + 12))
        panel(surface, pill, scene.host, alpha=220, radius=pill.h // 2)
        tint = scene.colour("accent") if quattro else scene.colour("text")
        draw_text(surface, font, text, pill.center, tint, "center", box=pill)
        pills.append(pill)
    return pills
