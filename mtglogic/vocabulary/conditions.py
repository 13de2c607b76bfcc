"""Condition words: tests on the game, for "as long as ..." abilities and watches.

    {ge: [{count: {type: artifact, controller: you}}, 3]}
    {exists: {name: "Urborg, Tomb of Yawgmoth"}}
    {all: [...]}  {any: [...]}  {not: ...}
"""
from __future__ import annotations

from typing import Callable

from mtglogic.model.terms import STEPS
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import COMPARATORS, Condition, Selector, Value
from mtglogic.vocabulary.compiler import compile_condition, compile_selector, compile_value
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS
from mtglogic.vocabulary.values import BEYOND

Holds = Callable[[EvalContext], bool]


def _pair(arg: Node) -> list[Value]:
    """The two values compared, each compiled once."""
    items = arg.as_list()
    if len(items) != 2:
        arg.fail("expected a list of two values to compare")
    return [compile_value(n) for n in items]


def _comparison(op: str) -> Callable[[list[Value]], Holds]:
    cmp = COMPARATORS[op]

    def compile_test(pair: list[Value]) -> Holds:
        left, right = pair
        return lambda c: cmp(left.evaluate(c), right.evaluate(c))
    return compile_test


def _union_reads(items: list[Value] | list[Condition]) -> frozenset[str]:
    return frozenset().union(*(item.reads for item in items))


_MEANING = {"eq": "equals", "ne": "differs from", "lt": "is less than",
            "le": "is at most", "gt": "is greater than", "ge": "is at least"}
for _op in COMPARATORS:
    CONDITIONS.add(_op, f"the first value {_MEANING[_op]} the second",
                   [{"count": {"type": "artifact", "controller": "you"}}, 3],
                   s.pair(s.ref("value")), reads=_union_reads, parse=_pair)(_comparison(_op))


@CONDITIONS.add("exists", "some object matches the selector", {"name": ["Urborg, Tomb of Yawgmoth"]},
                s.ref("selector"), reads=lambda sel: sel.reads | {BEYOND},
                parse=compile_selector, samples=({"type": "creature", "color": ["blue"]},))
def _exists(sel: Selector) -> Holds:
    return lambda c: any(sel.test(o, c) for o in c.objects())


@CONDITIONS.add("not", "this condition does not hold", {"exists": {"type": "creature"}},
                s.ref("condition"), reads=lambda inner: inner.reads, parse=compile_condition)
def _not(inner: Condition) -> Holds:
    return lambda c: not inner.holds(c)


def _conditions(arg: Node) -> list[Condition]:
    return [compile_condition(n) for n in arg.as_list()]


CONDITION_LIST = s.array(s.ref("condition"))


@CONDITIONS.add("all", "every one of these conditions holds", [{"exists": {"type": "artifact"}},
                {"ge": [{"life": "you"}, 10]}], CONDITION_LIST, reads=_union_reads,
                parse=_conditions)
def _all(subs: list[Condition]) -> Holds:
    return lambda c: all(sub.holds(c) for sub in subs)


@CONDITIONS.add("any", "at least one of these conditions holds", [{"exists": {"type": "artifact"}},
                {"le": [{"life": "you"}, 5]}], CONDITION_LIST, reads=_union_reads,
                parse=_conditions)
def _any(subs: list[Condition]) -> Holds:
    return lambda c: any(sub.holds(c) for sub in subs)


@CONDITIONS.add("your_turn", "it is the turn of the effect's controller (true) or not (false)",
                True, s.BOOLEAN, rule="102.1", samples=(False,))
def _your_turn(arg: Node) -> Holds:
    wanted = arg.as_bool()
    return lambda c: (c.game.active_player == c.you) == wanted


@CONDITIONS.add("step", "the game is in one of these steps (the main phases as steps too)",
                ["declare_blockers", "combat_damage"], s.words(STEPS), rule="500.1",
                samples=(["precombat_main"],))
def _step(arg: Node) -> Holds:
    steps = frozenset(arg.as_str_list(STEPS))
    return lambda c: c.game.step in steps

