"""The layout helpers of the one table, and a game's layout from the window size alone: nothing
it places overlaps or leaves the window (the boxes issue 15's whole-game test will check)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from cardtable import i18n
from cardtable.ui.games.cuckoo.layout import compute as cuckoo_layout
from cardtable.ui.table.layout import (
    TableGeometry,
    fan,
    fit_card_height,
    oval_seats,
    overlapping,
    row,
)

SIZES = [(800, 500), (1024, 640), (1280, 800), (1920, 1080)]
ASPECTS = (0.5833, 0.7143)  # the Cuckoo deck of the two bundled themes, and a wider one


def test_the_table_starts_under_the_top_bar():
    geometry = TableGeometry.of((1280, 800))
    assert geometry.bar == 40 and geometry.hud_height == 56
    assert geometry.safe == pygame.Rect(0, 56, 1280, 744)
    assert TableGeometry.of((800, 500)).bar == 34  # never smaller than a finger


def test_seats_go_clockwise_from_the_anchor_at_the_bottom():
    centre = (500.0, 300.0)
    points = oval_seats(4, 2, centre, 300, 200)
    assert points[2] == pytest.approx((500, 500))  # the anchor, at the bottom
    assert points[3] == pytest.approx((200, 300))  # the next seat: to the anchor's left
    assert points[0] == pytest.approx((500, 100))  # opposite
    assert points[1] == pytest.approx((800, 300))
    for x, y in oval_seats(7, 0, centre, 300, 200):
        assert math.isclose(((x - 500) / 300) ** 2 + ((y - 300) / 200) ** 2, 1.0)


def test_a_row_is_centred_with_its_gaps():
    rects = row(3, (50, 80), 10, (400, 300))
    assert [r.x for r in rects] == [315, 375, 435]
    assert all(r.centery == 300 and r.size == (50, 80) for r in rects)
    assert (rects[0].left + rects[-1].right) // 2 == 400
    assert row(0, (50, 80), 10, (400, 300)) == []


def test_a_fan_overlaps_only_when_its_room_is_too_narrow():
    roomy = fan(4, (50, 80), 10, 1000, (500, 100))
    assert [b.x - a.x for a, b in itertools.pairwise(roomy)] == [60, 60, 60]
    tight = fan(8, (50, 80), 10, 200, (500, 100))
    assert tight[-1].right - tight[0].left <= 200
    assert all(b.x > a.x for a, b in itertools.pairwise(tight))
    assert fan(1, (50, 80), 10, 10, (500, 100))[0].center == (500, 100)


def test_the_tallest_card_that_fits():
    assert fit_card_height((700, 500), 5, 0.7, 10, 400) == 188  # (700 - 40) / 5 / 0.7
    assert fit_card_height((2000, 150), 3, 0.7, 10, 400) == 150  # the room's height
    assert fit_card_height((2000, 900), 3, 0.7, 10, 120) == 120  # the cap


def test_overlapping_names_the_pairs():
    boxes = {
        "a": pygame.Rect(0, 0, 10, 10),
        "b": pygame.Rect(5, 5, 10, 10),
        "c": pygame.Rect(20, 0, 10, 10),
        "none": pygame.Rect(6, 6, 0, 0),
    }
    assert overlapping(boxes) == [("a", "b")]


# -- Cuckoo -----------------------------------------------------------------------------------
def layouts(sizes=SIZES):
    for size in sizes:
        for seats in range(2, 9):
            for anchor in range(seats):
                for aspect in ASPECTS:
                    width = lambda h, a=aspect: max(1, round(h * a))  # noqa: E731
                    yield size, seats, anchor, cuckoo_layout(size, seats, anchor, width)


def test_the_cuckoo_table_overlaps_nothing_from_1024_by_640():
    found = []
    for size, seats, anchor, layout in layouts(SIZES[1:]):
        safe = TableGeometry.of(size).safe
        found += [(size, seats, anchor, pair) for pair in overlapping(layout.boxes())]
        found += [(size, seats, anchor, name) for name, box in layout.boxes().items()
                  if not safe.contains(box)]  # fmt: skip
    assert not found, found[:10]


def test_at_the_smallest_window_nothing_overlaps_up_to_eight_seats():
    """Names, lives, tags, cards, piles and buttons, seven and eight seats included (the cards
    get smaller; on a short table the lives go beside the names)."""
    found = []
    for size, seats, anchor, layout in layouts(SIZES[:1]):
        found += [(seats, anchor, pair) for pair in overlapping(layout.boxes())]
        safe = TableGeometry.of(size).safe
        found += [(seats, anchor, k) for k, box in layout.boxes().items() if not safe.contains(box)]
    assert not found, found[:10]


def test_the_boxes_hold_the_tags_and_the_stocks_count():
    layout = cuckoo_layout((1024, 640), 8, 0, lambda h: round(h * 0.5833))
    boxes = layout.boxes()
    for seat, card in enumerate(layout.seats):
        tags = boxes[f"tags {seat}"]
        assert tags.bottom < card.top and tags.h > 0 and tags.centerx == card.centerx
    assert (
        boxes["stock"].right == layout.stock.right and boxes["stock"].left < layout.stock.left - 14
    )


def test_the_bottom_card_is_the_anchors_and_the_largest():
    for _, seats, anchor, layout in layouts([(1280, 800)]):
        bottom = max(range(seats), key=lambda s: layout.seats[s].centery)
        assert bottom == anchor
        assert all(layout.seats[anchor].height > r.height for s, r in enumerate(layout.seats)
                   if s != anchor)  # fmt: skip


def test_keep_and_swap_follow_the_reading_direction_and_the_seats_do_not():
    width = lambda h: round(h * 0.5833)  # noqa: E731
    english = cuckoo_layout((1280, 800), 5, 0, width)
    try:
        i18n.set_language("fa")
        persian = cuckoo_layout((1280, 800), 5, 0, width)
    finally:
        i18n.set_language("en")
    assert english.keep.right < english.seats[0].left < english.seats[0].right < english.swap.left
    assert persian.swap.right < persian.seats[0].left < persian.seats[0].right < persian.keep.left
    assert english.seats == persian.seats and english.stock == persian.stock
