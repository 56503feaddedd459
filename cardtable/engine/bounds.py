"""How many actions a game can take at most, whoever plays it: every game ends.

Each bound follows from the rules (docs/rules/<game>.md), whatever moves are chosen.
`tests/test_every_game_ends.py` plays games between every pair of levels against them, and
`cardtable bench endings` plays thousands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .games import clash, polar, quattro


def quattro_bound(seats: int, options: Mapping[str, Any]) -> int:
    """Each player decides keep or mulligan at most MAX_MULLIGANS times (after the last
    mulligan the hand is kept), reveals REVEALS cards, trades with each virtual player at most
    once, and can pass in every window but the last: 4 + 8 + 12 + 4 = 28."""
    windows_with_pass = quattro.LAST_WINDOW - 1
    per_seat = quattro.MAX_MULLIGANS + quattro.REVEALS + quattro.VP_COUNT + windows_with_pass
    return seats * per_seat


def polar_bound(seats: int, options: Mapping[str, Any]) -> int:
    """Every round each player takes four turns (each turns one face-down slot up), and a turn
    is at most two actions (draw, then keep or flip): 10 rounds x 4 x seats x 2 (480 at six)."""
    rounds = polar.SHORT_ROUNDS if options.get("short") else polar.ROUNDS
    return rounds * polar.SLOTS * seats * 2


def cuckoo_bound(seats: int, options: Mapping[str, Any]) -> int:
    """Every deal that is played costs somebody a life; a deal skipped for lack of players
    brings the resting players back, so the next one is played: at most 2 x seats x lives deals,
    each of at most one decision per seat (640 at eight seats and five lives)."""
    lives = int(options.get("lives", 3))
    return 2 * seats * lives * seats


def clash_bound(seats: int, options: Mapping[str, Any]) -> int:
    """At most 3 sets (2 medals win), 7 counted rounds a set (4 win it), 3 attempts a round
    (the third replay in a row is decided: docs/rules/clash.md), 4 commits and 1 joker name an
    attempt: 3 x 7 x 3 x 5 = 315."""
    sets = 2 * clash.MEDALS_TO_WIN_MATCH - 1
    rounds = 2 * clash.ROUNDS_TO_WIN_SET - 1
    return sets * rounds * clash.REPLAYS_DECIDE * (seats + 1)


BOUNDS: dict[str, Callable[[int, Mapping[str, Any]], int]] = {
    "quattro": quattro_bound,
    "polar": polar_bound,
    "cuckoo": cuckoo_bound,
    "clash": clash_bound,
}


def max_actions(game: str, seats: int, options: Mapping[str, Any]) -> int:
    """The most actions a game of `game` at `seats` with `options` can take."""
    return BOUNDS[game](seats, options)
