"""Shared test setup: headless SDL for every GUI test, every test starting and ending in English
(a test that switches the app's language cannot change what a later one reads), and where the
golden data lives."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The app speaks the system's language on a first run: the tests read English, whatever the
# machine's locale (GNU's LANGUAGE list is the first thing cardtable.i18n looks at).
os.environ["LANGUAGE"] = "en"

from tests.language import english_before_and_after  # noqa: F401  (autouse: every test)

PROJECT = Path(__file__).resolve().parent.parent
# The golden scenario files: the project's own, inside the repository (nothing outside it).
SCENARIOS = PROJECT / "tests" / "scenarios"
