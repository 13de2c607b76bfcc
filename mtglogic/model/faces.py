"""Cards with two faces as objects: which characteristics an object has, by face and zone.

A flip card (710; 709 in 2011) has its normal characteristics everywhere but as a flipped
permanent, which has its alternative name, text, type line and power and toughness, its
color and mana cost unchanged (710.1b-c, 710.2).

A double-faced permanent has only the characteristics of the face that is up (712.8d-f in
2026; 711 in 2011), a melded permanent those of the combined back face (712.8g), a split
card both halves combined except on the stack (709.4, 709.3b; 708 in 2011), an adventurer
card its normal characteristics except as an Adventure on the stack (715.4, 715.3b). The
ruleset's ``faces`` section says which layouts its rules know and how a back face's mana
value is found; the loader and the time steps read it through ``FaceRules``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from mtglogic.model.cards import CardDef, CardFace
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset

FACE_FIELDS = ("name", "mana_cost", "mana_value", "colors", "card_types", "subtypes",
               "supertypes", "abilities", "power", "toughness", "loyalty", "text", "defense")
# What flipping changes (710.1b: name, text box, type line, power and toughness; 710.1c:
# its color and mana cost don't change).
FLIP_FIELDS = ("name", "card_types", "subtypes", "supertypes", "abilities", "power",
               "toughness", "loyalty", "text")


@dataclass(frozen=True)
class FaceRules:
    """What a ruleset says about faces: the layouts it has rules for, whether a transformed
    permanent's mana value is its front face's (712.8e in 2026) or its own (none: 0, as in
    2011), whether transforming gives a new timestamp (613.7g in 2026), and rule numbers."""

    layouts: frozenset[str]
    back_mana_value_from_front: bool
    transform_timestamp: bool
    rules: dict[str, str]
    # a split card outside the stack: its halves' characteristics combined (709.4 in
    # 2026), or two sets of them, each question answered for both (708.2, 708.5 in 2011)
    split_two_sets: bool = False

    def cite(self, key: str) -> str:
        return self.rules.get(key, "?")


def face_rules(ruleset: Ruleset) -> FaceRules:
    """The ``faces`` section of a ruleset."""
    node = ruleset.section("faces")
    node.mapping(allowed=("layouts", "back_face_mana_value", "transform_timestamp", "rules",
                          "split_elsewhere"),
                 required=("layouts", "back_face_mana_value", "transform_timestamp", "rules"))
    rules = {key: value.as_str() for key, value in node["rules"].items()}
    split = node["split_elsewhere"].as_str(("combined", "two_sets")) \
        if "split_elsewhere" in node else "combined"
    return FaceRules(frozenset(node["layouts"].as_str_list()),
                     node["back_face_mana_value"].as_str(("front", "own")) == "front",
                     node["transform_timestamp"].as_bool(), rules, split == "two_sets")


def combined(faces: tuple[CardFace, ...], name: str) -> CardFace:
    """Both halves of a split card as one set of characteristics (709.4): each half's
    types, abilities and mana symbols; colors and mana value from the combined cost."""
    left, right = faces
    return CardFace(name, left.mana_cost + right.mana_cost, left.mana_value + right.mana_value,
                    left.colors | right.colors, left.card_types | right.card_types,
                    left.subtypes | right.subtypes, left.supertypes | right.supertypes,
                    left.abilities + right.abilities, None, None, None,
                    f"{left.text}\n//\n{right.text}".strip())


def as_face(card: CardDef) -> CardFace:
    """A card's own characteristics, as a face."""
    return CardFace(**{f: getattr(card, f) for f in FACE_FIELDS})


def show_face(obj: ObjState, face: CardFace, index: int) -> None:
    """Give the object the characteristics of ``face`` and mark face ``index`` as up."""
    for name in FACE_FIELDS:
        setattr(obj, name, getattr(face, name))
    obj.face = index
    obj.with_intrinsic_mana()


def faces_as_up(faces: tuple[CardFace, ...], layout: str, rules: FaceRules,
                ) -> tuple[CardFace, ...]:
    """Each face as the object has it while that face is up: a transformed permanent's
    mana value is its front face's where the ruleset says so (712.8e), else its back
    face's own (no mana cost: 0)."""
    if layout == "transform" and rules.back_mana_value_from_front:
        return faces[0], replace(faces[1], mana_value=faces[0].mana_value)
    return faces


def turn_to(obj: ObjState, index: int) -> None:
    """Put face ``index`` of a double-faced object up (``obj.faces`` as ``faces_as_up``
    gives them). A copy of a transformed permanent's back face has mana value 0 (712.8e;
    in 2011 the back face's own mana value was 0 already)."""
    show_face(obj, obj.faces[index], index)
    obj.copied_mana_value = 0 if obj.layout == "transform" and index == 1 else None


def turn_over(obj: ObjState) -> None:
    """Transform a double-faced permanent (701.27a): its other face up. It stays the same
    object (712.18); the caller gives it a new timestamp where the ruleset says so."""
    turn_to(obj, 1 - obj.face)


def show_flip_side(obj: ObjState) -> None:
    """Give a flip card object the characteristics its status calls for: the alternative
    ones while it is a flipped permanent (710.2), else the normal ones; its color and mana
    cost are the normal ones either way (710.1c). Nothing for another object."""
    if obj.layout != "flip" or len(obj.faces) != 2:
        return
    side = obj.faces[1] if obj.flipped and obj.zone == "battlefield" else obj.faces[0]
    for name in FLIP_FIELDS:
        setattr(obj, name, getattr(side, name))
    obj.face = 1 if side is obj.faces[1] else 0
    obj.with_intrinsic_mana()


def is_double_faced(obj: ObjState) -> bool:
    """A permanent represented by a double-faced card or token, or a melded one: what
    can't be turned face down (712.16; 711.6 in 2011)."""
    return bool(obj.melded) or (obj.layout in ("transform", "modal_dfc", "meld")
                                and len(obj.faces) == 2)
