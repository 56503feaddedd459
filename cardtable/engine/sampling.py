"""The honest sample-state constructor (OpenSpiel's `resample_from_infostate`).

A game's resampler is built from one seat's `View` alone (its observation and the events it
saw), never from a state. It rebuilds with the game's own rule code everything that is public
(turn order, scores, what is face up, what happened earlier in the deal) into a template, and
says what that seat cannot see (`hidden`): the places dealt from a pool of cards it sees
nowhere, and the secret choices other seats made among cards they hold. Whoever samples (the
AI) decides how to fill those places, from its own knowledge; `state(fill, seed)` is then the
template with the places filled and future shuffles drawn from `seed`.

Places are named as the rules name them, e.g. ``("hand", 2)``, ``("slot", 1, 3)``,
``("vp", 4, 0)``, ``("stock", 7)``, ``("commit", 3)``; `State.card_at(place)` reads the same
place of a real state (tests compare a resampled state with the real one that way).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .core import Card, State
from .view import View

Place = tuple[str | int, ...]

S = TypeVar("S", bound=State[Any])
S_co = TypeVar("S_co", bound=State[Any], covariant=True)


@dataclass(frozen=True, slots=True)
class Hidden:
    """What one seat cannot see now. The `dealt` places hold a permutation of `pool` (the cards
    the seat sees nowhere); each `chosen` place holds a secret choice of a card its chooser
    holds (a Clash commit, a Quattro reveal picked but not turned up)."""

    dealt: tuple[Place, ...]
    pool: tuple[Card, ...]
    chosen: tuple[Place, ...] = ()


@dataclass(frozen=True, slots=True)
class Fill:
    """The cards for the hidden places, aligned with `Hidden.dealt` and `Hidden.chosen`."""

    dealt: Sequence[Card]
    chosen: Sequence[Card] = ()


class IllegalFill(ValueError):
    """A fill that no real game could have behind the view (checked with `check=True`)."""


class Resampler(Protocol[S_co]):
    """One view's template; `state` fills it. Built once per view: sampling is the hot loop of
    the AI's search, so `state` without `check` only copies the template and writes the fill."""

    @property
    def hidden(self) -> Hidden: ...

    def state(self, fill: Fill, seed: int = 0, check: bool = False, search: bool = False) -> S_co:
        """The template with `fill` written into the hidden places. With `check`: raise
        IllegalFill unless the fill is a permutation of the pool, every choice is a card its
        chooser holds, and the result shows the seat exactly its observation. With `search`:
        a state for a search that stops where the deal (or round) in play is settled: it
        settles it (lives, scores, the game's end) and deals no next one, so nobody is to act
        then; shuffling and dealing cards no search looks at was a fifth of its time."""
        ...


def check_fill(hidden: Hidden, fill: Fill) -> None:
    """IllegalFill unless `fill` has one card per place and its dealt cards are the pool."""
    if len(fill.dealt) != len(hidden.dealt) or len(fill.chosen) != len(hidden.chosen):
        raise IllegalFill(
            f"{len(fill.dealt)} dealt and {len(fill.chosen)} chosen cards for "
            f"{len(hidden.dealt)} dealt and {len(hidden.chosen)} chosen places"
        )
    if Counter(fill.dealt) != Counter(hidden.pool):
        raise IllegalFill("the dealt cards are not the cards the seat sees nowhere")


def check_seen(state: State[Any], view: View[Any]) -> None:
    """IllegalFill unless `state` shows the view's seat exactly what it saw."""
    if state.observe(view.seat) != view.observation:
        raise IllegalFill(f"the filled table does not look to seat {view.seat} as it does")


class _Template(Protocol[S_co]):
    def clone(self) -> S_co: ...


class TemplateResampler(ABC, Generic[S]):
    """What every game's resampler shares: the game's `__init__` builds `_template` from the
    view and says what is `hidden`; `state` copies the template and the game writes the fill
    into the copy (`_write`), then, when asked to check, verifies the secret choices
    (`_check_chosen`) and what the seat would see."""

    __slots__ = ("_template", "_view", "hidden")

    _template: _Template[S]  # the state built from the view; its clone is an S
    _view: View[Any]
    hidden: Hidden

    def state(self, fill: Fill, seed: int = 0, check: bool = False, search: bool = False) -> S:
        """`Resampler.state`."""
        if check:
            check_fill(self.hidden, fill)
        state = self._template.clone()
        self._write(state, fill, seed, search)
        if check:
            self._check_chosen(state, fill)
            check_seen(state, self._view)
        return state

    @abstractmethod
    def _write(self, state: S, fill: Fill, seed: int, search: bool) -> None:
        """Write `fill` into `state`, a copy of the template; later shuffles draw from `seed`."""

    def _check_chosen(self, state: S, fill: Fill) -> None:
        """IllegalFill unless every filled choice is a card its chooser holds in `state` (a game
        without secret choices, Cuckoo or Polar, has none to check)."""
