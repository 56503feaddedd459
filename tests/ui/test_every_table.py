"""Every game's table, through the real scene (issue 15, items 1 and 5).

Whole games at the speed "normal", AI against AI (watched from seat 0's chair) and a person
(playing at random through the targets) against AIs: at every frame no two messages of the
narration overlap, none covers a control (a target, a top-bar button, the strip of the last
move, what the game keeps clear) and none leaves the window; the strip keeps the last move,
drawn in its place; the person's cards are ringed (`draw_acting`) whenever they may act, and
every AI seat's at some time.
"""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from cardtable.engine.games import get_spec
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.core import typeset
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.screens import start_table
from cardtable.ui.table.plates import acting_rect
from cardtable.ui.table.scene import TableScene

from .harness import make_app
from .messages import message_pills, play_to_the_result

NAMES = ("Ann", "Astrid", "Bjørn", "Chiara", "Dev")
# each game as a CI-sane whole game: its seats and the options that keep it short
GAMES = {
    "quattro": (2, {}),
    "cuckoo": (4, {"lives": 1}),
    "clash": (4, {}),
    "polar": (3, {}),
}


def config(game: str, person: bool, seed: int) -> MatchConfig:
    seats, options = GAMES[game]
    kinds = [HUMAN if person and seat == 0 else "easy" for seat in range(seats)]
    people = [SeatConfig(NAMES[seat], kind) for seat, kind in enumerate(kinds)]
    return MatchConfig(game, people, {**get_spec(game).option_defaults(), **options}, {}, seed)


# -- (1) whole games at the speed "normal" -------------------------------------------------------
def ringed(surface: pygame.Surface, cards: pygame.Rect, colour) -> bool:
    """The mark round `cards` is drawn (its left edge, half way down)."""
    ring = acting_rect(cards)
    return tuple(surface.get_at((ring.left + 1, ring.centery))[:3]) == colour


class Watch:
    """What the frames of one game showed."""

    def __init__(self) -> None:
        self.frames_with_messages = 0
        self.most = 0
        self.kept: set[str] = set()
        self.marked: Counter[int] = Counter()  # seat -> frames its cards were ringed


def check_frame(app, table: TableScene, draws: list[typeset.TextDraw], watch: Watch) -> None:
    game = table.game_table
    window = app.window.get_rect()
    strip = game.strip
    kept = table.narration.kept
    if kept and table.source.curtain_for is None:
        watch.kept.add(kept)
        drawn = [d for d in draws if d.text == kept]
        assert drawn and strip.contains(drawn[0].rect), (kept, strip)
    boxes = message_pills(table, draws)
    controls = [t.rect for t in table.live_targets()] + [b.rect for b in table.hud.buttons]
    controls += [strip, *game.keep_clear(table.obs)]
    for i, box in enumerate(boxes):
        assert box.collidelist(boxes[i + 1 :]) < 0, [str(b) for b in boxes]
        hit = box.collidelist(controls)
        assert hit < 0, (table.narration.messages[i].text, box, controls[hit])
        assert window.contains(box), box
    if boxes:
        watch.frames_with_messages += 1
        watch.most = max(watch.most, len(boxes))
    if not table.busy:
        accent = app.assets.colour("accent")
        for cards in game.acting_cards(table.obs):
            covered = cards.collidelist(boxes) >= 0
            assert covered or ringed(app.window, cards, accent), cards
        for seat in table.match.acting():
            watch.marked[seat] += bool(game.acting_cards(table.obs))


def play_whole_game(app, table: TableScene, rng: random.Random, frames: int) -> Watch:
    watch = Watch()

    def act(frame: int) -> None:
        accent = app.assets.colour("accent")
        app.draw()
        mine = table.game_table.acting_cards(table.obs)
        assert mine and all(ringed(app.window, c, accent) for c in mine), mine
        watch.marked[table.viewer] += 1
        if rng.random() < 0.3:
            targets = table.live_targets()
            ([t for t in targets if t.action] or targets)[0].activate()

    def check(draws: list[typeset.TextDraw]) -> None:
        if app.stack.top is table:
            check_frame(app, table, draws, watch)

    play_to_the_result(app, table, act, check, frames)
    return watch


@pytest.mark.parametrize("person", [False, True], ids=["ai-vs-ai", "person-vs-ai"])
@pytest.mark.parametrize("game", list(GAMES))
def test_whole_games_at_normal_speed_keep_messages_apart_and_off_the_controls(
    tmp_path, game, person
):
    app = make_app(tmp_path, size=(1024, 640), speed="normal")
    table = start_table(app, config(game, person, seed=3), record=False)
    app.stack.reset(table)
    app.step([], 0.016)
    assert isinstance(table, TableScene)
    watch = play_whole_game(app, table, random.Random(3), frames=60000)
    assert isinstance(app.stack.top, ResultScene), "the game did not end"
    assert watch.frames_with_messages > 50 and watch.most >= 1, watch.frames_with_messages
    # the strip kept moves of several seats, worded for the reader: a person's seat 0 reads
    # "You ..."; the chair an AI-only table is watched from is nobody's, named like the others
    assert len(watch.kept) > 5, watch.kept
    assert all(line.startswith("Last move: ") for line in watch.kept)
    yours = any(line.startswith("Last move: You ") for line in watch.kept)
    assert yours == person, watch.kept
    if not person:
        assert any(line.startswith(f"Last move: {NAMES[0]} ") for line in watch.kept), watch.kept
    assert any(line.startswith(f"Last move: {NAMES[1]} ") for line in watch.kept), watch.kept
    # every seat's cards were ringed while it was to act
    seats = range(len(table.match.seats))
    assert all(watch.marked[seat] for seat in seats), watch.marked
