"""Replays: the list of finished games, and a viewer that plays one back move by move with
every card shown (the game is over: nothing is secret any more).

A game that did not finish (an imported scenario can stop anywhere) still has secrets: it is
shown as a spectator saw it, from the events as everybody saw them and with every card nobody
has seen face down."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from ...engine.core import ScenarioError
from ...engine.games import get_spec
from ...engine.scenario import LIMITS, Scenario, load, replay, start
from ...engine.untrusted import read_yaml
from ...i18n import join_list, language, localize_digits, number, tr, trc, trn
from ...saves import list_replays
from ...storage import write_atomic
from ...text import Narrator, action_text, card_name, describe
from .. import routes
from ..core.host import Host
from ..core.scene import Scene
from ..core.widgets import Button, FocusRing, draw_text, follow_reading, mirror_x, panel, rtl

SPEEDS = (0.5, 1.0, 2.0, 4.0)


def replay_summary(path: Path) -> str:
    """One line for the list: when, which game, who played."""
    try:
        data = read_yaml(path, LIMITS).data or {}
        meta = data.get("meta") or {}
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(meta.get("finished", 0))))
        names = join_list(meta.get("names") or [])
        return tr(
            "{when} · {game} · {names}",
            when=localize_digits(when),
            game=tr(get_spec(data["game"]).title),
            names=names,
        )
    except Exception:
        return path.name


class ReplayListScene(Scene):
    page_size = 8

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.ring = FocusRing()
        self.paths = list_replays()
        self.page = 0
        self.lines: dict[tuple[Path, str], str] = {}

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self.paths = list_replays()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(34, height // 18)
        self.page_size = max(3, (height - 220) // (bar + 8))
        shown = self.paths[self.page * self.page_size : (self.page + 1) * self.page_size]
        buttons = []
        for i, path in enumerate(shown):
            key = (path, language())
            if key not in self.lines:
                self.lines[key] = replay_summary(path)
            rect = pygame.Rect(60, 110 + i * (bar + 8), width - 120, bar)
            buttons.append(Button(self.lines[key], lambda p=path: self.open(p), rect))
        y = height - bar - 24
        back = Button(tr("Back"), self.app.router.pop, pygame.Rect(60, y, 150, bar))
        older = Button(tr("Older"), lambda: self.turn(1), pygame.Rect(width - 380, y, 150, bar))
        newer = Button(tr("Newer"), lambda: self.turn(-1), pygame.Rect(width - 210, y, 150, bar))
        follow_reading([back.rect, older.rect, newer.rect], pygame.Rect(0, 0, width, height))
        older.enabled = (self.page + 1) * self.page_size < len(self.paths)
        newer.enabled = self.page > 0
        self.ring.set([*buttons, back, older, newer], keep=False)
        self.ring.move(1)

    def turn(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.resize(self.app.size)

    def open(self, path: Path) -> None:
        try:
            self.app.router.push(routes.ReplayOf(path))
        except ScenarioError as err:
            self.app.notify(tr("This replay cannot be shown: {reason}", reason=str(err)), 8)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.router.pop()
            return True
        return self.ring.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))
        width, height = surface.get_size()
        heading = self.app.font(max(26, height // 18), bold=True, family="serif")
        draw_text(
            surface,
            heading,
            tr("Replays"),
            (width // 2, 30),
            self.app.assets.colour("accent"),
            "midtop",
            max_width=width - 40,
        )
        if not self.paths:
            font = self.app.font(max(16, height // 36))
            draw_text(
                surface,
                font,
                tr("Finished games are kept here. Play one first!"),
                (width // 2, height // 2),
                self.app.assets.colour("text"),
                "center",
                max_width=width - 40,
            )
        self.ring.draw(surface, self.app)


class ReplayViewerScene(Scene):
    """Step forward/back, play/pause, speed; every card face up."""

    def __init__(
        self, app: Host, path: Path | None = None, scenario: Scenario | None = None
    ) -> None:
        super().__init__(app)
        self.scenario = scenario or load(path)  # ScenarioError for a file that cannot be read
        self.path = path
        self.result = replay(self.scenario)
        self.finished = self.result.state.is_over()
        self.total = len(self.result.steps) - 1
        self.step_index = self.total
        self.playing = False
        self.speed_index = 1
        self.clock = 0.0
        self.state: Any = None
        self.ring = FocusRing()
        names = (self.scenario.meta or {}).get("names")
        usable = (
            isinstance(names, list)
            and len(names) == self.scenario.seats
            and all(isinstance(n, str) for n in names)
        )
        self.fixed_names = [n[:40] for n in names] if usable else None
        self.viewer = the_person(self.scenario)
        self._rebuild_state()

    @property
    def names(self) -> list[str]:
        if self.fixed_names is not None:
            return self.fixed_names
        return [tr("Seat {number}", number=s + 1) for s in range(self.scenario.seats)]

    def _rebuild_state(self) -> None:
        state, _ = start(self.scenario)
        for step in self.result.steps[1 : self.step_index + 1]:
            state.apply(step.seat, step.action)
        self.state = state
        self.app.dirty = True

    def go(self, index: int) -> None:
        self.step_index = max(0, min(self.total, index))
        self._rebuild_state()
        self.resize(self.app.size)

    def toggle(self) -> None:
        if self.step_index >= self.total:
            self.step_index = 0
            self._rebuild_state()
        self.playing = not self.playing
        self.resize(self.app.size)

    def faster(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self.resize(self.app.size)

    def export(self) -> None:
        folder = Path.home() / "CardTable exports"
        target = folder / (self.path.name if self.path else "replay.yaml")
        try:
            write_atomic(target, self.scenario.dumps().encode("utf-8"))
            self.app.notify(tr("Exported to {path}", path=str(target)), 6)
        except OSError as err:
            self.app.notify(tr("Could not export: {reason}", reason=str(err)), 6)

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(36, height // 18)
        labels = [
            ("|<", lambda: self.go(0)),
            ("<", lambda: self.go(self.step_index - 1)),
            (trc("playback", "Pause") if self.playing else trc("playback", "Play"), self.toggle),
            (">", lambda: self.go(self.step_index + 1)),
            (">|", lambda: self.go(self.total)),
            (tr("Speed ×{speed}", speed=number(SPEEDS[self.speed_index], "g")), self.faster),
            (tr("Export"), self.export),
            (tr("Back"), self.app.router.pop),
        ]
        font = self.app.font(max(14, bar * 2 // 5))
        widths = [
            bar * 2 if len(text) <= 2 else max(bar * 4, font.size(text)[0] + 24)
            for text, _ in labels
        ]
        x = (width - sum(widths) - 8 * (len(widths) - 1)) // 2
        buttons = []
        for (text, action), w in zip(labels, widths, strict=True):
            buttons.append(Button(text, action, pygame.Rect(x, height - bar - 16, w, bar)))
            x += w + 8
        index = self.ring.index
        self.ring.set(buttons, keep=False)
        self.ring.index = index if index >= 0 else 2
        self.ring.move(0)

    def is_animating(self) -> bool:
        return self.playing

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.clock += dt * SPEEDS[self.speed_index]
        if self.clock >= 0.8:
            self.clock = 0.0
            if self.step_index >= self.total:
                self.playing = False
                self.resize(self.app.size)
            else:
                self.go(self.step_index + 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.router.pop()
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PERIOD):
                self.go(self.step_index + 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_COMMA):
                self.go(self.step_index - 1)
                return True
            if event.key == pygame.K_SPACE:
                self.toggle()
                return True
        return self.ring.handle(event)

    # -- drawing: every card face up -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))
        width, height = surface.get_size()
        colour = self.app.assets.colour
        big = self.app.font(max(20, height // 30), bold=True)
        font = self.app.font(max(14, height // 48))
        spec = self.scenario.spec
        draw_text(
            surface,
            big,
            tr("Replay: {game}", game=tr(spec.title)),
            (24, 16),
            colour("accent"),
            mirror=True,
        )
        draw_text(
            surface,
            font,
            tr("Move {step} of {total}", step=self.step_index, total=self.total),
            (width - 24, 22),
            colour("text"),
            "topright",
            mirror=True,
        )
        game = self.scenario.game
        if self.finished:
            rows = board_rows(game, self.state.summary(), self.names)
        else:
            rows = public_rows(game, self.state, self.names)
        # the last moves under the board: five lines of whatever height the script needs
        box_h = 16 + 5 * font.get_linesize()
        box = pygame.Rect(24, height - 80 - box_h, width - 48, box_h)
        area = pygame.Rect(24, 70, width - 48, box.top - 10 - 70)
        row_h = max(40, min(area.height // max(1, len(rows)), height // 6))
        card_h = int(row_h * 0.8)
        y = area.y
        label_w = min(260, width // 5)
        for label, cards, note in rows:  # each row reads in the reader's direction
            draw_text(
                surface,
                font,
                label,
                (area.x, y + row_h // 2),
                colour("text"),
                "midleft",
                max_width=label_w - 10,
                mirror=area,
            )
            x = area.x + label_w
            card_w = self.app.assets.art.size(self.scenario.game, card_h)[0]
            step = min(card_w + 6, (area.right - x - 200) // max(1, len(cards)))
            for card in cards:
                if card is None:  # a card nobody has seen (an unfinished game)
                    image = self.app.assets.art.back(game, card_h)
                elif card:
                    image = self.app.assets.art.face(game, card, card_h)
                else:
                    x += step
                    continue
                left = int(mirror_x(x + image.get_width(), area)) if rtl() else x
                surface.blit(image, (left, y))
                x += step
            if note:
                draw_text(
                    surface,
                    font,
                    note,
                    (x + 12, y + row_h // 2),
                    colour("muted"),
                    "midleft",
                    max_width=area.right - x - 12,
                    mirror=area,
                )
            y += row_h
        panel(surface, box, self.app, alpha=200)
        step = (
            self.result.steps[self.step_index] if self.step_index < len(self.result.steps) else None
        )
        lines = []
        if not self.finished:
            lines.append(tr("An unfinished game: every card nobody has seen stays face down."))
        say = Narrator(tuple(self.names), self.viewer)
        if step is not None and step.index is not None:
            lines.append(action_text(game, step.seat, step.action, say, secret=not self.finished))
        if step is not None:
            seen = step.events if self.finished else self.state.public_events(step.events)
            lines += [describe(game, event, say) for event in seen][-4:]
        ty = box.y + 8
        for line in lines[:5]:
            draw_text(
                surface,
                font,
                line,
                (box.x + 14, ty),
                colour("text"),
                shadow=False,
                max_width=box.width - 28,
                box=box,
                mirror=box,
            )
            ty += font.get_linesize()
        self.ring.draw(surface, self.app)


def the_person(scenario: Scenario) -> int | None:
    """The seat of the one person who played the game (its moves read "You keep"), or None
    when several people or none played it (everyone is named)."""
    kinds = (scenario.meta or {}).get("kinds")
    if not isinstance(kinds, list):
        return None
    people = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    return people[0] if len(people) == 1 and people[0] < scenario.seats else None


def board_rows(game: str, summary: dict, names: list[str]) -> list[tuple[str, list, str]]:
    """(label, cards, note) rows that show everything in a game's summary."""
    rows: list[tuple[str, list, str]] = []
    if game == "cuckoo":
        for seat, card in enumerate(summary["cards"]):
            lives = summary["lives"][seat]
            resting = seat in summary["resting"]
            dealer = seat == summary["dealer"]
            if resting:
                note = trn("{lives} life · resting", "{lives} lives · resting", lives, lives=lives)
            elif dealer:
                note = trn("{lives} life · dealer", "{lives} lives · dealer", lives, lives=lives)
            else:
                note = trn("{lives} life", "{lives} lives", lives, lives=lives)
            rows.append((names[seat], [card] if card else [], note))
    elif game == "quattro":
        for seat, hand in enumerate(summary["hands"]):
            revealed = join_list(card_name(game, c) for c in summary["revealed"][seat]) or "—"
            rows.append((names[seat], hand, tr("revealed: {cards}", cards=revealed)))
        for vp, cards in enumerate(summary["vps"]):
            rows.append((tr("VP{number}", number=vp + 1), cards, ""))
    elif game == "clash":
        for seat, hand in enumerate(summary["hands"]):
            team = tr("Red") if seat < 2 else tr("Black")
            rows.append((tr("{name} ({team})", name=names[seat], team=team), hand, ""))
        score = summary["score"]
        medals = summary["medals"]
        last = summary["rounds"][-1] if summary["rounds"] else None
        note = tr(
            "rounds: red {red}, black {black} · medals: red {mred}, black {mblack}",
            red=score["red"],
            black=score["black"],
            mred=medals["red"],
            mblack=medals["black"],
        )
        rows.append((tr("Last round"), list(last["cards"]) if last else [], note))
    elif game == "polar":
        for seat, hand in enumerate(summary["hands"]):
            total = summary["totals"][seat]
            rows.append((names[seat], hand, tr("total {total}", total=total)))
        rows.append(
            (
                tr("Discard"),
                [summary["discard_top"]] if summary["discard_top"] else [],
                tr("round {round}", round=summary["round"]),
            )
        )
    return rows


def public_rows(game: str, state: Any, names: list[str]) -> list[tuple[str, list, str]]:
    """The rows of `board_rows` as a spectator sees them: None for a card face down."""
    summary = state.summary()
    rows = board_rows(game, summary, names)
    if game == "cuckoo":
        shown = state.observe(-1).public_cards
        for seat, card in enumerate(summary["cards"]):
            label, _, note = rows[seat]
            rows[seat] = (label, [shown[seat]] if card else [], note)
    elif game == "quattro":
        sides = [state.observe(seat) for seat in (0, 1)]
        for seat in (0, 1):
            other = sides[1 - seat]  # what the other seat (and so everybody) sees of this hand
            known = [*other.opponent_revealed, *other.opponent_public_hidden]
            faces = known + [None] * (len(summary["hands"][seat]) - len(known))
            rows[seat] = (rows[seat][0], faces, rows[seat][2])
        for vp in range(len(summary["vps"])):
            faces = [None] * sides[0].vp_face_down_count[vp] + list(sides[0].vp_face_up[vp])
            rows[2 + vp] = (rows[2 + vp][0], faces, rows[2 + vp][2])
    elif game == "polar":
        slots = state.observe(-1).slots
        for seat in range(len(slots)):
            rows[seat] = (rows[seat][0], list(slots[seat]), rows[seat][2])
    # clash: every hand is public and the last round's cards were turned up; only the commits
    # are secret, and the board does not show them
    return rows
