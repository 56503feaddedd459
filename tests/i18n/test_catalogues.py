"""The catalogues: the template holds every message of the code, and every language has every
message of the template, with the same placeholders, in all its plural forms."""

from __future__ import annotations

import gettext
import importlib.util
import io
import re
import string
import sys

import pytest

from cardtable import i18n
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.i18n import join_list, tr, trc, trn
from cardtable.po import compile_mo, header_fields, parse_po
from cardtable.text import card_name

from ..conftest import PROJECT

LOCALE = PROJECT / "assets" / "locale"
TRANSLATIONS = [lang for lang in i18n.LANGUAGES if lang != "en"]


def _extractor():
    spec = importlib.util.spec_from_file_location(
        "extract_messages", PROJECT / "tools" / "extract_messages.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def placeholders(text: str) -> set[tuple[str, str]]:
    """{name} and {name:spec} fields of a message."""
    return {(name, spec or "") for _, name, spec, _ in string.Formatter().parse(text) if name}


def template():
    return parse_po((LOCALE / "cardtable.pot").read_text(encoding="utf-8"), "cardtable.pot")


def catalogue(lang: str):
    path = LOCALE / lang / "LC_MESSAGES" / "cardtable.po"
    return parse_po(path.read_text(encoding="utf-8"), str(path))


def test_the_template_holds_every_message_of_the_code():
    extractor = _extractor()
    fresh = {(e.key, e.plural) for e in extractor.extract()}
    on_disk = {(e.key, e.plural) for e in template()}
    stale = sorted(map(str, fresh ^ on_disk))[:20]
    assert not stale, (
        f"assets/locale/cardtable.pot is stale (run tools/extract_messages.py --update): {stale}"
    )
    keys = {entry.key for entry in template()}
    # a few that come from data rather than tr() calls
    assert (None, "Cuckoo") in keys and ("cuckoo card", "Dragoon") in keys
    assert ("AI player name", "Astrid") in keys
    assert any(text.startswith("Cuckoo is a game of nerve") for _, text in keys)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    english = {entry.key: entry for entry in template()[1:]}
    entries = {entry.key: entry for entry in catalogue(lang)}
    header = header_fields(entries.values())
    assert header.get("Language") == lang
    forms = header.get("Plural-Forms", "")
    nplurals = int(forms.split("nplurals=")[1].split(";")[0])
    problems = []
    for key, source in english.items():
        entry = entries.get(key)
        if entry is None:
            problems.append(f"missing: {key}")
            continue
        if "fuzzy" in entry.flags or not entry.translated:
            problems.append(f"untranslated: {key}")
            continue
        wanted = placeholders(source.msgid)
        if source.plural is not None:
            wanted |= placeholders(source.plural)
            if len(entry.plurals) != nplurals:
                problems.append(f"{len(entry.plurals)} plural forms, not {nplurals}: {key}")
            texts = entry.plurals
        else:
            texts = [entry.msgstr]
        for text in texts:
            if placeholders(text) != wanted:
                problems.append(f"placeholders {placeholders(text)} != {wanted}: {key}")
            try:
                text.format(**{name: 1 for name, _ in wanted})
            except (KeyError, ValueError, IndexError) as err:
                problems.append(f"cannot be filled ({err}): {key}")
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_each_catalogue_compiles_for_the_standard_gettext(lang):
    mo = compile_mo(catalogue(lang))
    translations = gettext.GNUTranslations(io.BytesIO(mo))
    assert translations.gettext("Card Table") != "Card Table"
    one = translations.ngettext("{lives} life", "{lives} lives", 1)
    assert one and "{lives}" in one
    assert translations.pgettext("cuckoo card", "Fool") != "Fool"


def test_english_is_the_identity_and_other_languages_speak_their_own():
    assert tr("Card Table") == "Card Table"
    assert card_name("cuckoo", "VII") == "the 7"  # English names its cards too, never by id
    assert card_name("polar", "10B") == "the polar bear ten"
    i18n.set_language("hi")
    assert tr("Card Table") == "ताश की मेज़"
    assert card_name("cuckoo", "Cuckoo") == "ग्जोक"  # the original document's name
    assert card_name("cuckoo", "VII") == "7"
    i18n.set_language("fa")
    assert tr("Card Table") == "میز ورق"
    assert card_name("cuckoo", "Fool") == "نار"
    assert join_list(["آرش", "بهار"]) == "آرش\u200f، بهار\u200f"  # each name closed by a mark


def test_plural_forms_follow_the_count():
    one, many = "{count} life left", "{count} lives left"
    assert trn(one, many, 1, count=1) == "1 life left"
    assert trn(one, many, 3, count=3) == "3 lives left"
    i18n.set_language("hi")
    assert trn(one, many, 1, count=1) == "1 जान बची"
    assert trn(one, many, 3, count=3) == "3 जानें बचीं"


def test_native_digits_follow_the_setting():
    i18n.set_language("fa")  # Persian text is written with Persian digits
    assert tr("Seat {number}", number=12) == "صندلی ۱۲"
    assert i18n.number(0.5, ".0%") == "۵۰٪"
    assert tr("Short game (5 rounds)") == "بازی کوتاه (۵ دور)"
    i18n.set_digits("latin")
    assert tr("Seat {number}", number=12) == "صندلی 12"
    i18n.set_language("hi", "auto")  # Hindi today mostly writes international digits
    assert tr("Seat {number}", number=12) == "सीट 12"
    i18n.set_digits("native")
    assert tr("Seat {number}", number=12) == "सीट १२"
    assert card_name("quattro", "R4") == "लाल ४"
    # a name is never changed, even when it has digits in it
    assert tr("{name} keeps", name="Bob99") == "Bob99 ने पत्ता रखा"


def test_card_names_exist_for_every_card_of_every_game():
    for lang in TRANSLATIONS:
        i18n.set_language(lang)
        for game in GAME_IDS:
            for card in set(get_spec(game).deck):
                name = card_name(game, card)
                assert name and (name != card or card.isdigit() or card == "-5"), (lang, card)
    # Cuckoo's cards carry the names of the original Hindi and Persian rule documents
    pictures = ["Fool", "Owl", "Pot", "House", "Horse", "Cat", "Dragoon", "Cuckoo"]
    i18n.set_language("hi")
    assert [card_name("cuckoo", c) for c in pictures] == [
        "नार", "उगले", "पोटे", "हस", "हेस्ट", "कट", "ड्रैगन", "ग्जोक",
    ]  # fmt: skip
    i18n.set_language("fa")
    assert [card_name("cuckoo", c) for c in pictures] == [
        "نار", "زشت", "پوت", "هوس", "هست", "کات", "اژدها", "گیوک",
    ]  # fmt: skip


# Sentences written to the reader ("You keep"), and the words every list and card name uses:
# each language has its own "you", its own "and", and its own agreement of the verb.
YOU = {"hi": "आप", "fa": "شما"}
# Persian may leave the pronoun out: the verb's ending (-ید) or "your" (-تان) says it.
TO_YOU = {"hi": re.compile("आप"), "fa": re.compile("شما|ید|تان")}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_sentence_to_the_reader_is_written_to_them_in_every_language(lang):
    to_reader = [  # the events' and the results' sentences (the AI's hints speak to "you" too)
        entry
        for entry in catalogue(lang)
        if any(ref.startswith("cardtable/text/games/") for ref in entry.references)
        and re.search(r"\b(You|you|yours|yourself)\b", entry.msgid)
    ]
    assert len(to_reader) >= 50  # every event a seat can be the subject of, in four games
    for entry in to_reader:
        for text in [entry.msgstr, *entry.plurals]:
            if text:
                assert TO_YOU[lang].search(text), (lang, entry.msgid, text)
    i18n.set_language(lang)
    assert trc("the reader, not the subject of a sentence", "you") == YOU[lang]


def test_lists_end_with_the_languages_and():
    assert i18n.join_and(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert i18n.join_and(["Ann"]) == "Ann"
    i18n.set_language("hi")
    assert i18n.join_and(["Ann", "Bob", "Cy"]) == "Ann, Bob और Cy"
    i18n.set_language("fa")
    assert i18n.join_and(["آرش", "بهار"]) == "آرش\u200f و بهار\u200f"


def test_a_verb_agrees_with_how_many_won():
    one, many = "Game over: {players} wins", "Game over: {players} win"
    assert trn(one, many, 1, players="Bjørn") == "Game over: Bjørn wins"
    assert trn(one, many, 2, players="Ann and Bjørn") == "Game over: Ann and Bjørn win"
    i18n.set_language("fa")
    assert trn(one, many, 1, players="بهار").endswith(" برد")
    assert trn(one, many, 2, players="بهار").endswith(" بردند")


def test_the_language_defaults_to_the_systems_when_it_is_one_of_the_three():
    assert i18n.system_language({"LANG": "fa_IR.UTF-8"}) == "fa"
    assert i18n.system_language({"LC_ALL": "hi_IN.UTF-8", "LANG": "de_DE.UTF-8"}) == "hi"
    assert i18n.system_language({"LANGUAGE": "fa:en", "LANG": "hi_IN"}) == "fa"
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_a_context_keeps_two_meanings_of_one_english_word_apart():
    i18n.set_language("fa")
    assert tr("Play") == "بازی"  # the title menu: play a game
    assert trc("playback", "Play") == "پخش"  # the replay viewer: play it back


# A Polar card is named by where the reader sees it; in Persian "right" and "left" are the
# screen's too (the table is never mirrored).
CORNER_WORDS = {
    "en": ("top-left", "top-right", "bottom-left", "bottom-right"),
    "hi": ("ऊपर-बायाँ", "ऊपर-दायाँ", "नीचे-बायाँ", "नीचे-दायाँ"),
    "fa": ("بالا سمت چپ", "بالا سمت راست", "پایین سمت چپ", "پایین سمت راست"),
}


@pytest.mark.parametrize("lang", ["en", *TRANSLATIONS])
def test_polar_cards_are_named_by_where_they_are_seen_in_every_language(lang):
    from cardtable.text import Narrator
    from cardtable.text.polar_seats import card_at, own_card_at, your_card_at

    i18n.set_language(lang)
    corners = CORNER_WORDS[lang]
    assert [your_card_at(slot) for slot in range(4)] == [
        tr("your {corner} card", corner=word) for word in corners
    ]
    say = Narrator(("Ann", "Bob"), viewer=0)  # Bob sits across: his grid is seen turned round
    assert corners[3] in card_at(say, 1, 0) and "Bob" in card_at(say, 1, 0)
    assert corners[0] in own_card_at(say, 1, 3)
    say = Narrator(("Ann", "Bob", "Cy", "Di"), viewer=0)  # Bob on the left, Di on the right
    assert corners[1] in card_at(say, 1, 0) and corners[2] in card_at(say, 3, 0)
    if lang != "en":
        for seat, slot in [(1, 0), (2, 3), (3, 1)]:
            for text in (card_at(say, seat, slot), own_card_at(say, seat, slot)):
                assert not re.search(r"[A-Za-z]{3,}", text.replace("Bob", "").replace("Cy", "")
                                     .replace("Di", "")), text  # fmt: skip


@pytest.mark.parametrize("lang", ["en", *TRANSLATIONS])
def test_hints_name_cards_and_virtual_players_never_by_their_ids(lang):
    from cardtable.ai.explain import Explanation
    from cardtable.ai.games.clash import ClashWhy
    from cardtable.ai.games.polar import PolarWhy
    from cardtable.ai.games.quattro import QuattroWhy, TradeWhy
    from cardtable.text.hints import explanation_text

    i18n.set_language(lang)
    trade = Explanation(QuattroWhy.TRADE, {"card": "G3", "vp": 3, "why": TradeWhy.CLASHES,
                                           "other": "R3", "reply": "B4"})  # fmt: skip
    burn = Explanation(ClashWhy.NAME_BURNS_FOR_PARTNER, {"value": 6, "cards": ("S6", "C6"),
                                                         "card": "D7"})  # fmt: skip
    pair = Explanation(PolarWhy.TAKE_PAIRS, {"card": "10B", "slot": 3, "partner": 2})
    lines = [explanation_text(e) for e in (trade, burn, pair)]
    for line in lines:
        assert not re.search(r"\b(?:vp\d|[RBYGHDSC]\d|10[BOP]|slot)\b", line), line
    assert CORNER_WORDS[lang][3] in lines[2] and CORNER_WORDS[lang][2] in lines[2]
    assert card_name("quattro", "G3") in lines[0] or lang == "en"
    if lang == "en":
        assert lines[0].startswith("Trade the green 3 to virtual player 3: the green 3 shares")
        assert "with your red 3" in lines[0] and "give you the blue 4" in lines[0]
        assert "it burns the 6 of spades and the 6 of clubs, so your partner's 7 of" in lines[1]
        assert lines[2].startswith("Take the polar bear ten in place of your bottom-right card")
