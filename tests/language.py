"""For the tests that change the language the whole process speaks: every test starts and ends
in English, so the rest of the suite (which reads English) is not affected by their order."""

from __future__ import annotations

import pytest

from cardtable import i18n


@pytest.fixture(autouse=True)
def english_before_and_after():
    i18n.set_language("en", "auto")
    i18n.set_catalogue({})
    yield
    i18n.set_language("en", "auto")
    i18n.set_catalogue({})
