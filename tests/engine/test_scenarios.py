"""Golden data: every scenario under ../shared/scenarios/ and tests/scenarios/ must pass
`cardtable check` (files are collected automatically, so new ones are picked up)."""

from __future__ import annotations

import os

import pytest

from cardtable.cli import main
from cardtable.engine import scenario
from tests.conftest import OWN_SCENARIOS, SHARED_SCENARIOS

SHARED = sorted(SHARED_SCENARIOS.glob("*.yaml"))
OWN = sorted(OWN_SCENARIOS.glob("*.yaml"))


def test_shared_scenarios_are_present():
    if not SHARED and not os.environ.get("CI"):
        pytest.skip("../shared/scenarios is not beside this checkout")
    assert len(SHARED) >= 7, f"expected the shared scenario files in {SHARED_SCENARIOS}"


@pytest.mark.parametrize("path", SHARED + OWN, ids=lambda p: p.name)
def test_scenario_passes_check(path, capsys):
    assert main(["check", str(path)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("path", SHARED + OWN, ids=lambda p: p.name)
def test_scenario_expectations_are_all_checked(path):
    """Each file's expect block is compared key by key (and none of them stops on an error)."""
    loaded = scenario.load(path)
    result = scenario.replay(loaded)
    assert loaded.expect, "golden files must say what they expect"
    assert result.error is None or "error" in loaded.expect
    output = scenario.summarise(result)
    for key in loaded.expect:
        assert key in output, key
