""""As this enters, it becomes your choice of ..." (Primal Clay): characteristics set as
the object entered, which are part of its copiable values (707.2; 706.2 in 2011), so
applied with the copy effects (layer 1a in 2026, layer 1 in 2011).

    becomes_chosen:
      choice: form                       # the object's choice made as it entered
      options:
        big: {set_pt: [3, 3]}
        flier: {set_pt: [2, 2], add_abilities: [flying]}
        wall: {set_pt: [1, 6], add_subtypes: [Wall], add_abilities: [defender]}

The choice is the object's own (``choices: {form: flier}``). An object that becomes a copy
of it later copies the form chosen (its copiable values); one that enters as a copy of it
makes a choice of its own as it enters (707.5): its own ``choices`` say which.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.terms import CARD_TYPES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.parts_pt import PT_PAIR
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Defined, MapOf, Record, Word, Words

WRITES = ("power", "toughness", "card_types", "subtypes", "abilities")


def _abilities(node: Node) -> tuple[Ability, ...]:
    return tuple(ability_from_node(n, f"as-enters+{node.path}+{i}")
                 for i, n in enumerate(node.as_list()))


FORM = Record({"set_pt": PT_PAIR, "add_types": Words(CARD_TYPES), "add_subtypes": Words(),
               "add_abilities": Defined(s.array(ABILITY_SCHEMA), _abilities)})
BECOMES = Record({"choice": Word(), "options": MapOf(FORM)}, required=("choice", "options"))


def _apply_form(obj: ObjState, form: Mapping[str, Any], c: EvalContext) -> None:
    if "set_pt" in form:
        p, t = form["set_pt"]
        obj.power = p.evaluate(c) if p else obj.power
        obj.toughness = t.evaluate(c) if t else obj.toughness
    obj.card_types = obj.card_types | frozenset(form.get("add_types", ()))
    obj.subtypes = obj.subtypes | frozenset(form.get("add_subtypes", ()))
    obj.abilities = obj.abilities + tuple(form.get("add_abilities", ()))


@PARTS.add("becomes_chosen", "as it entered it became the form chosen (`choice`: the key of "
           "its choices; `options`: each form's set_pt, add_types, add_subtypes, "
           "add_abilities); part of its copiable values",
           {"choice": "form", "options": {"big": {"set_pt": [3, 3]},
                                          "flier": {"set_pt": [2, 2],
                                                    "add_abilities": ["flying"]}}},
           BECOMES, reads=fixed_fields("choices"), writes=fixed_fields(*WRITES),
           kind="as_enters", rule="copy")
def _becomes_chosen(arg: Mapping[str, Any], cda: bool, key: str) -> Part:
    choice: str = arg["choice"]
    options: Mapping[str, Mapping[str, Any]] = arg["options"]

    def chosen(obj: ObjState) -> str | None:
        """The form the object itself chose as it entered, if it did."""
        found = obj.choices.get(choice)
        return found if found in options else None

    def apply(obj: ObjState, c: EvalContext) -> None:
        form = chosen(obj)
        if form is not None:
            _apply_form(obj, options[form], c)

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        return chosen(obj)

    return Part("as_enters", "becomes_chosen", apply, resolve, frozenset(), frozenset(),
                f"becomes the form chosen as it entered ({', '.join(options)})")
