"""Protection (702.16 in 2026; 702.15 in the 2011 text): keyword lines and a player's.

A keyword line may mix protection from creature types with other keywords ("Defender,
protection from Zombies") and may separate keywords with a semicolon, as older cards do
("Protection from artifacts; reach"). "You have protection from each of your opponents" is
protection from a player given to a player (702.16b, 702.16k in 2026; the 2011 rules have no
protection from a player). A quality is drafted only where the rulesets define it, since an
unknown one would prevent nothing.
"""
from __future__ import annotations

from functools import lru_cache

from lark import Token

from mtglogic.drafting.build import Builder, Untranslatable
from mtglogic.drafting.phrase import Phrases
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.replacement.rules import choice_rules

PHRASES = Phrases("protection", __doc__)
phrase = PHRASES.add
PHRASES.rule("protection_types")
PLAYER_PREFIX = "you have protection from "


@lru_cache(maxsize=1)
def protection_qualities() -> frozenset[str]:
    """The protection qualities every built-in ruleset defines (702.16a)."""
    found: list[frozenset[str]] = []
    for ruleset in ("cr-2011", "cr-2026"):
        rules = choice_rules(load_ruleset(ruleset)).keyword_rules
        found.append(frozenset(q for r in rules if r.prefix == "protection from "
                               for q in r.effects))
    return frozenset.intersection(*found)


def plural_quality(subtype: str) -> str:
    """A creature type as the plural quality word the rulesets define ("Elf": elves)."""
    lower = subtype.lower()
    known = protection_qualities()
    for candidate in (lower + "s", lower + "es", lower[:-1] + "ves", lower):
        if candidate in known:
            return candidate
    raise Untranslatable(f"protection from {subtype}: a quality the rulesets lack")


@lru_cache(maxsize=1)
def player_qualities() -> frozenset[str]:
    """The qualities the default ruleset defines for a player's protection (702.16b)."""
    rules = choice_rules(load_ruleset(DEFAULT_RULESET)).keyword_rules
    return frozenset(q for r in rules if r.prefix == PLAYER_PREFIX for q in r.effects)


@phrase('protection_types', '"protection from" SUBTYPE (","? "and"? "from" SUBTYPE)*',
        examples={'Flying, protection from Elves':
                  ['flying', 'protection from elves']})
@phrase('keyword_line', '"protection from" SUBTYPE (","? "and"? "from" SUBTYPE)*',
        examples={'Protection from Goblins':
                  ['protection from goblins']})
def protection_subtypes(b: Builder, items: list[Token]) -> list[str]:
    """"Protection from Goblins" (702.16a; 702.16 in 2011): the keyword with each
    creature type as the quality the rulesets name it by (their plural), drafted only
    when every ruleset defines the quality, since an unknown one would prevent nothing."""
    names = [plural_quality(str(t)) for t in items]
    return ["protection from " + " and from ".join(names)]


@phrase('keyword_line',
        'KEYWORD ("," KEYWORD)* "," protection_types',
        'protection_types (("," | ";") KEYWORD)+',
        examples={'Defender, protection from Zombies':
                  ['defender', 'protection from zombies']})
def keywords_and_types(b: Builder, items: list[object]) -> list[str]:
    """Keywords and protection from creature types on one line (702.16a; 702.15a in
    2011): each item its own keyword, the protection named by the plural qualities
    ``protection_subtypes`` finds in both rulesets."""
    found: list[str] = []
    for item in items:
        found += [str(k) for k in item] if isinstance(item, list) else [str(item)]
    return found


@phrase('keyword_line', '"you have protection from" PLAYER_QUALITY',
        examples={'You have protection from each of your opponents.':
                  ['you have protection from each of your opponents']})
def player_protection(b: Builder, items: list[Token]) -> list[str]:
    """"You have protection from each of your opponents" (702.16b, 702.16k in 2026;
    no such rule in 2011): the keyword the ruleset's player pattern reads, its damage
    prevented (702.16e); only for a quality the default ruleset defines."""
    quality = str(items[0])
    if quality not in player_qualities():
        raise Untranslatable(f"protection from {quality}: a quality the ruleset lacks")
    return [PLAYER_PREFIX + quality]
