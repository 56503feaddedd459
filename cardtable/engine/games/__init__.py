"""The four games, by id. Modules are imported on first use."""

from __future__ import annotations

import importlib

from ..core import GameSpec

GAME_IDS: tuple[str, ...] = ("quattro", "cuckoo", "clash", "polar")


def get_spec(game_id: str) -> GameSpec:
    """The spec of a game; KeyError for an unknown id."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    module = importlib.import_module(f"{__name__}.{game_id}")
    spec: GameSpec = module.SPEC
    return spec


def all_specs() -> list[GameSpec]:
    return [get_spec(g) for g in GAME_IDS]
