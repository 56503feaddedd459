"""The score sheet (the S key, or its switch in the corner panel): every round's scores and the
totals, in the roomiest place the layout left free, clear of every seat. It lists the rounds
played and the one being played (the later ones have nothing to show yet), and its type shrinks
to fit them all rather than leaving any out."""

from __future__ import annotations

from typing import Any

import pygame

from ....engine.games.polar import PolarObservation
from ....i18n import number
from ....text.games import polar as words
from ...core.widgets import draw_text, panel
from .sections import Scene, Staging


def draw_sheet(scene: Scene, obs: PolarObservation, staging: Staging, names: list[str]) -> None:
    layout, surface = scene.layout, scene.surface
    box = layout.sheet
    n = len(obs.totals)
    room = box.height - 26  # the margins and the rules between the parts
    rows = min(obs.rounds, len(obs.scores) + 1)
    font, bold, line = _type(scene, room // (rows + 3))  # the title, the header, the total
    first = bold.size(words.word("sheet", "round"))[0] + 16
    col = max(40, (box.width - 24 - first) // max(1, n))
    panel(surface, box, scene.host, alpha=250)
    x0, y = box.left + 12, box.top + 10
    accent, muted, text = scene.colour("accent"), scene.colour("muted"), scene.colour("text")
    good, danger = scene.colour("good"), scene.colour("danger")
    draw_text(surface, bold, words.word("sheet", "title"), (box.centerx, y), accent, "midtop")
    y += line + 2

    def cell(value: str, seat: int, colour: tuple[int, int, int], face: object = font) -> None:
        centre = x0 + first + col * seat + col // 2
        draw_text(surface, face, value, (centre, y), colour, "midtop", shadow=False,
                  max_width=col - 6, mirror=box, box=box)  # fmt: skip

    # the columns read in the reader's direction: rounds first, then the seats
    draw_text(surface, bold, words.word("sheet", "round"), (x0, y), muted, shadow=False, mirror=box,
              box=box)  # fmt: skip
    for s in range(n):
        cell(names[s], s, text, bold)
    y += line
    edge = scene.colour("panel_edge")
    pygame.draw.line(surface, edge, (x0, y - 2), (box.right - 12, y - 2))
    for round_ in range(1, rows + 1):
        if round_ == obs.round and len(obs.scores) < round_:
            band = pygame.Rect(box.left + 4, y - 1, box.width - 8, line)
            pygame.draw.rect(surface, (40, 80, 110), band, border_radius=6)
        draw_text(surface, font, number(round_), (x0 + 4, y), muted, shadow=False, mirror=box,
                  box=box)  # fmt: skip
        if round_ <= len(obs.scores):
            row = obs.scores[round_ - 1]
            for s, score in enumerate(row):
                tint = good if score == min(row) else text
                if score == max(row) and score != min(row):
                    tint = danger
                cell(words.signed(score), s, tint)
        y += line
    pygame.draw.line(surface, edge, (x0, y + 1), (box.right - 12, y + 1))
    y += 5
    draw_text(surface, bold, words.word("sheet", "total"), (x0, y), accent, shadow=False,
              mirror=box, box=box)  # fmt: skip
    low = min(obs.totals)
    for s in range(n):
        tint = good if obs.totals[s] == low else text
        cell(words.total_text(staging.shown_total(obs, s)), s, tint, bold)


def _type(scene: Scene, room: int) -> tuple[Any, Any, int]:
    """The sheet's type and its line: the largest size from the corner panel's (14 px at
    least) whose lines, as tall as the script needs (Persian's are taller), fit in `room`."""
    px = max(14, scene.layout.small_px + 1)
    bold = scene.font(px, bold=True)
    while px > 10 and bold.get_linesize() + 2 > room:
        px -= 1
        bold = scene.font(px, bold=True)
    line = max(bold.get_linesize() + 2, min(scene.layout.small_px + 10, room))
    return scene.font(px), bold, line
