"""The golden scenario files (tests/scenarios/) played straight on a game's spec: read as plain
YAML, not through `cardtable.engine.scenario`, so that the two check each other."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import GameSpec, State


def replayed(path: Path, spec: GameSpec) -> tuple[dict[str, Any], State[Any]]:
    """The file's data and the state after its actions."""
    data = yaml.safe_load(path.read_text())
    options = {**spec.option_defaults(), **(data.get("options") or {})}
    shuffles = [[str(card) for card in stack or []] for stack in data.get("shuffles") or []]
    source = ShuffleSource(data.get("seed", 0), shuffles)
    state, _ = spec.new_state(data["seats"], options, data.get("setup") or {}, source)
    for line in data.get("actions") or []:
        seat, action = str(line).split(" ", 1)
        state.apply(int(seat), action)
    return data, state
