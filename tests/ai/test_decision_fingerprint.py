"""Decision fingerprints: at fixed positions of every game, the search (a fixed number of
iterations, so no clock is involved) and the easy level choose exactly the moves recorded in
`fingerprints.json`, with the same visit counts, and the hint explains every legal move in the
same words.

A refactor of the engine or of the AI must not change one random draw or one rollout: if this
test fails, either the change altered a decision by mistake, or it is deliberate (a fixed data
race, a stronger AI) and the golden file is recorded again, with the reason in the commit:

    python -m tests.ai.test_decision_fingerprint --record
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardtable import i18n
from cardtable.ai.agents import HeuristicAgent, SearchAgent
from cardtable.ai.games import hooks_for
from cardtable.ai.ismcts import Budget
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Action, ScenarioError
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.engine.view import Recall, View
from cardtable.text.hints import explanation_text

GOLDEN = Path(__file__).with_name("fingerprints.json")
POSITIONS = 40
# A generous clock: the search stops on its iteration count alone (and its early stop compares
# visits with the iterations left, which a clock this long never limits).
FIXED = Budget(seconds=3600.0, max_iterations=48)
# How far into a game positions are taken (random legal moves), roughly a whole game each.
DEPTH = {"quattro": 24, "cuckoo": 60, "clash": 70, "polar": 120}


def positions(game: str) -> Iterator[tuple[str, View, tuple[Action, ...]]]:
    """(label, view, legal) at POSITIONS fixed points of random games with varied seat counts
    and options, each with a seat that has a real choice to make."""
    spec = get_spec(game)
    rng = random.Random(f"fingerprint:{game}")
    seat_counts = spec.allowed_seats()
    found = seed = 0
    while found < POSITIONS:
        seed += 1
        seats = seat_counts[seed % len(seat_counts)]
        options = {o.name: o.choices[seed % len(o.choices)] for o in spec.options}
        try:
            state, opening = spec.new_state(seats, dict(options), {}, ShuffleSource(seed))
        except ScenarioError:
            continue  # an option this seat count does not allow (Polar's short with <= 4)
        recall = Recall(game, seats, options)
        recall.record(opening)
        recall.play_randomly(state, rng, rng.randint(0, DEPTH[game]))
        if state.is_over():
            continue
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        found += 1
        yield f"seed {seed}, {seats} seats, {options}, seat {seat}", recall.view(state, seat), legal


def hint_sentence(game: str, view: View, action: Action) -> str:
    return explanation_text(hooks_for(game).explain(view, action))


def fingerprint(game: str) -> list[dict[str, Any]]:
    i18n.set_language("en")
    rows = []
    for index, (label, view, legal) in enumerate(positions(game)):
        searcher = SearchAgent(game, FIXED)
        chosen = searcher.choose(view, legal, random.Random(f"{game}:{index}:search"))
        assert searcher.last is not None
        easy = HeuristicAgent(game).choose(view, legal, random.Random(f"{game}:{index}:easy"))
        rows.append({
            "position": label,
            "shortlist": list(hooks_for(game).shortlist(view, legal)),
            "search": chosen,
            "visits": searcher.last.visits,
            "easy": easy,
            "hints": {action: hint_sentence(game, view, action) for action in legal},
        })  # fmt: skip
    return rows


@pytest.fixture(scope="module")
def golden() -> dict[str, list[dict[str, Any]]]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_ai_decides_as_recorded(game, golden):
    recorded = golden[game]
    assert len(recorded) == POSITIONS
    for now, then in zip(fingerprint(game), recorded, strict=True):
        assert now["position"] == then["position"]
        assert now["shortlist"] == then["shortlist"], now["position"]
        assert now["search"] == then["search"], now["position"]
        assert now["visits"] == then["visits"], now["position"]
        assert now["easy"] == then["easy"], now["position"]
        assert now["hints"] == then["hints"], now["position"]


def test_the_fingerprints_cover_real_choices(golden):
    """The golden file is not empty talk: the search's choices vary in every game, every
    position was searched (unless the game's shortlist left one move: a Clash joker that can
    win the round), and the hints say many different things."""
    for game in GAME_IDS:
        rows = golden[game]
        assert len({row["search"] for row in rows}) >= 2, game
        assert len({sentence for row in rows for sentence in row["hints"].values()}) > 5, game
        assert all(sum(row["visits"].values()) > 0 or len(row["shortlist"]) == 1 for row in rows)
        assert sum(len(row["shortlist"]) == 1 for row in rows) <= len(rows) // 10, game


def record() -> None:
    data = {game: fingerprint(game) for game in GAME_IDS}
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True)
    GOLDEN.write_text(text + "\n", encoding="utf-8")
    print(f"recorded {sum(len(rows) for rows in data.values())} positions in {GOLDEN}")


if __name__ == "__main__" and "--record" in sys.argv:
    record()
