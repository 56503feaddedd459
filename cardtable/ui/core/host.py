"""What a scene may use of the app: the `Host` protocol.

Scenes, widgets and the table type against it, never against `App`: so the core modules do not
import the app (which imports them), and a scene can be built over any host (the app, a
headless review, a test). `App` implements it.
"""

from __future__ import annotations

from typing import Protocol

from ...storage import Settings
from .assets import Assets
from .sound import Sound
from .typeset import TextFont


class Host(Protocol):
    settings: Settings
    assets: Assets
    sound: Sound
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
