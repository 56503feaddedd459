"""The score sheet (the S key, or its switch in the corner panel): every round's scores and the
totals, in the free place the layout found for most rounds, clear of every seat, or, where none
holds it, over the table (`PolarTable.overlay`: it takes the input while open). It lists the rounds
played and the one being played (the later ones have nothing to show yet); where they do not all
fit at its type (14 px at least), the earliest fold into one line of "…" rather than the type
shrinking."""

from __future__ import annotations

from typing import Any

import pygame

from ....engine.games.polar import PolarObservation
from ....i18n import number
from ....text.games import polar as words
from ...core.fitting import cut_short
from ...core.widgets import draw_text, panel
from .layout import sheet_height
from .sections import Scene, Staging


def draw_sheet(
    scene: Scene, obs: PolarObservation, staging: Staging, names: list[str]
) -> pygame.Rect:
    """The sheet in its place, trimmed to its lines; returns the panel drawn."""
    layout, surface = scene.layout, scene.surface
    box = layout.sheet
    n = len(obs.totals)
    played = min(obs.rounds, len(obs.scores) + 1)
    font, bold, line = _type(scene, box.height - sheet_height(0, 0), played)
    shown = _rounds_shown(played, (box.height - sheet_height(0, line)) // line)
    first = bold.size(words.word("sheet", "round"))[0] + 16
    col = max(1, (box.width - 24 - first) // max(1, n))
    heads = [cut_short(bold, name, col - 6) for name in names[:n]]
    head_line = max([line, *(bold.size(head)[1] + 2 for head in heads)])  # a name's own script
    bottom = box.top + 10 + line + 2 + head_line + len(shown) * line + 5 + line + 8
    drawn = pygame.Rect(box.left, box.top, box.width, bottom - box.top)
    panel(surface, drawn, scene.host, alpha=255 if layout.sheet_over else 250)
    x0, y = box.left + 12, box.top + 10
    accent, muted, text = scene.colour("accent"), scene.colour("muted"), scene.colour("text")
    good, danger = scene.colour("good"), scene.colour("danger")
    draw_text(surface, bold, words.word("sheet", "title"), (box.centerx, y), accent, "midtop",
              box=box)  # fmt: skip
    y += line + 2

    def cell(value: str, seat: int, colour: tuple[int, int, int], face: object = font) -> None:
        centre = x0 + first + col * seat + col // 2
        draw_text(surface, face, value, (centre, y), colour, "midtop", shadow=False,
                  max_width=col - 6, mirror=box, box=box)  # fmt: skip

    # the columns read in the reader's direction: rounds first, then the seats
    draw_text(surface, bold, words.word("sheet", "round"), (x0, y), muted, shadow=False, mirror=box,
              box=box)  # fmt: skip
    for s, head in enumerate(heads):
        cell(head, s, text, bold)
    y += head_line
    edge = scene.colour("panel_edge")
    pygame.draw.line(surface, edge, (x0, y - 2), (box.right - 12, y - 2))
    for round_ in shown:
        if round_ == obs.round and len(obs.scores) < round_:
            band = pygame.Rect(box.left + 4, y - 1, box.width - 8, line)
            pygame.draw.rect(surface, (40, 80, 110), band, border_radius=6)
        label = number(round_) if round_ else "…"  # 0: the earlier rounds, folded
        draw_text(surface, font, label, (x0 + 4, y), muted, shadow=False, mirror=box,
                  box=box)  # fmt: skip
        if 0 < round_ <= len(obs.scores):
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
    return drawn


def _rounds_shown(played: int, room: int) -> list[int]:
    """The rounds the sheet lists: all of them where they fit, else a "…" line (0) for the
    earliest and as many of the latest as fit (the totals still count them all)."""
    if played <= room:
        return list(range(1, played + 1))
    latest = max(1, room - 1)
    return [0, *range(played - latest + 1, played + 1)]


def _type(scene: Scene, room: int, rows: int) -> tuple[Any, Any, int]:
    """The sheet's type and its line: the layout's size (14 px at least), unless `room` would
    not hold even three rounds' lines at it (a small window), then smaller down to 10 px."""
    px = scene.layout.sheet_px
    bold = scene.font(px, bold=True)
    while px > 10 and (room // (bold.get_linesize() + 2)) - 3 < min(rows, 3):
        px -= 1
        bold = scene.font(px, bold=True)
    return scene.font(px), bold, bold.get_linesize() + 2
