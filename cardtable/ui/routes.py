"""Where a scene can send the person: one frozen dataclass per screen, holding what the screen
needs. Data only: `ui/screens.py` says which scene each one opens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.core import Seat
from ..engine.scenario import Scenario
from ..locks import Held
from ..match import Match, MatchConfig
from ..saves import SavedGame
from .core.host import Route

Table = Any  # a ui.table.TableScene: the table sits above the routes, so it is not imported


@dataclass(frozen=True)
class Title(Route):
    """The title screen and its menu (the app's home)."""


@dataclass(frozen=True)
class Chooser(Route):
    """Choose a game."""


@dataclass(frozen=True)
class Setup(Route):
    """Who plays `game`, and with which options."""

    game: str


@dataclass(frozen=True)
class Play(Route):
    """A table for `config`, continuing `actions` of the `saved` game (whose `lock` the caller
    holds); every move is saved as it is made unless `record` is False."""

    config: MatchConfig
    actions: Sequence[tuple[Seat, str]] = ()
    saved: SavedGame | None = None
    lock: Held | None = None
    record: bool = True


@dataclass(frozen=True)
class Resume(Route):
    """The unfinished game `game_id`, opened under its lock (a notice instead when another
    window plays it or it cannot be read)."""

    game_id: str


@dataclass(frozen=True)
class ReplaceUnfinished(Route):
    """Asked before a new game would replace the unfinished one `saved`."""

    saved: SavedGame
    resume: Callable[[], None]
    replace: Callable[[], None]


@dataclass(frozen=True)
class Ask(Route):
    """A question over this screen; each answer is (label, action, default), the action run
    once the question is closed. Escape answers nothing."""

    question: str
    answers: tuple[tuple[str, Callable[[], None], bool], ...]


@dataclass(frozen=True)
class Rules(Route):
    game: str


@dataclass(frozen=True)
class Settings(Route):
    pass


@dataclass(frozen=True)
class Stats(Route):
    pass


@dataclass(frozen=True)
class About(Route):
    pass


@dataclass(frozen=True)
class Replays(Route):
    """The list of finished games."""


@dataclass(frozen=True)
class ReplayOf(Route):
    """One replay, from its file or an already read scenario (ScenarioError when the file
    cannot be read)."""

    path: Path | None = None
    scenario: Scenario | None = None


@dataclass(frozen=True)
class Review(Route):
    """The review of a finished game, on its replay: from its file or an already read
    scenario (ScenarioError when the file cannot be read); kept beside the replay under
    `game_id` (the file's name, when from a file). `iterations`: the search's budget per
    decision (None: the default)."""

    path: Path | None = None
    scenario: Scenario | None = None
    game_id: str | None = None
    iterations: int | None = None


@dataclass(frozen=True)
class Pause(Route):
    """The menu over a table."""

    table: Table


@dataclass(frozen=True)
class Result(Route):
    """The end of the game played at `table`."""

    table: Table


@dataclass(frozen=True)
class Curtain(Route):
    """Pass-and-play: the table covered until `name` lifts the curtain."""

    name: str
    on_lift: Callable[[], None]


@dataclass(frozen=True)
class Log(Route):
    """What happened at `match`, as `viewer` saw it."""

    match: Match
    viewer: Seat
