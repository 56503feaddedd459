"""Each game's rules, written by us in plain language, readable at the table."""

from __future__ import annotations

from ...engine.games import get_spec
from ...i18n import tr
from ...text.rules import rules_paragraphs
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
