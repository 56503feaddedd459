"""Saved games and replays: nothing a player does is ever lost.

- The game in progress is written after every move, in the scenario format, atomically
  (temporary file, flush, fsync, rename), to `<user data>/saves/autosave.yaml`.
- A finished game is kept as a replay in `<user data>/replays/`, named by its game id, and the
  autosave is removed; statistics record it once (the game id is the key), so a crash between
  these steps is mended on the next launch without counting anything twice.
- A save that cannot be read or replayed is moved aside to `<user data>/saves/unreadable/` with a
  message saying why; the app starts normally.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .engine.core import IllegalAction, ScenarioError, Seat
from .engine.scenario import Scenario, load
from .match import MatchConfig, SeatConfig
from .storage import write_atomic
from .themes import user_data_dir

FINISHED_NOTE = "Your last game had already finished: it is kept with the replays."


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def replays_dir() -> Path:
    return user_data_dir() / "replays"


def autosave_path() -> Path:
    return saves_dir() / "autosave.yaml"


@dataclass
class SavedGame:
    config: MatchConfig
    actions: list[tuple[Seat, str]]
    game_id: str
    started: float
    path: Path

    @property
    def title(self) -> str:
        from .engine.games import get_spec

        return get_spec(self.config.game).title


def new_game_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:8]


def scenario_of(
    config: MatchConfig,
    actions: Sequence[tuple[Seat, str]],
    game_id: str,
    started: float,
    finished: float | None = None,
) -> Scenario:
    scenario = config.scenario(actions)
    meta = dict(scenario.meta)
    meta.update({"id": game_id, "started": round(started, 3), "app": "cardtable"})
    if finished is not None:
        meta["finished"] = round(finished, 3)
    return Scenario(
        scenario.game,
        scenario.seats,
        scenario.options,
        scenario.setup,
        scenario.seed,
        scenario.shuffles,
        scenario.actions,
        None,
        meta,
    )


def write_scenario(path: Path, scenario: Scenario) -> None:
    write_atomic(path, scenario.dumps().encode("utf-8"))


def autosave(
    config: MatchConfig, actions: Sequence[tuple[Seat, str]], game_id: str, started: float
) -> str | None:
    """Save the game in progress; a message instead of an exception when the disk refuses."""
    try:
        write_scenario(autosave_path(), scenario_of(config, actions, game_id, started))
    except OSError as err:
        return f"The game could not be saved: {err.strerror or err}"
    return None


def config_from(scenario: Scenario) -> MatchConfig:
    """The table of a saved scenario: names and seat kinds come from `meta` when present."""
    meta = scenario.meta or {}
    names = meta.get("names") if isinstance(meta.get("names"), list) else []
    kinds = meta.get("kinds") if isinstance(meta.get("kinds"), list) else []
    seats = []
    for seat in range(scenario.seats):
        name = (
            names[seat]
            if seat < len(names) and isinstance(names[seat], str)
            else f"Seat {seat + 1}"
        )
        kind = (
            kinds[seat]
            if seat < len(kinds) and kinds[seat] in ("human", "random", "easy", "normal", "hard")
            else "human"
        )
        seats.append(SeatConfig(name[:40], kind))
    return MatchConfig(
        scenario.game,
        seats,
        dict(scenario.options),
        dict(scenario.setup),
        scenario.seed,
        scenario.shuffles,
    )


def read_save(path: Path) -> SavedGame:
    """Read and fully replay a save (ScenarioError with a clear message when it cannot be)."""
    scenario = load(path)
    config = config_from(scenario)
    from .match import Match

    try:
        match = Match(config)
        for index, (seat, action) in enumerate(scenario.actions):
            try:
                match.apply(seat, action, quiet=True)
            except IllegalAction as err:
                raise ScenarioError(
                    f"move {index + 1} ({seat} {action}) is not legal: {err}", str(path)
                ) from None
    except ScenarioError:
        raise
    except Exception as err:  # a save must never crash the app, whatever is in it
        raise ScenarioError(
            f"could not be replayed ({type(err).__name__}: {err})", str(path)
        ) from None
    meta = scenario.meta or {}
    game_id = str(meta.get("id") or new_game_id())
    return SavedGame(config, list(scenario.actions), game_id, _start_time(meta), path)


def _start_time(meta: dict) -> float:
    """When a saved game started: its `meta.started` if that is a time it can have started at."""
    started = meta.get("started")
    plausible = (
        isinstance(started, (int, float))
        and not isinstance(started, bool)
        and 0 <= started <= time.time() + 86_400
    )
    return float(started) if plausible else time.time()


def move_aside(path: Path, reason: str) -> str:
    """Put an unreadable save out of the way and say so."""
    target_dir = saves_dir() / "unreadable"
    try:
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
        path.replace(target)
        (target.with_suffix(target.suffix + ".why.txt")).write_text(reason + "\n", encoding="utf-8")
        where = str(target)
    except OSError:
        where = str(path)
    return f"A saved game could not be opened and was set aside ({reason}). It is kept at {where}."


def load_autosave() -> tuple[SavedGame | None, str | None]:
    """The unfinished game, if any, and a message when a save had to be set aside."""
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        saved = read_save(path)
    except ScenarioError as err:
        return None, move_aside(path, str(err).removeprefix(f"{path}: "))
    from .match import Match

    match = Match(saved.config, saved.actions)
    if match.is_over():  # a crash while the game was being put away: finish putting it away
        Recorder(match, saved.game_id, saved.started)
        return None, FINISHED_NOTE
    return saved, None


def keep_replay(
    config: MatchConfig, actions: Sequence[tuple[Seat, str]], game_id: str, started: float
) -> Path | None:
    """Keep a finished game as a replay (idempotent: the file is named by the game id)."""
    replay = replays_dir() / f"{game_id}.yaml"
    try:
        if not replay.exists():
            write_scenario(replay, scenario_of(config, actions, game_id, started, time.time()))
    except OSError:
        return None
    return replay


def list_replays() -> list[Path]:
    folder = replays_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.yaml"), reverse=True)


class Recorder:
    """Keeps a match safe: autosaves after every move; when the game ends, keeps the replay,
    records the statistics once and clears the autosave."""

    def __init__(self, match, game_id: str | None = None, started: float | None = None) -> None:
        self.match = match
        self.game_id = game_id or new_game_id()
        self.started = started or time.time()
        self.problem: str | None = None
        self.finished = False
        match.listeners.append(self.on_action)
        if match.is_over():
            self.finish()
        else:
            self.problem = autosave(match.config, match.actions, self.game_id, self.started)

    def on_action(self, seat, action, events) -> None:
        self.problem = autosave(self.match.config, self.match.actions, self.game_id, self.started)
        if self.match.is_over():
            self.finish()

    def finish(self) -> Path | None:
        if self.finished:
            return None
        from .stats import record_game

        # replay, then statistics, then the autosave: a crash between any two steps leaves the
        # autosave behind, and the next launch finishes the job without counting anything twice
        replay = keep_replay(self.match.config, self.match.actions, self.game_id, self.started)
        try:
            record_game(self.game_id, self.match.config, self.match.state.outcome(), self.started)
        except Exception as err:  # sqlite3.Error, a full disk: the replay is kept regardless
            self.problem = f"The statistics could not be updated: {err}"
        if replay is not None:
            try:
                if autosave_path().exists():
                    autosave_path().unlink()
            except OSError as err:
                self.problem = f"The finished game's autosave could not be removed: {err}"
        self.finished = True
        return replay
