"""Issue 16: every hint reason is true of its position (the positions are scenario files in
tests/ai/positions/, found in a study of the AI, or built by its helpers)."""

from __future__ import annotations

from cardtable.ai.games import hooks_for
from cardtable.ai.games.clash import ClashWhy
from cardtable.ai.games.quattro import QuattroWhy, TradeWhy, plan, worth
from cardtable.engine.games.quattro import MASK, revealed_mask
from cardtable.engine.view import View
from tests.ai.positions import joker_view, position


def explain(view: View, action: str):
    return hooks_for(view.game).explain(view, action)


# --- Quattro: hint reasons ----------------------------------------------------------------------


def hidden_of(view: View) -> list[str]:
    hidden = list(view.observation.hand)
    for card in view.observation.revealed:
        hidden.remove(card)
    return hidden


def test_a_card_given_away_for_sharing_a_number_is_not_called_the_weakest():
    """B3 G1 G3 hidden beside Y5: B3 goes because it shares the 3 with G3; G1 is weaker."""
    view, _ = position("quattro-hint-weakest-903")
    assert sorted(hidden_of(view)) == ["B3", "G1", "G3"]
    why = explain(view, "trade B3 vp2")
    assert why.reason is QuattroWhy.TRADE
    assert why.details["why"] is TradeWhy.CLASHES
    assert why.details["other"] == "G3"


def test_every_quattro_trade_reason_holds_in_the_position():
    for name in ("quattro-hint-weakest-903", "quattro-hint-pass-not-a-quattro-901"):
        view, legal = position(name)
        hidden, revealed = hidden_of(view), view.observation.revealed
        for action in legal:
            why = explain(view, action)
            if why.reason is not QuattroWhy.TRADE:
                continue
            card, other = why.details["card"], why.details["other"]
            if why.details["why"] is TradeWhy.WEAKEST:
                assert worth(card) == min(worth(c) for c in hidden), action
            elif why.details["why"] is TradeWhy.CLASHES:
                assert other in (*hidden, *revealed) and other != card, action
                assert MASK[other] & MASK[card], action  # a shared number or colour
            else:
                assert why.details["why"] is TradeWhy.BEST_FOUND, action
                assert all(not MASK[c] & MASK[card] for c in (*hidden, *revealed) if c != card)
                assert worth(card) > min(worth(c) for c in hidden), action


def test_pass_says_the_hidden_cards_fit_only_when_they_do():
    """R3 B4 Y4 hidden beside B5: B4 clashes with B5 and with Y4, so not 'already a Quattro'."""
    view, _ = position("quattro-hint-pass-not-a-quattro-901")
    assert plan(revealed_mask(view.observation.revealed), hidden_of(view))[1]
    assert explain(view, "pass").reason is QuattroWhy.PASS_KEEP_FOR_LATER


# --- Dual Clash Poker: naming a lone joker ------------------------------------------------------


def test_a_name_is_said_to_burn_only_cards_that_would_stand_without_it():
    """JR D3 S7 C7: S7 and C7 burn each other whatever the name; 7 lets D3 win, burning
    nothing that counted."""
    view, _ = position("clash-hint-joker-7")
    why = explain(view, "joker 7")
    assert why.reason is ClashWhy.NAME_PARTNER_WINS
    assert why.details == {"value": 7, "card": "D3"}
    # and a name that does burn a card standing alone says so: 3 burns the partner's D3
    view, _ = joker_view("JR", "D5", "S6", "C2")
    assert explain(view, "joker 6").reason is ClashWhy.NAME_BURNS_FOR_PARTNER
    assert explain(view, "joker 6").details["cards"] == ("S6",)
