"""Nothing a player does is ever lost: autosave and resume (also after SIGKILL), corrupt and
foreign saves set aside with a message, statistics counted once, settings kept."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from cardtable import saves, stats, storage
from cardtable.engine.core import Outcome
from cardtable.match import Match, MatchConfig, SeatConfig


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
    saved, message = saves.load_autosave()
    assert message is None and saved is not None
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
    assert not saves.autosave_path().exists()
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
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    saved, message = saves.load_autosave()
    assert saved is None
    assert "set aside" in message
    assert not path.exists()
    kept = list((path.parent / "unreadable").glob("*autosave.yaml"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing is lost
    assert saves.load_autosave() == (None, None)  # and the app starts normally next time


def test_a_newer_format_is_refused_not_misread():
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("format: 2\ngame: cuckoo\nseats: 2\nactions: ['1 keep']\n")
    _, message = saves.load_autosave()
    assert "newer than this version" in message


def test_a_full_disk_is_reported_and_the_old_save_survives(monkeypatch):
    match = Match(config())
    recorder = saves.Recorder(match)
    play_some(match, 1)
    before = saves.autosave_path().read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    play_some(match, 1)
    assert "No space left" in recorder.problem
    assert saves.autosave_path().read_bytes() == before  # the old save is whole
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


def run_cli(*args, home: Path, **kwargs) -> subprocess.Popen:
    env = dict(os.environ, CARDTABLE_HOME=str(home))
    return subprocess.Popen(
        [sys.executable, "-m", "cardtable", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


def test_killing_a_headless_game_at_random_moments_loses_nothing(home):
    """SIGKILL many times; each resume continues exactly where the save left off, and the
    finished game is counted once."""
    rng = random.Random(2)
    start = ("play", "polar", "--headless", "--seats", ",".join(["ai:easy"] * 6), "--seed", "8")
    game = run_cli(*start, home=home)
    kills = 0
    seen_prefixes: list[list[str]] = []
    while True:
        time.sleep(rng.uniform(0.3, 0.8))
        if game.poll() is not None:
            break
        game.send_signal(signal.SIGKILL)
        game.wait()
        if saves.autosave_path().exists():
            kills += 1
            saved = yaml.safe_load(saves.autosave_path().read_text())
            seen_prefixes.append(saved["actions"])
            game = run_cli("play", "--headless", "--resume", home=home)
        elif saves.list_replays():  # killed while exiting, after the game was kept
            break
        else:  # killed while starting up, before the game began: start it again
            game = run_cli(*start, home=home)
    assert game.returncode in (0, -signal.SIGKILL), game.stderr.read()
    assert kills >= 3, "the game finished too fast to be killed"
    assert any(len(prefix) > 0 for prefix in seen_prefixes)
    (replay,) = saves.list_replays()
    final = yaml.safe_load(replay.read_text())["actions"]
    for prefix in seen_prefixes:
        assert final[: len(prefix)] == prefix
    assert stats.game_stats("polar").played == 1
    assert not saves.autosave_path().exists()


def test_a_finished_game_left_in_the_autosave_is_put_away_on_the_next_launch():
    match = Match(config(seed=4))
    recorder = saves.Recorder(match)
    recorder.finish = lambda: None  # the process dies before it can put the game away
    play_some(match, 10_000)
    assert match.is_over() and saves.autosave_path().exists()
    assert saves.load_autosave() == (None, saves.FINISHED_NOTE)  # not offered for resuming
    assert not saves.autosave_path().exists()
    assert len(saves.list_replays()) == 1 and stats.game_stats("cuckoo").played == 1
