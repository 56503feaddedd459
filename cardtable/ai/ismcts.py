"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012), with decoupled
UCT at simultaneous choices (Lanctot et al. 2014).

The game's hooks (ai/hooks.py) work out once per call what the searching seat knows; each
iteration then samples a full state consistent with it (through the engine's resampler), walks
the tree choosing for every acting seat by UCB1 with availability counts (a move is only
counted as "could have been chosen" in determinisations where it was legal), expands one node,
finishes with the game's cheap heuristic policy up to the game's horizon, and backs up one
value per seat. Where several seats choose at once (Quattro reveals, Clash commits), each
chooses independently from its own statistics; at the root such a choice is then played as a
mixed strategy in proportion to the visits, so an opponent cannot read it.

Chance (later deals, draws) is not part of a node's key, so the tree aggregates over the
determinisations: a node stands for what the searching seat can tell apart.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.core import Action, Seat, State
from ..engine.view import View
from .hooks import EXPLORATION, GameHooks

Hooks = GameHooks[State[Any]]
PrivateKey = Callable[[Any, Seat], Hashable]


@dataclass(frozen=True)
class Budget:
    """One decision's search: exactly `max_iterations` iterations (fewer only when the most
    visited move can no longer be overtaken), so the move depends on the position and the
    random generator, never on the machine's speed. `seconds` is a safety net, not a budget:
    a search that has used that much CPU time of its thread (after at least `min_iterations`)
    plays its best move so far and says so (`SearchResult.capped`). CPU time and not the
    clock, so other programs on a busy machine do not change the move; the caps sit well above
    what the counts cost on the machine they were calibrated on (docs/ai.md), so only a much
    slower machine ever meets them."""

    seconds: float
    max_iterations: int
    min_iterations: int = 8
    exploration: float = EXPLORATION
    # The game's tuning sets these two per level (`hooks.SearchLevel`):
    # a node of the searching seat is told apart by what only it has seen since the root (the
    # game's `private_key`: a card it received), not by the moves alone
    private_nodes: bool = False
    # where several seats choose at once, the root's move is drawn in proportion to the visits
    # (so it cannot be read); False: the most visited move, where reading it is worth nothing
    mixed: bool = True


class _Node:
    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        # keyed by the moves made (and what the searching seat saw, `Budget.private_nodes`)
        self.children: dict[Hashable, _Node] = {}
        # seat -> action -> [visits, total value, availability]
        self.stats: dict[Seat, dict[Action, list[float]]] = {}


@dataclass
class SearchResult:
    action: Action
    visits: dict[Action, int]
    values: dict[Action, float]
    iterations: int
    seconds: float
    capped: bool = False  # the time cap cut the search short (the one machine-dependent case)


CLOCK_EVERY = 8  # iterations between looks at the safety net's clock (a system call)


def search(
    view: View[Any], legal: Sequence[Action], hooks: Hooks, budget: Budget, rng: random.Random
) -> SearchResult:
    """Choose a move for `view.seat` among `legal`."""
    began = time.perf_counter()
    cpu_deadline = time.thread_time() + budget.seconds
    shortlist = hooks.shortlist(view, legal) if len(legal) > 1 else legal
    if len(shortlist) == 1:
        return SearchResult(shortlist[0], {a: 0 for a in legal}, {}, 0, 0.0)
    preferred = shortlist[0]
    kept = set(shortlist)
    # in the rules' order (the same draws as before); None: nothing left off
    searched = [a for a in legal if a in kept] if len(kept) < len(legal) else None
    root = _Node()
    iterations = 0
    capped = simultaneous = False
    searcher = view.seat if hooks.search_own_moves_only else None
    private = hooks.private_key if budget.private_nodes else None
    knowledge = hooks.knowledge(view)  # once per call, on this thread's stack
    reuse = max(1, hooks.samples_reused)
    sample = knowledge.sample(rng, search=True)
    while iterations < budget.max_iterations:
        if (
            iterations % CLOCK_EVERY == 0
            and iterations >= budget.min_iterations
            and time.thread_time() >= cpu_deadline
        ):
            capped = True
            break
        if iterations % reuse == 0 and iterations:
            sample = knowledge.sample(rng, search=True)
        if len(sample.to_act()) > 1:
            simultaneous = True
        _iterate(
            root, sample, hooks, budget.exploration, rng, searcher, (view.seat, searched), private
        )
        iterations += 1
        if (
            not simultaneous
            and iterations % 32 == 0
            and _decided(root, view.seat, budget.max_iterations - iterations)
        ):
            break
    stats = root.stats.get(view.seat, {})
    visits = {a: int(stats[a][0]) if a in stats else 0 for a in legal}
    values = {a: stats[a][1] / stats[a][0] for a in legal if a in stats and stats[a][0]}
    action = _final_choice(visits, simultaneous and budget.mixed, preferred, rng)
    seconds = time.perf_counter() - began
    return SearchResult(action, visits, values, iterations, seconds, capped)


def _decided(root: _Node, seat: Seat, remaining: int) -> bool:
    """Stop early when the most visited move can no longer be overtaken in the iterations
    left (the final choice is the most visited move, so the rest would be wasted). It counts
    iterations, not time, so it stops at the same point on every machine."""
    stats = root.stats.get(seat)
    if not stats or len(stats) < 2:
        return False
    first, second = sorted((entry[0] for entry in stats.values()), reverse=True)[:2]
    return first - second > remaining


# The heuristic's move ties with the most visited one when the search came back to it about as
# often (UCB visits a move in proportion to how good it looks, so a move within a tenth of the
# best's visits is one the search cannot tell from the best at this budget). Then the
# heuristic's move is played, not a coin's: a seat that loses its last life whatever it does
# keeps its matador, a seat that can no longer win draws rather than take a lone ten.
TIE_VISITS = 0.9


def _final_choice(
    visits: dict[Action, int], mixed: bool, preferred: Action, rng: random.Random
) -> Action:
    best = max(visits.values())
    if not mixed or best == 0:
        if best and visits[preferred] >= TIE_VISITS * best:
            return preferred
        top = [a for a, v in visits.items() if v == best]
        return top[0] if len(top) == 1 else rng.choice(top)
    # a mixed strategy over the moves the search kept coming back to (exploration noise cut)
    kept = {a: v for a, v in visits.items() if v >= 0.1 * best}
    pick = rng.random() * sum(kept.values())
    for action, weight in kept.items():
        pick -= weight
        if pick < 0:
            return action
    return next(iter(kept))


def _iterate(
    root: _Node,
    start: State[Any],
    hooks: Hooks,
    c: float,
    rng: random.Random,
    searcher: Seat | None = None,
    shortlist: tuple[Seat, Sequence[Action] | None] = (0, None),
    private: PrivateKey | None = None,
) -> None:
    """One iteration from the sampled state `start` (played on a copy: a sample serves
    `samples_reused` iterations and is the root the horizon is measured from); `shortlist` (a
    seat and its moves) limits that seat's moves at the root; `private` (the game's
    `private_key`) adds what the searching seat has seen since to a child's key."""
    root_seat, root_moves = shortlist
    state = start.clone()
    node = root
    path: list[tuple[_Node, list[tuple[Seat, Action]]]] = []
    expanded = False
    while not expanded and not state.is_over() and not (path and hooks.at_horizon(start, state)):
        joint: list[tuple[Seat, Action]] = []
        searched: list[tuple[Seat, Action]] = []
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            if root_moves is not None and node is root and seat == root_seat:
                legal = tuple(a for a in root_moves if a in legal) or legal
            if searcher is None or seat == searcher:
                move = (seat, _select(node, seat, legal, c, rng))
                searched.append(move)
            else:
                move = (seat, hooks.policy(state, seat, legal, rng))
            joint.append(move)
        for seat, action in joint:
            state.advance(seat, action)  # a legal move, whose events nobody reads
        path.append((node, searched))
        key: Hashable = tuple(joint)
        if private is not None:
            key = (key, private(state, root_seat))
        child = node.children.get(key)
        if child is None:
            child = node.children[key] = _Node()
            expanded = True
        node = child
    hooks.rollout(start, state, rng)
    values = hooks.evaluate(state, scratch=True)
    for visited, joint in path:
        for seat, action in joint:
            entry = visited.stats[seat][action]
            entry[0] += 1
            entry[1] += values[seat]


def rollout(
    start: State[Any], state: State[Any], hooks: GameHooks[Any], rng: random.Random
) -> None:
    """Plays `state` on with the policy until the game ends or reaches the horizon measured
    from `start` (the game's `rollout`)."""
    hooks.rollout(start, state, rng)


def _select(
    node: _Node, seat: Seat, legal: Sequence[Action], c: float, rng: random.Random
) -> Action:
    stats = node.stats.setdefault(seat, {})
    untried: list[Action] = []
    best_action, best_score = legal[0], -math.inf
    log, sqrt = math.log, math.sqrt
    for action in legal:  # one pass: availability, the untried moves and UCB1
        entry = stats.get(action)
        if entry is None:
            entry = stats[action] = [0, 0.0, 0]
        entry[2] += 1
        visits = entry[0]
        if visits == 0:
            untried.append(action)
        elif not untried:
            score = entry[1] / visits + c * sqrt(log(entry[2]) / visits)
            if score > best_score:
                best_action, best_score = action, score
    if untried:
        return untried[0] if len(untried) == 1 else rng.choice(untried)
    return best_action
