""""Has the full text of" another object (Volrath's Shapeshifter): a text-changing effect.

    full_text_of: {of: {top_of_graveyard: true, owner: you, type: creature},
                   add_abilities: [{activated: "{2}: Discard a card."}]}

A text-changing effect can change any words or symbols printed on an object (612.1, in
2011 too), its name included (123.6 names it a text-changing effect): having another
object's full text gives the object that one's name, mana cost, colors, types, abilities,
power, toughness and loyalty, in the text-changing layer (3), not the copy layer: the
object's copiable values are untouched (707.2: text-changing effects are not copied). The
object whose text it takes is the first the selector matches, in id order; with none,
nothing changes. ``add_abilities`` is text it has besides ("and has the text ...").
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import replace
from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.compiled import Part, Selector
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Kept, Record
from mtglogic.vocabulary.values import BEYOND

TEXT_FIELDS = ("name", "mana_cost", "mana_value", "colors", "card_types", "subtypes",
               "supertypes", "abilities", "power", "toughness", "loyalty", "text")
FULL_TEXT = Record({"of": SELECTOR, "add_abilities": Kept(s.array(ABILITY_SCHEMA))},
                   required=("of",))


@PARTS.add("full_text_of", "it has the full text of the object the selector matches: its "
           "name, mana cost, colors, types, abilities, power and toughness",
           {"of": {"top_of_graveyard": True, "owner": "you", "type": "creature"}}, FULL_TEXT,
           reads=lambda arg: arg["of"].reads | set(TEXT_FIELDS) | {"id", BEYOND},
           writes=fixed_fields(*TEXT_FIELDS), kind="text_change", rule="text_of",
           samples=({"of": {"top_of_graveyard": True, "type": "creature"},
                     "add_abilities": [{"activated": "{2}: Discard a card."}]},))
def _full_text_of(arg: Mapping[str, Any], cda: bool, key: str) -> Part:
    selector: Selector = arg["of"]
    extra = tuple(ability_from_node(n, f"{key}+{i}") for i, n in
                  enumerate(arg["add_abilities"].as_list())) if "add_abilities" in arg else ()

    def text_of(obj: ObjState, c: EvalContext) -> dict[str, Any] | None:
        for other in sorted(c.objects(), key=lambda o: o.id):
            if other.id != obj.id and selector.test(other, c):
                values = {f: getattr(other, f) for f in TEXT_FIELDS}
                values["abilities"] = tuple(replace(a, key=f"{key}<{other.id}:{a.key}")
                                            for a in other.abilities) + extra
                return values
        return None

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        values = text_of(obj, c)
        return None if values is None else (values["name"], tuple(
            a.key for a in values["abilities"]))

    def apply(obj: ObjState, c: EvalContext) -> None:
        values = text_of(obj, c)
        for name, value in (values or {}).items():
            setattr(obj, name, value)

    return Part("text_change", "full_text_of", apply, resolve, frozenset(), frozenset(),
                "has the full text of the object it names")
