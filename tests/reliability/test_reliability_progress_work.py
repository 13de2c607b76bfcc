"""Progress by work done (issue 25, conventions): when the total is known, the bar fills
by the work done of it and says the time left at the pace so far; `verify` counts its
rulings (no longer the share of --max-states, at 5% with 184 of 194 rulings done),
`replace` the states its order count sweeps of those its search found, and the orders
it lists of those to list. Timed by fake clocks only: nothing here reads the wall clock."""
from __future__ import annotations

import itertools
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner
from test_reliability_memory import exploding_board
from test_reliability_progress import FakeClock
from test_reliability_verify import PASSING

from mtglogic.budget import Budget
from mtglogic.cli import main, progress
from mtglogic.cli.progress import STEPS, WORK_KEY, Progress, time_left
from mtglogic.errors import EXIT_OK


def test_time_left_at_the_pace_so_far() -> None:
    # 10 s for 1 of 4: 10 s each, 3 left -> 30 s. 40 s for 2 of 5: 20 s each, 3 left -> 60 s.
    assert time_left(10.0, 1, 4) == ", ~30s left"
    assert time_left(40.0, 2, 5) == ", ~1m 00s left"
    assert time_left(5.0, 0, 3) == "" and time_left(5.0, 3, 3) == ""


def test_the_commands_own_work_fills_the_bar() -> None:
    # Made at 0; at 2 s 1 of 4 rulings done: 2 s each, 3 left -> ~6s; the bar at 1/4 of
    # its 1000 steps. At 3 s, 3 of 4: 1 s each, 1 left -> ~1s, 3/4 of the bar.
    bar = Progress(click.Context(main), FakeClock(0.0, 2.0, 3.0))
    budget = Budget(timeout=60.0, max_states=1_000_000)
    budget.states = 50_000  # 5% of --max-states: no longer what the bar shows
    bar.context.meta[WORK_KEY] = (1, 4, "rulings")
    bar(budget)
    assert bar.bar.label == "1 of 4 rulings, ~6s left" and bar.bar.pos == STEPS // 4
    bar.context.meta[WORK_KEY] = (3, 4, "rulings")
    bar(budget)
    assert bar.bar.label == "3 of 4 rulings, ~1s left" and bar.bar.pos == 3 * STEPS // 4
    bar.end()


def test_an_engines_work_fills_the_bar_and_is_said_when_it_changes() -> None:
    # budget.progress draws at once: 500 of 2,000 states at 2 s -> 2 s for a quarter, 6 s
    # left; without a known total the bar is back to the states and the time used.
    bar = Progress(click.Context(main), FakeClock(0.0, 2.0, 4.0))
    budget = Budget(timeout=8.0)
    budget.on_tick = bar
    budget.progress(500, 2000, "states counted")
    assert bar.bar.label == "500 of 2,000 states counted, ~6s left"
    assert bar.bar.pos == STEPS // 4
    budget.work, budget.states, budget.doing = None, 7, "replacement search states"
    bar(budget)
    # 4 s of an 8 s --timeout: half the bar.
    assert bar.bar.label == "7 states (replacement search states)" and bar.bar.pos == STEPS // 2
    bar.end()


def run_on_a_terminal(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> tuple[int, str]:
    """A command run here, stderr taken for a terminal, the bar's clock a second later at
    each reading (so it is drawn at each report)."""
    monkeypatch.setattr(progress, "stderr_is_terminal", lambda: True)
    monkeypatch.setattr(progress, "clock", itertools.count().__next__)
    result = CliRunner().invoke(main, args)
    return result.exit_code, result.stderr


def test_verify_counts_its_rulings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("a.yaml", "b.yaml", "c.yaml"):
        (tmp_path / name).write_text(PASSING, encoding="utf-8")
    code, shown = run_on_a_terminal(monkeypatch, ["verify", str(tmp_path)])
    assert code == EXIT_OK
    assert "of 3 rulings" in shown and "states (" not in shown


def test_replace_counts_its_states_and_orders(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    # 8 of the modifiers: more states than the 256 between two reports of the sweep, and
    # 8! = 40,320 orders, of which 200 are listed: reported at 64, 128 and 192 of 200.
    board = exploding_board()
    board["objects"] = board["objects"][:8] + board["objects"][-1:]
    path = tmp_path / "eight.yaml"
    path.write_text(yaml.safe_dump(board), encoding="utf-8")
    code, shown = run_on_a_terminal(monkeypatch, ["replace", str(path), "--orders", "200",
                                                  "--timeout", "1000000"])
    assert code == EXIT_OK, shown
    assert "states counted" in shown
    assert "64 of 200 orders listed" in shown and "192 of 200 orders listed" in shown
