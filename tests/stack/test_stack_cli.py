"""`mtglogic replace --resolve`: the results of resolving the stack in words, and as JSON that
the published schema (jsonschema, a real consumer) accepts."""
from __future__ import annotations

import json

from click.testing import CliRunner
from jsonschema import Draft202012Validator

from mtglogic.cli.replace import replace_command
from mtglogic.outputs.replacement import replace_output

LIEGE = "cr-2026/603-3b-deathbringer-liege-order-decides"


def run(*args: str) -> str:
    result = CliRunner().invoke(replace_command, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_resolve_prints_every_distinct_result_with_its_ways() -> None:
    text = " ".join(run(LIEGE, "--resolve").split())
    # 2 orders x 4 targets x 4 "may" choices (hand count in the ruling's notes)
    assert "resolving the stack (405.5, 603.3b): 5 distinct results from 32 orders" in text
    assert "bear in graveyard [1 way]" in text


def test_without_resolve_the_stack_is_not_resolved() -> None:
    assert "resolving the stack" not in run(LIEGE)


def test_resolve_json_is_valid_against_the_schema() -> None:
    data = json.loads(run(LIEGE, "--resolve", "--json"))
    Draft202012Validator(replace_output()).validate(data)
    stack = data["events"][0]["outcomes"][0]["next"]["stack"]
    assert stack["total"] == 32
    assert sorted(r["ways"] for r in stack["results"]) == [1, 1, 7, 7, 16]


def test_a_limit_while_resolving_prints_what_was_found_and_exits_3() -> None:
    # The outcomes of the event are found; the stack after them is cut by --max-states:
    # the answer says so where the results would be, and the command exits 3.
    result = CliRunner().invoke(replace_command, [
        "cr-2026/603-10a-blood-artist-wrath-distinct-life-totals", "--resolve",
        "--max-states", "300", "--json"])
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    Draft202012Validator(replace_output()).validate(data)
    assert data["partial"]["limit"] == "max-states"
    stack = data["events"][0]["outcomes"][0]["next"]["stack"]
    assert stack["results"] == [] and "max-states" in stack["unfinished"]


def test_a_changed_target_is_in_the_json_and_the_schema_accepts_it() -> None:
    # Two Captured by the Consulate (the ruling's notes): Shock ends up targeting the Ogre
    # or the Elf, one order each.
    consulates = "cr-2026/115-7a-two-captured-by-the-consulate-the-last-decides"
    data = json.loads(run(consulates, "--resolve", "--json"))
    Draft202012Validator(replace_output()).validate(data)
    stack = data["events"][0]["outcomes"][0]["next"]["stack"]
    assert sorted((r["state"]["targets"]["shock"], r["ways"]) for r in stack["results"]) == \
        [("elf", 1), ("ogre", 1)]
    assert "shock targeting ogre" in " ".join(run(consulates, "--resolve").split())
