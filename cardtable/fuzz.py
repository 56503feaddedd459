"""Mutated scenario, save, settings and theme files, and what the program makes of them.

`mutate(kind, rng)` turns a realistic file of one kind into a hostile one: byte flips,
truncation, lines dropped or repeated, and a value anywhere in it replaced by a wrong type, a
huge number, deep nesting, an alias bomb, a recursive alias or a tag. `try_file(kind, text,
work)` hands the file to every reader of that kind, as the command line and the app would, and
returns what happened; anything but a clean outcome raises. The property test in the suite and
`tools/fuzz_files.py` (thousands of files, each watched for hangs) share them.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import yaml

from .engine.cards import ShuffleSource
from .engine.games import all_specs

KINDS = ("scenario", "save", "settings", "theme")
MARK = "HOSTILE-VALUE-HERE"


# --- realistic files -----------------------------------------------------------------------------


def _played(spec: Any, seed: int, rng: random.Random) -> tuple[Any, list[tuple[int, str]]]:
    """A random game of `spec` dealt from `seed`, some moves in."""
    seats = rng.choice(spec.allowed_seats())
    state, _ = spec.new_state(seats, spec.option_defaults(), {}, ShuffleSource(seed))
    actions: list[tuple[int, str]] = []
    for _ in range(rng.randrange(1, 60)):
        to_act = state.to_act()
        if not to_act:
            break
        seat = rng.choice(to_act)
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    return state, actions


def seed_file(kind: str, rng: random.Random) -> str:
    """A well-formed file of `kind`, as the program writes or people write them."""
    from .engine.scenario import Scenario, replay, summarise

    if kind in ("scenario", "save"):
        spec = rng.choice(all_specs())
        seed = rng.randrange(10**6)
        state, actions = _played(spec, seed, rng)
        scenario = Scenario(
            spec.id, state.n_seats, spec.option_defaults(), {}, seed, (), tuple(actions)
        )
        meta = {
            "names": [f"Seat {n + 1}" for n in range(state.n_seats)],
            "kinds": ["human"] + ["easy"] * (state.n_seats - 1),
            "id": f"20250101-120000-{rng.randrange(16**8):08x}",
            "started": 1_735_732_800.0,
            "app": "cardtable",
        }
        expect = summarise(replay(scenario)) if kind == "scenario" else None
        return Scenario(
            spec.id, scenario.seats, scenario.options, {}, seed, (), tuple(actions), expect, meta
        ).dumps()
    if kind == "settings":
        from .storage import Settings

        data = asdict(Settings())
        data["future_option"] = {"nested": [1, 2, 3]}
        return json.dumps(data, indent=2)
    from .paths import packaged_themes_dir

    return (packaged_themes_dir() / "classic" / "theme.yaml").read_text(encoding="utf-8")


# --- mutations -----------------------------------------------------------------------------------


def _nested(depth: int) -> str:
    """An empty list nested `depth` deep ("[[[]]]"), as YAML and JSON both write it."""
    return "[" * depth + "]" * depth


_YAML_VALUES = (
    "9" * 5000,
    "9" * 400,
    "-" + "9" * 45,
    "1.0e+999",
    ".nan",
    "0x" + "f" * 60,
    "!!int 08",
    "!!float x",
    "2024-05-01",
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [a: 1]",
    "!!python/object/apply:os.system ['true']",
    "!!python/name:os.system",
    "!custom x",
    "&r [1, *r]",
    "&m {self: *m}",
    "*undefined",
    _nested(200),
    _nested(5000),
    "{a: " * 100 + "1" + "}" * 100,
    "[&a [x,x,x,x,x,x,x,x,x], &b [*a,*a,*a,*a,*a,*a,*a,*a,*a], "
    "&c [*b,*b,*b,*b,*b,*b,*b,*b,*b], &d [*c,*c,*c,*c,*c,*c,*c,*c,*c], "
    "&e [*d,*d,*d,*d,*d,*d,*d,*d,*d], [*e,*e,*e,*e,*e,*e,*e,*e,*e]]",
    "\uff11 swap",
    "'\u0661 keep'",
    "'" + "x" * 100_000 + "'",
    "~",
    "true",
    "-1",
    "0",
    "3.5",
    "[]",
    "{}",
    "[1, [2, {x: y}]]",
    "'../../escape'",
    "'\\x00'",
)
_JSON_VALUES = (
    "9" * 400,
    "9" * 5000,
    "1e400",
    "-1e400",
    "NaN",
    "Infinity",
    _nested(100_000),
    _nested(20),
    '{"a": 1, "a": 2}',
    '"' + "x" * 70_000 + '"',
    "null",
    "true",
    "-1",
    "0.5",
    "[1, 2]",
    "[320, 320, 320]",
    '"fast"',
    '"xx"',
    "{}",
)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in plain data where a value can be put."""
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _replace_value(text: str, kind: str, rng: random.Random) -> str:
    """Put a hostile value at a random place of the file (or under a new key)."""
    settings = kind == "settings"
    data = json.loads(text) if settings else yaml.safe_load(text)
    places = _paths(data)
    if not places or rng.random() < 0.15:
        places = [(rng.choice(["meta", "expect", "format", "extra", "future"]),)]
    place = rng.choice(places)
    node = data
    for part in place[:-1]:
        node = node[part]
    node[place[-1]] = MARK
    value = rng.choice(_JSON_VALUES if settings else _YAML_VALUES)
    if settings:
        return json.dumps(data).replace(json.dumps(MARK), value)
    dumped = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=10**6)
    return dumped.replace(MARK, value, 1)


def _bytes_mutation(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    choice = rng.random()
    if choice < 0.35:  # flip some bytes
        out = bytearray(data)
        for _ in range(rng.randrange(1, 8)):
            i = rng.randrange(len(out))
            out[i] = rng.randrange(256) if rng.random() < 0.5 else out[i] ^ (1 << rng.randrange(8))
        return bytes(out)
    if choice < 0.6:  # truncate
        return data[: rng.randrange(len(data))]
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    if choice < 0.8:  # drop a line
        return b"\n".join(lines[:i] + lines[i + 1 :])
    return b"\n".join(lines[: i + 1] + [lines[i]] * rng.randrange(2, 50) + lines[i + 1 :])


def mutate(kind: str, rng: random.Random) -> bytes:
    """A hostile file of `kind` (bytes: it need not even be UTF-8 any more)."""
    text = seed_file(kind, rng)
    replaced = rng.random() < 0.6
    if replaced:
        text = _replace_value(text, kind, rng)
    data = text.encode("utf-8")
    for _ in range(rng.randrange(0 if replaced else 1, 3)):
        data = _bytes_mutation(data, rng)
    return data


# --- what the program makes of them --------------------------------------------------------------


def _cli(args: list[str]) -> tuple[int, str]:
    """Run a `cardtable` sub-command in this process; its exit code and what it printed."""
    from .cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue() + err.getvalue()


def _outside(work: Path, home: Path) -> set[Path]:
    return {p for p in work.rglob("*") if not p.is_relative_to(home)}


def try_file(kind: str, data: bytes, work: Path) -> str:
    """Hand a file of `kind` to every reader of it, as the command line and the app do, with
    `work/home` as the user data folder. Returns a word for the outcome; raises on anything
    that is not clean (an exception escaping, an exit code other than 0, 1 or 2, a file
    written outside the data folder)."""
    home = work / "home"
    os.environ["CARDTABLE_HOME"] = str(home)
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    (work / "file.yaml").write_bytes(data)  # where a scenario given on the command line lies
    before = _outside(work, home)
    outcome = _TRIES[kind](data, work, home)
    written = _outside(work, home) - before
    if written:
        raise AssertionError(f"written outside the data folder: {sorted(map(str, written))}")
    return outcome


def _try_scenario(data: bytes, work: Path, home: Path) -> str:
    path = work / "file.yaml"
    codes = []
    for args in (["check", str(path)], ["replay", str(path), "--json"], ["import", str(path)]):
        code, said = _cli(args)
        if code not in (0, 1, 2):
            raise AssertionError(f"cardtable {args[0]} exited {code}: {said[-300:]}")
        if code == 2 and str(path) not in said:
            raise AssertionError(f"cardtable {args[0]}: the message names no file: {said[:300]}")
        codes.append(code)
    return "clean" if codes[0] in (0, 1) else "refused"


def _try_save(data: bytes, work: Path, home: Path) -> str:
    from .saves import save_path, unfinished_games

    path = save_path("fuzzed")
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    games, messages = unfinished_games()
    if not games and messages and path.exists():
        raise AssertionError(f"an unreadable save was left in place: {messages}")
    code, said = _cli(["saves"])  # lists what unfinished_games found, again
    if code != 0:
        raise AssertionError(f"cardtable saves exited {code}: {said[-300:]}")
    return "resumable" if games else "set aside" if messages else "finished"


def _try_settings(data: bytes, work: Path, home: Path) -> str:
    from .storage import ANIMATION_SPEEDS, load_settings, save_settings, settings_path

    settings_path().write_bytes(data)
    settings, problems = load_settings()
    for problem in problems:
        problem.shown()
    if not (0 <= settings.volume <= 1 and settings.animation_speed in ANIMATION_SPEEDS):
        raise AssertionError(f"settings out of range were used: {settings}")
    if save_settings(settings) is not None:
        raise AssertionError("the settings could not be saved again")
    again, more = load_settings()
    if more or again != settings:
        raise AssertionError(f"saved settings do not read back: {more}")
    return "defaults" if problems else "used"


def _try_theme(data: bytes, work: Path, home: Path) -> str:
    from .paths import packaged_themes_dir
    from .themes import Theme, available_themes, load_theme

    folder = home / "themes" / "fuzz"
    shutil.copytree(packaged_themes_dir() / "classic", folder)  # the art, beside the YAML
    (folder / "theme.yaml").write_bytes(data)
    available_themes()
    loaded = load_theme("fuzz")
    if not isinstance(loaded.theme, Theme) or (loaded.fell_back and loaded.theme.id != "classic"):
        raise AssertionError(f"no usable theme came back: {loaded}")
    code, said = _cli(["theme", "check", str(folder)])
    if code not in (0, 2) or (code == 2) != loaded.fell_back:
        raise AssertionError(f"theme check exited {code} ({said[-200:]}), fell back: {loaded}")
    return "fallback" if loaded.fell_back else "used"


_TRIES: dict[str, Callable[[bytes, Path, Path], str]] = {
    "scenario": _try_scenario,
    "save": _try_save,
    "settings": _try_settings,
    "theme": _try_theme,
}


# --- at scale: tools/fuzz_files.py ----------------------------------------------------------


def _worker(connection: Any, work: str) -> None:
    """Try files until told to stop, answering each with (outcome or failure, seconds, MB)."""
    import resource
    import traceback

    while True:
        job = connection.recv()
        if job is None:
            return
        kind, seed = job
        began = time.perf_counter()
        try:
            outcome = try_file(kind, mutate(kind, random.Random(seed)), Path(work))
        except BaseException:
            outcome = "TRACEBACK " + traceback.format_exc(limit=-4)
        peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        connection.send((outcome, time.perf_counter() - began, peak_mb))


def run_files(count: int, seed: int, hang_seconds: float, work: Path) -> dict[str, Any]:
    """Try `count` mutated files (the kinds in turn) in a worker process; a file that takes
    longer than `hang_seconds` is a hang (the worker is replaced)."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    work.mkdir(parents=True, exist_ok=True)
    tally: dict[str, Any] = {
        "files": 0, "tracebacks": 0, "hangs": 0, "slowest_s": 0.0, "peak_mb": 0.0,
        "outcomes": {}, "failures": [],
    }  # fmt: skip
    worker = None
    for n in range(count):
        if worker is None:
            parent, child = context.Pipe()
            worker = context.Process(target=_worker, args=(child, str(work)), daemon=True)
            worker.start()
        kind = KINDS[n % len(KINDS)]
        parent.send((kind, seed + n))
        tally["files"] += 1
        if not parent.poll(hang_seconds):
            worker.kill()
            worker.join()
            worker = None
            tally["hangs"] += 1
            tally["failures"].append(f"{kind} seed {seed + n}: no answer in {hang_seconds:g} s")
            continue
        outcome, seconds, peak = parent.recv()
        tally["slowest_s"] = max(tally["slowest_s"], seconds)
        tally["peak_mb"] = max(tally["peak_mb"], peak)
        if outcome.startswith("TRACEBACK"):
            tally["tracebacks"] += 1
            tally["failures"].append(f"{kind} seed {seed + n}: {outcome}")
            outcome = "traceback"
        key = f"{kind}: {outcome}"
        tally["outcomes"][key] = tally["outcomes"].get(key, 0) + 1
    if worker is not None:
        parent.send(None)
        worker.join(5)
    return tally
