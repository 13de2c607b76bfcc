"""Finding ruling files and checking each (``mtglogic.check_ruling``), timed and judged."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from mtglogic.api import check_ruling, load_ruling
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, InputError, MtglogicError


@dataclass
class RulingResult:
    """The outcome of one ruling file: passed, failed, or invalid (with the error)."""

    path: str
    name: str
    kind: str
    ruleset: str
    status: str  # "passed" | "failed" | "invalid" | "limit" (a limit was reached, exit 3)
    diff: list[str]
    seconds: float = 0.0


def collect(paths: list[str]) -> list[Path]:
    """Ruling files under the given files and folders, in a stable order."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml")))
        elif path.is_file():
            files.append(path)
        else:
            raise InputError("no such file or folder", raw)
    return files


def run_ruling(path: Path, default_ruleset: str | None,
               budget_factory: Callable[[], Budget]) -> RulingResult:
    """Load, check and judge one ruling file; input errors make it 'invalid'."""
    start = time.perf_counter()
    name, kind, ruleset_id = path.stem, "?", default_ruleset or "?"
    try:
        ruling = load_ruling(path, default_ruleset)
        name, kind, ruleset_id = ruling.name, ruling.kind, ruling.ruleset
        verdict = check_ruling(ruling, budget=budget_factory())
        status = "passed" if verdict.passed else "failed"
        diff = verdict.diff
    except BudgetExceeded as exc:
        status, diff = "limit", [str(exc)]
    except MtglogicError as exc:
        status, diff = "invalid", [str(exc)]
    return RulingResult(str(path), name, kind, ruleset_id, status, diff,
                        time.perf_counter() - start)
