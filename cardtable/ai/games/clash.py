"""AI hooks for Dual Clash Poker (rules and rulings: docs/rules/clash.md; engine:
cardtable/engine/games/clash/).

All hands are public ("everyone knows which cards everyone still holds"); the only secret is a
card committed and not yet revealed. So a sampled state is the observed table with each commit
the seat cannot see replaced by a guess from its owner's hand, weighted by how players tend to
play, never excluding a card the owner could have chosen.

The heuristics share one table convention, as partners who cannot talk would agree on before
the game: in each counted round one partner of each team fights (high cards, the joker) and the
other spares (low cards), taking turns, so partners rarely burn each other's cards. In `basic`
the partner who answers (the lead alternates every round) instead answers the card it saw.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Sequence
from enum import Enum
from functools import cache, lru_cache
from itertools import accumulate

from ...engine.core import Action, Card, Seat
from ...engine.games.clash import (
    CARD_VALUE,
    JOKER,
    JOKER_ACTIONS,
    JOKERS,
    MEDALS_TO_WIN_MATCH,
    OVER,
    RED,
    ROUNDS_TO_WIN_SET,
    SEATS,
    TEAM_OF,
    VALUES,
    ClashObservation,
    ClashResampler,
    ClashState,
    partner_of,
    replay_goes_to,
)
from ...engine.sampling import Fill
from ...engine.view import View
from ..explain import Explanation
from ..hooks import FunctionHooks, SearchLevel, Tuning, reading_only

PLAY: dict[Card, Action] = {card: f"play {card}" for card in (*CARD_VALUE, *JOKERS)}
OPPONENTS: tuple[tuple[Seat, Seat], ...] = ((2, 3), (2, 3), (0, 1), (0, 1))

# --- The heuristic's weights (tuned in policy-vs-policy matches) ------------------------------
# A fighting seat's weight for its lowest and highest plain card (linear in between) and for its
# joker; a sparing seat's; a seat whose partner showed its joker (basic) supports it.
FIGHT_LOW, FIGHT_HIGH, FIGHT_JOKER = 0.05, 1.2, 7.5
SPARE_LOW, SPARE_HIGH, SPARE_JOKER = 4.0, 0.3, 0.2
SUPPORT_LOW, SUPPORT_HIGH = 1.0, 2.0
FIGHT_BELOW = 6  # basic: a partner who showed a card below 6 needs help, so the seat fights
URGENT = 2.0  # opponents one round from the set: high cards and the joker count double
SAFE_JOKER = 2.0  # no opponent holds a joker any more: a lone joker is (almost) sure to win
BELIEF_UNIFORM = 0.35  # share of a uniform guess in the belief about an unseen commit
# A card that burns the partner's shown card keeps a sliver of weight: with hands such as 1 and 5
# each, only a team that burns its own card can break the replays, so a rule that never did
# would replay forever.
SELF_BURN = 0.02

WIN, REPLAY, LOSS = 1.0, 0.5, 0.0


# --- Rounds -----------------------------------------------------------------------------------
def _round_winner(values: Sequence[int | None]) -> Seat | None:
    """Steps 4-5: the seat of the highest value no other card equals; None when every card
    burns (a replay). A value of None is a joker that burned among others."""
    best_seat, best_value = None, 0
    for seat in SEATS:
        value = values[seat]
        if value is not None and value > best_value and values.count(value) == 1:
            best_seat, best_value = seat, value
    return best_seat


def naming_results(
    table: Sequence[Card], joker_seat: Seat, replay_to: int | None = None
) -> list[float]:
    """The round's result for the joker owner's team for each name 1..7 (win, replay, loss).
    `replay_to` is the team a replay would go to (a third replay in a row is decided)."""
    team = TEAM_OF[joker_seat]
    replay = REPLAY if replay_to is None else WIN if replay_to == team else LOSS
    results = []
    for value in VALUES:
        winner = _round_winner([CARD_VALUE.get(card, value) for card in table])
        results.append(replay if winner is None else WIN if TEAM_OF[winner] == team else LOSS)
    return results


def best_joker_value(table: Sequence[Card], joker_seat: Seat, replay_to: int | None = None) -> int:
    """The name that wins the round if any does (else one that forces a replay: the joker comes
    back); among equals one that burns none of the other cards, so a teammate's winning card is
    never burned for nothing, and then the highest."""
    return _best_name(tuple(table), joker_seat, replay_to)


@lru_cache(maxsize=100_000)  # the rollouts name jokers on the same few tables again and again
def _best_name(table: tuple[Card, ...], joker_seat: Seat, replay_to: int | None) -> int:
    results = naming_results(table, joker_seat, replay_to)
    return _name_for(table, joker_seat, results, max(results))


def _name_for(
    table: Sequence[Card], joker_seat: Seat, results: Sequence[float], result: float
) -> int:
    """The heuristic's name among those that give `result`: one that burns no other card,
    then the highest. Names with the same result leave the same hands and score behind (only
    the round's record keeps the name), so this one stands for them all."""
    others = {CARD_VALUE.get(card) for seat, card in enumerate(table) if seat != joker_seat}
    candidates = [value for value in VALUES if results[value - 1] == result]
    clean = [value for value in candidates if value not in others]
    return max(clean or candidates)


def shortlist(view: View[ClashObservation], legal: Sequence[Action]) -> list[Action]:
    """Naming a joker: one name per result (the others are the same move). A name that wins
    the round is named: trading a won round for a replay or a loss is never what a careful
    player does. Without one, the replay and the loss both stay (a replay gives the opponents
    their cards back too, so it is not always the better), the heuristic's first. A commit is
    played mixed; the heuristic's likeliest card comes first."""
    obs = view.observation
    if obs.phase == JOKER:
        assert obs.table is not None
        results = naming_results(obs.table, view.seat, replay_goes_to(obs.rounds))
        if WIN in results:
            return [JOKER_ACTIONS[_name_for(obs.table, view.seat, results, WIN) - 1]]
        classes = sorted(set(results), reverse=True)
        return [JOKER_ACTIONS[_name_for(obs.table, view.seat, results, r) - 1] for r in classes]
    hand = obs.hands[view.seat]
    shown = obs.commits[partner_of(view.seat)]
    opponents_joker = _opponents_hold_a_joker(obs.hands, view.seat)
    cumulative = _cumulative_weights(hand, view.seat, obs.score, shown, opponents_joker)
    weights = [b - a for a, b in zip((0.0, *cumulative), cumulative, strict=False)]
    likeliest = PLAY[hand[max(range(len(hand)), key=weights.__getitem__)]]
    if likeliest not in legal:
        return list(legal)
    return [likeliest, *(action for action in legal if action != likeliest)]


def round_result(cards: Sequence[Card], team: int) -> float:
    """The result for `team` of four revealed cards, a lone joker named at its owner's best."""
    jokers = [seat for seat in SEATS if cards[seat] in JOKERS]
    if len(jokers) == 1:
        own = max(naming_results(cards, jokers[0]))
        return own if TEAM_OF[jokers[0]] == team else 1.0 - own
    winner = _round_winner([CARD_VALUE.get(card) for card in cards])
    return REPLAY if winner is None else WIN if TEAM_OF[winner] == team else LOSS


# --- What a seat knows ------------------------------------------------------------------------


class ClashKnowledge:
    """The observed table; each commit the seat cannot see is guessed from its owner's hand
    (the hand still holds it): weighted by the heuristic, but any card of the hand may come."""

    __slots__ = ("_guessed", "_obs", "_resampler", "_seats")

    def __init__(self, view: View[ClashObservation]) -> None:
        obs = view.observation
        self._obs = obs
        self._resampler = ClashResampler(view)
        self._seats = tuple(int(place[1]) for place in self._resampler.hidden.chosen)
        # The round's leaders first: in basic their partners answer the card they saw.
        followers = tuple(seat for seat in SEATS if seat not in obs.leaders)
        basic = obs.variant == "basic"
        self._guessed = tuple(
            (owner, basic and owner in followers)
            for owner in (*obs.leaders, *followers)
            if owner in self._seats
        )

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> ClashState:
        obs = self._obs
        commits = list(obs.commits)
        guesses: dict[Seat, Card] = {}
        for owner, answers in self._guessed:
            shown = commits[partner_of(owner)] if answers else None
            guess = _guess(obs.hands, owner, obs.score, shown, rng, BELIEF_UNIFORM)
            commits[owner] = guesses[owner] = guess
        chosen = [guesses[seat] for seat in self._seats]
        return self._resampler.state(Fill((), chosen), check=check, search=search)


def sample_state(view: View[ClashObservation], rng: random.Random) -> ClashState:
    """One state consistent with what `view.seat` knows (the search samples through one
    `ClashKnowledge`, built once per decision)."""
    return ClashKnowledge(view).sample(rng)


def _shown_partner_card(state: ClashState, seat: Seat) -> Card | None:
    """The leader's commit when `seat` answers it (basic only: "its partner sees that
    choice")."""
    return state.commits[partner_of(seat)] if state.basic and seat not in state.leaders else None


def _fights(seat: Seat, score: tuple[int, int], shown: Card | None) -> bool | None:
    """The seat's role this round: fight (True), spare (False) or support a shown joker (None).
    By convention partners take turns to fight, seat parity against the counted rounds; a seat
    that saw its partner's card fights when that card is too low to win on its own."""
    if shown is None:
        return (score[0] + score[1] + seat) % 2 == 0
    if shown in JOKERS:
        return None
    return CARD_VALUE[shown] < FIGHT_BELOW


def _opponents_hold_a_joker(hands: Sequence[tuple[Card, ...]], seat: Seat) -> bool:
    first, second = OPPONENTS[seat]
    return hands[first][-1] in JOKERS or hands[second][-1] in JOKERS


@lru_cache(maxsize=100_000)  # a seat has at most 256 hands
def _cumulative_weights(
    hand: tuple[Card, ...],
    seat: Seat,
    score: tuple[int, int],
    shown: Card | None,
    opponents_joker: bool,
) -> tuple[float, ...]:
    """Relative chances of each card of the seat's hand (sorted: plain cards by value, then the
    joker) in the heuristic's eyes, summed up; `shown` is the partner's card the seat saw, if
    any; `opponents_joker`: an opponent still holds a joker."""
    has_joker = hand[-1] in JOKERS
    plain = len(hand) - has_joker
    role = _fights(seat, score, shown)
    if role is None:
        low, high, joker = SUPPORT_LOW, SUPPORT_HIGH, SELF_BURN  # two jokers burn each other
    elif role:
        low, high, joker = FIGHT_LOW, FIGHT_HIGH, FIGHT_JOKER
    else:
        low, high, joker = SPARE_LOW, SPARE_HIGH, SPARE_JOKER
    if score[1 - TEAM_OF[seat]] == ROUNDS_TO_WIN_SET - 1:
        high *= URGENT
        joker *= URGENT
    if plain > 1:
        step = (high - low) / (plain - 1)
        weights = [low + step * rank for rank in range(plain)]
    else:
        weights = [high] * plain
    if has_joker:
        if not opponents_joker:
            joker *= SAFE_JOKER
        weights.append(joker)
    if shown is not None and shown not in JOKERS:
        for rank in range(plain):  # hardly ever burn the partner's card
            if CARD_VALUE[hand[rank]] == CARD_VALUE[shown]:
                weights[rank] = SELF_BURN
    return tuple(accumulate(weights))


def _guess(
    hands: Sequence[tuple[Card, ...]],
    seat: Seat,
    score: tuple[int, int],
    shown: Card | None,
    rng: random.Random,
    uniform: float = 0.0,
) -> Card:
    """A card of the seat's hand drawn by `_commit_weights`, or with chance `uniform` drawn
    uniformly (so a guess never rules out a card the seat could have chosen)."""
    hand = hands[seat]
    if uniform and rng.random() < uniform:
        return hand[int(rng.random() * len(hand))]
    opponents_joker = _opponents_hold_a_joker(hands, seat)
    cumulative = _cumulative_weights(hand, seat, score, shown, opponents_joker)
    total = cumulative[-1]
    if total <= 0.0:
        return hand[int(rng.random() * len(hand))]
    return hand[bisect_right(cumulative, rng.random() * total)]


# --- Rollouts ---------------------------------------------------------------------------------
def policy(state: ClashState, seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
    """The heuristic: a lone joker takes its best name; a commit follows the table convention
    (fighters mostly their joker or a high card, sparers their low cards), mixed."""
    if state.phase == JOKER:
        assert state.table is not None  # the four cards lie on the table while it is named
        value = best_joker_value(state.table, seat, replay_goes_to(state.rounds))
        return JOKER_ACTIONS[value - 1]
    shown = _shown_partner_card(state, seat)
    return PLAY[_guess(state.hands, seat, state.score, shown, rng)]


def rollout(start: ClashState, state: ClashState, rng: random.Random) -> None:
    """The search's playout to the end of the set running at `start` (`hooks.play_out` with
    `policy`): the same moves from the same random draws, but without the lists of legal
    moves (the policy does not read them), and the engine plays each move unchecked and
    without events (`advance`)."""
    set_number = start.set_number
    while state.phase != OVER and state.set_number == set_number:
        acting = state.to_act()
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        state.advance(seat, policy(state, seat, (), rng))


def at_horizon(root: ClashState, state: ClashState) -> bool:
    """A rollout stops when the set that was running at `root` has ended."""
    return state.phase == OVER or state.set_number != root.set_number


@cache
def _set_chance(red_needs: int, black_needs: int) -> float:
    """Red's chance to take the set needing `red_needs` rounds to Black's `black_needs`, every
    round a coin flip."""
    if red_needs == 0:
        return 1.0
    if black_needs == 0:
        return 0.0
    return (_set_chance(red_needs - 1, black_needs) + _set_chance(red_needs, black_needs - 1)) / 2


@cache
def _match_chance(red_medals: int, black_medals: int) -> float:
    """Red's chance to take the match from these medals, every future set a coin flip."""
    if red_medals == MEDALS_TO_WIN_MATCH:
        return 1.0
    if black_medals == MEDALS_TO_WIN_MATCH:
        return 0.0
    red_takes_it = _match_chance(red_medals + 1, black_medals)
    black_takes_it = _match_chance(red_medals, black_medals + 1)
    return (red_takes_it + black_takes_it) / 2


def red_chance(state: ClashState) -> float:
    """Red's chance to win the match: the outcome once over, else from medals and the set's
    score ("the first team to 2 medals wins the match"; a set goes to the first to 4 rounds)."""
    if state.winner is not None:
        return 1.0 if state.winner == RED else 0.0
    red_medals, black_medals = state.medals
    red_score, black_score = state.score
    this_set = _set_chance(ROUNDS_TO_WIN_SET - red_score, ROUNDS_TO_WIN_SET - black_score)
    return this_set * _match_chance(red_medals + 1, black_medals) + (1.0 - this_set) * (
        _match_chance(red_medals, black_medals + 1)
    )


def evaluate(state: ClashState) -> list[float]:
    """Each seat's value: partners share their team's result (win 1, loss 0) or chance."""
    red = red_chance(state)
    return [red, red, 1.0 - red, 1.0 - red]


# --- The easy level ---------------------------------------------------------------------------
EASY_NOISE = 0.1  # a careless card now and then
EASY_JOKER_EAGERNESS = 0.5  # a fighter with opponents' jokers still out plays its joker this often
EASY_NAMES_SEVEN = 0.15  # names a lone joker 7 without looking


def easy(view: View[ClashObservation], legal: Sequence[Action], rng: random.Random) -> Action:
    """A player keeping the convention by a fixed rule: the fighter plays its joker when no
    opponent can burn it (or the set is at stake, or on a whim), else its highest card; the
    sparer throws its lowest. It names a joker properly, mostly."""
    obs = view.observation
    if obs.phase == JOKER:
        if rng.random() < EASY_NAMES_SEVEN:
            return JOKER_ACTIONS[-1]
        assert obs.table is not None
        value = best_joker_value(obs.table, view.seat, replay_goes_to(obs.rounds))
        return JOKER_ACTIONS[value - 1]
    if rng.random() < EASY_NOISE:
        return rng.choice(list(legal))
    return PLAY[_easy_card(obs, view.seat, rng)]


def _easy_card(obs: ClashObservation, seat: Seat, rng: random.Random) -> Card:
    hand = obs.hands[seat]
    shown = obs.commits[partner_of(seat)]
    has_joker = hand[-1] in JOKERS
    avoid = CARD_VALUE.get(shown) if shown else None
    plain = [card for card in hand if card not in JOKERS and CARD_VALUE[card] != avoid]
    role = _fights(seat, obs.score, shown)
    if not role:
        return plain[0] if plain else hand[0]
    jokers_out = _opponents_hold_a_joker(obs.hands, seat)
    at_stake = obs.score[1 - TEAM_OF[seat]] == ROUNDS_TO_WIN_SET - 1
    if has_joker and (not jokers_out or at_stake or rng.random() < EASY_JOKER_EAGERNESS):
        return hand[-1]
    return plain[-1] if plain else hand[-1]


# --- Hints ------------------------------------------------------------------------------------


class ClashWhy(Enum):
    """Why a move is good (details in brackets; cards by id)."""

    NAME_HIGHEST = "name-highest"  # [value]
    NAME_BURNS_FOR_PARTNER = "name-burns-for-partner"  # [value, cards, card]
    NAME_PARTNER_WINS = "name-partner-wins"  # [value, card]
    NAME_REPLAY = "name-replay"  # [value]
    NAME_REPLAY_DECIDES_FOR_US = "name-replay-decides-for-us"  # [value]: a third replay in a row
    NAME_LOSES_THOUGH_WINNABLE = "name-loses-though-winnable"  # [value]
    NAME_NO_WIN = "name-no-win"  # [value]
    JOKER_WITH_PARTNERS = "joker-with-partners"
    JOKER_SAFE = "joker-safe"
    JOKER_NAME_LATER = "joker-name-later"
    PLAY_BURNS_WITH_PARTNER = "play-burns-with-partner"  # [card, shown]
    BACK_PARTNER_JOKER = "back-partner-joker"  # [card]
    SPARE_FOR_PARTNER = "spare-for-partner"  # [shown, card]
    FIGHT_URGENT = "fight-urgent"  # [card]
    FIGHT_HIGHEST = "fight-highest"  # [card]
    SPARE_CHEAPEST = "spare-cheapest"  # [card]
    PLAY_MIDDLING = "play-middling"  # [card]


def explain(view: View[ClashObservation], action: Action) -> Explanation:
    """Why `action` is a good idea now."""
    obs = view.observation
    verb, _, argument = action.partition(" ")
    if verb == "joker":
        return _explain_name(obs, view.seat, int(argument))
    return _explain_play(obs, view.seat, argument)


def _explain_name(obs: ClashObservation, seat: Seat, value: int) -> Explanation:
    table = obs.table or ()
    values = [CARD_VALUE.get(card, value) for card in table]
    winner = _round_winner(values)
    # cards the name burns that would stand without it (two 7s burn each other anyway)
    others = [CARD_VALUE.get(card) for owner, card in enumerate(table) if owner != seat]
    burned = [
        card
        for owner, card in enumerate(table)
        if owner != seat and values[owner] == value and others.count(value) == 1
    ]
    if winner == seat:
        return Explanation(ClashWhy.NAME_HIGHEST, {"value": value})
    if winner is not None and TEAM_OF[winner] == TEAM_OF[seat]:
        if burned:
            details = {"value": value, "cards": tuple(burned), "card": table[winner]}
            return Explanation(ClashWhy.NAME_BURNS_FOR_PARTNER, details)
        return Explanation(ClashWhy.NAME_PARTNER_WINS, {"value": value, "card": table[winner]})
    replay_to = replay_goes_to(obs.rounds)
    if winner is None and replay_to == TEAM_OF[seat]:
        return Explanation(ClashWhy.NAME_REPLAY_DECIDES_FOR_US, {"value": value})
    if winner is None and replay_to is None:
        return Explanation(ClashWhy.NAME_REPLAY, {"value": value})
    if WIN in naming_results(table, seat, replay_to):
        return Explanation(ClashWhy.NAME_LOSES_THOUGH_WINNABLE, {"value": value})
    return Explanation(ClashWhy.NAME_NO_WIN, {"value": value})


def _explain_play(obs: ClashObservation, seat: Seat, card: Card) -> Explanation:
    plain = [c for c in obs.hands[seat] if c not in JOKERS]
    shown = obs.commits[partner_of(seat)]  # seen only in basic, else None
    if card in JOKERS:
        return _explain_joker(obs, seat, shown)
    if shown is not None and shown not in JOKERS and CARD_VALUE[shown] == CARD_VALUE[card]:
        return Explanation(ClashWhy.PLAY_BURNS_WITH_PARTNER, {"card": card, "shown": shown})
    if shown in JOKERS:
        return Explanation(ClashWhy.BACK_PARTNER_JOKER, {"card": card})
    if shown is not None and CARD_VALUE[shown] >= FIGHT_BELOW:
        return Explanation(ClashWhy.SPARE_FOR_PARTNER, {"shown": shown, "card": card})
    if plain and card == plain[-1]:
        if obs.score[1 - TEAM_OF[seat]] == ROUNDS_TO_WIN_SET - 1:
            return Explanation(ClashWhy.FIGHT_URGENT, {"card": card})
        return Explanation(ClashWhy.FIGHT_HIGHEST, {"card": card})
    if plain and card == plain[0]:
        return Explanation(ClashWhy.SPARE_CHEAPEST, {"card": card})
    return Explanation(ClashWhy.PLAY_MIDDLING, {"card": card})


def _explain_joker(obs: ClashObservation, seat: Seat, shown: Card | None) -> Explanation:
    if shown in JOKERS:
        return Explanation(ClashWhy.JOKER_WITH_PARTNERS)
    if not _opponents_hold_a_joker(obs.hands, seat):
        return Explanation(ClashWhy.JOKER_SAFE)
    return Explanation(ClashWhy.JOKER_NAME_LATER)


# --- The hooks ----------------------------------------------------------------------------------


# Every seat chooses at once: UCB over all four seats' choices leaves the others choosing almost
# at random at these budgets, so only the searching seat's moves are searched and the other
# seats (partner included) play the policy inside the tree too.
HOOKS: FunctionHooks[ClashState] = FunctionHooks(
    ClashKnowledge,
    policy,
    at_horizon,
    reading_only(evaluate),
    easy,
    explain,
    shortlist,
    Tuning(normal=SearchLevel(800), hard=SearchLevel(2000)),
    search_own_moves_only=True,
    fast_rollout=rollout,
)
