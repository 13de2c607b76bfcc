"""Every --json output is valid against its published schema at every limit (issue 38): a
hypothesis test runs each command on rulings that branch, nest or enumerate, with small
random limits (states, outcomes, depth), and validates what it prints with jsonschema,
whether the command finished (exit 0), stopped at a limit (exit 3) or found a failure
(verify, exit 1). A limit reached prints a partial answer its schema still describes."""
from __future__ import annotations

import functools
import json
from typing import Any

import jsonschema
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtglogic.cli import main
from mtglogic.outputs.schemas import output_schema

# rulings chosen for what a limit can cut: simultaneous timestamps (outcomes), a
# dependency loop (states), replacement orders (outcomes, states), nesting (depth)
RULINGS = {"layers": ["cr-2011/simultaneous-timestamps", "cr-2026/dependency-loop",
                      "cr-2026/humility-opalescence-humility-first"],
           "replacement": ["cr-2026/hardened-scales-doubling-season",
                           "cr-2026/616-1-wrath-each-object-on-its-own",
                           "cr-2026/academy-manufactor-chatterfang"],
           "subgame": ["cr-2026/nested-two-deep", "cr-2011/nested-two-deep"]}
COMMANDS = {"layers": [["layers", "--json"], ["deps", "--format", "json"]],
            "replacement": [["replace", "--json"], ["replace", "--json", "--explain"],
                            ["replace", "--json", "--orders"]],
            "subgame": [["subgame", "--json"], ["subgame", "--json", "--seed", "3"]]}
SCHEMA_OF = {"layers": "layers", "deps": "deps", "replace": "replace", "subgame": "subgame",
             "verify": "verify"}


@functools.cache
def validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(output_schema(name))


def limits() -> st.SearchStrategy[list[str]]:
    """Some of --max-states, --max-outcomes, --max-depth, each small."""
    return st.builds(
        lambda states, outcomes, depth: [*(["--max-states", str(states)] if states else []),
                                         *(["--max-outcomes", str(outcomes)] if outcomes
                                           else []),
                                         *(["--max-depth", str(depth)] if depth else [])],
        st.one_of(st.none(), st.integers(1, 60)), st.one_of(st.none(), st.integers(1, 4)),
        st.one_of(st.none(), st.integers(1, 3)))


def checked(args: list[str], schema: str, codes: tuple[int, ...] = (0, 3)) -> dict[str, Any]:
    result = CliRunner().invoke(main, args)
    assert result.exit_code in codes, (args, result.output, result.stderr)
    data: dict[str, Any] = json.loads(result.stdout)
    errors = sorted(validator(schema).iter_errors(data), key=str)
    assert not errors, f"{args}: {errors[0].json_path}: {errors[0].message}"
    return data


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), limit=limits())
def test_every_engine_output_validates_at_any_limit(data: st.DataObject,
                                                    limit: list[str]) -> None:
    kind = data.draw(st.sampled_from(sorted(RULINGS)))
    ruling = data.draw(st.sampled_from(RULINGS[kind]))
    command = data.draw(st.sampled_from(COMMANDS[kind]))
    if "--max-depth" in limit and kind != "subgame":
        limit = limit[:limit.index("--max-depth")] + limit[limit.index("--max-depth") + 2:]
    checked([command[0], ruling, *command[1:], *limit], SCHEMA_OF[command[0]])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(limit=limits(), rulings=st.lists(
    st.sampled_from([name for names in RULINGS.values() for name in names]),
    min_size=1, max_size=4, unique=True))
def test_verify_output_validates_at_any_limit(limit: list[str], rulings: list[str]) -> None:
    data = checked(["verify", *rulings, "--json", *limit], "verify", codes=(0, 1, 3))
    # every ruling is named by what it is, limit or not: its kind and ruleset are known
    for result in data["results"]:
        assert result["kind"] in ("layers", "replacement", "subgame")
        assert result["ruleset"] in ("cr-2011", "cr-2026")


def test_every_ruling_has_a_junit_classname_and_name_even_unchecked(tmp_path: Any) -> None:
    # --max-states 1: the first ruling stops at the limit, every other is left unchecked;
    # each is still named by its built-in name, its classname its ruleset and kind.
    import re
    import xml.etree.ElementTree as ET

    from mtglogic.api import list_rulings
    report = tmp_path / "junit.xml"
    result = CliRunner().invoke(main, ["verify", "--quiet", "--max-states", "1",
                                       "--junit-xml", str(report)])
    assert result.exit_code == 3
    cases = ET.parse(report).getroot().findall("testcase")
    expected = {(r["name"], f"{r['ruleset']}.{r['kind']}") for r in list_rulings()}
    assert {(case.get("name"), case.get("classname")) for case in cases} == expected
    assert all(re.fullmatch(r"cr-20\d\d\.(layers|replacement|subgame)", case.get("classname", ""))
               for case in cases)
