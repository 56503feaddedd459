"""Polar Pairs AI hooks (cardtable/ai/games/polar.py): sampling what a seat cannot see, the
rollout policy, the horizon and evaluation, the easy level, hints, and honesty."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai.agents import SearchAgent
from cardtable.ai.games import polar as hooks
from cardtable.ai.ismcts import Budget
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games.polar import CANONICAL_DECK, PolarState
from cardtable.text.hints import explanation_text
from tests.ai.checks import (
    assert_blind_to_unseen_cards,
    assert_every_move_explained,
    assert_policy_and_easy_legal,
    samples_behind_every_seat,
)
from tests.ai.recorded import RecordedTable, played_on


def stacked_deal(dealer: int, hands: list[list[str]], discard: str, stock=()) -> list[str]:
    """The shuffle that deals `hands` (per seat, by slot) when `dealer` deals, then the first
    discard, then the top of the stock."""
    n = len(hands)
    dealt = [hands[(dealer + 1 + i) % n][i // n] for i in range(4 * n)]
    return [*dealt, discard, *stock]


class Table(RecordedTable):
    def __init__(self, seats: int, seed: int = 0, shuffles=(), dealer: int | None = 0) -> None:
        setup = {} if dealer is None else {"dealer": dealer}
        super().__init__("polar", seats, {"short": False}, setup, ShuffleSource(seed, shuffles))


def random_tables(seeds, seat_counts=(2, 4, 6)):
    """Random games (half random moves, half the rollout policy), yielding every position."""
    for seed in seeds:
        table = Table(seat_counts[seed % len(seat_counts)], seed=seed, dealer=None)
        yield from played_on(table, random.Random(seed), hooks.policy)


# --- sample_state ----------------------------------------------------------------------------


def test_samples_look_exactly_like_the_table_to_the_seat():
    checked = 0
    for table, rng in random_tables(range(12)):
        if rng.random() > 0.3:
            continue
        for _, sample in samples_behind_every_seat(table, rng, hooks.sample_state, PolarState):
            assert Counter(sample.all_cards()) == Counter(CANONICAL_DECK)
            checked += 1
    assert checked > 300


def test_samples_can_be_played_on_to_the_end():
    rng = random.Random(3)
    table = Table(4, seed=3)
    table.play("draw", "flip 0", "take 1")
    sample = hooks.sample_state(table.view(table.state.to_act()[0]), rng)
    while not sample.is_over():
        (seat,) = sample.to_act()
        sample.apply(seat, rng.choice(sample.legal_actions(seat)))
    assert Counter(sample.all_cards()) == Counter(CANONICAL_DECK)


def test_samples_vary_the_hidden_cards_and_use_fresh_randomness():
    table = Table(4, seed=11, dealer=0)
    table.play("draw", "flip 0", "draw", "flip 1")  # seats 1 and 2 have turned one card up
    view = table.view(3)
    rng = random.Random(5)
    samples = [hooks.sample_state(view, rng) for _ in range(60)]
    assert len({s.hands[0] for s in samples}) > 3  # seat 0's far card
    assert len({s.hands[12] for s in samples}) > 3  # the seat's own far card
    assert len({s.stock[-1] for s in samples}) > 3  # the next card to draw
    assert len({s.shuffles.seed for s in samples}) == 60
    assert all(s.shuffles.stacked == () for s in samples)


def test_the_seat_remembers_its_peeked_near_row_after_its_first_action():
    # Dealer 1: seat 0 moves first with near row 9, W.
    hands = [["1", "2", "9", "W"], ["5", "6", "7", "8"]]
    table = Table(2, shuffles=[stacked_deal(1, hands, "3", stock=("4", "4"))], dealer=1)
    assert table.view(0).observation.slots[0] == (None, None, "9", "W")  # the peek
    table.play("draw", "flip 0")  # seat 0 acts: the table hides its near row again
    table.play("draw", "flip 0")
    view = table.view(0)
    assert view.observation.slots[0] == ("1", None, None, None)
    rng = random.Random(1)
    for _ in range(100):
        sample = hooks.sample_state(view, rng)
        assert sample.hands[0:4][2:] == ["9", "W"]
        # the only wild is in the seat's hand, so nobody else can hold it
        assert "W" not in sample.hands[4:] + sample.stock
    # the opponent did not see seat 0's near row: in its samples the wild is anywhere unseen
    opponent = table.view(1)
    places = Counter()
    for _ in range(300):
        sample = hooks.sample_state(opponent, rng)
        places["own" if "W" in sample.hands[0:4] else "elsewhere"] += 1
    assert places["own"] > 0 and places["elsewhere"] > 0


def test_the_whole_discard_pile_is_remembered():
    # The four 9s all go down on the discard pile: nobody can hold one any more.
    hands = [["1", "2", "3", "4"], ["5", "6", "7", "8"]]
    stock = ("9", "9", "9", "10B")
    table = Table(2, shuffles=[stacked_deal(0, hands, "9", stock=stock)], dealer=0)
    table.play("draw", "flip 0", "draw", "flip 0", "draw", "flip 1")
    view = table.view(0)
    assert view.observation.discard_top == "9"
    assert view.observation.discard_size == 4
    rng = random.Random(2)
    for _ in range(100):
        sample = hooks.sample_state(view, rng)
        assert sample.discard == ["9", "9", "9", "9"]
        unseen = [sample.hands[p] for p in range(8) if not sample.up[p // 4] >> p % 4 & 1]
        assert "9" not in unseen + sample.stock


def test_a_card_taken_from_the_pile_leaves_it_and_the_replaced_one_goes_on_top():
    hands = [["1", "2", "3", "4"], ["5", "6", "7", "8"]]
    table = Table(2, shuffles=[stacked_deal(0, hands, "9", stock=("10B",))], dealer=0)
    table.play("take 1")  # seat 1 takes the 9; its 6 goes on the pile
    sample = hooks.sample_state(table.view(0), random.Random(0))
    assert sample.discard == ["6"]
    assert sample.hands[4:8][1] == "9"


def test_a_card_drawn_by_another_seat_is_unknown_but_the_own_drawn_card_is_known():
    hands = [["1", "2", "3", "4"], ["5", "6", "7", "8"]]
    table = Table(2, shuffles=[stacked_deal(0, hands, "9", stock=("10B",))], dealer=0)
    table.play("draw")  # seat 1 holds the 10B
    rng = random.Random(4)
    own = [hooks.sample_state(table.view(1), rng) for _ in range(20)]
    assert {s.drawn for s in own} == {"10B"}
    other = [hooks.sample_state(table.view(0), rng) for _ in range(60)]
    assert len({s.drawn for s in other}) > 3
    assert all(s.legal_actions(1) == table.state.legal_actions(1) for s in other)


# --- policy ----------------------------------------------------------------------------------


def turn_of_seat_1(hands, discard, stock=("10B",)) -> Table:
    """Two seats, dealer 0: seat 1 moves first."""
    return Table(2, shuffles=[stacked_deal(0, hands, discard, stock=stock)], dealer=0)


def policy_move(table: Table) -> str:
    (seat,) = table.state.to_act()
    return hooks.policy(table.state, seat, table.state.legal_actions(seat), random.Random(0))


def test_policy_takes_a_low_discard_into_an_unknown_or_high_slot():
    table = turn_of_seat_1([["1", "2", "3", "4"], ["5", "6", "1", "9"]], discard="2")
    assert policy_move(table) == "take 3"  # the 2 replaces the peeked 9


def test_policy_takes_a_discard_that_pairs_a_card_it_knows():
    table = turn_of_seat_1([["1", "2", "3", "4"], ["5", "6", "8", "7"]], discard="8")
    assert policy_move(table) == "take 3"  # pairs the peeked 8; the 7 goes


def test_policy_draws_over_a_high_discard_then_flips_its_lowest_known_card():
    table = turn_of_seat_1([["1", "2", "3", "4"], ["5", "6", "1", "9"]], discard="10P")
    assert policy_move(table) == "draw"
    table.play("draw")  # a 10B: no use
    assert policy_move(table) == "flip 2"  # the 1 stays anyway; the 9 may still be replaced


def test_policy_keeps_a_drawn_card_that_pairs():
    table = turn_of_seat_1([["1", "2", "3", "4"], ["5", "6", "10B", "1"]], discard="10P")
    table.play("draw")
    assert policy_move(table) in ("keep 0", "keep 1")  # pairs the 10B in an unknown slot


def fourth_turn_of_seat_1_with_three_nines_up() -> Table:
    """Seat 1 holds 9 9 9 face up and the -5 it peeked at face down in slot 3; the last 9 lies
    on the discard pile (seat 0 drew it and flipped instead)."""
    hands = [["1", "2", "3", "4"], ["9", "9", "9", "-5"]]
    table = turn_of_seat_1(hands, discard="8", stock=("10B", "10O", "10P", "1", "2", "9"))
    for slot in range(3):
        table.play("draw", f"flip {slot}", "draw", f"flip {slot}")
    assert table.state.observe(1).discard_top == "9" and table.state.to_act() == (1,)
    return table


def test_policy_takes_the_card_that_makes_four_of_a_kind():
    # Four 9s score 0 and the hand now scores -5, so by score alone the 9 is no use (before
    # issue 12 the policy drew). But four alike face up win the game at once: it takes the 9.
    table = fourth_turn_of_seat_1_with_three_nines_up()
    assert hooks.estimate(["9", "9", "9", "-5"]) == -5
    assert hooks.estimate(["9", "9", "9", "9"]) == hooks.FOUR_OF_A_KIND_POINTS
    assert policy_move(table) == "take 3"


def test_the_search_knows_four_of_a_kind_ends_the_game():
    table = fourth_turn_of_seat_1_with_three_nines_up()
    agent = SearchAgent("polar", Budget(seconds=60.0, max_iterations=60))
    view = table.view(1)
    assert agent.choose(view, table.state.legal_actions(1), random.Random(0)) == "take 3"
    table.play("take 3")
    assert table.state.is_over() and table.state.outcome().winners == (1,)
    assert hooks.win_chances(table.state) == [0.0, 1.0]
    values = hooks.evaluate(table.state)
    assert values[1] >= hooks.WIN_WEIGHT > hooks.POINTS_WEIGHT >= values[0]


def test_policy_and_easy_always_return_legal_moves():
    assert_policy_and_easy_legal(hooks, random_tables(range(6)))


# --- the easy level --------------------------------------------------------------------------


def test_easy_forgets_its_near_row_after_its_first_action():
    # Seat 1 peeks 9 and 1; its first turn flips slot 0. Then it draws a 6.
    table = turn_of_seat_1(
        [["1", "2", "3", "4"], ["5", "7", "9", "1"]], discard="10P", stock=("10B", "10O", "6")
    )
    table.play("draw", "flip 0", "draw", "flip 0", "draw")
    view = table.view(1)
    assert view.observation.drawn == "6"
    legal = table.state.legal_actions(1)
    # remembering the 9, the 6 replaces it (as the search's rollouts and hints do) ...
    assert hooks.policy(table.state, 1, legal, random.Random(0)) == "keep 2"
    assert "your 9" in say(view, "keep 2")
    # ... but the easy player only sees two unknown cards, and a 6 is worse than average
    for seed in range(20):
        assert hooks.easy(view, legal, random.Random(seed)).startswith("flip")


def test_easy_beats_random():
    from cardtable.ai.arena import run_arena

    result = run_arena("polar", ["easy", "random"], 12, seed=1, jobs=1)
    easy, rand = result["agents"]
    assert easy["wins"] >= 10 and rand["wins"] <= 1


# --- horizon and evaluation -------------------------------------------------------------------


def test_the_horizon_is_the_end_of_the_round_or_a_later_draw():
    table = Table(2, seed=4)
    root = table.state.clone()
    table.play("take 0")
    assert not hooks.at_horizon(root, table.state)
    table.play("draw")  # a later turn's drawn card: the heuristic decides it in `evaluate`
    assert hooks.at_horizon(root, table.state)
    table.play("flip 1")
    while table.state.round == root.round:
        assert not hooks.at_horizon(root, table.state) or table.state.drawn is not None
        table.play(policy_move(table))
    assert hooks.at_horizon(root, table.state)
    # at a root holding a drawn card, that card is no horizon
    table.play("draw")
    holding = table.state.clone()
    assert not hooks.at_horizon(holding, table.state)


def test_the_searching_seats_own_draw_is_a_horizon_too():
    """Below the seat's own draw a node keyed by moves would keep or flip one way for every
    card drawn: the heuristic decides there, card in view, and its own keep-or-flip decision
    is searched only when the card is in hand at the root."""
    table = Table(2, seed=4)
    root = table.state.clone()
    table.play("draw")
    assert hooks.at_horizon(root, table.state)
    holding = table.state.clone()
    assert not hooks.at_horizon(holding, table.state)
    table.play("flip 1")
    assert not hooks.at_horizon(holding, table.state)
    table.play("draw")  # the next seat's draw
    assert hooks.at_horizon(holding, table.state)


def test_evaluate_plays_a_round_in_progress_out_with_the_policy():
    table = Table(3, seed=6)
    table.play("draw", "flip 0", "take 1", "draw")
    before = table.state.clone()
    values = hooks.evaluate(table.state)
    assert table.state.summary() == before.summary()  # evaluate leaves its state alone
    while table.state.round == 1:
        table.play(policy_move(table))
    assert values == hooks.evaluate(table.state)
    mean = sum(table.state.totals) / 3
    chances = hooks.win_chances(table.state)
    assert sum(chances) == pytest.approx(1.0)
    for value, chance, total in zip(values, chances, table.state.totals, strict=True):
        standing = hooks.points_standing(total, mean)
        assert value == pytest.approx(0.9 * chance + 0.1 * standing)


def test_evaluate_gives_the_outcome_of_a_finished_game():
    for table, _ in random_tables(range(8)):
        if not table.state.is_over():
            continue
        values = hooks.win_chances(table.state)
        winners = table.state.outcome().winners
        assert values == [
            1 / len(winners) if s in winners else 0.0 for s in range(table.state.n_seats)
        ]


def test_a_seat_that_cannot_win_still_values_a_lower_total():
    """At the last round's end, far behind: the chance to win is 0 either way, the value is
    not (0.1 x the points standing), and fewer points are worth more."""
    table = Table(4, seed=2)
    state = table.state
    state.round = state.rounds_total
    state.totals = [10, 12, 14, 60]
    worse = hooks.evaluate(state)
    state.totals = [10, 12, 14, 50]
    better = hooks.evaluate(state)
    assert hooks.win_chances(state)[3] < 1e-3
    assert better[3] > worse[3] > 0.0
    assert hooks.points_standing(50, 21.5) > hooks.points_standing(60, 24.0)


def test_evaluate_at_the_horizon_favours_low_totals_and_sharpens_late():
    table = Table(4, seed=2)
    state = table.state
    state.totals = [10, 0, 20, 10]
    early = hooks.win_chances(state)
    assert all(0.0 <= v <= 1.0 for v in early) and sum(early) == pytest.approx(1.0)
    assert early[1] > early[0] > early[2]
    assert early[0] == pytest.approx(early[3])
    state.round = 10
    late = hooks.win_chances(state)
    assert late[1] > early[1] and late[2] < early[2]
    values = hooks.evaluate(state)
    assert values[1] > values[0] > values[2] and values[0] == pytest.approx(values[3])
    for table, _ in random_tables(range(3)):
        values = hooks.evaluate(table.state)
        assert all(0.0 <= v <= 1.0 for v in values)


# --- hints -----------------------------------------------------------------------------------


def test_explain_gives_a_sentence_for_every_legal_move():
    assert_every_move_explained(hooks, random_tables(range(3)), share=0.3, words=4)


def test_explain_names_the_pair():
    table = turn_of_seat_1([["1", "2", "3", "4"], ["5", "6", "8", "7"]], discard="8")
    assert say(table.view(1), "take 3") == (
        "Take the 8 in place of your bottom-right card: it pairs your bottom-left card, another 8"
    )
    assert say(table.view(1), "draw").startswith("Draw: the 8")


# --- honesty ---------------------------------------------------------------------------------


def test_decisions_depend_only_on_what_the_seat_has_seen():
    assert_blind_to_unseen_cards(
        "polar", random_tables(range(4), seat_counts=(3,)), iterations=30, share=0.15
    )


def say(view, action: str) -> str:
    """The hint's sentence for `action`, in English."""
    return explanation_text(hooks.explain(view, action))
