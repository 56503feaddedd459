"""`cardtable replay` and `cardtable check`: outputs, exit codes 0 / 1 / 2, and malformed files
reported with their place and never with a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from cardtable.cli import main
from tests.replay_files import cuckoo_replay

BASIC_SWAPS = cuckoo_replay("1 swap", "2 swap", "3 keep", "0 keep", options="{lives: 3}")


def write(tmp_path, text: str, name: str = "game.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def run(args, capsys) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_help_lists_the_sub_commands(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for command in ("play", "replay", "check", "bench", "arena"):
        assert command in out


def test_replay_json_is_the_flat_format_object(tmp_path, capsys):
    code, out, _ = run(["replay", str(write(tmp_path, BASIC_SWAPS)), "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "cuckoo" and data["status"] == "playing"
    assert data["lives"] == [3, 3, 2, 3]
    assert data["history"][0]["lost"] == [2]
    assert data["to_act"] == [2]  # the second deal starts left of the new dealer, seat 1
    assert "error" not in data


def test_replay_prints_a_play_by_play_with_lives_after_the_deal(tmp_path, capsys):
    code, out, _ = run(["replay", str(write(tmp_path, BASIC_SWAPS))], capsys)
    assert code == 0
    assert "seat 1: swap" in out
    assert "Lives: seat 0 3, seat 1 3, seat 2 2, seat 3 3" in out


def test_check_passes_matching_expectations(tmp_path, capsys):
    path = write(tmp_path, BASIC_SWAPS + "expect:\n  lives: [3, 3, 2, 3]\n  dealer: 1\n")
    code, out, _ = run(["check", str(path)], capsys)
    assert (code, out.split()[0]) == (0, "ok")


def test_check_lists_differences_with_exit_1(tmp_path, capsys):
    path = write(tmp_path, BASIC_SWAPS + "expect:\n  lives: [3, 3, 3, 2]\n  deal: 2\n")
    code, out, _ = run(["check", str(path)], capsys)
    assert code == 1
    assert "lives[2]: expected 3, got 2" in out and "lives[3]: expected 2, got 3" in out


def test_partial_objects_and_numeric_card_ids_compare_as_format_says(tmp_path, capsys):
    text = """\
    format: 1
    game: polar
    seats: 2
    setup: {dealer: 0}
    shuffles:
      - [9, 7, 10B, 10O, 3, W, -5, 2, 10B]
    expect:
      hands: [[7, 10O, W, 2], ["9", "10B", "3", -5]]
      discard_top: 10B
    """
    code, out, _ = run(["check", str(write(tmp_path, text))], capsys)
    assert code == 0, out


def test_an_illegal_action_is_an_error_with_its_step(tmp_path, capsys):
    path = write(tmp_path, BASIC_SWAPS.replace("  - 2 swap\n", "  - 3 swap\n"))
    code, out, _ = run(["replay", str(path), "--json"], capsys)
    assert code == 0
    error = json.loads(out)["error"]
    assert error["step"] == 1 and error["action"] == "3 swap"
    assert "seat 2" in error["message"].lower()


MALFORMED = {
    "not YAML": ("format: 1\ngame: [cuckoo\n", "game.yaml:"),
    "not a mapping": ("- 1 swap\n", "expected a mapping"),
    "unknown game": ("format: 1\ngame: bridge\n", "unknown game 'bridge'"),
    "missing format": ("game: cuckoo\n", "format"),
    "newer format": ("format: 2\ngame: cuckoo\n", "newer than this version"),
    "bad card id": ("format: 1\ngame: cuckoo\nshuffles:\n  - [V, XIII]\n", "shuffles[0][1]"),
    "wrong seat count": ("format: 1\ngame: quattro\nseats: 3\n", "seats"),
    "too many seats": ("format: 1\ngame: cuckoo\nseats: 9\n", "2 to 8 seats"),
    "bad option": ("format: 1\ngame: cuckoo\noptions: {lives: 7}\n", "options.lives"),
    "unknown option": ("format: 1\ngame: clash\noptions: {jokers: 3}\n", "options.jokers"),
    "setup seat": ("format: 1\ngame: cuckoo\nseats: 4\nsetup: {dealer: 4}\n", "setup.dealer"),
    "action shape": ("format: 1\ngame: cuckoo\nactions:\n  - swap\n", "actions[0]"),
    "unknown verb": ("format: 1\ngame: cuckoo\nactions:\n  - 1 fold\n", "actions[0]"),
    "action card id": ("format: 1\ngame: quattro\nactions:\n  - 0 reveal R9\n", "'R9'"),
    "card named twice": ("format: 1\ngame: cuckoo\nshuffles:\n  - [V, V, V]\n", "shuffles[0][2]"),
    "card not in that shuffle": (
        # quattro's second shuffle is a mulligan of seat 1: the stock left after its new hand
        # and its four old cards, so R6 (in seat 0's hand) is not among them
        "format: 1\ngame: quattro\nsetup: {first: 0}\nshuffles:\n"
        "  - [R6, B5, Y4, G3, R1, R2, B1, B2]\n  - [R6]\n"
        "actions:\n  - 0 keep\n  - 1 mulligan\n",
        "shuffles[1][0]",
    ),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_files_exit_2_naming_the_place(name, tmp_path, capsys):
    text, place = MALFORMED[name]
    path = write(tmp_path, text)
    code, out, _ = run(["check", str(path)], capsys)
    assert code == 2
    assert str(path) in out and place in out, out
    code, _, err = run(["replay", str(path)], capsys)
    assert code == 2 and place in err


def test_check_of_several_files_exits_with_the_worst(tmp_path, capsys):
    good = write(tmp_path, BASIC_SWAPS + "expect: {deal: 2}\n", "good.yaml")
    wrong = write(tmp_path, BASIC_SWAPS + "expect: {deal: 3}\n", "wrong.yaml")
    broken = write(tmp_path, "format: 1\ngame: nope\n", "broken.yaml")
    assert main(["check", str(good), str(wrong)]) == 1
    assert main(["check", str(good), str(wrong), str(broken)]) == 2
    capsys.readouterr()


def test_missing_file_and_garbage_bytes_never_print_a_traceback(tmp_path):
    garbage = tmp_path / "garbage.yaml"
    garbage.write_bytes(bytes(range(256)) * 4)
    for target in (str(tmp_path / "absent.yaml"), str(garbage)):
        done = subprocess.run(
            [sys.executable, "-m", "cardtable", "check", target], capture_output=True, text=True
        )
        assert done.returncode == 2
        assert "Traceback" not in done.stderr + done.stdout
        assert target in done.stdout


def test_replay_for_one_seat_does_not_name_a_card_chosen_in_secret(tmp_path, capsys):
    text = """\
    format: 1
    game: clash
    seats: 4
    actions:
      - 0 play H3
      - 1 play D5
      - 2 play S6
      - 3 play C7
    """
    code, out, _ = run(["replay", str(write(tmp_path, text)), "--seat", "2"], capsys)
    assert code == 0, out
    assert "seat 0 commits a card" in out and "seat 1 commits a card" in out  # still face down
    assert "You commit the 6 of spades" in out  # its own, to the seat that played it
    assert "3 of hearts" not in out.split("seat 3 commits")[0]  # named only once turned up
    assert "turned up: seat 0 the 3 of hearts" in out.split("seat 3 commits")[1]
    code, out, _ = run(["replay", str(write(tmp_path, text))], capsys)
    assert "seat 0: play H3" in out  # analysing the whole game: every card
