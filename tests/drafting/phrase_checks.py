"""The checks the phrase records are held to (issue 34, item 2), as functions of a grammar,
a builder and records, so that the tests can run them on the drafter's own and on ones with
a fault planted:

- ``unbuilt_trees``: every tree the grammar can derive has a builder (an alias without one
  would leave a tree the draft refuses, and the sentence would silently stay text);
- ``example_faults``: every example of a record drafts to its data, through a derivation
  that uses the record;
- ``ambiguities``: no sentence has two derivations that build different data (a declined
  one included: the draft would then hang on the order of the alternatives), and
  ``duplicate_patterns``: no two records of a rule have the same pattern (which lark's parse
  forest keeps as one derivation, so that no ambiguity would show it).
"""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml
from lark import Lark

from mtglogic.drafting.build import Builder, Context
from mtglogic.drafting.drafter import Again, subtypes_known
from mtglogic.drafting.grammar import parse
from mtglogic.drafting.oracle import Normalizer, ability_lines, rules_text, sentences
from mtglogic.drafting.phrase import Example, Phrase
from mtglogic.drafting.readings import derivations, distinct, readings
from mtglogic.loading.paths import data_root

NAME = "Test Card"  # the card an example is written on ("this creature" is the card itself)
SAMPLE = Path(__file__).resolve().parent / "sample" / "cards.yaml"


def unbuilt_trees(grammar: str, starts: Iterable[str], builder: type[Builder]) -> list[str]:
    """The trees the grammar derives that ``builder`` has no method for: each alias, and
    each rule that keeps its own tree (lark's "?" rules pass a single child through)."""
    parser = Lark(grammar, start=list(starts), parser="earley", lexer="dynamic")
    names: set[str] = set()
    for rule in parser.rules:
        name = rule.alias or rule.origin.name
        if name.startswith(("_", "$")):  # lark's own helper rules (repetitions, roots)
            continue
        if rule.alias is None and rule.options.expand1 and len(rule.expansion) == 1:
            continue
        names.add(name)
    return sorted(n for n in names if n not in vars(builder))


def duplicate_patterns(phrases: Iterable[Phrase]) -> list[str]:
    """Each pattern two records of one rule declare (lark keeps one derivation of the two:
    the other record would never be read)."""
    seen: set[tuple[str, str]] = set()
    found = []
    for phrase in phrases:
        for pattern in phrase.patterns:
            key = (phrase.rule, " ".join(pattern.split()))
            if key in seen:
                found.append(f"{phrase.rule}: {pattern}")
            seen.add(key)
    return found


def drafted(example: Example, again: Again) -> Any:
    """What an example drafts to: the abilities of its sentence, or the part it is."""
    form = again.normalizer.sentence(example.text).form
    return again(example.text) if example.start == "start" else again.part(example.start, form)


def example_faults(phrases: Iterable[Phrase]) -> list[str]:
    """Each example that does not draft to its data, or not through its record."""
    faults = []
    normalizer = Normalizer(NAME, subtypes_known())
    for phrase in phrases:
        for example in phrase.examples:
            again = Again(Context(NAME, example.spell, activated=example.activated),
                          normalizer)
            form = normalizer.sentence(example.text).form
            tree = parse(form, example.start)
            found = drafted(example, again)
            if found != example.data:
                faults.append(f"{phrase.name}: {example.text!r} drafts to {found!r}, not "
                              f"{example.data!r}")
            elif tree is None or phrase.name not in {t.data for t in tree.iter_subtrees()}:
                faults.append(f"{phrase.name}: {example.text!r} is not read by it")
    return faults


def ambiguities(forms: Iterable[str], grammar: str, starts: tuple[str, ...],
                builder: type[Builder]) -> list[str]:
    """Each form with two derivations that build different data, on a permanent, as a
    spell's (611.2a) or as an activated ability's effect, with what each builds."""
    found = []
    for form in forms:
        trees = derivations(form, grammar, starts)
        if len(trees) < 2:
            continue
        for resolves, activated in ((False, False), (True, False), (True, True)):
            context = Context(NAME, resolves, tuple(f"quoted {i}" for i in range(8)),
                              activated=activated)
            different = distinct(readings(trees, builder, context))
            if len(different) > 1:
                found.append(f"{form!r}: " + " | ".join(map(repr, different)))
                break
    return found


def sample_forms() -> list[str]:
    """The sentences of the benchmark's cards in the grammar's form: the built-in library
    (``benchmarks/drafting.py`` drafts each from its text) and the hand sample's."""
    texts: list[tuple[str, str]] = []
    for path in sorted((data_root() / "cards").glob("*.yaml")):
        card = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts.append((card["name"], card.get("text", "")))
    for card in yaml.safe_load(SAMPLE.read_text(encoding="utf-8")):
        texts.append((card["name"], card.get("text", "")))
    subtypes = subtypes_known()
    forms: dict[str, None] = {}
    for name, text in texts:
        normalizer = Normalizer(name, subtypes)
        for line in ability_lines(text):
            for sentence in sentences(rules_text(line)):
                forms.setdefault(normalizer.sentence(sentence).form)
    return list(forms)
