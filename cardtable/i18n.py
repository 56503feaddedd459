"""The one translation function, and the language the app speaks.

Every sentence shown to people is written as a whole sentence with named placeholders, so
another language can reorder it freely: `tr("{name} keeps", name="Ann")`. Counts use
`trn(singular, plural, n, ...)` so each language gets its own plural forms; a word that needs
telling apart from the same English word elsewhere uses a context (`trc("cuckoo card", "Cat")`).

The catalogues are gettext .po files under assets/locale/<lang>/LC_MESSAGES/cardtable.po
(English is the identity; assets/locale/cardtable.pot is the template that
`tools/extract_messages.py` extracts from the code). An installed copy reads the cardtable.mo
that the wheel's build compiled beside each .po; a checkout has none and compiles the .po in
memory when a language is chosen. Either way the standard library's `gettext.GNUTranslations`
reads it.

Numbers: with native digits on (the default for Persian, a setting for Hindi), the digits of
every number put into a sentence and of the sentence itself are written in the language's own
digits (० १ २ … or ۰ ۱ ۲ …). This module has no pygame: the engine describes its events with it.
"""

from __future__ import annotations

import contextlib
import gettext
import io
import locale
import os
import string
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .paths import assets_dir

LANGUAGES: tuple[str, ...] = ("en", "hi", "fa")
# Each language's name in itself, as the language menu shows it.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "hi": "हिन्दी", "fa": "فارسی"}
RTL_LANGUAGES = frozenset({"fa"})
NATIVE_DIGITS: dict[str, str] = {"hi": "०१२३४५६७८९", "fa": "۰۱۲۳۴۵۶۷۸۹"}
DECIMAL_SIGNS: dict[str, str] = {"fa": "٫"}
PERCENT_SIGNS: dict[str, str] = {"fa": "٪"}
# Where native digits are what a reader expects without asking (Hindi text today mostly uses
# the international digits; Persian text uses Persian ones).
NATIVE_BY_DEFAULT = frozenset({"fa"})
DIGIT_MODES: tuple[str, ...] = ("auto", "native", "latin")
DOMAIN = "cardtable"

_ASCII_DIGITS = "0123456789"
_FORMATTER = string.Formatter()


class _State:
    def __init__(self) -> None:
        self.language = "en"
        self.digits = "auto"
        self.translations: gettext.NullTranslations = gettext.NullTranslations()
        self.overrides: dict[str, str] = {}
        self.digit_table: dict[int, str] | None = None
        self.problem: str | None = None  # why the language asked for could not be spoken


_state = _State()


# -- where the catalogues are ----------------------------------------------------------------
def locale_dir() -> Path:
    return assets_dir() / "locale"


def catalogue_path(language: str) -> Path:
    return locale_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def compiled_catalogue_path(language: str) -> Path:
    return catalogue_path(language).with_suffix(".mo")


def load_translations(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of `language` (English: the identity). Raises OSError or
    ValueError when the catalogue is missing or cannot be read."""
    if language == "en":
        return gettext.NullTranslations()
    compiled = compiled_catalogue_path(language)
    if compiled.is_file():  # an installed copy: compiled when the wheel was built
        with compiled.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    from .po import compile_mo, parse_po

    path = catalogue_path(language)
    entries = parse_po(path.read_text(encoding="utf-8"), str(path))
    return gettext.GNUTranslations(io.BytesIO(compile_mo(entries)))


# -- choosing the language ---------------------------------------------------------------------
def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language when it is one the app speaks, else English. GNU's LANGUAGE list
    first, then LC_ALL, LC_MESSAGES and LANG, then the C library's locale."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    candidates += [part for part in env.get("LANGUAGE", "").split(":") if part]
    candidates += [env.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix", "en"):
            return "en"
    return "en"


def set_language(language: str, digits: str | None = None) -> str:
    """Speak `language` from now on (an unknown one: English). Returns the language used."""
    if language not in LANGUAGES:
        language = "en"
    _state.problem = None
    try:
        translations = load_translations(language)
    except Exception as err:  # a missing, damaged or hostile file: English, and say why
        _state.problem = f"{catalogue_path(language).parent}: {type(err).__name__}: {err}"
        translations, language = gettext.NullTranslations(), "en"
    _state.language = language
    _state.translations = translations
    if digits is not None:
        _state.digits = digits if digits in DIGIT_MODES else "auto"
    _update_digits()
    return language


def set_digits(mode: str) -> None:
    """ "auto" (the language's habit), "native" or "latin"."""
    _state.digits = mode if mode in DIGIT_MODES else "auto"
    _update_digits()


def _update_digits() -> None:
    native = NATIVE_DIGITS.get(_state.language)
    use = native is not None and (
        _state.digits == "native"
        or (_state.digits == "auto" and _state.language in NATIVE_BY_DEFAULT)
    )
    _state.digit_table = str.maketrans(_ASCII_DIGITS, native) if use and native else None


def language() -> str:
    return _state.language


def language_problem() -> str | None:
    """Why the last `set_language` fell back to English (None: it did not)."""
    return _state.problem


def is_rtl(lang: str | None = None) -> bool:
    """Whether the language (default: the current one) is read right to left."""
    return (lang or _state.language) in RTL_LANGUAGES


def set_catalogue(catalogue: dict[str, str]) -> None:
    """Messages that win over the language's catalogue (tests, and a translator's trial).
    A message with a context is keyed as gettext keys it: "context\x04message"."""
    _state.overrides = dict(catalogue)


# -- numbers -----------------------------------------------------------------------------------
def localize_digits(text: str) -> str:
    """`text` with its ASCII digits written in the language's digits (when they are on)."""
    table = _state.digit_table
    return text.translate(table) if table else text


def number(value: Any, spec: str = "") -> str:
    """A number as the reader expects it: `number(0.5, ".0%")` → "50%" / "۵۰٪"."""
    text = format(value, spec)
    if _state.digit_table is None:
        return text
    lang = _state.language
    if "." in text and lang in DECIMAL_SIGNS and isinstance(value, float):
        text = text.replace(".", DECIMAL_SIGNS[lang])
    if spec.endswith("%") and lang in PERCENT_SIGNS:
        text = text.replace("%", PERCENT_SIGNS[lang])
    return localize_digits(text)


LRM, RLM = "\u200e", "\u200f"  # zero-width marks, strongly left to right / right to left
_RTL_CLASSES = frozenset({"R", "AL"})


def _has_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(ch) in _RTL_CLASSES for ch in text)


def _fill(template: str, values: Mapping[str, Any]) -> str:
    """str.format with the digits of the sentence and of numeric values localized.

    A name put into a sentence of the other direction is closed with a mark of the sentence's
    direction (what Android's BidiFormatter.unicodeWrap does): "Bjørn" in a Persian sentence
    would otherwise pull a number after it ("Bjørn (۲ جان)") into its own left-to-right run."""
    rtl = is_rtl()
    out: list[str] = []
    for literal, name, spec, conversion in _FORMATTER.parse(template):
        out.append(localize_digits(literal))
        if name is None:
            continue
        value, _ = _FORMATTER.get_field(name, (), values)
        if conversion:
            value = _FORMATTER.convert_field(value, conversion)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out.append(number(value, spec or ""))
            continue
        text = _FORMATTER.format_field(value, spec or "")
        if rtl and text:
            text += RLM
        elif not rtl and _has_rtl(text):
            text += LRM
        out.append(text)
    return "".join(out)


def _finish(text: str, values: Mapping[str, Any]) -> str:
    if values:
        return _fill(text, values)
    if _state.digit_table is None or "{" in text:  # "{" kept for a later .format()
        return text
    return localize_digits(text)


# -- the translation functions -----------------------------------------------------------------
def tr(message: str, /, **values: Any) -> str:
    """Translate `message` and fill its named placeholders: tr("{name} keeps", name="Ann")."""
    text = _state.overrides.get(message)
    if text is None:
        text = _state.translations.gettext(message)
    return _finish(text, values)


def trn(singular: str, plural: str, count: int, /, **values: Any) -> str:
    """A sentence about `count` things, in the right plural form of the language:
    trn("{count} life left", "{count} lives left", n, count=n)."""
    text = _state.translations.ngettext(singular, plural, count)
    return _finish(text, values)


def trc(context: str, message: str, /, **values: Any) -> str:
    """`tr` for a word that another context uses differently (a card's name, a list's
    separator)."""
    text = _state.overrides.get(f"{context}\x04{message}")
    if text is None:
        text = _state.translations.pgettext(context, message)
    return _finish(text, values)


def N_(message: str) -> str:
    """Marks `message` for the catalogue without translating it yet (it goes through tr()
    where it is shown)."""
    return message


def ltr_text(text: str) -> str:
    """A left-to-right text that is no word of any language (a file path), kept whole and in
    its own order inside a sentence of either direction: in a Persian sentence the slash
    that starts "/home/ann" would otherwise be drawn at its far end."""
    return f"{LRM}{text}{LRM}" if is_rtl() else text


def join_list(items: Iterable[str]) -> str:
    """Names in a list: "Ann, Bob" / "Ann، Bob" (each name closed with a mark of the
    language's direction, so Latin names in a Persian list keep the list's order)."""
    separator = trc("list separator", ", ")
    items = list(items)
    if is_rtl():
        return separator.join(item + RLM for item in items)
    return separator.join(item + LRM if _has_rtl(item) else item for item in items)


def join_and(items: Iterable[str]) -> str:
    """Names or cards in a list with the language's "and" before the last: "Ann, Bob and Cy",
    "Ann, Bob और Cy", "Ann، Bob و Cy" (one item: itself)."""
    items = list(items)
    if len(items) < 2:
        return join_list(items)
    head = join_list(items[:-1]).removesuffix(RLM if is_rtl() else LRM)  # filling marks it again
    return trc("a list's last item", "{items} and {last}", items=head, last=items[-1])


def card_name(game: str, card: str | None) -> str:
    """A card as the reader names it: the id on the art in English ("VII", "R4", "10B"),
    a name in other languages ("लाल 4", "۱۰ خرس قطبی"). None: a card nobody may see."""
    if card is None:
        return tr("a card")
    return trc(f"{game} card", card)
