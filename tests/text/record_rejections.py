"""Probe seeded random games with moves the rules forbid, and keep the message of each kind of
rejection (tests/text/golden/rejections.json: the English that people and `cardtable check` read).

    python -m tests.text.record_rejections      (re-record; only for a deliberate rewording)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import IllegalAction, State
from cardtable.engine.games import get_spec

from .playouts import TABLES, playout

GOLDEN = Path(__file__).resolve().parent / "golden" / "rejections.json"
KEEP_PER_KIND = 2


def _probes(game: str, state: State) -> Iterator[str]:
    """Moves worth trying now: every verb of the game with arguments held and not held, and
    words that are no move at all."""
    yield from ("bogus", "", "keep 9", "take", "joker 9", "trade R1 vp9")
    spec = get_spec(game)
    cards = sorted(set(spec.deck))
    for verb, kinds in spec.verbs.items():
        if not kinds:
            yield verb
            yield f"{verb} 1"
        elif kinds == ("card",):
            yield from (f"{verb} {card}" for card in cards)
        elif kinds == ("int",):
            yield from (f"{verb} {n}" for n in (0, 1, 2, 3, 5))
        elif kinds == ("card", "vp"):
            yield from (f"{verb} {card} vp{n}" for card in cards for n in (1, 4))


def _kind(message: str, deck: set[str]) -> str:
    """A rejection's wording with its numbers and card ids left out."""
    words = ["C" if word.strip("'.,():") in deck else word for word in message.split()]
    return re.sub(r"[0-9]+", "#", " ".join(words))


def record(message_of: Callable[[str, IllegalAction, int], str]) -> list[dict]:
    cases = []
    for game, seats, options, seed in TABLES:
        deck = set(get_spec(game).deck)
        scenario = playout(game, seats, options, seed)
        state, _ = get_spec(game).new_state(seats, dict(options), {}, ShuffleSource(seed))
        kept: dict[str, int] = {}
        found = []
        moves = [*scenario.actions, None]
        for step, move in enumerate(moves):
            for seat in range(-1, seats + 1):
                legal = set(state.legal_actions(seat)) if 0 <= seat < seats else set()
                for probe in _probes(game, state):
                    if probe in legal:
                        continue
                    try:
                        state.clone().apply(seat, probe)
                    except IllegalAction as err:
                        message = message_of(game, err, seats)
                    else:
                        raise AssertionError(f"{game}: {seat} {probe!r} was not rejected")
                    kind = _kind(message, deck)
                    if kept.get(kind, 0) < KEEP_PER_KIND:
                        kept[kind] = kept.get(kind, 0) + 1
                        found.append(
                            {"step": step, "seat": seat, "action": probe, "message": message}
                        )
            if move is not None:
                state.apply(*move)
        cases.append(
            {"game": game, "seats": seats, "options": options, "seed": seed, "cases": found}
        )
    return cases


def write(message_of: Callable[[str, IllegalAction, int], str]) -> None:
    text = json.dumps(record(message_of), ensure_ascii=False, indent=1)
    GOLDEN.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    from .test_rejections_golden import message_of

    write(message_of)
