"""Set up a table: who sits where (a person or an AI level), names, the game's options.
The defaults give the standard table: you against AI opponents."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

import pygame

from ...engine.games import get_spec
from ...i18n import number, tr
from ...match import HUMAN, MatchConfig, SeatConfig
from ...saves import discard, unfinished_games
from ...storage import MAX_NAMES, NAME_LIMIT, name_char_allowed, usable_name
from ...text import text_for
from ...text.labels import AI_NAMES, ai_names, kind_label, option_label, value_label
from .. import routes
from ..core.host import Host
from ..core.menu import RingScene
from ..core.widgets import (
    Button,
    Stepper,
    TextField,
    draw_text,
    follow_reading,
    panel,
)

KINDS = [HUMAN, "easy", "normal", "hard"]
# The table sizes at which a game offers an option (unlisted: every size): Polar's rules give a
# short game only to 5 or 6 players. The engine's OptionSpec.seats (F1) takes this over.
OPTION_SEATS: dict[str, dict[str, range]] = {"polar": {"short": range(5, 7)}}


def option_allowed(game: str, option: str, seats: int) -> bool:
    counts = OPTION_SEATS.get(game, {}).get(option)
    return counts is None or seats in counts


def option_refusal(game: str, option: str, seats: int) -> str:
    """Why an option cannot be chosen at this table ("" when it can): the table sizes it needs."""
    counts = OPTION_SEATS.get(game, {}).get(option)
    if counts is None or seats in counts:
        return ""
    low, high = number(counts[0]), number(counts[-1])
    if len(counts) == 2:
        return tr("Needs {low} or {high} players", low=low, high=high)
    return tr("Needs {low} to {high} players", low=low, high=high)


def default_config(game: str, seats: int | None = None) -> MatchConfig:
    spec = get_spec(game)
    count = seats or spec.default_seats
    names = ai_names()
    people = [SeatConfig(tr("You"), HUMAN)]
    people += [SeatConfig(names[i - 1], "normal") for i in range(1, count)]
    return MatchConfig(game, people, spec.option_defaults(), {}, random.randrange(2**31))


def _default_person_name(name: str) -> bool:
    """A name the app gave a person (in the reader's language or in English), not one typed."""
    if name.strip() in ("", tr("You"), "You"):
        return True
    return any(name in (tr("Player {number}", number=n), f"Player {n}") for n in range(1, 9))


def name_people(seats: list[SeatConfig]) -> list[SeatConfig]:
    """Alone against the AI a person is "You"; passing the device round, the curtain and every
    prompt must say whose turn it is, so people with the app's default names become
    "Player 1", "Player 2", ... in seat order. Names someone typed are kept."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    named = list(seats)
    for order, i in enumerate(humans, start=1):
        if _default_person_name(seats[i].name):
            name = tr("Player {number}", number=order) if len(humans) > 1 else tr("You")
            named[i] = SeatConfig(name, HUMAN)
    return named


class SetupScene(RingScene):
    def __init__(self, app: Host, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.spec = get_spec(game)
        self.config = default_config(game)
        self.fields: list[TextField] = []  # the seats' names (kept while typing, across layouts)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self._roles: list[Hashable] = []
        self.config.seats[0] = SeatConfig(self._remembered(0) or self.config.seats[0].name, HUMAN)

    def enter(self) -> None:
        super().enter()
        self.ring.index = self._roles.index("start")  # "Start" has the focus
        self.ring.move(0)

    # -- changes -------------------------------------------------------------------------------
    def _set_kind(self, seat: int, kind: str) -> None:
        seats = self.config.seats
        old = seats[seat]
        name = old.name
        names = ai_names()
        if kind == HUMAN and not old.is_human and (name in names or name in AI_NAMES):
            name = self._remembered(seat)  # else named with the other people just below
        elif kind != HUMAN and old.is_human:
            name = names[(seat - 1) % len(names)] if seat else names[-1]
        seats[seat] = SeatConfig(name, kind)
        seats[:] = name_people(seats)
        self._rebuild()

    def _seats(self, step: int) -> None:
        allowed = self.spec.allowed_seats()
        count = len(self.config.seats) + step
        if count not in allowed:
            return
        if step > 0:
            names = ai_names()
            self.config.seats.append(SeatConfig(names[(count - 2) % len(names)], "normal"))
        else:
            self.config.seats.pop()
        for option in self.spec.options:
            if not option_allowed(self.game, option.name, count):
                self.config.options[option.name] = option.default
        self._rebuild()

    def _option(self, name: str) -> None:
        option = next(o for o in self.spec.options if o.name == name)
        value = self.config.options.get(name, option.default)
        choices = list(option.choices)
        self.config.options[name] = choices[(choices.index(value) + 1) % len(choices)]
        self._rebuild()

    def _option_step(self, name: str, step: int) -> None:
        option = next(o for o in self.spec.options if o.name == name)
        choices = list(option.choices)
        at = choices.index(self.config.options.get(name, option.default)) + step
        self.config.options[name] = choices[max(0, min(len(choices) - 1, at))]
        self._rebuild()

    def _rename(self, seat: int, name: str) -> None:
        self.config.seats[seat] = SeatConfig(name, self.config.seats[seat].kind)

    # -- names remembered for next time ----------------------------------------------------------
    def _remembered(self, seat: int) -> str:
        """The name typed for `seat` last time (when nobody else at the table has it), or ""."""
        names = self.app.settings.names
        name = names[seat] if seat < len(names) and usable_name(names[seat]) else ""
        taken = {s.name for i, s in enumerate(self.config.seats) if i != seat}
        return "" if name in taken else name.strip()

    def _remember_names(self) -> None:
        """Names typed for people are kept for the next table (by seat); a default one forgets."""
        names = list(self.app.settings.names[:MAX_NAMES])
        for seat, config in enumerate(self.config.seats[:MAX_NAMES]):
            if not config.is_human:
                continue
            names += [""] * (seat + 1 - len(names))
            names[seat] = "" if _default_person_name(config.name) else config.name
        if names != self.app.settings.names:
            self.app.settings.names = names
            self.app.save_settings()

    def _start(self) -> None:
        """Start, unless an unfinished game of this game would be replaced: then ask first."""
        for i, seat in enumerate(self.config.seats):
            if not seat.name.strip():
                self.config.seats[i] = SeatConfig(tr("Seat {number}", number=i + 1), seat.kind)
        self._remember_names()
        games, messages = unfinished_games()
        for message in messages:
            self.app.notify(message, 12)
        mine = [g for g in games if g.game == self.game and not g.in_use]
        if not mine:
            self.app.router.replace(routes.Play(self.config))
            return
        unfinished = mine[0]
        self.app.router.push(
            routes.ReplaceUnfinished(
                unfinished,
                resume=lambda: self._resume_instead(unfinished.game_id),
                replace=lambda: self._replace(unfinished.game_id),
            )
        )

    def _resume_instead(self, game_id: str) -> None:
        self.app.router.replace(routes.Resume(game_id))

    def _replace(self, game_id: str) -> None:
        discard(game_id)  # refused only when another copy took it meanwhile: it keeps it
        self.app.router.replace(routes.Play(self.config))

    def _rebuild(self) -> None:
        self.resize(self.app.size)

    # -- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        seats = self.config.seats
        rows = len(seats) + len(self.spec.options) + 2
        row_h = max(30, min(52, (height - 200) // (rows + 1)))
        gap = row_h // 5
        box_w = min(1000, width - 40)
        self.box = pygame.Rect(0, 0, box_w, rows * (row_h + gap) + row_h * 2)
        self.box.midtop = (width // 2, max(70, height // 9))
        x0 = self.box.left + 24
        y = self.box.top + row_h
        buttons: list[Button] = []
        roles: list[Hashable] = []  # what each button is, for the focus to stay on it
        self.labels = []
        font = self.label_font(height)
        seat_labels = [text_for(self.game).seat_label(seat) for seat in range(len(seats))]
        label_w = max(60, max(font.size(text)[0] for text in seat_labels) + 12)
        label_w = min(label_w, box_w * 22 // 100)
        name_w = box_w * 30 // 100 - max(0, label_w - 60) // 2
        kind_w = (box_w - name_w - 48 - label_w - 3 * 8) // 4
        for seat, config in enumerate(seats):
            self.labels.append((seat_labels[seat], pygame.Rect(x0, y, label_w - 8, row_h)))
            buttons.append(self._name_field(seat, pygame.Rect(x0 + label_w, y, name_w, row_h)))
            roles.append(("name", seat))
            for k, kind in enumerate(KINDS):
                rect = pygame.Rect(x0 + label_w + name_w + 12 + k * (kind_w + 8), y, kind_w, row_h)
                buttons.append(
                    Button(
                        kind_label(kind),
                        lambda s=seat, kd=kind: self._set_kind(s, kd),
                        rect,
                        selected=config.kind == kind,
                    )
                )
                roles.append(("kind", seat, kind))
            y += row_h + gap
        allowed = self.spec.allowed_seats()
        if len(allowed) > 1:
            self.labels.append((tr("Players"), pygame.Rect(x0, y, label_w + name_w, row_h)))
            count = Stepper(
                number(len(seats)),
                rect=pygame.Rect(x0 + label_w + name_w + 12, y, kind_w * 2, row_h),
                on_step=self._seats,
                can_lower=len(seats) > allowed[0],
                can_raise=len(seats) < allowed[-1],
            )
            buttons.append(count)
            roles.append("players")
            y += row_h + gap
        options = self._option_rows(x0 + label_w + name_w, y, x0, kind_w * 2, row_h, gap)
        buttons += options
        roles += [("option", i) for i in range(len(options))]
        start = Button(tr("Start"), self._start, pygame.Rect(0, 0, 220, row_h + 8), primary=True)
        back = Button(tr("Back"), self.app.router.pop, pygame.Rect(0, 0, 160, row_h + 8))
        start.rect.bottomright = (self.box.right - 24, self.box.bottom - 16)
        back.rect.bottomleft = (self.box.left + 24, self.box.bottom - 16)
        # a right-to-left reader reads each row from the right: label, name, then the choices
        follow_reading(
            [rect for _, rect in self.labels] + [b.rect for b in (*buttons, start, back)],
            self.box,
        )
        # the focus stays on what it was on (not by label: one "Easy AI" per seat), through a
        # row more or less and the resize every change of screen makes ("Start", focused on
        # entering, stays so)
        index = self.ring.index
        focused = self._roles[index] if 0 <= index < len(self._roles) else None
        self._roles = [*roles, "start", "back"]
        self.ring.set([*buttons, start, back], keep=False)
        self.ring.index = self._roles.index(focused) if focused in self._roles else -1
        self.ring.move(0)

    def _name_field(self, seat: int, rect: pygame.Rect) -> TextField:
        """`seat`'s name field, the same one from layout to layout (typing survives a resize)."""
        del self.fields[len(self.config.seats) :]
        while len(self.fields) <= seat:
            index = len(self.fields)
            self.fields.append(
                TextField(
                    "",
                    on_change=lambda text, s=index: self._rename(s, text),
                    allowed=name_char_allowed,
                    limit=NAME_LIMIT,
                )
            )
        field = self.fields[seat]
        field.rect = rect
        if not field.editing:
            field.label = self.config.seats[seat].name
        return field

    def _option_rows(
        self, x: int, y: int, label_x: int, width: int, row_h: int, gap: int
    ) -> list[Button]:
        """A row per option from `y` down: its label from `label_x`, its value's button at `x`."""
        buttons: list[Button] = []
        right = self.box.right - 24
        for option in self.spec.options:
            label = option_label(option.name)
            self.labels.append((label, pygame.Rect(label_x, y, x - label_x, row_h)))
            rect = pygame.Rect(x + 12, y, width, row_h)
            button = self._option_control(option, rect)
            why = option_refusal(self.game, option.name, len(self.config.seats))
            button.enabled = not why
            if why:  # a greyed-out choice says what it waits for
                button.tooltip = why
                self.labels.append(
                    (why, pygame.Rect(rect.right + 12, y, right - rect.right - 12, row_h))
                )
            buttons.append(button)
            y += row_h + gap
        return buttons

    def _option_control(self, option: Any, rect: pygame.Rect) -> Button:
        """A number (Cuckoo's lives) is a stepper; a choice of words a button that moves on."""
        value = self.config.options.get(option.name, option.default)
        choices = list(option.choices)
        if all(isinstance(c, int) and not isinstance(c, bool) for c in choices):
            at = choices.index(value)
            return Stepper(
                value_label(value),
                rect=rect,
                on_step=lambda step, n=option.name: self._option_step(n, step),
                can_lower=at > 0,
                can_raise=at < len(choices) - 1,
            )
        return Button(value_label(value), lambda n=option.name: self._option(n), rect)

    def label_font(self, height: int) -> Any:
        return self.app.font(max(14, height // 46))

    # -- input ---------------------------------------------------------------------------------
    def may_leave(self) -> bool:
        return not any(field.editing for field in self.fields)  # Escape ends the typing

    def exit(self) -> None:
        for field in self.fields:
            field.finish()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        height = surface.get_height()
        heading = self.app.font(max(26, height // 18), bold=True, family="serif")
        title = tr("{game}: who is playing?", game=tr(self.spec.title))
        self.draw_heading(surface, heading, title, max(16, height // 40))
        panel(surface, self.box, self.app)
        font = self.label_font(height)
        for text, rect in self.labels:
            draw_text(
                surface,
                font,
                text,
                (rect.x, rect.centery),
                self.app.assets.colour("text"),
                "midleft",
                max_width=rect.width,
                box=rect.inflate(4, 0),
                mirror=rect,
            )
        self.ring.draw(surface, self.app)
