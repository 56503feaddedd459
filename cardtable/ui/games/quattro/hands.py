"""Where the cards of each hand sit, and what the Quattro table remembers between two moves.

Each hand keeps its cards in place: a traded card's replacement lands where it left, and a
revealed card steps forward (towards the middle of the table). The opponent's hidden cards are
backs, except those everybody saw leave a virtual player face up ("known"). Everything here
is a function of the eyes' observations and the (redacted) events they saw.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ....engine.core import Action, Event, Seat
from ....engine.games import quattro as rules
from ....engine.games.quattro import QuattroObservation

Token = tuple[str, str | None]  # ("R", card) revealed, ("K", card) known, ("B", None) a back


@dataclass
class Staging:
    """What the table shows beyond the observation, and the person's half-made choice."""

    selected: int | None = None  # a position in the near hand, picked to trade
    own_order: dict[Seat, list[str | None]] = field(default_factory=dict)
    opp_order: dict[Seat, list[Token]] = field(default_factory=dict)
    stock_shown: float | None = None  # the stock's size while cards leave it
    scored: bool = False  # the final scoring has been shown
    decor: QuattroObservation | None = None  # what plates and the strip show while cards move
    # the hidden cards of each seat everybody saw it receive face up (from the events seen)
    known: dict[Seat, Counter[str]] = field(default_factory=lambda: {0: Counter(), 1: Counter()})
    deciding: Seat | None = None  # who keeps or mulligans now (None: not known, a resumed game)

    def settle(self) -> None:
        """The move has been shown: plates and the strip follow the observation again."""
        self.decor = None
        self.stock_shown = None

    def saw(self, event: Event) -> None:
        """Keep track of what everybody saw from a move's event."""
        if isinstance(event, rules.Traded):
            known = self.known[event.seat]
            if known[event.given] > 0:
                known[event.given] -= 1
            if event.received_public and event.received is not None:
                known[event.received] += 1
        elif isinstance(event, rules.CardsRevealed):
            for seat in (0, 1):
                if self.known[seat][event.cards[seat]] > 0:
                    self.known[seat][event.cards[seat]] -= 1


def near_seat(obs: QuattroObservation) -> Seat:
    """The seat whose cards are at the bottom (a spectator and a replay see seat 0 there)."""
    return obs.seat if obs.seat in (0, 1) else 0


def arrange_own(previous: Sequence[str | None] | None, hand: Sequence[str]) -> list[str | None]:
    """Own cards in place: those still held keep their positions, new ones fill the gaps. A
    spectator does not see every card of the near hand: the others are backs (None), last."""
    cards: list[str | None] = [*hand, *[None] * (rules.HAND_SIZE - len(hand))]
    if not previous or len(previous) != len(cards):
        return cards
    left = Counter(cards)
    placed: list[str | None] = []
    taken: list[bool] = []
    for card in previous:
        keep = left[card] > 0
        taken.append(keep)
        if keep:
            left[card] -= 1
        placed.append(card if keep else None)
    faces = sorted((c for c in left.elements() if c is not None), key=rules.CANONICAL.__getitem__)
    fill = iter([*faces, *[None] * left[None]])
    return [placed[i] if taken[i] else next(fill) for i in range(len(cards))]


def arrange_opponent(previous: Sequence[Token] | None, obs: QuattroObservation) -> list[Token]:
    """The opponent's four cards in place: revealed faces, known faces and backs."""
    revealed = Counter(obs.opponent_revealed)
    known = Counter(obs.opponent_public_hidden)
    backs = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
    size = len(obs.opponent_revealed) + obs.opponent_hidden_count
    if not previous or len(previous) != size:
        return (
            [("R", c) for c in obs.opponent_revealed]
            + [("K", c) for c in obs.opponent_public_hidden]
            + [("B", None)] * backs
        )
    placed: list[Token | None] = [None] * size
    for i, (kind, card) in enumerate(previous):
        if kind == "R" and revealed[card] > 0:
            placed[i] = ("R", card)
            revealed[card] -= 1
    for i, (kind, card) in enumerate(previous):
        if placed[i] is None and kind == "K":
            if revealed[card] > 0:
                placed[i] = ("R", card)
                revealed[card] -= 1
            elif known[card] > 0:
                placed[i] = ("K", card)
                known[card] -= 1
    for i, (kind, _) in enumerate(previous):
        if placed[i] is None and kind == "B" and backs > 0:
            placed[i] = ("B", None)
            backs -= 1
    rest: list[Token] = [("R", c) for c in revealed.elements()]
    rest += [("K", c) for c in known.elements()]
    rest += [("B", None)] * backs
    fill = iter(rest)
    return [token if token is not None else next(fill) for token in placed]


def vp_tokens(obs: QuattroObservation, vp: int) -> list[Token]:
    """A virtual player's cards: its own face down first, then those given to it face up."""
    return [("B", None)] * obs.vp_face_down_count[vp] + [("U", c) for c in obs.vp_face_up[vp]]


def slot_owner(first: Seat, slot: int) -> Seat:
    """Slot k of the snake order belongs to P1 when k mod 4 is 0 or 3, else to P2."""
    return first if slot % 4 in (0, 3) else 1 - first


def own_cards(obs: QuattroObservation, staging: Staging) -> list[str | None]:
    return arrange_own(staging.own_order.get(obs.seat), obs.hand)


def opp_cards(obs: QuattroObservation, staging: Staging) -> list[Token]:
    return arrange_opponent(staging.opp_order.get(obs.seat), obs)


def remember(obs: QuattroObservation, staging: Staging) -> None:
    staging.own_order[obs.seat] = own_cards(obs, staging)
    staging.opp_order[obs.seat] = opp_cards(obs, staging)


def own_states(obs: QuattroObservation, order: Sequence[str | None]) -> list[str]:
    """Per position: "revealed", "chosen" (to reveal, not yet turned up) or "hidden"."""
    revealed = Counter(obs.revealed)
    states = []
    for card in order:
        if card is not None and revealed[card] > 0:
            revealed[card] -= 1
            states.append("revealed")
        else:
            states.append("hidden")
    if obs.pending_reveal is not None:
        for i, card in enumerate(order):
            if states[i] == "hidden" and card == obs.pending_reveal:
                states[i] = "chosen"
                break
    return states


def tradeable(obs: QuattroObservation, staging: Staging, legal: Sequence[Action]) -> list[int]:
    """The positions of the near hand that can be given to a virtual player now."""
    order = own_cards(obs, staging)
    states = own_states(obs, order)
    return [
        i
        for i, card in enumerate(order)
        if card is not None
        and states[i] == "hidden"
        and any(a.startswith(f"trade {card} ") for a in legal)
    ]


def selection(obs: QuattroObservation, staging: Staging, legal: Sequence[Action]) -> int | None:
    """The position picked to trade (the only card that can be given is picked already)."""
    able = tradeable(obs, staging, legal)
    if staging.selected in able:
        return staging.selected
    return able[0] if len(able) == 1 else None


def picked_card(obs: QuattroObservation, staging: Staging, legal: Sequence[Action]) -> str | None:
    picked = selection(obs, staging, legal)
    return None if picked is None else own_cards(obs, staging)[picked]


def open_vps(obs: QuattroObservation, staging: Staging, legal: Sequence[Action]) -> set[int]:
    """The VPs (from 0) the picked card can be given to now (none when nothing is picked)."""
    card = picked_card(obs, staging, legal) if obs.phase == rules.TRADE_PHASE else None
    if card is None:
        return set()
    return {vp for vp in range(rules.VP_COUNT) if f"trade {card} vp{vp + 1}" in legal}


def acting(obs: QuattroObservation, staging: Staging, person_acts: bool) -> tuple[Seat, ...]:
    """Who is to act. Keep or mulligan: the person at the screen if they may act, else the seat
    the events said (a resumed game has not said: the other seat)."""
    me = near_seat(obs)
    if obs.phase == rules.MULLIGAN_PHASE:
        if person_acts:
            return (me,)
        return (staging.deciding,) if staging.deciding is not None else (1 - me,)
    if obs.phase == rules.REVEAL_PHASE:
        seats = []
        if obs.pending_reveal is None:
            seats.append(me)
        if not obs.opponent_chose_reveal:
            seats.append(1 - me)
        return tuple(sorted(seats))
    if obs.phase == rules.TRADE_PHASE:
        owner = slot_owner(obs.first, obs.snake_slot)
        if obs.passed[owner]:
            owner = 1 - owner
        return () if obs.passed[owner] else (owner,)
    return ()
