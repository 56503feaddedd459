"""Every settings key against every kind of JSON value (QA sweep, session 8): whatever a key
holds, reading the file never raises; a value the key cannot use is named in a problem and the
key keeps its default, the other keys their values."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from cardtable import storage
from cardtable.storage import Settings, load_settings

# JSON values of every shape, the unhashable ones inside lists too ("coached": [{"a": 1}] once
# stopped the app at its start with a TypeError)
HOSTILE = [
    None, True, 0, -1, 1e308, "", "x" * 5000, "\u202e", [], {}, {"a": 1}, [None], [[1]],
    [{"a": 1}], ["quattro", {"a": 1}], ["quattro", ["cuckoo"]], [1e308, -1], ["a\u0000"],
]  # fmt: skip


@pytest.mark.parametrize("key", [entry.name for entry in fields(Settings)])
def test_no_value_of_a_key_stops_the_settings_being_read(tmp_path, monkeypatch, key):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    defaults = Settings()
    for value in HOSTILE:
        (tmp_path / "settings.json").write_text(
            json.dumps({"volume": 0.25, key: value}), encoding="utf-8"
        )
        settings, problems = load_settings()
        assert (tmp_path / "settings.json").exists()  # readable JSON: kept, not set aside
        if key != "volume":
            assert settings.volume == 0.25, (key, value)
        if problems:
            assert [p.values["key"] for p in problems] == [key], (value, problems)
            assert getattr(settings, key) == getattr(defaults, key), (key, value)
        else:  # a value the key may hold (an empty list of names)
            assert getattr(settings, key) == value, (key, value)


def test_the_coached_games_keep_the_known_ones_only(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"coached": ["quattro", "polar"]}', encoding="utf-8")
    settings, problems = load_settings()
    assert settings.coached == ["quattro", "polar"] and not problems
    (tmp_path / "settings.json").write_text('{"coached": ["quattro", "chess"]}', encoding="utf-8")
    settings, problems = load_settings()
    assert settings.coached == Settings().coached and problems
    assert problems[0].message == storage.KEY_DEFAULTED
