"""Static abilities' clauses: power and toughness, control, characteristic-defining
abilities, and a spell's "until end of turn" (613.1, 613.4, 604.3).

"Creatures you control get +1/+1" (layer 7c, 613.4c), "+1/+0 for each ...", "+X/+X, where X
is ...", "have base power and toughness 1/1" (7b), "~'s power and toughness are each equal
to ..." (a characteristic-defining ability, 604.3: 7a), "you control enchanted creature"
(layer 2), "target creature gets +3/+3 until end of turn" (611.2a), and the clause itself:
a subject and its predicates, each predicate's parts in layer order (613.1).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    ALL_ZONES,
    KIND,
    Builder,
    Data,
    Untranslatable,
    layer_order,
    merge,
    pt_pair,
    settle,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.abilities import OTHER_ABILITIES
from mtglogic.drafting.phrases.groups import it_subject
from mtglogic.drafting.phrases.history import times
from mtglogic.drafting.phrases.types import is_types, type_parts

PHRASES = Phrases("anthems", __doc__)
phrase = PHRASES.add
PHRASES.rule("static_line", line=True)
PHRASES.rule("spell_line", line=True)
PHRASES.rule("clause")
PHRASES.rule("predicates")
PHRASES.rule("predicate", inline=True)


def per_count(pt: str, count: Data) -> list[Any]:
    """"+1/+0 for each ...": each number of the P/T times the count (613.4c)."""
    return [times(int(n), count) for n in pt.split("/")]


@phrase('static_line', 'clause',
        examples={'Elves you control get +1/+1.':
                  [{'static': {'applies_to': {'subtype': 'Elf', 'controller': 'you'},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def plain(b: Builder, items: list[Data]) -> Data:
    return {"static": items[0]}


@phrase('static_line', 'clause "." "the same is true for" same_group ("and" same_group)*',
        examples={('Creatures you control get +1/+1. The same is true for creature spells you '
                   "control and creature cards you own that aren't on the battlefield."):
                  [{'static': {'applies_to': {'any': [{'type': 'creature',
                                                       'controller': 'you',
                                                       'zone': 'battlefield'},
                                                      {'type': 'creature',
                                                       'controller': 'you',
                                                       'zone': 'stack'},
                                                      {'type': 'creature',
                                                       'owner': 'you',
                                                       'zone': ['hand',
                                                                'library',
                                                                'graveyard',
                                                                'exile',
                                                                'command']}]},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def same_is_true(b: Builder, items: list[Data]) -> Data:
    """"The same is true for ... spells you control and ... cards you own that aren't on
    the battlefield": the effect also applies on the stack and in the other zones."""
    clause = items[0]
    if set(clause) != {"applies_to", "effects"}:
        raise Untranslatable("the same of an effect without a subject")
    here = merge(clause["applies_to"], {"zone": "battlefield"})
    return {"static": {**clause, "applies_to": {"any": [here, *items[1:]]}}}


@phrase('clause', 'subject predicates',
        examples={'Other Goblins you control get +1/+1 and have haste.':
                  [{'static': {'applies_to': {'other': True,
                                              'subtype': 'Goblin',
                                              'controller': 'you'},
                               'effects': [{'add_abilities': ['haste']}, {'modify_pt': [1, 1]}]}}]})
def applies(b: Builder, items: list) -> Data:
    """"SUBJECT PREDICATES": the effect parts of each predicate on the subject's objects,
    in layer order (613.1); "loses all other abilities" is put before the abilities the
    same effect adds, which it keeps (613.1f)."""
    parts: list[Data] = []
    for predicate in items[1]:
        if isinstance(predicate, tuple):
            parts += type_parts(predicate[0], predicate[1], items[0])
        else:
            parts += predicate
    subject = settle(items[0])
    if subject == {"self": True}:  # "it" in a count is then the card itself
        parts = [it_as_self(part) for part in parts]
    effects = layer_order(parts)
    built: Data = {"applies_to": subject, "effects": effects}
    if not any(p.get(OTHER_ABILITIES) for p in effects):
        return built
    rest = [p for p in effects if not p.get(OTHER_ABILITIES)]
    first = next((i for i, p in enumerate(rest) if "add_abilities" in p), len(rest))
    if any("remove_all_abilities" in p for p in rest):
        raise Untranslatable("two losses of abilities")
    loss = {"remove_all_abilities": True}
    if any("add_abilities" in p for p in rest[first + 1:]) or not any(
            "add_abilities" in p for p in rest):
        raise Untranslatable("'all other abilities' without the abilities it keeps")
    return {**built, "effects": [*rest[:first], loss, *rest[first:]]}


def it_as_self(value: Any) -> Any:
    """Data with each ``attached_to: it`` written ``attached_to: self``."""
    if isinstance(value, dict):
        return {k: "self" if k == "attached_to" and v == "it" else it_as_self(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [it_as_self(v) for v in value]
    return value


@phrase('clause', '"you control" subject',
        examples={'You control enchanted creature.':
                  [{'static': {'applies_to': {'enchanted': True}, 'effects': [{'control': 'you'}]}}]})
def control(b: Builder, items: list[Data]) -> Data:
    return {"applies_to": settle(items[0]), "effects": [{"control": "you"}]}


@phrase('clause', '"~\'s power and toughness are each equal to" value',
        examples={("This creature's power and toughness are each equal to the number of "
                   'Swamps you control.'):
                  [{'static': {'cda': True,
                               'applies_to': {'self': True,
                                              'zone': ['battlefield',
                                                       'stack',
                                                       'hand',
                                                       'library',
                                                       'graveyard',
                                                       'exile',
                                                       'command']},
                               'functions_in': ['battlefield',
                                                'stack',
                                                'hand',
                                                'library',
                                                'graveyard',
                                                'exile',
                                                'command'],
                               'effects': [{'set_pt': [{'count': {'subtype': 'Swamp',
                                                                  'controller': 'you'}},
                                                       {'count': {'subtype': 'Swamp',
                                                                  'controller': 'you'}}]}]}}]})
def cda_both(b: Builder, items: list[Data]) -> Data:
    return cda([items[0], items[0]])


@phrase('clause',
        '"~\'s power is equal to" value "and its toughness is equal to that number plus 1"',
        examples={("This creature's power is equal to the number of cards in your hand and "
                   'its toughness is equal to that number plus 1.'):
                  [{'static': {'cda': True,
                               'applies_to': {'self': True,
                                              'zone': ['battlefield',
                                                       'stack',
                                                       'hand',
                                                       'library',
                                                       'graveyard',
                                                       'exile',
                                                       'command']},
                               'functions_in': ['battlefield',
                                                'stack',
                                                'hand',
                                                'library',
                                                'graveyard',
                                                'exile',
                                                'command'],
                               'effects': [{'set_pt': [{'count': {'zone': 'hand', 'owner': 'you'}},
                                                       {'sum': [{'count': {'zone': 'hand',
                                                                           'owner': 'you'}},
                                                                1]}]}]}}]})
def cda_plus_one(b: Builder, items: list[Data]) -> Data:
    return cda([items[0], {"sum": [items[0], 1]}])


@phrase('clause', '"~\'s power is equal to" value',
        examples={"This creature's power is equal to the number of creatures you control.":
                  [{'static': {'cda': True,
                               'applies_to': {'self': True,
                                              'zone': ['battlefield',
                                                       'stack',
                                                       'hand',
                                                       'library',
                                                       'graveyard',
                                                       'exile',
                                                       'command']},
                               'functions_in': ['battlefield',
                                                'stack',
                                                'hand',
                                                'library',
                                                'graveyard',
                                                'exile',
                                                'command'],
                               'effects': [{'set_pt': {'power': {'count': {'type': 'creature',
                                                                           'controller': 'you'}}}}]}}]})
def cda_power(b: Builder, items: list[Data]) -> Data:
    """Only the power defined (604.3, 613.4a in 2026 / 613.3a in 2011)."""
    return cda_parts([{"set_pt": {"power": items[0]}}])


@phrase('predicates',
        'predicate (","? "and" predicate)*',
        'predicate ("," predicate)+ ","? "and" predicate',
        examples={'Equipped creature gets +2/+2, has trample, and loses defender.':
                  [{'static': {'applies_to': {'equipped': True},
                               'effects': [{'add_abilities': ['trample']},
                                           {'remove_abilities': ['defender']},
                                           {'modify_pt': [2, 2]}]}}]})
def predicates(b: Builder, items: list) -> list[Any]:
    return list(items)


@phrase('predicate', 'GETS PT', 'GETS "an additional" PT',
        examples={'Creatures you control get +1/+1.':
                  [{'static': {'applies_to': {'type': 'creature', 'controller': 'you'},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def get_pt(b: Builder, items: list[Token]) -> list[Data]:
    return [{"modify_pt": pt_pair(str(items[1]))}]


@phrase('predicate', 'GETS PT "for each" count',
        examples={'This creature gets +1/+0 for each other creature you control.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'modify_pt': [{'count': {'other': True,
                                                                     'type': 'creature',
                                                                     'controller': 'you'}},
                                                          0]}]}}]})
def get_pt_each(b: Builder, items: list[Any]) -> list[Data]:
    """"Gets +1/+0 for each ...": each number of the pair times the count (613.4c)."""
    return [{"modify_pt": per_count(str(items[1]), items[2])}]


@phrase('predicate', 'GETS XPT "," "where x is" value',
        examples={'This creature gets +X/+0, where X is the number of cards in your hand.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'modify_pt': [{'count': {'zone': 'hand',
                                                                     'owner': 'you'}},
                                                          0]}]}}]})
def get_x(b: Builder, items: list) -> list[Data]:
    """"+X/+X, where X is ...": each X the value, a minus sign its negation, a 0 none."""
    value = items[2]
    amounts = [0 if part[1:] == "0" else value if part[0] == "+" else
               {"product": [-1, value]} for part in str(items[1]).split("/")]
    return [{"modify_pt": amounts}]


@phrase('predicate', 'HAS "base power and toughness" PT',
        examples={'All creatures have base power and toughness 1/1.':
                  [{'static': {'applies_to': {'type': 'creature'}, 'effects': [{'set_pt': [1, 1]}]}}]})
def base_pt(b: Builder, items: list[Token]) -> list[Data]:
    return [{"set_pt": pt_pair(str(items[1]))}]


@phrase('predicate', 'HAS "base toughness" NUMBER',
        examples={'Equipped creature has base toughness 1.':
                  [{'static': {'applies_to': {'equipped': True}, 'effects': [{'set_toughness': 1}]}}]})
def base_toughness(b: Builder, items: list[Token]) -> list[Data]:
    """"Have base toughness 1": layer 7b, the power left as it is (613.4b)."""
    return [{"set_toughness": int(str(items[1]))}]


@phrase('predicate', 'HAS "base power" NUMBER',
        examples={'Enchanted creature has base power 0.':
                  [{'static': {'applies_to': {'enchanted': True}, 'effects': [{'set_power': 0}]}}]})
def base_power(b: Builder, items: list[Token]) -> list[Data]:
    return [{"set_power": int(str(items[1]))}]


@phrase('predicate',
        'HAS "base power and toughness each equal to" value',
        'HAS "base power and toughness x/x" "," "where x is" value',
        examples={('Equipped creature has base power and toughness X/X, where X is your life '
                   'total.'):
                  [{'static': {'applies_to': {'equipped': True},
                               'effects': [{'set_pt': [{'life': 'you'}, {'life': 'you'}]}]}}]})
def base_pt_value(b: Builder, items: list) -> list[Data]:
    """"Base power and toughness each equal to ...", "x/x, where x is ...": both the
    value (layer 7b, 613.4b)."""
    return [{"set_pt": [items[1], items[1]]}]


@phrase('predicate', 'HAS "base power and base toughness each equal to its mana value"',
        examples={('Each artifact creature you control has base power and base toughness each '
                   'equal to its mana value.'):
                  [{'static': {'applies_to': {'all': [{'type': 'artifact'}],
                                              'type': 'creature',
                                              'controller': 'you'},
                               'effects': [{'set_pt': [{'mana_value': 'it'}, {'mana_value': 'it'}]}]}}]})
def base_pt_mana_value(b: Builder, items: list) -> list[Data]:
    return [{"set_pt": [{"mana_value": "it"}, {"mana_value": "it"}]}]


@phrase('spell_line',
        '"target" group predicates "until end of turn"',
        '"until end of turn," "target" group predicates',
        spells={'Target creature gets +3/+3 until end of turn.':
                [{'spell': {'duration': 'end_of_turn', 'effects': [{'modify_pt': [3, 3]}]}}],
                'Target attacking Goblin creature gets +2/+0 until end of turn.':
                [{'spell': {'duration': 'end_of_turn', 'effects': [{'modify_pt': [2, 0]}]}}]})
def spell(b: Builder, items: list) -> Data:
    """"Target creature gets +3/+3 until end of turn": a continuous effect on the spell's
    or ability's target until end of turn (611.2a), its set fixed as it begins (611.2c);
    what may be targeted is the target's (chosen as it is cast or activated, 601.2c,
    602.2b), so the group is not kept. Only a permanent is a target of such an effect."""
    group = settle(items[0])
    if "zone" in group or "card" in group:
        raise Untranslatable("a target of an effect until end of turn that is no permanent")
    parts: list[Data] = []
    for predicate in items[1]:
        if isinstance(predicate, tuple):  # what its target is (115.1)
            parts += type_parts(predicate[0], predicate[1], {KIND: "creature", **group})
        else:
            parts += predicate
    return {"spell": {"duration": "end_of_turn", "effects": layer_order(parts)}}


@phrase('spell_line', '"switch target creature\'s power and toughness until end of turn"',
        spells={"Switch target creature's power and toughness until end of turn.":
                [{'spell': {'duration': 'end_of_turn', 'effects': [{'switch_pt': True}]}}]})
def switch_spell(b: Builder, items: list) -> Data:
    """Power and toughness switched (613.4d in 2026) until end of turn (611.2a)."""
    return {"spell": {"duration": "end_of_turn", "effects": [{"switch_pt": True}]}}


@phrase('clause', '"~\'s power and toughness are each" NUMBER',
        examples={("During turns other than yours, this creature's power and toughness are "
                   'each 2.'):
                  [{'static': {'condition': {'not': {'your_turn': True}},
                               'applies_to': {'self': True},
                               'effects': [{'set_pt': [2, 2]}]}}]})
def cda_both_number(b: Builder, items: list[Token]) -> Data:
    number = int(str(items[0]))
    return cda([number, number])


@phrase('clause', '"it\'s" type_phrase',
        examples={("As long as this creature has a +1/+1 counter on it, it's an artifact "
                   'creature.'):
                  [{'static': {'condition': {'ge': [{'counters': {'kind': '+1/+1', 'on': 'self'}},
                                                    1]},
                               'applies_to': {'self': True},
                               'effects': [{'add_types': ['artifact', 'creature']}]}}]})
def it_is_types(b: Builder, items: list[Any]) -> Data:
    """"..., it's an artifact creature": "it" is the object the sentence's condition
    names (the card itself), its types set as "~ is" would (205.1a, layer 4)."""
    return applies(b, [it_subject(b, []), [is_types(b, items)]])


@phrase('clause', '"~\'s toughness is equal to" value',
        examples={"This creature's toughness is equal to the number of Forests you control.":
                  [{'static': {'cda': True,
                               'applies_to': {'self': True,
                                              'zone': ['battlefield',
                                                       'stack',
                                                       'hand',
                                                       'library',
                                                       'graveyard',
                                                       'exile',
                                                       'command']},
                               'functions_in': ['battlefield',
                                                'stack',
                                                'hand',
                                                'library',
                                                'graveyard',
                                                'exile',
                                                'command'],
                               'effects': [{'set_pt': {'toughness': {'count': {'subtype': 'Forest',
                                                                               'controller': 'you'}}}}]}}]})
def cda_toughness(b: Builder, items: list[Data]) -> Data:
    """Only the toughness defined, in every zone (604.3; layer 7a, 613.4a in 2026 /
    613.3a in 2011): the power stays the printed one."""
    return cda_parts([{"set_pt": {"toughness": items[0]}}])


@phrase('static_line', 'clause "." "it" predicates',
        examples={'Enchanted creature is a 1/1 Frog. It has hexproof.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_creature_types': ['Frog']},
                                           {'add_abilities': ['hexproof']},
                                           {'set_pt': [1, 1]}]}}]})
def clause_then_it(b: Builder, items: list) -> Data:
    """"X. It has defender and loses all other abilities": the second sentence about
    the first's subject, one ability (113.2), its effects in layer order (613.1)."""
    first = items[0]
    if set(first) != {"applies_to", "effects"}:
        raise Untranslatable("a first sentence that is not a clause")
    second = applies(b, [{"self": True} if first["applies_to"] == {"self": True}
                           else first["applies_to"], items[1]])
    parts = first["effects"] + second["effects"]
    kinds = [next(iter(p)) for p in parts]
    if len(set(kinds)) != len(kinds):
        raise Untranslatable("one part twice")
    # a stable sort: the loss of all other abilities stays before the additions
    return {"static": {"applies_to": first["applies_to"], "effects": layer_order(parts)}}


def cda(pt: list[Any]) -> Data:
    return cda_parts([{"set_pt": pt}])


def cda_parts(parts: list[Data]) -> Data:
    """A characteristic-defining ability works in every zone (604.3)."""
    return {"cda": True, "applies_to": {"self": True, "zone": list(ALL_ZONES)},
            "functions_in": list(ALL_ZONES), "effects": parts}
