"""Card files of cards with two faces: ``layout`` and ``faces``.

    name: Delver of Secrets          # the front face's name; "Fire // Ice" for a split card
    layout: transform                # transform, modal_dfc, meld, split, flip, adventure,
                                     # omen or prepare
    faces:                           # front (or left, or the creature) first
      - {name: Delver of Secrets, mana_cost: "{U}", types: [Creature], ...}
      - {name: Insectile Aberration, color_indicator: [blue], types: [Creature], ...}

Each face is written with the keys of a card. The card's own characteristics are those it
has outside the battlefield and the stack: its front face (712.8a), both halves of a split
card combined (709.4), an adventurer, omen or prepare card's normal ones (715.4, 720.4), a
flip card's top half (710.2). A flip card's other half has the card's mana cost and colour
(710.1c), whatever its face says. ``mtglogic.model.faces`` turns an object to the face that
is up.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtglogic.errors import ConsistencyError
from mtglogic.model.cards import LAYOUTS, CardDef, CardFace
from mtglogic.model.faces import as_face, combined
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s

FACED_KEYS = ("name", "layout", "faces", "text")
FACE_PROPERTIES = {"layout": s.string(LAYOUTS),
                   "faces": {"type": "array", "minItems": 2, "maxItems": 2,
                             "items": {"allOf": [s.ref("card"), s.absent("faces", "layout")]}}}
# A card with faces has its layout and only the keys of FACED_KEYS; a face has no faces.
FACED_RULES = [
    {"dependentRequired": {"faces": ["layout"], "layout": ["faces"]}},
    {"if": {"required": ["faces"]}, "then": s.only_keys(FACED_KEYS)},
]
BACK = "b"
# A permanent card with an inset spell, and the rule that makes its spell one
SPELL_FACED = {"adventure": "an adventurer card (715.2)", "omen": "an omen card (720.2)",
               "prepare": "a prepare card"}  # ability keys of the second face: ``Delver of Secrets#b0``


def _second(face: CardFace) -> CardFace:
    abilities = tuple(replace(a, key=a.key.replace("#", "#" + BACK, 1)) for a in face.abilities)
    return replace(face, abilities=abilities)


def _expected_name(layout: str, faces: list[CardFace]) -> str:
    return f"{faces[0].name} // {faces[1].name}" if layout == "split" else faces[0].name


def faced_card(node: Node, prefix: str, parse: Callable[[Node, str], CardDef]) -> CardDef:
    """A card with two faces, each face read by ``parse`` (the card reader)."""
    node.mapping(allowed=FACED_KEYS, required=("name", "layout", "faces"))
    layout = node["layout"].as_str(LAYOUTS)
    items = node["faces"].as_list()
    if len(items) != 2:
        node["faces"].fail(f"a {layout} card has exactly two faces, not {len(items)}")
    faces: list[CardFace] = []
    for item in items:
        if item.is_map() and ("faces" in item or "layout" in item):
            item.fail("a face has no faces or layout of its own")
        faces.append(as_face(parse(item, prefix)))
    faces[1] = _second(faces[1])
    name = node["name"].as_str()
    expected = _expected_name(layout, faces)
    if name != expected:
        node["name"].fail(f"a {layout} card is named {expected!r}, from its faces",
                          ConsistencyError)
    if layout in SPELL_FACED and not faces[1].card_types & {"instant", "sorcery"}:
        items[1].fail(f"the inset spell of {SPELL_FACED[layout]} is an instant or sorcery",
                      ConsistencyError)
    if layout == "flip":  # 710.1c: flipping changes neither the colour nor the mana cost
        for key in ("mana_cost", "colors", "color_indicator"):
            if key in items[1]:
                items[1][key].fail("a flip card's other half has the card's mana cost and "
                                   "colour (710.1c): write them on its first face",
                                   ConsistencyError)
        faces[1] = replace(faces[1], mana_cost=faces[0].mana_cost,
                           mana_value=faces[0].mana_value, colors=faces[0].colors)
    own = combined((faces[0], faces[1]), name) if layout == "split" else faces[0]
    text = node["text"].as_str() if "text" in node else own.text
    return CardDef(name, own.mana_cost, own.mana_value, own.colors, own.card_types,
                   own.subtypes, own.supertypes, own.abilities, own.power, own.toughness,
                   own.loyalty, text, node.file, layout=layout, faces=tuple(faces),
                   defense=own.defense)
