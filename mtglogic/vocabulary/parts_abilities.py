"""Ability-adding and -removing effect parts (layer 6).

    add_abilities: [flying, {static: ...}]     # granted abilities get the effect's timestamp
    remove_abilities: [flying]                  # keywords
    remove_all_abilities: true
    remove_all_abilities: {except: [mana]}      # "loses all abilities except mana abilities"
    cant_have: [flying]                         # loses it and can't gain it (Kormus-like)
    add_protection: [{chosen: color}]           # protection from the chosen color (702.16a)
    add_abilities_of: {from: {type: creature, zone: graveyard}, kinds: [activated]}
                                                # "has all activated abilities of ..." (Necrotic Ooze)

Kinds of abilities (113.3): ``activated`` covers activated mana abilities too (605.1a),
``mana`` only those; ``triggered``, ``static``, ``keyword``. A keyword that is an activated
ability by its rules (equip, cycling) is a keyword here.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from mtglogic.model.objects import Ability, ObjState
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.compiled import Part, Selector
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Either, Kept, Record, Words, only_true
from mtglogic.vocabulary.values import BEYOND
from mtglogic.vocabulary.wordlists import WordItems, WordList

# The kinds of abilities a word can name, and the kinds of ``Ability`` each covers:
# activated abilities include mana abilities that are activated (605.1a).
ABILITY_GROUPS = {"activated": ("activated", "mana"), "mana": ("mana",),
                  "triggered": ("triggered",), "static": ("static",), "keyword": ("keyword",)}


def _kinds(words: tuple[str, ...]) -> frozenset[str]:
    """The ``Ability`` kinds a list of kind words covers."""
    return frozenset(k for word in words for k in ABILITY_GROUPS[word])


KIND_WORDS = Words(tuple(ABILITY_GROUPS))


def _granted_writes(arg: Node) -> frozenset[str]:
    """Adding keywords touches only tests for those keywords; any other ability may carry
    effects or text, so it writes the whole field."""
    items = arg.as_list(allow_single=True)
    if all(not item.is_map() or item.value.keys() == {"keyword"} for item in items):
        return value_names("abilities", (str(item.value if not item.is_map()
                                             else item.value["keyword"]).lower()
                                         for item in items))
    return frozenset(["abilities"])


@PARTS.add("add_abilities", "it gains these abilities (with the effect's timestamp)",
           ["flying"], Kept(s.one_or_list(ABILITY_SCHEMA)), reads=fixed_fields("cant_have"),
           writes=_granted_writes,
           kind="abilities", rule="ability_layer",
           samples=(["vigilance"], [{"static": {"applies_to": {"type": "creature"},
                                                 "effects": [{"modify_pt": [1, 0]}]}}]))
def _add_abilities(arg: Node, cda: bool, key: str) -> Part:
    abilities = tuple(ability_from_node(item, f"{key}+{i}")
                      for i, item in enumerate(arg.as_list(allow_single=True)))

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


@PARTS.add("remove_all_abilities", "it loses all its abilities (`except` kinds it keeps: "
           "`{except: [mana]}`)", True,
           Either(only_true("remove_all_abilities", "`{except: [mana]}`"),
                  Record({"except": KIND_WORDS}, required=("except",))),
           writes=fixed_fields("abilities"), kind="abilities", rule="ability_layer",
           samples=({"except": ["mana"]},))
def _remove_all(arg: bool | Mapping[str, tuple[str, ...]], cda: bool, key: str) -> Part:
    keep = _kinds(arg["except"]) if isinstance(arg, Mapping) else frozenset()

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.abilities = tuple(a for a in obj.abilities if a.kind in keep)

    but = f" except {', '.join(sorted(keep))} abilities" if keep else ""
    return Part("abilities", "remove_all_abilities", apply, lambda o, c: tuple(sorted(keep)),
                frozenset(), frozenset(), "loses all abilities" + but)


@PARTS.add("add_abilities_of", "it has all abilities of these kinds of the objects the "
           "selector matches (with the effect's timestamp)",
           {"from": {"type": "creature", "zone": "graveyard"}, "kinds": ["activated"]},
           Record({"from": SELECTOR, "kinds": KIND_WORDS}, required=("from", "kinds")),
           reads=lambda arg: arg["from"].reads | {"abilities", "cant_have", "id", BEYOND},
           writes=fixed_fields("abilities"), kind="abilities", rule="abilities_of",
           samples=({"from": {"type": "land", "controller": "you"}, "kinds": ["activated"]},))
def _add_abilities_of(arg: Mapping[str, Any], cda: bool, key: str) -> Part:
    selector: Selector = arg["from"]
    kinds = _kinds(arg["kinds"])

    def granted(obj: ObjState, c: EvalContext) -> tuple[Ability, ...]:
        """The abilities it gets: those of the kinds on each matched object other than
        itself, keyed by where they come from (an object with two copies of one ability
        has both, 113.2c)."""
        found: list[Ability] = []
        for other in sorted(c.objects(), key=lambda o: o.id):
            if other.id == obj.id or not selector.test(other, c):
                continue
            found.extend(replace(a, key=f"{key}<{other.id}:{a.key}", granted_at=c.timestamp)
                         for a in other.abilities if a.kind in kinds
                         and a.text.lower() not in obj.cant_have)
        return tuple(found)

    def apply(obj: ObjState, c: EvalContext) -> None:
        keys = {a.key for a in obj.abilities}
        obj.abilities = obj.abilities + tuple(a for a in granted(obj, c) if a.key not in keys)

    return Part("abilities", "add_abilities_of", apply,
                lambda o, c: tuple((a.key, a.text) for a in granted(o, c)), frozenset(),
                frozenset(), f"has all {', '.join(arg['kinds'])} abilities of "
                f"the objects it names")


def _keyword_names(words: tuple[str, ...]) -> frozenset[str]:
    return frozenset(word.lower() for word in words)


def _lose(obj: ObjState, names: frozenset[str]) -> None:
    obj.abilities = tuple(a for a in obj.abilities
                          if not (a.kind == "keyword" and a.text.lower() in names))


@PARTS.add("remove_abilities", "it loses these keyword abilities", ["flying"], Words(),
           writes=lambda arg: value_names("abilities", _keyword_names(arg)),
           kind="abilities", rule="ability_layer", samples=(["vigilance"],))
def _remove_abilities(arg: tuple[str, ...], cda: bool, key: str) -> Part:
    names = _keyword_names(arg)

    def apply(obj: ObjState, c: EvalContext) -> None:
        _lose(obj, names)

    return Part("abilities", "remove_abilities", apply, lambda o, c: tuple(sorted(names)),
                frozenset(), frozenset(), "loses " + ", ".join(sorted(names)))


@PARTS.add("cant_have", "it loses these keyword abilities and can't gain them", ["flying"],
           Words(), writes=lambda arg: value_names("abilities", _keyword_names(arg))
           | {"cant_have"}, kind="abilities", rule="ability_layer")
def _cant_have(arg: tuple[str, ...], cda: bool, key: str) -> Part:
    names = _keyword_names(arg)

    def apply(obj: ObjState, c: EvalContext) -> None:
        _lose(obj, names)
        obj.cant_have = obj.cant_have | names

    return Part("abilities", "cant_have", apply, lambda o, c: tuple(sorted(names)),
                frozenset(), frozenset(), "can't have " + ", ".join(sorted(names)))


@PARTS.add("add_protection", "it gains protection from each of these qualities (a color, a "
           "card type in the plural, `{chosen: color}`), with the effect's timestamp",
           [{"chosen": "color"}], WordList(), reads=lambda items: items.chosen_reads()
           | {"cant_have"}, writes=fixed_fields("abilities"), kind="abilities",
           rule="protection", samples=(["red"], ["artifacts", "black"]))
def _add_protection(items: WordItems, cda: bool, key: str) -> Part:
    qualities = items.getter(kind="protection quality")

    def gained(c: EvalContext) -> tuple[Ability, ...]:
        return tuple(Ability("keyword", f"protection from {q}", f"{key}:protection:{q}",
                             granted_at=c.timestamp) for q in sorted(qualities(c)))

    def apply(obj: ObjState, c: EvalContext) -> None:
        keys = {a.key for a in obj.abilities}
        obj.abilities = obj.abilities + tuple(a for a in gained(c) if a.key not in keys
                                              and a.text not in obj.cant_have)

    return Part("abilities", "add_protection", apply,
                lambda o, c: tuple(sorted(qualities(c))), frozenset(), frozenset(),
                f"gains protection from {items.shown}")
