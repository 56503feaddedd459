"""What a seat's events tell, and the table as one seat knows it (resampling)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import ShuffleSource
from ...core import Card, Event, Seat
from ...sampling import Fill, Hidden, Place, TemplateResampler
from ...view import View
from . import events as ev
from .cards import ALL_UP, CANONICAL_DECK, DECIDE_ACTIONS, NO_ACTIONS, SEAT_TUPLES, SLOTS
from .events import PolarObservation
from .state import PolarState

# --- Resampling -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStory:
    """What everybody saw of the round so far (events since its deal): the deal itself, the
    discard pile in order, and how the game ended if it did."""

    deal: ev.RoundDealt | None
    discard: tuple[Card, ...]
    over: bool
    winners: tuple[Seat, ...]
    instant: bool


def round_story(events: Sequence[Event]) -> RoundStory:
    start = len(events) - 1
    while start >= 0 and not isinstance(events[start], ev.RoundDealt):
        start -= 1
    deal = events[start] if start >= 0 else None
    discard: list[Card] = []
    over, instant = False, False
    winners: tuple[Seat, ...] = ()
    for event in events[start + 1 :]:
        match event:
            case ev.Took(replaced=replaced):  # the taken card leaves the top; the old one goes on
                discard[-1] = replaced
            case ev.KeptDrawn(replaced=replaced):
                discard.append(replaced)
            case ev.Flipped(discarded=discarded):
                discard.append(discarded)
            case ev.DiscardStarted(card=card):
                discard = [card]
            case ev.StockRebuilt():  # the pile but its top became the new stock
                discard = discard[-1:]
            case ev.InstantWin():
                instant = True
            case ev.GameOver(winners=won):
                over, winners = True, won
    assert deal is None or isinstance(deal, ev.RoundDealt)
    return RoundStory(deal, tuple(discard), over, winners, instant)


class PolarResampler(TemplateResampler[PolarState]):
    """The table as one seat knows it: every face-up card, the discard pile in order (everyone
    saw each card go down), its near row while it may still peek, and the card it drew. Hidden
    (`dealt` from the cards it sees nowhere): every other face-down slot ("slot", s, i), its
    own near row once the peek is over included (remembering it is the player's business), a
    card another seat holds drawn ("drawn", s), and the stock ("stock", i), top-last."""

    __slots__ = ("_drawn", "_slots")

    def __init__(self, view: View[PolarObservation]) -> None:
        obs = view.observation
        n = view.n_seats
        story = round_story(view.events)
        state = object.__new__(PolarState)
        state.n_seats = n
        state.rounds_total = obs.rounds
        state.round = obs.round
        state.dealer = obs.dealer
        state.scores = list(obs.scores)
        state.totals = list(obs.totals)
        state.over = story.over
        state.winners = story.winners
        state.instant = story.instant
        state.ends_with_round = False
        state.shuffles = ShuffleSource(0)
        state.discard = list(story.discard)
        state.turn = sum(obs.turns)
        state.mover = -1 if obs.mover is None else obs.mover
        state.drawn = obs.drawn
        state.up = [
            sum(1 << i for i, card in enumerate(row) if card is not None) for row in obs.slots
        ]
        state.hands = [card or "" for row in obs.slots for card in row]
        if state._may_peek(view.seat):  # seen, but still face down
            state.up[view.seat] = 0
        hidden_slots = [place for place, card in enumerate(state.hands) if not card]
        pool = Counter(CANONICAL_DECK)
        pool.subtract(card for card in state.hands if card)
        pool.subtract(story.discard)
        if obs.drawn is not None:
            pool[obs.drawn] -= 1
        self._slots = tuple(hidden_slots)
        self._drawn = obs.drawer is not None and obs.drawn is None
        state.stock = [""] * obs.stock_size
        if story.over:
            state._to_act, state._legal = (), NO_ACTIONS
        else:
            state._to_act = SEAT_TUPLES[state.mover]
            face_down = ALL_UP ^ state.up[state.mover]
            held = obs.drawer is not None
            state._legal = DECIDE_ACTIONS[face_down] if held else state._turn_actions(state.mover)
        self._template = state
        self._view = view
        drawn: tuple[Place, ...] = (("drawn", state.mover),) if self._drawn else ()
        self.hidden = Hidden(
            (
                *(("slot", place // SLOTS, place % SLOTS) for place in hidden_slots),
                *drawn,
                *(("stock", i) for i in range(obs.stock_size)),
            ),
            tuple(pool.elements()),
        )

    def _write(self, state: PolarState, fill: Fill, seed: int, search: bool) -> None:
        state.ends_with_round = search
        dealt = fill.dealt
        hands = state.hands
        for place, card in zip(self._slots, dealt, strict=False):
            hands[place] = card
        first_stock = len(self._slots)
        if self._drawn:
            state.drawn = dealt[first_stock]
            first_stock += 1
        state.stock = list(dealt[first_stock:])
        state.shuffles = ShuffleSource(seed)
