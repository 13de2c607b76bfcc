"""The rules words follow, by key: each word names a key (its ``rule``), and each ruleset's
``word_rules:`` table gives that key's number in its own numbering (a list of numbers, or
none where the ruleset has no such rule: class levels, 716.2d, are not in 2011's rules).
So no rule number is written in code, and one word is cited rightly in each ruleset.
"""
from __future__ import annotations

import re

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node
from mtglogic.vocabulary.registry import Word

SECTION = "word_rules"
RULE_NUMBER = re.compile(r"\d{3}(\.\d+[a-z]?)?")  # 613, 613.1, 613.1f
WordRules = dict[str, tuple[str, ...]]  # key: numbers (none: no such rule in this ruleset)


def parse_word_rules(node: Node) -> WordRules:
    """Read a ``word_rules:`` table: each key a number, a list of numbers, or null
    (located errors)."""
    table: WordRules = {}
    for key, value in node.mapping().items():
        items = [] if value.value is None else value.as_list(allow_single=True, strict=True)
        numbers = tuple(item.as_str() for item in items)
        for item, number in zip(items, numbers):
            if not RULE_NUMBER.fullmatch(number):
                item.fail(f"{number!r} is not a rule number (as 613, 613.1 or 613.1f)")
        table[key] = numbers
    return table


def word_rules(ruleset: Ruleset) -> WordRules:
    """The ruleset's table (empty when it has none, as a folder of one's own may)."""
    section = ruleset.sections.get(SECTION)
    return parse_word_rules(section) if section is not None else {}


def rule_of(word: Word, ruleset: Ruleset) -> str:
    """The numbers of the word's rule in this ruleset ("" for none; "?" for a key its
    table lacks, as a ruleset folder of one's own may)."""
    if not word.rule:
        return ""
    table = word_rules(ruleset)
    if word.rule not in table:
        return "?"
    return ", ".join(table[word.rule])
