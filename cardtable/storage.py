"""Settings in the user config folder (cardtable/paths.py says where that is), and the two rules
every writer of the app's folders keeps.

Files are written atomically (temporary file, flush, fsync, rename), so a crash or a full disk
never leaves half a file behind. Every path the program writes, renames or deletes goes through
`inside_data_folder` first: resolved (symbolic links followed) and refused unless it lies inside
the app's own folders, so no name read from a file can lead a write elsewhere. settings.json is
read within limits (`engine.untrusted`): a file that cannot be read (not JSON, nested too deep,
huge numbers, not a file) is set aside and the defaults are used; a key of the wrong type or out
of range gets its default. Settings written by a newer version keep the keys this version does
not know.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .engine.games import GAME_IDS
from .engine.untrusted import Limits, UntrustedInputError, read_json
from .i18n import DIGIT_MODES, LANGUAGES, N_, tr
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
    names: list[str] = field(default_factory=list)  # the names people typed, by seat ("": none)
    first_game: bool = False  # coach the first game of each kind: hints on, a one-line coach
    coached: list[str] = field(default_factory=list)  # the games whose first game was played

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


# settings.json is a few hundred bytes of flat keys
SETTINGS_LIMITS = Limits(max_bytes=64 * 1024, max_depth=16, max_int_digits=12)

SET_ASIDE = N_(
    "The settings could not be read ({reason}); the defaults are used. The file was set aside "
    "as {kept}."
)
KEY_DEFAULTED = N_("The setting {key} could not be used ({reason}); its default is used.")


@dataclass(frozen=True)
class SettingsProblem:
    """Something wrong with settings.json, said in the reader's language by `shown()`."""

    message: str  # SET_ASIDE or KEY_DEFAULTED
    values: dict[str, str]

    def shown(self) -> str:
        return tr(self.message, **self.values)

    def __str__(self) -> str:
        return self.message.format(**self.values)


NAME_LIMIT = 18  # letters in a seat's name: it has to fit its label on the table
MAX_NAMES = 8
_JOINERS = ("\u200c", "\u200d")  # Persian and Hindi spell with them; Python calls them unprintable


def name_char_allowed(ch: str) -> bool:
    """A character a name may hold: printable, or a joiner (never a control or a bidi override)."""
    return ch.isprintable() or ch in _JOINERS


def usable_name(value: Any) -> bool:
    return (
        isinstance(value, str)
        and len(value) <= NAME_LIMIT
        and all(name_char_allowed(ch) for ch in value)
    )


_THEME_ID = re.compile(r"(user:)?[^/\\:.][^/\\:]{0,99}")


def theme_id_shaped(value: str) -> bool:
    """A theme's id as the app names it: a folder name of the packaged or the user's themes
    ("classic", "user:classic" for a user's folder of a packaged one's name), never a path:
    the setting chooses among installed themes, it does not point at files."""
    return value.isprintable() and _THEME_ID.fullmatch(value) is not None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _one_of(choices: Any) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value in choices


# What each key must hold, and how it is described when it does not.
_VALID: dict[str, tuple[Callable[[Any], bool], str]] = {
    "window_size": (
        lambda v: (
            isinstance(v, list)
            and len(v) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and 320 <= n <= 10000 for n in v)
        ),
        "two whole numbers from 320 to 10000",
    ),
    "fullscreen": (lambda v: isinstance(v, bool), "true or false"),
    "animation_speed": (_one_of(ANIMATION_SPEEDS), ", ".join(ANIMATION_SPEEDS)),
    "reduced_motion": (lambda v: isinstance(v, bool), "true or false"),
    "volume": (lambda v: _is_number(v) and 0 <= v <= 1, "a number from 0 to 1"),
    "muted": (lambda v: isinstance(v, bool), "true or false"),
    "theme": (lambda v: isinstance(v, str) and theme_id_shaped(v), "the id of a theme, not a path"),
    "language": (_one_of(("", *LANGUAGES)), ", ".join(LANGUAGES)),
    "digits": (_one_of(DIGIT_MODES), ", ".join(DIGIT_MODES)),
    "first_game": (lambda v: isinstance(v, bool), "true or false"),
    "coached": (
        lambda v: (
            isinstance(v, list)
            and len(v) <= len(GAME_IDS)
            and all(isinstance(game, str) and game in GAME_IDS for game in v)  # a dict: no hash
        ),
        "a list of games: " + ", ".join(GAME_IDS),
    ),
    "names": (
        lambda v: isinstance(v, list) and len(v) <= MAX_NAMES and all(usable_name(n) for n in v),
        f"at most {MAX_NAMES} names of at most {NAME_LIMIT} printable characters",
    ),
}


def _read_settings_file(path: Path) -> dict[str, Any] | None:
    """The object in settings.json; None when there is no such file. UntrustedInputError when
    it cannot be used."""
    if not os.path.lexists(path):
        return None
    raw = read_json(path, SETTINGS_LIMITS)
    if not isinstance(raw, dict):
        raise UntrustedInputError("expected a JSON object of settings", str(path))
    return raw


def load_settings() -> tuple[Settings, list[SettingsProblem]]:
    """The saved settings (defaults where missing or unusable) and any problems found."""
    path = settings_path()
    settings = Settings()
    try:
        raw = _read_settings_file(path)
    except UntrustedInputError as err:
        reason = f"line {err.line}: {err.problem}" if err.line else err.problem
        kept = _set_aside(path)
        return settings, [SettingsProblem(SET_ASIDE, {"reason": reason, "kept": kept})]
    problems: list[SettingsProblem] = []
    for entry in fields(Settings):
        if raw is None or entry.name not in raw:
            continue
        value = raw[entry.name]
        valid, expected = _VALID[entry.name]
        if valid(value):
            setattr(settings, entry.name, _as_field(value, getattr(settings, entry.name)))
        else:
            shown = json.dumps(value)
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            reason = f"expected {expected}, found {shown}"
            problems.append(SettingsProblem(KEY_DEFAULTED, {"key": entry.name, "reason": reason}))
    return settings, problems


def _as_field(value: Any, default: Any) -> Any:
    if isinstance(default, list):
        return list(value)
    if isinstance(default, tuple):
        return tuple(value)
    if isinstance(default, float):
        return float(value)
    return value


def _set_aside(path: Path) -> str:
    """Move an unreadable settings file out of the way (so that saving cannot trip on it), and
    say what it is called now (beside settings.json, in the data folder)."""
    target = path.with_name(f"settings.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json")
    try:
        path.replace(target)
    except OSError:
        return path.name
    return target.name


def save_settings(settings: Settings) -> str | None:
    """Save; returns a message instead of raising when the disk refuses."""
    path = settings_path()
    data: dict[str, Any] = {}
    with contextlib.suppress(UntrustedInputError):  # keep keys written by a newer version
        data.update(_read_settings_file(path) or {})
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
