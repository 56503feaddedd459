"""Statistics of finished games in SQLite (`<user data>/stats.sqlite3`).

Every finished game is one row keyed by its game id, so recording a game twice (a crash
between keeping the replay and clearing the autosave) counts it once. The schema carries a
version (`PRAGMA user_version`) and migrates forward; a database from a newer version is read
as far as it goes and never written over.

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

from .engine.core import Outcome
from .match import MatchConfig
from .themes import user_data_dir

SCHEMA_VERSION = 2
LEVEL_ORDER = ("random", "easy", "normal", "hard")
LOWER_IS_BETTER = {"polar"}

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
}


def stats_path() -> Path:
    return user_data_dir() / "stats.sqlite3"


def connect(path: Path | None = None) -> sqlite3.Connection:
    path = path or stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(str(path), timeout=5)
    migrate(db)
    return db


def migrate(db: sqlite3.Connection) -> int:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return version  # a newer Card Table wrote this: read what we know, change nothing
    for step in range(version + 1, SCHEMA_VERSION + 1):
        with db:
            db.executescript(MIGRATIONS[step])
            db.execute(f"PRAGMA user_version = {step}")
    return SCHEMA_VERSION


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


def people_score(config: MatchConfig, outcome: Outcome) -> float | None:
    """The best score a person made (lowest for Polar Pairs, highest elsewhere)."""
    if outcome.scores is None:
        return None
    scores = [outcome.scores[i] for i, s in enumerate(config.seats) if s.is_human]
    if not scores:
        return None
    return min(scores) if config.game in LOWER_IS_BETTER else max(scores)


def record_game(
    game_id: str,
    config: MatchConfig,
    outcome: Outcome,
    started: float,
    finished: float | None = None,
    path: Path | None = None,
) -> bool:
    """Record a finished game once. Returns False when it was already recorded."""
    finished = finished or time.time()
    db = connect(path)
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
            return False
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
    finally:
        db.close()


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
        decided = sum(counts.get(k, 0) for k in ("won", "lost", "drawn"))
        return counts.get("won", 0) / decided if decided else None

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "played": self.played, "won": self.won, "lost": self.lost,
            "drawn": self.drawn, "win_rate": self.win_rate(),
            "current_streak": self.current_streak, "best_streak": self.best_streak,
            "best_score": self.best_score,
            "by_level": {level: {**counts, "win_rate": self.win_rate(level)}
                         for level, counts in self.by_level.items()},
        }  # fmt: skip


def game_stats(game: str, path: Path | None = None) -> GameStats:
    stats = GameStats(game)
    if not (path or stats_path()).exists():
        return stats
    db = connect(path)
    try:
        rows = db.execute(
            "SELECT finished_at, result, ai_level, best_score FROM games "
            "WHERE game = ? ORDER BY finished_at",
            (game,),
        ).fetchall()
    finally:
        db.close()
    run = 0
    for finished, result, level, score in rows:
        stats.played += 1
        stats.history.append((finished, result))
        if result in ("won", "lost", "drawn"):
            setattr(stats, result, getattr(stats, result) + 1)
            counts = stats.by_level.setdefault(level or "none", {"won": 0, "lost": 0, "drawn": 0})
            counts[result] += 1
            run = run + 1 if result == "won" else 0
            stats.best_streak = max(stats.best_streak, run)
        if score is not None:
            better = min if game in LOWER_IS_BETTER else max
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
