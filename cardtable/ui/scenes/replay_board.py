"""The replay of a game whose table is not on the one table yet (Quattro, on the old
`ui/tables/legacy.py` base, which cannot be fed a tape): its hands and VPs as rows of cards,
stepped through move by move. Every other game's replay plays on its own table
(`ui/table/replay.py`). This file goes when Quattro's table is ported (`NOT_YET_MOVED` in
`ui/games/__init__.py` empty): `ui/screens.py` then opens every replay on the table.

A finished game shows every card; an unfinished one (an imported scenario can stop anywhere)
is shown as a spectator saw it, every card nobody has seen face down.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.core import OPEN, Seat
from ...i18n import join_list, tr, trc
from ...match import SPECTATOR
from ...text import Narrator, action_text, card_name, describe
from ..core.host import Host
from ..core.scene import Scene
from ..core.widgets import Button, FocusRing, draw_text, mirror_x, panel, rtl
from ..table.tape import Tape

Row = tuple[str, list[Any], str]  # label, cards (None: a back), note


class BoardReplayScene(Scene):
    """Start, back, play/pause, forward, end; Space plays, the arrows step."""

    def __init__(self, app: Host, tape: Tape) -> None:
        super().__init__(app)
        self.tape = tape
        self.finished = tape.finished
        self.clock = 0.0
        self.ring = FocusRing()

    @property
    def step_index(self) -> int:
        return self.tape.position

    @property
    def total(self) -> int:
        return self.tape.total

    @property
    def playing(self) -> bool:
        return self.tape.playing

    @property
    def state(self) -> Any:
        return self.tape.state

    def seek(self, index: int) -> None:
        self.tape.seek(index)
        self.app.dirty = True
        self.resize(self.app.size)

    def toggle(self) -> None:
        self.tape.toggle(0.0, lambda: self.tape.seek(0))
        self.resize(self.app.size)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(36, height // 18)
        labels = [
            ("|<", lambda: self.seek(0)),
            ("<", lambda: self.seek(self.step_index - 1)),
            (trc("playback", "Pause") if self.playing else trc("playback", "Play"), self.toggle),
            (">", lambda: self.seek(self.step_index + 1)),
            (">|", lambda: self.seek(self.total)),
            (tr("Back"), self.app.router.pop),
        ]
        font = self.app.font(max(14, bar * 2 // 5))
        widths = [bar * 2 if len(t) <= 2 else max(bar * 4, font.size(t)[0] + 24) for t, _ in labels]
        x = (width - sum(widths) - 8 * (len(widths) - 1)) // 2
        buttons = []
        for (text, action), w in zip(labels, widths, strict=True):
            buttons.append(Button(text, action, pygame.Rect(x, height - bar - 16, w, bar)))
            x += w + 8
        index = self.ring.index
        self.ring.set(buttons, keep=False)
        self.ring.index = index if index >= 0 else 2
        self.ring.move(0)

    def is_animating(self) -> bool:
        return self.playing

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.clock += dt * self.app.settings.speed_factor
        if self.clock >= 0.8:
            self.clock = 0.0
            if self.tape.at_end:
                self.tape.playing = False
                self.resize(self.app.size)
            else:
                self.seek(self.step_index + 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_ESCAPE: self.app.router.pop,
                pygame.K_RIGHT: lambda: self.seek(self.step_index + 1),
                pygame.K_LEFT: lambda: self.seek(self.step_index - 1),
                pygame.K_SPACE: self.toggle,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        return self.ring.handle(event)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))
        width, height = surface.get_size()
        colour = self.app.assets.colour
        big = self.app.font(max(20, height // 30), bold=True)
        font = self.app.font(max(14, height // 48))
        title = tr("Replay: {game}", game=tr(self.tape.match.spec.title))
        draw_text(surface, big, title, (24, 16), colour("accent"), mirror=True)
        where = tr("Move {step} of {total}", step=self.step_index, total=self.total)
        draw_text(surface, font, where, (width - 24, 22), colour("text"), "topright", mirror=True)
        box_h = 16 + 5 * font.get_linesize()
        box = pygame.Rect(24, height - 80 - box_h, width - 48, box_h)
        self._draw_rows(surface, pygame.Rect(24, 70, width - 48, box.top - 80), font)
        panel(surface, box, self.app, alpha=200)
        ty = box.y + 8
        for line in self._lines()[:5]:
            draw_text(
                surface,
                font,
                line,
                (box.x + 14, ty),
                colour("text"),
                shadow=False,
                max_width=box.width - 28,
                box=box,
                mirror=box,
            )
            ty += font.get_linesize()
        self.ring.draw(surface, self.app)

    def _draw_rows(self, surface: pygame.Surface, area: pygame.Rect, font: Any) -> None:
        rows = rows_of(self.state, self.tape.match.names, OPEN if self.finished else SPECTATOR)
        row_h = max(40, min(area.height // max(1, len(rows)), surface.get_height() // 6))
        card_h = int(row_h * 0.8)
        art = self.app.assets.art
        game = self.tape.match.config.game
        label_w = min(260, surface.get_width() // 5)
        y = area.y
        for label, cards, note in rows:  # each row reads in the reader's direction
            middle = (area.x, y + row_h // 2)
            text = self.app.assets.colour("text")
            draw_text(
                surface, font, label, middle, text, "midleft", max_width=label_w - 10, mirror=area
            )
            x = area.x + label_w
            step = min(art.size(game, card_h)[0] + 6, (area.right - x - 200) // max(1, len(cards)))
            for card in cards:
                image = art.back(game, card_h) if card is None else art.face(game, card, card_h)
                left = int(mirror_x(x + image.get_width(), area)) if rtl() else x
                surface.blit(image, (left, y))
                x += step
            if note:
                muted = self.app.assets.colour("muted")
                place = (x + 12, y + row_h // 2)
                width = area.right - x - 12
                draw_text(
                    surface, font, note, place, muted, "midleft", max_width=width, mirror=area
                )
            y += row_h

    def _lines(self) -> list[str]:
        lines = []
        if not self.finished:
            lines.append(tr("An unfinished game: every card nobody has seen stays face down."))
        if self.step_index == 0:
            return lines
        match = self.tape.match
        game = match.config.game
        humans = match.humans()
        say = Narrator(tuple(match.names), humans[0] if len(humans) == 1 else None)
        seat, action = self.tape.actions[self.step_index - 1]
        lines.append(action_text(game, seat, action, say, secret=not self.finished))
        events = self.tape.events[self.step_index]
        seen = events if self.finished else [e.redact(SPECTATOR) for e in events]
        return lines + [describe(game, event, say) for event in seen][-4:]


def rows_of(state: Any, names: list[str], eyes: Seat) -> list[Row]:
    """Quattro's hands, what each revealed, and the VPs: every card for OPEN eyes, only what
    both players saw for a spectator's."""
    summary = state.summary()
    if eyes == OPEN:
        hands, vps = [list(h) for h in summary["hands"]], [list(v) for v in summary["vps"]]
    else:
        sides = [state.observe(seat) for seat in (0, 1)]
        hands = []
        for seat in (0, 1):
            other = sides[1 - seat]  # what the other seat (and so everybody) sees of this hand
            known = [*other.opponent_revealed, *other.opponent_public_hidden]
            hands.append(known + [None] * (len(sides[seat].hand) - len(known)))
        vps = [
            [None] * sides[0].vp_face_down_count[vp] + list(sides[0].vp_face_up[vp])
            for vp in range(len(sides[0].vp_face_up))
        ]
    rows: list[Row] = []
    for seat, hand in enumerate(hands):
        revealed = join_list(card_name("quattro", c) for c in summary["revealed"][seat]) or "—"
        rows.append((names[seat], hand, tr("revealed: {cards}", cards=revealed)))
    rows += [(tr("VP{number}", number=vp + 1), cards, "") for vp, cards in enumerate(vps)]
    return rows
