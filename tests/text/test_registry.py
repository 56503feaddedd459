"""Every event of every game has its sentence in text/, found by the game's id."""

from __future__ import annotations

import importlib

import pytest

from cardtable.engine.core import Event
from cardtable.engine.games import GAME_IDS
from cardtable.text import text_for


def event_classes(game: str) -> set[type]:
    """The Event subclasses the game's engine defines (in its `events` module)."""
    module = importlib.import_module(f"cardtable.engine.games.{game}")
    return {
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, Event)
        and value is not Event
        and value.__module__ == module.events.__name__
    }


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_event_class_has_a_sentence(game: str) -> None:
    classes = event_classes(game)
    assert classes  # the lookup finds the game's events
    missing = sorted(cls.__name__ for cls in classes if cls not in text_for(game).events)
    assert not missing, missing


def test_the_four_games_have_52_events_between_them() -> None:
    assert (
        sum(len(event_classes(game)) for game in GAME_IDS) == 52
    )  # Clash gained ReplaysDecided (the third-replay ruling)


def test_an_unknown_game_has_no_text() -> None:
    with pytest.raises(KeyError):
        text_for("chess")
