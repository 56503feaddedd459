"""What the search needs from a game: one `GameHooks` object per game
(`cardtable/ai/games/<id>`, found by `hooks_for`).

The hooks hold knowledge, weights and the game's `Tuning` (iterations per level and the like)
only. `knowledge(view)` works out once per decision what the seat knows (tracking, proofs,
soft inference) and draws states consistent with it, each through the engine's resampler
(engine/sampling.py); the policy, horizon and evaluation read states through the engine's
public accessors.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from ..engine.core import Action, Seat, State
from ..engine.view import View
from .explain import Explanation

S = TypeVar("S", bound=State[Any])
S_co = TypeVar("S_co", bound=State[Any], covariant=True)
S_contra = TypeVar("S_contra", bound=State[Any], contravariant=True)


# UCB1's exploration constant where a playout's values are spread like wins and losses
EXPLORATION = 0.7


@dataclass(frozen=True, slots=True)
class SearchLevel:
    """What one search level (`normal`, `hard`) does in a game besides its time cap."""

    # iterations per decision: the move depends on the position and the game's seed, never on
    # the machine's speed (docs/ai.md, "Speed and reproducible moves", for how they were chosen)
    iterations: int
    # the searching seat's nodes are told apart by what only it has seen too (the hooks'
    # `private_key`; `Budget.private_nodes`)
    private_nodes: bool = False
    # where several seats choose at once, the root's move is drawn in proportion to the visits,
    # so it cannot be read; False: the most visited move, where reading it is worth nothing
    # (`Budget.mixed`)
    mixed: bool = True


@dataclass(frozen=True, slots=True)
class Tuning:
    """How a game's search is tuned, in one place: its hooks (`GameHooks.tuning`); agents.py
    turns a level into a search budget from it."""

    normal: SearchLevel
    hard: SearchLevel
    # UCB1's constant, the one value play, hints and reviews search the game with
    exploration: float = EXPLORATION

    def level(self, name: str) -> SearchLevel:
        """The settings of the search level called `name`."""
        if name == "normal":
            return self.normal
        if name == "hard":
            return self.hard
        raise ValueError(f"{name!r} is not a search level; expected normal or hard")


class Knowledge(Protocol[S_co]):
    """What one seat knows at one decision, worked out once; draws states consistent with it.
    It lives on the deciding thread's stack (the move and the hint threads share nothing)."""

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> S_co:
        """A full state the seat could be at (`check`: the engine verifies it, for tests;
        `search`: a state for the search, which stops once the deal or round in play is
        settled: the engine deals no next one, `Resampler.state(search=True)`)."""
        ...


@runtime_checkable
class GameHooks(Protocol[S]):
    """A game's part of the AI."""

    @property
    def search_own_moves_only(self) -> bool:
        """Where every seat chooses at once and UCB over everybody's choices would leave the
        other seats choosing almost at random (Clash), only the searching seat's moves are
        searched and the others play the policy in the tree as well."""
        ...

    @property
    def samples_reused(self) -> int:
        """How many search iterations in a row play out one sampled state (each on its own
        copy): where drawing a sample costs much more than copying one, the search gets more
        iterations for its time without a measurable change in its choices (issue 16's
        study)."""
        ...

    @property
    def private_key(self) -> Callable[[S, Seat], Hashable] | None:
        """What only `seat` has seen in a state that its moves and the public ones do not tell
        (Quattro: its hand, holding the replies it received), or None: the game has nothing of
        the kind. A search whose budget asks for it (`Budget.private_nodes`) keys the searching
        seat's nodes by it too, so its later choices depend on what it would know then."""
        ...

    @property
    def tuning(self) -> Tuning:
        """The game's iterations per level, its levels' other settings and its exploration."""
        ...

    def knowledge(self, view: View[Any]) -> Knowledge[S]: ...

    def policy(self, state: S, seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
        """The cheap heuristic of the rollouts, from what `seat` sees in `state`."""
        ...

    def at_horizon(self, root: S, state: S) -> bool:
        """Whether a playout from `root` stops at `state` (then `evaluate` judges it)."""
        ...

    def rollout(self, start: S, state: S, rng: random.Random) -> None:
        """Plays `state` on with the policy until the game ends or reaches the horizon measured
        from `start`: `play_out`, or a game's faster loop that makes the same moves with the
        same random draws."""
        ...

    def evaluate(self, state: S, scratch: bool = False) -> Sequence[float]:
        """One value per seat, 1 a win and 0 a loss (or a chance between). `scratch`: the
        state is the search's own throw-away copy, which the evaluation may play on."""
        ...

    def easy(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        """The easy level's move."""
        ...

    def explain(self, view: View[Any], action: Action) -> Explanation:
        """Why `action` is a good move, from what the seat knows."""
        ...

    def shortlist(self, view: View[Any], legal: Sequence[Action]) -> Sequence[Action]:
        """The moves worth searching, the game's heuristic move (without noise) first: the
        search plays it where the values of the best moves tie. Moves the rules make the same
        as one on the list, or plainly worse, may be left off."""
        ...


MAX_ROLLOUT = 5000  # a safety net: no game comes near it, a looping policy would


def play_out(
    hooks: GameHooks[Any], start: State[Any], state: State[Any], rng: random.Random
) -> None:
    """The rollout of any game: the policy plays `state` on (a seat drawn at random where
    several act) until the game ends or reaches the horizon measured from `start`."""
    for _ in range(MAX_ROLLOUT):
        if state.is_over() or hooks.at_horizon(start, state):
            break
        acting = state.to_act()
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        state.apply(seat, hooks.policy(state, seat, state.legal_actions(seat), rng))


class DelegatingHooks:
    """A game's hooks passed through unchanged: a variant of them (the oracle's sampler, a
    review's shortlist) overrides only the part it changes."""

    def __init__(self, base: GameHooks[Any]) -> None:
        self.base = base
        self.search_own_moves_only = base.search_own_moves_only
        self.samples_reused = base.samples_reused
        self.private_key = base.private_key
        self.tuning = base.tuning

    def knowledge(self, view: View[Any]) -> Knowledge[Any]:
        return self.base.knowledge(view)

    def policy(self, state: Any, seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.base.policy(state, seat, legal, rng)

    def at_horizon(self, root: Any, state: Any) -> bool:
        return self.base.at_horizon(root, state)

    def rollout(self, start: Any, state: Any, rng: random.Random) -> None:
        self.base.rollout(start, state, rng)  # (a variant that changes the policy changes this)

    def evaluate(self, state: Any, scratch: bool = False) -> Sequence[float]:
        return self.base.evaluate(state, scratch)

    def easy(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return self.base.easy(view, legal, rng)

    def explain(self, view: View[Any], action: Action) -> Explanation:
        return self.base.explain(view, action)

    def shortlist(self, view: View[Any], legal: Sequence[Action]) -> Sequence[Action]:
        return self.base.shortlist(view, legal)


class Evaluation(Protocol[S_contra]):
    """`GameHooks.evaluate` as a function."""

    def __call__(self, state: S_contra, scratch: bool = False) -> Sequence[float]: ...


@dataclass(frozen=True, slots=True)
class FunctionHooks(Generic[S]):
    """A game's hooks made of its module's functions, called directly (the search calls the
    policy in every rollout step: no method passes the call on)."""

    knowledge: Callable[[View[Any]], Knowledge[S]]
    policy: Callable[[S, Seat, Sequence[Action], random.Random], Action]
    at_horizon: Callable[[S, S], bool]
    evaluate: Evaluation[S]
    easy: Callable[[View[Any], Sequence[Action], random.Random], Action]
    explain: Callable[[View[Any], Action], Explanation]
    shortlist: Callable[[View[Any], Sequence[Action]], Sequence[Action]]
    tuning: Tuning
    search_own_moves_only: bool = False
    samples_reused: int = 1
    fast_rollout: Callable[[S, S, random.Random], None] | None = None
    private_key: Callable[[S, Seat], Hashable] | None = None

    def rollout(self, start: S, state: S, rng: random.Random) -> None:
        """The game's own rollout loop where it has one (same moves, same draws), else
        `play_out`."""
        if self.fast_rollout is None:
            play_out(self, start, state, rng)
        else:
            self.fast_rollout(start, state, rng)


def reading_only(evaluate: Callable[[S], Sequence[float]]) -> Evaluation[S]:
    """An evaluation that only reads the state, so the search's `scratch` copy changes nothing."""

    def evaluation(state: S, scratch: bool = False) -> Sequence[float]:
        return evaluate(state)

    return evaluation


def heuristic_first(
    heuristic: Callable[[View[Any], Sequence[Action]], Action],
) -> Callable[[View[Any], Sequence[Action]], list[Action]]:
    """A shortlist of every legal move, the game's heuristic move first."""

    def shortlist(view: View[Any], legal: Sequence[Action]) -> list[Action]:
        first = heuristic(view, legal)
        return [first, *(action for action in legal if action != first)]

    return shortlist
