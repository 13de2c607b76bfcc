"""``deps --format svg`` runs Graphviz from the outputs (``mtglogic/outputs/svg.py``), not from
the layer engine: the DOT text it hands to ``dot -Tsvg`` is the one ``--format dot`` prints,
and a missing or failing Graphviz is a one-line error, exit 2. A stand-in ``dot`` on PATH
records what it was given, so these run where Graphviz is not installed; the real Graphviz
consumer is tests/reliability/test_reliability_reports.py."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke

from mtglogic.errors import EXIT_INPUT, EXIT_OK

MOON = "cr-2026/blood-moon-urborg"
PACKAGE = Path(__file__).resolve().parents[2] / "mtglogic"
# Echoes its arguments and its input inside an SVG comment; fails when told to.
FAKE_DOT = """#!{python}
import sys
if {fail}:
    sys.stderr.write("Error: <stdin>: syntax error in line 1\\n")
    sys.exit(1)
sys.stdout.write("<svg><!--" + " ".join(sys.argv[1:]) + "|" + sys.stdin.read() + "--></svg>")
"""


def fake_dot(folder: Path, monkeypatch: pytest.MonkeyPatch, fail: bool = False) -> None:
    folder.mkdir()
    program = folder / "dot"
    program.write_text(FAKE_DOT.format(python=sys.executable, fail=fail), encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", str(folder))


def test_svg_is_dot_run_on_the_dot_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dot_text = invoke("deps", MOON, "--format", "dot")
    assert dot_text.exit_code == EXIT_OK, dot_text.output
    fake_dot(tmp_path / "bin", monkeypatch)
    svg = invoke("deps", MOON, "--format", "svg")
    assert svg.exit_code == EXIT_OK, svg.output
    assert svg.stdout.startswith("<svg><!---Tsvg|digraph")
    # click.echo ends each output with a newline: the DOT text is passed as printed, less it
    assert svg.stdout == "<svg><!---Tsvg|" + dot_text.stdout[:-1] + "--></svg>\n"


def test_a_failing_graphviz_is_a_one_line_error(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fake_dot(tmp_path / "bin", monkeypatch, fail=True)
    result = invoke("deps", MOON, "--format", "svg")
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr) and "Graphviz failed" in result.stderr


def test_no_graphviz_is_a_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "empty").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    result = invoke("deps", MOON, "--format", "svg")
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr) and "needs Graphviz" in result.stderr


def test_no_engine_runs_a_program() -> None:
    """Running a program is output work: no module on the engines' floor imports subprocess."""
    found = []
    for engine in ("layers", "replacement", "subgame"):
        for path in sorted((PACKAGE / engine).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                found += [f"{path.name}:{node.lineno}" for n in names if n == "subprocess"]
    assert found == []
