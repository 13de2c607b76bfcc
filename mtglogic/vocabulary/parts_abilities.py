"""Ability-adding and -removing effect parts (layer 6).

    add_abilities: [flying, {static: ...}]     # granted abilities get the effect's timestamp
    remove_abilities: [flying]                  # keywords
    remove_all_abilities: true
    cant_have: [flying]                         # loses it and can't gain it (Kormus-like)
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import PARTS, fixed_fields


def _granted_writes(arg: Node) -> frozenset[str]:
    """Adding keywords touches only tests for those keywords; any other ability may carry
    effects or text, so it writes the whole field."""
    items = arg.list(allow_single=True)
    if all(not item.is_map() or item.value.keys() == {"keyword"} for item in items):
        return value_names("abilities", (str(item.value if not item.is_map()
                                             else item.value["keyword"]).lower()
                                         for item in items))
    return frozenset(["abilities"])


@PARTS.add("add_abilities", "it gains these abilities (with the effect's timestamp)",
           ["flying"], s.one_or_list(ABILITY_SCHEMA), reads=fixed_fields("cant_have"),
           writes=_granted_writes,
           kind="abilities", rule="613.1f",
           samples=(["vigilance"], [{"static": {"applies_to": {"type": "creature"},
                                                 "effects": [{"modify_pt": [1, 0]}]}}]))
def _add_abilities(arg: Node, cda: bool, key: str) -> Part:
    abilities = tuple(ability_from_node(item, f"{key}+{i}")
                      for i, item in enumerate(arg.list(allow_single=True)))

    def apply(obj: ObjState, c: EvalContext) -> None:
        stamp = c.timestamp
        added = tuple(a for a in abilities if a.text.lower() not in obj.cant_have)
        if stamp is not None:
            added = tuple(replace(a, granted_at=stamp) for a in added)
        keys = {a.key for a in obj.abilities}
        obj.abilities = obj.abilities + tuple(a for a in added if a.key not in keys)

    return Part("abilities", "add_abilities", apply,
                lambda o, c: tuple(a.key for a in abilities), frozenset(), frozenset(),
                "gains " + "; ".join(a.text for a in abilities))


@PARTS.add("remove_all_abilities", "it loses all its abilities", True, {"const": True},
           writes=fixed_fields("abilities"), kind="abilities", rule="613.1f")
def _remove_all(arg: Node, cda: bool, key: str) -> Part:
    if arg.bool() is not True:
        arg.fail("write `remove_all_abilities: true` or leave it out")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.abilities = ()

    return Part("abilities", "remove_all_abilities", apply, lambda o, c: True, frozenset(),
                frozenset(), "loses all abilities")


def _keyword_names(arg: Node) -> frozenset[str]:
    return frozenset(item.str().lower() for item in arg.list(allow_single=True))


def _lose(obj: ObjState, names: frozenset[str]) -> None:
    obj.abilities = tuple(a for a in obj.abilities
                          if not (a.kind == "keyword" and a.text.lower() in names))


@PARTS.add("remove_abilities", "it loses these keyword abilities", ["flying"], s.words(),
           writes=lambda arg: value_names("abilities", _keyword_names(arg)),
           kind="abilities", rule="613.1f", samples=(["vigilance"],))
def _remove_abilities(arg: Node, cda: bool, key: str) -> Part:
    names = _keyword_names(arg)

    def apply(obj: ObjState, c: EvalContext) -> None:
        _lose(obj, names)

    return Part("abilities", "remove_abilities", apply, lambda o, c: tuple(sorted(names)),
                frozenset(), frozenset(), "loses " + ", ".join(sorted(names)))


@PARTS.add("cant_have", "it loses these keyword abilities and can't gain them", ["flying"],
           s.words(), writes=lambda arg: value_names("abilities", _keyword_names(arg))
           | {"cant_have"}, kind="abilities", rule="613.1f")
def _cant_have(arg: Node, cda: bool, key: str) -> Part:
    names = _keyword_names(arg)

    def apply(obj: ObjState, c: EvalContext) -> None:
        _lose(obj, names)
        obj.cant_have = obj.cant_have | names

    return Part("abilities", "cant_have", apply, lambda o, c: tuple(sorted(names)),
                frozenset(), frozenset(), "can't have " + ", ".join(sorted(names)))
