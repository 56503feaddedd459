"""Cuckoo (Gnav) (rules and rulings: docs/rules/cuckoo.md).

Each deal every participant holds one card and, in turn, keeps it or asks to swap it with the
next player on the left (the dealer swaps with the stock). Matadors refuse: a House or Horse
passes the request on, a Dragoon costs the requester a life, a Cat costs a life and undoes every
exchange of the deal, a Cuckoo ends the deal. At the settlement the lowest card loses a life (a
Fool is lower than everything); the last player with lives left wins.

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
