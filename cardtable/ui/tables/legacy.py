"""The old table scene: the base of the game tables in this folder until each moves onto the one
table layer in `cardtable/ui/table/`.

It runs the match: whose turn it is, the AI thinking in the background and paced so a person
can follow, the pass-and-play curtain between two people, hints, the log, the menu. Each game
subclass only says where things are (`compute_layout`, `slots`), how to draw the rest of its
table (`draw_decor`), what a person can click (`targets`) and how each engine event moves the
cards (`animate`).

Drawing works from one observation: the one of the seat whose eyes are on the screen (the
`viewer`; -1 for nobody in particular while an AI plays between two people). Cards in flight
hide their landing slots until they arrive, so nothing appears before it has moved there.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ...ai.agents import make_agent
from ...ai.explain import Hint
from ...ai.hints import HintAgent
from ...engine.core import Event, IllegalAction, Seat
from ...i18n import tr
from ...match import SPECTATOR, Match
from ...text import Narrator, rejection
from ...text.hints import hint_text
from .. import routes
from ..core.scene import Scene
from ..core.tween import Timeline, Tween, ease_in_out_cubic, linear
from ..core.widgets import Button, draw_text, follow_reading, panel, rtl
from ..table.worker import AIWorker


@dataclass
class SlotDraw:
    """A card drawn at rest: a face (card id) or a back (None)."""

    rect: pygame.Rect
    card: str | None
    dim: bool = False
    lifted: bool = False  # drawn raised (a selected card)


@dataclass(eq=False)
class Target:
    """Something a person can click (or reach with Tab) to act."""

    rect: pygame.Rect
    label: str
    activate: Callable[[], None]
    selected: bool = False


class Flight:
    """A card moving from one place to another (optionally turning over on the way)."""

    def __init__(
        self,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect,
        flip_to: str | None = None,
        flip: bool = False,
    ) -> None:
        self.card = card
        self.start = start
        self.end = end
        self.flip = flip  # turn over half-way: from `card` to `flip_to`
        self.flip_to = flip_to
        self.t = 0.0
        self.active = False

    def rect_now(self) -> pygame.Rect:
        t = self.t
        x = self.start.x + (self.end.x - self.start.x) * t
        y = self.start.y + (self.end.y - self.start.y) * t
        w = self.start.w + (self.end.w - self.start.w) * t
        h = self.start.h + (self.end.h - self.start.h) * t
        lift = 4 * t * (1 - t) * min(40, h * 0.18)  # an arc: cards are lifted, not dragged
        return pygame.Rect(round(x), round(y - lift), max(1, round(w)), max(1, round(h)))


class Banner:
    """A short message over the table (a refusal, a life lost, a trade)."""

    def __init__(
        self, text: str, where: tuple[int, int] | None, colour: tuple[int, int, int]
    ) -> None:
        self.text = text
        self.where = where
        self.colour = colour
        self.alpha = 0.0
        self.life = 0.0  # seconds left on screen


class TableScene(Scene):
    """Base of the four tables. Subclasses set `game` and implement the hooks below."""

    game = ""
    ai_pause = 0.55  # seconds between an AI's move landing and its next move

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.timeline = Timeline()
        self.flights: list[Flight] = []
        self.banners: list[Banner] = []
        self.stills: list[tuple[str | None, pygame.Rect]] = []  # cards held still for a moment
        self.hidden: Counter[Hashable] = Counter()
        self.worker = AIWorker()
        self.hint_worker = AIWorker()
        self.hint: Hint | None = None
        self._hint_agent = HintAgent()
        self.agents = {
            s: make_agent(c.kind, match.config.game)
            for s, c in enumerate(match.seats)
            if not c.is_human
        }
        self.viewer: Seat = self._initial_viewer()
        self.obs = self.observe()
        self.wait_until = 0.0
        self.result_shown = False
        self.curtain_for: Seat | None = None
        self.message = ""
        self.focus = -1
        self.targets_now: list[Target] = []
        self.hud: list[Button] = []
        self.size = app.size
        self.card_h = 100
        self.layout_ready = False
        self.recorder: Any = None  # saves every move (set by start_table)

    # -- hooks for each game -------------------------------------------------------------------
    def compute_layout(self, size: tuple[int, int]) -> None:
        raise NotImplementedError

    def slots(self, obs: Any) -> dict[Hashable, SlotDraw]:
        raise NotImplementedError

    def draw_decor(self, surface: pygame.Surface, obs: Any) -> None:
        """Seat names, lives, scores, piles: everything but the cards at rest."""

    def targets(self, obs: Any, legal: Sequence[str]) -> list[Target]:
        """What the viewer can click now (only called when the viewer may act)."""
        return []

    def animate(self, seat: Seat | None, events: Sequence[Event], before: Any, after: Any) -> None:
        """Queue the flights and banners for `events` (already redacted for the viewer)."""

    def status_line(self, obs: Any) -> str:
        """One line under the top bar: whose turn, what the game is waiting for."""
        return ""

    def sound_for(self, event: Event) -> str | None:
        return None

    def result_lines(self) -> list[str]:
        """Lines for the result screen: scores and what each seat had."""
        outcome = self.match.state.outcome()
        if outcome is None or outcome.scores is None:
            return []
        return [
            tr("{name}: {score}", name=self.name(s), score=score)
            for s, score in enumerate(outcome.scores)
        ]

    def next_game_config(self) -> Any:
        """ "Play again": the same people and options, a fresh shuffle."""
        import random
        from dataclasses import replace

        return replace(
            self.match.config, seed=random.randrange(2**31), setup=dict(self.match.config.setup)
        )

    def reset_selection(self) -> None:
        """Forget a half-made choice (e.g. a card picked before choosing where it goes)."""

    # -- seats and eyes ------------------------------------------------------------------------
    def _initial_viewer(self) -> Seat:
        """Whose eyes the table opens with. Between several people nobody's: the first frame
        of a new or resumed game shows no private card, and the first person to act gets the
        device behind a curtain like everyone after them."""
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return 0  # an all-AI table is watched from seat 0's chair
        return SPECTATOR

    def observe(self) -> Any:
        viewer = self.viewer
        if viewer == SPECTATOR and self.game == "quattro":
            viewer = self.match.humans()[0] if self.match.humans() else 0
        return self.match.state.observe(viewer)

    def name(self, seat: Seat) -> str:
        return self.match.names[seat]

    def private(self, text: str) -> str:
        """A prompt meant for the person at the screen. While the device goes round it says
        whose it is ("Player 2: Your turn: ..."), so nobody answers another person's prompt."""
        if not text or self.viewer < 0 or not self.match.is_pass_and_play():
            return text
        return tr("{name}: {prompt}", name=self.name(self.viewer), prompt=text)

    def may_act(self) -> bool:
        """Whether the person in front of the screen may act now."""
        return (
            self.viewer in self.match.acting_humans()
            and not self.timeline.busy
            and self.curtain_for is None
        )

    def legal(self) -> tuple[str, ...]:
        return self.match.state.legal_actions(self.viewer) if self.may_act() else ()

    # -- scene ---------------------------------------------------------------------------------
    def enter(self) -> None:
        self.timeline.speed = self.app.settings.speed_factor
        self.resize(self.app.size)
        self.animate(None, [e.redact(self.viewer) for e in self.match.opening], None, self.obs)

    def exit(self) -> None:
        self.worker.wait(2.0)
        if self.recorder is not None:  # put away unfinished: another window may resume it
            self.recorder.close()

    def resume(self) -> None:
        self.timeline.speed = self.app.settings.speed_factor
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self._static_key = None  # the layout changes: redraw the static layer
        self.size = size
        self.hud_height = max(34, size[1] // 20) + 16  # known before the game lays itself out
        self.compute_layout(size)
        self.layout_ready = True
        self._build_hud()
        for flight in self.flights:  # cards in the air land where the new layout says
            flight.end = flight.end.copy()

    # -- what tools and tests ask (the same names as the one table's, ui/table/scene.py) ----------
    def live_targets(self) -> list[Target]:
        return self._live_targets()

    def prompt(self) -> str:
        return self.private(self.status_line(self.obs))

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    @property
    def settled(self) -> bool:
        return not self.timeline.busy and not self.banners

    @property
    def hint_pending(self) -> bool:
        return self.hint_worker.busy

    def at_rest(self) -> None:
        self.timeline.finish_all()
        self.banners.clear()

    def advance_animation(self, dt: float) -> None:
        self.timeline.update(dt)

    def is_animating(self) -> bool:
        return bool(
            self.timeline.busy
            or self.banners
            or self.worker.busy
            or self.hint_worker.busy
            or self._waiting_for_ai()
        )

    def _waiting_for_ai(self) -> bool:
        return bool(self.match.acting_ais()) and not self.match.is_over()

    # -- the flow of the game ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        self._age_banners(dt)
        self._poll_hint()
        if self.timeline.busy:
            return
        if self.match.is_over():
            if not self.result_shown:
                self.result_shown = True
                self.on_game_over()
            return
        polled = self.worker.poll()
        if polled is not None:
            seat, action = polled
            self.apply(seat, action)
            speed = self.timeline.speed
            self.wait_until = time.perf_counter() + (self.ai_pause / speed if speed else 0.0)
            return
        if self.worker.busy:
            return
        humans = self.match.acting_humans()
        if humans and (self.viewer not in humans):
            self._hand_over(humans[0])
            return
        ais = self.match.acting_ais()
        if ais and not humans and time.perf_counter() >= self.wait_until:
            self._think(ais[0])
        elif ais and humans and time.perf_counter() >= self.wait_until:
            # an AI's simultaneous choice is made while the person chooses theirs
            self._think(ais[0])

    def _think(self, seat: Seat) -> None:
        if (
            self.match.is_pass_and_play()
            and self.viewer != SPECTATOR
            and seat not in self.match.acting_humans()
            and not self.match.acting_humans()
        ):
            self.set_viewer(SPECTATOR)  # nobody's cards while the AI plays between two people
        state = self.match.state
        self.worker.start(
            seat,
            self.agents[seat],
            self.match.view(seat),
            state.legal_actions(seat),
            self.match.agent_rng(seat),
        )

    def _hand_over(self, seat: Seat) -> None:
        """The next person to act is not the one looking: with one person at the table this is
        just a change of eyes; with several, the device is passed behind a curtain."""
        if not self.match.is_pass_and_play():
            self.set_viewer(seat)
            return
        if self.curtain_for is not None:
            return
        self.curtain_for = seat
        self.set_viewer(SPECTATOR)
        self.app.router.push(routes.Curtain(self.name(seat), lambda: self._lift(seat)))

    def _lift(self, seat: Seat) -> None:
        self.curtain_for = None
        self.set_viewer(seat)

    def set_viewer(self, seat: Seat) -> None:
        if seat == self.viewer:
            return
        self.viewer = seat
        self.timeline.finish_all()
        self.flights.clear()
        self.hidden.clear()
        self.banners.clear()  # a banner may name the previous person's private cards
        self.stills.clear()
        self.hint = None
        self.reset_selection()
        self.obs = self.observe()
        self.app.dirty = True

    def act(self, action: str) -> None:
        """The person in front of the screen makes a move."""
        if not self.may_act():
            return
        self.hint = None
        try:
            self.apply(self.viewer, action)
        except IllegalAction as err:  # the UI offers only legal moves; say so if one slips
            say = Narrator(tuple(self.match.names), self.viewer)
            self.app.notify(rejection(self.match.config.game, err, say))
        self.reset_selection()

    def apply(self, seat: Seat, action: str) -> None:
        before = self.obs
        events = self.match.apply(seat, action)
        if self.recorder is not None and self.recorder.problem:
            self.app.notify(self.recorder.problem)
        self.obs = self.observe()
        seen = [event.redact(self.viewer) for event in events]
        for event in seen:
            cue = self.sound_for(event)
            if cue:
                self.app.sound.play(self.app.assets.sound(cue))
        self.animate(seat, seen, before, self.obs)
        self.app.dirty = True

    def on_game_over(self) -> None:
        self.app.router.push(routes.Result(self))

    # -- animation helpers for the subclasses --------------------------------------------------
    def duration(self, seconds: float) -> float:
        return 0.0 if self.app.settings.reduced_motion else seconds

    def fly(
        self,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect,
        hide: Sequence[Hashable] = (),
        seconds: float = 0.35,
        delay: float = 0.0,
        flip_to: str | None = None,
        together: bool = True,
    ) -> Flight:
        """Queue a card moving from `start` to `end`; `hide` slots are not drawn until it lands.
        `together` adds it to the group that is being built (cards that move at once)."""
        flight = Flight(card, start.copy(), end.copy(), flip_to, flip=flip_to is not None)
        for key in hide:
            self.hidden[key] += 1

        def begin() -> None:
            flight.active = True
            self.flights.append(flight)

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            for key in hide:
                self.hidden[key] -= 1
                if self.hidden[key] <= 0:
                    del self.hidden[key]
            self.app.dirty = True

        tween = Tween(
            flight,
            "t",
            0.0,
            1.0,
            self.duration(seconds),
            ease_in_out_cubic,
            delay=delay if not self.app.settings.reduced_motion else 0.0,
            on_done=land,
        )
        # the timeline runs a plain callable when its group starts: the card appears then
        if together:
            self.timeline.also(begin, tween)
        else:
            self.timeline.then(begin, tween)
        return flight

    def step(self) -> None:
        """Start a new group: what is queued next waits for everything before it."""
        self.timeline.then(lambda: None)

    def hold(
        self,
        cards: Sequence[tuple[str | None, pygame.Rect]],
        seconds: float,
        hide: Sequence[Hashable] = (),
        banners: Sequence[tuple[str, Any]] = (),
    ) -> None:
        """Show `cards` where they are for a moment (a settlement's reveal), as a new group,
        with `banners` ((text, colour) pairs) shown meanwhile."""
        for key in hide:
            self.hidden[key] += 1
        items = [(card, rect.copy()) for card, rect in cards]

        def show() -> None:
            self.stills.extend(items)
            self.app.dirty = True

        def clear() -> None:
            for item in items:
                if item in self.stills:
                    self.stills.remove(item)
            for key in hide:
                self.hidden[key] -= 1
                if self.hidden[key] <= 0:
                    del self.hidden[key]
            self.app.dirty = True

        self.timeline.then(show)
        for text, colour in banners:
            self.banner(text, colour=colour, seconds=seconds)
        self.pause_for(seconds)
        self.timeline.then(clear)

    def show_later(self, obs: Any) -> None:
        """From here on the table shows `obs` (queued: earlier groups still show the old one)."""

        def show() -> None:
            self.obs = obs
            self.app.dirty = True

        self.timeline.then(show)

    def cue(self, sound: str) -> None:
        """Play a theme sound when the animation reaches this point."""
        self.timeline.also(lambda: self.app.sound.play(self.app.assets.sound(sound)))

    def pause_for(self, seconds: float) -> None:
        holder = Banner("", None, (0, 0, 0))
        self.timeline.then(Tween(holder, "alpha", 0.0, 0.0, seconds, linear))

    def banner(
        self,
        text: str,
        where: tuple[int, int] | None = None,
        colour: tuple[int, int, int] | None = None,
        seconds: float = 1.6,
    ) -> None:
        """Show `text` for a moment when the animation reaches this point (it fades in and out
        without holding up the game)."""
        item = Banner(text, where, colour or self.app.assets.colour("text"))

        def show() -> None:
            item.life = seconds / max(0.5, self.timeline.speed or 2.0)
            self.banners.append(item)
            self.app.dirty = True

        self.timeline.also(show)

    def _age_banners(self, dt: float) -> None:
        for item in list(self.banners):
            item.life -= dt
            item.alpha = min(1.0, item.alpha + dt * 6)
            if item.life <= 0:
                self.banners.remove(item)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.hud:
            if button.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for target in reversed(self._live_targets()):
                if target.rect.collidepoint(event.pos):
                    target.activate()
                    self.app.dirty = True
                    return True
            if self.reset_selection_on_click():
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.reset_selection()
            return True
        # mouse motion: hover highlights need a redraw
        return event.type == pygame.MOUSEMOTION

    def reset_selection_on_click(self) -> bool:
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        targets = self._live_targets()
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            if targets:
                step = (
                    -1
                    if key in (pygame.K_LEFT, pygame.K_UP)
                    or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                    else 1
                )
                self.focus = (
                    (self.focus + step) % len(targets)
                    if self.focus >= 0
                    else (0 if step > 0 else len(targets) - 1)
                )
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.focus < len(targets):
                targets[self.focus].activate()
                self.focus = min(self.focus, max(0, len(self._live_targets()) - 1))
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key == pygame.K_l:
            self.open_log()
            return True
        if key in (pygame.K_F1, pygame.K_r):
            self.open_rules()
            return True
        return False

    def _live_targets(self) -> list[Target]:
        if not self.may_act():
            return []
        return self.targets(self.obs, self.legal())

    # -- the bar at the top ----------------------------------------------------------------------
    def _build_hud(self) -> None:
        width, height = self.size
        bar = max(34, height // 20)
        labels = [
            (tr("Menu"), self.open_menu),
            (tr("Rules"), self.open_rules),
            (tr("Log"), self.open_log),
            (tr("Hint"), self.ask_hint),
        ]
        font = self.app.font(bar * 2 // 5)
        x = width - 10
        self.hud = []
        for label, press in reversed(labels):
            w = font.size(label)[0] + bar
            x -= w
            self.hud.append(Button(label, press, pygame.Rect(x, 8, w, bar)))
            x -= 8
        # a right-to-left reader finds the title on the right and the buttons on the left
        follow_reading([b.rect for b in self.hud], pygame.Rect(0, 0, width, height))
        self.hud_height = bar + 16

    def open_menu(self) -> None:
        self.app.router.push(routes.Pause(self))

    def open_rules(self) -> None:
        self.app.router.push(routes.Rules(self.match.config.game))

    def open_log(self) -> None:
        self.app.router.push(routes.Log(self.match, self.viewer))

    def ask_hint(self) -> None:
        if not self.may_act() or self.hint_worker.busy:
            return
        self._hint_agent = HintAgent()
        self.hint_worker.start(
            self.viewer,
            self._hint_agent,
            self.match.view(self.viewer),
            self.legal(),
            self.match.agent_rng(self.viewer),
        )
        self.message = tr("Thinking about a hint…")

    def _poll_hint(self) -> None:
        polled = self.hint_worker.poll()
        if polled is None:
            return
        seat, action = polled
        hint = self._hint_agent.last  # made with the move, on the worker's thread
        stale = seat != self.viewer or not self.may_act() or action not in self.legal()
        if stale or hint is None or hint.action != action:
            self.message = ""
            return
        self.hint = hint
        self.message = hint_text(hint)
        self.app.dirty = True

    # -- drawing -------------------------------------------------------------------------------
    def card_image(self, card: str | None, height: int) -> pygame.Surface:
        art = self.app.assets.art
        height = max(24, min(1600, int(height)))
        if card is None:
            return art.back(self.game, height)
        return art.face(self.game, card, height)

    def card_size(self, height: int | None = None) -> tuple[int, int]:
        return self.app.assets.art.size(self.game, height or self.card_h)

    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes while the layout stands (drawn once into a cached layer over
        the felt): rails, zones, the shape of the table."""

    def _static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, self.viewer, id(self.app.assets.art))
        if getattr(self, "_static_key", None) != key:
            layer = self.app.assets.art.table(size).copy()
            self.draw_static(layer)
            self._static, self._static_key = layer, key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._static_layer(surface.get_size()), (0, 0))
        if self.curtain_for is not None:
            return  # the device is being passed: nobody's cards, not even for one frame
        obs = self.obs
        self.draw_decor(surface, obs)
        hint_rects = self._hint_rects()
        for key, slot in self.slots(obs).items():
            if key in self.hidden:
                continue
            self.draw_card(surface, slot.card, slot.rect, dim=slot.dim, lifted=slot.lifted)
        for card, rect in self.stills:
            self.draw_card(surface, card, rect)
        for flight in self.flights:
            self._draw_flight(surface, flight)
        targets = self._live_targets()
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for index, target in enumerate(targets):
            focused = index == self.focus
            hover = target.rect.collidepoint(mouse)
            colour = self.app.assets.colour("focus" if focused else "legal")
            width = 4 if focused or hover or target.selected else 2
            pygame.draw.rect(surface, colour, target.rect.inflate(8, 8), width, border_radius=10)
        for rect in hint_rects:
            pygame.draw.rect(
                surface, self.app.assets.colour("good"), rect.inflate(14, 14), 4, border_radius=12
            )
        self.draw_hud(surface)
        self._draw_banners(surface)

    def _hint_rects(self) -> list[pygame.Rect]:
        if self.hint is None or not self.may_act():
            return []
        return [t.rect for t in self._live_targets() if self.target_action(t) == self.hint.action]

    def target_action(self, target: Target) -> str | None:
        return getattr(target, "action", None)

    def draw_card(
        self,
        surface: pygame.Surface,
        card: str | None,
        rect: pygame.Rect,
        dim: bool = False,
        lifted: bool = False,
    ) -> None:
        image = self.card_image(card, rect.height)
        if image.get_width() != rect.width:
            rect = image.get_rect(center=rect.center)
        if lifted:
            rect = rect.move(0, -rect.height // 8)
        shadow = pygame.Rect(rect.x + 3, rect.y + 5, rect.w, rect.h)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(4, rect.w // 12))
        surface.blit(image, rect)
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)

    def _draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        rect = flight.rect_now()
        card = flight.card
        if flight.flip and flight.t >= 0.5:
            card = flight.flip_to
        # cards in flight are scaled from the landing size: rasterising every height they pass
        # through would cost a whole card's SVG work per frame
        image = self.card_image(card, flight.end.height)
        width = image.get_width() * rect.height // max(1, image.get_height())
        if flight.flip:  # turn over: squash the old side to nothing, then grow the new side
            width = int(width * abs(1 - 2 * flight.t))
        if (max(1, width), rect.height) != image.get_size():
            image = pygame.transform.smoothscale(image, (max(1, width), max(1, rect.height)))
        placed = image.get_rect(center=rect.center)
        shadow = placed.move(6, 10)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(4, placed.w // 12))
        surface.blit(image, placed)

    def draw_hud(self, surface: pygame.Surface) -> None:
        width, _ = self.size
        font = self.app.font(max(16, self.hud_height * 9 // 20), bold=True)
        title = tr(self.match.spec.title)
        title_rect = draw_text(
            surface,
            font,
            title,
            (16, self.hud_height // 2),
            self.app.assets.colour("accent"),
            "midleft",
            mirror=True,
        )
        for button in self.hud:
            button.enabled = button.label != tr("Hint") or self.may_act()
            button.draw(surface, self.app)
        line = (
            self.message
            if self.hint or self.hint_worker.busy
            else ("" if self.timeline.busy else self.status_line(self.obs))
        )
        if self.may_act():
            line = self.private(line)
        if self.worker.busy and self.worker.seat is not None and not self.may_act():
            dots = "." * (1 + int(time.perf_counter() * 3) % 3)
            line = tr("{name} is thinking", name=self.name(self.worker.seat)) + dots
        if line:
            # in the top bar, between the title and the buttons
            small = self.app.font(max(15, self.hud_height * 2 // 5))
            if rtl():
                left = max(b.rect.right for b in self.hud) + 16 if self.hud else 16
                right = title_rect.left - 24
            else:
                left = title_rect.right + 24
                right = min(b.rect.left for b in self.hud) - 16 if self.hud else width - 16
            draw_text(
                surface,
                small,
                line,
                ((left + right) // 2, self.hud_height // 2),
                self.app.assets.colour("text"),
                "center",
                max_width=right - left,
            )

    def _draw_banners(self, surface: pygame.Surface) -> None:
        if not self.banners:
            return
        width, height = self.size
        font = self.app.font(max(18, height // 28), bold=True)
        y = height // 2 - (len(self.banners) - 1) * font.get_height()
        for item in self.banners[-3:]:
            where = item.where or (width // 2, y)
            text_w = min(font.size(item.text)[0], width - 60)
            box = pygame.Rect(0, 0, text_w + 36, font.get_height() + 18)
            box.center = where
            box.clamp_ip(surface.get_rect())
            panel(surface, box, self.app, alpha=int(215 * item.alpha))
            draw_text(
                surface,
                font,
                item.text,
                box.center,
                item.colour,
                "center",
                shadow=False,
                max_width=width - 60,
                box=box,
                alpha=int(255 * item.alpha),
            )
            y += box.height + 8
