"""The few colours a table's words come in, named by what they mean (the theme's palette keys)."""

from __future__ import annotations

from enum import Enum


class Tone(Enum):
    PLAIN = "text"
    MUTED = "muted"
    ACCENT = "accent"
    DANGER = "danger"
    GOOD = "good"

    @property
    def palette_key(self) -> str:
        return self.value
