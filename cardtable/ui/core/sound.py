"""Sound cues: the theme maps cue names to files; volume and mute are the app's.
Where no audio device exists the app runs silently without complaint."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from ...storage import Settings


class Sound:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._cache: dict[Path, pygame.mixer.Sound | None] = {}
        try:
            pygame.mixer.init()
            self.available = True
        except pygame.error:
            self.available = False

    def play(self, path: Path | None) -> None:
        if not self.available or path is None or self.settings.muted:
            return
        sound = self._cache.get(path)
        if path not in self._cache:
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, FileNotFoundError):
                sound = None  # a missing or broken cue is skipped, not fatal
            self._cache[path] = sound
        if sound is not None:
            sound.set_volume(self.settings.volume)
            sound.play()

    def close(self) -> None:
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
