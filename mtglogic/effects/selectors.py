"""Selectors: which objects an effect applies to, evaluated on current characteristics.

A selector is written in YAML as a mapping of tests, all of which must hold::

    {type: creature, controller: you, other: true}
    {any: [{subtype: Forest}, {subtype: Saproling}]}
    {not: {supertype: basic}, type: land}
    {power: {ge: 3}, zone: graveyard}
    {type: creature, has_abilities: false}

Each test reads some fields of an object; ``reads`` collects them so the layer engine can
skip dependency checks between effects that cannot affect each other (613.7a / 613.8a).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from mtglogic.effects.context import EvalContext
from mtglogic.effects.fields import value_names
from mtglogic.loading.yamlio import Node
from mtglogic.model.objects import ObjState
from mtglogic.model.vocabulary import CARD_TYPES, COLORS, PERMANENT_TYPES, SUPERTYPES, ZONES

COMPARATORS: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
}
Test = Callable[[ObjState, EvalContext], bool]


@dataclass(frozen=True)
class Selector:
    """A compiled selector: a predicate on (object, context) and the fields it reads."""

    test: Test
    reads: frozenset[str]
    zones: frozenset[str] | None  # zones it is limited to, if stated

    def matches(self, obj: ObjState, ctx: EvalContext) -> bool:
        return self.test(obj, ctx)

    def select(self, ctx: EvalContext) -> list[ObjState]:
        return [o for o in ctx.objects() if self.test(o, ctx)]


def _all(tests: list[Test]) -> Test:
    if len(tests) == 1:
        return tests[0]
    if len(tests) == 2:
        first, second = tests
        return lambda o, c: first(o, c) and second(o, c)
    tests = tuple(tests)

    def test(o: ObjState, c: EvalContext) -> bool:
        for t in tests:
            if not t(o, c):
                return False
        return True

    return test


def _player_test(node: Node, field: str) -> Test:
    who = node.str()

    def test(obj: ObjState, ctx: EvalContext) -> bool:
        value = getattr(obj, field)
        if who == "you":
            return value == ctx.you
        if who == "opponent":
            return value is not None and value != ctx.you
        return value == who

    return test


def _compare(node: Node, getter: Callable[[ObjState], int | None]) -> tuple[Test, frozenset[str]]:
    """A comparison test, and the fields its values read (a count reads other objects)."""
    from mtglogic.effects.values import compile_value

    node.mapping(allowed=tuple(COMPARATORS))
    checks = [(COMPARATORS[op], compile_value(arg)) for op, arg in node.items()]
    value_reads = frozenset().union(*(val.reads for _, val in checks))

    def test(obj: ObjState, ctx: EvalContext) -> bool:
        value = getter(obj)
        if value is None:
            return False
        return all(cmp(value, val.evaluate(ctx)) for cmp, val in checks)

    return test, value_reads


def _attached_test(obj: ObjState, ctx: EvalContext) -> bool:
    src = ctx.source_state()
    return src is not None and src.attached_to == obj.id


SIMPLE_KEYS = ("type", "subtype", "supertype", "color", "colorless", "multicolored", "controller",
               "owner", "name", "other", "self", "attached", "enchanted", "equipped",
               "fortified", "power", "toughness", "mana_value", "zone", "token", "keyword",
               "ids", "permanent", "all", "any", "not", "counter", "card", "has_abilities")
READS = {"type": "card_types", "subtype": "subtypes", "supertype": "supertypes",
         "color": "colors", "colorless": "colors", "multicolored": "colors",
         "controller": "controller", "owner": "owner", "name": "name", "power": "power",
         "toughness": "toughness", "mana_value": "mana_value", "zone": "zone",
         "token": "is_token", "keyword": "abilities", "permanent": "card_types",
         "attached": "attached_to", "enchanted": "attached_to", "equipped": "attached_to",
         "fortified": "attached_to", "counter": "counters", "card": "is_token",
         "has_abilities": "abilities"}

# Keys whose test names words: they read only those values of their field.
BY_VALUE = ("type", "subtype", "supertype", "color", "keyword")


def compile_selector(node: Node, default_zone: str | None = "battlefield") -> Selector:
    """Compile a selector mapping (validated, with located errors)."""
    node.mapping(allowed=SIMPLE_KEYS)
    tests: list[Test] = []
    reads: set[str] = set()
    zones: frozenset[str] | None = None
    for key, child in node.items():
        if key in BY_VALUE and not (key == "color" and child.is_map()):
            # Tests for given words read only those values (see mtglogic.effects.fields).
            reads |= value_names(READS[key], child.str_list())
        elif key in READS:
            reads.add(READS[key])
        if key == "card":
            reads.add("is_copy")
        if key in ("all", "any"):
            subs = [compile_selector(n, None) for n in child.list()]
            if not subs:
                child.fail("expected at least one selector")
            for sub in subs:
                reads |= sub.reads
            fns = [s.test for s in subs]
            tests.append((lambda fs: lambda o, c: all(f(o, c) for f in fs))(fns) if key == "all"
                         else (lambda fs: lambda o, c: any(f(o, c) for f in fs))(fns))
            zones = _merge_zones(zones, subs, key)
        elif key == "not":
            sub = compile_selector(child, None)
            reads |= sub.reads
            tests.append((lambda f: lambda o, c: not f(o, c))(sub.test))
        elif key == "type":
            wanted = frozenset(t.lower() for t in child.str_list(CARD_TYPES))
            tests.append(lambda o, c, w=wanted: bool(w & o.card_types))
        elif key == "subtype":
            wanted = frozenset(child.str_list())
            tests.append(lambda o, c, w=wanted: bool(w & o.subtypes))
        elif key == "supertype":
            wanted = frozenset(child.str_list(SUPERTYPES))
            tests.append(lambda o, c, w=wanted: bool(w & o.supertypes))
        elif key == "color":
            tests.append(_color_test(child))
        elif key == "colorless":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: (not o.colors) == f)
        elif key == "multicolored":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: (len(o.colors) > 1) == f)
        elif key in ("controller", "owner"):
            tests.append(_player_test(child, key))
        elif key == "name":
            names = frozenset(child.str_list())
            tests.append(lambda o, c, n=names: o.name in n)
        elif key == "other":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: (o.id != c.source) == f)
        elif key == "self":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: (o.id == c.source) == f)
        elif key in ("attached", "enchanted", "equipped", "fortified"):
            flag = child.bool()
            tests.append(lambda o, c, f=flag: _attached_test(o, c) == f)
        elif key in ("power", "toughness", "mana_value"):
            test, value_reads = _compare(child, lambda o, k=key: getattr(o, k))
            tests.append(test)
            reads |= value_reads
        elif key == "counter":
            tests.append(_counter_test(child))
        elif key == "zone":
            zones = frozenset(child.str_list(ZONES))
        elif key == "token":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: o.is_token == f)
        elif key == "card":
            flag = child.bool()
            tests.append(lambda o, c, f=flag: (not o.is_token and not o.is_copy) == f)
        elif key == "keyword":
            words = [w.lower() for w in child.str_list()]
            tests.append(lambda o, c, ws=words: any(o.has_keyword(w) for w in ws))
        elif key == "has_abilities":  # "creatures with no abilities" (Muraganda Petroglyphs)
            flag = child.bool()
            tests.append(lambda o, c, f=flag: bool(o.abilities) == f)
        elif key == "ids":
            ids = frozenset(child.str_list())
            tests.append(lambda o, c, i=ids: o.id in i)
        elif key == "permanent":
            flag = child.bool()
            perm = frozenset(PERMANENT_TYPES)
            tests.append(lambda o, c, f=flag, p=perm: bool(p & o.card_types) == f)
    if zones is None and default_zone is not None:
        zones = frozenset([default_zone])
    if zones is not None:
        reads.add("zone")
        tests.insert(0, lambda o, c, z=zones: o.zone in z)
    if not tests:
        tests.append(lambda o, c: True)
    return Selector(_all(tests), frozenset(reads), zones)


def _merge_zones(zones: frozenset[str] | None, subs: list[Selector], key: str) -> frozenset[str] | None:
    stated = [s.zones for s in subs if s.zones is not None]
    if not stated:
        return zones
    merged = frozenset().union(*stated)
    return merged if zones is None else zones & merged


def _color_test(node: Node) -> Test:
    """A color test; ``{chosen: color}`` reads the source's chosen color."""
    if node.is_map():
        node.mapping(allowed=("chosen",), required=("chosen",))
        key = node["chosen"].str()
        return lambda o, c: c.choice(key) in o.colors
    wanted = frozenset(node.str_list(COLORS))
    return lambda o, c: bool(wanted & o.colors)


def _counter_test(node: Node) -> Test:
    if node.is_map():
        node.mapping(allowed=("kind", "at_least"), required=("kind",))
        kind = node["kind"].str()
        least = node["at_least"].int(0) if "at_least" in node else 1
    else:
        kind, least = node.str(), 1
    return lambda o, c: o.counters.get(kind, 0) >= least


def iter_tests(keys: Iterable[str]) -> list[str]:
    """The selector keys among ``keys`` (for schema generation and docs)."""
    return [k for k in keys if k in SIMPLE_KEYS]


def selector_schema() -> dict[str, Any]:
    """A JSON Schema fragment describing a selector (recursive via $ref)."""
    return {"type": "object", "additionalProperties": False,
            "properties": {k: {} for k in SIMPLE_KEYS}}
