"""Color-changing effect parts (layer 5): ``set_colors``, ``add_colors``, ``colorless``."""
from __future__ import annotations

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import COLORS
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import only_true
from mtglogic.vocabulary.wordlists import WordItems, WordList, resolver

COLOR_WORDS = WordList(COLORS)


@PARTS.add("set_colors", "its colors become these", ["green"], COLOR_WORDS,
           reads=WordItems.chosen_reads, writes=fixed_fields("colors"), kind="colors",
           rule="color_change", samples=(["white", "blue"], [{"chosen": "color"}]))
def _set_colors(items: WordItems, cda: bool, key: str) -> Part:
    words = items.getter(COLORS, "color")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = words(c)

    return Part("colors", "set_colors", apply, resolver(words), frozenset(), frozenset(),
                f"set colors {items.shown}")


@PARTS.add("add_colors", "it gets these colors too", ["blue"], COLOR_WORDS,
           reads=WordItems.chosen_reads, writes=lambda items: items.values("colors"),
           kind="colors", rule="color_change", samples=(["red"], [{"chosen": "color"}]))
def _add_colors(items: WordItems, cda: bool, key: str) -> Part:
    words = items.getter(COLORS, "color")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = obj.colors | words(c)

    return Part("colors", "add_colors", apply, resolver(words), frozenset(), frozenset(),
                f"add colors {items.shown}")


@PARTS.add("colorless", "it becomes colorless", True, only_true("colorless"),
           writes=fixed_fields("colors"), kind="colors", rule="colorless")
def _colorless(arg: bool, cda: bool, key: str) -> Part:
    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = frozenset()

    return Part("colors", "colorless", apply, lambda o, c: (), frozenset(), frozenset(),
                "becomes colorless")
