"""Dual Clash Poker's cards, seats and teams, actions and phases, and why a move is refused."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, IntEnum
from typing import Any, NamedTuple

from ...cards import canonical_index
from ...core import Action, Card, Code, Seat

# --- Cards ----------------------------------------------------------------------------------
# "Each player holds the 1–7 of their suit and a joker of their team colour: 8 cards each."
SUITS = ("H", "D", "S", "C")  # seat 0 Hearts, 1 Diamonds, 2 Spades, 3 Clubs
VALUES = range(1, 8)
RED_JOKER, BLACK_JOKER = "JR", "JB"
JOKERS = frozenset((RED_JOKER, BLACK_JOKER))
DECK: tuple[Card, ...] = (
    *(f"{suit}{value}" for suit in SUITS for value in VALUES),
    RED_JOKER,
    RED_JOKER,
    BLACK_JOKER,
    BLACK_JOKER,
)
_ORDER = canonical_index(DECK)
FULL_HANDS: tuple[tuple[Card, ...], ...] = tuple(
    (*(f"{suit}{value}" for value in VALUES), RED_JOKER if seat < 2 else BLACK_JOKER)
    for seat, suit in enumerate(SUITS)
)
CARD_VALUE: dict[Card, int] = {card: int(card[1:]) for card in DECK if card not in JOKERS}

# --- Seats and teams ------------------------------------------------------------------------
# "Red = seats 0 (Hearts) and 1 (Diamonds), Black = seats 2 (Spades) and 3 (Clubs)."
SEATS = (0, 1, 2, 3)


class Team(IntEnum):
    RED = 0
    BLACK = 1


RED, BLACK = Team.RED, Team.BLACK
TEAM_NAMES = ("red", "black")
TEAM_OF: tuple[Team, ...] = (RED, RED, BLACK, BLACK)
TEAM_SEATS: tuple[tuple[Seat, Seat], ...] = ((0, 1), (2, 3))
# Basic variant: "within each team one partner leads"; the lower seats lead the first round of
# each set and the lead alternates every round after it (a replayed round counts).
LEADERS: tuple[tuple[Seat, Seat], tuple[Seat, Seat]] = ((0, 2), (1, 3))


def partner_of(seat: Seat) -> Seat:
    return seat ^ 1


ROUNDS_TO_WIN_SET = 4  # "A set is won by the first team to win 4 rounds."
MEDALS_TO_WIN_MATCH = 2  # "The first team to 2 medals wins the match."
# Our ruling (docs/rules/clash.md): a round replayed a third time in a row is decided, not
# played a fourth time, so careful players cannot replay a deadlocked round for ever.
REPLAYS_DECIDE = 3

# --- Actions --------------------------------------------------------------------------------
PLAY_ACTION: dict[Action, Card] = {f"play {card}": card for card in dict.fromkeys(DECK)}
JOKER_ACTIONS: tuple[Action, ...] = tuple(f"joker {value}" for value in VALUES)
JOKER_ACTION_VALUE: dict[Action, int] = {f"joker {value}": value for value in VALUES}
_play_actions_of_hand: dict[tuple[Card, ...], tuple[Action, ...]] = {}


def play_actions(hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """`play CARD` for every card of `hand` (memoised: a seat has at most 256 hands)."""
    actions = _play_actions_of_hand.get(hand)
    if actions is None:
        actions = _play_actions_of_hand[hand] = tuple(f"play {card}" for card in hand)
    return actions


def sorted_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def replay_goes_to(rounds: Sequence[RoundRecord]) -> Team | None:
    """The team a replay of the current round would go to (our ruling: the third replay in a
    row decides it for the last team to win a round of the match, Black before any has), or None
    while a replay is still played again."""
    in_a_row = 0
    for record in reversed(rounds):
        if record.winner is not None:
            break
        in_a_row += 1
    if in_a_row + 1 < REPLAYS_DECIDE:
        return None
    last = next((r.winner for r in reversed(rounds) if r.winner is not None), "black")
    return Team(TEAM_NAMES.index(last))


# --- Phases ---------------------------------------------------------------------------------
class ClashPhase(Code):
    COMMIT = "commit"  # every seat chooses its card in secret
    JOKER = "joker"  # a lone joker's owner names its value
    OVER = "over"


COMMIT, JOKER, OVER = ClashPhase.COMMIT, ClashPhase.JOKER, ClashPhase.OVER


class RoundRecord(NamedTuple):
    """One resolved round (a replay included): its set, the four cards by seat, the named value
    of a lone joker (else None), the seats whose cards burned, the winning team (None: replay)."""

    set_number: int
    cards: tuple[Card, ...]
    joker: int | None
    burned: tuple[Seat, ...]
    winner: str | None

    def as_json(self) -> dict[str, Any]:
        return {
            "set": self.set_number,
            "cards": list(self.cards),
            "joker": self.joker,
            "burned": list(self.burned),
            "winner": self.winner,
        }


class ClashReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat, not a move)."""

    JOKER_BEING_NAMED = "joker-being-named"  # details: seat, joker_seat
    MUST_NAME_JOKER = "must-name-joker"  # details: seat
    NO_JOKER_TO_NAME = "no-joker-to-name"  # details: seat
    ALREADY_COMMITTED = "already-committed"  # details: seat
    PARTNER_FIRST = "partner-first"  # details: seat, partner (who leads this round)
    CARD_NOT_HELD = "card-not-held"  # details: seat, card
