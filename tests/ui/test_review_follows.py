"""The review's words follow the table (QA sweep, session 8): with a decision chosen on the
chart, a step of the transport moved the table on while the band still said "Move 15, You
(Blunder)" beside the cards of move 7."""

from __future__ import annotations

from .harness import make_app
from .test_review_screen import finish, finished, open_review


def test_stepping_away_from_a_chosen_decision_takes_its_words_along(tmp_path):
    app = make_app(tmp_path)
    app, scene = open_review(tmp_path, finished(), app=app)
    finish(app, scene)
    decisions = [p.decision for p in scene.chart.points if p.decision is not None]
    steps = {d.step for d in decisions}
    first = decisions[0]
    scene.choose(first)
    app.step([], 0.016)
    assert scene.chosen is first and scene.words()[0].startswith(f"Move {first.step + 1}, ")
    # a step back from the decision: a position where no person decided, or another decision
    scene.seek(first.step + 1)
    app.step([], 0.016)
    here = scene.chosen
    if first.step + 1 in steps:
        assert here is not None and here.step == first.step + 1
        assert scene.words()[0].startswith(f"Move {first.step + 2}, ")
    else:
        assert here is None and scene.words()[-1].startswith("Click a mark on the chart")
    ringed = [p.decision for p in scene.chart.points if p.selected]
    assert ringed == ([here] if here is not None else [])
    # landing on a decision by the transport says that decision
    later = decisions[-1]
    scene.seek(later.step)
    app.step([], 0.016)
    assert scene.chosen is later
    assert scene.words()[0].startswith(f"Move {later.step + 1}, ")
