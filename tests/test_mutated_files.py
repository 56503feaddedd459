"""Property: a mutated scenario, save, settings or theme file (byte flips, truncation, wrong
types at every key, huge numbers, deep nesting, aliases, tags) gets a clean message and exit 2,
or a fallback in the app: never a traceback, never a write outside the data folder.

The same mutator runs at scale in tools/fuzz_files.py (thousands of files, hangs watched).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.fuzz import KINDS, mutate, seed_file, try_file

BOUNDED = settings(
    max_examples=15,
    deadline=None,
    derandomize=True,  # the same examples on every run: CI stays steady and quick
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture
def work(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.mark.parametrize("kind", KINDS)
def test_the_unmutated_files_are_used_as_they_are(work, kind):
    data = seed_file(kind, random.Random(1)).encode("utf-8")
    assert try_file(kind, data, work) in {"clean", "resumable", "finished", "used"}


@pytest.mark.parametrize("kind", KINDS)
@BOUNDED
@given(seed=st.integers(0, 2**32 - 1))
def test_a_mutated_file_gets_a_clean_outcome(work, kind, seed):
    outcome = try_file(kind, mutate(kind, random.Random(seed)), work)
    assert outcome in {
        "clean", "refused", "resumable", "set aside", "finished", "defaults", "used", "fallback",
    }  # fmt: skip


@BOUNDED
@given(kind=st.sampled_from(KINDS), seed=st.integers(0, 2**32 - 1))
def test_mutations_really_break_files(work, kind, seed):
    """The mutator does its job: most mutated files are refused or set aside."""
    broken = sum(
        try_file(kind, mutate(kind, random.Random(seed + n)), work)
        in {"refused", "set aside", "defaults", "fallback"}
        for n in range(3)
    )
    assert broken >= 1
