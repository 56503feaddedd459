"""A game review in the reader's language: the marks, each decision's line (the move played
and the best move with their chances to win and samples), the better move's reason, and the
notices about a kept review that could not be used."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ..ai.review import DecisionReview, Estimate, Mark, Review
from ..engine.core import Seat
from ..engine.scenario import Scenario, start
from ..i18n import N_, number, tr, trn
from . import action_text
from .hints import explanation_text
from .narrator import Narrator

MARKS: Mapping[Mark, str] = {
    Mark.INACCURACY: N_("Inaccuracy"),
    Mark.MISTAKE: N_("Mistake"),
    Mark.BLUNDER: N_("Blunder"),
}

STALE = N_("The kept review of this game was made for another version of it; it is made again.")
UNREADABLE = N_("The kept review of this game could not be read ({reason}); it is made again.")


def mark_text(mark: Mark) -> str:
    return tr(MARKS[mark])


def chance_text(estimate: Estimate) -> str:
    """ "54% (480 samples)": a chance to win with the samples it rests on."""
    samples = trn(
        "{count} sample", "{count} samples", estimate.visits, count=number(estimate.visits)
    )
    return tr("{chance} ({samples})", chance=number(estimate.chance, ".0%"), samples=samples)


def move_text(game: str, seat: Seat, action: str, say: Narrator, view: Any) -> str:
    return action_text(game, seat, action, say, view)


def seen_at_decisions(scenario: Scenario, decisions: Iterable[DecisionReview]) -> dict[int, Any]:
    """What each decision's seat saw as it chose (its observation, by the decision's step):
    a move's sentence is worded from it (Cuckoo's dealer swaps with the stock)."""
    wanted = {decision.step: decision.seat for decision in decisions}
    state, _ = start(scenario)
    seen: dict[int, Any] = {}
    for step, (seat, action) in enumerate(scenario.actions):
        if not wanted.keys() - seen.keys():
            break
        if step in wanted:
            seen[step] = state.observe(wanted[step])
        state.apply(seat, action)
    return seen


def decision_line(game: str, decision: DecisionReview, say: Narrator, view: Any) -> str:
    """What was played and what was best, with their chances to win, and the mark. `view`:
    the table as the decision's seat saw it then."""
    played = move_text(game, decision.seat, decision.played.action, say, view)
    if decision.best.action == decision.played.action:
        return tr(
            "{move}: chance to win {chance}, the best move found",
            move=played,
            chance=chance_text(decision.played),
        )
    line = tr(
        "{move}: chance to win {chance}. Best: {best}, chance to win {best_chance}",
        move=played,
        chance=chance_text(decision.played),
        best=move_text(game, decision.seat, decision.best.action, say, view),
        best_chance=chance_text(decision.best),
    )
    if decision.mark is not None:
        line = tr("{line} ({mark})", line=line, mark=mark_text(decision.mark))
    return line


def better_text(decision: DecisionReview) -> str | None:
    """The one-line reason a marked decision's better move was better (None if unmarked)."""
    if decision.mark is None or decision.reason is None:
        return None
    return tr("Better: {reason}", reason=explanation_text(decision.reason))


def review_lines(review: Review, names: tuple[str, ...], seen: Mapping[int, Any]) -> Iterator[str]:
    """The command line's review: a line per decision, numbered by the move, the better move's
    reason under each marked one, and each seat's count of marks. `seen`: each decision's view
    (`seen_at_decisions`)."""
    for seat in review.seats:
        say = Narrator(names, viewer=seat)
        yield tr("Review of {player}:", player=names[seat])
        mine = review.of_seat(seat)
        for decision in mine:
            line = decision_line(review.game, decision, say, seen[decision.step])
            yield f"{decision.step + 1:>4}. {line}"
            better = better_text(decision)
            if better is not None:
                yield f"      {better}"
        yield "      " + marks_summary(mine)


def marks_summary(decisions: tuple[DecisionReview, ...]) -> str:
    marks = [d.mark for d in decisions]
    n, blunders = len(decisions), marks.count(Mark.BLUNDER)
    mistakes, inaccuracies = marks.count(Mark.MISTAKE), marks.count(Mark.INACCURACY)
    return tr(
        "{decisions}: {blunders}, {mistakes}, {inaccuracies}",
        decisions=trn("{count} decision", "{count} decisions", n, count=number(n)),
        blunders=trn("{count} blunder", "{count} blunders", blunders, count=number(blunders)),
        mistakes=trn("{count} mistake", "{count} mistakes", mistakes, count=number(mistakes)),
        inaccuracies=trn(
            "{count} inaccuracy", "{count} inaccuracies", inaccuracies, count=number(inaccuracies)
        ),
    )


def decision_json(game: str, decision: DecisionReview, say: Narrator, view: Any) -> dict[str, Any]:
    """One decision of `cardtable review --json`: numbers, moves as the file writes them, and
    the mark and reason in the reader's language (`view`: what the seat saw as it chose)."""
    return {
        "step": decision.step,  # the move's index in the file's actions
        "number": decision.step + 1,  # the move's number, as the screen and the text count it
        "seat": decision.seat,
        "played": _estimate_json(decision.played),
        "best": _estimate_json(decision.best),
        "loss": round(decision.loss.mean, 4),
        "loss_error": round(decision.loss.error, 4),
        "loss_samples": decision.loss.pairs,
        "paired": decision.loss.paired,
        "iterations": decision.iterations,
        "mark": None if decision.mark is None else decision.mark.value,
        "move": move_text(game, decision.seat, decision.played.action, say, view),
        "better": better_text(decision),
    }


def _estimate_json(estimate: Estimate) -> dict[str, Any]:
    return {
        "action": estimate.action,
        "chance": round(estimate.chance, 4),
        "visits": estimate.visits,
    }


def stale_notice() -> str:
    return tr(STALE)


def unreadable_notice(reason: str) -> str:
    return tr(UNREADABLE, reason=reason)
