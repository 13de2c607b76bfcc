"""The Oracle phrases the drafter reads, one module per family.

Each family module holds a ``Phrases``: the grammar rules it introduces and its phrases,
each one record (``mtglogic.drafting.phrase.Phrase``: its rule and patterns, its builder,
its examples, the rules it cites). ``FAMILIES`` is their order, which is the order of each
rule's alternatives in the grammar (``mtglogic.drafting.grammar``). A family may use
another's builders only if it comes after it here.
"""
from __future__ import annotations

from mtglogic.drafting.build import Builder, builder_class
from mtglogic.drafting.phrase import Phrase, Phrases, Rule
from mtglogic.drafting.phrases import (
    abilities,
    activated,
    anthems,
    combat,
    conditional,
    conditions,
    costs,
    entering,
    events,
    groups,
    history,
    players,
    postfixes,
    prevention,
    protection,
    rules_objects,
    subgames,
    triggers,
    types,
    values,
    would_instead,
)

FAMILIES: tuple[Phrases, ...] = tuple(m.PHRASES for m in (
    groups, postfixes, values, history, abilities, types, anthems, conditions, conditional,
    entering, events, would_instead, prevention, players, protection, rules_objects, costs,
    combat, subgames, triggers, activated))
PHRASES: tuple[Phrase, ...] = tuple(p for family in FAMILIES for p in family)
RULES: tuple[Rule, ...] = tuple(r for family in FAMILIES for r in family.rules)
PHRASE_BUILDER: type[Builder] = builder_class(PHRASES)
