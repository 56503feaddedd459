"""The small Cuckoo replay file the command-line and file-safety tests start from: four seats,
dealer 0 deals V, IX, II and XII."""

from __future__ import annotations


def cuckoo_replay(*actions: str, options: str = "") -> str:
    """The replay file with `actions` ("SEAT VERB"), one a line; `options` a YAML mapping."""
    lines = ["format: 1", "game: cuckoo", "seats: 4"]
    if options:
        lines.append(f"options: {options}")
    lines += ["setup: {dealer: 0}", "shuffles:", "  - [V, IX, II, XII]", "actions:"]
    lines += [f"  - {action}" for action in actions]
    return "\n".join(lines) + "\n"
