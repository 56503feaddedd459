"""The one translation function. Every sentence shown to people is written as a whole sentence
with named placeholders, so another language can reorder it freely."""

from __future__ import annotations

from typing import Any

_catalogue: dict[str, str] = {}


def set_catalogue(catalogue: dict[str, str]) -> None:
    """Install the messages of a language (English is the identity)."""
    _catalogue.clear()
    _catalogue.update(catalogue)


def tr(message: str, /, **values: Any) -> str:
    """Translate `message` and fill its named placeholders: tr("{name} keeps", name="Ann")."""
    text = _catalogue.get(message, message)
    return text.format(**values) if values else text
