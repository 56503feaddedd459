"""About Card Table: the version, the licence, the fonts' licences, and where the person's files
and the log are (what a bug report needs)."""

from __future__ import annotations

from ... import __version__
from ...applog import current_log, log_path
from ...i18n import ltr_text, tr
from ...paths import assets_dir, user_config_dir, user_data_dir
from ..core.textpage import TextPage

_HEADING = True
_TEXT = False


class AboutScene(TextPage):
    def page_title(self) -> str:
        return tr("About Card Table")

    def paragraphs(self) -> list[tuple[str, bool]]:
        log = current_log()
        fonts = ltr_text(str(assets_dir() / "fonts"))
        return [
            (tr("Card Table {version}", version=ltr_text(__version__)), _HEADING),
            (
                tr(
                    "Quattro, Cuckoo, Dual Clash Poker and Polar Pairs at one table, against AI "
                    "players or with friends passing the device."
                ),
                _TEXT,
            ),
            (tr("Licence"), _HEADING),
            (
                tr(
                    "Card Table is free software under the MIT licence: anyone may use, copy, "
                    "change and share it, as long as the licence notice goes with it. It comes "
                    "with no warranty."
                ),
                _TEXT,
            ),
            (tr("Fonts"), _HEADING),
            (
                tr(
                    "DejaVu Sans and DejaVu Serif: the Bitstream Vera fonts licence; the DejaVu "
                    "changes are in the public domain."
                ),
                _TEXT,
            ),
            (
                tr(
                    "Noto Sans Devanagari and Noto Naskh Arabic: the SIL Open Font License, "
                    "version 1.1."
                ),
                _TEXT,
            ),
            (tr("The licence texts come with the fonts, in {path}", path=fonts), _TEXT),
            (tr("Where your files are"), _HEADING),
            (
                tr(
                    "The log, with the details of anything that went wrong: {path}",
                    path=ltr_text(str(log)),
                )
                if log
                else tr("No log could be written to {path}", path=ltr_text(str(log_path()))),
                _TEXT,
            ),
            (tr("Settings: {path}", path=ltr_text(str(user_config_dir()))), _TEXT),
            (
                tr(
                    "Saved games, replays, statistics and your own themes: {path}",
                    path=ltr_text(str(user_data_dir())),
                ),
                _TEXT,
            ),
        ]
