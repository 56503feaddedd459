"""`cardtable theme check` and `cardtable theme sheet`."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from cardtable import theme_tools, themes

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["classic", "high-contrast"])
def test_check_valid_theme_exits_0(name, capsys):
    assert theme_tools.check_main([str(REPO / "themes" / name)]) == 0
    assert "valid theme" in capsys.readouterr().out


def test_check_broken_theme_exits_2_and_lists_problems(tmp_path, capsys):
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "theme.yaml").write_text(
        "format: 1\nname: B\nauthor: A\nextends: classic\ncolours: {text: pink}\n"
        "decks: {cuckoo: {cards: {Queen: {}}}}\n",
        encoding="utf-8",
    )
    assert theme_tools.check_main([str(folder)]) == 2
    err = capsys.readouterr().err
    assert "colours.text" in err and "decks.cuckoo.cards.Queen" in err and "theme.yaml" in err


def test_check_missing_path_exits_2(tmp_path, capsys):
    assert theme_tools.check_main([str(tmp_path / "nothing")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_sheet_writes_png_of_expected_size(tmp_path, capsys):
    out = tmp_path / "sheet.png"
    assert theme_tools.sheet_main(["classic", "--out", str(out), "--height", "60"]) == 0
    image = pygame.image.load(str(out))
    theme = themes.load_theme("classic").theme
    assert image.get_size() == theme_tools.sheet_layout(theme, 60).size
    # 16 cards of 43 px in the widest row (Dual Clash Poker: 7+7, a joker and the back),
    # 5 px gaps, 15 px margins; four deck bands of header, rows and captions.
    assert image.get_size() == (793, 647)
    assert "wrote" in capsys.readouterr().out


def test_sheet_of_broken_theme_exits_2(tmp_path):
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "theme.yaml").write_text("format: 1\nname: [\n", encoding="utf-8")
    assert theme_tools.sheet_main([str(folder), "--out", str(tmp_path / "x.png")]) == 2
    assert not (tmp_path / "x.png").exists()


def test_sheet_covers_every_card():
    for game, rows in theme_tools.SHEET_ROWS.items():
        shown = [c for row in rows for c in row if c]
        assert shown == [c.id for c in themes.DECKS[game]] or sorted(shown) == sorted(
            c.id for c in themes.DECKS[game]
        )
        assert sum(1 for row in rows for c in row if not c) == 1  # the back, once
