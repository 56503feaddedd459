"""Quattro's result: who made a Quattro, then the sums, then the numbers from the highest down
(docs/rules/quattro.md, "Scoring"), said the way the rules decided it. Every card is face up
at the end, so both hands are shown."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.core import Card, Seat
from ...engine.games import quattro as rules
from ...i18n import N_, tr, trc
from ..games import listing
from ..narrator import Narrator
from . import Hand, Hands, Seen, Story


def hands_seen(seen: Seen) -> tuple[tuple[Card | None, ...], tuple[Card | None, ...]]:
    """Seat 0's and seat 1's cards as the reader sees them (None: still face down)."""
    obs: rules.QuattroObservation = seen.obs
    near = obs.seat if obs.seat in (0, 1) else 0
    own: tuple[Card | None, ...] = tuple(obs.hand)
    other: tuple[Card | None, ...] = tuple(obs.opponent_revealed) + (None,) * (
        obs.opponent_hidden_count
    )
    return (own, other) if near == 0 else (other, own)


def _numbers(cards: Sequence[Card | None]) -> list[int]:
    return sorted((rules.NUMBER[c] for c in cards if c is not None), reverse=True)


def _who_made_it(quattro: tuple[bool, bool], sums: tuple[int, int]) -> str:
    """The first half of the reason when both or neither made a Quattro."""
    both = quattro[0]
    if sums[0] == sums[1]:
        if both:
            return tr("Both made a Quattro of {sum}", sum=sums[0])
        return tr("Neither made a Quattro; both sum to {sum}", sum=sums[0])
    return tr("Both made a Quattro") if both else tr("Neither made a Quattro")


# "your 15 beats Astrid's 12", as the winner reads it, the loser, and anyone else: (by the sums,
# by the highest number that differs).
BEATS = {
    "winner": (
        N_("your sum of {high} beats {other}'s {low}"),
        N_("your {high} beats {other}'s {low}"),
    ),
    "loser": (
        N_("{other}'s sum of {high} beats your {low}"),
        N_("{other}'s {high} beats your {low}"),
    ),
    "anyone": (
        N_("{winner}'s sum of {high} beats {loser}'s {low}"),
        N_("{winner}'s {high} beats {loser}'s {low}"),
    ),
}


def _beats(say: Narrator, winner: Seat, high: int, low: int, by_sum: bool) -> str:
    """How the winner's hand beats the other, said to the reader."""
    loser = 1 - winner
    if say.is_viewer(winner):
        reader, other = "winner", loser
    elif say.is_viewer(loser):
        reader, other = "loser", winner
    else:
        reader, other = "anyone", winner
    by_sums, by_numbers = BEATS[reader]
    return tr(
        by_sums if by_sum else by_numbers,
        high=high,
        low=low,
        other=say.player(other),
        winner=say.player(winner),
        loser=say.player(loser),
    )


def reason(seen: Seen, say: Narrator) -> str:
    """Why the game ended as it did, from the hands as the reader sees them."""
    seen_hands = hands_seen(seen)
    hands = tuple([card for card in hand if card is not None] for hand in seen_hands)
    if any(len(hand) != len(seen_hand) for hand, seen_hand in zip(hands, seen_hands, strict=True)):
        return ""  # the hands are not all face up: nothing to explain from (never at the end)
    quattro = (rules.is_quattro(hands[0]), rules.is_quattro(hands[1]))
    sums = (sum(_numbers(hands[0])), sum(_numbers(hands[1])))
    winner = seen.outcome.winners[0] if seen.outcome.winners else None
    if quattro[0] != quattro[1]:
        maker = 0 if quattro[0] else 1
        if say.is_viewer(maker):
            return tr("Only you made a Quattro")
        return tr("Only {player} made a Quattro", player=say.player(maker))
    clause = _who_made_it(quattro, sums)
    if winner is None:
        return trc("Quattro's result", "{clause}: the same numbers, so it is a draw", clause=clause)
    if sums[0] != sums[1]:
        comparison = _beats(say, winner, sums[winner], sums[1 - winner], by_sum=True)
    else:
        pairs = zip(_numbers(hands[winner]), _numbers(hands[1 - winner]), strict=True)
        high, low = next((a, b) for a, b in pairs if a != b)
        comparison = _beats(say, winner, high, low, by_sum=False)
    return trc("Quattro's result", "{clause}: {comparison}", clause=clause, comparison=comparison)


def _note(cards: tuple[Card | None, ...]) -> str:
    total = sum(_numbers(cards))
    shown = [card for card in cards if card is not None]
    if len(shown) < len(cards):
        return tr("sum so far {sum}", sum=total)
    if rules.is_quattro(shown):
        return tr("a Quattro · sum {sum}", sum=total)
    return tr("no Quattro · sum {sum}", sum=total)


def story(seen: Seen, say: Narrator) -> Story:
    hands = hands_seen(seen)
    obs: rules.QuattroObservation = seen.obs
    shown = tuple(
        Hand(
            say.player(seat),
            hands[seat],
            _note(hands[seat]),
            winner=seat in seen.outcome.winners,
        )
        for seat in (0, 1)
    )
    mulligans = tr("Mulligans: {counts}", counts=listing(say, obs.mulligans))
    return Story(
        tuple(line for line in (reason(seen, say), mulligans) if line),
        (Hands(tr("Final hands"), "quattro", shown),),
    )
