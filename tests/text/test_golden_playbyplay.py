"""The play-by-play, word for word: `cardtable replay FILE` of every golden scenario (as the
analyst, seat 0 and a spectator see it), one file in Persian, one as seat 0 reads it in Hindi and
in Persian (`--seat 0 --lang L`: the table log's sentences, seat 0's own moves in the second
person), and seeded random games of every game in English, Hindi and Persian. A change of
wording shows here as a diff.

Regenerate (only for a deliberate change of wording, and read the diff):
    python -m tests.text.test_golden_playbyplay
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from cardtable import i18n
from cardtable.cli import main
from cardtable.engine.scenario import replay
from cardtable.text.playbyplay import play_by_play

from ..conftest import SCENARIOS
from .playouts import TABLES, playout

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(path.name for path in SCENARIOS.glob("*.yaml"))
VIEWERS = {"": None, ".seat0": 0, ".spectator": -1}
TRANSLATED = {"fa": "cuckoo-house-cat-undo.yaml"}
SEAT_IN_LANGUAGE = [("hi", "quattro-full-game.yaml"), ("fa", "cuckoo-house-cat-undo.yaml")]
LANGUAGES = ("en", "hi", "fa")


def _cli_replay(name: str, viewer: int | None, lang: str | None = None) -> str:
    args = ["replay", str(SCENARIOS / name)]
    if viewer is not None:
        args += ["--seat", str(viewer)]
    if lang is not None:
        args += ["--lang", lang]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            assert main(args) == 0
    finally:
        i18n.set_language("en", "auto")
    return out.getvalue()


def _in_language(lang: str, lines) -> str:
    i18n.set_language(lang, "auto")
    try:
        return "".join(f"{line}\n" for line in lines)
    finally:
        i18n.set_language("en", "auto")


def _playout_name(game: str, seats: int, seed: int, lang: str) -> str:
    return f"{game}-{seats}-{seed}.{lang}.txt"


def _playout_text(table: tuple, lang: str) -> str:
    game, seats, options, seed = table
    return _in_language(lang, play_by_play(replay(playout(game, seats, options, seed))))


def _translated_text(lang: str, name: str) -> str:
    from cardtable.engine.scenario import load

    return _in_language(lang, play_by_play(replay(load(SCENARIOS / name))))


def _golden(name: str) -> str:
    return (GOLDEN / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("suffix", VIEWERS)
@pytest.mark.parametrize("name", FILES)
def test_cardtable_replay_prints_what_it_printed(name: str, suffix: str) -> None:
    stem = name.removesuffix(".yaml")
    assert _cli_replay(name, VIEWERS[suffix]) == _golden(f"replay/{stem}{suffix}.txt")


@pytest.mark.parametrize(("lang", "name"), TRANSLATED.items())
def test_a_replay_in_persian_reads_as_it_did(lang: str, name: str) -> None:
    stem = name.removesuffix(".yaml")
    assert _translated_text(lang, name) == _golden(f"replay/{stem}.{lang}.txt")


@pytest.mark.parametrize(("lang", "name"), SEAT_IN_LANGUAGE)
def test_a_seat_reads_its_game_in_its_language(lang: str, name: str) -> None:
    stem = name.removesuffix(".yaml")
    assert _cli_replay(name, 0, lang) == _golden(f"replay/{stem}.seat0.{lang}.txt")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}-{t[1]}-{t[3]}")
def test_seeded_games_read_as_they_did(table: tuple, lang: str) -> None:
    game, seats, _, seed = table
    assert _playout_text(table, lang) == _golden(_playout_name(game, seats, seed, lang))


def test_the_golden_files_are_whole_games_with_every_kind_of_line() -> None:
    """The golden text is worth comparing: games that end, with moves, events and standings."""
    for game, seats, _, seed in TABLES:
        text = _golden(_playout_name(game, seats, seed, "en"))
        assert text.rstrip().endswith("Game over."), (game, seed)
        assert "   1. seat " in text and "\n        " in text
    assert "Lives: seat 0" in _golden("cuckoo-3-1.en.txt")
    assert "totals: seat 0" in _golden("polar-2-1.en.txt")
    assert "medals: red" in _golden("clash-4-1.en.txt")
    assert "Sums: seat 0" in _golden("quattro-2-1.en.txt")


def write_all() -> None:
    """Record every golden file from the code as it is now."""
    (GOLDEN / "replay").mkdir(parents=True, exist_ok=True)
    for name in FILES:
        stem = name.removesuffix(".yaml")
        for suffix, viewer in VIEWERS.items():
            path = GOLDEN / "replay" / f"{stem}{suffix}.txt"
            path.write_text(_cli_replay(name, viewer), encoding="utf-8")
    for lang, name in TRANSLATED.items():
        stem = name.removesuffix(".yaml")
        path = GOLDEN / "replay" / f"{stem}.{lang}.txt"
        path.write_text(_translated_text(lang, name), encoding="utf-8")
    for lang, name in SEAT_IN_LANGUAGE:
        stem = name.removesuffix(".yaml")
        path = GOLDEN / "replay" / f"{stem}.seat0.{lang}.txt"
        path.write_text(_cli_replay(name, 0, lang), encoding="utf-8")
    for table in TABLES:
        game, seats, _, seed = table
        for lang in LANGUAGES:
            path = GOLDEN / _playout_name(game, seats, seed, lang)
            path.write_text(_playout_text(table, lang), encoding="utf-8")


if __name__ == "__main__":
    write_all()
