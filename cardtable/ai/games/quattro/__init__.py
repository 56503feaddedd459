"""AI hooks for Quattro (rules and rulings: docs/rules/quattro.md).

What a seat knows: its own cards; every revealed card; every card given to a virtual player
(VP); the cards the opponent received face up; and, because a VP's reply is deterministic,
facts about the VPs' face-down cards. A VP traded with at most twice (once by each player), and
it always chooses by the same rule, so each reply proves something about the face-down cards it
held at that moment (they only ever leave, so the proof still holds for those left):

- a reply that is not a `0` proves that the VP held no `0`;
- a reply proves that no face-down card ranked above it under the trader's reveals (a
  candidate above a non-candidate, then the higher number, then colour priority; once the
  trader's revealed cards clash there are no candidates, only numbers and colour priority);
- a reply the opponent received face down was the best card of the VP then, and beat every
  face-up card there.

`sample_state` works from the virtual players' deal. The opponent's later plays (gives and
reveals of cards it did not receive face up) each came from its starting hand or from an unseen
reply before that play, from a VP able to give it; a small random search settles which. Then each
VP's face-down cards are filled, the VP with the fewest cards to spare first: for an unseen
trade, the reply (settled, or drawn among the cards that could have been it, weighted by the
ways to fill the rest) and the cards kept below it; for the others, cards that fit the proofs.
The opponent's hand is what it received face up, its unseen replies not played since, and
starting cards. A contradiction restarts the attempt; after a bounded number of attempts a
looser deal keeps only the per-card proofs (about 1 sample in 1000 in random games).

Mulligans: a mulligan deals the top 4 of the stock first and only then shuffles the old cards
into the stock, so the opponent was never dealt a card the seat held. Its hand when the seat's
last hand was dealt excludes every card the seat held; each mulligan the opponent takes after
that deals it 4 cards of the 18 it does not hold, the seat's old cards among them. The sampler
deals the opponent's starting hand by that model (`StartingHand`): during the mulligans by
playing it out, after them by keeping the seat's old cards out of that hand (no mulligan since)
or by weighting hands by how many of them they hold. The two zeros cannot be told apart: a zero
counts as returned only when the seat certainly held a second physical zero, and the cards seen
since are not matched to copies.

A hand is judged by its *plan*: the revealed cards plus the hidden cards, highest first, that
keep a Quattro possible; the other hidden cards are *spares*, the first to trade away.

The package, from the ground up: `ranking` (each card's bit, the virtual players' ranking),
`proofs` (what each move seen proves), `sampling` (the seat's `Knowledge` and the sampler),
`play` (judging a hand, the rollout policy, evaluation, the easy level), `reasons` (hints),
`hooks` (`HOOKS`, for the shared search). Everything public is imported from here.
"""

from __future__ import annotations

# Every public name of the package's modules, where the rest of the app has always found them.
from .hooks import *
from .play import *
from .proofs import *
from .ranking import *
from .reasons import *
from .sampling import *
