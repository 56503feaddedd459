"""Polar Pairs' result: the lowest total after the last round (or four of a kind that ends the
game at once), everyone's last hand as the reader sees it (a card still face down when an
instant win ends the game stays face down) and the whole score sheet."""

from __future__ import annotations

from ...engine.games import polar as rules
from ...i18n import number, tr, trn
from ..games.polar import rounds_played
from ..narrator import Narrator
from . import Hand, Hands, Seen, Sheet, Story


def _instant(obs: rules.PolarObservation, winners: tuple[int, ...]) -> int | None:
    """The seat whose four face-up cards are alike and won at once, if that ended the game."""
    for seat in winners:
        cards = obs.slots[seat]
        if None not in cards and rules.is_four_of_a_kind([c for c in cards if c is not None]):
            return seat
    return None


def reason(seen: Seen, say: Narrator) -> list[str]:
    obs: rules.PolarObservation = seen.obs
    winners = tuple(seen.outcome.winners)
    instant = _instant(obs, winners)
    if instant is not None and len(winners) == 1:
        if say.is_viewer(instant):
            return [
                tr(
                    "You turned up four of a kind in round {round}: the game ends at once",
                    round=obs.round,
                )
            ]
        return [
            tr(
                "{player} turned up four of a kind in round {round}: the game ends at once",
                player=say.player(instant),
                round=obs.round,
            )
        ]
    lines = [rounds_played(len(obs.scores))]
    if not winners:
        return lines
    total = obs.totals[winners[0]]
    if len(winners) > 1:
        lines.append(
            tr(
                "{players} share the lowest total, {total}",
                players=say.players(winners),
                total=total,
            )
        )
    elif say.is_viewer(winners[0]):
        lines.append(tr("You have the lowest total, {total}", total=total))
    else:
        lines.append(
            tr("{player} has the lowest total, {total}", player=say.player(winners[0]), total=total)
        )
    return lines


def score_sheet(obs: rules.PolarObservation, say: Narrator) -> Sheet:
    """Every round's points and the totals."""
    seats = range(len(obs.totals))
    rows = [
        (tr("Round {number}", number=index + 1), *(number(points) for points in scores))
        for index, scores in enumerate(obs.scores)
    ]
    rows.append((tr("Total"), *(number(total) for total in obs.totals)))
    header = (tr("Round"), *(say.player(seat) for seat in seats))
    return Sheet(tr("The score sheet"), header, tuple(rows), marked=(len(rows) - 1,))


def story(seen: Seen, say: Narrator) -> Story:
    obs: rules.PolarObservation = seen.obs
    hands = tuple(
        Hand(
            say.player(seat),
            tuple(obs.slots[seat]),
            trn("{total} point", "{total} points", abs(total), total=total),
            winner=seat in seen.outcome.winners,
        )
        for seat, total in enumerate(obs.totals)
    )
    return Story(
        tuple(reason(seen, say)),
        (Hands(tr("Final hands"), "polar", hands), score_sheet(obs, say)),
    )
