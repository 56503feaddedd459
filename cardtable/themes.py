"""Themes: YAML files that say how the table, the cards, the text and the sounds look and sound.

Two halves:

* Loading and validation (no display needed): `load_theme`, `read_theme`, `available_themes`,
  `user_themes_dir`. A theme file is read as plain data within limits
  (`cardtable.engine.untrusted`) and validated into frozen dataclasses; every problem names the
  file, the key and what was expected. Every file a theme names is checked once as drawing will
  use it: fonts opened, images decoded, SVGs inspected (defusedxml) and rasterised. A broken theme
  never stops the app: `load_theme` then returns the default theme ("Classic") with the problems.
* Rendering (imports pygame when first used): `CardArt` rasterises card faces and backs from the
  theme's SVG files (``pygame.image.load_sized_svg`` at the exact size drawn) and its described
  layers (background, border, corner index, centre text, outline), cached by
  (theme, game, card id, height).

The format is documented in docs/themes.md.
"""

from __future__ import annotations

import io
import os
import re
import struct
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING, Any

from .engine.untrusted import Limits, UntrustedInputError, read_bytes, read_yaml

# One resolver for what ships and for the person's folders; the names stay importable from
# here, where the rest of the app has always found them.
from .paths import assets_dir, data_root, packaged_themes_dir, user_data_dir, user_themes_dir

if TYPE_CHECKING:  # pragma: no cover
    import pygame

__all__ = [
    "CUES",
    "DECKS",
    "DEFAULT_THEME",
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
    "data_root",
    "load_theme",
    "packaged_themes_dir",
    "read_theme",
    "user_data_dir",
    "user_themes_dir",
]

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
# The decks: every distinct card of each game, in canonical order, with its default label
# (the corner index), its English name and its style group.


@dataclass(frozen=True)
class CardInfo:
    id: str
    label: str  # default index text
    name: str  # English name
    group: str  # style group within the deck (a suit, a colour, "matador", ...)
    copies: int  # copies in the physical deck


def _cuckoo() -> tuple[CardInfo, ...]:
    low = [("Fool", "Fool"), ("Owl", "Owl"), ("Pot", "Pot")]
    romans = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
    cards = [CardInfo(i, n, n, "picture", 2) for i, n in low]
    cards.append(CardInfo("0", "0", "Zero", "zero", 2))
    cards += [CardInfo(r, r, r, "number", 2) for r in romans]
    cards += [
        CardInfo(m, m, m, "matador", 2) for m in ("House", "Horse", "Cat", "Dragoon", "Cuckoo")
    ]
    return tuple(cards)


def _quattro() -> tuple[CardInfo, ...]:
    names = {"R": "Red", "B": "Blue", "Y": "Yellow", "G": "Green"}
    cards = [
        CardInfo(f"{c}{n}", str(n), f"{names[c]} {n}", c, 1) for c in "RBYG" for n in range(1, 7)
    ]
    cards.append(CardInfo("0", "0", "Zero", "zero", 2))
    return tuple(cards)


def _clash() -> tuple[CardInfo, ...]:
    names = {"H": "Hearts", "D": "Diamonds", "S": "Spades", "C": "Clubs"}
    cards = [
        CardInfo(f"{s}{n}", str(n), f"{n} of {names[s]}", s, 1) for s in "HDSC" for n in range(1, 8)
    ]
    cards.append(CardInfo("JR", "\u2605", "Red joker", "joker", 2))
    cards.append(CardInfo("JB", "\u2605", "Black joker", "joker", 2))
    return tuple(cards)


def _polar() -> tuple[CardInfo, ...]:
    cards = [CardInfo("-5", "\u22125", "Minus five", "minus", 4)]
    cards += [CardInfo(str(n), str(n), str(n), "number", 4) for n in range(1, 10)]
    cards += [
        CardInfo("10B", "10", "Polar-bear ten", "ten", 4),
        CardInfo("10O", "10", "Snowy-owl ten", "ten", 4),
        CardInfo("10P", "10", "Penguin ten", "ten", 4),
        CardInfo("W", "\u2605", "Wild", "wild", 1),
    ]
    return tuple(cards)


DECKS: dict[str, tuple[CardInfo, ...]] = {
    "cuckoo": _cuckoo(),
    "quattro": _quattro(),
    "clash": _clash(),
    "polar": _polar(),
}
# Each deck's card shape (width / height), as the fallback theme draws it.
CARD_ASPECT: dict[str, float] = {"cuckoo": 0.58, "quattro": 0.714, "clash": 0.714, "polar": 0.714}
GROUPS = {game: tuple(dict.fromkeys(c.group for c in cards)) for game, cards in DECKS.items()}
_TURNED = {"6": "9", "9": "6"}  # a numeral that reads as another one upside down


def turned_twins(game: str) -> frozenset[str]:
    """The labels of a deck that read as another label of the same deck upside down (a 6
    and a 9): their indices are underlined, as printed decks do."""
    labels = {c.label for c in DECKS[game]}
    return frozenset(label for label in labels if _TURNED.get(label) in labels)


CUES = (
    "shuffle",
    "deal",
    "flip",
    "swap",
    "refuse",
    "life_lost",
    "round_won",
    "round_lost",
    "match_won",
    "match_lost",
)
REQUIRED_COLOURS = ("text", "muted", "panel", "accent", "highlight", "danger")
REQUIRED_FONTS = ("ui", "title")


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


# --------------------------------------------------------------------------------------------
# A small schema validator. Each spec checks one value and returns it cleaned, or _BAD after
# recording a problem.

_BAD = object()


@dataclass
class _Ctx:
    file: str
    folder: Path
    problems: list[Problem]

    def bad(self, key: str, message: str) -> object:
        self.problems.append(Problem(self.file, key, message))
        return _BAD


@dataclass(frozen=True)
class _Ref:
    """A path as written in a theme file, remembered with where it was written. Resolved (and
    checked) once the theme and everything it extends have been merged."""

    text: str
    folder: Path
    file: str
    key: str
    kinds: tuple[str, ...]


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{value!r} (a yes/no)"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"the text {shown!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


class _Spec:
    expect = "a value"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:  # pragma: no cover
        raise NotImplementedError


class _Str(_Spec):
    def __init__(self, max_len: int = 200, pattern: str | None = None, expect: str = "") -> None:
        self.max_len = max_len
        self.pattern = re.compile(pattern) if pattern else None
        self.expect = expect or f"a text of at most {max_len} characters"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)  # `label: 10` means the text "10"
        if not isinstance(value, str):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        if len(value) > self.max_len or (self.pattern and not self.pattern.fullmatch(value)):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return value


class _Num(_Spec):
    def __init__(self, lo: float, hi: float, integer: bool = False) -> None:
        self.lo, self.hi, self.integer = lo, hi, integer
        kind = "a whole number" if integer else "a number"
        self.expect = f"{kind} from {lo:g} to {hi:g}"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        ok_type = int if self.integer else (int, float)
        if isinstance(value, bool) or not isinstance(value, ok_type):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        if not (self.lo <= value <= self.hi):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return float(value) if not self.integer else value


class _Bool(_Spec):
    expect = "yes/no (true or false)"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if not isinstance(value, bool):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return value


class _Choice(_Spec):
    def __init__(self, *choices: str) -> None:
        self.choices = choices
        self.expect = "one of " + ", ".join(choices)

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if value not in self.choices:
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return value


_HEX = re.compile(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")


def parse_colour(value: Any) -> RGBA | None:
    """'#rgb', '#rrggbb', '#rrggbbaa' or [r, g, b] / [r, g, b, a] with 0-255 parts."""
    if isinstance(value, str) and _HEX.fullmatch(value):
        digits = value[1:]
        if len(digits) == 3:
            digits = "".join(d * 2 for d in digits)
        if len(digits) == 6:
            digits += "ff"
        r, g, b, a = (int(digits[i : i + 2], 16) for i in range(0, 8, 2))
        return (r, g, b, a)
    if (
        isinstance(value, list)
        and len(value) in (3, 4)
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value)
    ):
        return (value[0], value[1], value[2], value[3] if len(value) == 4 else 255)
    return None


class _Colour(_Spec):
    expect = "a colour such as '#1d5c3a', '#1d5c3a80' or [29, 92, 58]"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        colour = parse_colour(value)
        if colour is None:
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return colour


_TEMPLATE = re.compile(r"\{(\w*)\}")


class _PathSpec(_Spec):
    def __init__(self, kinds: tuple[str, ...], template: bool = False) -> None:
        self.kinds = kinds
        self.template = template
        place = "{id}, {group} may be used" if template else ""
        self.expect = (
            f"a relative path to a {'/'.join('.' + k for k in kinds)} file inside the theme's "
            f"folder (or 'app:' + a path inside the app's assets folder)"
            + (f"; {place}" if place else "")
        )

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if not isinstance(value, str) or not value.strip():
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        for name in _TEMPLATE.findall(value):
            if not self.template or name not in ("id", "group"):
                return ctx.bad(key, f"unknown placeholder {{{name}}}; expected {self.expect}")
        text = value[4:] if value.startswith("app:") else value
        if _is_absolute(text):
            return ctx.bad(key, f"absolute paths are refused; expected {self.expect}")
        return _Ref(value, ctx.folder, ctx.file, key, self.kinds)


def _is_absolute(text: str) -> bool:
    return (
        PurePosixPath(text).is_absolute()
        or PureWindowsPath(text).is_absolute()
        or bool(PureWindowsPath(text).drive)
        or text.startswith(("\\", "/", "~"))
    )


class _Struct(_Spec):
    def __init__(self, fields: dict[str, _Spec], required: Iterable[str] = (), name: str = ""):
        self.fields = fields
        self.required = tuple(required)
        self.expect = f"a mapping{' (' + name + ')' if name else ''}"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if not isinstance(value, dict):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        out: dict[str, Any] = {}
        for k, v in value.items():
            sub = _join(key, k)
            spec = self.fields.get(k) if isinstance(k, str) else None
            if spec is None:
                known = ", ".join(self.fields)
                ctx.bad(sub, f"unknown key; expected one of: {known}")
                continue
            if v is None:
                out[k] = None  # null removes what an extended theme set
                continue
            cleaned = spec.check(v, ctx, sub)
            if cleaned is not _BAD:
                out[k] = cleaned
        return out


class _MapOf(_Spec):
    def __init__(self, keys: _Spec | tuple[str, ...], value: _Spec, what: str = "key") -> None:
        self.keys = keys
        self.value = value
        self.what = what
        self.expect = "a mapping"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if not isinstance(value, dict):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        out: dict[str, Any] = {}
        for k, v in value.items():
            k_text = str(k) if isinstance(k, (int, float)) and not isinstance(k, bool) else k
            sub = _join(key, k_text)
            if isinstance(self.keys, tuple):
                if k_text not in self.keys:
                    ctx.bad(sub, f"unknown {self.what}; expected one of: {', '.join(self.keys)}")
                    continue
            elif self.keys.check(k_text, ctx, sub) is _BAD:
                continue
            if v is None:
                out[k_text] = None
                continue
            cleaned = self.value.check(v, ctx, sub)
            if cleaned is not _BAD:
                out[k_text] = cleaned
        return out


class _Floats(_Spec):
    def __init__(self, n: int, lo: float, hi: float) -> None:
        self.n, self.lo, self.hi = n, lo, hi
        self.expect = f"a list of {n} numbers from {lo:g} to {hi:g}"

    def check(self, value: Any, ctx: _Ctx, key: str) -> Any:
        if (
            not isinstance(value, list)
            or len(value) != self.n
            or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and self.lo <= v <= self.hi
                for v in value
            )
        ):
            return ctx.bad(key, f"expected {self.expect}, found {_describe(value)}")
        return tuple(float(v) for v in value)


def _join(key: str, sub: Any) -> str:
    sub = str(sub)
    if not key:
        return sub
    return f"{key}.{sub}"


_LINE = _Struct({"colour": _Colour(), "width": _Num(0, 0.2)}, name="colour, width")
_TEXT = _Struct(
    {
        "text": _Str(40),
        "font": _Str(40, r"[A-Za-z_][A-Za-z0-9_-]*", "the name of a font under fonts:"),
        "size": _Num(0.01, 1),
        "colour": _Colour(),
        "x": _Num(0, 1),
        "y": _Num(0, 1),
        "mirror": _Bool(),
        "halo": _Colour(),
        "halo_width": _Num(0, 0.05),
        "symbol": _PathSpec(("svg",), template=True),
        "symbol_size": _Num(0.01, 0.5),
        "case": _Choice("as-is", "upper", "lower"),
        "tracking": _Num(-0.2, 1),
        "underline": _Bool(),
    },
    name="text layer",
)
_FACE_FIELDS: dict[str, _Spec] = {
    "background": _Colour(),
    "border": _LINE,
    "art": _PathSpec(("svg",), template=True),
    "picture": _Struct(
        {"svg": _PathSpec(("svg",), template=True), "box": _Floats(4, 0, 1)}, name="svg, box"
    ),
    "index": _TEXT,
    "centre": _TEXT,
    "outline": _LINE,
    "label": _Str(20),
}
_FACE = _Struct(_FACE_FIELDS, name="card style")


def _deck_spec(game: str) -> _Struct:
    ids = tuple(c.id for c in DECKS[game])
    return _Struct(
        {
            "aspect": _Num(0.3, 1.5),
            "corner_radius": _Num(0, 0.5),
            "back": _FACE,
            "face": _FACE,
            "groups": _MapOf(GROUPS[game], _FACE, what=f"{game} group"),
            "cards": _MapOf(ids, _FACE, what=f"{game} card id"),
        },
        required=("aspect", "back", "face"),
        name="deck",
    )


_NAME_KEY = _Str(40, r"[a-z][a-z0-9_]*", "a lower-case name (letters, digits, _)")
THEME_SPEC = _Struct(
    {
        "format": _Num(1, FORMAT_VERSION, integer=True),
        "name": _Str(60),
        "author": _Str(120),
        "description": _Str(1000),
        "extends": _Str(60, r"[A-Za-z0-9][A-Za-z0-9 _-]*", "the name of another theme"),
        "table": _Struct(
            {
                "colour": _Colour(),
                "gradient": _Struct(
                    {
                        "kind": _Choice("radial", "vertical"),
                        "inner": _Colour(),
                        "outer": _Colour(),
                    },
                    required=("inner", "outer"),
                    name="kind, inner, outer",
                ),
                "texture": _PathSpec(("svg", "png", "jpg", "jpeg")),
                "texture_size": _Num(0.02, 1),
                "texture_opacity": _Num(0, 1),
            },
            required=("colour",),
            name="table",
        ),
        "fonts": _MapOf(_NAME_KEY, _PathSpec(("ttf", "otf")), what="font name"),
        "colours": _MapOf(_NAME_KEY, _Colour(), what="colour name"),
        "sounds": _MapOf(CUES, _PathSpec(("wav", "ogg")), what="sound cue"),
        "decks": _Struct(
            {game: _deck_spec(game) for game in DECKS}, required=tuple(DECKS), name="decks"
        ),
    },
    required=("format", "name", "author", "table", "fonts", "colours", "decks"),
    name="theme",
)
_PER_FILE_REQUIRED = ("format", "name", "author")


# --------------------------------------------------------------------------------------------
# Reading files


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)


def _theme_file(path: Path) -> Path:
    return path / THEME_FILE if path.is_dir() else path


def _read_yaml(path: Path, problems: list[Problem]) -> dict | None:
    shown = _display(path)
    try:
        # only plain data is built: a tag such as !!python/object is refused, never constructed
        data = read_yaml(path, THEME_LIMITS).data
    except UntrustedInputError as exc:
        problems.append(Problem(shown, f"line {exc.line}" if exc.line else "", exc.problem))
        return None
    if not isinstance(data, dict):
        problems.append(
            Problem(shown, "", f"expected a mapping of theme keys, found {_describe(data)}")
        )
        return None
    return data


def _merge(base: Any, over: Any) -> Any:
    """`over` on top of `base`: mappings merge key by key, anything else replaces."""
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for k, v in over.items():
            out[k] = _merge(base[k], v) if k in base else v
        return out
    return over


def _lookup_theme_dir(name: str) -> Path | None:
    wanted = name.strip().lower()
    for info in available_themes():
        if wanted in (info.id.lower(), info.name.lower()):
            return info.path.parent
    return None


def _leaves(data: Any, prefix: tuple[str, ...] = ()) -> Iterable[tuple[str, ...]]:
    if isinstance(data, dict) and data:
        for k, v in data.items():
            yield from _leaves(v, (*prefix, k))
    elif prefix:
        yield prefix


def _load_layers(
    path: Path, problems: list[Problem], seen: tuple[Path, ...] = ()
) -> tuple[dict, tuple[Path, ...], dict[tuple[str, ...], str]] | None:
    """Read a theme file and the files it extends; validate each; return the merged, cleaned
    data (paths still as _Ref), the chain of files, and which file set each value."""
    file = _theme_file(path).resolve() if _theme_file(path).exists() else _theme_file(path)
    shown = _display(file)
    if file in seen:
        chain = " -> ".join(_display(p) for p in (*seen, file))
        problems.append(Problem(shown, "extends", f"themes extend each other in a loop: {chain}"))
        return None
    if len(seen) >= MAX_EXTENDS_DEPTH:
        problems.append(Problem(shown, "extends", f"more than {MAX_EXTENDS_DEPTH} levels deep"))
        return None
    raw = _read_yaml(file, problems)
    if raw is None:
        return None
    ctx = _Ctx(shown, file.parent, problems)
    cleaned = THEME_SPEC.check(raw, ctx, "")
    for key in _PER_FILE_REQUIRED:
        if key not in raw:
            ctx.bad(key, f"missing; expected {THEME_SPEC.fields[key].expect}")
    if cleaned is _BAD:
        return None
    # Values with problems were left out; carry on, so that one check reports everything.
    chain: tuple[Path, ...] = (file,)
    parent_name = cleaned.pop("extends", None)
    origins = {leaf: shown for leaf in _leaves(cleaned)}
    if parent_name:
        parent_dir = _lookup_theme_dir(parent_name)
        if parent_dir is None:
            names = ", ".join(i.id for i in available_themes())
            problems.append(
                Problem(
                    shown, "extends", f"no theme named {parent_name!r}; expected one of {names}"
                )
            )
            return None
        parent = _load_layers(parent_dir, problems, (*seen, file))
        if parent is None:
            problems.append(
                Problem(shown, "extends", f"the theme {parent_name!r} it extends is broken")
            )
            return None
        cleaned = _merge(parent[0], cleaned)
        chain = (file, *parent[1])
        origins = {**parent[2], **origins}
    return cleaned, chain, origins


def _missing(data: dict, spec: _Struct, file: str, key: str, problems: list[Problem]) -> None:
    """Every required key that `data` lacks (a wrong value was left out, so it lacks that too)."""
    for name in spec.required:
        if data.get(name) is None:
            sub = _join(key, name)
            problems.append(Problem(file, sub, f"missing; expected {spec.fields[name].expect}"))
    for name, value in data.items():
        sub_spec = spec.fields.get(name)
        if isinstance(sub_spec, _Struct) and isinstance(value, dict):
            _missing(value, sub_spec, file, _join(key, name), problems)


# --------------------------------------------------------------------------------------------
# Resolving paths safely


def _image_size(path: Path, data: bytes) -> tuple[float, float] | None:
    """Declared pixel size of an image, read from its header before anything decodes it."""
    suffix = path.suffix.lower()
    if suffix == ".png":
        if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
            raise ValueError("not a PNG image")
        return struct.unpack(">II", data[16:24])
    if suffix in (".jpg", ".jpeg"):
        if data[:2] != b"\xff\xd8":
            raise ValueError("not a JPEG image")
        i = 2
        while i + 9 < len(data):
            if data[i] != 0xFF:
                i += 1
                continue
            marker = data[i + 1]
            if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
                i += 2
                continue
            seg = struct.unpack(">H", data[i + 2 : i + 4])[0]
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                h, w = struct.unpack(">HH", data[i + 5 : i + 9])
                return (w, h)
            i += 2 + seg
        raise ValueError("no image size found in the JPEG")
    if suffix == ".svg":
        return _svg_size(data)
    return None


_SVG = "{http://www.w3.org/2000/svg}svg"
# CSS lengths in pixels (96 per inch); em and ex at the default font size of 16 px
_PX_PER_UNIT = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4,
                "cm": 96 / 2.54, "in": 96.0, "em": 16.0, "ex": 8.0}  # fmt: skip
_LENGTH = re.compile(
    r"\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(px|pt|pc|mm|cm|in|em|ex|%)?\s*"
)
_URL = re.compile(r"url\(\s*['\"]?([^)'\"]*)")


def _svg_length(text: str | None, name: str, reference: float | None) -> float | None:
    """A `width` or `height` of the <svg> element in pixels (a percentage of the viewBox)."""
    if text is None:
        return None
    match = _LENGTH.fullmatch(text)
    if match is None:
        raise ValueError(f"the {name} {text[:40]!r} is not a length")
    value, unit = float(match.group(1)), match.group(2) or ""
    if unit == "%":
        if reference is None:
            raise ValueError(f"the {name} {text!r} is a percentage, but there is no viewBox")
        return value * reference / 100
    return value * _PX_PER_UNIT[unit]


def _svg_size(data: bytes) -> tuple[float, float]:
    """Inspect an SVG without trusting it (no DTD, no entities, nothing outside the file) and
    return its declared size in pixels, whatever the units."""
    from xml.etree.ElementTree import ParseError

    import defusedxml.ElementTree as SafeXML
    from defusedxml import DefusedXmlException

    try:
        root = SafeXML.fromstring(data, forbid_dtd=True)
    except DefusedXmlException:
        raise ValueError("SVG files with a DOCTYPE or entity declarations are refused") from None
    except ParseError as exc:
        raise ValueError(f"not valid XML ({exc})") from None
    if root.tag not in (_SVG, "svg"):
        raise ValueError("not an SVG image (no <svg> element)")
    for count, element in enumerate(root.iter(), 1):
        if count > MAX_SVG_ELEMENTS:
            raise ValueError(f"more than {MAX_SVG_ELEMENTS} elements")
        texts = [element.text or ""] if str(element.tag).endswith("style") else []
        for attribute, value in element.attrib.items():
            if attribute.rsplit("}", 1)[-1] == "href" and not value.startswith("#"):
                raise ValueError(f"refers to another file ({value[:60]!r}); expected '#' + an id")
            texts.append(value)
        for target in (t for text in texts for t in _URL.findall(text)):
            if not target.strip().startswith("#"):
                raise ValueError(
                    f"refers to another file (url({target[:60]})); expected '#' + an id"
                )
    box = (root.get("viewBox") or "").replace(",", " ").split()
    try:
        view = (float(box[2]), float(box[3])) if len(box) == 4 else None
    except ValueError:
        raise ValueError(f"the viewBox {root.get('viewBox')[:40]!r} is not four numbers") from None
    width = _svg_length(root.get("width"), "width", view[0] if view else None)
    height = _svg_length(root.get("height"), "height", view[1] if view else None)
    return (
        width if width is not None else (view[0] if view else 0.0),
        height if height is not None else (view[1] if view else 0.0),
    )


def _decode(target: Path, data: bytes) -> str | None:
    """Open a font, decode an image or rasterise an SVG once, as drawing will: a file that
    fails here would fail on every frame (or, for a font, crash the text renderer)."""
    pg = _pygame()
    suffix = target.suffix.lower()
    try:
        if suffix == ".svg":
            pg.image.load_sized_svg(io.BytesIO(data), (32, 32))
        elif suffix in (".png", ".jpg", ".jpeg"):
            pg.image.load(io.BytesIO(data), target.name)
        elif suffix in (".ttf", ".otf"):
            import pygame.freetype  # FreeType refuses what is not a font; SDL_ttf may crash

            if not pygame.freetype.get_init():
                pygame.freetype.init()
            # by path: given a file object, pygame-ce 2.5 fails with a SystemError
            pygame.freetype.Font(str(target), 16).render("Ag")
    except (pg.error, OSError, ValueError, RuntimeError) as exc:
        what = "font" if suffix in (".ttf", ".otf") else "image"
        return f"not a usable {what} ({exc})"
    return None


_INSPECTED: dict[tuple[Path, int, int], str | None] = {}  # file checks, by size and time


class _Resolver:
    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.cache: dict[Path, str | None] = {}  # resolved path -> problem text or None

    def __call__(self, ref: _Ref, subst: Mapping[str, str] | None = None) -> Path | None:
        text = ref.text
        if subst:
            text = _TEMPLATE.sub(lambda m: subst.get(m.group(1), m.group(0)), text)
        key = ref.key
        if text.startswith("app:"):
            root, rel = assets_dir(), text[4:]
            where = "the app's assets folder"
        else:
            root, rel = ref.folder, text
            where = "the theme's folder"
        if _is_absolute(rel):
            self.problems.append(Problem(ref.file, key, "absolute paths are refused"))
            return None
        root_real = root.resolve()
        try:
            target = (root / rel).resolve()
        except (OSError, RuntimeError) as exc:
            self.problems.append(Problem(ref.file, key, f"cannot resolve {text!r}: {exc}"))
            return None
        if not target.is_relative_to(root_real):
            self.problems.append(
                Problem(
                    ref.file,
                    key,
                    f"{text!r} leads outside {where} (via '..', a link or an absolute path); "
                    f"expected a file inside {where}",
                )
            )
            return None
        if target.suffix.lower().lstrip(".") not in ref.kinds:
            kinds = ", ".join("." + k for k in ref.kinds)
            self.problems.append(Problem(ref.file, key, f"{text!r}: expected a {kinds} file"))
            return None
        if target not in self.cache:
            self.cache[target] = self._inspect(target)
        issue = self.cache[target]
        if issue:
            self.problems.append(Problem(ref.file, key, f"{text!r}: {issue}"))
            return None
        return target

    @staticmethod
    def _inspect(target: Path) -> str | None:
        try:
            stat = target.stat()
        except OSError:
            return "file not found"
        key = (target, stat.st_size, stat.st_mtime_ns)
        if key not in _INSPECTED:
            _INSPECTED[key] = _Resolver._inspect_file(target)
        return _INSPECTED[key]

    @staticmethod
    def _inspect_file(target: Path) -> str | None:
        try:
            data = read_bytes(target, MAX_FILE_BYTES)
        except UntrustedInputError as exc:
            return exc.problem
        if target.suffix.lower() in (".png", ".jpg", ".jpeg", ".svg"):
            try:
                dims = _image_size(target, data)
            except (ValueError, struct.error) as exc:
                return f"unreadable image ({exc})"
            if dims and max(dims) > MAX_IMAGE_SIDE:
                w, h = dims
                return f"the image is {w:g}x{h:g} px; expected at most {MAX_IMAGE_SIDE} px a side"
        if target.suffix.lower() in (".wav", ".ogg"):
            return None  # the mixer skips a cue it cannot play
        return _decode(target, data)


# --------------------------------------------------------------------------------------------
# Building the dataclasses

_TEXT_DEFAULTS: dict[str, Any] = {
    "text": "{label}",
    "font": "index",
    "size": 0.1,
    "colour": (0, 0, 0, 255),
    "x": 0.5,
    "y": 0.5,
    "mirror": False,
    "halo": None,
    "halo_width": 0.008,
    "symbol": None,
    "symbol_size": 0.06,
    "case": "as-is",
    "tracking": 0.0,
    "underline": False,
}


def _fill_text(template: str, values: Mapping[str, str], case: str) -> str:
    text = _TEMPLATE.sub(lambda m: values.get(m.group(1), m.group(0)), template)
    if case == "upper":
        return text.upper()
    if case == "lower":
        return text.lower()
    return text


class _Builder:
    def __init__(
        self, data: dict, file: str, problems: list[Problem], origins: dict | None = None
    ) -> None:
        self.data = data
        self.file = file
        self.problems = problems
        self.origins: dict[tuple[str, ...], str] = origins or {}
        self.resolve = _Resolver(problems)
        self.font_keys = set((data.get("fonts") or {}).keys())

    def problem(self, key: str, message: str) -> None:
        """Record a problem at `key`, naming the file (of the chain) that set it."""
        parts = tuple(key.split("."))
        file = self.file
        for n in range(len(parts), 0, -1):
            if parts[:n] in self.origins:
                file = self.origins[parts[:n]]
                break
        problem = Problem(file, key, message)
        if problem not in self.problems:
            self.problems.append(problem)

    @staticmethod
    def where(layers: list[tuple[str, dict]], *sub: str) -> str:
        """The key of the last style layer that sets `sub` (else of the last layer)."""
        for prefix, layer in reversed(layers):
            node: Any = layer
            for part in sub:
                if not isinstance(node, dict) or part not in node:
                    break
                node = node[part]
            else:
                return ".".join((prefix, *sub))
        return ".".join((layers[-1][0], *sub))

    def line(self, value: dict | None, key: str) -> Line | None:
        if not value:
            return None
        missing = [k for k in ("colour", "width") if k not in value]
        if missing:
            self.problem(key, f"missing {', '.join(missing)}; expected colour and width")
            return None
        return Line(value["colour"], value["width"])

    def text(self, value: dict | None, key: str, values: Mapping[str, str]) -> TextLayer | None:
        if not value:
            return None
        merged = {**_TEXT_DEFAULTS, **{k: v for k, v in value.items() if v is not None}}
        if merged["font"] not in self.font_keys:
            known = ", ".join(sorted(self.font_keys)) or "none"
            self.problem(
                key, f"no font named {merged['font']!r} under fonts:; expected one of {known}"
            )
            return None
        symbol = merged["symbol"]
        symbol_path = self.resolve(symbol, values) if isinstance(symbol, _Ref) else None
        if isinstance(symbol, _Ref) and symbol_path is None:
            return None
        return TextLayer(
            text=_fill_text(merged["text"], values, merged["case"]),
            font=merged["font"],
            size=merged["size"],
            colour=merged["colour"],
            x=merged["x"],
            y=merged["y"],
            mirror=merged["mirror"],
            halo=merged["halo"],
            halo_width=merged["halo_width"],
            symbol=symbol_path,
            symbol_size=merged["symbol_size"],
            tracking=merged["tracking"],
            underline=merged["underline"],
        )

    def face(self, layers: list[tuple[str, dict]], info: CardInfo | None) -> FaceStyle | None:
        merged: dict[str, Any] = {}
        for _, layer in layers:
            merged = _merge(merged, layer)
        where = layers[-1][0]
        values = {"id": info.id, "group": info.group, "name": info.name} if info else {}
        values["label"] = merged.get("label") or (info.label if info else "")
        if info is None:
            values["id"] = "back"
        count = len(self.problems)
        art = self.resolve(merged["art"], values) if merged.get("art") else None
        picture = None
        if merged.get("picture"):
            pic = merged["picture"]
            if "svg" not in pic:
                self.problem(self.where(layers, "picture"), "svg missing; expected an SVG path")
            else:
                path = self.resolve(pic["svg"], values)
                if path is not None:
                    picture = Picture(path, pic.get("box", (0.1, 0.1, 0.8, 0.8)))
        style = FaceStyle(
            background=merged.get("background"),
            border=self.line(merged.get("border"), self.where(layers, "border")),
            art=art,
            picture=picture,
            index=self.text(merged.get("index"), self.where(layers, "index", "font"), values),
            centre=self.text(merged.get("centre"), self.where(layers, "centre", "font"), values),
            outline=self.line(merged.get("outline"), self.where(layers, "outline")),
        )
        if len(self.problems) > count:
            return None
        if not (style.background or style.art or style.picture or style.centre):
            what = f"card {info.id!r}" if info else "the back"
            self.problem(
                where, f"{what} has nothing to draw; expected art, picture, background or centre"
            )
            return None
        return style

    def deck(self, game: str, d: dict) -> DeckArt | None:
        key = f"decks.{game}"
        count = len(self.problems)
        face = d.get("face") or {}
        groups = d.get("groups") or {}
        cards = d.get("cards") or {}
        back = self.face([(f"{key}.back", d.get("back") or {})], None)
        faces = []
        for info in DECKS[game]:
            layers = [(f"{key}.face", face)]
            if groups.get(info.group):
                layers.append((f"{key}.groups.{info.group}", groups[info.group]))
            if cards.get(info.id):
                layers.append((f"{key}.cards.{info.id}", cards[info.id]))
            style = self.face(layers, info)
            if style is not None:
                faces.append((info.id, style))
        if len(self.problems) > count or back is None:
            return None
        return DeckArt(game, d["aspect"], d.get("corner_radius", 0.06), back, tuple(faces))

    def theme(self, file: Path, chain: tuple[Path, ...]) -> Theme | None:
        data = self.data
        count = len(self.problems)
        t = data["table"]
        gradient = None
        if t.get("gradient"):
            g = t["gradient"]
            gradient = Gradient(g.get("kind", "radial"), g["inner"], g["outer"])
        texture = self.resolve(t["texture"]) if t.get("texture") else None
        table = Table(
            t["colour"],
            gradient,
            texture,
            t.get("texture_size", 0.25),
            t.get("texture_opacity", 1.0),
        )
        fonts = {}
        for name, ref in (data.get("fonts") or {}).items():
            if ref is not None:
                fonts[name] = self.resolve(ref)
        for name in REQUIRED_FONTS:
            if name not in fonts:
                self.problems.append(
                    Problem(self.file, f"fonts.{name}", "missing; expected a font")
                )
        colours = {k: v for k, v in (data.get("colours") or {}).items() if v is not None}
        for name in REQUIRED_COLOURS:
            if name not in colours:
                self.problems.append(
                    Problem(self.file, f"colours.{name}", "missing; expected a colour")
                )
        sounds = {}
        for cue, ref in (data.get("sounds") or {}).items():
            if ref is not None:
                sounds[cue] = self.resolve(ref)
        decks = tuple(self.deck(game, data["decks"][game]) for game in DECKS)
        if len(self.problems) > count:
            return None
        return Theme(
            id=file.parent.name,
            name=data["name"],
            author=data["author"],
            description=data.get("description") or "",
            path=file,
            chain=chain,
            table=table,
            fonts=tuple(fonts.items()),
            colours=tuple(colours.items()),
            sounds=tuple((c, sounds[c]) for c in CUES if c in sounds),
            decks=tuple(d for d in decks if d is not None),
        )


# --------------------------------------------------------------------------------------------
# Public loading API


def read_theme(path: str | os.PathLike[str]) -> Theme:
    """Load and validate one theme (a folder with a theme.yaml, or the file itself).
    Raises ThemeError listing every problem found."""
    path = Path(path)
    problems: list[Problem] = []
    layers = _load_layers(path, problems)
    if layers is None:
        raise ThemeError(problems)
    data, chain, origins = layers
    file = chain[0]
    shown = _display(file)
    missing: list[Problem] = []
    _missing(data, THEME_SPEC, shown, "", missing)
    if missing:  # the builder needs every required key; a wrong value is reported once
        reported = {p.key for p in problems}
        raise ThemeError(problems + [m for m in missing if m.key not in reported])
    theme = _Builder(data, shown, problems, origins).theme(file, chain)
    if problems or theme is None:
        raise ThemeError(problems)
    return theme


def check_theme(path: str | os.PathLike[str]) -> list[Problem]:
    """Every problem of one theme file (empty when it is valid)."""
    try:
        read_theme(path)
    except ThemeError as exc:
        return exc.problems
    return []


_default_cache: dict[Path, tuple[float, Theme]] = {}


def default_theme() -> Theme:
    """The packaged Classic theme (or, should that ever be broken, a plain built-in one)."""
    path = packaged_themes_dir() / DEFAULT_THEME / THEME_FILE
    try:
        mtime = path.stat().st_mtime
        cached = _default_cache.get(path)
        if cached and cached[0] == mtime:
            return cached[1]
        theme = read_theme(path)
    except (OSError, ThemeError):
        return _emergency_theme()
    _default_cache[path] = (mtime, theme)
    return theme


def _looks_like_path(text: str) -> bool:
    return (
        "/" in text
        or "\\" in text
        or text.endswith((".yaml", ".yml"))
        or text.startswith(".")
        or Path(text).is_dir()
    )


def load_theme(name_or_path: str | os.PathLike[str] | None = None) -> ThemeLoad:
    """The theme to use for `name_or_path` (a theme id such as "classic", a theme's display
    name, or a path to a theme folder or file). Never raises for a broken theme: the result
    then carries the default theme and the list of problems."""
    if name_or_path is None or name_or_path == "":
        name_or_path = DEFAULT_THEME
    requested = str(name_or_path)
    if isinstance(name_or_path, os.PathLike) or _looks_like_path(requested):
        path: Path | None = Path(name_or_path)
    else:
        path = _lookup_theme_dir(requested)
        if path is None:
            names = ", ".join(i.id for i in available_themes())
            problem = Problem(requested, "", f"no such theme; expected one of {names}")
            return ThemeLoad(default_theme(), (problem,), requested)
    try:
        return ThemeLoad(read_theme(path), (), requested)
    except ThemeError as exc:
        return ThemeLoad(default_theme(), tuple(exc.problems), requested)


def _peek(path: Path) -> tuple[str, str]:
    """A theme's display name and author, read without full validation."""
    try:
        data = read_yaml(path, THEME_LIMITS).data
    except UntrustedInputError:
        return path.parent.name, ""
    if not isinstance(data, dict):
        return path.parent.name, ""
    name = data.get("name")
    author = data.get("author")
    return (
        name if isinstance(name, str) and name else path.parent.name,
        author if isinstance(author, str) else "",
    )


def available_themes() -> list[ThemeInfo]:
    """Packaged themes (Classic first), then the user's themes folder. A user theme whose id
    is taken by a packaged one is listed with the id 'user:<folder>'."""
    found: list[ThemeInfo] = []
    taken: set[str] = set()
    sources = [(packaged_themes_dir(), True), (user_themes_dir(), False)]
    for folder, builtin in sources:
        try:
            entries = sorted(p for p in folder.iterdir() if (p / THEME_FILE).is_file())
        except OSError:
            continue
        for entry in entries:
            theme_id = entry.name if entry.name not in taken else f"user:{entry.name}"
            taken.add(theme_id)
            name, author = _peek(entry / THEME_FILE)
            found.append(ThemeInfo(theme_id, name, author, entry / THEME_FILE, builtin))
    found.sort(key=lambda i: (not i.builtin, i.id != DEFAULT_THEME, i.name.lower()))
    return found


def _emergency_theme() -> Theme:
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


# --------------------------------------------------------------------------------------------
# Rendering (pygame from here on)


def _pygame() -> Any:
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    return pygame


def _hex(colour: RGBA) -> tuple[str, float]:
    r, g, b, a = colour
    return f"#{r:02x}{g:02x}{b:02x}", a / 255


def _display_format(surface: pygame.Surface, opaque: bool) -> pygame.Surface:
    """Converted to the window's pixel format when there is a window: blits of converted
    surfaces cost a fraction of unconverted ones (the felt is redrawn every frame)."""
    pg = _pygame()
    if not pg.display.get_init() or pg.display.get_surface() is None:
        return surface
    return surface.convert() if opaque else surface.convert_alpha()


class CardArt:
    """Card faces and backs of one theme as pygame Surfaces at exact pixel heights.

    Surfaces are cached by (theme, game, card id, height) and shared: do not draw on them.
    Width follows the deck's aspect ratio (`size(game, height)`)."""

    def __init__(self, theme: Theme, max_cached: int = 1200) -> None:
        self.theme = theme
        self.max_cached = max_cached
        self._key = (theme.id, str(theme.path))
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._files: dict[Path, bytes] = {}
        self._layers: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._fonts: dict[tuple[Path | None, int], pygame.font.Font] = {}

    # -- public
    def size(self, game: str, height: int) -> tuple[int, int]:
        return self.theme.deck(game).width(height), height

    def face(self, game: str, card_id: str, height: int) -> pygame.Surface:
        deck = self.theme.deck(game)
        return self._get(
            (game, card_id, height), lambda: self._draw(deck, deck.face(card_id), height)
        )

    def back(self, game: str, height: int) -> pygame.Surface:
        deck = self.theme.deck(game)
        return self._get((game, "", height), lambda: self._draw(deck, deck.back, height))

    def preload(self, game: str, height: int) -> float:
        """Rasterise every face and the back of a deck at `height`; returns the seconds spent."""
        start = time.perf_counter()
        for info in DECKS[game]:
            self.face(game, info.id, height)
        self.back(game, height)
        return time.perf_counter() - start

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        """The table felt at a window size."""
        return self._get(("table", "", size), lambda: self._draw_table(size))

    def clear(self) -> None:
        self._cache.clear()
        self._layers.clear()

    # -- internals
    def _get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        full = (*self._key, *key)
        surface = self._cache.get(full)
        if surface is None:
            height = key[2] if isinstance(key[2], int) else max(key[2])
            if not MIN_CARD_HEIGHT <= height <= MAX_CARD_HEIGHT and key[0] != "table":
                raise ValueError(
                    f"card height {height} px: expected {MIN_CARD_HEIGHT} to {MAX_CARD_HEIGHT}"
                )
            surface = _display_format(make(), opaque=key[0] == "table")
            self._cache[full] = surface
            while len(self._cache) > self.max_cached:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(full)
        return surface

    def _bytes(self, path: Path) -> bytes:
        data = self._files.get(path)
        if data is None:
            data = read_bytes(path, MAX_FILE_BYTES)  # a regular file, as it was when checked
            self._files[path] = data
        return data

    def _svg(self, data: bytes, size: tuple[int, int]) -> pygame.Surface:
        pg = _pygame()
        w, h = size
        surface = pg.image.load_sized_svg(io.BytesIO(data), (w, h))
        if surface.get_size() != (w, h):  # nanosvg keeps the aspect ratio and may round
            surface = pg.transform.smoothscale(surface, (w, h))
        return surface

    def _font(self, key: str, px: int) -> pygame.font.Font:
        pg = _pygame()
        path = self.theme.font(key) if key in dict(self.theme.fonts) else None
        font = self._fonts.get((path, px))
        if font is None:
            font = pg.font.Font(str(path) if path else None, px)
            self._fonts[(path, px)] = font
        return font

    def _shape_svg(self, deck: DeckArt, fill: RGBA | None, line: Line | None) -> bytes:
        vh = 1000.0
        vw = vh * deck.aspect
        sw = line.width * vh if line else 0.0
        r = deck.corner_radius * vw
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vw:.2f} {vh:.2f}">']
        attrs = f'x="{sw / 2:.2f}" y="{sw / 2:.2f}" width="{vw - sw:.2f}" height="{vh - sw:.2f}"'
        attrs += f' rx="{max(0.0, r - sw / 2):.2f}"'
        if fill:
            colour, alpha = _hex(fill)
            attrs += f' fill="{colour}" fill-opacity="{alpha:.3f}"'
        else:
            attrs += ' fill="none"'
        if line:
            colour, alpha = _hex(line.colour)
            attrs += f' stroke="{colour}" stroke-opacity="{alpha:.3f}" stroke-width="{sw:.2f}"'
        parts.append(f"<rect {attrs}/></svg>")
        return "".join(parts).encode()

    def _shared(self, key: Path | bytes, size: tuple[int, int]) -> pygame.Surface:
        """A rasterised SVG that many cards share (a group's frame, an outline), by size."""
        full = (key, size)
        surface = self._layers.get(full)
        if surface is None:
            data = key if isinstance(key, bytes) else self._bytes(key)
            surface = self._svg(data, size)
            self._layers[full] = surface
            while len(self._layers) > 64:
                self._layers.popitem(last=False)
        else:
            self._layers.move_to_end(full)
        return surface

    def _draw(self, deck: DeckArt, style: FaceStyle, height: int) -> pygame.Surface:
        pg = _pygame()
        w, h = deck.width(height), height
        size = (w, h)
        card: pygame.Surface | None = None
        if style.background or style.border:
            card = self._shared(self._shape_svg(deck, style.background, style.border), size).copy()
        if style.art:
            art = self._shared(style.art, size)
            if card is None:
                card = art.copy()
            else:
                card.blit(art, (0, 0))
        if card is None:
            card = pg.Surface(size, pg.SRCALPHA)
        if style.picture:
            x, y, bw, bh = style.picture.box
            box = pg.Rect(round(x * w), round(y * h), max(1, round(bw * w)), max(1, round(bh * h)))
            pic = pg.image.load_sized_svg(io.BytesIO(self._bytes(style.picture.svg)), box.size)
            card.blit(pic, pic.get_rect(center=box.center))
        for layer in (style.centre, style.index):
            if layer:
                self._draw_text(card, layer)
        if style.outline:
            card.blit(self._shared(self._shape_svg(deck, None, style.outline), size), (0, 0))
        if pg.display.get_init() and pg.display.get_surface() is not None:
            card = card.convert_alpha()
        return card

    def _render_line(self, layer: TextLayer, px: int) -> pygame.Surface:
        pg = _pygame()
        font = self._font(layer.font, px)
        colour = layer.colour
        if layer.tracking:
            glyphs = [font.render(ch, True, colour) for ch in layer.text]
            gap = round(layer.tracking * px)
            width = sum(g.get_width() for g in glyphs) + gap * max(0, len(glyphs) - 1)
            text = pg.Surface((max(1, width), font.get_height()), pg.SRCALPHA)
            x = 0
            for g in glyphs:
                text.blit(g, (x, 0))
                x += g.get_width() + gap
        else:
            text = font.render(layer.text, True, colour)
        return text

    def _draw_text(self, card: pygame.Surface, layer: TextLayer) -> None:
        pg = _pygame()
        w, h = card.get_size()
        px = max(6, round(layer.size * h))
        block: pygame.Surface | None = None
        ink = None
        if layer.text:
            text = self._render_line(layer, px)
            hw = 0
            if layer.halo:
                hw = max(1, round(layer.halo_width * h))
                font = self._font(layer.font, px)
                font.outline = hw
                halo = replace(layer, colour=layer.halo)
                outer = self._render_line(halo, px)
                font.outline = 0
                outer.blit(text, (hw, hw))
                text = outer
            ink = text.get_bounding_rect()
            block = self._underlined(text, ink, layer, px, hw) if layer.underline else text
        if layer.symbol:
            side = max(2, round(layer.symbol_size * h))
            sym = pg.image.load_sized_svg(io.BytesIO(self._bytes(layer.symbol)), (side, side))
            if block is None or ink is None or ink.width == 0:
                block, ink = sym, sym.get_rect()
            else:
                gap = max(1, round(0.012 * h))
                bw = max(block.get_width(), sym.get_width())
                bh = ink.bottom + gap + sym.get_height()
                combined = pg.Surface((bw, bh), pg.SRCALPHA)
                dx = (bw - block.get_width()) // 2
                combined.blit(block, (dx, 0))
                combined.blit(sym, ((bw - sym.get_width()) // 2, ink.bottom + gap))
                ink = ink.move(dx, 0)
                block = combined
        if block is None or ink is None:
            return
        cx, cy = layer.x * w, layer.y * h
        pos = (round(cx - ink.centerx), round(cy - ink.centery))
        card.blit(block, pos)
        if layer.mirror:
            turned = pg.transform.rotate(block, 180)
            bw, bh = block.get_size()
            # a point (px, py) of the block lands on (bw - px, bh - py) once turned
            card.blit(
                turned, (round(w - cx - (bw - ink.centerx)), round(h - cy - (bh - ink.centery)))
            )

    @staticmethod
    def _underlined(
        text: pygame.Surface, ink: pygame.Rect, layer: TextLayer, px: int, hw: int
    ) -> pygame.Surface:
        """The text with a bar under its ink, as wide as the glyphs (the halo goes round it).
        The ink rectangle stays the glyphs' own, so the numeral sits where an unmarked one
        does and the bar hangs below it."""
        pg = _pygame()
        thick, gap = max(2, round(0.09 * px)), max(1, round(0.07 * px))
        bar = pg.Rect(ink.left + hw, ink.bottom + gap, max(1, ink.width - 2 * hw), thick)
        block = pg.Surface((text.get_width(), bar.bottom + hw + 1), pg.SRCALPHA)
        block.blit(text, (0, 0))
        if layer.halo:
            pg.draw.rect(block, layer.halo, bar.inflate(2 * hw, 2 * hw), border_radius=hw)
        pg.draw.rect(block, layer.colour, bar)
        return block

    def _draw_table(self, size: tuple[int, int]) -> pygame.Surface:
        pg = _pygame()
        w, h = max(1, size[0]), max(1, size[1])
        t = self.theme.table
        if t.gradient:
            inner, ia = _hex(t.gradient.inner)
            outer, oa = _hex(t.gradient.outer)
            if t.gradient.kind == "radial":
                grad = (
                    '<radialGradient id="g" cx="50%" cy="45%" r="75%">'
                    f'<stop offset="0" stop-color="{inner}" stop-opacity="{ia:.3f}"/>'
                    f'<stop offset="1" stop-color="{outer}" stop-opacity="{oa:.3f}"/>'
                    "</radialGradient>"
                )
            else:
                grad = (
                    '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
                    f'<stop offset="0" stop-color="{inner}" stop-opacity="{ia:.3f}"/>'
                    f'<stop offset="1" stop-color="{outer}" stop-opacity="{oa:.3f}"/>'
                    "</linearGradient>"
                )
            # a gradient is smooth: rasterise it small and scale it up (much faster)
            sw, sh = max(1, w // 6), max(1, h // 6)
            svg = (
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {sw} {sh}"><defs>{grad}'
                f'</defs><rect width="{sw}" height="{sh}" fill="url(#g)"/></svg>'
            )
            small = pg.Surface((sw, sh))
            small.fill(t.colour[:3])
            small.blit(self._svg(svg.encode(), (sw, sh)), (0, 0))
            surface = pg.transform.smoothscale(small, (w, h))
        else:
            surface = pg.Surface((w, h))
            surface.fill(t.colour[:3])
        if t.texture:
            side = max(8, round(t.texture_size * min(w, h)))
            if t.texture.suffix.lower() == ".svg":
                tile = pg.image.load_sized_svg(io.BytesIO(self._bytes(t.texture)), (side, side))
            else:
                img = pg.image.load(io.BytesIO(self._bytes(t.texture)), t.texture.name)
                tw, th = img.get_size()
                tile = pg.transform.smoothscale(img, (side, max(1, round(th * side / tw))))
            # the SVG raster is ABGR: match the table's ARGB once, not on every blit
            if pg.display.get_surface() is not None:
                tile = tile.convert_alpha()
            else:
                copy = pg.Surface(tile.get_size(), pg.SRCALPHA)
                copy.fill((0, 0, 0, 0))
                copy.blit(tile, (0, 0), special_flags=pg.BLEND_RGBA_ADD)  # exact copy
                tile = copy
            if t.texture_opacity < 1:  # baked into the tile's alpha: the fast blit path
                alpha = round(t.texture_opacity * 255)
                tile.fill((255, 255, 255, alpha), special_flags=pg.BLEND_RGBA_MULT)
            tw, th = tile.get_size()
            surface.fblits((tile, (x, y)) for y in range(0, h, th) for x in range(0, w, tw))
        return surface
