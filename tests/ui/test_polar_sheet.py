"""Polar's score sheet at the end of a ten-round game, from two to six seats at 1280x800, in
English and Persian (and Hindi at six): every line at 14 px or more, inside the sheet and over no
other; every round listed where they fit, else a "…" line for the earliest and the latest rounds,
the totals always (issue 15: the sheet once shrank to 12 px in Persian, and to 8.6 px in English
at six seats, where no free place beside the floe holds it: it opens over the table then, and
takes the input while it is open)."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable import i18n
from cardtable.i18n import number
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.text.games.polar import round_of, sheet_over_status, status, total_text, word
from cardtable.ui.games.polar.sheet import _rounds_shown
from cardtable.ui.table.plates import acting_rect

from .harness import click, key, make_app, run_until
from .test_every_table_layout import NOTICES, drawn_at, problems, redrawn
from .test_notices import drawn_with_notices

NAMES = ("Ann", "Astrid", "Bjørn", "Chiara", "Dev", "Eve")


def whole_game(
    seats: int, seed: int, names: tuple[str, ...] = NAMES
) -> tuple[MatchConfig, list[tuple[int, str]]]:
    people = [SeatConfig(names[s], HUMAN if s == 0 else "easy") for s in range(seats)]
    cfg = MatchConfig("polar", people, {}, {}, seed)
    match, rng = Match(cfg), random.Random(seed)
    while not match.is_over():
        seat = match.acting()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    return cfg, list(match.actions)


def test_the_sheet_folds_the_earliest_rounds_when_they_do_not_all_fit():
    assert _rounds_shown(10, 13) == list(range(1, 11))
    assert _rounds_shown(4, 4) == [1, 2, 3, 4]
    assert _rounds_shown(10, 4) == [0, 8, 9, 10]
    assert _rounds_shown(10, 1) == [0, 10]


CASES = [(seats, lang) for seats in (2, 3, 4, 5, 6) for lang in ("en", "fa")] + [(6, "hi")]


@pytest.mark.parametrize(("seats", "lang"), CASES)
def test_the_score_sheet_reads_at_14_px_at_1280x800(tmp_path, seats, lang):
    cfg, actions = whole_game(seats, seed=11)
    app = make_app(tmp_path, size=(1280, 800))
    app.set_language(lang)
    try:
        table, _ = drawn_at(app, cfg, actions)
        table.game_table.toggle_sheet()
        draws = redrawn(app)
        layout = table.game_table.layout
        sheet = layout.sheet
        assert layout.sheet_over == (seats == 6)  # no free place beside the floe holds six
        # what the sheet draws (over the table, it hides what lies under it)
        inside = (
            [d for d in draws if d.box == sheet]
            if layout.sheet_over
            else [d for d in draws if d.rect.colliderect(sheet)]
        )
        assert not problems(table, draws, (1280, 800))
        assert all(sheet.contains(d.rect) for d in inside)
        assert min(d.px for d in inside) >= 14
        texts = [d.text for d in inside]
        obs = table.obs
        # the last round is always there
        assert word("sheet", "total") in texts and number(10) in texts
        assert all(total_text(total) in texts for total in obs.totals)
        assert ("…" in texts) != (number(1) in texts)  # every round, or the earliest folded
        assert seats < 6 or "…" not in texts  # over the table, all ten rounds
    finally:
        i18n.set_language("en")


def _sheet_over_on_my_turn(tmp_path):
    """Six seats at 1280x800 in round 3, when the person at seat 0 may act, the sheet open."""
    cfg, actions = whole_game(6, seed=11)
    mine = [k for k, (seat, _) in enumerate(actions) if seat == 0 and k > len(actions) // 4]
    app = make_app(tmp_path, size=(1280, 800))
    table, _ = drawn_at(app, cfg, actions[: mine[0]])
    assert table.may_act() and table.live_targets()
    table.game_table.toggle_sheet()
    redrawn(app)
    return app, table


def test_the_sheet_over_the_table_takes_the_input_and_a_click_outside_closes_it(tmp_path):
    app, table = _sheet_over_on_my_turn(tmp_path)
    game, moves = table.game_table, len(table.match.actions)
    over = game.overlay()
    assert over is not None and game.layout.sheet.contains(over)
    assert table.live_targets() == [] and table.may_act()  # nothing under it is offered
    click(app, over.center)  # inside: it stays open
    assert game.overlay() is not None
    mine = game.layout.slots[0][0].center  # the person's own card, outside the sheet
    assert not over.collidepoint(mine)
    click(app, mine)
    assert game.overlay() is None and len(table.match.actions) == moves  # closed, nothing played
    assert table.live_targets()  # and the person's moves are offered again


def _shows(pixel, colour) -> bool:
    """The pixel is `colour`, or `colour` under the shade the sheet over the table casts."""
    shaded = tuple(round(c * (255 - 110) / 255) for c in colour)
    return any(all(abs(p - c) <= 12 for p, c in zip(pixel[:3], want, strict=True))
               for want in (colour, shaded))  # fmt: skip


def test_the_persons_turn_waits_while_the_sheet_over_the_table_is_open(tmp_path):
    """While the sheet over the table takes the input nothing invites a move it blocks: no mark
    round the person's cards, no hint line (H does nothing), the top bar says how to get back to
    the table. Closing the sheet brings the mark, the turn's line and the hint back."""
    cfg, actions = whole_game(6, seed=11)
    mine = [k for k, (seat, _) in enumerate(actions) if seat == 0 and k > len(actions) // 4]
    app = make_app(tmp_path, size=(1280, 800))
    table, _ = drawn_at(app, cfg, actions[: mine[0]])
    game, accent = table.game_table, app.assets.colour("accent")
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint is not None, frames=600)
    hint_line = table.hints.line
    ring = acting_rect(game.layout.grids[0])
    edge = (ring.centerx, ring.top + 1)  # on the mark round the person's cards

    def drawn() -> tuple[bool, list[str]]:
        texts = [d.text for d in redrawn(app)]
        return _shows(app.window.get_at(edge), accent), texts

    marked, texts = drawn()
    assert marked and hint_line in texts
    key(app, pygame.K_s)  # the sheet opens over the table
    assert game.overlay() is not None
    marked, texts = drawn()
    assert not marked, app.window.get_at(edge)
    assert sheet_over_status() in texts and hint_line not in texts
    turn = status(table.obs, 0, True, None, game.say())
    assert turn not in texts
    table.hints.forget()
    key(app, pygame.K_h)  # no hint is asked for while the sheet takes the input
    assert not table.hint_pending and table.hint is None
    key(app, pygame.K_ESCAPE)
    assert game.overlay() is None
    marked, texts = drawn()
    assert marked and turn in texts and sheet_over_status() not in texts


def test_an_app_notice_keeps_off_the_sheet_over_the_table(tmp_path):
    app, table = _sheet_over_on_my_turn(tmp_path)
    for text in NOTICES:
        app.notify(text)
    controls, notices = drawn_with_notices(app)
    sheet = table.game_table.sheet_drawn
    assert sheet is not None and controls and len(notices) == 2
    for box in notices:
        assert not box.colliderect(sheet), (box, sheet)


def test_esc_closes_the_sheet_over_the_table_and_the_pause_menu_stays_shut(tmp_path):
    app, table = _sheet_over_on_my_turn(tmp_path)
    key(app, pygame.K_ESCAPE)
    assert table.game_table.overlay() is None and app.stack.top is table
    key(app, pygame.K_s)  # S opens it again, and its switch (beside it) closes it
    assert table.game_table.overlay() is not None
    click(app, table.game_table.layout.scores_button.center)
    assert table.game_table.overlay() is None and app.stack.top is table


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_each_plate_is_drawn_inside_its_box_and_the_corner_keeps_the_round(tmp_path, size, lang):
    """Four seats, one across the table over the ice floe: the plates' lines (Persian's are
    taller) stay inside the boxes the layout keeps clear, and the corner panel still says the
    round (it drops only the reminders when a side seat's plate reaches down to it)."""
    cfg, actions = whole_game(4, seed=3)
    app = make_app(tmp_path, size=size)
    app.set_language(lang)
    try:
        table, draws = drawn_at(app, cfg, actions[:30])
        layout = table.game_table.layout
        for seat, name in enumerate(NAMES[:4]):
            plate = layout.plates[seat]
            head = next(d for d in draws if d.text == name)
            below = [
                d
                for d in draws
                if d.rect.top >= head.rect.top and plate.collidepoint(d.rect.midtop)
            ]
            assert head.rect.top >= plate.top and all(plate.contains(d.rect) for d in below), seat
        assert not layout.compact
        assert round_of(table.obs.round, table.obs.rounds) in {d.text for d in draws}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "name"),
    [
        ("en", "سارا"),  # a typed Persian name in English: its line is taller
        ("en", "प्रिया"),  # a Hindi one
        ("en", "WWWWWWWWWWWWWWWWWW"),  # as long as a name may be (and its widest letters)
        ("fa", "Bjørn"),  # a Latin name in Persian
        ("hi", "سارا"),
    ],
)
def test_the_corner_panel_stacks_its_lines_by_their_own_heights(tmp_path, lang, name):
    """Every seat has the name, so it is the dealer's: the corner panel's lines (round, dealer,
    how hands score) stand one under the other inside it, none over another and none under
    14 px at 1280x800 - nor the names on the plates (cut short with "…" rather than shrunk)."""
    cfg, actions = whole_game(2, seed=11, names=(name, name))
    app = make_app(tmp_path, size=(1280, 800))
    app.set_language(lang)
    try:
        table, draws = drawn_at(app, cfg, actions[: len(actions) // 3])
        layout = table.game_table.layout
        assert layout.reminders
        corner = [d for d in draws if d.rect.colliderect(layout.info)]
        assert len(corner) == 6  # the round, the dealer, three reminders, the switch
        assert all(layout.info.contains(d.rect) for d in corner)
        assert any(name[:3] in d.text for d in corner)  # the dealer's line
        assert not problems(table, draws, (1280, 800))
    finally:
        i18n.set_language("en")
