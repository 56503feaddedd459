"""Shared test setup: headless SDL for every GUI test, and where the golden data lives."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The app speaks the system's language on a first run: the tests read English, whatever the
# machine's locale (GNU's LANGUAGE list is the first thing cardtable.i18n looks at).
os.environ["LANGUAGE"] = "en"

PROJECT = Path(__file__).resolve().parent.parent
# The golden scenario files: the project's own, inside the repository (nothing outside it).
SCENARIOS = PROJECT / "tests" / "scenarios"
