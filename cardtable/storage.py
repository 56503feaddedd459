"""Settings in the user config folder (cardtable/paths.py says where that is), and the two rules
every writer of the app's folders keeps.

Files are written atomically (temporary file, flush, fsync, rename), so a crash or a full disk
never leaves half a file behind. Every path the program writes, renames or deletes goes through
`inside_data_folder` first: resolved (symbolic links followed) and refused unless it lies inside
the data folder, so no name read from a file can lead a write elsewhere. Unknown or broken
settings fall back to their defaults, and settings written by a newer version keep the keys this
version does not know.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .i18n import DIGIT_MODES, LANGUAGES
from .paths import user_cache_dir, user_config_dir, user_data_dir

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: str = "normal"
    reduced_motion: bool = False
    volume: float = 0.7
    muted: bool = False
    theme: str = "classic"
    language: str = ""  # "": not chosen yet, the system's language is used (then saved)
    digits: str = "auto"  # "auto" (the language's habit), "native" or "latin"

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)


def settings_path() -> Path:
    """settings.json in the user config folder. Earlier versions kept it in the data folder
    (a different folder on Linux): such a file is moved over the first time."""
    path = user_config_dir() / "settings.json"
    older = user_data_dir() / "settings.json"
    if older != path and older.is_file() and not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(older, path)
        except OSError:
            return older  # cannot be moved: go on reading and writing it where it is
    return path


def load_settings() -> tuple[Settings, list[str]]:
    """The saved settings (defaults where missing or broken) and any problems found."""
    path = settings_path()
    settings = Settings()
    problems: list[str] = []
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return settings, problems
    except (OSError, ValueError) as err:
        return settings, [f"{path}: could not be read ({err}); using default settings"]
    if not isinstance(raw, dict):
        return settings, [f"{path}: expected a JSON object; using default settings"]
    for field in fields(Settings):
        if field.name not in raw:
            continue
        value = _coerce(raw[field.name], getattr(settings, field.name))
        if value is None:
            problems.append(f"{path}: {field.name} has an unexpected value; using the default")
        else:
            setattr(settings, field.name, value)
    if settings.animation_speed not in ANIMATION_SPEEDS:
        settings.animation_speed = "normal"
    if settings.language not in LANGUAGES:
        settings.language = ""
    if settings.digits not in DIGIT_MODES:
        settings.digits = "auto"
    settings.volume = min(1.0, max(0.0, settings.volume))
    return settings, problems


def save_settings(settings: Settings) -> str | None:
    """Save; returns a message instead of raising when the disk refuses."""
    path = settings_path()
    data: dict[str, Any] = {}
    try:  # keep keys written by a newer version
        old = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(old, dict):
            data.update(old)
    except (OSError, ValueError):
        pass
    data.update(asdict(settings))
    try:
        write_atomic(path, json.dumps(data, indent=2).encode("utf-8"))
    except OSError as err:
        return f"Settings could not be saved: {err.strerror or err}"
    return None


class OutsideDataFolder(PermissionError):
    """A write that would land outside the user data folder (refused before anything is done)."""


def inside_data_folder(path: Path) -> Path:
    """`path` resolved, when it lies inside one of the app's own folders (data, config, cache;
    one folder under CARDTABLE_HOME); OutsideDataFolder otherwise.

    Resolving follows symbolic links, so neither `..` nor a link planted in the folder can
    carry a write out of it. A folder itself is not a place to write either."""
    target = Path(path).resolve()
    for folder in (user_data_dir(), user_config_dir(), user_cache_dir()):
        root = folder.resolve()
        if target != root and target.is_relative_to(root):
            return target
    raise OutsideDataFolder(errno.EACCES, "outside the Card Table data folder", str(path))


def write_atomic(path: Path, data: bytes, *, confine: bool = True) -> None:
    """Write `data` to `path` so that the file is either the old one or the new one.

    `confine=False` only for a file a person named on the command line (`cardtable export`)."""
    if confine:
        path = inside_data_folder(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _coerce(value: Any, default: Any) -> Any:
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if isinstance(default, float):
        return (
            float(value)
            if isinstance(value, (int, float)) and not isinstance(value, bool)
            else None
        )
    if isinstance(default, tuple):
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and 320 <= v <= 10000 for v in value)
        ):
            return tuple(value)
        return None
    if isinstance(default, str):
        return value if isinstance(value, str) and len(value) < 100 else None
    return None
