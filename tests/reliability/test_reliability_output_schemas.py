"""Published output schemas (issue 13): `mtglogic schema --output NAME` prints the JSON
Schema (draft 2020-12) of each command's `--json` output, and real outputs validate
against it with jsonschema: every built-in ruling through its commands (layers and deps,
replace plain, with --explain and with --orders, subgame with and without a seed), verify
with each status, cards in each of its shapes, rulings. The schemas are closed: an
output with a key added, a key left out or a value of the wrong type is refused, so a
field added to an output without its schema fails here."""
from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from reliability_support import invoke
from test_reliability_verify import FAILING, INVALID, PASSING

import mtglogic
from mtglogic.library import card_json
from mtglogic.loading.rulings import load_ruling
from mtglogic.outputs.schemas import OUTPUTS, output_schema
from mtglogic.version import JSON_FORMAT_VERSION

RULINGS = mtglogic.ruling_files()
COMMANDS = {"layers": [("layers", "--json"), ("deps", "--format", "json")],
            "replacement": [("replace", "--json"), ("replace", "--json", "--explain"),
                            ("replace", "--json", "--orders", "3")],
            "subgame": [("subgame", "--json"), ("subgame", "--json", "--seed", "7")]}


@functools.cache
def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = output_schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def output_of(*args: str, codes: tuple[int, ...] = (0,)) -> dict[str, Any]:
    result = invoke(*args)
    assert result.exit_code in codes, (args, result.output)
    return json.loads(result.stdout)


def assert_valid(name: str, data: dict[str, Any]) -> None:
    errors = sorted(validator(name).iter_errors(data), key=str)
    assert not errors, f"{name}: {errors[0].json_path}: {errors[0].message}"


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_the_cli_prints_the_published_schema(name: str) -> None:
    assert output_of("schema", "--output", name) == output_schema(name)
    jsonschema.Draft202012Validator.check_schema(output_schema(name))


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: f"{next(q.name for q in p.parents if q.parent.name == 'rulesets')}/{p.stem}")
def test_every_builtin_ruling_validates(path: Path) -> None:
    for args in COMMANDS[load_ruling(path).kind]:
        # subgame exits 1 when the card invariant breaks: its output is still complete.
        data = output_of(args[0], str(path), *args[1:], codes=(0, 1))
        assert_valid(args[0], data)


def test_verify_with_every_status_validates(tmp_path: Path) -> None:
    (tmp_path / "pass.yaml").write_text(PASSING, encoding="utf-8")
    (tmp_path / "fail.yaml").write_text(FAILING, encoding="utf-8")
    (tmp_path / "bad.yaml").write_text(INVALID, encoding="utf-8")
    data = output_of("verify", str(tmp_path), "--json", codes=(2,))
    assert {r["status"] for r in data["results"]} == {"passed", "failed", "invalid"}
    assert_valid("verify", data)
    limited = output_of("verify", str(tmp_path / "pass.yaml"), "--json", "--max-states", "1",
                        codes=(3,))
    assert [r["status"] for r in limited["results"]] == ["limit"]
    assert_valid("verify", limited)
    assert_valid("verify", output_of("verify", "--json"))  # the whole built-in corpus


@pytest.mark.parametrize("args", [["cards", "--json"], ["cards", "Humility", "--json"],
                                  ["cards", "Doubling Season", "--json"],
                                  ["cards", "moon", "--json"],
                                  ["cards", "--check", "--json"]], ids=" ".join)
def test_cards_outputs_validate(args: list[str]) -> None:
    # --check exits 1 when a card has no test: its report is still whole.
    assert_valid("cards", output_of(*args, codes=(0, 1)))


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_every_card_described_validates(ruleset: str) -> None:
    # In process, as `cards NAME --json` builds it (the command is tested above).
    rules = mtglogic.load_ruleset(ruleset)
    library = mtglogic.card_library()
    for name in library.names():
        data = {"format_version": JSON_FORMAT_VERSION, "ruleset": ruleset,
                "card": card_json(library.cards[name], rules)}
        assert_valid("cards", data)


def test_cards_check_of_a_folder_validates(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text("name: Broken\ntypes: 3\n", encoding="utf-8")
    data = output_of("cards", "--check", "--cards", str(tmp_path), "--json", codes=(2,))
    assert data["errors"]
    assert_valid("cards", data)


@pytest.mark.parametrize("args", [["rulings", "--json"], ["rulings", "moon", "--json"],
                                  ["rulings", "--kind", "subgame", "--json"]], ids=" ".join)
def test_rulings_outputs_validate(args: list[str]) -> None:
    assert_valid("rulings", output_of(*args))


# -- the schemas are closed: what they do not describe is refused ----------------------------
BLOOD_MOON = "cr-2026/blood-moon-urborg"
SCALES = "cr-2026/hardened-scales-doubling-season"


def mutants(data: dict[str, Any], path: list[Any]) -> list[dict[str, Any]]:
    """Three copies of ``data``, each wrong at ``path`` (an object inside it): a key added,
    its first required key left out, its first value replaced by an object of the wrong
    type (an object where none of the output's values is one)."""
    found = []
    for change in ("add", "drop", "retype"):
        mutant = copy.deepcopy(data)
        target = mutant
        for step in path:
            target = target[step]
        key = sorted(target)[0]
        if change == "add":
            target["surprise"] = 1
        elif change == "drop":
            del target[key]
        else:
            target[key] = [[{"x": None}]] if not isinstance(target[key], list) else "text"
        found.append(mutant)
    return found


CLOSED = [
    ("layers", ["layers", BLOOD_MOON, "--json"], []),
    ("layers", ["layers", BLOOD_MOON, "--json"], ["outcomes", 0, "steps", 0]),
    ("layers", ["layers", BLOOD_MOON, "--json"], ["outcomes", 0, "objects", "urborg"]),
    ("deps", ["deps", BLOOD_MOON, "--format", "json"], ["layers", 0, "edges", 0]),
    ("replace", ["replace", SCALES, "--json"], ["events", 0, "outcomes", 0]),
    ("replace", ["replace", SCALES, "--json"], ["events", 0, "outcomes", 0, "events", 0]),
    ("subgame", ["subgame", "cr-2026/nested-two-deep", "--json"], ["runs", 0, "steps", 0]),
    ("verify", ["verify", "--json", "--ruleset", "cr-2011"], ["results", 0]),
    ("cards", ["cards", "Humility", "--json"], ["card"]),
    ("rulings", ["rulings", "--json"], ["rulings", 0]),
]


@pytest.mark.parametrize("name, args, path", CLOSED, ids=lambda v: str(v))
def test_what_the_schema_does_not_describe_is_refused(name: str, args: list[str],
                                                      path: list[Any]) -> None:
    data = output_of(*args)
    assert_valid(name, data)
    for mutant in mutants(data, path):
        assert not validator(name).is_valid(mutant), (path, mutant is data)


def test_enumerated_values_are_checked() -> None:
    data = output_of("verify", "--json", "--ruleset", "cr-2011")
    data["results"][0]["status"] = "skipped"  # not one of the four statuses
    assert not validator("verify").is_valid(data)
    layers = output_of("layers", BLOOD_MOON, "--json")
    layers["outcomes"][0]["objects"]["urborg"]["colors"] = ["purple"]  # not a color
    assert not validator("layers").is_valid(layers)
    replace = output_of("replace", SCALES, "--json")
    replace["events"][0]["outcomes"][0]["events"][0]["kind"] = "explode"  # no such event
    assert not validator("replace").is_valid(replace)
