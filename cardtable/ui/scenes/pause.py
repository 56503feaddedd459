"""The menu over a table (Esc): resume, rules, settings, back to the menu, quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import tr
from .. import routes
from ..core.host import Host
from ..core.menu import MenuScene


class PauseScene(MenuScene):
    overlay = True

    def __init__(self, app: Host, table: Any) -> None:
        self.table = table
        super().__init__(app)

    def title(self) -> str:
        return tr("Paused")

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        return [
            (tr("Resume"), self.back, True),
            (tr("Rules"), self._rules, False),
            (tr("Settings"), self._settings, False),
            (tr("Back to menu"), self._menu, False),
            (tr("Quit"), self.app.quit, False),
        ]

    def _rules(self) -> None:
        self.app.router.push(routes.Rules(self.table.match.config.game))

    def _settings(self) -> None:
        self.app.router.push(routes.Settings())

    def _menu(self) -> None:
        self.app.router.reset(routes.Title())
