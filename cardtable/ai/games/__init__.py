"""Per-game AI hooks: one `HOOKS` object in `cardtable.ai.games.<id>` (ai/hooks.py), and in
`LEVEL_HOOKS` the hooks of a level that searches differently (Quattro's `hard`)."""

from __future__ import annotations

import importlib
from typing import Any

from ..hooks import GameHooks


def hooks_for(game_id: str, level: str | None = None) -> GameHooks[Any]:
    """The hooks of `game_id`, or those `level` searches with where the game has its own."""
    module = importlib.import_module(f"{__name__}.{game_id}")
    hooks = getattr(module, "LEVEL_HOOKS", {}).get(level, module.HOOKS)
    if not isinstance(hooks, GameHooks):
        raise TypeError(f"cardtable.ai.games.{game_id}.HOOKS is not a GameHooks object")
    return hooks
