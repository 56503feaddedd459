"""Dual Clash Poker's sentences: commits, reveals, burns, rounds, sets and the match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.core import Action, CommonReason, Outcome, Seat
from ...engine.games import clash as rules
from ...i18n import N_, join_list, number, tr
from ..cards import card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText

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


@EVENTS.on(rules.Committed)
def _committed(event: rules.Committed, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr("You commit {card}", card=_card(event.card))
    if event.card is None:
        return tr("{player} commits a card", player=say.player(event.seat))
    return tr("{player} commits {card}", player=say.player(event.seat), card=_card(event.card))


@EVENTS.on(rules.CardsRevealed)
def _cards_revealed(event: rules.CardsRevealed, say: Narrator) -> str:
    shown = join_list(
        tr("{player} {card}", player=say.whom(seat), card=_card(card))
        for seat, card in enumerate(event.cards)
    )
    return tr("The cards are turned up: {cards}", cards=shown)


@EVENTS.on(rules.JokerNamed)
def _joker_named(event: rules.JokerNamed, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr("You name the joker {value}", value=event.value)
    return tr("{player} names the joker {value}", player=say.player(event.seat), value=event.value)


@EVENTS.on(rules.Burned)
def _burned(event: rules.Burned, say: Narrator) -> str:
    return tr("The cards of {players} burn", players=say.players(event.seats))


@EVENTS.on(rules.RoundWon)
def _round_won(event: rules.RoundWon, say: Narrator) -> str:
    if say.is_viewer(event.seat):
        return tr(
            "{team} wins the round with the highest card, yours ({red}–{black})",
            team=team_name(event.team),
            red=event.score[rules.RED],
            black=event.score[rules.BLACK],
        )
    return tr(
        "{team} wins the round with the highest card, {player}'s ({red}–{black})",
        team=team_name(event.team),
        player=say.player(event.seat),
        red=event.score[rules.RED],
        black=event.score[rules.BLACK],
    )


@EVENTS.on(rules.RoundReplayed)
def _round_replayed(event: rules.RoundReplayed, say: Narrator) -> str:
    return tr("No card remains: everyone takes their card back and the round is replayed")


@EVENTS.on(rules.ReplaysDecided)
def _replays_decided(event: rules.ReplaysDecided, say: Narrator) -> str:
    return tr(
        "Third replay in a row: the round goes to {team}, who won the last round ({red}–{black})",
        team=team_name(event.team),
        red=event.score[rules.RED],
        black=event.score[rules.BLACK],
    )


@EVENTS.on(rules.SetWon)
def _set_won(event: rules.SetWon, say: Narrator) -> str:
    return tr(
        "{team} wins the set and takes a medal (medals {red}–{black})",
        team=team_name(event.team),
        red=event.medals[rules.RED],
        black=event.medals[rules.BLACK],
    )


@EVENTS.on(rules.MatchWon)
def _match_won(event: rules.MatchWon, say: Narrator) -> str:
    return tr("{team} wins the match", team=team_name(event.team))


# --- why a move is refused ------------------------------------------------------------------


@REASONS.on(CommonReason.GAME_OVER)
def _match_is_over(say: Narrator) -> str:
    return tr("the match is over")


@REASONS.on(CommonReason.NO_SUCH_SEAT)
def _no_such_seat(say: Narrator, seat: int) -> str:
    return tr("seat {seat} is not at this table (seats 0 to 3)", seat=seat)


@REASONS.on(CommonReason.NOT_A_MOVE)
def _not_a_move(say: Narrator, action: str) -> str:
    return tr(
        "'{action}' is not a Dual Clash Poker move: use 'play CARD' (a card id such as H5 or "
        "JR) or 'joker V' (V from 1 to 7)",
        action=action,
    )


@REASONS.on(Why.JOKER_BEING_NAMED)
def _joker_being_named(say: Narrator, seat: int, joker_seat: int) -> str:
    return tr(
        "{player} cannot act now: {naming} names its joker",
        player=say.player(seat),
        naming=say.player(joker_seat),
    )


@REASONS.on(Why.MUST_NAME_JOKER)
def _must_name_joker(say: Narrator, seat: int) -> str:
    return tr(
        "{player} must name its joker first ('joker 1' to 'joker 7')", player=say.player(seat)
    )


@REASONS.on(Why.NO_JOKER_TO_NAME)
def _no_joker_to_name(say: Narrator, seat: int) -> str:
    return tr(
        "{player} cannot name a joker now: a joker is named only after the reveal, when it is "
        "the only joker on the table",
        player=say.player(seat),
    )


@REASONS.on(Why.ALREADY_COMMITTED)
def _already_committed(say: Narrator, seat: int) -> str:
    return tr("{player} has already committed a card this round", player=say.player(seat))


@REASONS.on(Why.PARTNER_FIRST)
def _partner_first(say: Narrator, seat: int, partner: int) -> str:
    return tr(
        "{player} commits after its partner {partner}, who leads this round (basic variant: "
        "the lead alternates between partners every round)",
        player=say.player(seat),
        partner=say.player(partner),
    )


@REASONS.on(Why.CARD_NOT_HELD)
def _card_not_held(say: Narrator, seat: int, card: str) -> str:
    return tr("{player} does not hold {card}", player=say.player(seat), card=_card(card))


# --- the game's text ------------------------------------------------------------------------


class ClashText(GameText):
    events = EVENTS
    reasons = REASONS

    def action(self, seat: Seat, action: Action, say: Narrator, secret: bool = False) -> str:
        verb, _, rest = action.partition(" ")
        words = rest.split()
        player, you = say.player(seat), say.is_viewer(seat)
        if verb == "play" and words:
            card = _card(words[0])
            if you:
                return tr("You play {card}", card=card)
            if secret:
                return tr("{player} commits a card", player=player)
            return tr("{player} plays {card}", player=player, card=card)
        if verb == "joker" and words and words[0].isdigit():
            if you:
                return tr("You name the joker {value}", value=int(words[0]))
            return tr("{player} names the joker {value}", player=player, value=int(words[0]))
        return super().action(seat, action, say, secret)

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


TEXT = ClashText("clash")


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


def replayed() -> str:
    return tr("No card remains: the round is replayed")


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


def medals() -> str:
    return tr("medals")


def chip(state: str) -> str:
    """What a seat's plate says it is doing."""
    return {
        "ready": tr("✓ card down"),
        "choosing": tr("choosing…"),
        "waiting": tr("after partner"),
        "joker": tr("names the joker…"),
    }[state]


def plaque(set_number: int, round_number: int, replay: bool) -> tuple[str, str]:
    first = tr("Set {number}", number=set_number)
    if replay:
        return first, tr("Round {number} · replay", number=round_number)
    return first, tr("Round {number}", number=round_number)


def outcome_word(outcome: str) -> str:
    """Under a joker value button: what naming that value does for the reader's team."""
    return {"win": tr("wins"), "lose": tr("loses"), "replay": tr("replay")}[outcome]


# -- the status line -----------------------------------------------------------------------------
def match_over() -> str:
    return tr("The match is over.")


def name_your_joker() -> str:
    return tr("Your joker is the only one: name its value, 1 to 7.")


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


def choose() -> str:
    return tr("Choose the card to play: click it (or Tab and Enter).")


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
