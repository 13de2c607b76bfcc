"""Checking a replacement ruling: the exact set of outcomes, order counts and chooser.

``expect`` maps event ids to what must be found::

    expect:
      hit:
        chooser: p2                       # optional: who chooses (616.1)
        outcomes:                         # every distinct outcome, with its number of orders
          "8 damage from goblin to p2": 1
          "6 damage from goblin to p2": 1

An outcome is written as ``mtglogic replace`` prints it; outcomes found but not expected,
and expected but not found, are both failures.
"""
from __future__ import annotations

from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.node import Node
from mtglogic.replacement.analysis import ReplacementResult
from mtglogic.verdict import Verdict, diff_values
from mtglogic.vocabulary import argschema as s

EXPECT = {"type": "object", "additionalProperties": s.mapping({
    "chooser": s.string(),
    "outcomes": {"type": "object", "additionalProperties": s.integer(1)},
}, required=("outcomes",))}


def actual_answers(result: ReplacementResult) -> dict[str, Any]:
    """Every event's chooser and outcomes (result text -> order count)."""
    found: dict[str, Any] = {}
    for answer in result.answers:
        process = answer.process
        found[answer.id] = {"chooser": process.options(process.start).chooser,
                            "outcomes": answer.table()}
    return found


def read_expect(expect: Node) -> dict[str, Any]:
    """The expected answers by event id, their shape checked (``EXPECT``)."""
    wanted: dict[str, Any] = {}
    for event_id, body in expect.mapping().items():
        body.mapping(allowed=("chooser", "outcomes"), required=("outcomes",))
        item: dict[str, Any] = {"outcomes": {k: v.int(1) for k, v in body["outcomes"].items()}}
        if "chooser" in body:
            item["chooser"] = body["chooser"].str()
        wanted[event_id] = item
    return wanted


def _expected(expect: Node, actual: dict[str, Any]) -> dict[str, Any]:
    wanted = read_expect(expect)
    for event_id, body in expect.items():
        if event_id not in actual:
            body.fail(f"the scenario has no event {event_id!r}; events: {', '.join(actual)}",
                      ConsistencyError)
    return wanted


def check_result(result: ReplacementResult, expect: Node) -> Verdict:
    """Verdict of one ruling: passed when every expected event matches exactly."""
    actual = actual_answers(result)
    wanted = _expected(expect.mapping(), actual)
    diff: list[str] = []
    for event_id, item in wanted.items():
        got = actual[event_id]
        if "chooser" in item:
            diff += diff_values(item["chooser"], got["chooser"], f"{event_id}.chooser")
        exp_out, got_out = item["outcomes"], got["outcomes"]
        for result_text in exp_out.keys() - got_out.keys():
            diff.append(f"{event_id}: expected outcome {result_text!r} "
                        f"({exp_out[result_text]} orders), not found")
        for result_text in got_out.keys() - exp_out.keys():
            diff.append(f"{event_id}: unexpected outcome {result_text!r} "
                        f"({got_out[result_text]} orders)")
        for result_text in exp_out.keys() & got_out.keys():
            diff += diff_values(exp_out[result_text], got_out[result_text],
                                f"{event_id}: {result_text!r} orders")
    return Verdict(not diff, diff, actual)
