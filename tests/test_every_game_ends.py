"""Every game ends within the rules' bound (engine/bounds.py), whoever plays it.

The bounds hold for any sequence of legal moves, so what can break them is a rule or an AI
that lets play go round in circles (Clash's careful players replayed a round without end). The
suite plays every pair of agents (random, easy, normal, hard, oracle) 2 games per game, at a
different table (seats, options) for each pair, with the searches cut to 8 and 16 iterations:
every policy and every table is exercised in seconds. 200 random games per game cover the
rules' move space more widely, and the Clash position where careful players used to replay for
ever is played at a budget that found that loop. `cardtable bench endings` plays thousands.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import SearchAgent
from cardtable.ai.arena import ACTION_CAP, AGENTS
from cardtable.ai.endings import pairs, play_endings, tables
from cardtable.ai.ismcts import Budget
from cardtable.engine.bounds import max_actions
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.engine.scenario import load, replay
from cardtable.engine.view import Recall
from tests.ai.positions import HERE

PAIRS = list(pairs())


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_pair_of_agents_ends_every_game_within_the_bound(game):
    assert len(PAIRS) == len(AGENTS) * (len(AGENTS) + 1) // 2
    for number, agents in enumerate(PAIRS):
        row = play_endings(game, agents, 2, seed=100 + 2 * number)  # tables 100 + 2n on
        assert row.games == 2 and row.longest > 0
        assert row.over == 0, (agents, row)


@pytest.mark.parametrize("game", GAME_IDS)
def test_random_play_at_every_table_ends_within_the_bound(game):
    spec = get_spec(game)
    at = tables(game)
    longest = 0
    for index in range(200):
        seats, options = at[index % len(at)]
        state, _ = spec.new_state(seats, dict(options), {}, ShuffleSource(index))
        rng = random.Random(index)
        actions, bound = 0, max_actions(game, seats, options)
        while state.to_act():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
            actions += 1
            assert actions <= bound, (seats, options, index)
        longest = max(longest, actions)
    assert longest > 0


def test_the_arena_cap_is_above_every_bound():
    assert all(max_actions(g, s, o) < ACTION_CAP for g in GAME_IDS for s, o in tables(g))


def test_the_bounds_are_the_rules_counts():
    assert max_actions("quattro", 2, {}) == 28
    assert max_actions("clash", 4, {"variant": "advanced"}) == 315
    assert max_actions("polar", 6, {"short": False}) == 480
    assert max_actions("polar", 6, {"short": True}) == 240
    assert max_actions("cuckoo", 8, {"lives": 5}) == 640


def test_careful_players_no_longer_replay_a_round_for_ever():
    """Set 1 at 3-3, everyone holds its 1 and 5: partners who play different values cannot lose
    the round, so careful players replayed it without end. The third replay in a row decides it:
    the set is over within three attempts of the round (4 commits each, no joker)."""
    loaded = load(HERE / "clash-endless-replay-1-5.yaml")
    result = replay(loaded)
    state = result.state
    recall = Recall("clash", 4, loaded.options)
    for step in result.steps:
        recall.record(step.events)
    assert state.score == (3, 3) and state.medals == (0, 0)
    hard = SearchAgent("clash", Budget(3600.0, 1500), name="hard")  # the loop's budget
    rng = random.Random(6072)
    actions = 0
    while state.medals == (0, 0):
        seat = state.to_act()[0]
        action = hard.choose(recall.view(state, seat), state.legal_actions(seat), rng)
        recall.record(state.apply(seat, action))
        actions += 1
        assert actions <= 3 * 4, "the round is still being replayed"
    assert sum(state.medals) == 1
