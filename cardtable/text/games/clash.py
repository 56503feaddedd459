"""Dual Clash Poker's sentences: commits, reveals, burns, rounds, sets and the match."""

from __future__ import annotations

from ...engine.games import clash as rules
from ...i18n import join_list, tr
from ..cards import card_name
from ..narrator import Narrator
from ..sentences import Sentences
from . import GameText

EVENTS = Sentences()


def _card(card: str | None) -> str:
    return card_name("clash", card)


def team_name(team: int) -> str:
    """A team by its colour, as a sentence's subject ("Red win the round")."""
    return tr("Red") if team == rules.RED else tr("Black")


# --- events ---------------------------------------------------------------------------------


@EVENTS.on(rules.SetStarted)
def _set_started(event: rules.SetStarted, say: Narrator) -> str:
    return tr("Set {number} begins: everyone holds their 8 cards", number=event.set_number)


@EVENTS.on(rules.Committed)
def _committed(event: rules.Committed, say: Narrator) -> str:
    if event.card is None:
        return tr("{player} commits a card", player=say.player(event.seat))
    return tr("{player} commits {card}", player=say.player(event.seat), card=_card(event.card))


@EVENTS.on(rules.CardsRevealed)
def _cards_revealed(event: rules.CardsRevealed, say: Narrator) -> str:
    shown = join_list(
        tr("{player} {card}", player=say.player(seat), card=_card(card))
        for seat, card in enumerate(event.cards)
    )
    return tr("The cards are turned up: {cards}", cards=shown)


@EVENTS.on(rules.JokerNamed)
def _joker_named(event: rules.JokerNamed, say: Narrator) -> str:
    return tr("{player} names the joker {value}", player=say.player(event.seat), value=event.value)


@EVENTS.on(rules.Burned)
def _burned(event: rules.Burned, say: Narrator) -> str:
    return tr("The cards of {players} burn", players=say.players(event.seats))


@EVENTS.on(rules.RoundWon)
def _round_won(event: rules.RoundWon, say: Narrator) -> str:
    return tr(
        "{team} win the round with the highest card, {player}'s ({red}–{black})",
        team=team_name(event.team),
        player=say.player(event.seat),
        red=event.score[rules.RED],
        black=event.score[rules.BLACK],
    )


@EVENTS.on(rules.RoundReplayed)
def _round_replayed(event: rules.RoundReplayed, say: Narrator) -> str:
    return tr("No card remains: everyone takes their card back and the round is replayed")


@EVENTS.on(rules.SetWon)
def _set_won(event: rules.SetWon, say: Narrator) -> str:
    return tr(
        "{team} win the set and take a medal (medals {red}–{black})",
        team=team_name(event.team),
        red=event.medals[rules.RED],
        black=event.medals[rules.BLACK],
    )


@EVENTS.on(rules.MatchWon)
def _match_won(event: rules.MatchWon, say: Narrator) -> str:
    return tr("{team} win the match", team=team_name(event.team))


# --- the game's text ------------------------------------------------------------------------


class ClashText(GameText):
    events = EVENTS


TEXT = ClashText("clash")
