"""A condition word on the colors of a group of objects as the layers made them (105.2)::

    {most_common_color: {color: black, among: {permanent: true}}}   # the Mirage Djinns

"Black is the most common color among all permanents or is tied for most common": each
permanent `among` matches counts once for each of its colors (a multicolored object is each
of its colors, 105.2b; a colorless one counts for none, 105.2c); the condition holds when
no other color has more permanents than the one named, and at least one has it (a color no
permanent has is not a color among them).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mtglogic.model.terms import COLORS
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS
from mtglogic.vocabulary.spec import Record, Word
from mtglogic.vocabulary.values import BEYOND

MOST_COMMON = Record({"color": Word(COLORS), "among": SELECTOR}, required=("color", "among"))


def _reads(arg: Mapping[str, Any]) -> frozenset[str]:
    sel: Selector = arg["among"]
    return sel.reads | {"colors", BEYOND}


@CONDITIONS.add("most_common_color", "the color is the most common among the objects "
                "`among` matches, or tied for most common (each counted once per color)",
                {"color": "black", "among": {"permanent": True}}, MOST_COMMON, reads=_reads,
                rule="colors", samples=({"color": "red", "among": {"type": "creature"}},))
def _most_common(arg: Mapping[str, Any]) -> Callable[[EvalContext], bool]:
    color, sel = str(arg["color"]), arg["among"]

    def holds(c: EvalContext) -> bool:
        tally = dict.fromkeys(COLORS, 0)
        for o in c.objects():
            if sel.test(o, c):
                for each in o.colors:
                    tally[each] = tally.get(each, 0) + 1
        return tally[color] > 0 and tally[color] == max(tally.values())
    return holds
