"""Small widgets: buttons with keyboard focus, a stepper (− value +), a one-line text field,
text drawing and wrapping, panels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ... import i18n
from . import typeset
from .fitting import BUTTON_INSET, button_px, cluster_cuts
from .host import Host

Anchor = str  # a pygame.Rect attribute name: "center", "topleft", "midright", ...


# -- right to left ---------------------------------------------------------------------------
def rtl() -> bool:
    """Whether the language is read right to left: layouts that follow the reading direction
    (text alignment, menus, rows of labels and buttons) are mirrored. The card table's seating
    is never mirrored: clockwise play is a rule, not a text direction."""
    return i18n.is_rtl()


def mirror_anchor(anchor: Anchor) -> Anchor:
    """topleft ↔ topright, midleft ↔ midright, left ↔ right, ..."""
    for a, b in (("left", "right"), ("right", "left")):
        if anchor.endswith(a):
            return anchor[: -len(a)] + b
    return anchor


def mirror_x(x: float, within: pygame.Rect) -> float:
    """`x` as seen in a mirror standing on the middle of `within`."""
    return within.left + within.right - x


def mirror_rect(rect: pygame.Rect, within: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(within.left + within.right - rect.right, rect.y, rect.width, rect.height)


def follow_reading(rects: Sequence[pygame.Rect], within: pygame.Rect) -> None:
    """Mirror `rects` in place inside `within` when the language reads right to left (a layout
    computed for left-to-right readers)."""
    if not rtl():
        return
    for rect in rects:
        rect.x = within.left + within.right - rect.right


# -- text --------------------------------------------------------------------------------------
def draw_text(
    surface: pygame.Surface,
    font: Any,
    text: str,
    position: Any,
    colour: tuple[int, int, int],
    anchor: Anchor = "topleft",
    shadow: bool = True,
    max_width: int | None = None,
    box: pygame.Rect | None = None,
    mirror: pygame.Rect | bool | None = None,
    alpha: int | None = None,
) -> pygame.Rect:
    """Draw one line (shaped, in reading order); shrink it to `max_width` rather than let it
    overflow. `box`: the button or panel the text belongs in (the i18n tests check it stays
    inside). `mirror`: for a right-to-left reader, place the text as the mirror image of the
    left-to-right layout inside that rect (True: the whole surface) - x reflected, and left and
    right swapped in the anchor. `alpha`: fade the text (0-255)."""
    if mirror is not None and mirror is not False and rtl():
        within = surface.get_rect() if mirror is True else mirror
        position = (mirror_x(position[0], within), position[1])
        anchor = mirror_anchor(anchor)
    cached = getattr(font, "_render", None)
    image = cached(text, colour) if cached else font.render(text, True, colour)
    natural = image.get_width()
    if max_width is not None and natural > max_width > 0:
        image = pygame.transform.smoothscale_by(image, max_width / natural)
    rect = image.get_rect(**{anchor: position})
    if shadow:
        shade = font.render(text, True, (0, 0, 0))
        if shade.get_size() != image.get_size():
            shade = pygame.transform.smoothscale(shade, image.get_size())
        shade.set_alpha(140 if alpha is None else 140 * alpha // 255)
        surface.blit(shade, rect.move(1, 2))
    if alpha is not None and alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    if text and typeset.recording():
        size = getattr(font, "size_px", 0)
        typeset.record(typeset.TextDraw(text, rect.copy(), natural, max_width, box, surface, size))
    return rect


def draw_lines(
    surface: pygame.Surface,
    font: Any,
    lines: Sequence[str],
    position: tuple[int, int],
    colour: tuple[int, int, int],
    anchor: Anchor = "topleft",
    gap: int = 0,
    shadow: bool = True,
    max_width: int | None = None,
    box: pygame.Rect | None = None,
    mirror: pygame.Rect | bool | None = None,
) -> int:
    """Draw `lines` one under the other from `position`, each as `draw_text` draws it, `gap`
    pixels apart (`stacked`); returns the y under the last."""
    x, y = position
    for line in lines:
        draw_text(surface, font, line, (x, y), colour, anchor, shadow, max_width, box, mirror)
        y += font.size(line)[1] + gap  # the line's own height (`fitting.stacked`)
    return y


def wrap(font: Any, text: str, width: int) -> list[str]:
    """Split `text` into lines that fit `width` (paragraphs kept; long words split between
    letters). Lines are in reading order: each is drawn with draw_text, which lays out the
    right-to-left parts."""
    lines: list[str] = []
    space = font.size(" ")[0]
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        line_w = 0
        for word in words:
            word_w = font.size(word)[0]
            if line and line_w + space + word_w <= width:
                candidate = f"{line} {word}"
                if font.size(candidate)[0] <= width:  # shaping may differ from the sum
                    line, line_w = candidate, line_w + space + word_w
                    continue
            elif not line and word_w <= width:
                line, line_w = word, word_w
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cuts = cluster_cuts(word) or [len(word) - 1]
                fits = [c for c in cuts if font.size(word[:c])[0] <= width]
                cut = fits[-1] if fits else cuts[0]
                lines.append(word[:cut])
                word = word[cut:]
            line, line_w = word, font.size(word)[0]
        lines.append(line)
    return lines


def panel(
    surface: pygame.Surface, rect: pygame.Rect, app: Host, alpha: int = 230, radius: int = 14
) -> None:
    """A rounded, slightly transparent panel with a thin edge."""
    fill = (*app.assets.colour("panel"), alpha)
    edge = (*app.assets.colour("panel_edge"), 255)
    surface.blit(rounded_layer(rect.size, fill, radius, edge, 2), rect)


_LAYERS: dict[tuple, pygame.Surface] = {}


def rounded_layer(
    size: tuple[int, int],
    fill: tuple[int, ...],
    radius: int,
    edge: tuple[int, ...] | None = None,
    edge_width: int = 0,
) -> pygame.Surface:
    """A translucent rounded rectangle, drawn once per size and colours (tables draw the same
    panels every frame of an animation)."""
    key = (tuple(size), fill, radius, edge, edge_width)
    layer = _LAYERS.get(key)
    if layer is None:
        if len(_LAYERS) > 256:
            _LAYERS.clear()
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
        if edge is not None and edge_width:
            pygame.draw.rect(layer, edge, layer.get_rect(), edge_width, border_radius=radius)
        _LAYERS[key] = layer
    return layer


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


# The controls drawn since the app's frame began (`controls_drawn`): an app notice keeps off them.
_controls: list[pygame.Rect] = []


def control_drawn(rect: pygame.Rect) -> None:
    if len(_controls) > 400:  # scenes drawn outside the app's frames (tests) must not pile up
        _controls.clear()
    _controls.append(rect.copy())


def controls_drawn(forget: bool = False) -> list[pygame.Rect]:
    """The controls drawn since the last call with `forget` (the app forgets at each frame)."""
    drawn = list(_controls)
    if forget:
        _controls.clear()
    return drawn


@dataclass(eq=False)
class Button:
    label: str
    on_press: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    selected: bool = False  # a toggle that is on (e.g. the chosen AI level)
    hovered: bool = False
    focused: bool = False
    tooltip: str = ""
    focus_on_click = False  # a plain button acts at once; a stepper or a field keeps the focus

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key for this widget while it has the focus (before the ring moves the focus)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hovered = self.rect.collidepoint(event.pos)
            changed = hovered != self.hovered
            self.hovered = hovered
            return changed and False
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.rect.collidepoint(event.pos)
        ):
            self.on_press()
            return True
        return False

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        if self.rect.width <= 0:
            return
        control_drawn(self.rect)
        font = font or app.font(button_px(self.rect.height), bold=self.primary)
        base = app.assets.colour("button_hover" if self.hovered and self.enabled else "button")
        if self.primary and self.enabled:
            base = tuple(min(255, c + 25) for c in app.assets.colour("accent"))[:3]
            base = (base[0] * 3 // 5, base[1] * 3 // 5, base[2] // 3)
        if self.selected:
            base = app.assets.colour("accent")
        if not self.enabled:
            base = (60, 66, 62)
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=self.rect.height // 3)
        pygame.draw.rect(surface, base, self.rect, border_radius=self.rect.height // 3)
        edge = app.assets.colour("focus") if self.focused else app.assets.colour("panel_edge")
        pygame.draw.rect(
            surface, edge, self.rect, 3 if self.focused else 1, border_radius=self.rect.height // 3
        )
        colour = (
            (30, 26, 20)
            if self.selected
            else (app.assets.colour("button_text") if self.enabled else (150, 150, 150))
        )
        draw_text(
            surface,
            font,
            self.label,
            self.rect.center,
            colour,
            "center",
            shadow=not self.selected,
            max_width=self.rect.width - 2 * BUTTON_INSET,
            box=self.rect,
        )


def _nothing() -> None:
    """What Enter does on a widget that is not pressed (a stepper)."""


def _parts(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """A stepper's − and + ends, square, in the reader's order (− first)."""
    side = rect.height
    start = pygame.Rect(rect.left, rect.top, side, side)
    end = pygame.Rect(rect.right - side, rect.top, side, side)
    return (end, start) if rtl() else (start, end)


@dataclass(eq=False)
class Stepper(Button):
    """− value +: a value changed a step at a time by its two ends or, with the focus, by the
    arrow keys and − / +. `label` is the value as the reader reads it (their digits: the caller
    words it); `on_step(-1 or 1)` changes it. The ends follow the reading direction: a
    right-to-left reader finds − on the right, and the arrow pointing at + raises."""

    on_press: Callable[[], None] = _nothing
    on_step: Callable[[int], None] = lambda step: None
    can_lower: bool = True
    can_raise: bool = True
    focus_on_click = True

    def step(self, step: int) -> None:
        if self.enabled and (self.can_raise if step > 0 else self.can_lower):
            self.on_step(step)

    def handle_key(self, event: pygame.event.Event) -> bool:
        raise_key, lower_key = (
            (pygame.K_LEFT, pygame.K_RIGHT) if rtl() else (pygame.K_RIGHT, pygame.K_LEFT)
        )
        if event.key in (raise_key, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.step(1)
            return True
        if event.key in (lower_key, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        if not (self.enabled and self.rect.collidepoint(event.pos)):
            return False
        lower, higher = _parts(self.rect)
        if lower.collidepoint(event.pos):
            self.step(-1)
        elif higher.collidepoint(event.pos):
            self.step(1)
        return True  # the value itself: the click gives the stepper the focus

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        if self.rect.width <= 0:
            return
        control_drawn(self.rect)
        radius = self.rect.height // 3
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, app.assets.colour("panel"), self.rect, border_radius=radius)
        lower, higher = _parts(self.rect)
        glyphs = app.font(max(16, self.rect.height * 3 // 5), bold=True)
        for part, glyph, usable in ((lower, "−", self.can_lower), (higher, "+", self.can_raise)):
            usable = usable and self.enabled
            hovered = self.hovered and usable and part.collidepoint(pygame.mouse.get_pos())
            base = app.assets.colour("button_hover" if hovered else "button")
            pygame.draw.rect(surface, base if usable else (60, 66, 62), part, border_radius=radius)
            colour = app.assets.colour("button_text") if usable else (150, 150, 150)
            draw_text(surface, glyphs, glyph, part.center, colour, "center", box=part)
        edge = app.assets.colour("focus") if self.focused else app.assets.colour("panel_edge")
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 1, border_radius=radius)
        middle = self.rect.inflate(-2 * self.rect.height - 8, 0)
        font = font or app.font(max(14, self.rect.height * 2 // 5))
        colour = app.assets.colour("text") if self.enabled else (150, 150, 150)
        draw_text(
            surface,
            font,
            self.label,
            middle.center,
            colour,
            "center",
            max_width=middle.width,
            box=self.rect,
        )


@dataclass(eq=False)
class TextField(Button):
    """One line a person types in (a seat's name). A click, or Enter with the focus, starts the
    typing with the whole text selected, so the first letter typed replaces it; a caret follows
    the text; Backspace takes back a letter; Enter, Escape, Tab or a click elsewhere finish it
    (left empty, the text it had comes back). Text is kept in the order it is typed and drawn
    through the shaper, so a right-to-left name reads right to left. `allowed` says which
    characters may be typed, `limit` how many; `on_change(text)` hears every change."""

    on_press: Callable[[], None] = _nothing
    on_change: Callable[[str], None] = lambda text: None
    allowed: Callable[[str], bool] = str.isprintable
    limit: int = 18
    editing: bool = False
    all_selected: bool = False
    before: str = ""  # the text when the typing started
    focus_on_click = True

    def __post_init__(self) -> None:
        self.on_press = self.start

    def start(self) -> None:
        if self.editing or not self.enabled:
            return
        self.editing, self.all_selected, self.before = True, True, self.label
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)  # where an input method shows its choices

    def finish(self) -> None:
        if not self.editing:
            return
        self.editing = self.all_selected = False
        pygame.key.stop_text_input()
        if not self.label.strip():
            self._set(self.before)

    def _set(self, text: str) -> None:
        if text != self.label:
            self.label = text
            self.on_change(text)

    def type(self, typed: str) -> None:
        typed = "".join(ch for ch in typed if self.allowed(ch))
        if not typed:
            return
        text = "" if self.all_selected else self.label
        self.all_selected = False
        self._set((text + typed)[: self.limit])

    def handle_key(self, event: pygame.event.Event) -> bool:
        if not self.editing:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
            return False
        if event.key == pygame.K_TAB:
            self.finish()
            return False  # and the ring moves the focus on
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.finish()
        elif event.key == pygame.K_BACKSPACE:
            self._set("" if self.all_selected else self.label[:-1])
            self.all_selected = False
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False  # the caret goes to the end: typing adds to the text
        return True  # every other key is typing (its letter comes as a TEXTINPUT after it)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and self.editing:
            self.type(event.text)
            return True
        return super().handle(event)  # hover, and a click starts the typing (`on_press`)

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        if self.rect.width <= 0:
            return
        control_drawn(self.rect)
        well = tuple(c // 2 for c in app.assets.colour("panel"))[:3]  # sunk, not raised
        pygame.draw.rect(surface, well, self.rect, border_radius=6)
        focus = self.focused or self.editing
        edge = app.assets.colour("focus") if focus else app.assets.colour("panel_edge")
        pygame.draw.rect(surface, edge, self.rect, 3 if focus else 1, border_radius=6)
        font = font or app.font(max(14, self.rect.height * 2 // 5))
        pad = max(8, self.rect.height // 4)
        start = (self.rect.left + pad, self.rect.centery)
        inner = self.rect.inflate(-2 * pad, 0)
        if self.all_selected and self.editing and self.label:
            width = min(font.size(self.label)[0], inner.width)
            shade = pygame.Rect(0, 0, width + 4, font.get_height())
            shade.midleft = (start[0] - 2, start[1])
            if rtl():
                shade = mirror_rect(shade, self.rect)
            pygame.draw.rect(surface, app.assets.colour("accent"), shade, border_radius=3)
        selected = self.all_selected and self.editing
        colour = (30, 26, 20) if selected else app.assets.colour("text")
        drawn = draw_text(
            surface,
            font,
            self.label,
            start,
            colour,
            "midleft",
            shadow=not selected,
            max_width=inner.width,
            box=self.rect,
            mirror=self.rect,
        )
        if self.editing and not selected:
            x = self._caret_x(drawn, start[0])
            top, bottom = self.rect.centery - font.get_height() // 2, self.rect.centery
            bottom += font.get_height() // 2
            pygame.draw.line(surface, app.assets.colour("text"), (x, top), (x, bottom), 2)

    def _caret_x(self, drawn: pygame.Rect, start: int) -> int:
        """Just after the last letter typed: on its left when it is a right-to-left letter."""
        if not self.label:
            return int(mirror_x(start, self.rect)) if rtl() else start
        levels = typeset.bidi_levels(self.label, 1 if rtl() else 0)
        return drawn.left - 1 if levels[-1] % 2 else drawn.right + 1


def _clicked(event: pygame.event.Event, button: Any) -> bool:
    """A press or release of the left button on `button`."""
    pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
    return bool(pressed and button.enabled and button.rect.collidepoint(event.pos))


def _identity(button: Any) -> Any:
    """What keeps a button's focus from one frame to the next: its `key` when it has one (labels
    may repeat, e.g. one per card), else its label."""
    return getattr(button, "key", button.label)


class FocusRing:
    """Keyboard focus over a list of buttons: Tab / Shift+Tab / arrows move, Enter or Space
    presses. The mouse and the keyboard can be mixed freely."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.index = -1

    def set(self, buttons: Sequence[Button], keep: bool = True) -> None:
        old = (
            _identity(self.buttons[self.index])
            if keep and 0 <= self.index < len(self.buttons)
            else None
        )
        self.buttons = list(buttons)
        identities = [_identity(b) for b in self.buttons]
        self.index = identities.index(old) if old in identities else -1
        self._mark()

    def _mark(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.index

    def move(self, step: int) -> None:
        for button in self.buttons:  # the focus leaves a field: its typing is done
            if isinstance(button, TextField) and step:
                button.finish()
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        if not enabled or (step == 0 and self.index < 0):  # nothing focused stays so
            return
        if self.index not in enabled:
            self.index = enabled[0] if step > 0 else enabled[-1]
        else:
            position = enabled.index(self.index)
            self.index = enabled[(position + step) % len(enabled)]
        self._mark()

    @property
    def focused(self) -> Button | None:
        return self.buttons[self.index] if 0 <= self.index < len(self.buttons) else None

    def _gold(self) -> Button | None:
        """The one primary button, which Enter presses while nothing is focused: it looks
        like the default ("Play", "Start", "Resume"), so the first key is not lost."""
        gold = [b for b in self.buttons if getattr(b, "primary", False) and b.enabled]
        return gold[0] if len(gold) == 1 else None

    def handle(self, event: pygame.event.Event) -> bool:
        # the focused widget's own keys first (a stepper's arrows); the table's targets have none
        own_keys = getattr(self.focused, "handle_key", None)
        if event.type == pygame.KEYDOWN and own_keys is not None and own_keys(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:  # a click elsewhere finishes the typing
            for button in self.buttons:
                if isinstance(button, TextField) and not button.rect.collidepoint(event.pos):
                    button.finish()
        for i, button in enumerate(self.buttons):
            buttons, before = self.buttons, self.index
            takes_focus = getattr(button, "focus_on_click", False)
            if takes_focus and _clicked(event, button):
                self.index = i  # before it acts: what it changes may lay the ring out again
            if button.handle(event):
                if takes_focus and self.buttons is buttons:
                    self.index = i
                self._mark()
                return True
            self.index = before
        if event.type == pygame.MOUSEMOTION:
            return any(b.rect.collidepoint(event.pos) for b in self.buttons)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        forward, backward = (
            (pygame.K_LEFT, pygame.K_RIGHT) if rtl() else (pygame.K_RIGHT, pygame.K_LEFT)
        )
        if event.key in (forward, pygame.K_DOWN):
            self.move(1)
            return True
        if event.key in (backward, pygame.K_UP):
            self.move(-1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            button = self.focused or self._gold()
            if button is not None and button.enabled:
                button.on_press()
                return True
        return False

    def draw(self, surface: pygame.Surface, app: Host) -> None:
        for button in self.buttons:
            button.draw(surface, app)
