"""Quattro: one test (or more) per paragraph of the rules (docs/rules/quattro.md), with known
cards.

The standard deal (first=0, so seat 0 is P1):
    seat 0: R6 B5 Y4 G3          seat 1: R1 B2 Y3 G4
    vp1 R2 R3 R4 | vp2 R5 B1 B3 | vp3 B4 B6 Y1 | vp4 Y2 Y5 Y6 | vp5 G1 G2 G5 | vp6 G6 0 0
"""

from __future__ import annotations

import random

import pytest
import yaml

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import CommonReason, ScenarioError, Seats
from cardtable.engine.games import quattro
from cardtable.engine.games.quattro import (
    CLASHED,
    DECK,
    MASK,
    SPEC,
    QuattroReason,
    QuattroState,
    is_quattro,
    revealed_mask,
    score,
    vp_gives,
    with_revealed,
)
from cardtable.engine.games.quattro import events as ev
from tests.conftest import SCENARIOS
from tests.engine.log_line import said_in
from tests.engine.rejects import rejects

said = said_in("quattro")


P1_HAND = ["R6", "B5", "Y4", "G3"]
P2_HAND = ["R1", "B2", "Y3", "G4"]
VPS = ["R2", "R3", "R4", "R5", "B1", "B3", "B4", "B6", "Y1",
       "Y2", "Y5", "Y6", "G1", "G2", "G5", "G6", "0", "0"]  # fmt: skip


def deal(p1=P1_HAND, p2=P2_HAND, vps=VPS, first=0, later=(), seed=0):
    """A new game whose first shuffle puts P1's, P2's and the VPs' cards on top in that order."""
    shuffles = ShuffleSource(seed, [[*p1, *p2, *vps], *later])
    return SPEC.new_state(2, {}, {"first": first}, shuffles)


def play(state: QuattroState, *moves: str) -> list:
    """Apply 'SEAT VERB ARGS' moves; return the events of the last one."""
    events: list = []
    for move in moves:
        seat, action = move.split(" ", 1)
        events = state.apply(int(seat), action)
    return events


def at_reveal(first=0, **kwargs) -> QuattroState:
    state, _ = deal(first=first, **kwargs)
    play(state, f"{first} keep", f"{1 - first} keep")
    return state


def in_window(card0="R6", card1="R1", first=0, **kwargs) -> QuattroState:
    state = at_reveal(first=first, **kwargs)
    play(state, f"0 reveal {card0}", f"1 reveal {card1}")
    return state


def summary(state):
    return state.summary()


def hidden_cards(state, seat) -> list[str]:
    """The seat's unrevealed cards, sorted, as it sees them."""
    seen = state.observe(seat)
    cards = list(seen.hand)
    for card in seen.revealed:
        cards.remove(card)
    return cards


# --- Cards ------------------------------------------------------------------------------------


def test_deck_is_26_cards_in_canonical_order():
    numbered = [f"{colour}{n}" for colour in "RBYG" for n in range(1, 7)]
    assert list(DECK) == [*numbered, "0", "0"]
    assert SPEC.id == "quattro" and SPEC.seats == Seats(2, 2, 2)
    assert SPEC.setup_keys == ("first",) and SPEC.options == ()
    assert set(SPEC.verbs) == {"keep", "mulligan", "reveal", "trade", "pass"}


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["R1", "B2", "Y3", "G4"], True),
        (["R6", "B5", "Y4", "G3"], True),
        (["R1", "R2", "B3", "Y4"], False),  # two reds
        (["R1", "B1", "Y2", "G3"], False),  # two ones
        (["R1", "B2", "Y3", "0"], True),  # a 0 differs from every card
        (["R1", "B2", "0", "0"], True),  # ... the other 0 included
        (["R1", "R2", "0", "0"], False),  # zeros do not excuse two reds
        (["R1", "B1", "0", "0"], False),  # ... nor two ones
        (["R6", "B5", "Y4", "0"], True),
    ],
)
def test_quattro_test_zeros_are_wild(cards, expected):
    assert is_quattro(cards) is expected


# --- Play 1: deal -----------------------------------------------------------------------------


def test_deal_p1_gets_the_top_four_p2_the_next_four():
    state, events = deal(first=1)
    assert summary(state)["hands"] == [["R1", "B2", "Y3", "G4"], ["R6", "B5", "Y4", "G3"]]
    assert events == [ev.Dealt(1, ("R6", "B5", "Y4", "G3")), ev.Dealt(0, ("R1", "B2", "Y3", "G4"))]
    # a dealt hand is seen only by its owner
    assert events[0].redact(0) == ev.Dealt(1, None)
    assert events[0].redact(-1) == ev.Dealt(1, None)
    assert events[0].redact(1) == events[0]
    assert state.observe(0).stock_size == 18
    assert state.observe(0).opponent_hidden_count == 4
    assert summary(state)["vps"] == [[], [], [], [], [], []]


def test_missing_first_seat_is_drawn_from_the_shuffle_source():
    source = ShuffleSource(7)
    state, _ = SPEC.new_state(2, {}, {}, ShuffleSource(7))
    assert state.observe(0).first == source.choose_seat(2)
    assert state.to_act() == (source.choose_seat(2),)


# --- Play 2: mulligans ------------------------------------------------------------------------


def test_p1_decides_first_then_p2():
    state, _ = deal(first=1)
    assert state.to_act() == (1,)
    assert state.legal_actions(1) == ("keep", "mulligan")
    assert state.legal_actions(0) == ()
    with rejects(QuattroReason.KEEP_OR_MULLIGAN_TURN, seat=0, turn=1):
        state.apply(0, "keep")
    assert play(state, "1 keep") == [ev.Kept(1)]
    assert state.to_act() == (0,)
    assert state.observe(0).phase == "mulligan"


def test_a_mulligan_deals_the_top_four_of_the_stock_then_shuffles_the_old_cards_in():
    # Rule 2 (issue 12). Before: the old four were shuffled into the stock first and the new
    # hand was the top of that shuffle. After: the new hand is the top 4 of the stock as it
    # lies (R2 R3 R4 R5, the first cards after the two hands), and only then do the old four go
    # into the stock, which is shuffled: shuffle 2, left in canonical order here.
    state, _ = deal(later=[[]])
    events = play(state, "0 mulligan")
    assert events == [ev.MulliganTaken(0, 1, ("R2", "R3", "R4", "R5"))]
    assert events[0].redact(1) == ev.MulliganTaken(0, 1, None)
    assert summary(state)["hands"][0] == ["R2", "R3", "R4", "R5"]
    assert summary(state)["mulligans"] == [1, 0]
    assert state.observe(1).mulligans == (1, 0)  # everybody sees how many were taken
    assert state.observe(0).stock_size == 18
    assert state.to_act() == (0,) and state.legal_actions(0) == ("keep", "mulligan")
    play(state, "0 keep", "1 keep")
    # the stock (R6 B5 Y4 G3 now among it) goes to the VPs top first, in canonical order
    assert summary(state)["vps"] == [
        ["R6", "B1", "B3"], ["B4", "B5", "B6"], ["Y1", "Y2", "Y4"],
        ["Y5", "Y6", "G1"], ["G2", "G3", "G5"], ["G6", "0", "0"],
    ]  # fmt: skip


def test_a_mulligan_never_deals_back_the_old_cards():
    # Before issue 12 this shuffle list put the old cards straight back into the new hand.
    # After: the new hand is dealt before the old cards join the stock, so the list only
    # orders the stock, old cards on top (they go to vp1 and vp2).
    state, _ = deal(later=[["G3", "Y4", "B5", "R6"]])
    play(state, "0 mulligan")
    assert summary(state)["hands"][0] == ["R2", "R3", "R4", "R5"]
    play(state, "0 keep", "1 keep")
    assert summary(state)["vps"][:2] == [["B5", "Y4", "G3"], ["R6", "B1", "B3"]]


def test_the_mulligans_shuffle_holds_the_stock_and_the_old_cards_only():
    # The new hand is no longer among the cards shuffled: a shuffle list naming one of them is
    # malformed (FORMAT.md: "a card that is not among the cards being shuffled").
    state, _ = deal(later=[["R2"]])
    with pytest.raises(ScenarioError, match="not among the cards shuffled") as error:
        play(state, "0 mulligan")
    assert error.value.place == "shuffles[1][0]"


def test_after_the_second_mulligan_the_hand_is_kept_automatically():
    # the first mulligan deals R2 R3 R4 R5; shuffle 2 puts B1 B3 B4 B6 on top of the stock,
    # which the second mulligan deals
    state, _ = deal(later=[["B1", "B3", "B4", "B6"], ["Y1", "Y2", "Y5", "Y6"]])
    play(state, "0 mulligan")
    events = play(state, "0 mulligan")
    assert events == [ev.MulliganTaken(0, 2, ("B1", "B3", "B4", "B6")), ev.AutoKept(0)]
    assert summary(state)["mulligans"] == [2, 0]
    assert state.to_act() == (1,)
    assert state.legal_actions(0) == ()
    play(state, "1 mulligan")  # P2 has mulligans of its own: the top of shuffle 3
    assert summary(state)["hands"][1] == ["Y1", "Y2", "Y5", "Y6"]
    assert summary(state)["mulligans"] == [2, 1]
    assert state.legal_actions(1) == ("keep", "mulligan")


# --- Play 3: virtual players ------------------------------------------------------------------


def test_virtual_players_get_three_cards_each_top_first():
    state, _ = deal()
    events = play(state, "0 keep", "1 keep")
    assert events == [ev.Kept(1), ev.VPsDealt()]
    assert summary(state)["vps"] == [
        ["R2", "R3", "R4"], ["R5", "B1", "B3"], ["B4", "B6", "Y1"],
        ["Y2", "Y5", "Y6"], ["G1", "G2", "G5"], ["G6", "0", "0"],
    ]  # fmt: skip
    seen = state.observe(0)
    assert seen.vp_face_down_count == (3,) * 6
    assert seen.vp_face_up == ((),) * 6  # their cards are hidden from both players
    assert seen.stock_size == 0
    assert seen.phase == "reveal"


# --- Play 4: reveal ---------------------------------------------------------------------------


def test_reveals_are_simultaneous_and_hidden_until_both_chose():
    state = at_reveal()
    assert state.to_act() == (0, 1)
    assert state.legal_actions(1) == ("reveal R1", "reveal B2", "reveal Y3", "reveal G4")
    events = play(state, "1 reveal Y3")
    assert events == [ev.RevealChosen(1, "Y3")]
    assert events[0].redact(0) == ev.RevealChosen(1, None)
    assert events[0].redact(-1) == ev.RevealChosen(1, None)
    assert state.to_act() == (0,)
    assert state.observe(1).pending_reveal == "Y3"
    assert state.observe(0).pending_reveal is None
    assert state.observe(0).opponent_chose_reveal is True
    assert state.observe(0).opponent_revealed == ()
    assert summary(state)["revealed"] == [[], []]
    with rejects(QuattroReason.REVEAL_ALREADY_CHOSEN, seat=1):
        state.apply(1, "reveal R1")
    events = play(state, "0 reveal B5")
    assert events[:2] == [ev.RevealChosen(0, "B5"), ev.CardsRevealed(("B5", "Y3"), 1)]
    assert summary(state)["revealed"] == [["B5"], ["Y3"]]
    assert state.observe(0).opponent_revealed == ("Y3",)
    # a revealed card stays in its owner's hand
    assert summary(state)["hands"] == [["R6", "B5", "Y4", "G3"], ["R1", "B2", "Y3", "G4"]]
    assert state.observe(0).hand == ("R6", "B5", "Y4", "G3")
    assert state.observe(0).revealed == ("B5",)


def test_only_an_unrevealed_card_of_your_own_hand_can_be_revealed():
    state = in_window()
    play(state, "0 pass", "1 pass")
    assert "reveal R6" not in state.legal_actions(0)
    with rejects(QuattroReason.ALREADY_FACE_UP, seat=0, card="R6"):
        state.apply(0, "reveal R6")
    with rejects(QuattroReason.CARD_NOT_HELD, seat=0, card="R1", verb="reveal"):
        state.apply(0, "reveal R1")
    with rejects(QuattroReason.MUST_REVEAL, seat=0, verb="pass"):
        state.apply(0, "pass")


# --- Play 5: trading window -------------------------------------------------------------------


def test_snake_order_p1_p2_p2_p1_p1_p2():
    state = in_window()
    seats = []
    for slot, vp in enumerate((1, 2, 3, 4, 5, 6, 1, 2)):
        seat = state.to_act()[0]
        assert state.observe(seat).snake_slot == slot
        seats.append(seat)
        state.apply(seat, f"trade {hidden_cards(state, seat)[0]} vp{vp}")
    # slot k belongs to P1 when k mod 4 is 0 or 3
    assert seats == [0, 1, 1, 0, 0, 1, 1, 0]


def test_snake_order_follows_the_first_seat():
    state = in_window(first=1, card0="R1", card1="R6")  # seat 1 is P1
    seats = []
    for vp in (1, 2, 3, 4, 5):
        seat = state.to_act()[0]
        seats.append(seat)
        state.apply(seat, f"trade {hidden_cards(state, seat)[0]} vp{vp}")
    assert seats == [1, 0, 0, 1, 1]


def test_a_trade_shows_the_given_card_and_the_vp_gives_one_back():
    state = in_window()
    events = play(state, "0 trade G3 vp5")
    # revealed R6: candidates avoid 6 and red; the highest of G1 G2 G5 is G5 (face down)
    assert events == [ev.Traded(0, 5, "G3", "G5", False)]
    assert events[0].redact(1) == ev.Traded(0, 5, "G3", None, False)  # only the receiver sees it
    assert events[0].redact(-1) == ev.Traded(0, 5, "G3", None, False)
    assert summary(state)["hands"][0] == ["R6", "B5", "Y4", "G5"]
    assert summary(state)["vps"][4] == ["G1", "G2", "G3"]
    assert summary(state)["traded"] == [[5], []]
    seen = state.observe(1)
    assert seen.vp_face_up[4] == ("G3",)  # joins the VP's hand face up
    assert seen.vp_face_down_count[4] == 2
    assert seen.opponent_public_hidden == ()
    assert seen.traded == ((5,), ())


def test_a_face_up_card_given_back_is_public():
    state = in_window(card1="G4")
    play(state, "0 trade B5 vp1")  # red all round: rule 3, R4; B5 lies face up at vp1
    events = play(state, "1 trade Y3 vp1")  # avoid green and 4: R2 R3 B5 -> B5, face up
    assert events == [ev.Traded(1, 1, "Y3", "B5", True)]
    assert events[0].redact(0) == events[0]
    assert events[0].redact(-1) == events[0]
    assert state.observe(0).opponent_public_hidden == ("B5",)
    assert state.observe(0).vp_face_up[0] == ("Y3",)
    assert state.observe(0).vp_face_down_count[0] == 2
    play(state, "1 trade B5 vp2")  # it leaves face up again
    assert state.observe(0).opponent_public_hidden == ()


def test_pass_skips_the_players_turns_until_the_window_ends():
    state = in_window()
    assert play(state, "0 pass") == [ev.Passed(0)]
    slots = []
    for vp in range(1, 7):
        assert state.to_act() == (1,)
        slots.append(state.observe(1).snake_slot)
        events = state.apply(1, f"trade {hidden_cards(state, 1)[0]} vp{vp}")
    # P1's slots 3, 4, 7, 8 are consumed and skipped
    assert slots == [1, 2, 5, 6, 9, 10]
    assert events[1:] == [ev.AutoPassed(1), ev.WindowEnded(1)]
    assert state.observe(0).phase == "reveal"
    # the next window carries on from slot 11 (P1's); seat 1 is passed automatically
    shown = hidden_cards(state, 1)[0]
    events = play(state, "0 reveal B5", f"1 reveal {shown}")
    assert events[-3:] == [
        ev.CardsRevealed(("B5", shown), 2), ev.WindowOpened(2, 11), ev.AutoPassed(1)
    ]  # fmt: skip
    assert state.to_act() == (0,)
    assert state.observe(0).snake_slot == 11
    play(state, f"0 trade {hidden_cards(state, 0)[0]} vp1")
    assert state.observe(0).snake_slot == 12
    play(state, f"0 trade {hidden_cards(state, 0)[0]} vp2")
    assert state.observe(0).snake_slot == 15  # 13 and 14 belong to the passed P2
    assert state.to_act() == (0,)


def test_the_snake_position_carries_on_into_the_next_window():
    state = in_window()
    play(state, "0 pass")
    events = play(state, "1 pass")
    assert events == [ev.Passed(1), ev.WindowEnded(1)]
    play(state, "0 reveal B5", "1 reveal B2")
    # the second window starts at slot 2, which belongs to P2: the order does not restart
    assert state.observe(0).snake_slot == 2
    assert state.to_act() == (1,)
    assert state.observe(0).window == 2


def test_each_player_trades_with_each_vp_once():
    state = in_window()
    play(state, "0 trade G3 vp5")
    assert "trade G4 vp5" in state.legal_actions(1)  # the other player still may
    play(state, "1 trade G4 vp5", "1 pass", "0 trade Y4 vp1")
    with rejects(QuattroReason.VP_ALREADY_TRADED, seat=0, vp=5):
        state.apply(0, "trade B5 vp5")
    assert summary(state)["hands"][0] == ["R4", "R6", "B5", "G5"]
    assert state.legal_actions(0) == (
        "trade R4 vp2", "trade R4 vp3", "trade R4 vp4", "trade R4 vp6",
        "trade B5 vp2", "trade B5 vp3", "trade B5 vp4", "trade B5 vp6",
        "trade G5 vp2", "trade G5 vp3", "trade G5 vp4", "trade G5 vp6", "pass",
    )  # fmt: skip


def test_revealed_cards_can_never_be_traded():
    state = in_window()
    assert not any("R6" in a for a in state.legal_actions(0))
    with rejects(QuattroReason.REVEALED_CANNOT_TRADE, seat=0, card="R6"):
        state.apply(0, "trade R6 vp1")
    with rejects(QuattroReason.CARD_NOT_HELD, seat=0, card="R1", verb="trade"):
        state.apply(0, "trade R1 vp1")


def test_the_two_zeros_are_one_choice():
    state = in_window(p2=["0", "0", "R1", "B2"], vps=[])
    play(state, "0 pass")
    assert state.legal_actions(1) == (
        "trade B2 vp1", "trade B2 vp2", "trade B2 vp3", "trade B2 vp4", "trade B2 vp5",
        "trade B2 vp6",
        "trade 0 vp1", "trade 0 vp2", "trade 0 vp3", "trade 0 vp4", "trade 0 vp5", "trade 0 vp6",
        "pass",
    )  # fmt: skip


def test_wrong_turn_and_unknown_moves_are_refused():
    state = in_window()
    with rejects(QuattroReason.TRADE_TURN, seat=1, turn=0):
        state.apply(1, "pass")
    with rejects(CommonReason.NOT_A_MOVE, action="dance"):
        state.apply(0, "dance")
    with rejects(CommonReason.NOT_A_MOVE, action="trade B5 vp7"):
        state.apply(0, "trade B5 vp7")
    with rejects(QuattroReason.TRADE_OR_PASS_ONLY, seat=0, verb="keep"):
        state.apply(0, "keep")
    with rejects(CommonReason.NO_SUCH_SEAT, seat=2):
        state.apply(2, "pass")
    assert state.legal_actions(2) == ()


def test_a_player_with_all_six_vps_traded_passes_automatically():
    state = in_window()
    play(state, "0 pass")
    for vp in range(1, 6):
        card = next(c for c in summary(state)["hands"][1] if c != "R1")
        assert not any(isinstance(e, ev.AutoPassed) for e in state.apply(1, f"trade {card} vp{vp}"))
    card = next(c for c in summary(state)["hands"][1] if c != "R1")
    events = state.apply(1, f"trade {card} vp6")
    assert events[1:] == [ev.AutoPassed(1), ev.WindowEnded(1)]
    assert state.observe(0).passed == (True, True)
    assert summary(state)["traded"] == [[], [1, 2, 3, 4, 5, 6]]


def test_in_the_last_window_nobody_may_pass_while_a_vp_is_untraded():
    state = in_window()
    play(state, "0 pass", "1 pass", "0 reveal B5", "1 reveal B2")
    play(state, "1 pass", "0 pass", "0 reveal Y4", "1 reveal Y3")
    assert state.observe(0).window == 3
    assert state.observe(0).snake_slot == 4
    assert state.to_act() == (0,)
    assert "pass" not in state.legal_actions(0)
    assert state.legal_actions(0) == tuple(f"trade G3 vp{vp}" for vp in range(1, 7))
    with rejects(QuattroReason.LAST_WINDOW_NO_PASS, seat=0, untraded=(1, 2, 3, 4, 5, 6)):
        state.apply(0, "pass")
    # both must now trade with every VP; the window ends when both have
    while state.observe(0).phase == "trade":
        seat = state.to_act()[0]
        assert "pass" not in state.legal_actions(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert summary(state)["traded"] == [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]
    assert state.observe(0).phase == "reveal"


def test_a_window_where_both_have_traded_everything_ends_at_once():
    state = in_window()
    for _ in range(12):  # both trade with vp1...vp6 in the first window
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert summary(state)["traded"] == [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]]
    shown = (hidden_cards(state, 0)[0], hidden_cards(state, 1)[0])
    events = play(state, f"0 reveal {shown[0]}", f"1 reveal {shown[1]}")
    assert events[1:] == [
        ev.CardsRevealed(shown, 2), ev.WindowOpened(2, 12),
        ev.AutoPassed(0), ev.AutoPassed(1), ev.WindowEnded(2),
    ]  # fmt: skip
    assert state.to_act() == (0, 1)
    assert state.observe(0).phase == "reveal"


# --- How a virtual player chooses -------------------------------------------------------------


def revealed(*cards):
    return revealed_mask(cards)


@pytest.mark.parametrize(
    ("down", "up", "shown", "expected"),
    [
        # 1. a VP holding a 0 gives a 0, even with better cards
        (("R6", "B6", "0"), (), ("Y1",), ("0", False)),
        (("R6", "B6"), ("0",), (), ("0", True)),
        (("R6", "0"), ("0",), (), ("0", True)),  # a face-up 0 first: everyone saw it
        # 2. the highest-numbered candidate (number and colour unlike every revealed card)
        (("R5", "B1", "B3"), (), ("R6",), ("B3", False)),
        (("R5", "B1", "B3"), (), ("B2",), ("R5", False)),
        (("R2", "R3", "B5"), (), ("G4",), ("B5", False)),
        (("R2", "R3"), ("B5",), ("G4",), ("B5", True)),
        (("B4", "Y4", "G1"), (), ("R6",), ("B4", False)),  # ties: Blue before Yellow
        (("G4", "Y4", "R4"), (), ("B1",), ("R4", False)),  # ties: Red first
        (("G4", "Y4", "R1"), (), ("B1",), ("Y4", False)),  # R1 shares a 1
        (("R5", "B1", "B3"), (), ("0",), ("R5", False)),  # a revealed 0 imposes nothing
        (("R5", "B1", "B3"), (), ("0", "R6"), ("B3", False)),
        # 3. no candidate: its highest-numbered card
        (("R2", "R3", "R4"), (), ("R6",), ("R4", False)),
        (("R5", "B1", "B2"), (), ("R6", "B5"), ("R5", False)),
        (("Y5", "G5", "B1"), (), ("R6", "B5"), ("Y5", False)),  # ties: Yellow before Green
        (("G5",), ("Y5", "B1"), ("R6", "B5"), ("Y5", True)),
        # 2-3. once the revealed cards clash (R6 and R5 share red) no card can complete a
        # Quattro: no candidates, the highest card. Before issue 12 the VP gave Y2 (the best card
        # avoiding 6, 5 and red); the rules say R4.
        (("R4", "B1", "Y2"), (), ("R6", "R5"), ("R4", False)),
        (("R4", "B1", "Y2"), (), ("R6", "B6"), ("R4", False)),  # a shared number clashes too
        (("B4", "Y4"), ("G1",), ("R6", "0", "R5"), ("B4", False)),
        (("R4", "B1", "0"), (), ("R6", "R5"), ("0", False)),  # rule 1 still comes first
        (("R4", "B1", "Y2"), (), ("0", "0"), ("R4", False)),  # two zeros never clash
        (("R4", "B1", "Y2"), (), ("0", "0", "B6"), ("R4", False)),
    ],
)
def test_vp_choice(down, up, shown, expected):
    assert vp_gives(down, up, revealed(*shown)) == expected


def test_vp_rule_1_through_the_table():
    state = in_window()
    # vp6 holds G6 0 0: it gives a 0 although G6 is a candidate
    assert play(state, "0 trade G3 vp6") == [ev.Traded(0, 6, "G3", "0", False)]
    assert summary(state)["vps"][5] == ["G3", "G6", "0"]


def test_the_vp_chooses_before_it_receives_the_given_card():
    state = in_window()
    # vp1 holds R2 R3 R4 and the trader shows R6: no candidate, so its highest card R4,
    # not the given G3 although G3 would have been a candidate
    assert play(state, "0 trade G3 vp1") == [ev.Traded(0, 1, "G3", "R4", False)]


def test_candidates_depend_on_the_traders_revealed_cards():
    state = in_window(card0="R6", card1="B2")
    # vp2 holds R5 B1 B3: for seat 0 (R6) only blues qualify, for seat 1 (B2) only R5
    assert play(state, "0 trade G3 vp2") == [ev.Traded(0, 2, "G3", "B3", False)]
    other = in_window(card0="R6", card1="B2")
    play(other, "0 pass")
    assert play(other, "1 trade G4 vp2") == [ev.Traded(1, 2, "G4", "R5", False)]


def test_candidates_use_the_revealed_cards_at_that_moment():
    state = in_window()
    play(state, "0 pass", "1 pass", "0 reveal B5", "1 reveal B2")
    play(state, "1 pass")
    # now seat 0 shows R6 and B5: no card of vp2 (R5 B1 B3) qualifies, so R5; in the first
    # window (R6 only) it was B3 (previous test)
    assert play(state, "0 trade G3 vp2") == [ev.Traded(0, 2, "G3", "R5", False)]


def test_once_the_revealed_cards_clash_the_vp_gives_its_highest_card():
    # Rule 1 (issue 12), through the table: seat 0 reveals R6, then R5 (they share red).
    # vp2 holds R4 B1 Y2. Before: Y2 (avoids 6, 5 and red). After: R4, its highest card.
    state = in_window(p1=["R6", "R5", "B5", "G3"], vps=["R2", "R3", "Y1", "R4", "B1", "Y2"])
    assert summary(state)["vps"][:2] == [["R2", "R3", "Y1"], ["R4", "B1", "Y2"]]
    play(state, "0 pass", "1 pass", "0 reveal R5", "1 reveal B2")
    assert summary(state)["revealed"][0] == ["R5", "R6"]
    assert state._revealed_mask[0] == CLASHED
    play(state, "1 pass")
    assert play(state, "0 trade G3 vp2") == [ev.Traded(0, 2, "G3", "R4", False)]


def test_the_revealed_mask_clashes_for_good():
    assert revealed_mask(["R6", "B5"]) == MASK["R6"] | MASK["B5"]
    assert revealed_mask(["R6", "B6"]) == CLASHED
    assert revealed_mask(["R6", "R5", "G1"]) == CLASHED  # a later card cannot undo a clash
    assert revealed_mask(["0", "0"]) == 0
    assert with_revealed(MASK["R6"], "0") == MASK["R6"]


def test_a_revealed_zero_imposes_nothing():
    state = in_window(card1="0", p2=["0", "R1", "B2", "Y3"], vps=[])
    play(state, "0 pass")
    # vp2 holds R5 B1 B3 (canonical rest); seat 1 shows only a 0, so R5 is a candidate
    assert summary(state)["vps"][1] == ["R5", "B1", "B3"]
    assert play(state, "1 trade R1 vp2") == [ev.Traded(1, 2, "R1", "R5", False)]


# --- End and scoring --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "quattro", "sums", "winner"),
    [
        # exactly one Quattro wins, even with the lower sum
        ((["R1", "B2", "Y3", "0"], ["R6", "R5", "B6", "Y6"]), (True, False), (6, 23), 0),
        ((["R6", "R5", "B6", "Y6"], ["R1", "B2", "Y3", "0"]), (False, True), (23, 6), 1),
        # both: the higher sum
        ((["R1", "B2", "Y3", "G4"], ["R6", "B5", "Y4", "G3"]), (True, True), (10, 18), 1),
        # neither: the higher sum
        ((["R1", "R2", "B3", "B4"], ["Y1", "Y2", "G1", "G2"]), (False, False), (10, 6), 0),
        # equal sums: numbers sorted high to low, first difference wins
        ((["R6", "R1", "Y1", "G1"], ["B4", "B3", "Y2", "0"]), (False, False), (9, 9), 0),
        ((["B6", "B3", "Y2", "0"], ["R6", "R4", "B1", "0"]), (False, False), (11, 11), 1),
        # all equal: a draw
        ((["R6", "R1", "B2", "Y3"], ["B6", "B1", "G2", "G3"]), (False, False), (12, 12), None),
        ((["R1", "B2", "Y3", "0"], ["B1", "R2", "G3", "0"]), (True, True), (6, 6), None),
    ],
)
def test_scoring(hands, quattro, sums, winner):
    assert score(*hands) == ev.GameOver(quattro, sums, winner, winner is None)


def test_the_game_ends_after_the_fourth_reveal():
    state = run_to_end(first=0)
    assert state.is_over() and state.to_act() == ()
    assert state.observe(0).phase == "over"
    data = summary(state)
    assert set(data) == {
        "hands", "revealed", "vps", "mulligans", "traded", "quattro", "sums", "winner", "draw"
    }  # fmt: skip
    assert data["revealed"] == data["hands"]
    result = score(*(state._revealed[s] for s in (0, 1)))
    assert data["quattro"] == list(result.quattro)
    assert data["sums"] == list(result.sums)
    assert data["winner"] == result.winner and data["draw"] == result.draw
    outcome = state.outcome()
    assert outcome.draw == result.draw and outcome.scores == result.sums
    with rejects(CommonReason.GAME_OVER):
        state.apply(0, "pass")


def run_to_end(first=0, seed=3):
    rng = random.Random(seed)
    state, _ = SPEC.new_state(2, {}, {"first": first}, ShuffleSource(seed))
    while state.to_act():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_summary_keys_while_playing():
    state = in_window()
    assert set(summary(state)) == {"hands", "revealed", "vps", "mulligans", "traded"}
    assert state.outcome() is None


# --- Information ------------------------------------------------------------------------------


def test_observation_shows_only_the_table():
    state = in_window()
    play(state, "0 trade G3 vp5")
    seen = state.observe(1)
    assert seen.hand == ("R1", "B2", "Y3", "G4")
    assert seen.revealed == ("R1",)
    assert seen.opponent_revealed == ("R6",)
    assert seen.opponent_hidden_count == 3
    text = repr(seen)
    for secret in ("G5", "B5", "Y4", "R2", "B6", "0"):  # seat 0's and the VPs' hidden cards
        assert f"'{secret}'" not in text


def test_redeal_hidden_keeps_every_observation_and_conserves_cards():
    rng = random.Random(5)
    changed = 0
    for seed in range(30):
        state, _ = SPEC.new_state(2, {}, {}, ShuffleSource(seed))
        for _ in range(rng.randrange(0, 30)):
            if not state.to_act():
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for seat in (0, 1):
            twin = state.redeal_hidden(seat, random.Random(seed))
            assert twin.observe(seat) == state.observe(seat)
            assert sorted(twin.all_cards()) == sorted(DECK)
            changed += twin.summary() != state.summary()
            # the twin plays on by itself
            if twin.to_act():
                s = twin.to_act()[0]
                twin.apply(s, twin.legal_actions(s)[-1])
    assert changed > 10


def test_redeal_keeps_the_opponents_pending_reveal_hidden_in_its_hand():
    state = at_reveal()
    play(state, "1 reveal Y3")
    twin = state.redeal_hidden(0, random.Random(1))
    assert twin.observe(0) == state.observe(0)
    pending = twin._pending[1]
    assert pending in twin._hidden[1]
    play(twin, "0 reveal R6")
    assert summary(twin)["revealed"] == [["R6"], [pending]]


def test_clone_is_independent_even_for_mulligan_shuffles():
    state, _ = deal(later=[["Y1", "Y2", "Y5", "Y6"]])
    twin = state.clone()
    play(twin, "0 mulligan", "0 mulligan")  # the second deals the top of shuffle 2
    assert summary(twin)["hands"][0] == ["Y1", "Y2", "Y5", "Y6"]
    assert summary(state)["hands"][0] == ["R6", "B5", "Y4", "G3"]
    assert summary(state)["mulligans"] == [0, 0]
    play(state, "0 mulligan", "0 mulligan")  # the original's shuffle source has not advanced
    assert summary(state)["hands"][0] == ["Y1", "Y2", "Y5", "Y6"]
    assert summary(twin) == summary(state)


def test_every_event_describes_itself():
    names = ["Ann", "Bob"]
    events = [
        ev.Dealt(0, ("R1", "B2", "Y3", "G4")), ev.Dealt(1, None),
        ev.MulliganTaken(0, 1, None), ev.Kept(1), ev.AutoKept(0), ev.VPsDealt(),
        ev.RevealChosen(1, None), ev.RevealChosen(0, "R6"), ev.CardsRevealed(("R6", "Y3"), 1),
        ev.WindowOpened(1, 0), ev.Traded(0, 5, "G3", None, False),
        ev.Traded(1, 2, "G4", "R5", False), ev.Passed(0), ev.AutoPassed(1), ev.WindowEnded(1),
        ev.GameOver((True, False), (15, 15), 0, False),
        ev.GameOver((True, True), (15, 12), 0, False),
        ev.GameOver((False, False), (9, 9), None, True),
    ]  # fmt: skip
    lines = [said(e, names) for e in events]
    assert lines[0] == "Ann is dealt the red 1, the blue 2, the yellow 3 and the green 4"
    assert lines[1] == "Bob is dealt four cards"
    assert lines[6] == "Bob chooses a card to reveal"
    assert lines[10] == "Ann gives the green 3 to virtual player 5 and receives a card"
    assert lines[11] == "Bob gives the green 4 to virtual player 2 and receives the red 5"
    assert lines[15] == "Ann wins with the only Quattro"
    assert lines[16] == "Ann wins 15 to 12"
    assert lines[17] == "The game is a draw (9 to 9)"
    assert all(isinstance(line, str) and line for line in lines)


# --- The golden full game (tests/scenarios/) ---------------------------------------------------


def card_ids(value):
    if isinstance(value, list):
        return [card_ids(v) for v in value]
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


def test_the_full_game_scenario_replays_exactly():
    data = yaml.safe_load((SCENARIOS / "quattro-full-game.yaml").read_text())
    shuffles = ShuffleSource(data.get("seed", 0), card_ids(data.get("shuffles", [])))
    state, _ = quattro.new_state(data["seats"], data.get("options") or {}, data["setup"], shuffles)
    window_starts = {}
    for move in data["actions"]:
        seat, action = move.split(" ", 1)
        state.apply(int(seat), action)
        seen = state.observe(0)
        if seen.phase == "trade":
            window_starts.setdefault(seen.window, seen.snake_slot)
    output = {**state.summary(), "status": "over" if state.is_over() else "playing"}
    for key, expected in data["expect"].items():
        expected = [card_ids(v) for v in expected] if key in ("hands", "vps") else expected
        assert output[key] == expected, key
    assert window_starts == {1: 0, 2: 7, 3: 14}


def test_legal_count_is_the_number_of_legal_moves() -> None:
    # The rollouts count the moves without building them (QuattroState.legal_count).
    rng = random.Random(17)
    positions = 0
    for seed in range(300):
        state, _ = SPEC.new_state(2, {}, {}, ShuffleSource(seed))
        while not state.is_over():
            for seat in (0, 1):
                assert state.legal_count(seat) == len(state.legal_actions(seat)), (seed, seat)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            positions += 1
    assert positions > 5000
