"""The About page: reachable from the title screen; shows the version, the licence, the fonts'
licences and where the log and the person's files are, in every language, inside the page."""

from __future__ import annotations

import pytest

from cardtable import __version__, applog, i18n
from cardtable.ui.core import typeset as text
from cardtable.ui.scenes.about import AboutScene
from cardtable.ui.scenes.title import TitleScene

from ..i18n.test_screens import check_page, make_app, overlaps, problems_of, show
from .harness import click

TITLES = {"en": "About Card Table", "hi": "ताश की मेज़ के बारे में", "fa": "دربارهٔ میز ورق"}


@pytest.fixture
def log(tmp_path):
    path = applog.start_logging("test")
    yield path
    applog.stop_logging()


def drawn_page(app, page) -> list[text.TextDraw]:
    draws: list[text.TextDraw] = []
    stop = text.listen(draws.append)
    try:
        page.draw(app.window)
    finally:
        stop()
    return draws


def test_the_title_screen_opens_the_about_page(tmp_path):
    app = make_app(tmp_path, "en", (1280, 800))
    title = TitleScene(app)
    show(app, title)
    about = next(b for b in title.ring.buttons if b.label == "About")
    click(app, about.rect.center)
    app.step([], 0.016)
    assert isinstance(app.stack.top, AboutScene)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", ["en", "hi", "fa"])
def test_the_about_page_says_what_it_must_and_fits(tmp_path, lang, size):
    app = make_app(tmp_path, lang, size)
    log = applog.start_logging("test")
    try:
        page = AboutScene(app)
        show(app, TitleScene(app), page)
        all_lines = " ".join(line for line, _ in page.lines)
        draws = drawn_page(app, page)
    finally:
        applog.stop_logging()
    shown = " ".join(d.text for d in draws)
    assert TITLES[lang] in shown
    # the version, the licence and both fonts' licences, and the paths the page names
    for needed in (__version__, "MIT", "Bitstream Vera", "SIL Open Font License", str(log)):
        assert needed in all_lines.replace(i18n.LRM, ""), needed
    assert str(tmp_path) in all_lines.replace(i18n.LRM, "")  # the data folder (CARDTABLE_HOME)
    problems = problems_of(draws, "en", app.window.get_rect()) + overlaps(draws)
    check_page(page, problems)  # every wrapped line, also those scrolled out of sight
    assert not problems, problems
    lines = [d for d in draws if d.box == page.box and d.text in {t for t, _ in page.lines}]
    assert lines
    if lang == "fa":  # right to left: every line ends at the page's right margin
        assert all(d.rect.right == page.box.right - 30 for d in lines)
    else:
        assert all(d.rect.left == page.box.left + 30 for d in lines)


def test_a_path_keeps_its_order_in_a_persian_sentence(tmp_path):
    app = make_app(tmp_path, "fa", (1280, 800))
    page = AboutScene(app)
    show(app, TitleScene(app), page)
    settings = next(line for line, _ in page.lines if line.startswith("تنظیمات"))
    # the path is closed in left-to-right marks, so its leading slash stays at its start
    assert f"{i18n.LRM}{tmp_path}{i18n.LRM}" in settings
    pieces = text.itemize(settings, "fa")
    latin = "".join(p.text for p in pieces if not p.rtl)
    assert latin.startswith(str(tmp_path))
