"""An object of a scenario made from a card with two faces: which face is up, and melding.

Object keys: ``face`` (``front``, ``back`` or a face's name), ``melded_with`` (the other
card of a meld pair: one permanent made of two cards, 712.4a, 712.8g). What an object can
have depends on its zone and the ruleset: a double-faced card has its back face up only on
the battlefield or the stack (712.8a); a split card's half, and an Adventure, only on the
stack (709.3b, 715.3b); a ruleset without rules for a layout keeps the card's own
characteristics and takes no face. An Omen is up only as a spell (720.3b).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtglogic.errors import ConsistencyError
from mtglogic.model.cards import CardDef, CardFace
from mtglogic.model.faces import FaceRules, face_rules, faces_as_up, show_face, turn_to
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s

FACE_OBJECT_KEYS = ("face", "melded_with")
FACE_OBJECT_SCHEMA = {"face": s.string(), "melded_with": s.string()}
ON_BOARD = ("battlefield", "stack")
CardLookup = Callable[[str, Node], CardDef]  # a card of the library by name (located errors)


def _rekeyed(face: CardFace, card: CardDef, oid: str) -> CardFace:
    prefix = card.name + "#"
    abilities = tuple(replace(a, key=oid + a.key[len(card.name):])
                      if a.key.startswith(prefix) else a for a in face.abilities)
    return replace(face, abilities=abilities)


def _face_index(node: Node, card: CardDef) -> int:
    names = [f.name for f in card.faces]
    wanted = node.as_str()
    if wanted in ("front", "back"):
        return 0 if wanted == "front" else 1
    if wanted in names:
        return names.index(wanted)
    node.fail(f"{card.name} has no face {wanted!r}; its faces: front, back, "
              f"{', '.join(names)}", ConsistencyError)


def place_faces(obj: ObjState, card: CardDef, item: Node, ruleset: Ruleset,
                library_get: CardLookup) -> None:
    """Give the object its faces and the characteristics of the face that is up."""
    given = [k for k in FACE_OBJECT_KEYS if k in item]
    if card.meld_parts:  # a melded permanent: a copy of it has mana value 0 (712.8g)
        obj.copied_mana_value = 0
    if not card.faces:
        if given:
            item[given[0]].fail(f"{card.name} has one face: {given[0]!r} needs a card with "
                                f"two (712, 709, 715)", ConsistencyError)
        return
    rules = face_rules(ruleset)
    if card.layout not in rules.layouts:
        if given:
            item[given[0]].fail(f"ruleset {ruleset.id} has no rules for {card.layout} cards: "
                                f"{card.name} has only its own characteristics there",
                                ConsistencyError)
        return
    if card.layout == "split" and rules.split_two_sets and obj.zone != "stack" \
            and "face" not in item:
        item.fail(f"under {ruleset.id} a split card outside the stack has two sets of "
                  f"characteristics, and a question about one gets an answer for each half "
                  f"({rules.cite('split')}, {rules.cite('split_answers')}), which mtglogic does "
                  f"not model: it knows only the halves combined, as later rules have them; "
                  f"put {card.name} on the stack with `face`, or ask under cr-2026",
                  ConsistencyError)
    obj.layout = card.layout
    obj.faces = faces_as_up(tuple(_rekeyed(f, card, obj.id) for f in card.faces),
                            card.layout, rules)
    if "melded_with" in item:
        _meld(obj, card, item["melded_with"], rules, library_get)
        if "face" in item:
            item["face"].fail("a melded permanent has the combined back face up (712.8g)",
                              ConsistencyError)
        return
    index = _face_index(item["face"], card) if "face" in item else 0
    # the front face is the default; a split card's left half alone must be asked for
    if index == 0 and not (card.layout == "split" and "face" in item):
        return
    _check_zone(obj, card, item["face"], rules)
    if card.layout in ("transform", "modal_dfc"):
        turn_to(obj, index)
    else:
        show_face(obj, obj.faces[index], index)


# Where a card's other face (or one half) can be what the object is, and the rule saying
# so: a split card's half, an Adventure or an Omen only as a spell (709.3b, 715.3b, 720.3b).
# A flip card has no face to choose: a permanent is flipped or not (``flipped``, 710.2).
OTHER_FACE_ZONE = {"split": ("stack", "split"), "adventure": ("stack", "adventure"),
                   "omen": ("stack", "omen")}
OWN_CHARACTERISTICS = {"split": "combined"}


def _check_zone(obj: ObjState, card: CardDef, node: Node, rules: FaceRules) -> None:
    """Where the second face (or a half) can be what the object is."""
    if card.layout == "meld":
        node.fail(f"a meld card's back face is up only as part of a melded permanent "
                  f"({rules.cite('meld_back')}): give melded_with", ConsistencyError)
    if card.layout in OTHER_FACE_ZONE:
        zone, key = OTHER_FACE_ZONE[card.layout]
        if obj.zone != zone:
            what = "one half" if card.layout == "split" else f"its {node.as_str()} face"
            own = OWN_CHARACTERISTICS.get(card.layout, "normal")
            node.fail(f"only on the {zone} is {card.name} {what}; in the {obj.zone} it has "
                      f"its {own} characteristics ({rules.cite(key)})", ConsistencyError)
    elif obj.zone not in ON_BOARD:
        node.fail(f"a double-faced card in the {obj.zone} has only its front face's "
                  f"characteristics ({rules.cite('front_elsewhere')})", ConsistencyError)


def _meld(obj: ObjState, card: CardDef, node: Node, rules: FaceRules,
          library_get: CardLookup) -> None:
    """One permanent, two cards: the combined back face, whose mana value is the sum of
    the front faces' (712.8g); a copy of it has mana value 0."""
    partner: CardDef = library_get(node.as_str(), node)
    if card.layout != "meld" or partner.layout != "meld" or \
            partner.faces[1].name != card.faces[1].name or partner.name == card.name:
        node.fail(f"{card.name} and {partner.name} are not a meld pair (712.5)",
                  ConsistencyError)
    if obj.zone != "battlefield":
        node.fail(f"a melded permanent is on the battlefield ({rules.cite('melded')})",
                  ConsistencyError)
    back = replace(obj.faces[1], mana_value=card.faces[0].mana_value
                   + partner.faces[0].mana_value)
    show_face(obj, back, 1)
    obj.melded = (card.name, partner.name)
    obj.copied_mana_value = 0

