"""Explicit tweens with pure easing functions, queued per scene.

`Tween(target, attribute, start, end, duration, easing)` moves one attribute of one object
(a number or a tuple of numbers) from `start` to `end`. A `Timeline` runs tweens in parallel
and in sequence, with delays, and says when it is idle so input that would race a blocking
animation can wait.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


def lerp(start: Any, end: Any, t: float) -> Any:
    if isinstance(start, tuple):
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    return start + (end - start) * t


@dataclass
class Tween:
    target: Any
    attribute: str
    start: Any
    end: Any
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = field(default=0.0, init=False)
    done: bool = field(default=False, init=False)

    def update(self, dt: float) -> float:
        """Advance; return the time left over after finishing (0 while running)."""
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        run = self.elapsed - self.delay
        t = 1.0 if self.duration <= 0 else min(1.0, run / self.duration)
        setattr(self.target, self.attribute, lerp(self.start, self.end, self.easing(t)))
        if t >= 1.0:
            self.done = True
            if self.on_done:
                self.on_done()
            return max(0.0, run - self.duration)
        return 0.0

    def finish(self) -> None:
        if not self.done:
            setattr(self.target, self.attribute, self.end)
            self.done = True
            if self.on_done:
                self.on_done()


class Timeline:
    """Groups of tweens: each group runs in parallel; groups run one after another."""

    def __init__(self) -> None:
        self._groups: list[list[Tween | Callable[[], None]]] = []
        self.speed = 1.0  # the animation speed setting: 0 means instant

    def then(self, *items: Tween | Callable[[], None]) -> None:
        """Add a group that starts when everything before it has finished."""
        self._groups.append(list(items))
        if self.speed == 0:
            self.finish_all()

    def also(self, *items: Tween | Callable[[], None]) -> None:
        """Add to the last group (runs in parallel with it)."""
        if not self._groups:
            self.then(*items)
        else:
            self._groups[-1].extend(items)
            if self.speed == 0:
                self.finish_all()

    def update(self, dt: float) -> None:
        if self.speed == 0:
            self.finish_all()
            return
        dt *= self.speed
        while self._groups and dt >= 0:
            group = self._groups[0]
            leftover = dt
            running = False
            for index, item in enumerate(group):
                if callable(item) and not isinstance(item, Tween):
                    item()
                    group[index] = _DONE
                    continue
                left = item.update(dt)
                if not item.done:
                    running = True
                else:
                    leftover = min(leftover, left)
            if running:
                return
            self._groups.pop(0)
            dt = leftover if leftover > 0 else -1

    def finish_all(self) -> None:
        while self._groups:
            for item in self._groups.pop(0):
                if isinstance(item, Tween):
                    item.finish()
                elif callable(item):
                    item()

    @property
    def busy(self) -> bool:
        return bool(self._groups)


_DONE = Tween(None, "", 0, 0, 0)
_DONE.done = True
