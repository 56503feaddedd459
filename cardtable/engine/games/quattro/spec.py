"""Quattro's setup and its spec."""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Event, GameSpec, ScenarioError, ScoreSense, Seats

from .cards import DECK
from .resample import QuattroResampler
from .state import QuattroState


def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: ShuffleSource
) -> tuple[QuattroState, list[Event]]:
    """Deal the hands; the first decision is P1's keep or mulligan."""
    if seats != 2:
        raise ScenarioError(f"Quattro is played by 2 seats, not {seats}", "seats")
    first = setup.get("first")
    if first is None:
        first = shuffles.choose_seat(2)
    state = object.__new__(QuattroState)
    events = state._setup(first, shuffles)
    return state, events


SPEC = GameSpec(
    id="quattro",
    title="Quattro",
    seats=Seats.exactly(2),
    options=(),
    setup_keys=("first",),
    deck=DECK,
    verbs={"keep": (), "mulligan": (), "reveal": ("card",), "trade": ("card", "vp"), "pass": ()},
    new_state=new_state,
    score_sense=ScoreSense.HIGHER,
    resampler=QuattroResampler,
)
QuattroState.spec = SPEC
