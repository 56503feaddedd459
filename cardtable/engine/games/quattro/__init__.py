"""Quattro: two players trade with six virtual players.

The code follows the rules' sections (docs/rules/quattro.md): Cards, Play (deal, mulligans,
virtual players, reveal, trading windows), How a virtual player chooses, End and scoring,
Information. The rulings that settle what the rules leave open are in the same file.

Performance: the AI search clones and plays this state constantly, so the state holds only
immutable tuples (a clone copies references), legal actions are cached per seat until the next
move, and every action string is built once at import time; its playouts run on a `BitTable`,
whose hands are bit masks.

The package, from the ground up: `cards` (cards, actions, phases, refusals), `events` (events
and observations), `masks` (the cards as bit masks), `legality` (the legal moves and why a move
is refused: the state's base), `state` (the rules in play), `bits` (the search's playouts on bit
masks, `BitTable`), `resample` (the table as one seat knows it), `spec` (setup and the spec).
Everything but `masks` and `bits` (imported from those modules) is imported from here.
"""

from __future__ import annotations

# Every public name of the package's modules, where the rest of the app has always found them.
from .cards import *
from .events import *
from .resample import *
from .spec import *
from .state import *
