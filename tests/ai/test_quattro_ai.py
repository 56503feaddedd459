"""Quattro AI hooks (cardtable/ai/games/quattro/): sampling what a seat cannot see (with the
inferences the virtual players' replies allow), the rollout policy, the horizon and
evaluation, the easy level, hints, and honesty.

The standard deal is the one of tests/engine/test_quattro_rules.py (drawn in its docstring):
first=0, so seat 0 is P1 and holds R6 B5 Y4 G3, seat 1 R1 B2 Y3 G4.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from cardtable.ai import ismcts
from cardtable.ai.agents import level_budget
from cardtable.ai.games import quattro as hooks
from cardtable.ai.games.quattro import proofs, sampling
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games.quattro import (
    DECK,
    SPEC,
    Dealt,
    MulliganTaken,
    QuattroState,
    Traded,
    VPsDealt,
    is_quattro,
    revealed_mask,
    sort_cards,
    vp_gives,
)
from cardtable.engine.view import Recall, View
from cardtable.text.hints import explanation_text
from tests.ai.checks import assert_blind_to_unseen_cards, assert_every_move_explained
from tests.engine.test_quattro_rules import P1_HAND, P2_HAND, VPS


class Table:
    """A game with both seats' recall, as the arena keeps it, and the moves made after the
    mulligans (to check a sample's story against)."""

    def __init__(self, seed: int = 0, shuffles=(), first: int | None = 0) -> None:
        setup = {} if first is None else {"first": first}
        self.state, opening = SPEC.new_state(2, {}, setup, ShuffleSource(seed, shuffles))
        self.recall = Recall("quattro", 2, {})
        self.recall.record(opening)
        self.moves: list[tuple[int, str]] = []

    def play(self, *moves: str) -> None:
        """Apply 'SEAT VERB ARGS' moves."""
        for move in moves:
            seat, action = move.split(" ", 1)
            self.apply(int(seat), action)

    def apply(self, seat: int, action: str) -> None:
        if self.state._phase != "mulligan":
            self.moves.append((seat, action))
        self.recall.record(self.state.apply(seat, action))

    def view(self, seat: int) -> View:
        return self.recall.view(self.state, seat)


def standard(first: int = 0) -> Table:
    """The standard deal, both seats keep."""
    table = Table(shuffles=[[*P1_HAND, *P2_HAND, *VPS]], first=first)
    table.play(f"{first} keep", f"{1 - first} keep")
    return table


def random_tables(seeds):
    """Random games (half random moves, half the easy player), yielding every position."""
    for seed in seeds:
        rng = random.Random(seed)
        table = Table(seed=seed, first=None)
        while not table.state.is_over():
            yield table, rng
            seat = rng.choice(table.state.to_act())
            legal = table.state.legal_actions(seat)
            if rng.random() < 0.5:
                move = rng.choice(legal)
            else:
                move = hooks.easy(table.view(seat), legal, rng)
            table.apply(seat, move)
        yield table, rng


def finished_table(seed: int) -> Table:
    *_, (table, _rng) = random_tables([seed])
    return table


def samples(view: View, count: int, seed: int = 0) -> list[QuattroState]:
    rng = random.Random(seed)
    return [hooks.sample_state(view, rng) for _ in range(count)]  # type: ignore[misc]


def opponent_hidden(state: QuattroState, seat: int) -> tuple[str, ...]:
    return state._hidden[1 - seat]


# --- sampling ----------------------------------------------------------------------------------


def test_samples_look_exactly_like_the_table_to_the_seat():
    checked = 0
    for table, rng in random_tables(range(12)):
        for seat in table.state.to_act() or (0, 1):
            view = table.view(seat)
            for sample in samples(view, 2, seed=rng.randrange(1000)):
                assert isinstance(sample, QuattroState)
                assert sample.observe(seat) == view.observation
                assert sample.legal_actions(seat) == table.state.legal_actions(seat)
                assert sample.to_act() == table.state.to_act()
                assert sorted(sample.all_cards()) == sorted(DECK)
                checked += 1
    assert checked > 300


def test_samples_can_be_played_on_to_the_end():
    for table, rng in random_tables(range(3)):
        if table.state.is_over() or rng.random() > 0.3:
            continue
        sample = samples(table.view(table.state.to_act()[0]), 1, seed=rng.randrange(99))[0]
        while not sample.is_over():
            seat = rng.choice(sample.to_act())
            sample.apply(seat, hooks.policy(sample, seat, sample.legal_actions(seat), rng))
        assert sample.outcome() is not None


def story_replays(view: View, moves: list[tuple[int, str]], deal) -> None:
    """Rebuild the virtual players' deal from a sample's story (the opponent's starting hand,
    each unseen reply) and replay the real moves in it: the seat must see the same events, and
    the game must end where the sample says it is."""
    me = view.seat
    opponent, down, starting, replies = deal
    known = hooks.knowledge(view)
    dealt_vps = [list(cards) for cards in down]
    for k, trade in enumerate(known.unseen):
        dealt_vps[trade.vp].append(replies[k])
    hand: list[str] = []
    for event in view.events:
        if isinstance(event, (Dealt, MulliganTaken)) and event.seat == me:
            hand = list(event.cards)
        if isinstance(event, Traded) and event.seat == me and not event.received_public:
            dealt_vps[event.vp - 1].append(event.received)
    first = view.observation.first
    hands = {me: hand, 1 - me: starting}
    stack = [*hands[first], *hands[1 - first], *(c for cards in dealt_vps for c in cards)]
    assert sorted(stack) == sorted(DECK)
    state, _ = SPEC.new_state(2, {}, {"first": first}, ShuffleSource(0, [stack]))
    state.apply(first, "keep")
    state.apply(1 - first, "keep")
    events = []
    if view.observation.opponent_chose_reveal:  # which card is not known: any will do
        last = max(i for i, (seat, _) in enumerate(moves) if seat != me)
        moves = [*moves[:last], (1 - me, f"reveal {opponent[0]}"), *moves[last + 1 :]]
    for seat, action in moves:
        events += [e.redact(me) for e in state.apply(seat, action)]
    start = next(i for i, e in enumerate(view.events) if isinstance(e, VPsDealt))
    assert events == list(view.events[start + 1 :])
    assert sort_cards(state._hidden[1 - me]) == sort_cards(opponent)
    assert [sorted(cards) for cards in state._vp_down] == [sorted(cards) for cards in down]


def test_every_sampled_story_replays_the_game_the_seat_saw():
    """The strongest check: each sample comes with a whole consistent history."""
    checked = 0
    for table, rng in random_tables(range(40)):
        for seat in (0, 1):
            view = table.view(seat)
            known = hooks.knowledge(view)
            if not known.vps_dealt:
                continue
            deal = sampling._replay(known, rng)
            if deal is not None:
                story_replays(view, table.moves, deal)
                checked += 1
    assert checked > 1000


def test_samples_vary_the_hidden_cards_and_use_fresh_randomness():
    table = standard()
    table.play("0 reveal R6", "1 reveal R1", "0 trade G3 vp1")
    view = table.view(0)
    drawn = samples(view, 60)
    assert len({opponent_hidden(s, 0) for s in drawn}) > 20
    assert len({s._vp_down for s in drawn}) > 40
    assert len({s._shuffles.seed for s in drawn}) == 60
    assert all(s._shuffles.stacked == () for s in drawn)
    assert all(s._hidden[0] == table.state._hidden[0] for s in drawn)


def test_during_the_mulligans_the_opponent_and_the_stock_are_an_even_mix():
    table = Table(shuffles=[[*P1_HAND, *P2_HAND, *VPS]], first=0)
    table.play("0 mulligan")
    view = table.view(1)  # seat 1 holds R1 B2 Y3 G4; the rest is anywhere
    drawn = samples(view, 200)
    assert all(s._hidden[1] == ("R1", "B2", "Y3", "G4") for s in drawn)
    assert all(len(s._stock) == 18 and len(s._hidden[0]) == 4 for s in drawn)
    counts = Counter(card for s in drawn for card in s._hidden[0])
    assert set(counts) == set(DECK) - {"R1", "B2", "Y3", "G4"}
    assert all(s.to_act() == (0,) for s in drawn)


def test_a_mulligan_keeps_the_seats_old_cards_out_of_the_opponents_hand():
    # Rule 2 (issue 12): seat 0 (P1) mulligans; its new hand is the top of the stock and its old
    # cards go into the stock afterwards, so seat 1, who has not mulliganed, cannot hold them.
    table = Table(shuffles=[[*P1_HAND, *P2_HAND, *VPS], []], first=0)
    table.play("0 mulligan", "0 keep")
    assert table.state._hidden[0] == ("R2", "R3", "R4", "R5")
    drawn = samples(table.view(0), 300)
    assert all(not set(P1_HAND) & set(s._hidden[1]) for s in drawn)
    assert all(set(P1_HAND) <= set(s._stock) for s in drawn)
    assert len({s._hidden[1] for s in drawn}) > 100  # otherwise an even mix
    assert all(s.to_act() == (1,) and s.observe(0) == table.view(0).observation for s in drawn)
    table.play("1 keep", "0 reveal R5", "1 reveal R1", "0 trade R2 vp1")
    known = hooks.knowledge(table.view(0))
    assert known.starting_hand.barred and set(known.starting_hand.returned) == set(P1_HAND)
    rng = random.Random(3)
    stories = [sampling._replay(known, rng) for _ in range(300)]
    assert all(not set(P1_HAND) & set(story[2]) for story in stories if story)
    assert sum(story is not None for story in stories) > 250
    for story in stories[:50]:
        if story:
            story_replays(table.view(0), table.moves, story)


def test_the_second_player_never_holds_the_first_players_returned_cards_either():
    # seat 1 (P2) mulligans after P1 kept: P1's hand was settled before seat 1's old cards went
    # into the stock
    table = Table(shuffles=[[*P1_HAND, *P2_HAND, *VPS], []], first=0)
    table.play("0 keep", "1 mulligan", "1 keep")
    drawn = samples(table.view(1), 200)
    assert all(not set(P2_HAND) & set(s._hidden[0]) for s in drawn)
    assert len({s._hidden[0] for s in drawn}) > 50


def test_an_opponents_mulligan_after_the_seats_can_deal_it_the_returned_cards():
    # seat 0 mulligans and keeps; seat 1 then mulligans once: its new four come from the 18 cards
    # it did not hold, seat 0's old cards among them, so each of these is in its hand with
    # chance 4/18, a card it might have held before with chance (1 - 4/18) * 4/18
    table = Table(shuffles=[[*P1_HAND, *P2_HAND, *VPS]], first=0)
    table.play("0 mulligan", "0 keep", "1 mulligan")
    drawn = samples(table.view(0), 6000, seed=5)
    counts = Counter(card for s in drawn for card in s._hidden[1])
    returned = sum(counts[card] for card in P1_HAND) / (4 * 6000)
    others = [card for card in set(DECK) - set(P1_HAND) - {"R2", "R3", "R4", "R5", "0"}]
    other = sum(counts[card] for card in others) / (len(others) * 6000)
    assert abs(returned - 4 / 18) < 0.02 and abs(other - 14 / 18 * 4 / 18) < 0.02
    weights = proofs._starting_weights(4, 1)
    assert weights[4] == 1.0 and weights[0] < weights[1] < weights[2] < weights[3] < 1.0


def test_the_returned_cards_and_the_model_without_mulligans():
    assert proofs.returned_cards([["R1", "B2", "Y3", "G4"]]) == []
    assert sorted(proofs.returned_cards([["R1", "B2", "0", "G4"], ["R2", "B3", "Y4", "0"]])) == [
        "0", "B2", "G4", "R1"
    ]  # fmt: skip
    # hands two apart may share a card: the first 0 may have come back
    assert "0" not in proofs.returned_cards([["0", "R1", "B1", "Y1"], ["R2", "B2", "Y2", "G2"],
                                        ["0", "R3", "B3", "Y3"]])  # fmt: skip
    assert proofs._starting_weights(4, 0) == (1.0, 0.0, 0.0, 0.0, 0.0)


def test_a_reply_proves_what_the_virtual_player_did_not_hold():
    table = standard()
    # seat 0 shows R6: vp1 (R2 R3 R4) has no candidate (all red) and gives its highest, R4,
    # so it holds no 0, no candidate, and no red card above R4: only R1, R2 or R3 remain.
    # vp3 (B4 B6 Y1) gives its highest candidate B4: no 0, no B5, Y5 or G5 there.
    table.play("0 reveal R6", "1 reveal B2", "0 trade G3 vp1", "1 pass", "0 trade Y4 vp3")
    drawn = samples(table.view(0), 300)
    vp1 = Counter(card for s in drawn for card in s._vp_down[0])
    assert set(vp1) == {"R1", "R2", "R3"}
    vp3 = Counter(card for s in drawn for card in s._vp_down[2])
    assert not {"0", "B5", "Y5", "G5"} & set(vp3)
    assert len(vp3) > 8
    # the opponent's hand is otherwise free: R1 is sometimes there, sometimes in vp1
    assert 0 < sum("R1" in opponent_hidden(s, 0) for s in drawn) < 300


def test_an_unseen_reply_beat_the_face_up_cards():
    table = standard()
    # seat 0 gives R6 to vp6 (G6 0 0) and gets a 0. Seat 1 (B2 shown) then trades with vp6
    # and does not receive R6, a candidate for it that no card but a 0 outranks: so vp6 gave
    # seat 1 the other 0, face down.
    table.play("0 reveal B5", "1 reveal B2", "0 trade R6 vp6", "1 trade G4 vp6")
    view = table.view(0)
    assert view.events[-1] == Traded(1, 6, "G4", None, False)
    drawn = samples(view, 200)
    assert all("0" in opponent_hidden(s, 0) for s in drawn)
    assert all("0" not in s._vp_down[5] for s in drawn)
    assert len({s._vp_down[5] for s in drawn}) > 5


def test_a_card_the_opponent_plays_came_from_its_hand_or_an_unseen_reply():
    table = standard()
    # seat 1 (R1 shown) receives an unseen card from vp2, then gives B3 away: B3 was one of its
    # starting cards, or vp2's reply (vp2 holds R5 B1 B3: B3 is in fact its best candidate).
    table.play("0 reveal R6", "1 reveal R1", "0 pass", "1 trade G4 vp2", "1 trade B3 vp4")
    known = hooks.knowledge(table.view(0))
    rng = random.Random(0)
    sources = Counter()
    for _ in range(300):
        opponent, down, starting, replies = sampling._replay(known, rng)
        sources["reply" if replies[0] == "B3" else "starting"] += 1
        assert replies[0] == "B3" or "B3" in starting
        # whatever vp2 gave, it outranked the two cards it kept, for seat 1's reveal
        assert vp_gives([replies[0], *down[1]], (), revealed_mask(["R1"])) == (replies[0], False)
        assert replies[0] in opponent or replies[0] == "B3"
    assert sources["reply"] > 20 and sources["starting"] > 20


def test_the_opponents_chosen_reveal_is_one_of_its_hidden_cards():
    table = standard()
    table.play("1 reveal B2")
    drawn = samples(table.view(0), 100)
    chosen = Counter(s._pending[1] for s in drawn)
    assert all(s._pending[1] in s._hidden[1] for s in drawn)
    assert len(chosen) > 5
    assert all(s.to_act() == (0,) and s._pending[0] is None for s in drawn)


def test_when_replays_keep_failing_the_loose_deal_still_fits_the_table(monkeypatch):
    table = standard()
    table.play("0 reveal R6", "1 reveal B2", "0 trade G3 vp1", "1 trade Y3 vp3")
    view = table.view(0)
    monkeypatch.setattr(sampling, "_replay", lambda known, rng: None)
    for sample in samples(view, 50):
        assert sample.observe(0) == view.observation
        assert set(sample._vp_down[0]) <= {"R1", "R2", "R3"}  # the per-card proofs still hold


# --- policy and the easy level ------------------------------------------------------------


def test_policy_and_easy_always_return_legal_moves():
    for table, rng in random_tables(range(8)):
        state = table.state
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            assert hooks.policy(state, seat, legal, rng) in legal
            assert hooks.easy(table.view(seat), legal, rng) in legal


def test_easy_reveals_its_best_card_and_trades_away_what_clashes():
    table = standard()
    view = table.view(0)  # R6 B5 Y4 G3: already a Quattro, R6 is the best
    assert hooks.easy(view, table.state.legal_actions(0), random.Random(0)) == "reveal R6"
    vps = ["B5" if card == "R5" else card for card in VPS]
    table = Table(shuffles=[["R6", "R5", "Y4", "G3", *P2_HAND, *vps]], first=0)
    table.play("0 keep", "1 keep", "0 reveal R6", "1 reveal R1")
    view = table.view(0)  # R5 clashes with the revealed R6
    move = hooks.easy(view, table.state.legal_actions(0), random.Random(0))
    assert move.startswith("trade R5 ")


def test_easy_keeps_the_most_promising_virtual_player_for_last():
    # In the last window only the last reply stays: vp with a face-up candidate goes last.
    assert hooks.trade_or_pass(3, ["G1"], revealed_mask(["R6", "B5", "Y4"]), 0b11, [
        ("G3",), (), (), (), (), ()], random.Random(0)) == "trade G1 vp2"  # fmt: skip
    # earlier, the most promising goes first
    assert hooks.trade_or_pass(2, ["G1", "R2"], revealed_mask(["B5", "Y4"]), 0b111111, [
        ("G3",), (), (), (), (), ()], random.Random(0)) == "trade G1 vp1"  # fmt: skip


def test_easy_beats_random():
    from cardtable.ai.arena import run_arena

    result = run_arena("quattro", ["easy", "random"], 100, seed=1, jobs=1)
    easy, rand = result["agents"]
    assert easy["wins"] >= 62 and rand["wins"] <= 36


# --- horizon and evaluation -------------------------------------------------------------------


def test_the_horizon_is_the_end_of_the_game():
    table = standard()
    root = table.state.clone()
    assert not hooks.at_horizon(root, table.state)
    table.play("0 reveal R6", "1 reveal R1")
    assert not hooks.at_horizon(root, table.state)
    finished = finished_table(3)
    assert hooks.at_horizon(root, finished.state)


def test_evaluate_gives_the_outcome_of_a_finished_game():
    finished = 0
    for table, _ in random_tables(range(30)):
        state = table.state
        values = hooks.evaluate(state)
        assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values)
        if state.is_over():
            outcome = state.outcome()
            expected = [0.5, 0.5] if outcome.draw else [float(s in outcome.winners) for s in (0, 1)]
            assert values == expected
            finished += 1
    assert finished == 30


def test_evaluate_before_the_end_favours_the_better_hand():
    table = standard()
    table.play("0 reveal R6", "1 reveal R1")  # seat 0: a Quattro in hand, 18; seat 1: 10
    values = hooks.evaluate(table.state)
    assert values[0] > 0.9 and abs(sum(values) - 1) < 1e-9


# --- hints -----------------------------------------------------------------------------------


def test_explain_gives_a_sentence_for_every_legal_move():
    assert_every_move_explained(hooks, random_tables(range(4)), share=0.3, words=4)


def test_explain_names_the_likely_reply():
    table = standard()
    table.play("0 reveal R6", "1 reveal R1")
    # vp3 holds B4 B6 Y1; to seat 0 (R6 shown) it can give B4 at best. The seat cannot know
    # that, but the hint names the reply found most often in the hands vp3 may hold.
    reason = say(table.view(0), "trade G3 vp3")
    assert reason.startswith("Trade the green 3 to virtual player 3: ")
    assert "most likely give you" in reason


# --- the search's nodes ------------------------------------------------------------------------


def trade_children(private) -> dict[str, set]:
    """For each move of seat 0 (a trade or the pass) at the root of 400 search iterations:
    the keys of the nodes it leads to."""
    table = standard()
    table.play("0 reveal R6", "1 reveal R1")
    knowledge = hooks.HOOKS.knowledge(table.view(0))
    rng = random.Random(3)
    root = ismcts._Node()
    for _ in range(400):
        sample = knowledge.sample(rng, search=True)
        ismcts._iterate(root, sample, hooks.HOOKS, 0.7, rng, None, (0, None), private)
    children: dict[str, set] = {}
    for key in root.children:
        joint = key[0] if private else key
        ((seat, action),) = joint
        assert seat == 0
        children.setdefault(action, set()).add(key)
    return children


def test_hards_nodes_after_its_trade_are_told_apart_by_the_reply_it_received():
    # hard's budget keys its own nodes by its hand too (`Budget.private_nodes`), so what it
    # plays after a trade depends on the reply; by the moves alone every reply is one node
    assert ismcts.Budget(1.0, 10).private_nodes is False
    assert level_budget("hard", "quattro").private_nodes
    assert not level_budget("normal", "quattro").private_nodes
    by_moves = trade_children(None)
    assert all(len(keys) == 1 for keys in by_moves.values())
    by_hand = trade_children(hooks.own_hand)
    assert by_hand.keys() == by_moves.keys()
    split = [action for action, keys in by_hand.items() if len(keys) > 1]
    assert len(split) > len(by_hand) // 2, split
    assert len(by_hand.pop("pass")) == 1  # a pass shows the seat nothing new
    for action, keys in by_hand.items():
        given = action.split()[1]
        for _joint, hand in keys:  # seat 0 held R6 B5 Y4 G3 and revealed R6
            assert len(hand) == 3 and given not in hand
            assert len(set(hand) - {"B5", "Y4", "G3"}) == 1


def test_hard_reveals_its_most_visited_card_where_normal_draws_one():
    # both seats reveal at once; a reveal changes only the revealer's own replies, so `hard`
    # plays its best-looking card and `normal` draws one in proportion to the visits
    table = standard()
    view, legal = table.view(0), table.state.legal_actions(0)
    assert len(legal) == 4 and all(action.startswith("reveal") for action in legal)
    rule = hooks.heuristic(view, legal)  # played where it ties with the most visited
    off_top = {}
    for level in ("normal", "hard"):
        budget = replace(level_budget(level, "quattro"), max_iterations=160)
        off_top[level] = 0
        for seed in range(12):
            result = ismcts.search(view, legal, hooks.HOOKS, budget, random.Random(seed))
            visits, best = result.visits, max(result.visits.values())
            tie = result.action == rule and visits[rule] >= ismcts.TIE_VISITS * best
            off_top[level] += visits[result.action] < best and not tie
    assert off_top == {"normal": off_top["normal"], "hard": 0}
    assert off_top["normal"] >= 3


# --- honesty ---------------------------------------------------------------------------------


def test_hards_choices_depend_only_on_what_the_seat_has_seen():
    # as `test_decisions_depend_only_on_what_the_seat_has_seen`, with hard's own budget (its
    # nodes keyed by its hand, unmixed reveals): the same move and the same visits
    hard = replace(level_budget("hard", "quattro"), seconds=60.0, max_iterations=40)
    checked = 0
    for table, rng in random_tables(range(6, 10)):
        state = table.state
        if state.is_over() or rng.random() > 0.3:
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            continue
        twin = state.redeal_hidden(seat, random.Random(rng.random()))
        real_view, twin_view = table.recall.view(state, seat), table.recall.view(twin, seat)
        assert twin_view.observation == real_view.observation
        here = ismcts.search(real_view, legal, hooks.HOOKS, hard, random.Random(checked))
        there = ismcts.search(twin_view, legal, hooks.HOOKS, hard, random.Random(checked))
        assert (here.action, here.visits) == (there.action, there.visits)
        checked += 1
    assert checked > 10


def test_decisions_depend_only_on_what_the_seat_has_seen():
    assert_blind_to_unseen_cards(
        "quattro", random_tables(range(6)), iterations=25, share=0.3, skip_forced=True
    )


def test_a_finished_game_can_be_scored_from_a_sample():
    table = finished_table(5)
    sample = samples(table.view(0), 1)[0]
    assert sample.is_over()
    assert is_quattro(sample._revealed[0]) == is_quattro(table.state._revealed[0])
    assert sample.outcome() == table.state.outcome()


def say(view, action: str) -> str:
    """The hint's sentence for `action`, in English."""
    return explanation_text(hooks.explain(view, action))
