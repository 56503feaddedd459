"""One numbering of moves in the review (docs/table.md, "The review screen"): moves count from 1
in the order played, and the table stands between two of them. The band used to say "Move 9"
beside a bar that said "Move 8 of 21" (the band counted the decision, the bar the position):
now the bar says "After move 8 of 21" while the band speaks of move 9, the move chosen there,
and the command line's text and JSON name that move 9 too."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardtable import i18n
from cardtable.cli import main

from .harness import make_app
from .test_review_screen import finish, finished, open_review

GAME = Path(__file__).parents[1] / "review" / "cuckoo-swapping-away-a-twelve.yaml"


def caption(scene) -> str:
    assert scene.bar.scrub is not None
    return scene.bar.scrub.caption


def test_the_band_names_the_move_made_after_the_one_the_bar_names(tmp_path):
    i18n.set_language("en")
    app = make_app(tmp_path)
    app, scene = open_review(tmp_path, finished(), app=app)
    finish(app, scene)
    decisions = [p.decision for p in scene.chart.points if p.decision is not None]
    total = scene.total
    for decision in (decisions[0], decisions[-1]):
        scene.choose(decision)
        app.step([], 0.016)
        band = re.match(r"Move (\d+), ", scene.words()[0])
        assert band is not None, scene.words()
        move = int(band.group(1))
        assert move == decision.step + 1  # the move chosen at the table's position
        if decision.step == 0:
            assert caption(scene).endswith(f"Before move 1 of {total}"), caption(scene)
        else:
            assert caption(scene).endswith(f"After move {move - 1} of {total}"), caption(scene)


def test_the_replays_bar_says_after_which_move_the_table_stands(tmp_path):
    i18n.set_language("en")
    app = make_app(tmp_path)
    app, scene = open_review(tmp_path, finished(), app=app)
    scene.seek(0)
    assert caption(scene).endswith(f"Before move 1 of {scene.total}")
    scene.seek(3)
    assert caption(scene).endswith(f"After move 3 of {scene.total}")
    scene.seek(scene.total)
    assert caption(scene).endswith(f"After move {scene.total} of {scene.total}")


def test_the_bar_reads_in_persian(tmp_path):
    app = make_app(tmp_path)
    app, scene = open_review(tmp_path, finished(), app=app)
    i18n.set_language("fa")
    try:
        scene.seek(3)
        said = caption(scene)
        moved = i18n.tr("After move {number} of {total}", number=3, total=scene.total)
        assert moved.strip(i18n.RLM) in said, said
        assert "After move" not in said and i18n.localize_digits("3") in said, said
    finally:
        i18n.set_language("en")


def test_the_command_lines_review_numbers_moves_as_the_band_does(capsys):
    i18n.set_language("en")
    args = ["review", str(GAME), "--seat", "2", "--budget", "20"]
    assert main([*args, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["number"] for row in rows] == [row["step"] + 1 for row in rows]
    assert main(args) == 0
    text = capsys.readouterr().out
    numbered = [int(n) for n in re.findall(r"^\s+(\d+)\. ", text, re.MULTILINE)]
    assert numbered == [row["number"] for row in rows]
