"""The Quattro table: you at the bottom, the opponent at the top, the six virtual players in a
row across the middle, and the stock in the centre while it lasts.

Each hand keeps its cards in place: a traded card's replacement lands where it left, and a
revealed card steps forward (towards the middle of the table) with a gold edge. The opponent's
hidden cards are backs, except those everybody saw leave a virtual player face up ("known").
Each virtual player (VP) shows its own cards as backs and the cards given to it face up, with a
tick in each seat's colour once that seat has traded with it. A strip between the opponent and
the VPs shows the phase and the snake order of turns (P1 P2 P2 P1 ...), who is on turn and who
has passed.

Everything drawn comes from the viewer's observation and the events redacted for the viewer,
plus the public log (which of your own hidden cards the opponent knows).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from ...engine.core import Event, Seat
from ...engine.games import quattro as rules
from ...i18n import card_name, tr, trc
from ..core.tween import Tween, linear
from ..core.widgets import draw_text, follow_reading, mirror_rect, mirror_x, panel, rtl
from .legacy import Banner, SlotDraw, TableScene, Target

SEAT_COLOURS = ((86, 206, 196), (236, 134, 206))  # teal and pink: no card colour
REVEAL_STEP = 0.16  # a revealed card sits this much (of its height) towards the middle
LIFT = 0.27  # a selected card, or the card chosen to reveal, is lifted this much
FAN = 0.6  # a VP's cards overlap: each starts this much of a card width after the last
CHIPS = 9  # slots of the snake order shown

Token = tuple[str, str | None]  # ("R", card) revealed, ("K", card) known, ("B", None) a back


@dataclass
class QSlot(SlotDraw):
    """A card at rest, with a mark drawn over it: revealed, known, chosen."""

    mark: str | None = None


# -- where the cards of a hand sit (pure functions) ----------------------------------------------
def arrange_own(previous: Sequence[str] | None, hand: Sequence[str]) -> list[str]:
    """Own cards in place: those still held keep their positions, new ones fill the gaps."""
    if not previous or len(previous) != len(hand):
        return list(hand)
    left = Counter(hand)
    placed: list[str | None] = [None] * len(hand)
    for i, card in enumerate(previous):
        if left[card] > 0:
            placed[i] = card
            left[card] -= 1
    fill = iter(sorted(left.elements(), key=rules.CANONICAL.__getitem__))
    return [card if card is not None else next(fill) for card in placed]


def arrange_opponent(previous: Sequence[Token] | None, obs: Any) -> list[Token]:
    """The opponent's four cards in place: revealed faces, known faces and backs."""
    revealed = Counter(obs.opponent_revealed)
    known = Counter(obs.opponent_public_hidden)
    backs = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
    size = len(obs.opponent_revealed) + obs.opponent_hidden_count
    if not previous or len(previous) != size:
        return (
            [("R", c) for c in obs.opponent_revealed]
            + [("K", c) for c in obs.opponent_public_hidden]
            + [("B", None)] * backs
        )
    placed: list[Token | None] = [None] * size
    for i, (kind, card) in enumerate(previous):
        if kind == "R" and revealed[card] > 0:
            placed[i] = ("R", card)
            revealed[card] -= 1
    for i, (kind, card) in enumerate(previous):
        if placed[i] is None and kind == "K":
            if revealed[card] > 0:
                placed[i] = ("R", card)
                revealed[card] -= 1
            elif known[card] > 0:
                placed[i] = ("K", card)
                known[card] -= 1
    for i, (kind, _) in enumerate(previous):
        if placed[i] is None and kind == "B" and backs > 0:
            placed[i] = ("B", None)
            backs -= 1
    rest: list[Token] = [("R", c) for c in revealed.elements()]
    rest += [("K", c) for c in known.elements()]
    rest += [("B", None)] * backs
    fill = iter(rest)
    return [token if token is not None else next(fill) for token in placed]


def vp_tokens(obs: Any, vp: int) -> list[Token]:
    """A virtual player's cards: its own face down first, then those given to it face up."""
    return [("B", None)] * obs.vp_face_down_count[vp] + [("U", c) for c in obs.vp_face_up[vp]]


def slot_owner(first: Seat, slot: int) -> Seat:
    """Slot k of the snake order belongs to P1 when k mod 4 is 0 or 3, else to P2."""
    return first if slot % 4 in (0, 3) else 1 - first


class QuattroTable(TableScene):
    game = "quattro"

    def __init__(self, app: Any, match: Any) -> None:
        self.selected: int | None = None  # a position in the viewer's hand, picked to trade
        self.own_order: dict[Seat, list[str]] = {}
        self.opp_order: dict[Seat, list[Token]] = {}
        self.stock_shown: float | None = None  # the stock's size while cards leave it
        self.scored = False  # the final scoring has been shown
        self.decor_obs: Any = None  # what the names and the strip show while cards still move
        self.marks: dict[tuple[int, int, int, int], str] = {}
        super().__init__(app, match)

    # -- layout --------------------------------------------------------------------------------
    def compute_layout(self, size: tuple[int, int]) -> None:
        width, height = size
        top = max(34, height // 20) + 16 + 6  # under the bar (the status line is in the bar)
        bottom = max(10, height // 60)
        room = height - top - bottom
        margin = max(14, width // 60)
        self.margin = margin
        # the two hands
        self.h_own = int(min(room * 0.25, width * 0.17))
        self.h_opp = int(min(room * 0.185, width * 0.13))
        self.w_own = self.card_size(self.h_own)[0]
        self.w_opp = self.card_size(self.h_opp)[0]
        own_gap = max(8, self.w_own // 7)
        opp_gap = max(6, self.w_opp // 8)
        own_width = 4 * self.w_own + 3 * own_gap
        opp_width = 4 * self.w_opp + 3 * opp_gap
        self.own_x = [(width - own_width) // 2 + i * (self.w_own + own_gap) for i in range(4)]
        self.opp_x = [(width - opp_width) // 2 + i * (self.w_opp + opp_gap) for i in range(4)]
        self.own_y = height - bottom - self.h_own
        self.opp_y = top + 4
        # the band of the snake order under the opponent
        self.chip_h = max(22, int(room * 0.05))
        opp_bottom = self.opp_y + int(self.h_opp * (1 + REVEAL_STEP))
        self.band_y = opp_bottom + max(8, room // 40) + self.chip_h // 2
        # the virtual players: as large as the width and the height between allow
        gap = max(8, room // 50)
        zone_top = self.band_y + self.chip_h // 2 + gap
        zone_bottom = self.own_y - int(self.h_own * LIFT) - gap
        self.vp_label_h = max(14, int(room * 0.03))
        tick_h = max(16, int(room * 0.035))
        by_height = (zone_bottom - zone_top - self.vp_label_h - tick_h) / 1.04
        usable = width - 2 * margin
        aspect = self.card_size(100)[0] / 100
        w_vp = min(usable / (6 * (1 + 2 * FAN) + 5 * 0.25), aspect * by_height)
        self.h_vp = max(30, int(w_vp / aspect))
        self.w_vp = self.card_size(self.h_vp)[0]
        group_w = int(self.w_vp * (1 + 2 * FAN))
        spare = usable - 6 * group_w
        vp_gap = int(min(self.w_vp * 0.9, max(self.w_vp * 0.2, spare / 5)))
        row_w = 6 * group_w + 5 * vp_gap
        block = self.vp_label_h + self.h_vp + tick_h
        vp_top = zone_top + max(0, (zone_bottom - zone_top - block) // 2) + self.vp_label_h
        self.vp_groups = [
            pygame.Rect((width - row_w) // 2 + v * (group_w + vp_gap), vp_top, group_w, self.h_vp)
            for v in range(6)
        ]
        self.tick_y = vp_top + self.h_vp + tick_h // 2 + 4
        self.tick_r = max(6, tick_h * 2 // 5)
        self.rail = pygame.Rect(0, 0, row_w + vp_gap, block + gap)
        self.rail.center = (width // 2, vp_top - self.vp_label_h + block // 2 + 2)
        self.stock_rect = pygame.Rect(0, 0, self.w_vp, self.h_vp)
        self.stock_rect.center = (width // 2, vp_top + self.h_vp // 2)
        # name plates to the left of the hands; buttons to the right of yours
        plate_w = min(300, self.own_x[0] - 2 * margin)
        self.own_plate = pygame.Rect(0, 0, plate_w, max(96, int(self.h_own * 0.78)))
        self.own_plate.bottomright = (self.own_x[0] - margin, self.own_y + self.h_own)
        plate_w = min(300, self.opp_x[0] - 2 * margin)
        self.opp_plate = pygame.Rect(0, 0, plate_w, max(96, int(self.h_opp * 0.95)))
        self.opp_plate.topright = (self.opp_x[0] - margin, self.opp_y)
        right = self.own_x[3] + self.w_own + margin
        bw = min(230, width - right - margin)
        bh = max(38, height // 17)
        self.keep_rect = pygame.Rect(right, 0, bw, bh)
        self.mulligan_rect = pygame.Rect(right, 0, bw, bh)
        self.pass_rect = pygame.Rect(right, 0, bw, bh)
        middle = self.own_y + self.h_own // 2
        self.keep_rect.bottom = middle - 6
        self.mulligan_rect.top = middle + 6
        self.pass_rect.centery = middle
        # name plates and buttons follow the reading direction (the hands and VPs do not)
        follow_reading(
            [self.own_plate, self.opp_plate, self.keep_rect, self.mulligan_rect, self.pass_rect],
            pygame.Rect(0, 0, width, height),
        )
        self.card_h = self.h_vp
        self.sizes = sorted({self.h_own, self.h_opp, self.h_vp})

    def own_rect(self, i: int, mode: str = "hidden") -> pygame.Rect:
        y = self.own_y
        if mode == "revealed":
            y -= int(self.h_own * REVEAL_STEP)
        elif mode in ("chosen", "selected"):
            y -= int(self.h_own * LIFT)
        return pygame.Rect(self.own_x[i], y, self.w_own, self.h_own)

    def opp_rect(self, i: int, revealed: bool = False) -> pygame.Rect:
        y = self.opp_y + (int(self.h_opp * REVEAL_STEP) if revealed else 0)
        return pygame.Rect(self.opp_x[i], y, self.w_opp, self.h_opp)

    def vp_target_rect(self, vp: int) -> pygame.Rect:
        """A virtual player's seat on the rail: its name, its cards and its ticks."""
        group = self.vp_groups[vp]
        top = group.top - self.vp_label_h - 2
        bottom = self.tick_y + self.tick_r + 3
        return pygame.Rect(group.x - 4, top, group.w + 8, bottom - top)

    def vp_rect(self, vp: int, j: int) -> pygame.Rect:
        group = self.vp_groups[vp]
        return pygame.Rect(group.x + int(j * FAN * self.w_vp), group.y, self.w_vp, self.h_vp)

    def card_image(self, card: str | None, height: int) -> pygame.Surface:
        """Cards in flight change size every frame: scale a rasterised size rather than
        rasterise the art at every height."""
        height = int(height)
        sizes = getattr(self, "sizes", None)
        if not sizes or height in sizes or height < 24:
            return super().card_image(card, height)
        source = next((s for s in sizes if s >= height), sizes[-1])
        image = super().card_image(card, source)
        width = max(1, round(image.get_width() * height / source))
        return pygame.transform.smoothscale(image, (width, height))

    # -- what each seat holds ------------------------------------------------------------------
    def own_cards(self, obs: Any) -> list[str]:
        return arrange_own(self.own_order.get(obs.seat), obs.hand)

    def opp_cards(self, obs: Any) -> list[Token]:
        return arrange_opponent(self.opp_order.get(obs.seat), obs)

    def remember(self, obs: Any) -> None:
        self.own_order[obs.seat] = self.own_cards(obs)
        self.opp_order[obs.seat] = self.opp_cards(obs)

    def own_states(self, obs: Any, order: Sequence[str]) -> list[str]:
        """Per position: "revealed", "chosen" (to reveal, not yet turned up) or "hidden"."""
        revealed = Counter(obs.revealed)
        states = []
        for card in order:
            if revealed[card] > 0:
                revealed[card] -= 1
                states.append("revealed")
            else:
                states.append("hidden")
        if obs.pending_reveal is not None:
            for i, card in enumerate(order):
                if states[i] == "hidden" and card == obs.pending_reveal:
                    states[i] = "chosen"
                    break
        return states

    def own_known(self, seat: Seat) -> Counter[str]:
        """Own hidden cards the opponent knows: received face up from a VP (public log)."""
        known: Counter[str] = Counter()
        for _, event in self.match.public_log:
            if isinstance(event, rules.Traded) and event.seat == seat:
                if known[event.given] > 0:
                    known[event.given] -= 1
                if event.received_public and event.received is not None:
                    known[event.received] += 1
            elif isinstance(event, rules.CardsRevealed) and known[event.cards[seat]] > 0:
                known[event.cards[seat]] -= 1
        return known

    def selection(self, obs: Any, legal: Sequence[str]) -> int | None:
        """The position picked to trade (the only card that can be given is picked already)."""
        order = self.own_cards(obs)
        states = self.own_states(obs, order)
        tradeable = [
            i
            for i, card in enumerate(order)
            if states[i] == "hidden" and any(a.startswith(f"trade {card} ") for a in legal)
        ]
        if self.selected in tradeable:
            return self.selected
        return tradeable[0] if len(tradeable) == 1 else None

    def stock_count(self, obs: Any) -> int:
        return int(self.stock_shown) if self.stock_shown is not None else obs.stock_size

    def slots(self, obs: Any) -> dict[Hashable, SlotDraw]:
        drawn: dict[Hashable, SlotDraw] = {}
        count = self.stock_count(obs)
        if count > 0:
            drawn["stock"] = QSlot(self.stock_rect, None, mark=f"stock {count}")
        open_vps = self.open_vps(obs)
        for vp in range(6):
            shut = open_vps is not None and vp not in open_vps
            for j, (kind, card) in enumerate(vp_tokens(obs, vp)):
                face = card if kind == "U" else None
                drawn[("vp", vp, j)] = QSlot(self.vp_rect(vp, j), face, dim=shut)
        for i, (kind, card) in enumerate(self.opp_cards(obs)):
            mark = {"R": "revealed", "K": "known"}.get(kind)
            drawn[("opp", i)] = QSlot(self.opp_rect(i, kind == "R"), card, mark=mark)
        order = self.own_cards(obs)
        states = self.own_states(obs, order)
        known = self.own_known(obs.seat)
        picked = self.selection(obs, self.legal()) if obs.phase == rules.TRADE_PHASE else None
        for i, card in enumerate(order):
            state = states[i]
            mode = "selected" if i == picked else state
            mark = None if state == "hidden" else state
            if state == "hidden" and known[card] > 0:
                known[card] -= 1
                mark = "known"
            drawn[("own", i)] = QSlot(self.own_rect(i, mode), card, mark=mark)
        return drawn

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.viewer < 0:
            # between two people (the curtain is on its way): nobody's cards, not even for a
            # frame (the base class would show the first person's observation)
            surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))
            self.draw_hud(surface)
            return
        final = self.obs.phase == rules.OVER
        self.marks = {
            tuple(slot.rect): "final" if final and slot.mark == "revealed" else slot.mark
            for slot in self.slots(self.obs).values()
            if isinstance(slot, QSlot) and slot.mark
        }
        super().draw(surface)

    def draw_card(
        self,
        surface: pygame.Surface,
        card: str | None,
        rect: pygame.Rect,
        dim: bool = False,
        lifted: bool = False,
    ) -> None:
        super().draw_card(surface, card, rect, dim=dim, lifted=lifted)
        mark = self.marks.get(tuple(rect))
        if mark is None:
            return
        colour = self.app.assets.colour
        radius = max(4, rect.w // 12)
        if mark in ("revealed", "final"):
            # face up for good: a cream edge and a tag (no tags once every card is up)
            pygame.draw.rect(surface, (250, 244, 222), rect.inflate(4, 4), 2, border_radius=radius)
            if mark == "final":
                return
            text = tr("revealed")
        elif mark.startswith("stock "):
            text = tr("Stock: {count}", count=int(mark.split()[1]))
        else:
            text = tr("known") if mark == "known" else tr("to reveal")
        font = self.app.font(max(11, rect.h // 11), bold=True)
        text_w, text_h = font.size(text)
        pill = pygame.Rect(0, 0, min(text_w, rect.w + 16) + 12, text_h + 4)
        if mark == "chosen":
            pill.midtop = (rect.centerx, rect.top - pill.h // 2)
            fill = colour("accent")
        elif mark == "revealed":
            pill.midtop = (rect.centerx, rect.top - pill.h // 2)
            fill = (250, 244, 222)
        else:
            pill.midbottom = (rect.centerx, rect.bottom - rect.h // 30)
            fill = (236, 232, 214)
        pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, (40, 34, 24), pill, 1, border_radius=pill.h // 2)
        draw_text(
            surface,
            font,
            text,
            pill.center,
            (28, 24, 18),
            "center",
            shadow=False,
            max_width=pill.w - 12,
            box=pill,
        )

    def acting(self) -> tuple[Seat, ...]:
        """Who is to act, once the cards have settled."""
        if self.match.is_over() or self.timeline.busy:
            return ()
        return self.match.acting()

    def draw_decor(self, surface: pygame.Surface, obs: Any) -> None:
        cards = obs
        obs = self.decor_obs or obs
        colour = self.app.assets.colour
        # the rail the virtual players sit on
        layer = pygame.Surface(self.rail.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, 60), layer.get_rect(), border_radius=18)
        pygame.draw.rect(layer, (*colour("accent"), 70), layer.get_rect(), 2, border_radius=18)
        surface.blit(layer, self.rail)
        label = self.app.font(max(12, self.vp_label_h * 4 // 5), bold=True)
        open_vps = self.open_vps(cards)
        for vp, group in enumerate(self.vp_groups):
            lit = open_vps is not None and vp in open_vps
            draw_text(
                surface,
                label,
                tr("VP{number}", number=vp + 1),
                (group.centerx, group.top - 3),
                colour("accent") if lit else colour("muted"),
                "midbottom",
            )
            if not cards.vp_face_down_count[vp] and not cards.vp_face_up[vp]:
                pygame.draw.rect(surface, colour("muted"), group, 1, border_radius=8)
            self._draw_ticks(surface, obs, vp, group)
        count = self.stock_count(cards)
        if count > 0:
            for i in range(min(5, count // 4), 0, -1):
                self.draw_card(surface, None, self.stock_rect.move(-2 * i, -2 * i))
        self._draw_band(surface, obs)
        me, other = obs.seat, 1 - obs.seat
        self._draw_plate(surface, obs, me, self.own_plate)
        self._draw_plate(surface, obs, other, self.opp_plate)
        if cards.phase == rules.OVER and self.scored:
            self._draw_scores(surface, cards)
        self._draw_buttons(surface)

    def open_vps(self, obs: Any) -> set[int] | None:
        """The VPs the viewer may give the picked card to now (None when not choosing)."""
        if obs.phase != rules.TRADE_PHASE or not self.may_act():
            return None
        legal = self.legal()
        picked = self.selection(obs, legal)
        if picked is None:
            return None
        card = self.own_cards(obs)[picked]
        return {vp for vp in range(6) if f"trade {card} vp{vp + 1}" in legal}

    def _draw_ticks(self, surface: pygame.Surface, obs: Any, vp: int, group: pygame.Rect) -> None:
        r = self.tick_r
        for seat in (0, 1):
            x = group.centerx + (seat - 0.5) * r * 3
            centre = (int(x), self.tick_y)
            tint = SEAT_COLOURS[seat]
            if vp + 1 in obs.traded[seat]:
                pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
                pygame.draw.circle(surface, tint, centre, r)
                points = [
                    (centre[0] - r * 0.5, centre[1]),
                    (centre[0] - r * 0.1, centre[1] + r * 0.42),
                    (centre[0] + r * 0.55, centre[1] - r * 0.45),
                ]
                pygame.draw.lines(surface, (20, 30, 26), False, points, max(2, r // 3))
            else:
                pygame.draw.circle(surface, tint, centre, r, max(1, r // 4))

    def _phase_text(self, obs: Any) -> str:
        if obs.phase == rules.MULLIGAN_PHASE:
            return tr("Keep or mulligan")
        if obs.phase == rules.REVEAL_PHASE:
            return tr("Reveal {number} of 4", number=len(obs.revealed) + 1)
        if obs.phase == rules.TRADE_PHASE:
            return tr("Trading window {number} of 3", number=obs.window)
        return tr("Final hands")

    def _draw_band(self, surface: pygame.Surface, obs: Any) -> None:
        """The phase and the snake order: past slots faded, the current one raised, the slots
        of a player who has passed crossed out."""
        colour = self.app.assets.colour
        h = self.chip_h
        font = self.app.font(max(12, h * 11 // 20), bold=True)
        title = self.app.font(max(13, h * 3 // 5), bold=True)
        chip_w = int(h * 1.7)
        gap = max(4, h // 5)
        phase = self._phase_text(obs)
        heading = tr("Turns") if obs.phase != rules.OVER else ""
        phase_w = title.size(phase)[0]
        head_w = font.size(heading)[0] if heading else 0
        show_chips = obs.phase in (rules.TRADE_PHASE, rules.REVEAL_PHASE)
        chips_w = CHIPS * chip_w + (CHIPS - 1) * gap if show_chips else 0
        total = phase_w + (2 * h + head_w + h // 2 + chips_w if show_chips else 0)
        x = (self.size[0] - total) // 2
        y = self.band_y
        box = pygame.Rect(x - h, y - h * 3 // 4, total + 2 * h, h * 3 // 2)
        screen = pygame.Rect((0, 0), self.size)  # the strip reads in the reader's direction
        panel(surface, box, self.app, alpha=170, radius=h * 3 // 4)
        draw_text(
            surface, title, phase, (x, y), colour("accent"), "midleft", mirror=screen, box=box
        )
        if not show_chips:
            return
        x += phase_w + 2 * h
        draw_text(
            surface, font, heading, (x, y), colour("muted"), "midleft", mirror=screen, box=box
        )
        x += head_w + h // 2
        trading = obs.phase == rules.TRADE_PHASE
        current = obs.snake_slot
        start = max(0, current - 2) if trading else current
        for k in range(start, start + CHIPS):
            owner = slot_owner(obs.first, k)
            rect = pygame.Rect(x, 0, chip_w, h)
            rect.centery = y
            if rtl():
                rect = mirror_rect(rect, screen)
            past = trading and k < current
            now = trading and k == current
            skipped = trading and k > current and obs.passed[owner]
            tint = SEAT_COLOURS[owner]
            if past or skipped:
                tint = tuple(c // 2 + 30 for c in tint)
            if now:
                rect = rect.inflate(6, 8)
                pygame.draw.rect(surface, colour("accent"), rect.inflate(6, 6), border_radius=10)
            pygame.draw.rect(surface, tint, rect, border_radius=8)
            text = tr("P1") if owner == obs.first else tr("P2")
            draw_text(
                surface,
                font,
                text,
                rect.center,
                (24, 28, 26),
                "center",
                shadow=False,
                max_width=rect.w - 4,
                box=rect,
            )
            if skipped:
                pygame.draw.line(
                    surface, (40, 30, 30), rect.bottomleft, rect.topright, max(2, h // 10)
                )
            x += chip_w + gap

    def _draw_plate(self, surface: pygame.Surface, obs: Any, seat: Seat, rect: pygame.Rect) -> None:
        colour = self.app.assets.colour
        if rect.w < 60:
            return
        acting = seat in self.acting()
        panel(surface, rect, self.app, alpha=190)
        if acting:
            pygame.draw.rect(surface, colour("accent"), rect.inflate(6, 6), 3, border_radius=16)
        line_h = rect.h // 4
        big = self.app.font(max(13, line_h * 3 // 5), bold=True)
        small = self.app.font(max(11, line_h * 9 // 20))
        x = rect.x + 14
        y = rect.y + line_h * 3 // 5
        step = (rect.h - line_h * 6 // 5) // 3
        dot = max(5, line_h // 5)
        dot_x = int(mirror_x(x + dot, rect)) if rtl() else x + dot
        pygame.draw.circle(surface, SEAT_COLOURS[seat], (dot_x, y), dot)
        role = tr("P1") if seat == obs.first else tr("P2")
        draw_text(
            surface,
            big,
            tr("{name} · {role}", name=self.name(seat), role=role),
            (x + 2 * dot + 8, y),
            colour("text"),
            "midleft",
            max_width=rect.w - 2 * dot - 36,
            box=rect,
            mirror=rect,
        )
        lines: list[tuple[str, tuple[int, int, int]]] = []
        count = obs.mulligans[seat]
        lines.append((tr("Mulligans: {count} of 2", count=count), colour("muted")))
        traded = len(obs.traded[seat])
        state, tint = self._seat_state(obs, seat)
        lines.append((tr("Traded with {count} of 6 VPs", count=traded), colour("muted")))
        if state:
            lines.append((state, tint))
        else:
            lines.append((self._hand_summary(obs, seat), colour("text")))
        for text, tint in lines:
            y += step
            draw_text(
                surface,
                small,
                text,
                (x, y),
                tint,
                "midleft",
                max_width=rect.w - 28,
                box=rect,
                mirror=rect,
            )

    def _seat_state(self, obs: Any, seat: Seat) -> tuple[str, tuple[int, int, int]]:
        colour = self.app.assets.colour
        acting = seat in self.acting()
        mine = seat == obs.seat
        if obs.phase == rules.MULLIGAN_PHASE:
            return (tr("Deciding…"), colour("accent")) if acting else ("", colour("text"))
        if obs.phase == rules.REVEAL_PHASE:
            chosen = obs.pending_reveal is not None if mine else obs.opponent_chose_reveal
            if chosen:
                return tr("Card chosen ✓"), colour("good")
            return tr("Choosing a card to reveal…"), colour("accent")
        if obs.phase == rules.TRADE_PHASE:
            if obs.passed[seat]:
                return tr("Passed"), colour("danger")
            if acting:
                return tr("On turn"), colour("accent")
        return "", colour("text")

    def _hand_summary(self, obs: Any, seat: Seat) -> str:
        """Yours: the sum of your hand and whether it is a Quattro; theirs: what is shown."""
        if seat == obs.seat:
            cards = obs.hand
            total = sum(rules.NUMBER[c] for c in cards)
            if rules.is_quattro(cards):
                return tr("Hand: {total} · a Quattro", total=total)
            return tr("Hand: {total}", total=total)
        shown = obs.opponent_revealed
        total = sum(rules.NUMBER[c] for c in shown)
        return tr("Shown: {total}", total=total)

    def _draw_scores(self, surface: pygame.Surface, obs: Any) -> None:
        """The final hands: a gold glow for the winner, the sum and whether it is a Quattro."""
        colour = self.app.assets.colour
        hands = {obs.seat: obs.hand, 1 - obs.seat: obs.opponent_revealed}
        result = rules.score(hands[0], hands[1])
        for seat in (0, 1):
            if seat == obs.seat:
                rects = [self.own_rect(i, "revealed") for i in range(4)]
            else:
                rects = [self.opp_rect(i, True) for i in range(4)]
            row = rects[0].unionall(rects[1:])
            won = result.winner == seat
            if won:
                glow = pygame.Surface(row.inflate(28, 28).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*colour("accent"), 90), glow.get_rect(), border_radius=22)
                surface.blit(glow, row.inflate(28, 28))
            font = self.app.font(max(15, row.h // 7), bold=True)
            quattro = result.quattro[seat]
            text = (
                tr("Quattro! · {total}", total=result.sums[seat])
                if quattro
                else tr("No Quattro · {total}", total=result.sums[seat])
            )
            tint = colour("accent") if quattro else colour("text")
            box = font.size(text)
            pill = pygame.Rect(0, 0, box[0] + 24, box[1] + 12)
            if rtl():  # beside the row, on the side the reader starts from
                pill.midright = (row.left - 24, row.centery)
            else:
                pill.midleft = (row.right + 24, row.centery)
            panel(surface, pill, self.app, alpha=220, radius=pill.h // 2)
            draw_text(surface, font, text, pill.center, tint, "center", box=pill)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if not self.may_act():
            return
        colour = self.app.assets.colour
        font = self.app.font(max(15, self.keep_rect.h * 9 // 20), bold=True)
        for target in self.targets(self.obs, self.legal()):
            if getattr(target, "button", False):
                shadow = target.rect.move(0, 3)
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
                pygame.draw.rect(surface, colour("button"), target.rect, border_radius=12)
                pygame.draw.rect(surface, colour("panel_edge"), target.rect, 1, border_radius=12)
                draw_text(
                    surface,
                    font,
                    target.label,
                    target.rect.center,
                    colour("button_text"),
                    "center",
                    max_width=target.rect.w - 12,
                    box=target.rect,
                )

    def set_viewer(self, seat: Seat) -> None:
        changed = seat != self.viewer
        super().set_viewer(seat)
        if changed:
            # a message about the last person's own cards (what a VP gave back) leaves with them
            self.banners.clear()
            self.stills.clear()
            self.decor_obs = None
            self.stock_shown = None

    # -- status --------------------------------------------------------------------------------
    def status_line(self, obs: Any) -> str:
        if self.match.is_over():
            return tr("The game is over.")
        acting = self.acting()
        me = obs.seat
        other = self.name(1 - me)
        if obs.phase == rules.MULLIGAN_PHASE:
            if me in acting:
                left = 2 - obs.mulligans[me]
                return tr(
                    "Keep this hand, or take a mulligan ({left} left).",
                    left=left,
                )
            return tr("{name} decides whether to keep.", name=other)
        if obs.phase == rules.REVEAL_PHASE:
            if obs.pending_reveal is not None:
                return tr("Waiting for {name} to choose a card to reveal…", name=other)
            return tr(
                "Click one of your hidden cards to reveal it (reveal {number} of 4).",
                number=len(obs.revealed) + 1,
            )
        if obs.phase == rules.TRADE_PHASE:
            if me in acting:
                legal = self.legal()
                picked = self.selection(obs, legal)
                if picked is not None:
                    card = self.own_cards(obs)[picked]
                    return tr(
                        "Give {card} to a virtual player you have not traded with.",
                        card=card_name("quattro", card),
                    )
                if "pass" in legal:
                    return tr("Your turn: pick a card to give to a virtual player, or pass.")
                return tr("Your turn: pick a card to give (every VP must be traded with now).")
            if acting:
                return tr("{name}'s turn to trade.", name=self.name(acting[0]))
        return ""

    # -- acting --------------------------------------------------------------------------------
    def reset_selection(self) -> None:
        self.selected = None

    def reset_selection_on_click(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        return True

    def _button(self, rect: pygame.Rect, label: str, action: str) -> Target:
        target = Target(rect, label, lambda: self.act(action))
        target.action = action  # type: ignore[attr-defined]
        target.button = True  # type: ignore[attr-defined]
        return target

    def targets(self, obs: Any, legal: Sequence[str]) -> list[Target]:
        found: list[Target] = []
        if "keep" in legal:
            found.append(self._button(self.keep_rect, tr("Keep"), "keep"))
        if "mulligan" in legal:
            found.append(self._button(self.mulligan_rect, tr("Mulligan"), "mulligan"))
        order = self.own_cards(obs)
        states = self.own_states(obs, order)
        if obs.phase == rules.REVEAL_PHASE:
            for i, card in enumerate(order):
                action = f"reveal {card}"
                if states[i] == "hidden" and action in legal:
                    target = Target(
                        self.own_rect(i),
                        tr("Reveal {card}", card=card_name("quattro", card)),
                        self._doer(action),
                    )
                    target.action = action  # type: ignore[attr-defined]
                    found.append(target)
        if obs.phase == rules.TRADE_PHASE:
            picked = self.selection(obs, legal)
            for i, card in enumerate(order):
                if states[i] != "hidden" or not any(a.startswith(f"trade {card} ") for a in legal):
                    continue
                rect = self.own_rect(i, "selected" if i == picked else "hidden")
                label = tr("Give {card}", card=card_name("quattro", card))
                target = Target(rect, label, self._picker(i))
                target.card = card  # type: ignore[attr-defined]
                target.action = None  # type: ignore[attr-defined]  # it leads to several
                target.selected = i == picked
                found.append(target)
            if picked is not None:
                card = order[picked]
                for vp in range(6):
                    action = f"trade {card} vp{vp + 1}"
                    if action in legal:
                        rect = self.vp_target_rect(vp)
                        target = Target(
                            rect,
                            tr(
                                "Give {card} to VP{number}",
                                card=card_name("quattro", card),
                                number=vp + 1,
                            ),
                            self._doer(action),
                        )
                        target.action = action  # type: ignore[attr-defined]
                        found.append(target)
            if "pass" in legal:
                found.append(self._button(self.pass_rect, tr("Pass"), "pass"))
        return found

    def _doer(self, action: str) -> Callable[[], None]:
        return lambda: self.act(action)

    def _picker(self, position: int) -> Callable[[], None]:
        def pick() -> None:
            self.selected = None if self.selected == position else position
            if self.focus >= 0 and self.selected is not None:
                # keyboard: go on to the first virtual player that can take the card
                live = self._live_targets()
                for index, target in enumerate(live):
                    if (getattr(target, "action", "") or "").startswith("trade "):
                        self.focus = index
                        break
            self.app.dirty = True

        return pick

    def target_action(self, target: Target) -> str | None:
        action = getattr(target, "action", None)
        card = getattr(target, "card", None)
        hint = self.hint
        if (
            action is None
            and card is not None
            and hint
            and hint.action.startswith(f"trade {card} ")
        ):
            return hint.action  # the hint points at the card to give first
        return action

    # -- animation -----------------------------------------------------------------------------
    def sound_for(self, event: Event) -> str | None:
        return {
            rules.Dealt: "deal",
            rules.MulliganTaken: "shuffle",
            rules.VPsDealt: "deal",
            rules.CardsRevealed: "flip",
            rules.Traded: "swap",
            rules.Passed: "refuse",
        }.get(type(event))

    def cue(self, name: str) -> None:
        """Play a sound when the animation reaches this point."""
        path = self.app.assets.sound(name)
        self.timeline.also(lambda: self.app.sound.play(path))

    def announce(
        self,
        text: str,
        seat: Seat | None = None,
        colour: tuple[int, int, int] | None = None,
        seconds: float = 1.6,
    ) -> None:
        """A banner when the animation reaches this point: about a seat (beside the opponent's
        hand, or above yours) or about the table (None: on the strip in the middle). A new
        banner replaces the one in its place."""
        place = "table" if seat is None else ("own" if seat == self.obs.seat else "opp")
        item = Banner(text, None, colour or self.app.assets.colour("text"))
        item.place = place  # type: ignore[attr-defined]

        def show() -> None:
            self.banners[:] = [b for b in self.banners if getattr(b, "place", "") != place]
            item.life = seconds / max(0.5, self.timeline.speed or 2.0)
            self.banners.append(item)
            self.app.dirty = True

        self.timeline.also(show)

    def _draw_banners(self, surface: pygame.Surface) -> None:
        width, height = self.size
        for item in self.banners:
            place = getattr(item, "place", "table")
            size = max(16, height // 30) if place != "opp" else max(14, height // 36)
            font = self.app.font(size, bold=True)
            if place == "opp":  # beside the opponent's hand, on the side the reader ends on
                left = self.opp_x[3] + self.w_opp + self.margin
                room = width - left - self.margin - 28
            else:
                room = width - 2 * self.margin - 28
            text_w, text_h = font.size(item.text)
            if text_w > room > 40:
                text_w = room
            box = pygame.Rect(0, 0, text_w + 28, text_h + 16)
            if place == "opp" and rtl():
                box.midright = (self.opp_x[0] - self.margin, self.opp_y + self.h_opp // 2)
            elif place == "opp":
                box.midleft = (left, self.opp_y + self.h_opp // 2)
            elif place == "own":
                box.center = (width // 2, (self.rail.bottom + self.own_y) // 2)
            else:
                box.center = (width // 2, self.band_y)
            box.clamp_ip(surface.get_rect())
            alpha = int(255 * item.alpha)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            fill = self.app.assets.colour("panel")
            pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=box.h // 2)
            edge = (*self.app.assets.colour("accent"), alpha)
            pygame.draw.rect(layer, edge, layer.get_rect(), 2, border_radius=box.h // 2)
            surface.blit(layer, box)
            draw_text(
                surface,
                font,
                item.text,
                box.center,
                item.colour,
                "center",
                shadow=False,
                max_width=room if room > 40 else None,
                box=box,
                alpha=alpha,
            )

    def says(self, seat: Seat, yours: str, theirs: str, **values: Any) -> str:
        """A sentence about `seat`: "You keep" for the viewer, "Astrid keeps" for the other."""
        if seat == self.obs.seat:
            return tr(yours, **values)
        return tr(theirs, name=self.name(seat), **values)

    def count_stock(self, start: float, end: float, seconds: float) -> None:
        """The stock's pile grows or shrinks while the cards fly (in the current group)."""
        self.stock_shown = start
        self.timeline.also(Tween(self, "stock_shown", start, end, self.duration(seconds), linear))

    def still(self, cards: Sequence[tuple[str | None, pygame.Rect]]) -> Callable[[], None]:
        """Show `cards` from now (the start of the current group) until the returned callback
        is queued and reached."""
        items = [(card, rect.copy()) for card, rect in cards]

        def show() -> None:
            self.stills.extend(items)

        def clear() -> None:
            for item in items:
                if item in self.stills:
                    self.stills.remove(item)
            self.app.dirty = True

        self.timeline.also(show)
        return clear

    def animate(self, seat: Seat | None, events: Sequence[Event], before: Any, after: Any) -> None:
        if after is None:
            return
        own_before = self.own_cards(before) if before is not None else None
        opp_before = self.opp_cards(before) if before is not None else None
        self.remember(after)
        if before is not None:
            self.decor_obs = before  # names, ticks and the strip change when the cards have moved
        else:
            self.cue("shuffle")
        dealt = 0
        accent = self.app.assets.colour("accent")
        for event in events:
            if isinstance(event, rules.Dealt):
                if dealt == 0:
                    self.step()
                    self.cue("deal")
                    self.count_stock(26, 18, 0.3 + 0.07 * 8)
                self._deal_hand(event.seat, after, event.cards is not None, dealt)
                dealt += 4
            elif isinstance(event, rules.MulliganTaken):
                self._mulligan(event, after, own_before)
            elif isinstance(event, rules.Kept):
                self.announce(self.says(event.seat, "You keep", "{name} keeps"), event.seat)
            elif isinstance(event, rules.AutoKept):
                text = self.says(
                    event.seat,
                    "You keep after a second mulligan",
                    "{name} keeps after a second mulligan",
                )
                self.announce(text, event.seat)
            elif isinstance(event, rules.VPsDealt):
                self._deal_vps()
            elif isinstance(event, rules.RevealChosen):
                self._reveal_chosen(event, events, after)
            elif isinstance(event, rules.CardsRevealed):
                self._reveal(event, before, after, own_before, opp_before)
            elif isinstance(event, rules.WindowOpened):
                self.timeline.then(self._settle)  # the strip and the names catch up
                starter = slot_owner(after.first, after.snake_slot)
                empty = any(
                    isinstance(e, rules.WindowEnded) and e.window == event.window for e in events
                )
                text = (
                    tr(
                        "Trading window {number}: nobody has a VP left to trade with",
                        number=event.window,
                    )
                    if empty
                    else self.says(
                        starter,
                        "Trading window {number}: you trade first",
                        "Trading window {number}: {name} trades first",
                        number=event.window,
                    )
                )
                self.announce(text, None, accent)
                self.pause_for(0.5)
            elif isinstance(event, rules.Traded):
                self._trade(event, before, after, own_before, opp_before)
            elif isinstance(event, rules.Passed):
                text = self.says(event.seat, "You pass", "{name} passes")
                self.announce(text, event.seat, accent, seconds=1.4)
                self.pause_for(0.35)
            elif isinstance(event, rules.AutoPassed):
                text = self.says(
                    event.seat,
                    "You have traded with every VP",
                    "{name} has traded with every VP",
                )
                self.announce(text, event.seat, seconds=1.4)
            elif isinstance(event, rules.WindowEnded):
                self.step()
                self.announce(tr("Trading window {number} ends", number=event.window))
                self.pause_for(0.4)
            elif isinstance(event, rules.GameOver):
                self._game_over(event, after)
        self.timeline.then(self._settle)

    def _settle(self) -> None:
        """The move has been shown: everything on the table follows the observation again."""
        self.decor_obs = None
        self.stock_shown = None
        self.app.dirty = True

    # -- the pieces of the animation -------------------------------------------------------------
    def _deal_hand(self, seat: Seat, obs: Any, seen: bool, dealt: int) -> None:
        for i in range(4):
            if seat == obs.seat:
                card = self.own_cards(obs)[i] if seen else None
                end, key = self.own_rect(i), ("own", i)
            else:
                card, end, key = None, self.opp_rect(i), ("opp", i)
            self.fly(
                None,
                self.stock_rect,
                end,
                hide=[key],
                seconds=0.32,
                delay=0.07 * (dealt + i),
                flip_to=card,
            )

    def _mulligan(self, event: Any, after: Any, own_before: list[str] | None) -> None:
        """The old hand is put aside beside the stock, the top four of the stock are dealt, and
        only then do the old cards go into the stock, which is shuffled (they cannot come
        straight back)."""
        seat = event.seat
        mine = seat == after.seat
        self.step()
        text = self.says(
            seat,
            "You take mulligan {count} of 2",
            "{name} takes mulligan {count} of 2",
            count=event.count,
        )
        self.announce(text, seat, seconds=1.4)
        aside = self.stock_rect.move(self.stock_rect.width * 6 // 5, 0)
        for i in range(4):
            if mine:
                card = own_before[i] if own_before else None
                start = self.own_rect(i)
            else:
                card, start = None, self.opp_rect(i)
            flight = self.fly(card, start, aside.move(-2 * i, -2 * i), seconds=0.3 + 0.05 * i)
            flight.flip = card is not None  # a face turns down on the way
        self.step()
        waiting = self.still([(None, aside.move(-2 * i, -2 * i)) for i in range(4)])
        self.cue("deal")
        self.count_stock(after.stock_size, after.stock_size - 4, 0.45)
        for i in range(4):
            if mine:
                card = self.own_cards(after)[i] if event.cards is not None else None
                end, key = self.own_rect(i), ("own", i)
            else:
                card, end, key = None, self.opp_rect(i), ("opp", i)
            self.fly(
                None, self.stock_rect, end, hide=[key], seconds=0.35, delay=0.07 * i, flip_to=card
            )
        self.step()  # only now do the old cards go into the stock, which is shuffled
        self.timeline.also(waiting)
        self.cue("shuffle")
        for i in range(4):
            self.fly(None, aside.move(-2 * i, -2 * i), self.stock_rect, seconds=0.25 + 0.04 * i)
        grow = Tween(
            self, "stock_shown", after.stock_size - 4, after.stock_size, self.duration(0.3), linear
        )
        self.timeline.also(grow)

    def _deal_vps(self) -> None:
        self.step()
        self.cue("deal")
        self.announce(tr("The six virtual players are dealt three cards each"), seconds=1.4)
        self.count_stock(18, 0, 0.3 + 0.045 * 18)
        for vp in range(6):
            for j in range(3):
                self.fly(
                    None,
                    self.stock_rect,
                    self.vp_rect(vp, j),
                    hide=[("vp", vp, j)],
                    seconds=0.3,
                    delay=0.045 * (vp * 3 + j),
                )

    def _reveal_chosen(self, event: Any, events: Sequence[Event], after: Any) -> None:
        together = any(isinstance(e, rules.CardsRevealed) for e in events)
        if together:
            return  # the card rises and turns over in one go
        if event.card is not None and event.seat == after.seat:
            states = self.own_states(after, self.own_cards(after))
            if "chosen" not in states:
                return
            i = states.index("chosen")
            self.step()
            self.fly(
                event.card,
                self.own_rect(i),
                self.own_rect(i, "chosen"),
                hide=[("own", i)],
                seconds=0.22,
            )
        elif event.seat != after.seat:
            text = tr("{name} has chosen a card to reveal", name=self.name(event.seat))
            self.announce(text, event.seat, seconds=1.3)

    def _reveal(
        self,
        event: Any,
        before: Any,
        after: Any,
        own_before: list[str] | None,
        opp_before: list[Token] | None,
    ) -> None:
        """Both chosen cards turn over together and step forward."""
        me = after.seat
        self.step()
        order = self.own_cards(after)
        states_after = self.own_states(after, order)
        states_before = (
            self.own_states(before, own_before) if before is not None and own_before else []
        )
        rise = "chosen" if before is not None and before.pending_reveal is not None else "hidden"
        for i, card in enumerate(order):
            was = states_before[i] if i < len(states_before) else "hidden"
            if states_after[i] == "revealed" and was != "revealed":
                self.fly(
                    card,
                    self.own_rect(i, rise),
                    self.own_rect(i, "revealed"),
                    hide=[("own", i)],
                    seconds=0.5,
                    flip_to=card,
                )
                break
        tokens = self.opp_cards(after)
        for i, (kind, card) in enumerate(tokens):
            was_token = opp_before[i] if opp_before else ("B", None)
            if kind == "R" and was_token[0] != "R":
                self.fly(
                    was_token[1],
                    self.opp_rect(i),
                    self.opp_rect(i, True),
                    hide=[("opp", i)],
                    seconds=0.5,
                    flip_to=card,
                )
                break
        text = tr(
            "Reveal {number}: you show {mine}, {name} shows {theirs}",
            number=event.reveal,
            mine=card_name("quattro", event.cards[me]),
            name=self.name(1 - me),
            theirs=card_name("quattro", event.cards[1 - me]),
        )
        self.announce(text, None, seconds=1.6)
        self.pause_for(0.45)

    def _trade(
        self,
        event: Any,
        before: Any,
        after: Any,
        own_before: list[str] | None,
        opp_before: list[Token] | None,
    ) -> None:
        """The given card slides to the VP and joins its face-up cards; then the VP's card
        slides back (face up only if the viewer may see it)."""
        vp = event.vp - 1
        mine = event.seat == after.seat
        tokens_before = vp_tokens(before, vp) if before is not None else []
        tokens_after = vp_tokens(after, vp)
        given_at = max(i for i, t in enumerate(tokens_after) if t == ("U", event.given))
        if event.received_public:
            returned_at = next(
                (i for i, t in enumerate(tokens_before) if t == ("U", event.received)), 0
            )
        else:
            returned_at = max((i for i, t in enumerate(tokens_before) if t[0] == "B"), default=0)
        # where in the player's hand: the position that changed
        if mine:
            order = self.own_cards(after)
            old = own_before or order
            changed = [i for i in range(len(order)) if order[i] != old[i]]
            held = [i for i, c in enumerate(old) if c == event.given] or [0]
            spot = changed[0] if changed else held[-1]
            start = self.own_rect(spot, "selected")
            end = self.own_rect(spot)
            key: Hashable = ("own", spot)
            given_face, given_flip = event.given, None
            back_face = event.received if event.received_public else None
            back_flip = None if event.received_public else event.received
        else:
            tokens = self.opp_cards(after)
            old_tokens = opp_before or tokens
            changed = [i for i in range(len(tokens)) if tokens[i] != old_tokens[i]]
            backs = [i for i, t in enumerate(tokens) if t[0] == "B"] or [0]
            spot = changed[0] if changed else backs[-1]
            start = end = self.opp_rect(spot)
            key = ("opp", spot)
            was = old_tokens[spot]
            given_face = was[1] if was[0] == "K" else None
            given_flip = None if was[0] == "K" else event.given
            back_face = event.received if event.received_public else None
            back_flip = None
        # the VP's cards that move: the one given back, and face-up cards that shift along
        leaving = [(back_face, self.vp_rect(vp, returned_at))]
        shifts = []
        used = {returned_at}
        for j, token in enumerate(tokens_after):
            if token[0] != "U" or j == given_at:
                continue
            origin = next(
                (i for i, t in enumerate(tokens_before) if t == token and i not in used), j
            )
            used.add(origin)
            if origin != j:
                shifts.append((token[1], origin, j))
                leaving.append((token[1], self.vp_rect(vp, origin)))
        self.step()
        clear = self.still(leaving)
        self.fly(
            given_face,
            start,
            self.vp_rect(vp, given_at),
            hide=[("vp", vp, given_at)],
            seconds=0.45,
            flip_to=given_flip,
        )
        if mine:
            text = tr(
                "You give {given} to VP{number} and get {received}",
                given=card_name("quattro", event.given),
                number=event.vp,
                received=card_name("quattro", event.received),
            )
        elif event.received_public:
            text = tr(
                "{name} gives {given} to VP{number} and gets {received}",
                name=self.name(event.seat),
                given=card_name("quattro", event.given),
                number=event.vp,
                received=card_name("quattro", event.received),
            )
        else:
            text = tr(
                "{name} gives {given} to VP{number}",
                name=self.name(event.seat),
                given=card_name("quattro", event.given),
                number=event.vp,
            )
        self.announce(text, event.seat, seconds=1.5)
        self.step()
        self.timeline.also(clear)
        self.fly(
            back_face,
            self.vp_rect(vp, returned_at),
            end,
            hide=[key],
            seconds=0.45,
            flip_to=back_flip,
        )
        for card, origin, j in shifts:
            self.fly(
                card,
                self.vp_rect(vp, origin),
                self.vp_rect(vp, j),
                hide=[("vp", vp, j)],
                seconds=0.3,
            )

    def _game_over(self, event: Any, after: Any) -> None:
        """The final hands: the Quattros and sums appear, and who won."""
        self.step()
        self.timeline.also(self._settle)
        self.timeline.also(lambda: setattr(self, "scored", True))
        me = after.seat
        colour = self.app.assets.colour
        if event.draw:
            text = tr(
                "A draw: {first_sum} to {second_sum}",
                first_sum=event.sums[0],
                second_sum=event.sums[1],
            )
            tint = colour("accent")
        else:
            winner = event.winner
            won = winner == me
            if event.quattro[0] != event.quattro[1]:
                text = self.says(
                    winner,
                    "You win with the only Quattro!",
                    "{name} wins with the only Quattro!",
                )
            else:
                text = self.says(
                    winner,
                    "You win, {high} to {low}",
                    "{name} wins, {high} to {low}",
                    high=event.sums[winner],
                    low=event.sums[1 - winner],
                )
            tint = colour("good") if won else colour("danger")
            self.cue("round_won" if won else "round_lost")
        self.announce(text, None, tint, seconds=2.6)
        self.pause_for(2.2)

    # -- after the game ------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        obs = self.match.state.observe(self.obs.seat)
        hands = {obs.seat: obs.hand, 1 - obs.seat: obs.opponent_revealed}
        outcome = rules.score(hands[0], hands[1])
        lines = []
        for seat in (0, 1):
            cards = trc("card list separator", " ").join(
                card_name("quattro", card) for card in hands[seat]
            )
            message = (
                "{name}: {cards} · a Quattro · sum {total}"
                if outcome.quattro[seat]
                else "{name}: {cards} · no Quattro · sum {total}"
            )
            lines.append(tr(message, name=self.name(seat), cards=cards, total=outcome.sums[seat]))
        lines.append(
            tr(
                "Mulligans: {first} {a} · {second} {b}",
                first=self.name(0),
                a=obs.mulligans[0],
                second=self.name(1),
                b=obs.mulligans[1],
            )
        )
        return lines

    def next_game_config(self) -> Any:
        """ "Play again": the other seat trades first."""
        first = self.match.state.observe(self.obs.seat).first
        return replace(
            self.match.config,
            seed=random.randrange(2**31),
            setup={**self.match.config.setup, "first": 1 - first},
        )
