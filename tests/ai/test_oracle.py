"""The oracle (ai/oracle.py): `hard` seeing every card, in the arena only.

Its samples hold the true cards where the seat cannot see them, but not what is chance (the
stock's order) nor another seat's secret choice; it is never a level a person can pick or a
file can name; the arena says it sees all cards."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from cardtable.ai.agents import LEVELS, HeuristicAgent, SearchAgent, make_agent
from cardtable.ai.arena import AGENTS, format_table, make_arena_agent, run_arena
from cardtable.ai.games import hooks_for
from cardtable.ai.oracle import OracleAgent, SeeingKnowledge
from cardtable.cli import main
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import get_spec
from cardtable.engine.scenario import Scenario
from cardtable.engine.view import Recall
from cardtable.headless_play import parse_seats
from cardtable.saves import config_from

GAMES_WITH_HIDDEN_CARDS = ("quattro", "cuckoo", "polar")


def positions(game: str, moves: int, seeds=range(4)):
    """(true state, the acting seat's view) after `moves` moves of easy self-play."""
    spec = get_spec(game)
    for seed in seeds:
        options = spec.option_defaults()
        state, events = spec.new_state(spec.default_seats, dict(options), {}, ShuffleSource(seed))
        recall = Recall(game, spec.default_seats, options)
        recall.record(events)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_over():
                break
            seat = state.to_act()[0]
            view, legal = recall.view(state, seat), state.legal_actions(seat)
            recall.record(state.apply(seat, HeuristicAgent(game).choose(view, legal, rng)))
        if not state.is_over():
            yield state, recall.view(state, state.to_act()[0])


@pytest.mark.parametrize("game", GAMES_WITH_HIDDEN_CARDS)
@pytest.mark.parametrize("moves", [1, 7])
def test_the_oracle_samples_the_true_cards_and_a_fresh_stock_order(game, moves):
    resampler_of = get_spec(game).resampler
    assert resampler_of is not None
    checked = 0
    for truth, view in positions(game, moves):
        hidden = resampler_of(view).hidden
        knowledge = SeeingKnowledge(view, truth, hooks_for(game).knowledge(view))
        orders = set()
        for i in range(6):
            sample = knowledge.sample(random.Random(i), check=True)  # the engine checks it
            stock = []
            for place in hidden.dealt:
                if place[0] == "stock":
                    stock.append(sample.card_at(place))
                else:
                    assert sample.card_at(place) == truth.card_at(place), place
            true_stock = [truth.card_at(p) for p in hidden.dealt if p[0] == "stock"]
            assert Counter(stock) == Counter(true_stock)
            orders.add(tuple(stock))
        if len(set(true_stock)) > 2:
            assert len(orders) > 1, "the stock's order is chance: the oracle does not see it"
        checked += bool(hidden.dealt)
    assert checked >= 2


def test_the_oracle_guesses_a_pending_reveal_among_the_cards_really_held():
    """Quattro: the opponent chose its reveal; the oracle sees its cards, not its choice."""
    found = 0
    for seed in range(40):
        for truth, view in positions("quattro", 12 + seed % 6, seeds=[seed]):
            if not view.observation.opponent_chose_reveal:
                continue
            opponent = 1 - view.seat
            seen = truth.observe(opponent)
            held = set(seen.hand) - set(seen.revealed)
            knowledge = SeeingKnowledge(view, truth, hooks_for("quattro").knowledge(view))
            guesses = {
                knowledge.sample(random.Random(i), check=True).card_at(("reveal", opponent))
                for i in range(40)
            }
            assert guesses <= held and len(guesses) > 1, (guesses, held)
            found += 1
    assert found >= 2


def test_in_clash_the_oracle_samples_like_hard_hands_are_public():
    for truth, view in positions("clash", 5):
        honest = hooks_for("clash").knowledge(view)
        seeing = SeeingKnowledge(view, truth, hooks_for("clash").knowledge(view))
        for i in range(4):
            a, b = honest.sample(random.Random(i)), seeing.sample(random.Random(i))
            assert a.observe(view.seat) == b.observe(view.seat)
            assert [a.card_at(("commit", s)) for s in range(4)] == [
                b.card_at(("commit", s)) for s in range(4)
            ]


def test_the_oracle_searches_with_hards_budget():
    agent = make_arena_agent("oracle", "quattro")
    assert isinstance(agent, OracleAgent)
    hard = make_agent("hard", "quattro")
    assert isinstance(hard, SearchAgent) and agent.budget == hard.budget
    fixed = make_arena_agent("oracle", "quattro", {"hard": 123, "normal": 45})
    assert isinstance(fixed, OracleAgent) and fixed.budget.max_iterations == 123


# --- never offered in the app -------------------------------------------------------------------


def test_the_oracle_is_no_level_of_the_app():
    assert "oracle" in AGENTS and "oracle" not in LEVELS
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("oracle", "quattro")
    with pytest.raises(ValueError):
        parse_seats("oracle,human", "quattro")


def test_the_setup_screen_offers_no_oracle(tmp_path):
    from cardtable import i18n
    from cardtable.text.labels import kind_label
    from cardtable.ui.scenes.setup import SetupScene
    from tests.ui.harness import make_app

    app = make_app(tmp_path)
    setup = SetupScene(app, "quattro")
    app.stack.reset(setup)
    app.step([], 0.016)
    offered = {button.label for button in setup.ring.buttons}
    levels = {i18n.tr(kind_label(kind)) for kind in ("human", "easy", "normal", "hard")}
    assert levels <= offered
    assert not any("oracle" in str(label).lower() for label in offered)


def test_a_file_naming_the_oracle_seats_a_person_there():
    scenario = Scenario("quattro", 2, {}, {}, seed=3, meta={"kinds": ["oracle", "hard"]})
    assert [seat.kind for seat in config_from(scenario).seats] == ["human", "hard"]


# --- the arena says so --------------------------------------------------------------------------


def test_the_arena_says_the_oracle_sees_every_card(capsys):
    result = run_arena("quattro", ["oracle", "easy"], 2, seed=1, iterations={"hard": 40})
    rows = {row["name"]: row for row in result["agents"]}
    assert rows["oracle"]["sees_all"] is True and rows["easy"]["sees_all"] is False
    assert "oracle: sees every card" in format_table(result)
    assert "sees every card" not in format_table(run_arena("quattro", ["easy"], 1, seed=1))
    code = main(
        ["arena", "cuckoo", "--agents", "oracle,easy", "--games", "1", "--iterations", "hard=30"]
    )
    assert code == 0 and "oracle: sees every card" in capsys.readouterr().out
    main(["arena", "cuckoo", "--agents", "oracle,easy", "--games", "1", "--json",
          "--iterations", "hard=30"])  # fmt: skip
    printed = json.loads(capsys.readouterr().out)
    assert printed["iterations"] == {"hard": 30}
    assert [row["sees_all"] for row in printed["agents"]] == [True, False]


@pytest.mark.parametrize("bad", ["hard", "hard=0", "oracle=5", "hard=many", "wizard=3"])
def test_arena_iterations_must_be_level_count_pairs(capsys, bad):
    code = main(["arena", "quattro", "--agents", "easy", "--games", "1", "--iterations", bad])
    assert code == 2 and "--iterations" in capsys.readouterr().err
