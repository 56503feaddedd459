"""Headless pygame for the theme tests, and a private user data folder."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory, monkeypatch):
    """Every test gets its own CARDTABLE_HOME, so no real user theme leaks in."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home


@pytest.fixture
def user_themes(private_home):
    folder = private_home / "themes"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
