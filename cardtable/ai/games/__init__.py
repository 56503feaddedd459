"""Per-game AI hooks: one `HOOKS` object in `cardtable.ai.games.<id>` (ai/hooks.py)."""

from __future__ import annotations

import importlib
from typing import Any

from ..hooks import GameHooks


def hooks_for(game_id: str) -> GameHooks[Any]:
    hooks = importlib.import_module(f"{__name__}.{game_id}").HOOKS
    if not isinstance(hooks, GameHooks):
        raise TypeError(f"cardtable.ai.games.{game_id}.HOOKS is not a GameHooks object")
    return hooks
