"""Finished reviews, kept with the replay: `<user data>/replays/<game id>.review.json`.

A review takes a while to make, so the app keeps it beside the game's replay. The file is read
through the engine's safe reader (size, nesting and plain data only) and then checked move by
move against the replay (`ai.review_data`): a damaged, hostile or stale file (made for
another version of the game, another budget or seed) is never used and never crashes anything;
the caller is told why (`KeptReview.problem`) and makes the review again, which overwrites it.

The app's way round::

    kept = load_review(game_id, scenario)
    if kept.problem is not None:  # tell the person (text/review.py words it), then make it again
        notice(stale_notice() if kept.problem is Problem.STALE else unreadable_notice(kept.reason))
    if kept.review is None:
        job = ReviewJob(scenario)
        job.start()  # ... job.progress() every frame, job.cancel() on leaving ...
        save_review(game_id, job.result())  # once job.result() is not None
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .ai.review import DEFAULT_BUDGET_MS, Review, human_seats, iterations_for
from .ai.review_data import ReviewDataError, from_mapping, to_mapping
from .engine.core import Seat
from .engine.scenario import Scenario
from .engine.untrusted import Limits, UntrustedInputError, read_json
from .saves import replays_dir, valid_game_id
from .storage import write_atomic

REVIEW_LIMITS = Limits(max_bytes=4 * 1024 * 1024, max_depth=8, max_nodes=200_000)


class Problem(Enum):
    UNREADABLE = "unreadable"  # not a review file at all (reason: what is wrong)
    STALE = "stale"  # a review, but of another game, budget or seed


@dataclass(frozen=True)
class KeptReview:
    """What was found beside the replay: the review, or why there is none to use."""

    review: Review | None
    problem: Problem | None = None
    reason: str = ""


def review_path(game_id: str) -> Path:
    if not valid_game_id(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return replays_dir() / f"{game_id}.review.json"


def load_review(
    game_id: str,
    scenario: Scenario,
    seats: Sequence[Seat] | None = None,
    iterations: int | None = None,
    seed: int = 0,
) -> KeptReview:
    """The kept review of the game, if there is one made for these seats, budget and seed
    (by default those a `ReviewJob(scenario)` uses: the human seats, the default budget)."""
    seats = human_seats(scenario) if seats is None else tuple(sorted(set(seats)))
    iterations = iterations_for(DEFAULT_BUDGET_MS) if iterations is None else iterations
    path = review_path(game_id)
    if not path.exists():
        return KeptReview(None)
    try:
        review = from_mapping(read_json(path, REVIEW_LIMITS), scenario)
    except UntrustedInputError as err:
        return KeptReview(None, Problem.UNREADABLE, str(err))
    except ReviewDataError as err:
        return KeptReview(None, Problem.STALE, str(err))
    if (review.seats, review.iterations, review.seed) != (tuple(seats), iterations, seed):
        return KeptReview(None, Problem.STALE, "made with another budget, seed or seats")
    return KeptReview(review)


def save_review(game_id: str, review: Review) -> str | None:
    """Keep the review beside the replay; the system's reason if the disk refused."""
    data = json.dumps(to_mapping(review), ensure_ascii=True, separators=(",", ":"))
    try:
        write_atomic(review_path(game_id), data.encode("utf-8"))
    except OSError as err:
        return err.strerror or str(err)
    return None
