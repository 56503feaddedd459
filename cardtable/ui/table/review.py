"""The review screen: the replay on the real table (a `ReplayScene`), with a band over the
transport bar holding the chart of the review (`review_chart.py`) and, beside it, what the
chosen decision was: the move played, the better one, their chances and why.

The review is the one kept beside the replay (`cardtable.reviews`) when it was made for this
game; otherwise (none, or a kept one that is stale or unreadable: a notice says so) a
`ReviewJob` makes it on its own thread while the band shows its progress and a Cancel button;
the finished review is kept for next time. A cancelled review can be started again from where
it stopped. Clicking a point on the chart (or Enter on it, after Tab; N and P step through the
marks) stands the table at that decision.

Every sentence about seat N's decision is said to seat N (`Narrator(viewer=N)`); the table
shows every card, as a replay of a finished game does."""

from __future__ import annotations

from typing import Any

import pygame

from ...ai.review import DecisionReview, Review, ReviewJob
from ...engine.scenario import Scenario
from ...i18n import number, tr
from ...reviews import Problem, load_review, save_review
from ...saves import valid_game_id
from ...text import Narrator
from ...text.review import (
    better_text,
    decision_line,
    mark_text,
    marks_summary,
    stale_notice,
    unreadable_notice,
)
from ..core.widgets import Button, draw_text, mirror_rect, panel, rtl, wrap
from .protocol import GameTable
from .replay import ReplayHud, ReplayScene
from .review_chart import MarkPoint, ReviewChart, marks_of
from .tape import Tape
from .transport import Transport


class ReviewHud(ReplayHud):
    def heading(self) -> str:
        return tr("Review: {game}", game=tr(self.title))


def band_height(size: tuple[int, int]) -> int:
    """The chart's band: about a quarter of the window, never too small to read."""
    return max(150, size[1] * 27 // 100)


class ReviewScene(ReplayScene):
    def __init__(
        self,
        app: Any,
        tape: Tape,
        game_table: type[GameTable[Any, Any]],
        game_id: str | None = None,
        iterations: int | None = None,
    ) -> None:
        super().__init__(app, tape, game_table, None)
        self.hud = ReviewHud(app, tape.match.spec.title, self.hud.actions)
        self.scenario: Scenario = tape.scenario
        self.game_id = game_id if valid_game_id(game_id) else None
        self.iterations = iterations
        self.review: Review | None = None
        self.job: ReviewJob | None = None
        self.cancelled = False
        self.chart: ReviewChart | None = None
        self.chosen: DecisionReview | None = None
        self.band = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.job_button = Button(tr("Cancel"), self.cancel)
        self._open_review()

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as the table has them now (a language change renames the app's)."""
        return tuple(self.match.names)

    # -- the review: kept or made --------------------------------------------------------------
    def _open_review(self) -> None:
        if self.game_id is not None:
            kept = load_review(self.game_id, self.scenario, iterations=self.iterations)
            if kept.problem is Problem.STALE:
                self.app.notify(stale_notice(), 8)
            elif kept.problem is Problem.UNREADABLE:
                self.app.notify(unreadable_notice(kept.reason), 8)
            if kept.review is not None:
                self.review = kept.review
                return
        self._start()

    def _start(self, done: tuple[DecisionReview, ...] = ()) -> None:
        self.job = ReviewJob(self.scenario, iterations=self.iterations, done=done)
        self.job.start()
        self.cancelled = False

    def cancel(self) -> None:
        """Stop the review after the decision in hand (it can be started again)."""
        if self.job is not None:
            self.job.cancel()
        self.cancelled = True
        self._layout_band()

    def again(self) -> None:
        done = self.job.done() if self.job is not None else ()
        self._start(done)
        self._layout_band()

    def progress(self) -> tuple[int, int]:
        """Decisions reviewed, of all (the whole when the review is there)."""
        if self.review is not None:
            count = len(self.review.decisions)
            return count, count
        return self.job.progress() if self.job is not None else (0, 0)

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None or self.review is not None:
            return
        self.app.dirty = True  # the progress bar moves
        if job.error is not None:
            self.app.notify(tr("The review failed: {reason}", reason=str(job.error)), 8)
            self.job, self.cancelled = None, True
            self._layout_band()
            return
        review = job.result()
        if review is not None:
            self.review = review
            if self.game_id is not None:
                problem = save_review(self.game_id, review)
                if problem is not None:
                    self.app.notify(tr("The review could not be kept: {reason}", reason=problem))
            self._layout_band()

    def is_animating(self) -> bool:
        return super().is_animating() or (self.review is None and not self.cancelled)

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
        super().leave()

    def exit(self) -> None:
        if self.job is not None:
            self.job.cancel()
        super().exit()

    # -- layout --------------------------------------------------------------------------------
    def table_size(self) -> tuple[int, int]:
        width, height = super().table_size()
        return (width, height - band_height(self.app.size))

    def keep_clear(self) -> list[pygame.Rect]:
        return [*super().keep_clear(), self.band]

    def resize(self, size: tuple[int, int]) -> None:
        strip = Transport.height_for(size)
        self.band = pygame.Rect(0, size[1] - strip - band_height(size), size[0], band_height(size))
        super().resize(size)
        self._layout_band()

    def font(self) -> Any:
        return self.app.font(max(13, self.app.size[1] // 50))

    def _layout_band(self) -> None:
        """The chart on the reading side of the band, the decision's words on the other."""
        band = self.band.inflate(-16, -12)
        chart_rect = pygame.Rect(band.left, band.top, band.width * 3 // 5, band.height)
        self.side = pygame.Rect(
            chart_rect.right + 12, band.top, band.right - chart_rect.right - 12, band.height
        )
        if rtl():
            chart_rect, self.side = mirror_rect(chart_rect, band), mirror_rect(self.side, band)
        points: list[MarkPoint] = []
        if self.review is not None:
            total = len(self.scenario.actions)
            self.chart = ReviewChart(self.review, self.names, total, self.choose)
            self.chart.build(chart_rect, self.font())
            points = self.chart.points
        else:
            self.chart = None
            self.job_button.rect = pygame.Rect(0, 0, 150, max(32, band.height // 5))
            self.job_button.rect.midbottom = (self.side.centerx, self.side.bottom - 4)
            running = not self.cancelled
            self.job_button.label = tr("Cancel") if running else tr("Review again")
            self.job_button.on_press = self.cancel if running else self.again
            points = []
        extra: list[Button] = [*points] if self.review is not None else [self.job_button]
        self.controls.set([*self.bar.buttons, *extra])

    # -- choosing a decision -------------------------------------------------------------------
    def choose(self, decision: DecisionReview) -> None:
        """Stand the table where `decision` was made and say what was played and what was
        better."""
        self.tape.playing = False
        self.chosen = decision
        for point in self.chart.points if self.chart is not None else []:
            point.selected = point.decision is decision
        self.seek(decision.step)
        self.app.dirty = True

    def _refresh_bar(self) -> None:
        super()._refresh_bar()
        self._follow_the_table()

    def _follow_the_table(self) -> None:
        """The band speaks of the decision where the table stands: moved on by the transport
        (a step, the slider, Play), the table leaves a chosen decision behind, and the words
        and the ringed mark go to the decision made here, or to the summary where none is."""
        chart = getattr(self, "chart", None)  # the first layout comes before the chart
        if chart is None or (self.chosen is not None and self.chosen.step == self.position):
            return
        here = next(
            (p.decision for p in chart.points if p.decision and p.decision.step == self.position),
            None,
        )
        self.chosen = here
        for point in chart.points:
            point.selected = point.decision is here

    def step_mark(self, step: int) -> None:
        """The next (or previous) marked decision after where the table stands."""
        marks = marks_of(self.chart.points) if self.chart is not None else []
        if not marks:
            return
        if step > 0:
            later = [d for d in marks if d.step > self.position]
            self.choose(later[0] if later else marks[0])
        else:
            earlier = [d for d in marks if d.step < self.position]
            self.choose(earlier[-1] if earlier else marks[-1])

    def keys(self) -> dict[int, Any]:
        return {
            **super().keys(),
            pygame.K_n: lambda: self.step_mark(1),
            pygame.K_p: lambda: self.step_mark(-1),
        }

    def words(self) -> list[str]:
        """What the side of the band says: the chosen decision, else each seat's marks."""
        if self.review is None:
            return []
        game = self.review.game
        decision = self.chosen
        if decision is None:
            return [
                tr("{player}: {summary}", player=self.names[s], summary=marks_summary(mine))
                for s in self.review.seats
                for mine in [self.review.of_seat(s)]
            ] + [tr("Click a mark on the chart, or press N and P, to see that decision.")]
        say = Narrator(self.names, viewer=decision.seat)
        head = tr(
            "Move {step}, {player}",
            step=number(decision.step + 1),
            player=self.names[decision.seat],
        )
        if decision.mark is not None:
            head = tr("{line} ({mark})", line=head, mark=mark_text(decision.mark))
        seen = self.tape.seen_before(decision.step, decision.seat)
        lines = [head, decision_line(game, decision, say, seen)]
        better = better_text(decision)
        return lines + ([better] if better is not None else [])

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel(surface, self.band, self.app, alpha=215)
        font = self.font()
        if self.chart is not None:
            self.chart.draw(surface, self.app, font)
        else:
            self._draw_progress(surface, font)
        self._draw_words(surface, font)

    def _draw_words(self, surface: pygame.Surface, font: Any) -> None:
        y = self.side.top
        text = self.app.assets.colour("text")
        for paragraph in self.words():
            for line in wrap(font, paragraph, self.side.width):
                if y + font.get_linesize() > self.side.bottom:
                    return
                draw_text(
                    surface, font, line, (self.side.left, y), text, box=self.band, mirror=self.side
                )
                y += font.get_linesize()
            y += 4

    def progress_bar(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The bar's track and its filled part (the reading way), as drawn."""
        done, total = self.progress()
        area = self.band.inflate(-16, -12)
        width = area.width * 3 // 5 - 40
        track = pygame.Rect(area.left + 20, area.centery - 12, width, 24)
        if rtl():
            track = mirror_rect(track, area)
        filled = track.copy()
        filled.width = round(track.width * done / total) if total else 0
        if rtl():
            filled.right = track.right
        return track, filled

    def _draw_progress(self, surface: pygame.Surface, font: Any) -> None:
        done, total = self.progress()
        track, filled = self.progress_bar()
        pygame.draw.rect(surface, (40, 48, 44), track, border_radius=8)
        if filled.width > 0:
            pygame.draw.rect(surface, self.app.assets.colour("accent"), filled, border_radius=8)
        pygame.draw.rect(surface, self.app.assets.colour("muted"), track, 1, border_radius=8)
        if self.cancelled:
            words = tr(
                "Review stopped at {done} of {total} decisions.",
                done=number(done),
                total=number(total),
            )
        else:
            words = tr(
                "Reviewing decision {done} of {total}…",
                done=number(min(total, done + 1)),
                total=number(total),
            )
        colour = self.app.assets.colour("text")
        anchor = "midbottom"
        draw_text(
            surface, font, words, (track.centerx, track.top - 8), colour, anchor, box=self.band
        )
