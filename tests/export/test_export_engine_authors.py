"""docs/engine-authors.md: its Python example runs (standard library only) on an exported
case and agrees, and the case it shows is the one ``mtglogic export`` writes."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from mtglogic.cli import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine-authors.md"
BLOCK = r"<!-- {mark} -->\n```{language}\n(?P<text>.*?)```"


def block(mark: str, language: str) -> str:
    found = re.search(BLOCK.format(mark=re.escape(mark), language=language),
                      DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert found, f"{DOC.name}: no {language} block after <!-- {mark} -->"
    return found.group("text")


def export(name: str, path: Path) -> Path:
    result = CliRunner().invoke(main, ["export", name, "--output", str(path)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return path


def test_the_example_runs_with_the_standard_library_and_agrees(tmp_path: Path) -> None:
    """The toy engine tries both orders: Scales then Season (1 + 1) x 2 = 4, Season then
    Scales 1 x 2 + 1 = 3, one order each (616.1), which is the case's expectation."""
    script = tmp_path / "compare.py"
    script.write_text(block("example: engine-authors", "python"), encoding="utf-8")
    cases = export("cr-2026/hardened-scales-doubling-season", tmp_path / "hs.jsonl")
    done = subprocess.run([sys.executable, "-I", str(script), str(cases)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "cr-2026/hardened-scales-doubling-season counter agrees\n"
    assert len(block("example: engine-authors", "python").splitlines()) <= 45


def test_the_example_says_differs_when_the_answer_differs(tmp_path: Path) -> None:
    script = tmp_path / "compare.py"
    script.write_text(block("example: engine-authors", "python"), encoding="utf-8")
    cases = export("cr-2026/hardened-scales-doubling-season", tmp_path / "hs.jsonl")
    cases.write_text(cases.read_text(encoding="utf-8").replace('"+1/+1":4', '"+1/+1":5'),
                     encoding="utf-8")
    done = subprocess.run([sys.executable, "-I", str(script), str(cases)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.stdout == "cr-2026/hardened-scales-doubling-season counter differs\n"


def test_the_case_shown_is_the_one_exported(tmp_path: Path) -> None:
    shown = json.loads(block("case: cr-2026/hardened-scales-doubling-season", "json"))
    cases = export("cr-2026/hardened-scales-doubling-season", tmp_path / "hs.jsonl")
    case = json.loads(cases.read_text(encoding="utf-8"))
    assert {key: case[key] for key in shown} == shown
