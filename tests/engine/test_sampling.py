"""The honest sample-state constructor (engine/sampling.py): one definition of the rules.

For random positions of every game and every seat, the resampler built from that seat's view
alone, filled with the true cards of the hidden places (read with `card_at`), gives back the
real table: the same summary, the same seats to act, the same legal moves and the same
observation for every seat. A fill that could not lie behind the view is refused."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.engine.core import SPECTATOR, ScenarioError, State
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.engine.games.clash import ClashObservation
from cardtable.engine.games.cuckoo import FOOL, CuckooObservation
from cardtable.engine.games.polar import PolarObservation
from cardtable.engine.games.quattro import QuattroObservation
from cardtable.engine.sampling import Fill, IllegalFill, Resampler
from cardtable.engine.view import Recall, View, random_position


def positions(game: str, count: int, seed: int = 0) -> Iterator[tuple[State[Any], Recall]]:
    """(state, recall) at random points of random games with varied seats and options, the
    finished games' last positions included."""
    spec = get_spec(game)
    rng = random.Random(f"{game}:{seed}")
    seat_counts = spec.allowed_seats()
    made = 0
    while made < count:
        seats = rng.choice(seat_counts)
        options = {o.name: rng.choice(o.choices) for o in spec.options}
        try:
            state, recall = random_position(spec, seats, options, rng.getrandbits(32), rng, 400)
        except ScenarioError:
            continue  # an option this seat count does not allow
        made += 1
        yield state, recall


def resampler_of(view: View[Any]) -> Resampler[State[Any]]:
    build = get_spec(view.game).resampler
    assert build is not None, f"{view.game} has no resampler"
    return build(view)


def true_fill(state: State[Any], resampler: Resampler[State[Any]]) -> Fill:
    hidden = resampler.hidden
    dealt = [state.card_at(place) for place in hidden.dealt]
    chosen = [state.card_at(place) for place in hidden.chosen]
    assert None not in dealt and None not in chosen
    return Fill(dealt, chosen)  # type: ignore[arg-type]


def assert_same_table(rebuilt: State[Any], state: State[Any]) -> None:
    assert rebuilt.summary() == state.summary()
    assert rebuilt.to_act() == state.to_act()
    assert rebuilt.is_over() == state.is_over() and rebuilt.outcome() == state.outcome()
    for seat in range(state.n_seats):
        assert rebuilt.legal_actions(seat) == state.legal_actions(seat)
        assert rebuilt.observe(seat) == state.observe(seat)
    assert rebuilt.observe(SPECTATOR) == state.observe(SPECTATOR)
    assert rebuilt.observe_open() == state.observe_open()


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_true_fill_rebuilds_the_real_table_for_every_seat(game):
    checked = hidden_places = 0
    for state, recall in positions(game, 60):
        for seat in range(state.n_seats):
            view = recall.view(state, seat)
            resampler = resampler_of(view)
            rebuilt = resampler.state(true_fill(state, resampler), seed=7, check=True)
            assert_same_table(rebuilt, state)
            checked += 1
            hidden_places += len(resampler.hidden.dealt) + len(resampler.hidden.chosen)
    assert checked >= 60 and hidden_places > 0


@pytest.mark.parametrize("game", GAME_IDS)
def test_any_deal_of_the_pool_shows_the_seat_what_it_saw(game):
    """The hidden places hold the pool in any order: a random fill is a table the seat could be
    at (it sees the same), and the game plays on from it."""
    rng = random.Random(game)
    for state, recall in positions(game, 30, seed=1):
        seat = rng.choice(state.to_act() or (0,))
        view = recall.view(state, seat)
        resampler = resampler_of(view)
        hidden = resampler.hidden
        pool = list(hidden.pool)
        rng.shuffle(pool)
        chosen = [rng.choice(pool or ["?"]) for _ in hidden.chosen]
        try:
            sampled = resampler.state(Fill(pool, chosen), seed=3, check=True)
        except IllegalFill:
            continue  # a choice not held, or a Fool or shown matador dealt face down
        assert sampled.observe(seat) == view.observation
        assert sampled.to_act() == state.to_act()
        if not sampled.is_over():
            mover = sampled.to_act()[0]
            sampled.apply(mover, sampled.legal_actions(mover)[0])


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_fill_that_cannot_be_there_is_refused(game):
    refused = 0
    for state, recall in positions(game, 40, seed=2):
        view = recall.view(state, state.to_act()[0] if state.to_act() else 0)
        resampler = resampler_of(view)
        fill = true_fill(state, resampler)
        seen = Counter(get_spec(game).deck) - Counter(resampler.hidden.pool)
        others = [card for card in seen if fill.dealt and card != fill.dealt[0]]
        if others:  # a card the seat sees somewhere cannot be hidden as well
            wrong = [others[0], *fill.dealt[1:]]
            with pytest.raises(IllegalFill):
                resampler.state(Fill(wrong, fill.chosen), check=True)
            refused += 1
        if fill.chosen:  # a secret choice of a card its chooser does not hold
            stranger = _not_held_by_chooser(view, int(resampler.hidden.chosen[0][1]))
            with pytest.raises(IllegalFill):
                resampler.state(Fill(fill.dealt, [stranger, *fill.chosen[1:]]), check=True)
            refused += 1
        if fill.dealt or fill.chosen:  # one card short
            short = Fill(fill.dealt[:-1], fill.chosen) if fill.dealt else Fill((), ())
            with pytest.raises(IllegalFill):
                resampler.state(short, check=True)
            refused += 1
    assert refused >= 10


def _not_held_by_chooser(view: View[Any], chooser: int) -> str:
    """A card the chooser of a hidden choice certainly does not hold."""
    obs = view.observation
    if isinstance(obs, ClashObservation):  # hands are public
        return next(card for card in get_spec("clash").deck if card not in obs.hands[chooser])
    assert isinstance(obs, QuattroObservation)  # a card of the seat's own (not the other 0)
    return next(card for card in obs.hand if card != "0")


def test_a_fool_dealt_face_down_is_refused():
    """A Fool is always shown: a fill that hides one in a hand cannot be behind the view."""
    for state, recall in positions("cuckoo", 40, seed=3):
        if state.is_over():
            continue
        view = recall.view(state, state.to_act()[0])
        resampler = resampler_of(view)
        hidden = resampler.hidden
        hands = [i for i, place in enumerate(hidden.dealt) if place[0] == "hand"]
        if not hands or FOOL not in hidden.pool:
            continue
        pool = list(hidden.pool)
        fool = pool.index(FOOL)
        pool[fool], pool[hands[0]] = pool[hands[0]], pool[fool]
        with pytest.raises(IllegalFill):
            resampler.state(Fill(pool), check=True)
        return
    pytest.fail("no position with a Fool in the pool")


@pytest.mark.parametrize("game", GAME_IDS)
def test_open_eyes_see_every_card_but_the_piles(game):
    """observe_open() shows every card of the game face up but those in a pile (the stock, the
    discard pile under its top, Clash's cards out of the set): nothing missing, nothing twice."""
    for state, _recall in positions(game, 40, seed=4):
        shown, piles = _open_cards(state)
        assert Counter(shown) + Counter(piles) == Counter(state.all_cards())


def _open_cards(state: State[Any]) -> tuple[list[str], list[str]]:
    obs = state.observe_open()
    piles: list[str | None] = []
    if isinstance(obs, QuattroObservation):
        assert len(obs.hand) == 4 and len(obs.opponent_public_hidden) == obs.opponent_hidden_count
        shown = [*obs.hand, *obs.opponent_revealed, *obs.opponent_public_hidden]
        shown += [card for vp in (*obs.vp_face_up, *obs.vp_face_down) for card in vp]
        piles += [state.card_at(("stock", i)) for i in range(obs.stock_size)]
    elif isinstance(obs, CuckooObservation):
        shown = [card for card in obs.public_cards if card is not None] + list(obs.set_aside)
        piles += [state.card_at(("stock", i)) for i in range(obs.stock_size)]
    elif isinstance(obs, ClashObservation):
        assert all(
            c is not None for c, done in zip(obs.commits, obs.committed, strict=True) if done
        )
        shown = [card for hand in obs.hands for card in hand] + list(obs.table or ())
        out = [r for r in obs.rounds if r.set_number == obs.set_number and r.winner is not None]
        piles += [card for record in out for card in record.cards]
    else:
        assert isinstance(obs, PolarObservation)
        shown = [card for row in obs.slots for card in row if card is not None]
        assert len(shown) == 4 * len(obs.slots)
        shown += [card for card in (obs.drawn, obs.discard_top) if card is not None]
        piles += [state.card_at(("discard", i)) for i in range(obs.discard_size - 1)]
        piles += [state.card_at(("stock", i)) for i in range(obs.stock_size)]
    assert None not in piles
    return shown, piles  # type: ignore[return-value]
