"""A theme as the app uses it: the format's limits, the problems a file can have, and the
validated theme (frozen dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine.untrusted import Limits

FORMAT_VERSION = 1
DEFAULT_THEME = "classic"
THEME_FILE = "theme.yaml"
MAX_FILE_BYTES = 5 * 1024 * 1024  # any file a theme names
MAX_IMAGE_SIDE = 4096  # pixels, for raster images and the declared size of an SVG
MAX_SVG_ELEMENTS = 20_000
# a theme.yaml is a few kilobytes; these limits make any hostile one fail within a second
THEME_LIMITS = Limits(max_bytes=256 * 1024, max_depth=32, max_nodes=20_000, max_int_digits=40)
MAX_EXTENDS_DEPTH = 8
MIN_CARD_HEIGHT = 8
MAX_CARD_HEIGHT = 4096

RGBA = tuple[int, int, int, int]


# --------------------------------------------------------------------------------------------
# Problems


@dataclass(frozen=True)
class Problem:
    file: str
    key: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}: {self.key}" if self.key else self.file
        return f"{where}: {self.message}"


class ThemeError(Exception):
    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(dict.fromkeys(problems))  # each problem once, in order
        super().__init__("\n".join(str(p) for p in self.problems))


# --------------------------------------------------------------------------------------------
# The validated theme


@dataclass(frozen=True)
class Gradient:
    kind: str  # "radial" (centre to edges) or "vertical" (top to bottom)
    inner: RGBA
    outer: RGBA


@dataclass(frozen=True)
class Table:
    colour: RGBA
    gradient: Gradient | None
    texture: Path | None
    texture_size: float  # tile height as a fraction of the table's shorter side
    texture_opacity: float


@dataclass(frozen=True)
class Line:
    colour: RGBA
    width: float  # fraction of the card height


@dataclass(frozen=True)
class TextLayer:
    text: str  # already filled in for one card ("XII", "7", "CUCKOO")
    font: str  # a key of Theme.fonts
    size: float  # font size, fraction of the card height
    colour: RGBA
    x: float  # centre of the text's ink, fraction of the card width
    y: float  # centre of the text's ink, fraction of the card height
    mirror: bool  # also drawn turned 180° about the card's centre
    halo: RGBA | None
    halo_width: float  # fraction of the card height
    symbol: Path | None  # SVG drawn centred under the text
    symbol_size: float  # fraction of the card height
    tracking: float  # extra space between letters, fraction of the font size
    underline: bool = False  # a bar under the ink: tells a 6 from a 9 turned upside down


@dataclass(frozen=True)
class Picture:
    svg: Path
    box: tuple[float, float, float, float]  # x, y, width, height as fractions of the card


@dataclass(frozen=True)
class FaceStyle:
    background: RGBA | None
    border: Line | None
    art: Path | None  # SVG covering the whole card
    picture: Picture | None
    index: TextLayer | None
    centre: TextLayer | None
    outline: Line | None  # drawn last, over everything


@dataclass(frozen=True)
class DeckArt:
    game: str
    aspect: float  # width / height
    corner_radius: float  # fraction of the card width
    back: FaceStyle
    faces: tuple[tuple[str, FaceStyle], ...]

    def face(self, card_id: str) -> FaceStyle:
        for cid, style in self.faces:
            if cid == card_id:
                return style
        raise KeyError(f"{self.game} has no card {card_id!r}")

    def width(self, height: int) -> int:
        return max(1, round(height * self.aspect))


@dataclass(frozen=True)
class Theme:
    id: str  # folder name ("classic")
    name: str
    author: str
    description: str
    path: Path  # the theme.yaml
    chain: tuple[Path, ...]  # this file, then the files it extends
    table: Table
    fonts: tuple[tuple[str, Path | None], ...]  # None: pygame's built-in font
    colours: tuple[tuple[str, RGBA], ...]
    sounds: tuple[tuple[str, Path], ...]
    decks: tuple[DeckArt, ...]

    def deck(self, game: str) -> DeckArt:
        for deck in self.decks:
            if deck.game == game:
                return deck
        raise KeyError(f"unknown game {game!r}")

    def font(self, key: str) -> Path | None:
        return dict(self.fonts)[key]

    def colour(self, key: str) -> RGBA:
        return dict(self.colours)[key]

    def sound(self, cue: str) -> Path | None:
        return dict(self.sounds).get(cue)


@dataclass(frozen=True)
class ThemeLoad:
    """What `load_theme` returns: the theme to use, and what was wrong with the one asked for
    (empty when it loaded cleanly; otherwise `theme` is the default theme)."""

    theme: Theme
    problems: tuple[Problem, ...] = ()
    requested: str = ""

    @property
    def fell_back(self) -> bool:
        return bool(self.problems)


@dataclass(frozen=True)
class ThemeInfo:
    id: str
    name: str
    author: str
    path: Path
    builtin: bool
