"""Saved games and replays: nothing a player does is ever lost.

- Every game in progress has its own file, `<user data>/saves/<game id>.yaml`, in the scenario
  format, written after every move atomically (temporary file, flush, fsync, rename). So an
  unfinished Polar Pairs game survives a Cuckoo game, and two running copies of Card Table never
  write the same file.
- The copy playing a game holds its lock (`saves/<game id>.lock`), which the operating system
  lets go of when that process ends however it ends. A game locked by another copy is listed
  but cannot be resumed, replaced or put away from here.
- A finished game is kept as a replay in `<user data>/replays/<game id>.yaml`; then it is
  counted in the statistics (keyed by the game id; the replays are the record, and a game whose
  counting failed is counted at the next start), and then its save is removed. A crash between
  these steps is mended on the next launch without counting anything twice.
- Game ids are generated here, or checked against a strict pattern: a file's own `meta.id`
  never becomes a path. The file name is the id of a save.
- A save that cannot be read or replayed is moved aside to `<user data>/saves/unreadable/` with a
  message saying why; the app starts normally.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sqlite3
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from .engine.core import IllegalAction, ScenarioError, Seat
from .engine.games import get_spec
from .engine.scenario import Scenario, load
from .locks import Held, older_than, try_lock, wait_lock
from .match import Match, MatchConfig, SeatConfig
from .paths import user_data_dir
from .stats import record_game
from .storage import inside_data_folder, write_atomic
from .text import Narrator, notices, rejection

# A generated id is 20240131-235959-0123abcd; an imported one may be any short word of these
# characters: no dot, no slash, nothing a file system gives a meaning to.
GAME_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
WINDOWS_DEVICES = re.compile(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])", re.IGNORECASE)
OLD_AUTOSAVE = "autosave.yaml"  # before each game had its own file
# write_atomic's temporary files: "." + the file's name + "." + mkstemp's random part
TEMPORARY = re.compile(r"\.(?P<name>.+)\.[A-Za-z0-9_]{8}")
STALE_AFTER = 600.0  # seconds: a temporary of no game that old is no write in progress
STATS_WAIT = 1.0  # seconds the end of a game waits for a statistics database locked elsewhere
RESUME_WAIT = 3.0  # seconds a resume waits for a lock another copy may hold for a look


class GameInUse(Exception):
    """The game is being played by another running copy of Card Table."""


class SetAside(Exception):
    """The save could not be read and was moved aside; the text is the message saying so."""


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def replays_dir() -> Path:
    return user_data_dir() / "replays"


def valid_game_id(game_id: object) -> bool:
    return (
        isinstance(game_id, str)
        and GAME_ID.fullmatch(game_id) is not None
        and WINDOWS_DEVICES.fullmatch(game_id) is None
    )


def new_game_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:8]


def _checked(game_id: str) -> str:
    if not valid_game_id(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return game_id


def save_path(game_id: str) -> Path:
    return saves_dir() / f"{_checked(game_id)}.yaml"


def lock_path(game_id: str) -> Path:
    return saves_dir() / f"{_checked(game_id)}.lock"


def replay_path(game_id: str) -> Path:
    return replays_dir() / f"{_checked(game_id)}.yaml"


def claim(game_id: str, wait: float = 0.0) -> Held:
    """This process's lock on a game; GameInUse while another copy holds it (after waiting up
    to `wait` seconds: another copy looking at its saves holds each lock for a moment)."""
    held = wait_lock(lock_path(game_id), wait)
    if held is None:
        raise GameInUse(game_id)
    return held


@dataclass
class SavedGame:
    config: MatchConfig
    actions: list[tuple[Seat, str]]
    game_id: str
    started: float
    path: Path
    in_use: bool = False  # another copy of Card Table is playing it
    saved_at: float = 0.0

    @property
    def title(self) -> str:
        return get_spec(self.config.game).title

    @property
    def game(self) -> str:
        return self.config.game


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


def write_scenario(path: Path, scenario: Scenario, *, confine: bool = True) -> None:
    write_atomic(path, scenario.dumps().encode("utf-8"), confine=confine)


def autosave(
    config: MatchConfig, actions: Sequence[tuple[Seat, str]], game_id: str, started: float
) -> str | None:
    """Save the game in progress; a message instead of an exception when the disk refuses."""
    try:
        write_scenario(save_path(game_id), scenario_of(config, actions, game_id, started))
    except OSError as err:
        return notices.not_saved(err.strerror or str(err))
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


def _started(scenario: Scenario, default: float) -> float:
    started = (scenario.meta or {}).get("started")
    if isinstance(started, (int, float)) and not isinstance(started, bool) and started >= 0:
        return min(float(started), time.time())
    return default


def _saved_game(scenario: Scenario, path: Path, game_id: str) -> SavedGame:
    try:
        saved_at = path.stat().st_mtime
    except OSError:
        saved_at = time.time()
    return SavedGame(
        config_from(scenario),
        list(scenario.actions),
        game_id,
        _started(scenario, saved_at),
        path,
        saved_at=saved_at,
    )


def read_save(path: Path, game_id: str | None = None) -> SavedGame:
    """Read and fully replay a save (ScenarioError with a clear message when it cannot be).
    The game's id is its file's name (or `game_id`), never what the file says of itself."""
    game_id = game_id or path.stem
    if not valid_game_id(game_id):
        raise ScenarioError("the file's name is not a game id", str(path))
    scenario = load(path)
    saved = _saved_game(scenario, path, game_id)
    try:
        match = Match(saved.config)
        for index, (seat, action) in enumerate(scenario.actions):
            try:
                match.apply(seat, action, quiet=True)
            except IllegalAction as err:
                why = rejection(scenario.game, err, Narrator(tuple(match.names)))
                raise ScenarioError(
                    f"move {index + 1} ({seat} {action}) is not legal: {why}", str(path)
                ) from None
    except ScenarioError:
        raise
    except Exception as err:  # a save must never crash the app, whatever is in it
        raise ScenarioError(
            f"could not be replayed ({type(err).__name__}: {err})", str(path)
        ) from None
    return saved


def move_aside(path: Path, reason: str) -> str:
    """Put an unreadable save out of the way and say so."""
    try:
        target_dir = inside_data_folder(saves_dir() / "unreadable")
        target_dir.mkdir(parents=True, exist_ok=True)
        target = inside_data_folder(target_dir / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}")
        os.replace(inside_data_folder(path), target)
        why = inside_data_folder(target.with_suffix(target.suffix + ".why.txt"))
        why.write_text(reason + "\n", encoding="utf-8")
        where = str(target)
    except OSError:
        where = str(path)
    return notices.set_aside(reason, where)


def _reason(err: ScenarioError, path: Path) -> str:
    return str(err).removeprefix(f"{path}: ")


def _remove(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(inside_data_folder(path))


# -- the unfinished games --------------------------------------------------------------------
def _save_files() -> list[Path]:
    folder = saves_dir()
    if not folder.is_dir():
        return []
    return [p for p in folder.glob("*.yaml") if valid_game_id(p.stem) and p.name != OLD_AUTOSAVE]


def unfinished_games() -> tuple[list[SavedGame], list[str]]:
    """Every unfinished game, the last saved first, and messages for the person (a save set
    aside, a finished game put away). Games another copy is playing are listed with `in_use`;
    they are only looked at, never changed."""
    games: list[SavedGame] = []
    messages: list[str] = []
    for path in _save_files():
        game_id = path.stem
        try:
            held = try_lock(lock_path(game_id))
        except OSError:
            held = None  # a folder we cannot lock in: look, do not touch
        if held is None:
            try:
                saved = _saved_game(load(path), path, game_id)
            except ScenarioError:
                continue  # whoever plays it will find out
            saved.in_use = True
            games.append(saved)
            continue
        try:
            found = _examine(path, game_id, held, messages)
        finally:
            held.release()
        if found is not None:
            games.append(found)
    games.sort(key=lambda g: g.saved_at, reverse=True)
    return games, messages


def _examine(path: Path, game_id: str, held: Held, messages: list[str]) -> SavedGame | None:
    """A save whose lock we hold: the game, or None when it was set aside or put away."""
    try:
        saved = read_save(path, game_id)
    except ScenarioError as err:
        if path.exists():
            messages.append(move_aside(path, _reason(err, path)))
        return None
    match = Match(saved.config, saved.actions)
    if match.is_over():  # a crash while the game was being put away: finish putting it away
        Recorder(match, game_id, saved.started, lock=held)
        messages.append(notices.already_finished())
        return None
    return saved


def open_game(game_id: str) -> tuple[SavedGame, Held]:
    """An unfinished game to play on, read afresh under its lock (held by the caller from now
    on). GameInUse if another copy plays it, SetAside if it could not be read, OSError if it
    is gone or the folder refuses."""
    held = claim(game_id, RESUME_WAIT)
    path = save_path(game_id)
    try:
        if not path.is_file():
            raise FileNotFoundError(errno.ENOENT, "the saved game is gone", str(path))
        try:
            return read_save(path, game_id), held
        except ScenarioError as err:
            raise SetAside(move_aside(path, _reason(err, path))) from None
    except BaseException:
        held.release()
        raise


def pick_unfinished(which: str = "") -> tuple[SavedGame | None, list[str]]:
    """The unfinished game `which` names: a game id, a game (the last saved of it) or nothing
    (the last saved of all, preferring those no other copy is playing); and the messages of
    looking (see `unfinished_games`)."""
    games, messages = unfinished_games()
    by_id = [g for g in games if g.game_id == which]
    if by_id:
        return by_id[0], messages
    fitting = [g for g in games if not which or g.game == which]
    fitting.sort(key=lambda g: g.in_use)  # stable: the last saved free one first
    return (fitting[0] if fitting else None), messages


def discard(game_id: str) -> bool:
    """Remove an unfinished game the person chose to replace. False (and nothing removed)
    while another copy plays it."""
    try:
        held = claim(game_id, RESUME_WAIT)
    except (GameInUse, OSError):
        return False
    try:
        _remove(save_path(game_id))
    finally:
        held.release(forget=True)
    return True


# -- replays -----------------------------------------------------------------------------------
def keep_replay(
    config: MatchConfig, actions: Sequence[tuple[Seat, str]], game_id: str, started: float
) -> Path | None:
    """Keep a finished game as a replay (idempotent: the file is named by the game id)."""
    try:
        replay = replay_path(game_id)
        if not replay.exists():
            write_scenario(replay, scenario_of(config, actions, game_id, started, time.time()))
    except (OSError, ValueError):
        return None
    return replay


def import_replay(loaded: Scenario) -> tuple[Path, str]:
    """Keep a checked game file with the replays: (where it is kept, a note or ""). The file's
    own `meta.id` names it only when it is a valid id that no other kept game has."""
    game_id = (loaded.meta or {}).get("id")
    note = ""
    if not valid_game_id(game_id):
        if game_id is not None:
            note = "the file's id is not a valid game id; it is kept under a new one"
        game_id = new_game_id()
    elif replay_path(game_id).exists():
        try:
            if _same_game(load(replay_path(game_id)), loaded):
                return replay_path(game_id), "this game is already kept with the replays"
        except ScenarioError:
            pass
        note = "another kept game has the file's id; this one is kept under a new one"
        game_id = new_game_id()
    kept = replace(loaded, meta={**(loaded.meta or {}), "id": game_id})
    write_scenario(replay_path(game_id), kept)
    return replay_path(game_id), note


def _same_game(a: Scenario, b: Scenario) -> bool:
    return (a.game, a.seats, dict(a.options), dict(a.setup), a.seed, a.shuffles, a.actions) == (
        b.game, b.seats, dict(b.options), dict(b.setup), b.seed, b.shuffles, b.actions,
    )  # fmt: skip


def list_replays() -> list[Path]:
    folder = replays_dir()
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.yaml") if valid_game_id(p.stem)), reverse=True)


# -- at start: mend what a killed process left -----------------------------------------------
def migrate_old_autosave() -> list[str]:
    """The one `saves/autosave.yaml` of earlier versions becomes a game file of its own."""
    old = saves_dir() / OLD_AUTOSAVE
    if not old.is_file():
        return []
    try:
        scenario = load(old)
    except ScenarioError as err:
        return [move_aside(old, _reason(err, old))]
    game_id = (scenario.meta or {}).get("id")
    if not valid_game_id(game_id) or save_path(game_id).exists():
        game_id = new_game_id()
    held = try_lock(lock_path(game_id))
    if held is None:
        return []
    try:
        write_atomic(save_path(game_id), old.read_bytes())
        _remove(old)
    finally:
        held.release()
    return []


def remove_stale_temporaries() -> int:
    """Temporary files of writes that never finished (the process was killed mid-write). A
    temporary of a game is stale when nobody holds that game's lock; any other when it is old.
    Returns how many were removed."""
    removed = 0
    root = user_data_dir()
    for folder in (root, saves_dir(), replays_dir()):
        if not folder.is_dir():
            continue
        for path in folder.iterdir():
            match = TEMPORARY.fullmatch(path.name)
            if match is None or not path.is_file():
                continue
            name = match["name"]
            game_id = name.removesuffix(".yaml")
            of_a_game = name == f"{game_id}.yaml" and name != OLD_AUTOSAVE
            if folder != root and of_a_game and valid_game_id(game_id):
                removed += _remove_if_unlocked(path, game_id)
                continue
            if older_than(path, STALE_AFTER):
                _remove(path)
                removed += 1
    return removed


def _remove_if_unlocked(path: Path, game_id: str) -> int:
    held = try_lock(lock_path(game_id))
    if held is None:
        return 0  # a write of a running copy, or one about to be renamed into place
    try:
        _remove(path)
    finally:
        held.release(forget=not save_path(game_id).exists())
    return 1


def remove_orphan_locks() -> None:
    """Lock files of games that are gone (a process killed after removing the save)."""
    folder = saves_dir()
    if not folder.is_dir():
        return
    for path in folder.glob("*.lock"):
        game_id = path.stem
        if not valid_game_id(game_id) or save_path(game_id).exists():
            continue
        held = try_lock(path)
        if held is not None:
            held.release(forget=not save_path(game_id).exists())


# -- recording a game as it is played --------------------------------------------------------
class Recorder:
    """Keeps a match safe: holds its game's lock, saves after every move; when the game ends,
    keeps the replay, counts it in the statistics and removes the save.

    GameInUse when another copy of Card Table is playing this game."""

    def __init__(
        self,
        match: Match,
        game_id: str | None = None,
        started: float | None = None,
        lock: Held | None = None,
    ) -> None:
        self.match = match
        self.game_id = _checked(game_id or new_game_id())
        self.started = started or time.time()
        self.problem: str | None = None
        self.finished = False
        self.lock = lock
        if self.lock is None:
            try:
                self.lock = claim(self.game_id)
            except OSError as err:  # an unwritable folder: play on, and say it is not saved
                self.problem = notices.not_saved(err.strerror or str(err))
        match.listeners.append(self.on_action)
        if match.is_over():
            self.finish()
        elif not self.problem:
            self.problem = autosave(match.config, match.actions, self.game_id, self.started)

    def on_action(self, seat, action, events) -> None:
        self.problem = autosave(self.match.config, self.match.actions, self.game_id, self.started)
        if self.match.is_over():
            self.finish()

    def abandon(self) -> None:
        """The person chose to give this game up (a restart, once they said yes): its save is
        removed and no later move is saved. A finished game has nothing left to give up."""
        if self.finished:
            return
        self.finished = True
        if self.on_action in self.match.listeners:
            self.match.listeners.remove(self.on_action)
        try:
            _remove(save_path(self.game_id))
        except OSError as err:
            self.problem = notices.save_not_removed(err.strerror or str(err))
        if self.lock is not None:
            self.lock.release(forget=True)

    def close(self) -> None:
        """The table is put away unfinished: another copy may resume the game from now on."""
        if self.lock is not None:
            self.lock.release()

    def finish(self) -> Path | None:
        if self.finished:
            return None
        # replay, then statistics, then the save: a crash between any two steps leaves the save
        # behind, and the next launch finishes the job without counting anything twice
        replay = keep_replay(self.match.config, self.match.actions, self.game_id, self.started)
        if replay is None:
            self.problem = notices.replay_not_kept()
        else:
            self._count()
            try:
                _remove(save_path(self.game_id))
            except OSError as err:
                self.problem = notices.finished_save_not_removed(err.strerror or str(err))
        if self.lock is not None:
            self.lock.release(forget=replay is not None)
        self.finished = True
        return replay

    def _count(self) -> None:
        try:
            record_game(
                self.game_id,
                self.match.config,
                self.match.state.outcome(),
                self.started,
                timeout=STATS_WAIT,
            )
        except (sqlite3.Error, OSError) as err:  # locked, damaged, a folder, a full disk
            self.problem = notices.game_not_counted(str(err))
