"""The hostile corpus (issue 25, item 9): every reproducer of ``manifest.yaml`` run under
the default limits ends with the exit code listed beside it, no traceback, one error line,
and leaves what was at its paths (a FIFO, a kept file) as it was."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from mtglogic.cli import main

HERE = Path(__file__).parent
KEPT = "kept"
CASES: list[dict[str, Any]] = yaml.safe_load((HERE / "manifest.yaml").read_text(encoding="utf-8"))


def placeholders(tmp_path: Path) -> dict[str, str]:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "kept.yaml").write_text(KEPT, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    return {"here": str(HERE), "fifo": str(fifo), "kept": str(tmp_path / "kept.yaml"),
            "long": str(tmp_path / ("x" * 300 + ".yaml")), "empty": str(tmp_path / "empty")}


def test_every_family_has_its_file_and_a_reason() -> None:
    for case in CASES:
        assert {"name", "args", "exit", "why"} <= set(case), case
        assert case["exit"] in (0, 1, 2, 3)
        for arg in case["args"]:
            if arg.startswith("{here}/"):
                assert (HERE / arg.removeprefix("{here}/")).exists(), arg
    assert len({c["name"] for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_reproducer(case: dict[str, Any], tmp_path: Path) -> None:
    where = placeholders(tmp_path)
    args = [arg.format(**where) for arg in case["args"]]
    stdin = (HERE / case["stdin"]).read_bytes() if "stdin" in case else None
    result = CliRunner().invoke(main, args, input=stdin, catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"uncaught {type(result.exception).__name__}") \
            from result.exception
    assert result.exit_code == case["exit"], (result.exit_code, result.stderr[-300:])
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    if case["exit"] in (2, 3) and not result.stdout:
        errors = [line for line in result.stderr.splitlines()
                  if line.startswith("mtglogic: error:")]
        assert len(errors) == 1 and result.stderr.endswith(errors[0] + "\n"), result.stderr
    if "stdout_has" in case:
        assert case["stdout_has"] in result.stdout
    if "stderr_has" in case:
        assert case["stderr_has"] in result.stderr, result.stderr
    assert Path(where["fifo"]).is_fifo()
    assert Path(where["kept"]).read_text(encoding="utf-8") == KEPT
