"""Two copies of Card Table at once never share or clobber a game; what a killed process left
is tidied without touching a live copy's files; the statistics follow the replays through a
locked, damaged or missing database; no id read from a file leads a write out of the data
folder."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from cardtable import housekeeping, saves, stats, storage
from cardtable.cli import main
from cardtable.headless_play import headless
from cardtable.match import Match, MatchConfig, SeatConfig
from cardtable.text import notices

from .test_saves import config, play_some


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("CARDTABLE_HOME", str(data))
    monkeypatch.setattr(saves, "RESUME_WAIT", 0.2)
    return data


@pytest.fixture
def outside(tmp_path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


def in_another_process(code: str, home: Path) -> subprocess.Popen:
    """Python `code` run by another process; it prints "ready" when it holds what it holds."""
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        env=dict(os.environ, CARDTABLE_HOME=str(home)),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout.readline().strip() == "ready"
    return process


def holding_game(game_id: str, home: Path) -> subprocess.Popen:
    return in_another_process(
        f"from cardtable import saves\nimport time\nheld = saves.claim({game_id!r})\n"
        "print('ready', flush=True)\ntime.sleep(120)\n",
        home,
    )


def unfinished(game: str = "cuckoo", moves: int = 3) -> tuple[Match, str]:
    match = Match(config(game))
    recorder = saves.Recorder(match)
    play_some(match, moves)
    recorder.close()
    return match, recorder.game_id


def finished_games(count: int) -> list[str]:
    ids = []
    for seed in range(count):
        match = Match(config(seed=seed + 20))
        recorder = saves.Recorder(match)
        play_some(match, 10_000)
        assert recorder.finished
        ids.append(recorder.game_id)
    return ids


# -- two copies ---------------------------------------------------------------------------------
def test_a_game_another_copy_plays_is_listed_but_never_touched(home):
    match, game_id = unfinished()
    save = saves.save_path(game_id)
    before = save.read_bytes()
    temporary = save.with_name(f".{save.name}.abcd1234")
    temporary.write_text("a write in flight")
    other = holding_game(game_id, home)
    try:
        (listed,), _ = saves.unfinished_games()
        assert listed.in_use and listed.actions == match.actions
        with pytest.raises(saves.GameInUse):
            saves.open_game(game_id)
        with pytest.raises(saves.GameInUse):
            saves.Recorder(Match(config()), game_id)
        assert saves.discard(game_id) is False
        housekeeping.at_start()
        assert save.read_bytes() == before and temporary.exists()
    finally:
        other.send_signal(signal.SIGKILL)  # the operating system lets go of its lock
        other.wait()
    (listed,), _ = saves.unfinished_games()
    assert not listed.in_use
    saved, held = saves.open_game(game_id)
    held.release()
    assert saved.actions == match.actions
    housekeeping.at_start()
    assert not temporary.exists()  # now it is a leftover of a killed process
    assert saves.discard(game_id) and files_under(home / "saves") == []


def test_two_games_of_one_kind_in_two_copies_keep_their_own_files(home):
    first = Match(config("polar", seed=1))
    second = Match(config("polar", seed=2))
    one, two = saves.Recorder(first), saves.Recorder(second)
    play_some(first, 4)
    play_some(second, 7)
    one.close()
    two.close()
    games, _ = saves.unfinished_games()
    assert sorted(len(g.actions) for g in games) == [4, 7]
    assert {g.game_id for g in games} == {one.game_id, two.game_id}


def test_headless_resume_picks_the_game_named(home):
    ai = MatchConfig("polar", [SeatConfig("A", "easy"), SeatConfig("B", "easy")], {}, {}, 3)
    polar = Match(ai)
    recorder = saves.Recorder(polar)
    play_some(polar, 2)
    recorder.close()
    _, cuckoo_id = unfinished("cuckoo")
    assert headless(None, None, None, "quattro") == 1  # none of that game
    assert headless(None, None, None, "polar") == 0
    assert saves.replay_path(recorder.game_id).exists()
    assert saves.save_path(cuckoo_id).exists()  # the other game is left as it was


# -- what a killed process leaves --------------------------------------------------------------
def test_stale_temporaries_and_orphan_locks_are_removed_at_start(home):
    _, game_id = unfinished()
    saves_dir = saves.saves_dir()
    of_game = saves_dir / f".{game_id}.yaml.k3j4h5g6"
    old_autosave = saves_dir / ".autosave.yaml.a1b2c3d4"
    fresh_autosave = saves_dir / ".autosave.yaml.e5f6g7h8"
    old_settings = home / ".settings.json.q1w2e3r4"
    orphan = saves_dir / "20200101-000000-deadbeef.lock"
    kept = saves_dir / "notes.txt"
    for path in (of_game, old_autosave, fresh_autosave, old_settings, orphan, kept):
        path.write_text("x")
    an_hour_ago = time.time() - 3600
    for path in (old_autosave, old_settings):
        os.utime(path, (an_hour_ago, an_hour_ago))
    housekeeping.at_start()
    assert not of_game.exists() and not old_autosave.exists() and not old_settings.exists()
    assert not orphan.exists()
    assert fresh_autosave.exists() and kept.exists()  # maybe a write in flight; not ours
    assert saves.save_path(game_id).exists()


# -- the statistics follow the replays -----------------------------------------------------------
def test_a_locked_database_at_a_games_end_loses_nothing(home):
    stats.connect().close()
    blocker = sqlite3.connect(str(stats.stats_path()))
    blocker.execute("BEGIN EXCLUSIVE")  # another program holds the database
    (game_id,) = finished_games(1)
    assert saves.replay_path(game_id).exists()
    assert not saves.save_path(game_id).exists()
    rows, messages = housekeeping.statistics(["cuckoo"])
    assert rows[0].played == 1 and "counted from your replays" in messages[0]
    blocker.rollback()
    blocker.close()
    assert stats.recorded_ids() == set()  # it was not counted then ...
    assert housekeeping.count_replays() == []
    assert stats.recorded_ids() == {game_id}  # ... and is now, once
    assert housekeeping.count_replays() == []
    assert stats.game_stats("cuckoo").played == 1


def test_a_database_locked_by_another_process_and_cardtable_stats(home, capsys):
    (game_id,) = finished_games(1)
    stats.stats_path().unlink()  # counted again from the replay below
    stats.connect().close()
    blocker = in_another_process(
        f"import sqlite3\ndb = sqlite3.connect({str(stats.stats_path())!r}, "
        "isolation_level=None)\ndb.execute('BEGIN EXCLUSIVE')\n"
        "print('ready', flush=True)\nimport time\ntime.sleep(120)\n",
        home,
    )
    try:
        assert main(["stats", "--json"]) == 0
        out, err = capsys.readouterr()
        assert "Traceback" not in err and "could not be updated now" in err
        played = {g["game"]: g["played"] for g in json.loads(out)["games"]}
        assert played["cuckoo"] == 1  # from the replays
    finally:
        blocker.send_signal(signal.SIGKILL)
        blocker.wait()
    assert main(["stats", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and stats.recorded_ids() == {game_id}


def test_a_failed_write_is_counted_at_the_next_start(home, monkeypatch):
    def full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as patched:
        patched.setattr(saves, "record_game", full)
        match = Match(config(seed=30))
        recorder = saves.Recorder(match)
        play_some(match, 10_000)
    assert "disk is full" in recorder.problem
    assert housekeeping.at_start() == []
    assert stats.recorded_ids() == {recorder.game_id}


def damage(path: Path, how: str) -> bytes:
    if how == "garbage":
        path.write_bytes(b"this is no database " * 50)
    elif how == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2] + b"\0" * 7)
    else:
        path.unlink()
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    return path.read_bytes() if path.is_file() else b""


@pytest.mark.parametrize("how", ["garbage", "truncated", "folder"])
def test_a_damaged_database_is_set_aside_and_rebuilt_from_the_replays(home, how, capsys):
    ids = finished_games(3)
    with stats.connect() as db:  # some rows, to make the file long enough to cut
        db.executemany("INSERT INTO uncounted VALUES (?, 'x')", [(f"pad{i}",) for i in range(2000)])
    db.close()
    content = damage(stats.stats_path(), how)
    (message,) = housekeeping.count_replays()
    assert "damaged" in message and "rebuilt" in message
    (aside,) = [p for p in home.iterdir() if "-damaged-" in p.name and "journal" not in p.name]
    assert aside.read_bytes() == content if how != "folder" else (aside / "inside.txt").exists()
    assert stats.recorded_ids() == set(ids)  # every kept game, once
    assert housekeeping.count_replays() == []
    assert main(["stats"]) == 0
    assert "Traceback" not in capsys.readouterr().err


# -- ids and paths -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game_id, valid",
    [
        ("20240131-235959-0123abcd", True),
        ("test-cuckoo", True),
        ("../saves/autosave", False),
        ("/etc/passwd", False),
        ("a.b", False),
        ("", False),
        ("x" * 65, False),
        ("NUL", False),
        ("com1", False),
        ("-leading-dash", False),
        ("１２３", False),  # fullwidth digits
        (7, False),
    ],
)
def test_game_ids_are_checked_against_a_strict_pattern(game_id, valid):
    assert saves.valid_game_id(game_id) is valid
    if not valid and isinstance(game_id, str):
        with pytest.raises(ValueError):
            saves.save_path(game_id)


def test_every_write_is_checked_to_lie_in_the_data_folder(home, outside):
    assert storage.inside_data_folder(home / "saves" / "x.yaml") == (home / "saves/x.yaml")
    for path in (home / ".." / "outside" / "x", outside / "x", home):
        with pytest.raises(storage.OutsideDataFolder):
            storage.inside_data_folder(path)
    (home / "replays").symlink_to(outside)  # a link planted in the folder
    with pytest.raises(storage.OutsideDataFolder):
        storage.write_atomic(home / "replays" / "x.yaml", b"x")
    assert files_under(outside) == []


def test_a_saves_own_hostile_id_is_never_a_path(home, outside):
    match = Match(config(seed=40))
    play_some(match, 10_000)
    assert match.is_over()
    hostile = saves.scenario_of(match.config, match.actions, "../../outside/evil", 1.0)
    path = saves.save_path(saves.new_game_id())
    path.parent.mkdir(parents=True)
    saves.write_scenario(path, hostile)
    assert saves.unfinished_games() == ([], [notices.already_finished()])  # put away
    (replay,) = saves.list_replays()
    assert replay.stem == path.stem and files_under(outside) == []
    assert yaml.safe_load(replay.read_text())["meta"]["id"] == path.stem


IMPORTED = """\
format: 1
game: cuckoo
seats: 2
setup: {dealer: 0}
seed: 4
actions: []
meta: {id: %s}
"""


@pytest.mark.parametrize("hostile", ["../saves/autosave", "'{outside}/evil'", "[1, 2]"])
def test_import_never_writes_where_the_files_id_says(home, outside, tmp_path, hostile, capsys):
    source = tmp_path / "game.yaml"
    source.write_text(IMPORTED % hostile.format(outside=outside))
    assert main(["import", str(source)]) == 0
    out, err = capsys.readouterr()
    assert "kept under a new one" in err
    (replay,) = saves.list_replays()
    assert out.strip() == str(replay)
    assert files_under(outside) == [] and not (home / "saves").exists()
    assert main(["import", str(replay)]) == 0  # importing it again keeps it once
    assert "already kept" in capsys.readouterr().err and len(saves.list_replays()) == 1


def test_import_into_a_folder_that_refuses_is_a_message(home, outside, tmp_path, capsys):
    source = tmp_path / "game.yaml"
    source.write_text(IMPORTED % "fine-id")
    (home / "replays").write_text("a file where the folder should be")
    assert main(["import", str(source)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable import: cannot write") and "Traceback" not in err
    (home / "replays").unlink()
    (home / "replays").symlink_to(outside)
    assert main(["import", str(source)]) == 2
    assert "outside the Card Table data folder" in capsys.readouterr().err
    assert files_under(outside) == []


def test_damaged_twice_in_one_second_keeps_both_copies(home):
    finished_games(1)
    for content in (b"first damage " * 20, b"second damage " * 20):
        stats.stats_path().write_bytes(content)
        (message,) = housekeeping.count_replays()
        assert "damaged" in message
    kept = sorted(p.read_bytes() for p in home.glob("stats-damaged-*"))
    assert kept == sorted([b"first damage " * 20, b"second damage " * 20])
    assert stats.game_stats("cuckoo").played == 1
