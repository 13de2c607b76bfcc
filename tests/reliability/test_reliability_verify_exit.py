"""Which exit code `verify` gives when rulings end differently (issue 25, item 6 and the
last of item 14): an invalid ruling (2) wins, then a definite failure (1), then a limit
(3). A failure no higher limit can make pass is never hidden behind "raise the limit"."""
from __future__ import annotations

from pathlib import Path

from reliability_support import check_cli_result, invoke
from test_reliability_verify import FAILING, INVALID, PASSING

from mtglogic.errors import EXIT_BUDGET, EXIT_FAILED, EXIT_INPUT


def verify_folder(tmp_path: Path, files: dict[str, str], *options: str) -> tuple[int, str]:
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = invoke("verify", str(tmp_path), "--timeout", "30", *options)
    check_cli_result(result)
    return result.exit_code, result.stdout


def test_a_failure_beside_a_limit_exits_1(tmp_path: Path) -> None:
    # Each of these rulings takes 13 states (test_verify_counts_states_across_rulings):
    # the first, failing, is checked whole within 20; the second passes 20 and stops.
    code, out = verify_folder(tmp_path, {"a-fail.yaml": FAILING, "b-pass.yaml": PASSING},
                              "--max-states", "20")
    assert out.rstrip().endswith("0 passed, 1 failed, 1 stopped at a limit"), out
    assert code == EXIT_FAILED


def test_an_invalid_ruling_beside_a_failure_and_a_limit_exits_2(tmp_path: Path) -> None:
    code, out = verify_folder(tmp_path, {"a-fail.yaml": FAILING, "b-broken.yaml": INVALID,
                                         "c-pass.yaml": PASSING}, "--max-states", "20")
    assert "1 failed" in out and "1 stopped at a limit" in out and "1 invalid" in out, out
    assert code == EXIT_INPUT


def test_a_limit_alone_exits_3(tmp_path: Path) -> None:
    code, out = verify_folder(tmp_path, {"a-pass.yaml": PASSING, "b-pass.yaml": PASSING},
                              "--max-states", "20")
    assert out.rstrip().endswith("1 passed, 0 failed, 1 stopped at a limit"), out
    assert code == EXIT_BUDGET
