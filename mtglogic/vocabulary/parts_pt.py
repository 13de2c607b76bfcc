"""Power/toughness effect parts (layer 7): set (7a from a CDA, 7b), modify (7c), switch.

    set_pt: [1, 1]   set_power: 0   set_toughness: 4     # 7b, or 7a in a `cda: true` effect
    modify_pt: [2, 2]                                     # 7c
    switch_pt: true                                       # 7e in 2011, 7d in 2026

Numbers may be values (``mtglogic.vocabulary.values``), evaluated for each object with
``it`` that object.
"""
from __future__ import annotations

from collections.abc import Mapping

from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.vocabulary.compiled import Part, Value
from mtglogic.vocabulary.compiler import VALUE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Either, ListOf, Record, Shaped, Spec, only_true

Pair = tuple[Value | None, Value | None]


def _as_pair(parsed: tuple[Value, ...] | Mapping[str, Value], node: Node) -> Pair:
    if isinstance(parsed, tuple):
        return parsed[0], parsed[1]
    return parsed.get("power"), parsed.get("toughness")


PT_PAIR: Spec[Pair] = Shaped(Either(
    ListOf(VALUE, exactly=2, message="expected [power, toughness]"),
    Record({"power": VALUE, "toughness": VALUE}, min_keys=1,
           message="expected power and/or toughness"), lists=True), _as_pair)


def pt_pair(node: Node) -> Pair:
    """``[power, toughness]`` or ``{power: ..., toughness: ...}`` (either may be absent)."""
    return PT_PAIR.parse(node)


def _pt_reads(pair: Pair) -> frozenset[str]:
    return frozenset().union(*(v.reads for v in pair if v is not None))


def _value_reads(value: Value) -> frozenset[str]:
    return value.reads


def _set_part(op: str, power: Value | None, tough: Value | None, cda: bool) -> Part:
    def resolve(obj: ObjState, c: EvalContext) -> tuple[int | None, int | None]:
        c = c.with_it(obj)
        return (power.evaluate(c) if power else None, tough.evaluate(c) if tough else None)

    def apply(obj: ObjState, c: EvalContext) -> None:
        p, t = resolve(obj, c)
        if p is not None:
            obj.power = p
        if t is not None:
            obj.toughness = t

    desc = "power/toughness set" + (" (characteristic-defining)" if cda else "")
    return Part("pt_cda" if cda else "pt_set", op, apply, resolve, frozenset(), frozenset(), desc)


@PARTS.add("set_pt", "its power and toughness become these (7a in a CDA, else 7b)", [1, 1],
           PT_PAIR, reads=_pt_reads, writes=fixed_fields("power", "toughness"), kind="pt_set",
           rule="pt_set", samples=([0, 4], [{"count": {"type": "creature"}}, 2]),
           )
def _set_pt(pair: Pair, cda: bool, key: str) -> Part:
    return _set_part("set_pt", *pair, cda)


@PARTS.add("set_power", "its power becomes this", 0, VALUE, reads=_value_reads,
           writes=fixed_fields("power"), kind="pt_set", rule="pt_set", samples=(3,))
def _set_power(power: Value, cda: bool, key: str) -> Part:
    return _set_part("set_power", power, None, cda)


@PARTS.add("set_toughness", "its toughness becomes this", 4, VALUE, reads=_value_reads,
           writes=fixed_fields("toughness"), kind="pt_set", rule="pt_set",
           samples=(1,))
def _set_toughness(toughness: Value, cda: bool, key: str) -> Part:
    return _set_part("set_toughness", None, toughness, cda)


def _modify_writes(pair: Pair) -> frozenset[str]:
    """A constant change of 0 (Scarwood-like +0/+1) leaves that field alone."""
    power, tough = pair
    return frozenset(name for name, v in (("power", power), ("toughness", tough))
                     if v is not None and not (v.constant and v.evaluate(None) == 0))  # type: ignore[arg-type]


@PARTS.add("modify_pt", "its power and toughness change by these amounts", [2, 2], PT_PAIR,
           reads=_pt_reads, writes=_modify_writes, kind="pt_modify", rule="pt_modify",
           samples=([0, 1], [-1, -1], [{"count": {"type": "artifact"}}, 0]))
def _modify_pt(pair: Pair, cda: bool, key: str) -> Part:
    power, tough = pair

    def resolve(obj: ObjState, c: EvalContext) -> tuple[int, int]:
        c = c.with_it(obj)
        return (power.evaluate(c) if power else 0, tough.evaluate(c) if tough else 0)

    def apply(obj: ObjState, c: EvalContext) -> None:
        dp, dt = resolve(obj, c)
        if dp and obj.power is not None:
            obj.power += dp
        if dt and obj.toughness is not None:
            obj.toughness += dt

    return Part("pt_modify", "modify_pt", apply, resolve, frozenset(), frozenset(),
                "power/toughness modified")


@PARTS.add("switch_pt", "its power and toughness are switched", True, only_true("switch_pt"),
           writes=fixed_fields("power", "toughness"), kind="pt_switch", rule="pt_switch")
def _switch_pt(arg: bool, cda: bool, key: str) -> Part:
    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.power, obj.toughness = obj.toughness, obj.power

    return Part("pt_switch", "switch_pt", apply, lambda o, c: True, frozenset(), frozenset(),
                "power and toughness switched")
