"""Hatchling build hook (pyproject.toml): what a wheel and an sdist carry besides the code.

- The wheel: every file of the repository's top-level `assets/` and `themes/`, mapped into the
  package as `cardtable/data/assets/...` and `cardtable/data/themes/...` (where
  `cardtable.paths.data_root()` looks in an installed copy), and each language's catalogue
  compiled to `cardtable.mo` beside its `.po`. An editable install maps nothing: the code runs
  from the checkout and reads `assets/` and `themes/` where they are.
- The sdist: its files as they are in the repository (assets/ and themes/ at the top), plus the
  compiled catalogues, so the sdist has everything the wheel has.

The catalogues are compiled by `cardtable/po.py`, the same code the app uses to read a `.po`
in a checkout, so a wheel's `.mo` holds exactly what the checkout shows.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

DATA_FOLDERS = ("assets", "themes")
PACKAGE_DATA = "cardtable/data"
CATALOGUES = "assets/locale/*/LC_MESSAGES/cardtable.po"
SKIPPED = ("__pycache__", ".DS_Store")


class CardTableBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        self._scratch = Path(tempfile.mkdtemp(prefix="cardtable-build-"))
        included: dict[str, str] = build_data.setdefault("force_include", {})
        prefix = f"{PACKAGE_DATA}/" if self.target_name == "wheel" else ""
        if self.target_name == "wheel":
            for folder in DATA_FOLDERS:
                for path in sorted((root / folder).rglob("*")):
                    if path.is_file() and not _skipped(path) and path.suffix != ".mo":
                        included[str(path)] = prefix + path.relative_to(root).as_posix()
        for source, compiled in _compile_catalogues(root, self._scratch):
            target = source.with_suffix(".mo").relative_to(root).as_posix()
            included[str(compiled)] = prefix + target

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def _skipped(path: Path) -> bool:
    return any(part in SKIPPED for part in path.parts)


def _compile_catalogues(root: Path, scratch: Path) -> list[tuple[Path, Path]]:
    po = _load_po_module(root / "cardtable" / "po.py")
    compiled = []
    for source in sorted(root.glob(CATALOGUES)):
        entries = po.parse_po(source.read_text(encoding="utf-8"), str(source))
        target = scratch / source.relative_to(root).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(po.compile_mo(entries))
        compiled.append((source, target))
    if not compiled:
        raise RuntimeError(f"no catalogue found under {root / 'assets' / 'locale'}")
    return compiled


def _load_po_module(path: Path):
    """cardtable/po.py on its own (it imports nothing of the package), without importing the
    package, whose dependencies the build environment does not have."""
    spec = importlib.util.spec_from_file_location("_cardtable_po", path)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module
