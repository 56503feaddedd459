"""Measure the AI levels with the arena and write the figures as JSON lines.

    python tools/ai_report.py --out build/work/ai-results.jsonl [--quick]

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
from pathlib import Path

# (game, agents, games, seats): hard against each weaker level, one hard seat per table
MATCHUPS = [
    ("quattro", "hard,random", 24, None),
    ("quattro", "hard,easy", 60, None),
    ("quattro", "hard,normal", 80, None),
    ("cuckoo", "hard,random,random,random", 24, None),
    ("cuckoo", "hard,easy,easy,easy", 60, None),
    ("cuckoo", "hard,normal,normal,normal", 60, None),
    ("clash", "hard,random", 16, None),
    ("clash", "hard,easy", 40, None),
    ("clash", "hard,normal", 40, None),
    ("polar", "hard,random,random,random", 12, None),
    ("polar", "hard,easy,easy,easy", 30, None),
    ("polar", "hard,normal,normal,normal", 30, None),
]


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
    for game, agents, games, seats in MATCHUPS:
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
        if seats:
            command += ["--seats", str(seats)]
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
