"""Finding ruling files and running them."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, InputError, MtglogicError
from mtglogic.loading.yamlio import load_yaml
from mtglogic.paths import data_root
from mtglogic.rulesets import available_rulesets, load_ruleset
from mtglogic.verify.ruling import RULING_KEYS, Verdict, checker_for, ruleset_from_path


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


def builtin_ruling_files(ruleset_id: str | None = None) -> list[Path]:
    """Every ruling of the built-in corpus (of one ruleset, or of all)."""
    ids = [ruleset_id] if ruleset_id else available_rulesets()
    files: list[Path] = []
    for rid in ids:
        files.extend(sorted((data_root() / rid / "rulings").rglob("*.yaml")))
    return files


def collect(paths: list[str]) -> list[Path]:
    """Ruling files under the given files and folders, in a stable order."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise InputError("no such file or folder", raw)
    return files


def run_ruling(path: Path, default_ruleset: str | None, budget_factory) -> RulingResult:
    """Load, check and judge one ruling file; input errors make it 'invalid'."""
    import time

    start = time.perf_counter()
    name, kind, ruleset_id = path.stem, "?", default_ruleset or "?"
    try:
        root = load_yaml(path).mapping(allowed=RULING_KEYS, required=("kind", "scenario", "expect"))
        kind = root["kind"].str()
        name = root["name"].str() if "name" in root else name
        if "ruleset" in root:
            ruleset_id = root["ruleset"].str()
        else:
            ruleset_id = ruleset_from_path(path) or default_ruleset or "cr-2026"
        ruleset = load_ruleset(ruleset_id)
        checker = checker_for(root["kind"])
        verdict: Verdict = checker(root["scenario"], root["expect"], ruleset, budget_factory())
        status = "passed" if verdict.passed else "failed"
        diff = verdict.diff
    except BudgetExceeded as exc:
        status, diff = "limit", [str(exc)]
    except MtglogicError as exc:
        status, diff = "invalid", [str(exc)]
    return RulingResult(str(path), name, kind, ruleset_id, status, diff,
                        time.perf_counter() - start)
