"""The ``steps`` of a scenario: time passing after the board is read (``mtglogic.model.time``).

    steps:
      - end_of_turn                                  # the cleanup step (514.2)
      - next_turn                                    # the next player's turn begins
      - {transform: delver}                          # 701.27a
      - {turn_face_up: morph}                        # 708.8 (707 in 2011)
      - {turn_face_down: bears}                      # 708.2a; none for a double-faced one
      - {flip: nezumi}                               # 710.2 (709.2 in 2011)
      - {leaves_and_returns: bears}                  # a new object (400.7)
      - {moves: {object: anthem, to: graveyard}}     # a new object in another zone (400.7)
      - {counters: {object: fountain-land, kind: flood, change: -1}}
      - {class_level: {object: druid-class, level: 2}}   # 716.2a
"""
from __future__ import annotations

from collections.abc import Mapping

from mtglogic.errors import ConsistencyError
from mtglogic.model.face_down import face_down_rule
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.terms import ZONES
from mtglogic.model.time import TimeStep
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s

OBJECT_STEPS = ("transform", "leaves_and_returns", "turn_face_up", "turn_face_down", "flip")
STEP_SCHEMA = {"anyOf": [
    s.string(("end_of_turn", "next_turn")),
    s.mapping({"transform": s.string()}, required=("transform",)),
    s.mapping({"leaves_and_returns": s.string()}, required=("leaves_and_returns",)),
    s.mapping({"turn_face_up": s.string()}, required=("turn_face_up",)),
    s.mapping({"turn_face_down": s.string()}, required=("turn_face_down",)),
    s.mapping({"flip": s.string()}, required=("flip",)),
    s.mapping({"moves": s.mapping({"object": s.string(), "to": s.string(ZONES)},
                                  required=("object", "to"))}, required=("moves",)),
    s.mapping({"counters": s.mapping({"object": s.string(), "kind": s.string(),
                                      "change": s.integer()}, required=("object", "kind", "change"))},
              required=("counters",)),
    s.mapping({"class_level": s.mapping({"object": s.string(), "level": s.integer(1)},
                                        required=("object", "level"))}, required=("class_level",)),
]}
STEP_WORDS = ("transform", "leaves_and_returns", "turn_face_up", "turn_face_down", "flip",
              "moves", "counters", "class_level")


def _check(kind: str, arg: Node, obj: ObjState, ruleset: Ruleset) -> None:
    """What the step's object must be: a permanent (transforming one that can't transform
    does nothing, 701.27c, which the step says), not a melded one to return (712.21), and a
    ruleset with Class levels for a level (716)."""
    if kind in OBJECT_STEPS and obj.zone != "battlefield":
        arg.fail(f"{obj.id} is not a permanent on the battlefield", ConsistencyError)
    if kind in ("leaves_and_returns", "turn_face_up") and obj.melded:
        arg.fail(f"{obj.id} is a melded permanent: it does not return as one (712.21)",
                 ConsistencyError)
    if kind == "turn_face_up" and not obj.face_down:
        arg.fail(f"{obj.id} is face up already: only a face-down permanent turns face up "
                 f"({face_down_rule(ruleset, 'turn_face_up')})", ConsistencyError)
    if kind == "class_level" and "class_level_up" not in ruleset.section("time")["rules"]:
        arg.fail(f"ruleset {ruleset.id} has no Class cards and no class levels (716 came "
                 f"later)", ConsistencyError)


def parse_step(node: Node, objects: Mapping[str, ObjState], ruleset: Ruleset) -> TimeStep:
    """One step; the objects it names must be the scenario's."""
    if not node.is_map():
        kind = node.as_str(("end_of_turn", "next_turn"))
        return TimeStep(kind, label=kind.replace("_", " "))
    node.mapping(allowed=STEP_WORDS)
    if len(node.value) != 1:
        node.fail(f"a step has exactly one of: end_of_turn, next_turn, {', '.join(STEP_WORDS)}")
    kind, arg = next(node.items())
    if kind in OBJECT_STEPS:
        oid = arg.ref(objects, "object with id")
        _check(kind, arg, objects[oid], ruleset)
        return TimeStep(kind, oid, label=f"{kind.replace('_', ' ')} {oid}")
    if kind == "moves":
        arg.mapping(allowed=("object", "to"), required=("object", "to"))
        oid = arg["object"].ref(objects, "object with id")
        zone = arg["to"].as_str(ZONES)
        if objects[oid].melded:
            arg["object"].fail(f"{oid} is a melded permanent: two cards would move (712.21)",
                               ConsistencyError)
        return TimeStep(kind, oid, zone=zone, label=f"{oid} moves to the {zone}")
    if kind == "counters":
        arg.mapping(allowed=("object", "kind", "change"), required=("object", "kind", "change"))
        oid = arg["object"].ref(objects, "object with id")
        change, counter = arg["change"].as_int(), arg["kind"].as_str()
        return TimeStep(kind, oid, counter, change, label=f"{change:+d} {counter} on {oid}")
    arg.mapping(allowed=("object", "level"), required=("object", "level"))
    oid = arg["object"].ref(objects, "object with id")
    _check(kind, arg, objects[oid], ruleset)
    level = arg["level"].as_int(1)
    return TimeStep(kind, oid, level=level, label=f"{oid} becomes level {level}")


def parse_steps(node: Node, objects: Mapping[str, ObjState], ruleset: Ruleset) -> list[TimeStep]:
    return [parse_step(item, objects, ruleset) for item in node.as_list()]
