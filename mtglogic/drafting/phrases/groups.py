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

PHRASES = Phrases("groups", __doc__)
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


@phrase('same_group', 'same_kind "spells you control"',
        examples={('Creatures you control get +1/+1. The same is true for creature spells you '
                   'control.'):
                  [{'static': {'applies_to': {'any': [{'type': 'creature',
                                                       'controller': 'you',
                                                       'zone': 'battlefield'},
                                                      {'type': 'creature',
                                                       'controller': 'you',
                                                       'zone': 'stack'}]},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def spells_you_control(b: Builder, items: list[Data]) -> Data:
    return merge(items[0], {"controller": "you", "zone": "stack"})


@phrase('same_group', 'same_kind "cards you own that aren\'t on the battlefield"',
        examples={('Creatures you control get +1/+1. The same is true for creature cards you '
                   "own that aren't on the battlefield."):
                  [{'static': {'applies_to': {'any': [{'type': 'creature',
                                                       'controller': 'you',
                                                       'zone': 'battlefield'},
                                                      {'type': 'creature',
                                                       'owner': 'you',
                                                       'zone': ['hand',
                                                                'library',
                                                                'graveyard',
                                                                'exile',
                                                                'command']}]},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def cards_you_own(b: Builder, items: list[Data]) -> Data:
    """Cards outside the battlefield; those on the stack are the spells the sentence
    names apart (as the library reads these cards)."""
    return merge(items[0], {"owner": "you", "zone": [z for z in ALL_ZONES
                                                     if z not in SOURCE_ZONES]})


@phrase('same_kind', '(NON_WORD | COLOR)* (CARD_TYPE_NOUN | PERMANENT_WORD)',
        examples={('Artifacts you control have hexproof. The same is true for artifact spells '
                   'you control.'):
                  [{'static': {'applies_to': {'any': [{'type': 'artifact',
                                                       'controller': 'you',
                                                       'zone': 'battlefield'},
                                                      {'type': 'artifact',
                                                       'controller': 'you',
                                                       'zone': 'stack'}]},
                               'effects': [{'add_abilities': ['hexproof']}]}}]})
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


@phrase('subject', '"~"',
        examples={'this creature':
                  {'self': True}})
def self_subject(b: Builder, items: list) -> Data:
    return {"self": True}


@phrase('subject', '"it"',
        examples={'it':
                  {'_it': True}})
def it_subject(b: Builder, items: list) -> Data:
    """"It": the object a condition of the same sentence names (resolved there)."""
    return {IT: True}


@phrase('subject', 'ATTACHED',
        examples={'enchanted land':
                  {'enchanted': True, '_kind': 'land'}})
def attached(b: Builder, items: list[Token]) -> Data:
    how, kind = str(items[0]).split()
    return {how: True, KIND: kind}


@phrase('subject', 'group "and" group',
        examples={'Spiders and Insects you control':
                  {'any': [{'subtype': 'Spider', 'controller': 'you'},
                           {'subtype': 'Insect', 'controller': 'you'}]}})
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


@phrase('subject', '"~ and" group',
        examples={'this creature and other Knights you control':
                  {'any': [{'self': True},
                           {'other': True, 'subtype': 'Knight', 'controller': 'you'}]}})
def self_and_group(b: Builder, items: list[Data]) -> Data:
    """"~ and other Knights you control": the card itself, and the group (611.3a)."""
    return {"any": [{"self": True}, settle(items[0])]}


@phrase('subject', '"all cards that aren\'t on the battlefield, spells, and permanents"',
        examples={"all cards that aren't on the battlefield, spells, and permanents":
                  {'zone': ['battlefield',
                            'stack',
                            'hand',
                            'library',
                            'graveyard',
                            'exile',
                            'command']}})
def everywhere(b: Builder, items: list) -> Data:
    return {"zone": list(ALL_ZONES)}


@phrase('group', 'QUANT? OTHER? adjective* noun postfix*',
        examples={'other Elves you control':
                  {'other': True, 'subtype': 'Elf', 'controller': 'you'}})
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


@phrase('adjective', 'COLOR', 'NON_WORD', '"non-" SUBTYPE',
        examples={'red creatures':
                  {'color': ['red'], 'type': 'creature'}})
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


@phrase('adjective', '"nontoken"',
        examples={'nontoken artifacts you control':
                  {'token': False, 'type': 'artifact', 'controller': 'you'}})
def nontoken(b: Builder, items: list) -> Data:
    return {"token": False}


@phrase('adjective', '"token"',
        examples={'token creatures you control':
                  {'token': True, 'type': 'creature', 'controller': 'you'}})
def token(b: Builder, items: list) -> Data:
    return {"token": True}


@phrase('adjective', '"untapped"',
        examples={'untapped Dragons you control':
                  {'tapped': False, 'subtype': 'Dragon', 'controller': 'you'}})
def untapped(b: Builder, items: list) -> Data:
    return {"tapped": False}


@phrase('adjective', '"face-down"',
        examples={'face-down creatures':
                  {'face_down': True, 'type': 'creature'}})
def face_down(b: Builder, items: list) -> Data:
    """"Face-down creatures": permanents turned face down (708.2)."""
    return {"face_down": True}


@phrase('adjective', 'ADJ_STATE',
        examples={'attacking creatures':
                  {'attacking': True, 'type': 'creature'}})
def state_adjective(b: Builder, items: list[Token]) -> Data:
    """"Attacking creatures", "tapped creatures": combat status or tapped (506.4, 110.5)."""
    return {str(items[0]): True}


@phrase('adjective', 'SUPERTYPE',
        examples={'basic lands':
                  {'supertype': ['basic'], 'type': 'land'}})
def supertype_adjective(b: Builder, items: list[Token]) -> Data:
    return {"supertype": [str(items[0])]}


@phrase('adjective', 'TYPE_ADJ',
        examples={'artifact creatures':
                  {'all': [{'type': 'artifact'}], 'type': 'creature'}})
def type_adjective(b: Builder, items: list[Token]) -> Data:
    """"Artifact creatures": both card types, so a test beside the noun's."""
    return {"all": [{"type": str(items[0])}]}


@phrase('adjective', 'NON_OTHER',
        examples={'nonblack creatures':
                  {'not': {'color': ['black']}, 'type': 'creature'}})
def non_adjective(b: Builder, items: list[Token]) -> Data:
    """"Nonblack", "nonlegendary": not of that color or supertype."""
    word = str(items[0])[3:]
    return {"not": {"supertype": [word]} if word == "legendary" else {"color": [word]}}


@phrase('noun', 'CARD_TYPE TOKENS?',
        examples={'lands':
                  {'type': 'land'}})
def type_noun(b: Builder, items: list[Token]) -> Data:
    """"Creatures", "artifact tokens": permanents of that card type (110.4), not spells
    or instants and sorceries, which a noun of their own names."""
    found: Data = {"type": singular(str(items[0]))}
    if len(items) > 1:
        found["token"] = True
    return found


@phrase('noun', 'SUBTYPE ("card"|"cards")',
        examples={'Elf cards in your graveyard':
                  {'subtype': ['Elf'], 'card': True, 'zone': 'graveyard', 'owner': 'you'}})
def subtype_card_noun(b: Builder, items: list[Token]) -> Data:
    """"Zombie cards": cards of that subtype (205.3)."""
    return {"subtype": [str(items[0])], "card": True}


@phrase('noun', 'SUBTYPE "spells"',
        examples={'Lesson spells you control':
                  {'subtype': ['Lesson'], 'zone': 'stack', 'controller': 'you'}})
def subtype_spells_noun(b: Builder, items: list[Token]) -> Data:
    """"Lesson spells": spells of that subtype, on the stack (112.1)."""
    return {"subtype": [str(items[0])], "zone": "stack"}


@phrase('noun', 'SUBTYPE CARD_TYPE?',
        examples={'Elf creatures':
                  {'subtype': 'Elf', 'type': 'creature'}})
def subtype_noun(b: Builder, items: list[Token]) -> Data:
    """"Goblins", "Elf creatures": of that subtype (205.3), and of that permanent type."""
    found: Data = {"subtype": str(items[0])}
    if len(items) > 1:
        found["type"] = singular(str(items[1]))
    return found


@phrase('noun', 'CARD_TYPE_NOUN "or" CARD_TYPE_NOUN',
        examples={'creatures or artifacts you control':
                  {'type': ['creature', 'artifact'], 'controller': 'you'}})
def types_noun(b: Builder, items: list[Token]) -> Data:
    return {"type": [singular(str(t)) for t in items]}


@phrase('noun', '("permanent" | "permanents")',
        examples={'permanents':
                  {'permanent': True}})
def permanent_noun(b: Builder, items: list) -> Data:
    return {"permanent": True}


@phrase('noun', '("card" | "cards")',
        examples={'cards in your hand':
                  {'card': True, 'zone': 'hand', 'owner': 'you'}})
def card_noun(b: Builder, items: list) -> Data:
    return {"card": True}


@phrase('noun', 'CARD_TYPE_NOUN ("card"|"cards")',
        examples={'land cards in your graveyard':
                  {'type': 'land', 'zone': 'graveyard', 'owner': 'you'}})
def type_card_noun(b: Builder, items: list[Token]) -> Data:
    return {"type": singular(str(items[0]))}


@phrase('noun', 'SUBTYPE "or" SUBTYPE', 'SUBTYPE ("," SUBTYPE)+ ","? "and" SUBTYPE',
        examples={'Goblins or Orcs':
                  {'subtype': ['Goblin', 'Orc']}})
def subtypes_noun(b: Builder, items: list[Token]) -> Data:
    return {"subtype": [str(t) for t in items]}


@phrase('noun', 'TOKENS',
        examples={'tokens you control':
                  {'token': True, 'controller': 'you'}})
def tokens_noun(b: Builder, items: list) -> Data:
    """"Tokens" alone: token permanents of any card type (111.1)."""
    return {"token": True}


@phrase('noun', 'OUTLAWS',
        examples={'outlaws you control':
                  {'subtype': ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'],
                   'controller': 'you'}})
def outlaws_noun(b: Builder, items: list) -> Data:
    """"Outlaws": objects of any of the five creature types the term names (700.12 in
    2026; 2011 has no such term, the subtypes being the same)."""
    return {"subtype": list(OUTLAW_TYPES)}


@phrase('noun',
        ('(CARD_TYPE_NOUN|SUBTYPE) ("," (CARD_TYPE_NOUN|SUBTYPE))+ ","? "or" '
         '(CARD_TYPE_NOUN|SUBTYPE)'),
        'CARD_TYPE_NOUN "or" SUBTYPE',
        examples={'creatures or Vehicles you control':
                  {'any': [{'type': ['creature']}, {'subtype': ['Vehicle']}], 'controller': 'you'}})
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


@phrase('noun', 'INSTANTS_SORCERIES',
        examples={'instant and sorcery cards in your graveyard':
                  {'type': ['instant', 'sorcery'], 'zone': 'graveyard', 'owner': 'you'}})
def instant_sorcery_cards(b: Builder, items: list) -> Data:
    """"Instant and sorcery cards": cards that are instants or sorceries."""
    return {"type": ["instant", "sorcery"]}


@phrase('group', 'QUANT? OTHER? adjective ("," adjective)+ noun postfix*',
        examples={'noncreature, nonland permanents':
                  {'permanent': True,
                   'all': [{'not': {'type': 'creature'}}, {'not': {'type': 'land'}}]}})
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


@phrase('group', '"instant and sorcery spells" postfix*',
        examples={'instant and sorcery spells you control':
                  {'type': ['instant', 'sorcery'], 'zone': 'stack', 'controller': 'you'}})
def instant_sorcery_spells(b: Builder, items: list[Data]) -> Data:
    """"Instant and sorcery spells": objects on the stack (112.1, 613.1f)."""
    return merge({"type": ["instant", "sorcery"], "zone": "stack"}, *items)


@phrase('group', 'ATTACHED_MANY postfix*',
        examples={'equipped creatures you control':
                  {'type': 'creature',
                   'has_attached': {'subtype': ['Equipment']},
                   'controller': 'you'}})
def attached_many(b: Builder, items: list) -> Data:
    """"Enchanted creatures", "equipped creatures": those an Aura (303.4) or an
    Equipment (301.5) is attached to, not only this one's."""
    how, noun = str(items[0]).split()
    holder = "Aura" if how == "enchanted" else "Equipment"
    return merge({"type": singular(noun), "has_attached": {"subtype": [holder]}},
                 *items[1:])


@phrase('adjective', 'COLOR "or" COLOR',
        examples={'white or blue creatures':
                  {'color': ['white', 'blue'], 'type': 'creature'}})
def color_either(b: Builder, items: list[Token]) -> Data:
    """"A white or blue creature": of either color (105.2)."""
    return {"color": [str(items[0]), str(items[1])]}


@phrase('subject', '"enchanted artifact creature"',
        examples={'enchanted artifact creature':
                  {'enchanted': True, '_kind': 'creature'}})
def enchanted_artifact_creature(b: Builder, items: list) -> Data:
    """"Enchanted artifact creature": the one this Aura is attached to (303.4)."""
    return {"enchanted": True, KIND: "creature"}


def creature_type_chosen(b: Builder) -> None:
    """"The chosen type" is a creature type unless the card chose another kind (a basic
    land type: Phantasmal Terrain), which the drafter leaves as text."""
    if b.context.choice not in ("", "creature type"):
        raise Untranslatable(f"the chosen type is a {b.context.choice}")
