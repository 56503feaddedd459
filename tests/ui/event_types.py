"""The event types a game's rules define, for the tests that every one has its animation."""

from __future__ import annotations

import inspect
from collections.abc import Collection, Mapping
from types import ModuleType

from cardtable.engine.core import Event


def event_types(rules: ModuleType) -> set[type[Event]]:
    """Every event class of `rules` (a game's package), from its own events module."""
    return {
        kind
        for _, kind in inspect.getmembers(rules, inspect.isclass)
        if issubclass(kind, Event)
        and kind is not Event
        and kind.__module__ == rules.events.__name__
    }


def assert_every_event_animated(
    rules: ModuleType, animations: Mapping[type[Event], object], sounds: Collection[type[Event]]
) -> set[type[Event]]:
    """Every event type of `rules` has its animation (and no other is animated) and each sound
    belongs to one of them; the event types, for the game's own further checks."""
    events = event_types(rules)
    assert events == set(animations), events ^ set(animations)
    assert set(sounds) <= events
    return events
