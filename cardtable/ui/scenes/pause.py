"""The menu over a table (Esc): resume, restart, a new game, rules, settings, back to the menu,
quit. Restart and New game ask first while the game is in progress, and neither loses it
silently: a restart gives up this game's save only once the person says so; a new game leaves
it saved (the setup asks about it again before a new one replaces it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import tr
from .. import routes
from ..core.host import Host
from ..core.menu import Entry, MenuScene


class PauseScene(MenuScene):
    overlay = True

    def __init__(self, app: Host, table: Any) -> None:
        self.table = table
        super().__init__(app)

    def title(self) -> str:
        return tr("Paused")

    def entries(self) -> list[Entry]:
        return [
            (tr("Resume"), self.back, True),
            (tr("Restart"), self._restart, False),
            (tr("New game"), self._new_game, False),
            (tr("Rules"), self._rules, False),
            (tr("Settings"), self._settings, False),
            (tr("Back to menu"), self._menu, False),
            (tr("Quit"), self.app.quit, False),
        ]

    def in_progress(self) -> bool:
        """Moves have been made and the game is not over: there is something to lose."""
        match = self.table.match
        return bool(match.actions) and not match.is_over()

    def restart_question(self) -> routes.Ask:
        return self._question(
            tr("Start this game again with a new deal? The game in progress will be lost."),
            tr("Restart"),
            self._restart_now,
        )

    def new_game_question(self) -> routes.Ask:
        return self._question(
            tr("Leave this game for a new one? It stays saved: you can resume it later."),
            tr("New game"),
            self._new_game_now,
        )

    @staticmethod
    def _question(question: str, go: str, then: Callable[[], None]) -> routes.Ask:
        """Keep playing (the default, and Escape) or go on to `then`."""
        return routes.Ask(question, ((tr("Keep playing"), lambda: None, True), (go, then, False)))

    def _ask_first(self, question: routes.Ask) -> None:
        if self.in_progress():
            self.app.router.push(question)
        else:  # nothing to lose: straight on
            question.answers[-1][1]()

    def _restart(self) -> None:
        self._ask_first(self.restart_question())

    def _restart_now(self) -> None:
        config = self.table.next_game_config()  # the same seats and options, a new deal
        recorder = getattr(self.table, "recorder", None)
        if recorder is not None:
            recorder.abandon()
        self.app.router.reset(routes.Play(config))

    def _new_game(self) -> None:
        self._ask_first(self.new_game_question())

    def _new_game_now(self) -> None:
        """To this game's setup (over the chooser and the title, as if chosen there)."""
        self.app.router.reset(routes.Title())
        self.app.router.push(routes.Chooser())
        self.app.router.push(routes.Setup(self.table.match.config.game))

    def _rules(self) -> None:
        self.app.router.push(routes.Rules(self.table.match.config.game))

    def _settings(self) -> None:
        self.app.router.push(routes.Settings())

    def _menu(self) -> None:
        self.app.router.reset(routes.Title())
