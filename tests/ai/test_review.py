"""Issue 17: the review of a finished game. Golden games with one planted mistake each
(tests/review/*.yaml, played by the search at 600 iterations apart from the planted move) are
reviewed at the default budget: the planted decision is marked and no other decision of the
seat is. A review depends only on what the seat knew, and the same file and seed give the same
review, also when a background job is cancelled and started again."""

from __future__ import annotations

import dataclasses
import json
import random
from functools import cache
from pathlib import Path

import pytest

from cardtable.ai import review as review_module
from cardtable.ai.agents import level_budget
from cardtable.ai.ismcts import Budget, search
from cardtable.ai.review import (
    Decision,
    Mark,
    Review,
    ReviewJob,
    decisions,
    human_seats,
    review_decision,
    review_game,
)
from cardtable.ai.review_data import to_mapping
from cardtable.engine import scenario
from cardtable.engine.scenario import Scenario
from cardtable.reviews import Problem, load_review, review_path, save_review

GOLDEN = Path(__file__).resolve().parent.parent / "review"
ITERATIONS = 800  # the default budget (400 ms at 2 iterations per ms)

# file -> the indices of the planted moves in its actions
PLANTED = {
    # the -5 left on the discard pile, then the drawn 9 kept over the known 2
    "polar-nine-over-a-known-two": (0, 1),
    "quattro-breaking-up-a-quattro": (18,),  # the 0 that completed the Quattro traded away
    "cuckoo-swapping-away-a-twelve": (2,),  # the XII swapped away before the dealer
    "clash-a-lone-joker-burned": (4,),  # the lone joker named 6: burned, the round lost
}


def golden(name: str) -> Scenario:
    return scenario.load(GOLDEN / f"{name}.yaml")


@cache
def reviewed(name: str) -> Review:
    return review_game(golden(name), iterations=ITERATIONS, seed=0)


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_the_planted_mistake_is_found_and_good_moves_are_not_marked(name):
    review = reviewed(name)
    loaded = golden(name)
    assert review.seats == human_seats(loaded) and len(review.seats) == 1
    (seat,) = review.seats
    marked = {d.step: d for d in review.decisions if d.mark is not None}
    for planted in PLANTED[name]:
        assert loaded.actions[planted][0] == seat
        assert planted in marked, [(d.step, d.played, d.best, d.loss) for d in review.decisions]
        mistake = marked[planted]
        assert mistake.mark in (Mark.MISTAKE, Mark.BLUNDER)
        assert mistake.best.action != mistake.played.action
        assert mistake.loss.clear and mistake.reason is not None
    assert sorted(marked) == list(PLANTED[name]), "a good move was marked"
    assert len(review.decisions) >= 6  # the good moves were reviewed too


def test_the_better_moves_are_the_ones_a_careful_player_makes():
    assert reviewed("cuckoo-swapping-away-a-twelve").decisions[0].best.action == "keep"
    clash = {d.step: d for d in reviewed("clash-a-lone-joker-burned").decisions}
    assert clash[4].best.action == "joker 7"
    quattro = {d.step: d for d in reviewed("quattro-breaking-up-a-quattro").decisions}
    assert quattro[18].best.action == "pass"
    polar = {d.step: d for d in reviewed("polar-nine-over-a-known-two").decisions}
    assert polar[1].best.action.startswith("flip")  # the 9 goes to the discard pile


def game_positions(name: str, count: int):
    """(state, decision) at the seat's first `count` decisions of a golden game."""
    loaded = golden(name)
    wanted = {d.step: d for d in decisions(loaded, human_seats(loaded))}
    state, _ = scenario.start(loaded)
    found = 0
    for step, (seat, action) in enumerate(loaded.actions):
        if step in wanted:
            yield state.clone(), wanted[step]
            found += 1
            if found == count:
                return
        state.apply(seat, action)


@pytest.mark.parametrize("name", ["polar-nine-over-a-known-two", "quattro-breaking-up-a-quattro"])
def test_a_review_depends_only_on_what_the_seat_knew(name):
    """The same decision, with the cards the seat could not see redealt, gets the same review
    with the same seed."""
    differing = 0
    for state, decision in game_positions(name, 3):
        twin = state.redeal_hidden(decision.seat, random.Random(decision.step))
        differing += twin.summary() != state.summary()
        twin_view = dataclasses.replace(decision.view, observation=twin.observe(decision.seat))
        twin_decision = Decision(
            decision.step,
            decision.seat,
            twin_view,
            tuple(twin.legal_actions(decision.seat)),
            decision.played,
            decision.simultaneous,
        )
        assert review_decision(twin_decision, 200, 5) == review_decision(decision, 200, 5)
    assert differing >= 1, "the twins must really differ in hidden cards"


def test_the_same_file_and_seed_give_the_same_review():
    first = review_game(golden("clash-a-lone-joker-burned"), iterations=ITERATIONS, seed=0)
    assert first == reviewed("clash-a-lone-joker-burned")
    other_seed = review_game(golden("clash-a-lone-joker-burned"), iterations=ITERATIONS, seed=1)
    assert other_seed != first  # the seed is used...
    assert [d.step for d in other_seed.decisions if d.mark] == [4]  # ...and the marks stand


def test_a_job_cancelled_and_started_again_gives_the_same_review(monkeypatch):
    loaded = golden("cuckoo-swapping-away-a-twelve")
    job = ReviewJob(loaded, iterations=200, seed=3)
    assert job.progress() == (0, 8) and job.result() is None
    reviewed = []

    def cancelled_during_the_second(decision, iterations, seed):
        # the person closes the screen while the second decision is being reviewed: the job
        # finishes that one and stops (cancelling from here, not from a polling loop that a
        # busy machine may not run before the job has finished)
        reviewed.append(decision)
        if len(reviewed) == 2:
            job.cancel()
        return review_decision(decision, iterations, seed)

    monkeypatch.setattr(review_module, "review_decision", cancelled_during_the_second)
    job.start()
    job.join()
    monkeypatch.undo()
    assert not job.running and job.error is None
    partial = job.done()
    assert len(partial) == 2 and job.result() is None
    again = ReviewJob(loaded, iterations=200, seed=3, done=partial)
    assert again.progress() == (2, 8)
    again.start()
    again.join()
    straight = ReviewJob(loaded, iterations=200, seed=3)
    straight.run()
    assert again.result() == straight.result() is not None


# --- kept beside the replay ---------------------------------------------------------------


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


GAME_ID = "20261201-120000-0123abcd"


def test_a_kept_review_is_read_back_with_its_marks_and_reasons(home):
    loaded, review = golden("clash-a-lone-joker-burned"), reviewed("clash-a-lone-joker-burned")
    assert save_review(GAME_ID, review) is None
    assert review_path(GAME_ID).is_relative_to(home)
    kept = load_review(GAME_ID, loaded, review.seats, ITERATIONS, 0)
    assert kept.problem is None and kept.review == review
    stale = load_review(GAME_ID, loaded, review.seats, ITERATIONS, seed=9)
    assert stale.review is None and stale.problem is Problem.STALE
    assert load_review(GAME_ID, golden("cuckoo-swapping-away-a-twelve"), (2,), 800, 0).problem is (
        Problem.STALE
    )


def hostile_files(review: Review):
    data = to_mapping(review)
    yield b"\x00\xff not json"
    yield b"[" * 5000
    yield b'{"version": 1, "version": 1}'
    yield json.dumps({**data, "version": 2}).encode()
    yield json.dumps({**data, "seats": "0"}).encode()
    yield json.dumps({**data, "decisions": data["decisions"][:-1]}).encode()
    for key, bad in (
        ("played", ["joker 6", 2.5, 10]),
        ("played", ["play H1", 0.5, 10]),  # not the move played
        ("best", ["joker 99", 0.5, 10]),  # not a legal move
        ("best", ["joker 7", 0.5, -1]),
        ("loss", [1e308, 0, 10, True, True]),
        ("loss", [0.1, 0.01, 10, "yes", True]),
        ("loss", [0.1, 0.01, 10, True]),
        ("step", 3),
        ("iterations", True),
    ):
        rows = [dict(row) for row in data["decisions"]]
        rows[1][key] = bad
        yield json.dumps({**data, "decisions": rows}).encode()


def test_a_hostile_or_damaged_review_file_is_refused_never_used(home):
    loaded, review = golden("clash-a-lone-joker-burned"), reviewed("clash-a-lone-joker-burned")
    path = review_path(GAME_ID)
    path.parent.mkdir(parents=True)
    for content in hostile_files(review):
        path.write_bytes(content)
        kept = load_review(GAME_ID, loaded, review.seats, ITERATIONS, 0)
        assert kept.review is None and kept.problem is not None, content[:80]
        assert kept.reason
    path.unlink()
    path.mkdir()  # a folder where the file should be
    assert load_review(GAME_ID, loaded, review.seats, ITERATIONS, 0).problem is Problem.UNREADABLE


# --- the command line ------------------------------------------------------------------------


def test_cardtable_review_prints_each_decision_and_refuses_a_bad_file(tmp_path, capsys):
    from cardtable.cli import main

    short = tmp_path / "joker.yaml"
    short.write_text(
        "format: 1\ngame: clash\nseats: 4\n"
        "actions: [0 play JR, 1 play D2, 2 play S6, 3 play C4, 0 joker 6]\n",
        encoding="utf-8",
    )
    assert main(["review", str(short), "--seat", "0", "--json", "--budget", "100"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["step"] for row in rows] == [0, 4]  # seat 0's two decisions
    assert rows[1]["played"]["action"] == "joker 6" and rows[1]["best"]["action"] == "joker 7"
    assert rows[1]["mark"] == "blunder" and rows[1]["better"].startswith("Better: Name the joker 7")
    assert rows[1]["played"]["visits"] > 0 and rows[1]["best"]["visits"] > 0

    assert main(["review", str(short), "--seat", "0", "--budget", "100"]) == 0
    text = capsys.readouterr().out
    assert "You name the joker 6: chance to win" in text and "(Blunder)" in text

    bad = tmp_path / "bad.yaml"
    bad.write_text("format: 1\ngame: chess\n", encoding="utf-8")
    assert main(["review", str(bad)]) == 2
    assert "chess" in capsys.readouterr().err
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text("format: 1\ngame: clash\nseats: 4\nactions: [1 play H1]\n", encoding="utf-8")
    assert main(["review", str(illegal)]) == 2
    assert "move 1" in capsys.readouterr().err
    assert main(["review", str(short), "--seat", "7"]) == 2
    assert "no seat 7" in capsys.readouterr().err
    machines = tmp_path / "machines.yaml"
    machines.write_text(
        short.read_text(encoding="utf-8") + "meta: {kinds: [easy, easy, hard, hard]}\n",
        encoding="utf-8",
    )
    assert main(["review", str(machines)]) == 2
    assert "--seat" in capsys.readouterr().err


def test_the_golden_games_pass_cardtable_check(capsys):
    from cardtable.cli import main

    files = sorted(str(path) for path in GOLDEN.glob("*.yaml"))
    assert len(files) == len(PLANTED)
    assert main(["check", *files]) == 0
    assert capsys.readouterr().out.count("ok ") == len(PLANTED)


@pytest.mark.parametrize("name", ["polar-nine-over-a-known-two", "quattro-breaking-up-a-quattro"])
def test_a_review_searches_with_plays_exploration(name, monkeypatch):
    """A review judges a move with the search the seat plays with: Polar's values are spread
    about a fifth as widely as wins and losses, so its play explores less (its `Tuning`),
    and a review that explored as widely would spread its visits over moves play tells apart."""
    used = []

    def recording(view, legal, hooks, budget, rng):
        used.append(budget.exploration)
        return search(view, legal, hooks, budget, rng)

    monkeypatch.setattr(review_module, "search", recording)
    (_, decision), *_ = game_positions(name, 1)
    review_decision(decision, 64, 0)
    game = golden(name).game
    assert used == [level_budget("normal", game).exploration]
    assert used == [level_budget("hard", game).exploration]
    if game == "polar":
        assert used[0] < Budget.exploration  # the test sees Polar's own constant
