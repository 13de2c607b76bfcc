"""The copiable values of an object (707.2; 706.2 in 2011), and keeping those a copy took.

A face-down permanent's copiable values are its face-down characteristics (708.2a, 707.2
in 2011): a 2/2 creature with no name, text, subtypes or mana cost, with the abilities the
way it was turned face down lists. A double-faced permanent's are those of the face up
(707.8), with mana value 0 for a transformed back face or a melded permanent (712.8e,
712.8g). Once an object has been copied, changing its copiable values (turning it face up,
transforming it) does not change the copy (707.2b, 706.2b in 2011): the time steps that do
so leave each other object the values it copied (``copied_values``).
"""
from __future__ import annotations

from typing import Any

from mtglogic.model.faces import FLIP_FIELDS, show_flip_side
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import ObjState
from mtglogic.model.terms import COPIABLE

FACE_DOWN_VALUES: dict[str, Any] = {
    "name": "", "mana_cost": "", "mana_value": 0, "colors": frozenset(),
    "card_types": frozenset(["creature"]), "subtypes": frozenset(), "supertypes": frozenset(),
    "abilities": (), "power": 2, "toughness": 2, "loyalty": None, "defense": None, "text": ""}


def copiable_values(src: ObjState) -> dict[str, Any]:
    """The values a copy of ``src`` takes, as ``src`` stands. A flip card's are both its
    halves (``flip``: the normal and the alternative characteristics), the copy's own
    status choosing (707.3's example: a flipped permanent copying an unflipped flip card
    has the alternative ones); the other values are the normal ones."""
    if src.face_down:
        return {**FACE_DOWN_VALUES, "abilities": src.face_down_abilities}
    values = {f: getattr(src, f) for f in COPIABLE}
    if src.copied_mana_value is not None:
        values["mana_value"] = src.copied_mana_value
    if src.layout == "flip" and len(src.faces) == 2:
        normal = src.faces[0]
        values.update({f: getattr(normal, f) for f in FLIP_FIELDS}, flip=src.faces)
    return values


def take_flip(obj: ObjState, values: dict[str, Any]) -> None:
    """After ``obj`` took copiable ``values``: the flip card halves it copied, if any, with
    the side its own status calls for (710.2, 707.3); a flip card that copied something
    else has only what it copied (its status stays, 110.5c)."""
    pair = values.get("flip")
    if pair is not None:
        obj.layout, obj.faces = "flip", pair
        show_flip_side(obj)
    elif obj.layout == "flip":
        obj.layout, obj.faces, obj.face = "normal", (), 0


def keep_copied(objects: dict[str, ObjState], changed: str) -> None:
    """Before ``changed``'s copiable values change, every other object keeps the values a
    copy of it took (707.2b): each copy effect of the scenario has already applied."""
    values = copiable_values(objects[changed])
    for oid, obj in objects.items():
        if oid != changed and changed not in obj.copied_values:
            obj.copied_values = {**obj.copied_values, changed: values}


def entering_copy_effects(obj: ObjState) -> list[dict[str, Any]]:
    """The copy effects of ``obj``'s own abilities that make it a copy of the object chosen
    as it enters (``copy: {of: {chosen: copy}, ...}``: Clone, Spark Double), with their
    exceptions (707.9; 706.9 in 2011). An object entering as a copy by such an ability
    takes its copiable values through it, exceptions included, from its ``copy`` choice."""
    found: list[dict[str, Any]] = []
    for ability in obj.abilities:
        if ability.kind != "static" or ability.data is None:
            continue
        for effect in thaw(ability.data).get("effects", ()):
            copy = effect.get("copy") if isinstance(effect, dict) else None
            if isinstance(copy, dict) and copy.get("of") == {"chosen": "copy"}:
                found.append(copy)
    return found
