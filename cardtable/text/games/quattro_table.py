"""The Quattro table's words: its messages, plates, the turn strip, the card tags, the prompts,
the targets and the result's lines (the sentences of the log are in quattro.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.core import Seat
from ...engine.games import quattro as rules
from ...i18n import N_, tr
from ..cards import card_name
from ..narrator import Narrator
from . import Words
from .quattro import Ending, game_over


def _card(card: str | None) -> str:
    return card_name("quattro", card)


def says(seat: Seat, yours: str, theirs: str, say: Narrator, **values: Any) -> str:
    """A sentence about `seat`: "You keep" for the reader, "Astrid keeps" for the other."""
    if say.is_viewer(seat):
        return tr(yours, **values)
    return tr(theirs, name=say.player(seat), **values)


def vp_label(vp: int) -> str:
    """A virtual player's box on the table (numbered from 1)."""
    return tr("VP{number}", number=vp)


def role(seat: Seat, first: Seat) -> str:
    return tr("P1") if seat == first else tr("P2")


def plate_name(name: str, role_: str) -> str:
    return tr("{name} · {role}", name=name, role=role_)


def mulligans_line(count: int) -> str:
    return tr("Mulligans: {count} of 2", count=count)


def traded_line(count: int) -> str:
    return tr("Traded with {count} of 6 VPs", count=count)


# The table's fixed words, by what they are and what they name.
word = Words(
    {
        "plate": {
            "deciding": N_("Deciding…"),
            "card_chosen": N_("Card chosen ✓"),
            "choosing": N_("Choosing a card to reveal…"),
            "passed": N_("Passed"),
            "on_turn": N_("On turn"),
        },
        "button": {
            "keep": N_("Keep"),
            "mulligan": N_("Mulligan"),
            "pass": N_("Pass"),
        },
        "heading": {
            "turns": N_("Turns"),
        },
        "banner": {
            "vps_dealt": N_("The six virtual players are dealt three cards each"),
        },
    }
)


def hand_line(total: int, quattro: bool) -> str:
    if quattro:
        return tr("Hand: {total} · a Quattro", total=total)
    return tr("Hand: {total}", total=total)


def shown_line(total: int) -> str:
    return tr("Shown: {total}", total=total)


def phase_text(obs: rules.QuattroObservation) -> str:
    """The strip's heading: the phase, and where in it the game is."""
    if obs.phase == rules.MULLIGAN_PHASE:
        return tr("Keep or mulligan")
    if obs.phase == rules.REVEAL_PHASE:
        return tr("Reveal {number} of 4", number=len(obs.revealed) + 1)
    if obs.phase == rules.TRADE_PHASE:
        return tr("Trading window {number} of 3", number=obs.window)
    return tr("Final hands")


def card_tag(mark: str) -> str:
    """The tag on a card: "revealed", "known" (the opponent saw it arrive), "to reveal"."""
    if mark == "revealed":
        return tr("revealed")
    if mark == "known":
        return tr("known")
    return tr("to reveal")


def stock_tag(count: int) -> str:
    return tr("Stock: {count}", count=count)


def final_tag(total: int, quattro: bool) -> str:
    if quattro:
        return tr("Quattro! · {total}", total=total)
    return tr("No Quattro · {total}", total=total)


def reveal_label(card: str) -> str:
    return tr("Reveal {card}", card=_card(card))


def give_label(card: str) -> str:
    return tr("Give {card}", card=_card(card))


def give_to_label(card: str, vp: int) -> str:
    return tr("Give {card} to VP{number}", card=_card(card), number=vp)


def status(
    obs: rules.QuattroObservation,
    acting: Sequence[Seat],
    picked: str | None,
    may_pass: bool,
    say: Narrator,
) -> str:
    """The top bar's line: what the person at the screen may do, or whom the table waits for.
    `picked`: the card chosen to give; `may_pass`: passing is one of the moves."""
    if obs.phase == rules.OVER:
        return tr("The game is over.")
    me = obs.seat
    other = say.player(1 - me) if me in (0, 1) else ""
    if not say.is_viewer(me):  # an all-AI table watched from a seat's chair: nobody is "you"
        return _watched_status(obs, acting, say)
    if obs.phase == rules.MULLIGAN_PHASE:
        if me in acting:
            return tr(
                "Keep this hand, or take a mulligan ({left} left).", left=2 - obs.mulligans[me]
            )
        return tr("{name} decides whether to keep.", name=other)
    if obs.phase == rules.REVEAL_PHASE:
        if obs.pending_reveal is not None:
            return tr("Waiting for {name} to choose a card to reveal…", name=other)
        return tr(
            "Click one of your hidden cards to reveal it (reveal {number} of 4).",
            number=len(obs.revealed) + 1,
        )
    if obs.phase == rules.TRADE_PHASE:
        if me in acting:
            if picked is not None:
                return tr(
                    "Give {card} to a virtual player you have not traded with.", card=_card(picked)
                )
            if may_pass:
                return tr("Your turn: pick a card to give to a virtual player, or pass.")
            return tr("Your turn: pick a card to give (every VP must be traded with now).")
        if acting:
            return tr("{name}'s turn to trade.", name=say.player(acting[0]))
    return ""


def _watched_status(obs: rules.QuattroObservation, acting: Sequence[Seat], say: Narrator) -> str:
    """The top bar's line when nobody at the screen plays: whom the table waits for."""
    if not acting:
        return ""
    if obs.phase == rules.MULLIGAN_PHASE:
        return tr("{name} decides whether to keep.", name=say.player(acting[0]))
    if obs.phase == rules.REVEAL_PHASE:
        return tr("Waiting for {name} to choose a card to reveal…", name=say.players(acting))
    return tr("{name}'s turn to trade.", name=say.player(acting[0]))


# the messages of the table, as the moves are shown


def mulligan_banner(event: rules.MulliganTaken, say: Narrator) -> str:
    return says(
        event.seat,
        "You take mulligan {count} of 2",
        "{name} takes mulligan {count} of 2",
        say,
        count=event.count,
    )


def kept_banner(seat: Seat, say: Narrator) -> str:
    return says(seat, "You keep", "{name} keeps", say)


def auto_kept_banner(seat: Seat, say: Narrator) -> str:
    return says(
        seat, "You keep after a second mulligan", "{name} keeps after a second mulligan", say
    )


def chose_reveal_banner(seat: Seat, say: Narrator) -> str:
    return tr("{name} has chosen a card to reveal", name=say.player(seat))


def window_banner(window: int, starter: Seat, empty: bool, say: Narrator) -> str:
    if empty:
        return tr("Trading window {number}: nobody has a VP left to trade with", number=window)
    return says(
        starter,
        "Trading window {number}: you trade first",
        "Trading window {number}: {name} trades first",
        say,
        number=window,
    )


def traded_banner(event: rules.Traded, say: Narrator) -> str:
    given = _card(event.given)
    if say.is_viewer(event.seat):
        return tr(
            "You give {given} to VP{number} and get {received}",
            given=given,
            number=event.vp,
            received=_card(event.received),
        )
    if event.received_public:
        return tr(
            "{name} gives {given} to VP{number} and gets {received}",
            name=say.player(event.seat),
            given=given,
            number=event.vp,
            received=_card(event.received),
        )
    return tr(
        "{name} gives {given} to VP{number}",
        name=say.player(event.seat),
        given=given,
        number=event.vp,
    )


def passed_banner(seat: Seat, say: Narrator) -> str:
    return says(seat, "You pass", "{name} passes", say)


def auto_passed_banner(seat: Seat, say: Narrator) -> str:
    return says(seat, "You have traded with every VP", "{name} has traded with every VP", say)


def window_ended_banner(window: int) -> str:
    return tr("Trading window {number} ends", number=window)


BANNER_ENDING: Ending = (
    N_("A draw: {first_sum} to {second_sum}"),
    (N_("You win with the only Quattro!"), N_("{player} wins with the only Quattro!")),
    (N_("You win, {won} to {lost}"), N_("{player} wins, {won} to {lost}")),
)


def game_over_banner(event: rules.GameOver, say: Narrator) -> str:
    return game_over(event, say, BANNER_ENDING)


def part_of(number: int) -> str:
    """Which part a replay stands in: the deal with its mulligans, then the three windows."""
    if number <= 1:
        return tr("The deal and the mulligans")
    return tr("Trading window {number} of 3", number=number - 1)
