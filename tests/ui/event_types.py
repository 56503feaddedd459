"""The event types a game's rules define, for the tests that every one has its animation."""

from __future__ import annotations

import inspect
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
