"""Checking layer rulings: expected characteristics, or the exact set of outcomes.

``expect`` is either ``objects: {id: {field: value}}`` (exactly one outcome, and these
fields of these objects), or ``outcomes: [{objects: ..., chooser: player}, ...]`` (the exact
set of distinct outcomes of simultaneous-timestamp choices), optionally with ``steps``:
``[{layer, effect, reason_contains}]`` checked against the explanation of every outcome.
"""
from __future__ import annotations

from mtglogic.errors import ConsistencyError
from mtglogic.layers.compute import LayerResult, Outcome
from mtglogic.node import Node, to_plain
from mtglogic.verdict import Verdict, diff_values
from mtglogic.vocabulary import argschema as s

EXPECT_KEYS = ("objects", "outcomes", "order")
OBJECTS = {"type": "object", "additionalProperties": {"type": "object"}}  # id: {field: value}
EXPECT = s.mapping({
    "objects": OBJECTS,
    "outcomes": s.array(s.mapping({"objects": OBJECTS, "chooser": s.string()},
                                  required=("objects",))),
    "order": s.array(s.mapping({"layer": s.string(), "effects": s.strict_array(s.string())},
                               required=("layer", "effects"))),
}) | {"oneOf": [{"required": ["objects"]}, {"required": ["outcomes"]}],
      "dependentRequired": {"order": ["objects"]}}


def _objects(node: Node) -> None:
    for _, fields in node.mapping().items():
        fields.mapping()


def read_expect(expect: Node) -> None:
    """Check the shape of a layer ruling's ``expect`` (``EXPECT``)."""
    expect.mapping(allowed=EXPECT_KEYS)
    if ("objects" in expect) == ("outcomes" in expect):
        expect.fail("expect needs `objects` or `outcomes` (not both)")
    if "order" in expect and "objects" not in expect:
        expect["order"].fail("`order` goes with `objects`")
    for item in expect["outcomes"].list() if "outcomes" in expect else []:
        item.mapping(allowed=("objects", "chooser"), required=("objects",))
        _objects(item["objects"])
        if "chooser" in item:
            item["chooser"].str()
    if "objects" in expect:
        _objects(expect["objects"])
    for item in expect["order"].list() if "order" in expect else []:
        item.mapping(allowed=("layer", "effects"), required=("layer", "effects"))
        item["layer"].str()
        for effect in item["effects"].list(strict=True):
            effect.str()


def _check_objects(expected: dict, outcome: Outcome, node: Node) -> list[str]:
    actual = outcome.characteristics()
    for oid in expected:
        if oid not in actual:
            node.fail(f"expected object {oid!r} is not in the scenario", ConsistencyError)
    return diff_values(expected, actual)


def _check_order(expected: list, outcome: Outcome) -> list[str]:
    """``order``: effect ids of one layer, in the order they must be applied."""
    lines = []
    for item in expected:
        layer, want = item["layer"], item["effects"]
        got = [s.effect for s in outcome.run.steps if s.layer == str(layer) and s.effect in want]
        if got != want:
            lines.append(f"layer {layer} order: expected {want}, got {got}")
    return lines


def check_result(result: LayerResult, expect: Node) -> Verdict:
    """The verdict of a layer ruling's ``expect`` on a computed result."""
    read_expect(expect)
    diff: list[str] = []
    if "objects" in expect:
        if len(result.outcomes) != 1:
            diff.append(f"expected one outcome, got {len(result.outcomes)}")
        for outcome in result.outcomes:
            diff += _check_objects(to_plain(expect["objects"].value), outcome, expect["objects"])
        if "order" in expect:
            for outcome in result.outcomes:
                diff += _check_order(to_plain(expect["order"].value), outcome)
    elif "outcomes" in expect:
        wanted = expect["outcomes"].list()
        if len(wanted) != len(result.outcomes):
            diff.append(f"expected {len(wanted)} distinct outcomes, got {len(result.outcomes)}")
        unmatched = list(result.outcomes)
        for item in wanted:
            item.mapping(allowed=("objects", "chooser"), required=("objects",))
            objects = to_plain(item["objects"].value)
            match = next((o for o in unmatched if not _check_objects(objects, o, item["objects"])
                          and _chooser_ok(item, o)), None)
            if match is None:
                closest = [_check_objects(objects, o, item["objects"]) for o in result.outcomes]
                diff.append(f"{item.path}: no outcome matches; closest differences: "
                            f"{min(closest, key=len) if closest else 'none'}")
            else:
                unmatched.remove(match)
    else:
        expect.fail("expect needs `objects` or `outcomes`")
    return Verdict(not diff, diff)


def _chooser_ok(item: Node, outcome: Outcome) -> bool:
    if "chooser" not in item:
        return True
    want = item["chooser"].str()
    return all(g.chooser == want for choice in outcome.choices for g, _ in choice)
