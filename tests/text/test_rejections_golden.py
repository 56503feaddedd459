"""Every kind of rejection met in seeded random games reads word for word as recorded
(tests/text/golden/rejections.json, recorded before the sentences left the engine)."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import IllegalAction
from cardtable.engine.games import get_spec
from cardtable.text import Narrator, rejection

from .playouts import playout
from .record_rejections import GOLDEN


def message_of(game: str, err: IllegalAction, seats: int) -> str:
    """The sentence `cardtable check` and `cardtable replay --json` print (seats by number)."""
    return rejection(game, err, Narrator.numbered(seats))


TABLES = json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t['game']}-{t['seats']}-{t['seed']}")
def test_each_recorded_rejection_reads_as_it_did(table: dict) -> None:
    game, seats, options, seed = table["game"], table["seats"], table["options"], table["seed"]
    moves = playout(game, seats, options, seed).actions
    state, _ = get_spec(game).new_state(seats, dict(options), {}, ShuffleSource(seed))
    done = 0
    assert table["cases"]
    for case in table["cases"]:
        while done < case["step"]:
            state.apply(*moves[done])
            done += 1
        with pytest.raises(IllegalAction) as err:
            state.clone().apply(case["seat"], case["action"])
        assert message_of(game, err.value, seats) == case["message"], case
