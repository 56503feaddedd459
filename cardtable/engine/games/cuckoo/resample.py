"""What a seat's events tell, and the table as one seat knows it (resampling)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import ShuffleSource
from ...core import Card, Event, Seat
from ...sampling import Fill, Hidden, TemplateResampler
from ...view import View
from . import events as ev
from .cards import DECK, SKIPPED, LossCause
from .events import CuckooObservation
from .state import CuckooState

# --- Resampling -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealStory:
    """What everybody saw that a seat's observation does not show: the finished deals, and of
    the current deal the matadors revealed by refusing, the exchanges the Cat would undo and
    the seats penalized so far; the match's winner once it is over."""

    history: tuple[ev.DealRecord, ...]
    revealed: tuple[Card | None, ...]
    exchanges: tuple[tuple[Seat, int], ...]
    penalized: tuple[Seat, ...]
    winner: Seat | None


def deal_story(events: Sequence[Event], seats: int) -> DealStory:
    history: list[ev.DealRecord] = []
    dealer: Seat | None = None
    cards: tuple[Card | None, ...] = (None,) * seats
    revealed: list[Card | None] = [None] * seats
    exchanges: list[tuple[Seat, int]] = []
    penalized: list[Seat] = []
    set_aside = 0
    winner: Seat | None = None
    for event in events:
        match event:
            case ev.DealStarted(dealer=dealt_by):
                dealer, revealed, exchanges, penalized, set_aside = (
                    dealt_by,
                    [None] * seats,
                    [],
                    [],
                    0,
                )
            case ev.DealSkipped():
                history.append(ev.DealRecord(None, (None,) * seats, (), (), SKIPPED))
            case ev.Refused(holder=holder, card=card):
                revealed[holder] = card
            case ev.Exchanged(requester=requester, target=target):
                exchanges.append((requester, target))
            case ev.StockTurned():
                set_aside += 1
            case ev.StockExchanged(requester=requester):
                set_aside += 1
                exchanges.append((requester, -set_aside))
            case ev.ExchangesUndone():  # each stock exchange takes its set-aside card back
                set_aside -= sum(1 for _, other in exchanges if other < 0)
                exchanges = []
            case ev.LifeLost(seat=seat, reason=cause) if cause != LossCause.SETTLEMENT:
                penalized.append(seat)
            case ev.Revealed(cards=shown):
                cards = shown
            case ev.DealEnded(lost=lost, ended_by=ended_by):
                record = ev.DealRecord(dealer, cards, tuple(sorted(penalized)), lost, ended_by)
                history.append(record)
            case ev.MatchOver(winner=won):
                winner = won
    return DealStory(tuple(history), tuple(revealed), tuple(exchanges), tuple(penalized), winner)


class CuckooResampler(TemplateResampler[CuckooState]):
    """The match as one seat knows it. Hidden (`dealt` from the cards it sees nowhere): the
    card of every participant of the deal it does not see ("hand", s), its own included once it
    left the deal, and the stock ("stock", i), top-last. Everything else is public: lives,
    turn order, the cards shown and set aside, every exchange and refusal, earlier deals."""

    __slots__ = ("_holders",)

    def __init__(self, view: View[CuckooObservation]) -> None:
        obs = view.observation
        n = view.n_seats
        story = deal_story(view.events, n)
        over = obs.turn is None
        state = CuckooState(n, 0, obs.dealer, ShuffleSource(0))
        state._lives = list(obs.lives)
        state._deal = obs.deal
        state._resting = obs.resting
        state._order = obs.participants
        state._eliminated = obs.eliminated
        state._turn = 0 if obs.turn is None else obs.participants.index(obs.turn)
        state._set_aside = list(obs.set_aside)
        state._revealed = story.revealed
        state._exchanges = story.exchanges
        state._turns_taken = obs.turns_taken
        state._penalized = story.penalized
        state._history = story.history
        state._over = over
        state._winner = story.winner
        seen: list[Card | None] = list(obs.public_cards)
        if obs.own_card is not None:
            seen[view.seat] = obs.own_card
        state._cards = seen
        self._holders = tuple(seat for seat in obs.participants if seen[seat] is None)
        pool = Counter(DECK)
        pool.subtract(card for card in seen if card is not None)
        pool.subtract(obs.set_aside)
        self._template = state
        self._view = view
        self.hidden = Hidden(
            (
                *(("hand", seat) for seat in self._holders),
                *(("stock", i) for i in range(obs.stock_size)),
            ),
            tuple(pool.elements()),
        )

    def _write(self, state: CuckooState, fill: Fill, seed: int, search: bool) -> None:
        state._ends_with_deal = search
        cards, dealt = state._cards, fill.dealt
        for seat, card in zip(self._holders, dealt, strict=False):
            cards[seat] = card
        state._stock = list(dealt[len(self._holders) :])
        state._shuffles = ShuffleSource(seed)
        state._own_source = True
