"""A hint's reason in the reader's language: the sentence for each reason the AI gives
(`cardtable/ai/explain.py`), filled with the cards and numbers of its details."""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import Enum

from ..ai.explain import Explanation, Hint
from ..ai.games.clash import ClashWhy
from ..ai.games.cuckoo import CuckooWhy
from ..ai.games.polar import PolarWhy
from ..ai.games.quattro import QuattroWhy, TradeWhy
from ..engine.games.polar import POINTS, WILD
from ..i18n import N_, language, tr
from .cards import card_list, card_name
from .polar_seats import your_card_at

SENTENCES: Mapping[Enum, str] = {
    # --- Cuckoo
    CuckooWhy.NO_CARD: N_("You have no card in this deal"),
    CuckooWhy.SWAP_FOOL: N_("Swap: the Fool loses for sure, so pass it on"),
    CuckooWhy.KEEP_FOOL: N_("Keep: the Fool loses, but you have chosen not to pass it on"),
    CuckooWhy.KEEP_CUCKOO: N_("Keep: the Cuckoo is the highest card and ends the deal if asked"),
    CuckooWhy.KEEP_MATADOR: N_("Keep: your {card} is a matador and refuses any request"),
    CuckooWhy.SWAP_MATADOR: N_("Swap: you give up your {card}, a matador, which seldom pays"),
    CuckooWhy.KEEP_FOOL_ON_LEFT: N_(
        "Keep: the player on your left shows the Fool, and a swap would take it"
    ),
    CuckooWhy.SWAP_INTO_FOOL: N_("Swap: you would take the Fool shown on your left"),
    CuckooWhy.KEEP_GOOD_AFTER_KEEPERS: N_(
        "Keep: your {card} should beat the cards still in play, even after {kept} player(s) kept"
    ),
    CuckooWhy.KEEP_GOOD: N_("Keep: your {card} beats most cards still in play"),
    CuckooWhy.KEEP_LOW_RISKY: N_(
        "Keep: your {card} is low, but a swap risks a Dragoon or a Cat costing a life"
    ),
    CuckooWhy.SWAP_TRY: N_("Swap: your {card} is likely to end up lowest here, so try {where}"),
    CuckooWhy.SWAP_LOWEST: N_(
        "Swap: your {card} is likely the lowest card, so trade it with {where}"
    ),
    # --- Quattro
    QuattroWhy.KEEP_QUATTRO: N_("Keep: {total} points, and it already is a Quattro"),
    QuattroWhy.KEEP_GOOD_START: N_("Keep: {total} points is a good start"),
    QuattroWhy.MULLIGAN_LOW: N_(
        "Mulligan: {total} points is below what four new cards bring on average (about {average})"
    ),
    QuattroWhy.PASS_FITS: N_(
        "Pass: your hidden cards already fit a Quattro; the virtual players you keep for later "
        "will give cards that fit your revealed ones"
    ),
    QuattroWhy.PASS_KEEP_FOR_LATER: N_(
        "Pass: keep the virtual players for later windows; the more cards you have revealed, "
        "the better their replies fit them"
    ),
    QuattroWhy.REVEAL_LAST: N_("Reveal {card}: it is your last hidden card"),
    QuattroWhy.REVEAL_ZERO: N_(
        "Reveal 0: it fits any Quattro and leaves the virtual players' choice open"
    ),
    QuattroWhy.REVEAL_CLASHES: N_("Reveal {card}: no card you hold still fits your Quattro"),
    QuattroWhy.REVEAL_FITS: N_(
        "Reveal {card}: it fits your Quattro, and from now on the virtual players give you cards "
        "of other numbers and colours"
    ),
    QuattroWhy.BEST_FOUND: N_("{action}: the best move found"),
    TradeWhy.LAST_REPLY: N_("only the last reply of this window stays"),
    TradeWhy.CLASHES: N_(
        "{card} shares a number or a colour with your {other}, so only one of them fits a Quattro"
    ),
    TradeWhy.WEAKEST: N_("{card} is your weakest card"),
    TradeWhy.BEST_FOUND: N_("giving {card} did best in the search"),
    # --- Dual Clash Poker
    ClashWhy.NAME_HIGHEST: N_("Name the joker {value}: it is the highest card left on the table"),
    ClashWhy.NAME_BURNS_FOR_PARTNER: N_(
        "Name the joker {value}: it burns {cards}, so your partner's {card} wins the round"
    ),
    ClashWhy.NAME_PARTNER_WINS: N_("Name the joker {value}: your partner's {card} wins the round"),
    ClashWhy.NAME_REPLAY: N_(
        "Name the joker {value}: no value wins, but this one burns every card and the round is "
        "replayed with your joker back in hand"
    ),
    ClashWhy.NAME_REPLAY_DECIDES_FOR_US: N_(
        "Name the joker {value}: every card burns, and a third replay in a row gives your team "
        "the round"
    ),
    ClashWhy.NAME_LOSES_THOUGH_WINNABLE: N_(
        "Name the joker {value}: it loses the round, though another value would win it"
    ),
    ClashWhy.NAME_NO_WIN: N_("Name the joker {value}: no value can win this round for your team"),
    ClashWhy.JOKER_WITH_PARTNERS: N_(
        "Play your joker: it burns with your partner's, and only the other cards count"
    ),
    ClashWhy.JOKER_SAFE: N_(
        "Play your joker: no opponent holds a joker any more, and you name its value after "
        "seeing the other cards"
    ),
    ClashWhy.JOKER_NAME_LATER: N_(
        "Play your joker: you name its value after seeing the other cards (if another joker "
        "comes out too, both burn)"
    ),
    ClashWhy.PLAY_BURNS_WITH_PARTNER: N_(
        "Play {card}: it burns together with your partner's {shown}"
    ),
    ClashWhy.BACK_PARTNER_JOKER: N_(
        "Back your partner's joker with {card}: the joker can burn the best opposing card, then "
        "your card has to beat the other one"
    ),
    ClashWhy.SPARE_FOR_PARTNER: N_(
        "Your partner's {shown} should take the round: spare {card} and keep your strong cards"
    ),
    ClashWhy.FIGHT_URGENT: N_(
        "The opponents need one more round for the set: fight with {card}, your highest card"
    ),
    ClashWhy.FIGHT_HIGHEST: N_("Fight with {card}: your highest card wins unless it is burned"),
    ClashWhy.SPARE_CHEAPEST: N_(
        "Spare {card}: your cheapest card gives this round away and saves your high cards"
    ),
    ClashWhy.PLAY_MIDDLING: N_(
        "Play {card}: a middling card that can still win when the high cards burn"
    ),
    # --- Polar Pairs
    PolarWhy.DRAW_DISCARD_NOT_LOW: N_(
        "Draw: the {card} on the discard pile would not lower your hand enough"
    ),
    PolarWhy.FLIP_UNKNOWN: N_(
        "Turn up {slot}: the drawn {card} would not lower your hand, and turning up an unknown "
        "card tells you more"
    ),
    PolarWhy.FLIP_LEAST_NEEDED: N_(
        "Turn up {slot}: the drawn {card} would not lower your hand, and your {old} there is "
        "the card you least need to replace"
    ),
    PolarWhy.TAKE_PAIRS: N_(
        "Take the {card} in place of {slot}: it pairs {partner}, another {card}"
    ),
    PolarWhy.KEEP_PAIRS: N_(
        "Keep the {card} in place of {slot}: it pairs {partner}, another {card}"
    ),
    PolarWhy.TAKE_REPLACES_UNKNOWN: N_("Take {named} in place of {slot}, a card you have not seen"),
    PolarWhy.KEEP_REPLACES_UNKNOWN: N_("Keep {named} in place of {slot}, a card you have not seen"),
    PolarWhy.TAKE_REPLACES: N_("Take {named} in place of {slot}, your {old}"),
    PolarWhy.KEEP_REPLACES: N_("Keep {named} in place of {slot}, your {old}"),
}

# card ids, named as the reader names them
CARD_DETAILS = ("card", "shown", "old", "reply", "other")
GAME_OF: Mapping[type[Enum], str] = {
    CuckooWhy: "cuckoo",
    QuattroWhy: "quattro",
    ClashWhy: "clash",
    PolarWhy: "polar",
}
# words before which an English card name drops its own "the"
ARTICLED = "your|the|drawn|another|partner's"
POLAR_LOW = 3  # "the low 2": a card worth at most 3 points


def hint_text(hint: Hint) -> str:
    """The line the table shows for a hint."""
    return tr("Hint: {reason}", reason=explanation_text(hint.explanation))


def explanation_text(explanation: Explanation) -> str:
    """Why a move is good, in one sentence of the reader's language."""
    reason, details = explanation.reason, explanation.details
    game = GAME_OF[type(reason)]
    words = _words(game, details)
    if reason is QuattroWhy.TRADE:
        why = details["why"]
        assert isinstance(why, TradeWhy)
        words["why"] = tr(
            SENTENCES[why], **_named(SENTENCES[why], game, details, words, ("card", "other"))
        )
        if details["reply"] is None:
            return tr("Trade {card} to virtual player {vp}: {why}", **words)
        return tr(
            "Trade {card} to virtual player {vp}: {why}, and it will most likely give you {reply}",
            **words,
        )
    if isinstance(reason, CuckooWhy) and "to" in details:
        words["where"] = (
            tr("the stock") if details["to"] == "stock" else tr("the player on your left")
        )
    if isinstance(reason, PolarWhy):
        _polar_words(details, words)
    return tr(SENTENCES[reason], **_named(SENTENCES[reason], game, details, words, CARD_DETAILS))


def _words(game: str, details: Mapping[str, object]) -> dict[str, object]:
    """The details as words: cards by their names ("the red 4"), lists joined with "and"."""
    words: dict[str, object] = {}
    for key, value in details.items():
        if key in CARD_DETAILS and value is not None:
            words[key] = card_name(game, str(value))
        elif key == "cards":
            assert isinstance(value, tuple)
            words[key] = card_list(game, value)
        else:
            words[key] = value
    return words


def _named(
    template: str,
    game: str,
    details: Mapping[str, object],
    words: dict[str, object],
    keys: tuple[str, ...],
) -> dict[str, object]:
    """English names a card with its article ("the red 4"), but a sentence that says "your
    {card}" or "the drawn {card}" has one already: there the bare name ("your red 4"). The
    other languages' names have no article, and their sentences place them freely."""
    if language() != "en":
        return words
    named = dict(words)
    for key in keys:
        value = details.get(key)
        if value is not None and re.search(rf"\b(?:{ARTICLED})\s+\{{{key}\}}", template):
            named[key] = card_name(game, str(value)).removeprefix("the ")
    return named


def _polar_words(details: Mapping[str, object], words: dict[str, object]) -> None:
    """Polar's slots named as the reader sees them, its cards as people say them."""
    for key in ("slot", "partner"):
        if isinstance(details.get(key), int):
            words[key] = your_card_at(int(str(details[key])))
    if "card" in details:
        words["named"] = _polar_named(str(details["card"]))


def _polar_named(card: str) -> str:
    if card == WILD:
        return tr("the wild card")
    bare = card_name("polar", card)
    if language() == "en":
        bare = bare.removeprefix("the ")
    if POINTS[card] <= POLAR_LOW:
        return tr("the low {card}", card=bare)
    return tr("the {card}", card=bare)
