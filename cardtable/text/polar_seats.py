"""Where each Polar Pairs seat and each of its four cards is seen on screen, from the reader's
seat: the table lays the grids out from this (`ui/games/polar/layout.py`), and the sentences
name a card by where it is seen ("your top-left card", "Astrid's bottom-right card").

The reader sits at the bottom; the other seats follow clockwise to its left, across the top and
down the sides. A grid is laid out from its own seat's point of view (slot 0 on its own left of
the far row, 2 and 3 the near row), so the slots of the seat across the table are seen turned
round. "Left" and "right" are the screen's, as the person sees it, in every language: the table
is never mirrored for a right-to-left script (the seating is a rule, not a reading direction).
"""

from __future__ import annotations

from ..engine.core import Seat
from ..i18n import N_, tr
from .narrator import Narrator

# Where the other seats sit, clockwise from the reader's left: (side, x as a share of width).
SEAT_PLACES: dict[int, tuple[tuple[str, float], ...]] = {
    2: (("top", 0.5),),
    3: (("top", 0.3), ("top", 0.7)),
    4: (("left", 0.0), ("top", 0.5), ("right", 0.0)),
    5: (("left", 0.0), ("top", 0.34), ("top", 0.66), ("right", 0.0)),
    6: (("left", 0.0), ("top", 0.27), ("top", 0.5), ("top", 0.73), ("right", 0.0)),
}

# A grid from its own seat's point of view: slot -> (x, y) with x to the seat's right and y
# towards the seat (0, 1 the far row; 2, 3 the near row).
GRID = ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5))

# The corner of a grid on screen, by (x, y) offsets' signs: (right?, below?).
CORNERS = {
    (False, False): N_("top-left"),
    (True, False): N_("top-right"),
    (False, True): N_("bottom-left"),
    (True, True): N_("bottom-right"),
}


def turned(side: str, x: float, y: float) -> tuple[float, float]:
    """Screen offsets of a grid position for a seat on `side` (its near row towards its edge)."""
    if side == "top":
        return -x, -y
    if side == "left":
        return -y, x
    if side == "right":
        return y, -x
    return x, y


def side_of(seats: int, anchor: Seat, seat: Seat) -> str:
    """The edge of the screen `seat` sits at when `anchor` is at the bottom."""
    k = (seat - anchor) % seats
    return "bottom" if k == 0 else SEAT_PLACES[seats][k - 1][0]


def corner(seats: int, anchor: Seat, seat: Seat, slot: int) -> str:
    """The English name of the corner the slot is seen in ("top-left")."""
    dx, dy = turned(side_of(seats, anchor, seat), *GRID[slot])
    return CORNERS[(dx > 0, dy > 0)]


def _anchor(say: Narrator) -> Seat:
    """The seat at the bottom of the reader's screen: theirs, or seat 0 for a spectator."""
    viewer = say.viewer
    return viewer if viewer is not None and 0 <= viewer < len(say.names) else 0


def _corner(say: Narrator, seat: Seat, slot: int) -> str:
    return tr(corner(len(say.names), _anchor(say), seat, slot))


def your_card_at(slot: int) -> str:
    """One of the reader's own cards (at the bottom of their screen): "your top-left card"."""
    return tr("your {corner} card", corner=tr(corner(1, 0, 0, slot)))


def card_at(say: Narrator, seat: Seat, slot: int) -> str:
    """A seat's card named by where the reader sees it: "your top-left card", "Astrid's
    bottom-right card"."""
    if say.is_viewer(seat):
        return your_card_at(slot)
    return tr("{player}'s {corner} card", player=say.player(seat), corner=_corner(say, seat, slot))


def own_card_at(say: Narrator, seat: Seat, slot: int) -> str:
    """The card of the sentence's own subject ("Astrid takes the 4 in place of her top-left
    card"): "your" for the reader, else the language's reflexive ("their")."""
    if say.is_viewer(seat):
        return your_card_at(slot)
    return tr("their {corner} card", corner=_corner(say, seat, slot))
