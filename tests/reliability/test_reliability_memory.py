"""Memory stops at exit 3 with the partial answer, never a crash (issue 25, item 3).

A board that explodes: 16 damage modifiers on one event, none interchangeable (each adds
a different amount or doubles/triples), so the replacement search keeps a distinct state
for almost every subset of used effects and order of the non-commuting ones: far more
than 100 or 200 MiB hold. Each run is bounded by --timeout and --max-states, so a run that
does not stop on memory stops on those (and the test fails on the limit's name). Its many
distinct outcomes would stop the search early at the default --max-outcomes
(test_reliability_early_stops.py): these runs raise it out of the way.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import click
import pytest
import yaml
from click.testing import CliRunner
from reliability_support import ONE_LINE_ERROR

from mtglogic.budget import MEMORY_CHECK_EVERY, Budget
from mtglogic.cli.memory import address_space, stop_point
from mtglogic.cli.options import run_safely
from mtglogic.errors import EXIT_BUDGET, BudgetExceeded
from mtglogic.memory_use import MIB, RESERVE

needs_proc = pytest.mark.skipif(address_space() is None, reason="no /proc/self/statm")
CRASHES = {134, 139, -6, -11}  # abort and segmentation fault, as exit codes or signals
MANY_OUTCOMES = ("--max-outcomes", "1000000000")


def exploding_board() -> dict[str, Any]:
    objects: list[dict[str, Any]] = []
    for i in range(16):
        instead = {"add": i + 1} if i % 2 == 0 else {"multiply": 2 if i % 4 == 1 else 3}
        objects.append({
            "id": f"m{i}", "name": f"Modifier {i}", "types": ["enchantment"],
            "controller": "p1",
            "abilities": [{"replacement": {
                "text": "A creature you control deals modified damage.",
                "watch": {"event": "damage",
                          "source": {"type": "creature", "controller": "you"}},
                "instead": instead}}]})
    objects.append({"id": "bear", "name": "Bear", "types": ["creature"], "power": 2,
                    "toughness": 2, "controller": "p1"})
    return {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "hit", "damage": {"source": "bear", "to": "p2", "amount": 2}}]}


def run(tmp_path: Path, *options: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    board = tmp_path / "explode.yaml"
    board.write_text(yaml.safe_dump(exploding_board()), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "mtglogic", "replace", str(board),
                           "--timeout", str(timeout), *MANY_OUTCOMES, *options],
                          capture_output=True, text=True, timeout=timeout + 180, check=False)


@needs_proc
@pytest.mark.parametrize("megabytes", ["100", "200"])
def test_the_search_stops_at_the_memory_limit(tmp_path: Path, megabytes: str) -> None:
    done = run(tmp_path, "--max-memory", megabytes, "--max-states", "5000000")
    assert done.returncode not in CRASHES, done.stderr[-2000:]
    assert done.returncode == EXIT_BUDGET, done.stderr[-2000:]
    assert ONE_LINE_ERROR.match(done.stderr), done.stderr[-2000:]
    assert f"limit reached: max-memory = {megabytes} MiB" in done.stderr
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stderr
    assert done.stdout.startswith("PARTIAL ANSWER: stopped at a limit (max-memory")


@needs_proc
def test_the_default_memory_limit_with_a_state_bound(tmp_path: Path) -> None:
    """Under the default --max-memory, the same board stops at its --max-states bound: the
    bound is reached well inside the memory the default leaves (30,000 states), with a clock
    far beyond what those states take even on a loaded machine, so that no machine's load
    makes another limit come first."""
    done = run(tmp_path, "--max-states", "30000", "--json", timeout=900)
    assert done.returncode == EXIT_BUDGET, done.stderr[-2000:]
    assert ONE_LINE_ERROR.match(done.stderr), done.stderr[-2000:]
    assert "limit reached: max-states = 30000" in done.stderr
    assert '"partial"' in done.stdout and '"unfinished": true' in done.stdout


def test_the_budget_watches_memory_every_few_states() -> None:
    """A stop point already passed (1 byte) stops the search at the first reading, after
    MEMORY_CHECK_EVERY states; with no stop point, no reading stops it."""
    budget = Budget(memory_stop=1, max_memory=7)
    for _ in range(MEMORY_CHECK_EVERY - 1):
        budget.tick("states")
    if address_space() is None:
        return
    with pytest.raises(BudgetExceeded) as stopped:
        budget.tick("states")
    assert stopped.value.limit_name == "max-memory" and stopped.value.limit == "7 MiB"
    free = Budget()
    for _ in range(3 * MEMORY_CHECK_EVERY):
        free.tick("states")


def test_searches_stop_a_margin_under_the_ceiling() -> None:
    # 100 MiB of room: 15% is 15 MiB, above the 12 MiB floor; 20 MiB: the 12 MiB floor.
    assert stop_point(1000 * MIB, 100 * MIB) == 985 * MIB
    assert stop_point(1000 * MIB, 20 * MIB) == 988 * MIB


def test_the_reserve_is_freed_before_the_memory_error_is_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    @click.command()
    @run_safely
    def hungry() -> None:
        RESERVE.hold(MIB)
        raise MemoryError

    def report(*args: Any, **kwargs: Any) -> None:
        seen.append(RESERVE._block is None)

    monkeypatch.setattr(click, "echo", report)
    result = CliRunner().invoke(hungry, [])
    assert result.exit_code == EXIT_BUDGET and seen == [True]
