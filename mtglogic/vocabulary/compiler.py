"""Compiling selectors, values, conditions and effect parts by their words in the registry.

Each function validates a YAML node and dispatches each key to its ``Word`` (declared in
``selectors``, ``values``, ``conditions`` and the ``parts_*`` modules, which the package
imports so that the registry is complete). A word's argument is parsed once (nested
selectors, values and conditions are compiled there) and the parsed value goes to both its
compiler and its reads and writes, so nesting costs linear work, not a recompile per
level. The fields a compiled item reads or writes are those its words declare; in check
mode (``mtglogic.vocabulary.recording``) each word's compiled code is wrapped to hold what
it really reads and writes against them.
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.node import Node
from mtglogic.vocabulary.compiled import Clause, Condition, Part, Selector, Test, Value
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.recording import Settings, checked_function, checked_part, checked_test
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS, VALUES
from mtglogic.vocabulary.spec import Compiled, Spec


def compile_selector(node: Node, default_zone: str | None = "battlefield") -> Selector:
    """Compile a selector mapping: every test must hold; ``zone`` defaults to
    ``default_zone`` unless a test states zones."""
    node.mapping(allowed=SELECTORS.names())
    tests: list[Test] = []
    reads: set[str] = set()
    zones: frozenset[str] | None = None
    for key, child in node.items():
        word = SELECTORS[key]
        parsed = word.parse(child)
        clause = word.compile(parsed)
        word_reads = word.reads(parsed)
        test = clause.test if isinstance(clause, Clause) else clause
        if isinstance(clause, Clause) and clause.zones is not None:
            zones = clause.zones if zones is None else zones & clause.zones
        if test is not None:
            tests.append(checked_test(f"selector {key!r}", test, word_reads)
                         if Settings.on else test)
        reads |= word_reads
    if zones is None and default_zone is not None:
        zones = frozenset([default_zone])
    if zones is not None:
        reads.add("zone")
        tests.insert(0, _in_zones(zones))
    return Selector(all_of(tests), frozenset(reads), zones)


def _in_zones(zones: frozenset[str]) -> Test:
    return lambda o, c: o.zone in zones


def _constant(number: int) -> Callable[[EvalContext], int]:
    return lambda c: number


def selector_within(node: Node) -> Selector:
    """A nested selector: no default zone (the outer one has it)."""
    return compile_selector(node, None)


def selector_reads(node: Node) -> frozenset[str]:
    """The fields a (nested) selector reads, without the default zone."""
    return compile_selector(node, None).reads


def all_of(tests: list[Test]) -> Test:
    """A test that holds when every test holds (true when there is none)."""
    if not tests:
        return lambda o, c: True
    if len(tests) == 1:
        return tests[0]
    if len(tests) == 2:
        first, second = tests
        return lambda o, c: first(o, c) and second(o, c)
    fixed = tuple(tests)

    def test(o, c) -> bool:  # type: ignore[no-untyped-def]
        for t in fixed:  # noqa: SIM110 - a plain loop: all() over a generator is slower here
            if not t(o, c):
                return False
        return True

    return test


def compile_value(node: Node) -> Value:
    """Compile a value: a whole number, or a one-key mapping of a value word."""
    if not node.is_map():
        number = node.as_int()
        return Value(_constant(number), frozenset(), constant=True)
    word, arg = VALUES.one_key(node)
    parsed = word.parse(arg)
    value: Value = word.compile(parsed)
    reads = word.reads(parsed)
    evaluate = checked_function(f"value {word.name!r}", value.evaluate, reads) \
        if Settings.on else value.evaluate
    return Value(evaluate, reads, value.constant)


def value_reads(node: Node) -> frozenset[str]:
    """The fields a value reads (none for a number)."""
    if not node.is_map():
        return frozenset()
    return compile_value(node).reads


def compile_condition(node: Node) -> Condition:
    """Compile a condition: a one-key mapping of a condition word."""
    word, arg = CONDITIONS.one_key(node)
    parsed = word.parse(arg)
    reads = word.reads(parsed)
    holds = word.compile(parsed)
    if Settings.on:
        holds = checked_function(f"condition {word.name!r}", holds, reads)
    return Condition(holds, reads)


def condition_reads(node: Node) -> frozenset[str]:
    """The fields a condition reads."""
    return compile_condition(node).reads


def compile_part(node: Node, cda: bool, context_key: str) -> Part:
    """Compile one effect part: a one-key mapping of a part word."""
    node.mapping(allowed=PARTS.names())
    if len(node.value) != 1:
        node.fail(f"an effect part has exactly one key; split {', '.join(node.value)} "
                  f"into separate parts")
    op, arg = next(node.items())
    word = PARTS[op]
    parsed = word.parse(arg)
    part: Part = word.compile(parsed, cda, context_key)
    reads, writes = word.reads(parsed), word.writes(parsed)
    apply, resolve = part.apply, part.resolve
    if Settings.on:
        apply, resolve = checked_part(f"effect part {op!r}", apply, resolve, reads, writes)
    return Part(part.kind or word.kind, op, apply, resolve, reads, writes, part.describe)


# The specs of arguments that are items of these families, compiled as they are parsed.
SELECTOR: Spec[Selector] = Compiled("selector", compile_selector)  # on the battlefield by default
NESTED_SELECTOR: Spec[Selector] = Compiled("selector", selector_within)  # the outer one's zones
VALUE: Spec[Value] = Compiled("value", compile_value)
CONDITION: Spec[Condition] = Compiled("condition", compile_condition)
