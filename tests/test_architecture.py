"""The shape of the code, computed from the code: no import circle, imports run down the floors of
docs/architecture.md, modules and functions stay small, and no `if game == "..."` outside the
games' own packages.

Every import counts: module level, inside functions and under `TYPE_CHECKING`. The allow-lists
below name what is still crooked today and the work package that straightens it (issue 14); each
entry must still be needed (a stale one fails), so the lists only ever shrink.
"""

from __future__ import annotations

import ast
import graphlib
import sys
from functools import cache
from pathlib import Path

import cardtable
from cardtable.engine.games import GAME_IDS

PACKAGE = Path(cardtable.__file__).parent
ROOT = PACKAGE.parent

# The parts of cardtable/themes/ without pixels (floor 3); render and the package's own module,
# which joins loading and drawing for the app, are on floor 5.
THEME_DATA = ("model", "decks", "schema", "files", "build", "fallback", "loader")

# The floors, from the ground up (docs/architecture.md): a module may import from its own floor
# and those below. The longest matching prefix decides a module's floor.
FLOORS: dict[str, int] = {
    "cardtable": 0,  # the package itself: the version
    "cardtable.paths": 0,
    "cardtable.i18n": 0,
    "cardtable.po": 0,
    "cardtable.applog": 0,
    "cardtable.engine": 1,
    "cardtable.ai": 2,
    "cardtable.text": 3,
    "cardtable.themes": 5,  # the app's loading (with render's file check) and drawing
    **{f"cardtable.themes.{part}": 3 for part in THEME_DATA},
    "cardtable.storage": 4,
    "cardtable.locks": 4,
    "cardtable.match": 4,
    "cardtable.saves": 4,
    "cardtable.stats": 4,
    "cardtable.housekeeping": 4,
    "cardtable.reviews": 4,
    "cardtable.ui": 8,  # the package's own modules not named below: main, headless, screens
    "cardtable.ui.core": 5,
    "cardtable.ui.routes": 5,  # data only, imported by the table and the scenes
    "cardtable.ui.table": 6,
    "cardtable.ui.games": 7,
    "cardtable.ui.scenes": 7,
    "cardtable.cli": 9,
    "cardtable.cli_analysis": 9,
    "cardtable.__main__": 9,
    "cardtable.smoke": 9,
    "cardtable.headless_play": 9,
    "cardtable.bench": 9,
    "cardtable.fuzz": 9,
    "cardtable.theme_tools": 9,
}

# Edges that break a rule today, each with the work package that removes it.
CROOKED_EDGES: dict[tuple[str, str], str] = {}

# Modules that may import cardtable.i18n (§2.1). Anything else words nothing for people.
I18N_IMPORTERS = ("cardtable.text", "cardtable.ui", "cardtable.cli", "cardtable.smoke")
I18N_IMPORTERS_EXACT = ("cardtable.headless_play", "cardtable.storage", "cardtable.cli_analysis")
I18N_CROOKED: dict[str, str] = {}

# Modules that import pygame although their floor has no pixels.
PYGAME_CROOKED: dict[str, str] = {}

MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80  # in ui/ and engine/
LONG_MODULES: dict[str, str] = {}
LONG_FUNCTIONS: dict[str, str] = {}

# Where a game may be named in a test: its own packages.
GAME_PLACES = (
    "cardtable/engine/games/",
    "cardtable/ai/games/",
    "cardtable/text/games/",
    "cardtable/ui/games/",
    "cardtable/themes/decks.py",
)
GAME_TESTS_CROOKED: dict[str, str] = {}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


@cache
def tree(name: str) -> ast.Module:
    return ast.parse(modules()[name].read_text(encoding="utf-8"))


def imported_names(name: str) -> set[str]:
    """Every dotted name `name` imports (relative ones resolved), of any package."""
    path = modules()[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree(name)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            # `from a import b` imports a.b when b is a module, else a (own_module decides)
            found.update(f"{source}.{alias.name}" for alias in node.names)
    return found


def own_module(dotted: str) -> str | None:
    """The cardtable module a dotted name lands in (the longest known prefix)."""
    while dotted:
        if dotted in modules():
            return dotted
        dotted = dotted.rpartition(".")[0]
    return None


@cache
def edges() -> dict[str, frozenset[str]]:
    graph = {}
    for name in modules():
        targets = {own_module(d) for d in imported_names(name) if d.split(".")[0] == "cardtable"}
        graph[name] = frozenset(t for t in targets if t is not None and t != name)
    return graph


def floor(name: str) -> int:
    prefix = max((p for p in FLOORS if name == p or name.startswith(p + ".")), key=len)
    return FLOORS[prefix]


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_the_import_graph_is_read_from_the_code():
    graph = edges()
    assert len(graph) > 60
    assert "cardtable.ui.core.scene" in graph["cardtable.ui.core.router"]
    assert "cardtable.engine.core" in graph["cardtable.engine.games.cuckoo.state"]
    # function-level imports count too: the CLI loads the app only when it is asked for
    assert "cardtable.ui.main" in graph["cardtable.cli"]


def test_no_import_cycle():
    try:
        graphlib.TopologicalSorter(edges()).prepare()
    except graphlib.CycleError as err:
        raise AssertionError(f"import circle: {' -> '.join(err.args[1])}") from None


def rule_breaks(importer: str, imported: str) -> list[str]:
    """What is wrong with `importer` importing `imported` (empty: nothing)."""
    wrong = []
    if floor(importer) < floor(imported):
        wrong.append(f"floor {floor(importer)} imports floor {floor(imported)}")
    if within(importer, "cardtable.engine") and not within(imported, "cardtable.engine"):
        wrong.append("the engine imports only the engine")
    if within(importer, "cardtable.ai") and not (
        within(imported, "cardtable.ai") or within(imported, "cardtable.engine")
    ):
        wrong.append("the AI imports only the engine and itself")
    if within(importer, "cardtable.text") and (
        within(imported, "cardtable.ui") or within(imported, "cardtable.themes")
    ):
        wrong.append("the text layer draws nothing")
    if (
        within(importer, "cardtable.ui.core")
        and within(imported, "cardtable.ui")
        and not within(imported, "cardtable.ui.core")
    ):
        wrong.append("the UI core knows no table, game or scene")
    if within(importer, "cardtable.ui.table") and (
        within(imported, "cardtable.ui.games") or within(imported, "cardtable.ui.scenes")
    ):
        wrong.append("the table layer knows no game and no scene")
    package = "cardtable.ui.games"
    inside = importer.startswith(package + ".") and imported.startswith(package + ".")
    if inside and importer.split(".")[3] != imported.split(".")[3]:
        wrong.append("a game's table imports no other game's")
    if within(imported, "cardtable.ui.scenes") and importer != "cardtable.ui.screens":
        wrong.append("only ui.screens imports the scenes (a scene asks the router)")
    return wrong


def test_imports_run_down_the_floors():
    broken = {
        (importer, imported): rule_breaks(importer, imported)
        for importer, targets in edges().items()
        for imported in targets
        if rule_breaks(importer, imported)
    }
    unexpected = {edge: why for edge, why in broken.items() if edge not in CROOKED_EDGES}
    assert unexpected == {}
    assert sorted(set(CROOKED_EDGES) - set(broken)) == [], "straightened: drop from the list"


def test_the_floor_rules_catch_what_they_name():
    assert rule_breaks("cardtable.engine.core", "cardtable.ui.core.app")
    assert rule_breaks("cardtable.ai.ismcts", "cardtable.i18n")
    assert rule_breaks("cardtable.ui.core.app", "cardtable.ui.scenes.title")
    assert rule_breaks("cardtable.ui.scenes.title", "cardtable.ui.scenes.setup")
    assert rule_breaks("cardtable.ui.games.polar", "cardtable.ui.games.cuckoo")
    assert rule_breaks("cardtable.ui.table", "cardtable.ui.scenes.result")
    assert not rule_breaks("cardtable.ui.scenes.title", "cardtable.ui.routes")
    assert not rule_breaks("cardtable.ui.scenes.log", "cardtable.ui.core.textpage")
    assert not rule_breaks("cardtable.ui.screens", "cardtable.ui.scenes.title")
    assert not rule_breaks("cardtable.ui.games.polar", "cardtable.ui.table")


def test_the_engine_imports_nothing_outside_the_engine():
    allowed_outside = {"yaml", *sys.stdlib_module_names}
    strays: dict[str, list[str]] = {}
    for name in modules():
        if not within(name, "cardtable.engine"):
            continue
        for dotted in imported_names(name):
            top = dotted.split(".")[0]
            if top == "cardtable":
                target = own_module(dotted)
                outside = target is not None and not within(target, "cardtable.engine")
                if outside and (name, target) not in CROOKED_EDGES:
                    strays.setdefault(name, []).append(target)
            elif top and top not in allowed_outside:
                strays.setdefault(name, []).append(dotted)
    assert strays == {}


def test_only_the_text_and_ui_layers_import_i18n():
    importers = {name for name, targets in edges().items() if "cardtable.i18n" in targets}
    allowed = {
        name
        for name in importers
        if name in I18N_IMPORTERS_EXACT or any(within(name, p) for p in I18N_IMPORTERS)
    }
    assert sorted(importers - allowed - set(I18N_CROOKED)) == []
    assert sorted(set(I18N_CROOKED) - importers) == [], "straightened: drop from the list"


def test_no_pixels_below_the_ui():
    with_pygame = {
        name for name in modules() if any(d.split(".")[0] == "pygame" for d in imported_names(name))
    }
    assert "cardtable.ui.core.app" in with_pygame  # the scan sees pygame where it is
    below = {name for name in with_pygame if floor(name) <= 4}
    assert sorted(below - set(PYGAME_CROOKED)) == []
    assert sorted(set(PYGAME_CROOKED) - below) == [], "straightened: drop from the list"


def functions(node: ast.AST):
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            yield child


def test_modules_and_functions_stay_small():
    long_modules, long_functions = set(), set()
    for name, path in modules().items():
        where = path.relative_to(ROOT).as_posix()
        if len(path.read_text(encoding="utf-8").splitlines()) > MAX_MODULE_LINES:
            long_modules.add(where)
        if within(name, "cardtable.ui") or within(name, "cardtable.engine"):
            for function in functions(tree(name)):
                assert function.end_lineno is not None
                if function.end_lineno - function.lineno + 1 > MAX_FUNCTION_LINES:
                    long_functions.add(f"{where}:{function.name}")
    assert sorted(long_modules - set(LONG_MODULES)) == [], f"over {MAX_MODULE_LINES} lines"
    assert sorted(long_functions - set(LONG_FUNCTIONS)) == [], f"over {MAX_FUNCTION_LINES}"
    assert sorted(set(LONG_MODULES) - long_modules) == [], "now short: drop from the list"
    assert sorted(set(LONG_FUNCTIONS) - long_functions) == [], "now short: drop from the list"


def game_tests(node: ast.AST) -> list[int]:
    """The lines comparing something with a game id."""
    lines = []
    for compare in ast.walk(node):
        if isinstance(compare, ast.Compare):
            sides = [compare.left, *compare.comparators]
            if any(isinstance(s, ast.Constant) and s.value in GAME_IDS for s in sides):
                lines.append(compare.lineno)
    return lines


def test_no_game_id_tests_outside_the_games():
    found = {}
    for name, path in modules().items():
        where = path.relative_to(ROOT).as_posix()
        if any(where.startswith(place) for place in GAME_PLACES):
            continue
        if lines := game_tests(tree(name)):
            found[where] = lines
    assert sorted(set(found) - set(GAME_TESTS_CROOKED)) == [], found
    assert sorted(set(GAME_TESTS_CROOKED) - set(found)) == [], "straightened: drop from the list"
    assert game_tests(ast.parse('if game == "polar" or "clash" != g:\n    pass')) == [1, 1]
