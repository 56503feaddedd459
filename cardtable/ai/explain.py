"""A hint's reason as data: the game's reason (a member of its `<Game>Why` enum) and the ids
and numbers it names. `cardtable/text/hints.py` words it in the reader's language; the AI
itself writes no sentence."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from ..engine.core import Action


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a move is good: `reason` a member of the game's Why enum; `details` card ids,
    numbers, slots and codes (never words)."""

    reason: Enum
    details: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Hint:
    """The move recommended to a seat, and why."""

    action: Action
    explanation: Explanation
