"""The engine is the bottom layer: it imports nothing of Card Table outside `cardtable/engine/`
and nothing of pygame, and it writes no sentence for a person (cardtable.text does)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable.engine

ENGINE = Path(cardtable.engine.__file__).resolve().parent


def imported_modules(path: Path) -> list[str]:
    """Every module a file imports, relative imports resolved against its package."""
    package = ["cardtable", *path.relative_to(ENGINE.parent).parent.parts]
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found += [module] if node.module else [f"{module}.{a.name}" for a in node.names]
    return found


def test_the_resolver_sees_relative_and_absolute_imports() -> None:
    games = ENGINE / "games"
    relative = imported_modules(games / "clash" / "state.py")  # from ...core import ...
    absolute = imported_modules(games / "quattro" / "state.py")  # from cardtable.engine...
    assert "cardtable.engine.core" in relative and "cardtable.engine.cards" in absolute


def test_the_engine_imports_only_itself_the_standard_library_and_yaml() -> None:
    outside = {
        f"{path.relative_to(ENGINE.parent)}: {module}"
        for path in sorted(ENGINE.rglob("*.py"))
        for module in imported_modules(path)
        if (module.startswith("cardtable") and not module.startswith("cardtable.engine"))
        or module.split(".")[0] == "pygame"
    }
    assert not outside, sorted(outside)


def test_no_event_describes_itself() -> None:
    """Sentences about a game are written in cardtable/text, one place for every language."""
    describing = [
        f"{path.name}: {node.name}"
        for path in sorted(ENGINE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
        and any(isinstance(f, ast.FunctionDef) and f.name == "describe" for f in node.body)
    ]
    assert not describing, describing
