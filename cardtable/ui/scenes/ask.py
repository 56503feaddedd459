"""Questions asked before something is lost: a general one (`AskScene`: restart the game in
progress?) and the one before a new game would replace an unfinished one of the same game (the
unfinished game named by game, move and when it was last played). Nothing is discarded unless the
person says so."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import localize_digits, tr
from ..core.host import Host
from ..core.menu import Entry, MenuScene
from ..core.widgets import dim, draw_lines, panel, wrap

Answer = tuple[str, Callable[[], None], bool]  # label, what it does, whether it is the default


class AskScene(MenuScene):
    """A question over the screen below and its answers as buttons: an answer closes the
    question, then does what it says; Escape closes it and nothing is done."""

    overlay = True

    def __init__(self, app: Host, question: str = "", answers: Sequence[Answer] = ()) -> None:
        self.question = question
        self.answers = list(answers)
        self.lines: list[str] = []
        super().__init__(app)

    def title(self) -> str:
        return self.question

    def entries(self) -> list[Entry]:
        return [
            (label, lambda act=action: self._answer(act), primary)
            for label, action, primary in self.answers
        ]

    def _answer(self, action: Callable[[], None]) -> None:
        self.app.router.pop()
        action()

    def heading_font(self, height: int) -> Any:
        return self.app.font(max(18, height // 32), bold=True)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        font = self.heading_font(size[1])
        self.lines = wrap(font, self.title(), self.box.width - 40)
        # room over the buttons for the question, however many lines it takes
        room = self.ring.buttons[0].rect.top - self.box.top
        extra = len(self.lines) * font.get_linesize() + 16 + 24 - room  # margins over, under
        if extra > 0:
            self.box.top -= extra
            self.box.height += extra

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.box, self.app)
        font = self.heading_font(surface.get_height())
        top = (self.box.centerx, self.box.top + 16)
        accent = self.app.assets.colour("accent")
        width = self.box.width - 30
        draw_lines(surface, font, self.lines, top, accent, "midtop", max_width=width, box=self.box)
        self.ring.draw(surface, self.app)


class ReplaceUnfinishedScene(AskScene):
    """Asked before a new game would replace an unfinished one of the same game."""

    def __init__(
        self,
        app: Host,
        saved: Any,
        resume: Callable[[], None],
        replace: Callable[[], None],
    ) -> None:
        self.saved = saved
        super().__init__(
            app,
            answers=[
                (tr("Keep it and resume it"), resume, True),
                (tr("Discard it and start the new game"), replace, False),
                (tr("Back"), lambda: None, False),
            ],
        )

    def title(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved.saved_at))
        return tr(
            "You have an unfinished game of {game} (move {move}, last played {when}).",
            game=tr(self.saved.title),
            move=len(self.saved.actions),
            when=localize_digits(when),
        )
