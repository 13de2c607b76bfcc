"""Values computed from the game: numbers, counts, chosen values, and conditions.

Written in YAML as a number or a one-key mapping::

    3
    {count: {type: creature, zone: graveyard, owner: you}}       # Svogthos, Nightmare
    {card_types_among: {zone: graveyard}}                         # Tarmogoyf
    {mana_value: it}    {power: self}    {toughness: it}          # Opalescence
    {counters: {kind: "+1/+1", on: it}}
    {sum: [{count: ...}, 1]}   {product: [...]}   {difference: [a, b]}
    {life: you}

Conditions ("as long as ...") compare values or test for objects::

    {ge: [{count: {type: artifact, controller: you}}, 3]}
    {exists: {name: "Urborg, Tomb of Yawgmoth"}}
    {all: [...]}  {any: [...]}  {not: ...}
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from mtglogic.effects.context import EvalContext
from mtglogic.effects.selectors import COMPARATORS, compile_selector
from mtglogic.loading.yamlio import Node
from mtglogic.model.objects import ObjState

VALUE_KEYS = ("count", "card_types_among", "mana_value", "power", "toughness", "counters",
              "sum", "product", "difference", "life", "chosen")


@dataclass(frozen=True)
class Value:
    """A compiled value: a function of the context and the fields it reads."""

    evaluate: Callable[[EvalContext], int]
    reads: frozenset[str]
    constant: bool = False


def _object_ref(node: Node) -> Callable[[EvalContext], ObjState | None]:
    ref = node.str()
    if ref == "it":
        return lambda c: c.it
    if ref == "self":
        return lambda c: c.source_state()
    return lambda c: c.board.get(ref)


def _ref_reads(node: Node) -> frozenset[str]:
    """A value about another object named by id reads beyond the object it applies to and
    its source: ``*`` tells the layer engine so."""
    return frozenset() if node.str() in ("it", "self") else frozenset(["*"])


def compile_value(node: Node) -> Value:
    """Compile a value (validated, with located errors)."""
    if not node.is_map():
        number = node.int()
        return Value(lambda c, n=number: n, frozenset(), constant=True)
    node.mapping(allowed=VALUE_KEYS)
    if len(node.value) != 1:
        node.fail(f"a value has exactly one of: {', '.join(VALUE_KEYS)}")
    key, arg = next(node.items())
    if key == "count":
        sel = compile_selector(arg)
        return Value(lambda c: sum(1 for o in c.objects() if sel.test(o, c)), sel.reads | {"*"})
    if key == "card_types_among":
        sel = compile_selector(arg)

        def types_among(c: EvalContext) -> int:
            found: set[str] = set()
            for o in c.objects():
                if sel.test(o, c):
                    found |= o.card_types
            return len(found)

        return Value(types_among, sel.reads | {"card_types", "*"})
    if key in ("mana_value", "power", "toughness"):
        get = _object_ref(arg)
        return Value(lambda c, k=key: getattr(get(c), k, None) or 0,
                     frozenset([key]) | _ref_reads(arg))
    if key == "counters":
        arg.mapping(allowed=("kind", "on"), required=("kind",))
        kind = arg["kind"].str()
        get = _object_ref(arg["on"]) if "on" in arg else (lambda c: c.it)
        return Value(lambda c: (get(c).counters.get(kind, 0) if get(c) else 0),
                     frozenset(["counters"]) | (_ref_reads(arg["on"]) if "on" in arg else frozenset()))
    if key in ("sum", "product", "difference"):
        parts = [compile_value(n) for n in arg.list()]
        if not parts or (key == "difference" and len(parts) != 2):
            arg.fail("expected two values" if key == "difference" else "expected values")
        reads = frozenset().union(*(p.reads for p in parts))
        const = all(p.constant for p in parts)
        if key == "sum":
            return Value(lambda c: sum(p.evaluate(c) for p in parts), reads, const)
        if key == "difference":
            return Value(lambda c: parts[0].evaluate(c) - parts[1].evaluate(c), reads, const)

        def product(c: EvalContext) -> int:
            result = 1
            for p in parts:
                result *= p.evaluate(c)
            return result

        return Value(product, reads, const)
    if key == "life":
        who = arg.str()
        return Value(lambda c: _life(c, who), frozenset(["life"]))
    # chosen: a number chosen as the source entered (stored in its choices)
    choice = arg.str()
    return Value(lambda c: int(c.choice(choice) or 0), frozenset(["choices"]))


def _life(ctx: EvalContext, who: str) -> int:
    target = ctx.you if who == "you" else who
    for player in ctx.game.players:
        if player.id == target:
            return player.life
    return 0


CONDITION_KEYS = tuple(COMPARATORS) + ("exists", "all", "any", "not")


@dataclass(frozen=True)
class Condition:
    """A compiled condition of a conditional static ability."""

    holds: Callable[[EvalContext], bool]
    reads: frozenset[str]


def compile_condition(node: Node) -> Condition:
    node.mapping(allowed=CONDITION_KEYS)
    if len(node.value) != 1:
        node.fail(f"a condition has exactly one of: {', '.join(CONDITION_KEYS)}")
    key, arg = next(node.items())
    if key in COMPARATORS:
        pair = arg.list()
        if len(pair) != 2:
            arg.fail("expected a list of two values to compare")
        left, right = compile_value(pair[0]), compile_value(pair[1])
        cmp = COMPARATORS[key]
        return Condition(lambda c: cmp(left.evaluate(c), right.evaluate(c)), left.reads | right.reads)
    if key == "exists":
        sel = compile_selector(arg)
        return Condition(lambda c: any(sel.test(o, c) for o in c.objects()), sel.reads | {"*"})
    if key == "not":
        inner = compile_condition(arg)
        return Condition(lambda c: not inner.holds(c), inner.reads)
    subs = [compile_condition(n) for n in arg.list()]
    reads = frozenset().union(*(s.reads for s in subs)) if subs else frozenset()
    if key == "all":
        return Condition(lambda c: all(s.holds(c) for s in subs), reads)
    return Condition(lambda c: any(s.holds(c) for s in subs), reads)
