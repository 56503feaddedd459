"""The shuffle source: stacked lists, seeded shuffles, clones, and errors that name the list."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.cards import ShuffleSource, canonical_index, sort_canonical
from cardtable.engine.core import ScenarioError

DECK = ["A", "A", "B", "C", "D"]


def test_a_stacked_list_goes_on_top_and_the_rest_follows_in_canonical_order():
    source = ShuffleSource(0, [["C", "A"], []])
    assert source.shuffle(DECK) == ["C", "A", "A", "B", "D"]
    assert source.shuffle(DECK) == DECK  # an empty list leaves the shuffle in canonical order


def test_after_the_lists_run_out_shuffles_come_from_the_seed():
    first = ShuffleSource(5, [["D"]])
    second = ShuffleSource(5, [["D"]])
    assert first.shuffle(DECK) == second.shuffle(DECK) == ["D", "A", "A", "B", "C"]
    seeded = first.shuffle(DECK)
    assert seeded == second.shuffle(DECK)
    assert Counter(seeded) == Counter(DECK)
    assert {tuple(ShuffleSource(s).shuffle(DECK)) for s in range(40)} != {tuple(seeded)}


def test_seeded_shuffles_are_roughly_uniform():
    tops = Counter(ShuffleSource(s).shuffle(list("abcdefgh"))[0] for s in range(4000))
    assert set(tops) == set("abcdefgh")
    assert max(tops.values()) < 1.3 * min(tops.values())


def test_clones_continue_independently_from_the_same_point():
    source = ShuffleSource(9)
    source.shuffle(DECK)
    twin = source.clone()
    assert twin.shuffle(DECK) == source.shuffle(DECK)
    assert source.used == twin.used == 2
    assert source.reseeded(1).stacked == ()


@pytest.mark.parametrize(
    ("stack", "place"), [(["E"], "shuffles[0][0]"), (["B", "B"], "shuffles[0][1]")]
)
def test_a_card_not_in_the_shuffle_or_named_too_often_is_a_scenario_error(stack, place):
    with pytest.raises(ScenarioError) as error:
        ShuffleSource(0, [stack]).shuffle(DECK)
    assert error.value.place == place


def test_canonical_sorting():
    index = canonical_index(["x", "y", "y", "z"])
    assert sort_canonical(["z", "y", "x", "y"], index) == ["x", "y", "y", "z"]


def test_setup_choices_do_not_shift_the_shuffles():
    plain = ShuffleSource(3)
    chooser = ShuffleSource(3)
    assert 0 <= chooser.choose_seat(4) < 4
    assert plain.shuffle(DECK) == chooser.shuffle(DECK)
