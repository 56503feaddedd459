"""What a scene may use of the app: the `Host` protocol, and the `Navigator` it moves with.

Scenes, widgets and the table type against these protocols, never against `App`: so the core
modules do not import the app (which imports them), and a scene can be built over any host
(the app, a headless review, a test). `App` implements `Host`; `Router` implements `Navigator`.
`Route` is the base of the destinations a navigator goes to (`ui/routes.py` lists them).
"""

from __future__ import annotations

from typing import Protocol

from ...storage import Settings
from .assets import Assets
from .sound import Sound
from .typeset import TextFont


class Route:
    """A destination: a frozen dataclass saying which screen, with what (ui/routes.py)."""


class Navigator(Protocol):
    """Moves between screens. Changes are queued and happen at the end of the frame; a route
    whose screen cannot be shown (a save another window holds, say) tells the person why and
    returns False."""

    def push(self, route: Route) -> bool: ...

    def replace(self, route: Route) -> bool: ...

    def reset(self, route: Route) -> bool: ...

    def pop(self) -> None: ...

    def go_home(self) -> None: ...


class Host(Protocol):
    settings: Settings
    assets: Assets
    sound: Sound
    router: Navigator
    dirty: bool  # something changed: draw the next frame

    @property
    def size(self) -> tuple[int, int]: ...

    def font(self, size: int, bold: bool = False, family: str = "sans") -> TextFont: ...

    def notify(self, message: str, seconds: float = 5.0) -> None: ...

    def use_theme(self, name: str) -> None: ...

    def set_language(self, language: str, digits: str | None = None) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def save_settings(self) -> None: ...

    def quit(self) -> None: ...
