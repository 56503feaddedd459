"""Polar Pairs's setup and its spec."""

from __future__ import annotations

from typing import Any

from ...cards import ShuffleSource
from ...core import Card, Event, GameSpec, OptionSpec, ScenarioError, ScoreSense, Seat, Seats
from .cards import CANONICAL_DECK, DRAW_RANK, ROUNDS, SHORT_ROUNDS
from .events import DealerChosen, DealerDraw
from .resample import PolarResampler
from .state import PolarState

# --- Setting up ------------------------------------------------------------------------------


def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: ShuffleSource
) -> tuple[PolarState, list[Event]]:
    """Draw for first dealer (unless setup names one), deal round 1 and start its discard pile."""
    if not SPEC.seats.least <= seats <= SPEC.seats.most:
        raise ScenarioError(f"Polar Pairs needs 2 to 6 seats, not {seats}", place="seats")
    short = bool(options.get("short", False))
    if short and seats <= 4:
        # "with more than 4 players the short option plays 5 rounds"
        raise ScenarioError("option short needs 5 or 6 seats", place="options.short")
    state = object.__new__(PolarState)
    state.n_seats = seats
    state.rounds_total = SHORT_ROUNDS if short else ROUNDS
    state.scores = []
    state.totals = [0] * seats
    state.over = False
    state.winners = ()
    state.instant = False
    state.ends_with_round = False
    state.shuffles = shuffles
    events: list[Event] = []
    if "dealer" in setup:
        dealer = setup["dealer"]
        if not isinstance(dealer, int) or not 0 <= dealer < seats:
            raise ScenarioError(
                f"dealer must be a seat from 0 to {seats - 1}", place="setup.dealer"
            )
    else:
        dealer = _draw_for_first_dealer(seats, shuffles, events)
    state._deal_round(1, dealer, events)
    return state, events


def _draw_for_first_dealer(seats: int, shuffles: ShuffleSource, events: list[Event]) -> Seat:
    """Shuffle; every drawer from seat 0 upwards takes the next card face up. Several sharing
    the highest card draw again, only they, from a fresh shuffle. The player to the right of
    the highest card deals."""
    drawers = tuple(range(seats))
    while True:
        deck = shuffles.shuffle(CANONICAL_DECK)
        cards: list[Card | None] = [None] * seats
        for position, seat in enumerate(drawers):
            cards[seat] = deck[position]
        events.append(DealerDraw(tuple(cards), drawers))
        best = max(DRAW_RANK[cards[s]] for s in drawers)  # type: ignore[index]
        drawers = tuple(s for s in drawers if DRAW_RANK[cards[s]] == best)  # type: ignore[index]
        if len(drawers) == 1:
            highest = drawers[0]
            dealer = (highest - 1) % seats
            events.append(DealerChosen(dealer, highest))
            return dealer


SPEC = GameSpec(
    id="polar",
    title="Polar Pairs",
    seats=Seats(2, 6, default=4),
    options=(
        OptionSpec(
            "short",
            False,
            (False, True),
            help="play 5 rounds instead of 10 (only with 5 or 6 players)",
            seats=(5, 6),
        ),
    ),
    setup_keys=("dealer",),
    deck=CANONICAL_DECK,
    verbs={"take": ("int",), "draw": (), "keep": ("int",), "flip": ("int",)},
    new_state=new_state,
    score_sense=ScoreSense.LOWER,
    resampler=PolarResampler,
)
PolarState.spec = SPEC
