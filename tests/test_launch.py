"""`cardtable bench ui` times a real launch: in a bundle it starts the bundle's own program
(sys.executable is the bundle there, not a Python), and a launch that fails is an error, never a
time."""

from __future__ import annotations

import sys

import pytest

from cardtable.ui import headless


def test_a_bundle_launches_itself_and_a_checkout_launches_the_module(monkeypatch):
    assert headless.launch_command() == [sys.executable, "-m", "cardtable"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/CardTable/CardTable")
    assert headless.launch_command() == ["/opt/CardTable/CardTable"]


def test_a_launch_that_fails_is_reported_not_timed(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    script = "import sys; print('no such option', file=sys.stderr); sys.exit(2)"
    monkeypatch.setattr(headless, "launch_command", lambda: [sys.executable, "-c", script])
    with pytest.raises(headless.LaunchFailed, match="exited 2 before its first frame: no such"):
        headless.launch_time(repeats=1)


def test_the_checkout_reaches_its_first_frame(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert headless.launch_time(repeats=1) > 0
    assert (tmp_path / "logs" / "cardtable.log").is_file()  # it ran as the app, and logged
