"""`cardtable` sub-commands. With no sub-command the app starts (`play`)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import cli_analysis
from .applog import log_exception, start_logging, where_logged
from .cli_analysis import explain
from .engine.core import ScenarioError
from .engine.games import GAME_IDS
from .i18n import LANGUAGES

if TYPE_CHECKING:
    from .engine.scenario import Replay, Scenario

COMMANDS = {
    "play": "open the card table (the default)",
    "replay": "print a play-by-play of a scenario or saved game (--json: the flat JSON object)",
    "check": "replay scenario files and compare their `expect` blocks (exit 0 / 1 / 2)",
    "bench": "print performance figures (bench engine | ai | ui | review | endings)",
    "theme": "check a theme (theme check PATH) or render its contact sheet (theme sheet THEME)",
    "screenshot": "render a table as seat 0 sees it after K moves of an AI game (PNG)",
    "rules": "render a game's in-game rules page (PNG), e.g. for a translation review",
    "stats": "print the statistics of finished games (--json)",
    "saves": "list the unfinished games and the finished games kept as replays",
    "export": "copy a finished game (replay id or file) to a file",
    "import": "add a game file to the replays (checked first)",
    "arena": "let AI agents play each other and print win rates with 95%% intervals",
    "review": "review a finished game: each decision's chance to win, the best move, the marks",
}


class Refused(Exception):
    """A command that cannot go on with what it was given: `cardtable COMMAND: why` on stderr,
    exit 2."""


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    start_logging(" ".join(args) or "play")
    if "--smoke" in args:  # the bundle's self-test: headless AI games of all four games
        from .smoke import run_smoke

        return run_smoke()
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help")):
        args.insert(0, "play")
    parser = _parser()
    options = parser.parse_args(args)
    try:
        return int(options.run(options) or 0)
    except Refused as refused:
        print(f"cardtable {options.command}: {refused}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as err:  # a bug: a short message here, the traceback in the log
        log_exception(f"cardtable {options.command} failed", err)
        if sys.stderr is not None:
            print(
                f"cardtable {options.command}: unexpected error ({type(err).__name__}: {err}). "
                f"The details are in {where_logged()}",
                file=sys.stderr,
            )
        return 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Card Table: Quattro, Cuckoo, Dual Clash Poker and Polar Pairs.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help=COMMANDS["play"])
    play.add_argument("game", nargs="?", choices=GAME_IDS)
    play.add_argument("--headless", action="store_true", help="AI seats play without a window")
    play.add_argument("--seats", help="with --headless: ai:LEVEL,... one per seat")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        metavar="GAME_OR_ID",
        help="with --headless: continue an unfinished game (a game id, the last saved of a "
        "game, or the last saved of all)",
    )
    play.set_defaults(run=_play)

    replay = sub.add_parser("replay", help=COMMANDS["replay"])
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the flat JSON object")
    replay.add_argument("--gui", action="store_true", help="open it in the replay viewer")
    at_help = "with --gui --out: the table after the first K moves (0: the opening deal)"
    replay.add_argument("--at", type=int, default=0, metavar="K", help=at_help)
    replay.add_argument("--out", metavar="F.png", help="with --gui: render step K headless")
    replay.add_argument("--size", default="1280x800", help="with --out: WxH (default 1280x800)")
    replay.add_argument(
        "--seat",
        type=int,
        default=None,
        help="narrate the game as this seat saw it, in the table log's sentences (-1: a "
        "spectator); default: everything, move by move",
    )
    replay.add_argument("--lang", choices=LANGUAGES, default=None, help="default: English")
    replay.set_defaults(run=_replay)

    check = sub.add_parser("check", help=COMMANDS["check"])
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=_check)

    bench = sub.add_parser("bench", help=COMMANDS["bench"])
    bench.add_argument("what", choices=["engine", "ai", "ui", "review", "endings"])
    bench.add_argument("--seconds", type=float, default=2.0, help="time per game (default 2)")
    bench.add_argument(
        "--games",
        default=None,
        help="endings: games per game and pair of agents (default 50); "
        "ai: comma-separated game ids (default: all)",
    )
    bench.add_argument("--seed", type=int, default=0, help="endings: the first game's seed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--repeat", type=int, default=3, help="ai: runs per position (default 3)")
    bench.add_argument(
        "--table", action="store_true", help="ai: draw the table meanwhile, as the app does"
    )
    bench.set_defaults(run=_bench)

    theme = sub.add_parser("theme", help=COMMANDS["theme"], add_help=False)
    theme.add_argument("rest", nargs=argparse.REMAINDER)
    theme.set_defaults(run=_theme)

    shot = sub.add_parser("screenshot", help=COMMANDS["screenshot"])
    shot.add_argument("game", choices=GAME_IDS)
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--after", type=int, default=0, help="actions played before the picture")
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--theme", default=None)
    shot.add_argument("--lang", choices=LANGUAGES, default=None, help="default: the system's")
    shot.add_argument("--out", required=True)
    shot.add_argument(
        "--show",
        choices=("log", "hint", "result"),
        default=None,
        help="open an overlay: the log, a hint for seat 0 (then a person), the result (the "
        "game played to its end)",
    )
    shot.set_defaults(run=_screenshot)

    rules = sub.add_parser("rules", help=COMMANDS["rules"])
    rules.add_argument("game", choices=GAME_IDS)
    rules.add_argument("--out", required=True)
    rules.add_argument("--lang", choices=LANGUAGES, default=None, help="default: the system's")
    rules.add_argument("--size", default="1280x800")
    rules.add_argument("--scroll", type=int, default=0, help="lines scrolled down (default 0)")
    rules.set_defaults(run=_rules)

    stats = sub.add_parser("stats", help=COMMANDS["stats"])
    stats.add_argument("--json", action="store_true")
    stats.set_defaults(run=_stats)

    saves = sub.add_parser("saves", help=COMMANDS["saves"])
    saves.set_defaults(run=_saves)

    export = sub.add_parser("export", help=COMMANDS["export"])
    export.add_argument("replay", help="a replay id (see cardtable saves) or a file")
    export.add_argument("--out", required=True)
    export.set_defaults(run=_export)

    importer = sub.add_parser("import", help=COMMANDS["import"])
    importer.add_argument("file")
    importer.set_defaults(run=_import)

    arena = sub.add_parser("arena", help=COMMANDS["arena"])
    arena.add_argument("game", choices=GAME_IDS)
    arena.add_argument("--agents", required=True, help="comma-separated levels, e.g. hard,easy")
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--jobs", type=int, default=1)
    arena.add_argument("--seats", type=int, default=None, help="default: the game's table")
    arena.add_argument(
        "--iterations",
        default="",
        help="fixed search budgets, e.g. normal=600,hard=2800 (oracle: hard's); default: the "
        "levels' own budgets",
    )
    arena.add_argument("--json", action="store_true")
    arena.set_defaults(run=cli_analysis.arena)

    from .ai.review import DEFAULT_BUDGET_MS, ITERATIONS_PER_MS

    review = sub.add_parser("review", help=COMMANDS["review"])
    review.add_argument("file")
    review.add_argument("--seat", type=int, default=None, help="default: every human seat")
    review.add_argument("--json", action="store_true", help="one JSON object per decision")
    review.add_argument(
        "--budget",
        type=float,
        default=DEFAULT_BUDGET_MS,
        metavar="MS",
        help=f"search per decision, in milliseconds of this machine's reference speed: "
        f"MS x {ITERATIONS_PER_MS} iterations, whatever the machine, so a review can be "
        f"repeated exactly (default {DEFAULT_BUDGET_MS:g})",
    )
    review.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    review.add_argument("--lang", choices=LANGUAGES, default=None, help="default: English")
    review.set_defaults(run=cli_analysis.review)
    return parser


def _play(options: argparse.Namespace) -> int:
    if getattr(options, "headless", False):
        from .headless_play import headless

        return headless(options.game, options.seats, options.seed, options.resume)
    from .ui.main import run_app

    return run_app()


def _replay(options: argparse.Namespace) -> int:
    from .engine import scenario
    from .text.playbyplay import play_by_play

    if options.gui and options.out is not None:
        return _replay_shot(options)
    if options.gui:
        from .ui.main import run_app

        return run_app(replay_file=options.file)
    if options.lang is not None:
        from .i18n import set_language

        set_language(options.lang)
    loaded, result = _replayed(options.file)
    if options.json:
        print(json.dumps(scenario.summarise(result, explain(loaded)), ensure_ascii=False))
    else:
        for line in play_by_play(result, viewer=options.seat):
            print(line)
    return 0


def _replayed(file: str) -> tuple[Scenario, Replay]:
    """The scenario or saved game `file`, replayed (Refused when it cannot be read)."""
    from .engine import scenario

    try:
        loaded = scenario.load(file)
        return loaded, scenario.replay(loaded)
    except ScenarioError as err:
        raise Refused(str(err)) from err


def _replay_shot(options: argparse.Namespace) -> int:
    """`cardtable replay FILE --gui --at K --out F.png`: the viewer at move K, headless."""
    from .ui.headless import FellBack, NoSuchMove, replay_screenshot

    size = _size(options.size)
    try:
        path = replay_screenshot(options.file, options.at, size, options.out, options.lang)
    except (ScenarioError, NoSuchMove) as err:
        print(f"cardtable replay: {err}", file=sys.stderr)
        return 2
    except FellBack as err:
        return _fell_back("replay", err.problems)
    print(path)
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
        expect = loaded.expect or {}
        output = scenario.summarise(result, explain(loaded))
        differences = scenario.compare(expect, output)
        if "error" in output and "error" not in expect:  # an illegal move is never silently ok
            e = output["error"]
            differences.append(
                f"the replay stopped at actions[{e['step']}] {e['action']!r}: {e['message']}"
                " (no error was expected)"
            )
        if differences:
            print(f"DIFFERS   {name}")
            for line in differences:
                print(f"    {line}")
            worst = max(worst, 1)
        elif loaded.expect is None:
            print(f"ok        {name} (no expect block: replayed {len(result.steps) - 1} actions)")
        else:
            print(f"ok        {name}")
    return worst


def _bench(options: argparse.Namespace) -> int:
    if options.what == "ui":
        return _bench_ui(options)
    if options.what == "endings":
        return cli_analysis.bench_endings(options)
    from .bench import bench_ai, bench_engine, bench_review

    report: list[dict[str, Any]]
    if options.what == "review":
        report = bench_review(quiet=options.json)
    elif options.what == "ai":
        games = options.games.split(",") if options.games else None
        frame = None
        if options.table:
            from .ui.headless import table_frames

            frame = table_frames()
        report = bench_ai(repeat=options.repeat, quiet=options.json, games=games, frame=frame)
    else:
        report = bench_engine(seconds=options.seconds, quiet=options.json)
    if options.json:
        print(json.dumps(report))
    return 0


def _bench_ui(options: argparse.Namespace) -> int:
    from .ui.headless import LaunchFailed, bench_ui, idle_cpu

    try:
        report = bench_ui()
    except LaunchFailed as err:
        print(f"cardtable bench ui: {err}", file=sys.stderr)
        return 1
    report["idle_cpu_percent"] = idle_cpu(seconds=max(3.0, options.seconds * 3))
    if options.json:
        print(json.dumps(report))
        return 0
    print(
        "Card Table UI benchmark (1920x1080, SDL video driver: "
        f"{os.environ.get('SDL_VIDEODRIVER', 'default')})"
    )
    print(
        f"  frame during a full deal: median {report['frame_ms_median']:.2f} ms, "
        f"99th percentile {report['frame_ms_p99']:.2f} ms over {report['frames']} frames"
    )
    print(
        f"  the same frames in CPU time of the drawing thread: median "
        f"{report['frame_cpu_ms_median']:.2f} ms, 99th percentile "
        f"{report['frame_cpu_ms_p99']:.2f} ms"
    )
    print(f"  bare fill-and-flip frame: median {report['bare_ms_median']:.2f} ms")
    print(f"  idle at a person's turn: {report['idle_cpu_percent']:.2f}% of one core")
    print(f"  launch to first frame: {report['launch_s']:.3f} s")
    print(
        f"  memory: {report['rss_mb_table']:.0f} MB with a table, "
        f"{report['rss_mb_all_decks']:.0f} MB with every deck rasterised"
    )
    return 0


def _theme(options: argparse.Namespace) -> int:
    from .theme_tools import check_main, sheet_main

    rest = list(options.rest)
    commands = {"check": check_main, "sheet": sheet_main}
    if not rest or rest[0] not in commands:
        print(
            "usage: cardtable theme check PATH | cardtable theme sheet THEME --out FILE.png "
            "[--height PX]",
            file=sys.stderr,
        )
        return 0 if rest and rest[0] in ("-h", "--help") else 2
    return commands[rest[0]](rest[1:])


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise Refused(f"--size expects WxH such as 1280x800, not {text!r}") from None
    return width, height


def _rules(options: argparse.Namespace) -> int:
    from .ui.headless import FellBack, rules_screenshot

    size = _size(options.size)
    try:
        path = rules_screenshot(options.game, size, options.out, options.lang, options.scroll)
    except FellBack as err:
        return _fell_back("rules", err.problems)
    print(path)
    return 0


def _fell_back(command: str, problems: list[str]) -> int:
    """A review screen that would not show what was asked is no screenshot: exit 1."""
    print(f"cardtable {command}: the app fell back, so no picture was made:", file=sys.stderr)
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    return 1


def _screenshot(options: argparse.Namespace) -> int:
    from .ui.headless import FellBack, screenshot

    size = _size(options.size)
    width, height = size
    try:
        path = screenshot(
            options.game,
            options.seed,
            options.after,
            (width, height),
            options.out,
            options.theme,
            getattr(options, "lang", None),
            options.show,
        )
    except FellBack as err:
        return _fell_back("screenshot", err.problems)
    print(path)
    return 0


def _stats(options: argparse.Namespace) -> int:
    from .engine.games import get_spec
    from .housekeeping import at_start, statistics

    messages = at_start()
    rows, more = statistics(GAME_IDS)
    for message in messages + more:
        print(message, file=sys.stderr)
    if options.json:
        print(json.dumps({"games": [row.as_json() for row in rows]}))
        return 0
    print(
        f"{'game':<18} {'played':>6} {'won':>4} {'lost':>4} {'drawn':>5} {'win rate':>8} "
        f"{'streak':>6} {'best':>5}"
    )
    for row in rows:
        rate = row.win_rate()
        print(
            f"{get_spec(row.game).title:<18} {row.played:>6} {row.won:>4} {row.lost:>4} "
            f"{row.drawn:>5} {'-' if rate is None else f'{rate:.0%}':>8} "
            f"{row.current_streak:>6} {row.best_streak:>5}"
        )
    return 0


def _saves(options: argparse.Namespace) -> int:
    from .housekeeping import at_start
    from .saves import list_replays, unfinished_games

    messages = at_start()
    games, more = unfinished_games()
    for message in messages + more:
        print(message, file=sys.stderr)
    print(f"unfinished: {len(games) or 'none'}")
    for saved in games:
        names = ", ".join(s.name for s in saved.config.seats)
        busy = " (being played by another running copy)" if saved.in_use else ""
        print(
            f"  {saved.game_id}  {saved.title} ({names}), move {len(saved.actions)}{busy}"
            f" — {saved.path}"
        )
    if games:
        print("  (resume one with: cardtable play --headless --resume GAME_OR_ID)")
    replays = list_replays()
    print(f"finished: {len(replays)}")
    for path in replays:
        print(f"  {path}")
    return 0


def _export(options: argparse.Namespace) -> int:
    from pathlib import Path

    from .engine import scenario
    from .saves import replay_path, valid_game_id, write_scenario

    source = Path(options.replay)
    if not source.exists() and valid_game_id(options.replay):
        source = replay_path(options.replay)
    try:
        loaded = scenario.load(source)
        write_scenario(Path(options.out), loaded, confine=False)  # the person named the file
    except ScenarioError as err:
        print(f"cardtable export: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(
            f"cardtable export: cannot write {options.out}: {err.strerror or err}", file=sys.stderr
        )
        return 1
    print(options.out)
    return 0


def _import(options: argparse.Namespace) -> int:
    from .housekeeping import count_replays
    from .saves import import_replay

    loaded, result = _replayed(options.file)
    stop = result.error
    if stop is not None:
        print(
            f"cardtable import: {options.file}: move {stop.step + 1} "
            f"({stop.seat} {stop.action}) is not legal: {explain(loaded)(stop.error)}",
            file=sys.stderr,
        )
        return 2
    try:
        target, note = import_replay(loaded)
    except OSError as err:
        print(
            f"cardtable import: cannot write to {err.filename or 'the replays folder'}: "
            f"{err.strerror or err}",
            file=sys.stderr,
        )
        return 2
    if note:
        print(f"cardtable import: {note}", file=sys.stderr)
    for message in count_replays():
        print(message, file=sys.stderr)
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
