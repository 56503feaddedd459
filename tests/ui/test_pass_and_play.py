"""Passing the device round: people get names that tell them apart, the curtain and every
prompt of the person at the screen say whose turn it is, and a table opens behind a curtain."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.core import typeset as text_module
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.setup import SetupScene, name_people
from cardtable.ui.screens import start_table

from .harness import click, key, make_app, run_until


def person_button(setup: SetupScene, seat: int, kind_label: str):
    """The button of `seat`'s row that makes it a person (or an AI level)."""
    row = setup.ring.buttons[seat * 5 : seat * 5 + 5]  # the name, then the four kinds
    return next(b for b in row if b.label == i18n.tr(kind_label))


@pytest.mark.parametrize("lang", ["en", "hi", "fa"])
def test_people_are_you_alone_and_player_1_2_3_when_passing_the_device(tmp_path, lang):
    app = make_app(tmp_path)
    app.set_language(lang)
    try:
        setup = SetupScene(app, "cuckoo")
        app.stack.reset(setup)
        app.step([], 0.016)
        names = lambda: [s.name for s in setup.config.seats]  # noqa: E731
        assert names()[0] == i18n.tr("You")
        click(app, person_button(setup, 2, "Person").rect.center)
        player = [i18n.tr("Player {number}", number=n) for n in (1, 2, 3)]
        assert names()[0] == player[0] and names()[2] == player[1]
        click(app, person_button(setup, 3, "Person").rect.center)
        assert [names()[i] for i in (0, 2, 3)] == player
        assert len(set(names())) == 4
        click(app, person_button(setup, 2, "Easy AI").rect.center)
        assert [names()[i] for i in (0, 3)] == player[:2]  # renumbered in seat order
        click(app, person_button(setup, 3, "Normal AI").rect.center)
        assert names()[0] == i18n.tr("You")  # alone again
    finally:
        app.set_language("en")


def test_a_typed_name_is_kept_and_a_saved_game_with_two_yous_gets_players():
    typed = [SeatConfig("Ann"), SeatConfig("Astrid", "easy"), SeatConfig("You")]
    assert [s.name for s in name_people(typed)] == ["Ann", "Astrid", "Player 2"]
    assert [s.name for s in name_people([SeatConfig("Player 4"), SeatConfig("Bo", "easy")])] == [
        "You",
        "Bo",
    ]


def test_a_resumed_game_saved_with_you_and_player_2_names_both(tmp_path):
    app = make_app(tmp_path)
    config = MatchConfig("polar", [SeatConfig("You"), SeatConfig("Player 2")], {}, {}, 3)
    table = start_table(app, config, record=False)
    assert table.match.names == ["Player 1", "Player 2"]


GAMES = [
    ("quattro", [HUMAN, HUMAN], {}),
    ("cuckoo", [HUMAN, "easy", HUMAN], {}),
    ("clash", [HUMAN, "easy", HUMAN, "easy"], {}),
    ("polar", [HUMAN, HUMAN, "easy"], {}),
]


@pytest.mark.parametrize(("game", "kinds", "options"), GAMES)
def test_the_table_opens_behind_a_curtain_and_each_prompt_names_its_person(
    tmp_path, game, kinds, options
):
    people = iter(["Ann", "Bo"])
    seats = [SeatConfig(next(people) if k == HUMAN else "Astrid", k) for k in kinds]
    app = make_app(tmp_path, speed="fast")
    table = start_table(app, MatchConfig(game, seats, options, {}, 7), record=False)
    table.ai_pause = 0.0
    app.stack.reset(table)
    drawn: list[str] = []
    stop = text_module.listen(lambda draw: drawn.append(draw.text))
    try:
        assert run_until(app, lambda: isinstance(app.stack.top, CurtainScene), frames=400)
        first = next(s.name for s in seats if s.is_human and s.name in app.stack.top.name)
        for person in range(3):  # three turns of the device
            curtain = app.stack.top
            assert isinstance(curtain, CurtainScene)
            drawn.clear()
            app.step([], 0.05)
            assert i18n.tr("Pass the device to {name}", name=curtain.name) in drawn
            if person == 0:
                assert curtain.name == first and not table.match.actions  # before any card
            key(app, pygame.K_RETURN)
            assert run_until(app, lambda: app.stack.top is table and table.may_act(), 600)
            drawn.clear()
            app.dirty = True
            app.step([], 0.05)
            prompt = table.prompt()
            assert prompt in drawn and prompt.startswith(f"{curtain.name}: ")
            for _ in range(20):  # the same person may have more to do (a mulligan, a card
                # and then where it goes) before the device goes on
                click(app, table.live_targets()[0].rect.center)
                assert run_until(
                    app, lambda: isinstance(app.stack.top, CurtainScene) or table.may_act(), 3000
                )
                if isinstance(app.stack.top, CurtainScene):
                    break
    finally:
        stop()


def test_alone_against_the_ai_the_prompt_is_not_prefixed(tmp_path):
    app = make_app(tmp_path)
    config = MatchConfig("cuckoo", [SeatConfig("You"), SeatConfig("Astrid", "easy")], {}, {}, 2)
    table = start_table(app, config, record=False)
    app.stack.reset(table)
    assert run_until(app, lambda: table.may_act(), frames=400)
    assert not isinstance(app.stack.top, CurtainScene)
    line = table.prompt()
    assert line == table.game_table.status(table.obs) and not line.startswith("You: ")
