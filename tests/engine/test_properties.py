"""Property tests over random seeded playouts of every game, with varied seats and options
(OpenSpiel-style playthroughs): cards are conserved, someone can act until the game is over,
every legal action applies, illegal ones raise IllegalAction and change nothing, replaying the
recorded actions reproduces the same JSON, clones are independent, and `observe(seat)` is the
same for two states that differ only in cards that seat cannot see."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import scenario
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import IllegalAction, ScenarioError, State
from cardtable.engine.games import GAME_IDS, get_spec

MAX_ACTIONS = 5000  # far above the longest game; a playout that reaches it is stuck
# Games whose tables can be shown to nobody in particular (between two humans' turns while an AI
# plays): all four (Quattro's spectator sees seat 0's side as everybody does).
SPECTATOR_GAMES = GAME_IDS


@st.composite
def tables(draw, game_id: str):
    spec = get_spec(game_id)
    seats = draw(st.sampled_from(spec.allowed_seats()))
    options = {o.name: draw(st.sampled_from(o.choices)) for o in spec.options}
    setup = {key: draw(st.integers(0, seats - 1)) for key in spec.setup_keys if draw(st.booleans())}
    seed = draw(st.integers(0, 2**32))
    return seats, options, setup, seed


def new_game(game_id: str, table) -> State | None:
    seats, options, setup, seed = table
    try:
        state, _ = get_spec(game_id).new_state(
            seats, dict(options), dict(setup), ShuffleSource(seed)
        )
    except ScenarioError:
        return None  # an option this seat count does not allow (Polar's short with <= 4)
    return state


def illegal_attempts(state: State, rng: random.Random) -> list[tuple[int, str]]:
    """Moves that must be refused: seats that may not act, nonsense, and legal-looking moves
    with the wrong arguments."""
    acting = set(state.to_act())
    attempts = [(seat, "keep") for seat in range(state.n_seats) if seat not in acting][:2]
    spec = state.spec
    for seat in acting:
        legal = set(state.legal_actions(seat))
        for verb, kinds in spec.verbs.items():
            args = [
                {
                    "card": rng.choice(spec.deck),
                    "int": str(rng.randint(-1, 9)),
                    "vp": f"vp{rng.randint(1, 6)}",
                }[k]
                for k in kinds
            ]
            action = " ".join([verb, *args])
            if action not in legal:
                attempts.append((seat, action))
        attempts.append((seat, "dance"))
    return attempts


def check_playout(game_id: str, table, rng_seed: int) -> None:
    state = new_game(game_id, table)
    if state is None:
        return
    rng = random.Random(rng_seed)
    deck = Counter(state.spec.deck)
    seats, options, setup, seed = table
    record: list[tuple[int, str]] = []
    for _ in range(MAX_ACTIONS):
        assert Counter(state.all_cards()) == deck, "cards conserved"
        acting = state.to_act()
        assert bool(acting) == (not state.is_over())
        if not acting:
            break
        for seat in range(state.n_seats):
            legal = state.legal_actions(seat)
            assert bool(legal) == (seat in acting), (seat, acting, legal)
        # illegal moves are refused and change nothing
        before = state.summary()
        for seat, action in illegal_attempts(state, rng):
            with pytest.raises(IllegalAction):
                state.apply(seat, action)
        assert state.summary() == before
        # observations leak no face-down card (seat -1: a spectator, where the game has one)
        viewers = range(-1 if game_id in SPECTATOR_GAMES else 0, state.n_seats)
        for seat in viewers:
            twin = state.redeal_hidden(seat, random.Random(rng.random()))
            assert twin.observe(seat) == state.observe(seat)
        seat = rng.choice(acting)
        legal = state.legal_actions(seat)
        # every legal action applies (on clones, which must not disturb the original)
        for action in rng.sample(legal, min(4, len(legal))):
            state.clone().apply(seat, action)
        assert state.summary() == before
        action = rng.choice(legal)
        state.apply(seat, action)
        record.append((seat, action))
    else:
        pytest.fail(f"{game_id} did not finish within {MAX_ACTIONS} actions")
    outcome = state.outcome()
    assert outcome is not None and (outcome.draw or outcome.winners)
    # replaying the recorded actions reproduces the same JSON
    replayed = scenario.replay(
        scenario.Scenario(game_id, seats, options, setup, seed, (), tuple(record))
    )
    assert replayed.error is None
    assert replayed.state.summary() == state.summary()


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_playouts_keep_every_invariant(game_id, data):
    table = data.draw(tables(game_id))
    check_playout(game_id, table, data.draw(st.integers(0, 2**32)))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_redeal_hidden_really_moves_hidden_cards(game_id):
    """The leak test above is only as good as the redeal: it must actually change cards."""
    spec = get_spec(game_id)
    changed = 0
    for seed in range(20):
        state, _ = spec.new_state(
            spec.default_seats, spec.option_defaults(), {}, ShuffleSource(seed)
        )
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 6)):
            acting = state.to_act()
            if not acting:
                break
            seat = rng.choice(acting)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for seat in range(state.n_seats):
            if internals(state.redeal_hidden(seat, random.Random(seed))) != internals(state):
                changed += 1
    assert changed >= 10


def internals(state: State) -> dict:
    """Every slot of a state (its whole content, hidden parts included), for comparisons."""
    slots = [name for cls in type(state).__mro__ for name in getattr(cls, "__slots__", ())]
    return {
        name: repr(getattr(state, name, None))
        for name in slots
        if "legal" not in name and not name.startswith("_to_act") and "cache" not in name
    }


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clones_are_independent_and_deterministic(game_id):
    spec = get_spec(game_id)
    state, _ = spec.new_state(spec.default_seats, spec.option_defaults(), {}, ShuffleSource(7))
    rng = random.Random(3)
    while state.to_act():
        twin = state.clone()
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        assert twin.apply(seat, action) == events
        assert twin.summary() == state.summary()
