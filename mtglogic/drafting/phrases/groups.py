'''Which objects a phrase names: subjects and groups (the selectors of 611.3a, 613.1).

"~", "it", "enchanted creature", "other Elf creatures you control", "nontoken creatures
with flying", "instant and sorcery cards in your graveyard", "outlaws" (700.12 in 2026):
a ``subject`` is the card itself, "it", the object an Aura or Equipment is attached to, or
a ``group`` (quantity, "other", adjectives, a noun, postfixes), each part a test of the
vocabulary's selectors (``docs/scenario-format.md``). Every family that names objects
reads these rules, and so does the ``group`` start symbol.
'''
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import (
    ALL_ZONES,
    IT,
    KIND,
    SOURCE_ZONES,
    Builder,
    Data,
    Untranslatable,
    merge,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("groups")
phrase = PHRASES.add
PHRASES.rule("subject", inline=True)
PHRASES.rule("group")
PHRASES.rule("adjective")
PHRASES.rule("noun")
PHRASES.rule("postfix")
PHRASES.rule("same_group")
PHRASES.rule("same_kind")
PHRASES.passes("subject", "group")
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # 700.12 (2026)


def _is_adjective(item: Data) -> bool:
    """Whether built data is an adjective's test ("nonland": a ``not`` test, a color)."""
    return set(item) <= {"not", "color", "token", "tapped", "supertype", "face_down",
                         "all", "attacking", "blocking"} and KIND not in item


@phrase('same_group', 'same_kind "spells you control"')
def spells_you_control(b: Builder, items: list[Data]) -> Data:
    return merge(items[0], {"controller": "you", "zone": "stack"})


@phrase('same_group', 'same_kind "cards you own that aren\'t on the battlefield"')
def cards_you_own(b: Builder, items: list[Data]) -> Data:
    """Cards outside the battlefield; those on the stack are the spells the sentence
    names apart (as the library reads these cards)."""
    return merge(items[0], {"owner": "you", "zone": [z for z in ALL_ZONES
                                                     if z not in SOURCE_ZONES]})


@phrase('same_kind', '(NON_WORD | COLOR)* (CARD_TYPE_NOUN | PERMANENT_WORD)')
def same_kind(b: Builder, items: list[Token]) -> Data:
    tests: list[Data] = []
    for token in items:
        word = str(token)
        if token.type == "COLOR":
            tests.append({"color": [word]})
        elif token.type == "NON_WORD":
            tests.append(adjective(b, [token]))
        elif token.type == "PERMANENT_WORD":
            tests.append({"permanent": True})
        else:
            tests.append({"type": singular(word)})
    return merge(*tests)


@phrase('subject', '"~"')
def self_subject(b: Builder, items: list) -> Data:
    return {"self": True}


@phrase('subject', '"it"')
def it_subject(b: Builder, items: list) -> Data:
    """"It": the object a condition of the same sentence names (resolved there)."""
    return {IT: True}


@phrase('subject', 'ATTACHED')
def attached(b: Builder, items: list[Token]) -> Data:
    how, kind = str(items[0]).split()
    return {how: True, KIND: kind}


@phrase('subject', 'group "and" group')
def either(b: Builder, items: list[Data]) -> Data:
    """"Skeletons and Zombies you control", "other Orcs and Goblins you control": a
    controller written once after the last group, and "other" once before the first,
    are said of both groups, and so is a mana value written after the last (202.3)."""
    branches = [settle(b) for b in items]
    first, last = branches[0], branches[-1]
    if "controller" in last and "controller" not in first:
        first = {**first, "controller": last["controller"]}
    if first.get("other") and "other" not in last:
        last = {**last, "other": True}
    branches = [first, *branches[1:-1], last]
    if "mana_value" in last:  # "... you control with mana value 4 or greater": both
        branches = [{**b, "mana_value": b.get("mana_value", dict(last["mana_value"]))}
                    for b in branches]
    if any("zone" in b for b in branches):
        branches = [merge({"zone": "battlefield"}, b) if "zone" not in b else b
                    for b in branches]
    return {"any": branches}


@phrase('subject', '"~ and" group')
def self_and_group(b: Builder, items: list[Data]) -> Data:
    """"~ and other Knights you control": the card itself, and the group (611.3a)."""
    return {"any": [{"self": True}, settle(items[0])]}


@phrase('subject', '"all cards that aren\'t on the battlefield, spells, and permanents"')
def everywhere(b: Builder, items: list) -> Data:
    return {"zone": list(ALL_ZONES)}


@phrase('group', 'QUANT? OTHER? adjective* noun postfix*')
def group(b: Builder, items: list) -> Data:
    tests: list[Data] = []
    for item in items:
        if isinstance(item, Token) and item.type == "OTHER":
            tests.append({"other": True})
        elif isinstance(item, dict):
            tests.append(item)
        elif not isinstance(item, Token):
            raise Untranslatable("a word of the subject")
    return merge(*tests)


@phrase('adjective', 'COLOR', 'NON_WORD', '"non-" SUBTYPE')
def adjective(b: Builder, items: list) -> Data:
    if not items:
        raise Untranslatable("adjective")
    word = str(items[0])
    if items[0].type == "COLOR":
        return {"color": [word]}
    if items[0].type == "SUBTYPE":
        return {"not": {"subtype": word}}
    if word.startswith("non"):
        kind = word[3:]
        return {"not": {"supertype": "basic"}} if kind == "basic" \
            else {"not": {"type": kind}}
    raise Untranslatable(word)


@phrase('adjective', '"nontoken"')
def nontoken(b: Builder, items: list) -> Data:
    return {"token": False}


@phrase('adjective', '"token"')
def token(b: Builder, items: list) -> Data:
    return {"token": True}


@phrase('adjective', '"untapped"')
def untapped(b: Builder, items: list) -> Data:
    return {"tapped": False}


@phrase('adjective', '"face-down"')
def face_down(b: Builder, items: list) -> Data:
    """"Face-down creatures": permanents turned face down (708.2)."""
    return {"face_down": True}


@phrase('adjective', 'ADJ_STATE')
def state_adjective(b: Builder, items: list[Token]) -> Data:
    """"Attacking creatures", "tapped creatures": combat status or tapped (506.4, 110.5)."""
    return {str(items[0]): True}


@phrase('adjective', 'SUPERTYPE')
def supertype_adjective(b: Builder, items: list[Token]) -> Data:
    return {"supertype": [str(items[0])]}


@phrase('adjective', 'TYPE_ADJ')
def type_adjective(b: Builder, items: list[Token]) -> Data:
    """"Artifact creatures": both card types, so a test beside the noun's."""
    return {"all": [{"type": str(items[0])}]}


@phrase('adjective', 'NON_OTHER')
def non_adjective(b: Builder, items: list[Token]) -> Data:
    """"Nonblack", "nonlegendary": not of that color or supertype."""
    word = str(items[0])[3:]
    return {"not": {"supertype": [word]} if word == "legendary" else {"color": [word]}}


@phrase('noun', 'CARD_TYPE_NOUN TOKENS?')
def type_noun(b: Builder, items: list[Token]) -> Data:
    found: Data = {"type": singular(str(items[0]))}
    if found["type"] == "spell":
        raise Untranslatable("spells")
    if len(items) > 1:
        found["token"] = True
    return found


@phrase('noun', 'SUBTYPE ("card"|"cards")')
def subtype_card_noun(b: Builder, items: list[Token]) -> Data:
    """"Zombie cards": cards of that subtype (205.3)."""
    return {"subtype": [str(items[0])], "card": True}


@phrase('noun', 'SUBTYPE "spells"')
def subtype_spells_noun(b: Builder, items: list[Token]) -> Data:
    """"Lesson spells": spells of that subtype, on the stack (112.1)."""
    return {"subtype": [str(items[0])], "zone": "stack"}


@phrase('noun', 'SUBTYPE CARD_TYPE_NOUN?')
def subtype_noun(b: Builder, items: list[Token]) -> Data:
    found: Data = {"subtype": str(items[0])}
    if len(items) > 1:
        found["type"] = singular(str(items[1]))
        if found["type"] == "spell":
            raise Untranslatable("spells")
    return found


@phrase('noun', 'CARD_TYPE_NOUN "or" CARD_TYPE_NOUN')
def types_noun(b: Builder, items: list[Token]) -> Data:
    return {"type": [singular(str(t)) for t in items]}


@phrase('noun', '("permanent" | "permanents")')
def permanent_noun(b: Builder, items: list) -> Data:
    return {"permanent": True}


@phrase('noun', '("card" | "cards")')
def card_noun(b: Builder, items: list) -> Data:
    return {"card": True}


@phrase('noun', 'CARD_TYPE_NOUN ("card"|"cards")')
def type_card_noun(b: Builder, items: list[Token]) -> Data:
    return {"type": singular(str(items[0]))}


@phrase('noun', 'SUBTYPE "or" SUBTYPE', 'SUBTYPE ("," SUBTYPE)+ ","? "and" SUBTYPE')
def subtypes_noun(b: Builder, items: list[Token]) -> Data:
    return {"subtype": [str(t) for t in items]}


@phrase('noun', 'TOKENS')
def tokens_noun(b: Builder, items: list) -> Data:
    """"Tokens" alone: token permanents of any card type (111.1)."""
    return {"token": True}


@phrase('noun', 'OUTLAWS')
def outlaws_noun(b: Builder, items: list) -> Data:
    """"Outlaws": objects of any of the five creature types the term names (700.12 in
    2026; 2011 has no such term, the subtypes being the same)."""
    return {"subtype": list(OUTLAW_TYPES)}


@phrase('noun',
        ('(CARD_TYPE_NOUN|SUBTYPE) ("," (CARD_TYPE_NOUN|SUBTYPE))+ ","? "or" '
         '(CARD_TYPE_NOUN|SUBTYPE)'),
        'CARD_TYPE_NOUN "or" SUBTYPE')
def mixed_noun(b: Builder, items: list[Token]) -> Data:
    """"A creature, Spacecraft, or Planet": one of these card types or subtypes."""
    types = [singular(str(t)) for t in items if t.type == "CARD_TYPE_NOUN"]
    subtypes = [str(t) for t in items if t.type == "SUBTYPE"]
    if "spell" in types:
        raise Untranslatable("spells")
    if not subtypes:
        return {"type": types}
    if not types:
        return {"subtype": subtypes}
    return {"any": [{"type": types}, {"subtype": subtypes}]}


@phrase('noun', 'INSTANTS_SORCERIES')
def instant_sorcery_cards(b: Builder, items: list) -> Data:
    """"Instant and sorcery cards": cards that are instants or sorceries."""
    return {"type": ["instant", "sorcery"]}


@phrase('postfix', '"you control"')
def you_control(b: Builder, items: list) -> Data:
    return {"controller": "you"}


@phrase('postfix', '"of the chosen type"')
def of_chosen_type(b: Builder, items: list) -> Data:
    creature_type_chosen(b, )
    return {"subtype": [{"chosen": "creature_type"}]}


@phrase('postfix', '"of the chosen color"')
def of_chosen_color(b: Builder, items: list) -> Data:
    return {"color": {"chosen": "color"}}


@phrase('postfix', '("your opponents control" | "an opponent controls")')
def opponent_controls(b: Builder, items: list) -> Data:
    return {"controller": "opponent"}


@phrase('postfix', '"with" KEYWORD')
def with_keyword(b: Builder, items: list[Token]) -> Data:
    return {"keyword": str(items[0])}


@phrase('postfix', '"without" KEYWORD')
def without_keyword(b: Builder, items: list[Token]) -> Data:
    """"Creatures without flying": those that don't have the keyword (702.1)."""
    return {"not": {"keyword": str(items[0])}}


@phrase('postfix', '"with power" NUMBER "or less"')
def with_power_at_most(b: Builder, items: list[Token]) -> Data:
    """"With power 2 or less" (208.1): compared with the power the layers give."""
    return {"power": {"le": int(items[0])}}


@phrase('postfix', '"with power" NUMBER "or greater"')
def with_power_at_least(b: Builder, items: list[Token]) -> Data:
    return {"power": {"ge": int(items[0])}}


@phrase('postfix', '"with power or toughness" NUMBER "or less"')
def with_power_or_toughness_at_most(b: Builder, items: list[Token]) -> Data:
    """"With power or toughness 1 or less": either is at most N (208.1)."""
    bound = {"le": int(items[0])}
    return {"any": [{"power": bound}, {"toughness": bound}]}


@phrase('postfix', '"with no abilities"')
def without_abilities(b: Builder, items: list) -> Data:
    return {"has_abilities": False}


@phrase('postfix', '"named ~"')
def named_self(b: Builder, items: list) -> Data:
    return {"name": [b.context.name]}


@phrase('postfix', '"in your library"')
def in_your_library(b: Builder, items: list) -> Data:
    return {"zone": "library", "owner": "you"}


@phrase('postfix', '"in" "all"? "graveyards"')
def in_graveyards(b: Builder, items: list) -> Data:
    return {"zone": "graveyard"}


@phrase('postfix', '"in your graveyard"')
def in_your_graveyard(b: Builder, items: list) -> Data:
    return {"zone": "graveyard", "owner": "you"}


@phrase('postfix', '"in your hand"')
def in_your_hand(b: Builder, items: list) -> Data:
    return {"zone": "hand", "owner": "you"}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("basic"|"a basic land")')
def not_basic(b: Builder, items: list) -> Data:
    return {"not": {"supertype": "basic"}}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("a"|"an")? CARD_TYPE_NOUN')
def not_type(b: Builder, items: list[Token]) -> Data:
    return {"not": {"type": singular(str(items[0]))}}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("a"|"an")? SUBTYPE')
def not_subtype(b: Builder, items: list[Token]) -> Data:
    return {"not": {"subtype": str(items[0])}}


@phrase('postfix', '"on the battlefield"')
def on_battlefield(b: Builder, items: list) -> Data:
    return {"zone": "battlefield"}


@phrase('postfix', '"attached to" ("it"|"him"|"her")')
def attached_to_it(b: Builder, items: list) -> Data:
    """"Attached to it": to the object the effect applies to, in a count (301.5a,
    303.4a)."""
    return {"attached_to": "it"}


@phrase('postfix', '"attached to ~"')
def attached_to_self(b: Builder, items: list) -> Data:
    return {"attached_to": "self"}


@phrase('postfix', '"that shares" ("a"|"at least 1") "creature type with it"')
def shares_type_with_it(b: Builder, items: list) -> Data:
    """"That shares a creature type with it" (205.3m): with the object the effect is
    applied to, in a count."""
    return {"shares_creature_type": "it"}


@phrase('postfix',
        '"with" ("a"|"an") COUNTER "counter on it"',
        '"with" COUNTER "counters on them"',
        '"with" ("a"|"an") COUNTER_NAME "counter on it"')
def with_counter(b: Builder, items: list[Token]) -> Data:
    """"With a +1/+1 counter on it", "with +1/+1 counters on them" (122.1)."""
    return {"counter": str(items[0])}


@phrase('postfix',
        '"that\'s" ("a"|"an") SUBTYPE ("or" ("a"|"an")? SUBTYPE)*',
        '"that are" SUBTYPE "and/or" SUBTYPE')
def thats_subtypes(b: Builder, items: list[Token]) -> Data:
    """"Creature ... that's a Fungus or Saproling": of one of these subtypes (205.3)."""
    return {"subtype": [str(t) for t in items]}


@phrase('group', 'QUANT? OTHER? adjective ("," adjective)+ noun postfix*')
def listed_adjectives_group(b: Builder, items: list) -> Data:
    """"Noncreature, nonland cards": every adjective holds of the object."""
    tests: list[Data] = []
    others: list[Data] = []
    seen_noun = False
    for item in items:
        if isinstance(item, Token):
            if item.type == "OTHER":
                others.append({"other": True})
                continue
            raise Untranslatable("a word of the subject")
        if not seen_noun and _is_adjective(item):
            tests.append(item)
        else:
            seen_noun = True
            others.append(item)
    found = merge(*others)
    if "all" in found:
        raise Untranslatable("two lists of tests")
    return {**found, "all": tests}


@phrase('group', '"instant and sorcery spells" postfix*')
def instant_sorcery_spells(b: Builder, items: list[Data]) -> Data:
    """"Instant and sorcery spells": objects on the stack (112.1, 613.1f)."""
    return merge({"type": ["instant", "sorcery"], "zone": "stack"}, *items)


@phrase('group', 'ATTACHED_MANY postfix*')
def attached_many(b: Builder, items: list) -> Data:
    """"Enchanted creatures", "equipped creatures": those an Aura (303.4) or an
    Equipment (301.5) is attached to, not only this one's."""
    how, noun = str(items[0]).split()
    holder = "Aura" if how == "enchanted" else "Equipment"
    return merge({"type": singular(noun), "has_attached": {"subtype": [holder]}},
                 *items[1:])


@phrase('postfix', '"but don\'t own"')
def not_owned(b: Builder, items: list) -> Data:
    """"Creatures you control but don't own": another player owns them (108.3)."""
    return {"not": {"owner": "you"}}


@phrase('postfix', '"with a counter on it"')
def with_any_counter(b: Builder, items: list) -> Data:
    """"A creature with a counter on it": of any kind (122.1)."""
    return {"has_counters": True}


@phrase('postfix', '"other than ~"')
def other_than_self(b: Builder, items: list) -> Data:
    return {"other": True}


@phrase('postfix', '"with the chosen name"')
def with_chosen_name(b: Builder, items: list) -> Data:
    """"Lands with the chosen name": named as the name chosen for the source (201.2;
    the source's choice, as its other abilities read it)."""
    return {"name": [{"chosen": "name"}]}


@phrase('postfix', '"with mana value" NUMBER "or" GREATER_LESS')
def with_mana_value_bound(b: Builder, items: list[Token]) -> Data:
    """"With mana value 4 or greater" (202.3): its mana value at least (or at most) N."""
    bound = "ge" if str(items[1]) == "greater" else "le"
    return {"mana_value": {bound: int(str(items[0]))}}


@phrase('postfix', '"that are enchanted by" SUBTYPE "you control"')
def enchanted_by_yours(b: Builder, items: list[Token]) -> Data:
    """"That are enchanted by Auras you control" (303.4)."""
    if str(items[0]) != "Aura":
        raise Untranslatable("enchanted by another subtype")
    return {"has_attached": {"subtype": ["Aura"], "controller": "you"}}


@phrase('adjective', 'COLOR "or" COLOR')
def color_either(b: Builder, items: list[Token]) -> Data:
    """"A white or blue creature": of either color (105.2)."""
    return {"color": [str(items[0]), str(items[1])]}


@phrase('subject', '"enchanted artifact creature"')
def enchanted_artifact_creature(b: Builder, items: list) -> Data:
    """"Enchanted artifact creature": the one this Aura is attached to (303.4)."""
    return {"enchanted": True, KIND: "creature"}


def creature_type_chosen(b: Builder) -> None:
    """"The chosen type" is a creature type unless the card chose another kind (a basic
    land type: Phantasmal Terrain), which the drafter leaves as text."""
    if b.context.choice not in ("", "creature type"):
        raise Untranslatable(f"the chosen type is a {b.context.choice}")
