"""The replay viewer: a finished game played back on the same table as live play.

`ReplayScene` is a `TableScene` fed by a `Tape` instead of a live game: the game's own table
draws every position and animates every move, from the events alone. It opens at the start
and plays the opening deal; the bar under the table steps a move or a part of the game (a deal,
a round: the game's `chapters`) back and forth, scrubs, and plays or pauses at the speed
setting. Keys: Space plays or pauses, the arrows step a move in the reading direction, Up and
Down (or Page Up / Page Down) a part, Home and End go to the ends, Tab moves the focus over the
bar and Enter presses, Esc goes back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from ...engine.core import Seat
from ...i18n import tr
from ...storage import write_atomic
from ...text import Narrator, action_text
from ..core.forward import Forward
from ..core.widgets import FocusRing, panel, rtl
from .hud import Hud, HudActions
from .protocol import GameTable
from .scene import TableScene
from .tape import Tape
from .transport import BarActions, Transport


def _nothing() -> None:
    """A top-bar action a replay does not have (hints, the live log)."""


class ReplayHud(Hud):
    """The top bar of a replay: "Replay: Cuckoo", where it stands, Back and Rules."""

    def entries(self) -> list[tuple[str, Any]]:
        return [(tr("Back"), self.actions.menu), (tr("Rules"), self.actions.rules)]

    def heading(self) -> str:
        return tr("Replay: {game}", game=tr(self.title))


class ReplayScene(TableScene):
    def __init__(
        self, app: Any, tape: Tape, game_table: type[GameTable[Any, Any]], path: Path | None = None
    ) -> None:
        super().__init__(app, tape.match, game_table, source=tape)
        self.tape = tape
        self.path = path
        self.parts = tape.chapters(game_table.chapters)
        self.hud = ReplayHud(
            app, tape.match.spec.title, HudActions(self.leave, self.open_rules, _nothing, _nothing)
        )
        self.bar = Transport(
            app,
            BarActions(
                self.back_part,
                self.back,
                self.toggle,
                self.forward,
                self.forward_part,
                self.seek,
                self.export,
            ),
        )
        self.controls = FocusRing()

    position = Forward[int]("tape")
    total = Forward[int]("tape")
    playing = Forward[bool]("tape")
    finished = Forward[bool]("tape")

    # -- the scene -----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.bar.build(size)
        self._refresh_bar()
        self.controls.set(self.bar.buttons)
        if self.controls.focused is None:  # the focus starts on Play
            keys = [getattr(b, "key", "") for b in self.bar.buttons]
            self.controls.index = keys.index("play")
            self.controls.move(0)
        super().resize(size)
        self.hud.build(self.table_size())  # the top bar the game's layout leaves room for

    def table_size(self) -> tuple[int, int]:
        width, height = self.app.size
        return (width, height - Transport.height_for(self.app.size))

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.bar.rect]

    def leave(self) -> None:
        self.tape.playing = False
        self.app.router.pop()

    # -- moving on the tape --------------------------------------------------------------------
    def seek(self, position: int) -> None:
        """Stand the table at `position`, at rest; the move that led there is said."""
        if position == self.position and not self.busy:
            return
        self.tape.seek(position)
        self.choreography.clear()
        self.narration.clear()
        self.obs = self.observe()
        self.game_table.settle(self.obs)
        if self.position > 0:
            seat, _ = self.tape.actions[self.position - 1]
            self.narration.say(self._move_words(self.position - 1), about=seat, when="now")
        self._refresh_bar()
        self.app.dirty = True

    def reader(self) -> Seat | None:
        """The one person of the game reads its replay: "You draw", "You keep"."""
        people = self.match.humans()
        return people[0] if len(people) == 1 else None

    def _move_words(self, index: int) -> str:
        """Move `index` of the tape as the table's message says it."""
        seat, action = self.tape.actions[index]
        say = Narrator(tuple(self.match.names), self.reader())
        view = self.tape.seen_before(index)
        game = self.match.config.game
        return action_text(game, seat, action, say, view, secret=not self.finished)

    def forward(self) -> None:
        """The next move, animated (what was still moving lands first)."""
        self.tape.playing = False
        self._next()

    def _next(self) -> None:
        if self.tape.at_end:
            return
        self.choreography.finish_all()
        seat, events = self.tape.forward()
        self.moved(seat, events)
        self._refresh_bar()

    def moved(self, seat: Seat, events: Any) -> None:
        super().moved(seat, events)
        self._refresh_bar()

    def back(self) -> None:
        self.tape.playing = False
        self.seek(self.position - 1)

    def forward_part(self) -> None:
        self.tape.playing = False
        later = [p for p in self.parts if p > self.position]
        self.seek(later[0] if later else self.total)

    def back_part(self) -> None:
        """To the start of this part; from its start, to the start of the one before."""
        self.tape.playing = False
        earlier = [p for p in self.parts if p < self.position]
        self.seek(earlier[-1] if earlier else 0)

    def toggle(self) -> None:
        self.tape.toggle(self.clock, lambda: self.seek(0))
        self._refresh_bar()

    def export(self) -> None:
        folder = Path.home() / "CardTable exports"
        target = folder / (self.path.name if self.path else "replay.yaml")
        try:
            write_atomic(target, self.tape.scenario.dumps().encode("utf-8"))
            self.app.notify(tr("Exported to {path}", path=str(target)), 6)
        except OSError as err:
            self.app.notify(tr("Could not export: {reason}", reason=str(err)), 6)

    def part_number(self) -> int:
        """Which part the table stands in (1 for the first)."""
        return sum(1 for p in self.parts if p <= self.position)

    def _refresh_bar(self) -> None:
        self.bar.refresh(self.position, self.total, self.parts[1:], self.playing, self.where())

    def update(self, dt: float) -> None:
        was_playing = self.playing
        super().update(dt)
        if was_playing != self.playing:
            self._refresh_bar()

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.hud.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            press = self.keys().get(event.key)
            if press is not None:
                press()
                self.app.dirty = True
                return True
        if self.controls.handle(event):
            self.app.dirty = True
            return True
        return event.type == pygame.MOUSEMOTION

    def keys(self) -> dict[int, Any]:
        ahead, back = (pygame.K_LEFT, pygame.K_RIGHT) if rtl() else (pygame.K_RIGHT, pygame.K_LEFT)
        return {
            pygame.K_ESCAPE: self.leave,
            pygame.K_SPACE: self.toggle,
            ahead: self.forward,
            back: self.back,
            pygame.K_DOWN: self.forward_part,
            pygame.K_PAGEDOWN: self.forward_part,
            pygame.K_UP: self.back_part,
            pygame.K_PAGEUP: self.back_part,
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.total),
            pygame.K_r: self.open_rules,
            pygame.K_F1: self.open_rules,
        }

    # -- drawing -------------------------------------------------------------------------------
    def _status_line(self) -> str:
        """The top bar says nothing: where the table stands is written over the slider."""
        return ""

    def where(self) -> str:
        """Where the table stands: the part of the game and the last move made. Moves count
        from 1 in the order played, as the file, the review's band and the command line count
        them; the table stands between two, so the bar says after which (before the first)."""
        if self.total == 0:
            move = tr("No moves")
        elif self.position == 0:
            move = tr("Before move 1 of {total}", total=self.total)
        else:
            move = tr("After move {number} of {total}", number=self.position, total=self.total)
        if len(self.parts) < 2:
            return move
        part = self.game_table.chapter_label(self.part_number(), len(self.parts))
        return tr("{part} · {move}", part=part, move=move)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel(surface, self.bar.rect, self.app, alpha=200)
        self.controls.draw(surface, self.app)
