"""An honest AI cannot peek: two states that differ only in cards a seat cannot know give
that seat's agents the same decision with the same random seed. Agents receive only a View
(the seat's observation and its redacted events), never a State."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai.agents import SearchAgent, make_agent
from cardtable.ai.ismcts import Budget
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.engine.view import Recall
from tests.engine.test_properties import internals

# a fixed iteration count (and a generous clock) so the decision never depends on timing
FIXED = Budget(seconds=30.0, max_iterations=40, min_iterations=40)


def positions(game: str, count: int):
    """(state, recall) pairs at random points of random games, with a seat to act."""
    spec = get_spec(game)
    rng = random.Random(game)
    found = 0
    seed = 0
    while found < count:
        seed += 1
        state, opening = spec.new_state(
            spec.default_seats, spec.option_defaults(), {}, ShuffleSource(seed)
        )
        recall = Recall(game, state.n_seats, spec.option_defaults())
        recall.record(opening)
        recall.play_randomly(state, rng, rng.randint(2, 30))
        if not state.is_over():
            found += 1
            yield state, recall


@pytest.mark.parametrize("game", GAME_IDS)
def test_decisions_do_not_depend_on_cards_the_seat_cannot_know(game):
    differing = 0
    for state, recall in positions(game, 6):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        view = recall.view(state, seat)
        twin = state.redeal_hidden(seat, random.Random(1))
        twin_view = dataclasses.replace(view, observation=twin.observe(seat))
        assert twin_view == view
        differing += internals(twin) != internals(state)
        for agent in (make_agent("easy", game), SearchAgent(game, FIXED)):
            first = agent.choose(view, legal, random.Random(5))
            second = agent.choose(twin_view, twin.legal_actions(seat), random.Random(5))
            assert first == second
    assert differing >= 1, "the twins must really differ in hidden cards"
