"""Dual Clash Poker: one test per paragraph of the rules and per ruling (docs/rules/clash.md),
with explicit before/after."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import CommonReason, Outcome, Seats
from cardtable.engine.games.clash import (
    SPEC,
    Burned,
    CardsRevealed,
    ClashReason,
    ClashState,
    Committed,
    JokerNamed,
    MatchWon,
    RoundReplayed,
    RoundWon,
    SetStarted,
    SetWon,
)
from tests.conftest import SCENARIOS
from tests.engine.golden import replayed
from tests.engine.log_line import said_in
from tests.engine.rejects import rejects

said = said_in("clash")


JOKER_ACTIONS = tuple(f"joker {v}" for v in range(1, 8))
FULL = (
    ("H1", "H2", "H3", "H4", "H5", "H6", "H7", "JR"),
    ("D1", "D2", "D3", "D4", "D5", "D6", "D7", "JR"),
    ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "JB"),
    ("C1", "C2", "C3", "C4", "C5", "C6", "C7", "JB"),
)


def new(variant: str = "advanced") -> ClashState:
    state, _ = SPEC.new_state(4, {"variant": variant}, {}, ShuffleSource(0, []))
    return state


def play_round(state: ClashState, *cards: str) -> list:
    """Seats 0..3 commit `cards` (given in seat order): in basic the round's leaders first."""
    events: list = []
    order = [*state.leaders, *(seat for seat in range(4) if seat not in state.leaders)]
    for seat in order:
        events += state.apply(seat, f"play {cards[seat]}")
    return events


def last_round(state: ClashState) -> dict:
    return state.summary()["rounds"][-1]


def kinds(events: list) -> list[str]:
    return [type(e).__name__ for e in events]


# --- The game --------------------------------------------------------------------------------
def test_spec():
    assert SPEC.id == "clash" and SPEC.title == "Dual Clash Poker"
    assert SPEC.seats == Seats(4, 4, 4)
    assert SPEC.option_defaults() == {"variant": "advanced"}
    assert SPEC.options[0].choices == ("advanced", "basic")
    assert SPEC.setup_keys == ()
    assert SPEC.verbs == {"play": ("card",), "joker": ("int",)}
    assert SPEC.deck[:7] == ("H1", "H2", "H3", "H4", "H5", "H6", "H7")
    assert SPEC.deck[7] == "D1" and SPEC.deck[21] == "C1"
    assert SPEC.deck[28:] == ("JR", "JR", "JB", "JB")


def test_new_state_needs_four_seats_and_a_known_variant():
    with pytest.raises(ValueError, match="exactly 4 seats"):
        SPEC.new_state(3, {"variant": "advanced"}, {}, ShuffleSource(0))
    with pytest.raises(ValueError, match="variant"):
        SPEC.new_state(4, {"variant": "silly"}, {}, ShuffleSource(0))


def test_no_shuffling_at_all():
    source = ShuffleSource(7)
    state, events = SPEC.new_state(4, {"variant": "advanced"}, {}, source)
    assert source.used == 0
    assert events == [SetStarted(1)]
    assert state.summary() == {
        "hands": [list(h) for h in FULL],
        "score": {"red": 0, "black": 0},
        "medals": {"red": 0, "black": 0},
        "rounds": [],
    }


# --- Cards -------------------------------------------------------------------------------------
def test_each_player_holds_1_to_7_of_their_suit_and_a_joker_of_their_team_colour():
    state = new()
    assert tuple(tuple(h) for h in state.summary()["hands"]) == FULL
    for seat in range(4):
        assert state.legal_actions(seat) == tuple(f"play {c}" for c in FULL[seat])


def test_everyone_knows_every_hand():
    state = new()
    state.apply(0, "play H3")
    for viewer in (-1, 0, 1, 2, 3):
        obs = state.observe(viewer)
        assert obs.hands == FULL  # on the table the committed card is not singled out


# --- A round: 1. Commit ------------------------------------------------------------------------
def test_commit_all_four_seats_act_at_once_in_advanced():
    state = new()
    assert state.to_act() == (0, 1, 2, 3)
    events = state.apply(2, "play S4")
    assert events == [Committed(2, "S4", False)]
    assert state.to_act() == (0, 1, 3)
    assert state.legal_actions(2) == ()
    state.apply(0, "play H1")
    assert state.to_act() == (1, 3)
    assert state.observe(3).committed == (True, False, True, False)


def test_commits_may_come_in_any_order():
    state = new()
    for seat, card in ((3, "C2"), (1, "D6"), (0, "H3"), (2, "S5")):
        state.apply(seat, f"play {card}")
    assert last_round(state)["cards"] == ["H3", "D6", "S5", "C2"]
    assert last_round(state)["winner"] == "red"


def test_advanced_commit_is_hidden_from_everyone_else_even_the_partner():
    state = new("advanced")
    [event] = state.apply(0, "play H5")
    assert event.redact(0) == Committed(0, "H5", False)
    for other in (-1, 1, 2, 3):
        assert event.redact(other).card is None
        assert said(event.redact(other), ["Ann", "Bob", "Cy", "Di"]) == "Ann commits a card"
        assert state.observe(other).commits == (None, None, None, None)
    assert state.observe(0).commits == ("H5", None, None, None)
    assert said(event, ["Ann", "Bob", "Cy", "Di"]) == "Ann commits the 5 of hearts"


# --- A round: 2. Reveal ------------------------------------------------------------------------
def test_reveal_turns_up_the_four_cards_together_and_they_leave_the_hands():
    state = new()
    events = play_round(state, "H2", "D4", "S3", "C1")
    assert kinds(events) == ["Committed"] * 4 + ["CardsRevealed", "RoundWon"]
    assert events[4] == CardsRevealed(("H2", "D4", "S3", "C1"))
    hands = state.summary()["hands"]
    assert "H2" not in hands[0] and "D4" not in hands[1]
    assert "S3" not in hands[2] and "C1" not in hands[3]
    assert [len(h) for h in hands] == [7, 7, 7, 7]


def test_a_played_card_is_not_in_the_hands_of_the_summary():
    # Issue 12: a card played to the current round lies in front of its player. Before: the
    # summary kept a face-down commit in the hand (but dropped it while a joker was named).
    # After: it leaves the hand the moment it is played, in both cases.
    state = new()
    state.apply(0, "play H3")
    state.apply(3, "play JB")
    hands = state.summary()["hands"]
    assert hands[0] == ["H1", "H2", "H4", "H5", "H6", "H7", "JR"]
    assert hands[3] == ["C1", "C2", "C3", "C4", "C5", "C6", "C7"]
    assert hands[1] == list(FULL[1]) and hands[2] == list(FULL[2])
    assert state.observe(2).hands == FULL  # the table does not single the commit out
    state.apply(1, "play D5")
    state.apply(2, "play S6")  # the lone joker waits for its value: the same four are out
    assert state.observe(0).phase == "joker"
    waiting = state.summary()["hands"]
    assert [len(hand) for hand in waiting] == [7, 7, 7, 7]
    assert "H3" not in waiting[0] and "JB" not in waiting[3]
    state.apply(3, "joker 3")  # the 3s burn; S6 wins for black: the cards are out for good
    assert state.summary()["hands"] == waiting


def test_a_replayed_round_gives_the_played_cards_back_to_the_hands():
    state = new()
    for seat, card in enumerate(("H4", "D4", "S2")):
        state.apply(seat, f"play {card}")
        assert card not in state.summary()["hands"][seat]
    state.apply(3, "play C2")  # two pairs: the round is replayed
    assert state.summary()["hands"] == [list(hand) for hand in FULL]


# --- A round: 3. Joker -------------------------------------------------------------------------
def test_a_lone_joker_is_named_by_its_owner_after_seeing_the_other_three_cards():
    state = new()
    events = play_round(state, "H6", "D5", "S5", "JB")
    assert kinds(events)[-1] == "CardsRevealed"
    assert state.to_act() == (3,)
    assert state.legal_actions(3) == JOKER_ACTIONS
    assert all(state.legal_actions(seat) == () for seat in (0, 1, 2))
    for viewer in (-1, 0, 1, 2, 3):
        obs = state.observe(viewer)
        assert obs.phase == "joker" and obs.joker_seat == 3
        assert obs.table == ("H6", "D5", "S5", "JB")
    events = state.apply(3, "joker 7")
    assert events == [JokerNamed(3, 7), Burned((1, 2)), RoundWon(1, 3, (0, 1))]
    assert last_round(state) == {
        "set": 1,
        "cards": ["H6", "D5", "S5", "JB"],
        "joker": 7,
        "burned": [1, 2],
        "winner": "black",
    }
    assert state.to_act() == (0, 1, 2, 3)
    assert "JB" not in state.summary()["hands"][3]


def test_a_named_joker_may_equal_another_card_and_then_both_burn():
    state = new()
    play_round(state, "JR", "D3", "S6", "C2")
    events = state.apply(0, "joker 6")
    assert events[1] == Burned((0, 2))
    assert last_round(state)["joker"] == 6
    assert last_round(state)["winner"] == "red"  # D3 beats C2


def test_a_partners_joker_may_be_named_anything_from_1_to_7():
    state = new()
    play_round(state, "H4", "JR", "S6", "C2")
    assert state.to_act() == (1,)
    state.apply(1, "joker 1")
    assert last_round(state)["burned"] == []
    assert last_round(state)["winner"] == "black"  # S6 is highest


def test_two_jokers_burn_without_a_value():
    state = new()
    events = play_round(state, "JR", "D3", "JB", "C5")
    assert state.phase == "commit"  # nobody names anything: straight on to the next commit
    assert events[-2:] == [Burned((0, 2)), RoundWon(1, 3, (0, 1))]
    assert last_round(state) == {
        "set": 1,
        "cards": ["JR", "D3", "JB", "C5"],
        "joker": None,
        "burned": [0, 2],
        "winner": "black",
    }
    # burned jokers are out of the game like any played card
    assert state.summary()["hands"][0][-1] == "H7" and state.summary()["hands"][2][-1] == "S7"


def test_teammates_jokers_burn_each_other_too():
    state = new()
    play_round(state, "JR", "JR", "S1", "C2")
    assert last_round(state)["burned"] == [0, 1]
    assert last_round(state)["winner"] == "black"


def test_three_jokers_burn():
    state = new()
    play_round(state, "JR", "JR", "JB", "C1")
    assert last_round(state)["burned"] == [0, 1, 2]
    assert last_round(state)["joker"] is None
    assert last_round(state)["winner"] == "black"


# --- A round: 4. Burn --------------------------------------------------------------------------
def test_teammates_cards_burn_each_other():
    state = new()
    events = play_round(state, "H7", "D7", "S6", "C5")
    assert Burned((0, 1)) in events
    assert last_round(state)["burned"] == [0, 1]
    assert last_round(state)["winner"] == "black"  # S6


def test_opponents_cards_burn_each_other():
    state = new()
    play_round(state, "H7", "D2", "S7", "C5")
    assert last_round(state)["burned"] == [0, 2]
    assert last_round(state)["winner"] == "black"  # C5 beats D2


def test_three_of_a_kind_burns():
    state = new()
    events = play_round(state, "H3", "D3", "S3", "C2")
    assert Burned((0, 1, 2)) in events
    assert last_round(state)["winner"] == "black"  # C2 is all that remains


def test_nothing_burns_when_all_values_differ():
    state = new()
    events = play_round(state, "H1", "D2", "S3", "C4")
    assert "Burned" not in kinds(events)
    assert last_round(state)["burned"] == []


# --- A round: 5. Result -----------------------------------------------------------------------
def test_the_highest_remaining_card_wins_the_round_for_its_team():
    state = new()
    events = play_round(state, "H2", "D4", "S3", "C1")
    assert events[-1] == RoundWon(0, 1, (1, 0))
    assert state.summary()["score"] == {"red": 1, "black": 0}
    assert said(events[-1], ["Ann", "Bob", "Cy", "Di"]).startswith("Red wins the round")


def test_a_low_card_wins_when_the_higher_ones_burn():
    state = new()
    play_round(state, "H1", "D7", "S7", "C6")  # 7s burn; C6 beats H1
    assert last_round(state)["winner"] == "black"
    state = new()
    play_round(state, "H1", "D6", "S6", "C6")  # three 6s burn; only H1 remains
    assert last_round(state)["winner"] == "red"


def test_played_cards_are_out_of_the_game_after_a_resolved_round():
    state = new()
    play_round(state, "H7", "D7", "S6", "C5")  # burned and winning cards alike
    hands = state.summary()["hands"]
    assert hands == [
        ["H1", "H2", "H3", "H4", "H5", "H6", "JR"],
        ["D1", "D2", "D3", "D4", "D5", "D6", "JR"],
        ["S1", "S2", "S3", "S4", "S5", "S7", "JB"],
        ["C1", "C2", "C3", "C4", "C6", "C7", "JB"],
    ]
    assert "play H7" not in state.legal_actions(0)
    with rejects(ClashReason.CARD_NOT_HELD, seat=0, card="H7"):
        state.apply(0, "play H7")


def test_four_of_a_kind_is_replayed_with_the_cards_back_in_hand():
    state = new()
    play_round(state, "H7", "D7", "S6", "C5")  # black 1-0
    before = state.summary()["hands"]
    events = play_round(state, "H1", "D1", "S1", "C1")
    assert events[-2:] == [Burned((0, 1, 2, 3)), RoundReplayed()]
    assert state.summary()["hands"] == before
    assert state.summary()["score"] == {"red": 0, "black": 1}  # a replay is not counted
    assert last_round(state) == {
        "set": 1,
        "cards": ["H1", "D1", "S1", "C1"],
        "joker": None,
        "burned": [0, 1, 2, 3],
        "winner": None,
    }
    assert state.to_act() == (0, 1, 2, 3)
    assert state.observe(0).round_number == 2  # the same round again


def test_two_pairs_are_replayed():
    state = new()
    play_round(state, "H1", "D2", "S2", "C1")
    assert last_round(state)["winner"] is None
    assert state.summary()["hands"] == [list(h) for h in FULL]
    assert state.summary()["score"] == {"red": 0, "black": 0}


def test_two_jokers_and_a_pair_burn_everything_and_are_replayed_jokers_included():
    state = new()
    events = play_round(state, "JR", "D3", "JB", "C3")
    assert kinds(events)[-2:] == ["Burned", "RoundReplayed"]
    assert last_round(state)["joker"] is None and last_round(state)["winner"] is None
    assert state.summary()["hands"] == [list(h) for h in FULL]


def test_a_named_joker_that_completes_two_pairs_is_replayed_and_goes_back_unnamed():
    state = new()
    play_round(state, "H4", "D4", "S6", "JB")
    events = state.apply(3, "joker 6")
    assert events[-1] == RoundReplayed()
    assert last_round(state)["joker"] == 6
    assert state.summary()["hands"][3][-1] == "JB"
    assert state.legal_actions(3)[-1] == "play JB"


# --- Sets and match ----------------------------------------------------------------------------
BLACK_SET = (("H1", "D1", "S1", "C7"), ("H2", "D2", "S2", "C6"))
BLACK_SET += (("H3", "D3", "S3", "C5"), ("H4", "D4", "S7", "C4"))


def test_a_set_is_won_by_the_first_team_to_win_4_rounds_and_takes_a_medal():
    state = new()
    for cards in BLACK_SET[:3]:
        play_round(state, *cards)
    assert state.summary()["score"] == {"red": 0, "black": 3}
    events = play_round(state, *BLACK_SET[3])
    assert events[-3:] == [RoundWon(1, 2, (0, 4)), SetWon(1, (0, 1)), SetStarted(2)]
    summary = state.summary()
    assert summary["medals"] == {"red": 0, "black": 1}
    # "A new set starts with everyone's full 8 cards" and a fresh score
    assert summary["hands"] == [list(h) for h in FULL]
    assert summary["score"] == {"red": 0, "black": 0}
    assert state.observe(1).set_number == 2 and state.observe(1).round_number == 1
    assert [r["set"] for r in summary["rounds"]] == [1, 1, 1, 1]
    play_round(state, "H7", "D1", "S1", "C1")
    assert state.summary()["rounds"][-1]["set"] == 2


def test_a_set_lasts_at_most_7_rounds_not_counting_replays():
    state = new()
    for cards in (
        ("H7", "D1", "S1", "C1"),  # red 1-0
        ("H1", "D7", "S2", "C2"),  # red 2-0
        ("H6", "D2", "S3", "C3"),  # red 3-0
        ("H2", "D3", "S7", "C4"),  # black 3-1
        ("H3", "D4", "S4", "C7"),  # black 3-2
        ("H4", "D5", "S6", "C5"),  # black 3-3
    ):
        play_round(state, *cards)
    assert state.summary()["score"] == {"red": 3, "black": 3}
    assert state.summary()["hands"] == [["H5", "JR"], ["D6", "JR"], ["S5", "JB"], ["C6", "JB"]]
    play_round(state, "H5", "D6", "S5", "C6")  # two pairs: the 7th round is replayed
    assert state.summary()["hands"] == [["H5", "JR"], ["D6", "JR"], ["S5", "JB"], ["C6", "JB"]]
    play_round(state, "H5", "D6", "S5", "JB")
    events = state.apply(3, "joker 7")  # the 5s burn; 7 beats D6
    assert kinds(events)[-3:] == ["RoundWon", "SetWon", "SetStarted"]
    summary = state.summary()
    assert summary["medals"] == {"red": 0, "black": 1}
    assert len(summary["rounds"]) == 8 and summary["rounds"][6]["winner"] is None
    assert summary["hands"] == [list(h) for h in FULL]


def test_the_first_team_to_2_medals_wins_the_match():
    state = new()
    for _ in range(2):
        for cards in BLACK_SET[:3]:
            play_round(state, *cards)
        events = play_round(state, *BLACK_SET[3])
    assert events[-2:] == [SetWon(1, (0, 2)), MatchWon(1)]
    assert said(events[-1], ["a", "b", "c", "d"]) == "Black wins the match"
    assert state.is_over()
    assert state.outcome() == Outcome(winners=(2, 3), draw=False, scores=(0, 0, 2, 2))
    assert state.to_act() == ()
    assert all(state.legal_actions(seat) == () for seat in range(4))
    summary = state.summary()
    assert summary["winner"] == "black"
    assert summary["medals"] == {"red": 0, "black": 2}
    assert summary["score"] == {"red": 0, "black": 4}  # the last set as it ended
    assert state.observe(0).phase == "over" and state.observe(0).winner == "black"
    with rejects(CommonReason.GAME_OVER):
        state.apply(0, "play H5")


def test_a_match_can_go_to_three_sets_and_red_can_win_it():
    state = new()
    red_set = [("H7", "D1", "S1", "C1"), ("H6", "D2", "S2", "C2")]
    red_set += [("H5", "D3", "S3", "C3"), ("H1", "D7", "S4", "C4")]
    for winner_sets in (red_set, BLACK_SET, red_set):
        for cards in winner_sets:
            play_round(state, *cards)
    assert state.summary()["medals"] == {"red": 2, "black": 1}
    assert state.summary()["winner"] == "red"
    assert state.outcome().winners == (0, 1)
    assert state.outcome().scores == (2, 2, 1, 1)


def test_random_matches_end_and_no_set_is_longer_than_7_rounds():
    rng = random.Random(5)
    for variant in ("advanced", "basic"):
        for _ in range(30):
            state = new(variant)
            while not state.is_over():
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            counted: dict[int, int] = {}
            for record in state.summary()["rounds"]:
                if record["winner"] is not None:
                    counted[record["set"]] = counted.get(record["set"], 0) + 1
            assert all(4 <= n <= 7 for n in counted.values())
            assert 2 <= len(counted) <= 3
            assert max(state.summary()["medals"].values()) == 2


# --- Variants ----------------------------------------------------------------------------------
def test_basic_the_lower_seat_of_each_team_leads_the_first_round():
    state = new("basic")
    assert state.leaders == (0, 2) and state.observe(1).leaders == (0, 2)
    assert state.to_act() == (0, 2)
    assert state.legal_actions(1) == () and state.legal_actions(3) == ()
    with rejects(ClashReason.PARTNER_FIRST, seat=1, partner=0):
        state.apply(1, "play D1")
    state.apply(2, "play S4")
    assert state.to_act() == (0, 3)
    state.apply(0, "play H2")
    assert state.to_act() == (1, 3)
    state.apply(3, "play C6")
    state.apply(1, "play D5")
    assert last_round(state)["cards"] == ["H2", "D5", "S4", "C6"]


def test_basic_the_lead_alternates_every_round_a_replay_included():
    # Issue 12. Before: seats 0 and 2 led every round, so seat 0 (the human by default) always
    # committed blind. After: the lead alternates between partners every round.
    state = new("basic")
    leads = []
    for cards in (
        ("H2", "D4", "S3", "C1"),  # red 1-0
        ("H5", "D5", "S5", "C5"),  # four 5s burn: replayed, and the replay counts
        ("H6", "D2", "S2", "C6"),  # two pairs: replayed again
        ("H7", "D3", "S4", "C2"),  # red 2-0
    ):
        leads.append(state.leaders)
        play_round(state, *cards)
    assert leads == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert [r["winner"] for r in state.summary()["rounds"]] == ["red", None, None, "red"]
    assert state.leaders == (0, 2) and state.to_act() == (0, 2)
    assert state.observe(3).leaders == (0, 2)
    assert new("advanced").observe(0).leaders == ()


def test_basic_a_new_set_starts_with_the_lower_seats_leading():
    state = new("basic")
    for cards in (("H7", "D1", "S1", "C2"), ("H6", "D2", "S2", "C3"), ("H5", "D3", "S3", "C4")):
        play_round(state, *cards)  # red 3-0; leads (0, 2), (1, 3), (0, 2)
    assert state.leaders == (1, 3)
    play_round(state, "H4", "D6", "S4", "C5")  # the 4th round, led by seats 1 and 3: the set
    assert state.summary()["medals"] == {"red": 1, "black": 0}
    assert state.set_number == 2 and state.leaders == (0, 2) and state.to_act() == (0, 2)


def test_basic_the_leaders_partner_sees_the_lead():
    state = new("basic")
    play_round(state, "H2", "D4", "S3", "C1")
    assert state.to_act() == (1, 3)
    with rejects(ClashReason.PARTNER_FIRST, seat=0, partner=1):
        state.apply(0, "play H6")
    [event] = state.apply(1, "play D6")
    assert event == Committed(1, "D6", True)
    assert event.redact(0) == event and event.redact(2).card is None
    assert state.observe(0).commits == (None, "D6", None, None)
    assert state.observe(2).commits == (None, None, None, None)
    assert state.to_act() == (0, 3)


def test_basic_the_partner_sees_the_choice_but_the_opponents_do_not():
    state = new("basic")
    [event] = state.apply(0, "play H6")
    assert event == Committed(0, "H6", True)
    assert event.redact(1) == event
    assert event.redact(2).card is None and event.redact(3).card is None
    assert event.redact(-1).card is None
    assert state.observe(1).commits == ("H6", None, None, None)
    assert state.observe(2).commits == (None, None, None, None)
    assert state.observe(3).commits == (None, None, None, None)
    assert state.observe(2).committed == (True, False, False, False)


def test_basic_the_joker_is_still_named_after_the_reveal():
    state = new("basic")
    play_round(state, "H3", "D6", "S6", "JB")
    assert state.to_act() == (3,)
    state.apply(3, "joker 2")
    assert last_round(state)["winner"] == "red"  # 6s burn; H3 beats the named 2


# --- Illegal moves -----------------------------------------------------------------------------
def test_a_card_not_held_cannot_be_played():
    state = new()
    with rejects(ClashReason.CARD_NOT_HELD, seat=0, card="S3"):
        state.apply(0, "play S3")
    with rejects(ClashReason.CARD_NOT_HELD, seat=2, card="JR"):
        state.apply(2, "play JR")
    assert state.to_act() == (0, 1, 2, 3)  # nothing changed


def test_acting_twice_in_a_round_is_illegal():
    state = new()
    state.apply(1, "play D4")
    with rejects(ClashReason.ALREADY_COMMITTED, seat=1):
        state.apply(1, "play D5")
    assert state.observe(1).commits[1] == "D4"


def test_naming_a_joker_during_the_commit_is_illegal():
    state = new()
    with rejects(ClashReason.NO_JOKER_TO_NAME, seat=0):
        state.apply(0, "joker 3")


def test_while_a_joker_is_named_nobody_else_acts_and_its_owner_only_names():
    state = new()
    play_round(state, "JR", "D2", "S3", "C4")
    with rejects(ClashReason.JOKER_BEING_NAMED, seat=2, joker_seat=0):
        state.apply(2, "play S4")
    with rejects(ClashReason.JOKER_BEING_NAMED, seat=1, joker_seat=0):
        state.apply(1, "joker 5")
    with rejects(ClashReason.MUST_NAME_JOKER, seat=0):
        state.apply(0, "play H1")
    for bad in ("joker 0", "joker 8"):
        with rejects(CommonReason.NOT_A_MOVE, action=bad):
            state.apply(0, bad)


def test_unknown_moves_and_seats_are_rejected():
    state = new()
    for bad in ("pass", "play", "play H9", "play h1"):
        with rejects(CommonReason.NOT_A_MOVE, action=bad):
            state.apply(0, bad)
    with rejects(CommonReason.NO_SUCH_SEAT, seat=4):
        state.apply(4, "play H1")


# --- Information, copies -----------------------------------------------------------------------
def test_observation_shows_public_facts():
    state = new()
    play_round(state, "H2", "D4", "S3", "C1")
    state.apply(3, "play C7")
    obs = state.observe(2)
    assert obs.seat == 2 and obs.variant == "advanced" and obs.phase == "commit"
    assert obs.committed == (False, False, False, True)
    assert obs.commits == (None, None, None, None)
    assert obs.table is None and obs.joker_seat is None
    assert obs.score == (1, 0) and obs.medals == (0, 0)
    assert obs.set_number == 1 and obs.round_number == 2
    assert obs.rounds[0].cards == ("H2", "D4", "S3", "C1") and obs.rounds[0].winner == "red"
    assert obs.winner is None
    assert state.observe(3).commits == (None, None, None, "C7")


def test_redeal_hidden_changes_only_commits_the_seat_cannot_see():
    rng = random.Random(3)
    for variant in ("advanced", "basic"):
        state = new(variant)
        play_round(state, "H2", "D4", "S3", "C1")
        if variant == "basic":  # seats 1 and 3 lead the second round; seat 0 answers seat 1
            state.apply(1, "play D6")
            state.apply(3, "play C6")
        state.apply(0, "play H5")
        if variant == "advanced":
            state.apply(2, "play S6")
        for viewer in (-1, 0, 1, 2, 3):
            for _ in range(20):
                twin = state.redeal_hidden(viewer, rng)
                assert twin.observe(viewer) == state.observe(viewer)
                for owner in range(4):
                    if state.commits[owner] is None:
                        assert twin.commits[owner] is None
                    else:
                        assert twin.commits[owner] in state.hands[owner]
                    if state.sees_commit_of(viewer, owner):
                        assert twin.commits[owner] == state.commits[owner]
        assert state.commits[0] == "H5"  # the original is untouched
    # an opponent's commit really is redealt
    state = new()
    state.apply(0, "play H5")
    seen = {state.redeal_hidden(2, rng).commits[0] for _ in range(200)}
    assert seen == set(FULL[0])


def test_clone_is_independent():
    state = new()
    play_round(state, "H2", "D4", "S3", "C1")
    state.apply(0, "play H5")
    twin = state.clone()
    for seat, action in ((1, "play D5"), (2, "play S5"), (3, "play C5")):
        twin.apply(seat, action)
    assert state.to_act() == (1, 2, 3)
    assert state.summary()["hands"][0] == ["H1", "H3", "H4", "H6", "H7", "JR"]  # H5 is played
    assert len(state.summary()["rounds"]) == 1 and len(twin.summary()["rounds"]) == 2
    assert twin.summary()["rounds"][-1]["winner"] is None  # four 5s: replayed, H5 is back
    assert twin.summary()["hands"][0] == ["H1", "H3", "H4", "H5", "H6", "H7", "JR"]
    assert twin.to_act() == (0, 1, 2, 3)


def test_every_event_describes_itself():
    names = ["Ann", "Bob", "Cy", "Di"]
    state = new()
    events = play_round(state, "JR", "D5", "S5", "C2") + state.apply(0, "joker 3")
    lines = [said(e, names) for e in events]
    assert lines[4] == (
        "The cards are turned up: Ann the red joker, Bob the 5 of diamonds, Cy the 5 of spades, "
        "Di the 2 of clubs"
    )
    assert lines[5] == "Ann names the joker 3"
    assert lines[6] == "The cards of Bob and Cy burn"
    assert lines[7] == "Red wins the round with the highest card, Ann's (1–0)"
    assert said(RoundReplayed(), names).startswith("No card remains")
    assert said(SetWon(0, (1, 0)), names) == "Red wins the set and takes a medal (medals 1–0)"
    assert said(SetStarted(2), names).startswith("Set 2 begins")


# --- Golden scenarios (tests/scenarios/) -------------------------------------------------------
def _scenario_files() -> list[Path]:
    return sorted(SCENARIOS.glob("clash-*.yaml"))


def test_the_clash_scenarios_are_present():
    assert any(p.name == "clash-jokers-and-replays.yaml" for p in _scenario_files())


@pytest.mark.parametrize("path", _scenario_files(), ids=lambda p: p.name)
def test_scenario_replays_exactly(path: Path):
    scenario, state = replayed(path, SPEC)
    assert scenario["game"] == "clash"
    output = {
        **state.summary(),
        "status": "over" if state.is_over() else "playing",
        "to_act": list(state.to_act()),
    }
    for key, expected in scenario.get("expect", {}).items():
        assert output[key] == expected, key


# --- Our ruling: a third replay in a row is decided --------------------------------------------
def test_the_third_replay_in_a_row_goes_to_the_last_round_s_winner():
    state = new()
    play_round(state, "H7", "D6", "S5", "C4")  # red wins
    for attempt in (1, 2):
        events = play_round(state, "H1", "D1", "S1", "C1")
        assert kinds(events)[-1] == "RoundReplayed", attempt
    events = play_round(state, "H1", "D1", "S1", "C1")
    assert kinds(events)[-2:] == ["Burned", "ReplaysDecided"]
    assert state.score == (2, 0)
    assert last_round(state)["winner"] == "red" and last_round(state)["burned"] == [0, 1, 2, 3]
    assert "H1" not in state.summary()["hands"][0]  # the cards are out as in a won round


def test_a_won_round_between_replays_starts_the_count_again():
    state = new()
    play_round(state, "H1", "D1", "S1", "C1")  # replayed
    play_round(state, "H1", "D1", "S1", "C1")  # replayed
    play_round(state, "H7", "D6", "S5", "C4")  # red wins: the count starts again
    play_round(state, "H1", "D1", "S1", "C1")
    events = play_round(state, "H1", "D1", "S1", "C1")
    assert kinds(events)[-1] == "RoundReplayed"
    assert state.score == (1, 0)


def test_before_any_round_is_won_a_third_replay_goes_to_black():
    state = new()
    for _ in range(3):
        events = play_round(state, "H2", "D3", "S3", "C2")  # two pairs
    assert kinds(events)[-1] == "ReplaysDecided" and state.score == (0, 1)


def test_players_who_always_burn_everything_still_finish_the_match():
    """Everyone plays their lowest card, so every card always burns: without the ruling the first
    round would be replayed for ever. Each round is decided at its third attempt (Black first,
    then Black as the last winner), so Black wins 4-0 twice in 2 x 4 x 3 attempts."""
    state = new()
    actions = 0
    while not state.is_over():
        for seat in range(4):
            state.apply(seat, f"play {min(state.hands[seat], key=lambda card: card[-1])}")
            actions += 1
        assert actions <= 315  # the bound the ruling promises for any match
    assert state.outcome() is not None and state.summary()["winner"] == "black"
    assert actions == 2 * 4 * 3 * 4
