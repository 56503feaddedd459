"""The event log: what happened as the person in front of the screen saw it. It names their own
cards and the cards everybody saw, never anyone else's: the events are the viewer's redacted ones
(a spectator's between two people)."""

from __future__ import annotations

from typing import Any

from ...i18n import tr
from ...text import Narrator, describe
from ..core.host import Host
from ..core.textpage import TextPage


class LogScene(TextPage):
    def __init__(self, app: Host, match: Any, viewer: int) -> None:
        super().__init__(app)
        self.match = match
        self.viewer = viewer
        self.end_at_bottom = True
        self.blank_between = False

    def page_title(self) -> str:
        return tr("What happened")

    def paragraphs(self) -> list[tuple[str, bool]]:
        game = self.match.config.game
        say = Narrator(tuple(self.match.names), self.match.reader(self.viewer))  # as the table says
        events = self.match.log_for(self.viewer)[-400:]
        return [(describe(game, event, say), False) for event in events]
