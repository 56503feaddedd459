"""The end of a game over its table: who won and why, the final hands or lives and the game's
sheet (`text.results`, from what the reader saw), a win celebrated; play again or back to the
menu.

The reader is the one person at the screen; in pass-and-play, and when only the AI played,
it is everybody at once (a spectator), so nothing shows that one of them may not see."""

from __future__ import annotations

from typing import Any

import pygame

from ...engine.core import Seat
from ...i18n import tr
from ...match import SPECTATOR, Match
from ...text import Narrator, headline
from ...text.results import Seen, Story, result_story
from .. import routes
from ..core.celebration import Celebration
from ..core.host import Host
from ..core.menu import RingScene
from ..core.result_sections import PAINTERS
from ..core.widgets import Button, dim, draw_lines, draw_text, follow_reading, panel, wrap

MARGIN = 20


def reader(match: Match) -> Seat:
    """Whose eyes the result is seen with: the one person playing, else everybody's."""
    humans = match.humans()
    return humans[0] if len(humans) == 1 else SPECTATOR


def story_of(match: Match, seat: Seat) -> Story:
    """The result as `seat` (or a spectator) saw the game end."""
    outcome = match.state.outcome()
    assert outcome is not None, "a result is shown once the game is over"
    seen = Seen(match.state.observe(seat), tuple(match.log_for(seat)), outcome, tuple(match.names))
    say = Narrator(tuple(match.names), seat if seat >= 0 else None)
    return result_story(match.config.game, seen, say)


class ResultScene(RingScene):
    opaque = False  # the table stays in view behind the result

    def __init__(self, app: Host, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.match: Match = table.match
        self.seat = reader(self.match)
        outcome = self.match.state.outcome()
        self.won = outcome is not None and any(s in outcome.winners for s in self.match.humans())
        still = app.settings.reduced_motion
        self.celebration = Celebration(still) if self.won else None
        self.age = 0.0  # seconds since the result came up (the celebration's clock)
        self.box = self.body = pygame.Rect(0, 0, 0, 0)
        self.story_now = Story((), ())
        self.reasons: list[str] = []

    def enter(self) -> None:
        super().enter()
        self.ring.move(1)  # Play again
        if self.match.humans():
            self.app.sound.play(self.app.assets.sound("match_won" if self.won else "match_lost"))

    def headline(self) -> str:
        outcome = self.match.state.outcome()
        if outcome is None:
            return ""
        viewer = self.seat if self.seat >= 0 else None  # one person reads "You win!"
        return headline(self.match.config.game, outcome, Narrator(tuple(self.match.names), viewer))

    def story(self) -> Story:
        return story_of(self.match, self.seat)

    def sizes(self) -> tuple[int, int, int]:
        """The headline's, the reason's and the sections' type sizes."""
        height = self.app.size[1]
        return max(24, height // 18), max(15, height // 38), max(14, height // 46)

    def details(self) -> list[str]:
        """The reason, line by line as it is drawn (every one must be shown whole)."""
        return list(self.reasons)

    def resize(self, size: tuple[int, int]) -> None:
        """The panel fits what it says: the table stays in view round it."""
        width = size[0]
        big, size_px, small = self.sizes()
        self.story_now = self.story()
        font = self.app.font(size_px)
        free = self._free(size)
        most = pygame.Rect(0, 0, self._panel_width(width, free.height), free.height)
        inner = most.inflate(-2 * MARGIN, 0)
        self.reasons, room = self._fit(most.width, most.height)
        head = self.app.font(big, bold=True).get_linesize() + 12
        lines = len(self.reasons) * font.get_linesize()
        bar = self._bar()
        places = self._places(pygame.Rect(inner.left, 0, inner.width, room))
        need = max(
            (PAINTERS[type(s)].need(self.app, s, r.width, small, r.height) for s, r in places),
            default=0,
        )
        self.box = pygame.Rect(
            0, 0, most.width, head + lines + min(room, need) + bar + 28 + 2 * MARGIN
        )
        self.box.center = (width // 2, free.centery)
        self.body = pygame.Rect(
            self.box.left + MARGIN,
            self.box.top + MARGIN + head + lines + 10,
            inner.width,
            min(room, need),
        )
        self.ring.set(self._buttons(bar))

    def _bar(self) -> int:
        """The buttons' height."""
        return max(44, self.app.size[1] // 15)

    def _fit(self, width: int, height: int) -> tuple[list[str], int]:
        """The reason's lines, and the room the sections have, in a panel `width` by `height`."""
        big, size_px, _ = self.sizes()
        font = self.app.font(size_px)
        inner = width - 2 * MARGIN
        reasons = [line for text in self.story_now.reason for line in wrap(font, text, inner)]
        head = self.app.font(big, bold=True).get_linesize() + 12
        lines = len(reasons) * font.get_linesize()
        return reasons, height - head - lines - (self._bar() + 28) - 2 * MARGIN

    def _panel_width(self, width: int, height: int) -> int:
        """1,060 px (less in a narrower window); wider where the window has the room and the
        sections' cards then get larger (Polar's four hands in two columns at 1920x1080): the
        narrowest width at which they are largest."""
        small = self.sizes()[2]

        def cards(wide: int) -> int:
            _, room = self._fit(wide, height)
            places = self._places(pygame.Rect(0, 0, wide - 2 * MARGIN, room))
            return sum(PAINTERS[type(s)].card(self.app, s, r.width, small, r.height)
                       for s, r in places)  # fmt: skip

        chosen = min(1060, width - 2 * MARGIN)
        largest = cards(chosen)
        for wide in range(chosen + 20, width - 2 * MARGIN + 1, 20):
            if (size := cards(wide)) > largest:
                chosen, largest = wide, size
        return chosen

    def _free(self, size: tuple[int, int]) -> pygame.Rect:
        """The window between the table's top bar and its last-move strip, where those are
        drawn, so the panel covers neither (the whole window less a margin if not)."""
        width, height = size
        top, bottom = MARGIN, height - MARGIN
        buttons = getattr(getattr(self.table, "hud", None), "buttons", [])
        strip = getattr(getattr(self.table, "game_table", None), "strip", None)
        if buttons:
            top = max(top, max(button.rect.bottom for button in buttons) + 8)
        if strip is not None and strip.top > height // 2:
            bottom = min(bottom, strip.top - 6)
        if bottom - top < height // 2:  # a window too short for both: the panel may cover them
            top, bottom = MARGIN, height - MARGIN
        return pygame.Rect(0, top, width, bottom - top)

    def _buttons(self, bar: int) -> list[Button]:
        """Play again, Review (a game a person played) and Back to menu, in a row."""
        buttons = [Button(tr("Play again"), self.play_again, primary=True)]
        if self.match.humans():
            buttons.append(Button(tr("Review"), self.review))
        buttons.append(Button(tr("Back to menu"), self.to_menu))
        width = min(220, (self.box.width - 2 * MARGIN) // len(buttons) - 20)
        whole = len(buttons) * width + (len(buttons) - 1) * 20
        x = self.box.centerx - whole // 2
        for button in buttons:
            button.rect = pygame.Rect(x, self.box.bottom - 16 - bar, width, bar)
            x += width + 20
        follow_reading([b.rect for b in buttons], self.box)
        return buttons

    def review(self) -> None:
        """The review of this game, on its replay (kept beside it when the game was saved)."""
        recorder = getattr(self.table, "recorder", None)
        game_id = getattr(recorder, "game_id", None)
        self.app.router.push(routes.Review(scenario=self.match.scenario(), game_id=game_id))

    def play_again(self) -> None:
        self.app.router.reset(routes.Play(self.table.next_game_config()))

    def to_menu(self) -> None:
        self.app.router.reset(routes.Title())

    def back(self) -> None:
        self.to_menu()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return True  # the table behind waits for the result to be closed

    def update(self, dt: float) -> None:
        self.age += dt

    def is_animating(self) -> bool:
        return self.celebration is not None and self.celebration.moving(self.age)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 70)
        if self.celebration is not None:
            self.celebration.draw_shower(surface, self.age)
        big, size, small = self.sizes()
        font = self.app.font(size)
        box = self.box
        panel(surface, box, self.app, alpha=222)
        title = draw_text(
            surface,
            self.app.font(big, bold=True),
            self.headline(),
            (box.centerx, box.top + MARGIN),
            self.app.assets.colour("accent"),
            "midtop",
            max_width=box.width - 2 * MARGIN - 4 * big,
            box=box,
        )
        if self.celebration is not None:
            self.celebration.draw_flourish(surface, title, self.app.assets.colour("accent"))
        y = self.body.top - 10 - len(self.reasons) * font.get_linesize()
        text, width = self.app.assets.colour("text"), self.body.width
        draw_lines(
            surface,
            font,
            self.reasons,
            (self.body.left, y),
            text,
            max_width=width,
            box=box,
            mirror=box,
        )
        for section, rect in self._places(self.body):
            PAINTERS[type(section)].draw(surface, self.app, section, rect, small)
        self.ring.draw(surface, self.app)

    def _places(self, body: pygame.Rect) -> list[tuple[Any, pygame.Rect]]:
        """The sections side by side, the first on the reading side."""
        sections = self.story_now.sections
        if len(sections) == 1:
            return [(sections[0], body)]
        small = self.sizes()[2]
        painters = [PAINTERS[type(s)] for s in sections[:2]]
        wants = [p.width(self.app, s, small) for p, s in zip(painters, sections, strict=False)]
        share = wants[0] / max(1, sum(wants))
        if painters[0].flexible != painters[1].flexible:  # words get the room they need
            rigid = 0 if painters[1].flexible else 1
            room = min(wants[rigid] + 24, int(body.width * 0.6)) / body.width
            share = room if rigid == 0 else 1 - room
        share = min(0.7, max(0.3, share))
        first = pygame.Rect(body.left, body.top, int(body.width * share) - 12, body.height)
        second = pygame.Rect(first.right + 24, body.top, body.right - first.right - 24, body.height)
        follow_reading([first, second], body)
        return [(sections[0], first), (sections[1], second)]
