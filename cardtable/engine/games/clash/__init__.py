"""Dual Clash Poker (rules and rulings: docs/rules/clash.md).

Four players in two teams play every round at the same time: each commits one card in secret,
the four cards are turned up together, a lone joker is named, equal values burn, and the highest
remaining card wins the round for its team. First team to 4 rounds takes a medal; first to 2
medals wins the match. There is no chance element: the `ShuffleSource` is never used.

The package, from the ground up: `cards` (cards, actions, phases, refusals), `events` (events
and observations), `state` (the rules in play), `resample` (the table as one seat knows it),
`spec` (setup and the spec). Everything is imported from here.
"""

from __future__ import annotations

# Every public name of the package's modules, where the rest of the app has always found them.
from .cards import *
from .events import *
from .resample import *
from .spec import *
from .state import *
