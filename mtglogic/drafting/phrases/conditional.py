"""Static abilities under a condition (611.3a): "as long as C, X", "X as long as C",
"during your turn", "during turns other than yours", "X as long as C. Otherwise, Y", each
predicate with its own condition, and "Max speed — X" (702.178a).

A condition on the object the clause affects is a test of its selector instead
(``conditioned``): "as long as this creature is attacking, it has flying" applies to the
card while it attacks.
"""
from __future__ import annotations

from typing import Any

from mtglogic.drafting.build import IT, ON_SELF, Builder, Data, Untranslatable, merge, settle
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.abilities import have
from mtglogic.drafting.phrases.anthems import applies
from mtglogic.drafting.phrases.history import MAX_SPEED

PHRASES = Phrases("conditional", __doc__)
phrase = PHRASES.add
PHRASES.rule("conditional_predicate")
PHRASES.rule("conditional_item")
NOT_YOUR_TURN: Data = {"not": {"your_turn": True}}
HOLDERS = ("self", "enchanted", "equipped")


@phrase('static_line', '"as long as" condition "," clause',
        examples={'As long as you control a Forest, this creature gets +1/+1.':
                  [{'static': {'condition': {'exists': {'subtype': 'Forest', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [1, 1]}]}}]})
def while_first(b: Builder, items: list[Data]) -> Data:
    return {"static": conditioned(items[1], items[0])}


@phrase('static_line', 'clause "as long as" condition',
        examples={"This creature has flying as long as it's your turn.":
                  [{'static': {'condition': {'your_turn': True},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['flying']}]}}]})
def while_last(b: Builder, items: list[Data]) -> Data:
    return {"static": conditioned(items[0], items[1])}


@phrase('static_line', '"as long as" "~ is in your graveyard and" condition "," clause',
        examples={('As long as this card is in your graveyard and you control a Forest, '
                   'creatures you control have trample.'):
                  [{'static': {'functions_in': ['graveyard'],
                               'condition': {'exists': {'subtype': 'Forest', 'controller': 'you'}},
                               'applies_to': {'type': 'creature', 'controller': 'you'},
                               'effects': [{'add_abilities': ['trample']}]}}]})
def from_graveyard(b: Builder, items: list[Data]) -> Data:
    """"As long as this card is in your graveyard": it functions there (113.6)."""
    body = conditioned(items[1], items[0])
    return {"static": {"functions_in": ["graveyard"], **body}}


@phrase('static_line', '"during your turn" "," clause',
        examples={'During your turn, this creature has first strike.':
                  [{'static': {'condition': {'your_turn': True},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['first strike']}]}}]})
def during_your_turn(b: Builder, items: list[Data]) -> Data:
    """"During your turn, ...": as long as it is its controller's turn (611.3a)."""
    return {"static": conditioned(items[0], {"your_turn": True})}


@phrase('static_line', 'clause "during your turn"',
        examples={'This creature gets +2/+0 during your turn.':
                  [{'static': {'condition': {'your_turn': True},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [2, 0]}]}}]})
def during_your_turn_last(b: Builder, items: list[Data]) -> Data:
    """"... has first strike during your turn": as "During your turn, ..." (611.3a)."""
    return during_your_turn(b, items)


@phrase('history_static', '"max speed —" clause',
        examples={'Max speed — This creature has flying.':
                  [{'static': {'condition': {'ge': [{'speed': 'you'}, 4]},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['flying']}]}}]})
def h_max_speed_clause(b: Builder, items: list[Any]) -> Data:
    """"Max speed — [ability]": as long as your speed is 4, the object has the ability
    (702.178a; none in 2011), drafted as the ability under that condition."""
    return {"static": conditioned(items[0], MAX_SPEED)}


@phrase('static_line', '"during turns other than yours" "," clause',
        examples={'During turns other than yours, this creature has hexproof.':
                  [{'static': {'condition': {'not': {'your_turn': True}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['hexproof']}]}}]})
def not_your_turn(b: Builder, items: list[Data]) -> Data:
    """"During turns other than yours, ...": while it is not its controller's turn."""
    return {"static": conditioned(items[0], NOT_YOUR_TURN)}


@phrase('static_line', 'clause "as long as" condition "." "otherwise" "," clause',
        examples={("Enchanted creature gets +2/+2 as long as it's a Zombie. Otherwise, it "
                   'gets -2/-2.'):
                  [{'static': {'applies_to': {'enchanted': True, 'subtype': 'Zombie'},
                               'effects': [{'modify_pt': [2, 2]}]}},
                   {'static': {'applies_to': {'enchanted': True, 'not': {'subtype': 'Zombie'}},
                               'effects': [{'modify_pt': [-2, -2]}]}}]})
def while_otherwise(b: Builder, items: list[Data]) -> list[Data]:
    """"X as long as C. Otherwise, Y": X while C holds, Y while it does not (611.3a);
    "it" in Y is X's subject."""
    first, condition, second = items
    return [{"static": conditioned(first, condition)},
            {"static": otherwise(first, condition, second)}]


@phrase('static_line', 'clause "during your turn" "." "otherwise" "," clause',
        examples={'Equipped creature has deathtouch during your turn. Otherwise, it has reach.':
                  [{'static': {'condition': {'your_turn': True},
                               'applies_to': {'equipped': True},
                               'effects': [{'add_abilities': ['deathtouch']}]}},
                   {'static': {'condition': {'not': {'your_turn': True}},
                               'applies_to': {'equipped': True},
                               'effects': [{'add_abilities': ['reach']}]}}]})
def turn_otherwise(b: Builder, items: list[Data]) -> list[Data]:
    """"X during your turn. Otherwise, Y" (Hunter's Blowgun)."""
    return while_otherwise(b, [items[0], {"your_turn": True}, items[1]])


@phrase('static_line',
        '"during your turn" "," clause "." "during turns other than yours" "," clause',
        examples={('During your turn, this creature has flying. During turns other than '
                   'yours, this creature has vigilance.'):
                  [{'static': {'condition': {'your_turn': True},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['flying']}]}},
                   {'static': {'condition': {'not': {'your_turn': True}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['vigilance']}]}}]})
def turn_and_other(b: Builder, items: list[Data]) -> list[Data]:
    """"During your turn, X. During turns other than yours, Y" (Angry Mob)."""
    first, second = items
    if first.get("applies_to") != second.get("applies_to"):
        raise Untranslatable("the two turns about different objects")
    return [{"static": conditioned(first, {"your_turn": True})},
            {"static": conditioned(second, NOT_YOUR_TURN)}]


@phrase('static_line', '"during your turn" "," "as long as" condition "," clause',
        examples={('During your turn, as long as this creature is equipped, it has double '
                   'strike.'):
                  [{'static': {'condition': {'all': [{'your_turn': True},
                                                     {'exists': {'subtype': ['Equipment'],
                                                                 'attached_to': 'self'}}]},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['double strike']}]}}]})
def turn_and_while(b: Builder, items: list[Data]) -> Data:
    """"During your turn, as long as C, X": both must hold (611.3a)."""
    body = conditioned(items[1], items[0])
    if "condition" in body:
        body = {**body, "condition": {"all": [{"your_turn": True}, body["condition"]]}}
    else:
        body = {"condition": {"your_turn": True}, **body}
    return {"static": body}


@phrase('static_line',
        ('subject conditional_predicate ("," conditional_predicate)+ ","? "and" '
         'conditional_predicate'),
        examples={('This creature gets +0/+2 as long as you control a Plains, has flying as '
                   'long as you control an Island, and gets +2/+0 as long as you control a '
                   'Swamp.'):
                  [{'static': {'condition': {'exists': {'subtype': 'Plains', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [0, 2]}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Island', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['flying']}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Swamp', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [2, 0]}]}}]})
def conditional_predicates(b: Builder, items: list) -> list[Data]:
    """"~ gets +0/+2 as long as you control a Plains, has flying as long as you
    control an Island, ...": each predicate its own condition (611.3a)."""
    subject = items[0]
    if subject != {"self": True}:
        raise Untranslatable("conditions of each predicate of a group")
    return [{"static": conditioned(applies(b, [subject, [parts]]), condition)}
            for parts, condition in items[1:]]


@phrase('static_line',
        ('subject HAS abilities "as long as" condition ("," conditional_item)+ ","? "and" '
         'conditional_item'),
        examples={('This creature has trample as long as you control a Beast, haste as long '
                   'as you control a Goblin, and vigilance as long as you control a Soldier.'):
                  [{'static': {'condition': {'exists': {'subtype': 'Beast', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['trample']}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Goblin', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['haste']}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Soldier', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['vigilance']}]}}]})
def conditional_abilities(b: Builder, items: list) -> list[Data]:
    """"~ has trample as long as you control a Beast, haste as long as ..."."""
    subject, _, first, condition, *rest = items
    head = (have(b, [None, first]), condition)
    return conditional_predicates(b, [subject, head, *rest])


@phrase('conditional_predicate', 'predicate "as long as" condition',
        examples={('This creature gets +1/+0 as long as you control a Mountain, gets +0/+1 as '
                   'long as you control a Plains, and has trample as long as you control a '
                   'Forest.'):
                  [{'static': {'condition': {'exists': {'subtype': 'Mountain', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [1, 0]}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Plains', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [0, 1]}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Forest', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['trample']}]}}]})
def conditional_predicate(b: Builder, items: list) -> tuple[list[Data], Data]:
    return (items[0], items[1])


@phrase('conditional_item', 'ability_item "as long as" condition',
        examples={('This creature has flying as long as you control an Island, haste as long '
                   'as you control a Mountain, and reach as long as you control a Forest.'):
                  [{'static': {'condition': {'exists': {'subtype': 'Island', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['flying']}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Mountain', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['haste']}]}},
                   {'static': {'condition': {'exists': {'subtype': 'Forest', 'controller': 'you'}},
                               'applies_to': {'self': True},
                               'effects': [{'add_abilities': ['reach']}]}}]})
def conditional_item(b: Builder, items: list) -> tuple[list[Data], Data]:
    return (have(b, [None, [items[0]]]), items[1])


def otherwise(first: Data, condition: Data, second: Data) -> Data:
    """Y of "Otherwise, Y": about "it", X's subject, while the condition fails."""
    if second.get("applies_to") != {IT: True} or set(second) != {"applies_to", "effects"}:
        raise Untranslatable("'otherwise' about another object")
    subject = settle(first.get("applies_to", {}))
    if not subject or subject.get(IT) or ON_SELF in condition:
        raise Untranslatable("'otherwise' without the object it is about")
    if "_selector" in condition:
        wanted = condition["_selector"]
        holder = {k: v for k, v in wanted.items() if k in HOLDERS}
        if {k: subject.get(k) for k in holder} != holder:
            raise Untranslatable("a condition on another object")
        test = {k: v for k, v in wanted.items() if k not in HOLDERS}
        if not test:
            raise Untranslatable("nothing to negate")
        return {**second, "applies_to": merge(subject, {"not": test})}
    return {"condition": {"not": condition}, **second, "applies_to": subject}


def conditioned(clause: Data, condition: Data) -> Data:
    """A clause "as long as" a condition (611.3a); a condition on the object the clause
    affects is a test of its selector instead. A test of the attached object or the card
    when the clause is about other objects ("as long as enchanted land is a basic
    Mountain, Goblin creatures get +1/+0") is a condition that the object so tested
    exists; a characteristic-defining clause under a condition is no such ability (604.3a,
    its fifth test): a static ability of the card on the battlefield, in layer 7b
    (613.4b; 613.3b in 2011)."""
    if clause.get("cda"):
        clause = {"applies_to": {"self": True}, "effects": clause["effects"]}
    wanted = condition.get("_selector")
    subject = clause.get("applies_to", {})
    if wanted is not None and not subject.get(IT):
        holder = {k: v for k, v in wanted.items() if k in HOLDERS}
        if holder and {k: subject.get(k) for k in holder} != holder:
            return {"condition": {"exists": dict(wanted)}, **clause}
    about = condition.get(ON_SELF)
    if about:
        condition = {k: v for k, v in condition.items() if k != ON_SELF}
        if subject.get(IT):
            subject = {"self": True}
            clause = {**clause, "applies_to": subject}
        if about == "it" and subject != {"self": True}:
            raise Untranslatable("'it' in the condition, another object in the clause")
    if subject.get(IT):
        if "_selector" not in condition or not any(
                k in condition["_selector"] for k in ("self", "enchanted", "equipped")):
            raise Untranslatable("'it' without the object it names")
        clause = {**clause, "applies_to": {k: v for k, v in subject.items() if k != IT}}
    if "_selector" in condition:
        if "applies_to" not in clause:
            raise Untranslatable("a test of an object without a subject")
        subject = clause["applies_to"]
        wanted = condition["_selector"]
        holder = {k: v for k, v in wanted.items() if k in ("self", "enchanted", "equipped")}
        if subject and {k: subject.get(k) for k in holder} != holder:
            raise Untranslatable("a condition on another object")
        return {**clause, "applies_to": merge(subject, wanted)}
    return {"condition": condition, **clause}
