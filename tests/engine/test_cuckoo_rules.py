"""Cuckoo (Gnav): one test per paragraph of the rules and per ruling (docs/rules/cuckoo.md),
with explicit before/after, plus the golden cuckoo-*.yaml scenarios (tests/scenarios/)
replayed through the module directly.

Deals are stacked: with the dealer at seat 0 of a 4-seat table the first four cards of a
shuffle go to seats 1, 2, 3 and the dealer, and the fifth is the top of the stock."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
import yaml

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import CommonReason, Event, Seats
from cardtable.engine.games.cuckoo import (
    DECK,
    RANKS,
    SPEC,
    CuckooReason,
    CuckooState,
    settlement_losers,
)
from cardtable.engine.games.cuckoo import events as ev
from tests.conftest import SCENARIOS
from tests.engine.log_line import said_in
from tests.engine.rejects import rejects

said = said_in("cuckoo")


NAMES = [f"Seat {seat}" for seat in range(8)]


def start(
    seats: int, *deals: list[str], dealer: int = 0, lives: int = 3
) -> tuple[CuckooState, list[Event]]:
    """A match whose n-th deal takes the n-th stacked list (the rest in canonical order)."""
    source = ShuffleSource(0, deals)
    return SPEC.new_state(seats, {"lives": lives}, {"dealer": dealer}, source)


def play(state: CuckooState, *moves: str) -> list[Event]:
    """Apply "SEAT VERB" moves in order and return all their events."""
    events: list[Event] = []
    for move in moves:
        seat, verb = move.split()
        events += state.apply(int(seat), verb)
    return events


def of_type(events: list[Event], kind: type) -> list[Event]:
    return [event for event in events if isinstance(event, kind)]


def last_deal(state: CuckooState) -> dict:
    return state.summary()["history"][-1]


def held(state: CuckooState) -> list[str | None]:
    return state.summary()["cards"]


# --- Cards ------------------------------------------------------------------------------------


def test_the_deck_is_42_cards_two_of_each_rank_in_canonical_order():
    assert len(DECK) == 42
    assert Counter(DECK) == dict.fromkeys(RANKS, 2)
    assert DECK[:8] == ("Fool", "Fool", "Owl", "Owl", "Pot", "Pot", "0", "0")
    assert DECK[8:10] == ("I", "I") and DECK[30:32] == ("XII", "XII")
    assert DECK[32:] == (
        "House", "House", "Horse", "Horse", "Cat", "Cat", "Dragoon", "Dragoon", "Cuckoo", "Cuckoo",
    )  # fmt: skip
    assert SPEC.deck == DECK


def test_spec_seats_lives_option_setup_and_verbs():
    assert (SPEC.id, SPEC.title) == ("cuckoo", "Cuckoo")
    assert SPEC.seats == Seats(2, 8, 4)
    (lives,) = SPEC.options
    assert (lives.name, lives.default, lives.choices) == ("lives", 3, (1, 2, 3, 4, 5))
    assert SPEC.setup_keys == ("dealer",)
    assert dict(SPEC.verbs) == {"keep": (), "swap": ()}


@pytest.mark.parametrize("lives", [1, 2, 3, 4, 5])
def test_everyone_starts_with_the_lives_of_the_option(lives):
    state, _ = start(4, [], lives=lives)
    assert state.summary()["lives"] == [lives] * 4


def test_lives_default_to_three():
    state, _ = SPEC.new_state(4, SPEC.option_defaults(), {"dealer": 0}, ShuffleSource(1))
    assert state.summary()["lives"] == [3, 3, 3, 3]


# --- A deal: participants, dealer, dealing --------------------------------------------------


def test_deal_one_card_each_from_left_of_the_dealer_dealer_last_rest_is_the_stock():
    state, events = start(4, ["V", "IX", "II", "XII", "X"], dealer=2)
    assert events[0] == ev.DealStarted(1, 2, (3, 0, 1, 2))
    assert of_type(events, ev.CardDealt) == [
        ev.CardDealt(3, "V"), ev.CardDealt(0, "IX"), ev.CardDealt(1, "II"), ev.CardDealt(2, "XII"),
    ]  # fmt: skip
    assert held(state) == ["IX", "II", "XII", "V"]
    assert state.observe(0).stock_size == 38
    # Turns start left of the dealer.
    assert state.to_act() == (3,)
    # The fifth card is the top of the stock: the dealer's swap draws it.
    events = play(state, "3 keep", "0 keep", "1 keep", "2 swap")
    assert ev.StockExchanged(2, "XII", "X") in events


def test_first_dealer_is_setup_dealer_else_drawn_without_using_a_shuffle():
    state, _ = start(4, ["V"], dealer=3)
    assert state.summary()["dealer"] == 3
    source = ShuffleSource(99, [["Cuckoo"]])
    state, events = SPEC.new_state(4, {"lives": 3}, {}, source)
    dealer = ShuffleSource(99).choose_seat(4)
    assert state.summary()["dealer"] == dealer
    # The first stacked list still makes the first deal: its top card goes left of the dealer.
    assert of_type(events, ev.CardDealt)[0] == ev.CardDealt((dealer + 1) % 4, "Cuckoo")


def test_dealt_cards_are_face_down_except_the_fool_which_is_shown_to_everybody():
    state, events = start(4, ["V", "Fool", "II", "XII"])
    dealt_v, dealt_fool = of_type(events, ev.CardDealt)[:2]
    assert dealt_v.redact(1) == dealt_v
    assert dealt_v.redact(2) == ev.CardDealt(1, None)
    assert dealt_v.redact(-1) == ev.CardDealt(1, None)
    assert dealt_fool.redact(-1) == dealt_fool
    view = state.observe(3)
    assert view.own_card == "II"
    assert view.public_cards == (None, None, "Fool", None)


def test_two_seats_play_against_each_other_and_the_stock():
    state, _ = start(2, ["V", "IX", "III"], dealer=1)
    assert state.to_act() == (0,)
    events = play(state, "0 swap")  # the target is the dealer
    assert ev.Exchanged(0, 1, "V", "IX") in events
    events = play(state, "1 swap")  # the dealer swaps V with the stock's III
    assert ev.StockExchanged(1, "V", "III") in events
    assert last_deal(state) == {
        "dealer": 1, "cards": ["IX", "III"], "penalized": [], "lost": [1], "ended_by": "dealer",
    }  # fmt: skip


def test_eight_seats_requests_go_left_round_the_table():
    deal = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
    state, events = start(8, deal, dealer=5)
    assert events[0] == ev.DealStarted(1, 5, (6, 7, 0, 1, 2, 3, 4, 5))
    events = play(state, "6 keep", "7 swap")  # seat 7's left neighbour is seat 0
    assert ev.Exchanged(7, 0, "II", "III") in events
    assert state.to_act() == (0,)
    play(state, "0 keep", "1 keep", "2 keep", "3 keep", "4 keep", "5 keep")
    assert last_deal(state)["lost"] == [6]
    assert state.summary()["dealer"] == 6


# --- Turns ------------------------------------------------------------------------------------


def test_each_participant_gets_one_turn_in_seat_order_dealer_last():
    state, _ = start(4, ["V", "IX", "II", "XII"])
    order = []
    while state.summary()["deal"] == 1:
        (seat,) = state.to_act()
        order.append(seat)
        assert state.legal_actions(seat) == ("keep", "swap")
        assert all(state.legal_actions(other) == () for other in range(4) if other != seat)
        assert play(state, f"{seat} keep")[0] == ev.Kept(seat)
    assert order == [1, 2, 3, 0]


def test_moves_out_of_turn_or_unknown_are_refused_with_a_reason_and_change_nothing():
    state, _ = start(4, ["V", "IX", "II", "XII"])
    before = state.summary()
    with rejects(CommonReason.NOT_YOUR_TURN, seat=2, turn=1):
        state.apply(2, "keep")
    with rejects(CuckooReason.KEEP_OR_SWAP_ONLY, seat=1, action="trade"):
        state.apply(1, "trade")
    assert state.summary() == before


def test_no_move_is_legal_once_the_match_is_over():
    state, _ = start(2, ["V", "IX"], lives=1)
    play(state, "1 keep", "0 keep")
    assert state.is_over() and state.to_act() == ()
    assert state.legal_actions(0) == state.legal_actions(1) == ()
    with rejects(CommonReason.GAME_OVER):
        state.apply(0, "keep")


# --- Swap (non-dealer) ------------------------------------------------------------------------


def test_a_number_card_target_exchanges_and_both_players_see_both_cards():
    state, _ = start(4, ["V", "IX", "II", "XII"])
    events = play(state, "1 swap")
    assert events[:2] == [ev.SwapRequested(1, False), ev.Exchanged(1, 2, "V", "IX")]
    assert held(state) == ["XII", "IX", "V", "II"]
    exchanged = events[1]
    assert exchanged.redact(1) == exchanged and exchanged.redact(2) == exchanged
    assert exchanged.redact(3) == ev.Exchanged(1, 2, None, None)
    assert state.observe(1).own_card == "IX"
    assert state.observe(3).public_cards == (None, None, None, None)


@pytest.mark.parametrize("low_card", ["0", "Pot", "Owl", "Fool"])
def test_zero_pot_owl_and_fool_are_exchanged_like_number_cards(low_card):
    state, _ = start(4, ["V", low_card, "II", "XII"])
    events = play(state, "1 swap")
    assert ev.Exchanged(1, 2, "V", low_card) in events
    assert held(state)[1] == low_card


def test_a_fool_stays_public_wherever_it_moves():
    state, _ = start(4, ["V", "IX", "Fool", "XII"])
    events = play(state, "1 keep", "2 swap")  # seat 2 takes the Fool from seat 3
    exchanged = of_type(events, ev.Exchanged)[0]
    assert exchanged.redact(0) == ev.Exchanged(2, 3, None, "Fool")
    assert state.observe(0).public_cards == (None, None, "Fool", None)


def test_house_refuses_without_penalty_and_passes_the_request_on():
    state, _ = start(4, ["V", "House", "IX", "XII"])
    events = play(state, "1 swap")
    assert ev.Refused(2, 1, "House", False) in events
    assert ev.Exchanged(1, 3, "V", "IX") in events
    assert state.summary()["lives"] == [3, 3, 3, 3]
    # The House holder keeps its turn (play continues left of the requester).
    assert state.to_act() == (2,)


def test_several_houses_and_horses_in_a_row_pass_the_request_on():
    state, _ = start(5, ["V", "House", "Horse", "House", "IX"])
    events = play(state, "1 swap")
    refusals = of_type(events, ev.Refused)
    assert refusals == [
        ev.Refused(2, 1, "House", False),
        ev.Refused(3, 1, "Horse", False),
        ev.Refused(4, 1, "House", False),
    ]
    assert ev.Exchanged(1, 0, "V", "IX") in events
    assert held(state) == ["V", "IX", "House", "Horse", "House"]
    assert state.to_act() == (2,)


def test_a_request_passing_the_dealers_house_goes_to_the_stock():
    state, _ = start(3, ["V", "Horse", "House", "VIII"])
    events = play(state, "1 swap")
    assert of_type(events, ev.Refused) == [
        ev.Refused(2, 1, "Horse", False),
        ev.Refused(0, 1, "House", False),
    ]
    assert ev.StockExchanged(1, "V", "VIII") in events
    assert held(state) == ["House", "VIII", "Horse"]
    # Play continues left of that requester: the passed Horse keeps its turn.
    assert state.to_act() == (2,)
    view = state.observe(2)
    assert view.set_aside == ("V",)
    assert view.stock_size == 42 - 3 - 1
    # Both refusing matadors are shown; the card drawn from the stock is not.
    assert view.public_cards == ("House", None, "Horse")


def test_dragoon_refuses_requester_loses_a_life_and_keeps_their_card():
    state, _ = start(4, ["V", "House", "Dragoon", "IX"])
    events = play(state, "1 swap")
    assert ev.Refused(2, 1, "House", False) in events
    assert ev.Refused(3, 1, "Dragoon", True) in events
    assert ev.LifeLost(1, 2, "dragoon") in events
    assert held(state) == ["IX", "V", "House", "Dragoon"]
    # Play continues left of the Dragoon: the House passed on the way and the Dragoon lose
    # their turns.
    assert state.to_act() == (0,)
    play(state, "0 keep")
    assert last_deal(state)["penalized"] == [1]


def test_cat_undoes_every_exchange_latest_first_and_lives_stay_lost():
    state, _ = start(4, ["V", "IX", "II", "Cat"])
    play(state, "1 swap", "2 swap")  # seat 1 takes IX; seat 2 passes V on and takes II
    assert held(state) == ["Cat", "IX", "II", "V"]
    events = play(state, "3 swap")
    assert ev.Refused(0, 3, "Cat", True) in events
    assert ev.ExchangesUndone(2) in events
    # Latest first: seat 2 gets V back from seat 3, then IX back from seat 1.
    assert of_type(events, ev.Revealed) == [ev.Revealed(("Cat", "V", "IX", "II"))]
    # The dealer's turn is skipped by the refusal: the deal is over, ended_by "dealer".
    assert last_deal(state) == {
        "dealer": 0, "cards": ["Cat", "V", "IX", "II"], "penalized": [3], "lost": [3],
        "ended_by": "dealer",
    }  # fmt: skip
    assert state.summary()["lives"] == [3, 3, 3, 1]


def test_cuckoo_ends_the_deal_at_once_and_asking_costs_nothing():
    state, _ = start(4, ["V", "Cuckoo", "II", "XII"])
    events = play(state, "1 swap")
    assert ev.Refused(2, 1, "Cuckoo", False) in events
    assert ev.Revealed(("XII", "V", "Cuckoo", "II")) in events
    # Settlement of everyone, including the players whose turns never came.
    assert last_deal(state) == {
        "dealer": 0, "cards": ["XII", "V", "Cuckoo", "II"], "penalized": [], "lost": [3],
        "ended_by": "cuckoo",
    }  # fmt: skip
    assert state.summary()["lives"] == [3, 3, 3, 2]
    assert state.summary()["deal"] == 2


def test_after_a_cuckoo_the_requester_still_loses_a_life_if_its_card_is_lowest():
    # No penalty for asking, but the requester's card is in the settlement like any other:
    # seat 1 asks with the lowest card, I, and loses a life there (not for asking).
    state, _ = start(4, ["I", "Cuckoo", "V", "XII"])
    events = play(state, "1 swap")
    assert ev.Refused(2, 1, "Cuckoo", False) in events
    assert last_deal(state) == {
        "dealer": 0, "cards": ["XII", "I", "Cuckoo", "V"], "penalized": [], "lost": [1],
        "ended_by": "cuckoo",
    }  # fmt: skip
    assert state.summary()["lives"] == [3, 2, 3, 3]


def test_a_refusing_matador_is_revealed_to_everybody():
    state, _ = start(5, ["V", "House", "Dragoon", "IX", "X"])
    events = play(state, "1 swap")
    for refusal in of_type(events, ev.Refused):
        assert refusal.redact(-1) == refusal
    assert state.observe(4).public_cards == (None, None, "House", "Dragoon", None)
    assert state.observe(1).public_cards == (None, None, "House", "Dragoon", None)


def test_a_revealed_house_is_no_longer_shown_once_its_holder_swaps_it_away():
    state, _ = start(4, ["V", "House", "IX", "XII"])
    play(state, "1 swap")  # House passes; seat 1 and seat 3 exchange
    assert state.observe(0).public_cards[2] == "House"
    play(state, "2 swap")  # the House holder swaps with seat 3
    assert held(state)[2:] == ["V", "House"]
    assert state.observe(0).public_cards == (None, None, None, None)


# --- Where play continues ---------------------------------------------------------------------


def test_after_an_exchange_the_player_who_received_a_bad_card_still_has_their_turn():
    state, _ = start(4, ["II", "XII", "V", "IX"])
    play(state, "1 swap")  # seat 1 gives II to seat 2
    assert held(state)[1:3] == ["XII", "II"]
    assert state.to_act() == (2,)
    play(state, "2 swap")  # ... who passes it on to seat 3
    assert held(state) == ["IX", "XII", "V", "II"]
    assert state.to_act() == (3,)
    play(state, "3 swap", "0 keep")  # ... who passes it on to the dealer
    assert last_deal(state)["cards"] == ["II", "XII", "V", "IX"]
    assert last_deal(state)["lost"] == [0]


# --- The dealer's turn and the stock ------------------------------------------------------------


def test_dealer_swaps_with_the_stock_old_card_set_aside_face_up_new_card_hidden():
    state, _ = start(4, ["V", "IX", "II", "III", "X"])
    events = play(state, "1 keep", "2 keep", "3 keep", "0 swap")
    assert ev.SwapRequested(0, True) in events
    drawn = of_type(events, ev.StockExchanged)[0]
    assert drawn == ev.StockExchanged(0, "III", "X")
    assert drawn.redact(0) == drawn
    assert drawn.redact(1) == ev.StockExchanged(0, "III", None)
    assert last_deal(state)["cards"] == ["X", "V", "IX", "II"]
    assert last_deal(state)["lost"] == [3]


def test_dealer_keeps():
    state, _ = start(4, ["V", "IX", "II", "III", "X"])
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert last_deal(state)["cards"] == ["III", "V", "IX", "II"]
    assert last_deal(state)["lost"] == [3]


def test_stock_houses_and_horses_are_set_aside_and_the_next_card_turned():
    state, _ = start(4, ["V", "IX", "II", "III", "House", "Horse", "House", "X"])
    events = play(state, "1 keep", "2 keep", "3 keep", "0 swap")
    assert of_type(events, ev.StockTurned) == [
        ev.StockTurned(0, "House", "passes"),
        ev.StockTurned(0, "Horse", "passes"),
        ev.StockTurned(0, "House", "passes"),
    ]
    assert ev.StockExchanged(0, "III", "X") in events
    assert last_deal(state)["cards"][0] == "X"


def test_stock_set_aside_cards_are_public_and_in_order():
    state, _ = start(3, ["V", "Horse", "House", "Horse", "VIII"])
    play(state, "1 swap")
    assert state.observe(0).set_aside == ("Horse", "V")


def test_stock_cuckoo_ends_the_deal_requester_keeps_card_no_penalty():
    state, _ = start(4, ["V", "IX", "II", "III", "Horse", "Cuckoo", "X"])
    events = play(state, "1 keep", "2 keep", "3 keep", "0 swap")
    assert ev.StockTurned(0, "Cuckoo", "cuckoo") in events
    assert last_deal(state) == {
        "dealer": 0, "cards": ["III", "V", "IX", "II"], "penalized": [], "lost": [3],
        "ended_by": "cuckoo",
    }  # fmt: skip
    assert state.summary()["lives"] == [3, 3, 3, 2]


def test_stock_dragoon_costs_the_requester_a_life_and_they_keep_their_card():
    state, _ = start(4, ["V", "IX", "II", "III", "Dragoon", "X"])
    events = play(state, "1 keep", "2 keep", "3 keep", "0 swap")
    assert ev.StockTurned(0, "Dragoon", "dragoon") in events
    assert ev.LifeLost(0, 2, "dragoon") in events
    assert last_deal(state) == {
        "dealer": 0, "cards": ["III", "V", "IX", "II"], "penalized": [0], "lost": [3],
        "ended_by": "dealer",
    }  # fmt: skip


def test_stock_cat_undoes_player_and_stock_exchanges_latest_first():
    # Seat 1 exchanges with seat 2; seat 2's request passes two Horses/Houses to the stock
    # (X for V); seat 3's request passes the dealer's Horse and turns the Cat.
    state, _ = start(4, ["V", "IX", "House", "Horse", "X", "Cat", "XI"])
    play(state, "1 swap", "2 swap")
    assert held(state) == ["Horse", "IX", "X", "House"]
    assert state.observe(0).set_aside == ("V",)
    events = play(state, "3 swap")
    assert ev.StockTurned(3, "Cat", "cat") in events
    assert ev.LifeLost(3, 2, "cat") in events
    assert ev.ExchangesUndone(2) in events
    # Every card is back where it was dealt; V left the set-aside cards, the Cat stays there
    # and X is back on top of the stock.
    assert held(state) == ["Horse", "V", "IX", "House"]
    assert state.observe(0).set_aside == ("Cat",)
    assert state.observe(0).stock_size == 42 - 4 - 1
    # Play continues left of the requester: the dealer draws X again.
    assert state.to_act() == (0,)
    events = play(state, "0 swap")
    assert ev.StockExchanged(0, "Horse", "X") in events
    assert last_deal(state) == {
        "dealer": 0, "cards": ["X", "V", "IX", "House"], "penalized": [3], "lost": [1],
        "ended_by": "dealer",
    }  # fmt: skip


def test_when_the_stock_runs_out_the_requester_keeps_their_card():
    # A 42-card deck never runs out in play; shorten the stock to reach the rule.
    state, _ = start(4, ["V", "IX", "II", "III"])
    play(state, "1 keep", "2 keep", "3 keep")
    state._stock = ["Horse", "House"]  # top last: House, then Horse
    events = play(state, "0 swap")
    assert of_type(events, ev.StockTurned) == [
        ev.StockTurned(0, "House", "passes"), ev.StockTurned(0, "Horse", "passes"),
    ]  # fmt: skip
    assert ev.StockRanOut(0) in events
    assert last_deal(state)["cards"][0] == "III"


# --- A player reaching zero during the deal ------------------------------------------------------


def test_a_player_at_zero_leaves_at_once_and_is_not_in_the_settlement():
    state, _ = start(3, ["Owl", "Dragoon", "III"], lives=1)
    events = play(state, "1 swap")
    assert ev.LifeLost(1, 0, "dragoon") in events and ev.PlayerOut(1) in events
    # Their card is out of play: no longer on the table.
    assert held(state) == ["III", None, "Dragoon"]
    assert state.observe(0).eliminated == (1,)
    assert state.observe(1).own_card is None
    # Play continues left of the Dragoon, with the dealer.
    assert state.to_act() == (0,)
    events = play(state, "0 keep")
    # Owl (seat 1's) would be lowest, but seat 1 is gone: the dealer's III loses.
    assert last_deal(state) == {
        "dealer": 0, "cards": ["III", None, "Dragoon"], "penalized": [1], "lost": [0],
        "ended_by": "dealer",
    }  # fmt: skip
    assert state.summary()["winner"] == 2
    assert events[-1] == ev.MatchOver(2, False)


def test_a_player_who_left_is_skipped_as_a_target_and_takes_no_turn():
    # Turns go in seat order and only a requester can lose a life during a deal, so a player
    # who left is never ahead of play; mark one ahead as gone to check the rule itself.
    state, _ = start(4, ["V", "IX", "II", "XII"])
    state._lives[2] = 0
    state._eliminated = (2,)
    events = play(state, "1 swap")
    assert ev.Exchanged(1, 3, "V", "II") in events
    assert state.to_act() == (3,)


def test_cat_taking_the_last_life_undoes_first_then_the_player_leaves_with_their_old_card():
    state, _ = start(4, ["V", "IX", "II", "Cat"], lives=1)
    events = play(state, "1 swap", "2 swap", "3 swap")
    undone, out = events.index(ev.ExchangesUndone(2)), events.index(ev.PlayerOut(3))
    assert undone < out
    # Seat 3 left with II (out of play); V and IX are back with seats 1 and 2.
    assert last_deal(state) == {
        "dealer": 0, "cards": ["Cat", "V", "IX", None], "penalized": [3], "lost": [1],
        "ended_by": "dealer",
    }  # fmt: skip
    assert Counter(state.all_cards()) == Counter(DECK)


def test_last_living_participant_ends_the_deal_without_comparison_and_a_fool_still_rests():
    deal_1 = ["Fool", "III", "XII"]  # dealer 0; seats 1, 2, 0
    deal_2 = ["Fool", "V", "Dragoon"]  # dealer 2; seats 0, 2; the stock's top is a Dragoon
    deal_4 = ["VI", "VII"]  # dealer 0; seats 1, 0
    state, _ = start(3, deal_1, deal_2, deal_4, lives=2)
    play(state, "1 keep", "2 keep", "0 keep")
    assert state.summary()["lives"] == [2, 1, 1]
    assert state.summary()["resting"] == [1]
    assert state.summary()["dealer"] == 2
    events = play(state, "0 keep", "2 swap")  # seat 2 draws the Dragoon at one life
    assert ev.PlayerOut(2) in events
    assert ev.DealEnded(2, "last-player", ()) in events
    assert ev.Revealed(("Fool", None, None)) in events
    assert ev.Resting((0,)) in events
    # Deal 3: only seat 1 could take part: skipped; deal 4 follows with seat 1 back.
    assert ev.DealSkipped(3, (0,)) in events
    assert state.summary()["history"][1:] == [
        {"dealer": 2, "cards": ["Fool", None, None], "penalized": [2], "lost": [],
         "ended_by": "last-player"},
        {"dealer": None, "cards": [None, None, None], "penalized": [], "lost": [],
         "ended_by": "skipped"},
    ]  # fmt: skip
    summary = state.summary()
    assert summary["lives"] == [2, 1, 0]
    assert summary["deal"] == 4
    # The skipped deal left the dealer at seat 2; the next living, non-resting seat is 0.
    assert summary["dealer"] == 0
    assert summary["resting"] == []
    assert summary["cards"] == ["VII", "VI", None]


# --- Settlement -----------------------------------------------------------------------------------


def test_settlement_without_a_fool_everyone_tied_for_lowest_loses():
    assert settlement_losers(("II", "IX", "II", "V")) == (0, 2)
    assert settlement_losers(("Owl", "Pot", "0", "I")) == (0,)
    assert settlement_losers(("XII", "House", None, "Cuckoo")) == (0,)
    state, _ = start(4, ["II", "IX", "II", "V"])
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert last_deal(state)["lost"] == [1, 3]
    assert state.summary()["lives"] == [3, 2, 3, 2]


def test_settlement_with_one_fool_the_holder_and_the_lowest_of_the_others_lose():
    assert settlement_losers(("Fool", "III", "III", "V")) == (0, 1, 2)
    assert settlement_losers(("Fool", "Cuckoo")) == (0, 1)
    state, _ = start(4, ["IV", "Fool", "II", "V"])
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert last_deal(state)["lost"] == [2, 3]


def test_settlement_with_two_fools_only_the_fool_holders_lose():
    assert settlement_losers(("Fool", "Owl", "Fool", "V")) == (0, 2)
    state, _ = start(4, ["Fool", "Owl", "Fool", "V"])
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert last_deal(state)["lost"] == [1, 3]
    assert state.summary()["resting"] == [1, 3]


def test_cards_compare_by_rank_only():
    assert settlement_losers(("Cat", "Cat")) == (0, 1)
    assert settlement_losers(("XII", "House")) == (0,)
    assert settlement_losers(("Pot", "Owl")) == (1,)
    assert settlement_losers(("0", "I")) == (0,)


def test_the_settlement_reveals_every_card_in_the_deal():
    state, _ = start(4, ["V", "IX", "II", "XII"])
    events = play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert ev.Revealed(("XII", "V", "IX", "II")) in events
    expected = ev.DealRecord(0, ("XII", "V", "IX", "II"), (), (3,), "dealer")
    assert state.observe(1).last_deal == expected


def test_the_last_player_alive_wins():
    state, _ = start(2, ["V", "IX"], lives=1)
    events = play(state, "1 keep", "0 keep")
    assert events[-1] == ev.MatchOver(0, False)
    summary = state.summary()
    assert summary["winner"] == 0 and summary["draw"] is False
    assert summary["lives"] == [1, 0]
    assert state.outcome().winners == (0,)


def test_everyone_left_losing_their_last_life_together_is_a_draw():
    state, _ = start(2, ["V", "V"], lives=1)
    events = play(state, "1 keep", "0 keep")
    assert events[-1] == ev.MatchOver(None, True)
    summary = state.summary()
    assert summary["winner"] is None and summary["draw"] is True
    assert summary["lives"] == [0, 0]
    assert state.outcome().draw and state.outcome().winners == ()


def test_a_resting_player_survives_when_all_participants_lose_together():
    # Deal 1: the dealer draws a Dragoon; seat 1's Fool and the tied IIs lose: all at 1 life.
    deal_1 = ["Fool", "II", "II", "XII", "Dragoon"]
    deal_2 = ["Fool", "IV", "IV"]  # dealer 2; seat 3's Fool and the IVs of seats 0 and 2 lose
    state, _ = start(4, deal_1, deal_2, lives=2)
    play(state, "1 keep", "2 keep", "3 keep", "0 swap")
    assert state.summary()["lives"] == [1, 1, 1, 1]
    assert state.summary()["resting"] == [1]
    events = play(state, "3 keep", "0 keep", "2 keep")
    assert state.summary()["lives"] == [0, 1, 0, 0]
    assert events[-1] == ev.MatchOver(1, False)
    assert state.summary()["draw"] is False


def test_the_fool_holder_rests_one_deal_and_then_returns():
    deal_1 = ["Fool", "III", "IV", "XII"]  # dealer 0; seat 1 holds the Fool
    deal_2 = ["V", "VI", "VII"]  # dealer 2; seats 3, 0, 2
    deal_3 = ["V", "VI", "VII", "VIII"]  # dealer 3; seats 0, 1, 2, 3
    state, _ = start(4, deal_1, deal_2, deal_3)
    events = play(state, "1 keep", "2 keep", "3 keep", "0 keep")
    assert ev.Resting((1,)) in events
    assert events[-4] == ev.DealStarted(2, 2, (3, 0, 2))
    assert state.observe(1).own_card is None
    assert state.observe(1).resting == (1,)
    assert state.legal_actions(1) == ()
    events = play(state, "3 keep", "0 keep", "2 keep")
    assert ev.DealStarted(3, 3, (0, 1, 2, 3)) in events
    assert state.summary()["resting"] == []
    assert state.summary()["cards"] == ["V", "VI", "VII", "VIII"]


# --- Skipped deals and the dealer's rotation ------------------------------------------------------


def test_a_skipped_deal_uses_no_shuffle_changes_no_lives_and_the_dealer_stays():
    deal_1 = ["Fool", "Fool", "XII"]  # dealer 0; seats 1 and 2 hold the Fools
    deal_3 = ["VIII", "IX", "X"]  # the second shuffle makes deal 3
    state, _ = start(3, deal_1, deal_3)
    events = play(state, "1 keep", "2 keep", "0 keep")
    assert state.summary()["lives"] == [3, 2, 2]
    assert ev.DealSkipped(2, (1, 2)) in events
    assert state.summary()["history"][1] == {
        "dealer": None, "cards": [None, None, None], "penalized": [], "lost": [],
        "ended_by": "skipped",
    }  # fmt: skip
    # Resting players return; the dealer moves on from deal 1's dealer.
    assert events[-4] == ev.DealStarted(3, 1, (2, 0, 1))
    assert state.summary()["deal"] == 3
    assert state.summary()["cards"] == ["IX", "X", "VIII"]


def test_the_dealer_moves_to_the_next_living_non_resting_seat():
    state, _ = start(4, ["II", "IX", "X", "XII"], lives=1)
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")  # seat 1 is out
    assert state.summary()["dealer"] == 2
    assert state.observe(0).participants == (3, 0, 2)
    state, _ = start(4, ["Fool", "IX", "X", "XII"])
    play(state, "1 keep", "2 keep", "3 keep", "0 keep")  # seat 1 rests
    assert state.summary()["dealer"] == 2
    assert state.observe(0).participants == (3, 0, 2)


# --- Observation, redeal, events ------------------------------------------------------------------


def test_observation_shows_exactly_the_table():
    state, _ = start(4, ["V", "IX", "Fool", "XII"])
    play(state, "1 swap")
    view = state.observe(2)
    assert (view.seat, view.lives, view.dealer, view.deal) == (2, (3, 3, 3, 3), 0, 1)
    assert view.participants == (1, 2, 3, 0) and view.turn == 2
    assert view.own_card == "V"  # the card seat 1 passed to it
    assert view.public_cards == (None, None, None, "Fool")
    assert view.turns_taken == ((1, "swap"),)
    assert view.set_aside == () and view.stock_size == 38
    assert view.last_deal is None and view.eliminated == () and view.resting == ()
    # Seat 3 does not see the exchanged cards, only that seat 1 swapped.
    assert state.observe(3).own_card == "Fool"
    assert state.observe(0).own_card == "XII"


def test_redeal_hidden_moves_only_cards_the_seat_cannot_see():
    state, _ = start(4, ["V", "House", "IX", "Fool"])
    play(state, "1 swap")  # the House is revealed
    rng = random.Random(4)
    moved = 0
    for _ in range(20):
        twin = state.redeal_hidden(1, rng)
        assert twin.observe(1) == state.observe(1)
        assert Counter(twin.all_cards()) == Counter(DECK)
        moved += twin.summary() != state.summary()
        twin_cards = twin.summary()["cards"]
        assert twin_cards[0] == "Fool" and twin_cards[2] == "House" and twin_cards[1] == "IX"
    assert moved > 15


def test_every_event_describes_itself_in_one_line_with_seat_names():
    state, events = start(4, ["V", "House", "Fool", "XII", "Dragoon", "Cat", "X"])
    events += play(state, "1 swap", "2 keep", "3 swap", "0 swap")
    for event in events:
        for seat in (-1, 0, 1):
            line = said(event.redact(seat), NAMES)
            assert line and "\n" not in line and "{" not in line
    assert said(ev.Kept(2), NAMES) == "Seat 2 keeps"
    exchanged = said(ev.Exchanged(1, 2, None, None), NAMES)
    assert exchanged == "Seat 1 gives a card to Seat 2 and takes a card"


def test_clone_is_independent():
    state, _ = start(4, ["V", "IX", "II", "XII"])
    twin = state.clone()
    play(twin, "1 swap", "2 keep", "3 keep", "0 swap")
    assert state.summary()["cards"] == ["XII", "V", "IX", "II"]
    assert state.to_act() == (1,)
    assert twin.summary()["deal"] == 2


# --- The golden scenario files (tests/scenarios/) ------------------------------------------------


def scenario_files() -> list[Path]:
    return sorted(SCENARIOS.glob("cuckoo-*.yaml"))


def test_the_cuckoo_scenarios_are_present():
    names = {path.name for path in scenario_files()}
    assert {
        "cuckoo-basic-swaps.yaml",
        "cuckoo-dragoon-and-stock.yaml",
        "cuckoo-fool-rests.yaml",
        "cuckoo-house-cat-undo.yaml",
        "cuckoo-stock-cat-undo.yaml",
    } <= names


def card_ids(value):
    """YAML reads bare numbers; a card id is its text (FORMAT.md)."""
    if isinstance(value, list):
        return [card_ids(item) for item in value]
    if isinstance(value, dict):
        return {key: card_ids(item) for key, item in value.items()}
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


@pytest.mark.parametrize("path", scenario_files(), ids=lambda path: path.name)
def test_scenario_replays_exactly(path):
    data = yaml.safe_load(path.read_text())
    options = SPEC.option_defaults() | (data.get("options") or {})
    shuffles = [[str(card) for card in stack or []] for stack in data.get("shuffles") or []]
    source = ShuffleSource(data.get("seed", 0), shuffles)
    state, _ = SPEC.new_state(data["seats"], options, data.get("setup") or {}, source)
    for move in data["actions"]:
        seat, verb = move.split()
        state.apply(int(seat), verb)
    output = state.summary() | {"status": "over" if state.is_over() else "playing"}
    for key, expected in data["expect"].items():
        if key == "history":
            expected = [record | {"cards": card_ids(record["cards"])} for record in expected]
        elif key == "cards":
            expected = card_ids(expected)
        assert output[key] == expected, key
