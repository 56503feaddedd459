"""`cardtable` sub-commands. With no sub-command the app starts (`play`)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from .engine.core import ScenarioError

COMMANDS = {
    "play": "open the card table (the default)",
    "replay": "print a play-by-play of a scenario or saved game (--json for the FORMAT.md object)",
    "check": "replay scenario files and compare their `expect` blocks (exit 0 / 1 / 2)",
    "bench": "print performance figures (bench engine)",
}


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help")):
        args.insert(0, "play")
    parser = _parser()
    options = parser.parse_args(args)
    try:
        return int(options.run(options) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Card Table: Quattro, Cuckoo, Dual Clash Poker and Polar Pairs.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help=COMMANDS["play"])
    play.set_defaults(run=_play)

    replay = sub.add_parser("replay", help=COMMANDS["replay"])
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the flat JSON object")
    replay.add_argument(
        "--seat",
        type=int,
        default=None,
        help="show only what this seat saw (-1: a spectator); default: everything",
    )
    replay.set_defaults(run=_replay)

    check = sub.add_parser("check", help=COMMANDS["check"])
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=_check)

    bench = sub.add_parser("bench", help=COMMANDS["bench"])
    bench.add_argument("what", choices=["engine"])
    bench.add_argument("--seconds", type=float, default=2.0, help="time per game (default 2)")
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(run=_bench)
    return parser


def _play(options: argparse.Namespace) -> int:
    print("Card Table — the window is not built yet. Sub-commands:")
    for name, text in COMMANDS.items():
        print(f"  cardtable {name:<8} {text}")
    return 0


def _replay(options: argparse.Namespace) -> int:
    from .engine import scenario
    from .replay_text import play_by_play

    try:
        loaded = scenario.load(options.file)
        result = scenario.replay(loaded)
    except ScenarioError as err:
        print(f"cardtable replay: {err}", file=sys.stderr)
        return 2
    if options.json:
        print(json.dumps(scenario.summarise(result), ensure_ascii=False))
    else:
        for line in play_by_play(result, viewer=options.seat):
            print(line)
    return 0


def _check(options: argparse.Namespace) -> int:
    from .engine import scenario

    worst = 0
    for name in options.files:
        try:
            loaded = scenario.load(name)
            result = scenario.replay(loaded)
        except ScenarioError as err:
            print(f"MALFORMED {err}")
            worst = 2
            continue
        if loaded.expect is None:
            print(f"ok        {name} (no expect block: replayed {len(result.steps) - 1} actions)")
            continue
        differences = scenario.compare(loaded.expect, scenario.summarise(result))
        if differences:
            print(f"DIFFERS   {name}")
            for line in differences:
                print(f"    {line}")
            if result.error and "error" not in loaded.expect:
                e = result.error
                print(
                    f"    (the replay stopped at actions[{e['step']}] {e['action']!r}: "
                    f"{e['message']})"
                )
            worst = max(worst, 1)
        else:
            print(f"ok        {name}")
    return worst


def _bench(options: argparse.Namespace) -> int:
    from .bench import bench_engine

    report: list[dict[str, Any]] = bench_engine(seconds=options.seconds, quiet=options.json)
    if options.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
