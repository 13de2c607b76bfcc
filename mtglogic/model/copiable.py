"""The copiable values of an object (707.2; 706.2 in 2011), and keeping those a copy took.

A face-down permanent's copiable values are its face-down characteristics (708.2a, 707.2
in 2011): a 2/2 creature with no name, text, subtypes or mana cost, with the abilities the
way it was turned face down lists. A double-faced permanent's are those of the face up
(707.8), with mana value 0 for a transformed back face or a melded permanent (712.8e,
712.8g). A flipped permanent's are its card's normal ones (flipped is a status, 110.5;
710.2). Once an object has been copied, changing its copiable values (turning it face up,
transforming it) does not change the copy (707.2b, 706.2b in 2011): the time steps that do
so leave each other object the values it copied (``copied_values``).
"""
from __future__ import annotations

from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import COPIABLE

FACE_DOWN_VALUES: dict[str, Any] = {
    "name": "", "mana_cost": "", "mana_value": 0, "colors": frozenset(),
    "card_types": frozenset(["creature"]), "subtypes": frozenset(), "supertypes": frozenset(),
    "abilities": (), "power": 2, "toughness": 2, "loyalty": None, "text": ""}


def copiable_values(src: ObjState) -> dict[str, Any]:
    """The values a copy of ``src`` takes, as ``src`` stands."""
    if src.face_down:
        return {**FACE_DOWN_VALUES, "abilities": src.face_down_abilities}
    if src.layout == "flip" and src.face == 1 and src.name == src.faces[1].name:
        # flipped is a status, not a copiable value (110.5, 707.2): a copy has the flip
        # card's normal characteristics (710.2), while it is itself unflipped
        return {f: getattr(src.faces[0], f) for f in COPIABLE}
    values = {f: getattr(src, f) for f in COPIABLE}
    if src.copied_mana_value is not None:
        values["mana_value"] = src.copied_mana_value
    return values


def keep_copied(objects: dict[str, ObjState], changed: str) -> None:
    """Before ``changed``'s copiable values change, every other object keeps the values a
    copy of it took (707.2b): each copy effect of the scenario has already applied."""
    values = copiable_values(objects[changed])
    for oid, obj in objects.items():
        if oid != changed and changed not in obj.copied_values:
            obj.copied_values = {**obj.copied_values, changed: values}
