'''The grammar of the templated Oracle sentences the drafter translates (lark, Earley),
assembled from the phrases.

Each family of ``mtglogic.drafting.phrases`` declares its rules and its phrases; the
grammar is their alternatives, rule by rule in the order of the families, over the
terminals of ``lexicon``. Its start symbols are a whole sentence (``start``: one of the
lines the families declare) and the parts other readers ask for on their own: a
``subject``, a ``group`` of objects, a ``condition``, a ``value`` and a ``count`` (what
"for each" counts). A sentence the grammar does not derive is left as text.
'''
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from lark import Lark, Tree
from lark.exceptions import LarkError

from mtglogic.drafting.lexicon import TERMINALS
from mtglogic.drafting.phrase import Phrase, Rule
from mtglogic.drafting.phrases import PHRASES, RULES

STARTS = ("start", "subject", "condition", "group", "value", "count")


def grammar_text(rules: Iterable[Rule], phrases: Iterable[Phrase]) -> str:
    """The lark grammar of these rules and phrases: each rule with its alternatives in
    the order the phrases are declared, ``start`` the lines."""
    declared = list(rules)
    alternatives: dict[str, list[str]] = {r.name: [] for r in declared}
    for phrase in phrases:
        if phrase.rule not in alternatives:
            raise ValueError(f"{phrase.family}: {phrase.name} extends {phrase.rule!r}, "
                             "a rule no family declares")
        alternatives[phrase.rule] += phrase.alternatives()
    lines = [r.name for r in declared if r.line]
    text = ["?start: " + "\n    | ".join(lines)]
    for rule in declared:
        if not alternatives[rule.name]:
            raise ValueError(f"the rule {rule.name!r} has no alternative")
        head = ("?" if rule.inline else "") + rule.name
        text.append(f"{head}: " + "\n    | ".join(alternatives[rule.name]))
    return "\n".join(text) + "\n" + TERMINALS


GRAMMAR = grammar_text(RULES, PHRASES)


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The Earley parser of the grammar, built once."""
    return Lark(GRAMMAR, start=list(STARTS), parser="earley", lexer="dynamic",
                ambiguity="resolve")


def parse(form: str, start: str = "start") -> Tree | None:
    """The tree of a text in the grammar's form derived from ``start`` (a whole sentence,
    or one of its parts), or None when it is not derived."""
    try:
        return parser().parse(form, start=start)
    except LarkError:
        return None
