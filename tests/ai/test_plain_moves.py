"""Issue 16: ties go to the game's heuristic, and at positions where a move is plainly bad
`normal` and `hard` never choose it (`easy` may).

The positions are scenario files in tests/ai/positions/ (found in a study of the AI) or built
here. The searches run on fixed iteration budgets (no clock) with fixed seeds: the same
position always gives the same move.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtable.ai.agents import HeuristicAgent, SearchAgent, level_budget
from cardtable.ai.games import hooks_for
from cardtable.ai.games.clash import naming_results
from cardtable.ai.games.cuckoo import CuckooWhy
from cardtable.ai.games.polar import known_hand
from cardtable.ai.ismcts import Budget
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import get_spec
from cardtable.engine.games.clash import SPEC as CLASH
from cardtable.engine.games.cuckoo import FOOL
from cardtable.engine.games.polar import MINUS_FIVE, POINTS, WILD
from cardtable.engine.games.quattro import CLASHED, LAST_WINDOW, ZERO, revealed_mask
from cardtable.engine.view import Recall, View
from tests.ai.positions import joker_view, position

# `normal`'s iteration cap and about what `hard` reached in the study, without a clock
LEVELS = {"normal": 600, "hard": 2800}


def budget(level: str, game: str) -> Budget:
    """LEVELS' count with the level's other settings in `game` (its exploration constant, hard's
    own nodes and reveals in Quattro)."""
    return replace(level_budget(level, game), seconds=3600.0, max_iterations=LEVELS[level])


SEEDS = range(3)


def choices(view: View, legal, level: str, seeds=SEEDS) -> set[str]:
    """The moves `level` makes here over a few seeds."""
    moves = set()
    for seed in seeds:
        agent = SearchAgent(view.game, budget(level, view.game), name=level)
        moves.add(agent.choose(view, legal, random.Random(f"{level}:{seed}")))
    return moves


def explain(view: View, action: str):
    return hooks_for(view.game).explain(view, action)


def self_play(game: str, seats: int, options: dict, seed: int, random_seats=frozenset()):
    """Every position of a game dealt from `seed`, as the seat to act's (view, legal moves);
    the game goes on by the easy level's move (a random one for the `random_seats`)."""
    state, events = get_spec(game).new_state(seats, options, {}, ShuffleSource(seed, []))
    recall = Recall(game, seats, options)
    recall.record(events)
    rng = random.Random(seed)
    easy = HeuristicAgent(game)
    while not state.is_over():
        seat = state.to_act()[0]
        view, legal = recall.view(state, seat), tuple(state.legal_actions(seat))
        yield view, legal
        action = rng.choice(legal) if seat in random_seats else easy.choose(view, legal, rng)
        recall.record(state.apply(seat, action))


# --- Dual Clash Poker: naming a lone joker ------------------------------------------------------


def test_among_names_that_win_alike_the_heuristics_name_is_played():
    view, legal = position("clash-hint-joker-7")
    for level in LEVELS:
        assert choices(view, legal, level) == {"joker 6"}, level  # the highest card left


@pytest.mark.parametrize(
    "table",
    [
        ("JR", "D7", "S7", "C1"),  # 2-6 win; 1 burns with C1 and replays
        ("JR", "D5", "S5", "C3"),  # 1, 2, 4, 6, 7 win; 3 burns with C3
        ("JR", "D2", "S6", "C4"),  # 7 wins; 6 burns S6, 4 burns C4, 2 burns the partner
    ],
)
def test_a_lone_joker_that_can_win_the_round_is_never_burned_into_a_replay(table):
    view, legal = joker_view(*table)
    results = naming_results(view.observation.table, 0)
    winning = {f"joker {value}" for value, result in enumerate(results, 1) if result == 1.0}
    assert winning and len(winning) < 7
    for level in LEVELS:
        assert choices(view, legal, level) <= winning, level


def test_a_set_deciding_round_is_won_not_replayed():
    """Red at 3-0 in the set: a winning name takes the set; a replay only delays it."""
    state, events = CLASH.new_state(4, {"variant": "advanced"}, {}, ShuffleSource(0, []))
    recall = Recall("clash", 4, {"variant": "advanced"})
    recall.record(events)
    for cards in (("H7", "D1", "S2", "C3"), ("H6", "D3", "S1", "C2"), ("H5", "D4", "S3", "C1")):
        for seat, card in enumerate(cards):
            recall.record(state.apply(seat, f"play {card}"))
    assert state.score == (3, 0)
    for seat, card in enumerate(("JR", "D2", "S4", "C4")):
        recall.record(state.apply(seat, f"play {card}"))
    view, legal = recall.view(state, 0), tuple(state.legal_actions(0))
    results = naming_results(view.observation.table, 0)
    assert results[6] == 1.0 and results[1] == 0.5  # 7 wins; 2 burns with D2: a replay
    for level in LEVELS:
        assert choices(view, legal, level) == {"joker 7"}, level


# --- Cuckoo -------------------------------------------------------------------------------------


def test_a_matador_is_kept_when_keep_and_swap_tie():
    """Seat 3 (dealer, last life) holds a Horse; seat 2 shows the Fool: the seat loses its last
    life whatever it does. The search's values tie exactly; the heuristic keeps the matador,
    and the hint's reason is about the move played."""
    view, legal = position("cuckoo-hint-tie-906")
    assert view.observation.own_card == "Horse"
    for level in LEVELS:
        for seed in range(6):
            agent = SearchAgent("cuckoo", budget(level, "cuckoo"), name=level)
            assert agent.choose(view, legal, random.Random(seed)) == "keep", (level, seed)
            assert agent.last is not None
            assert agent.last.values["keep"] == agent.last.values["swap"]  # a real tie
    why = explain(view, "keep")
    assert why.reason is CuckooWhy.KEEP_MATADOR and why.details == {"card": "Horse"}


def xii_positions(count: int):
    """Positions of easy self-play where the seat to act holds a XII and no Fool is shown on
    its left: a swap can only bring back a lower card (a number card is at most a XII; a
    matador refuses)."""
    found = 0
    for seed in range(200):
        for view, legal in self_play("cuckoo", 3 + seed % 4, {"lives": 3}, seed):
            obs = view.observation
            if obs.own_card == "XII" and len(legal) > 1 and FOOL not in obs.public_cards:
                yield view, legal
                found += 1
                if found == count:
                    return


def test_a_xii_is_never_swapped_away():
    positions = list(xii_positions(6))
    assert len(positions) == 6
    for view, legal in positions:
        for level in LEVELS:
            assert choices(view, legal, level) == {"keep"}, (level, view.observation)


# --- Polar Pairs --------------------------------------------------------------------------------


def test_a_seat_that_cannot_win_does_not_take_a_lone_ten():
    """Round 10, 32 points behind: no move can win any more, but taking the 10O (nothing of the
    seat's pairs with it) into a face-down slot only adds points. Before, every move tied at 0
    and a coin chose."""
    view, legal = position("polar-lone-ten-behind-301")
    obs = view.observation
    assert obs.discard_top == "10O" and "10O" not in known_hand(view)
    assert obs.totals[view.seat] - min(obs.totals) >= 20
    for level in LEVELS:
        assert choices(view, legal, level) == {"draw"}, level
    assert POINTS["10O"] == 10


def polar_positions(wanted, count: int, seeds=range(400)):
    """Positions of easy self-play (4 seats) where `wanted(view, legal)` holds."""
    found = 0
    for seed in seeds:
        for view, legal in self_play("polar", 4, {"short": False}, seed):
            if len(legal) > 1 and wanted(view, legal):
                yield view, legal
                found += 1
                if found == count:
                    return
                break  # one position per game


def holds_a_drawn_gift(view: View, legal) -> bool:
    """The seat holds a drawn -5 or wild and has a face-down slot to keep it in."""
    obs = view.observation
    return (
        obs.drawer == view.seat
        and obs.drawn in (MINUS_FIVE, WILD)
        and any(action.startswith("keep") for action in legal)
    )


def lone_high_discard(view: View, legal) -> bool:
    """The discard is a 9 or a ten that no card the seat knows pairs with (nor a wild copies),
    and its known face-down cards are all at least 3 points lower (or unknown)."""
    obs = view.observation
    card = obs.discard_top
    if obs.drawer is not None or card is None or card in (MINUS_FIVE, WILD):
        return False
    if POINTS[card] < 9 or "draw" not in legal:
        return False
    known = known_hand(view)
    if card in known or WILD in known:  # a pair, or a wild that would copy it
        return False
    face_down = [i for i in range(4) if obs.slots[view.seat][i] is None]
    return all(known[i] is None or POINTS.get(known[i], 0) <= POINTS[card] - 3 for i in face_down)


def kept_all(moves: set[str]) -> bool:
    return all(move.startswith("keep") for move in moves)


def drew_all(moves: set[str]) -> bool:
    return moves == {"draw"}


@pytest.mark.parametrize(
    ("position_holds", "plain"),
    [(holds_a_drawn_gift, kept_all), (lone_high_discard, drew_all)],
    ids=[
        "a-drawn-minus-five-or-wild-is-never-thrown-away",
        "a-lone-nine-or-ten-is-never-taken-into-a-face-down-slot",
    ],
)
def test_polar_plain_moves(position_holds, plain):
    positions = list(polar_positions(position_holds, 4))
    assert len(positions) == 4
    for view, legal in positions:
        for level in LEVELS:
            moves = choices(view, legal, level, seeds=range(2))
            assert plain(moves), (level, moves, view.observation)


# --- Quattro ------------------------------------------------------------------------------------


def zero_last_positions(count: int):
    """Third window, the seat's three revealed cards still fit a Quattro and the opponent's
    clash, and among the virtual players it must still trade with is one that holds a zero face
    up and that the opponent has traded with already: nobody else can take that zero. Trading
    with it last brings the zero home (a virtual player holding a zero gives it), a certain
    Quattro and a certain win; trading with it earlier gives away the zero that completes the
    Quattro and leaves the last card to chance. Positions of play between random and easy seats,
    which give zeros away."""
    found = 0
    for seed in range(300):
        random_seats = {seat for seat in (0, 1) if seed % 3 in (0, seat + 1)}
        for view, legal in self_play("quattro", 2, {}, seed, random_seats):
            zero_holders = _zero_to_bring_home(view)
            if zero_holders:
                bad = {a for a in legal if a.split()[-1] in zero_holders}
                yield view, legal, bad
                found += 1
                if found == count:
                    return
                break  # one position per game


def _zero_to_bring_home(view: View) -> set[str]:
    """The virtual players (`vpN`) the seat should trade with last, as in zero_last_positions."""
    obs = view.observation
    if obs.window != LAST_WINDOW or obs.phase != "trade" or len(obs.revealed) != 3:
        return set()
    opponent = 1 - view.seat
    untraded = [vp for vp in range(1, 7) if vp not in obs.traded[view.seat]]
    holders = {
        f"vp{vp}"
        for vp in untraded
        if ZERO in obs.vp_face_up[vp - 1] and vp in obs.traded[opponent]
    }
    fits = revealed_mask(obs.revealed) != CLASHED
    theirs_clash = revealed_mask(obs.opponent_revealed) == CLASHED
    return holders if len(untraded) >= 2 and fits and theirs_clash else set()


def test_the_zero_that_completes_a_quattro_is_not_traded_away():
    positions = list(zero_last_positions(4))
    assert len(positions) == 4
    chancy = 0
    for view, legal, bad in positions:
        assert bad and len(bad) < len(legal)
        chancy += sum(random.Random(i).choice(legal) in bad for i in range(20))
        for level in LEVELS:
            moves = choices(view, legal, level, seeds=range(2))
            assert not moves & bad, (level, moves, view.observation)
    assert chancy > 0  # a player choosing at random does make the bad move
