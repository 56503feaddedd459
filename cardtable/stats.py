"""Statistics of finished games in SQLite (`<user data>/stats.sqlite3`).

The replays are the record; this database is derived from them (`housekeeping.count_replays`
counts every replay not yet counted, and rebuilds a damaged database from them). Every finished
game is one row keyed by its game id, so recording a game twice (a crash between keeping the
replay and removing the save, a failed write retried at the next start) counts it once; a replay
that is no finished game is noted in `uncounted` so that it is not read again at every start.
The schema carries a version (`PRAGMA user_version`) and migrates forward; a database from a
newer version is read as far as it goes and never written over.

Results are seen from the people at the table: `won` when a person is among the winners and
no AI shares the win, `drawn` for a draw or a win shared with an AI, `lost` otherwise, and
`played` when nobody or everybody at the table is a person (pass-and-play among friends).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .ai.arena import wilson
from .engine.core import Outcome
from .engine.games import get_spec
from .match import MatchConfig
from .paths import user_data_dir
from .storage import inside_data_folder

SCHEMA_VERSION = 3
LEVEL_ORDER = ("random", "easy", "normal", "hard")
DECIDED = ("won", "lost", "drawn")

MIGRATIONS = {
    1: """
        CREATE TABLE games (
            id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            finished_at REAL NOT NULL,
            duration REAL NOT NULL,
            result TEXT NOT NULL,
            seats TEXT NOT NULL,
            winners TEXT NOT NULL,
            scores TEXT
        );
    """,
    2: """
        ALTER TABLE games ADD COLUMN ai_level TEXT;
        ALTER TABLE games ADD COLUMN best_score REAL;
        CREATE INDEX games_by_game ON games (game, finished_at);
    """,
    3: """
        CREATE TABLE uncounted (id TEXT PRIMARY KEY, reason TEXT NOT NULL);
    """,
}
# SQLite's primary result codes that mean the file is no (longer a) database
DAMAGED_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


class DamagedDatabase(sqlite3.DatabaseError):
    """The statistics file is not a database SQLite can read (or not a file at all)."""


def is_damaged(err: BaseException) -> bool:
    if isinstance(err, DamagedDatabase):
        return True
    if not isinstance(err, sqlite3.DatabaseError) or isinstance(err, sqlite3.OperationalError):
        return False  # locked, busy, full, cannot open: the file itself may be fine
    code = getattr(err, "sqlite_errorcode", None)  # Python 3.11+
    if code is not None:
        return code & 0xFF in DAMAGED_CODES
    text = str(err).lower()
    return "not a database" in text or "malformed" in text


def stats_path() -> Path:
    return user_data_dir() / "stats.sqlite3"


def connect(path: Path | None = None, timeout: float = 5.0) -> sqlite3.Connection:
    """The statistics database, migrated to this version; waits `timeout` seconds for a lock
    another program holds. DamagedDatabase when it is not one, sqlite3.Error when it cannot be
    used now."""
    path = inside_data_folder(path or stats_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not path.is_file():
        raise DamagedDatabase(f"{path.name} is not a file")
    db = sqlite3.connect(str(path), timeout=timeout)
    try:
        migrate(db)
    except BaseException:
        db.close()
        raise
    return db


def check(db: sqlite3.Connection) -> None:
    """DamagedDatabase unless SQLite finds the whole file sound."""
    rows = db.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise DamagedDatabase("; ".join(str(row[0]) for row in rows[:3]))


def writable(db: sqlite3.Connection) -> bool:
    """False for a database a newer Card Table wrote: it is read, never written over."""
    return db.execute("PRAGMA user_version").fetchone()[0] <= SCHEMA_VERSION


def migrate(db: sqlite3.Connection) -> int:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return version  # a newer Card Table wrote this: read what we know, change nothing
    while version < SCHEMA_VERSION:
        # One step is one write transaction with its version bump (executescript would commit
        # half-way), taken IMMEDIATE so a second copy migrating at the same moment waits and
        # then sees the step done instead of repeating it.
        db.isolation_level = None
        try:
            db.execute("BEGIN IMMEDIATE")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version < SCHEMA_VERSION:
                step = version + 1
                for statement in MIGRATIONS[step].split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {step}")
                version = step
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        finally:
            db.isolation_level = ""
    return version


def result_for_people(config: MatchConfig, outcome: Outcome) -> str:
    humans = {i for i, s in enumerate(config.seats) if s.is_human}
    if not humans or len(humans) == len(config.seats):
        return "played"
    winners = set(outcome.winners)
    if outcome.draw or not winners:
        return "drawn"
    if winners & humans:
        return "won" if winners <= humans else "drawn"
    return "lost"


def strongest_ai(config: MatchConfig) -> str | None:
    levels = [s.kind for s in config.seats if not s.is_human]
    return max(levels, key=LEVEL_ORDER.index) if levels else None


def better_score(game: str):
    """`min` or `max`: which of two scores of `game` is the better (its spec's score_sense),
    None for a game whose outcome has no score (Cuckoo counts lives)."""
    sense = get_spec(game).score_sense
    return None if sense is None else min if sense == "lower" else max


def people_score(config: MatchConfig, outcome: Outcome) -> float | None:
    """The best score a person made (lowest for Polar Pairs, highest elsewhere)."""
    better = better_score(config.game)
    if outcome.scores is None or better is None:
        return None
    scores = [outcome.scores[i] for i, s in enumerate(config.seats) if s.is_human]
    return better(scores) if scores else None


def record_game(
    game_id: str,
    config: MatchConfig,
    outcome: Outcome,
    started: float,
    finished: float | None = None,
    path: Path | None = None,
    timeout: float = 5.0,
) -> bool:
    """Record a finished game once. Returns False when it was already recorded."""
    db = connect(path, timeout)
    try:
        return writable(db) and insert_game(db, game_id, config, outcome, started, finished)
    finally:
        db.close()


def insert_game(
    db: sqlite3.Connection,
    game_id: str,
    config: MatchConfig,
    outcome: Outcome,
    started: float,
    finished: float | None = None,
) -> bool:
    """One finished game, in a transaction of its own; False when it was already there."""
    finished = finished or time.time()
    with db:
        cursor = db.execute(
            "INSERT OR IGNORE INTO games (id, game, finished_at, duration, result, seats, "
            "winners, scores, ai_level, best_score) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                config.game,
                finished,
                max(0.0, finished - started),
                result_for_people(config, outcome),
                json.dumps([{"name": s.name, "kind": s.kind} for s in config.seats]),
                json.dumps(list(outcome.winners)),
                json.dumps(list(outcome.scores)) if outcome.scores is not None else None,
                strongest_ai(config),
                people_score(config, outcome),
            ),
        )
    return cursor.rowcount == 1


def note_uncounted(db: sqlite3.Connection, game_id: str, reason: str) -> None:
    """A replay that is no finished game (nothing to count): not read again."""
    with db:
        db.execute("INSERT OR IGNORE INTO uncounted (id, reason) VALUES (?, ?)", (game_id, reason))


def known_ids(db: sqlite3.Connection) -> set[str]:
    """The replays already looked at: counted, or noted as nothing to count."""
    return {row[0] for row in db.execute("SELECT id FROM games UNION SELECT id FROM uncounted")}


@dataclass(frozen=True)
class LevelRate:
    """The people's win rate against one AI level, with its 95% Wilson interval."""

    level: str
    won: int
    decided: int  # games won, lost or drawn against this level

    @property
    def rate(self) -> float | None:
        return self.won / self.decided if self.decided else None

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.won, self.decided)


@dataclass
class GameStats:
    game: str
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_score: float | None = None
    by_level: dict[str, dict[str, int]] = field(default_factory=dict)
    history: list[tuple[float, str]] = field(default_factory=list)  # (finished_at, result)

    def win_rate(self, level: str | None = None) -> float | None:
        counts = (
            self.by_level.get(level, {})
            if level
            else {"won": self.won, "lost": self.lost, "drawn": self.drawn}
        )
        decided = sum(counts.get(k, 0) for k in DECIDED)
        return counts.get("won", 0) / decided if decided else None

    def level_rates(self) -> list[LevelRate]:
        """The win rate against each AI level played, weakest first ("none": no AI seat)."""
        order = [*LEVEL_ORDER, "none"]
        levels = sorted(self.by_level, key=lambda lv: order.index(lv) if lv in order else 99)
        return [
            LevelRate(level, self.by_level[level]["won"], sum(self.by_level[level].values()))
            for level in levels
        ]

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "played": self.played, "won": self.won, "lost": self.lost,
            "drawn": self.drawn, "win_rate": self.win_rate(),
            "current_streak": self.current_streak, "best_streak": self.best_streak,
            "best_score": self.best_score,
            "by_level": {rate.level: {**self.by_level[rate.level], "win_rate": rate.rate,
                                      "ci95": list(rate.interval)}
                         for rate in self.level_rates()},
        }  # fmt: skip


def game_stats(game: str, path: Path | None = None) -> GameStats:
    """One game's figures from the database (sqlite3.Error or OSError when it cannot be read)."""
    if not (path or stats_path()).exists():
        return GameStats(game)
    db = connect(path)
    try:
        return stats_from(db, game)
    finally:
        db.close()


def stats_from(db: sqlite3.Connection, game: str) -> GameStats:
    stats = GameStats(game)
    rows = db.execute(
        "SELECT finished_at, result, ai_level, best_score FROM games "
        "WHERE game = ? ORDER BY finished_at",
        (game,),
    ).fetchall()
    run = 0
    better = better_score(game)
    for finished, result, level, score in rows:
        stats.played += 1
        stats.history.append((finished, result))
        if result in DECIDED:
            setattr(stats, result, getattr(stats, result) + 1)
            counts = stats.by_level.setdefault(level or "none", {"won": 0, "lost": 0, "drawn": 0})
            counts[result] += 1
            run = run + 1 if result == "won" else 0
            stats.best_streak = max(stats.best_streak, run)
        if score is not None and better is not None:  # older copies kept Cuckoo's lives
            stats.best_score = (
                score if stats.best_score is None else better(stats.best_score, score)
            )
    stats.current_streak = run
    return stats


def all_stats(games: Sequence[str], path: Path | None = None) -> list[GameStats]:
    return [game_stats(game, path) for game in games]


def recorded_ids(path: Path | None = None) -> set[str]:
    if not (path or stats_path()).exists():
        return set()
    db = connect(path)
    try:
        return {row[0] for row in db.execute("SELECT id FROM games")}
    finally:
        db.close()
