"""The search's fast path plays by the same rules as the checked one.

`State.advance` (a move the search took from the legal list: not checked again, no events)
must leave exactly the state `apply` leaves, and each game's fast rollout (`hooks.rollout`)
must make exactly the moves of the generic one (`play_out`: the policy over the legal list,
every move checked by `apply`), from the same random draws. Both are compared over many random
games of every game, seat count and option."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.ai.games import hooks_for
from cardtable.ai.hooks import play_out
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import ScenarioError, State
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.engine.view import random_position

GAMES = 60  # random games per game id
ROLLOUTS = 150  # sampled positions per game id


def random_tables(game: str, count: int) -> list[tuple[int, dict[str, Any], int]]:
    spec = get_spec(game)
    rng = random.Random(f"search-moves:{game}")
    tables = []
    while len(tables) < count:
        seats = rng.choice(spec.allowed_seats())
        options = {o.name: rng.choice(o.choices) for o in spec.options}
        tables.append((seats, options, rng.randrange(2**32)))
    return tables


def new_game(game: str, seats: int, options: dict[str, Any], seed: int) -> tuple[State, Any]:
    return get_spec(game).new_state(seats, dict(options), {}, ShuffleSource(seed))


def everything(state: State) -> tuple[Any, ...]:
    """All a state shows: to every seat, face up, and to the rules."""
    seats = range(state.n_seats)
    return (
        state.summary(),
        state.observe_open(),
        tuple(state.observe(seat) for seat in seats),
        state.to_act(),
        tuple(state.legal_actions(seat) for seat in seats),
        state.is_over(),
        state.outcome(),
    )


@pytest.mark.parametrize("game", GAME_IDS)
def test_advance_leaves_the_state_apply_leaves(game: str) -> None:
    moves = 0
    for seats, options, seed in random_tables(game, GAMES):
        try:
            checked, _ = new_game(game, seats, options, seed)
        except ScenarioError:
            continue  # an option this seat count does not allow
        fast = checked.clone()
        rng = random.Random(seed)
        while not checked.is_over():
            seat = rng.choice(checked.to_act())
            action = rng.choice(checked.legal_actions(seat))
            checked.apply(seat, action)
            fast.advance(seat, action)
            assert everything(fast) == everything(checked), (seed, moves, seat, action)
            moves += 1
    assert moves > 500  # the games were played


def sampled_positions(game: str) -> list[tuple[State, State]]:
    """(start, state) pairs as the search has them: a state sampled from a seat's view at a
    random point of a random game, and a few random legal moves later."""
    spec = get_spec(game)
    hooks = hooks_for(game)
    rng = random.Random(f"rollouts:{game}")
    found: list[tuple[State, State]] = []
    tables = iter(random_tables(game, 10 * ROLLOUTS))
    while len(found) < ROLLOUTS:
        seats, options, seed = next(tables)
        try:
            state, recall = random_position(spec, seats, options, seed, rng, 60)
        except ScenarioError:
            continue
        if state.is_over():
            continue
        seat = rng.choice(state.to_act())
        start = hooks.knowledge(recall.view(state, seat)).sample(rng, search=True)
        later = start.clone()
        for _ in range(rng.randint(0, 3)):
            if later.is_over() or hooks.at_horizon(start, later):
                break
            acting = rng.choice(later.to_act())
            later.apply(acting, rng.choice(later.legal_actions(acting)))
        found.append((start, later))
    return found


def settled(state: State, hooks: Any) -> tuple[Any, ...]:
    """All a search's state shows where a rollout stops (a settled deal or round of a search's
    state is not dealt on, so no seat can observe it)."""
    return (
        state.summary(),
        state.to_act(),
        state.is_over(),
        state.outcome(),
        hooks.evaluate(state),
    )


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_games_rollout_makes_the_moves_of_the_generic_one(game: str) -> None:
    hooks = hooks_for(game)
    for index, (start, state) in enumerate(sampled_positions(game)):
        fast, checked = state.clone(), state.clone()
        fast_rng, checked_rng = random.Random(index), random.Random(index)
        hooks.rollout(start, fast, fast_rng)
        play_out(hooks, start, checked, checked_rng)
        assert settled(fast, hooks) == settled(checked, hooks), index
        assert fast_rng.getstate() == checked_rng.getstate(), index  # the same draws


# --- Polar Pairs: the evaluation's playout and the rollout policy's remembered placements ---


def _played_out_with_checks(state: State) -> State:
    """A round finished as the search did before it had `advance`: the generic policy over
    the legal list, every move checked by `apply`."""
    hooks = hooks_for("polar")
    playing = state.round  # type: ignore[attr-defined]
    while not state.is_over() and state.round == playing:  # type: ignore[attr-defined]
        seat = state.to_act()[0]
        state.apply(seat, hooks.policy(state, seat, state.legal_actions(seat), random.Random()))
    return state


def test_polar_evaluation_plays_the_round_out_as_the_checked_policy_does() -> None:
    from cardtable.ai.games import polar

    played = 0
    for _, state in sampled_positions("polar"):
        if not state.to_act():
            continue  # the round was over already (a search's state deals no next one)
        fast = polar._play_out_round(state.clone())  # advance, the policy read from the state
        checked = _played_out_with_checks(state.clone())
        assert settled(fast, polar.HOOKS) == settled(checked, polar.HOOKS)
        assert fast.discard == checked.discard and fast.stock == checked.stock
        played += 1
    assert played > ROLLOUTS // 2  # most positions had a round left to play


def _best_place_as_written(known: list, face_down: list[int], card: str) -> tuple[int, float]:
    """`best_place` the straightforward way: each face-down slot tried with a copy."""
    from cardtable.ai.games.polar import estimate

    now, best = estimate(known), (face_down[0], float("-inf"))
    for slot in face_down:
        trial = known[:]
        trial[slot] = card
        if now - estimate(trial) > best[1]:
            best = (slot, now - estimate(trial))
    return best


def _flip_choice_as_written(known: list, face_down: list[int]) -> int:
    from cardtable.ai.games.polar import UNKNOWN_POINTS, estimate

    def worth(slot: int) -> float:
        if known[slot] is None:
            return UNKNOWN_POINTS - 0.1
        trial = known[:]
        trial[slot] = None
        return estimate(known) - estimate(trial) + UNKNOWN_POINTS

    return min(face_down, key=worth)


def test_polar_remembered_placements_are_the_straightforward_ones() -> None:
    from cardtable.ai.games.polar import best_place, flip_choice
    from cardtable.engine.games.polar import CANONICAL_DECK

    rng = random.Random("polar-placements")
    for _ in range(5000):
        face_down = sorted(rng.sample(range(4), rng.randint(1, 4)))
        known = [
            rng.choice(CANONICAL_DECK) if slot >= 2 or slot not in face_down else None
            for slot in range(4)
        ]
        card = rng.choice(CANONICAL_DECK)
        assert best_place(known, face_down, card) == _best_place_as_written(known, face_down, card)
        assert flip_choice(known, face_down) == _flip_choice_as_written(known, face_down)


def test_polar_rollout_choice_is_decide_at_the_rollout_margins() -> None:
    from cardtable.ai.games.polar import FACE_DOWN, _policy_choice, decide
    from cardtable.engine.games.polar import CANONICAL_DECK

    written_out = _policy_choice.__wrapped__  # the choice itself, not the remembered one
    rng = random.Random("polar-rollout-choice")
    for _ in range(20000):
        up = rng.randrange(15)  # a seat to move has a face-down slot
        near = rng.choice(CANONICAL_DECK), rng.choice(CANONICAL_DECK)
        far = [rng.choice(CANONICAL_DECK) if up >> slot & 1 else None for slot in (0, 1)]
        card, holding = rng.choice(CANONICAL_DECK), rng.random() < 0.5
        may_draw = not holding and rng.random() < 0.9
        known = [*far, *near]
        legal = ("draw",) if may_draw else ()
        expected = decide(known, FACE_DOWN[up], card, holding, legal)
        assert written_out(up, *known, card, holding, may_draw) == expected
