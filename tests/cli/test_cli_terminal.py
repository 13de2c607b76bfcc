"""Terminal conventions (issue 38): a terminal that reports no size gets 80 columns, every
ruling's answer fits 80 columns, --color works after the subcommand, FORCE_COLOR and
TERM=dumb are read as their conventions say, and each command's help ends with examples
that run."""
from __future__ import annotations

import os
import shlex
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtglogic import text
from mtglogic.api import list_rulings
from mtglogic.cli import main
from mtglogic.cli.examples import EXAMPLES
from mtglogic.cli.main import COMMANDS

BOLD = "\x1b[1m"
REPLACE = ["replace", "cr-2026/hardened-scales-doubling-season"]


def run(args: list[str], color: bool = False, **env: str | None) -> Any:
    environment = {"NO_COLOR": None, "FORCE_COLOR": None, "TERM": None, "COLUMNS": None,
                   **env}
    return CliRunner().invoke(main, args, color=color, env=environment)


class _Terminal:
    """stdout as a terminal that reports SIZE columns (0: no size, as under `script`)."""

    def __init__(self, size: int) -> None:
        self.size = size

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        return 1


@pytest.mark.parametrize(("size", "columns", "expected"), [
    (0, None, 80),     # a terminal that reports no size: 80, not 20
    (0, "0", 80),      # COLUMNS=0 says nothing either
    (132, None, 132),  # a real size is kept
    (10, None, 20),    # a real terminal narrower than 20 still gets 20
    (0, "100", 100),   # COLUMNS first
])
def test_the_width_of_a_terminal(monkeypatch: pytest.MonkeyPatch, size: int,
                                 columns: str | None, expected: int) -> None:
    monkeypatch.setattr(text.sys, "stdout", _Terminal(size))
    monkeypatch.setattr(text.os, "get_terminal_size",
                        lambda fd: os.terminal_size((size, 24)))
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert text.terminal_width() == expected


def columns(line: str) -> int:
    """The width of LINE on a terminal: wide characters take two columns."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else
               0 if unicodedata.combining(c) else 1 for c in line)


COMMAND_OF = {"layers": "layers", "replacement": "replace", "subgame": "subgame"}


@pytest.mark.parametrize("kind", sorted(COMMAND_OF))
def test_every_rulings_answer_fits_80_columns(kind: str) -> None:
    # Measured in columns, not bytes: an em dash is one column but three bytes of UTF-8.
    wide = []
    for ruling in list_rulings(kind=kind):
        for extra in ([], ["--explain"]):
            result = run([COMMAND_OF[kind], ruling["name"], *extra])
            wide += [(ruling["name"], line) for line in result.stdout.splitlines()
                     if columns(line) > 80]
    assert wide == []


def test_color_after_the_subcommand() -> None:
    assert run([*REPLACE, "--color", "always"]).stdout.startswith(BOLD)
    assert run(["--color", "always", *REPLACE]).stdout.startswith(BOLD)
    assert BOLD not in run([*REPLACE, "--color", "never"], color=True).stdout
    assert BOLD not in run(["cards", "list", "Humility", "--color", "never"], color=True).stdout


@pytest.mark.parametrize(("env", "terminal", "coloured"), [
    ({"FORCE_COLOR": "1"}, False, True),       # force-color.org: set and not empty
    ({"FORCE_COLOR": "yes"}, False, True),
    ({"FORCE_COLOR": ""}, False, False),       # empty: as if unset
    ({"FORCE_COLOR": "0"}, True, False),       # 0 and false ask for no colour
    ({"FORCE_COLOR": "false"}, True, False),
    ({"TERM": "dumb"}, True, False),           # a terminal with no escape sequences
    ({"TERM": "dumb", "FORCE_COLOR": "1"}, False, True),
    ({"TERM": "xterm-256color"}, True, True),
    ({"NO_COLOR": "1", "FORCE_COLOR": "1"}, True, False),  # NO_COLOR first
])
def test_force_color_and_dumb_terminals(env: dict[str, str], terminal: bool,
                                        coloured: bool) -> None:
    assert run(REPLACE, color=terminal, **env).stdout.startswith(BOLD) is coloured


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_commands_help_ends_with_examples(name: str) -> None:
    help_text = run([name, "--help"]).stdout
    assert "Examples:" in help_text
    examples = help_text[help_text.index("Examples:"):]
    assert all(command.split("\n")[0] in examples for _, command in EXAMPLES[name])
    assert max(len(line) for line in help_text.splitlines()) <= 80


EXAMPLE_LINES = [(name, command) for name in sorted(EXAMPLES)
                 for _, command in EXAMPLES[name]]


@pytest.mark.parametrize(("name", "command"), EXAMPLE_LINES,
                         ids=[f"{n}-{i}" for i, (n, _) in enumerate(EXAMPLE_LINES)])
def test_each_example_runs(name: str, command: str, tmp_path: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the files examples write go there
    args = shlex.split(command.replace("\\\n", " "))
    assert args[:2] == ["mtglogic", name]
    result = run(args[1:])
    assert result.exit_code == 0, result.stderr
