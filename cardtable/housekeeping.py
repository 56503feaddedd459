"""What a start of Card Table does before anything else (the app, a headless game, `cardtable
saves`, `stats` and `import`): mend what a killed process left behind, and bring the statistics
up to date with the replays, which are the record.

- The one autosave of earlier versions becomes a game file of its own; temporary files of writes
  that never finished, and locks of games that are gone, are removed (never those of a game
  another running copy holds).
- Every kept replay not yet counted is counted, once (keyed by its game id). A statistics write
  that fails (the database locked by another program, a full disk) loses nothing: the game is
  counted at the next start. A damaged database (or a folder in its place) is moved aside and
  rebuilt from the replays, with a message.
- When the database cannot be read at all, the figures shown are counted from the replays.
"""

from __future__ import annotations

import os
import sqlite3
import time
import uuid
from collections.abc import Sequence
from pathlib import Path

from .engine import scenario as scenarios
from .engine.core import ScenarioError
from .locks import wait_lock
from .paths import user_data_dir
from .saves import (
    config_from,
    list_replays,
    migrate_old_autosave,
    remove_orphan_locks,
    remove_stale_temporaries,
)
from .stats import (
    GameStats,
    check,
    connect,
    insert_game,
    is_damaged,
    known_ids,
    migrate,
    note_uncounted,
    stats_from,
    stats_path,
    writable,
)
from .storage import inside_data_folder
from .text import notices

LOCK_WAIT = 10.0  # seconds one start waits for another's housekeeping (it takes milliseconds)


def housekeeping_lock() -> Path:
    return user_data_dir() / "housekeeping.lock"


def at_start() -> list[str]:
    """Mend, tidy and count; messages for the person (nothing raises)."""
    messages: list[str] = []
    try:
        held = wait_lock(housekeeping_lock(), LOCK_WAIT)
    except OSError:
        held = None  # a folder we cannot write: nothing to tidy in it either
    if held is not None:
        try:
            messages += migrate_old_autosave()
            remove_stale_temporaries()
            remove_orphan_locks()
        except OSError as err:
            messages.append(notices.not_tidied(_why(err)))
        finally:
            held.release()
    return messages + count_replays()


def _why(err: BaseException) -> str:
    return getattr(err, "strerror", None) or str(err)


def not_counted_now(err: BaseException) -> str:
    return notices.games_not_counted(_why(err))


# -- the statistics follow the replays -------------------------------------------------------
def count_replays() -> list[str]:
    """Count every kept replay not yet counted, exactly once; messages for the person."""
    messages: list[str] = []
    try:
        db = _open_mended(messages)
    except (sqlite3.Error, OSError) as err:
        return [*messages, not_counted_now(err)]
    try:
        if writable(db):
            count_into(db)
    except (sqlite3.Error, OSError) as err:
        messages.append(not_counted_now(err))
    finally:
        db.close()
    return messages


def count_into(db: sqlite3.Connection, replays: Sequence[Path] | None = None) -> int:
    """Add the replays `db` does not know yet, one transaction each; how many were counted."""
    known = known_ids(db)
    counted = 0
    for path in list_replays() if replays is None else replays:
        game_id = path.stem
        if game_id in known:
            continue
        entry = _finished_game(path)
        if isinstance(entry, str):
            note_uncounted(db, game_id, entry)
            continue
        config, outcome, started, finished = entry
        counted += insert_game(db, game_id, config, outcome, started, finished)
    return counted


def _finished_game(path: Path):
    """(config, outcome, started, finished) of a replay, or why it is nothing to count."""
    try:
        loaded = scenarios.load(path)
        result = scenarios.replay(loaded)
    except ScenarioError as err:
        return str(err)
    except Exception as err:  # whatever is in a file, counting goes on with the next one
        return f"could not be replayed ({type(err).__name__})"
    if result.error:
        return f"move {result.error.step + 1} is not legal"
    outcome = result.state.outcome()
    if outcome is None:
        return "not a finished game"
    meta = loaded.meta or {}
    try:
        fallback = path.stat().st_mtime
    except OSError:
        fallback = time.time()
    finished = _timestamp(meta.get("finished"), fallback)
    started = min(_timestamp(meta.get("started"), finished), finished)
    return config_from(loaded), outcome, started, finished


def _timestamp(value: object, default: float) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < 1e11:
        return float(value)
    return default


def _open_mended(messages: list[str]) -> sqlite3.Connection:
    """The database, checked; a damaged one is set aside (message) and a new one made."""
    try:
        db = connect(timeout=2.0)
        try:
            check(db)
        except BaseException:
            db.close()
            raise
        return db
    except sqlite3.DatabaseError as err:
        if not is_damaged(err):
            raise
    held = wait_lock(housekeeping_lock(), LOCK_WAIT)  # one start mends it, not two at once
    try:
        aside = _set_aside_if_still_damaged()
        db = connect(timeout=2.0)
    finally:
        if held is not None:
            held.release()
    if aside is not None:
        messages.append(notices.statistics_set_aside(aside.name))
    return db


def _set_aside_if_still_damaged() -> Path | None:
    path = inside_data_folder(stats_path())
    try:
        db = connect(path, timeout=2.0)
        try:
            check(db)
            return None  # another start mended it meanwhile
        finally:
            db.close()
    except sqlite3.DatabaseError as err:
        if not is_damaged(err):
            raise
    stamp = time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]  # never one taken
    aside = inside_data_folder(path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}"))
    os.replace(path, aside)
    journal = path.with_name(path.name + "-journal")
    if journal.exists():
        os.replace(inside_data_folder(journal), aside.with_name(aside.name + "-journal"))
    return aside


# -- what the statistics screens show --------------------------------------------------------
def statistics(games: Sequence[str]) -> tuple[list[GameStats], list[str]]:
    """The figures of `games` and messages for the person; counted from the replays when the
    database cannot be read now (never an exception)."""
    try:
        db = connect(timeout=2.0)
        try:
            return [stats_from(db, game) for game in games], []
        finally:
            db.close()
    except (sqlite3.Error, OSError) as err:
        db = sqlite3.connect(":memory:")
        try:
            migrate(db)
            count_into(db)
            rows = [stats_from(db, game) for game in games]
        finally:
            db.close()
        return rows, [notices.statistics_unreadable(_why(err))]
