"""Where Card Table's files are: what it ships (themes, fonts, sounds, icons, catalogues) and
what it keeps for the person (settings, saves, replays, statistics, logs).

What ships is found in one of three places, first match wins:
  1. PyInstaller's bundle folder (`sys._MEIPASS`) in a double-click bundle;
  2. the package's own `data/` folder in an installed wheel, where the build maps the
     repository's top-level `assets/` and `themes/` (pyproject.toml, `force-include`);
  3. the checkout itself (the package's parent folder): an editable install or the source tree.

The person's folders follow the platform's conventions (platformdirs): data, config, cache and
logs. `CARDTABLE_HOME` puts all of them under one folder instead (the tests and `--smoke` do).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import PlatformDirs

PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding `themes/` and `assets/`."""
    candidates: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        candidates.append(Path(meipass))
    candidates += [PACKAGE / "data", PACKAGE.parent]
    for candidate in candidates:
        if (candidate / "themes").is_dir() and (candidate / "assets").is_dir():
            return candidate
    return PACKAGE / "data"  # where an installed copy should have them: messages name it


def assets_dir() -> Path:
    return data_root() / "assets"


def packaged_themes_dir() -> Path:
    return data_root() / "themes"


# -- the person's folders ----------------------------------------------------------------------
def _home() -> Path | None:
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home).expanduser() if home else None


def _platform() -> PlatformDirs:
    # The names the folders have always had: "cardtable" where names are lower case by
    # habit (Linux and other Unix), "CardTable" on Windows and macOS. Roaming on Windows, so
    # settings and statistics follow a person between the machines of a domain.
    name = "CardTable" if sys.platform in ("win32", "darwin") else "cardtable"
    return PlatformDirs(name, appauthor=False, roaming=True)


def user_data_dir() -> Path:
    """Saves, replays, statistics and the person's own themes."""
    return _home() or Path(_platform().user_data_dir)


def user_config_dir() -> Path:
    """settings.json."""
    return _home() or Path(_platform().user_config_dir)


def user_cache_dir() -> Path:
    """Files that may be deleted at any time (the benchmarks' scratch data)."""
    home = _home()
    return home / "cache" if home else Path(_platform().user_cache_dir)


def user_log_dir() -> Path:
    """The app's log (cardtable.log and its rotated predecessors)."""
    home = _home()
    return home / "logs" if home else Path(_platform().user_log_dir)


def user_themes_dir() -> Path:
    """Where people put their own themes (one folder per theme, each with a theme.yaml)."""
    return user_data_dir() / "themes"
