"""The i18n tests change the language the whole process speaks (tests/language.py)."""

from tests.language import english_before_and_after  # noqa: F401  (autouse: every test here)
