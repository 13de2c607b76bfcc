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
from mtglogic.drafting.phrases.conditions import conditioned, otherwise
from mtglogic.drafting.phrases.would_instead import turn_of

PHRASES = Phrases("rules_objects")
phrase = PHRASES.add
PHRASES.rule("type_list")


@phrase('replacement_line', '"target creature can\'t be regenerated" TURN')
def cant_regenerate_target(b: Builder, items: list) -> Data:
    """"Target creature can't be regenerated this turn": a state of the target while the
    effect lasts, which its regeneration shields read (701.19c; 701.12c in 2011)."""
    turn = turn_of(b, items)
    if turn.get("resolved") is not True:
        raise Untranslatable("'can't be regenerated' that is not a resolving effect's")
    return {"replacement": {"resolved": True,
                            "watch": {"event": "zone_change", "targeted": True},
                            "cant_be_regenerated": True}}


@phrase('cant', 'group "can\'t have" COUNTER "counters put on them"')
def group_no_counters(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "counter": str(items[1]),
                      "target": settle(items[0])}, "cant": True}


@phrase('cant', '"counters can\'t be put on" type_list')
def no_counters_on(b: Builder, items: list[list[str]]) -> Data:
    return {"watch": {"event": "put_counters", "target": {"type": items[0]}}, "cant": True}


@phrase('type_list', 'CARD_TYPE_NOUN (","? "or"? CARD_TYPE_NOUN)*')
def type_list(b: Builder, items: list[Token]) -> list[str]:
    return [singular(str(t)) for t in items]


@phrase('static_line', 'clause "as long as" condition "." "otherwise" "," "it" CANT_RULES')
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


@phrase('static_line', 'clause "." "it" CANT_RULES "and" predicates')
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
