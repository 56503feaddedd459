"""Cuckoo's dealer swaps with the stock (rules, rule 8), and every sentence a person reads
about that move says so: the replay's message, the review's band, the command line's review
and its JSON. They used to read "Bjørn asks to swap" while the log said "swaps with the stock":
the move's words did not know who dealt. The golden game's move 4 (actions[3]) is the dealer's
swap, move 3 (actions[2]) another seat's request."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable import i18n
from cardtable.cli import main
from cardtable.engine import scenario as scenarios
from cardtable.text import Narrator, action_text
from cardtable.ui import routes
from cardtable.ui.table.replay import ReplayScene
from cardtable.ui.table.review import ReviewScene

from .harness import make_app, run_until
from .test_review_screen import SMALL, finish

GAME = Path(__file__).parents[1] / "review" / "cuckoo-swapping-away-a-twelve.yaml"
DEALERS_SWAP, ASKS = 3, 2  # actions' indexes: seat 3 deals, seat 2 does not


def loaded() -> scenarios.Scenario:
    return scenarios.load(GAME)


def seen(index: int, seat: int) -> object:
    state, _ = scenarios.start(loaded())
    for who, action in loaded().actions[:index]:
        state.apply(who, action)
    return state.observe(seat)


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_the_dealers_swap_reads_as_a_swap_with_the_stock():
    say = Narrator(("Ann", "Bob", "Cy", "Di"))
    assert action_text("cuckoo", 3, "swap", say, seen(DEALERS_SWAP, 3)) == "Di swaps with the stock"
    assert action_text("cuckoo", 2, "swap", say, seen(ASKS, 2)) == "Cy asks to swap"
    dealer_reads = Narrator(say.names, viewer=3)
    assert action_text("cuckoo", 3, "swap", dealer_reads, seen(DEALERS_SWAP, 1)) == (
        "You swap with the stock"
    )


def test_the_dealers_swap_in_persian_is_the_logs_sentence():
    i18n.set_language("fa")
    say = Narrator(("Ann", "Bob", "Cy", "Di"))
    said = action_text("cuckoo", 3, "swap", say, seen(DEALERS_SWAP, 3))
    assert said == i18n.tr("{player} swaps with the stock", player="Di")
    assert said != i18n.tr("{player} asks to swap", player="Di")


def test_the_replay_says_the_dealer_swapped_with_the_stock(tmp_path):
    app = make_app(tmp_path)
    viewer = app.router.scene(routes.ReplayOf(None, loaded()))
    assert isinstance(viewer, ReplayScene)
    app.stack.reset(viewer)
    app.step([], 0.016)
    assert run_until(app, lambda: not viewer.busy, frames=400, dt=0.05)
    viewer.seek(DEALERS_SWAP + 1)  # the table after the dealer's swap says that move
    said = [message.text for message in viewer.narration.messages]
    assert any(text.endswith("swaps with the stock") for text in said), said
    assert not any("to swap" in text for text in said), said
    viewer.seek(ASKS + 1)  # seat 2, the game's person, reads its own request
    said = [message.text for message in viewer.narration.messages]
    assert "You ask to swap" in said, said


def test_the_review_band_says_the_dealer_swapped_with_the_stock(tmp_path):
    app = make_app(tmp_path)
    dealers = replace(loaded(), meta={"kinds": ["easy", "easy", "easy", "human"]})
    scene = app.router.scene(routes.Review(scenario=dealers, game_id=None, iterations=SMALL))
    assert isinstance(scene, ReviewScene)
    app.stack.reset(scene)
    app.step([], 0.016)
    finish(app, scene)
    assert scene.review is not None
    (decision,) = [d for d in scene.review.decisions if d.step == DEALERS_SWAP]
    scene.choose(decision)
    app.step([], 0.016)
    words = " ".join(scene.words())
    assert "You swap with the stock" in words, words
    assert "ask to swap" not in words, words


def test_the_command_lines_review_says_the_dealer_swapped_with_the_stock(tmp_path, capsys):
    args = ["review", str(GAME), "--seat", "3", "--budget", "20"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    (move,) = [line for line in lines if line.strip().startswith(f"{DEALERS_SWAP + 1}. ")]
    assert move.split(". ", 1)[1].startswith("You swap with the stock"), move
    assert main([*args, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    (row,) = [row for row in rows if row["step"] == DEALERS_SWAP]
    assert row["move"] == "You swap with the stock"
