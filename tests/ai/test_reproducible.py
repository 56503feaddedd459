"""An AI's move depends on the game's seed and the position, never on the machine's speed or on
what the process did before: a game of `normal` AIs killed part-way and resumed from its save in
a new process ends with exactly the moves of the same game played without a stop.

(The searches count iterations, and each move's random generator comes from the game's seed,
the number of moves before it and the seat. Seed the generator per seat for the whole game, or
let a clock decide how long a search runs, and the resumed game goes another way.)
"""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest
import yaml

from cardtable import saves
from tests.test_saves import run_cli, saved_moves, started_game_id

GAMES = [
    ("quattro", "ai:normal,ai:normal", "11"),
    ("cuckoo", "ai:normal,ai:normal,ai:normal", "4"),
]
KILL_AFTER = 6  # moves in the save when the first copy is killed


def finished_moves(game_id: str) -> list[list[object]]:
    moves = yaml.safe_load(saves.replay_path(game_id).read_text())["actions"]
    assert isinstance(moves, list)
    return moves


def play(home: Path, game: str, seats: str, seed: str, kill_after: int | None) -> list:
    """The moves of a finished headless game (killed once after `kill_after` saved moves and
    resumed by its id in a new process, when given)."""
    log = home / f"{game}-{kill_after}.log"
    process = run_cli(
        "play", game, "--headless", "--seats", seats, "--seed", seed, home=home,
        stderr=log.open("w"),
    )  # fmt: skip
    game_id = started_game_id(log, process)
    if kill_after is not None:
        while saved_moves(game_id) < kill_after:
            assert process.poll() is None, "the game ended before it could be killed"
            time.sleep(0.01)
        process.send_signal(signal.SIGKILL)
        process.wait()
        killed_at = saved_moves(game_id)
        assert killed_at >= kill_after and saves.save_path(game_id).exists()
        resume = ("play", "--headless", "--resume", game_id)
        process = run_cli(*resume, home=home, stderr=log.open("a"))
    process.wait(timeout=600)
    assert process.returncode == 0, log.read_text()
    return finished_moves(game_id)


@pytest.mark.parametrize(("game", "seats", "seed"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_killed_and_resumed_game_of_normal_ais_ends_as_the_uninterrupted_one(
    tmp_path, monkeypatch, game, seats, seed
):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    whole = play(tmp_path, game, seats, seed, None)
    resumed = play(tmp_path, game, seats, seed, KILL_AFTER)
    assert len(whole) > KILL_AFTER + 4  # the resumed process made real decisions
    assert resumed == whole
