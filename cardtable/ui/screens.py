"""Every screen of the app, registered with the router. This is the one module that imports the
scenes (a scene asks for a route and never imports another scene), and the one that builds a
game's table. Whoever opens an App calls `register_all(app.router)`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..engine.core import Seat
from ..engine.scenario import load
from ..i18n import tr
from ..locks import Held
from ..match import Match, MatchConfig
from ..saves import GameInUse, Recorder, SavedGame, SetAside, open_game
from ..text.labels import names_in_every_language
from . import routes
from .core.host import Host
from .core.router import Router
from .core.scene import Scene
from .games import open_table, table_for
from .scenes.about import AboutScene
from .scenes.ask import AskScene, ReplaceUnfinishedScene
from .scenes.chooser import ChooserScene
from .scenes.curtain import CurtainScene
from .scenes.log import LogScene
from .scenes.pause import PauseScene
from .scenes.replays import ReplayListScene
from .scenes.result import ResultScene
from .scenes.rules import RulesScene
from .scenes.settings import SettingsScene
from .scenes.setup import SetupScene, name_people
from .scenes.stats import StatsScene
from .scenes.title import TitleScene
from .table.replay import ReplayScene
from .table.review import ReviewScene
from .table.tape import Tape


def start_table(
    host: Host,
    config: MatchConfig,
    actions: Sequence[tuple[Seat, str]] = (),
    saved: SavedGame | None = None,
    record: bool = True,
    lock: Held | None = None,
) -> Scene:
    """A table for `config` (continuing `actions` of the `saved` game, whose `lock` the caller
    holds); every move is saved as it is made."""
    if len([s for s in config.seats if s.is_human]) > 1:  # a game saved with two "You"s
        config = replace(config, seats=name_people(config.seats))
    match = Match(config, actions)
    table: Any = open_table(host, match)
    if record:
        table.recorder = Recorder(
            match, saved.game_id if saved else None, saved.started if saved else None, lock
        )
        if table.recorder.problem:
            host.notify(table.recorder.problem)
    return table


def in_use_notice() -> str:
    return tr("That game is being played in another window of Card Table.")


def resume_game(host: Host, game_id: str) -> Scene | None:
    """The table of an unfinished game, opened under its lock; None, with a notice, when
    another copy plays it or it cannot be read."""
    try:
        saved, held = open_game(game_id)
    except GameInUse:
        host.notify(in_use_notice(), 8)
        return None
    except SetAside as err:
        host.notify(str(err), 12)
        return None
    except OSError as err:
        host.notify(tr("The game could not be opened: {reason}", reason=err.strerror or str(err)))
        return None
    config = saved.config
    renamed = names_in_every_language()  # the names the app gave, in the language spoken now
    config.seats[:] = [
        replace(seat, name=renamed.get(seat.name, seat.name)) for seat in config.seats
    ]
    return start_table(host, config, saved.actions, saved=saved, lock=held)


def open_replay(host: Host, route: routes.ReplayOf) -> Scene:
    """A replay on its game's table (ScenarioError when the file cannot be used)."""
    scenario = route.scenario if route.scenario is not None else load(route.path or "")
    return ReplayScene(host, Tape(scenario), table_for(scenario.game), route.path)


def open_review(host: Host, route: routes.Review) -> Scene:
    """A game's review on its replay (ScenarioError when the file cannot be used)."""
    scenario = route.scenario if route.scenario is not None else load(route.path or "")
    game_id = route.game_id or (route.path.stem if route.path is not None else None)
    table = table_for(scenario.game)
    return ReviewScene(host, Tape(scenario), table, game_id, route.iterations)


def _play(host: Host, route: routes.Play) -> Scene:
    return start_table(host, route.config, route.actions, route.saved, route.record, route.lock)


def register_all(router: Router) -> None:
    """Teach `router` every screen; the title screen is home."""
    router.register(routes.Title, lambda host, _: TitleScene(host))
    router.register(routes.Chooser, lambda host, _: ChooserScene(host))
    router.register(routes.Setup, lambda host, route: SetupScene(host, route.game))
    router.register(routes.Play, _play)
    router.register(routes.Resume, lambda host, route: resume_game(host, route.game_id))
    router.register(
        routes.ReplaceUnfinished,
        lambda host, route: ReplaceUnfinishedScene(host, route.saved, route.resume, route.replace),
    )
    router.register(routes.Ask, lambda host, route: AskScene(host, route.question, route.answers))
    router.register(routes.Rules, lambda host, route: RulesScene(host, route.game))
    router.register(routes.Settings, lambda host, _: SettingsScene(host))
    router.register(routes.Stats, lambda host, _: StatsScene(host))
    router.register(routes.About, lambda host, _: AboutScene(host))
    router.register(routes.Replays, lambda host, _: ReplayListScene(host))
    router.register(routes.ReplayOf, open_replay)
    router.register(routes.Review, open_review)
    router.register(routes.Pause, lambda host, route: PauseScene(host, route.table))
    router.register(routes.Result, lambda host, route: ResultScene(host, route.table))
    router.register(
        routes.Curtain, lambda host, route: CurtainScene(host, route.name, route.on_lift)
    )
    router.register(routes.Log, lambda host, route: LogScene(host, route.match, route.viewer))
    router.home = routes.Title()
