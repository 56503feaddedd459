"""What a seat's events tell, and the table as one seat knows it (resampling)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Card, Seat
from cardtable.engine.sampling import Fill, Hidden, IllegalFill, TemplateResampler
from cardtable.engine.view import View

from .cards import (
    DECK,
    MULLIGAN_PHASE,
    REVEAL_PHASE,
    TRADE_PHASE,
    VP_COUNT,
    QuattroPhase,
    revealed_mask,
    sort_cards,
    untraded_mask,
    with_seat,
    without_each,
)
from .events import AutoKept, CardsRevealed, Kept, QuattroObservation, Traded, score
from .state import QuattroState

# --- Resampling ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealStory:
    """What a seat's events tell that its observation does not: both players' revealed cards
    in the order they were turned up, its own hidden cards everyone saw it receive face up, and
    who decides keep or mulligan."""

    revealed: tuple[tuple[Card, ...], tuple[Card, ...]]
    own_public: tuple[Card, ...]
    deciding: Seat


def reveal_story(view: View[QuattroObservation]) -> RevealStory:
    revealed: tuple[list[Card], list[Card]] = ([], [])
    own_public: list[Card] = []
    kept: set[Seat] = set()
    for event in view.events:
        match event:
            case Kept(seat=seat) | AutoKept(seat=seat):
                kept.add(seat)
            case CardsRevealed(cards=cards):
                for seat in (0, 1):
                    revealed[seat].append(cards[seat])
                if cards[view.seat] in own_public:
                    own_public.remove(cards[view.seat])
            case Traded(seat=seat, given=given, received=received, received_public=public):
                if seat == view.seat:
                    if given in own_public:
                        own_public.remove(given)
                    if public and received is not None:
                        own_public.append(received)
    first = view.observation.first
    deciding = first if first not in kept else 1 - first
    return RevealStory((tuple(revealed[0]), tuple(revealed[1])), sort_cards(own_public), deciding)


class QuattroResampler(TemplateResampler[QuattroState]):
    """The table as one seat knows it. Hidden (`dealt` from the cards it sees nowhere): the
    opponent's private cards ("hand", opponent, i), the VPs' face-down cards ("vp", v, i) and,
    during the mulligans, the stock ("stock", i), top first; `chosen`: the opponent's reveal
    ("reveal", opponent) once it chose one. A VP's face-down cards are kept in the order
    filled (nothing depends on it)."""

    __slots__ = ("_mine", "_private", "_vp_counts")

    def __init__(self, view: View[QuattroObservation]) -> None:
        obs = view.observation
        me, opponent = view.seat, 1 - view.seat
        story = reveal_story(view)
        state = object.__new__(QuattroState)
        public: list[tuple[Card, ...]] = [(), ()]
        public[me], public[opponent] = story.own_public, obs.opponent_public_hidden
        pending: list[Card | None] = [None, None]
        pending[me] = obs.pending_reveal
        state._first = obs.first
        state._phase = QuattroPhase(obs.phase)
        state._deciding = story.deciding
        self._mine = sort_cards(without_each(obs.hand, obs.revealed))
        state._hidden = (self._mine, ()) if me == 0 else ((), self._mine)
        state._revealed = story.revealed
        state._revealed_mask = (revealed_mask(story.revealed[0]), revealed_mask(story.revealed[1]))
        state._public = (public[0], public[1])
        state._pending = (pending[0], pending[1])
        state._stock = ()
        state._vp_down = ((),) * VP_COUNT
        state._vp_up = obs.vp_face_up
        state._mulligans = obs.mulligans
        state._traded = obs.traded
        state._untraded = (untraded_mask(obs.traded[0]), untraded_mask(obs.traded[1]))
        state._passed = obs.passed
        state._slot = obs.snake_slot
        state._window = obs.window
        state._shuffles = ShuffleSource(0)
        state._legal = [None, None]
        state._result = None
        if state._phase == MULLIGAN_PHASE:
            state._to_act = (story.deciding,)
        elif state._phase == REVEAL_PHASE:
            state._to_act = tuple(seat for seat in (0, 1) if state._pending[seat] is None)
            if obs.opponent_chose_reveal:
                state._to_act = tuple(seat for seat in state._to_act if seat != opponent)
        elif state._phase == TRADE_PHASE:
            state._to_act = (state._slot_owner(obs.snake_slot),)
        else:
            state._to_act = ()
            state._result = score(story.revealed[0], story.revealed[1])
        self._template = state
        self._view = view
        self._private = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
        self._vp_counts = obs.vp_face_down_count
        seen = [*obs.hand, *obs.opponent_revealed, *obs.opponent_public_hidden]
        for cards in obs.vp_face_up:
            seen += cards
        self.hidden = Hidden(
            (
                *(("hand", opponent, i) for i in range(self._private)),
                *(("vp", vp, i) for vp, count in enumerate(self._vp_counts) for i in range(count)),
                *(("stock", i) for i in range(obs.stock_size)),
            ),
            without_each(DECK, seen),
            (("reveal", opponent),) if obs.opponent_chose_reveal else (),
        )

    def _write(self, state: QuattroState, fill: Fill, seed: int, search: bool) -> None:
        # (`search` changes nothing: no deal follows the one in play.)
        dealt = fill.dealt
        me, opponent = self._view.seat, 1 - self._view.seat
        private = self._private
        theirs = sort_cards((*state._public[opponent], *dealt[:private]))
        state._hidden = (self._mine, theirs) if me == 0 else (theirs, self._mine)
        vp_down: list[tuple[Card, ...]] = []
        start = private
        for count in self._vp_counts:
            vp_down.append(tuple(dealt[start : start + count]))
            start += count
        state._vp_down = tuple(vp_down)
        state._stock = tuple(dealt[start:])
        if fill.chosen:
            state._pending = with_seat(state._pending, opponent, fill.chosen[0])
        state._shuffles = ShuffleSource(seed)

    def _check_chosen(self, state: QuattroState, fill: Fill) -> None:
        opponent = 1 - self._view.seat
        if fill.chosen and fill.chosen[0] not in state._hidden[opponent]:
            raise IllegalFill(f"seat {opponent} cannot have chosen {fill.chosen[0]}: not held")
