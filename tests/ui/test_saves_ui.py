"""A person finishes a game, sees it counted in the statistics, watches its replay; an
unfinished game is offered for resuming exactly where it was."""

from __future__ import annotations

import pygame

from cardtable.match import MatchConfig, SeatConfig
from cardtable.ui.scenes.replays import ReplayListScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.scenes.stats import StatsScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.table.replay import ReplayScene

from .harness import app_with_table, click, key, random_player, run_until


def labels(scene) -> list[str]:
    return [b.label for b in scene.ring.buttons]


def press(app, scene, label: str) -> None:
    (button,) = [b for b in scene.ring.buttons if b.label.startswith(label)]
    click(app, button.rect.center)
    app.step([], 0.016)


def polar_game_six_moves_in(tmp_path):
    """The app with a Polar game of a person and an easy AI, six moves played."""
    config = MatchConfig("polar", [SeatConfig("You"), SeatConfig("Bo", "easy")], {}, {}, 8)
    app, table = app_with_table(tmp_path, config)
    run_until(app, lambda: len(table.match.actions) >= 6, each=random_player(app, table, 1))
    return app, table


def test_finish_a_game_see_it_counted_and_watch_its_replay(tmp_path):
    config = MatchConfig(
        "cuckoo", [SeatConfig("You"), SeatConfig("Astrid", "easy")], {"lives": 1}, {}, 21
    )
    app, table = app_with_table(tmp_path, config)
    play = random_player(app, table, 3)
    assert run_until(app, lambda: isinstance(app.stack.top, ResultScene), each=play)
    press(app, app.stack.top, "Back to menu")
    title = app.stack.top
    assert isinstance(title, TitleScene) and not any(x.startswith("Resume") for x in labels(title))

    press(app, title, "Statistics")
    stats = app.stack.top
    assert isinstance(stats, StatsScene)
    assert stats.data.played == 1
    assert stats.data.won + stats.data.lost + stats.data.drawn == 1
    app.draw()
    key(app, pygame.K_ESCAPE)

    press(app, app.stack.top, "Replays")
    listing = app.stack.top
    assert isinstance(listing, ReplayListScene) and len(listing.paths) == 1
    press(app, listing, "20")  # the one replay, listed by its date
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)  # on the game's own table, from the start
    assert viewer.position == 0 and viewer.total == len(table.match.actions)
    drawn: list[str] = []
    original = app.assets.art.face
    app.assets.art.face = lambda game, card, height: (
        drawn.append(card) or original(game, card, height)
    )
    viewer.seek(1)
    app.draw()
    # every card is shown in a replay: both players' cards of the first deal
    first_state = viewer.tape.state.summary()["cards"]
    assert all(card in drawn for card in first_state if card)
    (play,) = [b for b in viewer.controls.buttons if b.label == "Play"]
    click(app, play.rect.center)
    assert viewer.playing
    run_until(app, lambda: not viewer.playing, frames=2000, dt=0.5)
    assert viewer.position == viewer.total
    key(app, pygame.K_LEFT)
    assert viewer.position == viewer.total - 1
    assert app.last_error is None


def test_an_unfinished_game_is_offered_and_resumes_where_it_was(tmp_path):
    app, table = polar_game_six_moves_in(tmp_path)
    moves = list(table.match.actions)
    summary = table.match.state.summary()
    app.stack.reset(TitleScene(app))  # as if the window had been closed and opened again
    app.step([], 0.016)
    title = app.stack.top
    assert labels(title)[0] == f"Resume Polar Pairs (move {len(moves)})"
    press(app, title, "Resume")
    resumed = app.stack.top
    assert resumed.match.actions == moves
    assert resumed.match.state.summary() == summary
    assert resumed.recorder.game_id == table.recorder.game_id


def test_a_new_game_keeps_or_asks_before_replacing_an_unfinished_one(tmp_path):
    from cardtable import saves
    from cardtable.ui.scenes.ask import ReplaceUnfinishedScene
    from cardtable.ui.scenes.setup import SetupScene

    app, table = polar_game_six_moves_in(tmp_path)
    polar_id, moves = table.recorder.game_id, list(table.match.actions)

    def start(game: str):
        app.stack.reset(TitleScene(app))
        app.stack.push(SetupScene(app, game))
        app.step([], 0.016)
        setup = app.stack.top
        (button,) = [b for b in setup.ring.buttons if b.label == "Start"]
        click(app, button.rect.center)
        app.step([], 0.016)
        return app.stack.top

    cuckoo = start("cuckoo")  # another game: nothing to ask, the Polar game is kept
    assert cuckoo.match.config.game == "cuckoo"
    assert saves.save_path(polar_id).exists()

    ask = start("polar")
    assert isinstance(ask, ReplaceUnfinishedScene)
    assert "Polar Pairs (move 6" in ask.title()
    press(app, ask, "Keep it")
    app.step([], 0.016)
    resumed = app.stack.top
    assert resumed.match.actions == moves and resumed.recorder.game_id == polar_id

    ask = start("polar")
    press(app, ask, "Discard it")
    app.step([], 0.016)
    fresh = app.stack.top
    assert fresh.recorder.game_id != polar_id and len(fresh.match.actions) < len(moves)
    assert not saves.save_path(polar_id).exists()
    assert saves.save_path(fresh.recorder.game_id).exists()
    assert app.last_error is None
