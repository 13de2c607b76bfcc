"""``mtglogic verify``: pass, fail (with a diff), invalid and limit rulings; text, --json and
--junit-xml reports; exit codes 0/1/2/3; folders; --ruleset."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from reliability_support import check_cli_result, invoke

from mtglogic.errors import EXIT_BUDGET, EXIT_FAILED, EXIT_INPUT, EXIT_OK
from mtglogic.loading.rulings import builtin_ruling_files, ruleset_from_path
from mtglogic.verdict import diff_values
from mtglogic.verify.corpus import collect

BOARD = """scenario:
  players: [you, opponent]
  objects:
    - {id: bear, name: Grizzly Bears, types: [creature], power: 2, toughness: 2,
       controller: opponent, timestamp: 1}
  effects:
    - {id: threaten, controller: you, targets: [bear], timestamp: 2,
       effects: [{control: you}, {add_abilities: [haste]}]}
"""
PASSING = "kind: layers\nname: threaten works\n" + BOARD + \
    "expect:\n  objects:\n    bear: {controller: you, abilities: [haste]}\n"
FAILING = "kind: layers\nname: threaten wrongly expected\n" + BOARD + \
    "expect:\n  objects:\n    bear: {controller: opponent, power: 3, abilities: [haste]}\n"
INVALID = "kind: layers\nname: broken\nscenario: {players: [you], objects: [{id: x}]}\n" \
          "expect: {}\n"
# Under cr-2011 simultaneous timestamps are not decided by APNAP order: Humility and
# Opalescence entering together under two players give the active player the choice.
TIE = """kind: layers
name: tie
scenario:
  players: [you, opponent]
  objects:
    - {id: humility, card: Humility, controller: you, timestamp: 1}
    - {id: opalescence, card: Opalescence, controller: opponent, timestamp: 1}
expect:
  objects:
    humility: {power: 4}
"""


def write(folder: Path, name: str, text: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(*args: str):
    result = invoke("verify", *args)
    check_cli_result(result)
    return result


def test_passing_ruling(tmp_path: Path) -> None:
    result = run(write(tmp_path, "pass.yaml", PASSING))
    assert result.exit_code == EXIT_OK
    assert result.stdout.startswith("PASS  [cr-2026] layers      threaten works")
    assert result.stdout.rstrip().endswith("1 passed, 0 failed")


def test_failing_ruling_shows_a_diff(tmp_path: Path) -> None:
    result = run(write(tmp_path, "fail.yaml", FAILING))
    assert result.exit_code == EXIT_FAILED
    assert "FAIL  [cr-2026]" in result.stdout
    assert "bear.controller: expected opponent, got you" in result.stdout
    assert "bear.power: expected 3, got 2" in result.stdout
    assert "abilities" not in result.stdout.split("FAIL", 1)[1].split("\n", 1)[1]
    assert result.stdout.rstrip().endswith("0 passed, 1 failed")


def test_invalid_ruling_is_exit_2_with_the_error(tmp_path: Path) -> None:
    result = run(write(tmp_path, "bad.yaml", INVALID))
    assert result.exit_code == EXIT_INPUT
    assert "ERROR" in result.stdout
    assert "bad.yaml:3: scenario.objects[0]" in result.stdout
    assert result.stdout.rstrip().endswith("0 passed, 0 failed, 1 invalid")


@pytest.mark.parametrize("text,fragment", [
    ("kind: layers\nname: x\n", "missing required key 'scenario'"),
    ("kind: poker\nscenario: {}\nexpect: {}\n", "unknown value 'poker'"),
    ("kind: layers\nscenario: {}\nexpect: {}\nextra: 1\n", "unknown key 'extra'"),
    ("kind: layers\nruleset: cr-1999\nscenario: {}\nexpect: {}\n", "unknown ruleset 'cr-1999'"),
    ("- just\n- a list\n", "expected a mapping"),
    ("", "expected a mapping, got nothing"),
])
def test_invalid_shapes(tmp_path: Path, text: str, fragment: str) -> None:
    result = run(write(tmp_path, "bad.yaml", text))
    assert result.exit_code == EXIT_INPUT and fragment in result.stdout, result.stdout


def test_invalid_wins_over_failed_and_failed_over_passed(tmp_path: Path) -> None:
    write(tmp_path, "a-pass.yaml", PASSING)
    assert run(str(tmp_path)).exit_code == EXIT_OK
    write(tmp_path, "b-fail.yaml", FAILING)
    assert run(str(tmp_path)).exit_code == EXIT_FAILED
    write(tmp_path, "c-bad.yaml", INVALID)
    result = run(str(tmp_path))
    assert result.exit_code == EXIT_INPUT
    assert result.stdout.rstrip().endswith("1 passed, 1 failed, 1 invalid")


def test_quiet_prints_only_what_did_not_pass(tmp_path: Path) -> None:
    write(tmp_path, "a-pass.yaml", PASSING)
    write(tmp_path, "b-fail.yaml", FAILING)
    result = run(str(tmp_path), "--quiet")
    assert "PASS" not in result.stdout and "FAIL" in result.stdout


def test_folder_arguments_are_searched_recursively_in_order(tmp_path: Path) -> None:
    write(tmp_path / "z", "one.yaml", PASSING)
    write(tmp_path / "a" / "deeper", "two.yml", PASSING)
    write(tmp_path / "a", "notes.txt", "not a ruling")
    assert collect([str(tmp_path)]) == [tmp_path / "a" / "deeper" / "two.yml",
                                        tmp_path / "z" / "one.yaml"]
    result = run(str(tmp_path / "z"), str(tmp_path / "a"))
    assert result.exit_code == EXIT_OK and "2 passed, 0 failed" in result.stdout
    assert result.stdout.index("one.yaml") < result.stdout.index("two.yml")


def test_missing_path_is_a_one_line_error(tmp_path: Path) -> None:
    result = run(str(tmp_path / "nowhere.yaml"))
    assert result.exit_code == EXIT_INPUT
    assert result.stderr == f"mtglogic: error: {tmp_path / 'nowhere.yaml'}: no such file or folder\n"


def test_json_report(tmp_path: Path) -> None:
    write(tmp_path, "a-pass.yaml", PASSING)
    write(tmp_path, "b-fail.yaml", FAILING)
    write(tmp_path, "c-bad.yaml", INVALID)
    result = run(str(tmp_path), "--json")
    assert result.exit_code == EXIT_INPUT
    data = json.loads(result.stdout)
    assert (data["passed"], data["failed"], data["invalid"], data["limit"]) == (1, 1, 1, 0)
    assert [r["status"] for r in data["results"]] == ["passed", "failed", "invalid"]
    assert data["results"][1]["diff"] == ["bear.controller: expected opponent, got you",
                                          "bear.power: expected 3, got 2"]
    assert data["results"][0]["kind"] == "layers" and data["results"][0]["ruleset"] == "cr-2026"
    assert run(str(tmp_path), "--json").stdout == result.stdout  # deterministic


def test_junit_xml(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    write(folder, "a-pass.yaml", PASSING)
    write(folder, "b-fail.yaml", FAILING)
    write(folder, "c-bad.yaml", INVALID)
    report = tmp_path / "report.xml"
    result = run(str(folder), "--junit-xml", str(report))
    assert result.exit_code == EXIT_INPUT
    suite = ET.parse(report).getroot()
    assert suite.tag == "testsuite"
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "1")
    cases = suite.findall("testcase")
    # named by their files (rulings of one's own have no built-in name), titles beside
    assert [c.get("name") for c in cases] == [str(folder / n) for n in
                                              ("a-pass.yaml", "b-fail.yaml", "c-bad.yaml")]
    assert [c.find("system-out").text.splitlines()[0] for c in cases] == [
        "title: threaten works", "title: threaten wrongly expected", "title: broken"]
    assert cases[0].get("classname") == "cr-2026.layers"
    assert [child.tag for child in cases[0]] == ["system-out"]  # a pass: its title and file
    failure = cases[1].find("failure")
    assert failure is not None and "expected opponent, got you" in failure.text
    error = cases[2].find("error")
    assert error is not None and error.get("message") == "invalid ruling"
    assert float(cases[0].get("time")) >= 0


def test_junit_xml_for_a_limit(tmp_path: Path) -> None:
    report = tmp_path / "report.xml"
    result = run(write(tmp_path, "pass.yaml", PASSING), "--max-states", "1",
                 "--junit-xml", str(report))
    assert result.exit_code == EXIT_BUDGET
    error = ET.parse(report).getroot().find("testcase/error")
    assert error is not None and error.get("message") == "limit reached"
    assert "max-states = 1" in error.text


def test_ruleset_option_for_files_outside_a_ruleset_folder(tmp_path: Path) -> None:
    path = write(tmp_path, "tie.yaml", TIE)
    under_2026 = run(path, "--json")
    under_2011 = run(path, "--ruleset", "cr-2011", "--json")
    assert json.loads(under_2026.stdout)["results"][0]["ruleset"] == "cr-2026"
    assert json.loads(under_2011.stdout)["results"][0]["ruleset"] == "cr-2011"


def test_ruleset_from_the_folder_and_from_the_file(tmp_path: Path) -> None:
    path = write(tmp_path / "cr-2011" / "rulings", "pass.yaml", PASSING)
    assert ruleset_from_path(Path(path)) == "cr-2011"
    assert "[cr-2011]" in run(path, "--ruleset", "cr-2026").stdout  # the folder wins
    named = write(tmp_path / "cr-2011", "named.yaml", "ruleset: cr-2026\n" + PASSING)
    assert "[cr-2026]" in run(named).stdout  # the file's own ruleset wins


def test_unknown_ruleset_option_is_a_one_line_error() -> None:
    result = run("--ruleset", "cr-1999")
    assert result.exit_code == EXIT_INPUT and "unknown ruleset 'cr-1999'" in result.stderr


def test_builtin_corpus_of_one_ruleset() -> None:
    files = builtin_ruling_files("cr-2011")
    assert files and all("cr-2011" in str(f) for f in files)
    assert len(builtin_ruling_files()) > len(files)


def test_diff_values() -> None:
    assert diff_values({"a": [1, 2]}, {"a": [2, 1], "b": 3}) == []
    assert diff_values({"a": {"b": 1}}, {"a": {}}) == ["a.b: expected 1, missing"]
    assert diff_values([1], [2]) == ["(value): expected [1], got [2]"]
    assert diff_values({"x": {"k": [1]}}, {"x": {"k": {"v": 1}}}) == \
        ["x.k: expected [1], got {v: 1}"]
