"""A token written as a copy of another object: ``{id: t, token: true, copy_of: X}`` with no
card of its own (an effect created it as a copy, 707.2; 706.2 in 2011).

The token is made of the card of the object it copies, with that object's copy choice
pointed at it, so that a copy of a Clone copies what the Clone copies (707.3). A token
copy of a double-faced permanent is a double-faced token with the same two faces and the
same face up, and can transform (707.8a in 2026; the 2011 rules have no such rule: the
token copies the face that is up, 706.2, and has one face); a copy of a face-down
permanent is a face-up nameless 2/2 (707.2), and of a melded permanent has its combined
face's values (712.8g): those take the copied object's copiable values and no faces.
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.model.copiable import copiable_values, take_flip
from mtglogic.model.faces import face_rules, turn_to
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node

# The schema's view of such an object: a token with copy_of, no card and no name.
TOKEN_COPY = {"required": ["copy_of", "token"], "properties": {"token": {"const": True}},
              "not": {"required": ["name"]}}


def is_token_copy(item: Node) -> bool:
    """A token written as a copy only: no card and no name of its own."""
    return "copy_of" in item and "card" not in item and "name" not in item and \
        item["token"].as_bool() if "token" in item else False


def make_token_copy(token: ObjState, model: ObjState, ruleset: Ruleset) -> ObjState:
    """The token, built of ``model``'s card, as a copy of ``model`` (see the module)."""
    token.is_copy = token.is_token = True
    double_faced = "token_copy_double_faced" in face_rules(ruleset).rules
    if model.face_down or model.melded or not model.faces or not double_faced \
            or model.layout == "flip":
        values = copiable_values(model)
        pair = values.pop("flip", None)
        copy = replace(token, **values, faces=(), layout="normal", face=0)
        copy.copied_mana_value = None
        take_flip(copy, {"flip": pair})  # a copy of a flip card, unflipped (110.5b)
        return copy
    token.layout, token.faces = model.layout, model.faces
    if model.face != token.face:
        turn_to(token, model.face)
    return token
