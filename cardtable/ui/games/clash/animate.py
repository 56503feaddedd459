"""How each Clash event moves the cards: one small function per event type.

A round is settled on screen in order (commit, reveal, joker, burn, round, set): while it is,
the table shows staged observations built from the events (`Staging.shown`, the same data the
eyes see, one step at a time) and the revealed cards stay in the middle (`Staging.revealed`)
until each has burned, faded or gone to its team; the move's own observation is shown at the
end (`ClashTable.animate`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pygame

from ....engine.core import Event, Seat
from ....engine.games import clash as rules
from ....engine.games.clash import ClashObservation
from ....i18n import number
from ....text.games import clash as words
from ...table.protocol import Animation, Moment, last_word
from ...table.tones import Tone
from .layout import BOTTOM, LEFT, RIGHT, TOP
from .paint import BURN, FADE, GLOW, GOLD, MEDAL, RING
from .sections import hand_key
from .staging import StagedTable, drop, rearrange, settle_later


def _named(moment: Moment) -> rules.JokerNamed | None:
    return next((e for e in moment.events if isinstance(e, rules.JokerNamed)), None)


def _has(moment: Moment, kind: type[Event]) -> bool:
    return any(isinstance(e, kind) for e in moment.events)


def _badge_of(seat: Seat, named: rules.JokerNamed | None) -> str | None:
    """The value on the seat's card if it is the joker named this round."""
    return number(named.value) if named is not None and named.seat == seat else None


def _mine(table: StagedTable, team: int) -> bool:
    return rules.TEAM_OF[table.layout.anchor] == team


def _team_tone(table: StagedTable, team: int) -> Tone:
    return Tone.GOOD if _mine(table, team) else Tone.DANGER


def _team_cue(table: StagedTable, team: int) -> None:
    table.stage.cue("round_won" if _mine(table, team) else "round_lost")


def _deal(table: StagedTable, obs: ClashObservation, set_number: int, first: bool) -> None:
    """Every seat's eight cards fly out from the middle of the table, round by round."""
    stage, layout = table.stage, table.layout
    stage.show_later(obs)
    stage.cue("shuffle")
    table.narration.say(
        words.set_dealt(set_number, first), tone=Tone.PLAIN if first else Tone.ACCENT
    )
    stage.cue("deal")
    order = [layout.seat_at(p) for p in (LEFT, TOP, RIGHT, BOTTOM)]
    dealt = 0
    for i in range(8):
        for seat in order:
            hand = obs.hands[seat]
            if i >= len(hand):
                continue
            stage.fly(
                None,
                layout.deck,
                layout.hand_rects(seat, len(hand))[i],
                flip_to=hand[i],
                hide=[hand_key(obs, seat, hand[i])],
                hide_from="queue" if first else "start",
                seconds=0.4,
                delay=0.035 * dealt,
            )
            dealt += 1


def _set_started(table: StagedTable, event: rules.SetStarted, moment: Moment) -> None:
    if moment.before is None:  # the opening: the first hands are dealt
        _deal(table, moment.after, event.set_number, first=True)
        return
    # a new set: the cards left in hand are gathered, then everyone's eight are dealt again
    shown, layout = table.staging.shown, table.layout
    table.stage.show_later(replace(shown, hands=((),) * 4))
    for seat in rules.SEATS:
        hand = shown.hands[seat]
        for card, rect in zip(hand, layout.hand_rects(seat, len(hand)), strict=True):
            table.stage.fly(card, rect, layout.deck, seconds=0.45)
    _deal(table, moment.after, event.set_number, first=False)


def _committed(table: StagedTable, event: rules.Committed, moment: Moment) -> None:
    """A back (or the face the eyes may see) goes from the seat to its place. The commit that
    completes a round lands before the reveal, on the observation before it."""
    seat, obs = event.seat, moment.after
    if _has(moment, rules.CardsRevealed):
        obs = table.staging.shown
        committed, commits = list(obs.committed), list(obs.commits)
        committed[seat], commits[seat] = True, event.card
        obs = replace(obs, committed=tuple(committed), commits=tuple(commits))
        table.staging.shown = obs
        table.stage.show_now(obs)
    layout = table.layout
    hand = obs.hands[seat]
    if event.card is not None and event.card in hand:
        start = layout.hand_rects(seat, len(hand))[hand.index(event.card)]
    else:
        start = pygame.Rect(0, 0, *layout.small[:2])
        start.center = layout.hand_box(seat).center
    table.stage.step()
    table.stage.fly(event.card, start, layout.centre_rect(seat), hide=[("centre", seat)])


def _cards_revealed(table: StagedTable, event: rules.CardsRevealed, moment: Moment) -> None:
    """The four cards turn up together and leave their owners' hands."""
    stage, layout, pre = table.stage, table.layout, table.staging.shown
    cards = event.cards
    table.staging.cards = cards
    hands = tuple(rules.without(h, c) for h, c in zip(pre.hands, cards, strict=True))
    mid = replace(
        pre,
        hands=hands,
        committed=(False,) * 4,
        commits=(None,) * 4,
        table=None,
        phase=rules.COMMIT,
        joker_seat=None,
    )
    stage.pause(0.25)
    stage.show_later(mid)
    stage.also(lambda: table.staging.settle(dict(enumerate(cards))))
    stage.cue("flip")
    for seat in rules.SEATS:
        rect = layout.centre_rect(seat)
        centre = ("centre", seat)
        stage.fly(
            pre.commits[seat],
            rect,
            rect,
            flip_to=cards[seat],
            hide=[centre],
            hide_from="start",
            seconds=0.45,
        )
        # the card leaves its owner's hand: it fades on its way to the table
        old = layout.hand_rects(seat, len(pre.hands[seat]))[pre.hands[seat].index(cards[seat])]
        stage.effect(FADE, cards[seat], old, rect, seconds=0.45, travel=0.4)
    rearrange(table, pre, mid, {}, seconds=0.4, delay=0.15)
    stage.pause(0.35)
    table.staging.shown = mid
    after = moment.after
    if after.phase == rules.JOKER:  # a lone joker: its owner names it in a move of its own
        settle_later(table)
        stage.show_later(after)
        owner = after.joker_seat
        if owner != table.eyes.sees:  # the eyes' own: the status line and the buttons ask it
            text = words.joker_alone(table.name(owner))
            table.narration.say(text, tone=Tone.ACCENT, seconds=1.4)


def _joker_named(table: StagedTable, event: rules.JokerNamed, moment: Moment) -> None:
    staging = table.staging
    if not _has(moment, rules.CardsRevealed):  # named in a move of its own: settle its round
        before = moment.before
        staging.cards = tuple(before.table)
        staging.settle(dict(enumerate(before.table)))
        staging.shown = replace(before, table=None, phase=rules.COMMIT, joker_seat=None)
        table.stage.show_now(staging.shown)
    stage = table.stage
    stage.step()
    stage.also(lambda: setattr(staging, "badge", (event.seat, event.value)))
    stage.cue("flip")
    rect = table.layout.centre_rect(event.seat)
    stage.effect(RING, None, rect, seconds=0.6, radius=max(12, rect.w // 4))
    name = None if event.seat == table.eyes.sees else table.name(event.seat)
    table.narration.say(words.joker_named(name, event.value), tone=Tone.ACCENT, seconds=1.2)
    stage.pause(0.7)


def _burned(table: StagedTable, event: rules.Burned, moment: Moment) -> None:
    if _has(moment, rules.RoundReplayed):
        return  # every card burned: the replay shows it
    stage, cards, named = table.stage, table.staging.cards, _named(moment)
    stage.step()
    stage.cue("refuse")
    drop(table, event.seats)
    for seat in event.seats:
        rect = table.layout.centre_rect(seat)
        stage.effect(
            BURN,
            cards[seat],
            rect,
            seconds=1.0,
            hide=[("centre", seat)],
            away=table.layout.away(seat),
            badge=_badge_of(seat, named),
        )
    say = table.say()
    said = [
        (
            words.played_label(cards[s], named.value if named and named.seat == s else None),
            say.whom(s),  # "(you)" for the reader's own card
        )
        for s in event.seats
    ]
    table.narration.say(words.burned(said), tone=Tone.DANGER, seconds=1.0)


def _round_won(table: StagedTable, event: rules.RoundWon, moment: Moment) -> None:
    """The winner's card glows, the other standing cards fade, the round goes to the team."""
    stage, layout, cards, named = table.stage, table.layout, table.staging.cards, _named(moment)
    stage.step()
    _team_cue(table, event.team)
    winner = layout.centre_rect(event.seat)
    drop(table, (event.seat,))
    stage.effect(
        GLOW,
        cards[event.seat],
        winner,
        seconds=1.0,
        hide=[("centre", event.seat)],
        badge=_badge_of(event.seat, named),
    )
    own = named is not None and named.seat == event.seat
    value = named.value if named is not None and own else rules.CARD_VALUE[cards[event.seat]]
    name = None if event.seat == table.eyes.sees else table.name(event.seat)
    text = words.round_won(event.team, name, value)
    table.narration.say(text, tone=_team_tone(table, event.team), seconds=1.6)
    stage.step()
    burned = next((e.seats for e in moment.events if isinstance(e, rules.Burned)), ())
    drop(table, rules.SEATS)
    for seat in rules.SEATS:
        if seat not in burned and seat != event.seat:
            rect = layout.centre_rect(seat)
            stage.effect(
                FADE, cards[seat], rect, rect.move(*layout.away(seat)), seconds=0.5, dark=True
            )
    pip = layout.pip_centre(event.team, event.score[event.team] - 1)
    r = layout.pip_radius()
    pip_rect = pygame.Rect(0, 0, r * 2, int(r * 2 / 0.7143))
    pip_rect.center = pip
    stage.fly(cards[event.seat], winner, pip_rect, seconds=0.6)
    _score(table, event.score, pip, r)


def _score(table: StagedTable, score: tuple[int, int], pip: tuple[int, int], r: int) -> None:
    """The round's pip lights in its team's panel."""
    scored = replace(table.staging.shown, score=score)
    table.stage.show_later(scored)
    table.stage.effect(RING, None, pygame.Rect(pip, (0, 0)), seconds=0.5, radius=r)
    settle_later(table)
    table.staging.shown = scored


def _replays_decided(table: StagedTable, event: rules.ReplaysDecided, moment: Moment) -> None:
    """A third replay in a row: the burned cards are gone, the round's pip goes to the team
    that won the last round."""
    table.stage.step()
    _team_cue(table, event.team)
    text = words.replays_decided(event.team)
    table.narration.say(text, tone=_team_tone(table, event.team), seconds=1.8)
    layout = table.layout
    _score(
        table,
        event.score,
        layout.pip_centre(event.team, event.score[event.team] - 1),
        layout.pip_radius(),
    )


def _round_replayed(table: StagedTable, event: rules.RoundReplayed, moment: Moment) -> None:
    """Nothing remains: the cards flash, then fly back to their owners; after a second replay
    in a row the table warns whom a third would give the round to."""
    stage, layout, cards, named = table.stage, table.layout, table.staging.cards, _named(moment)
    stage.step()
    stage.cue("refuse")
    drop(table, rules.SEATS)
    for seat in rules.SEATS:
        stage.effect(
            BURN,
            cards[seat],
            layout.centre_rect(seat),
            seconds=0.8,
            hide=[("centre", seat)],
            stay=True,
            badge=_badge_of(seat, named),
        )
    table.narration.say(words.word("banner", "replayed"), tone=Tone.ACCENT, seconds=1.4)
    shown = table.staging.shown
    back = replace(shown, hands=moment.after.hands)
    stage.show_later(back)
    stage.cue("swap")
    incoming = {seat: (cards[seat], layout.centre_rect(seat)) for seat in rules.SEATS}
    rearrange(table, shown, back, incoming, seconds=0.55)
    settle_later(table)
    table.staging.shown = back
    next_to = rules.replay_goes_to(moment.after.rounds)
    if next_to is not None:  # warn before the ruling decides the round
        stage.step()
        text = words.replay_warning(next_to)
        table.narration.say(text, tone=_team_tone(table, next_to), seconds=2.0)


def _set_won(table: StagedTable, event: rules.SetWon, moment: Moment) -> None:
    """A medal rises in the middle and flies to the team's panel."""
    stage, layout = table.stage, table.layout
    stage.step()
    _team_cue(table, event.team)
    text = words.set_won(event.team, table.staging.shown.set_number)
    table.narration.say(text, tone=_team_tone(table, event.team), seconds=2.0)
    small = layout.medal_radius()
    end = pygame.Rect(layout.medal_centre(event.team, event.medals[event.team] - 1), (0, 0))
    start = pygame.Rect((layout.cx, layout.cy), (0, 0))
    big = max(24, layout.table_h // 3)
    stage.effect(MEDAL, None, start, end, seconds=1.8, team=event.team, big=big, small=small)
    medals = replace(table.staging.shown, medals=event.medals)
    stage.show_later(medals)
    stage.effect(RING, None, end, seconds=0.5, colour=GOLD, radius=small)
    table.staging.shown = medals


def _match_won(table: StagedTable, event: rules.MatchWon, moment: Moment) -> None:
    last_word(table, words.match_won(event.team), _team_tone(table, event.team))


ANIMATIONS: Mapping[type[Event], Animation] = {
    rules.SetStarted: _set_started,
    rules.Committed: _committed,
    rules.CardsRevealed: _cards_revealed,
    rules.JokerNamed: _joker_named,
    rules.Burned: _burned,
    rules.RoundWon: _round_won,
    rules.RoundReplayed: _round_replayed,
    rules.ReplaysDecided: _replays_decided,
    rules.SetWon: _set_won,
    rules.MatchWon: _match_won,
}

# Only the move itself sounds at once; the reveal's cues (flip, burn, round, set) are played by
# `stage.cue` when their animation gets there.
SOUNDS: Mapping[type[Event], str] = {rules.Committed: "deal"}
