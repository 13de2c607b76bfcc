"""Every built-in replacement ruling passes, and a wrong expectation fails with a diff."""
from __future__ import annotations

from pathlib import Path

import pytest

import mtglogic
from mtglogic.loading.paths import data_root
from mtglogic.loading.yamlio import load_yaml

RULINGS = sorted(data_root().glob("cr-*/rulings/replacement/*.yaml"))


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: f"{p.parts[-4]}/{p.stem}")
def test_ruling_passes(path: Path):
    verdict = mtglogic.check_ruling(path)
    assert verdict.passed, verdict.diff


def test_rulings_cover_both_rulesets():
    assert {p.parts[-4] for p in RULINGS} == {"cr-2011", "cr-2026"}
    assert len(RULINGS) >= 20


def test_wrong_expectation_fails_with_diff():
    path = data_root() / "cr-2026/rulings/replacement/hardened-scales-doubling-season.yaml"
    ruling = load_yaml(path).value
    ruling["expect"] = {"counter": {"chooser": "p2", "outcomes": {"4 +1/+1 counters on bear": 2}}}
    verdict = mtglogic.check_ruling(ruling, "cr-2026")
    assert not verdict.passed
    text = "\n".join(verdict.diff)
    assert "chooser" in text and "unexpected outcome '3 +1/+1" in text and "orders" in text
