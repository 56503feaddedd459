"""Reading files that anybody may have written: scenarios, saves, replays, themes, settings.

Every such file is read here, within limits, so that no file can hang the program, exhaust its
memory or make it throw: only regular files (never a FIFO, a device or a folder), at most
`max_bytes`, collections nested at most `max_depth` deep, at most `max_nodes` values once YAML
aliases are expanded (so a few hundred bytes of aliases cannot stand for billions of values),
no alias inside the structure it names, whole numbers of at most `max_int_digits` digits, finite
numbers only, no key twice in one mapping, and only plain data: text, numbers, true/false, null,
lists and mappings (a date, binary data, a set or a Python object is refused, not built).

Whatever is wrong raises `UntrustedInputError` naming the file, the line and the problem.
Standard library and PyYAML only: the engine reads scenarios with it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import (
    AliasEvent,
    Event,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.resolver import Resolver

try:  # libyaml scans ten times faster than pure Python; composing stays ours, with limits
    from yaml.cyaml import CParser as _EventSource  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _EventSource(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)


@dataclass(frozen=True)
class Limits:
    """How much one file may hold."""

    max_bytes: int
    max_depth: int = 32
    max_nodes: int = 50_000
    max_int_digits: int = 40


class UntrustedInputError(ValueError):
    """A file that cannot be read safely; `problem` says why in words, `line` where (1-based)."""

    def __init__(self, problem: str, source: str, line: int | None = None) -> None:
        self.problem = problem
        self.source = source
        self.line = line
        super().__init__(f"{self.where}: {problem}")

    @property
    def where(self) -> str:
        return f"{self.source}:{self.line}" if self.line else self.source


# --- files -------------------------------------------------------------------------------------


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (a link is followed, and what it
    points to must be a regular file too)."""
    name = str(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise UntrustedInputError(f"this is {_kind_of(info.st_mode)}, not a file", name)
        if info.st_size > max_bytes:
            raise UntrustedInputError(
                f"the file is {info.st_size} bytes; at most {max_bytes} expected", name
            )
        # O_NONBLOCK: should a FIFO be swapped in after the check, opening it cannot hang
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise UntrustedInputError(f"this is {_kind_of(mode)}, not a file", name)
            data = handle.read(max_bytes + 1)  # a file that grows meanwhile is still bounded
    except OSError as err:
        raise UntrustedInputError(f"cannot read the file ({err.strerror or err})", name) from None
    if len(data) > max_bytes:
        raise UntrustedInputError(f"the file is over {max_bytes} bytes", name)
    return data


def read_text(path: str | os.PathLike[str], max_bytes: int) -> str:
    """A regular file's UTF-8 text (a byte-order mark is dropped)."""
    data = read_bytes(path, max_bytes)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise UntrustedInputError(f"not UTF-8 text (byte {err.start})", str(path), line) from None
    return text.removeprefix("\ufeff")


# --- YAML --------------------------------------------------------------------------------------

_PLAIN = "expected plain text, numbers, true/false, lists and mappings"
_TAG_WORDS = {
    "tag:yaml.org,2002:timestamp": "a date or time",
    "tag:yaml.org,2002:binary": "binary data",
    "tag:yaml.org,2002:set": "a set",
    "tag:yaml.org,2002:omap": "an ordered mapping",
    "tag:yaml.org,2002:pairs": "a list of pairs",
}
_MERGE = "tag:yaml.org,2002:merge"


@dataclass(frozen=True)
class Document:
    """Parsed YAML: the plain data, and the composed nodes for saying where a value was."""

    data: Any
    root: Node | None
    source: str

    def line(self, *path: str | int) -> int | None:
        """The 1-based line where the value at `path` (keys and list indexes) is written (its
        key's line, for a value in a mapping), or None when there is no such value."""
        node = self.root
        line = None if node is None else node.start_mark.line + 1
        for part in path:
            if isinstance(node, MappingNode):
                keyed = [(k, v) for k, v in node.value if isinstance(k, ScalarNode)]
                pair = next(((k, v) for k, v in keyed if k.value == str(part)), None)
                if pair is None:
                    return None
                line, node = pair[0].start_mark.line + 1, pair[1]
            elif isinstance(node, SequenceNode) and isinstance(part, int):
                if not 0 <= part < len(node.value):
                    return None
                node = node.value[part]
                line = node.start_mark.line + 1
            else:
                return None
        return line


class _LimitedComposer:
    """PyYAML's composer with limits: it counts every value as it is read (an alias counts as
    everything it names), stops at the depth and size limits, refuses an alias inside the
    structure it names, and refuses a key that a mapping already has."""

    limits: Limits
    source: str

    if TYPE_CHECKING:  # what the parser it is mixed with provides

        def get_event(self) -> Any: ...
        def check_event(self, *choices: type[Event]) -> bool: ...
        def peek_event(self) -> Any: ...
        def resolve(self, kind: type[Node], value: str | None, implicit: Any) -> str: ...

    def _start_limits(self, limits: Limits, source: str) -> None:
        self.limits = limits
        self.source = source
        self.anchors: dict[str, Node] = {}
        self._values = 0
        self._depth = 0
        self._open: set[int] = set()  # collections being composed, by id
        self._sizes: dict[int, int] = {}  # anchored node -> values it stands for

    def _fail(self, problem: str, mark: Any) -> UntrustedInputError:
        return UntrustedInputError(problem, self.source, mark.line + 1 if mark else None)

    def _count(self, values: int, mark: Any) -> None:
        self._values += values
        if self._values > self.limits.max_nodes:
            raise self._fail(
                f"more than {self.limits.max_nodes} values (YAML aliases count as what they "
                "repeat); the file is too large",
                mark,
            )

    def get_single_node(self) -> Node | None:
        self.get_event()  # stream start
        document = None
        if not self.check_event(StreamEndEvent):
            document = self.compose_document()
        if not self.check_event(StreamEndEvent):
            raise self._fail(
                "expected one YAML document, found another", self.get_event().start_mark
            )
        self.get_event()  # stream end
        return document

    def compose_document(self) -> Node:
        self.get_event()  # document start
        node = self.compose_node(None, None)
        self.get_event()  # document end
        self.anchors = {}
        return node

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        if self.check_event(AliasEvent):
            event = self.get_event()
            node = self.anchors.get(event.anchor)
            if node is None:
                raise self._fail(
                    f"the alias *{event.anchor} names no anchor before it", event.start_mark
                )
            if id(node) in self._open:
                raise self._fail(
                    f"the alias *{event.anchor} lies inside the structure it names (a "
                    "recursive alias)",
                    event.start_mark,
                )
            self._count(self._sizes[id(node)], event.start_mark)
            return node
        event = self.peek_event()
        if event.anchor is not None and event.anchor in self.anchors:
            raise self._fail(f"the anchor &{event.anchor} is defined twice", event.start_mark)
        before = self._values
        self._count(1, event.start_mark)
        if self.check_event(ScalarEvent):
            node = self._scalar()
        else:
            if self._depth >= self.limits.max_depth:
                raise self._fail(
                    f"lists and mappings nested more than {self.limits.max_depth} deep",
                    event.start_mark,
                )
            self._depth += 1
            node = self._collection()
            self._depth -= 1
        if event.anchor is not None:
            self._sizes[id(node)] = self._values - before
        return node

    def _tag(self, kind: type[Node], event: Any, value: str | None) -> str:
        tag: str | None = event.tag
        if tag is None or tag == "!":
            tag = self.resolve(kind, value, event.implicit)
        return tag

    def _scalar(self) -> ScalarNode:
        event = self.get_event()
        tag = self._tag(ScalarNode, event, event.value)
        node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        if event.anchor is not None:
            self.anchors[event.anchor] = node
        return node

    def _collection(self) -> Node:
        start = self.get_event()
        mapping = isinstance(start, MappingStartEvent)
        kind: type[MappingNode] | type[SequenceNode] = MappingNode if mapping else SequenceNode
        tag = self._tag(kind, start, None)
        node: MappingNode | SequenceNode = kind(
            tag, [], start.start_mark, None, flow_style=start.flow_style
        )
        if start.anchor is not None:
            self.anchors[start.anchor] = node
        self._open.add(id(node))
        if mapping:
            seen: dict[Any, int] = {}
            while not self.check_event(MappingEndEvent):
                key = self.compose_node(node, None)
                self._check_key(key, seen)
                node.value.append((key, self.compose_node(node, key)))
        else:
            while not self.check_event(SequenceEndEvent):
                node.value.append(self.compose_node(node, len(node.value)))
        node.end_mark = self.get_event().end_mark
        self._open.discard(id(node))
        return node

    def _check_key(self, key: Node, seen: dict[Any, int]) -> None:
        if not isinstance(key, ScalarNode) or key.tag == _MERGE:
            return  # a list or mapping as a key is refused when built; merges may override
        value = self.construct_object(key)  # type: ignore[attr-defined]
        line = key.start_mark.line + 1
        if value in seen:
            raise self._fail(
                f"the key {key.value!r} appears twice in one mapping (first on line {seen[value]})",
                key.start_mark,
            )
        seen[value] = line


def _refused(node: Node, message: str) -> ConstructorError:
    """PyYAML's refusal of `node`, which names its line and column."""
    return ConstructorError(None, None, message, node.start_mark)


class _PlainConstructor(SafeConstructor):
    """Builds only plain data; refuses numbers that cannot be used safely."""

    yaml_constructors: ClassVar[dict[Any, Any]] = {}  # PyYAML's registry, filled below
    limits: Limits

    def construct_undefined(self, node: Node) -> Any:
        tag = node.tag or "?"
        if tag.startswith("tag:yaml.org,2002:python/"):
            what = "a Python object"
        else:
            what = _TAG_WORDS.get(tag, "a value with an unknown tag")
        shown = tag.replace("tag:yaml.org,2002:", "!!")
        if shown == "!!timestamp":
            shown += ", put in quotes to mean the text"
        raise _refused(node, f"{what} ({shown}) is refused; {_PLAIN}")

    def construct_limited_int(self, node: ScalarNode) -> int:
        text = str(node.value)
        most = self.limits.max_int_digits
        if len(text) > 2 * most + 4:  # before int(): Python refuses 4,300 digits with an error
            raise _refused(
                node, f"a number of {len(text)} characters; at most {most} digits expected"
            )
        try:
            value = SafeConstructor.construct_yaml_int(self, node)
        except ValueError:
            raise _refused(node, f"{text!r} is not a whole number") from None
        if abs(value) >= 10**most:
            raise _refused(node, f"a whole number of more than {most} digits")
        return value

    def construct_finite_float(self, node: ScalarNode) -> float:
        try:
            value = SafeConstructor.construct_yaml_float(self, node)
        except ValueError:
            raise _refused(node, f"{str(node.value)[:40]!r} is not a number") from None
        if not math.isfinite(value):
            raise _refused(node, f"{str(node.value)[:40]!r}: expected a finite number")
        return value


for _tag, _build in (
    ("tag:yaml.org,2002:null", SafeConstructor.construct_yaml_null),
    ("tag:yaml.org,2002:bool", SafeConstructor.construct_yaml_bool),
    ("tag:yaml.org,2002:int", _PlainConstructor.construct_limited_int),
    ("tag:yaml.org,2002:float", _PlainConstructor.construct_finite_float),
    ("tag:yaml.org,2002:str", SafeConstructor.construct_yaml_str),
    ("tag:yaml.org,2002:seq", SafeConstructor.construct_yaml_seq),
    ("tag:yaml.org,2002:map", SafeConstructor.construct_yaml_map),
    (None, _PlainConstructor.construct_undefined),
):
    _PlainConstructor.add_constructor(_tag, _build)  # type: ignore[type-var]  # stubs: SafeConstructor's


class _Loader(_LimitedComposer, _EventSource, _PlainConstructor, Resolver):
    def __init__(self, text: str, limits: Limits, source: str) -> None:
        _EventSource.__init__(self, text)
        _PlainConstructor.__init__(self)
        Resolver.__init__(self)
        self._start_limits(limits, source)


def parse_yaml(text: str, source: str, limits: Limits) -> Document:
    """Plain data from YAML text, within `limits` (`UntrustedInputError` otherwise)."""
    if len(text.encode("utf-8", "surrogatepass")) > limits.max_bytes:
        raise UntrustedInputError(f"the text is over {limits.max_bytes} bytes", source)
    loader = _Loader(text, limits, source)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        problem = getattr(err, "problem", None) or str(err).splitlines()[0]
        line = mark.line + 1 if mark is not None else None
        if not isinstance(err, ConstructorError):
            problem = f"not valid YAML ({problem})"
        raise UntrustedInputError(problem, source, line) from None
    finally:
        loader.dispose()
    return Document(data, root, source)


def read_yaml(path: str | os.PathLike[str], limits: Limits) -> Document:
    """Plain data from a YAML file, within `limits`."""
    return parse_yaml(read_text(path, limits.max_bytes), str(path), limits)


# --- JSON --------------------------------------------------------------------------------------

_JSON_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|[\[\]{}]')


def _json_nesting(text: str, source: str, max_depth: int) -> None:
    """Refuse deep nesting before `json` recurses into it."""
    depth = 0
    for token in _JSON_TOKENS.finditer(text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            if depth > max_depth:
                line = text.count("\n", 0, token.start()) + 1
                raise UntrustedInputError(
                    f"lists and objects nested more than {max_depth} deep", source, line
                )
        elif bracket in "]}":
            depth -= 1


def _json_pairs(source: str) -> Any:
    def build(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in pairs:
            if key in data:
                raise UntrustedInputError(f"the key {key!r} appears twice in one object", source)
            data[key] = value
        return data

    return build


def parse_json(text: str, source: str, limits: Limits) -> Any:
    """Plain data from JSON text, within `limits` (no NaN or Infinity, no key twice)."""
    _json_nesting(text, source, limits.max_depth)
    most = limits.max_int_digits

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > most:
            raise UntrustedInputError(
                f"a whole number of {len(digits.lstrip('-'))} digits; at most {most} expected",
                source,
            )
        return int(digits)

    def real(digits: str) -> float:
        value = float(digits)
        if not math.isfinite(value):
            raise UntrustedInputError(f"{digits[:40]!r}: expected a finite number", source)
        return value

    def constant(name: str) -> Any:
        raise UntrustedInputError(f"{name}: expected a finite number", source)

    try:
        return json.loads(
            text,
            parse_int=whole,
            parse_float=real,
            parse_constant=constant,
            object_pairs_hook=_json_pairs(source),
        )
    except json.JSONDecodeError as err:
        raise UntrustedInputError(f"not valid JSON ({err.msg})", source, err.lineno) from None


def read_json(path: str | os.PathLike[str], limits: Limits) -> Any:
    """Plain data from a JSON file, within `limits`."""
    return parse_json(read_text(path, limits.max_bytes), str(path), limits)
