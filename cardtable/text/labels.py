"""What the setup screen calls the AI players, the kinds of seat and the games' options, and
what the settings screen calls its choices, in the reader's language. (A seat's own label is its
game's: `GameText.seat_label`.)"""

from __future__ import annotations

from .. import i18n
from ..i18n import N_, number, tr, trc

# The AI players' names; each language gives them names of its own (trc "AI player name").
AI_NAMES = ("Astrid", "Bjørn", "Chiara", "Dev", "Elif", "Farid", "Gro", "Hana")

# The worded values of the two screens, by what they name: who sits in a seat (match.HUMAN and
# the AI levels), a game's options and their values (setup); the animation speeds and the
# digits (settings, where {sample} shows the digits).
LABELS: dict[str, dict[object, str]] = {
    "kind": {
        "human": N_("Person"),
        "easy": N_("Easy AI"),
        "normal": N_("Normal AI"),
        "hard": N_("Hard AI"),
    },
    "option": {
        "lives": N_("Lives"),
        "variant": N_("Variant"),
        "short": N_("Short game (5 rounds)"),
    },
    "value": {
        "advanced": N_("Silent (advanced)"),
        "basic": N_("Table talk (basic)"),
        True: N_("Yes"),
        False: N_("No"),
    },
    "speed": {
        "slow": N_("Slow"),
        "normal": N_("Normal"),
        "fast": N_("Fast"),
        "instant": N_("Instant"),
    },
    "digits": {
        "auto": N_("as usual ({sample})"),
        "native": N_("native ({sample})"),
        "latin": N_("international ({sample})"),
    },
}


def ai_names() -> list[str]:
    """The AI players' names in the current language."""
    return [trc("AI player name", name) for name in AI_NAMES]


def label(what: str, value: object, **values: str) -> str:
    """`value` of `what` ("kind", "option", "value", "speed", "digits") in words; a value
    without words reads as itself."""
    message = LABELS[what].get(value)
    return str(value) if message is None else tr(message, **values)


def kind_label(kind: str) -> str:
    return label("kind", kind)


def option_label(option: str) -> str:
    """An option by its label (an option without one reads as its name)."""
    return label("option", option)


def value_label(value: object) -> str:
    """An option's value: a number in the reader's digits, a worded one ("Yes", "Silent
    (advanced)"), any other as it is."""
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    return label("value", value)


def default_names(most_seats: int = 8) -> list[str]:
    """The names the app gives seats itself, in the current language and in a fixed order
    (the AI players', "You", "Player N"): a language change re-speaks a seat named so."""
    people = [tr("Player {number}", number=n) for n in range(1, most_seats + 1)]
    return [*ai_names(), tr("You"), *people]


def names_in_every_language(most_seats: int = 8) -> dict[str, str]:
    """Every name the app gives seats, as each language writes it (in its own digits and in
    the Latin ones), to what the language spoken now calls it: a game saved in English and
    resumed in Persian calls the person "شما", not "You". A language whose catalogue cannot
    be read is left out."""
    now = default_names(most_seats)
    respoken: dict[str, str] = {}
    for language in i18n.LANGUAGES:
        try:
            catalogue = i18n.load_translations(language)
        except (OSError, ValueError):
            continue
        template = catalogue.gettext("Player {number}")
        for digits in {"0123456789", i18n.NATIVE_DIGITS.get(language, "0123456789")}:
            people = [
                template.format(number=str(n).translate(str.maketrans("0123456789", digits)))
                for n in range(1, most_seats + 1)
            ]
            ai = [catalogue.pgettext("AI player name", name) for name in AI_NAMES]
            given = [*ai, catalogue.gettext("You"), *people]
            respoken.update((old, new) for old, new in zip(given, now, strict=True) if old != new)
    return respoken
