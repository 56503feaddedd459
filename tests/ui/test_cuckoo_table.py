"""Cuckoo on the one table: every event has its animation, the AI is paced on the table's own
clock, a hint lights up the button of its move, the keyboard follows the reading direction, a
finished deal stays face up while its losers are told, and no message ever covers another or a
button, through whole games played in the real scenes."""

from __future__ import annotations

import itertools
import random
import threading
import time

import pygame
import pytest

from cardtable import i18n
from cardtable.engine.games import cuckoo as rules
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.core import typeset as text_module
from cardtable.ui.games import table_for
from cardtable.ui.games.cuckoo import CuckooTable
from cardtable.ui.games.cuckoo.animate import ANIMATIONS, SOUNDS
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.table.flow import AI_PAUSE
from cardtable.ui.table.scene import TableScene

from .event_types import assert_every_event_animated
from .harness import app_with_table, key, make_app, run_until
from .messages import (
    checking_messages,
    message_pills,
    play_to_the_result,
)


def config(kinds: str, lives: int = 3, seed: int = 4) -> MatchConfig:
    """'haa': a person and two easy AIs."""
    names = iter(["You", "Astrid", "Bjørn", "Chiara", "Dev", "Elif", "Farid", "Gro"])
    seats = [SeatConfig(next(names), HUMAN if k == "h" else "easy") for k in kinds]
    return MatchConfig("cuckoo", seats, {"lives": lives}, {}, seed)


def open_table(tmp_path, kinds: str, speed: str = "normal", lang: str = "en", **options):
    cfg = config(kinds, **options)
    return app_with_table(tmp_path, cfg, size=(1024, 640), speed=speed, record=False, lang=lang)


def ring_colour(surface: pygame.Surface, rect: pygame.Rect, inflate: int) -> tuple[int, ...]:
    """The colour of a ring drawn `inflate` pixels round `rect`, half-way along its left side."""
    ring = rect.inflate(inflate, inflate)
    return tuple(surface.get_at((ring.left + 1, ring.centery))[:3])


def test_cuckoo_is_on_the_one_table_with_an_animation_for_every_event():
    assert table_for("cuckoo") is CuckooTable
    assert_every_event_animated(rules, ANIMATIONS, SOUNDS)


def test_the_ai_is_paced_on_the_tables_clock(tmp_path):
    app, table = open_table(tmp_path, "aaaa")
    starts: list[float] = []
    was_busy = False
    for _ in range(1500):
        busy = table.source.worker.busy
        if busy and not was_busy:
            starts.append(table.clock)
        was_busy = busy
        app.step([], 0.05)
        time.sleep(0)
        if len(starts) >= 6:
            break
    assert len(starts) >= 6
    gaps = [b - a for a, b in itertools.pairwise(starts[1:])]  # after the opening
    assert all(gap >= AI_PAUSE - 1e-9 for gap in gaps), gaps


class Blocking:
    """An agent that thinks until it is told to answer."""

    name = "blocking"

    def __init__(self) -> None:
        self.answer = threading.Event()

    def choose(self, view, legal, rng):
        self.answer.wait(10)
        return legal[0]


def test_the_thinking_dots_follow_the_tables_clock_not_the_wall_clock(tmp_path):
    app, table = open_table(tmp_path, "ha", speed="instant", seed=2)
    agent = Blocking()
    table.source.agents[1] = agent

    def play() -> None:  # the person's turn may come first
        if table.may_act():
            table.live_targets()[0].activate()

    try:
        assert run_until(app, lambda: table.source.thinking == 1, frames=2000, each=play)
        table.clock = 10.0
        first = app.window.copy()
        table.draw(first)
        time.sleep(0.4)  # a third of a second moves the dots on, on a wall clock
        second = app.window.copy()
        table.draw(second)
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
        table.clock += 1 / 3
        third = app.window.copy()
        table.draw(third)
        assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(third, "RGB")
    finally:
        agent.answer.set()


def test_a_hint_lights_up_the_button_of_the_move_it_recommends(tmp_path):
    app, table = open_table(tmp_path, "haa", speed="fast")
    assert run_until(app, table.may_act, frames=3000)
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint is not None, frames=600)
    app.dirty = True
    app.step([], 0.016)
    good = app.assets.colour("good")
    targets = {t.action: t for t in table.live_targets()}
    lit = targets[table.hint.action]
    assert ring_colour(app.window, lit.rect, 14) == good
    for action, target in targets.items():
        if action != table.hint.action:
            assert ring_colour(app.window, target.rect, 14) != good


@pytest.mark.parametrize(("lang", "forward"), [("en", pygame.K_RIGHT), ("fa", pygame.K_LEFT)])
def test_the_keyboard_moves_over_keep_and_swap_in_the_reading_direction(tmp_path, lang, forward):
    app, table = open_table(tmp_path, "haa", speed="fast", lang=lang)
    try:
        assert run_until(app, table.may_act, frames=3000)
        keep, swap = (t.rect for t in table.live_targets())
        key(app, forward)  # nothing focused yet: the first in reading order
        key(app, forward)
        app.dirty = True
        app.step([], 0.016)
        focus = app.assets.colour("focus")
        assert ring_colour(app.window, swap, 8) == focus
        assert ring_colour(app.window, keep, 8) != focus
        assert (swap.centerx < keep.centerx) == (lang == "fa")  # it moved the reader's way
        moves = len(table.match.actions)
        key(app, pygame.K_RETURN)
        assert table.match.actions[moves][1] == rules.SWAP
    finally:
        i18n.set_language("en")


def test_a_finished_deal_stays_face_up_while_its_losers_are_told(tmp_path):
    app, table = open_table(tmp_path, "aaaa", speed="fast", seed=9)
    drawn: list[str] = []
    stop = text_module.listen(lambda draw: drawn.append(draw.text))
    faces: list[str] = []
    face = app.assets.art.face
    app.assets.art.face = lambda game, card, height: (faces.append(card), face(game, card, height))[
        1
    ]
    told = False
    try:
        for _ in range(6000):
            drawn.clear()
            faces.clear()
            app.dirty = True
            app.step([], 0.05)
            time.sleep(0)
            if table.choreography.stills:
                held = {still.card for still in table.choreography.stills}
                assert held <= set(faces)  # every card of the deal, face up
                lost = [t for t in drawn if "lose" in t or "Nobody" in t]
                told = told or bool(lost)
                if told:
                    break
    finally:
        stop()
    assert told, "no deal ended with its cards held face up and its losers told"


@pytest.mark.parametrize(("kinds", "seed"), [("haaaaa", 1), ("aaaaaaaa", 3)])
def test_through_whole_games_no_message_covers_another_or_a_button(tmp_path, kinds, seed):
    app, table = open_table(tmp_path, kinds, speed="normal", lives=1, seed=seed)
    rng = random.Random(seed)
    shown: list[int] = []  # how many messages each frame that showed any drew

    def act(frame: int) -> None:
        if rng.random() < 0.2:
            rng.choice(table.live_targets()).activate()

    check = checking_messages(app, table, message_pills, shown)
    play_to_the_result(app, table, act, check, frames=20000)
    assert isinstance(app.stack.top, ResultScene), "the game did not end"
    assert len(shown) > 50
    assert isinstance(table, TableScene) and table.match.is_over()


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_a_seat_without_a_card_has_its_tags_over_its_name(tmp_path, size):
    """An out seat's "out" (and a resting one's tag) sits just over its name, not over the
    empty place its card had (issue 15: "out" floated at the window's top edge)."""
    from .test_every_table_layout import drawn_at, seeded_game

    app = make_app(tmp_path, size=size)
    cfg, actions = seeded_game("cuckoo", seed=11)
    table, draws = drawn_at(app, cfg, actions)
    obs = table.obs
    cardless = [seat for seat in range(len(obs.lives)) if obs.lives[seat] <= 0 and seat != obs.seat]
    assert cardless
    checked = 0
    for seat in cardless:
        if ("seat", seat) in table.game_table.slots(obs):
            continue  # an out seat showing its last card keeps its tags over the card
        name = next(d for d in draws if d.text == cfg.seats[seat].name)
        above = [
            d
            for d in draws
            if d.text.startswith("out")
            and abs(d.rect.centerx - name.rect.centerx) < 4
            and d.rect.bottom <= name.rect.top
        ]
        tag = max(above, key=lambda d: d.rect.bottom)  # the nearest over the name
        assert 0 <= name.rect.top - tag.rect.bottom <= 12, (tag.rect, name.rect)
        checked += 1
    assert checked
