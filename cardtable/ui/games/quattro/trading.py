"""Which cards move in a trade, and from where to where (the animation in animate.py flies
them): the card given goes to the virtual player's face-up cards, the VP's card comes back to
the place in the hand that changed, and the VP's face-up cards shift along to make room."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ....engine.games import quattro as rules
from ...table.choreography import SAME
from ...table.protocol import Moment
from .hands import Staging, Token, near_seat, opp_cards, own_cards, vp_tokens
from .layout import QuattroLayout


@dataclass
class TradeMoves:
    start: pygame.Rect  # where the given card leaves the hand
    end: pygame.Rect  # where the card received lands in it
    key: Hashable  # the hand's slot it lands in
    given_face: str | None
    given_flip: Any
    given_end: pygame.Rect
    given_key: Hashable
    back_face: str | None
    back_flip: Any
    back_start: pygame.Rect
    leaving: list[tuple[str | None, pygame.Rect]] = field(default_factory=list)
    shifts: list[tuple[str | None, pygame.Rect, pygame.Rect, Hashable]] = field(
        default_factory=list
    )


def _changed(old: Sequence[Any], new: Sequence[Any]) -> list[int]:
    return [i for i in range(len(new)) if i < len(old) and new[i] != old[i]]


def traded_moves(
    event: rules.Traded, moment: Moment, layout: QuattroLayout, staging: Staging,
    own_before: list[str | None] | None, opp_before: list[Token] | None,
) -> TradeMoves:  # fmt: skip
    vp = event.vp - 1
    before, after = moment.before, moment.after
    tokens_before = vp_tokens(before, vp) if before is not None else []
    tokens_after = vp_tokens(after, vp)
    given_at = max(i for i, t in enumerate(tokens_after) if t == ("U", event.given))
    if event.received_public:
        returned_at = next(
            (i for i, t in enumerate(tokens_before) if t == ("U", event.received)), 0
        )
    else:
        returned_at = max((i for i, t in enumerate(tokens_before) if t[0] == "B"), default=0)
    back_face = event.received if event.received_public else None
    if event.seat == near_seat(after):
        order = own_cards(after, staging)
        old = own_before or order
        held = [i for i, c in enumerate(old) if c == event.given] or [0]
        spot = next(iter(_changed(old, order)), held[-1])
        start, end = layout.own_rect(spot, "selected"), layout.own_rect(spot)
        given_face, given_flip = event.given, SAME
        back_flip = SAME if event.received_public else event.received
    else:
        tokens = opp_cards(after, staging)
        old_tokens = opp_before or tokens
        backs = [i for i, t in enumerate(tokens) if t[0] == "B"] or [0]
        spot = next(iter(_changed(old_tokens, tokens)), backs[-1])
        start = end = layout.opp_rect(spot)
        was = old_tokens[spot]
        given_face = was[1] if was[0] == "K" else None
        given_flip = SAME if was[0] == "K" else event.given
        back_flip = SAME
    moves = TradeMoves(
        start, end, ("own" if event.seat == near_seat(after) else "opp", spot),
        given_face, given_flip, layout.vp_rect(vp, given_at), ("vp", vp, given_at),
        back_face, back_flip, layout.vp_rect(vp, returned_at),
    )  # fmt: skip
    moves.leaving.append((back_face, layout.vp_rect(vp, returned_at)))
    used = {returned_at}
    for j, token in enumerate(tokens_after):
        if token[0] != "U" or j == given_at:
            continue
        origin = next((i for i, t in enumerate(tokens_before) if t == token and i not in used), j)
        used.add(origin)
        if origin != j:
            moves.shifts.append(
                (token[1], layout.vp_rect(vp, origin), layout.vp_rect(vp, j), ("vp", vp, j))
            )
            moves.leaving.append((token[1], layout.vp_rect(vp, origin)))
    return moves
