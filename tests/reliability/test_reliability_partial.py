"""Partial answers (issue 13): when a limit stops an engine, the command prints what was
found before it, marked partial with what was explored (text: a first `PARTIAL ANSWER`
line; JSON: a `partial` key, valid against the published schema), then the limit's one
line on stderr and exit 3. The engine's `BudgetExceeded` carries the partial result:
replacement answers per event (the events answered whole, the stopped one `unfinished`
with what it had found), the layer outcomes of the orders played to the end, the subgame
runs and steps played so far. It is printed within a grace of its own (a tenth of
--timeout, 1 to 10 s); what does not fit is cut, and said to be.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import jsonschema
import pytest
from reliability_support import ONE_LINE_ERROR, invoke

import mtglogic
from mtglogic.cli import answers
from mtglogic.errors import EXIT_BUDGET, BudgetExceeded
from mtglogic.loading.yamlio import dump_json
from mtglogic.outputs.schemas import output_schema

# Humility and Opalescence with one timestamp: two orders (613.7m, you choose), two
# outcomes (Humility 4/4 when Opalescence applies last in layer 7b, 1/1 otherwise).
TIES = "players: [you, opponent]\nobjects:\n  - {id: humility, card: Humility, timestamp: 1}\n" \
       "  - {id: opalescence, card: Opalescence, timestamp: 1}\n"
# e1: a draw no effect touches, one order. e2: one +1/+1 counter under Hardened Scales
# (+1), Doubling Season (x2) and Corpsejack Menace (x2): 3! = 6 orders; Scales first gives
# (1+1)x2x2 = 8 (2 orders), Scales second (2+1)x2 = 6 (2 orders), Scales last 4+1 = 5
# (2 orders). With --max-outcomes 4, listing e2's orders stops after the fourth.
COUNTERS = ["--card", "Hardened Scales", "--card", "Doubling Season", "--card",
            "Corpsejack Menace", "--card", "Grizzly Bears",
            "--happens", "draw: {player: you, count: 1}",
            "--happens", 'put_counters: {target: grizzly-bears, counter: "+1/+1", count: 1}',
            "--orders", "--max-outcomes", "4"]
# nested-two-deep: step 2 starts sub1 (depth 1), step 5 would start sub2 inside it (depth
# 2); with --max-depth 1 the run stops there, steps 1-4 played whole.
NESTED = ["subgame", "cr-2026/nested-two-deep", "--max-depth", "1"]


def stopped(*args: str) -> tuple[str, str]:
    result = invoke(*args)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert ONE_LINE_ERROR.match(result.stderr) and "limit reached" in result.stderr
    return result.stdout, result.stderr


def partial_json(name: str, *args: str) -> dict:
    data = json.loads(stopped(*args, "--json")[0])
    jsonschema.validate(data, output_schema(name))
    return data


@pytest.fixture
def ties(tmp_path: Path) -> str:
    path = tmp_path / "ties.yaml"
    path.write_text(TIES, encoding="utf-8")
    return str(path)


def test_layers_keep_the_outcomes_found(ties: str) -> None:
    assert invoke("layers", ties, "--json").exit_code == 0  # two outcomes in all
    text, error = stopped("layers", ties, "--max-outcomes", "1")
    assert text.startswith("PARTIAL ANSWER: stopped at a limit (max-outcomes = 1;")
    assert "1 order tried, 1 distinct outcome." in text and "max-outcomes = 1" in error
    data = partial_json("layers", "layers", ties, "--max-outcomes", "1")
    assert data["partial"] == {"limit": "max-outcomes", "value": 1, "option": "--max-outcomes",
                               "explored": "found more than 1 distinct layer outcomes"}
    assert data["orders_tried"] == 1 and len(data["outcomes"]) == 1
    assert data["outcomes"][0]["objects"]["humility"]["power"] in (1, 4)
    deps = json.loads(stopped("deps", ties, "--max-outcomes", "1", "--format", "json")[0])
    jsonschema.validate(deps, output_schema("deps"))
    assert deps["partial"]["limit"] == "max-outcomes"


def test_replace_keeps_whole_events_and_marks_the_stopped_one() -> None:
    text, _ = stopped("replace", *COUNTERS)
    assert text.startswith("PARTIAL ANSWER")
    assert ("UNFINISHED: stopped at a limit; 3 distinct outcomes found whole, 4 orders "
            "listed before it" in " ".join(text.split()))
    data = partial_json("replace", "replace", *COUNTERS)
    first, second = data["events"]
    assert "unfinished" not in first and len(first["orders"]) == 1
    assert second["unfinished"] is True and len(second["orders"]) == 4
    table = {o["result"]: o["orders"] for o in second["outcomes"]}
    assert table == {"5 +1/+1 counters on grizzly-bears": 2,
                     "6 +1/+1 counters on grizzly-bears": 2,
                     "8 +1/+1 counters on grizzly-bears": 2}
    assert data["partial"]["limit"] == "max-outcomes"


def test_subgame_keeps_the_steps_played() -> None:
    text, error = stopped(*NESTED)
    assert text.startswith("PARTIAL ANSWER") and "max-depth = 1" in error
    assert "UNFINISHED: run 1 stopped at a limit after 4 steps played whole" in text
    data = partial_json("subgame", *NESTED)
    (run,) = data["runs"]
    assert run["unfinished"] is True
    assert [s["action"] for s in run["steps"]] == ["cast", "resolve", "bring_in", "cast"]
    assert data["partial"] == {"limit": "max-depth", "value": 1, "option": "--max-depth",
                               "explored": "1 nested subgame played"}


def test_nothing_found_prints_nothing(ties: str) -> None:
    # One state is not enough to finish one layer order: no outcome, no partial answer.
    text, _ = stopped("layers", ties, "--max-states", "1")
    assert text == ""


def test_the_api_carries_the_partial_result() -> None:
    question = mtglogic.scenario_from_cards(
        ["Hardened Scales", "Doubling Season", "Corpsejack Menace", "Grizzly Bears"],
        events=[{"id": "c", "put_counters": {"target": "grizzly-bears", "counter": "+1/+1",
                                             "count": 1}}])
    with pytest.raises(BudgetExceeded) as caught:
        mtglogic.answer_replacement(question, list_orders=True,
                                    budget=mtglogic.Budget(max_outcomes=4))
    partial = caught.value.partial
    assert isinstance(partial, mtglogic.ReplacementResult)
    (answer,) = partial.answers
    assert answer.unfinished and len(answer.orders) == 4 and answer.total_orders == 6


# -- printing a partial answer has a grace of its own; what does not fit is cut ---------------
def test_a_partial_answer_too_long_to_print_in_time_is_cut(
        ties: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(answers, "GRACE", (0.0, 0.0, 0.0))  # no time at all to print it
    text, error = stopped("layers", ties, "--max-outcomes", "1")
    assert text.startswith("PARTIAL ANSWER")
    assert text.rstrip().endswith("... the partial answer is cut here: printing all of it "
                                  "would take longer than the time allowed after the limit")
    assert "max-outcomes = 1" in error
    data = partial_json("layers", "layers", ties, "--max-outcomes", "1")
    assert data == {"format_version": 1, "partial": {
        "limit": "max-outcomes", "value": 1, "option": "--max-outcomes",
        "explored": "found more than 1 distinct layer outcomes", "cut": True}}


def test_json_within_writes_what_dump_json_writes() -> None:
    value = {"b": [1, {"z": "é", "a": None}], "a": 2.5}
    assert answers.json_within(value, mtglogic.Budget()) == dump_json(value)
    spent = mtglogic.Budget(timeout=0.01, started=time.monotonic() - 1)
    assert answers.json_within(value, spent) is None


def test_the_grace_is_a_tenth_of_the_timeout_within_bounds() -> None:
    assert [answers.grace(mtglogic.Budget(timeout=t)).timeout for t in (2, 60, 1000)] == \
        [1.0, 6.0, 10.0]
