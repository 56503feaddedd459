"""Dual Clash Poker's sentences: commits, reveals, burns, rounds, sets and the match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import CommonReason, Outcome, Seat
from ...engine.games import clash as rules
from ...i18n import N_, join_list, number, tr
from ..cards import card_name
from ..narrator import Narrator
from ..reasons import of_action, of_card, of_seat, of_seat_number, plain, worded
from ..sentences import Sentences, secret_cards
from . import GameText, Words

EVENTS = Sentences()
REASONS = Sentences()
Why = rules.ClashReason


def _card(card: str | None) -> str:
    return card_name("clash", card)


def team_name(team: int) -> str:
    """A team by its colour, as a sentence's subject ("Red wins the round")."""
    return tr("Red") if team == rules.RED else tr("Black")


# The setup screen's seats: each team's two players and the suits they hold.
SEAT_LABELS = (
    N_("Red · Hearts"),
    N_("Red · Diamonds"),
    N_("Black · Spades"),
    N_("Black · Clubs"),
)


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.SetStarted)
def _set_started(event: rules.SetStarted, say: Narrator) -> str:
    return tr("Set {number} begins: everyone holds their 8 cards", number=event.set_number)


# A committed card: only its player (and in the basic variant the partner) sees it.
secret_cards(
    EVENTS,
    {
        rules.Committed: (
            N_("You commit {card}"),
            N_("{player} commits {card}"),
            N_("{player} commits a card"),
        )
    },
    _card,
)


@EVENTS.on(rules.CardsRevealed)
def _cards_revealed(event: rules.CardsRevealed, say: Narrator) -> str:
    shown = join_list(
        tr("{player} {card}", player=say.whom(seat), card=_card(card))
        for seat, card in enumerate(event.cards)
    )
    return tr("The cards are turned up: {cards}", cards=shown)


@EVENTS.on(rules.JokerNamed)
def _joker_named(event: rules.JokerNamed, say: Narrator) -> str:
    return _names_the_joker(event.seat, event.value, say)


def _names_the_joker(seat: Seat, value: int, say: Narrator) -> str:
    return say.says(
        seat, "You name the joker {value}", "{player} names the joker {value}", value=value
    )


@EVENTS.on(rules.Burned)
def _burned(event: rules.Burned, say: Narrator) -> str:
    return tr("The cards of {players} burn", players=say.players(event.seats))


def _red_black(tally: tuple[int, int]) -> dict[str, int]:
    """A red–black tally as the sentences name it ({red}, {black})."""
    return {"red": tally[rules.RED], "black": tally[rules.BLACK]}


@EVENTS.on(rules.RoundWon)
def _round_won(event: rules.RoundWon, say: Narrator) -> str:
    return say.says(
        event.seat,
        "{team} wins the round with the highest card, yours ({red}–{black})",
        "{team} wins the round with the highest card, {player}'s ({red}–{black})",
        team=team_name(event.team),
        **_red_black(event.score),
    )


@EVENTS.on(rules.RoundReplayed)
def _round_replayed(event: rules.RoundReplayed, say: Narrator) -> str:
    return tr("No card remains: everyone takes their card back and the round is replayed")


# What a team gains, with the tally after it: the round's score, or the medals after a set.
TEAM_GAINS = {
    rules.ReplaysDecided: N_(
        "Third replay in a row: the round goes to {team}, who won the last round ({red}–{black})"
    ),
    rules.SetWon: N_("{team} wins the set and takes a medal (medals {red}–{black})"),
}


@EVENTS.on(*TEAM_GAINS)
def _team_gains(event: rules.ReplaysDecided | rules.SetWon, say: Narrator) -> str:
    tally = event.medals if isinstance(event, rules.SetWon) else event.score
    return tr(TEAM_GAINS[type(event)], team=team_name(event.team), **_red_black(tally))


@EVENTS.on(rules.MatchWon)
def _match_won(event: rules.MatchWon, say: Narrator) -> str:
    return tr("{team} wins the match", team=team_name(event.team))


# --- why a move is refused ------------------------------------------------------------------


worded(REASONS, plain, {CommonReason.GAME_OVER: N_("the match is over")})
worded(
    REASONS,
    of_seat_number,
    {CommonReason.NO_SUCH_SEAT: N_("seat {seat} is not at this table (seats 0 to 3)")},
)
worded(
    REASONS,
    of_action,
    {
        CommonReason.NOT_A_MOVE: N_(
            "'{action}' is not a Dual Clash Poker move: use 'play CARD' (a card id such as H5 or "
            "JR) or 'joker V' (V from 1 to 7)"
        ),
    },
)
worded(
    REASONS,
    of_seat,
    {
        Why.MUST_NAME_JOKER: N_("{player} must name its joker first ('joker 1' to 'joker 7')"),
        Why.NO_JOKER_TO_NAME: N_(
            "{player} cannot name a joker now: a joker is named only after the reveal, when it is "
            "the only joker on the table"
        ),
        Why.ALREADY_COMMITTED: N_("{player} has already committed a card this round"),
    },
)
worded(REASONS, of_card("clash"), {Why.CARD_NOT_HELD: N_("{player} does not hold {card}")})


@REASONS.on(Why.JOKER_BEING_NAMED)
def _joker_being_named(say: Narrator, seat: int, joker_seat: int) -> str:
    return tr(
        "{player} cannot act now: {naming} names its joker",
        player=say.player(seat),
        naming=say.player(joker_seat),
    )


@REASONS.on(Why.PARTNER_FIRST)
def _partner_first(say: Narrator, seat: int, partner: int) -> str:
    return tr(
        "{player} commits after its partner {partner}, who leads this round (basic variant: "
        "the lead alternates between partners every round)",
        player=say.player(seat),
        partner=say.player(partner),
    )


# --- the game's text ------------------------------------------------------------------------


class ClashText(GameText):
    def move(
        self, seat: Seat, verb: str, words: list[str], say: Narrator, secret: bool, view: Any
    ) -> str | None:
        if verb == "play" and words:
            return say.says(
                seat,
                "You play {card}",
                "{player} commits a card" if secret else "{player} plays {card}",
                card=_card(words[0]),
            )
        if verb == "joker" and words and words[0].isdigit():
            return _names_the_joker(seat, int(words[0]), say)
        return None

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        if len(after["rounds"]) > len(before["rounds"]):
            return tr(
                "Rounds this set: red {red}, black {black}; medals: red {mred}, black {mblack}",
                red=after["score"]["red"],
                black=after["score"]["black"],
                mred=after["medals"]["red"],
                mblack=after["medals"]["black"],
            )
        return None

    def seat_label(self, seat: Seat) -> str:
        """A seat by its team and its suits."""
        return tr(SEAT_LABELS[seat])

    def headline(self, outcome: Outcome, say: Narrator) -> str:
        """A team wins the match, its two players named."""
        team = team_name(rules.TEAM_OF[outcome.winners[0]])
        return tr("Team {team} wins: {names}", team=team, names=say.players(outcome.winners))


TEXT = ClashText("clash", EVENTS, REASONS)


# --- the table's words ----------------------------------------------------------------------
# What the Dual Clash Poker table shows: its messages, the plates' chips, the panels, the plaque,
# the status line and the result's lines.

SUIT_SYMBOLS = ("♥", "♦", "♠", "♣")


def card_label(card: str) -> str:
    """A card as people say it: "5♥", "the red joker"."""
    if card == rules.RED_JOKER:
        return tr("the red joker")
    if card == rules.BLACK_JOKER:
        return tr("the black joker")
    return f"{number(int(card[1:]))}{SUIT_SYMBOLS[rules.SUITS.index(card[0])]}"


def short_label(card: str) -> str:
    """A card in a list: "5♥", "★" for a joker."""
    return "★" if card in rules.JOKERS else card_label(card)


def played_label(card: str, named_value: int | None) -> str:
    """A card on the table as people say it; a named joker with its value ("joker 5")."""
    if card in rules.JOKERS:
        if named_value is not None:
            return tr("joker {value}", value=named_value)
        return tr("joker")
    return card_label(card)


# -- messages ---------------------------------------------------------------------------------
def set_dealt(set_number: int, first: bool) -> str:
    if first:
        return tr("Set {number}: everyone holds their 8 cards", number=set_number)
    return tr("Set {number}: fresh hands for everyone", number=set_number)


def joker_alone(owner: str) -> str:
    """A lone joker at the reveal, another seat's (the reader's own is asked by the buttons)."""
    return tr("{name}'s joker stands alone: it will be named", name=owner)


def joker_named(owner: str | None, value: int) -> str:
    if owner is None:
        return tr("You name your joker {value}", value=value)
    return tr("{name} names the joker {value}", name=owner, value=value)


def burned(cards: Sequence[tuple[str, str]]) -> str:
    """`cards`: (the card as said, its owner's name)."""
    shown = join_list(tr("{card} ({name})", card=card, name=name) for card, name in cards)
    return tr("Burned: {cards}", cards=shown)


def round_won(team: int, owner: str | None, value: int) -> str:
    if owner is None:
        return tr(
            "{team} takes the round: your {value} is highest", team=team_name(team), value=value
        )
    return tr(
        "{team} takes the round: {name}'s {value} is highest",
        team=team_name(team),
        name=owner,
        value=value,
    )


# The table's fixed words, by what they are and what they name.
word = Words(
    {
        "banner": {
            "replayed": N_("No card remains: the round is replayed"),
        },
        "heading": {
            "medals": N_("medals"),
        },
        # what a seat's plate says it is doing
        "chip": {
            "ready": N_("✓ card down"),
            "choosing": N_("choosing…"),
            "waiting": N_("after partner"),
            "joker": N_("names the joker…"),
        },
        # under a joker value button: what naming that value does for the reader's team
        "outcome": {"win": N_("wins"), "lose": N_("loses"), "replay": N_("replay")},
        "status": {
            "match_over": N_("The match is over."),
            "name_your_joker": N_("Your joker is the only one: name its value, 1 to 7."),
            "choose": N_("Choose the card to play: click it (or Tab and Enter)."),
        },
    }
)


def replay_warning(team: int) -> str:
    return tr(
        "Replayed twice in a row: if every card burns again, the round goes to {team}",
        team=team_name(team),
    )


def replays_decided(team: int) -> str:
    return tr(
        "Third replay in a row: the round goes to {team}, who won the last round",
        team=team_name(team),
    )


def set_won(team: int, set_number: int) -> str:
    return tr(
        "{team} wins set {number} and takes a medal!", team=team_name(team), number=set_number
    )


def match_won(team: int) -> str:
    return tr("{team} wins the match!", team=team_name(team))


# -- what the table shows at rest ---------------------------------------------------------------
def panel_title(team: int) -> str:
    a, b = rules.TEAM_SEATS[team]
    return tr("{team} {suits}", team=team_name(team), suits=SUIT_SYMBOLS[a] + SUIT_SYMBOLS[b])


def partners(first: str, second: str) -> str:
    return tr("{first} & {second}", first=first, second=second)


def rounds_won(won: int) -> str:
    return tr("rounds {won}/{goal}", won=won, goal=rules.ROUNDS_TO_WIN_SET)


def plaque(set_number: int, round_number: int, replay: bool) -> tuple[str, str]:
    first = tr("Set {number}", number=set_number)
    if replay:
        return first, tr("Round {number} · replay", number=round_number)
    return first, tr("Round {number}", number=round_number)


# -- the status line -----------------------------------------------------------------------------


def names_the_joker(name: str) -> str:
    return tr("{name} names the joker…", name=name)


def players_choose(set_number: int, round_number: int) -> str:
    return tr(
        "Set {set}, round {round}: the players choose their cards.",
        set=set_number,
        round=round_number,
    )


def choose_after_partner(partner: str, card: str) -> str:
    return tr(
        "{partner} plays {card}. Choose your card (click it, or Tab and Enter).",
        partner=partner,
        card=card_label(card),
    )


def waiting_for(names: Sequence[str]) -> str:
    return tr("Your card is down. Waiting for {names}…", names=join_list(names))


def partner_first(partner: str) -> str:
    return tr("{partner} commits first (table talk).", partner=partner)


# -- the result ------------------------------------------------------------------------------------
def cards_left(team: int, held: Sequence[tuple[str, Sequence[str]]]) -> str:
    """`held`: each of the team's players with the cards left in their hand."""
    shown = " · ".join(
        tr("{name}: {cards}", name=name, cards=" ".join(short_label(c) for c in cards) or "—")
        for name, cards in held
    )
    return tr("Cards left ({team}): {cards}", team=team_name(team), cards=shown)


def set_of(number: int, total: int) -> str:
    """Which set a replay stands in."""
    return tr("Set {number} of {total}", number=number, total=total)
