"""Mutated scenario, save, settings and theme files through every reader, at scale.

    python tools/fuzz_files.py [--files 3000] [--seed 0] [--hang 10] [--json]

The same mutator as tests/test_mutated_files.py (cardtable/fuzz.py), thousands of files, each
tried in a worker process that is replaced when a file takes longer than --hang seconds. A
benchmark prints figures: the two that must stay 0 are the tracebacks and the hangs.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.fuzz import run_files  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3000, help="how many files (3000)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed (0)")
    parser.add_argument("--hang", type=float, default=10.0, help="seconds that make a hang (10)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="cardtable-fuzz-") as work:
        tally = run_files(args.files, args.seed, args.hang, Path(work))
    tally["seconds"] = round(time.perf_counter() - began, 1)
    if args.json:
        print(json.dumps(tally))
        return 0
    print(
        f"{tally['files']} mutated files (seeds {args.seed} to {args.seed + args.files - 1}) in "
        f"{tally['seconds']} s: {tally['tracebacks']} tracebacks, {tally['hangs']} hangs "
        f"(over {args.hang:g} s)"
    )
    print(f"  slowest file {tally['slowest_s']:.2f} s; worker peak {tally['peak_mb']:.0f} MB")
    for outcome, count in sorted(tally["outcomes"].items()):
        print(f"  {outcome:<28} {count:>5}")
    for failure in tally["failures"]:
        print(f"  FAILED {failure}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
