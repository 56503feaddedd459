"""Cuckoo's result: who lost the last life and how (a Dragoon's or a Cat's refusal, the stock,
the settlement's lowest card or a Fool), the cards of the final deal (every card still in it is
shown at its end), and everyone's lives over the deals."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.core import Event, Seat
from ...engine.games import cuckoo as rules
from ...i18n import number, tr, trc, trn
from ..cards import card_name
from ..narrator import Narrator
from . import Hand, Hands, Seen, Sheet, Story, last_of


def _card(card: str | None) -> str:
    return card_name("cuckoo", card)


def _how(
    loss: rules.LifeLost, before: Sequence[Event], revealed: rules.Revealed | None, say: Narrator
) -> str:
    """How `loss` came about, from the events of its deal up to it."""
    if loss.reason == rules.LossCause.SETTLEMENT:
        card = revealed.cards[loss.seat] if revealed is not None else None
        if card == rules.FOOL:
            return tr("a Fool always loses at the settlement")
        return tr("the lowest card at the settlement, {card}", card=_card(card))
    for event in reversed(before):
        if isinstance(event, rules.Refused) and event.requester == loss.seat:
            if say.is_viewer(event.holder):
                return tr("you refused the swap with {card}", card=_card(event.card))
            return tr(
                "{holder} refused the swap with {card}",
                holder=say.player(event.holder),
                card=_card(event.card),
            )
        if isinstance(event, rules.StockTurned) and event.requester == loss.seat:
            return tr("the stock turned up {card}", card=_card(event.card))
    return tr("a penalty during the deal")


def last_lives(seen: Seen, say: Narrator) -> list[str]:
    """Who lost their last life in the final deal, and how."""
    events = seen.events
    deal = events[max(0, last_of(events, rules.DealStarted)) :]
    shown = last_of(deal, rules.Revealed)
    revealed = deal[shown] if shown >= 0 else None
    lines = []
    for index, event in enumerate(deal):
        if not isinstance(event, rules.LifeLost) or event.lives_left > 0:
            continue
        assert revealed is None or isinstance(revealed, rules.Revealed)
        how = _how(event, deal[:index], revealed, say)
        if say.is_viewer(event.seat):
            lines.append(tr("You lost your last life: {how}", how=how))
        else:
            lines.append(
                tr("{player} lost the last life: {how}", player=say.player(event.seat), how=how)
            )
    return lines


def _winner_line(seen: Seen, say: Narrator) -> str:
    if not seen.outcome.winners:
        return tr("Everyone left lost their last life together: the match is a draw")
    winner = seen.outcome.winners[0]
    if say.is_viewer(winner):
        return tr("You are the last player with lives left")
    return tr("{player} is the last player with lives left", player=say.player(winner))


def lives_over_the_deals(seen: Seen, say: Narrator) -> Sheet:
    """Everyone's lives at the start and after each deal that cost a life."""
    obs: rules.CuckooObservation = seen.obs
    seats = len(obs.lives)
    lost = [0] * seats
    for event in seen.events:
        if isinstance(event, rules.LifeLost):
            lost[event.seat] += 1
    lives = [obs.lives[s] + lost[s] for s in range(seats)]

    def row(label: str) -> tuple[str, ...]:
        return (label, *(number(n) if n > 0 else tr("out") for n in lives))

    rows = [row(trc("the first row of a sheet", "Start"))]
    deal, changed = 0, False
    for event in seen.events:
        if isinstance(event, rules.DealStarted):
            deal, changed = event.deal, False
        elif isinstance(event, rules.LifeLost):
            lives[event.seat], changed = event.lives_left, True
        elif isinstance(event, rules.DealEnded) and changed:
            rows.append(row(tr("Deal {deal}", deal=deal)))
    return Sheet(
        tr("Lives over the deals"),
        (tr("Deal"), *(say.player(s) for s in range(seats))),
        tuple(rows),
    )


def _final_deal(seen: Seen, say: Narrator) -> Hands:
    obs: rules.CuckooObservation = seen.obs
    shown = last_of(seen.events, rules.Revealed)
    event = seen.events[shown] if shown >= 0 else None
    cards = event.cards if isinstance(event, rules.Revealed) else (None,) * len(obs.lives)
    started = last_of(seen.events, rules.DealStarted)
    dealt = seen.events[started] if started >= 0 else None
    taking_part = dealt.participants if isinstance(dealt, rules.DealStarted) else range(len(cards))
    hands = []
    for seat, card in enumerate(cards):
        left = obs.lives[seat]
        note = (
            trn("{count} life left", "{count} lives left", left, count=left) if left else tr("out")
        )
        if seat not in taking_part:
            continue  # out before the final deal, or resting: the lives sheet shows them
        held = (card,) if card is not None else ()
        hands.append(Hand(say.player(seat), held, note, winner=_won(seen, seat)))
    return Hands(tr("The final deal"), "cuckoo", tuple(hands))


def _won(seen: Seen, seat: Seat) -> bool:
    return seat in seen.outcome.winners


def story(seen: Seen, say: Narrator) -> Story:
    return Story(
        (*last_lives(seen, say), _winner_line(seen, say)),
        (_final_deal(seen, say), lives_over_the_deals(seen, say)),
    )
