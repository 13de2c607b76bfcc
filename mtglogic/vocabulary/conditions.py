"""Condition words: tests on the game, for "as long as ..." abilities and watches.

    {ge: [{count: {type: artifact, controller: you}}, 3]}
    {exists: {name: "Urborg, Tomb of Yawgmoth"}}
    {all: [...]}  {any: [...]}  {not: ...}
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.model.terms import STEPS
from mtglogic.vocabulary.compiled import COMPARATORS, Condition, Selector, Value
from mtglogic.vocabulary.compiler import CONDITION, SELECTOR, VALUE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS
from mtglogic.vocabulary.spec import Flag, ListOf, Words
from mtglogic.vocabulary.values import BEYOND

Holds = Callable[[EvalContext], bool]
PAIR = ListOf(VALUE, exactly=2, message="expected a list of two values to compare")


def _comparison(op: str) -> Callable[[tuple[Value, ...]], Holds]:
    cmp = COMPARATORS[op]

    def compile_test(pair: tuple[Value, ...]) -> Holds:
        left, right = pair
        return lambda c: cmp(left.evaluate(c), right.evaluate(c))
    return compile_test


def _union_reads(items: tuple[Value, ...] | tuple[Condition, ...]) -> frozenset[str]:
    return frozenset().union(*(item.reads for item in items))


_MEANING = {"eq": "equals", "ne": "differs from", "lt": "is less than",
            "le": "is at most", "gt": "is greater than", "ge": "is at least"}
for _op in COMPARATORS:
    CONDITIONS.add(_op, f"the first value {_MEANING[_op]} the second",
                   [{"count": {"type": "artifact", "controller": "you"}}, 3],
                   PAIR, reads=_union_reads)(_comparison(_op))


@CONDITIONS.add("exists", "some object matches the selector", {"name": ["Urborg, Tomb of Yawgmoth"]},
                SELECTOR, reads=lambda sel: sel.reads | {BEYOND},
                samples=({"type": "creature", "color": ["blue"]},))
def _exists(sel: Selector) -> Holds:
    return lambda c: any(sel.test(o, c) for o in c.objects())


@CONDITIONS.add("not", "this condition does not hold", {"exists": {"type": "creature"}},
                CONDITION, reads=lambda inner: inner.reads)
def _not(inner: Condition) -> Holds:
    return lambda c: not inner.holds(c)


CONDITION_LIST = ListOf(CONDITION)


@CONDITIONS.add("all", "every one of these conditions holds", [{"exists": {"type": "artifact"}},
                {"ge": [{"life": "you"}, 10]}], CONDITION_LIST, reads=_union_reads)
def _all(subs: tuple[Condition, ...]) -> Holds:
    return lambda c: all(sub.holds(c) for sub in subs)


@CONDITIONS.add("any", "at least one of these conditions holds", [{"exists": {"type": "artifact"}},
                {"le": [{"life": "you"}, 5]}], CONDITION_LIST, reads=_union_reads)
def _any(subs: tuple[Condition, ...]) -> Holds:
    return lambda c: any(sub.holds(c) for sub in subs)


@CONDITIONS.add("your_turn", "it is the turn of the effect's controller (true) or not (false)",
                True, Flag(), rule="active_player", samples=(False,))
def _your_turn(wanted: bool) -> Holds:
    return lambda c: (c.game.active_player == c.you) == wanted


@CONDITIONS.add("step", "the game is in one of these steps (the main phases as steps too)",
                ["declare_blockers", "combat_damage"], Words(STEPS), rule="turn_structure",
                samples=(["precombat_main"],))
def _step(words: tuple[str, ...]) -> Holds:
    steps = frozenset(words)
    return lambda c: c.game.step in steps
