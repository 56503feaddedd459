"""Dual Clash Poker's setup and its spec."""

from __future__ import annotations

from typing import Any

from ...core import Event, GameSpec, OptionSpec, ScenarioError, ScoreSense, Seats
from .cards import DECK, TEAM_OF
from .events import SetStarted
from .resample import ClashResampler
from .state import ClashState


# --- The game -------------------------------------------------------------------------------
def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: Any
) -> tuple[ClashState, list[Event]]:
    """Four players, each with their 8 cards; no shuffling ("the game has no chance element")."""
    if seats != 4:
        raise ScenarioError(f"Dual Clash Poker is played by exactly 4 seats, not {seats}", "seats")
    variant = options.get("variant", "advanced")
    if variant not in ("advanced", "basic"):
        raise ScenarioError(
            f"variant must be 'advanced' or 'basic', not {variant!r}", "options.variant"
        )
    return ClashState(variant), [SetStarted(1)]


SPEC = GameSpec(
    id="clash",
    title="Dual Clash Poker",
    seats=Seats.exactly(4),
    options=(
        OptionSpec(
            "variant",
            "advanced",
            ("advanced", "basic"),
            help="advanced: partners commit in silence; basic: in each team one partner "
            "commits first and the other sees that card, the lead alternating every round",
        ),
    ),
    setup_keys=(),
    deck=DECK,
    verbs={"play": ("card",), "joker": ("int",)},
    new_state=new_state,
    teams=tuple(TEAM_OF),
    score_sense=ScoreSense.HIGHER,
    resampler=ClashResampler,
)
ClashState.spec = SPEC
