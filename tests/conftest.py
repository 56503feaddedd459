"""Shared test setup: headless SDL for every GUI test, and where the golden data lives."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

PROJECT = Path(__file__).resolve().parent.parent
SHARED_SCENARIOS = PROJECT.parent / "shared" / "scenarios"
OWN_SCENARIOS = PROJECT / "tests" / "scenarios"
