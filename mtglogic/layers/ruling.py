"""Checking layer rulings: expected characteristics, or the exact set of outcomes.

``expect`` is either ``objects: {id: {field: value}}`` (exactly one outcome, and these
fields of these objects), or ``outcomes: [{objects: ..., chooser: player}, ...]`` (the exact
set of distinct outcomes of simultaneous-timestamp choices), optionally with ``order``:
``[{layer, effects}]``, the order effects of one layer applied in.

Besides characteristics, an object's expectation may say ``dies: true`` (a state-based
action puts it into a graveyard or destroys it, 704), ``state_based: [rule numbers]``, and
check a part of a list: ``has: {abilities: [flying]}``, ``lacks: {subtypes: [Goblin]}``.
A scenario with time ``steps`` may expect the board after each of them: ``after_steps:
[{objects: ...}, ...]``, one item per step, each of one outcome; an item's ``next`` says
what the step triggers and the state-based actions after it, as under a replacement
outcome (``mtglogic.triggers.ruling``, checked by ``mtglogic.engines.layers``). An object's ``rules`` are
the words of the rules effects that apply to it after the layers (613.10 / 613.11), and
``players: {id: {rules: [...]}}`` (with ``objects``) those that apply to each player.
"""
from __future__ import annotations

from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.layers.compute import LayerResult, Outcome
from mtglogic.node import Node, to_plain
from mtglogic.verdict import Verdict, diff_values
from mtglogic.vocabulary import argschema as s

EXPECT_KEYS = ("objects", "outcomes", "order", "after_steps", "players")
STEP_KEYS = ("objects", "next")  # of each item of ``after_steps`` (``next``: the engine's)
SOME = {"type": "object", "additionalProperties": s.words()}  # field: values it has or lacks
OBJECTS = {"type": "object", "additionalProperties": {  # id: {field: value}
    "type": "object", "properties": {"has": SOME, "lacks": SOME, "dies": s.BOOLEAN,
                                     "state_based": s.words()}}}
EXPECT = s.mapping({
    "objects": OBJECTS,
    "outcomes": s.array(s.mapping({"objects": OBJECTS, "chooser": s.string()},
                                  required=("objects",))),
    "order": s.array(s.mapping({"layer": s.string(), "effects": s.strict_array(s.string())},
                               required=("layer", "effects"))),
    # the board after each time step, and what the step triggers and the state-based
    # actions after it (``next``, as a replacement outcome's: ``mtglogic.triggers.ruling``)
    "after_steps": s.array(s.mapping({"objects": OBJECTS, "next": s.ref("next_expectation")},
                                     min_properties=1)),
    "players": {"type": "object", "additionalProperties": s.mapping({"rules": s.words()},
                                                                     required=("rules",))},
}) | {"oneOf": [{"required": ["objects"]}, {"required": ["outcomes"]}],
      "dependentRequired": {"order": ["objects"], "players": ["objects"]}}


def _objects(node: Node) -> None:
    for _, fields in node.mapping().items():
        fields.mapping()
        for mode in ("has", "lacks"):
            for _, values in (fields[mode].mapping().items() if mode in fields else []):
                values.as_str_list()
        if "dies" in fields:
            fields["dies"].as_bool()
        if "state_based" in fields:
            fields["state_based"].as_str_list()


def read_expect(expect: Node) -> None:
    """Check the shape of a layer ruling's ``expect`` (``EXPECT``)."""
    expect.mapping(allowed=EXPECT_KEYS)
    if ("objects" in expect) == ("outcomes" in expect):
        expect.fail("expect needs `objects` or `outcomes` (not both)")
    if "order" in expect and "objects" not in expect:
        expect["order"].fail("`order` goes with `objects`")
    if "players" in expect and "objects" not in expect:
        expect["players"].fail("`players` goes with `objects`")
    for _, player in expect["players"].mapping().items() if "players" in expect else []:
        player.mapping(allowed=("rules",), required=("rules",))
        player["rules"].as_str_list()
    for item in expect["outcomes"].as_list() if "outcomes" in expect else []:
        item.mapping(allowed=("objects", "chooser"), required=("objects",))
        _objects(item["objects"])
        if "chooser" in item:
            item["chooser"].as_str()
    if "objects" in expect:
        _objects(expect["objects"])
    for item in expect["after_steps"].as_list() if "after_steps" in expect else []:
        item.mapping(allowed=STEP_KEYS)
        if not item.value:
            item.fail("name at least one of: " + ", ".join(STEP_KEYS))
        if "objects" in item:
            _objects(item["objects"])
    for item in expect["order"].as_list() if "order" in expect else []:
        item.mapping(allowed=("layer", "effects"), required=("layer", "effects"))
        item["layer"].as_str()
        for effect in item["effects"].as_list(strict=True):
            effect.as_str()


PARTIAL = ("has", "lacks")


def observed(outcome: Outcome) -> dict[str, dict[str, Any]]:
    """Each object's characteristics, its status and counters (``tapped``, ``counters``),
    and what state-based actions would do to it."""
    actual = outcome.characteristics()
    for oid, chars in actual.items():
        for stat in ("power", "toughness"):  # `power: null`: it has none (208.3, 721.2c)
            chars.setdefault(stat, None)
        obj = outcome.board[oid]
        chars["tapped"] = obj.tapped
        chars["counters"] = {kind: n for kind, n in sorted(obj.counters.items()) if n}
        found = [c for c in outcome.run.consequences if c.object == oid]
        chars["dies"] = any(c.leaves for c in found)
        chars["state_based"] = [c.rule for c in found]
        chars["rules"] = [r.word for r in outcome.run.rules if oid in r.objects]
    return actual


def _check_players(expected: dict[str, Any], outcome: Outcome, node: Node,
                   result: LayerResult) -> list[str]:
    """``players``: the words of the rules effects that apply to each player."""
    lines: list[str] = []
    known = result.moment_game.player_ids() if result.moment_game is not None else None
    for pid, fields in expected.items():
        if known is not None and pid not in known:
            node.fail(f"expected player {pid!r} is not in the scenario", ConsistencyError)
        got = [r.word for r in outcome.run.rules if pid in r.players]
        lines += diff_values(fields, {"rules": got}, pid)
    return lines


def _check_objects(expected: dict[str, Any], outcome: Outcome, node: Node) -> list[str]:
    actual = observed(outcome)
    lines: list[str] = []
    for oid, fields in expected.items():
        if oid not in actual:
            node.fail(f"expected object {oid!r} is not in the scenario", ConsistencyError)
        whole = {k: v for k, v in fields.items() if k not in PARTIAL}
        lines += diff_values(whole, actual[oid], oid)
        lines += _partial(oid, fields, actual[oid])
    return lines


def _partial(oid: str, fields: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """``has``: these values are among the object's; ``lacks``: none of them is."""
    lines = []
    for mode in PARTIAL:
        for key, wanted in (fields.get(mode) or {}).items():
            have = actual.get(key)
            values = have if isinstance(have, list) else [have]
            for value in wanted if isinstance(wanted, list) else [wanted]:
                if (value in values) != (mode == "has"):
                    verb = "to have" if mode == "has" else "to lack"
                    lines.append(f"{oid}.{key}: expected it {verb} {value}, got {have}")
    return lines


def _check_order(expected: list[Any], outcome: Outcome) -> list[str]:
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
        if "players" in expect:
            for outcome in result.outcomes:
                diff += _check_players(to_plain(expect["players"].value), outcome,
                                       expect["players"], result)
    elif "outcomes" in expect:
        wanted = expect["outcomes"].as_list()
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
    if "after_steps" in expect:
        diff += _check_steps(result, expect["after_steps"])
    return Verdict(not diff, diff)


def _check_steps(result: LayerResult, node: Node) -> list[str]:
    """``after_steps``: the board after each time step of the scenario, in order."""
    wanted = node.as_list()
    if len(wanted) != len(result.moments):
        return [f"expected the board after {len(wanted)} steps, the scenario has "
                f"{len(result.moments)}"]
    diff: list[str] = []
    for index, (item, moment) in enumerate(zip(wanted, result.moments), 1):
        outcomes = moment.result.outcomes
        if len(outcomes) != 1:
            diff.append(f"after step {index}: expected one outcome, got {len(outcomes)}")
        for outcome in outcomes if "objects" in item else []:
            diff += [f"after step {index}: {line}" for line in
                     _check_objects(to_plain(item["objects"].value), outcome, item["objects"])]
    return diff


def _chooser_ok(item: Node, outcome: Outcome) -> bool:
    if "chooser" not in item:
        return True
    want = item["chooser"].as_str()
    return all(g.chooser == want for choice in outcome.choices for g, _ in choice)
