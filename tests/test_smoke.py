"""The bundle's self-test (`cardtable --smoke`), the Linux desktop entry and its installer, and
the app icons: what the double-click bundles are made of."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parent.parent
DESKTOP = PROJECT / "packaging" / "linux" / "cardtable.desktop"
INSTALLER = PROJECT / "packaging" / "linux" / "install-desktop.sh"
ICONS = PROJECT / "assets" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
GAMES = ("quattro", "cuckoo", "clash", "polar")


def smoke_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, CARDTABLE_HOME=str(home), PYTHONPATH=str(PROJECT))
    env.pop("CARDTABLE_SMOKE_LOG", None)
    return env


def test_smoke_plays_the_four_games_and_exits_0(tmp_path):
    log = tmp_path / "smoke.log"
    env = dict(smoke_env(tmp_path / "home"), CARDTABLE_SMOKE_LOG=str(log))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "--smoke"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for game in GAMES:
        assert any(line.startswith(f"smoke {game}: ok (") for line in lines), done.stdout
    assert any(line.startswith("smoke assets: ok") for line in lines)
    assert lines[-1].startswith("smoke passed: 4 games")
    assert log.read_text(encoding="utf-8").splitlines() == lines  # for windowed bundles
    # the games were kept as replays in the user data folder, not next to the program
    assert len(list((tmp_path / "home" / "replays").glob("*.yaml"))) == len(GAMES)
    assert not list(tmp_path.glob("*.yaml"))
    # and the app's own log, in the user log folder, has the same lines
    logged = (tmp_path / "home" / "logs" / "cardtable.log").read_text(encoding="utf-8")
    assert "smoke assets: ok" in logged and "smoke passed: 4 games" in logged


def test_smoke_reports_a_failing_scene_and_exits_1(tmp_path):
    script = (
        "import cardtable.smoke as smoke\n"
        "from cardtable.ui.games.quattro import QuattroTable\n"
        "def broken(self, surface, obs):\n"
        "    raise RuntimeError('the table cannot draw')\n"
        "QuattroTable.draw_sections = broken\n"
        "smoke.GAMES = smoke.GAMES[:2]\n"
        "raise SystemExit(smoke.run_smoke())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=smoke_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "smoke quattro: FAILED a scene failed in quattro" in done.stderr
    assert "RuntimeError: the table cannot draw" in done.stderr
    assert "smoke cuckoo: ok (" in done.stdout  # one broken game does not hide the others
    assert "smoke FAILED: 1 of 2 games" in done.stderr


# -- the Linux desktop entry ---------------------------------------------------------------------
def read_desktop(path: Path) -> dict[str, dict[str, str]]:
    """Groups of a desktop entry file; ValueError where the basic syntax is broken."""
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1]
            if name in groups:
                raise ValueError(f"line {number}: group {name} repeated")
            current = groups[name] = {}
            continue
        if current is None or "=" not in line:
            raise ValueError(f"line {number}: expected a group header or key=value: {raw!r}")
        key, value = (part.strip() for part in line.split("=", 1))
        if key in current:
            raise ValueError(f"line {number}: key {key} repeated")
        current[key] = value
    return groups


def check_entry(path: Path) -> dict[str, str]:
    groups = read_desktop(path)
    assert next(iter(groups)) == "Desktop Entry", "the first group must be [Desktop Entry]"
    entry = groups["Desktop Entry"]
    for required in ("Type", "Name", "Exec"):  # Exec is required for Type=Application
        assert entry.get(required), f"{path.name}: {required} is required"
    assert entry["Type"] == "Application"
    assert entry.get("Version", "1.0") in ("1.0", "1.1", "1.2", "1.3", "1.4", "1.5")
    for boolean in ("Terminal", "StartupNotify", "NoDisplay", "Hidden"):
        assert entry.get(boolean, "false") in ("true", "false"), boolean
    for listed in ("Categories", "Keywords"):
        if listed in entry:
            assert entry[listed].endswith(";"), f"{listed} is a list ending with ;"
    categories = entry["Categories"].split(";")
    assert "Game" in categories  # a registered main category, and CardGame belongs under it
    assert "%" not in entry["Exec"].replace("%%", "")  # the app opens no files or URLs
    known = {
        "Type", "Version", "Name", "GenericName", "Comment", "Exec", "TryExec", "Icon",
        "Terminal", "Categories", "Keywords", "StartupNotify", "StartupWMClass", "NoDisplay",
        "Hidden", "Path", "MimeType", "Actions", "PrefersNonDefaultGPU", "SingleMainWindow",
    }  # fmt: skip
    unknown = {k for k in entry if k.split("[")[0] not in known and not k.startswith("X-")}
    assert not unknown, f"unknown keys {unknown}"
    return entry


def test_the_desktop_entry_has_its_required_keys():
    entry = check_entry(DESKTOP)
    assert entry["Exec"] == "cardtable"  # the installer puts the program's own path here
    assert entry["Icon"] == "cardtable"  # a themed icon name, installed into hicolor
    assert entry["Terminal"] == "false"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no validator here")
def test_desktop_file_validate_accepts_the_entry():
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop installer")
def test_the_desktop_installer_installs_and_uninstalls_for_the_user(tmp_path):
    program = tmp_path / "my games" / "CardTable"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    done = subprocess.run(
        ["sh", str(INSTALLER), str(program)], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    installed = data / "applications" / "cardtable.desktop"
    entry = check_entry(installed)
    assert entry["Exec"] == f'"{program}"'  # quoted: the path has a space
    assert entry["TryExec"] == str(program)
    for size in ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardtable.png"
        assert icon.read_bytes() == (ICONS / f"cardtable-{size}.png").read_bytes()

    done = subprocess.run(
        ["sh", str(INSTALLER), "--uninstall"], env=env, capture_output=True, timeout=60
    )
    assert done.returncode == 0
    assert not installed.exists()
    assert not list((data / "icons").rglob("cardtable.png"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop installer")
def test_the_desktop_installer_refuses_a_missing_program(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), HOME=str(tmp_path))
    done = subprocess.run(
        ["sh", str(INSTALLER), str(tmp_path / "nothing")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "is not an executable program" in done.stderr
    assert not (tmp_path / "share" / "applications").exists()


# -- the icons ---------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_the_icons_exist_at_every_size_and_in_the_windows_and_macos_formats():
    for size in ICON_SIZES:
        assert png_size((ICONS / f"cardtable-{size}.png").read_bytes()) == (size, size)

    ico = (ICONS / "cardtable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = set()
    for index in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index]
        )
        assert png_size(ico[offset : offset + length]) == (w or 256, h or 256)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes

    icns = (ICONS / "cardtable.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    found, at = {}, 8
    while at < len(icns):
        kind, length = icns[at : at + 4], struct.unpack(">I", icns[at + 4 : at + 8])[0]
        found[kind] = png_size(icns[at + 8 : at + length])
        at += length
    assert found[b"ic07"] == (128, 128) and found[b"ic08"] == (256, 256)
    assert found[b"ic09"] == (512, 512) and found[b"ic10"] == (1024, 1024)
