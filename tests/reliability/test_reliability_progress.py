"""Progress on a terminal (issue 13): a run longer than a second shows click's progress
bar on stderr when stderr is a terminal (a real pseudo-terminal here), with the states
explored; it is wiped off before the answer and the error line, and never shown with
--json, in a pipe, or for a short run. stdout, a file here, never holds any of it."""
from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest
from test_reliability_trials import nested_subgames

from mtglogic.cli.progress import WIPE
from mtglogic.errors import EXIT_BUDGET, EXIT_OK

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="pseudo-terminals as Linux has them")
BAR = "states (script steps)"


def run(args: list[str], tmp_path: Path, terminal: bool = True) -> tuple[int, str, str]:
    """Exit code, what stderr showed and what stdout wrote, with stderr on a terminal."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS")}
    out_path = tmp_path / "stdout.txt"
    with open(out_path, "wb") as out:
        if not terminal:
            done = subprocess.run([sys.executable, "-m", "mtglogic", *args], stdout=out,
                                  stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                  env=env, timeout=120, check=False)
            return done.returncode, done.stderr.decode(), out_path.read_text()
        master, slave = pty.openpty()
        process = subprocess.Popen([sys.executable, "-m", "mtglogic", *args], stdout=out,
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
    path.write_text(nested_subgames(1000), encoding="utf-8")
    return str(path)


def long_run(deep: str) -> list[str]:
    # Runs until its 2-second --timeout: the bar appears after 1 s.
    return ["subgame", deep, "--max-depth", "2000", "--timeout", "2"]


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


def test_no_bar_for_a_short_run(tmp_path: Path) -> None:
    code, shown, out = run(["layers", "cr-2026/blood-moon-urborg"], tmp_path)
    assert code == EXIT_OK and shown == "" and out.startswith("Ruleset cr-2026")
