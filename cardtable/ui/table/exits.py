"""Where the table leads: the pause menu, the rules, the log, the curtain, the result. Each goes
through the router (a table names no other scene)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.core import Seat
from ...match import Match
from .. import routes
from ..core.host import Host


def open_menu(host: Host, table: Any) -> None:
    host.router.push(routes.Pause(table))


def open_rules(host: Host, game: str) -> None:
    host.router.push(routes.Rules(game))


def open_log(host: Host, match: Match, viewer: Seat) -> None:
    host.router.push(routes.Log(match, viewer))


def pass_device(host: Host, name: str, on_lift: Callable[[], None]) -> None:
    host.router.push(routes.Curtain(name, on_lift))


def show_result(host: Host, table: Any) -> None:
    host.router.push(routes.Result(table))
