"""What words compile to: tests, values, conditions and effect parts, with what they read.

These are plain callables over an ``EvalContext`` and object states; the layer and
replacement engines call them. ``reads`` and ``writes`` name object fields (see
``mtglogic.vocabulary.fields``); they come from the words' records in the registry.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.context import EvalContext

Test = Callable[[ObjState, EvalContext], bool]

COMPARATORS: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
}


@dataclass(frozen=True)
class Clause:
    """One selector word compiled: its test, and the zones it limits objects to (if any)."""

    test: Test
    zones: frozenset[str] | None = None


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


@dataclass(frozen=True)
class Value:
    """A compiled value: a function of the context and the fields it reads."""

    evaluate: Callable[[EvalContext], int]
    reads: frozenset[str]
    constant: bool = False


@dataclass(frozen=True)
class Condition:
    """A compiled condition of a conditional static ability or a watch."""

    holds: Callable[[EvalContext], bool]
    reads: frozenset[str]


@dataclass(frozen=True)
class Part:
    """One layer's share of a continuous effect.

    ``apply`` changes an object; ``resolve`` says what the part would do to it (equal
    results mean the same action, 613.8a); ``kind`` is the ruleset's part kind, which
    names the layer it applies in; ``op`` the word, for explanations.
    """

    kind: str
    op: str
    apply: Callable[[ObjState, EvalContext], None]
    resolve: Callable[[ObjState, EvalContext], Hashable]
    reads: frozenset[str]
    writes: frozenset[str]
    describe: str
