"""Text fitted to its room: a button's words at the controls' size, lines one under the other,
each as tall as it is drawn, and names cut short with "…" between letters rather than shrunk to a
smudge (`widgets.draw_text` shrinks what is still too wide)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

BUTTON_INSET = 8  # a button's words keep this far from either side


def button_px(height: int) -> int:
    """The size of the words on a button `height` high: the controls' size, 14 px at least
    (they shrink below it only on a button too narrow for them: a layout makes its buttons
    wide enough, `table.layout.button_width`)."""
    return max(14, height * 2 // 5)


def stacked(font: Any, lines: Sequence[str], top: int, gap: int = 0, room: int = 0) -> list[int]:
    """Where each of `lines` starts, one under the other from `top`, `gap` pixels apart: each
    as tall as its own text (a line with a taller script in it, such as a Persian or Hindi name
    in English, takes more than the font's line). Given a `room`, the gaps close up where the
    lines would not all fit in it."""
    heights = [font.size(line)[1] for line in lines]
    if room and lines:
        gap = min(gap, (room - sum(heights)) // len(lines))
    tops = []
    for height in heights:
        tops.append(top)
        top += height + gap
    return tops


def cut_short(
    font: Any,
    text: str,
    width: int,
    least: float | None = None,
    line: Callable[[str], str] = str,
) -> str:
    """`line(text)` (a name in its sentence), with `text` cut short with "…" (between letters,
    never inside a cluster) where it is too wide for `width`: a long name keeps a readable type
    rather than shrinking to a smudge. `least`: the smallest type `draw_text` may shrink the
    line to before it is cut (None: it may not shrink at all)."""
    size = getattr(font, "size_px", 0)
    room = width * max(1.0, size / least) if least and size else width
    whole = line(text)
    if font.size(whole)[0] <= room:
        return whole
    for end in reversed(cluster_cuts(text)):
        cut = line(text[:end].rstrip() + "…")
        if font.size(cut)[0] <= room:
            return cut
    return line(text[: (cluster_cuts(text) or [len(text)])[0]] + "…")


def cluster_cuts(word: str) -> list[int]:
    """Where a word may be cut when it is too long for a line: never inside a Devanagari
    conjunct or before a combining mark, joiner or vowel sign."""
    cuts = []
    for i in range(1, len(word)):
        ch, before = word[i], word[i - 1]
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Mc", "Me"):
            continue
        if before in ("\u094d", "\u200c", "\u200d") or ch in ("\u200c", "\u200d"):
            continue
        cuts.append(i)
    return cuts
