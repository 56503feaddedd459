"""The reproducers of issue 11 ("no file can do harm") on the command line: each gets a message
naming the file and the place, exit 2 (1 for an illegal move nobody expected), no traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.cli import main
from tests.replay_files import cuckoo_replay

GAME = cuckoo_replay("1 swap", "2 swap", "3 keep", "0 keep")
ALIAS_BOMB = 'meta:\n  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"  {chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
)

MALFORMED = {
    "alias-bomb": (GAME + ALIAS_BOMB, ":17", "more than 50000 values"),
    "deep-meta": (GAME + "meta:\n  x: " + "[" * 5000 + "]" * 5000 + "\n", ":13", "nesting"),
    "deep-block": (
        GAME + "meta:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 40)) + "  " * 40 + "x",
        ":", "nested more than 32 deep",
    ),
    "expect-date": (GAME + "expect:\n  deal: 2024-05-01\n", ":13", "a date or time"),
    "expect-binary": (GAME + "expect:\n  deal: !!binary aGVsbG8=\n", ":13", "binary data"),
    "expect-set": (GAME + "expect:\n  deal: !!set {a, b}\n", ":13", "a set"),
    "meta-python": (GAME + "meta: {x: !!python/object/apply:os.system [echo]}\n", ":12",
                    "a Python object"),
    "recursive-alias": (GAME + "meta: &m\n  self: *m\n", ":13", "recursive alias"),
    "recursive-expect": (GAME + "expect: &e\n  deal: [*e]\n", ":13", "recursive alias"),
    "seed-5000-digits": (GAME.replace("seats: 4", "seats: 4\nseed: " + "9" * 5000), ":4",
                         "5000 characters"),
    "expect-5000-digits": (GAME + "expect:\n  deal: " + "7" * 5000 + "\n", ":13",
                           "5000 characters"),
    "meta-400-digits": (GAME + "meta:\n  started: " + "9" * 400 + "\n", ":13", "400 characters"),
    "int-08": (GAME + "meta:\n  x: !!int 08\n", ":13", "'08' is not a whole number"),
    "full-width-seat": (GAME.replace("  - 1 swap", "  - \uff11 swap"), ":8: actions[0]",
                        "SEAT VERB"),
    "huge-seat": (GAME.replace("  - 1 swap", "  - " + "1" * 5000 + " swap"), ":8: actions[0]",
                  "SEAT VERB"),
    "duplicate-key": (GAME + "seats: 5\n", ":12", "'seats' appears twice"),
    "too-many-actions": (GAME + "".join("  - 1 swap\n" for _ in range(10_001)), ":7: actions",
                         "at most 10000"),
    "near-the-size-limit": (GAME + "meta:\n  x: [" + ",".join(["1"] * 499_000) + "]\n", ":13",
                            "more than 50000 values"),
    "over-the-size-limit": (GAME + "# " + "x" * 1_000_000 + "\n", "", "at most 1000000"),
}  # fmt: skip


@pytest.mark.parametrize("command", ["check", "replay", "import"])
@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_files_get_a_message_and_exit_2(tmp_path, monkeypatch, capsys, command, case):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    text, place, words = MALFORMED[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text, encoding="utf-8")
    assert main([command, str(path)]) == 2
    out = capsys.readouterr()
    said = out.out + out.err
    assert f"{path}{place}" in said and words in said, said[:400]
    assert "Traceback" not in said
    assert not (tmp_path / "home" / "replays").exists()  # import kept nothing


def special_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    found = {"folder": (tmp_path, "a folder")}
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.yaml")
        found["fifo"] = (tmp_path / "fifo.yaml", "named pipe")
    if Path("/dev/zero").exists():
        found["dev-zero"] = (Path("/dev/zero"), "a device")
        (tmp_path / "zero.yaml").symlink_to("/dev/zero")
        found["link-to-dev-zero"] = (tmp_path / "zero.yaml", "a device")
    return found


@pytest.mark.parametrize("command", ["check", "replay", "import"])
def test_fifos_devices_and_folders_are_refused_at_once(tmp_path, monkeypatch, capsys, command):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    for path, words in special_files(tmp_path).values():
        assert main([command, str(path)]) == 2
        out = capsys.readouterr()
        assert words in out.out + out.err and str(path) in out.out + out.err


def test_an_illegal_action_without_expect_is_not_ok(tmp_path, capsys):
    path = tmp_path / "illegal.yaml"
    path.write_text(GAME.replace("  - 3 keep", "  - 1 keep"), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("DIFFERS") and "actions[2] '1 keep'" in out and "ok " not in out


def test_an_illegal_action_behind_a_partial_expect_is_not_ok(tmp_path, capsys):
    path = tmp_path / "illegal.yaml"
    path.write_text(GAME.replace("  - 3 keep", "  - 1 keep") + "expect: {game: cuckoo}\n")
    assert main(["check", str(path)]) == 1
    assert "no error was expected" in capsys.readouterr().out


def test_an_expected_illegal_action_is_ok(tmp_path, capsys):
    path = tmp_path / "illegal.yaml"
    path.write_text(GAME.replace("  - 3 keep", "  - 1 keep") + "expect: {error: {step: 2}}\n")
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok")
