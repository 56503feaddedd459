"""Each game's rules, written by us in plain language, readable at the table."""

from __future__ import annotations

from typing import Any

from ...engine.games import get_spec
from ...i18n import tr
from ...rules_text import rules_paragraphs
from .textpage import TextPage


class RulesScene(TextPage):
    def __init__(self, app: Any, game: str) -> None:
        super().__init__(app, tr("How to play {game}", game=get_spec(game).title))
        self.game = game

    def paragraphs(self) -> list[tuple[str, bool]]:
        return rules_paragraphs(self.game)
