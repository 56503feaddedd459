"""Card Table: four card games at one desktop table."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on every command

__version__ = "0.1.0"
