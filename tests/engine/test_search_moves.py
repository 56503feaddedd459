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


class QuattroShadow:
    """A `BitTable` policy for the test below: random moves, each checked against a copy of the
    state it was read from and played there by `apply` too."""

    def __init__(self, state: Any, rng: random.Random) -> None:
        self.checked, self.rng = state.clone(), rng

    def legal(self, seat: int, hidden: int, mask: int) -> tuple[str, ...]:
        from cardtable.engine.games.quattro.masks import bits_of

        checked = self.checked
        assert seat in checked.to_act()
        assert hidden == bits_of(checked.hidden_of(seat))
        assert mask == checked.revealed_mask_of(seat)
        return checked.legal_actions(seat)

    def play(self, seat: int, legal: tuple[str, ...]) -> tuple[int, int]:
        action = self.rng.choice(legal)
        self.checked.apply(seat, action)
        return as_bits(action)

    def reveal(self, seat: int, hidden: int, mask: int, rng: random.Random) -> int:
        from cardtable.engine.games.quattro.masks import SECOND_ZERO, nth_card, reveal_count

        legal = self.legal(seat, hidden, mask)
        assert reveal_count(hidden) == len(legal)
        listed = [nth_card(hidden & ~SECOND_ZERO, i) for i in range(len(legal))]
        assert listed == [as_bits(action)[0] for action in legal]
        return self.play(seat, legal)[0]

    def trade(
        self,
        seat: int,
        window: int,
        hidden: int,
        mask: int,
        untraded: int,
        vp_up: list[int],
        rng: random.Random,
    ) -> tuple[int, int]:
        from cardtable.engine.games.quattro.masks import bits_of, nth_trade, trade_count

        legal = self.legal(seat, hidden, mask)
        checked = self.checked
        assert (window, untraded) == (checked.window, checked.untraded_of(seat))
        assert vp_up == [bits_of(cards) for cards in checked.vp_face_up]
        assert trade_count(hidden, untraded, window) == len(legal)
        listed = [nth_trade(hidden, untraded, i) for i in range(len(legal))]
        assert listed == [as_bits(action) for action in legal]
        return self.play(seat, legal)


def as_bits(action: str) -> tuple[int, int]:
    """A Quattro move as a `BitTable` policy gives it: (card, VP index), -1 for no VP."""
    from cardtable.engine.games.quattro.masks import BIT, PASS_MOVE

    verb, *words = action.split()
    if verb == "pass":
        return PASS_MOVE
    return BIT[words[0]], int(words[1][2:]) - 1 if verb == "trade" else -1


def test_quattros_bit_table_plays_the_moves_apply_plays() -> None:
    """Quattro's playouts run on a `BitTable` (hands as bit masks). From random points of random
    games past the mulligans, one plays random moves to the end: before each move the policy
    is given the masks of the state's cards, and the moves it counts and lists are the state's
    legal ones; the same moves played by `apply` leave exactly the state the table writes
    back."""
    from cardtable.engine.games.quattro import MULLIGAN_PHASE
    from cardtable.engine.games.quattro.bits import BitTable

    played = 0
    for seats, options, seed in random_tables("quattro", GAMES):
        state, _ = new_game("quattro", seats, options, seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, 30)):
            if state.is_over():
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over() or state.phase == MULLIGAN_PHASE:
            continue
        shadow = QuattroShadow(state, rng)
        table = BitTable(state)
        table.play_out(shadow.reveal, shadow.trade, random.Random(seed))
        table.write(state)
        assert everything(state) == everything(shadow.checked), seed
        played += 1
    assert played > 30  # the tables were played


def test_quattros_vp_choice_on_masks_is_vp_gives() -> None:
    """Every trade's reply is worked out on masks (`vp_choice`): it is the card the rules'
    `vp_gives` names, and from the same side, for random VP hands and traders' reveals."""
    from cardtable.engine.games.quattro import DECK, revealed_mask, vp_gives
    from cardtable.engine.games.quattro.masks import BIT, bits_of, vp_choice

    rng = random.Random("vp-choice")
    zeros_given = 0
    for _ in range(20_000):
        cards = rng.sample(DECK, rng.randint(1, 9))
        split = rng.randint(0, min(3, len(cards) - 1))
        down, up = tuple(cards[: len(cards) - split]), tuple(sorted(cards[len(cards) - split :]))
        revealed = rng.sample([card for card in DECK if card not in cards], rng.randint(0, 4))
        mask = revealed_mask(revealed)
        card, public = vp_gives(down, up, mask)
        assert vp_choice(bits_of(down), bits_of(up), mask) == (BIT[card], public), (down, up)
        zeros_given += card == "0"
    assert 1000 < zeros_given < 19_000  # zeros, face up and down, and other cards were given


def test_quattros_card_masks_keep_every_card() -> None:
    """A mask holds each card of a hand, both zeros too, and gives them back sorted."""
    from cardtable.engine.games.quattro import DECK, sort_cards
    from cardtable.engine.games.quattro.masks import bits_of, cards_of

    rng = random.Random("card-masks")
    for _ in range(5_000):
        cards = rng.sample(DECK, rng.randint(0, 9))
        assert cards_of(bits_of(cards)) == sort_cards(cards), cards
    assert cards_of(bits_of(["0", "G6", "0"])) == ("G6", "0", "0")


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


def _every_field(state: Any) -> dict[str, Any]:
    """Every slot of a Polar state, the shuffle source by what it has dealt."""
    fields = {name: getattr(state, name) for name in type(state).__slots__ if name != "shuffles"}
    fields["shuffles"] = (state.shuffles.seed, state.shuffles.stacked, state.shuffles.used)
    return fields


def test_polar_evaluation_plays_the_round_out_as_the_checked_policy_does() -> None:
    from cardtable.ai.games import polar

    played = 0
    for _, state in sampled_positions("polar"):
        if not state.to_act():
            continue  # the round was over already (a search's state deals no next one)
        fast = polar._play_out_round(state.clone())  # the engine's loop, the policy handed in
        checked = _played_out_with_checks(state.clone())
        assert settled(fast, polar.HOOKS) == settled(checked, polar.HOOKS)
        assert _every_field(fast) == _every_field(checked)  # stock, discard, mover, turn...
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


def test_polar_estimates_by_code_are_the_estimates_of_the_hand_in_any_order() -> None:
    from cardtable.ai.games.polar import CODE, ESTIMATE_BY_CODE, estimate
    from cardtable.engine.games.polar import CANONICAL_DECK

    rng = random.Random("polar-codes")
    cards: list[str | None] = [*CANONICAL_DECK, None, None, None, None]
    for _ in range(20000):
        hand = rng.sample(cards, 4)
        assert ESTIMATE_BY_CODE[sum(CODE[card] for card in hand)] == estimate(hand), hand
    assert len(ESTIMATE_BY_CODE) == 3060  # no two hands share a sum (14 kinds or unknown, 4 slots)
