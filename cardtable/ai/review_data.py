"""A review as plain data, to be kept beside the replay (`cardtable/reviews.py` reads and
writes the file): numbers and moves only. Reading it back checks every decision against the
game it claims to be of and works the marks and reasons out again from the numbers."""

from __future__ import annotations

from typing import Any

from ..engine.scenario import Scenario
from .review import (
    REVIEW_VERSION,
    Decision,
    DecisionReview,
    Estimate,
    Loss,
    Review,
    decisions,
    fingerprint,
    judged,
)


class ReviewDataError(ValueError):
    """Data that is not a review of this game (hostile, damaged or stale)."""


def to_mapping(review: Review) -> dict[str, Any]:
    """Numbers and moves only: the marks and reasons are worked out again when it is read."""
    return {
        "version": REVIEW_VERSION,
        "game": review.game,
        "fingerprint": review.fingerprint,
        "seats": list(review.seats),
        "iterations": review.iterations,
        "seed": review.seed,
        "decisions": [
            {
                "step": d.step,
                "seat": d.seat,
                "iterations": d.iterations,
                "played": [d.played.action, d.played.chance, d.played.visits],
                "best": [d.best.action, d.best.chance, d.best.visits],
                "loss": [d.loss.mean, d.loss.error, d.loss.pairs, d.loss.paired, d.loss.telling],
            }
            for d in review.decisions
        ],
    }


def from_mapping(data: object, scenario: Scenario) -> Review:
    """The review `to_mapping` wrote, checked move by move against the game it claims to be
    of (ReviewDataError otherwise: the caller makes it again)."""
    if not isinstance(data, dict) or data.get("version") != REVIEW_VERSION:
        raise ReviewDataError("not a review of this version")
    if data.get("fingerprint") != fingerprint(scenario) or data.get("game") != scenario.game:
        raise ReviewDataError("made for another game")
    seats, iterations, seed = data.get("seats"), data.get("iterations"), data.get("seed")
    if not (_ints(seats) and _whole(iterations) and _whole(seed)):
        raise ReviewDataError("seats, iterations or seed missing")
    assert isinstance(seats, list) and isinstance(iterations, int) and isinstance(seed, int)
    rows = data.get("decisions")
    expected = list(decisions(scenario, seats))
    if not isinstance(rows, list) or len(rows) != len(expected):
        raise ReviewDataError("the decisions do not match the game")
    reviewed = tuple(_decision(row, decision) for row, decision in zip(rows, expected, strict=True))
    return Review(scenario.game, fingerprint(scenario), tuple(seats), iterations, seed, reviewed)


def _decision(row: object, decision: Decision) -> DecisionReview:
    if not isinstance(row, dict) or row.get("step") != decision.step:
        raise ReviewDataError(f"move {decision.step + 1} does not match the game")
    if row.get("seat") != decision.seat or not _whole(row.get("iterations")):
        raise ReviewDataError(f"move {decision.step + 1} does not match the game")
    played, best = _estimate(row.get("played")), _estimate(row.get("best"))
    if played.action != decision.played or best.action not in decision.legal:
        raise ReviewDataError(f"move {decision.step + 1} does not match the game")
    iterations, loss = row["iterations"], _loss(row.get("loss"))
    assert isinstance(iterations, int)
    view = decision.view
    return judged(view.game, decision.step, decision.seat, played, best, loss, view, iterations)


def _loss(value: object) -> Loss:
    shape = "a loss is not [mean, error, samples, paired, telling]"
    if not (isinstance(value, list) and len(value) == 5):
        raise ReviewDataError(shape)
    mean, error, pairs, paired, telling = value
    if not (_number(mean) and _number(error) and _whole(pairs)):
        raise ReviewDataError(shape)
    if not (isinstance(paired, bool) and isinstance(telling, bool)) or error < 0 or pairs < 0:
        raise ReviewDataError(shape)
    if not -1.0 <= mean <= 1.0:
        raise ReviewDataError("a loss is not between -1 and 1")
    return Loss(float(mean), float(error), pairs, paired, telling)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _estimate(value: object) -> Estimate:
    if not (isinstance(value, list) and len(value) == 3):
        raise ReviewDataError("an estimate is not [move, chance, samples]")
    action, chance, visits = value
    if not isinstance(action, str) or not _whole(visits) or visits < 0:
        raise ReviewDataError("an estimate is not [move, chance, samples]")
    if not _number(chance):
        raise ReviewDataError("a chance is not a number")
    if not 0.0 <= chance <= 1.0:
        raise ReviewDataError("a chance is not between 0 and 1")
    return Estimate(action, float(chance), visits)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: object) -> bool:
    return isinstance(value, list) and all(_whole(v) for v in value)
