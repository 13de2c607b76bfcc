"""Reports other tools accept (issue 13): the JUnit XML of `verify` is valid against the
junit-10 schema pytest checks its own reports with (xmlschema), whatever the rulings hold;
every `--json` output carries its `format_version`; verify's paths are relative to the
current folder when inside it; the DOT of `deps` declares and labels every node and draws
the layers top to bottom, checked by Graphviz when it is installed."""
from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import xmlschema
from reliability_support import ROOT, check_cli_result, invoke, needs_graphviz
from test_reliability_verify import FAILING, INVALID, PASSING

from mtglogic.errors import EXIT_BUDGET, EXIT_FAILED, EXIT_INPUT, EXIT_OK
from mtglogic.loading.ruling_names import builtin_ruling_names
from mtglogic.version import JSON_FORMAT_VERSION

JUNIT_10 = xmlschema.XMLSchema(str(Path(__file__).with_name("junit-10.xsd")))
LAYERS = ROOT / "cr-2026" / "rulings" / "layers" / "blood-moon-urborg.yaml"
REPLACEMENT = ROOT / "cr-2026" / "rulings" / "replacement" / "hardened-scales-doubling-season.yaml"
SUBGAME = ROOT / "cr-2026" / "rulings" / "subgame" / "nested-two-deep.yaml"


def junit_of(*args: str, report: Path) -> ET.Element:
    result = invoke("verify", *args, "--junit-xml", str(report), "--timeout", "20")
    check_cli_result(result)
    JUNIT_10.validate(str(report))
    return ET.parse(report).getroot()


# -- JUnit XML ------------------------------------------------------------------------------
def test_every_status_is_valid_junit_10(tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    for name, text in (("a.yaml", PASSING), ("b.yaml", FAILING), ("c.yaml", INVALID)):
        (folder / name).write_text(text, encoding="utf-8")
    suite = junit_of(str(folder), report=tmp_path / "r.xml")
    assert [c.tag for case in suite for c in case] == \
        ["system-out", "failure", "system-out", "error", "system-out"]
    assert all("file" not in case.attrib for case in suite)  # junit-10 allows none
    assert suite[0].find("system-out").text.startswith("title: ")
    assert "\nruling file: " in suite[0].find("system-out").text


def test_a_limit_is_valid_junit_10(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(PASSING, encoding="utf-8")
    suite = junit_of(str(tmp_path / "a.yaml"), "--max-states", "1", report=tmp_path / "r.xml")
    assert suite.find("testcase/error").get("type") == "limit"


def test_the_builtin_corpus_is_valid_junit_10(tmp_path: Path) -> None:
    suite = junit_of(report=tmp_path / "r.xml")
    assert int(suite.get("tests")) > 100 and suite.get("failures") == "0"
    # each case is named as `mtglogic rulings` and the commands name it (a CI filters on it)
    names = [case.get("name") for case in suite]
    assert set(names) == set(builtin_ruling_names()) and len(names) == len(set(names))


def test_characters_xml_cannot_hold_are_escaped(tmp_path: Path) -> None:
    """A control character in a ruling's name, and a file name that is not UTF-8."""
    named = PASSING.replace("name: threaten works", 'name: "bell\\a and \\x01 \\uffff"')
    (tmp_path / "a.yaml").write_text(named, encoding="utf-8")
    if os.name == "posix":
        (tmp_path / os.fsdecode(b"b-\xff.yaml")).write_text(FAILING, encoding="utf-8")
    suite = junit_of(str(tmp_path), report=tmp_path / "r.xml")
    assert suite[0].find("system-out").text.startswith("title: bell\\x07 and \\x01 \\uffff\n")
    if os.name == "posix":
        assert "b-\\xff.yaml" in suite[1].find("system-out").text
        assert suite[1].get("name").endswith("b-\\xff.yaml")  # the case is named by its file


# -- format_version ---------------------------------------------------------------------------
@pytest.mark.parametrize("args", [
    ["layers", str(LAYERS), "--json"],
    ["layers", "--card", "Humility", "--json"],
    ["deps", str(LAYERS), "--format", "json"],
    ["replace", str(REPLACEMENT), "--json"],
    ["subgame", str(SUBGAME), "--seed", "1", "--json"],
    ["verify", str(LAYERS), "--json"],
    ["cards", "--json"],
    ["cards", "Humility", "--json"],
    ["cards", "--check", "--json"],
], ids=lambda args: "-".join(a for a in args if not a.startswith("/"))[:40])
def test_every_json_output_carries_its_format_version(args: list[str]) -> None:
    result = invoke(*args)
    assert result.exit_code in (EXIT_OK, EXIT_FAILED), result.output
    assert json.loads(result.stdout)["format_version"] == JSON_FORMAT_VERSION


# -- paths ------------------------------------------------------------------------------------
def test_verify_paths_are_relative_inside_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "rulings").mkdir()
    (tmp_path / "rulings" / "a.yaml").write_text(PASSING, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    inside = invoke("verify", str(tmp_path / "rulings"), "--json")
    assert json.loads(inside.stdout)["results"][0]["path"] == os.path.join("rulings", "a.yaml")
    monkeypatch.chdir(tmp_path / "rulings")
    outside = json.loads(invoke("verify", str(ROOT / "cr-2026" / "rulings" / "layers" /
                                              "blood-moon-urborg.yaml"), "--json").stdout)
    assert Path(outside["results"][0]["path"]).is_absolute()


def test_verify_exit_codes_are_unchanged_by_the_report(tmp_path: Path) -> None:
    (tmp_path / "c.yaml").write_text(INVALID, encoding="utf-8")
    assert invoke("verify", str(tmp_path), "--junit-xml", str(tmp_path / "r.xml")).exit_code \
        == EXIT_INPUT
    (tmp_path / "c.yaml").write_text(PASSING, encoding="utf-8")
    assert invoke("verify", str(tmp_path), "--max-states", "1").exit_code == EXIT_BUDGET


# -- DOT ---------------------------------------------------------------------------------------
DOT_CASES = {
    "blood-moon-urborg": [str(LAYERS)],
    "humility-opalescence": ["--card", "Opalescence", "--card", "Humility",
                             "--card", "Grizzly Bears"],
    "cr-2011": [str(ROOT / "cr-2011" / "rulings" / "layers" / "blood-moon-urborg.yaml")],
}
DECLARED = re.compile(r'^\s*("[^"]+") \[label="([^"]*)"', re.M)
EDGE = re.compile(r'^\s*("[^"]+") -> ("[^"]+")', re.M)
WORD = r'("(?:[^"\\]|\\.)*"|\S+)'
PLAIN_NODE = re.compile(rf"^node {WORD} \S+ (\S+) \S+ \S+ {WORD}", re.M)  # dot -Tplain


def dot_of(args: list[str]) -> tuple[str, dict]:
    dot = invoke("deps", *args, "--format", "dot", "--timeout", "20")
    data = invoke("deps", *args, "--format", "json", "--timeout", "20")
    assert dot.exit_code == EXIT_OK and data.exit_code == EXIT_OK, dot.output
    return dot.stdout, json.loads(data.stdout)


@pytest.mark.parametrize("case", sorted(DOT_CASES))
def test_dot_declares_and_labels_every_node(case: str) -> None:
    text, data = dot_of(DOT_CASES[case])
    declared = dict(DECLARED.findall(text))
    for first, then in EDGE.findall(text):
        assert first in declared and then in declared, (first, then)
    for layer in data["layers"]:
        for node in layer["nodes"]:
            label = declared[f'"{layer["layer"]}/{node["effect"]}"']
            assert node["card"] in label and label != node["effect"]
    assert "cluster_legend" in text and "depends on B" in text
    clusters = re.findall(r'label="layer ([0-9a-z]+) ', text)
    assert clusters == [layer["layer"] for layer in data["layers"]]


@needs_graphviz
@pytest.mark.parametrize("case", sorted(DOT_CASES))
def test_graphviz_draws_the_layers_top_to_bottom(case: str) -> None:
    text, data = dot_of(DOT_CASES[case])
    done = subprocess.run(["dot", "-Tplain"], input=text, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0 and not done.stderr, done.stderr
    heights: dict[str, float] = {}
    for name, y, label in PLAIN_NODE.findall(done.stdout):
        name = name.strip('"')
        assert label.strip('"') != name, f"node {name} has no label of its own"
        heights[name] = float(y)  # y grows upwards in -Tplain
    levels = [[heights[f"{layer['layer']}/{node['effect']}"] for node in layer["nodes"]]
              for layer in data["layers"]]
    for upper, lower in itertools.pairwise(levels):
        assert min(upper) > max(lower)  # each layer drawn below the one before it
    svg = subprocess.run(["dot", "-Tsvg"], input=text, capture_output=True,
                         text=True, timeout=60, check=False)
    assert svg.returncode == 0 and "<svg" in svg.stdout
