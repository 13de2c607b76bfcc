"""Value words over a group of objects: a characteristic gathered among what a selector
matches.

    {total: {of: power, among: {type: creature, controller: you}}}     # Ghalta
    {greatest: {of: mana_value, among: {subtype: Elemental, controller: you}}}
    {basic_land_types_among: {type: land, controller: you}}   # domain (305.6)
    {colors_among: {permanent: true, controller: you}}         # "colors among" (105.2)
    {counters_among: {kind: "+1/+1", on: {type: land}}}         # Toph
    {counters_total: self}                                       # counters of any kinds
    {counter_kinds_among: {type: creature, controller: you}}     # kinds of counters

"The total power of creatures you control" adds the power of each object the selector
matches; "the greatest power among creatures you control" is the largest, 0 where none
matches (202.3 for mana value). All read the characteristic as the layers made it (613)
on every object they test, so they are not local (``*``, as ``count``), but
``counters_total``, which reads one object (``it``, ``self`` or an id) as ``counters`` does.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import BASIC_LAND_TYPES
from mtglogic.vocabulary.compiled import Selector, Value
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import VALUES
from mtglogic.vocabulary.spec import Record, Word
from mtglogic.vocabulary.values import BEYOND, OBJECT_REF, object_getter, ref_reads


def _matched(sel: Selector, c: EvalContext) -> list[ObjState]:
    return [o for o in c.objects() if sel.test(o, c)]


def _among(gather: Callable[[list[ObjState]], int]) -> Callable[[Selector], Value]:
    def compile_value(sel: Selector) -> Value:
        return Value(lambda c: gather(_matched(sel, c)), frozenset())
    return compile_value


def _reads(field: str) -> Callable[[Selector], frozenset[str]]:
    return lambda sel: sel.reads | {field, BEYOND}


def _basic_land_types(objects: list[ObjState]) -> int:
    found: set[str] = set()
    for o in objects:
        found |= o.subtypes & set(BASIC_LAND_TYPES)
    return len(found)


def _colors(objects: list[ObjState]) -> int:
    found: set[str] = set()
    for o in objects:
        found |= o.colors
    return len(found)


VALUES.add("basic_land_types_among", "how many basic land types (Plains, Island, Swamp, "
           "Mountain, Forest) the matched objects have among them: domain",
           {"type": "land", "controller": "you"}, SELECTOR, reads=_reads("subtypes"),
           rule="basic_land_types")(_among(_basic_land_types))
VALUES.add("colors_among", "how many colors the matched objects have among them",
           {"permanent": True, "controller": "you"}, SELECTOR, reads=_reads("colors"),
           rule="colors")(_among(_colors))
VALUES.add("counter_kinds_among", "how many different kinds of counters are on the matched "
           "objects, all together", {"type": "creature", "controller": "you"}, SELECTOR,
           reads=_reads("counters"), rule="counter")(
    _among(lambda objects: len({k for o in objects for k, n in o.counters.items() if n > 0})))

COUNTERS_AMONG = Record({"kind": Word(), "on": SELECTOR}, required=("kind", "on"))


def _counters_reads(arg: Mapping[str, Any]) -> frozenset[str]:
    sel: Selector = arg["on"]
    return sel.reads | {"counters", BEYOND}


@VALUES.add("counters_among", "how many counters of a kind are on the objects `on` "
            "matches, all together", {"kind": "+1/+1", "on": {"type": "land",
                                                              "controller": "you"}},
            COUNTERS_AMONG, reads=_counters_reads, rule="counter")
def _counters_among(arg: Mapping[str, Any]) -> Value:
    kind, sel = arg["kind"], arg["on"]
    return Value(lambda c: sum(o.counters.get(kind, 0) for o in _matched(sel, c)),
                 frozenset())


@VALUES.add("counters_total", "how many counters of all kinds are on `it`, `self` or an "
            "object id", "self", OBJECT_REF,
            reads=lambda ref: frozenset(["counters"]) | ref_reads(ref), rule="counter",
            samples=("it",))
def _counters_total(ref: str) -> Value:
    get = object_getter(ref)

    def total(c: EvalContext) -> int:
        obj = get(c)
        return sum(obj.counters.values()) if obj is not None else 0
    return Value(total, frozenset())

FIELDS = ("power", "toughness", "mana_value")
AMONG = Record({"of": Word(FIELDS), "among": SELECTOR}, required=("of", "among"))


def _group_reads(arg: Mapping[str, Any]) -> frozenset[str]:
    return frozenset(arg["among"].reads) | {str(arg["of"]), BEYOND}


def _over(combine: Callable[[list[int]], int]) -> Callable[[Mapping[str, Any]], Value]:
    def compile_value(arg: Mapping[str, Any]) -> Value:
        field, among = str(arg["of"]), arg["among"]

        def value(c: EvalContext) -> int:
            return combine([int(getattr(o, field, None) or 0) for o in c.objects()
                            if among.test(o, c)])
        return Value(value, frozenset())
    return compile_value


VALUES.add("total", "the total power, toughness or mana value (`of`) of the objects the "
           "selector `among` matches", {"of": "power", "among": {"type": "creature",
                                                                 "controller": "you"}},
           AMONG, reads=_group_reads)(_over(sum))
VALUES.add("greatest", "the greatest power, toughness or mana value (`of`) among the "
           "objects `among` matches (0 where none does)",
           {"of": "mana_value", "among": {"subtype": "Elemental", "controller": "you"}},
           AMONG, reads=_group_reads)(_over(lambda found: max(found, default=0)))
