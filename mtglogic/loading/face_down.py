"""A face-down object of a scenario (708 in 2026, 707 in 2011): ``face_down: true`` or the
way it came to be face down, a kind the ruleset's ``face_down`` section lists.

    face_down: true        # 708.2a: a 2/2 creature with no name, text, subtypes or mana cost
    face_down: morph       # cast with morph (702.37c): the same; the card must have morph
    face_down: cloak       # 701.58a: a 2/2 with ward {2} (the kind lists the ability)

The abilities a kind lists are part of the face-down characteristics, so of the copiable
values (708.2): a copy of a cloaked permanent has ward {2} too.

A double-faced permanent can't be turned face down (712.16; 711.6 in 2011): written face
down by a way that turns a permanent face down (``true``, ``turned``: the ruleset's kinds
with ``turns: true``), it stays face up, and the board says so. One that entered face down
(manifest, cloak: 712.15) is face down.
"""
from __future__ import annotations

from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.model.face_down import FACE_DOWN_WAYS, face_down_kinds, face_down_rule
from mtglogic.model.faces import is_double_faced
from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node

FACE_DOWN_SCHEMA: dict[str, Any] = {"anyOf": [{"type": "boolean"}, {"enum": list(FACE_DOWN_WAYS)}]}
ON_BOARD = ("battlefield", "stack")


def stays_face_up(obj: ObjState, ruleset: Ruleset) -> str:
    """A note when turning ``obj`` face down does nothing because it is double-faced
    (712.16; 711.6 in 2011), else ""."""
    rule = face_down_rule(ruleset, "double_faced_face_up")
    if not rule or not is_double_faced(obj):
        return ""
    return (f"{obj.id} is double-faced: turning it face down does nothing, it stays face up "
            f"({rule})")


def place_face_down(obj: ObjState, item: Node, ruleset: Ruleset, notes: list[str]) -> None:
    """Mark the object face down as ``face_down`` says, with its kind's abilities; a
    double-faced permanent an effect would turn face down stays face up (``notes`` says
    so)."""
    if "face_down" not in item:
        return
    node = item["face_down"]
    if node.value is False:
        return
    if obj.zone not in ON_BOARD:
        node.fail(f"{obj.id} is in the {obj.zone}: only a permanent or a spell is face down "
                  f"here ({face_down_rule(ruleset, 'face_down_objects')})", ConsistencyError)
    kinds = face_down_kinds(ruleset)
    way = None if node.value is True else node.as_str(FACE_DOWN_WAYS)
    if way is not None and way not in kinds:
        node.fail(f"ruleset {ruleset.id} has no face-down way {way!r}; it has: "
                  f"{', '.join(kinds) or 'none'} (or write `face_down: true`)", ConsistencyError)
    turns = way is None or ("turns" in kinds[way] and kinds[way]["turns"].as_bool())
    note = stays_face_up(obj, ruleset) if turns else ""
    if note:
        notes.append(note)
        return
    obj.face_down = True
    if way is None:
        return
    spec = kinds[way]
    needs = spec["needs_keyword"].as_str() if "needs_keyword" in spec else None
    if needs and not any(a.kind == "keyword" and a.text.lower().startswith(needs)
                         for a in obj.abilities):
        node.fail(f"{obj.name or obj.id} has no {needs} ability to be face down by "
                  f"({spec['rule'].as_str()})", ConsistencyError)
    texts = spec["abilities"].as_str_list() if "abilities" in spec else []
    obj.face_down_abilities = tuple(Ability("keyword", text, f"{obj.id}:face-down#{i}")
                                    for i, text in enumerate(texts))
