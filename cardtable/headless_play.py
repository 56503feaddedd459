"""`cardtable play GAME --headless`: AI seats play a game through the same saves as the window;
`cardtable play --headless --resume [GAME or ID]` continues an unfinished game to its end: the
one with that game id, else the last saved of that game, else the last saved of all (never one
that another running copy is playing)."""

from __future__ import annotations

import random
import sys

from .ai.agents import LEVELS, make_agent
from .engine.games import get_spec
from .housekeeping import at_start
from .match import Match, MatchConfig, SeatConfig
from .saves import (
    GameInUse,
    Recorder,
    SetAside,
    open_game,
    pick_unfinished,
    replay_path,
    valid_game_id,
)
from .text import notices


def parse_seats(text: str, game: str) -> list[SeatConfig]:
    spec = get_spec(game)
    seats = []
    for index, item in enumerate(part.strip() for part in text.split(",") if part.strip()):
        kind = item.split(":", 1)[1] if item.startswith("ai:") else item
        if kind not in LEVELS:
            raise ValueError(
                f"seat {index}: expected ai:LEVEL with a level from "
                f"{', '.join(LEVELS)}, not {item!r}"
            )
        seats.append(SeatConfig(f"{kind.title()} {index + 1}", kind))
    if len(seats) not in spec.allowed_seats():
        raise ValueError(
            f"{spec.title} needs {spec.seats.least} to {spec.seats.most} seats, not {len(seats)}"
        )
    return seats


def play_to_end(match: Match, recorder: Recorder, out=sys.stdout) -> int:
    print(
        f"cardtable: {match.spec.title}, game {recorder.game_id} (if it is stopped: "
        f"cardtable play --headless --resume {recorder.game_id})",
        file=sys.stderr,
        flush=True,
    )
    agents = {
        s: make_agent(c.kind, match.config.game)
        for s, c in enumerate(match.seats)
        if not c.is_human
    }
    while not match.is_over():
        seat = match.acting()[0]
        if seat not in agents:
            print("cardtable: a person's seat cannot be played headless", file=sys.stderr)
            return 1
        action = agents[seat].choose(
            match.view(seat), match.state.legal_actions(seat), match.agent_rng(seat)
        )
        match.apply(seat, action)
        if recorder.problem:
            print(recorder.problem, file=sys.stderr)
    outcome = match.state.outcome()
    names = match.names
    if outcome.draw or not outcome.winners:
        print(f"{match.spec.title}: a draw after {len(match.actions)} moves", file=out)
    else:
        print(
            f"{match.spec.title}: won by {', '.join(names[s] for s in outcome.winners)} "
            f"after {len(match.actions)} moves",
            file=out,
        )
    return 0


def headless(game: str | None, seats: str | None, seed: int | None, resume: str | None) -> int:
    """`resume`: None to start a game; a game id, a game or "" to continue one."""
    for message in at_start():
        print(message, file=sys.stderr)
    if resume is not None:
        return _resume(resume or game or "")
    if game is None or seats is None:
        print("cardtable play --headless needs GAME and --seats ai:LEVEL,...", file=sys.stderr)
        return 2
    try:
        people = parse_seats(seats, game)
    except ValueError as err:
        print(f"cardtable play: {err}", file=sys.stderr)
        return 2
    spec = get_spec(game)
    config = MatchConfig(
        game,
        people,
        spec.option_defaults(),
        {},
        seed if seed is not None else random.randrange(2**31),
    )
    match = Match(config)
    return play_to_end(match, Recorder(match))


def _resume(which: str) -> int:
    chosen, messages = pick_unfinished(which)
    for message in messages:
        print(message, file=sys.stderr)
    if chosen is None:
        if notices.already_finished() in messages:
            return 0  # it had already finished and is now kept: nothing is left to play
        if valid_game_id(which) and replay_path(which).is_file():
            # finished meanwhile (e.g. another copy, listing the games, put it away for us)
            print(f"cardtable: game {which} is finished and kept with the replays", file=sys.stderr)
            return 0
        named = f" of {which}" if which else ""
        print(f"cardtable: there is no unfinished game{named} to resume", file=sys.stderr)
        return 1
    try:  # (even one listed as in use: that may have been another copy's look at it)
        saved, held = open_game(chosen.game_id)
    except GameInUse:
        print(
            f"cardtable: the game {chosen.game_id} is being played by another running copy "
            "of Card Table",
            file=sys.stderr,
        )
        return 1
    except (SetAside, OSError) as err:
        print(f"cardtable: {err}", file=sys.stderr)
        return 2
    match = Match(saved.config, saved.actions)
    return play_to_end(match, Recorder(match, saved.game_id, saved.started, lock=held))
