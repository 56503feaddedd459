"""A small schema validator for theme files: each spec checks one value and returns it cleaned,
or records a problem naming the file, the key and what was expected."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from .decks import CUES, DECKS, GROUPS
from .model import FORMAT_VERSION, RGBA, Problem

# --------------------------------------------------------------------------------------------
# A small schema validator. Each spec checks one value and returns it cleaned, or BAD after
# recording a problem.

BAD = object()


@dataclass
class Context:
    file: str
    folder: Path
    problems: list[Problem]

    def bad(self, key: str, message: str) -> object:
        self.problems.append(Problem(self.file, key, message))
        return BAD


@dataclass(frozen=True)
class PathRef:
    """A path as written in a theme file, remembered with where it was written. Resolved (and
    checked) once the theme and everything it extends have been merged."""

    text: str
    folder: Path
    file: str
    key: str
    kinds: tuple[str, ...]


def describe_value(value: Any) -> str:
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

    def check(self, value: Any, ctx: Context, key: str) -> Any:  # pragma: no cover
        raise NotImplementedError


class _Str(_Spec):
    def __init__(self, max_len: int = 200, pattern: str | None = None, expect: str = "") -> None:
        self.max_len = max_len
        self.pattern = re.compile(pattern) if pattern else None
        self.expect = expect or f"a text of at most {max_len} characters"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)  # `label: 10` means the text "10"
        if not isinstance(value, str):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        if len(value) > self.max_len or (self.pattern and not self.pattern.fullmatch(value)):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        return value


class _Num(_Spec):
    def __init__(self, lo: float, hi: float, integer: bool = False) -> None:
        self.lo, self.hi, self.integer = lo, hi, integer
        kind = "a whole number" if integer else "a number"
        self.expect = f"{kind} from {lo:g} to {hi:g}"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        ok_type = int if self.integer else (int, float)
        if isinstance(value, bool) or not isinstance(value, ok_type):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        if not (self.lo <= value <= self.hi):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        return float(value) if not self.integer else value


class _Bool(_Spec):
    expect = "yes/no (true or false)"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if not isinstance(value, bool):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        return value


class _Choice(_Spec):
    def __init__(self, *choices: str) -> None:
        self.choices = choices
        self.expect = "one of " + ", ".join(choices)

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if value not in self.choices:
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
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

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        colour = parse_colour(value)
        if colour is None:
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        return colour


TEMPLATE = re.compile(r"\{(\w*)\}")


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

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if not isinstance(value, str) or not value.strip():
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        for name in TEMPLATE.findall(value):
            if not self.template or name not in ("id", "group"):
                return ctx.bad(key, f"unknown placeholder {{{name}}}; expected {self.expect}")
        text = value[4:] if value.startswith("app:") else value
        if is_absolute_path(text):
            return ctx.bad(key, f"absolute paths are refused; expected {self.expect}")
        return PathRef(value, ctx.folder, ctx.file, key, self.kinds)


def is_absolute_path(text: str) -> bool:
    return (
        PurePosixPath(text).is_absolute()
        or PureWindowsPath(text).is_absolute()
        or bool(PureWindowsPath(text).drive)
        or text.startswith(("\\", "/", "~"))
    )


class Struct(_Spec):
    def __init__(self, fields: dict[str, _Spec], required: Iterable[str] = (), name: str = ""):
        self.fields = fields
        self.required = tuple(required)
        self.expect = f"a mapping{' (' + name + ')' if name else ''}"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if not isinstance(value, dict):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        out: dict[str, Any] = {}
        for k, v in value.items():
            sub = join_key(key, k)
            spec = self.fields.get(k) if isinstance(k, str) else None
            if spec is None:
                known = ", ".join(self.fields)
                ctx.bad(sub, f"unknown key; expected one of: {known}")
                continue
            if v is None:
                out[k] = None  # null removes what an extended theme set
                continue
            cleaned = spec.check(v, ctx, sub)
            if cleaned is not BAD:
                out[k] = cleaned
        return out


class _MapOf(_Spec):
    def __init__(self, keys: _Spec | tuple[str, ...], value: _Spec, what: str = "key") -> None:
        self.keys = keys
        self.value = value
        self.what = what
        self.expect = "a mapping"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if not isinstance(value, dict):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        out: dict[str, Any] = {}
        for k, v in value.items():
            k_text = str(k) if isinstance(k, (int, float)) and not isinstance(k, bool) else k
            sub = join_key(key, k_text)
            if isinstance(self.keys, tuple):
                if k_text not in self.keys:
                    ctx.bad(sub, f"unknown {self.what}; expected one of: {', '.join(self.keys)}")
                    continue
            elif self.keys.check(k_text, ctx, sub) is BAD:
                continue
            if v is None:
                out[k_text] = None
                continue
            cleaned = self.value.check(v, ctx, sub)
            if cleaned is not BAD:
                out[k_text] = cleaned
        return out


class _Floats(_Spec):
    def __init__(self, n: int, lo: float, hi: float) -> None:
        self.n, self.lo, self.hi = n, lo, hi
        self.expect = f"a list of {n} numbers from {lo:g} to {hi:g}"

    def check(self, value: Any, ctx: Context, key: str) -> Any:
        if (
            not isinstance(value, list)
            or len(value) != self.n
            or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and self.lo <= v <= self.hi
                for v in value
            )
        ):
            return ctx.bad(key, f"expected {self.expect}, found {describe_value(value)}")
        return tuple(float(v) for v in value)


def join_key(key: str, sub: Any) -> str:
    sub = str(sub)
    if not key:
        return sub
    return f"{key}.{sub}"


_LINE = Struct({"colour": _Colour(), "width": _Num(0, 0.2)}, name="colour, width")
_TEXT = Struct(
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
    "picture": Struct(
        {"svg": _PathSpec(("svg",), template=True), "box": _Floats(4, 0, 1)}, name="svg, box"
    ),
    "index": _TEXT,
    "centre": _TEXT,
    "outline": _LINE,
    "label": _Str(20),
}
_FACE = Struct(_FACE_FIELDS, name="card style")


def _deck_spec(game: str) -> Struct:
    ids = tuple(c.id for c in DECKS[game])
    return Struct(
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
THEME_SPEC = Struct(
    {
        "format": _Num(1, FORMAT_VERSION, integer=True),
        "name": _Str(60),
        "author": _Str(120),
        "description": _Str(1000),
        "extends": _Str(60, r"[A-Za-z0-9][A-Za-z0-9 _-]*", "the name of another theme"),
        "table": Struct(
            {
                "colour": _Colour(),
                "gradient": Struct(
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
        "decks": Struct(
            {game: _deck_spec(game) for game in DECKS}, required=tuple(DECKS), name="decks"
        ),
    },
    required=("format", "name", "author", "table", "fonts", "colours", "decks"),
    name="theme",
)
PER_FILE_REQUIRED = ("format", "name", "author")
