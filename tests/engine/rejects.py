"""`with rejects(Reason.X, seat=0, ...):` - the rules refuse the move inside, for that reason and
with those details (the sentences people read are tested in tests/text)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from enum import Enum

import pytest

from cardtable.engine.core import IllegalAction


@contextmanager
def rejects(reason: Enum, **details: object) -> Iterator[None]:
    with pytest.raises(IllegalAction) as caught:
        yield
    error = caught.value
    assert error.reason is reason, str(error)
    assert {key: error.details.get(key) for key in details} == details, str(error)
