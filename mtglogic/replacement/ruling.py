"""Checking a replacement ruling: the exact set of outcomes, order counts and chooser.

``expect`` maps event ids to what must be found::

    expect:
      hit:
        chooser: p2                       # optional: who chooses (616.1)
        outcomes:                         # every distinct outcome, with its number of orders
          "8 damage from goblin to p2": 1
          "6 damage from goblin to p2": 1

An outcome is written as ``mtglogic replace`` prints it; outcomes found but not expected,
and expected but not found, are both failures. Or outcomes are written as the state they
leave (``state.py``), each with its number of orders::

    expect:
      hit:
        outcomes:
          - {state: {life: {p2: 1}, damage: {bear: 2}}, orders: 1}

Every item of one event names the same entries; the outcomes found are grouped by what
those entries are after the event, their orders added up, and the groups must be exactly
the items written.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.model.answers import STATE_KEYS
from mtglogic.model.frozen import freeze
from mtglogic.model.terms import ZONES
from mtglogic.node import Node, to_plain
from mtglogic.replacement.analysis import EventAnswer, ReplacementResult
from mtglogic.replacement.state import outcome_state, project, without_zero_counts
from mtglogic.verdict import Verdict, diff_values
from mtglogic.vocabulary import argschema as s

COUNTS = {"type": "object", "additionalProperties": s.integer(0)}
STATE_SCHEMA = s.mapping({
    "life": {"type": "object", "additionalProperties": s.integer()},
    "counters": {"type": "object", "additionalProperties": COUNTS},
    "damage": COUNTS,
    "zones": {"type": "object", "additionalProperties": s.string(ZONES)},
    "draws": COUNTS,
    "tokens": {"type": "object", "additionalProperties": COUNTS},
    "moved": COUNTS,
    "skips": {"type": "object", "additionalProperties": s.array(s.string())},
    "wins": s.array(s.string()),
    "losses": s.array(s.string()),
}, min_properties=1)
# What follows an outcome (603, 704) is the trigger engine's to check
# (``mtglogic.triggers.ruling``); its schema is the shared definition ``next_expectation``.
NEXT = s.ref("next_expectation")
BY_STATE = s.array(s.mapping({"state": STATE_SCHEMA, "orders": s.integer(1), "next": NEXT},
                             required=("state", "orders")), min_items=1)
EXPECT = {"type": "object", "additionalProperties": s.mapping({
    "chooser": s.string(),
    "outcomes": {"anyOf": [{"type": "object", "additionalProperties": s.integer(1)},
                           BY_STATE]},
    "next": NEXT,
    # what resolving the stack gives (405, 608): the stack engine's to check
    # (``mtglogic.stack.ruling``), the shared definition ``stack_expectation``
    "stack": s.ref("stack_expectation"),
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
    """The expected answers by event id, their shape checked (``EXPECT``). Outcomes are a
    mapping of text to orders, or (``by_state``) a list of states with their orders."""
    wanted: dict[str, Any] = {}
    for event_id, body in expect.mapping().items():
        body.mapping(allowed=("chooser", "outcomes", "next", "stack"), required=("outcomes",))
        outcomes = body["outcomes"]
        item: dict[str, Any]
        if isinstance(outcomes.value, list):
            item = {"by_state": _read_states(outcomes)}
        else:
            item = {"outcomes": {k: v.as_int(1) for k, v in outcomes.items()}}
        if "chooser" in body:
            item["chooser"] = body["chooser"].as_str()
        wanted[event_id] = item
    return wanted


def _read_states(node: Node) -> list[tuple[dict[str, Any], int]]:
    """Expected states with their order counts: each names the same entries, no two equal."""
    items = []
    for entry in node.as_list():
        entry.mapping(allowed=("state", "orders", "next"), required=("state", "orders"))
        state = entry["state"].mapping(allowed=STATE_KEYS)
        if not state.value:
            state.fail("name at least one of: " + ", ".join(STATE_KEYS))
        for key, value in state.items():
            _check_entries(key, value)
        items.append((to_plain(state.value), entry["orders"].as_int(1), entry))
    if not items:
        node.fail("expected at least one outcome")
    shape = _entries(items[0][0])
    seen = []
    for state, _, entry in items:
        if _entries(state) != shape:
            entry["state"].fail("every outcome of an event names the same entries (the "
                                "first names " + ", ".join(sorted(shape)) + ")",
                                ConsistencyError)
        if state in seen:
            entry["state"].fail("the same state is written twice", ConsistencyError)
        seen.append(state)
    return [(state, orders) for state, orders, _ in items]


def _whole(node: Node) -> None:
    node.as_int(0)


def _counts(node: Node) -> None:
    for _, count in node.mapping().items():
        count.as_int(0)


# What each entry of a state holds (``STATE_SCHEMA``), checked as the schema checks it.
ENTRY_CHECKS: dict[str, Callable[[Node], object]] = {"life": lambda n: n.as_int(), "counters": _counts, "damage": _whole,
                "zones": lambda n: n.as_str(ZONES), "draws": _whole, "tokens": _counts,
                "moved": _whole, "skips": lambda n: [w.as_str() for w in n.as_list(strict=True)]}


def _check_entries(key: str, node: Node) -> None:
    """The values of one kind of state entry have the schema's shape (wins: player ids)."""
    if key in ("wins", "losses"):
        for player in node.as_list(strict=True):
            player.as_str()
        return
    for _, value in node.mapping().items():
        ENTRY_CHECKS[key](value)


def _entries(state: dict[str, Any]) -> set[str]:
    return {key if key in ("wins", "losses") else f"{key}.{ref}" for key, refs in state.items()
            for ref in ([None] if key in ("wins", "losses") else refs)}


def states_found(answer: EventAnswer, wanted: dict[str, Any]
                 ) -> dict[Any, tuple[dict[str, Any], int]]:
    """The outcomes found, grouped by what the written entries are after the event, with
    their orders added up (equal games are one outcome)."""
    groups: dict[Any, tuple[dict[str, Any], int]] = {}
    world = answer.process.world
    for outcome, tally in answer.outcomes.items():
        shown = project(outcome_state(outcome, world, answer.process.rules), wanted, world)
        key = freeze(shown)
        count = groups[key][1] if key in groups else 0
        groups[key] = (shown, count + tally.count)
    return groups


def _expected(expect: Node, actual: dict[str, Any]) -> dict[str, Any]:
    wanted = read_expect(expect)
    for event_id, body in expect.items():
        if event_id not in actual:
            body.fail(f"the scenario has no event {event_id!r}; events: {', '.join(actual)}",
                      ConsistencyError)
    return wanted


def _state_diff(event_id: str, answer: EventAnswer,
                expected: list[tuple[dict[str, Any], int]]
                ) -> tuple[list[str], list[dict[str, Any]]]:
    """Differences between the written states and the outcomes found, grouped alike."""
    found = states_found(answer, expected[0][0])
    diff = []
    written = {freeze(without_zero_counts(state)): (state, orders) for state, orders in expected}
    for key, (state, orders) in written.items():
        if key not in found:
            diff.append(f"{event_id}: expected state {state} ({orders} orders), not found")
        else:
            diff += diff_values(orders, found[key][1], f"{event_id}: state {state} orders")
    for key, (state, orders) in found.items():
        if key not in written:
            diff.append(f"{event_id}: unexpected state {state} ({orders} orders)")
    return diff, [{"state": state, "orders": orders} for state, orders in found.values()]


def check_result(result: ReplacementResult, expect: Node) -> Verdict:
    """Verdict of one ruling: passed when every expected event matches exactly."""
    actual = actual_answers(result)
    wanted = _expected(expect.mapping(), actual)
    diff: list[str] = []
    for event_id, item in wanted.items():
        got = actual[event_id]
        if "chooser" in item:
            diff += diff_values(item["chooser"], got["chooser"], f"{event_id}.chooser")
        if "by_state" in item:
            found, got["states"] = _state_diff(event_id, result.answer(event_id),
                                               item["by_state"])
            diff += found
            continue
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
