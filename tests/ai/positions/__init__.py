"""Positions of issue 16 (plainly bad moves and hint reasons), as scenario files: each is
played to its end and seen by the seat to act."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.engine import scenario
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Action
from cardtable.engine.games.clash import SPEC as CLASH
from cardtable.engine.view import Recall, View

HERE = Path(__file__).parent


def position(name: str) -> tuple[View[Any], tuple[Action, ...]]:
    """The view of the seat to act after the file's actions, and its legal moves."""
    loaded = scenario.load(HERE / f"{name}.yaml")
    result = scenario.replay(loaded)
    assert result.error is None, result.error
    recall = Recall(loaded.game, loaded.seats, loaded.options)
    for step in result.steps:
        recall.record(step.events)
    state = result.state
    seat = state.to_act()[0]
    return recall.view(state, seat), tuple(state.legal_actions(seat))


def joker_view(*cards: str) -> tuple[View, tuple[str, ...]]:
    """Seat 0 names its lone joker with `cards` (seat order) on the table, first round."""
    state, events = CLASH.new_state(4, {"variant": "advanced"}, {}, ShuffleSource(0, []))
    recall = Recall("clash", 4, {"variant": "advanced"})
    recall.record(events)
    for seat, card in enumerate(cards):
        recall.record(state.apply(seat, f"play {card}"))
    assert state.to_act() == (0,)
    return recall.view(state, 0), tuple(state.legal_actions(0))
