"""The replays: the list of finished games, each with its date, players, winner and score.
A replay opens on its game's table (`ui/table/replay.py`, through the router)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from ...engine.core import ScenarioError
from ...engine.games import get_spec
from ...engine.scenario import Scenario, load, replay
from ...i18n import join_list, language, localize_digits, tr
from ...saves import list_replays
from ...text import Narrator, headline, scores
from .. import routes
from ..core.host import Host
from ..core.menu import RingScene
from ..core.widgets import Button, draw_text, follow_reading


@dataclass(frozen=True)
class Summary:
    """A replay as the list shows it: when, which game and who (`heading`), how it ended."""

    heading: str
    result: str


def replay_summary(path: Path) -> Summary:
    """The list's two lines for one file (a file that cannot be read says so, by its name)."""
    try:
        scenario = load(path)
        return Summary(_heading(scenario), _result(scenario))
    except ScenarioError:
        return Summary(path.name, tr("This replay cannot be read."))


def _names(scenario: Scenario) -> list[str]:
    names = (scenario.meta or {}).get("names")
    if isinstance(names, list) and len(names) == scenario.seats:
        return [str(name)[:40] for name in names]
    return [tr("Seat {number}", number=seat + 1) for seat in range(scenario.seats)]


def _heading(scenario: Scenario) -> str:
    finished = (scenario.meta or {}).get("finished", 0)
    stamp = float(finished) if isinstance(finished, (int, float)) else 0.0
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))
    return tr(
        "{when} · {game} · {names}",
        when=localize_digits(when),
        game=tr(get_spec(scenario.game).title),
        names=join_list(_names(scenario)),
    )


def _result(scenario: Scenario) -> str:
    """Who won and the score, in the text layer's words ("Astrid wins · Astrid 3, You 1")."""
    outcome = replay(scenario).state.outcome()
    if outcome is None:
        return tr("Not finished")
    kinds = (scenario.meta or {}).get("kinds")
    people = [s for s, k in enumerate(kinds) if k == "human"] if isinstance(kinds, list) else []
    say = Narrator(tuple(_names(scenario)), people[0] if len(people) == 1 else None)
    words = headline(scenario.game, outcome, say)
    score = scores(outcome, say)
    return tr("{result} · {scores}", result=words, scores=score) if score else words


@dataclass(eq=False)
class ReplayRow(Button):
    """A replay in the list: its heading, and how the game ended under it."""

    detail: str = ""

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        label, self.label = self.label, ""
        super().draw(surface, app, font)
        self.label = label
        inner = self.rect.inflate(-24, 0)
        size = max(13, self.rect.height * 3 // 10)
        colour = app.assets.colour
        for text, share, bold, tint in (
            (label, 0.3, True, "button_text"),
            (self.detail, 0.72, False, "muted"),
        ):
            draw_text(
                surface,
                app.font(size, bold=bold),
                text,
                (inner.x, self.rect.y + round(self.rect.height * share)),
                colour(tint),
                "midleft",
                max_width=inner.width,
                box=self.rect,
                mirror=self.rect,
            )


class ReplayListScene(RingScene):
    page_size = 8

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.paths = list_replays()
        self.page = 0
        self.lines: dict[tuple[Path, str], Summary] = {}

    def resume(self) -> None:
        self.paths = list_replays()
        super().resume()

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(52, height // 11)  # two lines to a row
        self.page_size = max(2, (height - 140 - max(34, height // 18)) // (bar + 8))
        shown = self.paths[self.page * self.page_size : (self.page + 1) * self.page_size]
        buttons = []
        for i, path in enumerate(shown):
            key = (path, language())
            if key not in self.lines:
                self.lines[key] = replay_summary(path)
            review_w = max(110, width // 9)
            rect = pygame.Rect(60, 100 + i * (bar + 8), width - 130 - review_w, bar)
            review = Button(tr("Review"), lambda p=path: self.review(p))
            review.rect = pygame.Rect(rect.right + 10, rect.top, review_w, bar)
            follow_reading([rect, review.rect], pygame.Rect(0, 0, width, height))
            summary = self.lines[key]
            buttons.append(
                ReplayRow(summary.heading, lambda p=path: self.open(p), rect, detail=summary.result)
            )
            buttons.append(review)
        bar = max(34, height // 18)
        y = height - bar - 24
        back = Button(tr("Back"), self.app.router.pop, pygame.Rect(60, y, 150, bar))
        older = Button(tr("Older"), lambda: self.turn(1), pygame.Rect(width - 380, y, 150, bar))
        newer = Button(tr("Newer"), lambda: self.turn(-1), pygame.Rect(width - 210, y, 150, bar))
        follow_reading([back.rect, older.rect, newer.rect], pygame.Rect(0, 0, width, height))
        older.enabled = (self.page + 1) * self.page_size < len(self.paths)
        newer.enabled = self.page > 0
        self.ring.set([*buttons, back, older, newer], keep=False)
        self.ring.move(1)

    def turn(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.resize(self.app.size)

    def open(self, path: Path) -> None:
        try:
            self.app.router.push(routes.ReplayOf(path))
        except ScenarioError as err:
            self.app.notify(tr("This replay cannot be shown: {reason}", reason=str(err)), 8)

    def review(self, path: Path) -> None:
        try:
            self.app.router.push(routes.Review(path))
        except ScenarioError as err:
            self.app.notify(tr("This replay cannot be shown: {reason}", reason=str(err)), 8)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        width, height = surface.get_size()
        heading = self.app.font(max(26, height // 18), bold=True, family="serif")
        self.draw_heading(surface, heading, tr("Replays"), 30)
        if not self.paths:
            font = self.app.font(max(16, height // 36))
            draw_text(
                surface,
                font,
                tr("Finished games are kept here. Play one first!"),
                (width // 2, height // 2),
                self.app.assets.colour("text"),
                "center",
                max_width=width - 40,
            )
        self.ring.draw(surface, self.app)
