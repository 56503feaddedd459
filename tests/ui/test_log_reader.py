"""The log speaks to whom the table speaks to: "you" to the person in the chair, the seats'
names at a table of AI seats watched from seat 0's chair (whose strip already names them)."""

from __future__ import annotations

import pytest

from cardtable.ui.headless import play_ai_actions
from cardtable.ui.scenes.log import LogScene

from .harness import make_app


def log_lines(tmp_path, person: bool) -> tuple[list[str], str]:
    app = make_app(tmp_path)
    match = play_ai_actions("cuckoo", 3, 12, person=person)
    lines = [text for text, _ in LogScene(app, match, 0).paragraphs()]
    return lines, match.names[0]


@pytest.mark.parametrize("person", [True, False], ids=["a person in seat 0", "all AI"])
def test_the_log_names_seat_0_as_the_table_does(tmp_path, person):
    lines, name = log_lines(tmp_path, person)
    said = "\n".join(lines)
    speaks_to_you = any(word in said.split() for word in ("you", "You", "yourself"))
    assert speaks_to_you == person, said
    assert (name in said) == (not person), said
