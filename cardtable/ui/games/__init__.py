"""The games' tables, by game id: `cardtable.ui.games.<game>` holds the game's part of the one
table (its `TABLE`, a `GameTable`), found by importing it, so a new game adds a package and
edits nothing here."""

from __future__ import annotations

import importlib
from typing import Any

from ...match import Match
from ..core.scene import Scene
from ..table.protocol import GameTable
from ..table.scene import TableScene


def table_for(game: str) -> type[GameTable[Any, Any]]:
    table: type[GameTable[Any, Any]] = importlib.import_module(f"{__name__}.{game}").TABLE
    return table


def open_table(app: Any, match: Match) -> Scene:
    """The table scene for `match`."""
    return TableScene(app, match, table_for(match.config.game))
