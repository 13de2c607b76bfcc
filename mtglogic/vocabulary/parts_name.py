"""A name given by a text-changing effect (layer 3): "... named Legitimate Businessperson".

    set_name: Legitimate Businessperson

A text-changing effect may change any words printed on an object (612.1, in 2011 too), its
name among them: 123.6c's example (2026) calls Witness Protection's new name a
text-changing effect. The object's other names go (it has only this one); its copiable
values are untouched, as for any text change (707.2).
"""
from __future__ import annotations

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Word


@PARTS.add("set_name", "its name becomes this (a text-changing effect)", "Humble Merchant",
           Word(), writes=fixed_fields("name"), kind="text_change", rule="name_change",
           samples=("Legitimate Businessperson",))
def _set_name(name: str, cda: bool, key: str) -> Part:
    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.name = name

    return Part("text_change", "set_name", apply, lambda o, c: name, frozenset(),
                frozenset(), f"is named {name}")
