"""Game review: at every decision a seat made, what its move cost in chance to win.

The search is run again at each decision, from the seat's recall at that moment (a `View`,
never the true state: what the seat could not know cannot change its review), on a fixed number
of iterations with a seed made from the review's seed, the seat and the move's index, so the
same file and seed always give the same review, however often it is stopped and started again.

The search names the best move and estimates its chance to win (the mean of its values for that
root move: for most games the chance to win, see docs/ai.md "Review"), with its sample size,
the search's visits. Where another move was played, the two are then compared in paired
playouts: each pair plays both moves from the same sampled table with the same later draws and
the game's playout policy, so what the hidden cards and the luck of the draw do to both cancels
out, and a small loss is measured on far fewer samples than two separate estimates would need.
The move played is given the best move's chance less the mean loss. A decision is marked only
when the loss is at least the game's threshold *and* clear given the samples: more than
`CLEAR_Z` standard errors of the paired differences. Reasons are data (`Explanation`);
`cardtable/text/review.py` words them.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import random
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..engine.core import Action, IllegalAction, Seat, State
from ..engine.scenario import Scenario, start
from ..engine.view import Recall, View
from .agents import exploration
from .explain import Explanation
from .games import hooks_for
from .hooks import DelegatingHooks, GameHooks
from .ismcts import Budget, rollout, search

# --budget MS is turned into iterations at this fixed rate, about what this 2-core machine does
# under a shared load, so a budget is the same work (and the same review) on any machine.
ITERATIONS_PER_MS = 2
DEFAULT_BUDGET_MS = 400
CLEAR_Z = 2.0  # a loss is clear when it is more than this many standard errors
# The search leaves a move that did badly in its first visits, so a move it visited only a few
# times keeps an estimate biased low: below this many visits its measurement shows nothing.
MIN_SEARCH_VISITS = 50
# At a choice made at the same time as another seat's the search plays a mixed strategy over
# the moves it visited at least this share of the best one's visits (ismcts._final_choice):
# such a move is part of good play there, not a mistake.
MIXED_SHARE = 0.1
REVIEW_VERSION = 1  # of the review file and of the way a review is computed


class Mark(Enum):
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@dataclass(frozen=True)
class Thresholds:
    """The loss in chance to win (0 to 1) from which a decision earns each mark."""

    inaccuracy: float
    mistake: float
    blunder: float

    def mark(self, loss: float) -> Mark | None:
        if loss >= self.blunder:
            return Mark.BLUNDER
        if loss >= self.mistake:
            return Mark.MISTAKE
        if loss >= self.inaccuracy:
            return Mark.INACCURACY
        return None


# Per game (docs/ai.md "Review" gives the reasons); a game not listed uses DEFAULT_THRESHOLDS.
DEFAULT_THRESHOLDS = Thresholds(0.05, 0.10, 0.20)
THRESHOLDS: Mapping[str, Thresholds] = {
    "quattro": Thresholds(0.05, 0.10, 0.20),
    "cuckoo": Thresholds(0.04, 0.08, 0.16),
    "clash": Thresholds(0.04, 0.08, 0.16),
    "polar": Thresholds(0.02, 0.04, 0.08),
}


def thresholds_for(game: str) -> Thresholds:
    return THRESHOLDS.get(game, DEFAULT_THRESHOLDS)


def iterations_for(budget_ms: float) -> int:
    """The search iterations of a budget in milliseconds (at least 16: a few per move)."""
    return max(16, round(budget_ms * ITERATIONS_PER_MS))


@dataclass(frozen=True)
class Estimate:
    """A move's estimated chance to win and how many samples it rests on."""

    action: Action
    chance: float
    visits: int


@dataclass(frozen=True)
class Loss:
    """What the move played cost against the best move: the mean of `pairs` paired
    differences and its standard error."""

    mean: float
    error: float
    pairs: int  # the samples: paired playouts, or the played move's visits in the search
    paired: bool = True
    telling: bool = True  # False: these samples cannot show a loss (see `search_loss`)

    @property
    def clear(self) -> bool:
        """Whether the loss is beyond the noise of its samples."""
        return self.telling and self.pairs > 1 and self.mean > CLEAR_Z * self.error


NO_LOSS = Loss(0.0, 0.0, 0)


@dataclass(frozen=True)
class Decision:
    """A move a seat chose (among more than one), with what it knew then."""

    step: int  # the move's index in the scenario's actions
    seat: Seat
    view: View[Any]
    legal: tuple[Action, ...]
    played: Action
    # chosen at the same time as another seat's choice (Quattro's reveals, Clash's commits):
    # the search plays a mixed strategy there, and only its own measurement judges it
    simultaneous: bool = False


@dataclass(frozen=True)
class DecisionReview:
    step: int
    seat: Seat
    played: Estimate
    best: Estimate
    loss: Loss
    iterations: int  # of the search (the paired playouts are `loss.pairs`)
    mark: Mark | None
    reason: Explanation | None  # why the best move is good; None where the played move is it


@dataclass(frozen=True)
class Review:
    """The review of one game: `decisions` in the order they were made."""

    game: str
    fingerprint: str
    seats: tuple[Seat, ...]
    iterations: int
    seed: int
    decisions: tuple[DecisionReview, ...] = field(default=())

    def of_seat(self, seat: Seat) -> tuple[DecisionReview, ...]:
        return tuple(d for d in self.decisions if d.seat == seat)


def fingerprint(scenario: Scenario) -> str:
    """What fixes a game: a review is kept for exactly this game."""
    fixed = [
        scenario.game,
        scenario.seats,
        dict(scenario.options),
        dict(scenario.setup),
        scenario.seed,
        [list(s) for s in scenario.shuffles],
        [[seat, action] for seat, action in scenario.actions],
    ]
    text = json.dumps(fixed, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def human_seats(scenario: Scenario) -> tuple[Seat, ...]:
    """The seats people played (`meta.kinds`); a file without them is a table of people."""
    kinds = scenario.meta.get("kinds") if isinstance(scenario.meta, Mapping) else None
    if not isinstance(kinds, list) or len(kinds) != scenario.seats:
        return tuple(range(scenario.seats))
    return tuple(seat for seat, kind in enumerate(kinds) if kind == "human")


def decisions(scenario: Scenario, seats: Sequence[Seat]) -> Iterator[Decision]:
    """The decisions of `seats` in the game, each with the seat's recall at that moment. A
    move the rules refuse ends the game there (what came before is reviewed)."""
    state, opening = start(scenario)
    recall = Recall(scenario.game, scenario.seats, scenario.options)
    recall.record(opening)
    wanted = set(seats)
    for step, (seat, action) in enumerate(scenario.actions):
        if state.is_over() or seat not in state.to_act():
            return
        legal = tuple(state.legal_actions(seat))
        if seat in wanted and len(legal) > 1 and action in legal:
            view = recall.view(state, seat)
            yield Decision(step, seat, view, legal, action, len(state.to_act()) > 1)
        try:
            recall.record(state.apply(seat, action))
        except IllegalAction:
            return


def review_budget(game: str, iterations: int) -> Budget:
    """A budget of exactly `iterations` (no clock: the review must not depend on the machine),
    exploring as play does in `game` (`agents.exploration`)."""
    return Budget(seconds=1e9, max_iterations=iterations, min_iterations=iterations,
                  exploration=exploration(game))  # fmt: skip


def review_decision(decision: Decision, iterations: int, seed: int) -> DecisionReview:
    """Search the decision's position from the seat's view for the best move, and measure the
    move played against it (`iterations` search iterations, then as many playouts in pairs)."""
    view = decision.view
    game_hooks = hooks_for(view.game)
    hooks = _WithPlayed(game_hooks, decision.played)
    rng = random.Random(f"review:{seed}:{decision.seat}:{decision.step}")
    result = search(view, decision.legal, hooks, review_budget(view.game, iterations), rng)
    estimates = {
        action: Estimate(action, result.values.get(action, 0.0), visits)
        for action, visits in result.visits.items()
    }
    played = estimates.get(decision.played, Estimate(decision.played, 0.0, 0))
    best = max(estimates.values(), key=lambda e: (e.visits, e.chance)) if estimates else played
    if best.visits == 0 or best.action == played.action:  # nothing better was found
        step, seat = decision.step, decision.seat
        return judged(view.game, step, seat, played, played, NO_LOSS, view, result.iterations)
    loss = search_loss(played, best)
    if decision.simultaneous and played.visits >= MIXED_SHARE * best.visits:
        loss = dataclasses.replace(loss, telling=False)  # the search's own mixed strategy
    elif not decision.simultaneous:
        pairs, floor = iterations // 2, thresholds_for(view.game).inaccuracy
        # their own seed: the pairs do not move when the search draws more or fewer numbers
        draws = random.Random(f"pairs:{seed}:{decision.seat}:{decision.step}")
        paired = paired_loss(view, game_hooks, played.action, best.action, pairs, draws, floor)
        loss = clearer(loss, paired)
    played = Estimate(played.action, min(1.0, max(0.0, best.chance - loss.mean)), loss.pairs)
    return judged(view.game, decision.step, decision.seat, played, best, loss, view, iterations)


def search_loss(played: Estimate, best: Estimate) -> Loss:
    """The loss as the search measured it, with the standard error of two independent means:
    an upper bound, since a value between 0 and 1 with mean p varies at most p(1 - p), and p is
    smoothed by one win and one loss so that a few equal samples do not look certain. Below
    MIN_SEARCH_VISITS visits of the move played it shows nothing (`telling` False)."""

    def error(estimate: Estimate) -> float:
        n = estimate.visits
        p = (estimate.chance * n + 1) / (n + 2)
        return math.sqrt(p * (1 - p) / n) if n else 0.5  # 0.5: the most a mean can be off

    spread = math.hypot(error(played), error(best))
    telling = played.visits >= MIN_SEARCH_VISITS
    return Loss(best.chance - played.chance, spread, played.visits, False, telling)


def clearer(search: Loss, paired: Loss) -> Loss:
    """The two measurements of one loss: the search's (its own continuation, which plays on
    as well as it can, on independent samples) and the paired playouts' (the policy's
    continuation, with the luck shared). A loss either shows clearly is clear (the larger, if
    both do); otherwise the less noisy one is reported."""
    clear = [loss for loss in (search, paired) if loss.clear]
    if clear:
        return max(clear, key=lambda loss: loss.mean)
    return min((search, paired), key=lambda loss: loss.error)


PAIRS_BATCH = 50  # paired playouts between two looks at whether a mark is still possible
STOP_Z = 3.0  # stricter than CLEAR_Z: the pairs are looked at again and again


def paired_loss(
    view: View[Any],
    hooks: GameHooks[Any],
    played: Action,
    best: Action,
    pairs: int,
    rng: random.Random,
    no_mark_below: float = 0.0,
) -> Loss:
    """How much worse `played` does than `best`, over up to `pairs` tables sampled from the
    seat's knowledge, each played out after both moves with the same random draws. Every
    PAIRS_BATCH pairs from 2 x PAIRS_BATCH on it stops once the loss is below `no_mark_below`
    by STOP_Z standard errors (no mark is possible any more: most moves that are not the best
    are about as good)."""
    knowledge = hooks.knowledge(view)
    differences: list[float] = []
    while len(differences) < max(2, pairs):
        table = knowledge.sample(rng)
        draws = rng.getrandbits(64)
        values = [_playout(table, view.seat, move, hooks, draws) for move in (best, played)]
        differences.append(values[0] - values[1])
        if len(differences) % PAIRS_BATCH == 0 and len(differences) >= 2 * PAIRS_BATCH:
            loss = _mean_loss(differences)
            if loss.mean + STOP_Z * loss.error < no_mark_below:
                return loss
    return _mean_loss(differences)


def _mean_loss(differences: Sequence[float]) -> Loss:
    n = len(differences)
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return Loss(mean, math.sqrt(variance / n), n)


def _playout(
    table: State[Any], seat: Seat, move: Action, hooks: GameHooks[Any], draws: int
) -> float:
    """The seat's value after it plays `move` at `table` and the policy plays on to the
    game's horizon (the search's own rollout)."""
    state = table.clone()
    state.apply(seat, move)
    rollout(table, state, hooks, random.Random(draws))
    return float(hooks.evaluate(state)[seat])


def judged(
    game: str,
    step: int,
    seat: Seat,
    played: Estimate,
    best: Estimate,
    loss: Loss,
    view: View[Any],
    iterations: int = 0,
) -> DecisionReview:
    """The review of a decision from its estimates: the mark and, where another move was
    better, why that one."""
    if best.action == played.action:
        return DecisionReview(step, seat, played, played, NO_LOSS, iterations, None, None)
    mark = thresholds_for(game).mark(loss.mean) if loss.clear else None
    reason = hooks_for(game).explain(view, best.action)
    return DecisionReview(step, seat, played, best, loss, iterations, mark, reason)


class _WithPlayed(DelegatingHooks):
    """A game's hooks whose shortlist always holds the move that was played: the game's own
    shortlist may leave off a move plainly worse than another, and that is the move a review
    has to measure."""

    def __init__(self, hooks: GameHooks[Any], played: Action) -> None:
        super().__init__(hooks)
        self._played = played
        # a fresh sample every iteration: a review is judged on its estimates, not its speed
        self.samples_reused = 1

    def shortlist(self, view: View[Any], legal: Sequence[Action]) -> Sequence[Action]:
        kept = list(self.base.shortlist(view, legal))
        return kept if self._played in kept else [*kept, self._played]


def review_game(
    scenario: Scenario,
    seats: Sequence[Seat] | None = None,
    iterations: int | None = None,
    seed: int = 0,
) -> Review:
    """The whole review at once (the command line; the app runs a `ReviewJob`)."""
    job = ReviewJob(scenario, seats, iterations, seed)
    job.run()
    review = job.result()
    assert review is not None
    return review


class ReviewJob:
    """A review computed off the caller's thread: `start()`, then `progress()` (decisions
    done, total) and `result()` (None until finished) from any thread; `cancel()` stops it
    after the decision in hand. Every decision is reviewed on its own seed, so a job started
    again with the decisions already done (`done`) gives the same review as one run straight
    through."""

    def __init__(
        self,
        scenario: Scenario,
        seats: Sequence[Seat] | None = None,
        iterations: int | None = None,
        seed: int = 0,
        done: Sequence[DecisionReview] = (),
    ) -> None:
        self.scenario = scenario
        self.seats = tuple(sorted(set(human_seats(scenario) if seats is None else seats)))
        self.iterations = iterations_for(DEFAULT_BUDGET_MS) if iterations is None else iterations
        self.seed = seed
        self._decisions = list(decisions(scenario, self.seats))
        known = {(d.step, d.seat): d for d in done}
        self._done: list[DecisionReview] = []
        for decision in self._decisions:
            if (decision.step, decision.seat) not in known:
                break
            self._done.append(known[(decision.step, decision.seat)])
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self.run, name="review", daemon=True)
            self._thread.start()

    def run(self) -> None:
        """Review every decision not done yet, on this thread."""
        try:
            for decision in self._decisions[len(self._done) :]:
                if self._stop.is_set():
                    return
                reviewed = review_decision(decision, self.iterations, self.seed)
                with self._lock:
                    self._done.append(reviewed)
        except Exception as err:  # a bug: the caller sees it in `error`, the app does not fall
            self.error = err

    def progress(self) -> tuple[int, int]:
        with self._lock:
            return len(self._done), len(self._decisions)

    def cancel(self) -> None:
        self._stop.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def done(self) -> tuple[DecisionReview, ...]:
        """The decisions reviewed so far (to start again later with `done=`)."""
        with self._lock:
            return tuple(self._done)

    def result(self) -> Review | None:
        with self._lock:
            if len(self._done) < len(self._decisions):
                return None
            return Review(
                self.scenario.game,
                fingerprint(self.scenario),
                self.seats,
                self.iterations,
                self.seed,
                tuple(self._done),
            )
