"""The pause menu's Restart and New game, through the real table, menu and questions: each asks
first while a game is in progress, and neither loses the unfinished game silently."""

from __future__ import annotations

import pygame

from cardtable.match import MatchConfig, SeatConfig
from cardtable.saves import save_path, unfinished_games
from cardtable.ui.scenes.ask import AskScene, ReplaceUnfinishedScene
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.setup import SetupScene

from .harness import app_with_table, click, key, random_player, run_until


def press(app, label: str) -> None:
    (button,) = [b for b in app.stack.top.ring.buttons if b.label == label]
    click(app, button.rect.center)
    app.step([], 0.016)


def table_in_progress(tmp_path):
    config = MatchConfig(
        "cuckoo", [SeatConfig("Ann"), SeatConfig("Astrid", "easy")], {"lives": 4}, {}, 21
    )
    app, table = app_with_table(tmp_path, config)
    play = random_player(app, table, 5)
    assert run_until(app, lambda: len(table.match.actions) >= 2, each=play)
    assert not table.match.is_over()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    return app, table


def test_restart_asks_first_and_replaces_this_games_save_only_once_confirmed(tmp_path):
    app, table = table_in_progress(tmp_path)
    old_save = save_path(table.recorder.game_id)
    moves = list(table.match.actions)
    press(app, "Restart")
    assert isinstance(app.stack.top, AskScene) and "lost" in app.stack.top.title()
    assert old_save.exists()  # nothing is given up while asking
    press(app, "Keep playing")
    assert isinstance(app.stack.top, PauseScene) and app.stack.scenes[0] is table
    assert table.match.actions == moves and old_save.exists()
    press(app, "Restart")
    key(app, pygame.K_ESCAPE)  # Escape answers nothing
    assert isinstance(app.stack.top, PauseScene) and old_save.exists()
    press(app, "Restart")
    press(app, "Restart")
    new = app.stack.top
    assert new is not table and type(new) is type(table) and len(app.stack) == 1
    assert [s.name for s in new.match.config.seats] == ["Ann", "Astrid"]
    assert new.match.config.options == {"lives": 4}
    assert new.match.config.seed != table.match.config.seed  # a new deal
    assert not old_save.exists()
    assert new.recorder.game_id != table.recorder.game_id
    assert save_path(new.recorder.game_id).exists()
    assert table.recorder.on_action not in table.match.listeners


def test_new_game_asks_then_goes_to_this_games_setup_and_keeps_the_game_saved(tmp_path):
    app, table = table_in_progress(tmp_path)
    game_id = table.recorder.game_id
    press(app, "New game")
    assert isinstance(app.stack.top, AskScene) and "saved" in app.stack.top.title()
    press(app, "New game")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "cuckoo"
    assert save_path(game_id).exists()
    games, _ = unfinished_games()
    assert [(g.game_id, g.in_use) for g in games] == [(game_id, False)]  # free to resume
    press(app, "Start")  # a new game would replace it: the setup asks about it by name
    assert isinstance(app.stack.top, ReplaceUnfinishedScene)
    assert app.stack.top.saved.game_id == game_id
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup
    press(app, "Back")
    assert type(app.stack.top).__name__ == "ChooserScene"  # as if chosen from the chooser


def test_restarting_a_game_that_is_over_asks_nothing(tmp_path):
    app, table = table_in_progress(tmp_path)
    pause = app.stack.top
    pause.table.match.is_over = lambda: True  # over: nothing in progress to lose
    press(app, "Restart")
    assert not isinstance(app.stack.top, AskScene) and app.stack.top is not table
