"""Mixed-direction text comes out in the order a reader expects: the bidi runs, their visual
order, and the script and font of each piece."""

from __future__ import annotations

import pytest

from cardtable import i18n
from cardtable.i18n import join_list, tr, trn
from cardtable.ui.core.typeset import (
    ARABIC,
    DEVANAGARI,
    LATIN,
    bidi_levels,
    char_script,
    itemize,
    level_runs,
    visual_text,
)

RTL, LTR = 1, 0


def test_plain_text_is_one_run_in_its_own_direction():
    assert level_runs("Keep your card", LTR) == [("Keep your card", 0)]
    assert level_runs("ورقتان را نگه دارید", RTL) == [("ورقتان را نگه دارید", 1)]
    assert visual_text("سلام", RTL) == "مالس"


def test_a_latin_name_in_a_persian_sentence_keeps_its_place_and_its_own_order():
    text = "Astrid ورقش را نگه داشت"
    # read right to left: the name first (at the right), then the verb phrase
    assert visual_text(text, RTL) == "تشاد هگن ار شقرو Astrid"
    runs = level_runs(text, RTL)
    assert runs[-1] == ("Astrid", 2)  # rightmost, left to right inside


def test_numbers_inside_persian_read_left_to_right_and_stay_where_they_belong():
    assert visual_text("دست ۱۲: شما", RTL) == "امش :۱۲ تسد"
    assert visual_text("دست 12 از 30", RTL) == "30 زا 12 تسد"
    # a card id or score with a sign stays one number
    assert visual_text("امتیاز −5 دارد", RTL) == "دراد −5 زایتما"
    assert visual_text("امتیاز +3", RTL) == "+3 زایتما"
    levels = bidi_levels("جمع ۱۲۳", RTL)
    assert levels[-3:] == [2, 2, 2]


def test_neutrals_between_two_runs_of_one_direction_join_them():
    # the comma and spaces between two Persian words are Persian (right to left)
    assert visual_text("آرش، بهار", RTL) == "راهب ،شرآ"
    # between Latin words inside Persian they are Latin
    assert level_runs("به Bjørn, Chiara داد", RTL)[1] == ("Bjørn, Chiara", 2)


def test_brackets_are_laid_out_by_their_direction():
    # in a right-to-left run the pair stays around its words (HarfBuzz mirrors the glyphs)
    assert visual_text("(۳ جان)", RTL) == ")ناج ۳("
    assert visual_text("Ann (3 lives)", LTR) == "Ann (3 lives)"


def test_persian_inside_english_and_trailing_spaces():
    assert visual_text("Player سارا wins", LTR) == "Player اراس wins"
    levels = bidi_levels("سلام  ", LTR)
    assert levels[-2:] == [0, 0]  # spaces at the end of a line go back to the paragraph's


def test_hindi_is_left_to_right_with_latin_and_numbers_in_place():
    text = "Astrid ने 3 पत्ते रखे (VII)"
    assert visual_text(text, LTR) == text
    assert set(bidi_levels(text, LTR)) == {0}


def test_scripts_and_fonts_of_the_pieces():
    assert char_script("क") == DEVANAGARI
    assert char_script("گ") == ARABIC
    assert char_script("A") == LATIN
    assert char_script("5") is None and char_script(" ") is None and char_script("\u200c") is None
    pieces = itemize("Astrid ने 3 पत्ते रखे", "hi")
    assert [(p.text, p.script, p.rtl) for p in pieces] == [
        ("Astrid ", LATIN, False),
        ("ने 3 पत्ते रखे", DEVANAGARI, False),
    ]
    # right to left: pieces listed left to right on screen; a bracket the Naskh font lacks
    # comes from DejaVu, still shaped right to left; the mark closing the name is not drawn
    pieces = itemize("Bjørn\u200f (۲ جان)", "fa")
    assert [(p.text, p.script, p.rtl) for p in pieces] == [
        (")", LATIN, True),
        (" جان", ARABIC, True),
        ("۲", ARABIC, False),
        ("(", LATIN, True),
        (" ", ARABIC, True),
        ("Bjørn", LATIN, False),
    ]


def test_a_name_put_into_a_sentence_does_not_pull_the_words_after_it_into_its_direction():
    # the plain algorithm joins a number to a Latin name before it, even in Persian ...
    assert visual_text("Bjørn (۲ جان)", RTL) == ")ناج Bjørn (۲"
    # ... so tr() closes an inserted name with a mark of the sentence's direction
    i18n.set_language("fa")
    text = tr("{player} {score}", player="Bjørn", score=i18n.number(2))  # the final scores
    assert visual_text(text, RTL).replace("\u200f", "") == "۲ Bjørn"
    text = trn("{player} loses a life ({lives} left)", "{player} loses a life ({lives} left)", 2,
               player="Bjørn", lives=2)  # fmt: skip
    assert visual_text(text, RTL).replace("\u200f", "").endswith("Bjørn")  # read first
    names = tr("Shared win: {names}", names=join_list(["Astrid", "Bjørn"]))
    shown = visual_text(names, RTL).replace("\u200f", "")
    assert shown.index("Bjørn") < shown.index("Astrid")  # read right to left: Astrid first
    # and an English sentence keeps a Persian name from taking the words after it
    i18n.set_language("en")
    assert visual_text(tr("{name}: {score}", name="سارا", score=3), LTR) == "اراس\u200e: 3"


@pytest.mark.parametrize(
    "text",
    ["دست ۳: Astrid به Bjørn، Chiara و Dev ورق داد", "امتیاز: 12 به 7 — 50٪ ♥♥♡", "«فاخته»"],
)
def test_the_visual_order_is_a_permutation_of_the_text(text):
    assert sorted(visual_text(text, RTL)) == sorted(text)
