"""Polar Pairs: a four-card Golf-family game whose tens carry animal pictures.

Rules and rulings: docs/rules/polar.md (the sections cited in the comments are the rules'
own).

Seats sit clockwise in increasing order: a player's left is seat + 1, their right seat - 1.
A hand is four slots: 0-1 the far row, 2-3 the near row. Every turn turns exactly one face-down
slot face up, so a round is exactly four turns per player.

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
