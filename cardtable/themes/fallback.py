"""The built-in theme, for when the packaged Classic theme is missing or broken."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .decks import CARD_ASPECT, DECKS, turned_twins
from .model import DeckArt, FaceStyle, Line, Table, TextLayer, Theme


def emergency_theme() -> Theme:
    """Described layouts only, pygame's own font: used only if the packaged Classic theme is
    missing or broken, so that the app can still start."""
    black, white = (20, 20, 20, 255), (250, 250, 245, 255)

    def style(text: str, mark: bool = False) -> FaceStyle:
        return FaceStyle(
            background=white,
            border=Line(black, 0.01),
            art=None,
            picture=None,
            index=TextLayer(text, "ui", 0.12, black, 0.16, 0.1, True, None, 0, None, 0, 0, mark),
            centre=TextLayer(text, "ui", 0.3, black, 0.5, 0.5, False, None, 0, None, 0, 0, mark),
            outline=None,
        )

    back = replace(style(""), background=(40, 60, 120, 255), index=None, centre=None)
    decks = tuple(
        DeckArt(
            g,
            CARD_ASPECT[g],
            0.06,
            back,
            tuple((c.id, style(c.label, c.label in turned_twins(g))) for c in cards),
        )
        for g, cards in DECKS.items()
    )
    colours = {
        "text": white,
        "muted": (180, 180, 180, 255),
        "panel": (30, 30, 30, 230),
        "accent": (80, 140, 220, 255),
        "highlight": (255, 210, 80, 255),
        "danger": (220, 60, 50, 255),
    }
    return Theme(
        id="builtin",
        name="Built-in",
        author="Card Table",
        description="",
        path=Path("<built-in>"),
        chain=(),
        table=Table((25, 80, 50, 255), None, None, 0.25, 1.0),
        fonts=(("ui", None), ("title", None), ("index", None)),
        colours=tuple(colours.items()),
        sounds=(),
        decks=decks,
    )
