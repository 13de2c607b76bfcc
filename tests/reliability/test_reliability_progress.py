"""Progress on a terminal (issue 13): a run longer than a second shows click's progress
bar on stderr when stderr is a terminal (a real pseudo-terminal here), with the states
explored; it is wiped off before the answer and the error line, and never shown with
--json, in a pipe, or for a short run. stdout, a file here, never holds any of it.

What "longer than a second" means is tested with a fake clock (issue 22), on a terminal
and in-process: a run whose clock never reaches the delay shows nothing however long the
loaded machine takes, one whose clock passes it shows the bar; runs are stopped by
--max-states, not by the wall clock."""
from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from test_reliability_trials import nested_subgames

from mtglogic.budget import Budget
from mtglogic.cli import main, progress
from mtglogic.cli.progress import DELAY, EVERY, STEPS, WIPE, Progress
from mtglogic.errors import EXIT_BUDGET, EXIT_OK

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="pseudo-terminals as Linux has them")
BAR = "states (script steps)"
# ``python -m mtglogic``, with the progress bar's clock a second later at each reading.
FAKE_CLOCK_MAIN = ("import itertools, sys\n"
                   "from mtglogic.cli import main, progress\n"
                   "progress.clock = itertools.count().__next__\n"
                   "main(sys.argv[1:], prog_name='mtglogic')\n")


def run(args: list[str], tmp_path: Path, terminal: bool = True) -> tuple[int, str, str]:
    """Exit code, what stderr showed and what stdout wrote, with stderr on a terminal
    (the bar's clock a fake one, a second later at each reading)."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS")}
    out_path = tmp_path / "stdout.txt"
    with open(out_path, "wb") as out:
        if not terminal:
            done = subprocess.run([sys.executable, "-c", FAKE_CLOCK_MAIN, *args], stdout=out,
                                  stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                  env=env, timeout=120, check=False)
            return done.returncode, done.stderr.decode(), out_path.read_text()
        master, slave = pty.openpty()
        process = subprocess.Popen([sys.executable, "-c", FAKE_CLOCK_MAIN, *args], stdout=out,
                                   stderr=slave, stdin=subprocess.DEVNULL, env=env)
        os.close(slave)
        shown = b""
        while True:
            ready, _, _ = select.select([master], [], [], 1.0)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the other end closed: the process has ended
                    break
                if not chunk:
                    break
                shown += chunk
            elif process.poll() is not None:
                break
        os.close(master)
        code = process.wait(timeout=120)
    return code, shown.decode(errors="replace"), out_path.read_text()


@pytest.fixture
def deep(tmp_path: Path) -> str:
    path = tmp_path / "deep.yaml"
    path.write_text(nested_subgames(200), encoding="utf-8")
    return str(path)


def long_run(deep: str) -> list[str]:
    # 599 steps, stopped after 300 states (script steps and subgame starts), its clock
    # past the 1 s delay from the second reading on, whatever the machine's load.
    return ["subgame", deep, "--max-depth", "2000", "--max-states", "300"]


def test_a_long_run_shows_a_bar_on_a_terminal(deep: str, tmp_path: Path) -> None:
    code, shown, out = run(long_run(deep), tmp_path)
    assert code == EXIT_BUDGET
    assert BAR in shown and "[#" in shown  # click's bar, with the states explored
    bar_ends = shown.rindex(WIPE)
    assert "mtglogic: error:" in shown[bar_ends:]  # wiped off before the error line
    assert "mtglogic: error:" not in shown[:bar_ends]
    assert out.startswith("PARTIAL ANSWER") and "\r" not in out and BAR not in out


def test_no_bar_with_json(deep: str, tmp_path: Path) -> None:
    code, shown, out = run([*long_run(deep), "--json"], tmp_path)
    assert code == EXIT_BUDGET and BAR not in shown and WIPE not in shown
    assert out.startswith("{")


def test_no_bar_in_a_pipe(deep: str, tmp_path: Path) -> None:
    code, shown, _ = run(long_run(deep), tmp_path, terminal=False)
    assert code == EXIT_BUDGET
    assert shown.count("\n") == 1 and shown.startswith("mtglogic: error:")


class FakeClock:
    """A clock that reads ``times`` in turn, then keeps the last (seconds)."""

    def __init__(self, *times: float) -> None:
        self.times = list(times)

    def __call__(self) -> float:
        return self.times.pop(0) if len(self.times) > 1 else self.times[0]


def run_in_process(monkeypatch: pytest.MonkeyPatch, clock: FakeClock,
                   args: list[str]) -> tuple[int, str, str]:
    """Exit code, stderr and stdout of a command run here, stderr taken for a terminal and
    the progress bar timed by ``clock``."""
    monkeypatch.setattr(progress, "stderr_is_terminal", lambda: True)
    monkeypatch.setattr(progress, "clock", clock)
    result = CliRunner().invoke(main, args)
    return result.exit_code, result.stderr, result.stdout


def test_no_bar_for_a_short_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # The clock stays 0.5 s after the start (under DELAY = 1 s), however long the machine
    # takes: no bar, no wipe, nothing on stderr.
    code, shown, out = run_in_process(monkeypatch, FakeClock(0.0, DELAY / 2),
                                      ["layers", "cr-2026/blood-moon-urborg"])
    assert code == EXIT_OK and shown == "" and out.startswith("Ruleset cr-2026")


def test_a_bar_once_the_delay_has_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    # The same command, its clock 2 s after the start from the first tick on: the bar's
    # label (states and what they are) is shown, then wiped off before the answer.
    code, shown, out = run_in_process(monkeypatch, FakeClock(0.0, 2 * DELAY),
                                      ["layers", "cr-2026/blood-moon-urborg"])
    assert code == EXIT_OK and "states (" in shown and shown.endswith(WIPE)
    assert out.startswith("Ruleset cr-2026") and WIPE not in out


def test_no_bar_with_json_whatever_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    code, shown, out = run_in_process(monkeypatch, FakeClock(0.0, 2 * DELAY),
                                      ["layers", "cr-2026/blood-moon-urborg", "--json"])
    assert code == EXIT_OK and shown == "" and out.startswith("{")


def test_redrawn_at_most_every_fifth_of_a_second(capsys: pytest.CaptureFixture[str]) -> None:
    # Made at 0; ticks at 0.5 (before DELAY: nothing), 1.0 (drawn), 1.125 (less than
    # EVERY = 0.2 s after the last drawing: kept), 1.25 (0.25 s after: redrawn).
    clock = FakeClock(0.0, 0.5, 1.0, 1.125, 1.25)
    bar = Progress(click.Context(main), clock)
    budget = Budget(timeout=4.0)
    labels = []
    for states in (1, 2, 3, 4):
        budget.states, budget.doing = states, "script steps"
        bar(budget)
        labels.append(bar.bar.label if bar.bar is not None else None)
    assert EVERY == 0.2 and DELAY == 1.0
    assert labels == [None, "2 states (script steps)", "2 states (script steps)",
                      "4 states (script steps)"]
    # 1.25 s of a 4 s --timeout: 1.25 / 4 = 0.3125 of the bar's 1000 steps, 312.
    assert bar.bar.pos == int(1.25 / 4.0 * STEPS) == 312
    bar.end()
    assert bar.bar is None and capsys.readouterr().err.endswith(WIPE)
    bar(budget)  # never drawn again once wiped off
    assert bar.bar is None and capsys.readouterr().err == ""
