"""Color-changing effect parts (layer 5): ``set_colors``, ``add_colors``, ``colorless``."""
from __future__ import annotations

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import COLORS
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.wordlists import chosen_reads, compile_words, preview, resolver, word_values


@PARTS.add("set_colors", "its colors become these", ["green"], s.words_or_chosen(COLORS),
           reads=chosen_reads, writes=fixed_fields("colors"), kind="colors", rule="105.3",
           samples=(["white", "blue"], [{"chosen": "color"}]))
def _set_colors(arg: Node, cda: bool, key: str) -> Part:
    words = compile_words(arg, COLORS, "color")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = words(c)

    return Part("colors", "set_colors", apply, resolver(words), frozenset(), frozenset(),
                f"set colors {preview(arg)}")


@PARTS.add("add_colors", "it gets these colors too", ["blue"], s.words_or_chosen(COLORS),
           reads=chosen_reads, writes=lambda arg: word_values("colors", arg), kind="colors",
           rule="105.3", samples=(["red"], [{"chosen": "color"}]))
def _add_colors(arg: Node, cda: bool, key: str) -> Part:
    words = compile_words(arg, COLORS, "color")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = obj.colors | words(c)

    return Part("colors", "add_colors", apply, resolver(words), frozenset(), frozenset(),
                f"add colors {preview(arg)}")


@PARTS.add("colorless", "it becomes colorless", True, {"const": True},
           writes=fixed_fields("colors"), kind="colors", rule="105.2c")
def _colorless(arg: Node, cda: bool, key: str) -> Part:
    if arg.as_bool() is not True:
        arg.fail("write `colorless: true` or leave it out")

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = frozenset()

    return Part("colors", "colorless", apply, lambda o, c: (), frozenset(), frozenset(),
                "becomes colorless")
