"""The newest glibc a Linux bundle needs: the highest GLIBC_x.y symbol version that any of its
programs and shared libraries asks for (read with binutils' `objdump -T`).

    python build/glibc_needed.py dist/CardTable               # prints e.g. "glibc 2.31 (...)"
    python build/glibc_needed.py dist/CardTable --at-most 2.31  # exit 1 if it needs newer

A bundle runs on a system whose glibc is at least that version, so this is the figure to
publish with it, and the check that the build machine was old enough.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
VERSION = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == ELF_MAGIC
    except OSError:
        return False


def needed(path: Path) -> tuple[int, ...] | None:
    """The highest glibc version one ELF file asks for (None: it asks for none)."""
    done = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True, check=False)
    versions = [
        tuple(int(part) for part in match.groups() if part is not None)
        for match in VERSION.finditer(done.stdout)
    ]
    return max(versions) if versions else None


def scan(folder: Path) -> list[tuple[tuple[int, ...], Path]]:
    """(version, file) for every ELF file under `folder`, newest need first."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            version = needed(path)
            if version is not None:
                found.append((version, path))
    return sorted(found, key=lambda item: item[0], reverse=True)


def text(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the bundle's folder (or one program)")
    parser.add_argument("--at-most", help="fail if the bundle needs a newer glibc (e.g. 2.31)")
    options = parser.parse_args(argv)
    if shutil.which("objdump") is None:
        print("glibc_needed: objdump is missing (install binutils)", file=sys.stderr)
        return 2
    target = options.folder
    found = scan(target) if target.is_dir() else [(needed(target) or (0,), target)]
    if not found:
        print(f"glibc_needed: no ELF file in {target} asks for glibc", file=sys.stderr)
        return 2
    newest, where = found[0]
    asking = [p.name for v, p in found if v == newest]
    print(f"glibc {text(newest)} ({len(found)} ELF files; the newest need: {', '.join(asking)})")
    if options.at_most:
        limit = tuple(int(part) for part in options.at_most.split("."))
        if newest > limit:
            print(
                f"glibc_needed: {where} needs glibc {text(newest)}, newer than {options.at_most}",
                file=sys.stderr,
            )
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
