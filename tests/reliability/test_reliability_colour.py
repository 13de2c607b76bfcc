"""Colour on terminals (issue 13): verify's PASS / FAIL / ERROR / LIMIT, its summary, the
error, warning and note prefixes and the headings of the engines' answers are styled when
printing to a terminal (click's ``color=True`` stands for one here), never under
``NO_COLOR`` (https://no-color.org: set and not empty), never in a pipe or a file (click's
default in CliRunner), never in ``--json``."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from test_reliability_verify import FAILING, INVALID, PASSING

from mtglogic.cli import main

ANSI = re.compile(r"\x1b\[[0-9;]*m")
GREEN, RED, YELLOW, BOLD = "\x1b[32m", "\x1b[31m", "\x1b[33m", "\x1b[1m"


def run(*args: str, color: bool = True, no_color: str | None = None) -> Result:
    env = {"NO_COLOR": no_color}  # None: the variable is unset
    return CliRunner().invoke(main, list(args), color=color, env=env)


@pytest.fixture
def rulings(tmp_path: Path) -> Path:
    (tmp_path / "a-pass.yaml").write_text(PASSING, encoding="utf-8")
    (tmp_path / "b-fail.yaml").write_text(FAILING, encoding="utf-8")
    (tmp_path / "c-bad.yaml").write_text(INVALID, encoding="utf-8")
    return tmp_path


def test_verify_statuses_are_coloured_on_a_terminal(rulings: Path) -> None:
    lines = run("verify", str(rulings)).stdout.splitlines()
    assert lines[0].startswith(f"{GREEN}{BOLD}PASS ")
    fail = next(line for line in lines if "FAIL" in line)
    error = next(line for line in lines if "ERROR" in line)
    assert fail.startswith(f"{RED}{BOLD}FAIL ") and error.startswith(f"{RED}{BOLD}ERROR")
    assert lines[-1].startswith(RED)  # the summary has the worst status's colour
    limit = run("verify", str(rulings / "a-pass.yaml"), "--max-states", "1").stdout
    assert limit.startswith(f"{YELLOW}{BOLD}LIMIT")


def test_the_error_prefix_is_coloured_on_a_terminal() -> None:
    result = run("layers", "--card", "Humbl")  # fits no name loosely: an error
    assert result.exit_code == 2
    assert result.stderr.startswith(f"{RED}{BOLD}mtglogic: error:")
    assert "did you mean" in ANSI.sub("", result.stderr)


def test_headings_are_bold_and_the_rest_plain() -> None:
    out = run("replace", "cr-2026/hardened-scales-doubling-season").stdout.splitlines()
    assert out[0].startswith(f"{BOLD}ruleset cr-2026")
    assert any(line.startswith(f"{BOLD}event counter:") for line in out)
    assert all("\x1b" not in line for line in out if line.startswith(" "))


@pytest.mark.parametrize("args", [
    ["verify"], ["layers", "cr-2026/blood-moon-urborg", "--explain"],
    ["subgame", "cr-2026/nested-two-deep"], ["deps", "cr-2026/blood-moon-urborg"],
    ["layers", "--card", "Humilty"]], ids=" ".join)
def test_no_color_turns_every_colour_off(args: list[str]) -> None:
    coloured = run(*args)
    assert ANSI.search(coloured.output)
    plain = run(*args, no_color="1")
    assert not ANSI.search(plain.output)
    assert plain.output == ANSI.sub("", coloured.output)  # the same text, only unstyled


def test_an_empty_no_color_does_not_turn_colour_off() -> None:
    # no-color.org: "when present and not an empty string".
    assert ANSI.search(run("verify", "--ruleset", "cr-2011", no_color="").stdout)


def test_no_colour_in_pipes_or_files(rulings: Path) -> None:
    for args in (["verify", str(rulings)], ["layers", "--card", "Humilty"],
                 ["replace", "cr-2026/hardened-scales-doubling-season"]):
        assert not ANSI.search(run(*args, color=False).output)


@pytest.mark.parametrize("args", [
    ["verify", "--ruleset", "cr-2011", "--json"], ["layers", "cr-2026/blood-moon-urborg", "--json"],
    ["replace", "cr-2026/hardened-scales-doubling-season", "--json"],
    ["deps", "cr-2026/blood-moon-urborg", "--format", "dot"], ["rulings", "--json"]],
    ids=" ".join)
def test_json_and_dot_are_never_coloured(args: list[str]) -> None:
    assert not ANSI.search(run(*args).stdout)


def forced(*args: str, color: bool = False, **env: str | None) -> str:
    environment = {"NO_COLOR": None, "FORCE_COLOR": None, **env}
    result = CliRunner().invoke(main, list(args), color=color, env=environment)
    return result.stdout


REPLACE = ("replace", "cr-2026/hardened-scales-doubling-season")


def test_colour_can_be_forced_into_a_pipe() -> None:
    # a pipe (color=False) keeps no style, unless FORCE_COLOR or --color always says so
    assert "\x1b" not in forced(*REPLACE)
    assert forced(*REPLACE, FORCE_COLOR="1").startswith(f"{BOLD}ruleset cr-2026")
    assert forced("--color", "always", *REPLACE).startswith(f"{BOLD}ruleset cr-2026")


def test_colour_can_be_refused_on_a_terminal() -> None:
    assert "\x1b" not in forced("--color", "never", *REPLACE, color=True)


def test_which_wish_wins() -> None:
    # --color first, then NO_COLOR, then FORCE_COLOR
    assert "\x1b" not in forced(*REPLACE, FORCE_COLOR="1", NO_COLOR="1")
    assert forced("--color", "always", *REPLACE, NO_COLOR="1").startswith(BOLD)
    assert "\x1b" not in forced("--color", "never", *REPLACE, FORCE_COLOR="1")
    # and the next command is back to auto: nothing is kept from one run to the next
    assert "\x1b" not in forced(*REPLACE)
