"""What the Dual Clash Poker table says: its messages, the plates' chips, the panels, the
plaque, the status line and the result's lines, in the reader's language. (The sentences and
their catalogue entries are the old table's, unchanged; they move into the text layer's Clash
module with the narration work of issue 15.)"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.games import clash as rules
from ....i18n import join_list, number, tr, trn
from ....text.games.clash import team_name

SUIT_SYMBOLS = ("♥", "♦", "♠", "♣")


def card_label(card: str) -> str:
    """A card as people say it: "5♥", "the red joker"."""
    if card == rules.RED_JOKER:
        return tr("the red joker")
    if card == rules.BLACK_JOKER:
        return tr("the black joker")
    return f"{number(int(card[1:]))}{SUIT_SYMBOLS[rules.SUITS.index(card[0])]}"


def short_label(card: str) -> str:
    """A card in a list: "5♥", "★" for a joker."""
    return "★" if card in rules.JOKERS else card_label(card)


def played_label(card: str, named_value: int | None) -> str:
    """A card on the table as people say it; a named joker with its value ("joker 5")."""
    if card in rules.JOKERS:
        if named_value is not None:
            return tr("joker {value}", value=named_value)
        return tr("joker")
    return card_label(card)


# -- messages ---------------------------------------------------------------------------------
def set_dealt(set_number: int, first: bool) -> str:
    if first:
        return tr("Set {number}: everyone holds their 8 cards", number=set_number)
    return tr("Set {number}: fresh hands for everyone", number=set_number)


def joker_alone(owner: str) -> str:
    """A lone joker at the reveal, another seat's (the reader's own is asked by the buttons)."""
    return tr("{name}'s joker stands alone: it will be named", name=owner)


def joker_named(owner: str | None, value: int) -> str:
    if owner is None:
        return tr("You name your joker {value}", value=value)
    return tr("{name} names the joker {value}", name=owner, value=value)


def burned(cards: Sequence[tuple[str, str]]) -> str:
    """`cards`: (the card as said, its owner's name)."""
    shown = join_list(tr("{card} ({name})", card=card, name=name) for card, name in cards)
    return tr("Burned: {cards}", cards=shown)


def round_won(team: int, owner: str | None, value: int) -> str:
    if owner is None:
        return tr(
            "{team} take the round: your {value} is highest", team=team_name(team), value=value
        )
    return tr(
        "{team} take the round: {name}'s {value} is highest",
        team=team_name(team),
        name=owner,
        value=value,
    )


def replayed() -> str:
    return tr("No card remains: the round is replayed")


def replay_warning(team: int) -> str:
    return tr(
        "Replayed twice in a row: if every card burns again, the round goes to {team}",
        team=team_name(team),
    )


def replays_decided(team: int) -> str:
    return tr(
        "Third replay in a row: the round goes to {team}, who won the last round",
        team=team_name(team),
    )


def set_won(team: int, set_number: int) -> str:
    return tr("{team} win set {number} and take a medal!", team=team_name(team), number=set_number)


def match_won(team: int) -> str:
    return tr("{team} win the match!", team=team_name(team))


# -- what the table shows at rest ---------------------------------------------------------------
def panel_title(team: int) -> str:
    a, b = rules.TEAM_SEATS[team]
    return tr("{team} {suits}", team=team_name(team), suits=SUIT_SYMBOLS[a] + SUIT_SYMBOLS[b])


def partners(first: str, second: str) -> str:
    return tr("{first} & {second}", first=first, second=second)


def rounds_won(won: int) -> str:
    return tr("rounds {won}/{goal}", won=won, goal=rules.ROUNDS_TO_WIN_SET)


def medals() -> str:
    return tr("medals")


def chip(state: str) -> str:
    """What a seat's plate says it is doing."""
    return {
        "ready": tr("✓ card down"),
        "choosing": tr("choosing…"),
        "waiting": tr("after partner"),
        "joker": tr("names the joker…"),
    }[state]


def plaque(set_number: int, round_number: int, replay: bool) -> tuple[str, str]:
    first = tr("Set {number}", number=set_number)
    if replay:
        return first, tr("Round {number} · replay", number=round_number)
    return first, tr("Round {number}", number=round_number)


def outcome_word(outcome: str) -> str:
    """Under a joker value button: what naming that value does for the reader's team."""
    return {"win": tr("wins"), "lose": tr("loses"), "replay": tr("replay")}[outcome]


# -- the status line -----------------------------------------------------------------------------
def match_over() -> str:
    return tr("The match is over.")


def name_your_joker() -> str:
    return tr("Your joker is the only one: name its value, 1 to 7.")


def names_the_joker(name: str) -> str:
    return tr("{name} names the joker…", name=name)


def players_choose(set_number: int, round_number: int) -> str:
    return tr(
        "Set {set}, round {round}: the players choose their cards.",
        set=set_number,
        round=round_number,
    )


def choose_after_partner(partner: str, card: str) -> str:
    return tr(
        "{partner} plays {card}. Choose your card (click it, or Tab and Enter).",
        partner=partner,
        card=card_label(card),
    )


def choose() -> str:
    return tr("Choose the card to play: click it (or Tab and Enter).")


def waiting_for(names: Sequence[str]) -> str:
    return tr("Your card is down. Waiting for {names}…", names=join_list(names))


def partner_first(partner: str) -> str:
    return tr("{partner} commits first (table talk).", partner=partner)


# -- the result ------------------------------------------------------------------------------------
def medals_line(medals: tuple[int, int]) -> str:
    return tr("Medals: Red {red} – Black {black}", red=medals[rules.RED], black=medals[rules.BLACK])


def team_line(team: int, first: str, second: str) -> str:
    return tr("{team}: {first} & {second}", team=team_name(team), first=first, second=second)


def set_line(set_number: int, red: int, black: int, replays: int) -> str:
    winner = team_name(rules.RED if red > black else rules.BLACK)
    if replays:
        return trn(
            "Set {number}: Red {red} – Black {black} ({team}) · {count} round replayed",
            "Set {number}: Red {red} – Black {black} ({team}) · {count} rounds replayed",
            replays,
            number=set_number,
            red=red,
            black=black,
            team=winner,
            count=replays,
        )
    return tr(
        "Set {number}: Red {red} – Black {black} ({team})",
        number=set_number,
        red=red,
        black=black,
        team=winner,
    )


def cards_left(team: int, held: Sequence[tuple[str, Sequence[str]]]) -> str:
    """`held`: each of the team's players with the cards left in their hand."""
    shown = " · ".join(
        tr("{name}: {cards}", name=name, cards=" ".join(short_label(c) for c in cards) or "—")
        for name, cards in held
    )
    return tr("Cards left ({team}): {cards}", team=team_name(team), cards=shown)


def set_of(number: int, total: int) -> str:
    """Which set a replay stands in."""
    return tr("Set {number} of {total}", number=number, total=total)
