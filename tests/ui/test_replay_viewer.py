"""The replay viewer plays a finished game on the game's own table, every card face up: it opens
at the start, steps forward (animated) and back by a move, jumps a deal / set / round, scrubs,
plays to the end, by mouse and keyboard, the reading way in Persian. What is drawn is checked
against a game replayed on its own, never against the viewer's own state."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame
import pytest
import yaml

from cardtable import i18n
from cardtable.engine.games import clash as clash_rules
from cardtable.engine.games import cuckoo, polar
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.themes import CardArt
from cardtable.ui import routes
from cardtable.ui.scenes.replays import ReplayRow
from cardtable.ui.table.replay import ReplayScene

from .harness import click, key, make_app, run_until

SEATS = {"cuckoo": 4, "clash": 4, "polar": 3}
FIRST_EVENT_OF_A_PART = {
    "cuckoo": cuckoo.DealStarted,
    "clash": clash_rules.SetStarted,
    "polar": polar.RoundDealt,
}


def finished(game: str, seed: int = 5) -> Match:
    """A whole game of random legal moves, seat 0 a person."""
    seats = [SeatConfig("You")] + [SeatConfig(f"AI {s}", "easy") for s in range(1, SEATS[game])]
    match = Match(MatchConfig(game, seats, {}, {}, seed))
    rng = random.Random(seed)
    while not match.is_over():
        seat = rng.choice(match.acting())
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return match


def at(match: Match, position: int) -> Any:
    """The table after the first `position` moves, every card open: replayed on its own."""
    return Match(match.config, match.actions[:position]).state


def cards_in_hands(game: str, state: Any) -> set[str]:
    summary = state.summary()
    if game == "cuckoo":
        return {card for card in summary["cards"] if card}
    return {card for hand in summary["hands"] for card in hand if card}


class Drawn:
    """The card faces of the last frame drawn."""

    def __init__(self, app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.faces: list[str] = []
        face = CardArt.face

        def recording(art: Any, game: str, card: str, height: int) -> Any:
            self.faces.append(card)
            return face(art, game, card, height)

        monkeypatch.setattr(CardArt, "face", recording)
        self.app = app

    def frame(self) -> set[str]:
        self.faces.clear()
        self.app.draw()
        return set(self.faces)


def open_viewer(
    tmp_path, match: Match, size=(1280, 800), lang: str = "en"
) -> tuple[Any, ReplayScene]:
    app = make_app(tmp_path, size=size)
    i18n.set_language(lang)
    viewer = app.router.scene(routes.ReplayOf(None, match.scenario()))
    assert isinstance(viewer, ReplayScene)
    app.stack.reset(viewer)
    app.step([], 0.016)
    return app, viewer


def button(viewer: ReplayScene, key_name: str) -> Any:
    (found,) = [b for b in viewer.controls.buttons if getattr(b, "key", "") == key_name]
    return found


def settle(app: Any, viewer: ReplayScene) -> None:
    assert run_until(app, lambda: not viewer.busy, frames=400, dt=0.05)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_viewer_opens_at_the_start_and_steps_on_the_real_table(tmp_path, monkeypatch, game):
    match = finished(game)
    app, viewer = open_viewer(tmp_path, match)
    drawn = Drawn(app, monkeypatch)
    settle(app, viewer)
    assert viewer.position == 0 and viewer.total == len(match.actions)
    assert viewer.obs == at(match, 0).observe_open()
    assert cards_in_hands(game, at(match, 0)) <= drawn.frame()  # every hand face up

    for step in (1, 2, 3):  # forward by a move: the next button, animated on the table
        click(app, button(viewer, "forward").rect.center)
        settle(app, viewer)
        assert viewer.position == step
        assert viewer.obs == at(match, step).observe_open()
        assert cards_in_hands(game, at(match, step)) <= drawn.frame()

    key(app, pygame.K_LEFT)  # back a move
    assert viewer.position == 2 and not viewer.busy
    assert viewer.obs == at(match, 2).observe_open()
    assert cards_in_hands(game, at(match, 2)) <= drawn.frame()
    click(app, button(viewer, "back").rect.center)
    assert viewer.position == 1 and viewer.obs == at(match, 1).observe_open()


@pytest.mark.parametrize("game", sorted(SEATS))
def test_jumps_by_part_land_where_a_deal_set_or_round_begins(tmp_path, game):
    match = finished(game)
    app, viewer = open_viewer(tmp_path, match)
    # where the parts begin, found from the engine's events alone
    starts = [0]
    replayed = Match(match.config)
    for position, (seat, action) in enumerate(match.actions[:-1], start=1):
        events = replayed.apply(seat, action)
        if any(isinstance(e, FIRST_EVENT_OF_A_PART[game]) for e in events):
            starts.append(position)
    assert len(starts) >= 2, "a whole game has more than one part"
    assert viewer.parts == starts
    key(app, pygame.K_DOWN)
    assert viewer.position == starts[1]
    assert viewer.obs == at(match, starts[1]).observe_open()
    assert viewer.where().startswith(viewer.game_table.chapter_label(2, len(starts)))
    click(app, button(viewer, "forward-part").rect.center)
    assert viewer.position == (starts[2] if len(starts) > 2 else viewer.total)
    key(app, pygame.K_RIGHT)  # one move on
    inside = viewer.position
    key(app, pygame.K_UP)  # back to the start of the part it stands in
    assert viewer.position == max(p for p in starts if p < inside)
    before = viewer.position
    click(app, button(viewer, "back-part").rect.center)  # from a start: the part before
    assert viewer.position == max(p for p in starts if p < before)
    key(app, pygame.K_END)
    assert viewer.position == viewer.total
    assert viewer.obs == match.state.observe_open()
    key(app, pygame.K_HOME)
    assert viewer.position == 0


@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_scrub_slider_stands_the_table_at_any_move(tmp_path, monkeypatch, game):
    match = finished(game)
    app, viewer = open_viewer(tmp_path, match)
    drawn = Drawn(app, monkeypatch)
    scrub = button(viewer, "scrub")
    track = scrub.track
    for share in (0.5, 0.25, 1.0, 0.0):
        x = track.left + round(share * track.width)
        click(app, (x, scrub.rect.centery))
        expected = round(share * viewer.total)
        assert abs(viewer.position - expected) <= 1
        assert viewer.obs == at(match, viewer.position).observe_open()
        assert cards_in_hands(game, at(match, viewer.position)) <= drawn.frame()
    # a drag moves along with the mouse
    middle = (track.centerx, scrub.rect.centery)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=middle, button=1)], 0.016)
    end = (track.right, scrub.rect.centery)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], 0.02)
    assert viewer.position == viewer.total
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 0.016)
    assert not scrub.dragging


def test_play_runs_to_the_end_at_the_speed_setting_and_pause_stops(tmp_path):
    match = finished("cuckoo")
    app, viewer = open_viewer(tmp_path, match)
    key(app, pygame.K_SPACE)
    assert viewer.playing and button(viewer, "play").label == "Pause"
    assert run_until(app, lambda: viewer.position >= 3, frames=400, dt=0.05)
    key(app, pygame.K_SPACE)
    stopped = viewer.position
    for _ in range(40):
        app.step([], 0.05)
    assert not viewer.playing and viewer.position == stopped
    key(app, pygame.K_SPACE)
    assert run_until(app, lambda: not viewer.playing, frames=4000, dt=0.05)
    assert viewer.position == viewer.total
    assert viewer.obs == match.state.observe_open()
    # at normal speed a move waits for the one before it and the pause after it
    slow_app, slow = open_viewer(tmp_path, match)
    slow_app.settings.animation_speed = "normal"
    slow.resume()
    key(slow_app, pygame.K_SPACE)
    for _ in range(10):
        slow_app.step([], 0.05)
    assert 1 <= slow.position < 4


def test_the_focus_ring_walks_the_bar_and_enter_presses(tmp_path):
    match = finished("polar")
    app, viewer = open_viewer(tmp_path, match)
    assert getattr(viewer.controls.focused, "key", "") == "play"
    key(app, pygame.K_TAB)
    assert getattr(viewer.controls.focused, "key", "") == "forward"
    key(app, pygame.K_RETURN)
    assert viewer.position == 1
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert getattr(viewer.controls.focused, "key", "") == "back"
    key(app, pygame.K_RETURN)
    assert viewer.position == 0


def test_in_persian_the_bar_and_the_arrows_follow_the_reading_direction(tmp_path):
    match = finished("clash")
    try:
        app, viewer = open_viewer(tmp_path, match, size=(1024, 640), lang="fa")
        forward, back = button(viewer, "forward"), button(viewer, "back")
        assert forward.rect.centerx < back.rect.centerx  # the start is on the right
        key(app, pygame.K_LEFT)  # forward, the way one reads
        assert viewer.position == 1
        key(app, pygame.K_RIGHT)
        assert viewer.position == 0
        scrub = button(viewer, "scrub")
        click(app, (scrub.track.left + 1, scrub.rect.centery))  # the left end is the end
        assert viewer.position == viewer.total
    finally:
        i18n.set_language("en")


def test_an_unfinished_game_is_watched_as_a_spectator(tmp_path, monkeypatch):
    full = finished("polar")
    stopped = Match(full.config, full.actions[:9])
    app, viewer = open_viewer(tmp_path, stopped)
    drawn = Drawn(app, monkeypatch)
    assert not viewer.finished and viewer.total == 9
    key(app, pygame.K_END)
    assert viewer.obs == stopped.state.observe(-1)  # nobody's cards, not every card
    drawn.frame()
    spectator_faces = len(drawn.faces)
    open_app, open_viewer_ = open_viewer(tmp_path, full)
    drawn.app = open_app
    open_viewer_.seek(9)
    drawn.frame()
    assert spectator_faces < len(drawn.faces)  # the same table, open, shows more faces


def recorded(match: Match, game_id: str) -> None:
    from cardtable.saves import Recorder

    Recorder(match, game_id, time.time() - 60)


def test_the_replay_list_shows_date_players_winner_and_score(tmp_path):
    from cardtable.text import Narrator, headline

    app = make_app(tmp_path)
    match = finished("polar")
    recorded(match, "list-polar")
    listing = app.router.scene(routes.Replays())
    app.stack.reset(listing)
    app.step([], 0.016)
    (row,) = [b for b in listing.ring.buttons if isinstance(b, ReplayRow)]
    assert row.label.startswith(time.strftime("%Y-")) and "Polar Pairs" in row.label
    assert all(name in row.label for name in match.names)
    outcome = match.state.outcome()
    assert outcome is not None and outcome.scores is not None
    assert headline("polar", outcome, Narrator(tuple(match.names), 0)) in row.detail
    for seat, score in enumerate(outcome.scores):
        assert f"{'you' if seat == 0 else match.names[seat]} {score}" in row.detail
    app.draw()
    click(app, row.rect.center)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.position == 0


def test_a_hostile_replay_gets_a_notice_and_never_a_crash(tmp_path):
    from cardtable.saves import replays_dir

    app = make_app(tmp_path)
    match = finished("cuckoo")
    recorded(match, "hostile")
    folder = replays_dir()
    path = folder / "hostile.yaml"
    data = yaml.safe_load(path.read_text())
    data["meta"]["names"] = [7, "x" * 5000, None, "ok"]  # not names
    data["meta"]["kinds"] = "everyone"
    path.write_text(yaml.safe_dump(data))
    (folder / "broken.yaml").write_text("game: cuckoo\nseats: [1, 2\n")
    listing = app.router.scene(routes.Replays())
    app.stack.reset(listing)
    app.step([], 0.016)
    rows = {b.label: b for b in listing.ring.buttons if isinstance(b, ReplayRow)}
    assert rows["broken.yaml"].detail == "This replay cannot be read."
    click(app, rows["broken.yaml"].rect.center)
    app.stack.apply_pending()
    assert app.stack.top is listing  # the list stays, and says why
    assert any("cannot be shown" in message for message, _ in app.notices)
    (hostile,) = [b for label, b in rows.items() if label != "broken.yaml"]
    click(app, hostile.rect.center)
    app.stack.apply_pending()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert list(viewer.match.names) == [f"Seat {s + 1}" for s in range(4)]
    key(app, pygame.K_END)
    app.draw()
    assert app.last_error is None


def test_the_command_line_renders_a_step_headless_and_refuses_a_bad_one(tmp_path, capsys):
    from cardtable.cli import main

    match = finished("polar")
    file = tmp_path / "game.yaml"
    file.write_text(match.scenario().dumps())
    out = tmp_path / "step.png"
    args = ["replay", str(file), "--gui", "--at", "3", "--out", str(out), "--size", "1024x640"]
    assert main(args) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1024, 64) for y in range(0, 640, 64)}
    assert len(colours) > 8  # a table was drawn, not an empty window
    too_far = str(len(match.actions) + 1)
    assert main(["replay", str(file), "--gui", "--at", too_far, "--out", str(out)]) == 2
    assert f"--at {too_far}" in capsys.readouterr().err
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: polar\nseats: [3\n")
    assert main(["replay", str(broken), "--gui", "--at", "0", "--out", str(out)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


def test_the_tape_shows_an_unfinished_game_only_as_everybody_saw_it():
    from cardtable.match import SPECTATOR
    from cardtable.ui.table.tape import Tape

    full = finished("cuckoo")
    stopped = Tape(Match(full.config, full.actions[:5]).scenario())
    assert not stopped.finished
    stopped.seek(5)
    for sees in (0, 1, SPECTATOR):  # whoever asks: a game's spectator seat may be a person's
        assert stopped.observe(sees) == stopped.state.observe(SPECTATOR)
    assert stopped.observe(0) != stopped.state.observe(0)
    whole = Tape(full.scenario())
    whole.seek(5)
    assert whole.finished and whole.observe(0) == whole.state.observe_open()


def test_a_move_the_rules_refuse_ends_the_tape_there():
    from cardtable.ui.table.tape import Tape

    match = finished("polar")
    actions = [*match.actions[:6], (0, "take 99"), *match.actions[6:]]
    tape = Tape(match.config.scenario(actions))
    assert tape.stopped_early and tape.total == 6 and not tape.finished
    tape.seek(100)
    assert tape.position == 6
    tape.seek(-3)
    assert tape.position == 0


def test_you_is_said_only_to_a_person_who_reads_the_table(tmp_path):
    """The sentences are written to a person: the one person of a replayed game reads "You
    keep" (their seat called "You" by the app); an all-AI table, watched from seat 0's chair,
    names seat 0 in the third person like everyone."""
    from cardtable.engine.games import cuckoo
    from cardtable.text import describe
    from cardtable.ui.games import open_table

    people = [SeatConfig("You", HUMAN), SeatConfig("Astrid", "easy"), SeatConfig("Bjørn", "easy")]
    match = Match(MatchConfig("cuckoo", people, {"lives": 1}, {}, 4))
    rng = random.Random(4)
    while not match.is_over():
        seat = match.acting()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    _, viewer = open_viewer(tmp_path, match)
    say = viewer.game_table.say()
    assert describe("cuckoo", cuckoo.Kept(seat=0), say) == "You keep"
    assert describe("cuckoo", cuckoo.Kept(seat=1), say) == "Astrid keeps"

    robots = [SeatConfig(name, "easy") for name in ("Astrid", "Bjørn", "Chiara")]
    watched = Match(MatchConfig("cuckoo", robots, {"lives": 1}, {}, 4), list(match.actions))
    app = make_app(tmp_path)
    table = open_table(app, watched)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.at_rest()
    assert table.game_table.eyes.sees == 0  # seat 0's chair, its cards
    assert describe("cuckoo", cuckoo.Kept(seat=0), table.game_table.say()) == "Astrid keeps"
    assert not table.narration.kept.startswith(i18n.tr("Last move: {move}", move="You"))
