"""One budget for the whole command (issue 13): --timeout refuses what is not a number of
seconds, verify shares its time and states across rulings, a memory ceiling turns running
out of memory into exit 3, generated subgame cards are capped per file, printing the answer
is part of the command's time, and --max-depth is offered only where subgames are played."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from reliability_support import ONE_LINE_ERROR, check_cli_result, invoke
from test_reliability_trials import nested_subgames
from test_reliability_verify import PASSING

from mtglogic.budget import Budget
from mtglogic.cli.memory import address_space
from mtglogic.cli.options import echo_lines, run_safely
from mtglogic.errors import EXIT_BUDGET, EXIT_INPUT, EXIT_OK, BudgetExceeded
from mtglogic.loading.subgame import MAX_CARDS
from mtglogic.verify import corpus

needs_proc = pytest.mark.skipif(address_space() is None, reason="no /proc/self/statm")


def error_of(*args: str, code: int = EXIT_INPUT) -> str:
    result = invoke(*args)
    check_cli_result(result)
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stderr


# -- --timeout ----------------------------------------------------------------------------------
@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf", "1e400", "-1", "-0.5", "0",
                                   "ten"])
def test_timeout_must_be_a_number_of_seconds(value: str) -> None:
    stderr = error_of("layers", "--card", "Humility", "--timeout", value)
    assert "Invalid value for '--timeout'" in stderr and "number of seconds" in stderr


def test_max_depth_only_where_subgames_are_played_or_the_stack_resolves() -> None:
    # --max-depth bounds subgame nesting and, with replace --resolve, the abilities one
    # line of the stack resolves: the commands without either don't take it.
    for command in ("layers", "deps"):
        assert "--max-depth" not in invoke(command, "--help").stdout
    for command in ("subgame", "verify", "replace"):
        assert "--max-depth" in invoke(command, "--help").stdout
    stderr = error_of("layers", "--card", "Humility", "--max-depth", "3")
    assert "No such option" in stderr and "--max-depth" in stderr


# -- verify: one budget ---------------------------------------------------------------------------
def test_verify_counts_states_across_rulings(tmp_path: Path) -> None:
    """Each copy of the ruling takes 13 states: the second passes the command's 20."""
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_text(PASSING, encoding="utf-8")
    result = invoke("verify", str(tmp_path), "--max-states", "20", "--timeout", "20")
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert result.stdout.rstrip().endswith("1 passed, 0 failed, 1 stopped at a limit")


def test_verify_timeout_is_the_whole_commands(tmp_path: Path) -> None:
    """A ruling that runs until the timeout leaves the next one unchecked, not given a new
    timeout of its own."""
    # 6,000 nested subgames: several seconds since the recorder is linear in the depth
    # (1,000 now take under one), well past the 1 s timeout
    deep = "kind: subgame\nname: deep\nscenario:\n" + "".join(
        f"  {line}\n" for line in nested_subgames(6_000).splitlines()) + "expect: {}\n"
    (tmp_path / "a-deep.yaml").write_text(deep, encoding="utf-8")
    (tmp_path / "b-pass.yaml").write_text(PASSING, encoding="utf-8")
    result = invoke("verify", str(tmp_path), "--max-depth", "10000", "--timeout", "1")
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert "limit reached: timeout = 1.0s" in result.stdout
    assert "not checked: the command's limit --timeout 1.0s was reached before it" in \
        result.stdout
    assert result.stdout.rstrip().endswith("0 passed, 0 failed, 2 stopped at a limit")


# -- memory ----------------------------------------------------------------------------------
@needs_proc
def test_max_memory_stops_a_real_process() -> None:
    """10,000 Grizzly Bears take about 80 MiB more than the program at rest."""
    args = [arg for _ in range(10_000) for arg in ("--card", "Grizzly Bears")]
    done = subprocess.run([sys.executable, "-m", "mtglogic", "layers", *args, "--timeout", "30",
                           "--max-memory", "24"], capture_output=True, timeout=120, check=False)
    stderr = done.stderr.decode()
    assert done.returncode == EXIT_BUDGET, stderr
    assert ONE_LINE_ERROR.match(stderr), stderr
    assert "limit reached: max-memory = 24 MiB" in stderr and "--max-memory" in stderr


def test_memory_error_is_exit_3() -> None:
    @click.command()
    @run_safely
    def hungry() -> None:
        raise MemoryError

    result = CliRunner().invoke(hungry, [])
    assert result.exit_code == EXIT_BUDGET and ONE_LINE_ERROR.match(result.stderr)
    assert "limit reached: max-memory" in result.stderr


def test_memory_error_in_one_ruling_is_its_limit(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    def hungry(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(corpus, "check_ruling", hungry)
    (tmp_path / "a.yaml").write_text(PASSING, encoding="utf-8")
    result = invoke("verify", str(tmp_path))
    assert result.exit_code == EXIT_BUDGET
    assert "checking this ruling ran out of memory" in result.stdout


@needs_proc
def test_the_memory_ceiling_is_put_back_after_the_command() -> None:
    import resource

    before = resource.getrlimit(resource.RLIMIT_AS)
    assert invoke("layers", "--card", "Humility", "--max-memory", "100").exit_code == EXIT_OK
    assert resource.getrlimit(resource.RLIMIT_AS) == before


# -- generated objects ---------------------------------------------------------------------------
def test_subgame_library_counts_are_summed_across_the_file(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    half = MAX_CARDS // 2 + 1
    path.write_text(f"players:\n  A:\n    library: [{{count: {half}, prefix: a}}]\n"
                    f"  B:\n    library: [{{count: {half}, prefix: b}}]\nsteps:\n  - draw: A\n",
                    encoding="utf-8")
    stderr = error_of("subgame", str(path), "--timeout", "20")
    assert f"more than the limit of {MAX_CARDS} cards in one scenario" in stderr


# -- printing is part of the command ---------------------------------------------------------------
def test_printing_checks_the_commands_clock() -> None:
    budget = Budget(timeout=0.01)
    budget.started -= 1
    with pytest.raises(BudgetExceeded, match="printing the answer"):
        echo_lines(iter(["a line"]), budget)
