"""Dual Clash Poker's result: the sets, and the round that decided the match (every card of a
round is shown at its reveal, so all four are named)."""

from __future__ import annotations

from ...engine.core import Seat
from ...engine.games import clash as rules
from ...i18n import number, tr
from ..cards import card_name
from ..games.clash import team_name
from ..narrator import Narrator
from . import Hand, Hands, Seen, Sheet, Story


def _value(record: rules.RoundRecord, seat: Seat) -> int:
    card = record.cards[seat]
    if card in rules.JOKERS:
        return record.joker or 0
    return rules.CARD_VALUE[card]


def deciding_round(obs: rules.ClashObservation) -> rules.RoundRecord | None:
    """The last round won (the one that gave the last set its fourth round)."""
    won = [record for record in obs.rounds if record.winner is not None]
    return won[-1] if won else None


def _best(record: rules.RoundRecord) -> Seat | None:
    """The seat whose card won the round (None: a third replay decided it)."""
    left = [seat for seat in rules.SEATS if seat not in record.burned]
    return max(left, key=lambda seat: _value(record, seat)) if left else None


def _round_line(record: rules.RoundRecord, say: Narrator) -> str:
    team = team_name(rules.TEAM_NAMES.index(record.winner or "black"))
    best = _best(record)
    if best is None:
        return tr(
            "The deciding round was replayed a third time in a row and went to {team}", team=team
        )
    card = card_name("clash", record.cards[best])
    if say.is_viewer(best):
        return tr("The deciding round: you played the highest card left, {card}", card=card)
    return tr(
        "The deciding round: {player} played the highest card left, {card}",
        player=say.player(best),
        card=card,
    )


def sets_sheet(obs: rules.ClashObservation) -> Sheet:
    """Rounds won by each team in every set, and who took the set."""
    tallies: dict[int, list[int]] = {}
    for record in obs.rounds:
        tally = tallies.setdefault(record.set_number, [0, 0])
        if record.winner is not None:
            tally[rules.TEAM_NAMES.index(record.winner)] += 1
    rows = []
    for set_number, (red, black) in sorted(tallies.items()):
        done = max(red, black) == rules.ROUNDS_TO_WIN_SET
        winner = team_name(rules.RED if red > black else rules.BLACK) if done else ""
        rows.append((tr("Set {number}", number=set_number), number(red), number(black), winner))
    header = (tr("Set"), team_name(rules.RED), team_name(rules.BLACK), tr("Medal"))
    return Sheet(tr("Rounds won in each set"), header, tuple(rows))


def story(seen: Seen, say: Narrator) -> Story:
    obs: rules.ClashObservation = seen.obs
    red, black = obs.medals
    winner = rules.RED if red > black else rules.BLACK
    lines = [
        tr(
            "{team} wins the match, {won} sets to {lost}",
            team=team_name(winner),
            won=max(red, black),
            lost=min(red, black),
        )
    ]
    sections: list[Hands | Sheet] = []
    record = deciding_round(obs)
    if record is not None:
        lines.append(_round_line(record, say))
        best = _best(record)
        hands = []
        for seat, card in enumerate(record.cards):
            team = team_name(rules.TEAM_OF[seat])
            if seat in record.burned:
                note = tr("{team} · burned", team=team)
            elif card in rules.JOKERS and record.joker:
                note = tr("{team} · named {value}", team=team, value=record.joker)
            else:
                note = team
            hands.append(
                Hand(say.player(seat), (card,), note, (seat in record.burned,), winner=seat == best)
            )
        sections.append(Hands(tr("The deciding round"), "clash", tuple(hands)))
    sections.append(sets_sheet(obs))
    return Story(tuple(lines), tuple(sections))
