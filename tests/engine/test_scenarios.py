"""Golden data: every scenario under tests/scenarios/ must pass `cardtable check` (files are
collected automatically, so new ones are picked up)."""

from __future__ import annotations

import pytest

from cardtable.cli import main
from cardtable.engine import scenario
from tests.conftest import SCENARIOS

FILES = sorted(SCENARIOS.glob("*.yaml"))


def test_every_game_has_golden_files():
    games = [scenario.load(path).game for path in FILES]
    assert {game: games.count(game) for game in ("quattro", "cuckoo", "clash", "polar")} == {
        "quattro": 3,
        "cuckoo": 5,
        "clash": 5,
        "polar": 3,
    }


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario_passes_check(path, capsys):
    assert main(["check", str(path)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario_expectations_are_all_checked(path):
    """Each file's expect block is compared key by key (and none of them stops on an error)."""
    loaded = scenario.load(path)
    result = scenario.replay(loaded)
    assert loaded.expect, "golden files must say what they expect"
    assert result.error is None or "error" in loaded.expect
    output = scenario.summarise(result)
    for key in loaded.expect:
        assert key in output, key
