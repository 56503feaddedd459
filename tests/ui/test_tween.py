"""Tweens and the timeline: pure easings, groups in sequence, parallel items, instant speed."""

from __future__ import annotations

import pytest

from cardtable.ui.core.tween import (
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    ease_out_sine,
    linear,
)


class Thing:
    x = 0.0
    pos = (0.0, 0.0)


@pytest.mark.parametrize(
    "easing", [linear, ease_out_cubic, ease_in_out_cubic, ease_out_back, ease_out_sine]
)
def test_easings_start_at_0_and_end_at_1(easing):
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)


def test_a_tween_moves_numbers_and_tuples_and_calls_back_once():
    thing, done = Thing(), []
    tween = Tween(
        thing, "pos", (0.0, 0.0), (10.0, 20.0), 1.0, linear, on_done=lambda: done.append(1)
    )
    tween.update(0.5)
    assert thing.pos == (5.0, 10.0) and not tween.done
    leftover = tween.update(0.75)
    assert thing.pos == (10.0, 20.0) and tween.done and leftover == pytest.approx(0.25)
    tween.finish()
    assert done == [1]


def test_groups_run_one_after_another_and_items_in_a_group_together():
    a, b, c = Thing(), Thing(), Thing()
    order: list[str] = []
    timeline = Timeline()
    timeline.then(Tween(a, "x", 0, 1, 1.0, linear), Tween(b, "x", 0, 1, 0.5, linear))
    timeline.then(lambda: order.append("second group"), Tween(c, "x", 0, 1, 1.0, linear))
    timeline.update(0.5)
    assert (a.x, b.x, c.x) == (0.5, 1.0, 0.0) and order == []
    timeline.update(0.5)
    assert a.x == 1.0 and timeline.busy
    timeline.update(0.6)
    assert order == ["second group"] and c.x == pytest.approx(0.6)
    timeline.update(1.0)
    assert c.x == 1.0 and not timeline.busy


def test_instant_speed_finishes_everything_at_once():
    thing = Thing()
    timeline = Timeline()
    timeline.speed = 0
    timeline.then(Tween(thing, "x", 0, 5, 3.0, linear))
    assert thing.x == 5 and not timeline.busy
