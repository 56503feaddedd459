"""Everything the UI draws with: the theme's card art and table, fonts, colours, sound cues.

A broken or missing theme never stops the app: the problems are shown and Classic is used.
"""

from __future__ import annotations

from pathlib import Path

from ...themes import CardArt, Theme, ThemeLoad, load_installed

# The UI's own palette; a theme may override any key in its `colours`.
PALETTE: dict[str, tuple[int, int, int]] = {
    "text": (246, 240, 224),
    "muted": (190, 200, 188),
    "accent": (232, 190, 92),
    "panel": (18, 34, 28),
    "panel_edge": (120, 150, 120),
    "button": (40, 70, 56),
    "button_hover": (58, 98, 76),
    "button_text": (250, 246, 232),
    "legal": (255, 214, 102),
    "focus": (120, 200, 255),
    "danger": (226, 96, 80),
    "good": (130, 210, 140),
    "shadow": (0, 0, 0),
}


class Assets:
    def __init__(self, theme: str) -> None:
        self.theme: Theme
        self.art: CardArt
        self.problem = self.use_theme(theme)

    def use_theme(self, name: str) -> str | None:
        """Draw with the installed theme of id `name` (the setting: never a path); when it
        cannot be used, with Classic, and the first problem is returned for the app to tell
        (App.use_theme)."""
        return self.use(load_installed(name))

    def use(self, loaded: ThemeLoad) -> str | None:
        """Draw with `loaded` (the command line may name a theme's file: `load_theme`)."""
        self.theme = loaded.theme
        self.art = CardArt(self.theme)
        return str(loaded.problems[0]) if loaded.fell_back else None

    def colour(self, key: str) -> tuple[int, int, int]:
        try:
            return tuple(self.theme.colour(key)[:3])  # type: ignore[return-value]
        except KeyError:
            return PALETTE[key]

    def sound(self, cue: str) -> Path | None:
        return self.theme.sound(cue)
