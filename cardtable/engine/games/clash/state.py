"""Dual Clash Poker's state: commits, reveals, jokers, burns, rounds, sets and the match."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from ...clone import slot_copier
from ...core import (
    OPEN,
    Action,
    Card,
    CommonReason,
    Events,
    IllegalAction,
    MovesByRule,
    Outcome,
    Seat,
)
from ...sampling import Place
from .cards import (
    BLACK,
    CARD_VALUE,
    COMMIT,
    FULL_HANDS,
    JOKER,
    JOKER_ACTION_VALUE,
    JOKER_ACTIONS,
    JOKERS,
    LEADERS,
    MEDALS_TO_WIN_MATCH,
    OVER,
    PLAY_ACTION,
    RED,
    ROUNDS_TO_WIN_SET,
    SEATS,
    TEAM_NAMES,
    TEAM_OF,
    TEAM_SEATS,
    ClashPhase,
    ClashReason,
    RoundRecord,
    Team,
    partner_of,
    play_actions,
    replay_goes_to,
    sorted_hand,
    without,
)
from .events import (
    Burned,
    CardsRevealed,
    ClashObservation,
    Committed,
    JokerNamed,
    MatchWon,
    ReplaysDecided,
    RoundReplayed,
    RoundWon,
    SetStarted,
    SetWon,
)

# A move's events are collected in a list; None: a search's move, whose events nobody reads.


# The seats yet to commit, by whether each seat has not committed yet (looked up: it is asked
# after every commit).
UNCOMMITTED: dict[tuple[bool, ...], tuple[Seat, ...]] = {
    tuple(bool(waiting >> seat & 1) for seat in SEATS): tuple(
        seat for seat in SEATS if waiting >> seat & 1
    )
    for waiting in range(1 << len(SEATS))
}


Values = tuple[int | None, ...]  # the four cards' values by seat (None: a joker that burns)
_BURNS: dict[Values, tuple[tuple[Seat, ...], Seat | None]] = {}


def burns(values: Values) -> tuple[tuple[Seat, ...], Seat | None]:
    """Steps 4 and 5 on the table's values: the seats whose cards burn, and the seat of the
    highest card left (None: none is left). Remembered: there are at most 8**4 tables."""
    known = _BURNS.get(values)
    if known is None:
        # 4. Burn: "every card whose value equals the value of another card on the table
        # burns" (teammates' cards too); jokers without a value burned in step 3.
        burned = tuple(
            seat for seat in SEATS if values[seat] is None or values.count(values[seat]) > 1
        )
        remaining = [seat for seat in SEATS if seat not in burned]
        # 5. The highest remaining card: the remaining values are all different, so it is
        # unique (and none is None: a joker without a value burned).
        best = max(remaining, key=lambda seat: values[seat] or 0) if remaining else None
        known = _BURNS[values] = (burned, best)
    return known


# --- State ----------------------------------------------------------------------------------
class ClashState(MovesByRule[ClashObservation]):
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
        if not self.basic:  # everyone who has not committed yet, at once
            commits = self.commits
            return UNCOMMITTED[
                commits[0] is None, commits[1] is None, commits[2] is None, commits[3] is None
            ]
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

    def _move(self, seat: Seat, action: Action, events: Events) -> None:
        self._to_act = None
        if self.phase == JOKER:
            self._name_joker(seat, JOKER_ACTION_VALUE[action], events)
        else:
            self._commit(seat, PLAY_ACTION[action], events)

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
    def _commit(self, seat: Seat, card: Card, events: Events) -> None:
        # 1. Commit: the card lies face down in front of its player until the reveal (kept in
        # `hands` here, which the observation shows, and left out of the summary's hands).
        self.commits[seat] = card
        if events is not None:
            events.append(Committed(seat, card, self.basic))
        if None not in self.commits:
            self._reveal(events)

    def _reveal(self, events: Events) -> None:
        # 2. Reveal: "the four cards are turned up together".
        cards = cast(tuple[Card, ...], tuple(self.commits))  # every seat has committed
        self.commits = [None, None, None, None]
        hands = self.hands
        for seat in SEATS:
            hands[seat] = without(hands[seat], cards[seat])
        self.table = cards
        if events is not None:
            events.append(CardsRevealed(cards))
        # 3. Joker: "if exactly one joker was played, its owner now names its value, 1 to 7,
        # having seen the other three cards. If two or more jokers were played, every joker
        # burns" (a burning joker has no value).
        jokers = [seat for seat in SEATS if cards[seat] in JOKERS]
        if len(jokers) == 1:
            self.phase = JOKER
            self.joker_seat = jokers[0]
            return
        self._settle(tuple([CARD_VALUE.get(card) for card in cards]), None, events)

    def _name_joker(self, seat: Seat, value: int, events: Events) -> None:
        if events is not None:
            events.append(JokerNamed(seat, value))
        # "a named joker counts with its named value"
        values = tuple([CARD_VALUE.get(card, value) for card in self.table or ()])
        self.phase = COMMIT
        self.joker_seat = None
        self._settle(values, value, events)

    def _settle(self, values: Values, joker: int | None, events: Events) -> None:
        cards: tuple[Card, ...] = self.table  # type: ignore[assignment]
        self.table = None
        burned, best = burns(values)
        if burned and events is not None:
            events.append(Burned(burned))
        # Basic: the lead passes to the partners every round, a replayed one included.
        self.lead ^= 1
        if best is None and replay_goes_to(self.rounds) is not None:
            # Our ruling: a third replay in a row decides the round for the last round's winner.
            team = replay_goes_to(self.rounds)
            assert team is not None
            self._count_round(RoundRecord(self.set_number, cards, joker, burned, TEAM_NAMES[team]))
            if events is not None:
                events.append(ReplaysDecided(team, self.score))
            if self.score[team] == ROUNDS_TO_WIN_SET:
                self._win_set(team, events)
            return
        if best is None:
            # 5. "If no card remains, all four cards go back to their owners' hands and the
            # round is replayed" (not counted: the set goes on).
            self.rounds += (RoundRecord(self.set_number, cards, joker, burned, None),)
            for seat in SEATS:
                self.hands[seat] = sorted_hand((*self.hands[seat], cards[seat]))
            if events is not None:
                events.append(RoundReplayed())
            return
        # 5. "The highest remaining card wins the round for its team; burned and played cards
        # are out of the game."
        team = TEAM_OF[best]
        self._count_round(RoundRecord(self.set_number, cards, joker, burned, TEAM_NAMES[team]))
        if events is not None:
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

    def _win_set(self, team: Team, events: Events) -> None:
        # "The set winner takes a medal."
        medals = list(self.medals)
        medals[team] += 1
        self.medals = (medals[RED], medals[BLACK])
        if events is not None:
            events.append(SetWon(team, self.medals))
        if self.medals[team] == MEDALS_TO_WIN_MATCH:
            # "The first team to 2 medals wins the match." The last set's score and hands stay
            # on the table as they ended.
            self.phase = OVER
            self.winner = team
            if events is not None:
                events.append(MatchWon(team))
            return
        # "A new set starts with everyone's full 8 cards"; the lower seats lead its first round.
        self.set_number += 1
        self.lead = 0
        self.score = (0, 0)
        self.hands = list(FULL_HANDS)
        if events is not None:
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
    # The search copies states constantly; everything but the lists is immutable and shared.
    clone: Callable[[], ClashState] = slot_copier(__slots__, lists=("commits", "hands"))

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
