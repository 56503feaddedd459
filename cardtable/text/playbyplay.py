"""A readable play-by-play of a replayed scenario: who did what, what was revealed, and the
lives or scores after each deal, round or set."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from ..engine.scenario import Replay, start
from ..i18n import tr
from . import describe, rejection, text_for
from .narrator import Narrator


def play_by_play(result: Replay, viewer: int | None = None) -> Iterator[str]:
    """Lines of text. `viewer` None shows every card (the game is being analysed); a seat number
    shows only what that seat saw, -1 only public facts."""
    scenario = result.scenario
    spec = scenario.spec
    say = Narrator.numbered(scenario.seats, viewer if viewer is not None and viewer >= 0 else None)
    names = say.names
    options = ", ".join(f"{k} {v}" for k, v in scenario.options.items())
    setup = ", ".join(f"{k} {v}" for k, v in scenario.setup.items())
    yield tr("{game}: {seats} seats", game=spec.title, seats=scenario.seats) + "".join(
        f"; {part}" for part in (options, setup) if part
    )
    state, _ = start(scenario)
    before = state.summary()
    for step in result.steps:
        if step.index is not None:
            action = step.action if viewer is None else _action_seen(step, viewer, spec)
            yield f"{step.index + 1:>4}. {names[step.seat]}: {action}"
            state.apply(step.seat, step.action)
        for event in step.events:
            shown = event if viewer is None else event.redact(viewer)
            yield f"        {describe(scenario.game, shown, say)}"
        after = state.summary()
        standings = text_for(scenario.game).standings(before, after, say)
        if standings is not None:
            yield "     " + standings
        before = after
    stop = result.error
    if stop is not None and viewer not in (None, stop.seat):
        # why a move was refused can tell what its player holds: said only to that player
        yield tr(
            "Stopped at move {step}: {player} tried a move the rules do not allow",
            step=stop.step + 1,
            player=names[stop.seat],
        )
    elif stop is not None:
        yield tr(
            "Stopped at move {step} ({action}): {message}",
            step=stop.step + 1,
            action=f"{stop.seat} {stop.action}",
            message=rejection(scenario.game, stop.error, say),
        )
    status = tr("over") if result.state.is_over() else tr("still playing")
    yield tr("Game {status}.", status=status)


def _action_seen(step: Any, viewer: int, spec: Any) -> str:
    """The move as `viewer` saw it: a card chosen in secret (Quattro's reveal, Clash's commit)
    is "?" unless the move's own events, as the viewer saw them, name it."""
    verb, _, rest = step.action.partition(" ")
    words = rest.split()
    if step.seat == viewer or not words or words[0] not in spec.card_ids:
        return step.action
    seen = [event.redact(viewer) for event in step.events]
    if any(words[0] in _strings(event) for event in seen):
        return step.action
    return " ".join([verb, "?", *words[1:]])


def _strings(thing: Any) -> set[str]:
    """Every string in an event's fields (card ids among them)."""
    if isinstance(thing, str):
        return {thing}
    if dataclasses.is_dataclass(thing) and not isinstance(thing, type):
        thing = [getattr(thing, field.name) for field in dataclasses.fields(thing)]
    if isinstance(thing, (tuple, list)):
        return set().union(*(_strings(item) for item in thing)) if thing else set()
    return set()
