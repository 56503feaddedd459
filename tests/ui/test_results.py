"""The result screen explains: for each game a finished game's result draws why it ended so,
the final hands or lives and the game's sheet, from the reader's view (a card they never saw
stays face down); a win is celebrated, and only a win, and nothing moves under reduced motion;
`cardtable screenshot --show` opens the log, a hint or the result."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pygame
import pytest

from cardtable.ai.agents import make_agent
from cardtable.engine.core import Outcome
from cardtable.engine.games import quattro as quattro_rules
from cardtable.i18n import set_language
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.text import Narrator
from cardtable.text.results import Hands, Seen, Sheet
from cardtable.text.results import quattro as quattro_result
from cardtable.ui import routes
from cardtable.ui.core.result_sections import card_cap
from cardtable.ui.games import open_table
from cardtable.ui.headless import ai_config, screenshot
from cardtable.ui.scenes.result import ResultScene, story_of

from .harness import make_app, texts_drawn

GAMES = ("quattro", "cuckoo", "clash", "polar")


def finished(game: str, seed: int = 3, person: int | None = 0) -> Match:
    """A game played to its end by easy AI for every seat; `person`'s seat is marked a person
    (the one reading the result)."""
    config = ai_config(game, seed)
    if person is not None:
        config.seats[person] = SeatConfig(config.seats[person].name, HUMAN)
    match = Match(config)
    agents = [make_agent("easy", game) for _ in match.seats]
    while not match.is_over():
        seat = match.acting()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, agents[seat].choose(match.view(seat), legal, match.agent_rng(seat)))
    return match


def as_person(match: Match, seat: int) -> Match:
    """The same finished game, with `seat` the one person at the screen."""
    for index, config in enumerate(match.config.seats):
        kind = HUMAN if index == seat else "easy"
        match.config.seats[index] = SeatConfig(config.name, kind)
    return match


def show_result(tmp_path, match: Match, size=(1280, 800), reduced: bool = False):
    app = make_app(tmp_path, size)
    app.settings.reduced_motion = reduced
    table = open_table(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.at_rest()
    app.router.push(routes.Result(table))
    app.stack.apply_pending()
    result = app.stack.top
    assert isinstance(result, ResultScene)
    return app, result


def drawn_texts(app, result) -> set[str]:
    return {d.text for d in texts_drawn(lambda: result.draw(app.window))}


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_draws_its_reason_hands_and_sheet(tmp_path, game):
    match = finished(game)
    app, result = show_result(tmp_path, match)
    story = story_of(match, 0)
    texts = drawn_texts(app, result)
    assert story.reason and all(story.reason)
    for line in result.details():  # the reason, as wrapped: every line drawn whole
        assert line in texts, line
    assert result.headline() in texts
    hands = [s for s in story.sections if isinstance(s, Hands)]
    assert hands, "no final hands"
    for hand in hands[0].hands:
        assert hand.name in texts and hand.note in texts
    for sheet in (s for s in story.sections if isinstance(s, Sheet)):
        assert sheet.title in texts and all(cell in texts for cell in sheet.header)
        assert all(cell in texts for cell in sheet.rows[-1])  # the last row at least
    # the table stays in view: the panel leaves the window's edges free
    assert result.box.width < app.window.get_width() and result.box.top > 0


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_fits_round_what_it_says_clear_of_the_top_bar_and_the_strip(
    tmp_path, game, lang, size
):
    match = finished(game)
    app, result = show_result(tmp_path, match, size)
    if lang != "en":
        app.set_language(lang)
        result.resize(size)
    table = result.table
    assert table.hud.buttons
    for button in table.hud.buttons:
        assert not result.box.colliderect(button.rect), (button.label, result.box)
    assert not result.box.colliderect(table.game_table.strip), result.box
    # no empty band: what the sections drew ends near the buttons
    assert result.ring.buttons[0].rect.top - result.body.bottom < 60


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_polars_four_hands_sit_in_two_columns_of_the_largest_cards_at_1920x1080(tmp_path, lang):
    """The panel takes the width the window has where the cards then get larger: Polar's four
    hands, in one column of smaller cards in a 1,060 px panel, sit two by two, their cards as
    large as a result's cards get; the panel still covers no top-bar button nor the strip."""
    match = finished("polar")
    app, result = show_result(tmp_path, match, (1920, 1080))
    try:
        if lang != "en":
            app.set_language(lang)
            result.resize(app.size)
        [(hands, place)] = [(s, r) for s, r in result._places(result.body) if isinstance(s, Hands)]
        names = {hand.name for hand in hands.hands}  # the hands' names, not the sheet's header
        texts = texts_drawn(lambda: result.draw(app.window))
        drawn = [d.rect for d in texts if d.text in names and place.contains(d.rect)]
        assert len(drawn) == 4
        columns = {rect.right if lang == "fa" else rect.left for rect in drawn}  # reading side
        rows = sorted({rect.top for rect in drawn})
        assert len(columns) == 2 and len(rows) == 2, drawn
        line = app.font(result.sizes()[2]).get_linesize()
        assert rows[1] - rows[0] - 2 * line - 20 >= card_cap(app)  # a hand's tile: the cards' row
        table = result.table
        assert not any(result.box.colliderect(button.rect) for button in table.hud.buttons)
        assert not result.box.colliderect(table.game_table.strip)
    finally:
        set_language("en")


def test_polar_draws_every_round_of_the_score_sheet(tmp_path):
    match = finished("polar")
    app, result = show_result(tmp_path, match)
    texts = drawn_texts(app, result)
    obs = match.state.observe(0)
    assert len(obs.scores) >= 2
    for number, scores in enumerate(obs.scores, start=1):
        assert f"Round {number}" in texts and all(str(points) in texts for points in scores)
    assert "Total" in texts and all(str(total) in texts for total in obs.totals)


def test_cuckoo_says_who_lost_the_last_life_and_shows_lives_over_the_deals(tmp_path):
    match = finished("cuckoo")
    story = story_of(match, 0)
    outs = [e for e in match.log_for(0) if type(e).__name__ == "LifeLost" and e.lives_left == 0]
    last = outs[-1]
    name = "You" if last.seat == 0 else match.names[last.seat]
    assert any(line.startswith(name) and "last life" in line for line in story.reason)
    sheet = next(s for s in story.sections if isinstance(s, Sheet))
    assert sheet.rows[0][0] == "Start" and len(sheet.rows) >= 3
    lives = match.state.observe(0).lives
    assert sheet.rows[-1][1:] == tuple(str(n) if n else "out" for n in lives)


def test_clash_names_the_sets_and_the_deciding_round(tmp_path):
    match = finished("clash")
    story = story_of(match, 0)
    red, black = match.state.observe(0).medals
    assert story.reason[0].endswith(f"{max(red, black)} sets to {min(red, black)}")
    assert story.reason[1].startswith("The deciding round")
    sets = next(s for s in story.sections if isinstance(s, Sheet))
    assert len(sets.rows) == red + black and all("4" in row[1:3] for row in sets.rows)


# -- Quattro: the rules' tie-breaks, said -----------------------------------------------------
@cache
def quattro_end() -> quattro_rules.QuattroObservation:
    return finished("quattro").state.observe(0)


def quattro_seen(mine: tuple[str, ...], theirs: tuple[str, ...]) -> Seen:
    """The end of a Quattro game from seat 0's chair with these hands (a real observation with
    its hands replaced; the winner by the engine's own scoring)."""
    obs = replace(quattro_end(), hand=mine, opponent_revealed=theirs)
    result = quattro_rules.score(mine, theirs)
    winners = () if result.winner is None else (result.winner,)
    outcome = Outcome(winners, result.draw)
    return Seen(obs, (), outcome, ("You", "Astrid"))


@pytest.mark.parametrize(
    "mine, theirs, said",
    [
        (("R5", "B4", "Y3", "G2"), ("B6", "R4", "G3", "Y1"),
         "Both made a Quattro of 14: Astrid's 6 beats your 5"),
        (("R6", "B4", "Y3", "G2"), ("B5", "R4", "G3", "Y1"),
         "Both made a Quattro: your sum of 15 beats Astrid's 13"),
        (("R6", "R4", "Y3", "G2"), ("B5", "G4", "Y1", "0"), "Only Astrid made a Quattro"),
        (("R6", "R5", "Y3", "G2"), ("B6", "B5", "Y4", "G1"),
         "Neither made a Quattro; both sum to 16: Astrid's 4 beats your 3"),
        (("R5", "B4", "Y3", "G2"), ("B5", "R4", "G3", "Y2"),
         "Both made a Quattro of 14: the same numbers, so it is a draw"),
    ],
)  # fmt: skip
def test_quattro_says_how_the_rules_decided(mine, theirs, said):
    seen = quattro_seen(mine, theirs)
    assert quattro_result.reason(seen, Narrator(("You", "Astrid"), 0)) == said


def test_quattro_result_for_a_spectator_names_both(tmp_path):
    seen = quattro_seen(("R5", "B4", "Y3", "G2"), ("B6", "R4", "G3", "Y1"))
    spectator = quattro_result.reason(seen, Narrator(("Bjørn", "Astrid"), None))
    assert spectator == "Both made a Quattro of 14: Astrid's 6 beats Bjørn's 5"


def test_the_reason_is_translated(tmp_path):
    seen = quattro_seen(("R5", "B4", "Y3", "G2"), ("B6", "R4", "G3", "Y1"))
    try:
        for lang in ("hi", "fa"):
            set_language(lang)
            text = quattro_result.reason(seen, Narrator(("You", "Astrid"), 0))
            assert "Astrid" in text and "Quattro" not in text and "beats" not in text
    finally:
        set_language("en")


# -- what stays hidden ------------------------------------------------------------------------
POLAR_INSTANT = [(1, "draw"), (1, "flip 0"), (0, "draw"), (0, "flip 0"), (1, "draw"),
                 (1, "flip 1"), (0, "draw"), (0, "flip 1"), (1, "draw"), (1, "flip 2"),
                 (0, "draw"), (0, "flip 2"), (1, "draw"), (1, "flip 3")]  # fmt: skip


@pytest.mark.parametrize("other", ["easy", HUMAN], ids=["against the AI", "pass-and-play"])
def test_a_card_still_face_down_at_an_instant_win_is_not_shown_face_up(
    tmp_path, monkeypatch, other
):
    # tests/scenarios/polar-instant-win.yaml: seat 1 turns up four 5s; seat 0's fourth card,
    # the 4, never turns face up, so the result shows its back (in pass-and-play too, where
    # the result is what everybody at the table may see)
    config = MatchConfig(
        "polar",
        [SeatConfig("You"), SeatConfig("Astrid", other)],
        {},
        {"dealer": 0},
        0,
        (("5", "1", "5", "2", "5", "3", "5", "4", "9"),),
    )
    match = Match(config, POLAR_INSTANT)
    assert match.is_over() and match.state.outcome().winners == (1,)
    app, result = show_result(tmp_path, match)
    faces: list[str] = []
    backs: list[int] = []
    art = app.assets.art
    real_face, real_back = art.face, art.back
    monkeypatch.setattr(art, "face", lambda g, c, h: faces.append(c) or real_face(g, c, h))
    monkeypatch.setattr(art, "back", lambda g, h: backs.append(h) or real_back(g, h))
    texts = drawn_texts(app, result)
    assert sorted(faces) == ["1", "2", "3", "5", "5", "5", "5"] and len(backs) == 1
    assert "4" not in faces
    assert "Astrid turned up four of a kind in round 1: the game ends at once" in texts
    assert result.headline() == "Astrid wins!"


# -- the celebration --------------------------------------------------------------------------
def frame(app, result, age: float) -> bytes:
    result.age = age
    app.window.fill((0, 0, 0))
    result.draw(app.window)
    return pygame.image.tobytes(app.window, "RGB")


def winner_and_loser(match: Match) -> tuple[int, int]:
    winner = match.state.outcome().winners[0]
    loser = next(s for s in range(len(match.seats)) if s not in match.state.outcome().winners)
    return winner, loser


def entered_by(tmp_path, monkeypatch, winner: bool):
    """A finished Cuckoo game's result entered with its winner (else a loser) at the screen: the
    app, the result and the sounds it played."""
    match = finished("cuckoo", person=None)
    won, lost = winner_and_loser(match)
    played: list = []
    app, result = show_result(tmp_path, as_person(match, won if winner else lost))
    monkeypatch.setattr(app.sound, "play", played.append)
    result.enter()
    return app, result, played


def test_a_win_is_celebrated_with_motion_and_the_win_sound(tmp_path, monkeypatch):
    app, result, played = entered_by(tmp_path, monkeypatch, winner=True)
    assert played == [app.assets.sound("match_won")]
    assert result.celebration is not None and result.is_animating()
    assert frame(app, result, 0.8) != frame(app, result, 1.4)  # the streamers fall
    result.update(10.0)
    assert not result.is_animating()  # and then stop


def test_under_reduced_motion_a_win_is_a_still_flourish(tmp_path):
    match = finished("cuckoo", person=None)
    winner, _ = winner_and_loser(match)
    app, result = show_result(tmp_path, as_person(match, winner), reduced=True)
    assert result.celebration is not None and not result.is_animating()
    assert frame(app, result, 0.8) == frame(app, result, 1.4)
    flourish = frame(app, result, 0.8)
    result.celebration = None
    assert frame(app, result, 0.8) != flourish  # the stars beside the headline were drawn


def test_a_loss_is_not_celebrated(tmp_path, monkeypatch):
    app, result, played = entered_by(tmp_path, monkeypatch, winner=False)
    assert played == [app.assets.sound("match_lost")]
    assert result.celebration is None and not result.is_animating()
    assert frame(app, result, 0.8) == frame(app, result, 1.4)


# -- cardtable screenshot --show --------------------------------------------------------------
@pytest.mark.parametrize("show", ["log", "hint", "result"])
def test_screenshot_shows_each_overlay(tmp_path, show):
    plain = screenshot("cuckoo", 3, 6, (1024, 640), str(tmp_path / "plain.png"))
    shot = screenshot("cuckoo", 3, 6, (1024, 640), str(tmp_path / f"{show}.png"), show=show)
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1024, 640)
    assert pygame.image.tobytes(image, "RGB") != pygame.image.tobytes(
        pygame.image.load(str(plain)), "RGB"
    )
