"""How a permanent enters (614.1c-d, 614.12): tapped, with counters, as a copy, and the
choices made as it enters.

"~ enters tapped", "enters tapped unless ...", "enters with N +1/+1 counters on it", "...
for each ...", "if it was kicked, it enters with ..." (702.33d), "you may pay 2 life. If you
don't, it enters tapped" (614.12a), "other creatures you control enter with an additional
+1/+1 counter" (614.1d), "enter as a copy of ..." (707.9), devour, modular and vanishing,
and "as ~ enters, choose a color" (the object's choice, no ability of its own).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    Untranslatable,
    merge,
    pt_pair,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.abilities import ability_item
from mtglogic.drafting.phrases.history import declined, plain_data, selector_of

PHRASES = Phrases("entering", __doc__)
phrase = PHRASES.add
PHRASES.rule("choice_line", line=True)
PHRASES.rule("enters", inline=True)
PHRASES.rule("copy_kinds")
PHRASES.rule("copy_except")
PHRASES.rule("except_item", inline=True)


@phrase('choice_line', '"as ~ enters, choose" ("a"|"an") CHOICE',
        examples={'As this creature enters, choose a color.':
                  []})
def choice_line(b: Builder, items: list) -> list[Any]:
    """"As this enters, choose a color": the choice is made as it enters (614.12) and is
    the object's `choices` in a scenario; the line makes no ability of its own."""
    return []


@phrase('choice_line',
        '("as it enters" | "as ~ enters the battlefield") "," "choose" ("a"|"an") CHOICE',
        ('("as ~ enters" | "as ~ enters the battlefield") "," "choose" ("a"|"an") CHOICE "and" '
         '("a"|"an") CHOICE'),
        examples={'As this creature enters, choose a creature type and a color.':
                  []})
def choice_as_enters(b: Builder, items: list) -> list[Any]:
    """"As it enters, choose ...": a choice made as it enters (614.12), as choice_line."""
    return []


@phrase('keyword_line', '"devour" NUMBER',
        examples={'Devour 2':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'devour': 2}}}]})
def devour(b: Builder, items: list[Token]) -> Data:
    """Devour N (702.82a; 702.80a in 2011): as it enters, any number of creatures you
    control sacrificed, N +1/+1 counters for each (614.1c)."""
    return {"replacement": entering({"self": True}, {"devour": int(str(items[0]))})}


@phrase('keyword_line', '"modular" NUMBER',
        examples={'Modular 2':
                  ['modular 2',
                   {'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': 2}}}}]})
def modular(b: Builder, items: list[Token]) -> list[Any]:
    """Modular N (702.43a; 702.41a in 2011): the keyword, whose dies trigger is kept as
    the keyword, and the N +1/+1 counters it enters with (614.1c)."""
    number = int(str(items[0]))
    return [f"modular {number}", {"replacement": entering({"self": True}, {
        "enter_with_counters": {"counter": "+1/+1", "count": number}})}]


@phrase('keyword_line', '"vanishing" NUMBER',
        examples={'Vanishing 3':
                  ['vanishing 3',
                   {'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': 'time',
                                                                        'count': 3}}}}]})
def vanishing(b: Builder, items: list[Token]) -> list[Any]:
    """Vanishing N (702.63a; 702.61a in 2011): the keyword, whose two triggers are kept
    as the keyword, and the N time counters it enters with (614.1c)."""
    number = int(str(items[0]))
    return [f"vanishing {number}", {"replacement": entering({"self": True}, {
        "enter_with_counters": {"counter": "time", "count": number}})}]


@phrase('clause',
        ('"you may have ~ enter as a copy of" ("any"|"a"|"an") copy_kinds "on the battlefield" '
         'copy_except?'),
        examples={('You may have this creature enter as a copy of any creature on the '
                   'battlefield.'):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'}}}]}}]})
def enter_as_copy_choice(b: Builder, items: list) -> Data:
    """"You may have this enter as a copy of": the copy is chosen as it enters
    (707.9 / 706.9 in 2011), with the exceptions written (707.9b)."""
    copy: Data = {"of": {"chosen": "copy"}}
    if len(items) > 1:
        copy = merge(copy, items[1])
    return {"applies_to": {"self": True}, "effects": [{"copy": copy}]}


@phrase('copy_kinds', 'CARD_TYPE ("or" CARD_TYPE)*',
        examples={('You may have this creature enter as a copy of an artifact or creature on '
                   'the battlefield.'):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'}}}]}}]})
def copy_kinds(b: Builder, items: list) -> list[str]:
    return [singular(str(t)) for t in items]


@phrase('copy_except', '"," "except" except_item (("," | "and" | ", and") except_item)*',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it's 7/7 and its name is this creature."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'set_pt': [7, 7],
                                                     'name': 'Test Card'}}]}}]})
def copy_except(b: Builder, items: list[Data]) -> Data:
    return merge(*items)


@phrase('except_item', '"it\'s" PT',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it's 7/7."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'}, 'set_pt': [7, 7]}}]}}]})
def except_pt(b: Builder, items: list[Token]) -> Data:
    return {"set_pt": pt_pair(str(items[0]))}


@phrase('except_item', '"it doesn\'t copy that creature\'s color"',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it doesn't copy that creature's color."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'except': ['colors']}}]}}]})
def except_color(b: Builder, items: list) -> Data:
    return {"except": ["colors"]}


@phrase('except_item', '"it has" QUOTED',
        examples={('You may have this creature enter as a copy of any creature on the '
                   'battlefield, except it has "This creature gets +1/+1."'):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'add_abilities': [{'static': {'text': 'This creature gets +1/+1.',
                                                                                   'applies_to': {'self': True},
                                                                                   'effects': [{'modify_pt': [1,
                                                                                                              1]}]}}]}}]}}]})
def except_has(b: Builder, items: list[Token]) -> Data:
    return {"add_abilities": [ability_item(b, items)]}


@phrase('except_item', '"it\'s" ("a"|"an") CARD_TYPE "in addition to its other types"',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it's an artifact in addition to its other types."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'add_types': ['artifact']}}]}}]})
def except_type(b: Builder, items: list[Token]) -> Data:
    return {"add_types": [singular(str(items[0]))]}


@phrase('except_item', '"it\'s" ("a"|"an") SUBTYPE "in addition to its other types"',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it's a Spirit in addition to its other types."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'add_subtypes': ['Spirit']}}]}}]})
def except_subtype(b: Builder, items: list[Token]) -> Data:
    return {"add_subtypes": [str(items[0])]}


@phrase('except_item', '"it\'s" SUPERTYPE "in addition to its other types"',
        examples={('You may have this creature enter as a copy of any creature on the '
                   "battlefield, except it's legendary in addition to its other types."):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'},
                                                     'add_supertypes': ['legendary']}}]}}]})
def except_supertype(b: Builder, items: list[Token]) -> Data:
    return {"add_supertypes": [str(items[0])]}


@phrase('except_item', '"its name is ~"',
        examples={('You may have this creature enter as a copy of any creature on the '
                   'battlefield, except its name is this creature.'):
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'copy': {'of': {'chosen': 'copy'}, 'name': 'Test Card'}}]}}]})
def except_name(b: Builder, items: list) -> Data:
    return {"name": b.context.name}


@phrase('enters', '"~ enters tapped"', '"~ enters the battlefield tapped"',
        examples={'This land enters tapped.':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_tapped': True}}}]})
def self_enters_tapped(b: Builder, items: list) -> Data:
    return entering({"self": True}, {"enter_tapped": True})


@phrase('enters', 'subject "enters with an additional" COUNTER "counter on it"',
        examples={('Each other creature you control enters with an additional +1/+1 counter '
                   'on it.'):
                  [{'replacement': {'watch': {'event': 'enter',
                                              'object': {'other': True,
                                                         'type': 'creature',
                                                         'controller': 'you'}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': 1}}}}]})
def enters_with_additional(b: Builder, items: list) -> Data:
    return entering(settle(items[0]), {"enter_with_counters": {
        "counter": str(items[1]), "count": 1}})


@phrase('enters', 'subject "enter tapped"',
        examples={'Creatures your opponents control enter tapped.':
                  [{'replacement': {'watch': {'event': 'enter',
                                              'object': {'type': 'creature',
                                                         'controller': 'opponent'}},
                                    'instead': {'enter_tapped': True}}}]})
def enter_tapped(b: Builder, items: list[Data]) -> Data:
    return entering(settle(items[0]), {"enter_tapped": True})


@phrase('enters',
        '"~ enters with" (NUMBER|X) COUNTER "counter" "s"? "on" ("it"|"him"|"her")',
        '"~ enters with" (NUMBER|X) NAMED_COUNTER "counters on it"',
        examples={'This creature enters with three +1/+1 counters on it.':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': 3}}}}]})
def self_enters_with(b: Builder, items: list[Token]) -> Data:
    """N counters, or X: the value chosen for X as it was cast (107.3m)."""
    count: Any = int(items[0]) if items[0].type == "NUMBER" else {"chosen": "x"}
    return entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[1]), "count": count}})


@phrase('enters',
        '"~ enters with x" COUNTER "counters on" ("it"|"him"|"her") "," "where x is" value',
        examples={('This creature enters with X +1/+1 counters on it, where X is the number '
                   'of cards in your hand.'):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': {'count': {'zone': 'hand',
                                                                                            'owner': 'you'}}}}}}]})
def self_enters_with_value(b: Builder, items: list) -> Data:
    """"Enters with X +1/+1 counters on it, where X is ..." (614.1c): the value as it
    enters."""
    return entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[0]), "count": items[1]}})


@phrase('enters',
        '"~ enters with a" COUNTER "counter on it for each" group',
        '"~ enters with" ("a"|"an") NAMED_COUNTER "counter on it for each" group',
        examples={('This creature enters with a +1/+1 counter on it for each other creature '
                   'you control.'):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': {'count': {'other': True,
                                                                                            'type': 'creature',
                                                                                            'controller': 'you'}}}}}}]})
def self_enters_with_each(b: Builder, items: list) -> Data:
    return entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[0]), "count": {"count": settle(items[1])}}})


@phrase('enters', '"as ~ enters, you may pay" NUMBER "life" "." "if you don\'t, it enters tapped"',
        examples={"As this land enters, you may pay 2 life. If you don't, it enters tapped.":
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_tapped': True},
                                    'unless': {'event': 'lose_life', 'player': 'you', 'amount': 2}}}]})
def pay_life_or_tapped(b: Builder, items: list[Token]) -> Data:
    """"You may pay N life. If you don't, it enters tapped" (614.12a): tapped unless
    the life is paid."""
    effect = entering({"self": True}, {"enter_tapped": True})
    return {**effect, "unless": {"event": "lose_life", "player": "you",
                                 "amount": int(items[0])}}


@phrase('enters', 'subject "enter as a copy of ~"',
        examples={'Creatures you control enter as a copy of this creature.':
                  [{'replacement': {'watch': {'event': 'enter',
                                              'object': {'type': 'creature', 'controller': 'you'}},
                                    'instead': {'enter_as_copy_of': 'self'}}}]})
def enter_as_copy(b: Builder, items: list[Data]) -> Data:
    return entering(settle(items[0]), {"enter_as_copy_of": "self"})


@phrase('enters', '"~ enters tapped unless" condition',
        examples={'This land enters tapped unless you control two or more other lands.':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter',
                                              'object': {'self': True},
                                              'if': {'not': {'ge': [{'count': {'other': True,
                                                                               'type': 'land',
                                                                               'controller': 'you'}},
                                                                    2]}}},
                                    'instead': {'enter_tapped': True}}}]})
def self_enters_tapped_unless(b: Builder, items: list[Data]) -> Data:
    """"Enters tapped unless <condition>" (614.1c): tapped when the condition does not
    hold as it would enter (614.12)."""
    condition = items[0]
    if not isinstance(condition, dict) or "_selector" in condition:
        raise Untranslatable("a condition on an object")
    effect = entering({"self": True}, {"enter_tapped": True})
    effect["watch"]["if"] = {"not": condition}
    return effect


@phrase('enters',
        '"~ enters with" ("a"|"an") (COUNTER|NAMED_COUNTER) "counter on" ("it"|"him"|"her")',
        examples={'This creature enters with a shield counter on it.':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': 'shield',
                                                                        'count': 1}}}}]})
def self_enters_with_one(b: Builder, items: list[Token]) -> Data:
    return entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[0]), "count": 1}})


@phrase('enters',
        ('"if ~ was kicked, it enters with" (NUMBER|"a"|"an") (COUNTER|NAMED_COUNTER) "counter" '
         '"s"? "on it"'),
        examples={'If this creature was kicked, it enters with two +1/+1 counters on it.':
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter',
                                              'object': {'self': True},
                                              'if': {'ge': [{'chosen': 'kicked'}, 1]}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': 2}}}}]})
def kicked_enters_with(b: Builder, items: list[Token]) -> Data:
    """"If it was kicked, it enters with counters" (702.33d; 702.31d in 2011): kicked
    when its kicker cost was paid as it was cast, the object's choice `kicked` (the
    number of times, as X is a choice made then)."""
    number = int(str(items[0])) if items[0].type == "NUMBER" else 1
    effect = entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[-1]), "count": number}})
    effect["watch"]["if"] = {"ge": [{"chosen": "kicked"}, 1]}
    return effect


@phrase('enters', '"~ enters with" (NUMBER|"a"|"an") COUNTER "counter" "s"? "on it if" condition',
        examples={('This creature enters with two +1/+1 counters on it if a creature died '
                   'this turn.'):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter',
                                              'object': {'self': True},
                                              'if': {'ge': [{'died_this_turn': {'type': 'creature'}},
                                                            1]}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': 2}}}}]})
def self_enters_with_if(b: Builder, items: list[Any]) -> Data:
    """"~ enters with a +1/+1 counter on it if a creature died this turn" (614.1c): the
    counters, when the condition holds as it would enter (614.12)."""
    number = int(str(items[0])) if isinstance(items[0], Token) and \
        items[0].type == "NUMBER" else 1
    counter, condition = str(items[-2]), items[-1]
    if not isinstance(condition, dict) or not plain_data(condition):
        return declined("a condition on an object")
    effect = entering({"self": True}, {"enter_with_counters": {
        "counter": counter, "count": number}})
    effect["watch"]["if"] = condition
    return effect


@phrase('enters', '"~ enters with a" COUNTER "counter on it for each" history_each',
        examples={('This creature enters with a +1/+1 counter on it for each creature that '
                   'died this turn.'):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'enter', 'object': {'self': True}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': {'died_this_turn': {'type': 'creature'}}}}}}]})
def self_enters_with_value_each(b: Builder, items: list[Any]) -> Data:
    """"Enters with a +1/+1 counter on it for each creature that died this turn": the
    count as it would enter (614.1c, 614.12)."""
    count = items[1]
    if not isinstance(count, dict) or not plain_data(count):
        return declined("a count the turn's words can't say")
    return entering({"self": True}, {"enter_with_counters": {
        "counter": str(items[0]), "count": count}})


@phrase('enters',
        ('subject ("enter"|"enters") "with an additional" COUNTER "counter on" ("it"|"them") '
         '"for each" history_each'),
        examples={('Other creatures you control enter with an additional +1/+1 counter on '
                   'them for each opponent who lost life this turn.'):
                  [{'replacement': {'watch': {'event': 'enter',
                                              'object': {'type': 'creature',
                                                         'controller': 'you',
                                                         'other_than': 'self'}},
                                    'instead': {'enter_with_counters': {'counter': '+1/+1',
                                                                        'count': {'players_lost_life_this_turn': 'opponent'}}}}}]})
def enters_with_additional_each(b: Builder, items: list[Any]) -> Data:
    """"Other creatures you control enter with an additional +1/+1 counter on them for
    each opponent who lost life this turn" (614.1c)."""
    subject, count = items[0], items[-1]
    selector = selector_of(subject)
    if selector is None or not isinstance(count, dict) or not plain_data(count):
        return declined("a subject or count the turn's words can't say")
    return entering(selector, {"enter_with_counters": {
        "counter": str(items[1]), "count": count}})


def entering(selector: Data, action: Data) -> Data:
    """How a permanent enters (614.1c); the card's own such ability applies as it enters
    from anywhere (614.12)."""
    effect: Data = {"watch": {"event": "enter", "object": selector}, "instead": action}
    if selector == {"self": True}:
        effect = {"works_from": "anywhere", **effect}
    return effect
