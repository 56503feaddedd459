"""Extract every message of Card Table into the gettext template, and bring the catalogues up
to date with it.

    python tools/extract_messages.py            write assets/locale/cardtable.pot
    python tools/extract_messages.py --check    exit 1 if the template is out of date
    python tools/extract_messages.py --update   also add new messages (untranslated) to every
                                                assets/locale/<lang>/LC_MESSAGES/cardtable.po
                                                and drop the ones the code no longer uses

What is a message:
  - the literal first argument of tr(), trn() (with its plural) and trc() (with its context),
    and of N_() (a message marked where it is defined and translated where it is shown);
  - tr(name) where `name` is assigned string literals in the same function (a conditional
    choice of whole sentences), and the two sentences of a table's says(seat, yours, theirs);
  - the rules pages and blurbs (cardtable/text/rules.py), the games' titles, every card id of
    every game (context "<game> card": the name a reader of the language calls the card), the
    AI players' names (context "AI player name") and the names of the bundled themes.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.po import Entry, format_po, header_fields, parse_po  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "cardtable.pot"
HEADER = (
    "Project-Id-Version: Card Table\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
)
# A table's helper that says a sentence to the viewer or about another seat: says(seat, yours,
# theirs, ...) - both sentences are messages.
SENTENCE_HELPERS = {"says": (1, 2)}


@dataclass
class Found:
    entries: dict[tuple[str | None, str], Entry] = field(default_factory=dict)

    def add(
        self,
        msgid: str,
        where: str,
        context: str | None = None,
        plural: str | None = None,
        comment: str | None = None,
    ) -> None:
        key = (context, msgid)
        entry = self.entries.get(key)
        if entry is None:
            entry = self.entries[key] = Entry(msgid, context=context, plural=plural)
            if plural is not None:
                entry.plurals = ["", ""]
            if "{" in msgid or (plural and "{" in plural):
                entry.flags.add("python-brace-format")
        elif plural is not None and entry.plural is None:
            entry.plural, entry.plurals = plural, ["", ""]
        if comment and comment not in entry.comments:
            entry.comments.append(comment)
        if where and where not in entry.references:
            entry.references.append(where)


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _literals(node: ast.expr | None) -> list[str]:
    """String literals an expression may evaluate to (a constant, or the branches of a
    conditional expression)."""
    if node is None:
        return []
    text = _literal(node)
    if text is not None:
        return [text]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [t for value in node.values for t in _literals(value)]
    return []


class _Visitor(ast.NodeVisitor):
    def __init__(self, found: Found, path: str) -> None:
        self.found = found
        self.path = path
        self.scopes: list[ast.AST] = []

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.scopes.append(node)
        self.generic_visit(node)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def _assigned(self, name: str) -> list[str]:
        scope = self.scopes[-1] if self.scopes else None
        if scope is None:
            return []
        texts: list[str] = []
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets
            ):
                texts += _literals(node.value)
        return texts

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        where = self.path  # files only: a moved line does not change the catalogues
        args = node.args
        if name in ("tr", "N_") and args:
            texts = _literals(args[0])
            if not texts and isinstance(args[0], ast.Name) and name == "tr":
                texts = self._assigned(args[0].id)
            for text in texts:
                self.found.add(text, where)
        elif name == "trn" and len(args) >= 2:
            singular, plural = _literal(args[0]), _literal(args[1])
            if singular is not None and plural is not None:
                self.found.add(singular, where, plural=plural)
        elif name == "trc" and len(args) >= 2:
            context, text = _literal(args[0]), _literal(args[1])
            if context is not None and text is not None:
                self.found.add(text, where, context=context)
        elif name in SENTENCE_HELPERS:
            for index in SENTENCE_HELPERS[name]:
                if index < len(args):
                    for text in _literals(args[index]):
                        self.found.add(text, where)
        self.generic_visit(node)


def _from_code(found: Found) -> None:
    for path in sorted((ROOT / "cardtable").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), relative)
        _Visitor(found, relative).visit(tree)


def _from_data(found: Found) -> None:
    import yaml

    from cardtable.engine.games import GAME_IDS, get_spec
    from cardtable.text import rules as rules_text

    for game in GAME_IDS:
        spec = get_spec(game)
        found.add(spec.title, f"cardtable/engine/games/{game}/spec.py", comment="a game's name")
    for game, text in rules_text.GAME_BLURBS.items():
        found.add(text, "cardtable/text/rules.py", comment=f"the game chooser's line on {game}")
    for game, page in rules_text._RULES.items():
        for text, heading in page:
            kind = "a heading" if heading else "a paragraph"
            found.add(text, "cardtable/text/rules.py", comment=f"{kind} of the rules of {game}")
    for game in GAME_IDS:
        for card in dict.fromkeys(get_spec(game).deck):
            found.add(
                card,
                "cardtable/text/cards.py",
                context=f"{game} card",
                comment=f"the name of the {game} card printed as {card} (see docs/translating.md)",
            )
    from cardtable.text.labels import AI_NAMES

    for name in AI_NAMES:
        found.add(
            name,
            "cardtable/text/labels.py",
            context="AI player name",
            comment="a name for an AI player, familiar to readers of the language",
        )
    for theme in sorted((ROOT / "themes").glob("*/theme.yaml")):
        data = yaml.safe_load(theme.read_text(encoding="utf-8")) or {}
        if isinstance(data.get("name"), str):
            where = theme.relative_to(ROOT).as_posix()
            found.add(data["name"], where, comment="the name of a bundled theme")


def extract() -> list[Entry]:
    """Every message, the header first."""
    found = Found()
    _from_code(found)
    _from_data(found)
    header = Entry("", HEADER)
    return [header, *found.entries.values()]


def template_text() -> str:
    return format_po(extract())


def update_catalogue(path: Path, template: list[Entry]) -> tuple[int, int]:
    """Bring `path` up to date with `template`: (messages added, messages dropped)."""
    old = parse_po(path.read_text(encoding="utf-8"), str(path)) if path.exists() else []
    by_key = {entry.key: entry for entry in old}
    header = by_key.get((None, ""))
    result = [header or Entry("", HEADER)]
    added = 0
    for entry in template[1:]:
        current = by_key.get(entry.key)
        fresh = Entry(
            entry.msgid,
            context=entry.context,
            plural=entry.plural,
            flags=set(entry.flags),
            comments=list(entry.comments),
            references=list(entry.references),
        )
        if current is None:
            added += 1
            nplurals = _nplurals(header)
            fresh.plurals = [""] * nplurals if entry.plural is not None else []
        else:
            fresh.msgstr = current.msgstr
            fresh.plurals = list(current.plurals)
            if "fuzzy" in current.flags:
                fresh.flags.add("fuzzy")
        result.append(fresh)
    used = {entry.key for entry in template}
    dropped = sum(1 for entry in old if entry.key not in used)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_po(result), encoding="utf-8")
    return added, dropped


def _nplurals(header: Entry | None) -> int:
    fields = header_fields([header]) if header else {}
    forms = fields.get("Plural-Forms", "nplurals=2;")
    for part in forms.split(";"):
        key, _, value = part.partition("=")
        if key.strip() == "nplurals" and value.strip().isdigit():
            return int(value)
    return 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the template is stale")
    parser.add_argument("--update", action="store_true", help="also update every catalogue")
    options = parser.parse_args(argv)
    text = template_text()
    if options.check:
        current = TEMPLATE.read_text(encoding="utf-8") if TEMPLATE.exists() else ""
        if current != text:
            print(f"{TEMPLATE.relative_to(ROOT)} is out of date: run tools/extract_messages.py")
            return 1
        print(f"{TEMPLATE.relative_to(ROOT)} is up to date")
        return 0
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(text, encoding="utf-8")
    entries = extract()
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(entries) - 1} messages")
    if options.update:
        for catalogue in sorted(LOCALE.glob("*/LC_MESSAGES/cardtable.po")):
            added, dropped = update_catalogue(catalogue, entries)
            print(f"{catalogue.relative_to(ROOT)}: {added} new, {dropped} dropped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
