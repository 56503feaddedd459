"""The oracle: a measuring stick for the arena only, never a level of the app.

It is `hard` (the same search, policy, evaluation and budget) with one difference: its samples
hold every card where it really lies. So `oracle` minus `hard` is what seeing the cards is
worth, and the oracle's win rate is an upper bound for honest play at that budget.

What it still cannot see, so that it stays a bound and not a cheat:
- choices are not cards: another seat's secret choice not yet shown (a Quattro reveal, a Clash
  commit) is guessed as the honest sampler guesses it (uniformly among the cards its chooser
  really holds, where the honest sampler picks among the cards it deals that seat);
- chance stays chance: the stock's cards are the true ones, in a fresh order each sample, and
  later shuffles are drawn anew.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.core import Action, Card, State
from ..engine.games import get_spec
from ..engine.sampling import Fill, IllegalFill, Resampler
from ..engine.view import View
from .agents import level_budget
from .games import hooks_for
from .hooks import DelegatingHooks, GameHooks, Knowledge
from .ismcts import Budget, search

# honest samples read for the cards a secret choice could be (each is checked against the truth)
CHOICE_PROBES = 24


class SeeingKnowledge:
    """The true cards of `truth` in the places `view.seat` cannot see (the stock reordered)."""

    __slots__ = ("_choices", "_honest", "_resampler", "_stock", "_true")

    def __init__(self, view: View[Any], truth: State[Any], honest: Knowledge[State[Any]]) -> None:
        make = get_spec(view.game).resampler
        assert make is not None, f"{view.game} has no resampler"
        self._resampler: Resampler[State[Any]] = make(view)
        hidden = self._resampler.hidden
        self._honest = honest
        self._true: list[Card] = [_card(truth, place) for place in hidden.dealt]
        self._stock = [i for i, place in enumerate(hidden.dealt) if place[0] == "stock"]
        self._choices: list[Card] = []
        if hidden.dealt and hidden.chosen:
            # Every game has at most one secret choice where any card is dealt unseen (Quattro's
            # pending reveal); Clash's commits come with public hands, where truth = the view.
            assert len(hidden.chosen) == 1, hidden.chosen
            self._choices = self._held_choices(random.Random(0))

    def _held_choices(self, rng: random.Random) -> list[Card]:
        """The cards the chooser could have picked: of the cards honest samples pick and the true
        hidden cards, those the truth's chooser holds (the resampler checks it)."""
        (place,) = self._resampler.hidden.chosen
        candidates = dict.fromkeys(self._true)
        for _ in range(CHOICE_PROBES):
            candidates[_card(self._honest.sample(rng), place)] = None
        held = []
        for card in candidates:
            try:
                self._resampler.state(Fill(self._true, [card]), check=True)
            except IllegalFill:
                continue
            held.append(card)
        assert held, "the chooser holds none of the cards it could have chosen"
        return held

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> State[Any]:
        hidden = self._resampler.hidden
        if not hidden.dealt:
            return self._honest.sample(rng, check, search)  # the seat sees every card already
        dealt = list(self._true)
        order = [dealt[i] for i in self._stock]
        rng.shuffle(order)
        for i, card in zip(self._stock, order, strict=True):
            dealt[i] = card
        chosen = [rng.choice(self._choices)] if self._choices else []
        return self._resampler.state(Fill(dealt, chosen), rng.getrandbits(32), check, search)


def _card(state: State[Any], place: tuple[str | int, ...]) -> Card:
    card = state.card_at(place)
    assert card is not None, f"no card at {place}"
    return card


class SeeingHooks(DelegatingHooks):
    """A game's hooks with the sampler swapped for one that sees `truth`."""

    def __init__(self, base: GameHooks[Any], truth: State[Any]) -> None:
        super().__init__(base)
        self.truth = truth

    def knowledge(self, view: View[Any]) -> Knowledge[Any]:
        return SeeingKnowledge(view, self.truth, self.base.knowledge(view))


@dataclass
class OracleAgent:
    """`hard` seeing every card (the arena hands it the true state with each decision)."""

    game: str
    budget: Budget | None = None  # None: hard's budget in this game
    name: str = "oracle"
    sees_all: bool = True

    def choose_seeing(
        self, view: View[Any], legal: Sequence[Action], rng: random.Random, truth: State[Any]
    ) -> Action:
        hooks = SeeingHooks(hooks_for(self.game), truth)
        budget = self.budget or level_budget("hard", self.game)
        return search(view, legal, hooks, budget, rng).action
