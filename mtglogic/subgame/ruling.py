"""The ``subgame`` ruling kind: play the scenario and compare with ``expect``.

``expect`` may hold ``runs`` (how many starting-player possibilities), ``final`` (the
snapshot after the last step), ``at`` (snapshots by step label), ``rules`` (rule numbers
that must have been applied) and ``invariant`` (``ok``). Every run must match.
"""
from __future__ import annotations

from typing import Any

from mtglogic.node import Node, to_plain
from mtglogic.subgame.runner import Run
from mtglogic.verdict import Verdict, diff_values
from mtglogic.vocabulary import argschema as s

EXPECT_KEYS = ("runs", "final", "at", "rules", "invariant")
SNAPSHOT = {"type": "object"}  # compared key by key with the snapshot (docs/subgame.md)
EXPECT = s.mapping({
    "runs": s.integer(1), "final": SNAPSHOT,
    "at": {"type": "object", "additionalProperties": SNAPSHOT},
    "rules": s.strict_array(s.string()),
    "invariant": {"anyOf": [{"const": "ok"}, s.strict_array(s.string())]},
})


def read_expect(expect: Node) -> None:
    """Check the shape of a subgame ruling's ``expect`` (``EXPECT``)."""
    expect.mapping(allowed=EXPECT_KEYS)
    if "runs" in expect:
        expect["runs"].as_int(1)
    if "final" in expect:
        expect["final"].mapping()
    for _, snapshot in expect["at"].items() if "at" in expect else []:
        snapshot.mapping()
    for rule in expect["rules"].as_list(strict=True) if "rules" in expect else []:
        rule.as_str()
    invariant = expect.get("invariant")
    if invariant is not None and invariant.is_list():
        for problem in invariant.as_list():
            problem.as_str()
    elif invariant is not None:
        invariant.as_str(("ok",))


def run_summary(run: Run, count: int) -> dict[str, Any]:
    """What a ruling can check about one run."""
    records = run.records
    rules = sorted({e.rule for r in records for e in r.events if e.rule})
    return {
        "runs": count,
        "final": records[-1].snapshot if records else None,
        "at": {r.step.label: r.snapshot for r in records if r.step.label},
        "rules": rules,
        "invariant": "ok" if not any(r.problems for r in records) else
        [p for r in records for p in r.problems],
    }


def check_result(runs: list[Run], expect: Node) -> Verdict:
    """Every run must match ``expect`` (only the keys written are compared)."""
    read_expect(expect)
    expected = to_plain(expect.value)
    diff: list[str] = []
    actual = []
    for n, run in enumerate(runs, 1):
        summary = run_summary(run, len(runs))
        actual.append(summary)
        got = dict(summary)
        if "rules" in expected:  # expected rule numbers must all appear
            got["rules"] = [r for r in expected["rules"] if r in summary["rules"]] + \
                [f"missing {r}" for r in expected["rules"] if r not in summary["rules"]]
        prefix = f"run {n} ({', '.join(f'{g}: {p}' for g, p in run.choices) or 'only run'}): "
        diff += [prefix + line for line in diff_values(expected, got)]
    return Verdict(not diff, diff, actual)
