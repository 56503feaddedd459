"""The arena: seating rotation, tallies, intervals and the command line."""

from __future__ import annotations

import json

import pytest

from cardtable.ai.arena import GameRecord, seating_for, tally, wilson
from cardtable.cli import main


def test_agents_are_dealt_round_the_seats_and_rotate_between_games():
    assert seating_for("cuckoo", ["hard", "easy"], 4, 0) == ["hard", "easy", "hard", "easy"]
    assert seating_for("cuckoo", ["hard", "easy", "easy", "easy"], 4, 1) == [
        "easy",
        "hard",
        "easy",
        "easy",
    ]
    seats_of_hard = {
        seating_for("polar", ["hard", "easy", "easy"], 3, g).index("hard") for g in range(3)
    }
    assert seats_of_hard == {0, 1, 2}


def test_in_clash_each_agent_plays_a_whole_team_and_teams_swap():
    assert seating_for("clash", ["hard", "easy"], 4, 0) == ["hard", "hard", "easy", "easy"]
    assert seating_for("clash", ["hard", "easy"], 4, 1) == ["easy", "easy", "hard", "hard"]


def test_tally_counts_wins_draws_and_shared_wins():
    records = [
        GameRecord(["a", "b"], [0], False, {"a": [1.0, 3.0], "b": [2.0]}),
        GameRecord(["b", "a"], [0], False),
        GameRecord(["a", "b"], [], True),
        GameRecord(["a", "b", "a"], [0, 1], False),  # shared between a and b: a draw for both
        GameRecord(["a", "b", "a"], [0, 2], False),  # shared by a's own seats: a win for a
    ]
    rows = {row["name"]: row for row in tally("polar", ["a", "b"], records)["agents"]}
    assert (rows["a"]["wins"], rows["a"]["draws"]) == (2, 2)
    assert (rows["b"]["wins"], rows["b"]["draws"]) == (1, 2)
    assert rows["a"]["win_rate"] == 0.4
    assert rows["a"]["decision_ms"] == {"median": 2.0, "max": 3.0}


def test_wilson_interval():
    lo, hi = wilson(60, 100)
    assert 0.50 < lo < 0.51 and 0.69 < hi < 0.70
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_command_prints_json(capsys):
    assert main(["arena", "clash", "--agents", "random", "--games", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "clash" and result["games"] == 4
    (row,) = result["agents"]
    assert row["name"] == "random" and row["wins"] == 4  # one agent on both teams wins them all
    assert set(row) == {
        "name", "sees_all", "games", "wins", "draws", "win_rate", "ci95", "decision_ms"
    }  # fmt: skip


def test_arena_rejects_unknown_agents(capsys):
    assert main(["arena", "cuckoo", "--agents", "hard,wizard", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err


def test_a_game_that_does_not_end_is_reported_not_waited_for(monkeypatch, capsys):
    import cardtable.ai.arena as arena

    monkeypatch.setattr(arena, "ACTION_CAP", 10)  # every Clash match takes more than 10 actions
    with pytest.raises(arena.EndlessGame, match="clash, seed 5"):
        arena.play_one("clash", ["random"] * 4, 5)
    assert main(["arena", "clash", "--agents", "random", "--games", "2", "--jobs", "1"]) == 1
    assert "did not end" in capsys.readouterr().err
