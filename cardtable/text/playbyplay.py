"""A readable play-by-play of a replayed scenario: who did what, what was revealed, and the
lives or scores after each deal, round or set."""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.scenario import Replay, start
from ..i18n import N_, tr, trc
from . import describe, rejection, text_for
from .labels import option_label, value_label
from .narrator import Narrator

# What a scenario's setup fixes, as the heading says it.
SETUP_WORDS = {"dealer": N_("first dealer: {player}"), "first": N_("first to trade: {player}")}


def heading(result: Replay, say: Narrator) -> str:
    """The first line: the game, its seats, its options and what the setup fixes, all in the
    reader's language ("Polar Pairs: 2 seats; Short game (5 rounds): No; first dealer: seat 0")."""
    scenario = result.scenario
    parts = [tr("{game}: {seats} seats", game=tr(scenario.spec.title), seats=scenario.seats)]
    parts += [
        tr("{option}: {value}", option=option_label(key), value=value_label(value))
        for key, value in scenario.options.items()
    ]
    parts += [tr(SETUP_WORDS[key], player=say.whom(seat)) for key, seat in scenario.setup.items()]
    return trc("a heading's separator", "; ").join(parts)


def play_by_play(result: Replay, viewer: int | None = None) -> Iterator[str]:
    """Lines of text. `viewer` None shows every card and every move as the file writes it (the
    game is being analysed). A seat number narrates the game as that seat saw it, in the table
    log's sentences (its own moves in the second person: "You keep"), each move's first line
    numbered; -1 does the same for a spectator, who sees only public facts."""
    scenario = result.scenario
    say = Narrator.numbered(scenario.seats, viewer if viewer is not None and viewer >= 0 else None)
    names = say.names
    yield heading(result, say)
    state, _ = start(scenario)
    before = state.summary()
    for step in result.steps:
        number = "" if step.index is None else f"{step.index + 1:>4}."
        if step.index is not None:
            if viewer is None:  # the analyst: the move as the file writes it, then its events
                yield f"{number} {names[step.seat]}: {step.action}"
                number = ""
            state.apply(step.seat, step.action)
        for event in step.events:  # a seat's narration numbers a move's first sentence
            shown = event if viewer is None else event.redact(viewer)
            yield f"{number:<8}{describe(scenario.game, shown, say)}"
            number = ""
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
