"""Each game's rules, written by us in plain language, readable at the table."""

from __future__ import annotations

import pygame

from ...engine.games import get_spec
from ...i18n import tr
from ...text.rules import rules_blocks, rules_paragraphs
from ..core.host import Host
from ..core.textpage import TextPage


class RulesScene(TextPage):
    def __init__(self, app: Host, game: str) -> None:
        self.game = game
        super().__init__(app)

    def page_title(self) -> str:
        return tr("How to play {game}", game=tr(get_spec(self.game).title))

    def paragraphs(self) -> list[tuple[str, bool]]:
        return rules_paragraphs(self.game)

    def blocks(self) -> list[tuple[str, bool, tuple[str, ...]]]:
        return [(b.text, b.heading, b.cards) for b in rules_blocks(self.game)]

    def card_image(self, card: str, height: int) -> pygame.Surface:
        """The card as the current theme draws it (a theme change shows at once)."""
        face: pygame.Surface = self.app.assets.art.face(self.game, card, height)
        return face
