"""``mtglogic layers`` and ``mtglogic deps`` through click's CliRunner."""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from mtglogic.cli import main

# bear 2/2; Honor +1/+1 (timestamp 2) -> 3/3; x "+X/+0, X its toughness" (timestamp 3)
# depends on nothing later, so timestamp order: +3/+0 -> 6/3. Then a second scenario where
# the dependent effect has the earlier timestamp.
SCENARIO = {
    "players": ["you", "opponent"],
    "objects": [
        {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
         "timestamp": 1, "colors": ["green"]},
        {"id": "honor", "name": "Honor", "types": ["enchantment"], "timestamp": 3,
         "abilities": [{"static": {"text": "Creatures get +1/+1", "applies_to": {"type": "creature"},
                                   "effects": [{"modify_pt": [1, 1]}]}}]},
    ],
    # x (timestamp 2) depends on honor (timestamp 3): honor first (3/3), then +3/+0: 6/3.
    "effects": [{"id": "x", "targets": ["bear"], "timestamp": 2,
                 "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]}],
}


def invoke(*args):
    result = CliRunner().invoke(main, list(args))
    return result


@pytest.fixture
def scenario_file(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(SCENARIO, sort_keys=False))
    return str(path)


def write(tmp_path, data, name="bad.yaml"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False))
    return str(path)


def test_layers_text(scenario_file):
    result = invoke("layers", scenario_file)
    assert result.exit_code == 0, result.output
    assert "Ruleset cr-2026" in result.output
    bear = next(line for line in result.output.splitlines() if line.strip().startswith("bear"))
    assert "6/3" in bear and "green" in bear


def test_layers_json(scenario_file):
    result = invoke("layers", scenario_file, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ruleset"] == "cr-2026"
    assert len(data["outcomes"]) == 1
    bear = data["outcomes"][0]["objects"]["bear"]
    assert (bear["power"], bear["toughness"]) == (6, 3)
    assert [s["effect"] for s in data["outcomes"][0]["steps"]] == ["honor#0", "x"]


@pytest.mark.parametrize("ruleset, rules", [
    ("cr-2011", ["613.3c", "613.6", "613.7a", "613.7b"]),
    ("cr-2026", ["613.4c", "613.7", "613.8a", "613.8b"]),
])
def test_layers_explain_cites_the_ruleset(scenario_file, ruleset, rules):
    result = invoke("layers", scenario_file, "--explain", "--ruleset", ruleset)
    assert result.exit_code == 0, result.output
    assert f"Ruleset {ruleset}" in result.output
    explain = result.output.split("Explanation:")[1]
    assert "Layer 7c" in explain
    lines = explain.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("x:"))
    depth = len(lines[start]) - len(lines[start].lstrip())
    x_line = " ".join([lines[start]] + list(itertools.takewhile(  # with its wrapped lines
        lambda line: len(line) - len(line.lstrip()) > depth, lines[start + 1:])))
    assert "honor#0" in x_line and "depends" in x_line
    for rule in rules:
        assert rule in explain


def test_layers_object_filter(scenario_file):
    result = invoke("layers", scenario_file, "--object", "honor")
    assert result.exit_code == 0
    assert "honor" in result.output and "Bear" not in result.output
    data = json.loads(invoke("layers", scenario_file, "--object", "bear", "--json").output)
    assert list(data["outcomes"][0]["objects"]) == ["bear"]


def test_layers_unknown_object_filter(scenario_file):
    result = invoke("layers", scenario_file, "--object", "nope")
    assert result.exit_code == 2
    assert "nope" in result.output


def test_layers_no_dependencies_flag(scenario_file):
    # Plain timestamp order: x first (+2/+0 -> 4/2), then honor: 5/3.
    data = json.loads(invoke("layers", scenario_file, "--json", "--no-dependencies").output)
    bear = data["outcomes"][0]["objects"]["bear"]
    assert (bear["power"], bear["toughness"]) == (5, 3)


def test_layers_reports_every_tie_outcome(tmp_path):
    setter = lambda oid, n, who: {  # noqa: E731
        "id": oid, "name": oid, "types": ["enchantment"], "timestamp": 2, "controller": who,
        "abilities": [{"static": {"applies_to": {"type": "creature"}, "effects": [{"set_pt": [n, n]}]}}]}
    path = write(tmp_path, {"objects": [{"id": "c", "name": "C", "types": ["creature"], "power": 2,
                                         "toughness": 2, "timestamp": 1},
                                        setter("ones", 1, "you"), setter("fives", 5, "opponent")]})
    result = invoke("layers", path, "--ruleset", "cr-2011")
    assert result.exit_code == 0
    assert "613.6g" in result.output and "2 distinct outcomes" in result.output
    data = json.loads(invoke("layers", path, "--ruleset", "cr-2011", "--json").output)
    assert data["tie_groups"][0]["chooser"] == "you"
    assert sorted(o["objects"]["c"]["power"] for o in data["outcomes"]) == [1, 5]
    data = json.loads(invoke("layers", path, "--json").output)  # 2026: APNAP, no choice
    assert data["tie_groups"] == [] and len(data["outcomes"]) == 1


def test_deps_text(scenario_file):
    result = invoke("deps", scenario_file)
    assert result.exit_code == 0, result.output
    assert "x depends on honor#0 [613.8a]" in result.output
    result = invoke("deps", scenario_file, "--ruleset", "cr-2011")
    assert "x depends on honor#0 [613.7a]" in result.output


def test_deps_json_and_layer(scenario_file):
    result = invoke("deps", scenario_file, "--format", "json", "--layer", "7c")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [layer["layer"] for layer in data["layers"]] == ["7c"]
    assert data["layers"][0]["edges"] == [{"effect": "honor#0", "needed_by": "x"}]
    assert data["layers"][0]["effects"] == ["honor#0", "x"]
    empty = json.loads(invoke("deps", scenario_file, "--format", "json", "--layer", "4").output)
    assert empty["layers"][0]["edges"] == [] and empty["layers"][0]["effects"] == []


def test_deps_dot(scenario_file):
    result = invoke("deps", scenario_file, "--format", "dot")
    assert result.exit_code == 0
    assert result.output.startswith("digraph dependencies {")
    assert '"7c/honor#0" -> "7c/x" [tooltip="x depends on honor#0"];' in result.output
    assert result.output.rstrip().endswith("}")


def one_line_error(result):
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("mtglogic: error:")
    return lines[0]


@pytest.mark.parametrize("command", ["layers", "deps"])
def test_missing_file(command, tmp_path):
    line = one_line_error(invoke(command, str(tmp_path / "nope.yaml")))
    assert "nope.yaml" in line


@pytest.mark.parametrize("command", ["layers", "deps"])
def test_truncated_yaml(command, tmp_path, scenario_file):
    text = Path(scenario_file).read_text()
    path = write(tmp_path, text[: len(text) // 2] + "\n  - {id: [", "cut.yaml")
    line = one_line_error(invoke(command, path))
    assert "invalid YAML" in line and "cut.yaml" in line


def mutate(change):
    data = yaml.safe_load(yaml.safe_dump(SCENARIO))
    change(data)
    return data


@pytest.mark.parametrize("change, words", [
    (lambda d: d["objects"][0].update(powr=3), ["unknown key", "powr"]),
    (lambda d: d.update(objets=[]), ["unknown key", "objets"]),
    (lambda d: d["objects"][1]["abilities"][0]["static"]["applies_to"].update(colour="red"),
     ["unknown key", "colour"]),
    (lambda d: d["objects"].append(dict(d["objects"][0])), ["duplicate object id", "bear"]),
    (lambda d: d["effects"][0].update(targets=["ghost"]), ["no object", "ghost"]),
    (lambda d: d["objects"][1].update(attached_to="ghost"), ["no object", "ghost"]),
])
@pytest.mark.parametrize("command", ["layers", "deps"])
def test_bad_scenario(command, change, words, tmp_path):
    line = one_line_error(invoke(command, write(tmp_path, mutate(change))))
    for word in words:
        assert word in line


@pytest.mark.parametrize("layer", ["9", "7e", "1"])
def test_bad_layer_id(scenario_file, layer):
    # 2026 has no layer 7e nor a plain layer 1 (1a and 1b).
    line = one_line_error(invoke("deps", scenario_file, "--layer", layer))
    assert repr(layer) in line and "7d" in line


def test_layer_7e_exists_in_2011(scenario_file):
    assert invoke("deps", scenario_file, "--layer", "7e", "--ruleset", "cr-2011").exit_code == 0


def test_unknown_ruleset(scenario_file):
    line = one_line_error(invoke("layers", scenario_file, "--ruleset", "cr-1999"))
    assert "cr-1999" in line


def test_dependency_strategies_from_the_command_line(scenario_file):
    # x (timestamp 2) reads the toughness honor (timestamp 3) changes: with dependencies
    # (fast or literal) honor goes first, 3/3 then +3/+0 = 6/3; in plain timestamp order x
    # goes first, +2/+0 then +1/+1 = 5/3.
    outputs = {}
    for strategy in ("fast", "literal", "off"):
        result = invoke("layers", scenario_file, "--dependencies", strategy, "--json")
        assert result.exit_code == 0, result.output
        bear = json.loads(result.output)["outcomes"][0]["objects"]["bear"]
        outputs[strategy] = (bear["power"], bear["toughness"])
    assert outputs == {"fast": (6, 3), "literal": (6, 3), "off": (5, 3)}
    assert invoke("layers", scenario_file, "--dependencies", "maybe").exit_code == 2


def test_deps_with_the_literal_strategy_draws_the_same_graph(scenario_file):
    fast = invoke("deps", scenario_file, "--format", "json")
    literal = invoke("deps", scenario_file, "--format", "json", "--dependencies", "literal")
    assert fast.exit_code == literal.exit_code == 0
    assert json.loads(fast.output) == json.loads(literal.output)
    assert json.loads(fast.output)["layers"][-1]["edges"] == [{"effect": "honor#0",
                                                                "needed_by": "x"}]


def test_a_chosen_value_that_is_not_a_number_is_an_input_error(tmp_path):
    # `chosen: n` reads a number the source chose as it entered; "abc" is not one.
    data = {"players": ["you"], "objects": [{
        "id": "x", "name": "X", "types": ["creature"], "power": 1, "toughness": 1,
        "choices": {"n": "abc"},
        "abilities": [{"static": {"text": "t", "applies_to": {"self": True},
                                  "effects": [{"set_power": {"chosen": "n"}}]}}]}]}
    result = invoke("layers", write(tmp_path, data))
    assert result.exit_code == 2
    assert "`chosen: n` needs a whole number" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("choices, message", [
    # Painter's Servant reads the color chosen as it entered (its `{chosen: color}`).
    ({}, "reads the choice 'color' (color), which was not made"),
    ({"color": "purple"}, "choice 'color' is 'purple', not a color: expected one of: white"),
])
def test_a_missing_or_ill_typed_choice_is_an_input_error(tmp_path, choices, message):
    servant = {"id": "servant", "card": "Painter's Servant", "choices": choices}
    data = {"players": ["you"], "objects": [servant, {"id": "bear", "card": "Grizzly Bears"}]}
    result = invoke("layers", write(tmp_path, data))
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output


def test_choose_on_the_command_line_is_checked_too():
    cards = ["--card", "Painter's Servant", "--card", "Grizzly Bears"]
    result = invoke("layers", *cards, "--choose", "painter-s-servant:color:bleu")
    assert result.exit_code == 2 and "'bleu', not a color" in result.output
    result = invoke("layers", *cards, "--choose", "painter-s-servant:color:blue")
    assert result.exit_code == 0, result.output
