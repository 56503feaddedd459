"""Where the table leads: the pause menu, the rules, the log, the curtain, the result.

The only place the table names other scenes. They are imported when first used, as the other
scenes do until the app has one router; that router will replace these functions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.core import Seat
from ...match import Match


def open_menu(host: Any, table: Any) -> None:
    from ..scenes.pause import PauseScene

    host.stack.push(PauseScene(host, table))


def open_rules(host: Any, game: str) -> None:
    from ..scenes.rules import RulesScene

    host.stack.push(RulesScene(host, game))


def open_log(host: Any, match: Match, viewer: Seat) -> None:
    from ..scenes.log import LogScene

    host.stack.push(LogScene(host, match, viewer))


def pass_device(host: Any, name: str, on_lift: Callable[[], None]) -> None:
    from ..scenes.curtain import CurtainScene

    host.stack.push(CurtainScene(host, name, on_lift))


def show_result(host: Any, table: Any) -> None:
    from ..scenes.result import ResultScene

    host.stack.push(ResultScene(host, table))
