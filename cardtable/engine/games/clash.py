"""Dual Clash Poker (rules and rulings: docs/rules/clash.md).

Four players in two teams play every round at the same time: each commits one card in secret,
the four cards are turned up together, a lone joker is named, equal values burn, and the highest
remaining card wins the round for its team. First team to 4 rounds takes a medal; first to 2
medals wins the match. There is no chance element: the `ShuffleSource` is never used.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any, ClassVar, NamedTuple, cast

from ..cards import canonical_index
from ..core import (
    OPEN,
    Action,
    Card,
    Code,
    CommonReason,
    Event,
    GameSpec,
    IllegalAction,
    OptionSpec,
    Outcome,
    ScenarioError,
    ScoreSense,
    Seat,
    State,
)
from ..sampling import Fill, Hidden, IllegalFill, Place, check_fill, check_seen
from ..view import View

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


# --- Events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetStarted(Event):
    """A set begins: "A new set starts with everyone's full 8 cards"."""

    starts_chapter: ClassVar[bool] = True
    set_number: int


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """`seat` chose its card in secret. Only the seat itself sees the card and, in the basic
    variant, its partner; everyone else sees that a card was committed."""

    seat: Seat
    card: Card | None
    partner_sees: bool = False

    def redact(self, seat: Seat) -> Event:
        if seat == self.seat or (self.partner_sees and seat == partner_of(self.seat)):
            return self
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """ "The four cards are turned up together" (cards by seat)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class JokerNamed(Event):
    seat: Seat
    value: int


@dataclass(frozen=True, slots=True)
class Burned(Event):
    """The cards of `seats` burn (equal values, or two or more jokers)."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """`seat` played the highest remaining card: the round goes to `team`."""

    starts_chapter: ClassVar[bool] = True  # a replay steps round by round
    team: Team
    seat: Seat
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class RoundReplayed(Event):
    """No card remains: the four cards go back to their owners and the round is replayed."""

    starts_chapter: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class ReplaysDecided(Event):
    """A round replayed a third time in a row goes to `team`, the last team to win a round of
    the match (Black when none has yet); its four cards are out as in a won round."""

    team: Team
    score: tuple[int, int]
    starts_chapter: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SetWon(Event):
    team: Team
    medals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchWon(Event):
    team: Team


# --- Observation ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ClashObservation:
    """What one seat sees (seat -1: a spectator; OPEN: every commit). Hands are public by rule
    ("everyone knows which cards everyone still holds"). Here a committed card is still counted
    in its owner's hand until the reveal, because most seats may not know which card it is (the
    JSON summary lists it in front of its player instead). `commits` shows only the commits this
    seat may see (its own; in basic also its partner's). `leaders` are the seats that commit
    first this round in basic (one per team), empty in advanced."""

    seat: Seat
    variant: str
    phase: ClashPhase
    hands: tuple[tuple[Card, ...], ...]
    committed: tuple[bool, ...]
    commits: tuple[Card | None, ...]
    leaders: tuple[Seat, ...]
    table: tuple[Card, ...] | None
    joker_seat: Seat | None
    score: tuple[int, int]
    medals: tuple[int, int]
    set_number: int
    round_number: int
    rounds: tuple[RoundRecord, ...]
    winner: str | None


# --- State ----------------------------------------------------------------------------------
class ClashState(State[ClashObservation]):
    __slots__ = (
        "_to_act",
        "basic",
        "commits",
        "hands",
        "joker_seat",
        "lead",
        "medals",
        "phase",
        "rounds",
        "score",
        "set_number",
        "table",
        "winner",
    )

    n_seats = 4

    def __init__(self, variant: str) -> None:
        self.basic = variant == "basic"
        self.hands: list[tuple[Card, ...]] = list(FULL_HANDS)
        self.commits: list[Card | None] = [None, None, None, None]
        self.phase: ClashPhase = COMMIT
        self.table: tuple[Card, ...] | None = None  # the revealed cards while a joker is named
        self.joker_seat: Seat | None = None
        self.lead = 0  # basic: 0 while the lower seats lead this round, 1 for the higher seats
        self.score: tuple[int, int] = (0, 0)  # rounds won in the current set, (red, black)
        self.medals: tuple[int, int] = (0, 0)
        self.set_number = 1
        self.rounds: tuple[RoundRecord, ...] = ()
        self.winner: Team | None = None
        self._to_act: tuple[Seat, ...] | None = None

    @property
    def variant(self) -> str:
        return "basic" if self.basic else "advanced"

    # -- who acts, and how ---------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        seats = self._to_act
        if seats is None:
            seats = self._to_act = self._seats_to_act()
        return seats

    def _seats_to_act(self) -> tuple[Seat, ...]:
        if self.phase == JOKER:
            return (self.joker_seat,)  # type: ignore[return-value]
        if self.phase == OVER:
            return ()
        return tuple(seat for seat in SEATS if self._may_commit(seat))

    @property
    def leaders(self) -> tuple[Seat, ...]:
        """The seats that lead this round in basic ("it commits first and its partner sees that
        choice before committing"); none in advanced, where everyone commits at once."""
        return LEADERS[self.lead] if self.basic else ()

    def _may_commit(self, seat: Seat) -> bool:
        # "every player chooses one card from their hand in secret"
        if self.commits[seat] is not None:
            return False
        return not self.basic or seat in self.leaders or self.commits[partner_of(seat)] is not None

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        if seat not in self.to_act():
            return ()
        if self.phase == JOKER:
            return JOKER_ACTIONS  # "names its value, 1 to 7"
        return play_actions(self.hands[seat])

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if action not in self.legal_actions(seat):
            raise self._why_illegal(seat, action)
        self._to_act = None
        if self.phase == JOKER:
            return self._name_joker(seat, JOKER_ACTION_VALUE[action])
        return self._commit(seat, PLAY_ACTION[action])

    def _why_illegal(self, seat: Seat, action: Action) -> IllegalAction:
        if seat not in SEATS:
            return IllegalAction(CommonReason.NO_SUCH_SEAT, seat=seat)
        if action not in PLAY_ACTION and action not in JOKER_ACTION_VALUE:
            return IllegalAction(CommonReason.NOT_A_MOVE, action=action)
        if self.phase == OVER:
            return IllegalAction(CommonReason.GAME_OVER)
        if self.phase == JOKER:
            if seat != self.joker_seat:
                return IllegalAction(
                    ClashReason.JOKER_BEING_NAMED, seat=seat, joker_seat=self.joker_seat
                )
            return IllegalAction(ClashReason.MUST_NAME_JOKER, seat=seat)
        if action in JOKER_ACTION_VALUE:
            return IllegalAction(ClashReason.NO_JOKER_TO_NAME, seat=seat)
        if self.commits[seat] is not None:
            return IllegalAction(ClashReason.ALREADY_COMMITTED, seat=seat)
        if not self._may_commit(seat):
            return IllegalAction(ClashReason.PARTNER_FIRST, seat=seat, partner=partner_of(seat))
        return IllegalAction(ClashReason.CARD_NOT_HELD, seat=seat, card=PLAY_ACTION[action])

    # -- the round -----------------------------------------------------------------------------
    def _commit(self, seat: Seat, card: Card) -> list[Event]:
        # 1. Commit: the card lies face down in front of its player until the reveal (kept in
        # `hands` here, which the observation shows, and left out of the summary's hands).
        self.commits[seat] = card
        events: list[Event] = [Committed(seat, card, self.basic)]
        if None not in self.commits:
            self._reveal(events)
        return events

    def _reveal(self, events: list[Event]) -> None:
        # 2. Reveal: "the four cards are turned up together".
        cards = cast(tuple[Card, ...], tuple(self.commits))  # every seat has committed
        self.commits = [None, None, None, None]
        hands = self.hands
        for seat in SEATS:
            hands[seat] = without(hands[seat], cards[seat])
        self.table = cards
        events.append(CardsRevealed(cards))
        # 3. Joker: "if exactly one joker was played, its owner now names its value, 1 to 7,
        # having seen the other three cards. If two or more jokers were played, every joker
        # burns" (a burning joker has no value).
        jokers = [seat for seat in SEATS if cards[seat] in JOKERS]
        if len(jokers) == 1:
            self.phase = JOKER
            self.joker_seat = jokers[0]
            return
        values: list[int | None] = [CARD_VALUE.get(card) for card in cards]
        self._settle(values, None, events)

    def _name_joker(self, seat: Seat, value: int) -> list[Event]:
        events: list[Event] = [JokerNamed(seat, value)]
        # "a named joker counts with its named value"
        values: list[int | None] = [CARD_VALUE.get(card, value) for card in self.table or ()]
        self.phase = COMMIT
        self.joker_seat = None
        self._settle(values, value, events)
        return events

    def _settle(self, values: list[int | None], joker: int | None, events: list[Event]) -> None:
        cards: tuple[Card, ...] = self.table  # type: ignore[assignment]
        self.table = None
        # 4. Burn: "every card whose value equals the value of another card on the table burns"
        # (teammates' cards too); jokers without a value burned in step 3.
        burned = tuple(
            seat for seat in SEATS if values[seat] is None or values.count(values[seat]) > 1
        )
        if burned:
            events.append(Burned(burned))
        remaining = [seat for seat in SEATS if seat not in burned]
        # Basic: the lead passes to the partners every round, a replayed one included.
        self.lead ^= 1
        if not remaining and replay_goes_to(self.rounds) is not None:
            # Our ruling: a third replay in a row decides the round for the last round's winner.
            team = replay_goes_to(self.rounds)
            assert team is not None
            self._count_round(RoundRecord(self.set_number, cards, joker, burned, TEAM_NAMES[team]))
            events.append(ReplaysDecided(team, self.score))
            if self.score[team] == ROUNDS_TO_WIN_SET:
                self._win_set(team, events)
            return
        if not remaining:
            # 5. "If no card remains, all four cards go back to their owners' hands and the
            # round is replayed" (not counted: the set goes on).
            self.rounds += (RoundRecord(self.set_number, cards, joker, burned, None),)
            for seat in SEATS:
                self.hands[seat] = sorted_hand((*self.hands[seat], cards[seat]))
            events.append(RoundReplayed())
            return
        # 5. "The highest remaining card wins the round for its team; burned and played cards
        # are out of the game." Remaining values are all different, so the highest is unique.
        best = max(remaining, key=lambda seat: values[seat] or 0)  # none is None: not burned
        team = TEAM_OF[best]
        self._count_round(RoundRecord(self.set_number, cards, joker, burned, TEAM_NAMES[team]))
        events.append(RoundWon(team, best, self.score))
        if self.score[team] == ROUNDS_TO_WIN_SET:
            self._win_set(team, events)

    def _count_round(self, record: RoundRecord) -> None:
        """A won round: its record is kept and its team scores (the cards are out already)."""
        assert record.winner is not None
        team = TEAM_NAMES.index(record.winner)
        self.rounds += (record,)
        score = list(self.score)
        score[team] += 1
        self.score = (score[RED], score[BLACK])

    def _win_set(self, team: Team, events: list[Event]) -> None:
        # "The set winner takes a medal."
        medals = list(self.medals)
        medals[team] += 1
        self.medals = (medals[RED], medals[BLACK])
        events.append(SetWon(team, self.medals))
        if self.medals[team] == MEDALS_TO_WIN_MATCH:
            # "The first team to 2 medals wins the match." The last set's score and hands stay
            # on the table as they ended.
            self.phase = OVER
            self.winner = team
            events.append(MatchWon(team))
            return
        # "A new set starts with everyone's full 8 cards"; the lower seats lead its first round.
        self.set_number += 1
        self.lead = 0
        self.score = (0, 0)
        self.hands = list(FULL_HANDS)
        events.append(SetStarted(self.set_number))

    # -- the end -------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        medals_by_seat = tuple(self.medals[TEAM_OF[seat]] for seat in SEATS)
        return Outcome(winners=TEAM_SEATS[self.winner], draw=False, scores=medals_by_seat)

    def all_cards(self) -> list[Card]:
        """Every card of the current set wherever it is: in hand (a pending commit is kept with
        its owner's hand), on the table while a joker is named, or out of the game after a
        round."""
        cards = [card for hand in self.hands for card in hand]
        if self.table is not None:
            cards += self.table
        for record in self.rounds:
            if record.set_number == self.set_number and record.winner is not None:
                cards += record.cards
        return cards

    # -- copies, views ---------------------------------------------------------------------------
    def clone(self) -> ClashState:
        twin = object.__new__(ClashState)
        twin.basic = self.basic
        twin.hands = self.hands[:]
        twin.commits = self.commits[:]
        twin.phase = self.phase
        twin.table = self.table
        twin.joker_seat = self.joker_seat
        twin.lead = self.lead
        twin.score = self.score
        twin.medals = self.medals
        twin.set_number = self.set_number
        twin.rounds = self.rounds
        twin.winner = self.winner
        twin._to_act = self._to_act
        return twin

    def sees_commit_of(self, viewer: Seat, seat: Seat) -> bool:
        """Whether `viewer` may see `seat`'s pending commit: its own, and in the basic variant
        its partner's ("its partner sees that choice"; partners see each other's, whoever
        leads). Opponents never do."""
        return viewer == seat or (self.basic and viewer == partner_of(seat))

    def observe(self, seat: Seat) -> ClashObservation:
        return self._observation(seat)

    def observe_open(self) -> ClashObservation:
        """Every pending commit face up."""
        return self._observation(OPEN)

    def _observation(self, seat: Seat) -> ClashObservation:
        commits = self.commits
        return ClashObservation(
            seat=seat,
            variant=self.variant,
            phase=self.phase,
            hands=tuple(self.hands),
            committed=tuple(card is not None for card in commits),
            commits=tuple(
                card if seat == OPEN or self.sees_commit_of(seat, owner) else None
                for owner, card in enumerate(commits)
            ),
            leaders=self.leaders,
            table=self.table,
            joker_seat=self.joker_seat,
            score=self.score,
            medals=self.medals,
            set_number=self.set_number,
            round_number=sum(self.score) + 1,
            rounds=self.rounds,
            winner=None if self.winner is None else TEAM_NAMES[self.winner],
        )

    def card_at(self, place: Place) -> Card | None:
        """("commit", s): a pending commit; ("hand", s, i); ("table", s): a card on the table
        while a joker is named."""
        match place:
            case ("commit", int(seat)):
                return self.commits[seat]
            case ("hand", int(seat), int(index)):
                return self.hands[seat][index]
            case ("table", int(seat)):
                return None if self.table is None else self.table[seat]
        raise KeyError(place)

    def redeal_hidden(self, seat: Seat, rng: random.Random) -> ClashState:
        """The only hidden cards are other seats' pending commits: each commit `seat` cannot see
        is replaced by a random card of its owner's hand (the hand still holds the old one)."""
        twin = self.clone()
        for owner in SEATS:
            if twin.commits[owner] is not None and not self.sees_commit_of(seat, owner):
                twin.commits[owner] = rng.choice(twin.hands[owner])
        return twin

    def summary(self) -> dict[str, Any]:
        # A card played to the current round lies in front of its player, not in the hand
        # (FORMAT.md), whether it waits face down or for a joker's value.
        hands = [
            without(hand, card) if card is not None else hand
            for hand, card in zip(self.hands, self.commits, strict=True)
        ]
        result: dict[str, Any] = {
            "hands": [list(hand) for hand in hands],
            "score": {"red": self.score[RED], "black": self.score[BLACK]},
            "medals": {"red": self.medals[RED], "black": self.medals[BLACK]},
            "rounds": [record.as_json() for record in self.rounds],
        }
        if self.winner is not None:
            result["winner"] = TEAM_NAMES[self.winner]
        return result


# --- Resampling -----------------------------------------------------------------------------
class ClashResampler:
    """Every hand is public, so a seat's observation is the whole table but for the commits it
    cannot see: each is a `chosen` place ("commit", s), a card of that seat's hand."""

    __slots__ = ("_seats", "_template", "_view", "hidden")

    def __init__(self, view: View[ClashObservation]) -> None:
        obs = view.observation
        template = ClashState(obs.variant)
        template.hands = list(obs.hands)
        template.commits = list(obs.commits)
        template.phase = ClashPhase(obs.phase)
        template.table = obs.table
        template.joker_seat = obs.joker_seat
        template.score = obs.score
        template.medals = obs.medals
        template.set_number = obs.set_number
        template.rounds = obs.rounds
        # The lead passes every settled round (a replay too) and a new set starts with the
        # lower seats.
        template.lead = sum(r.set_number == obs.set_number for r in obs.rounds) % 2
        template.winner = None if obs.winner is None else Team(TEAM_NAMES.index(obs.winner))
        self._template = template
        self._view = view
        self._seats = tuple(
            seat for seat in SEATS if obs.committed[seat] and obs.commits[seat] is None
        )
        self.hidden = Hidden((), (), tuple(("commit", seat) for seat in self._seats))

    def state(
        self, fill: Fill, seed: int = 0, check: bool = False, search: bool = False
    ) -> ClashState:  # (`search` changes nothing: no deal follows the one in play)
        """The table with each hidden commit filled (Clash has no chance: `seed` is unused)."""
        if check:
            check_fill(self.hidden, fill)
        state = self._template.clone()
        commits = state.commits
        for seat, card in zip(self._seats, fill.chosen, strict=True):
            commits[seat] = card
        if check:
            for seat, card in zip(self._seats, fill.chosen, strict=True):
                if card not in state.hands[seat]:
                    raise IllegalFill(f"seat {seat} cannot have committed {card}: not held")
            check_seen(state, self._view)
        return state


# --- The game -------------------------------------------------------------------------------
def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: Any
) -> tuple[ClashState, list[Event]]:
    """Four players, each with their 8 cards; no shuffling ("the game has no chance element")."""
    if seats != 4:
        raise ScenarioError(f"Dual Clash Poker is played by exactly 4 seats, not {seats}", "seats")
    variant = options.get("variant", "advanced")
    if variant not in ("advanced", "basic"):
        raise ScenarioError(
            f"variant must be 'advanced' or 'basic', not {variant!r}", "options.variant"
        )
    return ClashState(variant), [SetStarted(1)]


SPEC = GameSpec(
    id="clash",
    title="Dual Clash Poker",
    min_seats=4,
    max_seats=4,
    default_seats=4,
    options=(
        OptionSpec(
            "variant",
            "advanced",
            ("advanced", "basic"),
            help="advanced: partners commit in silence; basic: in each team one partner "
            "commits first and the other sees that card, the lead alternating every round",
        ),
    ),
    setup_keys=(),
    deck=DECK,
    verbs={"play": ("card",), "joker": ("int",)},
    new_state=new_state,
    teams=tuple(TEAM_OF),
    score_sense=ScoreSense.HIGHER,
    resampler=ClashResampler,
)
ClashState.spec = SPEC
