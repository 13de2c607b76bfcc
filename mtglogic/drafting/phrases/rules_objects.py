"""Rules of objects (613.11 in 2026, 613.10 in 2011; 614.17): what an object can't do or
can't have.

"Target creature can't be regenerated this turn" (701.19c), "creatures can't have -1/-1
counters put on them", "counters can't be put on artifacts", "X. It can't attack and loses
all abilities", "X as long as C. Otherwise, it can't block".
"""
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import (
    IT,
    Builder,
    Data,
    Untranslatable,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.anthems import clause_then_it
from mtglogic.drafting.phrases.conditional import conditioned, otherwise
from mtglogic.drafting.phrases.events import turn_of

PHRASES = Phrases("rules_objects", __doc__)
phrase = PHRASES.add
PHRASES.rule("type_list")


@phrase('replacement_line', '"target creature can\'t be regenerated" TURN',
        spells={"Target creature can't be regenerated this turn.":
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'zone_change', 'targeted': True},
                                  'cant_be_regenerated': True}}]})
def cant_regenerate_target(b: Builder, items: list) -> Data:
    """"Target creature can't be regenerated this turn": a state of the target while the
    effect lasts, which its regeneration shields read (701.19c; 701.12c in 2011)."""
    turn = turn_of(b, items)
    if turn.get("resolved") is not True:
        raise Untranslatable("'can't be regenerated' that is not a resolving effect's")
    return {"replacement": {"resolved": True,
                            "watch": {"event": "zone_change", "targeted": True},
                            "cant_be_regenerated": True}}


@phrase('cant', 'group "can\'t have" COUNTER "counters put on them"',
        examples={"Creatures you control can't have -1/-1 counters put on them.":
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'counter': '-1/-1',
                                              'target': {'type': 'creature', 'controller': 'you'}},
                                    'cant': True}}]})
def group_no_counters(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "counter": str(items[1]),
                      "target": settle(items[0])}, "cant": True}


@phrase('cant', '"counters can\'t be put on" type_list',
        examples={"Counters can't be put on artifacts, creatures, or lands.":
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'target': {'type': ['artifact', 'creature', 'land']}},
                                    'cant': True}}]})
def no_counters_on(b: Builder, items: list[list[str]]) -> Data:
    return {"watch": {"event": "put_counters", "target": {"type": items[0]}}, "cant": True}


@phrase('type_list', 'CARD_TYPE_NOUN (","? "or"? CARD_TYPE_NOUN)*',
        examples={"Counters can't be put on artifacts or creatures.":
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'target': {'type': ['artifact', 'creature']}},
                                    'cant': True}}]})
def type_list(b: Builder, items: list[Token]) -> list[str]:
    return [singular(str(t)) for t in items]


@phrase('static_line', 'clause "as long as" condition "." "otherwise" "," "it" CANT_RULES',
        examples={("Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it "
                   "can't block."):
                  [{'static': {'applies_to': {'enchanted': True, 'subtype': 'Human'},
                               'effects': [{'modify_pt': [2, 2]}]}},
                   {'static': {'applies_to': {'enchanted': True, 'not': {'subtype': 'Human'}},
                               'rules': [{'cant_block': True}]}}]})
def while_otherwise_cant(b: Builder, items: list) -> list[Data]:
    """"X as long as C. Otherwise, it can't attack or block": the restriction while C
    fails (611.3a; rules effects, 508.1c and 509.1b, 613.11 / 613.10 in 2011)."""
    first, condition, words = items
    rules = [{"cant_attack": True}] if "attack" in str(words) else []
    rules += [{"cant_block": True}] if "block" in str(words) else []
    second = otherwise(first, condition, {"applies_to": {IT: True}, "effects": []})
    body = {k: v for k, v in second.items() if k != "effects"}
    return [{"static": conditioned(first, condition)},
            {"static": {**body, "rules": rules}}]


@phrase('static_line', 'clause "." "it" CANT_RULES "and" predicates',
        examples={("Enchanted creature is a 0/1 Turtle. It can't attack and loses all "
                   'abilities.'):
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_creature_types': ['Turtle']},
                                           {'remove_all_abilities': True},
                                           {'set_pt': [0, 1]}]}},
                   {'static': {'applies_to': {'enchanted': True}, 'rules': [{'cant_attack': True}]}}]})
def clause_then_it_cant(b: Builder, items: list) -> list[Data]:
    """"X. It can't attack and loses all abilities" (Retro-Mutation): the layer effects
    of both sentences on the first's subject, and its restriction, a rules effect
    (508.1c, 509.1b; 613.11 in 2026 / 613.10 in 2011), on the same objects."""
    first, words, second = items
    layered = clause_then_it(b, [first, second])
    rules = [{"cant_attack": True}] if "attack" in str(words) else []
    rules += [{"cant_block": True}] if "block" in str(words) else []
    return [layered, {"static": {"applies_to": dict(layered["static"]["applies_to"]),
                                 "rules": rules}}]
