"""Lines of text one under the other, each as tall as it is drawn (a typed Persian or Hindi name
in an English line is taller than the font's line), and names cut short with "…" rather than
shrunk to a smudge (issue 15: the Polar corner panel's dealer line ran into the next line)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.ui.core import typeset
from cardtable.ui.core.fitting import cut_short, stacked
from cardtable.ui.core.widgets import draw_lines
from cardtable.ui.table.layout import last_strip
from cardtable.ui.table.narration import draw_kept

from .harness import make_app, texts_drawn

NAMES = ("سارا", "प्रिया", "Bjørn")


@pytest.mark.parametrize("name", NAMES)
def test_draw_lines_leaves_each_line_its_own_height(tmp_path, name):
    app = make_app(tmp_path)
    font = app.font(14)
    surface = pygame.Surface((400, 200))
    drawn: list[typeset.TextDraw] = []
    stop = typeset.listen(drawn.append)
    try:
        end = draw_lines(surface, font, [f"Dealer: {name}", "Lowest total wins", name], (5, 5),
                         (255, 255, 255))  # fmt: skip
    finally:
        stop()
    rects = [d.rect for d in drawn]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert end >= rects[-1].bottom


def test_stacked_lines_close_their_gaps_to_fit_a_room(tmp_path):
    font = make_app(tmp_path).font(14)
    lines = ["Dealer: سارا", "Lowest total wins"]
    tall, plain = (font.size(line)[1] for line in lines)
    assert tall > plain == font.get_linesize()  # the Persian name makes its line taller
    assert stacked(font, lines, 10, gap=4) == [10, 10 + tall + 4]
    assert stacked(font, lines, 10, gap=4, room=tall + plain + 2) == [10, 10 + tall + 1]


@pytest.mark.parametrize(
    "name", ["WWWWWWWWWWWWWWWWWW", "प्रियदर्शिनी प्रियदर्शिनी", "محمدحسین اسماعیلی"]
)
def test_a_long_name_is_cut_between_letters_to_fit_at_the_smallest_type_allowed(tmp_path, name):
    font = make_app(tmp_path).font(18)
    width = font.size(f"Dealer: {name}")[0] * 2 // 3
    cut = cut_short(font, name, width, least=14, line=lambda n: f"Dealer: {n}")
    assert cut.startswith("Dealer: ") and cut.endswith("…")
    assert width < font.size(cut)[0] <= width * 18 / 14  # shrunk to no less than 14 px
    kept = cut.removeprefix("Dealer: ").removesuffix("…")
    assert name.startswith(kept) and not kept.endswith("\u094d")  # no broken conjunct
    assert cut_short(font, "Ann", width) == "Ann"
    assert font.size(cut_short(font, name, width))[0] <= width  # not shrunk at all


@pytest.mark.parametrize(("lang", "name"), [("en", "سارا"), ("en", "प्रिया"), ("fa", "Bjørn")])
def test_the_last_move_strip_holds_a_line_with_a_taller_script(tmp_path, lang, name):
    app = make_app(tmp_path)
    app.set_language(lang)
    try:
        strip = last_strip((1280, 800))
        drawn = texts_drawn(
            lambda: draw_kept(app.window, app, strip, f"Last move: {name} draws a card")
        )
        assert drawn and all(d.box.contains(d.rect) and strip.contains(d.box) for d in drawn)
    finally:
        i18n.set_language("en")
