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

from mtglogic.budget import Budget
from mtglogic.loading.yamlio import Node
from mtglogic.replacement.analysis import outcome_table
from mtglogic.replacement.problem import build_problem
from mtglogic.rulesets import Ruleset
from mtglogic.verify.ruling import Verdict, diff_values


def actual_answers(scenario: Node, ruleset: Ruleset, budget: Budget) -> dict[str, Any]:
    """Every event's chooser and outcomes (result text -> order count)."""
    from mtglogic.loading.scenario import parse_scenario

    problem = build_problem(parse_scenario(scenario, ruleset), budget)
    found: dict[str, Any] = {}
    for event in problem.events:
        process = problem.process(event)
        found[event.id] = {"chooser": process.options(process.start).chooser,
                           "outcomes": outcome_table(process, budget)}
    return found


def _expected(expect: Node, actual: dict[str, Any]) -> dict[str, Any]:
    wanted: dict[str, Any] = {}
    for event_id, body in expect.items():
        if event_id not in actual:
            body.fail(f"the scenario has no event {event_id!r}; events: {', '.join(actual)}")
        body.mapping(allowed=("chooser", "outcomes"), required=("outcomes",))
        item: dict[str, Any] = {"outcomes": {k: v.int(1) for k, v in body["outcomes"].items()}}
        if "chooser" in body:
            item["chooser"] = body["chooser"].str()
        wanted[event_id] = item
    return wanted


def check_ruling(scenario: Node, expect: Node, ruleset: Ruleset, budget: Budget) -> Verdict:
    """Verdict of one ruling: passed when every expected event matches exactly."""
    actual = actual_answers(scenario, ruleset, budget)
    wanted = _expected(expect.mapping(), actual)
    diff: list[str] = []
    for event_id, item in wanted.items():
        got = actual[event_id]
        if "chooser" in item:
            diff += diff_values(item["chooser"], got["chooser"], f"{event_id}.chooser")
        exp_out, got_out = item["outcomes"], got["outcomes"]
        for result in exp_out.keys() - got_out.keys():
            diff.append(f"{event_id}: expected outcome {result!r} ({exp_out[result]} orders), "
                        f"not found")
        for result in got_out.keys() - exp_out.keys():
            diff.append(f"{event_id}: unexpected outcome {result!r} ({got_out[result]} orders)")
        for result in exp_out.keys() & got_out.keys():
            diff += diff_values(exp_out[result], got_out[result], f"{event_id}: {result!r} orders")
    return Verdict(not diff, diff, actual)
