"""Nothing a player does is ever lost: every game in progress saved in a file of its own and
resumed (also after SIGKILL), corrupt and foreign saves set aside with a message, statistics
counted once, settings kept. (Two copies at once, locks and the statistics' repairs:
test_saves_together.py.)"""

from __future__ import annotations

import errno
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from cardtable import housekeeping, saves, stats, storage
from cardtable.engine.core import Outcome
from cardtable.match import Match, MatchConfig, SeatConfig
from cardtable.text import notices


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def config(game="cuckoo", seed=5) -> MatchConfig:
    return MatchConfig(game, [SeatConfig("Ann"), SeatConfig("Bot", "easy")], {}, {}, seed)


def play_some(match: Match, moves: int) -> None:
    rng = random.Random(1)
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.acting()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))


def test_every_move_is_autosaved_and_resumes_to_the_same_table():
    match = Match(config())
    recorder = saves.Recorder(match)
    play_some(match, 3)
    recorder.close()  # the table is put away unfinished
    (listed,), messages = saves.unfinished_games()
    assert messages == [] and not listed.in_use
    assert listed.path == saves.saves_dir() / f"{recorder.game_id}.yaml"
    saved, held = saves.open_game(listed.game_id)
    held.release()
    assert saved.actions == match.actions and saved.game_id == recorder.game_id
    resumed = Match(saved.config, saved.actions)
    assert resumed.state.summary() == match.state.summary()  # same hidden cards too
    assert [s.name for s in resumed.seats] == ["Ann", "Bot"]
    assert resumed.agent_rng(1).random() == match.agent_rng(1).random()


def test_a_finished_game_becomes_a_replay_and_is_counted_once():
    match = Match(config(seed=9))
    recorder = saves.Recorder(match)
    play_some(match, 10_000)
    assert match.is_over() and recorder.finished
    assert list(saves.saves_dir().iterdir()) == []  # neither the save nor its lock is left
    (replay,) = saves.list_replays()
    assert yaml.safe_load(replay.read_text())["meta"]["id"] == recorder.game_id
    assert stats.game_stats("cuckoo").played == 1
    # a crash before the autosave was cleared: finishing again counts nothing twice
    recorder.finished = False
    recorder.finish()
    assert stats.game_stats("cuckoo").played == 1


@pytest.mark.parametrize(
    "content",
    [
        b"format: 1\ngame: cuckoo\nseats: 2\nactions:\n  - 1 swa",  # truncated
        bytes(range(256)) * 3,  # garbage bytes
        b"format: 7\ngame: cuckoo\nseats: 2\n",  # a newer format
        b"format: 1\ngame: cuckoo\nseats: 2\nsetup: {dealer: 0}\nactions:\n  - 0 swap\n",  # illegal
        b"- just\n- a list\n",  # not a save at all
    ],
)
def test_unreadable_saves_are_set_aside_with_a_message(content):
    path = saves.save_path(saves.new_game_id())
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    games, (message,) = saves.unfinished_games()
    assert games == []
    assert "set aside" in message
    assert not path.exists()
    kept = list((path.parent / "unreadable").glob(f"*{path.name}"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing is lost
    assert saves.unfinished_games() == ([], [])  # and the app starts normally next time


def test_a_newer_format_is_refused_not_misread():
    path = saves.save_path(saves.new_game_id())
    path.parent.mkdir(parents=True)
    path.write_text("format: 2\ngame: cuckoo\nseats: 2\nactions: ['1 keep']\n")
    _, (message,) = saves.unfinished_games()
    assert "newer than this version" in message


def test_a_full_disk_is_reported_and_the_old_save_survives(monkeypatch):
    match = Match(config())
    recorder = saves.Recorder(match)
    play_some(match, 1)
    save = saves.save_path(recorder.game_id)
    before = save.read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    play_some(match, 1)
    assert "No space left" in recorder.problem
    assert save.read_bytes() == before  # the old save is whole
    assert not [p for p in saves.saves_dir().iterdir() if p.name.startswith(".")]


def test_statistics_streaks_levels_scores_and_migration(home):
    people = MatchConfig("polar", [SeatConfig("Ann"), SeatConfig("Bot", "hard")], {}, {}, 1)
    results = [((0,), (10, 20)), ((0,), (5, 30)), ((1,), (40, 3)), ((0,), (12, 14))]
    for index, (winners, scores) in enumerate(results):
        stats.record_game(
            f"g{index}", people, Outcome(winners, False, scores), 0.0, finished=100.0 + index
        )
    row = stats.game_stats("polar")
    assert (row.played, row.won, row.lost, row.drawn) == (4, 3, 1, 0)
    assert (row.current_streak, row.best_streak) == (1, 2)
    assert row.best_score == 5  # lowest is best in Polar Pairs
    assert row.by_level["hard"]["won"] == 3 and row.win_rate("hard") == 0.75
    # an old (version 1) database migrates forward and keeps its rows
    old = home / "old.sqlite3"
    db = sqlite3.connect(old)
    db.executescript(stats.MIGRATIONS[1])
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO games VALUES ('x', 'cuckoo', 1, 1, 'won', '[]', '[0]', NULL)")
    db.commit()
    db.close()
    assert stats.game_stats("cuckoo", old).won == 1
    assert sqlite3.connect(old).execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION


def test_settings_survive_and_keep_keys_from_a_newer_version():
    settings = storage.Settings()
    settings.animation_speed = "fast"
    settings.volume = 0.3
    assert storage.save_settings(settings) is None
    data = json.loads(storage.settings_path().read_text())
    data["future_option"] = 42
    storage.settings_path().write_text(json.dumps(data))
    loaded, problems = storage.load_settings()
    assert (loaded.animation_speed, loaded.volume, problems) == ("fast", 0.3, [])
    storage.save_settings(loaded)
    assert json.loads(storage.settings_path().read_text())["future_option"] == 42
    storage.settings_path().write_text("{broken")
    loaded, problems = storage.load_settings()
    assert loaded.animation_speed == "normal" and problems


def test_a_finished_game_left_in_its_save_is_put_away_on_the_next_launch():
    match = Match(config(seed=4))
    recorder = saves.Recorder(match)
    recorder.finish = lambda: None  # the process dies before it can put the game away
    play_some(match, 10_000)
    recorder.close()  # ... and with it, its lock
    save = saves.save_path(recorder.game_id)
    assert match.is_over() and save.exists()
    games, messages = saves.unfinished_games()
    assert (games, messages) == ([], [notices.already_finished()])  # not offered for resuming
    assert not save.exists()
    assert len(saves.list_replays()) == 1 and stats.game_stats("cuckoo").played == 1


def test_an_unfinished_game_of_each_kind_is_kept():
    polar = Match(config("polar"))
    kept = saves.Recorder(polar)
    play_some(polar, 6)
    kept.close()
    cuckoo = Match(config("cuckoo"))
    saves.Recorder(cuckoo)
    play_some(cuckoo, 2)
    games, _ = saves.unfinished_games()
    by_game = {g.game: g for g in games}
    assert set(by_game) == {"polar", "cuckoo"}
    assert by_game["polar"].actions == polar.actions and not by_game["polar"].in_use
    assert by_game["cuckoo"].in_use  # its recorder still holds it
    assert games[0].game == "cuckoo"  # the last saved first


def test_the_old_single_autosave_becomes_a_game_of_its_own():
    match = Match(config("polar"))
    play_some(match, 4)
    old = saves.saves_dir() / "autosave.yaml"
    old.parent.mkdir(parents=True)
    saves.write_scenario(old, saves.scenario_of(match.config, match.actions, "old-id", 5.0))
    assert housekeeping.at_start() == []
    assert not old.exists()
    (saved,), _ = saves.unfinished_games()
    assert (saved.game_id, saved.actions, saved.started) == ("old-id", match.actions, 5.0)


def run_cli(*args, home: Path, stderr=subprocess.PIPE, **kwargs) -> subprocess.Popen:
    env = dict(os.environ, CARDTABLE_HOME=str(home))
    return subprocess.Popen(
        [sys.executable, "-m", "cardtable", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        **kwargs,
    )


def started_game_id(log: Path, process: subprocess.Popen) -> str:
    """The game id a headless game names when it starts (it is already saved by then)."""
    for _ in range(600):
        found = re.search(r"game (\S+) \(", log.read_text()) if log.exists() else None
        if found:
            return found[1]
        assert process.poll() is None, log.read_text()
        time.sleep(0.05)
    raise AssertionError("the game never started")


POLAR_SIX = ("polar", "--headless", "--seats", ",".join(["ai:easy"] * 6))
CUCKOO_EIGHT = ("cuckoo", "--headless", "--seats", ",".join(["ai:easy"] * 8))


def saved_moves(game_id: str) -> int:
    """How many moves the save of a running game holds now (0 before its first save)."""
    try:
        return len(yaml.safe_load(saves.save_path(game_id).read_text())["actions"])
    except (OSError, TypeError, KeyError, yaml.YAMLError):
        return 0


KILLS_PER_COPY = 4
LOOK_EVERY = 0.01  # seconds: at most this long between two looks at a copy's progress, running


@pytest.mark.parametrize(
    "tables",
    [
        pytest.param([(*POLAR_SIX, "--seed", "8")], id="one game"),
        pytest.param([(*POLAR_SIX, "--seed", "8"), (*CUCKOO_EIGHT, "--seed", "3")], id="two kinds"),
        pytest.param([(*POLAR_SIX, "--seed", "8"), (*POLAR_SIX, "--seed", "9")], id="same kind"),
    ],
)
def test_killing_headless_games_at_random_moments_loses_nothing(home, tables):
    """Copies of Card Table play at once; each is SIGKILLed many times at random moments and
    resumed by its game id. Each resume continues exactly where its save left off, and each
    finished game is kept and counted once."""
    rng = random.Random(2)
    logs = [home / f"copy-{n}.log" for n in range(len(tables))]
    games = []
    ids = []
    try:
        for table, log in zip(tables, logs, strict=True):
            games.append(run_cli("play", *table, home=home, stderr=log.open("w")))
            ids.append(started_game_id(log, games[-1]))
            games[-1].send_signal(signal.SIGSTOP)  # it plays on only while watched (below)
        assert len(set(ids)) == len(ids)
        prefixes: dict[str, list[list[str]]] = {game_id: [] for game_id in ids}
        kills = 0
        # Kills are chosen by the game's progress, and a copy that is still to be killed plays only
        # while it is watched: all such copies go on together for a random slice of at most
        # LOOK_EVERY, are stopped (SIGSTOP), and their saves are read while they stand still. So
        # however slow the look (a busy machine) or fast the moves (a fast one), no copy gets more
        # than a slice ahead of it. A copy is killed where it stood once it is a random number of
        # moves past its last save seen (0: while it starts up or resumes); the slice's random
        # length makes that a random moment of a move (choosing it, saving it).
        # Once killed KILLS_PER_COPY times it is left to finish on its own.
        kills_left = [KILLS_PER_COPY for _ in games]
        seen_moves = [0 for _ in games]
        target = [rng.randint(1, 5) for _ in games]
        while any(game.poll() is None for game in games):
            watched = [n for n, game in enumerate(games) if kills_left[n] and game.poll() is None]
            for n in watched:
                games[n].send_signal(signal.SIGCONT)
            time.sleep(rng.uniform(0.0, LOOK_EVERY) if watched else 0.05)
            for n in watched:
                games[n].send_signal(signal.SIGSTOP)
            for n in watched:
                if games[n].poll() is not None or saved_moves(ids[n]) < seen_moves[n] + target[n]:
                    continue
                games[n].send_signal(signal.SIGKILL)
                games[n].wait()
                kills_left[n] -= 1
                save = saves.save_path(ids[n])
                if not save.exists():  # killed while putting the finished game away
                    assert saves.replay_path(ids[n]).exists(), "a game was lost"
                    continue
                kills += 1
                actions = yaml.safe_load(save.read_text())["actions"]
                prefixes[ids[n]].append(actions)
                seen_moves[n] = len(actions)
                target[n] = rng.randint(0, 5)
                games[n] = run_cli(
                    "play", "--headless", "--resume", ids[n], home=home, stderr=logs[n].open("a")
                )
                if kills_left[n]:
                    games[n].send_signal(signal.SIGSTOP)  # until the next slice
    finally:  # a failure above leaves no copy standing stopped
        for game in games:
            if game.poll() is None:
                game.kill()
                game.wait()
    for game, log in zip(games, logs, strict=True):
        assert game.returncode in (0, -signal.SIGKILL), log.read_text()
        assert "Traceback" not in log.read_text()
    # every kill found a save to resume: the fourth comes at most 20 moves (and a slice) into
    # a game, and the shortest here (Cuckoo, eight seats, seed 3) has 62
    assert kills == KILLS_PER_COPY * len(tables), "the games finished too fast to be killed"
    assert sum(len(prefix) > 0 for found in prefixes.values() for prefix in found) >= len(tables)
    for game_id, found in prefixes.items():
        final = yaml.safe_load(saves.replay_path(game_id).read_text())["actions"]
        for prefix in found:
            assert final[: len(prefix)] == prefix
    assert {p.stem for p in saves.list_replays()} == set(ids)
    assert stats.recorded_ids() == set(ids)  # each finished game counted once
    games_by_kind = {table[0] for table in tables}
    assert sum(stats.game_stats(g).played for g in games_by_kind) == len(ids)
    assert not list(saves.saves_dir().glob("*.yaml"))


def test_a_migration_step_is_all_or_nothing_and_two_copies_migrate_once(home):
    """A step whose second statement fails leaves the database at the old version with none of
    the step applied (executescript used to commit half a step, and the next start then failed
    with "duplicate column name"); two connections migrating the same file both succeed."""
    old = home / "half.sqlite3"
    db = sqlite3.connect(old)
    db.executescript(stats.MIGRATIONS[1])
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    broken = dict(stats.MIGRATIONS)
    broken[2] = broken[2].replace("CREATE INDEX", "CREATE INDEKS")  # fails after two ALTERs
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stats, "MIGRATIONS", broken)
        with pytest.raises(sqlite3.OperationalError):
            stats.migrate(sqlite3.connect(old))
    check = sqlite3.connect(old)
    assert check.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = [row[1] for row in check.execute("PRAGMA table_info(games)")]
    assert "ai_level" not in columns
    first, second = sqlite3.connect(old), sqlite3.connect(old)
    assert stats.migrate(first) == stats.SCHEMA_VERSION
    assert stats.migrate(second) == stats.SCHEMA_VERSION
    assert stats.game_stats("cuckoo", old).played == 0
