"""The statistics screen's figures from a database holding games whose results are known."""

from __future__ import annotations

import pytest

from cardtable import stats
from cardtable.engine.core import Outcome
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.match import MatchConfig, SeatConfig

WON, LOST, DRAWN = Outcome((0,), False, (3, 1)), Outcome((1,), False, (1, 3)), Outcome((), True)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def record(game: str, games: list[tuple[str, Outcome]]) -> None:
    """Games of Ann against one AI (`level`), or among two people ("people"), in this order."""
    for index, (level, outcome) in enumerate(games):
        other = SeatConfig("Bo") if level == "people" else SeatConfig("Bot", level)
        config = MatchConfig(game, [SeatConfig("Ann"), other], {}, {}, index)
        stats.record_game(f"{game}{index}", config, outcome, 0.0, finished=1000.0 + index)


def test_history_is_every_result_in_the_order_played():
    games = [("easy", WON), ("hard", LOST), ("people", WON), ("easy", DRAWN), ("hard", WON)]
    record("cuckoo", games)
    figures = stats.game_stats("cuckoo")
    assert [result for _, result in figures.history] == ["won", "lost", "played", "drawn", "won"]
    assert (figures.won, figures.lost, figures.drawn, figures.played) == (2, 1, 1, 5)


def test_win_rate_per_level_with_its_wilson_interval():
    games = [("easy", WON), ("hard", WON), ("hard", LOST), ("easy", LOST), ("easy", WON)]
    record("quattro", [*games, ("easy", DRAWN), ("normal", LOST), ("people", LOST)])
    rates = stats.game_stats("quattro").level_rates()
    assert [(r.level, r.won, r.decided) for r in rates] == [
        ("easy", 2, 4),
        ("normal", 0, 1),
        ("hard", 1, 2),
    ]  # fmt: skip  (weakest level first)
    easy, normal, hard = rates
    assert easy.rate == 0.5 and normal.rate == 0.0 and hard.rate == 0.5
    # 2 of 4: the textbook Wilson 95% interval is 0.150 to 0.850; 0 of 1: 0 to 0.793
    assert easy.interval == pytest.approx((0.150, 0.850), abs=5e-4)
    assert normal.interval == pytest.approx((0.0, 0.793), abs=5e-4)
    json_levels = stats.game_stats("quattro").as_json()["by_level"]
    assert json_levels["easy"]["ci95"] == pytest.approx([0.150, 0.850], abs=5e-4)


def test_no_best_score_for_a_game_without_scores():
    lives = Outcome((0,), False, (2, 0))  # Cuckoo's scores are the lives left
    record("cuckoo", [("easy", lives), ("easy", lives)])
    assert stats.game_stats("cuckoo").best_score is None
    totals = [Outcome((0,), False, (12, 30)), Outcome((0,), False, (5, 9))]
    record("polar", [("easy", outcome) for outcome in totals])
    assert stats.game_stats("polar").best_score == 5  # the lowest total is the best
    medals = [Outcome((0,), False, (2, 1)), Outcome((0,), False, (4, 3))]
    record("clash", [("easy", outcome) for outcome in medals])
    assert stats.game_stats("clash").best_score == 4


def test_every_game_says_what_its_scores_are():
    senses = {game: get_spec(game).score_sense for game in GAME_IDS}
    assert senses == {"quattro": "higher", "cuckoo": None, "clash": "higher", "polar": "lower"}
