"""Each game's hooks say how its search is tuned (`hooks.Tuning`); agents.py turns a level
into a budget from them and holds nothing per game."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardtable.ai.agents as agents
from cardtable.ai.agents import CAP_SECONDS, SEARCH_LEVELS, exploration, level_budget
from cardtable.ai.games import hooks_for
from cardtable.ai.hooks import SearchLevel, Tuning
from cardtable.ai.ismcts import Budget
from cardtable.engine.games import all_specs

GAMES = [spec.id for spec in all_specs()]


@pytest.mark.parametrize("game", GAMES)
def test_a_levels_budget_is_what_the_games_hooks_tune(game):
    tuning = hooks_for(game).tuning
    assert isinstance(tuning, Tuning)
    for level in SEARCH_LEVELS:
        settings = tuning.level(level)
        assert level_budget(level, game) == Budget(
            seconds=CAP_SECONDS[level],
            max_iterations=settings.iterations,
            exploration=tuning.exploration,
            private_nodes=settings.private_nodes,
            mixed=settings.mixed,
        )
    assert exploration(game) == tuning.exploration
    assert tuning.hard.iterations > tuning.normal.iterations  # hard thinks longer


@pytest.mark.parametrize("game", GAMES)
def test_a_level_keys_its_nodes_by_what_it_saw_only_where_the_game_says_what_that_is(game):
    hooks = hooks_for(game)
    wanted = [hooks.tuning.level(level).private_nodes for level in SEARCH_LEVELS]
    assert hooks.private_key is not None or not any(wanted)


def test_agents_holds_nothing_per_game():
    source = Path(agents.__file__).read_text(encoding="utf-8")
    assert [game for game in GAMES if f'"{game}"' in source] == []


def test_a_tuning_knows_only_the_search_levels():
    tuning = Tuning(normal=SearchLevel(10), hard=SearchLevel(20))
    assert tuning.level("hard").iterations == 20 and tuning.exploration == Budget.exploration
    with pytest.raises(ValueError, match="easy"):
        tuning.level("easy")
