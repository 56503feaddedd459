"""Scenes and the scene stack (Tuxemon's state stack, arcade's View).

A scene has `enter/exit/pause/resume`, `handle_event(event) -> bool` (consumed?), `update(dt)`
and `draw(surface)`; `draw` changes nothing. Stack changes (`push`, `pop`, `replace`) are
queued and applied at the end of the frame, so a scene never disappears halfway through its
own event handling. Input goes top-down until consumed; drawing goes bottom-up from the first
opaque scene, so dialogs overlay the table (one dialog: a dialog over another hides it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from .host import Host


class Scene:
    """Base class: override what you need."""

    opaque = True  # an opaque scene hides everything below it

    def __init__(self, app: Host) -> None:
        self.app = app  # the host (App implements it): the attribute keeps its old name

    def enter(self) -> None:
        """Pushed on the stack (or put in place by `replace`)."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change it."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""

    def language_changed(self, renamed: Mapping[str, str]) -> None:
        """The language changed (the layout follows by `resize`): words the scene keeps are
        said again, and seats with a name of the app's own (`renamed`: old to new) take the
        new language's."""

    def notice_clear(self) -> Sequence[pygame.Rect]:
        """What an app notice must not cover besides the buttons drawn (a table's strip of the
        last move and the cards that can be played)."""
        return ()

    def is_animating(self) -> bool:
        """True while the scene needs frames (the app sleeps longer when nothing moves)."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    # -- queued changes ------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(lambda: (self._pop(resume=False), self._push(scene, pause=False)))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene` (e.g. back to the menu)."""

        def clear() -> None:
            while self._scenes:
                self._pop(resume=False)
            self._push(scene)

        self._pending.append(clear)

    def abandon(self) -> list[Exception]:
        """Empty the stack at once, dropping queued changes (after a scene kept failing).
        Every scene's exit() still runs; what they raise is returned, not raised."""
        self._pending.clear()
        errors: list[Exception] = []
        while self._scenes:
            try:
                self._scenes.pop().exit()
            except Exception as err:
                errors.append(err)
        return errors

    def apply_pending(self) -> bool:
        """Apply the queued changes (end of frame). True if anything changed."""
        changed = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return changed

    def _push(self, scene: Scene, pause: bool = True) -> None:
        if pause and self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def _pop(self, resume: bool = True) -> None:
        if not self._scenes:
            return
        self._scenes.pop().exit()
        if resume and self._scenes:
            self._scenes[-1].resume()

    # -- the frame -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self._scenes):
            if scene.handle_event(event):
                return True
            if scene.opaque:  # input does not reach what cannot be seen
                return False
        return False

    def update(self, dt: float) -> None:
        """Only the top scene runs: an overlay (pause menu, rules) holds the table still."""
        if self._scenes:
            self._scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.resize(size)

    def language_changed(self, renamed: Mapping[str, str]) -> None:
        for scene in self._scenes:
            scene.language_changed(renamed)

    def is_animating(self) -> bool:
        return bool(self._scenes) and self._scenes[-1].is_animating()

    def _visible(self) -> list[Scene]:
        """The topmost opaque scene and the dialog over it: of dialogs (scenes that are not
        opaque) stacked on each other only the top one is drawn, so that two boxes never show
        through each other (Settings over Paused shows the table, dimmed, and Settings)."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        shown = self._scenes[start:]
        under, dialogs = shown[:1], shown[1:]
        if under and not under[0].opaque:  # no opaque scene at all: dialogs only
            under, dialogs = [], shown
        return under + dialogs[-1:]
