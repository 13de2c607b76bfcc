"""Abilities gained and lost (613.1f, layer 6), and keyword lines.

"Have flying", "has "{T}: Add {G}."" (a quoted ability, 113.1a), "loses all abilities",
"loses all other abilities", "has all activated abilities of ...", and a line of keywords
("Flying, trample", "Enchant creature"): each keyword the object has.
"""
from __future__ import annotations

import re
from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    Untranslatable,
    settle,
)
from mtglogic.drafting.keyword_grants import quoted_keyword
from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("abilities", __doc__)
phrase = PHRASES.add
PHRASES.rule("keyword_line", line=True)
PHRASES.rule("abilities")
PHRASES.rule("ability_item")
OTHER_ABILITIES = "_lose_all_other"  # a loss of all abilities but those the effect gives


@phrase('keyword_line',
        'KEYWORD ("," KEYWORD)*',
        'KEYWORD ("," KEYWORD)* ";" KEYWORD (("," | ";") KEYWORD)*',
        examples={'Flying, first strike; vigilance':
                  ['flying', 'first strike', 'vigilance']})
def keyword_line(b: Builder, items: list[Token]) -> list[Any]:
    """Keywords (changeling is a characteristic-defining ability by the keyword itself,
    702.73a: the rulesets' ``keyword_cdas``); "protection from A, from B, and from C"
    in the one spelling the rulesets split, " and from " (702.16g; 702.15g in 2011)."""
    return [re.sub(r"(,? and |, )from ", " and from ", str(token)) for token in items]


@phrase('keyword_line', '"enchant" ENCHANT_WHAT',
        examples={'Enchant land':
                  ['enchant land']})
def enchant(b: Builder, items: list[Token]) -> list[Any]:
    return [f"enchant {items[0]}"]


@phrase('predicate', 'HAS abilities',
        examples={'Other Goblins you control have haste.':
                  [{'static': {'applies_to': {'other': True,
                                              'subtype': 'Goblin',
                                              'controller': 'you'},
                               'effects': [{'add_abilities': ['haste']}]}}]})
def have(b: Builder, items: list) -> list[Data]:
    return [{"add_abilities": items[1]}]


@phrase('predicate', 'LOSES "all abilities"',
        examples={'Enchanted creature loses all abilities.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'remove_all_abilities': True}]}}]})
def lose_all(b: Builder, items: list) -> list[Data]:
    return [{"remove_all_abilities": True}]


@phrase('predicate', 'LOSES "all abilities except mana abilities"',
        examples={'All lands lose all abilities except mana abilities.':
                  [{'static': {'applies_to': {'type': 'land'},
                               'effects': [{'remove_all_abilities': {'except': ['mana']}}]}}]})
def lose_all_but_mana(b: Builder, items: list) -> list[Data]:
    return [{"remove_all_abilities": {"except": ["mana"]}}]


@phrase('predicate', 'LOSES KEYWORD',
        examples={'Equipped creature loses flying.':
                  [{'static': {'applies_to': {'equipped': True},
                               'effects': [{'remove_abilities': ['flying']}]}}]})
def lose_keyword(b: Builder, items: list[Token]) -> list[Data]:
    return [{"remove_abilities": [str(items[1])]}]


@phrase('abilities', 'ability_item ((","|", and"|"and") ability_item)*',
        examples={'Creatures you control have flying, first strike, and vigilance.':
                  [{'static': {'applies_to': {'type': 'creature', 'controller': 'you'},
                               'effects': [{'add_abilities': ['flying',
                                                              'first strike',
                                                              'vigilance']}]}}]})
def abilities(b: Builder, items: list) -> list[Any]:
    return list(items)


@phrase('ability_item', 'KEYWORD', 'QUOTED',
        examples={'Lands you control have "{T}: Add {G}."':
                  [{'static': {'applies_to': {'type': 'land', 'controller': 'you'},
                               'effects': [{'add_abilities': [{'mana': '{T}: Add {G}.'}]}]}}]})
def ability_item(b: Builder, items: list[Token]) -> Any:
    token = items[0]
    if token.type == "QUOTED":
        return quoted(b, int(str(token)[1:]))
    return str(token)


@phrase('predicate', 'LOSES "all other abilities"',
        examples={('Enchanted creature is a Frog with base power and toughness 1/1. It has '
                   'hexproof and loses all other abilities.'):
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_creature_types': ['Frog']},
                                           {'remove_all_abilities': True},
                                           {'add_abilities': ['hexproof']},
                                           {'set_pt': [1, 1]}]}}]})
def lose_all_other(b: Builder, items: list) -> list[Data]:
    """"Loses all other abilities": all but those the same effect gives (613.1f), so
    the loss is applied before the abilities it adds (see ``applies``)."""
    return [{"remove_all_abilities": True, OTHER_ABILITIES: True}]


@phrase('predicate', 'HAS "all activated abilities of" "all"? group',
        examples={('This creature has all activated abilities of all Elf cards in your '
                   'graveyard.'):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'add_abilities_of': {'from': {'subtype': ['Elf'],
                                                                          'card': True,
                                                                          'zone': 'graveyard',
                                                                          'owner': 'you'},
                                                                 'kinds': ['activated']}}]}}]})
def abilities_of(b: Builder, items: list[Any]) -> list[Data]:
    """"Has all activated abilities of all Elf cards in your graveyard": the abilities of
    other objects gained in layer 6 (613.1f), mana abilities among them (605.1a)."""
    source = settle(items[-1])
    if source.get("zone") == "battlefield":  # a selector's default zone
        source = {k: v for k, v in source.items() if k != "zone"}
    return [{"add_abilities_of": {"from": source, "kinds": ["activated"]}}]


def quoted(b: Builder, index: int) -> Data | str:
    """A quoted ability a static ability grants (113.1a): an activated or mana
    ability as text, a static ability drafted as any other."""
    text = b.context.quotes[index]
    cost, colon, effect = text.partition(": ")
    if colon and not cost.startswith(("When", "Whenever", "At ")):
        return {"mana" if effect.startswith("Add ") else "activated": text}
    if text.startswith(("When ", "Whenever ", "At ")):
        return {"triggered": text}
    drafted = b.context.translate(text) if b.context.translate else None
    keyword = quoted_keyword(drafted)
    if keyword is not None:  # "Ward—Pay 2 life." (113.1a)
        return keyword
    if drafted and len(drafted) == 1 and "static" in drafted[0]:
        return {"static": {"text": text, **drafted[0]["static"]}}
    raise Untranslatable("a quoted ability the drafter does not translate")
