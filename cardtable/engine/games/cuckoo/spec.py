"""Cuckoo's setup and its spec."""

from __future__ import annotations

from typing import Any

from ...cards import ShuffleSource
from ...core import Event, GameSpec, OptionSpec, Seats
from .cards import DECK, KEEP, SWAP
from .resample import CuckooResampler
from .state import CuckooState


def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: ShuffleSource
) -> tuple[CuckooState, list[Event]]:
    """Rule 2: the first dealer is setup.dealer (else drawn at random); deal the first deal."""
    dealer = setup["dealer"] if "dealer" in setup else shuffles.choose_seat(seats)
    state = CuckooState(seats, options.get("lives", 3), dealer, shuffles)
    events: list[Event] = []
    state._start_deal(events, rotate=False)
    return state, events


SPEC = GameSpec(
    id="cuckoo",
    title="Cuckoo",
    seats=Seats(2, 8, default=4),
    options=(OptionSpec("lives", 3, (1, 2, 3, 4, 5), help="lives each player starts with"),),
    setup_keys=("dealer",),
    deck=DECK,
    verbs={KEEP: (), SWAP: ()},
    new_state=new_state,
    score_sense=None,  # Outcome.scores are the lives left: there is no score to beat
    resampler=CuckooResampler,
)
CuckooState.spec = SPEC
