"""Checks a game's AI passes over random positions of its tables: a seat's agents decide the
same in a twin game that differs only in the cards that seat cannot know, every legal move has
its hint's sentence, and the policy and the easy level always choose a legal move."""

from __future__ import annotations

import random

from cardtable.ai.agents import HeuristicAgent, SearchAgent
from cardtable.ai.ismcts import Budget
from cardtable.text.hints import explanation_text


def assert_blind_to_unseen_cards(
    game: str,
    tables,
    *,
    iterations: int,
    share: float,
    skip_forced: bool = False,
) -> None:
    """Over the `tables` (a game table and its random source), check about `share` of the
    positions with one seat to act (`skip_forced`: not those with a single legal move), and at
    least eleven of them."""
    easy = HeuristicAgent(game)
    normal = SearchAgent(game, Budget(seconds=60.0, max_iterations=iterations))
    checked = 0
    for table, rng in tables:
        state = table.state
        if state.is_over() or rng.random() > share:
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if skip_forced and len(legal) == 1:
            continue
        twin = state.redeal_hidden(seat, random.Random(rng.random()))
        real_view = table.recall.view(state, seat)
        twin_view = table.recall.view(twin, seat)  # the same recalled events
        assert twin_view.observation == real_view.observation
        for agent in (easy, normal):
            here = agent.choose(real_view, legal, random.Random(checked))
            there = agent.choose(twin_view, legal, random.Random(checked))
            assert here == there
        checked += 1
    assert checked > 10


def assert_every_move_explained(hooks, tables, *, share: float, words: int) -> None:
    """At about `share` of the positions, each legal move's hint is a sentence of at least
    `words` words."""
    for table, rng in tables:
        if table.state.is_over() or rng.random() > share:
            continue
        seat = table.state.to_act()[0]
        view = table.view(seat)
        for action in table.state.legal_actions(seat):
            reason = explanation_text(hooks.explain(view, action))
            assert isinstance(reason, str) and len(reason.split()) >= words


def assert_policy_and_easy_legal(hooks, tables) -> None:
    """At every position with one seat to act, the rollout policy (drawing from the table's own
    random source) and the easy level (from one of its own) choose a legal move."""
    agent_rng = random.Random(9)
    for table, rng in tables:
        state = table.state
        if state.is_over():
            continue
        (seat,) = state.to_act()
        legal = state.legal_actions(seat)
        assert hooks.policy(state, seat, legal, rng) in legal
        assert hooks.easy(table.view(seat), legal, agent_rng) in legal
