"""The engine is pure rules: nothing under cardtable/engine imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import cardtable.engine

ENGINE = Path(cardtable.engine.__file__).parent


def _imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_engine_module_imports_pygame():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 8  # core, cards, scenario, games/__init__ and the four games
    offenders = {
        str(f.relative_to(ENGINE)): sorted(m for m in _imported_modules(f) if "pygame" in m)
        for f in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_every_game_loads_no_pygame():
    code = (
        "import sys\n"
        "from cardtable.engine import scenario\n"
        "from cardtable.engine.games import all_specs\n"
        "assert len(all_specs()) == 4\n"
        "print(sorted(m for m in sys.modules if m.startswith('pygame')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
