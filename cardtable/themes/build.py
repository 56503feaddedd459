"""Building the validated theme from a theme file's merged data."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .decks import CUES, DECKS, REQUIRED_COLOURS, REQUIRED_FONTS, CardInfo
from .files import FileCheck, Resolver, merge_over
from .model import DeckArt, FaceStyle, Gradient, Line, Picture, Problem, Table, TextLayer, Theme
from .schema import TEMPLATE, PathRef

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
    text = TEMPLATE.sub(lambda m: values.get(m.group(1), m.group(0)), template)
    if case == "upper":
        return text.upper()
    if case == "lower":
        return text.lower()
    return text


class Builder:
    def __init__(
        self,
        data: dict,
        file: str,
        problems: list[Problem],
        unusable: FileCheck,
        origins: dict | None = None,
    ) -> None:
        self.data = data
        self.file = file
        self.problems = problems
        self.origins: dict[tuple[str, ...], str] = origins or {}
        self.resolve = Resolver(problems, unusable)
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
        symbol_path = self.resolve(symbol, values) if isinstance(symbol, PathRef) else None
        if isinstance(symbol, PathRef) and symbol_path is None:
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
            merged = merge_over(merged, layer)
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
