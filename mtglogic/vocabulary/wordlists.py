"""Lists of words in effect parts: fixed words, words chosen during the game, or every
subtype of a kind.

``[green]``, ``Goblin`` or ``[{chosen: color}]``: a chosen word is read from the effect's
or its source's choices when the effect applies. ``[{all: creature_types}]`` is every
creature type the ruleset lists (205.3m; changeling, 702.73a), ``{all: land_types}`` every
land type (205.3i), ``{all: basic_land_types}`` the basic ones (305.6).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.argschema import Schema
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.spec import Spec

Words = Callable[[EvalContext], frozenset[str]]
EVERY_KINDS = ("creature_types", "land_types", "basic_land_types")


@dataclass(frozen=True)
class WordItems:
    """A list of words parsed: the fixed ones, the keys of chosen ones, every-kinds."""

    fixed: tuple[str, ...]
    chosen: tuple[str, ...] = ()
    every: tuple[str, ...] = ()
    shown: str = ""  # for explanations, in the order written (see ``preview``)

    def getter(self, choices: tuple[str, ...] | None = None, kind: str = "word") -> Words:
        """A getter of the words when the effect applies: a chosen word must have been
        chosen, and be one of ``choices`` when they are given (a ``kind`` of word), else of
        the ruleset's list for a subtype kind."""
        fixed_set = frozenset(self.fixed)
        if not self.chosen and not self.every:
            return lambda c: fixed_set
        chosen, every = self.chosen, self.every

        def getter(c: EvalContext) -> frozenset[str]:
            allowed = choices if choices is not None else c.kind_words(kind)
            picked = (c.chosen(k, allowed, kind) for k in chosen)
            # an undefined choice (607.5a) adds no word
            found = fixed_set | frozenset(w for w in picked if w is not None)
            return found.union(*(c.every(k) for k in every))

        return getter

    def chosen_reads(self) -> frozenset[str]:
        """A list with chosen words reads the choices (of the effect or its source)."""
        return frozenset(["choices"]) if self.chosen else frozenset()

    def stated(self) -> bool:
        """Whether every word is written out (none chosen, none standing for a list)."""
        return not self.chosen and not self.every

    def values(self, field: str) -> frozenset[str]:
        """These words as values of ``field``; the whole field when a word is chosen later
        or stands for a list."""
        if self.chosen or self.every:
            return frozenset([field])
        return value_names(field, self.fixed)


def parse_words(node: Node, choices: tuple[str, ...] | None = None,
                every_kinds: tuple[str, ...] = ()) -> WordItems:
    """The words of a list, fixed or ``{chosen: key}`` (or ``{all: kind}`` for one of
    ``every_kinds``), fixed ones among ``choices`` when given (located errors)."""
    fixed: list[str] = []
    chosen: list[str] = []
    every: list[str] = []
    for item in node.as_list(allow_single=True):
        if item.is_map() and "all" in item and every_kinds:
            item.mapping(allowed=("all",), required=("all",))
            every.append(item["all"].as_str(every_kinds))
        elif item.is_map():
            item.mapping(allowed=("chosen",), required=("chosen",))
            chosen.append(item["chosen"].as_str())
        else:
            fixed.append(item.as_str(choices))
    return WordItems(tuple(fixed), tuple(chosen), tuple(every), preview(node))


@dataclass(frozen=True)
class WordList(Spec[WordItems]):
    """The spec of such a list: one word or a list, each fixed or ``{chosen: key}`` (or
    ``{all: kind}``, every subtype of one of ``every`` kinds)."""

    choices: tuple[str, ...] | None = None
    every: tuple[str, ...] = ()

    def schema(self) -> Schema:
        if self.every:
            return s.subtype_words(self.every)
        return s.words_or_chosen(self.choices)

    def parse(self, node: Node) -> WordItems:
        return parse_words(node, self.choices, self.every)


def preview(node: Node) -> str:
    """The words for an explanation: ``green``, ``chosen color`` or ``every creature
    type``."""
    def one(item: Node) -> str:
        if not item.is_map():
            return str(item.value)
        if "all" in item.value:
            return "every " + str(item.value["all"]).replace("_", " ").rstrip("s")
        return f"chosen {item.value.get('chosen')}"
    return ", ".join(one(i) for i in node.as_list(allow_single=True))


def resolver(words: Words) -> Callable[[ObjState, EvalContext], Hashable]:
    """What a word part does: the words it uses (the same for every object)."""
    return lambda obj, c: tuple(sorted(words(c)))


def printed_words(node: Node, choices: tuple[str, ...]) -> list[str]:
    """Card types, supertypes and colors written in lower case or as printed ("Creature"),
    read in lower case."""
    found = []
    for item in node.as_list(allow_single=True):
        word = item.as_str()
        if word not in choices and not (word[:1].isupper() and word[1:] == word[1:].lower()
                                        and word.lower() in choices):
            item.fail(f"unknown value {item.value!r}; expected one of: {', '.join(choices)}")
        found.append(word.lower())
    return found
