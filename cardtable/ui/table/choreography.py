"""The one choreography of a table: every card flight, effect, pause and sound cue of the
animation, queued on one timeline.

Things are queued in groups: a group runs all at once and the next group starts when it has
finished (`step()` opens a new group; most calls add to the current one). A slot a card flies
to is hidden until the card lands there, so nothing appears before it has moved. The speed
setting and reduced motion are applied here and nowhere else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

import pygame

from ..core.forward import Forward
from ..core.tween import Easing, Timeline, Tween, ease_in_out_cubic, linear
from .flight import Effect, Flight


class _Same:
    """The default of `flip_to` and `stand_in`: no change of face."""

    def __repr__(self) -> str:
        return "SAME"


SAME: Any = _Same()

HideFrom = Literal["queue", "start"]


@dataclass(eq=False)
class Still:
    """A card shown where it is for a while (a settlement's reveal), over its slot."""

    card: str | None
    rect: pygame.Rect


class _Idle:
    """What a pause tweens: nothing."""

    value = 0.0


class Choreography:
    """The timeline and what it is showing. `redraw` is told whenever the picture changes,
    `show` when a queued observation becomes the one drawn, `play` when a sound is due."""

    def __init__(
        self,
        redraw: Callable[[], None],
        show: Callable[[Any], None],
        play: Callable[[str], None],
    ) -> None:
        self.timeline = Timeline()
        self.flights: list[Flight] = []  # in the air now (effects too), in drawing order
        self.stills: list[Still] = []
        self.hidden: Counter[Hashable] = Counter()  # slots not drawn: a card is on its way
        self.standins: dict[Hashable, str | None] = {}  # slots drawn with another face for now
        self.reduced = False  # reduced motion: everything moves at once, no delays
        self._redraw = redraw
        self._show = show
        self._play = play

    # -- settings and state ----------------------------------------------------------------------
    def set_motion(self, speed: float, reduced: bool) -> None:
        """The speed setting (0: instant) and reduced motion."""
        self.timeline.speed = speed
        self.reduced = reduced

    speed = Forward[float]("timeline")
    busy = Forward[bool]("timeline")

    def duration(self, seconds: float) -> float:
        return 0.0 if self.reduced else seconds

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    def finish_all(self) -> None:
        """Everything queued happens now (a jump, a screenshot at rest)."""
        self.timeline.finish_all()

    def clear(self) -> None:
        """New eyes on the table: finish everything and forget what was staged."""
        self.timeline.finish_all()
        self.flights.clear()
        self.stills.clear()
        self.hidden.clear()
        self.standins.clear()

    # -- groups ---------------------------------------------------------------------------------
    def step(self) -> None:
        """Start a new group: what is queued next waits for everything before it."""
        self.timeline.then(lambda: None)

    def also(self, action: Callable[[], None]) -> None:
        """Run `action` when the current group starts."""
        self.timeline.also(action)

    def call(self, action: Callable[[], None]) -> None:
        """Run `action` once everything queued before it has finished (a new group)."""

        def run() -> None:
            action()
            self._redraw()

        self.timeline.then(run)

    def pause(self, seconds: float) -> None:
        """A new group that only waits."""
        self.timeline.then(Tween(_Idle(), "value", 0.0, 0.0, seconds, linear))

    def show_now(self, obs: Any) -> None:
        """The table shows `obs` at once (the state before a move, kept until it is revealed)."""
        self._show(obs)
        self._redraw()

    def show_later(self, obs: Any) -> None:
        """From here on the table shows `obs` (a new group: earlier ones show the old one)."""

        def show() -> None:
            self._show(obs)
            self._redraw()

        self.timeline.then(show)

    def cue(self, sound: str, delay: float = 0.0) -> None:
        """Play a theme sound when the current group starts (plus `delay` seconds)."""

        def play() -> None:
            self._play(sound)

        if delay <= 0 or self.speed == 0 or self.reduced:
            self.timeline.also(play)
        else:
            self.timeline.also(Tween(_Idle(), "value", 0.0, 0.0, 0.0, linear, delay, play))

    def count(
        self,
        target: Any,
        attribute: str,
        start: float,
        end: float,
        seconds: float,
        delay: float = 0.0,
    ) -> None:
        """A number shown on the table (a pile's size) moves from `start` to `end` while the
        current group runs."""
        setattr(target, attribute, start)
        tween = Tween(
            target, attribute, start, end, self.duration(seconds), linear, self._delay(delay)
        )
        self.timeline.also(tween)

    # -- cards ----------------------------------------------------------------------------------
    def fly(
        self,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect,
        *,
        flip_to: Any = SAME,
        hide: Sequence[Hashable] = (),
        hide_from: HideFrom = "queue",
        stand_in: Any = SAME,
        seconds: float = 0.35,
        delay: float = 0.0,
        easing: Easing = ease_in_out_cubic,
        together: bool = True,
    ) -> Flight:
        """Queue `card` moving from `start` to `end`, turning over to `flip_to` on the way (a
        face, or None for its back). The `hide` slots are not drawn until it lands: from now
        (`hide_from="queue"`: the slot shows what is there after the move), or from the moment
        it starts (`"start"`: a card that stays on the table until it moves). With `stand_in`
        the `hide` slots are drawn with that face (or a back) until the flight starts.
        `together=False` starts a new group for it."""
        flip = flip_to is not SAME and flip_to != card
        flight = Flight(card, start.copy(), end.copy(), None if flip_to is SAME else flip_to, flip)
        self._launch(flight, seconds, delay, easing, hide, hide_from, stand_in, together)
        return flight

    def effect(
        self,
        kind: str,
        card: str | None,
        rect: pygame.Rect,
        end: pygame.Rect | None = None,
        *,
        seconds: float,
        delay: float = 0.0,
        hide: Sequence[Hashable] = (),
        hide_from: HideFrom = "start",
        easing: Easing = linear,
        together: bool = True,
        **params: Any,
    ) -> Effect:
        """Queue an effect of `kind` (painted by the painter registered in `EFFECTS`) on a
        card at `rect`, moving to `end` if given."""
        effect = Effect(kind, card, rect.copy(), None if end is None else end.copy(), **params)
        self._launch(effect, seconds, delay, easing, hide, hide_from, SAME, together)
        return effect

    def still(
        self, cards: Sequence[tuple[str | None, pygame.Rect]], hide: Sequence[Hashable] = ()
    ) -> Callable[[], None]:
        """Show `cards` from the start of the current group until the returned callable runs
        (queue it with `call`); their `hide` slots are not drawn meanwhile."""
        items = [Still(card, rect.copy()) for card, rect in cards]
        self._hide(hide)

        def show() -> None:
            self.stills.extend(items)
            self._redraw()

        def clear() -> None:
            for item in items:
                if item in self.stills:
                    self.stills.remove(item)
            self._unhide(hide)
            self._redraw()

        self.timeline.also(show)
        return clear

    @contextmanager
    def holding(
        self,
        cards: Sequence[tuple[str | None, pygame.Rect]],
        seconds: float,
        hide: Sequence[Hashable] = (),
    ) -> Iterator[None]:
        """Show `cards` where they are for `seconds`, as a new group; what is queued inside the
        `with` block (a message, a sound) comes with them."""
        self.step()
        clear = self.still(cards, hide)
        yield
        self.pause(seconds)
        self.call(clear)

    def hold(
        self,
        cards: Sequence[tuple[str | None, pygame.Rect]],
        seconds: float,
        hide: Sequence[Hashable] = (),
    ) -> None:
        with self.holding(cards, seconds, hide):
            pass

    # -- inside ---------------------------------------------------------------------------------
    def _delay(self, delay: float) -> float:
        return 0.0 if self.reduced else delay

    def _hide(self, keys: Sequence[Hashable]) -> None:
        for key in keys:
            self.hidden[key] += 1

    def _unhide(self, keys: Sequence[Hashable]) -> None:
        for key in keys:
            self.hidden[key] -= 1
            if self.hidden[key] <= 0:
                del self.hidden[key]

    def _launch(
        self,
        flight: Flight,
        seconds: float,
        delay: float,
        easing: Easing,
        hide: Sequence[Hashable],
        hide_from: HideFrom,
        stand_in: Any,
        together: bool,
    ) -> None:
        keys = list(hide)
        if stand_in is not SAME:
            self.standins.update(dict.fromkeys(keys, stand_in))
        elif hide_from == "queue":
            self._hide(keys)

        def begin() -> None:
            if stand_in is not SAME or hide_from == "start":
                for key in keys:
                    self.standins.pop(key, None)
                self._hide(keys)
            flight.active = True
            self.flights.append(flight)
            self._redraw()

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            self._unhide(keys)
            self._redraw()

        tween = Tween(
            flight, "t", 0.0, 1.0, self.duration(seconds), easing, self._delay(delay), land
        )
        # the timeline runs a plain callable when its group starts: the card appears then
        if together:
            self.timeline.also(begin, tween)
        else:
            self.timeline.then(begin, tween)
