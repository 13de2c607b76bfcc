"""Limits that stop before the first outcome, and --max-outcomes stopping the replacement
search itself (issue 25, items 3 and 8).

The board: 16 damage modifiers on one event (test_reliability_memory's), each of which
always applies, none interchangeable. Every order uses all 16 (614.5: each once), so an
order ends only after 16 steps; a sweep by layers meets its first outcome only after every
set of 1 to 15 used effects, at least 2^16 - 2 = 65,534 states. Depth first, the first
outcome is 16 states down one path, and outcomes keep coming: with --max-outcomes 5 and
--max-states 2,000 the outcomes must be what stops the search.
"""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from reliability_support import ONE_LINE_ERROR, check_cli_result, invoke
from test_reliability_memory import exploding_board

import mtglogic
from mtglogic.errors import EXIT_BUDGET, BudgetExceeded
from mtglogic.outputs.schemas import output_schema

# Humility and Opalescence with one timestamp: two orders to try (613.7m), which one state
# cannot finish (test_reliability_partial's board).
TIES = "players: [you, opponent]\nobjects:\n  - {id: humility, card: Humility, timestamp: 1}\n" \
       "  - {id: opalescence, card: Opalescence, timestamp: 1}\n"


@pytest.fixture
def explode(tmp_path: Path) -> str:
    path = tmp_path / "explode.yaml"
    path.write_text(yaml.safe_dump(exploding_board()), encoding="utf-8")
    return str(path)


@pytest.fixture
def ties(tmp_path: Path) -> str:
    path = tmp_path / "ties.yaml"
    path.write_text(TIES, encoding="utf-8")
    return str(path)


def stopped(*args: str) -> tuple[str, str]:
    result = invoke(*args)
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stdout, result.stderr


def test_max_outcomes_stops_the_search_before_its_states_run_out(explode: str) -> None:
    text, error = stopped("replace", explode, "--max-outcomes", "5", "--max-states", "2000")
    assert "limit reached: max-outcomes = 5; found more than 5 distinct outcomes in" in error
    assert text.startswith("PARTIAL ANSWER: stopped at a limit (max-outcomes = 5;")
    assert "UNFINISHED: stopped at a limit" in text
    data = json.loads(stopped("replace", explode, "--max-outcomes", "5", "--max-states",
                              "2000", "--json")[0])
    jsonschema.validate(data, output_schema("replace"))
    assert data["partial"]["limit"] == "max-outcomes"
    assert data["events"][0]["unfinished"] is True


def test_the_api_stops_at_max_outcomes_too() -> None:
    with pytest.raises(BudgetExceeded) as caught:
        mtglogic.answer_replacement(mtglogic.load_scenario(exploding_board()),
                                    budget=mtglogic.Budget(max_outcomes=5, max_states=2000))
    assert caught.value.limit_name == "max-outcomes"
    assert isinstance(caught.value.partial, mtglogic.ReplacementResult)


@pytest.mark.parametrize("command", [["layers"], ["deps", "--format", "json"]])
def test_a_limit_before_the_first_layer_outcome_is_partial_json(ties: str,
                                                                command: list[str]) -> None:
    text, error = stopped(*command, ties, "--max-states", "1",
                          *([] if "--format" in command else ["--json"]))
    data = json.loads(text)
    jsonschema.validate(data, output_schema(command[0]))
    assert data == {"format_version": 1, "partial": {
        "limit": "max-states", "value": 1, "option": "--max-states",
        "explored": data["partial"]["explored"]}}
    assert data["partial"]["explored"] in error


def test_a_limit_before_the_first_replacement_outcome_is_partial_json() -> None:
    # One state is the start of the layers the replacement question needs first.
    text, error = stopped("replace", "cr-2026/hardened-scales-doubling-season",
                          "--max-states", "1", "--json")
    data = json.loads(text)
    jsonschema.validate(data, output_schema("replace"))
    assert set(data) == {"format_version", "partial"}
    assert data["partial"]["limit"] == "max-states" and data["partial"]["explored"] in error


def test_a_subgame_stopped_after_its_first_step_is_partial_json() -> None:
    # One state: the first script step (casting Shahrazad) is played, the second is not.
    text, error = stopped("subgame", "cr-2026/nested-two-deep", "--max-states", "1", "--json")
    data = json.loads(text)
    jsonschema.validate(data, output_schema("subgame"))
    assert data["partial"]["limit"] == "max-states" and data["partial"]["explored"] in error
    assert data["runs"][0]["unfinished"] is True and len(data["runs"][0]["steps"]) == 1


def test_text_still_prints_nothing_when_nothing_was_found(ties: str) -> None:
    text, _ = stopped("layers", ties, "--max-states", "1")
    assert text == ""


def test_the_outcomes_met_before_max_outcomes_are_kept_with_a_witness() -> None:
    # Hardened Scales and Doubling Season on one +1/+1 counter (616.1, 614.5): Scales first
    # gives (1 + 1) x 2 = 4 counters, Season first 1 x 2 + 1 = 3; two distinct outcomes,
    # so --max-outcomes 1 stops the search when it meets the second. The partial answer
    # lists the first one met, with the order that reached it, its count a lower bound.
    result = invoke("replace", "cr-2026/hardened-scales-doubling-season", "--max-outcomes", "1",
                    "--json")
    assert result.exit_code == EXIT_BUDGET
    data = json.loads(result.stdout)
    jsonschema.validate(data, output_schema("replace"))
    [event] = data["events"]
    [outcome] = event["outcomes"]
    assert outcome["state"] in ({"counters": {"bear": {"+1/+1": 3}}},
                                {"counters": {"bear": {"+1/+1": 4}}})
    assert outcome["orders"] == 1 and len(outcome["witness"]) == 2
    assert event["unfinished"] is True and data["partial"]["limit"] == "max-outcomes"
    text = invoke("replace", "cr-2026/hardened-scales-doubling-season", "--max-outcomes", "1")
    assert "each count is at least the one shown" in " ".join(text.stdout.split())
