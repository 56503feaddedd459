"""Per-game AI hooks: sampling hidden cards, heuristics, evaluation, reasons for hints."""

from __future__ import annotations

import importlib
from types import ModuleType


def hooks_for(game_id: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{game_id}")
