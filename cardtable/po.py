"""Gettext catalogues: read .po sources, write .po/.pot files, compile to .mo bytes.

The standard library reads compiled catalogues (`gettext.GNUTranslations`) but has no msgfmt;
this is the small part of msgfmt and xgettext the app and `tools/extract_messages.py` need:
contexts (msgctxt), plural forms (msgid_plural / msgstr[n]), flags (`#, fuzzy`), comments.
"""

from __future__ import annotations

import ast
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class Entry:
    msgid: str
    msgstr: str = ""
    context: str | None = None
    plural: str | None = None
    plurals: list[str] = field(default_factory=list)  # msgstr[0], msgstr[1], ...
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # "#." extracted comments
    references: list[str] = field(default_factory=list)  # "#:" file:line

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def translated(self) -> bool:
        if "fuzzy" in self.flags:
            return False
        if self.plural is not None:
            return bool(self.plurals) and all(self.plurals)
        return bool(self.msgstr)


class PoError(ValueError):
    pass


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if not (len(token) >= 2 and token[0] == '"' and token[-1] == '"'):
        raise PoError(f"{where}: expected a quoted string, not {token[:40]!r}")
    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError) as err:
        raise PoError(f"{where}: {err}") from None
    if not isinstance(value, str):
        raise PoError(f"{where}: expected a string")
    return value


def parse_po(text: str, name: str = "catalogue") -> list[Entry]:
    """The entries of a .po/.pot file, the header (msgid "") first if present.
    Obsolete entries (#~) are skipped."""
    entries: list[Entry] = []
    current: Entry | None = None
    keyword: str | None = None  # which string continuation lines extend
    pending_flags: set[str] = set()
    pending_comments: list[str] = []
    pending_refs: list[str] = []
    context: str | None = None

    def finish() -> None:
        nonlocal current, keyword
        if current is not None:
            entries.append(current)
        current = None
        keyword = None

    for number, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{number}"
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line:
                finish()
            continue
        if line.startswith("#"):
            finish()
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#."):
                pending_comments.append(line[2:].strip())
            elif line.startswith("#:"):
                pending_refs += line[2:].split()
            continue
        if line.startswith('"'):
            if current is None and keyword != "msgctxt":
                raise PoError(f"{where}: a string continues nothing")
            value = _unquote(line, where)
            if keyword == "msgctxt":
                context = (context or "") + value
            elif current is not None and keyword == "msgid":
                current.msgid += value
            elif current is not None and keyword == "msgid_plural":
                current.plural = (current.plural or "") + value
            elif current is not None and keyword == "msgstr":
                current.msgstr += value
            elif current is not None and keyword and keyword.startswith("msgstr["):
                current.plurals[-1] += value
            continue
        word, _, rest = line.partition(" ")
        if word == "msgctxt":
            finish()
            context = _unquote(rest, where)
            keyword = "msgctxt"
        elif word == "msgid":
            if current is not None:
                finish()
            current = Entry(
                _unquote(rest, where),
                context=context,
                flags=pending_flags,
                comments=pending_comments,
                references=pending_refs,
            )
            context, pending_flags, pending_comments, pending_refs = None, set(), [], []
            keyword = "msgid"
        elif word == "msgid_plural" and current is not None:
            current.plural = _unquote(rest, where)
            keyword = "msgid_plural"
        elif word == "msgstr" and current is not None:
            current.msgstr = _unquote(rest, where)
            keyword = "msgstr"
        elif word.startswith("msgstr[") and word.endswith("]") and current is not None:
            index = int(word[7:-1])
            if index != len(current.plurals):
                raise PoError(f"{where}: msgstr[{index}] out of order")
            current.plurals.append(_unquote(rest, where))
            keyword = word
        else:
            raise PoError(f"{where}: cannot read {line[:40]!r}")
    finish()
    return entries


def header_fields(entries: Iterable[Entry]) -> dict[str, str]:
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            result = {}
            for line in entry.msgstr.splitlines():
                key, _, value = line.partition(":")
                if key.strip():
                    result[key.strip()] = value.strip()
            return result
    return {}


def compile_mo(entries: Iterable[Entry]) -> bytes:
    """GNU .mo bytes of the translated entries (untranslated and fuzzy ones are left out, as
    msgfmt does, so they fall back to the English text)."""
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            pairs[b""] = entry.msgstr.encode("utf-8")
            continue
        if not entry.translated:
            continue
        key = entry.msgid
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        if entry.plural is not None:
            key = f"{key}\x00{entry.plural}"
            value = "\x00".join(entry.plurals)
        else:
            value = entry.msgstr
        pairs[key.encode("utf-8")] = value.encode("utf-8")
    keys = sorted(pairs)
    count = len(keys)
    originals_at = 28
    translations_at = originals_at + 8 * count
    data_at = translations_at + 8 * count
    blob = bytearray()
    originals, translations = [], []
    for key in keys:
        originals.append((len(key), data_at + len(blob)))
        blob += key + b"\x00"
    for key in keys:
        value = pairs[key]
        translations.append((len(value), data_at + len(blob)))
        blob += value + b"\x00"
    out = bytearray(struct.pack("<7I", 0x950412DE, 0, count, originals_at, translations_at, 0, 0))
    for length, offset in originals + translations:
        out += struct.pack("<2I", length, offset)
    return bytes(out + blob)


def _quote(text: str) -> str:
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'


def _string(keyword: str, text: str, width: int = 79) -> list[str]:
    """`keyword "text"`, split over lines at spaces (and after \\n) when it is long."""
    if len(keyword) + len(_quote(text)) + 1 <= width and "\n" not in text[:-1]:
        return [f"{keyword} {_quote(text)}"]
    pieces: list[str] = []
    for part in text.splitlines(keepends=True):
        line = ""
        for word in part.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and len(_quote(candidate + " ")) > width:
                pieces.append(line + " ")
                line = word
            else:
                line = candidate
        pieces.append(line)
    return [f'{keyword} ""', *(_quote(piece) for piece in pieces if piece)]


def format_po(entries: Iterable[Entry]) -> str:
    """The text of a .po/.pot file for `entries` (the header entry first)."""
    blocks: list[str] = []
    for entry in entries:
        lines = [f"#. {c}" for c in entry.comments]
        refs = " ".join(entry.references)
        if refs:
            lines.append(f"#: {refs}")
        if entry.flags:
            lines.append("#, " + ", ".join(sorted(entry.flags)))
        if entry.context is not None:
            lines += _string("msgctxt", entry.context)
        lines += _string("msgid", entry.msgid)
        if entry.plural is not None:
            lines += _string("msgid_plural", entry.plural)
            for index, text in enumerate(entry.plurals or ["", ""]):
                lines += _string(f"msgstr[{index}]", text)
        else:
            lines += _string("msgstr", entry.msgstr)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"
