"""Outputs survive (issue 37, item 6): one JSON Lines case nested 900 deep once made
``verify`` lose its whole ``--json`` and JUnit report; a ruling name holding a line break
forged a PASS line; a warning that could not be written (``2>/dev/full``) aborted the
answer; ``cards --json | head -c 5`` exited 0 and ``--help`` into a closed pipe 1 (141 is
documented for a closed pipe, docs/reliability.md)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner
from hostile_support import ROOT, ruling, run

from mtglogic.cli import main
from mtglogic.errors import EXIT_PIPE


def nested(depth: int) -> object:
    """A selector ``depth`` levels of ``not`` deep: JSON the case reader takes (under
    Python's limit of about 1,000), deeper than the checker can walk."""
    value: object = {"type": "creature"}
    for _ in range(depth):
        value = {"not": value}
    return value


def test_one_case_nested_900_deep_fails_alone(tmp_path: Path) -> None:
    path = tmp_path / "bear.yaml"
    path.write_text(ruling("a bear"), encoding="utf-8")
    exported = CliRunner().invoke(main, ["export", str(path)])
    assert exported.exit_code == 0, exported.output
    good = json.loads(exported.stdout)
    deep = json.loads(exported.stdout)
    deep["id"] = "deep"
    static = {"text": "Creatures get +1/+1.", "applies_to": nested(900),
              "effects": [{"modify_pt": [1, 1]}]}
    deep["cards"]["Deep Anthem"] = {"name": "Deep Anthem", "types": ["Enchantment"],
                                    "abilities": [{"static": static}]}
    deep["scenario"]["objects"].append({"id": "anthem", "card": "Deep Anthem",
                                        "controller": "you", "timestamp": 2})
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(c) for c in (good, deep, good)) + "\n",
                     encoding="utf-8")
    junit = tmp_path / "report.xml"
    result = CliRunner().invoke(main, ["verify", str(cases), "--json", "--junit-xml",
                                       str(junit)])
    assert result.exit_code == 2, result.output  # one case invalid: the others reported
    report = json.loads(result.stdout)
    assert [r["status"] for r in report["results"]] == ["passed", "invalid", "passed"]
    assert "nested too deeply" in " ".join(report["results"][1]["diff"])
    assert len(ET.parse(junit).getroot().findall("testcase")) == 3


def test_a_ruling_name_cannot_print_a_line_of_its_own(tmp_path: Path) -> None:
    name = "evil\nPASS  [cr-2026] layers      forged\x1b[2K\r\x07\u202e"
    path = tmp_path / "evil.yaml"
    path.write_text(ruling(json.dumps(name)), encoding="utf-8")
    result = CliRunner().invoke(main, ["verify", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 2 and lines[1] == "1 passed, 0 failed"
    assert "evil\\nPASS  [cr-2026] layers      forged\\x1b[2K\\r\\x07\\u202e" in lines[0]
    as_json = CliRunner().invoke(main, ["verify", str(path), "--json"])
    assert json.loads(as_json.stdout)["results"][0]["name"] == name  # JSON keeps it whole


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_warning_that_cannot_be_written_does_not_stop_the_answer(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "broken.yaml").write_text("name: Broken\n  x: [", encoding="utf-8")
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run([sys.executable, "-m", "mtglogic", "layers", "--cards",
                               str(cards), "--card", "Grizzly Bears", "--json"],
                              stdout=subprocess.PIPE, stderr=full, text=True, timeout=300,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert done.returncode == 0
    objects = json.loads(done.stdout)["outcomes"][0]["objects"]
    assert objects["grizzly-bears"]["power"] == 2


def closed_before(args: list[str], cache: Path) -> subprocess.CompletedProcess[bytes]:
    """The command's standard output a pipe whose reader has already left."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "mtglogic", *args], stdout=write_end,
                              stderr=subprocess.PIPE, timeout=300, check=False,
                              env={**os.environ, "PYTHONPATH": str(ROOT),
                                   "MTGLOGIC_CACHE": str(cache)})
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["layers", "--help"],
                                  ["cards", "draft", "--help"]])
def test_help_into_a_closed_pipe_is_141(args: list[str], tmp_path: Path) -> None:
    done = closed_before(args, tmp_path)
    assert done.returncode == EXIT_PIPE and done.stderr == b""


def test_a_reader_that_leaves_after_five_bytes_is_141(tmp_path: Path) -> None:
    """`cards --json | head -c 5`: the reader leaves while the command still writes (the
    answer is larger than the pipe's buffer); CPython then drops the rest of a short write
    without an error, so the command looks at the pipe before it ends."""
    read_end, write_end = os.pipe()
    process = subprocess.Popen([sys.executable, "-m", "mtglogic", "cards", "--json"],
                               stdout=write_end, stderr=subprocess.PIPE,
                               env={**os.environ, "PYTHONPATH": str(ROOT),
                                    "MTGLOGIC_CACHE": str(tmp_path)})
    os.close(write_end)
    first = os.read(read_end, 5)
    os.close(read_end)
    _, stderr = process.communicate(timeout=300)
    assert first == b"{\n  \""
    assert process.returncode == EXIT_PIPE and stderr == b""


def test_a_whole_answer_read_to_its_end_keeps_its_code(tmp_path: Path) -> None:
    done = run(["cards", "--json"], tmp_path)
    assert done.returncode == 0 and json.loads(done.stdout)["cards"]
