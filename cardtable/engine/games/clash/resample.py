"""What a seat's events tell, and the table as one seat knows it (resampling)."""

from __future__ import annotations

from ...sampling import Fill, Hidden, IllegalFill, TemplateResampler
from ...view import View
from .cards import SEATS, TEAM_NAMES, ClashPhase, Team
from .events import ClashObservation
from .state import ClashState


# --- Resampling -----------------------------------------------------------------------------
class ClashResampler(TemplateResampler[ClashState]):
    """Every hand is public, so a seat's observation is the whole table but for the commits it
    cannot see: each is a `chosen` place ("commit", s), a card of that seat's hand."""

    __slots__ = ("_seats",)

    def __init__(self, view: View[ClashObservation]) -> None:
        obs = view.observation
        template = ClashState(obs.variant)
        template.hands = list(obs.hands)
        template.commits = list(obs.commits)
        template.phase = ClashPhase(obs.phase)
        template.table = obs.table
        template.joker_seat = obs.joker_seat
        template.score = obs.score
        template.medals = obs.medals
        template.set_number = obs.set_number
        template.rounds = obs.rounds
        # The lead passes every settled round (a replay too) and a new set starts with the
        # lower seats.
        template.lead = sum(r.set_number == obs.set_number for r in obs.rounds) % 2
        template.winner = None if obs.winner is None else Team(TEAM_NAMES.index(obs.winner))
        self._template = template
        self._view = view
        self._seats = tuple(
            seat for seat in SEATS if obs.committed[seat] and obs.commits[seat] is None
        )
        self.hidden = Hidden((), (), tuple(("commit", seat) for seat in self._seats))

    def _write(self, state: ClashState, fill: Fill, seed: int, search: bool) -> None:
        # Clash has no chance (`seed` is unused) and no deal follows the one in play (`search`
        # changes nothing).
        commits = state.commits
        for seat, card in zip(self._seats, fill.chosen, strict=True):
            commits[seat] = card

    def _check_chosen(self, state: ClashState, fill: Fill) -> None:
        for seat, card in zip(self._seats, fill.chosen, strict=True):
            if card not in state.hands[seat]:
                raise IllegalFill(f"seat {seat} cannot have committed {card}: not held")
