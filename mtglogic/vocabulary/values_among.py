"""Value words over a group of objects: the total or the greatest of a characteristic.

    {total: {of: power, among: {type: creature, controller: you}}}      # Ghalta
    {greatest: {of: mana_value, among: {subtype: Elemental, controller: you}}}

"The total power of creatures you control" adds the power of each object the selector
matches; "the greatest power among creatures you control" is the largest, 0 where none
matches. Both read the characteristic as the layers made it (613), and objects beyond the
one tested.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mtglogic.vocabulary.compiled import Value
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import VALUES
from mtglogic.vocabulary.spec import Record, Word
from mtglogic.vocabulary.values import BEYOND

FIELDS = ("power", "toughness", "mana_value")
AMONG = Record({"of": Word(FIELDS), "among": SELECTOR}, required=("of", "among"))


def _reads(arg: Mapping[str, Any]) -> frozenset[str]:
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
           AMONG, reads=_reads)(_over(sum))
VALUES.add("greatest", "the greatest power, toughness or mana value (`of`) among the "
           "objects `among` matches (0 where none does)",
           {"of": "mana_value", "among": {"subtype": "Elemental", "controller": "you"}},
           AMONG, reads=_reads)(_over(lambda found: max(found, default=0)))
