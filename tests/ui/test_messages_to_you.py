"""The table's messages are written to the person who reads them (QA sweep, session 8).

In a game against the AI the person's seat is called "You"; a message about that seat must say
"You lose a life", never "You loses a life" (nor "You's House", "You deals"): every banner of a
whole game, played by a person at random through the targets, is checked for the third person
after "You", and the games' second-person banners are seen to be used at all.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from cardtable.engine.games import get_spec
from cardtable.i18n import tr
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.screens import start_table
from cardtable.ui.table import narration

from .harness import make_app

# "You" followed by a verb of the third person, or with a possessive 's
THIRD_PERSON = re.compile(
    r"(^|[\s!:;,(])You(?:'s\b|\)| (?:is|has|was|deals|keeps|loses|rests|wins|"
    r"scores|scored highest \(\S+\) and deals|held the Fool and rests)\b)"
)
# per game: seats, options, seeds, and a banner in the second person that some seed must show
GAMES = {
    "cuckoo": (5, {"lives": 2}, range(3), re.compile(r"^(You lose a life|Deal \d+: you deal)")),
    "polar": (3, {}, range(1), re.compile(r"^Round \d+ of \d+: you deal")),
    "clash": (4, {}, range(1), re.compile(r"^Burned: .*\(you\)")),
}


def said_in_a_game(tmp_path, monkeypatch, game: str, seed: int) -> list[str]:
    seats, options, _, _ = GAMES[game]
    said: list[str] = []
    original = narration.Narration.say

    def say(self, text, **kwargs):
        said.append(text)
        return original(self, text, **kwargs)

    monkeypatch.setattr(narration.Narration, "say", say)
    app = make_app(tmp_path / f"{game}{seed}", speed="fast")
    people = [SeatConfig(tr("You"), HUMAN)] + [
        SeatConfig(f"AI {seat}", "easy") for seat in range(1, seats)
    ]
    defaults = get_spec(game).option_defaults()
    config = MatchConfig(game, people, {**defaults, **options}, {}, seed)
    table = start_table(app, config, record=False)
    app.stack.reset(table)
    rng = random.Random(seed)
    for _ in range(40000):
        if isinstance(app.stack.top, ResultScene):
            break
        if app.stack.top is table and table.may_act():
            targets = table.live_targets()
            if targets:
                rng.choice([t for t in targets if t.action] or targets).activate()
        app.step([], 0.05)
        time.sleep(0)  # let the AI's thread run
    assert isinstance(app.stack.top, ResultScene), "the game did not end"
    return said


@pytest.mark.parametrize("game", list(GAMES))
def test_a_message_about_the_person_speaks_to_them(tmp_path, monkeypatch, game):
    said = []
    for seed in GAMES[game][2]:
        said += said_in_a_game(tmp_path, monkeypatch, game, seed)
    wrong = sorted({text for text in said if THIRD_PERSON.search(text)})
    assert not wrong, wrong
    assert any(GAMES[game][3].search(text) for text in said), sorted(set(said))
