"""Measure the AI levels with the arena and write the figures as JSON lines.

    python tools/ai_report.py --out build/work/ai-results.jsonl [--only quattro] [--scale 0.25]

Each line is one `cardtable arena --json` result plus the command that produced it. The
figures and commands in docs/ai.md come from this script's output.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

# Hard against each weaker level, one hard seat per table: game -> (players, games per level).
WEAKER_LEVELS = ("random", "easy", "normal")
GAMES_PER_LEVEL = {
    "quattro": (2, (24, 60, 80)),
    "cuckoo": (4, (24, 60, 60)),
    "clash": (2, (16, 40, 40)),
    "polar": (4, (12, 30, 30)),
}


def matchups() -> Iterator[tuple[str, str, int]]:
    """(game, agents, games) for every matchup, in the order of the report."""
    for game, (players, counts) in GAMES_PER_LEVEL.items():
        for level, games in zip(WEAKER_LEVELS, counts, strict=True):
            yield game, ",".join(["hard"] + [level] * (players - 1)), games


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/work/ai-results.jsonl")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="", help="comma-separated games")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the game counts")
    options = parser.parse_args()
    out = Path(options.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    only = {g for g in options.only.split(",") if g}
    for game, agents, games in matchups():
        if only and game not in only:
            continue
        count = max(4, round(games * options.scale))
        command = [
            sys.executable,
            "-m",
            "cardtable",
            "arena",
            game,
            "--agents",
            agents,
            "--games",
            str(count),
            "--seed",
            "2026",
            "--jobs",
            str(options.jobs),
            "--json",
        ]
        began = time.time()
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        result = json.loads(done.stdout)
        result["command"] = "cardtable " + shlex.join(command[3:])
        result["seconds"] = round(time.time() - began, 1)
        result["date"] = time.strftime("%Y-%m-%d")
        with out.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(result) + "\n")
        hard = result["agents"][0]
        print(
            f"{game:8} {agents:28} n={count:3} hard {hard['wins']}/{count} "
            f"ci95 {hard['ci95'][0]:.2f}-{hard['ci95'][1]:.2f} "
            f"median {hard['decision_ms']['median']:.0f} ms max "
            f"{hard['decision_ms']['max']:.0f} ms ({result['seconds']} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
