"""The rules page of each game, as a player reads it at the table, and a one-line blurb for the
game chooser. Written by us in plain language from the complete rules in docs/rules/. Every
paragraph is a whole group of sentences and goes through tr() as it is, so a translation can
rewrite it freely."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Card
from ..i18n import tr

# One line per game for the game chooser (at most 70 characters each).
GAME_BLURBS: dict[str, str] = {
    "quattro": "Trade with six virtual players to build four unlike cards.",
    "cuckoo": "Keep or swap one card; don't be left holding the lowest.",
    "clash": "Two teams play a card at once; equal values burn, the highest wins.",
    "polar": "Pair up four cards for the lowest score; four alike wins outright.",
}

_HEADING = True
_TEXT = False

_CONTROLS = (
    "Click a highlighted card or button, or use Tab and Enter; H asks for a hint, L opens the "
    "log, Esc opens the menu, and R or F1 opens these rules."
)

_QUATTRO: tuple[tuple[str, bool], ...] = (
    ("Goal", _HEADING),
    (
        "Quattro is a duel between two players, who trade with six virtual players, VP1 to VP6, "
        "that follow fixed rules. In the end you each show four cards. Four different colours "
        "and four different numbers make a Quattro. If only one of you has one, that player "
        "wins; otherwise the higher total wins.",
        _TEXT,
    ),
    ("The cards", _HEADING),
    (
        "There are 26 cards: red, blue, yellow and green 1 to 6, and two grey zeros. A zero "
        "counts as a different colour and number from every other card, even the other zero, so "
        "it fits into any Quattro, but it is worth 0 points.",
        _TEXT,
    ),
    ("The deal", _HEADING),
    (
        "P1, who trades first, is chosen at random for the first game and alternates after that. "
        "P1 gets four cards and P2 the next four.",
        _TEXT,
    ),
    (
        "P1 decides first, then P2: keep your hand, or take a mulligan. You get the top four "
        "cards of the stock, and only then do your old four go into the stock, which is "
        "shuffled, so they never come straight back. You may do this twice at most, and everyone "
        "sees how many mulligans you took. The other 18 cards are dealt face down, three to each "
        "virtual player.",
        _TEXT,
    ),
    ("Reveals and trading", _HEADING),
    (
        "There are four reveals. Each time, both players secretly pick one hidden card from "
        "their hand, and the two are turned face up together. A revealed card stays face up in "
        "your hand for the rest of the game and can never be traded.",
        _TEXT,
    ),
    (
        "After each of the first three reveals comes a trading window. Turns follow the snake "
        "order P1, P2, P2, P1, P1, P2, P2, P1 and so on, and the order carries on from one window "
        "to the next instead of starting again.",
        _TEXT,
    ),
    (
        "On your turn, trade or pass. To trade, give any hidden card to a virtual player you "
        "haven't traded with yet. Everyone sees it, and it sits face up in that player's hand. "
        "You get one card back, which only you see, unless it was lying there face up. Passing "
        "ends your part in this window; it closes when both players have passed.",
        _TEXT,
    ),
    (
        "You trade with each virtual player exactly once per game. After all six trades you pass "
        "automatically, and in the third window you may not pass while any is left. After the "
        "fourth reveal the game is scored.",
        _TEXT,
    ),
    ("How a virtual player chooses", _HEADING),
    (
        "A virtual player decides before it takes your card, so it never hands back the card you "
        "just gave it. It looks at all three cards it holds, face up or not, and at your revealed "
        "cards, and follows three rules in order.",
        _TEXT,
    ),
    ("1. If it holds a zero, it gives you a zero.", _TEXT),
    (
        "2. Otherwise it gives its highest card that shares no number and no colour with any of "
        "your revealed cards, the best card to complete your Quattro. A revealed zero rules "
        "nothing out. Once two of your revealed cards share a number or a colour, no card can "
        "complete a Quattro, and this rule no longer applies.",
        _TEXT,
    ),
    ("3. If no card passes that test, it gives its highest card.", _TEXT),
    (
        "Between two cards of the same number, red goes first, then blue, then yellow, then green.",
        _TEXT,
    ),
    ("Scoring and winning", _HEADING),
    (
        "If exactly one player has a Quattro, that player wins. If both or neither do, the higher "
        "sum of numbers wins. Equal sums? Compare your highest cards, then the next highest, and "
        "so on: the first difference decides. If all four numbers match, it's a draw.",
        _TEXT,
    ),
    ("What you can see", _HEADING),
    (
        "Revealed cards, cards given to virtual players, who traded with whom and the mulligan "
        "counts are public. Your hidden cards and what you received are yours alone, and the "
        "virtual players' original cards stay hidden.",
        _TEXT,
    ),
    ("Tips", _HEADING),
    (
        "The virtual players never guess, so track what each one holds. A zero you give away goes "
        "straight to the next player who trades there. Your reveals steer your trades: once your "
        "red 6 is face up, you get cards that are neither red nor sixes whenever possible. Reveal "
        "two cards that clash, and the virtual players just give you their highest cards.",
        _TEXT,
    ),
    ("Controls", _HEADING),
    (_CONTROLS, _TEXT),
)

_CUCKOO: tuple[tuple[str, bool], ...] = (
    ("Goal", _HEADING),
    (
        "Cuckoo is a game of nerve with one card each: after every deal the lowest card loses a "
        "life. With no lives left you are out, and the last player alive wins. If everyone left "
        "loses their last life together, it's a draw.",
        _TEXT,
    ),
    ("The cards", _HEADING),
    (
        "There are 42 cards without suits, two of each rank. From lowest to highest: Fool, Owl, "
        "Pot, 0, I to XII, then House, Horse, Cat, Dragoon and Cuckoo. Equal ranks tie. The top "
        "five are the matadors, which can refuse a swap.",
        _TEXT,
    ),
    (
        "The cards carry no names: Fool, Owl and Pot show one to three diamonds, the five "
        "matadors one to five crowns. More marks, a higher card.",
        _TEXT,
    ),
    (
        "A Fool is never secret: whoever holds one shows it face up, and everyone sees where it "
        "goes.",
        _TEXT,
    ),
    ("A deal", _HEADING),
    (
        "Everyone in the deal gets one card face down; the rest is the stock. The first dealer is "
        "drawn at random; then the deal passes to the next player on the left who is playing "
        "and not resting.",
        _TEXT,
    ),
    (
        "Starting left of the dealer, everyone has one turn: keep your card, or ask the player on "
        "your left to swap. If they hold a Fool, Owl, Pot, 0 or number, you exchange, and you "
        "both know both cards. Play goes on left of you, so the player you swapped with still "
        "has their own turn.",
        _TEXT,
    ),
    (
        "The dealer, last, may swap with the stock instead. Its top card is turned up: an "
        "ordinary card goes to the dealer, whose old card is set aside face up. Matadors from the "
        "stock are set aside face up too: a House or Horse means the next card is turned, and a "
        "Cat, Dragoon or Cuckoo works as below. If the stock runs out, the dealer keeps their "
        "card.",
        _TEXT,
    ),
    ("Special cards", _HEADING),
    (
        "House and Horse refuse without penalty: your request passes on to the next player, past "
        "any number of Houses and Horses. If even the dealer's card refuses this way, you swap "
        "with the stock, just as the dealer would, and play goes on left of you.",
        _TEXT,
    ),
    ("Dragoon refuses: you lose a life and keep your card.", _TEXT),
    (
        "Cat refuses: you lose a life, and every exchange made earlier in this deal is undone, "
        "latest first, stock swaps included, so every moved card goes back where it was. A second "
        "Cat undoes only the exchanges since the first.",
        _TEXT,
    ),
    (
        "Cuckoo: the deal ends at once. There is no penalty for asking, but you keep your card "
        "and it still counts in the settlement: if it is lowest, you lose a life.",
        _TEXT,
    ),
    (
        "A refusing matador stays face up while its holder keeps it. After a Dragoon or Cat, play "
        "goes on left of its holder, and the Houses and Horses your request passed lose their "
        "turn.",
        _TEXT,
    ),
    ("Losing lives", _HEADING),
    (
        "When the dealer's turn is over, or a Cuckoo stops the deal, every card is shown. With no "
        "Fool, everyone tied for the lowest card loses a life. With one Fool, its holder loses a "
        "life, and so does everyone tied for lowest among the others. With two Fools, only their "
        "two holders lose a life.",
        _TEXT,
    ),
    (
        "Every Fool holder still alive then rests, sitting out the next deal only. If fewer than "
        "two players could take part, that deal is skipped, the resting players return, and the "
        "dealer stays put.",
        _TEXT,
    ),
    (
        "If a Dragoon or Cat takes your last life, you leave the deal at once and your card is out "
        "of play. If that leaves one player, the deal ends there and nobody else loses a life, "
        "though a Fool holder still rests. If everyone in a deal goes out, a resting player "
        "wins.",
        _TEXT,
    ),
    ("What you can see", _HEADING),
    (
        "You know your own card and every card you exchanged. Fools, refusing matadors, set-aside "
        "cards, and who kept or swapped are public. A card taken from the stock is seen only by "
        "the taker, unless it is a Fool.",
        _TEXT,
    ),
    ("Tips", _HEADING),
    (
        "Low cards want to move on. Remember who swapped with whom. Holding a Fool? Pass it on: "
        "the player on your left must take it unless they have a matador.",
        _TEXT,
    ),
    ("Controls", _HEADING),
    (_CONTROLS, _TEXT),
)

_CLASH: tuple[tuple[str, bool], ...] = (
    ("Goal", _HEADING),
    (
        "Dual Clash Poker is for two teams of two: Red (seats 1 and 2, hearts and diamonds) "
        "against Black (seats 3 and 4, spades and clubs). You and your partner are one team. "
        "Each round all four players put down a card at the same moment, and the highest card "
        "left standing wins the round for its team.",
        _TEXT,
    ),
    ("The cards", _HEADING),
    (
        "Every player holds eight cards: the 1 to 7 of their own suit and a joker of their team's "
        "colour, red or black. There is no shuffling and no luck.",
        _TEXT,
    ),
    (
        "All hands start alike and every play is shown, so you always know which cards each "
        "player still holds. The only secret is what each player picks this round.",
        _TEXT,
    ),
    ("A round", _HEADING),
    (
        "1. Everyone chooses one card from their hand in secret. A choice can't be taken back.",
        _TEXT,
    ),
    ("2. The four cards are turned up together.", _TEXT),
    (
        "3. If exactly one joker was played, its owner now names its value, from 1 to 7, after "
        "seeing the other three cards. If two or more jokers were played, all of them burn, "
        "without a value, and they burn nothing else.",
        _TEXT,
    ),
    (
        "4. Every card whose value equals another card's on the table burns, your partner's card "
        "too. A named joker counts as the value it was given, so it burns, and is burned, like "
        "any other card.",
        _TEXT,
    ),
    (
        "5. The highest card still standing wins the round for its team. There can't be a tie, "
        "because equal cards burn. All four played cards are then out until the set ends.",
        _TEXT,
    ),
    (
        "If every card burns, for example two pairs or four of a kind, nobody wins: all four "
        "cards go back to their owners, the joker loses its name, and the round is played again. "
        "A replay doesn't count as a round.",
        _TEXT,
    ),
    (
        "A round is replayed at most twice in a row. If every card burns a third time in a row, "
        "the round is not played again: it goes to the team that won the last round of the "
        "match (Black, if no round has been won yet), and the four cards are out.",
        _TEXT,
    ),
    ("Sets and the match", _HEADING),
    (
        "The first team to win four rounds wins the set. That takes at most seven rounds, so a "
        "set never ends in a tie. The winners take a medal, everyone picks up all eight cards "
        "again, and a new set begins.",
        _TEXT,
    ),
    ("Winning", _HEADING),
    (
        "The first team to win two medals wins the match. There are no draws.",
        _TEXT,
    ),
    ("Silent or table talk", _HEADING),
    (
        "Silent is the usual way: nobody sees any choice before the reveal, not even their "
        "partner.",
        _TEXT,
    ),
    (
        "With table talk, in each team one partner leads: it chooses first, and the other sees "
        "that card before choosing. The lower seat (seat 1 for Red, seat 3 for Black) leads the "
        "first round of each set, and the lead alternates every round after it, a replayed round "
        "included, so each of you gets to answer the other. Opponents never see a choice before "
        "the reveal.",
        _TEXT,
    ),
    ("Tips", _HEADING),
    (
        "Count the cards: you always know what everyone has left. A small card can win when "
        "everything above it burns, and playing the same value as your partner just burns you "
        "both. A 7 spent early is gone for the rest of the set.",
        _TEXT,
    ),
    (
        "A lone joker is the strongest play, since it can top the highest card or burn it, but it "
        "is wasted if another joker shows up. Don't fall into a pattern: good players mix their "
        "choices, like rock-paper-scissors with a memory.",
        _TEXT,
    ),
    ("Controls", _HEADING),
    (_CONTROLS, _TEXT),
)

_POLAR: tuple[tuple[str, bool], ...] = (
    ("Goal", _HEADING),
    (
        "Polar Pairs is for two to six players over ten rounds, or five with the short option for "
        "five or six players. Each round you have four cards, and you want them to score as "
        "little as possible. The lowest total at the end wins, unless someone gets four of a "
        "kind, which wins the game at once.",
        _TEXT,
    ),
    ("The cards", _HEADING),
    (
        "There are 53 cards: four each of −5, 1 to 9, the polar-bear ten, the snowy-owl ten and "
        "the penguin ten, plus one wild. The three tens are different kinds: a polar-bear ten "
        "only matches another polar-bear ten.",
        _TEXT,
    ),
    ("The dealer", _HEADING),
    (
        "For the first round everyone draws a card: the wild is highest, then any ten, then 9 "
        "down to −5. Players tied for highest draw again. The player to the right of the highest "
        "card deals.",
        _TEXT,
    ),
    (
        "After that, whoever scored highest in a round deals the next one. If several tie, it is "
        "the first of them going clockwise from the dealer's left.",
        _TEXT,
    ),
    ("A round", _HEADING),
    (
        "Everyone gets four cards face down in two rows: the far row and the near row, the two "
        "closest to you. The top card of the stock is turned up to start the discard pile.",
        _TEXT,
    ),
    (
        "Before your first turn of the round you may peek at your two near cards. They are shown "
        "to you only until you act, so remember them.",
        _TEXT,
    ),
    (
        "Turns go clockwise from the dealer's left, with the dealer last. On your turn, either "
        "take the top discard and put it face up in place of one of your face-down cards, whose "
        "old card goes face up onto the discard pile; or draw from the stock. Only you see a "
        "drawn card: keep it the same way, or discard it and turn one of your face-down cards up.",
        _TEXT,
    ),
    (
        "So every turn turns exactly one of your face-down cards face up, and a face-up card can "
        "never be replaced. After four turns each, all cards are showing and the round is scored. "
        "If the stock runs out, the discard pile except its top card becomes the new stock.",
        _TEXT,
    ),
    ("Scoring", _HEADING),
    (
        "Each card scores its value: −5 scores −5, 1 to 9 their number, and the tens 10.",
        _TEXT,
    ),
    (
        "Cards of the same kind cancel: a pair or three of a kind scores 0, and so do two pairs. "
        "Tens cancel only with the same animal. −5s never cancel: each one always scores −5, so "
        "two of them make −10.",
        _TEXT,
    ),
    (
        "The wild becomes whatever kind is best for you: it copies one of your cards to cancel "
        "it, or counts as a −5, whichever scores lower.",
        _TEXT,
    ),
    ("Winning", _HEADING),
    (
        "Four of a kind, four cards of exactly the same kind without the wild, wins the whole "
        "game at once: the moment your fourth card is face up and all four are alike, you win, "
        "even in the last round. Nobody takes another turn, that round is not scored, and nobody "
        "shares the win. Four −5s count.",
        _TEXT,
    ),
    (
        "Otherwise the round scores add up, and after the last round the lowest total wins. "
        "Players tied for the lowest total share the win.",
        _TEXT,
    ),
    ("What you can see", _HEADING),
    (
        "Face-up cards and the discard pile are public. Only you see your near cards when you "
        "peek, and a card you draw stays yours to see until you keep it or throw it away.",
        _TEXT,
    ),
    ("Tips", _HEADING),
    (
        "A pair of nines scores the same as a pair of ones: nothing. Lone high cards are the "
        "danger. Keep your −5s, and watch the discard pile: a card that matches one of your "
        "face-up cards cancels it. Knowing your near cards tells you which face-down card is worth "
        "replacing.",
        _TEXT,
    ),
    ("Controls", _HEADING),
    (_CONTROLS, _TEXT),
)

# The cards a paragraph talks about, shown with it on the rules page (drawn from the theme's
# art), by the paragraph's first words in English. The command line's rules stay text only.
PICTURES: dict[str, dict[str, tuple[Card, ...]]] = {
    "quattro": {
        "Quattro is a duel": ("R6", "B5", "Y4", "G3"),
        "There are 26 cards": ("R1", "B2", "Y3", "G4", "0"),
        "The virtual players never guess": ("R6",),
    },
    "cuckoo": {
        "There are 42 cards": ("Fool", "Owl", "Pot", "0", "VII", "XII"),
        "The cards carry no names": ("House", "Horse", "Cat", "Dragoon", "Cuckoo"),
        "A Fool is never secret": ("Fool",),
        "House and Horse refuse": ("House", "Horse"),
        "Dragoon refuses": ("Dragoon",),
        "Cat refuses": ("Cat",),
        "Cuckoo: the deal ends": ("Cuckoo",),
    },
    "clash": {
        "Every player holds eight cards": ("H1", "H4", "H7", "JR", "JB"),
        "3. If exactly one joker": ("JR", "JB"),
        "4. Every card whose value": ("H5", "D5", "S6", "C2"),
    },
    "polar": {
        "There are 53 cards": ("-5", "1", "6", "9", "10B", "10O", "10P", "W"),
        "Cards of the same kind cancel": ("7", "7", "10O", "-5"),
        "The wild becomes": ("W",),
        "Four of a kind, four cards": ("4", "4", "4", "4"),
    },
}


@dataclass(frozen=True)
class RulesBlock:
    """A paragraph of a rules page (translated) and the cards it shows."""

    text: str
    heading: bool
    cards: tuple[Card, ...] = ()


_RULES: dict[str, tuple[tuple[str, bool], ...]] = {
    "quattro": _QUATTRO,
    "cuckoo": _CUCKOO,
    "clash": _CLASH,
    "polar": _POLAR,
}


def blurb(game: str) -> str:
    """The game chooser's one line about `game`, translated. Unknown game: KeyError."""
    return tr(GAME_BLURBS[game])


def rules_paragraphs(game: str) -> list[tuple[str, bool]]:
    """(text, is_heading) in reading order, each text passed through tr()."""
    return [(tr(text), heading) for text, heading in _RULES[game]]


def rules_blocks(game: str) -> list[RulesBlock]:
    """The rules page in reading order, each paragraph with the cards it talks about."""
    pictures = PICTURES[game]
    blocks = []
    for text, heading in _RULES[game]:
        cards = next((c for start, c in pictures.items() if text.startswith(start)), ())
        blocks.append(RulesBlock(tr(text), heading, cards))
    return blocks
