"""Loading themes, never raising for a broken theme: the app's setting by an installed theme's
id (`load_installed`), the command line's by id, display name or path (`load_theme`)."""

from __future__ import annotations

import os
from pathlib import Path

from ..paths import packaged_themes_dir
from .build import Builder
from .fallback import emergency_theme
from .files import (
    FileCheck,
    available_themes,
    display_path,
    load_layers,
    report_missing,
    theme_folder_named,
)
from .model import DEFAULT_THEME, THEME_FILE, Problem, Theme, ThemeError, ThemeLoad
from .schema import THEME_SPEC


class ThemeLoader:
    """Reads and validates themes, checking every file a theme names with `unusable` (drawing's
    own check, given by the render module). Keeps the packaged Classic theme once read."""

    def __init__(self, unusable: FileCheck) -> None:
        self.unusable = unusable
        self._default: dict[Path, tuple[float, Theme]] = {}

    def read_theme(self, path: str | os.PathLike[str]) -> Theme:
        """Load and validate one theme (a folder with a theme.yaml, or the file itself).
        Raises ThemeError listing every problem found."""
        path = Path(path)
        problems: list[Problem] = []
        layers = load_layers(path, problems)
        if layers is None:
            raise ThemeError(problems)
        data, chain, origins = layers
        file = chain[0]
        shown = display_path(file)
        missing: list[Problem] = []
        report_missing(data, THEME_SPEC, shown, "", missing)
        if missing:  # the builder needs every required key; a wrong value is reported once
            reported = {p.key for p in problems}
            raise ThemeError(problems + [m for m in missing if m.key not in reported])
        theme = Builder(data, shown, problems, self.unusable, origins).theme(file, chain)
        if problems or theme is None:
            raise ThemeError(problems)
        return theme

    def check_theme(self, path: str | os.PathLike[str]) -> list[Problem]:
        """Every problem of one theme file (empty when it is valid)."""
        try:
            self.read_theme(path)
        except ThemeError as exc:
            return exc.problems
        return []

    def default_theme(self) -> Theme:
        """The packaged Classic theme (or, should that ever be broken, a plain built-in one)."""
        path = packaged_themes_dir() / DEFAULT_THEME / THEME_FILE
        try:
            mtime = path.stat().st_mtime
            cached = self._default.get(path)
            if cached and cached[0] == mtime:
                return cached[1]
            theme = self.read_theme(path)
        except (OSError, ThemeError):
            return emergency_theme()
        self._default[path] = (mtime, theme)
        return theme

    def load_theme(self, name_or_path: str | os.PathLike[str] | None = None) -> ThemeLoad:
        """The theme to use for `name_or_path` (a theme id such as "classic", a theme's display
        name, or a path to a theme folder or file). Never raises for a broken theme: the result
        then carries the default theme and the list of problems."""
        if name_or_path is None or name_or_path == "":
            name_or_path = DEFAULT_THEME
        requested = str(name_or_path)
        if isinstance(name_or_path, os.PathLike) or _looks_like_path(requested):
            path: Path | None = Path(name_or_path)
        else:
            path = theme_folder_named(requested)
            if path is None:
                names = ", ".join(i.id for i in available_themes())
                problem = Problem(requested, "", f"no such theme; expected one of {names}")
                return ThemeLoad(self.default_theme(), (problem,), requested)
        try:
            return ThemeLoad(self.read_theme(path), (), requested)
        except ThemeError as exc:
            return ThemeLoad(self.default_theme(), tuple(exc.problems), requested)

    def load_installed(self, theme_id: str) -> ThemeLoad:
        """The theme the app's setting names: the id of a theme `available_themes()` offers
        (packaged, or a folder of the user's themes), and nothing else. A path, even to a good
        theme, or an unknown id gives the default theme with the problem: the setting is a
        choice among the installed themes, never a way to read a file anywhere on disk (the
        command line's `load_theme` reads a file the person names)."""
        requested = theme_id or DEFAULT_THEME
        found = next((i for i in available_themes() if i.id == requested), None)
        if found is None:
            names = ", ".join(i.id for i in available_themes())
            problem = Problem(requested, "", f"no such theme; expected one of {names}")
            return ThemeLoad(self.default_theme(), (problem,), requested)
        try:
            return ThemeLoad(self.read_theme(found.path), (), requested)
        except ThemeError as exc:
            return ThemeLoad(self.default_theme(), tuple(exc.problems), requested)


def _looks_like_path(text: str) -> bool:
    return (
        "/" in text
        or "\\" in text
        or text.endswith((".yaml", ".yml"))
        or text.startswith(".")
        or Path(text).is_dir()
    )
