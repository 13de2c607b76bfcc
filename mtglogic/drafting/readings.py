"""Every reading of a sentence: each derivation the grammar has for it and what it builds.

The drafter's parser keeps one derivation of a sentence (lark's ``ambiguity="resolve"``,
which picks by the order of the alternatives). ``readings`` lists them all (an explicit
parse, its ambiguities expanded, at most ``limit``) with what the phrases' builders make of
each, ``DECLINED`` when they refuse it. A sentence whose readings differ is an ambiguity of
the grammar: its draft would depend on the order in which the phrases are declared, which
no record promises, so the tests treat it as an error (``tests/drafting/test_phrase_records.py``)
and the benchmark counts them (``benchmarks/drafting.py``).
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from lark import Lark, Tree
from lark.exceptions import LarkError
from lark.visitors import CollapseAmbiguities

from mtglogic.drafting.build import Builder, Context, Untranslatable, finished

DECLINED = "declined"  # what a reading the builders refuse builds


@lru_cache(maxsize=4)
def explicit_parser(grammar: str, starts: tuple[str, ...]) -> Lark:
    """A parser of the grammar that keeps every derivation (``_ambig`` nodes)."""
    return Lark(grammar, start=list(starts), parser="earley", lexer="dynamic",
                ambiguity="explicit")


def build(tree: Tree, builder: type[Builder], context: Context) -> Any:
    """What the builders make of one derivation, or ``DECLINED``."""
    try:
        found = builder(context).transform(tree)
    except Untranslatable:
        return DECLINED
    except Exception as error:  # lark wraps a builder's error: look inside
        if isinstance(getattr(error, "orig_exc", None), Untranslatable):
            return DECLINED
        raise
    return found if finished(found) else DECLINED


def derivations(form: str, grammar: str, starts: tuple[str, ...], start: str = "start",
                limit: int = 64) -> list[Tree]:
    """Each derivation of ``form`` from ``start`` (none when it is not derived), at most
    ``limit``."""
    try:
        tree = explicit_parser(grammar, starts).parse(form, start=start)
    except LarkError:
        return []
    if not any(t.data == "_ambig" for t in tree.iter_subtrees()):
        return [tree]
    found: list[Tree] = CollapseAmbiguities().transform(tree)
    return found[:limit]


def readings(trees: list[Tree], builder: type[Builder], context: Context) -> list[Any]:
    """What each derivation builds."""
    return [build(tree, builder, context) for tree in trees]


def distinct(found: list[Any]) -> list[Any]:
    """The different data among readings (dictionaries compared whatever their order)."""
    seen: dict[str, Any] = {}
    for item in found:
        seen.setdefault(json.dumps(item, sort_keys=True, default=repr), item)
    return list(seen.values())
