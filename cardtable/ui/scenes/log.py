"""The public event log: what everybody at the table saw happen (never a hidden card)."""

from __future__ import annotations

from typing import Any

from ...i18n import tr
from .textpage import TextPage


class LogScene(TextPage):
    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match
        self.end_at_bottom = True
        self.blank_between = False

    def page_title(self) -> str:
        return tr("What happened")

    def paragraphs(self) -> list[tuple[str, bool]]:
        names = self.match.names
        return [(event.describe(names), False) for _, event in self.match.public_log[-400:]]
