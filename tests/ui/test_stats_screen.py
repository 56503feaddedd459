"""The statistics screen draws what the figures are: a mark per game in the order played, bars
as high as the win rates on the 0-100% axis, and no best score for a game without scores."""

from __future__ import annotations

import pygame
import pytest

from cardtable import stats
from cardtable.ai.arena import wilson
from cardtable.engine.core import Outcome
from cardtable.match import MatchConfig, SeatConfig
from cardtable.ui import routes
from cardtable.ui.scenes.stats import BAR_COLOUR, RESULT_COLOURS, StatsScene

from .harness import make_app, texts_drawn

OUTCOMES = {"won": Outcome((0,), False, (2, 0)), "lost": Outcome((1,), False, (0, 2))}
OUTCOMES["drawn"] = Outcome((), True, (1, 1))
GAMES = [("easy", "won"), ("easy", "lost"), ("hard", "lost"), ("easy", "won"), ("hard", "drawn")]
GAMES += [("hard", "lost"), ("easy", "won"), ("hard", "won")]


def stats_screen(tmp_path, game: str, size=(1280, 800), lang: str = "en"):
    app = make_app(tmp_path, size)
    for index, (level, result) in enumerate(GAMES):
        config = MatchConfig(game, [SeatConfig("Ann"), SeatConfig("Bot", level)], {}, {}, index)
        stats.record_game(f"g{index}", config, OUTCOMES[result], 0.0, finished=100.0 + index)
    app.set_language(lang)
    return stats_of(app, game)


def stats_of(app, game: str):
    """The statistics screen open on `game`: the scene, a surface of the window's size it was
    drawn on, and the texts drawn."""
    app.router.push(routes.Stats())
    app.step([], 0.016)
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    scene.choose(game)
    surface = pygame.Surface(app.size)
    drawn = [d.text for d in texts_drawn(lambda: scene.draw(surface))]
    return scene, surface, drawn


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_bars_are_as_high_as_the_win_rates(tmp_path, size, lang):
    scene, surface, _ = stats_screen(tmp_path, "cuckoo", size, lang)
    charts = scene.charts(size)
    rates = {bar.rate.level: bar for bar in charts.bars}
    assert list(rates) == ["easy", "hard"]
    for level, rate in (("easy", 3 / 4), ("hard", 1 / 4)):
        bar = rates[level]
        assert bar.rect.height == pytest.approx(charts.plot.height * rate, abs=1)
        assert bar.rect.bottom == charts.plot.bottom
        # drawn: the bar's colour just under its top, not just above it (beside the interval)
        x = bar.rect.x + 2
        assert tuple(surface.get_at((x, bar.rect.top + 1)))[:3] == BAR_COLOUR
        assert tuple(surface.get_at((x, bar.rect.top - 3)))[:3] != BAR_COLOUR
        low, high = wilson(bar.rate.won, bar.rate.decided)
        assert bar.low_y == charts.y_of(low) and bar.high_y == charts.y_of(high)
    assert charts.y_of(0.0) == charts.plot.bottom and charts.y_of(1.0) == charts.plot.top


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_mark_per_game_in_the_order_played(tmp_path, lang):
    scene, surface, _ = stats_screen(tmp_path, "cuckoo", lang=lang)
    marks = scene.charts(surface.get_size()).marks
    drawn = [tuple(surface.get_at(rect.center))[:3] for rect, _ in marks]
    assert drawn == [RESULT_COLOURS[result] for _, result in GAMES]
    first, second = marks[0][0], marks[1][0]
    assert (second.x > first.x) == (lang == "en")  # in the reader's direction


def test_no_best_score_where_a_game_has_none(tmp_path):
    *_, drawn = stats_screen(tmp_path, "cuckoo")
    assert not [line for line in drawn if "score" in line.lower()]
    *_, drawn = stats_screen(tmp_path / "polar", "polar")
    assert "Best score (lowest total): 0" in drawn


def test_the_strip_shows_the_latest_games_when_not_all_fit(tmp_path):
    app = make_app(tmp_path, (800, 500))
    results = ["won", "lost", "lost", "drawn", "won", "won", "lost"] * 60  # 420 games
    db = stats.connect()
    try:
        for index, result in enumerate(results):
            config = MatchConfig("polar", [SeatConfig("Ann"), SeatConfig("Bot", "easy")], {}, {})
            stats.insert_game(db, f"g{index}", config, OUTCOMES[result], 0.0, 100.0 + index)
    finally:
        db.close()
    scene, surface, drawn = stats_of(app, "polar")
    marks = scene.charts(app.size).marks
    assert 10 < len(marks) < len(results)
    latest = results[-len(marks) :]
    assert [tuple(surface.get_at(rect.center))[:3] for rect, _ in marks] == [
        RESULT_COLOURS[r] for r in latest
    ]
    assert f"The last {len(marks)} of 420 games, in the order played" in drawn
