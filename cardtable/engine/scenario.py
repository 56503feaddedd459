"""Scenario files (FORMAT.md): one format for test data, saved games and replays.

`load`/`parse` validate a file into a `Scenario` (or raise `ScenarioError` naming the file, the
place and what was expected); `replay` plays it through the engine; `summarise` gives the flat
JSON object of `cardtable replay --json`; `compare` lists how an `expect` block differs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .cards import ShuffleSource
from .core import Event, GameSpec, IllegalAction, ScenarioError, Seat, State
from .games import GAME_IDS, get_spec
from .untrusted import Limits, UntrustedInputError, parse_yaml, read_yaml

Fail = Callable[..., ScenarioError]  # a message and the path to the bad value

FORMAT_VERSION = 1
TOP_LEVEL_KEYS = (
    "format", "game", "seats", "options", "setup", "seed", "shuffles", "actions", "expect", "meta",
)  # fmt: skip
# Far beyond any real game (the longest of thousands of random games: 332 moves), small enough
# that a hostile file fails within a second.
LIMITS = Limits(max_bytes=1_000_000, max_depth=32, max_nodes=50_000, max_int_digits=40)
MAX_ACTIONS = 10_000
_VP = re.compile(r"vp[1-6]\Z")
_SEAT = re.compile(r"[0-9]{1,3}")  # ASCII digits only: "１" (full-width) is not a seat
_WHOLE = re.compile(r"-?[0-9]{1,9}")


@dataclass(frozen=True)
class Scenario:
    """Everything that fixes one game: (options, setup, seed, shuffles, actions)."""

    game: str
    seats: int
    options: Mapping[str, Any]
    setup: Mapping[str, int]
    seed: int = 0
    shuffles: tuple[tuple[str, ...], ...] = ()
    actions: tuple[tuple[Seat, str], ...] = ()
    expect: Mapping[str, Any] | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)
    source: str = "<scenario>"

    @property
    def spec(self) -> GameSpec:
        return get_spec(self.game)

    def with_actions(self, actions: Sequence[tuple[Seat, str]]) -> Scenario:
        return Scenario(
            self.game, self.seats, self.options, self.setup, self.seed, self.shuffles,
            tuple(actions), self.expect, self.meta, self.source,
        )  # fmt: skip

    def to_mapping(self) -> dict[str, Any]:
        """The YAML-ready form (used for saves and exports)."""
        data: dict[str, Any] = {"format": FORMAT_VERSION, "game": self.game, "seats": self.seats}
        if self.options:
            data["options"] = dict(self.options)
        if self.setup:
            data["setup"] = dict(self.setup)
        data["seed"] = self.seed
        if self.shuffles:
            data["shuffles"] = [list(s) for s in self.shuffles]
        data["actions"] = [f"{seat} {action}" for seat, action in self.actions]
        if self.meta:
            data["meta"] = dict(self.meta)
        if self.expect is not None:
            data["expect"] = self.expect
        return data

    def dumps(self) -> str:
        return yaml.safe_dump(self.to_mapping(), sort_keys=False, allow_unicode=True)


# --- loading and validation -------------------------------------------------------------------


def load(path: str | Path) -> Scenario:
    """Read and validate a scenario file (ScenarioError naming the file and the place)."""
    try:
        document = read_yaml(path, LIMITS)
    except UntrustedInputError as err:
        raise ScenarioError(err.problem, err.where) from None
    return from_mapping(document.data, str(path), document.line)


def parse(text: str, source: str = "<scenario>") -> Scenario:
    try:
        document = parse_yaml(text, source, LIMITS)
    except UntrustedInputError as err:
        raise ScenarioError(err.problem, err.where) from None
    return from_mapping(document.data, source, document.line)


def from_mapping(
    data: Any,
    source: str = "<scenario>",
    line_of: Callable[..., int | None] | None = None,
) -> Scenario:
    """Validate already-parsed plain data; `line_of(*path)` says on which line a value was
    written, for the messages."""

    def fail(message: str, *path: str | int) -> ScenarioError:
        place = "".join(
            f"[{p}]" if isinstance(p, int) else (f".{p}" if i else p) for i, p in enumerate(path)
        )
        line = line_of(*path) if line_of and path else None
        where = f"{source}:{line}: {place}" if line else f"{source}: {place}" if place else source
        return ScenarioError(message, where)

    if not isinstance(data, dict):
        raise fail(f"expected a mapping of keys (format, game, seats, ...), found {_kind(data)}")
    for key in data:
        if key not in TOP_LEVEL_KEYS:
            raise fail(f"unknown key; expected one of {', '.join(TOP_LEVEL_KEYS)}", str(key))

    version = data.get("format")
    if version is None:
        raise fail(f"the key 'format' is required (format: {FORMAT_VERSION})", "format")
    if not _is_int(version) or version < 1:
        raise fail(f"expected a format version number such as {FORMAT_VERSION}", "format")
    if version > FORMAT_VERSION:
        raise fail(
            f"format {version} is newer than this version of Card Table reads "
            f"(format {FORMAT_VERSION}); update Card Table to open it", "format",
        )  # fmt: skip

    game = data.get("game")
    if game not in GAME_IDS:
        raise fail(f"unknown game {game!r}; expected one of {', '.join(GAME_IDS)}", "game")
    spec = get_spec(game)

    seats = data.get("seats", spec.default_seats)
    allowed = spec.allowed_seats()
    if not _is_int(seats) or seats not in allowed:
        span = f"{allowed[0]}" if len(allowed) == 1 else f"{allowed[0]} to {allowed[-1]}"
        raise fail(f"{spec.title} is played by {span} seats, not {seats!r}", "seats")

    options = _options(data.get("options"), spec, fail)
    setup = _setup(data.get("setup"), spec, seats, fail)

    seed = data.get("seed", 0)
    if not _is_int(seed):
        raise fail(f"expected a whole number, found {_kind(seed)}", "seed")

    shuffles = _shuffles(data.get("shuffles"), spec, fail)
    actions = _actions(data.get("actions"), spec, seats, fail)

    expect = data.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise fail(f"expected a mapping of output keys, found {_kind(expect)}", "expect")
    meta = data.get("meta") or {}
    if not isinstance(meta, dict):
        raise fail(f"expected a mapping, found {_kind(meta)}", "meta")
    return Scenario(game, seats, options, setup, seed, shuffles, actions, expect, meta, source)


def _options(raw: Any, spec: GameSpec, fail: Fail) -> dict[str, Any]:
    options = spec.option_defaults()
    if raw is None:
        return options
    if not isinstance(raw, dict):
        raise fail(f"expected a mapping of options, found {_kind(raw)}", "options")
    known = {o.name: o for o in spec.options}
    for key, value in raw.items():
        option = known.get(key)
        if option is None:
            expected = ", ".join(known) or "none (this game has no options)"
            raise fail(f"unknown option for {spec.title}; expected: {expected}", "options", key)
        if value not in option.choices or type(value) is not type(option.default):
            choices = ", ".join(_yaml_text(c) for c in option.choices)
            raise fail(f"expected one of {choices}, found {_yaml_text(value)}", "options", key)
        options[key] = value
    return options


def _setup(raw: Any, spec: GameSpec, seats: int, fail: Fail) -> dict[str, int]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise fail(f"expected a mapping, found {_kind(raw)}", "setup")
    setup: dict[str, int] = {}
    for key, value in raw.items():
        if key not in spec.setup_keys:
            expected = ", ".join(spec.setup_keys) or "none (this game has no setup)"
            raise fail(f"unknown setup key for {spec.title}; expected: {expected}", "setup", key)
        if not _is_int(value) or not 0 <= value < seats:
            raise fail(
                f"expected a seat number from 0 to {seats - 1}, found {value!r}", "setup", key
            )
        setup[key] = value
    return setup


def _shuffles(raw: Any, spec: GameSpec, fail: Fail) -> tuple[tuple[str, ...], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise fail(f"expected a list of card lists, found {_kind(raw)}", "shuffles")
    result = []
    for i, stack in enumerate(raw):
        if stack is None:
            stack = []
        if not isinstance(stack, list):
            raise fail(f"expected a list of card ids, found {_kind(stack)}", "shuffles", i)
        cards = []
        for j, card in enumerate(stack):
            card_id = card_text(card)
            if card_id not in spec.card_ids:
                raise fail(_bad_card(card, spec), "shuffles", i, j)
            cards.append(card_id)
        result.append(tuple(cards))
    return tuple(result)


def _actions(raw: Any, spec: GameSpec, seats: int, fail: Fail) -> tuple[tuple[Seat, str], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise fail(f"expected a list of moves such as '1 swap', found {_kind(raw)}", "actions")
    if len(raw) > MAX_ACTIONS:
        raise fail(f"{len(raw)} moves; at most {MAX_ACTIONS} expected in one game", "actions")
    return tuple(parse_action(item, spec, seats, fail, i) for i, item in enumerate(raw))


def parse_action(
    item: Any, spec: GameSpec, seats: int, fail: Fail | None = None, index: int = 0
) -> tuple[Seat, str]:
    """'SEAT VERB [ARGS]' -> (seat, 'VERB ARGS'), checking its shape (not its legality)."""
    if fail is None:

        def fail(message: str, *path: str | int) -> ScenarioError:
            return ScenarioError(message, f"actions[{index}]")

    verbs = " | ".join(
        f"{v} {' '.join(k.upper() for k in kinds)}".strip() for v, kinds in spec.verbs.items()
    )
    shape = f"expected 'SEAT VERB [ARGS]' with a verb of {spec.title}: {verbs}"
    if not isinstance(item, str):
        raise fail(f"{shape}; found {_kind(item)}", "actions", index)
    words = item.split()
    if len(words) < 2 or not _SEAT.fullmatch(words[0]):
        raise fail(f"{shape}; found {item!r}", "actions", index)
    seat = int(words[0])
    if seat >= seats:
        raise fail(
            f"seat {seat} does not exist at a table of {seats} (seats 0 to {seats - 1})",
            "actions",
            index,
        )
    verb, args = words[1], words[2:]
    kinds = spec.verbs.get(verb)
    if kinds is None or len(args) != len(kinds):
        raise fail(f"{shape}; found {item!r}", "actions", index)
    for arg, kind in zip(args, kinds, strict=False):
        if kind == "card" and arg not in spec.card_ids:
            raise fail(f"in {item!r}: {_bad_card(arg, spec)}", "actions", index)
        if kind == "vp" and not _VP.match(arg):
            raise fail(
                f"in {item!r}: expected a virtual player vp1 to vp6, found {arg!r}",
                "actions",
                index,
            )
        if kind == "int" and not _WHOLE.fullmatch(arg):
            raise fail(f"in {item!r}: expected a whole number, found {arg!r}", "actions", index)
    return seat, " ".join([verb, *args])


def card_text(value: Any) -> str:
    """A card id as written: YAML reads bare 9, 0 or -5 as numbers (FORMAT.md, Card ids)."""
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return str(value)
    return value if isinstance(value, str) else repr(value)


def _bad_card(card: Any, spec: GameSpec) -> str:
    ids = " ".join(dict.fromkeys(spec.deck))
    return f"{card_text(card)!r} is not a {spec.title} card; expected one of: {ids}"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: f"the text {value!r}", bool: f"{value}"}.get(
        type(value), f"{type(value).__name__} {value!r}"
    )


def _yaml_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


# --- replaying ----------------------------------------------------------------------------------


@dataclass
class Step:
    """One move and what followed it (index None: the events of the opening deal)."""

    index: int | None
    seat: Seat | None
    action: str | None
    events: list[Event]


@dataclass(frozen=True)
class Stop:
    """The illegal action that stopped a replay: its index in `actions`, who tried what, and
    why the rules refused it."""

    step: int
    seat: Seat
    action: str
    error: IllegalAction


@dataclass
class Replay:
    scenario: Scenario
    state: State[Any]
    steps: list[Step]
    error: Stop | None = None


def start(scenario: Scenario) -> tuple[State[Any], list[Event]]:
    """The state before the first action (a shuffle list that does not fit raises ScenarioError
    naming the file)."""
    source = ShuffleSource(scenario.seed, scenario.shuffles)
    try:
        return scenario.spec.new_state(
            scenario.seats, dict(scenario.options), dict(scenario.setup), source
        )
    except ScenarioError as err:
        raise ScenarioError(str(err), scenario.source) from None


def replay(scenario: Scenario) -> Replay:
    """Play every action; an illegal one stops the replay and is reported with its index."""
    state, opening = start(scenario)
    result = Replay(scenario, state, [Step(None, None, None, opening)])
    for index, (seat, action) in enumerate(scenario.actions):
        try:
            events = state.apply(seat, action)
        except IllegalAction as err:
            result.error = Stop(index, seat, action, err)
            break
        except ScenarioError as err:
            raise ScenarioError(
                f"{err} (while playing actions[{index}])", scenario.source
            ) from None
        result.steps.append(Step(index, seat, action, events))
    return result


def summarise(result: Replay, explain: Callable[[IllegalAction], str] = str) -> dict[str, Any]:
    """The flat JSON object of FORMAT.md. An illegal action's `message` is `explain(error)`:
    the command line passes the sentence a person reads (`cardtable.text`); without one it is
    the rejection's developer form."""
    state = result.state
    output: dict[str, Any] = {
        "game": result.scenario.game,
        "status": "over" if state.is_over() else "playing",
        "to_act": list(state.to_act()),
    }
    output.update(state.summary())
    stop = result.error
    if stop is not None:
        output["error"] = {
            "step": stop.step,
            "action": f"{stop.seat} {stop.action}",
            "message": explain(stop.error),
        }
    return output


def compare(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Differences between an `expect` value and the output (FORMAT.md, `cardtable check`):
    mappings key by key at any depth, lists element by element with equal length; a number
    expected where the output has a card id stands for that card id."""
    where = path or "(top)"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected a mapping {_show(expected)}, got {_show(actual)}"]
        diffs: list[str] = []
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                diffs.append(f"{sub}: expected {_show(value)}, but the output has no such key")
            else:
                diffs.extend(compare(value, actual[key], sub))
        return diffs
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{where}: expected {_show(expected)}, got {_show(actual)}"]
        if len(expected) != len(actual):
            return [
                f"{where}: expected {len(expected)} items {_show(expected)}, "
                f"got {len(actual)} {_show(actual)}"
            ]
        diffs = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            diffs.extend(compare(e, a, f"{path}[{i}]"))
        return diffs
    if _same_scalar(expected, actual):
        return []
    return [f"{where}: expected {_show(expected)}, got {_show(actual)}"]


def _same_scalar(expected: Any, actual: Any) -> bool:
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if _is_int(expected) and isinstance(actual, str):
        return str(expected) == actual  # a bare 9 in YAML stands for the card id "9"
    return (type(expected) is type(actual) and expected == actual) or (
        _is_int(expected) and _is_int(actual) and expected == actual
    )


def _show(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)
