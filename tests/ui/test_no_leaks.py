"""Nothing hidden is ever shown: whole pass-and-play games driven through the real scenes, and at
every drawn frame every card face and every string handed to the text renderer checked against
what the person in front of the screen may know.

What is drawn is instrumented at the bottom: the theme's card-face rendering (`CardArt.face`,
which every table, flight and overlay goes through) and the text renderer (`TextFont._render`,
which every line of every scene goes through). Card names in text are found by making the
translation layer name every card with a marker ("⟦R4⟧"), by the Clash table's own labels
("5♥") and by the distinctive raw ids ("R4", "10B", "XII") a careless format would print.

What a person may know is computed here, from the engine alone: this test replays the moves on
its own state and keeps, for each seat, every card in the events as redacted for that seat and in
its observations. Who is in front of the screen is what the screen says: nobody in particular at
the start and while a curtain is up (then only what every person at the table knows may show),
the person named on the curtain once they lift it. The log overlay is opened and paged through,
hints are asked for, the pause menu comes and goes, and one game is resumed from the title
screen halfway, as a person would."""

from __future__ import annotations

import dataclasses
import random
import re
import time
from collections import Counter
from collections.abc import Iterable
from typing import Any

import pygame
import pytest

from cardtable import i18n
from cardtable.ai.games import hooks_for
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import get_spec
from cardtable.engine.view import View
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.text import Narrator, describe
from cardtable.text.cards import ENGLISH as ENGLISH_NAMES
from cardtable.text.hints import explanation_text
from cardtable.themes import CardArt
from cardtable.ui.core import typeset as text_module
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.log import LogScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.screens import start_table
from cardtable.ui.table.scene import TableScene

from .harness import click, key, make_app

Seat = int
TABLES = (TableScene,)
RAW_ID = re.compile(r"[A-Z]\d|J[RB]|10[BOP]|[IVX]{2,}")  # ids no sentence has by chance


def marker(card: str) -> str:
    return f"⟦{card}⟧"


# -- what each seat may know, from the engine alone --------------------------------------------
def cards_in(thing: Any, ids: frozenset[str], found: set[str]) -> None:
    """Every card id anywhere in an event or an observation (dataclasses, tuples, dicts)."""
    if isinstance(thing, str):
        if thing in ids:
            found.add(thing)
    elif dataclasses.is_dataclass(thing) and not isinstance(thing, type):
        for field in dataclasses.fields(thing):
            cards_in(getattr(thing, field.name), ids, found)
    elif isinstance(thing, dict):
        for k, v in thing.items():
            cards_in(k, ids, found)
            cards_in(v, ids, found)
    elif isinstance(thing, (tuple, list, set, frozenset)):
        for item in thing:
            cards_in(item, ids, found)


class Eyes:
    """The game replayed on a state of its own; per seat, the cards it has seen so far."""

    def __init__(self, config: MatchConfig) -> None:
        spec = get_spec(config.game)
        self.game = config.game
        self.ids = spec.card_ids
        self.n = len(config.seats)
        self.humans = [s for s, c in enumerate(config.seats) if c.is_human]
        options = {**spec.option_defaults(), **config.options}
        self.state, opening = spec.new_state(
            self.n, dict(options), dict(config.setup), ShuffleSource(config.seed, config.shuffles)
        )
        self.options = options
        self.known: list[set[str]] = [set() for _ in range(self.n)]
        self.events: list[list[Any]] = [[] for _ in range(self.n)]
        self.shown_this_set: set[str] = set()
        self.public: list[Any] = []
        self.names = [seat.name for seat in config.seats]
        self.applied = 0
        self._learn(opening)

    def catch_up(self, actions: list[tuple[Seat, str]]) -> None:
        for seat, action in actions[self.applied :]:
            self._learn(self.state.apply(seat, action))
        self.applied = len(actions)

    def _learn(self, events: Iterable[Any]) -> None:
        events = list(events)
        for event in events:
            if type(event).__name__ == "SetStarted":
                self.shown_this_set.clear()
            elif type(event).__name__ == "CardsRevealed":
                self.shown_this_set.update(event.cards)
        for seat in range(self.n):
            seen = [event.redact(seat) for event in events]
            self.events[seat] += seen
            cards_in(seen, self.ids, self.known[seat])
            cards_in(self.state.observe(seat), self.ids, self.known[seat])
        self.public += [event.redact(-1) for event in events]

    def tells_the_past(self, person: Seat | None, text: str) -> bool:
        """Whether `text` is (a line of) what the person saw happen: a card revealed in an
        earlier round may be named while its owner has committed it again."""
        # while the curtain is up: only what was public
        events = self.public if person is None else self.events[person]
        say = Narrator(tuple(self.names), person)
        said = [describe(self.game, event, say) for event in events]
        return any(text in line for line in said)

    def honest(self, person: Seat | None, text: str) -> bool:
        """`text` is one of the person's honest hints, or a row of one (a long hint takes two
        rows of the top bar)."""
        hints = self.honest_hints(person)
        row = text.strip()
        return text in hints or (bool(row) and any(row in hint for hint in hints))

    def honest_hints(self, person: Seat | None) -> set[str]:
        """The hints the person may be shown: the shared AI's explanation of each legal move,
        from the person's own view. They may name a card the person only infers ("vp2 will
        most likely give you G6"): an inference from what the person saw is theirs to have."""
        if person is None:
            return set()
        view = View(
            self.game,
            person,
            self.n,
            self.options,
            self.state.observe(person),
            tuple(self.events[person]),
        )
        explain = hooks_for(self.game).explain
        hints = {
            i18n.tr("Hint: {reason}", reason=explanation_text(explain(view, action)))
            for action in self.state.legal_actions(person)
        }
        name = self.names[person]  # addressed to the person while the device goes round
        return hints | {i18n.tr("{name}: {prompt}", name=name, prompt=hint) for hint in hints}

    def people(self, person: Seat | None) -> list[Seat]:
        """Who may be looking: the person holding the device, or any of them."""
        return self.humans if person is None else [person]

    def allowed(self, person: Seat | None) -> set[str]:
        return set.intersection(*(self.known[s] for s in self.people(person)))

    def secret_choices(self, person: Seat | None) -> dict[str, int]:
        """Dual Clash Poker: every hand is public, the secret is which card a seat committed.
        Each such card with the number of its copies in the hands (each red player holds a
        red joker): a face drawn once more than that is a commit shown. (A card that was on
        the table in a replayed round is left out: the table may still be showing that round
        while its owner commits it again.)"""
        if self.game != "clash":
            return {}
        secret: dict[str, int] = {}
        for looker in self.people(person):
            seen = self.state.observe(looker)
            for owner in range(self.n):
                if seen.committed[owner] and seen.commits[owner] is None:
                    card = self.state.observe(owner).commits[owner]
                    secret[card] = sum(hand.count(card) for hand in seen.hands)
        return {c: n for c, n in secret.items() if c not in self.shown_this_set}


# -- what is drawn -------------------------------------------------------------------------------
class Screen:
    """Records the card faces and the strings of each drawn frame."""

    def __init__(self, app: Any, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
        self.faces: list[str] = []
        self.texts: list[str] = []
        self.frames = 0
        self.top: Any = None  # the scene on top when the frame was drawn
        face, render = CardArt.face, text_module.TextFont._render

        def recording_face(art: Any, game_id: str, card: str, height: int) -> Any:
            self.faces.append(card)
            return face(art, game_id, card, height)

        def recording_render(font: Any, text: str, *rest: Any) -> Any:
            self.texts.append(text)
            return render(font, text, *rest)

        monkeypatch.setattr(CardArt, "face", recording_face)
        monkeypatch.setattr(text_module.TextFont, "_render", recording_render)
        draw = app.draw

        def counting_draw(*args: Any) -> None:
            self.faces.clear()
            self.texts.clear()
            self.top = app.stack.top
            draw(*args)
            self.frames += 1

        app.draw = counting_draw
        spec = get_spec(game)
        self.names: dict[str, str] = {marker(c): c for c in spec.card_ids}
        # English names its cards itself ("the red 4", text/cards.py), without the catalogue
        self.names.update({name: c for c, name in ENGLISH_NAMES[game].items()})
        if game == "clash":
            from cardtable.text.games.clash import card_label

            self.names.update({card_label(c): c for c in spec.card_ids})
        self.pattern = re.compile("|".join(re.escape(n) for n in sorted(self.names, key=len)[::-1]))
        self.raw = {c for c in spec.card_ids if RAW_ID.fullmatch(c)}

    def named(self, text: str) -> set[str]:
        found = {self.names[m.group()] for m in self.pattern.finditer(text)}
        found |= {w for w in re.findall(r"[\w]+", text) if w in self.raw}
        return found


@pytest.fixture
def card_markers():
    i18n.set_catalogue(
        {
            f"{game} card\x04{card}": marker(card)
            for game in ("quattro", "cuckoo", "clash", "polar")
            for card in get_spec(game).card_ids
        }
    )
    yield
    i18n.set_catalogue({})


# -- a person at the table -------------------------------------------------------------------------
class Game:
    def __init__(self, tmp_path, monkeypatch, config: MatchConfig, size, seed: int) -> None:
        self.app = make_app(tmp_path, size=size, speed="fast")
        self.config = config
        self.eyes = Eyes(config)
        self.screen = Screen(self.app, monkeypatch, config.game)
        self.rng = random.Random(seed)
        self.person: Seat | None = None  # nobody in particular holds the device yet
        self.table: Any = start_table(self.app, config)
        self.app.stack.reset(self.table)
        self.moves_made = 0
        self.seen = Counter()  # what the run went through, to prove it checked something
        self.leaks: list[str] = []

    # the checks, after every step --------------------------------------------------------------
    def check(self, frames_before: int) -> None:
        app, eyes = self.app, self.eyes
        top = app.stack.top
        if isinstance(top, TABLES) and top is not self.table:
            self.table = top  # resumed: a new table for the same game
        self.table.ai_pause = 0.0  # the AI's pause is wall-clock time: none in a test
        eyes.catch_up(self.table.match.actions)
        drawn_on = type(self.screen.top).__name__
        if self.screen.frames == frames_before or isinstance(self.screen.top, TitleScene):
            return  # nothing drawn (the last frame stays, already checked); the title's deco
        allowed = eyes.allowed(self.person)
        secret = eyes.secret_choices(self.person)
        who = "anyone" if self.person is None else self.config.seats[self.person].name
        drawn = Counter(self.screen.faces)
        self.seen["frames"] += 1
        self.seen["faces"] += len(drawn)
        for card, count in drawn.items():
            if card not in allowed:
                self.leaks.append(f"face {card} drawn for {who} ({drawn_on})")
            elif card in secret and count > secret[card]:  # in the hands, and the commit
                self.leaks.append(f"committed {card} drawn {count} times for {who} ({drawn_on})")
        for text in self.screen.texts:
            named = self.screen.named(text)
            self.seen["card names"] += len(named)
            unknown = {card for card in named if card not in allowed}
            if named & secret.keys() and not eyes.tells_the_past(self.person, text):
                unknown |= named & secret.keys()
            if unknown and not eyes.honest(self.person, text):
                self.leaks.append(f"text names {sorted(unknown)} for {who}: {text!r}")
        if isinstance(top, CurtainScene):
            self.person = None  # the device is changing hands: anyone may be looking
            self.seen["curtains"] += 1

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 0.07) -> None:
        frames = self.screen.frames
        self.app.step(events or [], dt)
        self.check(frames)

    def press(self, key_code: int) -> None:
        frames = self.screen.frames
        key(self.app, key_code)
        self.check(frames)

    def click(self, pos) -> None:
        frames = self.screen.frames
        click(self.app, pos)
        self.check(frames)

    # what a person does ------------------------------------------------------------------------
    def lift_curtain(self, curtain: CurtainScene) -> None:
        """The person whose name the curtain shows takes the device and lifts it."""
        names = [seat.name for seat in self.config.seats]
        shown = [
            s
            for s, name in enumerate(names)
            if i18n.tr("Pass the device to {name}", name=name) in self.screen.texts
        ]
        assert len(shown) == 1, f"the curtain names {shown} of {names}: {self.screen.texts}"
        assert self.config.seats[shown[0]].is_human
        self.click(curtain.button.rect.center)
        self.person = shown[0]
        self.seen["lifts"] += 1

    def read_the_log(self) -> None:
        """Open the log, page through all of it from the top, close it."""
        self.press(pygame.K_l)
        log = self.app.stack.top
        assert isinstance(log, LogScene)
        self.press(pygame.K_HOME)
        for _ in range(60):
            if log.scroll >= log.max_scroll():
                break
            self.press(pygame.K_PAGEDOWN)
        self.seen["log lines"] += len(log.lines)
        self.press(pygame.K_ESCAPE)
        assert self.app.stack.top is self.table

    def ask_for_a_hint(self) -> None:
        self.press(pygame.K_h)
        deadline = time.perf_counter() + 10
        while self.table.hint_pending and time.perf_counter() < deadline:
            time.sleep(0.01)
            self.step()
        self.step()
        self.seen["hints"] += self.table.hint is not None

    def pause_and_come_back(self) -> None:
        self.press(pygame.K_ESCAPE)
        self.press(pygame.K_ESCAPE)

    def resume_from_the_title(self) -> None:
        """Leave for the title screen with the game unfinished and resume it there."""
        self.app.stack.reset(TitleScene(self.app))
        self.step()
        title = self.app.stack.top
        assert isinstance(title, TitleScene)
        titles = [
            i18n.tr(saved.title) for saved in title.unfinished if saved.game == self.config.game
        ]
        resume = [b for b in title.ring.buttons if any(t in b.label for t in titles)]
        assert resume, [b.label for b in title.ring.buttons]
        self.person = None  # whoever comes back to the game
        self.click(resume[0].rect.center)
        self.step()
        assert isinstance(self.app.stack.top, (*TABLES, CurtainScene))
        self.seen["resumed"] += 1

    def act(self) -> None:
        """The person holding the device makes one move by clicking (a card, then a place)."""
        targets = self.table.live_targets()
        if self.person != self.table.viewer:
            self.leaks.append(f"seat {self.table.viewer}'s moves offered to {self.person}")
            self.person = self.table.viewer  # (carry on to find every other leak)
        target = self.rng.choice(targets)
        self.click(target.rect.center)
        if len(self.table.match.actions) > self.moves_made:
            self.moves_made = len(self.table.match.actions)
            self.seen["moves"] += 1

    def wants_a_hint(self, plan: int) -> bool:
        """Now and then, up to three hints a game (and soon if none came yet)."""
        hints = self.seen["hints"]
        return hints < 3 and (plan % 7 == 3 or (plan > 8 and not hints))

    def play(self, resume_at: int | None = None, max_steps: int = 30000) -> None:
        plan = 0
        for _ in range(max_steps):
            top = self.app.stack.top
            if isinstance(top, ResultScene):
                self.step()
                self.step()
                break
            if isinstance(top, CurtainScene):
                self.step()  # the curtain is drawn
                if plan % 3 == 0:  # and looked at for a moment
                    self.step()
                self.lift_curtain(top)
                plan += 1
                if plan in (1, 4) or plan % 17 == 0:
                    self.read_the_log()
                continue
            if top is self.table and self.table.live_targets() and not self.table.busy:
                if resume_at is not None and self.moves_made >= resume_at:
                    resume_at = None
                    self.resume_from_the_title()
                    continue
                plan += 1
                if plan % 13 == 0:
                    self.read_the_log()
                elif self.wants_a_hint(plan):
                    self.ask_for_a_hint()
                elif plan % 41 == 0:
                    self.pause_and_come_back()
                if self.table.live_targets():
                    self.act()
                continue
            time.sleep(0)  # the AI's thread
            self.step()
        assert self.table.match.is_over(), f"unfinished after {max_steps} steps: {self.seen}"


def seats(kinds: str) -> list[SeatConfig]:
    """'hha' -> two people (named as the setup screen names them) and an easy AI."""
    from cardtable.text.labels import ai_names

    people = sum(1 for k in kinds if k == "h")
    robots = iter(ai_names())
    named = []
    number = 0
    for kind in kinds:
        if kind == "h":
            number += 1
            name = i18n.tr("Player {number}", number=number) if people > 1 else i18n.tr("You")
            named.append(SeatConfig(name, HUMAN))
        else:
            named.append(SeatConfig(next(robots), "easy"))
    return named


GAMES = [
    # game, seats, options, seed, resume after this many moves
    ("quattro", "hh", {}, 3, 9),
    ("cuckoo", "hha", {"lives": 4}, 5, None),
    ("cuckoo", "hhha", {"lives": 3}, 8, 4),
    ("clash", "hhaa", {"variant": "basic"}, 0, None),
    ("clash", "hahh", {}, 0, 6),
    ("polar", "hh", {}, 2, None),
    ("polar", "hhah", {}, 4, 7),
]


@pytest.mark.parametrize(("game", "kinds", "options", "seed", "resume_at"), GAMES)
def test_a_whole_pass_and_play_game_shows_nobody_a_card_they_may_not_know(
    tmp_path, monkeypatch, card_markers, game, kinds, options, seed, resume_at
):
    config = MatchConfig(game, seats(kinds), options, {}, seed)
    run = Game(tmp_path, monkeypatch, config, (1024, 640), seed)
    run.play(resume_at)
    assert not run.leaks, "\n".join(dict.fromkeys(run.leaks))
    seen = run.seen
    # the run went through what it claims to check
    assert seen["frames"] > 100 and seen["faces"] > 200 and seen["card names"] > 0, seen
    assert seen["lifts"] >= 4 and seen["curtains"] >= 4 and seen["log lines"] > 10, seen
    assert seen["moves"] > 10 and seen["hints"] >= 1, seen
    assert seen["resumed"] == (resume_at is not None), seen


def test_one_person_against_the_ai_sees_only_their_own_card_in_the_log(
    tmp_path, monkeypatch, card_markers
):
    config = MatchConfig("cuckoo", seats("haaa"), {"lives": 1}, {}, 6)
    run = Game(tmp_path, monkeypatch, config, (1024, 640), 6)
    run.person = 0  # alone at the table: the one person holds the device throughout
    run.step()
    run.read_the_log()
    run.play()
    assert not run.leaks, "\n".join(dict.fromkeys(run.leaks))
    assert run.seen["log lines"] > 3 and run.seen["curtains"] == 0, run.seen


# -- the replay viewer of a game that did not finish ----------------------------------------------
def unfinished(game: str, seats: int, moves: int, seed: int) -> tuple[MatchConfig, list]:
    """A game stopped after `moves` random legal moves (an imported scenario can be one)."""
    config = MatchConfig(game, [SeatConfig(f"P{s}") for s in range(seats)], {}, {}, seed)
    state, _ = get_spec(game).new_state(
        seats, get_spec(game).option_defaults(), {}, ShuffleSource(seed)
    )
    rng = random.Random(seed)
    actions = []
    while len(actions) < moves and not state.is_over():
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    assert not state.is_over()
    return config, actions


@pytest.mark.parametrize(
    ("game", "seats", "moves"),
    [("quattro", 2, 16), ("cuckoo", 4, 25), ("clash", 4, 14), ("polar", 3, 11)],
)
def test_the_replay_of_an_unfinished_game_shows_only_what_everybody_saw(
    tmp_path, monkeypatch, card_markers, game, seats, moves
):
    from cardtable.ui import routes

    config, actions = unfinished(game, seats, moves, seed=seats + moves)
    app = make_app(tmp_path, size=(1024, 640))
    screen = Screen(app, monkeypatch, game)
    viewer = app.router.scene(routes.ReplayOf(None, config.scenario(actions)))
    assert not viewer.tape.finished
    app.stack.reset(viewer)
    app.step([], 0.016)
    eyes = Eyes(config)  # every seat a person: "anyone" may know only what all of them saw
    leaks, faces = [], 0
    for index in range(len(actions) + 1):
        viewer.seek(index)
        eyes.catch_up(actions[:index])
        app.step([], 0.016)
        allowed, secret = eyes.allowed(None), eyes.secret_choices(None)
        faces += len(screen.faces)
        leaks += [f"face {c} after move {index}" for c in screen.faces if c not in allowed]
        for text in screen.texts:
            named = screen.named(text)
            bad = {c for c in named if c not in allowed}
            if named & secret.keys() and not eyes.tells_the_past(None, text):
                bad |= named & secret.keys()
            leaks += [f"{sorted(bad)} after move {index}: {text!r}"] if bad else []
    assert not leaks, "\n".join(dict.fromkeys(leaks))
    assert faces > 0
