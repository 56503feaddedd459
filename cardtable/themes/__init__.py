"""Themes: YAML files that say how the table, the cards, the text and the sounds look and sound.

Two halves:

* Loading and validation (no display needed): `load_installed` (the app's setting: an installed
  theme's id only), `load_theme` (the command line's: an id, a name or a path), `read_theme`,
  `available_themes`, `user_themes_dir`. A theme file is read as plain data within limits
  (`cardtable.engine.untrusted`) and validated into frozen dataclasses; every problem names the
  file, the key and what was expected. Every file a theme names is checked once as drawing will
  use it: fonts opened, images decoded, SVGs inspected (defusedxml) and rasterised. A broken theme
  never stops the app: `load_theme` then returns the default theme ("Classic") with the problems.
* Rendering (imports pygame when first used): `CardArt` rasterises card faces and backs from the
  theme's SVG files (``pygame.image.load_sized_svg`` at the exact size drawn) and its described
  layers (background, border, corner index, centre text, outline), cached by
  (theme, game, card id, height).

The package: `model` (the format's limits, problems, the validated theme), `decks` (every game's
cards), `schema` (the validator), `files` (reading YAML, `extends`, safe paths), `build` (the
dataclasses from the data), `fallback` (the built-in theme), `loader` (`ThemeLoader`) and `render`
(`CardArt` and the check of every named file as drawing will use it: the only module that needs
pygame). This module puts them together for the app: its loading functions check files with
`render.unusable`. The format is documented in docs/themes.md.
"""

from __future__ import annotations

# One resolver for what ships and for the person's folders; the names stay importable from
# here, where the rest of the app has always found them.
from ..paths import assets_dir, data_root, packaged_themes_dir, user_data_dir, user_themes_dir
from .decks import CARD_ASPECT, CUES, DECKS, CardInfo, turned_twins
from .fallback import emergency_theme
from .files import available_themes
from .loader import ThemeLoader
from .model import (
    DEFAULT_THEME,
    MAX_CARD_HEIGHT,
    MAX_FILE_BYTES,
    MIN_CARD_HEIGHT,
    DeckArt,
    FaceStyle,
    Problem,
    TextLayer,
    Theme,
    ThemeError,
    ThemeInfo,
    ThemeLoad,
)
from .render import CardArt, unusable

__all__ = [
    "CARD_ASPECT",
    "CUES",
    "DECKS",
    "DEFAULT_THEME",
    "MAX_CARD_HEIGHT",
    "MAX_FILE_BYTES",
    "MIN_CARD_HEIGHT",
    "CardArt",
    "CardInfo",
    "DeckArt",
    "FaceStyle",
    "Problem",
    "TextLayer",
    "Theme",
    "ThemeError",
    "ThemeInfo",
    "ThemeLoad",
    "assets_dir",
    "available_themes",
    "check_theme",
    "data_root",
    "default_theme",
    "emergency_theme",
    "load_installed",
    "load_theme",
    "packaged_themes_dir",
    "read_theme",
    "turned_twins",
    "user_data_dir",
    "user_themes_dir",
]

# The app's loader: every file a theme names is checked as drawing will use it.
LOADER = ThemeLoader(unusable)
read_theme = LOADER.read_theme
check_theme = LOADER.check_theme
default_theme = LOADER.default_theme
load_theme = LOADER.load_theme
load_installed = LOADER.load_installed
