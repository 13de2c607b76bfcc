"""Finding ruling files and checking each (``mtglogic.check_ruling``), timed and judged."""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from mtglogic.api import check_ruling, load_ruling
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, InputError, MtglogicError, too_many_digits
from mtglogic.loading.cases import CASE_SUFFIX, load_cases
from mtglogic.loading.folders import files_under
from mtglogic.loading.ruling_names import ruling_name, ruling_path
from mtglogic.loading.rulings import RULING_KINDS, ruleset_from_path
from mtglogic.loading.yamlio import YAML_SUFFIXES
from mtglogic.verdict import Verdict
from mtglogic.verify.cases import check_case


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
    ruling: str = ""  # its name, as `mtglogic rulings` lists it; a file of one's own: its path


UNKNOWN = "?"  # a kind or ruleset that cannot be told (null in JSON)


def where_it_sits(path: Path, default_ruleset: str | None) -> dict[str, str]:
    """What a ruling file's place says, without reading it (its time is spent, or it
    cannot be read): its name as reports show it, its kind by the folder it sits in
    (``rulings/layers/...``), its ruleset by its ``cr-XXXX`` folder, else the default."""
    kind = next((part for part in reversed(path.parent.parts) if part in RULING_KINDS),
                UNKNOWN)
    try:
        ruleset = ruleset_from_path(path) or default_ruleset or UNKNOWN
    except (OSError, ValueError):
        ruleset = default_ruleset or UNKNOWN
    return {"name": ruling_id(path), "kind": kind, "ruleset": ruleset}


def ruling_id(path: Path) -> str:
    """What names a ruling file in reports a CI filters on: a built-in ruling's name
    (``cr-2026/blood-moon-urborg``), else the file's path as reports show it."""
    try:
        return ruling_name(path.resolve())
    except (ValueError, OSError, IndexError):
        return shown_path(path)


RULING_SUFFIXES = YAML_SUFFIXES


def collect(paths: list[str]) -> list[Path]:
    """Ruling files under the given files, folders and built-in ruling names, in a stable order. A folder with no
    ruling file is an error (a mistyped folder would otherwise pass, checking nothing);
    a FIFO or a device found there is kept, for the loader to refuse it by name; a
    subfolder that cannot be read is an error too (its rulings would not run)."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = files_under(path, RULING_SUFFIXES)
            if not found:
                raise InputError("no ruling files (*.yaml, *.yml) in this folder", raw)
            files.extend(found)
        elif path.exists():
            files.append(path)  # a file; the loader refuses what is not a regular one
        elif path.suffix in (*RULING_SUFFIXES, CASE_SUFFIX):
            raise InputError("no such file or folder", raw)
        else:
            files.append(ruling_path(raw))
    return files


def shown_path(path: Path) -> str:
    """A path as reports show it: relative to the current folder when inside it, and with
    the bytes of a file name that is not UTF-8 written as ``\\xNN`` (printable text)."""
    absolute = Path(os.path.abspath(path))
    try:
        shown = str(absolute.relative_to(Path.cwd()))
    except (ValueError, OSError):
        shown = str(path)
    return os.fsencode(shown).decode("utf-8", "backslashreplace")


def printable(text: str) -> str:
    """Text that can be printed and written as UTF-8 (a lone surrogate, which only a file
    name can bring, is written as ``\\udcxx``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def judged(check: Callable[[], Verdict]) -> tuple[str, list[str]]:
    """The status and differences of one check; input errors make it 'invalid', a limit
    reached 'limit'. Each ruling fails alone: one nested too deeply for the checker, or
    one that meets a fault of the checker itself, is 'invalid' with what happened, and
    the others are still checked and reported."""
    try:
        verdict = check()
        return ("passed" if verdict.passed else "failed"), verdict.diff
    except BudgetExceeded as exc:
        return "limit", [exc.cli_message()]
    except MtglogicError as exc:
        return "invalid", [str(exc)]
    except MemoryError:
        return "limit", ["limit reached: max-memory; checking this ruling ran out of "
                         "memory; raise it with --max-memory"]
    except RecursionError:
        return "invalid", ["input nested too deeply for the checker"]
    except Exception as exc:  # a fault of the checker is this ruling's, not the report's
        limit = too_many_digits(exc)
        if limit is not None:
            return "limit", [str(limit)]
        return "invalid", [f"internal error: {type(exc).__name__}: {exc} (a fault of "
                           f"mtglogic; please report it with this ruling)"]


def run_ruling(path: Path, default_ruleset: str | None, budget: Budget) -> RulingResult:
    """Load, check and judge one ruling file within ``budget`` (the whole command's: its
    time and states are shared by every ruling); input errors make it 'invalid'."""
    start = time.perf_counter()
    found = where_it_sits(path, default_ruleset)

    def check() -> Verdict:
        ruling = load_ruling(path, default_ruleset)
        found.update(name=ruling.name, kind=ruling.kind, ruleset=ruling.ruleset)
        return check_ruling(ruling, budget=budget)

    status, diff = judged(check)
    return RulingResult(shown_path(path), printable(found["name"]), found["kind"],
                        found["ruleset"], status, [printable(line) for line in diff],
                        time.perf_counter() - start, ruling_id(path))


def run_case_file(path: Path, budget: Budget) -> list[RulingResult]:
    """Check every case of a JSON Lines file (``mtglogic export``'s), each a result named
    by its id and located at its line; a line that is not a case is 'invalid'."""
    shown = shown_path(path)
    try:
        items = list(load_cases(path))
    except InputError as exc:
        return [RulingResult(shown, printable(path.stem), "?", "?", "invalid",
                             [printable(str(exc))], ruling=shown)]
    results = []
    for item in items:
        if isinstance(item, InputError):
            where = f"{shown}:{item.line}"
            results.append(RulingResult(where, printable(path.stem), "?", "?", "invalid",
                                        [printable(str(item))], ruling=where))
            continue
        where, ruling = f"{shown}:{item.line}", item.ruling
        if budget.spent():
            results.append(RulingResult(where, printable(ruling.name), ruling.kind,
                                        ruling.ruleset, "limit",
                                        ["not checked: the command's limit was reached "
                                         "before it"], ruling=printable(item.id)))
            continue
        start = time.perf_counter()
        status, diff = judged(partial(check_case, item, budget))
        results.append(RulingResult(where, printable(ruling.name), ruling.kind,
                                    ruling.ruleset, status, [printable(d) for d in diff],
                                    time.perf_counter() - start, printable(item.id)))
    return results


def not_checked(path: Path, default_ruleset: str | None, budget: Budget) -> RulingResult:
    """A ruling left unchecked because the command's time or states ran out."""
    spent = (f"--max-states {budget.max_states}" if budget.states > budget.max_states
             else f"--timeout {budget.timeout}s")
    found = where_it_sits(path, default_ruleset)
    return RulingResult(shown_path(path), printable(found["name"]), found["kind"],
                        found["ruleset"], "limit",
                        [f"not checked: the command's limit {spent} was reached before it"],
                        ruling=ruling_id(path))


def run_rulings(files: list[Path], default_ruleset: str | None, budget: Budget,
                note: Callable[[str], None] = lambda text: None,
                done: Callable[[int, int, str], None] = lambda count, total, what: None,
                ) -> list[RulingResult]:
    """Check every file within one budget; once it is spent the rest are not checked.
    ``done`` hears how many rulings are done of the total, before each and at the end."""
    results = []
    for index, path in enumerate(files, 1):
        done(index - 1, len(files), "rulings")
        if budget.spent():
            results.append(not_checked(path, default_ruleset, budget))
            continue
        note(f"checking ruling {path} ({index} of {len(files)})")
        if path.suffix == CASE_SUFFIX:
            results.extend(run_case_file(path, budget))
        else:
            results.append(run_ruling(path, default_ruleset, budget))
    done(len(files), len(files), "rulings")
    return results
