"""Dual Clash Poker AI hooks (cardtable/ai/games/clash.py): samples consistent with a seat's
view, the heuristics, the horizon and evaluation, hints, and honesty."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from cardtable.ai.arena import play_one
from cardtable.ai.games import clash as ai
from cardtable.ai.ismcts import Budget, search
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games.clash import SPEC, ClashState
from cardtable.engine.view import Recall, View
from cardtable.text.hints import explanation_text

SMALL = Budget(seconds=60.0, max_iterations=40, min_iterations=40)


def new_game(variant: str = "advanced") -> tuple[ClashState, Recall]:
    state, events = SPEC.new_state(4, {"variant": variant}, {}, ShuffleSource(0, []))
    recall = Recall("clash", 4, {"variant": variant})
    recall.record(events)
    return state, recall  # type: ignore[return-value]


def act(state: ClashState, recall: Recall, seat: int, action: str) -> None:
    recall.record(state.apply(seat, action))


def play_round(state: ClashState, recall: Recall, *cards: str) -> None:
    """Seats 0..3 commit `cards` (given in seat order): in basic the round's leaders first."""
    order = [*state.leaders, *(seat for seat in range(4) if seat not in state.leaders)]
    for seat in order:
        act(state, recall, seat, f"play {cards[seat]}")


def random_positions(variant: str, games: int, seed: int) -> Iterator[tuple[ClashState, Recall]]:
    """Every decision point of `games` random games."""
    rng = random.Random(seed)
    for _ in range(games):
        state, recall = new_game(variant)
        while not state.is_over():
            yield state, recall
            seat = rng.choice(state.to_act())
            act(state, recall, seat, rng.choice(state.legal_actions(seat)))


def guesses(view: View, owner: int, n: int = 400) -> Counter:
    rng = random.Random(11)
    return Counter(ai.sample_state(view, rng).commits[owner] for _ in range(n))


# --- sample_state ------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", ["advanced", "basic"])
def test_samples_agree_with_the_view_and_give_the_same_legal_moves(variant):
    rng = random.Random(3)
    checked = 0
    for state, recall in random_positions(variant, 6, seed=len(variant)):
        for seat in range(4):
            view = recall.view(state, seat)
            sample = ai.sample_state(view, rng)
            assert type(sample) is ClashState
            assert sample.observe(seat) == view.observation
            assert sample.to_act() == state.to_act()
            assert sample.legal_actions(seat) == state.legal_actions(seat)
            for owner in range(4):
                real, guess = state.commits[owner], sample.commits[owner]
                if real is None or state.sees_commit_of(seat, owner):
                    assert guess == real  # known: its own, a basic partner's, or none yet
                else:
                    assert guess in state.hands[owner]  # a card the owner could have chosen
            checked += 1
    assert checked > 500


def test_samples_vary_every_unseen_commit_over_the_whole_hand():
    state, recall = new_game("advanced")
    for seat, card in ((0, "H1"), (1, "D5"), (2, "S3")):
        act(state, recall, seat, f"play {card}")
    view = recall.view(state, 3)
    for owner in (0, 1, 2):  # even the partner's commit is unseen in advanced
        assert set(guesses(view, owner)) == set(state.hands[owner])
    assert guesses(view, 3) == Counter({None: 400})


def test_a_basic_partners_commit_is_known_and_only_the_opponents_are_guessed():
    state, recall = new_game("basic")
    act(state, recall, 0, "play H4")
    act(state, recall, 2, "play S6")
    view = recall.view(state, 1)
    assert guesses(view, 0) == Counter({"H4": 400})
    assert set(guesses(view, 2)) == set(state.hands[2])
    assert guesses(view, 3) == Counter({None: 400})
    # the opponent's partner sees nothing of seat 0's card: it is guessed for seat 3
    act(state, recall, 3, "play C2")
    assert set(guesses(recall.view(state, 3), 0)) == set(state.hands[0])


def test_in_basic_the_second_rounds_leaders_are_guessed_first_and_answered():
    # the lead alternates: seats 1 and 3 lead round 2, seats 0 and 2 answer what they saw
    state, recall = new_game("basic")
    play_round(state, recall, "H2", "D4", "S3", "C1")
    act(state, recall, 1, "play D6")
    act(state, recall, 3, "play C5")
    act(state, recall, 2, "play S1")
    view = recall.view(state, 0)
    assert view.observation.leaders == (1, 3)
    assert guesses(view, 1) == Counter({"D6": 400})  # the leader's card, seen by its partner
    assert set(guesses(view, 3)) == set(state.hands[3])
    assert set(guesses(view, 2)) == set(state.hands[2])
    sample = ai.sample_state(view, random.Random(2))
    assert sample.leaders == (1, 3) and sample.to_act() == (0,)
    assert sample.observe(0) == view.observation


def test_cards_played_in_earlier_rounds_are_never_guessed():
    state, recall = new_game("advanced")
    play_round(state, recall, "H7", "D1", "S2", "C3")  # red win the round; the cards are out
    for seat, card in ((0, "H2"), (1, "D2"), (2, "S4")):
        act(state, recall, seat, f"play {card}")
    view = recall.view(state, 3)
    assert "H7" not in guesses(view, 0)
    assert "D1" not in guesses(view, 1)
    assert "S2" not in guesses(view, 2)


def test_the_guess_leans_on_how_players_play_round_one():
    """Seat 0 fights in the first round by the convention: its joker is guessed more often than
    its 1; seat 1 spares: its 1 is guessed more often than its 7."""
    state, recall = new_game("advanced")
    act(state, recall, 0, "play H1")
    act(state, recall, 1, "play D7")
    view = recall.view(state, 2)
    fighter, sparer = guesses(view, 0, 2000), guesses(view, 1, 2000)
    assert fighter["JR"] > 2 * fighter["H1"]
    assert sparer["D1"] > 2 * sparer["D7"]


def test_a_sample_is_a_live_state_the_search_can_play_on():
    state, recall = new_game("advanced")
    act(state, recall, 0, "play JR")
    sample = ai.sample_state(recall.view(state, 1), random.Random(1))
    for seat, card in ((1, "D1"), (2, "S2"), (3, "C3")):
        sample.apply(seat, f"play {card}")
    assert len(sample.rounds) == 1 or sample.to_act() == (0,)  # resolved, or naming the joker
    assert state.commits == ["JR", None, None, None]  # the real table is untouched
    assert all(len(hand) == 8 for hand in state.hands)


# --- the rollout policy and the joker ----------------------------------------------------------
def joker_table(*cards: str) -> tuple[ClashState, Recall]:
    state, recall = new_game("advanced")
    play_round(state, recall, *cards)
    assert state.to_act() == (0,)  # seat 0's lone joker is being named
    return state, recall


def test_a_lone_joker_is_named_to_win_the_round():
    state, _ = joker_table("JR", "D5", "S6", "C2")
    assert ai.policy(state, 0, state.legal_actions(0), random.Random(0)) == "joker 7"
    # an opposing 7 can only be burned: naming 7 leaves the partner's 5 above the 2
    state, _ = joker_table("JR", "D5", "S7", "C2")
    assert ai.naming_results(state.table, 0) == [0.0] * 6 + [1.0]
    assert ai.policy(state, 0, state.legal_actions(0), random.Random(0)) == "joker 7"


def test_a_lone_joker_never_burns_the_partners_winning_card():
    state, _ = joker_table("JR", "D7", "S6", "C2")
    # 7 would burn the partner's 7 and hand the round to S6; 6 and 2 burn an opposing card
    # needlessly; the highest clean winning value is 5
    assert ai.best_joker_value(state.table, 0) == 5
    assert ai.policy(state, 0, state.legal_actions(0), random.Random(0)) == "joker 5"


def test_a_lone_joker_that_cannot_win_forces_a_replay_to_get_back_in_hand():
    state, _ = joker_table("JR", "D5", "S7", "C5")
    # D5 and C5 burn each other; naming 7 burns S7 too: nothing remains, the round is replayed
    assert ai.naming_results(state.table, 0) == [0.0] * 6 + [0.5]
    assert ai.best_joker_value(state.table, 0) == 7


def test_round_result_names_the_joker_at_its_owners_best():
    assert ai.round_result(("JR", "D7", "S6", "C2"), 0) == 1.0
    assert ai.round_result(("JR", "D7", "S6", "C2"), 1) == 0.0
    assert ai.round_result(("H3", "JR", "JB", "C2"), 0) == 1.0  # two jokers burn: 3 beats 2
    assert ai.round_result(("H5", "D6", "S5", "C6"), 1) == 0.5  # two pairs: a replay


@pytest.mark.parametrize("variant", ["advanced", "basic"])
def test_policy_and_easy_give_legal_moves(variant):
    rng = random.Random(5)
    for state, recall in random_positions(variant, 5, seed=7):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            assert ai.policy(state, seat, legal, rng) in legal
            assert ai.easy(recall.view(state, seat), legal, rng) in legal


def test_policy_decides_only_from_what_the_seat_sees():
    rng = random.Random(9)
    for state, _ in random_positions("advanced", 4, seed=2):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            twin = state.redeal_hidden(seat, rng)
            assert ai.policy(state, seat, legal, random.Random(1)) == ai.policy(
                twin, seat, legal, random.Random(1)
            )


def test_the_policy_hardly_ever_burns_a_partners_card_it_saw():
    state, _ = new_game("basic")
    state.apply(0, "play H6")
    rng = random.Random(0)
    picks = Counter(ai.policy(state, 1, state.legal_actions(1), rng) for _ in range(500))
    assert picks["play D6"] < 10
    assert picks.most_common(1)[0][0] == "play D1"  # the partner's 6 should win: spare


def test_in_basic_the_partner_of_the_second_rounds_leader_answers_it():
    state, _ = new_game("basic")
    for seat, card in ((0, "H2"), (2, "S3"), (1, "D4"), (3, "C1")):
        state.apply(seat, f"play {card}")
    state.apply(1, "play D6")  # seat 1 leads round 2; seat 0 sees the 6 and spares
    rng = random.Random(0)
    picks = Counter(ai.policy(state, 0, state.legal_actions(0), rng) for _ in range(500))
    assert picks["play H6"] < 10
    assert picks.most_common(1)[0][0] == "play H1"


def ones_and_fives(variant: str) -> tuple[ClashState, Recall]:
    """Six counted rounds, 3-3, and every seat holds its 1 and 5: if each team plays one 1 and
    one 5 everything burns, so only a team that burns its own card ends the replays."""
    state, recall = new_game(variant)
    play_round(state, recall, "H7", "D2", "S3", "C4")
    play_round(state, recall, "H2", "D7", "S4", "C3")
    play_round(state, recall, "H3", "D4", "S7", "C7")
    play_round(state, recall, "H4", "D3", "S6", "C2")
    play_round(state, recall, "H6", "D6", "S2", "JB")
    act(state, recall, 3, "joker 7")
    play_round(state, recall, "JR", "JR", "JB", "C6")
    assert state.score == (3, 3) and {len(hand) for hand in state.hands} == {2}
    return state, recall


@pytest.mark.parametrize("variant", ["advanced", "basic"])
def test_rollouts_do_not_replay_forever_when_only_a_self_burn_ends_the_set(variant):
    root, _ = ones_and_fives(variant)
    rng = random.Random(1)
    for _ in range(50):
        state = root.clone()
        for _ in range(2000):
            if ai.at_horizon(root, state):
                break
            acting = state.to_act()
            seat = rng.choice(acting)
            state.apply(seat, ai.policy(state, seat, state.legal_actions(seat), rng))
        assert ai.at_horizon(root, state)


# --- easy -----------------------------------------------------------------------------------------
def easy_picks(state: ClashState, recall: Recall, seat: int, n: int = 300) -> Counter:
    view, legal, rng = recall.view(state, seat), state.legal_actions(seat), random.Random(4)
    return Counter(ai.easy(view, legal, rng) for _ in range(n))


def test_easy_keeps_the_convention_one_fights_one_spares():
    state, recall = new_game("advanced")
    fighter, sparer = easy_picks(state, recall, 0), easy_picks(state, recall, 1)
    assert fighter["play JR"] + fighter["play H7"] > 250
    assert sparer["play D1"] > 250


def test_easy_answers_the_partners_shown_card_in_basic():
    state, recall = new_game("basic")
    act(state, recall, 0, "play H2")  # too low to win alone: seat 1 fights
    picks = easy_picks(state, recall, 1)
    assert picks["play JR"] + picks["play D7"] > 250
    assert picks["play D2"] < 20  # only a careless card would burn the partner's 2


def test_easy_answers_its_partner_when_the_partner_leads():
    state, recall = new_game("basic")
    play_round(state, recall, "H6", "D4", "S3", "C1")
    act(state, recall, 1, "play D2")  # round 2: seat 1 leads with a low card, seat 0 fights
    picks = easy_picks(state, recall, 0)
    assert picks["play JR"] + picks["play H7"] > 250
    assert picks["play H2"] < 20


def test_easy_names_the_joker_well_but_sometimes_says_seven():
    state, recall = joker_table("JR", "D7", "S6", "C2")
    names = easy_picks(state, recall, 0, 400)
    assert set(names) == {"joker 5", "joker 7"}
    assert names["joker 5"] > 300


def test_easy_beats_random():
    wins = 0
    for game in range(24):
        easy_team = game % 2
        seating = ["random"] * 4
        seating[2 * easy_team] = seating[2 * easy_team + 1] = "easy"
        record = play_one("clash", seating, seed=100 + game)
        wins += record.winners == [2 * easy_team, 2 * easy_team + 1]
    assert wins >= 19


# --- horizon and evaluation -------------------------------------------------------------------
def test_the_horizon_is_the_end_of_the_set_running_at_the_root():
    state, recall = new_game("advanced")
    root = state.clone()
    play_round(state, recall, "H7", "D1", "S2", "C3")
    assert not ai.at_horizon(root, state)
    for cards in (("H6", "D2", "S3", "C4"), ("H5", "D3", "S4", "C1"), ("H4", "D5", "S1", "C2")):
        play_round(state, recall, *cards)
    assert state.set_number == 2 and state.medals == (1, 0)
    assert ai.at_horizon(root, state)
    assert ai.evaluate(state) == [0.75, 0.75, 0.25, 0.25]


def test_evaluate_gives_the_outcome_of_a_finished_match_to_both_partners():
    state, _ = new_game("advanced")
    rng = random.Random(2)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, ai.policy(state, seat, state.legal_actions(seat), rng))
    red_won = state.outcome().winners == (0, 1)
    assert ai.evaluate(state) == ([1.0, 1.0, 0.0, 0.0] if red_won else [0.0, 0.0, 1.0, 1.0])


def test_evaluate_is_a_chance_shared_by_partners_everywhere():
    for state, _ in random_positions("basic", 4, seed=3):
        values = ai.evaluate(state)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert values[0] == values[1] and values[2] == values[3]
        assert values[0] + values[2] == pytest.approx(1.0)
    fresh, _ = new_game()
    assert ai.evaluate(fresh) == [0.5, 0.5, 0.5, 0.5]


def test_evaluate_rises_with_rounds_and_medals():
    state, _ = new_game()
    state.score = (3, 0)
    leading = ai.evaluate(state)[0]
    state.medals = (1, 0)
    assert 0.5 < leading < ai.evaluate(state)[0] < 1.0


# --- hints ------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", ["advanced", "basic"])
def test_explain_gives_a_sentence_for_every_legal_move(variant):
    for state, recall in random_positions(variant, 2, seed=4):
        for seat in state.to_act():
            view = recall.view(state, seat)
            for action in state.legal_actions(seat):
                line = say(view, action)
                assert line and line[0].isupper() and "\n" not in line


def test_explain_names_the_reason():
    state, recall = joker_table("JR", "D7", "S6", "C2")
    view = recall.view(state, 0)
    assert say(view, "joker 5") == ("Name the joker 5: your partner's 7 of diamonds wins the round")
    assert "it burns the 6 of spades, so your partner's 7 of diamonds wins" in say(view, "joker 6")
    assert "another value would win" in say(view, "joker 7")
    state, recall = joker_table("JR", "D5", "S6", "C2")
    assert "highest card left" in say(recall.view(state, 0), "joker 7")
    state, recall = joker_table("JR", "D5", "S7", "C5")
    assert "replayed" in say(recall.view(state, 0), "joker 7")
    assert "no value can win" in say(recall.view(state, 0), "joker 3")
    fresh, recall = new_game()
    view = recall.view(fresh, 0)
    assert say(view, "play H1").startswith("Spare the 1 of hearts")
    assert say(view, "play H7").startswith("Fight with the 7 of hearts")
    assert say(view, "play JR").startswith("Play your joker")
    basic, recall = new_game("basic")
    act(basic, recall, 0, "play H6")
    view = recall.view(basic, 1)
    assert say(view, "play D1").startswith("Your partner's 6 of hearts should take the round")
    assert "burns together with your partner's 6 of hearts" in say(view, "play D6")


# --- honesty ----------------------------------------------------------------------------------
def test_decisions_do_not_depend_on_cards_the_seat_cannot_see():
    """The real state and a redeal of the commits `seat` cannot see, with the same recall, give
    the same easy and normal decisions for the same seed."""
    rng = random.Random(6)
    compared = 0
    for variant in ("advanced", "basic"):
        for state, recall in random_positions(variant, 1, seed=8):
            seat = state.to_act()[-1]
            hidden = [o for o in range(4) if state.commits[o] and not state.sees_commit_of(seat, o)]
            if not hidden or compared >= 12:
                continue
            twin = state.redeal_hidden(seat, rng)
            real_view, twin_view = recall.view(state, seat), recall.view(twin, seat)
            legal = state.legal_actions(seat)
            assert twin.legal_actions(seat) == legal
            assert ai.easy(real_view, legal, random.Random(3)) == ai.easy(
                twin_view, legal, random.Random(3)
            )
            real = search(real_view, legal, ai.HOOKS, SMALL, random.Random(3))
            other = search(twin_view, legal, ai.HOOKS, SMALL, random.Random(3))
            assert (real.action, real.visits) == (other.action, other.visits)
            compared += 1
    assert compared >= 6


def say(view, action: str) -> str:
    """The hint's sentence for `action`, in English."""
    return explanation_text(ai.explain(view, action))
