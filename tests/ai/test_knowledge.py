"""The AI samples only through the engine's resampler: every state its knowledge draws, for
random positions of every game and every seat, is one the engine accepts behind that seat's
view (`check=True`: the fill is the cards the seat sees nowhere, every secret choice a card
its chooser holds, and the table looks to the seat exactly as it did)."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.games import hooks_for
from cardtable.engine.games import GAME_IDS
from tests.engine.test_sampling import positions


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_sample_of_the_ai_is_a_table_the_seat_could_be_at(game):
    hooks = hooks_for(game)
    rng = random.Random(game)
    sampled = 0
    for state, recall in positions(game, 40, seed=5):
        for seat in state.to_act():
            view = recall.view(state, seat)
            knowledge = hooks.knowledge(view)
            for _ in range(5):
                sample = knowledge.sample(rng, check=True)
                assert sample.observe(seat) == view.observation
                assert sample.to_act() == state.to_act()
                sampled += 1
    assert sampled >= 30
