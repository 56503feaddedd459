"""What a Quattro seat knows, and sampling the cards it cannot see by replaying what it saw
(the package's docstring tells how)."""

from __future__ import annotations

import math
import random
from bisect import bisect_left

from ....engine.core import Card, Seat
from ....engine.games.quattro import (
    DECK,
    HAND_SIZE,
    VP_COUNT,
    ZERO,
    AutoKept,
    CardsRevealed,
    Dealt,
    Kept,
    MulliganTaken,
    QuattroObservation,
    QuattroResampler,
    QuattroState,
    Traded,
    VPsDealt,
    sort_cards,
    with_revealed,
)
from ....engine.sampling import Fill
from ....engine.view import View
from .proofs import (
    OPPONENT_GETS,
    OPPONENT_PLAYS,
    VP_GAVE_UNSEEN,
    Rand,
    StartingHand,
    Step,
    UnseenTrade,
    played_unexplained,
    returned_cards,
    unseen_trade,
)
from .ranking import BIT, not_below, without_each

REPLAY_TRIES = 25  # whole replays before falling back to the looser deal
MATCH_NODES = 400  # steps of the search for where the opponent's played cards came from


class Knowledge:
    """What the seat's events tell it, worked out once per view (the search samples many times
    from the same view).

    `pool` holds the cards that were out of sight when the VPs were dealt, less those the seat
    later received face down (they were in that VP) and those the opponent later played without
    having received them face up: each of these came from its starting hand
    (`played_from_start`: played before any unseen reply could have brought it) or, for
    `played_open`, from its starting hand or one of the unseen replies in `played_options`; each
    replay decides which."""

    __slots__ = (
        "deciding",
        "face_down",
        "my_hidden",
        "my_public",
        "observation",
        "opponent_chose",
        "opponent_public",
        "played_from_start",
        "played_open",
        "played_options",
        "pool",
        "proofs",
        "resampler",
        "revealed",
        "slack",
        "slack_giving",
        "starting_hand",
        "unseen",
        "unseen_of_vp",
        "vps_dealt",
    )

    def __init__(self, view: View[QuattroObservation]) -> None:
        me, opponent = view.seat, 1 - view.seat
        obs: QuattroObservation = view.observation
        hand: list[Card] = []
        kept: set[Seat] = set()
        revealed: tuple[list[Card], list[Card]] = ([], [])
        masks = [0, 0]
        my_public: list[Card] = []
        face_up: list[list[Card]] = [[] for _ in range(VP_COUNT)]
        my_hidden_reply: list[tuple[int, Card] | None] = [None] * VP_COUNT
        proofs: list[tuple[int, int, int]] = []  # (position, vp, proof bits)
        # (position, vp, mask, face-up cards, step)
        unseen: list[tuple[int, int, int, tuple[Card, ...], int]] = []
        steps: list[Step] = []
        pool: list[Card] = []
        hands: list[list[Card]] = []  # every hand the seat was dealt, in order
        redrew = 0  # the opponent's mulligans since the seat's last hand was dealt
        self.vps_dealt = False
        for position, event in enumerate(view.events):
            if isinstance(event, (Dealt, MulliganTaken)) and event.seat == me:
                hand = list(event.cards or ())
                hands.append(hand)
                redrew = 0
            elif isinstance(event, MulliganTaken):
                redrew += 1
            elif isinstance(event, (Kept, AutoKept)):
                kept.add(event.seat)
            elif isinstance(event, VPsDealt):
                self.vps_dealt = True
                pool = without_each(list(DECK), hand)
            elif isinstance(event, CardsRevealed):
                for seat in (0, 1):
                    revealed[seat].append(event.cards[seat])
                    masks[seat] = with_revealed(masks[seat], event.cards[seat])
                if event.cards[me] in my_public:
                    my_public.remove(event.cards[me])
                steps.append((OPPONENT_PLAYS, event.cards[opponent]))
            elif isinstance(event, Traded):
                vp, received = event.vp - 1, event.received
                up = face_up[vp]
                if event.seat == me:
                    assert received is not None
                    if event.given in my_public:
                        my_public.remove(event.given)
                    proofs.append((position, vp, not_below(received, masks[me])))
                    if event.received_public:
                        my_public.append(received)
                    else:  # it was face down in that VP from the deal
                        my_hidden_reply[vp] = (position, received)
                        pool.remove(received)
                else:
                    steps.append((OPPONENT_PLAYS, event.given))
                    if event.received_public:
                        assert received is not None
                        proofs.append((position, vp, not_below(received, masks[opponent])))
                        steps.append((OPPONENT_GETS, received))
                    else:
                        unseen.append((position, vp, masks[opponent], tuple(up), len(steps)))
                        steps.append((VP_GAVE_UNSEEN, len(unseen) - 1))
                if event.received_public:
                    up.remove(received)  # type: ignore[arg-type]
                up.append(event.given)
        played = played_unexplained(steps)
        for card, _step in played:
            pool.remove(card)
        self.pool = pool
        self.starting_hand = StartingHand(returned_cards(hands), redrew)
        self.opponent_public = obs.opponent_public_hidden
        self.unseen = tuple(
            unseen_trade(*trade, proofs, my_hidden_reply[trade[1]]) for trade in unseen
        )
        # which unseen trade could have given each played card, and how tight that would be
        self.slack_giving: list[dict[Card, int]] = [{} for _ in self.unseen]
        from_start: list[Card] = []
        open_cards: list[Card] = []
        options: list[tuple[int, ...]] = []
        for card, step in played:
            could = []
            for k, trade in enumerate(self.unseen):
                slack = trade.slack_giving(card, pool)
                if trade.step < step and slack >= 0:
                    could.append(k)
                    self.slack_giving[k][card] = slack
            if could:
                open_cards.append(card)
                options.append(tuple(could))
            else:
                from_start.append(card)
        self.played_from_start = tuple(from_start)
        self.played_open = tuple(open_cards)
        self.played_options = tuple(options)
        self.proofs = [0] * VP_COUNT
        for _position, vp, proof in proofs:
            self.proofs[vp] |= proof
        self.face_down = obs.vp_face_down_count
        self.unseen_of_vp = [-1] * VP_COUNT
        for k, trade in enumerate(self.unseen):
            self.unseen_of_vp[trade.vp] = k
        self.slack = [self._slack(vp) for vp in range(VP_COUNT)]
        self.revealed = (tuple(revealed[0]), tuple(revealed[1]))
        self.my_public = sort_cards(my_public)
        first = obs.first
        self.deciding = first if first not in kept else 1 - first
        self.my_hidden = sort_cards(without_each(list(obs.hand), obs.revealed))
        self.opponent_chose = obs.opponent_chose_reveal
        self.observation = obs
        self.resampler = QuattroResampler(view)
        if not self.vps_dealt:
            # During the mulligans: the cards out of the seat's hand, dealt by `starting_hand`.
            self.pool = without_each(list(DECK), obs.hand)

    def sample(self, rng: random.Random, check: bool = False) -> QuattroState:
        """A full state the seat could be at (`check`: the engine verifies it, for tests)."""
        return _sample(self, rng, check)

    def may_start_with(self, card: Card) -> bool:
        """Whether `card` can have been in the opponent's starting hand."""
        model = self.starting_hand
        return card == ZERO or not (model.barred and BIT[card] & model.returned_bits)

    def _slack(self, vp: int) -> int:
        """How many cards to spare when filling a VP's face-down cards (fewest first)."""
        k = self.unseen_of_vp[vp]
        if k < 0:
            proof = self.proofs[vp]
            return sum(1 for card in self.pool if not BIT[card] & proof) - self.face_down[vp]
        trade = self.unseen[k]
        replies = sum(1 for card in self.pool if BIT[card] & trade.possible)
        kept = sum(1 for card in self.pool if not BIT[card] & trade.keep_out)
        return min(replies - 1, kept - trade.need)


def knowledge(view: View[QuattroObservation]) -> Knowledge:
    """What `view.seat` knows, worked out once per decision by the caller (nothing is kept)."""
    return Knowledge(view)


# --- Sampling the hidden cards --------------------------------------------------------------


Deal = tuple[list[Card], list[list[Card]], list[Card], list[Card | None]]


def _replay(known: Knowledge, rng: random.Random) -> Deal | None:
    """One filling of the unknown cards that fits the whole game, or None if this attempt ran
    into a contradiction: the opponent's hidden cards and each VP's face-down cards now, and the
    story behind them (the opponent's starting hand, each unseen reply)."""
    rand = rng.random
    unseen = known.unseen
    matched = _match_played(known, rand)
    if matched is None:
        return None
    starting, forced = matched
    pool = known.pool[:]
    down: list[list[Card]] = [[] for _ in range(VP_COUNT)]
    # The opponent holds what it received face up, the unseen replies it has not played, and
    # the starting cards it has not played.
    opponent = list(known.opponent_public)
    # Each VP's face-down cards, the VP with fewest cards to spare first (order does not matter
    # otherwise: which reply went where is settled).
    slack = known.slack[:]
    for k, reply in enumerate(forced):
        if reply is not None:
            slack[unseen[k].vp] = known.slack_giving[k][reply]
    # The opponent's starting cards not played since take what is left, unless the seat's
    # returned cards are barred from them: then they are drawn in turn like a VP's cards.
    model = known.starting_hand
    left = HAND_SIZE - len(starting)
    consumers = list(range(VP_COUNT))
    rest: list[Card] = []
    if model.barred:
        slack.append(len(model.allowed(pool)) - left)
        consumers.append(VP_COUNT)
    for vp in sorted(consumers, key=slack.__getitem__):
        if vp == VP_COUNT:
            allowed = model.allowed(pool)
            if len(allowed) < left:
                return None
            rest = _draw(pool, allowed, left, rand) if left else []
            continue
        k = known.unseen_of_vp[vp]
        if k >= 0:
            reply = _unseen_reply(unseen[k], forced[k], pool, down, rand)
            if reply is None:
                return None
            if forced[k] is None:
                opponent.append(reply)
                forced[k] = reply
        else:
            proof, need = known.proofs[vp], known.face_down[vp]
            allowed = [i for i, card in enumerate(pool) if not BIT[card] & proof]
            if len(allowed) < need:
                return None
            down[vp] = _draw(pool, allowed, need, rand) if need else []
    rest += pool
    if len(rest) != left or not model.accepts(starting + rest, rand):
        return None
    opponent += rest
    return opponent, down, starting + rest, forced


def _match_played(known: Knowledge, rand: Rand) -> tuple[list[Card], list[Card | None]] | None:
    """Where each card the opponent played came from: its starting hand (four places), or an
    unseen reply before the card was played, from a VP that could have given it (a card played
    before any such reply was a starting card). A random search with backtracking; returns the
    starting cards played and the replies it settled (None where still open)."""
    played, options = known.played_open, known.played_options
    forced: list[Card | None] = [None] * len(known.unseen)
    starting = list(known.played_from_start)
    budget = [MATCH_NODES]

    def place(i: int) -> bool:
        if i == len(played):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        card = played[i]
        trades = [k for k in options[i] if forced[k] is None]
        slots = HAND_SIZE - len(starting) if known.may_start_with(card) else 0
        # the starting hand is tried first in proportion to its free places
        first = int(rand() * (slots + len(trades)))
        shift = max(0, first - slots)
        ordered = trades[shift:] + trades[:shift]
        tries = ([-1, *ordered] if first < slots else [*ordered, -1]) if slots else ordered
        for k in tries:
            if k < 0:
                starting.append(card)
                if place(i + 1):
                    return True
                starting.pop()
            else:
                forced[k] = card
                if place(i + 1):
                    return True
                forced[k] = None
        return False

    if len(starting) > HAND_SIZE or not all(map(known.may_start_with, starting)):
        return None
    if not place(0):
        return None
    return starting, forced


def _unseen_reply(
    trade: UnseenTrade,
    forced: Card | None,
    pool: list[Card],
    down: list[list[Card]],
    rand: Rand,
) -> Card | None:
    """Fill the VP's face-down cards for an unseen trade: its reply (`forced`, or drawn among the
    cards it could have given, each weighted by the ways to fill the rest below it) and the
    cards it kept, ranked below the reply and fitting every proof. Returns the reply."""
    ranks, keep_out, extra = trade.ranks, trade.keep_out, trade.need - 1
    if forced is None:
        stay = sorted(ranks[card] for card in pool if not BIT[card] & keep_out)
        options = [i for i, card in enumerate(pool) if BIT[card] & trade.possible]
        if not options:
            return None
        if extra:
            weights = [math.comb(bisect_left(stay, ranks[pool[i]]), extra) for i in options]
            index = _weighted(options, weights, rand)
            if index is None:
                return None
        else:
            index = options[int(rand() * len(options))]
        forced = pool[index]
        pool[index] = pool[-1]
        pool.pop()
    top = ranks[forced]
    below = [i for i, card in enumerate(pool) if ranks[card] < top and not BIT[card] & keep_out]
    if len(below) < extra:
        return None
    down[trade.vp] = _draw(pool, below, extra, rand) if extra else []
    return forced


def _weighted(options: list[int], weights: list[int], rand: Rand) -> int | None:
    total = sum(weights)
    if not total:
        return None
    pick = rand() * total
    for option, weight in zip(options, weights, strict=True):
        pick -= weight
        if pick < 0:
            return option
    return options[-1]


def _draw(pool: list[Card], allowed: list[int], count: int, rand: Rand) -> list[Card]:
    """Take `count` different cards of `pool` at random among the places `allowed` (the pool's
    order is not kept)."""
    if count == 1:
        i = allowed[int(rand() * len(allowed))]
        card = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        return [card]
    picked: list[int] = []
    while len(picked) < count:
        i = allowed[int(rand() * len(allowed))]
        if i not in picked:
            picked.append(i)
    drawn = [pool[i] for i in picked]
    for i in sorted(picked, reverse=True):
        pool[i] = pool[-1]
        pool.pop()
    return drawn


def _loose_deal(
    known: Knowledge, obs: QuattroObservation, rng: random.Random
) -> tuple[list[Card], list[list[Card]]]:
    """The fallback: the unknown cards dealt evenly, keeping only the per-card proofs (a card a
    VP's reply ruled out never lies face down there)."""
    proofs = known.proofs
    pool = _unknown_cards(obs)
    opponent_private = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
    for _ in range(REPLAY_TRIES):
        rng.shuffle(pool)
        rest = pool[:]
        down: list[list[Card]] = []
        for vp in range(VP_COUNT):
            cards = [card for card in rest if not BIT[card] & proofs[vp]][
                : obs.vp_face_down_count[vp]
            ]
            if len(cards) < obs.vp_face_down_count[vp]:
                break
            without_each(rest, cards)
            down.append(cards)
        else:
            return [*obs.opponent_public_hidden, *rest], down
    # nothing fits (never seen in testing): the plain even deal
    rng.shuffle(pool)
    down = []
    for vp in range(VP_COUNT):
        count = obs.vp_face_down_count[vp]
        down.append(pool[opponent_private : opponent_private + count])
        del pool[opponent_private : opponent_private + count]
    return [*obs.opponent_public_hidden, *pool[:opponent_private]], down


def _unknown_cards(obs: QuattroObservation) -> list[Card]:
    """The cards whose place the seat cannot see."""
    seen = [*obs.hand, *obs.opponent_revealed, *obs.opponent_public_hidden]
    for cards in obs.vp_face_up:
        seen.extend(cards)
    return without_each(list(DECK), seen)


def sample_state(view: View[QuattroObservation], rng: random.Random) -> QuattroState:
    """One full state consistent with everything `view.seat` has seen, hidden cards at random
    (the search samples through one `Knowledge`, built once per decision)."""
    return Knowledge(view).sample(rng)


def _sample(known: Knowledge, rng: random.Random, check: bool) -> QuattroState:
    view_obs = known.observation
    stock: list[Card] = []
    if not known.vps_dealt:
        opponent = known.starting_hand.deal(known.pool, rng)
        down: list[list[Card]] = [[] for _ in range(VP_COUNT)]
        stock = without_each(known.pool[:], opponent)
        rng.shuffle(stock)
    else:
        for _ in range(REPLAY_TRIES):
            dealt = _replay(known, rng)
            if dealt is not None:
                opponent, down = dealt[0], dealt[1]
                break
        else:
            opponent, down = _loose_deal(known, view_obs, rng)
    # which card it chose is as unknown as its hand
    chosen = [opponent[int(rng.random() * len(opponent))]] if known.opponent_chose else []
    private = without_each(list(opponent), view_obs.opponent_public_hidden)
    dealt_cards = [*private, *(card for cards in down for card in cards), *stock]
    return known.resampler.state(Fill(dealt_cards, chosen), rng.getrandbits(32), check)
