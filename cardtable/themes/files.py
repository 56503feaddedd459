"""Reading theme files as untrusted data: YAML within limits, `extends` chains merged, and every
path a theme names resolved inside its folder (or the app's assets) and inspected once."""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from ..engine.untrusted import UntrustedInputError, read_bytes, read_yaml
from ..paths import assets_dir, packaged_themes_dir, user_themes_dir
from .model import (
    DEFAULT_THEME,
    MAX_EXTENDS_DEPTH,
    MAX_FILE_BYTES,
    MAX_IMAGE_SIDE,
    MAX_SVG_ELEMENTS,
    THEME_FILE,
    THEME_LIMITS,
    Problem,
    ThemeInfo,
)
from .schema import (
    BAD,
    PER_FILE_REQUIRED,
    TEMPLATE,
    THEME_SPEC,
    Context,
    PathRef,
    Struct,
    describe_value,
    is_absolute_path,
    join_key,
)

# --------------------------------------------------------------------------------------------
# Reading files


def display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)


def _theme_file(path: Path) -> Path:
    return path / THEME_FILE if path.is_dir() else path


def _read_yaml(path: Path, problems: list[Problem]) -> dict | None:
    shown = display_path(path)
    try:
        # only plain data is built: a tag such as !!python/object is refused, never constructed
        data = read_yaml(path, THEME_LIMITS).data
    except UntrustedInputError as exc:
        problems.append(Problem(shown, f"line {exc.line}" if exc.line else "", exc.problem))
        return None
    if not isinstance(data, dict):
        problems.append(
            Problem(shown, "", f"expected a mapping of theme keys, found {describe_value(data)}")
        )
        return None
    return data


def merge_over(base: Any, over: Any) -> Any:
    """`over` on top of `base`: mappings merge key by key, anything else replaces."""
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for k, v in over.items():
            out[k] = merge_over(base[k], v) if k in base else v
        return out
    return over


def theme_folder_named(name: str) -> Path | None:
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


def load_layers(
    path: Path, problems: list[Problem], seen: tuple[Path, ...] = ()
) -> tuple[dict, tuple[Path, ...], dict[tuple[str, ...], str]] | None:
    """Read a theme file and the files it extends; validate each; return the merged, cleaned
    data (paths still as PathRef), the chain of files, and which file set each value."""
    file = _theme_file(path).resolve() if _theme_file(path).exists() else _theme_file(path)
    shown = display_path(file)
    if file in seen:
        chain = " -> ".join(display_path(p) for p in (*seen, file))
        problems.append(Problem(shown, "extends", f"themes extend each other in a loop: {chain}"))
        return None
    if len(seen) >= MAX_EXTENDS_DEPTH:
        problems.append(Problem(shown, "extends", f"more than {MAX_EXTENDS_DEPTH} levels deep"))
        return None
    raw = _read_yaml(file, problems)
    if raw is None:
        return None
    ctx = Context(shown, file.parent, problems)
    cleaned = THEME_SPEC.check(raw, ctx, "")
    for key in PER_FILE_REQUIRED:
        if key not in raw:
            ctx.bad(key, f"missing; expected {THEME_SPEC.fields[key].expect}")
    if cleaned is BAD:
        return None
    # Values with problems were left out; carry on, so that one check reports everything.
    chain: tuple[Path, ...] = (file,)
    parent_name = cleaned.pop("extends", None)
    origins = {leaf: shown for leaf in _leaves(cleaned)}
    if parent_name:
        parent_dir = theme_folder_named(parent_name)
        if parent_dir is None:
            names = ", ".join(i.id for i in available_themes())
            problems.append(
                Problem(
                    shown, "extends", f"no theme named {parent_name!r}; expected one of {names}"
                )
            )
            return None
        parent = load_layers(parent_dir, problems, (*seen, file))
        if parent is None:
            problems.append(
                Problem(shown, "extends", f"the theme {parent_name!r} it extends is broken")
            )
            return None
        cleaned = merge_over(parent[0], cleaned)
        chain = (file, *parent[1])
        origins = {**parent[2], **origins}
    return cleaned, chain, origins


def report_missing(data: dict, spec: Struct, file: str, key: str, problems: list[Problem]) -> None:
    """Every required key that `data` lacks (a wrong value was left out, so it lacks that too)."""
    for name in spec.required:
        if data.get(name) is None:
            sub = join_key(key, name)
            problems.append(Problem(file, sub, f"missing; expected {spec.fields[name].expect}"))
    for name, value in data.items():
        sub_spec = spec.fields.get(name)
        if isinstance(sub_spec, Struct) and isinstance(value, dict):
            report_missing(value, sub_spec, file, join_key(key, name), problems)


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


# Why drawing could not use a file a theme names (None: it can): fonts opened, images decoded,
# SVGs rasterised. Drawing needs pygame, so the check is given by the themes' render module.
FileCheck = Callable[[Path, bytes], "str | None"]

_INSPECTED: dict[tuple[Path, int, int, FileCheck], str | None] = {}  # by size, time and check


class Resolver:
    def __init__(self, problems: list[Problem], unusable: FileCheck) -> None:
        self.problems = problems
        self.unusable = unusable
        self.cache: dict[Path, str | None] = {}  # resolved path -> problem text or None

    def __call__(self, ref: PathRef, subst: Mapping[str, str] | None = None) -> Path | None:
        text = ref.text
        if subst:
            text = TEMPLATE.sub(lambda m: subst.get(m.group(1), m.group(0)), text)
        key = ref.key
        if text.startswith("app:"):
            root, rel = assets_dir(), text[4:]
            where = "the app's assets folder"
        else:
            root, rel = ref.folder, text
            where = "the theme's folder"
        if is_absolute_path(rel):
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

    def _inspect(self, target: Path) -> str | None:
        try:
            stat = target.stat()
        except OSError:
            return "file not found"
        key = (target, stat.st_size, stat.st_mtime_ns, self.unusable)
        if key not in _INSPECTED:
            _INSPECTED[key] = self._inspect_file(target)
        return _INSPECTED[key]

    def _inspect_file(self, target: Path) -> str | None:
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
        return self.unusable(target, data)


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
