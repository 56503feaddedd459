"""The review screen: Review on the result screen and on every row of the replay list; the
review made in the background with a progress bar that moves and a Cancel that stops it; the
chart drawn with a line per person and a point per mark; a point stands the table at its
decision and says it to that seat; a kept review is used again, a hostile one gives a notice
and is made again. Small search budgets throughout."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame
import pytest

from cardtable import i18n
from cardtable.ai import review as review_module
from cardtable.ai.review import Mark, ReviewJob
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.reviews import review_path
from cardtable.saves import replay_path, replays_dir, scenario_of, write_scenario
from cardtable.text import Narrator
from cardtable.text.review import decision_line, stale_notice
from cardtable.ui import routes
from cardtable.ui.games import open_table
from cardtable.ui.scenes.replays import ReplayListScene
from cardtable.ui.table.review import ReviewScene
from cardtable.ui.table.review_chart import MARK_COLOURS, seat_colour

from .harness import click, key, make_app, run_until

SMALL = 16  # search iterations per decision: enough to mark a random game's worst moves


def finished(people: int = 1, seed: int = 5) -> Match:
    """A 3-seat Polar game of random legal moves; the first `people` seats are people."""
    seats = [SeatConfig(f"P{s}", HUMAN if s < people else "easy") for s in range(3)]
    match = Match(MatchConfig("polar", seats, {}, {}, seed))
    rng = random.Random(seed)
    while not match.is_over():
        seat = rng.choice(match.acting())
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return match


def open_review(
    tmp_path,
    match: Match,
    game_id: str | None = None,
    iterations: int = SMALL,
    size=(1280, 800),
    app: Any = None,
) -> tuple[Any, ReviewScene]:
    app = app or make_app(tmp_path, size=size)
    route = routes.Review(scenario=match.scenario(), game_id=game_id, iterations=iterations)
    scene = app.router.scene(route)
    assert isinstance(scene, ReviewScene)
    app.stack.reset(scene)
    app.step([], 0.016)
    return app, scene


def finish(app: Any, scene: ReviewScene) -> None:
    assert run_until(app, lambda: scene.review is not None, frames=6000, dt=0.05)
    app.step([], 0.016)


def colour_count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    clipped = rect.clip(surface.get_rect())
    return sum(
        1
        for x in range(clipped.left, clipped.right)
        for y in range(clipped.top, clipped.bottom)
        if tuple(surface.get_at((x, y)))[:3] == colour
    )


def result_of(tmp_path, match: Any) -> Any:
    """The app on the result screen of the finished `match`."""
    app = make_app(tmp_path)
    table = open_table(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    app.router.push(routes.Result(table))
    app.stack.apply_pending()
    return app


def test_review_is_on_the_result_screen_of_a_game_a_person_played(tmp_path):
    match = finished()
    app = result_of(tmp_path, match)
    (review,) = [b for b in app.stack.top.ring.buttons if b.label == "Review"]
    click(app, review.rect.center)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ReviewScene)
    assert app.stack.top.scenario.actions == tuple(match.actions)
    app.stack.top.cancel()


def test_no_review_on_the_result_of_a_game_only_the_ai_played(tmp_path):
    app = result_of(tmp_path, finished(people=0))
    assert "Review" not in [b.label for b in app.stack.top.ring.buttons]


def test_every_row_of_the_replay_list_has_review(tmp_path):
    app = make_app(tmp_path)
    replays_dir().mkdir(parents=True, exist_ok=True)
    for n, seed in enumerate((5, 6)):
        match = finished(seed=seed)
        scenario = scenario_of(match.config, match.actions, f"game{n}", time.time(), time.time())
        write_scenario(replay_path(f"game{n}"), scenario)
    listing = ReplayListScene(app)
    app.stack.reset(listing)
    app.step([], 0.016)
    reviews = [b for b in listing.ring.buttons if b.label == "Review"]
    assert len(reviews) == 2
    click(app, reviews[0].rect.center)
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    assert scene.game_id in ("game0", "game1")
    scene.cancel()


def test_the_progress_bar_is_drawn_and_moves_and_cancel_stops_it(tmp_path):
    app, scene = open_review(tmp_path, finished(), iterations=400)
    accent = app.assets.colour("accent")[:3]
    app.draw()
    track, filled = scene.progress_bar()
    first_done, total = scene.progress()
    assert total > 10 and first_done < total
    before = colour_count(app.window, track, accent)
    assert run_until(app, lambda: scene.progress()[0] >= first_done + 2, frames=4000, dt=0.05)
    app.draw()
    after = colour_count(app.window, track, accent)
    assert scene.progress_bar()[1].width > filled.width
    assert after > before  # the filled part drawn grew

    (cancel,) = [b for b in scene.controls.buttons if b.label == "Cancel"]
    click(app, cancel.rect.center)
    assert scene.job is not None
    scene.job.join(30)
    assert not scene.job.running
    stopped = scene.progress()[0]
    assert stopped < total and scene.review is None
    for _ in range(20):
        app.step([], 0.05)
    assert scene.progress()[0] == stopped  # nothing more is reviewed
    assert [b.label for b in scene.controls.buttons].count("Review again") == 1


def test_a_finished_review_draws_a_line_per_person_and_a_point_per_mark(tmp_path):
    match = finished(people=2)
    app, scene = open_review(tmp_path, match)
    finish(app, scene)
    review = scene.review
    assert review is not None and review.seats == (0, 1)
    chart = scene.chart
    assert chart is not None
    assert sorted(chart.lines) == [0, 1]
    app.draw()
    for seat in (0, 1):  # each person's line is drawn in its colour
        assert colour_count(app.window, chart.plot, seat_colour(seat)) > 50
        assert len(chart.lines[seat]) == len(review.of_seat(seat))
    marked = [d for d in review.decisions if d.mark is not None]
    assert marked, "random moves make mistakes"
    assert [p.decision for p in chart.points] == marked
    for n, point in enumerate(chart.points):
        assert point.decision is not None and isinstance(point.decision.mark, Mark)
        if any(later.rect.colliderect(point.rect) for later in chart.points[n + 1 :]):
            continue  # drawn under a later point
        colour = tuple(app.window.get_at(point.centre))[:3]
        assert colour == MARK_COLOURS[point.decision.mark]


def test_clicking_a_point_stands_the_table_at_that_decision_and_says_it(tmp_path):
    match = finished(people=2)
    app, scene = open_review(tmp_path, match)
    finish(app, scene)
    chart = scene.chart
    assert chart is not None and chart.points
    point = chart.points[-1]
    decision = point.decision
    assert decision is not None
    click(app, point.centre)
    assert scene.position == decision.step
    assert scene.obs == Match(match.config, match.actions[: decision.step]).state.observe_open()
    say = Narrator(tuple(match.names), viewer=decision.seat)
    assert decision_line("polar", decision, say, None) in scene.words()
    # the keys: N goes to the next mark after where the table stands, P back
    scene.seek(0)
    key(app, pygame.K_n)
    assert scene.position == chart.points[0].decision.step


def test_a_kept_review_is_used_again_without_a_second_job(tmp_path, monkeypatch):
    match = finished()
    app, scene = open_review(tmp_path, match, game_id="kept1")
    finish(app, scene)
    assert review_path("kept1").exists()
    made = []
    original = ReviewJob.__init__

    def counting(self, *args, **kwargs):
        made.append(1)
        original(self, *args, **kwargs)

    monkeypatch.setattr(review_module.ReviewJob, "__init__", counting)
    _, again = open_review(tmp_path, match, game_id="kept1")
    assert made == [] and again.job is None
    assert again.review == scene.review and again.chart is not None


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"version": 1, "decisions": [[[[[[[[[[[]]]]]]]]]]]}', b"\x00\xff" * 50],
)
def test_a_hostile_kept_review_gives_the_notice_and_is_made_again(tmp_path, content):
    app = make_app(tmp_path)
    review_path("bad1").parent.mkdir(parents=True, exist_ok=True)
    review_path("bad1").write_bytes(content)
    app, scene = open_review(tmp_path, finished(), game_id="bad1", app=app)
    said = [message for message, _ in app.notices]
    assert any("could not be read" in m or m == stale_notice() for m in said), said
    assert scene.job is not None and scene.review is None
    finish(app, scene)
    assert scene.chart is not None


def test_the_time_axis_runs_from_the_right_in_persian(tmp_path):
    app = make_app(tmp_path)
    i18n.set_language("fa")
    try:
        app, scene = open_review(tmp_path, finished(), app=app)
        finish(app, scene)
        chart = scene.chart
        assert chart is not None
        line = chart.lines[0]
        assert line[0][0] > line[-1][0]  # the first decision on the right
        assert chart.rect.left > app.size[0] // 3  # the chart on the reading side
    finally:
        i18n.set_language("en")
