"""The command line around the engines: one-line queries (--card, --counter, --attach,
--choose), files that cannot be read, schema, help and unknown commands, the shared error
handling (run_safely), and the loader's own checks (sizes, encodings, nesting)."""
from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from reliability_support import ONE_LINE_ERROR, check_cli_result, invoke

from mtglogic.budget import Budget
from mtglogic.cli.options import run_safely
from mtglogic.errors import EXIT_BUDGET, EXIT_INPUT, EXIT_OK, BudgetExceeded, InputError
from mtglogic.loading import yamlio
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import available_rulesets, load_ruleset
from mtglogic.loading.yamlio import MAX_DEPTH, load_yaml, parse_yaml_text
from mtglogic.node import Node


def error_of(*args: str, code: int = EXIT_INPUT) -> str:
    result = invoke(*args)
    check_cli_result(result)
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stderr


# -- one-line queries -------------------------------------------------------------------
def test_quick_query_with_counters_attach_and_choices() -> None:
    result = invoke("layers", "--card", "Grizzly Bears", "--card", "grizzly bears",
                    "--opponent-card", "Clone", "--counter", "grizzly-bears:+1/+1:2",
                    "--choose", "clone:copy:grizzly-bears-2", "--json")
    assert result.exit_code == EXIT_OK, result.output
    objects = json.loads(result.stdout)["outcomes"][0]["objects"]
    assert set(objects) == {"grizzly-bears", "grizzly-bears-2", "clone"}
    assert objects["grizzly-bears"]["power"] == 4 and objects["grizzly-bears-2"]["power"] == 2
    assert objects["clone"]["name"] == "Grizzly Bears"
    assert objects["clone"]["controller"] == "opponent"


@pytest.mark.parametrize("args,fragment", [
    (["--counter", "nobody:+1/+1:1"], "no object 'nobody'; known: grizzly-bears"),
    (["--counter", "grizzly-bears:+1/+1:two"], "the count 'two' is not a whole number"),
    (["--counter", "grizzly-bears:+1/+1:\u00b2"], "not a whole number"),  # '²'.isdigit()
    (["--counter", "grizzly-bears:+1/+1:" + "9" * 5000], "the count has 5000 digits"),
    (["--counter", "grizzly-bears:+1/+1:99999999999999"], "out of bounds"),
    (["--counter", "grizzly-bears"], "should look like --counter ID:KIND:N"),
    (["--counter", "::"], "should look like --counter ID:KIND:N"),
    (["--attach", "grizzly-bears:nobody"], "no object 'nobody'; known: grizzly-bears"),
    (["--attach", "grizzly-bears:grizzly-bears"], "cannot be attached to itself"),
    (["--attach", "grizzly-bears"], "should look like --attach ID:TARGET"),
    (["--choose", "nobody:color:red"], "no object 'nobody'; known: grizzly-bears"),
    (["--choose", "grizzly-bears:copy:nothing"], "no object with id 'nothing' to copy"),
    (["--object", "nobody"], "no object with id 'nobody'; ids: grizzly-bears"),
    (["--ruleset", "cr-1999"], "unknown ruleset 'cr-1999'; available: cr-2011, cr-2026"),
])
def test_quick_query_errors(args: list[str], fragment: str) -> None:
    assert fragment in error_of("layers", "--card", "Grizzly Bears", *args)


def test_file_and_cards_together_or_neither(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("players: [you]\n")
    assert "not both" in error_of("layers", str(path), "--card", "Humility")
    assert "give a SCENARIO file, --board FILE or at least one --card" in error_of("layers")
    assert "give a SCENARIO file, --board FILE or at least one --card" in error_of("deps")


def test_card_with_no_suggestion() -> None:
    stderr = error_of("layers", "--card", "Qwxzyv Plorb")
    assert "unknown card 'Qwxzyv Plorb'" in stderr and "did you mean" not in stderr


def test_layers_object_and_explain_and_deps_formats() -> None:
    scenario = str(data_root() / "cr-2026" / "rulings" / "layers" / "blood-moon-urborg.yaml")
    one = invoke("layers", scenario, "--object", "urborg", "--explain")
    assert one.exit_code == EXIT_OK and "urborg" in one.stdout
    data = json.loads(invoke("layers", scenario, "--object", "urborg", "--json").stdout)
    assert list(data["outcomes"][0]["objects"]) == ["urborg"]
    plain = invoke("layers", scenario, "--no-dependencies")
    assert plain.exit_code == EXIT_OK
    for fmt in ("text", "json", "dot"):
        result = invoke("deps", scenario, "--format", fmt)
        assert result.exit_code == EXIT_OK, result.output
    assert json.loads(invoke("deps", scenario, "--format", "json").stdout) is not None
    assert invoke("deps", scenario, "--format", "dot").stdout.lstrip().startswith("digraph")
    assert invoke("deps", scenario, "--layer", "4").exit_code == EXIT_OK
    assert "has no layer '99'" in error_of("deps", scenario, "--layer", "99")


# -- files ------------------------------------------------------------------------------
def test_missing_file_and_folder_and_encoding(tmp_path: Path) -> None:
    assert "cannot read file" in error_of("replace", str(tmp_path / "nowhere.yaml"))
    assert "is a folder, expected a YAML file" in error_of("replace", str(tmp_path))
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("name: Jötun\n".encode("latin-1"))
    assert "file is not UTF-8 text" in error_of("layers", str(latin))
    missing = invoke("layers", str(tmp_path / "nowhere.yaml"))
    assert missing.exit_code == EXIT_INPUT  # click's own check, with a usage line
    check_cli_result(missing)


def test_file_size_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlio, "MAX_FILE_BYTES", 100)
    big = tmp_path / "big.yaml"
    big.write_text("players: [you]\n" + "# padding\n" * 20)
    with pytest.raises(InputError, match="more than the limit of 100"):
        load_yaml(big)


def test_nesting_is_bounded_with_its_line(yaml_reader: str) -> None:
    text = "".join("  " * i + "-\n" for i in range(MAX_DEPTH + 5))
    with pytest.raises(InputError, match=f"deep.yaml:{MAX_DEPTH + 1}: invalid YAML: nested "
                                         f"more than {MAX_DEPTH} levels deep"):
        parse_yaml_text(text, "deep.yaml")
    assert parse_yaml_text("a: " + "[" * 20 + "]" * 20, "ok.yaml")["a"] == [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]


# The two parsers word what is not YAML in their own words; what the loader itself refuses
# is worded the same by both. A dict gives each parser's words where they differ.
@pytest.mark.parametrize("text,fragment", [
    ("a: \x07\n", "f.yaml:1: invalid YAML: '\\x07' at column 4 is a character YAML does not "
                  "allow"),
    ("a: 1\nb: \x00\n", "f.yaml:2: invalid YAML: '\\x00' at column 4"),
    ("a: 1\n\ta: 2\n", {"python": "f.yaml:2: invalid YAML: found character '\\t' that cannot "
                                  "start any token",
                         "libyaml": "f.yaml:2: invalid YAML: found a tab character that "
                                    "violates indentation"}),
    ("{1: 2}: 3\n", "invalid YAML"),
    ("[1, 2]: 3\n", "f.yaml:1: invalid YAML: mapping keys must be plain scalars"),
    ("~: 3\n", "f.yaml:1: invalid YAML: mapping keys must be plain scalars"),
    ("a: &x 1\nb: *y\n", "f.yaml:2: invalid YAML: found undefined alias 'y'"),
    ("--- 1\n--- 2\n", "f.yaml:2: invalid YAML: expected a single document in the stream but "
                      "found another document"),
])
def test_yaml_errors_are_one_line(yaml_reader: str, text: str,
                                  fragment: str | dict[str, str]) -> None:
    with pytest.raises(InputError) as info:
        parse_yaml_text(text, "f.yaml")
    expected = fragment[yaml_reader] if isinstance(fragment, dict) else fragment
    assert expected in str(info.value) and "\n" not in str(info.value)


def test_node_accessors() -> None:
    root = Node(parse_yaml_text("a: [1, 2]\nb: {c: true}\nd: null\nn: 3\ns: x\n", "f.yaml"),
                "f.yaml")
    assert [n.as_int() for n in root["a"].as_list()] == [1, 2]
    assert root["b"]["c"].as_bool() is True
    assert root.get("zz") is None and root.get("d", 5).as_int() == 5
    assert root["d"].as_list() == [] and root["s"].as_list(allow_single=True)[0].as_str() == "x"
    assert root["n"].as_str() == "3" and root["s"].as_str_list() == ["x"]
    for call, message in [
        (lambda: root["a"].mapping(), "f.yaml:1: a: expected a mapping, got a list"),
        (lambda: root["zz"], "missing required key 'zz'"),
        (lambda: root["b"].mapping(required=("q",)), "missing required key 'q'"),
        (lambda: root["b"].mapping(allowed=("x",)), "unknown key 'c'; expected one of: x"),
        (lambda: root["n"].as_list(), "expected a list, got a number"),
        (lambda: root["s"].as_int(), "expected a whole number, got a string"),
        (lambda: root["n"].as_int(minimum=4), "must be at least 4, got 3"),
        (lambda: root["n"].as_int(maximum=2), "number 3 is out of bounds"),
        (lambda: root["b"]["c"].as_int(), "expected a whole number, got a boolean"),
        (lambda: root["n"].as_bool(), "expected true or false, got a number"),
        (lambda: root["a"].as_str(), "expected a string, got a list"),
        (lambda: root["s"].as_str(("y",)), "unknown value 'x'; expected one of: y"),
        (lambda: Node(1.5, "f").as_str(), "expected a string, got a decimal number"),
        (lambda: Node(None, "f").as_str(), "expected a string, got nothing"),
        (lambda: Node(b"x", "f").as_str(), "expected a string, got bytes"),
    ]:
        with pytest.raises(InputError, match=message.replace("[", r"\[")):
            call()


def test_input_error_is_always_one_line() -> None:
    error = InputError("unknown key 'a\nb'", "f.yaml", 3, "x\r\ny")
    assert "\n" not in str(error) and "\r" not in str(error)
    assert str(InputError("m")) == "m" and str(InputError("m", "f")) == "f: m"


# -- rulesets ---------------------------------------------------------------------------
def test_ruleset_lookups_fail_clearly() -> None:
    ruleset = load_ruleset("cr-2026")
    assert available_rulesets() == ["cr-2011", "cr-2026"]
    with pytest.raises(InputError, match="has no layer for effects of kind 'nonsense'"):
        ruleset.layer_of("nonsense")
    with pytest.raises(InputError, match="has no layer '99'"):
        ruleset.layer("99")
    with pytest.raises(InputError, match="has no 'poker' section"):
        ruleset.section("poker")
    assert ruleset.cite("no-such-key") == "?"


# -- the CLI shell --------------------------------------------------------------------------
def test_help_version_and_unknown_command() -> None:
    assert invoke("--help").exit_code == EXIT_OK and "layers" in invoke("--help").stdout
    assert invoke("--version").stdout.startswith("mtglogic, version ")
    unknown = invoke("frobnicate")
    assert unknown.exit_code == EXIT_INPUT and "No such command 'frobnicate'" in unknown.stderr


def test_schema_is_json_for_editors() -> None:
    result = invoke("schema")
    assert result.exit_code == EXIT_OK
    schema = json.loads(result.stdout)
    assert schema["$ref"] == "#/$defs/scenario"
    assert "objects" in schema["$defs"]["scenario"]["properties"]
    assert set(schema["$defs"]) >= {"object", "effect", "card", "selector"}


def test_run_safely_maps_errors_to_exit_codes() -> None:
    def command_raising(exc: BaseException) -> click.Command:
        @click.command()
        @run_safely
        def cmd() -> None:
            raise exc
        return cmd

    from click.testing import CliRunner

    budget = Budget(max_states=1)
    with pytest.raises(BudgetExceeded) as info:
        budget.tick("things", 2)
    cases = [(info.value, EXIT_BUDGET, "limit reached: max-states = 1"),
             (InputError("bad", "f.yaml", 2, "x"), EXIT_INPUT, "f.yaml:2: x: bad"),
             (RecursionError(), EXIT_INPUT, "input nested too deeply")]
    for exc, code, text in cases:
        result = CliRunner().invoke(command_raising(exc), [])
        assert result.exit_code == code
        assert result.stderr == f"mtglogic: error: {text}" + result.stderr[len(text) + 17:]
        assert ONE_LINE_ERROR.match(result.stderr)


def test_budget_checks_the_clock_even_when_ticks_skip_ahead() -> None:
    budget = Budget(timeout=0.01)
    budget.started -= 1  # as if a second had passed
    with pytest.raises(BudgetExceeded, match=r"timeout = 0\.01s"):
        budget.tick("steps", count=1000)  # 1000 never lands on a multiple of 1024
    with pytest.raises(BudgetExceeded, match="found more than 1 things"):
        Budget(max_outcomes=1).check_outcomes(2, "things")
