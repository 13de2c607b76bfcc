"""Every built-in subgame ruling passes, for both rulesets."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtglogic.budget import Budget
from mtglogic.loading.paths import data_root
from mtglogic.verify.corpus import run_ruling

RULINGS = sorted(data_root().glob("cr-*/rulings/subgame/*.yaml"))


def test_both_rulesets_have_the_same_rulings() -> None:
    names = {rid: {p.name for p in RULINGS if p.parts[-4] == rid} for rid in ("cr-2011", "cr-2026")}
    assert names["cr-2011"] == names["cr-2026"] and len(names["cr-2026"]) >= 12


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: f"{p.parts[-4]}/{p.stem}")
def test_ruling_passes(path: Path) -> None:
    result = run_ruling(path, None, Budget())
    assert result.status == "passed", result.diff
