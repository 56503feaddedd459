"""The table: one scene for every game.

It composes the shared pieces round a game's `GameTable`: the turns and the eyes (`flow`), the
choreography and the narration, the top bar, hints, the focus ring over the targets, the seat
plates. It is the only time source of drawing (`clock`, advanced by `update`), so a frame is a
function of the table's state. Drawing, bottom to top: the static layer, the game's sections,
the plates, the cards at rest, cards held still, cards in the air, the targets and the hint,
the strip that keeps the last move, the top bar, the narration (which keeps clear of the
targets, the strip and the bar's buttons).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pygame

from ...ai.hints import Hint
from ...engine.core import Action, Event, IllegalAction, Seat
from ...i18n import tr
from ...match import SPECTATOR, Match, MatchConfig
from ...text import Narrator, last_move, rejection
from ...text.coach import coach_line
from ..core.forward import Forward, Settable
from ..core.scene import Scene
from ..core.widgets import FocusRing
from . import exits
from .choreography import Choreography
from .flight import paint_flight
from .flow import LiveGame, MoveSource
from .hints import Hints
from .hud import Hud, HudActions, thinking_line
from .narration import Narration, draw_kept
from .painter import CardPainter
from .plates import PlateFonts, draw_acting, draw_plate
from .protocol import OPEN, Eyes, GameTable, Moment, TableContext
from .targets import SlotDraw, Target, recommended


class TableScene(Scene):
    def __init__(
        self,
        app: Any,
        match: Match,
        game_table: type[GameTable[Any, Any]],
        source: MoveSource | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.source: MoveSource = source if source is not None else LiveGame(match)
        self.clock = 0.0
        self.viewer: Seat = self.source.first_viewer()
        self.choreography = Choreography(self._redraw, self._show, self._play)
        self.narration = Narration(self.choreography.also, lambda: self.choreography.speed)
        self.painter = CardPainter(app, game_table.game)
        self.context = TableContext(
            app,
            self.choreography,
            self.narration,
            self.painter,
            match.names,
            len(match.seats),
            match.options,
            self.act,
            self._eyes(),
            self.private,
            self.may_act,
            self.legal,
            self.reader,
        )
        self.game_table = game_table(self.context)
        self._layout_round = 0  # counts layouts: the static layer is redrawn for a new one
        self.obs = self.observe()
        self.hints = Hints()
        self.hud = Hud(
            app,
            match.spec.title,
            HudActions(self.open_menu, self.open_rules, self.open_log, self.ask_hint),
        )
        self.ring = FocusRing()
        self.recorder: Any = None  # saves every move (set by start_table)
        # the first game of its kind with the "first game" setting: hints come by themselves
        # and a coach line says what the person may do
        settings = app.settings
        self.coaching = settings.first_game and match.config.game not in settings.coached
        self._coached_move = -1  # the move number a hint was last asked for by the coach

    # -- eyes ----------------------------------------------------------------------------------
    def _eyes(self) -> Eyes:
        """The viewer's chair at the bottom; a spectator sits in the first person's (seat 0's
        when nobody plays)."""
        if self.viewer >= 0:
            return Eyes(self.viewer, self.viewer)
        humans = self.match.humans()
        return Eyes(humans[0] if humans else 0, self.viewer)

    def reader(self) -> Seat | None:
        """Whom the sentences are written to ("You keep"; `Match.reader`)."""
        return self.match.reader(self.viewer)

    def observe(self) -> Any:
        sees = self.viewer
        if sees == SPECTATOR:
            sees = self.game_table.spectator_seat(self.match)
        return self.source.observe(sees)

    def look_from(self, seat: Seat) -> None:
        """New eyes on the table: what was staged for the old ones goes, with their messages
        (one may name the previous person's private cards) and their hint."""
        if seat == self.viewer:
            return
        self.viewer = seat
        self.context.eyes = self._eyes()
        self.choreography.clear()
        self.narration.clear()
        self.hints.forget()
        self.game_table.clear_selection()
        self._relayout()
        self.obs = self.observe()
        self.game_table.settle(self.obs)
        self._recall_last_move()
        self.app.dirty = True

    def _recall_last_move(self) -> None:
        """A game resumed, or new eyes in pass-and-play: the strip keeps the last move as
        these eyes saw it (their own log: it names no card they did not see), and the game
        recalls what it keeps from that log."""
        if not isinstance(self.source, LiveGame) or not self.match.actions:
            return
        log = self.match.log_for(self.viewer)
        self.game_table.recall(log)
        line = self._last_move_line(log)
        if line is None:
            return
        if self.choreography.busy:  # after the opening's animation (Polar's dealer)
            self.narration.keep(line)
        else:  # nothing queued: the strip shows it at once, holding nothing up
            self.narration.kept = line

    def _last_move_line(self, log: Sequence[Event]) -> str | None:
        """The strip's line for the last move of the eyes' `log`, in the language spoken."""
        game = self.game_table
        for event in reversed(log):
            if type(event) in game.last_moves:
                return last_move(game.game, event, game.say())
        return None

    def name(self, seat: Seat) -> str:
        return self.match.names[seat]

    def private(self, text: str) -> str:
        """A prompt meant for the person at the screen. While the device goes round it says
        whose it is ("Player 2: Your turn: ..."), so nobody answers another person's prompt."""
        if not text or self.viewer < 0 or not self.match.is_pass_and_play():
            return text
        return tr("{name}: {prompt}", name=self.name(self.viewer), prompt=text)

    # -- what tools and tests ask ------------------------------------------------------------
    def may_act(self) -> bool:
        """Whether the person in front of the screen may act now."""
        return self.source.may_act(self.viewer) and not self.choreography.busy

    def legal(self) -> tuple[Action, ...]:
        return self.source.legal(self.viewer) if self.may_act() else ()

    def invites(self) -> bool:
        """Whether the table invites the person's move: they may act and no panel they opened
        over the table (Polar's sheet) takes the input. While one does, their moves, the mark
        round their cards, the hint and the coach wait for it to close."""
        return self.may_act() and self.game_table.overlay() is None

    def live_targets(self) -> list[Target]:
        if not self.invites():
            return []
        return list(self.game_table.targets(self.obs, self.legal()))

    def prompt(self) -> str:
        """The status line as the person who may act reads it."""
        return self.private(self.game_table.status(self.obs))

    busy = Forward[bool]("choreography")  # something is moving on the table

    @property
    def settled(self) -> bool:
        """Nothing moves and no message is showing."""
        return not self.choreography.busy and not self.narration.showing

    def at_rest(self) -> None:
        """Everything queued happens now and the messages go (a screenshot of the table); the
        last move stays in its strip."""
        self.choreography.finish_all()
        self.narration.hush()

    def advance_animation(self, dt: float) -> None:
        """Run the animation alone (a benchmark: no turn starts)."""
        self.choreography.update(dt)

    hint = Forward[Hint | None]("hints")
    hint_pending = Forward[bool]("hints", "busy")
    ai_pause = Settable[float]("source")
    speed = Forward[float]("choreography")

    # -- the scene -----------------------------------------------------------------------------
    def enter(self) -> None:
        self._set_motion()
        self.resize(self.app.size)
        opening = self._seen(self.source.opening())
        self.game_table.animate(Moment(None, opening, None, self.obs))
        self._recall_last_move()

    def exit(self) -> None:
        self.source.close()
        if self.recorder is not None:  # put away unfinished: another window may resume it
            self.recorder.close()

    def resume(self) -> None:
        self._set_motion()
        self.resize(self.app.size)

    def _set_motion(self) -> None:
        settings = self.app.settings
        self.choreography.set_motion(settings.speed_factor, settings.reduced_motion)

    def resize(self, size: tuple[int, int]) -> None:
        self.hud.build(size)
        self._relayout()

    def language_changed(self, renamed: Mapping[str, str]) -> None:
        """A seat the app named ("Astrid", "You") is called what the new language calls it, and
        the hint is said again; `resize` then lays the table out in the new words."""
        seats = self.match.config.seats
        seats[:] = [replace(seat, name=renamed.get(seat.name, seat.name)) for seat in seats]
        self.context.names = self.match.names
        self.hints.reword()
        if self.narration.kept and isinstance(self.source, LiveGame):  # the strip, re-said
            line = self._last_move_line(self.match.log_for(self.viewer))
            self.narration.kept = line or self.narration.kept

    def _relayout(self) -> None:
        self.game_table.resize(self.table_size())
        self._layout_round += 1

    def table_size(self) -> tuple[int, int]:
        """The room the game's layout has (the window; a replay keeps a strip for its bar)."""
        size: tuple[int, int] = self.app.size
        return size

    def keep_clear(self) -> list[pygame.Rect]:
        """What the narration must not cover besides the targets, the top bar's buttons and
        what the game names (a replay's bar)."""
        return []

    def notice_clear(self) -> list[pygame.Rect]:
        targets = [target.rect for target in self.live_targets()]
        return [*targets, self.game_table.strip, *self.keep_clear()]

    def is_animating(self) -> bool:
        return bool(
            self.choreography.busy
            or self.narration.showing
            or self.hints.busy
            or self.source.waiting()
        )

    def update(self, dt: float) -> None:
        self.clock += dt
        self.choreography.update(dt)
        self.narration.update(dt)
        # a hint that comes while others' moves are being shown is kept: it is still the
        # person's turn (Clash: the AI seats put their cards down meanwhile)
        source = self.source
        turn = source.may_act(self.viewer)
        legal = source.legal(self.viewer) if turn else ()
        if self.hints.poll(self.viewer if turn else None, legal):
            self.app.dirty = True
        if self.coaching and self.invites() and self._coached_move != len(self.match.actions):
            self._coached_move = len(self.match.actions)
            self.ask_hint()
        if not self.choreography.busy:
            self.source.step(self)

    # -- moves ---------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """The person in front of the screen makes a move."""
        if not self.may_act():
            return
        self.hints.forget()
        try:
            self.moved(self.viewer, self.source.play(self.viewer, action))
        except IllegalAction as err:  # the UI offers only legal moves; say so if one slips
            say = Narrator(tuple(self.match.names), self.viewer)
            self.app.notify(rejection(self.match.config.game, err, say))
        self.game_table.clear_selection()

    def moved(self, seat: Seat, events: Sequence[Event]) -> None:
        before = self.obs
        if self.recorder is not None and self.recorder.problem:
            self.app.notify(self.recorder.problem)
        self.obs = self.observe()
        seen = self._seen(events)
        for event in seen:
            sound = self.game_table.sounds.get(type(event))
            if sound:
                self._play(sound)
        self.game_table.animate(Moment(seat, seen, before, self.obs))
        self.app.dirty = True

    def _seen(self, events: Sequence[Event]) -> tuple[Event, ...]:
        if self.viewer == OPEN:
            return tuple(events)
        return tuple(event.redact(self.viewer) for event in events)

    def pass_device(self, name: str, on_lift: Any) -> None:
        exits.pass_device(self.app, name, on_lift)

    def game_over(self) -> None:
        if self.coaching and self.viewer >= 0:  # the first game of this kind is played
            self.app.settings.coached.append(self.match.config.game)
            self.app.save_settings()
        exits.show_result(self.app, self)

    def next_game_config(self) -> MatchConfig:
        return self.game_table.rematch(self.match.config, self.obs)

    # -- what the choreography tells -------------------------------------------------------------
    def _redraw(self) -> None:
        self.app.dirty = True

    def _show(self, obs: Any) -> None:
        self.obs = obs

    def _play(self, sound: str) -> None:
        self.app.sound.play(self.app.assets.sound(sound))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.hud.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        over = self.game_table.overlay()
        if over is not None and event.type == pygame.MOUSEBUTTONUP:
            if not over.collidepoint(event.pos):  # a click outside the panel closes it
                self.game_table.close_overlay()
                self.app.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for target in reversed(self.live_targets()):
                if target.rect.collidepoint(event.pos):
                    target.activate()
                    self.app.dirty = True
                    return True
            if self.game_table.click(event.pos):
                self.app.dirty = True
                return True
            return self.game_table.clear_selection()
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.game_table.clear_selection()
            return True
        return event.type == pygame.MOUSEMOTION  # hover highlights need a redraw

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        hotkeys = {
            pygame.K_ESCAPE: self.open_menu,
            pygame.K_h: self.ask_hint,
            pygame.K_l: self.open_log,
            pygame.K_r: self.open_rules,
            pygame.K_F1: self.open_rules,
            **self.game_table.keys(),
        }
        if self.game_table.overlay() is not None:
            hotkeys[pygame.K_ESCAPE] = self.game_table.close_overlay
        if key in hotkeys:
            hotkeys[key]()
            return True
        self.ring.set(self.live_targets())
        self.ring.handle(event)
        moves = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
        return key in (*moves, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def open_menu(self) -> None:
        exits.open_menu(self.app, self)

    def open_rules(self) -> None:
        exits.open_rules(self.app, self.match.config.game)

    def open_log(self) -> None:
        exits.open_log(self.app, self.match, self.viewer)

    def ask_hint(self) -> None:
        if not self.invites() or self.hints.busy:
            return
        view = self.match.view(self.viewer)
        self.hints.ask(view, self.legal(), self.match.agent_rng(self.viewer))

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        game = self.game_table
        key = (self.viewer, self._layout_round)
        surface.blit(self.painter.static_layer(size, key, game.draw_static), (0, 0))
        if self.source.curtain_for is not None:
            return  # the device is being passed: nobody's cards, not even for one frame
        obs = self.obs
        panels = game.draw_sections(surface, obs)  # the game's own plates and panels
        fonts = PlateFonts.for_height(self.app, game.layout_height)
        accent = self.app.assets.colour("accent")
        if self.invites() or not self.may_act():  # the person's turn waits for a panel to close
            for cards in game.acting_cards(obs):
                draw_acting(surface, cards, accent)
        plates = list(panels)
        for placed in game.plates(obs):
            plates += draw_plate(surface, placed, self.app, fonts)
        slots = game.slots(obs)  # once a frame: drawn, then kept clear by the messages
        self._draw_cards(surface, slots)
        targets = self.live_targets()
        hint_rings = self._draw_targets(surface, targets)
        game.draw_overlay(surface, obs)
        draw_kept(surface, self.app, game.strip, self.narration.kept)
        bar = self.hud.draw(surface, self._status_line(), self.invites(), self.coach_line())
        # the top bar's words (the hint, whose turn it is) are kept clear as its buttons are
        avoid = [t.rect for t in targets] + hint_rings + bar + [game.strip]
        avoid += [*game.keep_clear(obs), *self.keep_clear()]
        # where it can, a message keeps off the cards, then off the plates (the table's words
        # and the game's own panels) too
        spare = ([slot.rect for slot in slots.values()], plates) if self.narration.showing else ()
        height = game.layout_height
        self.narration.draw(surface, self.app, game.spot, avoid, height, spare, game.seat_at)

    def _draw_cards(self, surface: pygame.Surface, slots: Mapping[Hashable, SlotDraw]) -> None:
        stage, painter = self.choreography, self.painter
        for key, slot in slots.items():
            if key in stage.hidden:
                continue
            card = stage.standins.get(key, slot.card)
            painter.draw_card(
                surface, slot.rect, card, dim=slot.dim, lifted=slot.lifted, mark=slot.mark
            )
        for still in stage.stills:
            painter.draw_card(surface, still.rect, still.card)
        for flight in stage.flights:
            paint_flight(surface, flight, painter)

    def _draw_targets(self, surface: pygame.Surface, targets: list[Target]) -> list[pygame.Rect]:
        """The moves on offer, and the hint's rings round what it recommends: the rings drawn
        (wider than their targets), which the messages keep off as they do the targets."""
        if not self.invites():
            return []
        colour = self.app.assets.colour
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        ringed = self.ring.focused
        for target in targets:
            focused = isinstance(ringed, Target) and ringed.key == target.key
            hover = target.rect.collidepoint(mouse)
            width = 4 if focused or hover or target.selected else 2
            edge = colour("focus" if focused else "legal")
            pygame.draw.rect(surface, edge, target.rect.inflate(8, 8), width, border_radius=10)
        self.game_table.draw_controls(surface, targets)
        hinted = self.hints.hint.action if self.hints.hint is not None else None
        rings = recommended(targets, hinted)
        if hinted is not None:
            rings += [r for r in self.game_table.hinted(hinted) if r not in rings]
        drawn = [rect.inflate(14, 14) for rect in rings]
        for ring in drawn:
            pygame.draw.rect(surface, colour("good"), ring, 4, border_radius=12)
        return drawn

    def coach_line(self) -> str:
        """The first game's coach: what the person may do now (from their own view)."""
        if not self.coaching or not self.invites():
            return ""
        return self.private(coach_line(self.match.config.game, self.obs, self.legal()))

    def _status_line(self) -> str:
        hints = self.hints
        waits = self.may_act() and not self.invites()  # a panel over the table takes the input
        if (hints.hint is not None or hints.busy) and not waits:
            line = hints.line
        else:
            line = "" if self.choreography.busy else self.game_table.status(self.obs)
        if self.may_act():
            line = self.private(line)
        thinking = self.source.thinking
        if thinking is not None and not self.may_act():
            line = thinking_line(self.name(thinking), self.clock)
        return line
