"""Build Card Table's double-click bundles with PyInstaller (build/cardtable.spec).

    pip install -e '.[bundle]'           # PyInstaller, once
    python build/build.py                # both: dist/CardTable/ and dist/onefile/CardTable
    python build/build.py --onedir       # only the one-folder app (and dist/CardTable.app on macOS)
    python build/build.py --onefile      # only the one-file executable
    python build/build.py --smoke        # ... then run each new bundle's `--smoke` self-test

On Windows the programs are CardTable.exe. PyInstaller's work files go to build/work/ and its
output to dist/ (both ignored by git). On Linux the one-folder app also gets the desktop entry and
its installer (packaging/linux/), so `dist/CardTable/install-desktop.sh` adds it to the menu.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "cardtable.spec"
WORK = ROOT / "build" / "work"
DIST = ROOT / "dist"
NAME = "CardTable"
EXE = NAME + (".exe" if sys.platform.startswith("win") else "")


def outputs(mode: str) -> Path:
    """The program a mode builds."""
    return DIST / NAME / EXE if mode == "onedir" else DIST / "onefile" / EXE


def build(mode: str, clean: bool = False) -> Path:
    distpath = DIST if mode == "onedir" else DIST / "onefile"
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(distpath),
        "--workpath",
        str(WORK / mode),
    ]
    if clean:
        command.append("--clean")
    env = dict(os.environ, CARDTABLE_BUNDLE_MODE=mode)
    began = time.perf_counter()
    print(f"build: {mode} ...", flush=True)
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    program = outputs(mode)
    if not program.is_file():
        raise SystemExit(f"build: PyInstaller finished but {program} is missing")
    if mode == "onedir" and sys.platform.startswith("linux"):
        for name in ("cardtable.desktop", "install-desktop.sh"):
            source = ROOT / "packaging" / "linux" / name
            shutil.copy2(source, DIST / NAME / name)
    took = time.perf_counter() - began
    print(f"build: {mode} done in {took:.0f} s: {program.relative_to(ROOT)} ({size(mode)})")
    return program


def size(mode: str) -> str:
    if mode == "onefile":
        return f"{outputs(mode).stat().st_size / 2**20:.1f} MiB"
    folder = DIST / NAME
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return f"{total / 2**20:.1f} MiB in {sum(1 for _ in folder.rglob('*'))} files and folders"


def smoke(program: Path) -> None:
    """Run a bundle's self-test with nothing of this Python around it."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    print(f"build: {program.relative_to(ROOT)} --smoke", flush=True)
    subprocess.run([str(program), "--smoke"], check=True, env=env, timeout=600)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--onedir", action="store_true", help="only the one-folder app")
    which.add_argument("--onefile", action="store_true", help="only the one-file executable")
    parser.add_argument("--smoke", action="store_true", help="run --smoke on what was built")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    options = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print(
            "build: PyInstaller is not installed here; run: pip install -e '.[bundle]'",
            file=sys.stderr,
        )
        return 2
    if not (ROOT / "assets" / "icons" / "cardtable-64.png").is_file():
        print("build: the app icons are missing; run: python tools/make_icons.py", file=sys.stderr)
        return 2
    modes = ["onedir"] if options.onedir else ["onefile"] if options.onefile else []
    modes = modes or ["onedir", "onefile"]
    try:
        programs = [build(mode, options.clean) for mode in modes]
        if options.smoke:
            for program in programs:
                smoke(program)
    except subprocess.CalledProcessError as err:
        print(f"build: failed: {' '.join(map(str, err.cmd))} (exit {err.returncode})")
        return 1
    except subprocess.TimeoutExpired as err:
        print(f"build: timed out: {err.cmd}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
