"""The Cuckoo table: everyone's one card around an oval table, the stock in the middle.

The viewer sits at the bottom; seats follow clockwise to the viewer's left (seat numbers rise
clockwise, and "left" is the next seat). Each seat shows its card (a face when the viewer may
see it: their own, a Fool, a refusing matador), its lives, and whether it deals, rests or is out.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from ...engine.core import Event, Seat
from ...engine.games import cuckoo as rules
from ...i18n import card_name, join_list, tr, trn
from ..core.widgets import draw_text, follow_reading
from ..table import SlotDraw, TableScene, Target


class CuckooTable(TableScene):
    game = "cuckoo"

    # -- layout --------------------------------------------------------------------------------
    def compute_layout(self, size: tuple[int, int]) -> None:
        width, height = size
        n = self.match.state.n_seats
        top = self.hud_height_estimate(height)
        crowd = 1.0 if n <= 5 else 0.82
        self.card_h = int(min(height * 0.19 * crowd, width * 0.2))
        self.own_h = int(self.card_h * 1.22)
        labels = max(14, height // 44) * 2 + max(12, height // 52) + 14  # name, hearts, margins
        # the oval fits between the top seat's card and the bottom seat's name and lives
        self.ry = max(40.0, (height - top - self.card_h / 2 - self.own_h / 2 - labels - 24) / 2)
        self.rx = width * 0.36
        self.centre = (width // 2, int(top + 12 + self.card_h / 2 + self.ry))
        self.seat_rects: dict[Seat, pygame.Rect] = {}
        for seat in range(n):
            x, y = self.seat_point(seat)
            h = self.own_h if seat == self._anchor() else self.card_h
            w = self.card_size(h)[0]
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (int(x), int(y))
            self.seat_rects[seat] = rect
        w = self.card_size(self.card_h)[0]
        self.stock_rect = pygame.Rect(0, 0, w, self.card_h)
        self.stock_rect.center = (self.centre[0] - w * 3 // 4, self.centre[1])
        self.aside_rect = pygame.Rect(0, 0, w * 3 // 4, self.card_h * 3 // 4)
        self.aside_rect.midleft = (self.centre[0] + w // 3, self.centre[1])
        bw = max(120, self.own_h * 3 // 4)
        bh = max(38, height // 18)
        own = self.seat_rects[self._anchor()]
        self.keep_rect = pygame.Rect(0, 0, bw, bh)
        self.swap_rect = pygame.Rect(0, 0, bw, bh)
        self.keep_rect.midright = (own.left - 20, own.centery)
        self.swap_rect.midleft = (own.right + 20, own.centery)
        # the buttons follow the reading direction (the seats do not)
        follow_reading([self.keep_rect, self.swap_rect], pygame.Rect(0, 0, width, height))

    @staticmethod
    def hud_height_estimate(height: int) -> int:
        return max(34, height // 20) + 16

    def _anchor(self) -> Seat:
        """The seat drawn at the bottom: the viewer (a spectator sees from the first person)."""
        if self.viewer >= 0:
            return self.viewer
        humans = self.match.humans()
        return humans[0] if humans else 0

    def seat_point(self, seat: Seat) -> tuple[float, float]:
        n = self.match.state.n_seats
        k = (seat - self._anchor()) % n
        angle = 2 * math.pi * k / n
        return (
            self.centre[0] - self.rx * math.sin(angle),
            self.centre[1] + self.ry * math.cos(angle),
        )

    def set_viewer(self, seat: Seat) -> None:
        super().set_viewer(seat)
        self.compute_layout(self.size)

    # -- what is on the table ------------------------------------------------------------------
    def seat_card(self, obs: Any, seat: Seat) -> tuple[bool, str | None]:
        """(has a card, the face the viewer may see or None for a back)."""
        in_deal = (
            seat in obs.participants
            and seat not in obs.eliminated
            and seat not in obs.resting
            and obs.lives[seat] > 0
        )
        if obs.turn is None and obs.last_deal is not None:  # the match is over: all shown
            card = obs.public_cards[seat]
            return card is not None, card
        if not in_deal:
            return False, None
        if seat == obs.seat and obs.own_card is not None:
            return True, obs.own_card
        return True, obs.public_cards[seat]

    def slots(self, obs: Any) -> dict[Hashable, SlotDraw]:
        drawn: dict[Hashable, SlotDraw] = {}
        for seat, rect in self.seat_rects.items():
            present, face = self.seat_card(obs, seat)
            if present:
                drawn[("seat", seat)] = SlotDraw(rect, face)
        if obs.stock_size:
            drawn["stock"] = SlotDraw(self.stock_rect, None)
        for i, card in enumerate(obs.set_aside[-6:]):
            rect = self.aside_rect.move(i * self.aside_rect.width // 3, 0)
            drawn[("aside", i)] = SlotDraw(rect, card)
        return drawn

    def draw_decor(self, surface: pygame.Surface, obs: Any) -> None:
        colour = self.app.assets.colour
        height = self.size[1]
        font = self.app.font(max(14, height // 44), bold=True)
        small = self.app.font(max(12, height // 52))
        # the felt oval
        oval = pygame.Rect(0, 0, int(self.rx * 2.25), int(self.ry * 2.1))
        oval.center = self.centre
        pygame.draw.ellipse(surface, (0, 0, 0), oval.move(0, 6), 0)
        pygame.draw.ellipse(surface, (26, 92, 62), oval)
        pygame.draw.ellipse(surface, (196, 160, 80), oval, 3)
        if obs.stock_size > 1:  # the stock's thickness
            for i in range(min(4, obs.stock_size // 8)):
                self.draw_card(surface, None, self.stock_rect.move(-2 * (i + 1), -2 * (i + 1)))
        draw_text(
            surface,
            small,
            tr("Stock: {count}", count=obs.stock_size),
            (self.stock_rect.centerx, self.stock_rect.bottom + 6),
            colour("muted"),
            "midtop",
        )
        for seat, rect in self.seat_rects.items():
            self._draw_seat_plate(surface, obs, seat, rect, font, small)

    def _draw_seat_plate(
        self,
        surface: pygame.Surface,
        obs: Any,
        seat: Seat,
        rect: pygame.Rect,
        font: pygame.font.Font,
        small: pygame.font.Font,
    ) -> None:
        colour = self.app.assets.colour
        lives = obs.lives[seat]
        out = lives <= 0
        below = rect.bottom + 6 if seat != self._anchor() else rect.bottom + 8
        name = self.name(seat)
        if obs.turn == seat:
            glow = rect.inflate(18, 18)
            pygame.draw.rect(surface, colour("accent"), glow, 4, border_radius=14)
        plate = draw_text(
            surface,
            font,
            name,
            (rect.centerx, below),
            colour("danger") if out else colour("text"),
            "midtop",
            max_width=max(rect.width * 2, 120),
        )
        hearts = "♥" * max(0, lives) + "♡" * max(0, self.match.options["lives"] - lives)
        draw_text(
            surface,
            small,
            hearts,
            (rect.centerx, plate.bottom + 2),
            colour("danger"),
            "midtop",
            shadow=False,
        )
        tags = []
        if seat == obs.dealer and not out:
            tags.append(tr("dealer"))
        if out:
            tags.append(tr("out"))
        elif seat in obs.resting:
            tags.append(tr("resting"))
        for done_seat, choice in obs.turns_taken:
            if done_seat == seat:
                tags.append(tr("kept") if choice == "keep" else tr("swapped"))
        if tags:
            lift = 14 if obs.turn == seat else 6  # clear of the glow round the card on turn
            draw_text(
                surface,
                small,
                " · ".join(tags),
                (rect.centerx, rect.top - lift),
                colour("muted"),
                "midbottom",
                max_width=rect.width * 2,
            )

    def status_line(self, obs: Any) -> str:
        if self.match.is_over():
            return tr("The match is over.")
        if obs.turn is None:
            return ""
        if obs.turn == self.viewer:
            if obs.turn == obs.dealer:
                return tr("Your turn: keep your card, or swap it with the top of the stock.")
            return tr("Your turn: keep your card, or ask to swap with the next player.")
        return tr("{name}'s turn", name=self.name(obs.turn))

    # -- acting --------------------------------------------------------------------------------
    def targets(self, obs: Any, legal: Sequence[str]) -> list[Target]:
        found = []
        if "keep" in legal:
            target = Target(self.keep_rect, tr("Keep"), lambda: self.act("keep"))
            target.action = "keep"  # type: ignore[attr-defined]
            found.append(target)
        if "swap" in legal:
            label = tr("Swap with stock") if obs.turn == obs.dealer else tr("Swap")
            target = Target(self.swap_rect, label, lambda: self.act("swap"))
            target.action = "swap"  # type: ignore[attr-defined]
            found.append(target)
        return found

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.may_act():
            return
        font = self.app.font(max(16, self.keep_rect.height * 9 // 20), bold=True)
        for target in self.targets(self.obs, self.legal()):
            pygame.draw.rect(
                surface, self.app.assets.colour("button"), target.rect, border_radius=12
            )
            draw_text(
                surface,
                font,
                target.label,
                target.rect.center,
                self.app.assets.colour("button_text"),
                "center",
                max_width=target.rect.width - 12,
            )

    # -- animation -----------------------------------------------------------------------------
    def sound_for(self, event: Event) -> str | None:
        return {
            rules.DealStarted: "shuffle",
            rules.CardDealt: None,
            rules.Exchanged: "swap",
            rules.StockExchanged: "swap",
            rules.Refused: "refuse",
            rules.LifeLost: "life_lost",
            rules.Revealed: "flip",
        }.get(type(event))

    def animate(self, seat: Seat | None, events: Sequence[Event], before: Any, after: Any) -> None:
        names = self.match.names
        deal_over = any(isinstance(e, (rules.Revealed, rules.DealEnded)) for e in events)
        if deal_over and before is not None:
            self.obs = before  # keep the old deal on the table until its cards are revealed
        dealt = 0
        for event in events:
            if isinstance(event, rules.DealStarted):
                if deal_over:
                    self.show_later(after)
                self.banner(
                    tr("Deal {number}: {name} deals", number=event.deal, name=names[event.dealer])
                )
                self.step()
                dealt = 0
            elif isinstance(event, rules.CardDealt):
                rect = self.seat_rects[event.seat]
                self.fly(
                    None if event.card is None else event.card,
                    self.stock_rect,
                    rect,
                    hide=[("seat", event.seat)],
                    seconds=0.3,
                    delay=0.09 * dealt,
                )
                dealt += 1
            elif isinstance(event, rules.Kept):
                self.banner(tr("{name} keeps", name=names[event.seat]), self._near(event.seat))
            elif isinstance(event, rules.Refused):
                self._refusal(event, names)
            elif isinstance(event, rules.Exchanged):
                self.step()
                a, b = self.seat_rects[event.requester], self.seat_rects[event.target]
                hide = [("seat", event.requester), ("seat", event.target)]
                self.fly(event.given, a, b, hide=hide, seconds=0.45)
                self.fly(event.received, b, a, seconds=0.45)
            elif isinstance(event, rules.StockTurned):
                self.step()
                self.fly(
                    None,
                    self.stock_rect,
                    self.aside_rect,
                    flip_to=event.card,
                    hide=[("aside", min(5, len(after.set_aside) - 1))] if after else (),
                    seconds=0.5,
                )
                if event.card in ("Cuckoo", "Dragoon", "Cat"):
                    self.banner(
                        tr("The stock shows the {card}!", card=card_name("cuckoo", event.card))
                    )
            elif isinstance(event, rules.StockExchanged):
                self.step()
                rect = self.seat_rects[event.requester]
                self.fly(event.old_card, rect, self.aside_rect, seconds=0.45)
                self.fly(
                    event.new_card,
                    self.stock_rect,
                    rect,
                    hide=[("seat", event.requester)],
                    seconds=0.45,
                )
            elif isinstance(event, rules.ExchangesUndone):
                self.banner(
                    tr("The Cat undoes every exchange of this deal"),
                    colour=self.app.assets.colour("accent"),
                )
                self.pause_for(0.6)
            elif isinstance(event, rules.LifeLost) and event.reason != "settlement":
                self.banner(
                    tr("{name} loses a life", name=names[event.seat]),
                    self._near(event.seat),
                    self.app.assets.colour("danger"),
                )
            elif isinstance(event, rules.PlayerOut):
                self.banner(
                    tr("{name} is out", name=names[event.seat]),
                    colour=self.app.assets.colour("danger"),
                )
            elif isinstance(event, rules.Revealed):
                losers = [
                    e.seat
                    for e in events
                    if isinstance(e, rules.LifeLost) and e.reason == "settlement"
                ]
                self._reveal(event, losers)
            elif isinstance(event, rules.Resting):
                for resting in getattr(event, "seats", ()):
                    self.banner(tr("{name} held the Fool and rests next deal", name=names[resting]))
            elif isinstance(event, rules.DealSkipped):
                self.banner(tr("Too few players for a deal: it is skipped"))
        if deal_over and not any(isinstance(e, rules.DealStarted) for e in events):
            self.show_later(after)

    def _near(self, seat: Seat) -> tuple[int, int]:
        rect = self.seat_rects[seat]
        return (rect.centerx, rect.top - 40 if seat != self._anchor() else rect.top - 50)

    def _refusal(self, event: Any, names: list[str]) -> None:
        self.step()
        rect = self.seat_rects[event.holder]
        self.fly(None, rect, rect, flip_to=event.card, hide=[("seat", event.holder)], seconds=0.4)
        holder, requester = names[event.holder], names[event.requester]
        if event.card == "House":
            text = tr("{holder}'s House: the request passes on", holder=holder)
        elif event.card == "Horse":
            text = tr("{holder}'s Horse: the request passes on", holder=holder)
        elif event.card == "Dragoon":
            text = tr(
                "{holder}'s Dragoon! {requester} loses a life", holder=holder, requester=requester
            )
        elif event.card == "Cat":
            text = tr(
                "{holder}'s Cat! {requester} loses a life and every swap is undone",
                holder=holder,
                requester=requester,
            )
        elif event.card == "Cuckoo":
            text = tr("{holder} has the Cuckoo: the deal ends", holder=holder)
        else:
            text = tr("{holder} refuses", holder=holder)
        self.banner(text, colour=self.app.assets.colour("accent"))
        self.pause_for(0.5)

    def _reveal(self, event: Any, losers: list[Seat]) -> None:
        """Every card of the deal is turned up and stays a moment, so people see who lost."""
        self.step()
        cards = event.cards
        for seat, card in enumerate(cards):
            if card is None or seat not in self.seat_rects:
                continue
            rect = self.seat_rects[seat]
            self.fly(None, rect, rect, flip_to=card, hide=[("seat", seat)], seconds=0.35)
        danger = self.app.assets.colour("danger")
        if losers:
            text = (
                tr("{names} lose a life", names=join_list(self.name(s) for s in losers))
                if len(losers) > 1
                else tr("{name} loses a life", name=self.name(losers[0]))
            )
        else:
            text = tr("Nobody loses a life")
        self.hold(
            [(card, self.seat_rects[s]) for s, card in enumerate(cards) if card],
            2.2,
            hide=[("seat", s) for s, card in enumerate(cards) if card],
            banners=[(text, danger)],
        )

    def result_lines(self) -> list[str]:
        obs = self.match.state.observe(0)
        lines = [
            trn(
                "{name}: {lives} life left",
                "{name}: {lives} lives left",
                obs.lives[s],
                name=self.name(s),
                lives=obs.lives[s],
            )
            for s in range(self.match.state.n_seats)
        ]
        lines.append(tr("Deals played: {count}", count=obs.deal))
        return lines
