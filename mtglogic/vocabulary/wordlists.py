"""Lists of words in effect parts: fixed words, or words chosen during the game.

``[green]``, ``Goblin`` or ``[{chosen: color}]``: a chosen word is read from the effect's
or its source's choices when the effect applies.
"""
from __future__ import annotations

from typing import Callable, Hashable

from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names

Words = Callable[[EvalContext], frozenset[str]]


def compile_words(node: Node, choices: tuple[str, ...] | None = None,
                  kind: str = "word") -> Words:
    """A getter of the words, fixed or ``{chosen: key}``; a chosen word must have been
    chosen, and be one of ``choices`` when they are given (a ``kind`` of word)."""
    fixed: list[str] = []
    chosen: list[str] = []
    for item in node.list(allow_single=True):
        if item.is_map():
            item.mapping(allowed=("chosen",), required=("chosen",))
            chosen.append(item["chosen"].str())
        else:
            fixed.append(item.str(choices))
    fixed_set = frozenset(fixed)
    if not chosen:
        return lambda c: fixed_set

    def getter(c: EvalContext) -> frozenset[str]:
        return fixed_set | frozenset(c.chosen(k, choices, kind) for k in chosen)

    return getter


def has_chosen(node: Node) -> bool:
    return any(item.is_map() for item in node.list(allow_single=True))


def chosen_reads(node: Node) -> frozenset[str]:
    """A list with chosen words reads the choices (of the effect or its source)."""
    return frozenset(["choices"]) if has_chosen(node) else frozenset()


def word_values(field: str, node: Node) -> frozenset[str]:
    """These words as values of ``field``; the whole field when a word is chosen later."""
    if has_chosen(node):
        return frozenset([field])
    return value_names(field, (item.str() for item in node.list(allow_single=True)))


def preview(node: Node) -> str:
    """The words for an explanation: ``green`` or ``chosen color``."""
    return ", ".join(str(i.value) if not i.is_map() else f"chosen {i.value.get('chosen')}"
                     for i in node.list(allow_single=True))


def resolver(words: Words) -> Callable[[ObjState, EvalContext], Hashable]:
    """What a word part does: the words it uses (the same for every object)."""
    return lambda obj, c: tuple(sorted(words(c)))


def printed_words(node: Node, choices: tuple[str, ...]) -> list[str]:
    """Card types, supertypes and colors written in lower case or as printed ("Creature"),
    read in lower case."""
    found = []
    for item in node.list(allow_single=True):
        word = item.str()
        if word not in choices and not (word[:1].isupper() and word[1:] == word[1:].lower()
                                        and word.lower() in choices):
            item.fail(f"unknown value {item.value!r}; expected one of: {', '.join(choices)}")
        found.append(word.lower())
    return found
