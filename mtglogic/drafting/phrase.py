"""One Oracle phrase as one record: its grammar rule, its builder, its examples, its rules.

A ``Phrase`` is one or more alternatives of one rule of the grammar (in lark's notation,
over the terminals of ``lexicon`` and the other rules), the function that builds the
vocabulary data of what they derive (its name is the alternatives' alias, so an alias
without a builder cannot be written), the examples of Oracle sentences it reads with the
data each drafts to, and the rules it follows (the rule numbers its builder's docstring
names, in both rulesets where they differ). The records of one family of phrases live in
one module of ``mtglogic.drafting.phrases``, collected by a ``Phrases``; the grammar
(``grammar``) and the builder (``build``) are assembled from them.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

Data = dict[str, Any]
Build = Callable[..., Any]  # (builder, the children of the derivation) -> data
F = TypeVar("F", bound=Build)
_RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]?(?:-[a-z])?\b")


# The start symbol an example of a rule is read from: the part it is, read alone (a group's
# adjective in a group, a condition alone), else a whole sentence.
EXAMPLE_STARTS = {"subject": "subject", "group": "group", "adjective": "group",
                  "noun": "group", "postfix": "group", "history_postfix": "group",
                  "condition": "condition", "history_condition": "condition",
                  "value": "value", "history_value": "value", "count": "count",
                  "history_each": "count"}


@dataclass(frozen=True)
class Example:
    """An Oracle text and the data it drafts to. A sentence (``start`` "start") drafts to
    its abilities as ``draft.translate`` gives them (a list, without the texts a card file
    adds), on a permanent unless ``spell`` (an instant's or sorcery's sentence, made as it
    resolves: 611.2a) or ``activated`` (the effect of a permanent's activated ability, made
    as it resolves); a part (a group, a condition...) to what its rule builds."""

    text: str
    data: Any
    start: str = "start"
    spell: bool = False
    activated: bool = False


@dataclass(frozen=True)
class Phrase:
    """The alternatives ``patterns`` of the grammar rule ``rule``, built by ``build``
    (None: an alternative that passes one rule's result through, without a builder)."""

    family: str
    rule: str
    patterns: tuple[str, ...]
    build: Build | None
    examples: tuple[Example, ...] = ()

    @property
    def alias(self) -> str | None:
        """The name of the tree the alternatives derive: the builder's, unless it is the
        rule's own name (then lark names the tree after the rule)."""
        if self.build is None or self.build.__name__ == self.rule:
            return None
        return self.build.__name__

    @property
    def name(self) -> str:
        """The name the builder answers to: the alias, else the rule's name."""
        return self.build.__name__ if self.build is not None else self.rule

    @property
    def cites(self) -> tuple[str, ...]:
        """The rules the phrase follows: the rule numbers its builder's docstring names."""
        doc = (self.build.__doc__ or "") if self.build is not None else ""
        return tuple(dict.fromkeys(_RULE_NUMBER.findall(doc)))

    def alternatives(self) -> list[str]:
        """Its alternatives in lark's notation, each with its alias."""
        alias = self.alias
        return [f"{p} -> {alias}" if alias else p for p in self.patterns]


@dataclass(frozen=True)
class Rule:
    """A rule of the grammar a family introduces: ``inline`` (lark's "?": an alternative
    of one child passes that child through), ``line`` (a kind of whole sentence, an
    alternative of the grammar's start)."""

    name: str
    inline: bool = False
    line: bool = False


class Phrases:
    """The rules one family introduces and its phrases, in the order they are declared."""

    def __init__(self, family: str, doc: str | None = None) -> None:
        self.family = family
        self.doc = " ".join((doc or "").split("\n\n")[0].split())  # its first paragraph
        self.records: list[Phrase] = []
        self.rules: list[Rule] = []

    def rule(self, name: str, inline: bool = False, line: bool = False) -> None:
        """Declare a rule this family introduces (other families may add to it)."""
        self.rules.append(Rule(name, inline, line))

    def add(self, rule: str, *patterns: str, examples: Mapping[str, Any] | None = None,
            spells: Mapping[str, Any] | None = None,
            activated: Mapping[str, Any] | None = None) -> Callable[[F], F]:
        """Declare the decorated function as the builder of ``patterns``, alternatives of
        ``rule``, with ``examples`` (each text and the data it drafts to on a permanent),
        ``spells`` (as an instant's or sorcery's) and ``activated`` (as the effect of a
        permanent's activated ability). Decorators stacked on one function declare it for
        several rules, the lowest first."""
        start = EXAMPLE_STARTS.get(rule, "start")
        found = tuple(Example(text, data, start) for text, data in (examples or {}).items())
        found += tuple(Example(text, data, start, True) for text, data in (spells or {}).items())
        found += tuple(Example(text, data, start, True, True)
                       for text, data in (activated or {}).items())

        def declare(build: F) -> F:
            self.records.append(Phrase(self.family, rule, patterns, build, found))
            return build
        return declare

    def passes(self, rule: str, *patterns: str) -> None:
        """Declare alternatives of ``rule`` that pass another rule's result through."""
        self.records.append(Phrase(self.family, rule, patterns, None))

    def __iter__(self) -> Iterator[Phrase]:
        return iter(self.records)
