"""Prevention effects (615): "prevent all damage", shields, and "can't be prevented".

"Prevent all combat damage that would be dealt this turn", "prevent all damage that would
be dealt to ~ by red sources", "prevent the next 3 damage that would be dealt to any target
this turn" (a shield, 615.7), "for each 1 damage prevented this way, ..." (615.5), absorb
(702.64a), "as long as C, prevent ...", "until your next turn, prevent ...", "damage can't
be prevented" (615.12).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    Untranslatable,
    merge,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.events import combat_of, turn_of
from mtglogic.drafting.phrases.groups import adjective

PHRASES = Phrases("prevention", __doc__)
phrase = PHRASES.add
PHRASES.rule("prevention", inline=True)
PHRASES.rule("recipient_self", inline=True)
PHRASES.rule("by_sources", inline=True)
PHRASES.passes("by_sources", "group")


@phrase('keyword_line', '"absorb" NUMBER',
        examples={'Absorb 2':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'self': True}}},
                                    'instead': {'prevent': 2}}}]})
def absorb(b: Builder, items: list[Token]) -> Data:
    """Absorb N (702.64a; 702.62a in 2011): N of the damage a source would deal to it is
    prevented (615.1)."""
    return {"replacement": {"watch": {"event": "damage",
                                      "recipient": {"object": {"self": True}}},
                            "instead": {"prevent": int(str(items[0]))}}}


@phrase('replacement_line',
        ('prevention "." "for each 1 damage prevented this way, put a" COUNTER "counter on that '
         'creature"'),
        spells={('Prevent the next 3 damage that would be dealt to target creature this turn. '
                 'For each 1 damage prevented this way, put a +1/+1 counter on that creature.'):
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage', 'recipient': 'target'},
                                  'instead': {'shield': 3,
                                              'then': {'event': 'put_counters',
                                                       'target': 'recipient',
                                                       'counter': '+1/+1',
                                                       'amount': 'prevented'}}}}]})
def prevented_to_counters(b: Builder, items: list) -> Data:
    """A shield that adds an effect using the damage it prevented (615.5)."""
    effect = dict(items[0])
    effect["instead"] = {**effect["instead"], "then": {
        "event": "put_counters", "target": "recipient", "counter": str(items[1]),
        "amount": "prevented"}}
    return {"replacement": effect}


@phrase('replacement_line',
        ('"the next time" TARGET "would deal damage" TURN "," "prevent that damage" "." "you '
         'gain life equal to the damage prevented this way"'),
        spells={('The next time target creature would deal damage this turn, prevent that '
                 'damage. You gain life equal to the damage prevented this way.'):
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage', 'source': 'target'},
                                  'instead': {'prevent': 'all',
                                              'then': {'event': 'gain_life',
                                                       'player': 'you',
                                                       'amount': 'prevented'}}}}]})
def prevented_to_life(b: Builder, items: list) -> Data:
    """"The next time ... would deal damage" (615.8), prevented, and life gained from
    the damage prevented (615.5)."""
    if str(items[0]) != "target creature":
        raise Untranslatable("the next time of a source that is not a target")
    turn = turn_of(b, items)
    return {"replacement": {**turn, "watch": {"event": "damage", "source": "target"},
                            "instead": {"prevent": "all", "then": {
                                "event": "gain_life", "player": "you",
                                "amount": "prevented"}}}}


@phrase('prevention',
        '"prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? TURN?',
        'TURN "," "prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)?',
        examples={'Prevent all combat damage that would be dealt to this creature.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'combat': True,
                                              'recipient': {'object': {'self': True}}},
                                    'instead': {'prevent': 'all'}}}]})
def prevent_all(b: Builder, items: list) -> Data:
    turn = turn_of(b, items)
    watch: Data = {"event": "damage", **combat_of(items)}
    for item in items:
        if isinstance(item, tuple) and item[0]:
            watch[item[0]] = item[1]
    if "if" in turn:
        watch["if"] = turn.pop("if")
    return {**turn, "watch": watch, "instead": {"prevent": "all"}}


@phrase('prevention',
        '"prevent the next" NUMBER COMBAT? "damage that would be dealt to" TARGET TURN?',
        spells={'Prevent the next 3 damage that would be dealt to any target this turn.':
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage', 'recipient': 'target'},
                                  'instead': {'shield': 3}}}]})
def prevent_next(b: Builder, items: list) -> Data:
    """A shield (615.7): "any target" and "target creature" are the spell's target."""
    turn = turn_of(b, items)
    if turn.get("resolved") is not True:
        raise Untranslatable("a shield that is not created by a resolving effect")
    target = next(str(t) for t in items if isinstance(t, Token) and t.type == "TARGET")
    recipient: Any = {"player": "you"} if target == "you" else "target"
    watch = {"event": "damage", **combat_of(items), "recipient": recipient}
    amount = next(int(t) for t in items if isinstance(t, Token) and t.type == "NUMBER")
    return {"resolved": True, "watch": watch, "instead": {"shield": amount}}


@phrase('prevention',
        ('"prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? TURN? "by" '
         'by_sources TURN?'),
        examples={'Prevent all damage that would be dealt to you by red sources.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'player': 'you'},
                                              'source': {'color': ['red']}},
                                    'instead': {'prevent': 'all'}}}]})
def prevent_all_by(b: Builder, items: list) -> Data:
    """"Prevent all damage that would be dealt [to ...] by <sources>" (615.1)."""
    sources = [item for item in items if isinstance(item, dict)]
    effect = prevent_all(b, [item for item in items if not isinstance(item, dict)])
    if len(sources) != 1:
        raise Untranslatable("sources")
    if sources[0]:
        effect["watch"]["source"] = settle(sources[0])
    return effect


@phrase('prevention',
        '"prevent all" COMBAT? "damage" "target creature" "would deal" TURN',
        ('"prevent all" COMBAT? "damage that would be dealt by target" ("attacking" | '
         '"blocking" | "attacking or blocking")? "creature" TURN'),
        spells={'Prevent all combat damage that would be dealt by target creature this turn.':
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage', 'combat': True, 'source': 'target'},
                                  'instead': {'prevent': 'all'}}}]})
def prevent_all_from_target(b: Builder, items: list) -> Data:
    """"Prevent all damage target creature would deal this turn": the spell's target as
    the source (615.1, 115.1; 114.1 in 2011)."""
    turn = turn_of(b, items)
    if turn != {"resolved": True}:
        raise Untranslatable("a target outside a resolving effect")
    return {"resolved": True, "watch": {"event": "damage", **combat_of(items),
                                        "source": "target"},
            "instead": {"prevent": "all"}}


@phrase('recipient_self', '"~"',
        examples={'Prevent all damage that would be dealt to this creature.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'self': True}}},
                                    'instead': {'prevent': 'all'}}}]})
def to_self(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"object": {"self": True}})


@phrase('recipient_self', '"you and" group',
        spells={('Prevent all combat damage that would be dealt to you and creatures you '
                 'control this turn.'):
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage',
                                            'combat': True,
                                            'recipient': {'player': 'you',
                                                          'object': {'type': 'creature',
                                                                     'controller': 'you'}}},
                                  'instead': {'prevent': 'all'}}}]})
def to_you_and_group(b: Builder, items: list[Data]) -> tuple[str, Any]:
    """"To you and creatures you control": the player or one of those objects."""
    return ("recipient", {"player": "you", "object": settle(items[0])})


@phrase('by_sources', '(COLOR|NON_WORD|CARD_TYPE)* ("source"|"sources")',
        examples={'Prevent all damage that would be dealt to this creature by black sources.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'self': True}},
                                              'source': {'color': ['black']}},
                                    'instead': {'prevent': 'all'}}}]})
def sources_of(b: Builder, items: list[Token]) -> Data:
    tests: list[Data] = []
    for token in items:
        if token.type == "COLOR":
            tests.append({"color": [str(token)]})
        elif token.type == "NON_WORD":
            tests.append(adjective(b, [token]))
        else:
            tests.append({"type": singular(str(token))})
    return merge(*tests)


@phrase('cant', '"damage can\'t be prevented" TURN?',
        examples={"Damage can't be prevented.":
                  [{'replacement': {'watch': {'event': 'damage'}, 'unpreventable': True}}]})
def damage_unpreventable(b: Builder, items: list) -> Data:
    return {**turn_of(b, items), "watch": {"event": "damage"}, "unpreventable": True}


@phrase('cant', 'COMBAT "damage that would be dealt by" group "can\'t be prevented"',
        examples={("Combat damage that would be dealt by creatures you control can't be "
                   'prevented.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'combat': True,
                                              'source': {'type': 'creature', 'controller': 'you'}},
                                    'unpreventable': True}}]})
def combat_unpreventable(b: Builder, items: list) -> Data:
    return {"watch": {"event": "damage", "combat": str(items[0]) == "combat",
                      "source": settle(items[1])}, "unpreventable": True}


@phrase('replacement_line',
        ('"until your next turn" "," "prevent all" COMBAT? "damage that would be dealt" ("to" '
         'recipient_self)?'),
        spells={'Until your next turn, prevent all damage that would be dealt to you.':
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                  'instead': {'prevent': 'all'}}}]})
def prevent_until_next_turn(b: Builder, items: list[object]) -> Data:
    """"Until your next turn, prevent all damage that would be dealt to you": a
    prevention effect a resolving spell creates (611.2a; 615.1), its duration, up to
    its controller's next turn, kept in its text: a scenario places a resolved effect
    while it is in force, as for "this turn" (the same numbers in 2011)."""
    if not b.context.resolves:
        raise Untranslatable("'until your next turn' outside a resolving effect")
    effect: Data = prevent_all(b, items)
    return {"replacement": {"resolved": True, **effect}}


@phrase('replacement_line', '"as long as" condition "," prevention',
        examples={('As long as you control a Forest, prevent all damage that would be dealt '
                   'to you.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'player': 'you'},
                                              'if': {'exists': {'subtype': 'Forest',
                                                                'controller': 'you'}}},
                                    'instead': {'prevent': 'all'}}}]})
def prevention_while(b: Builder, items: list[Data]) -> Data:
    """"As long as CONDITION, prevent all damage ...": a static ability's prevention
    effect that applies only while the condition holds (611.3a, 615.1), the condition
    on its watch (614.1); never for a resolving effect's."""
    condition, effect = items
    if b.context.resolves or effect.get("resolved"):
        raise Untranslatable("'as long as' on a resolving effect's prevention")
    watch = dict(effect["watch"])
    watch["if"] = {"all": [condition, watch["if"]]} if "if" in watch else condition
    return {"replacement": {**effect, "watch": watch}}


@phrase('replacement_line',
        ('"prevent all" COMBAT? "damage that would be dealt to" ("a"|"an") group "by another" '
         'group "if they share a color"'),
        examples={('Prevent all damage that would be dealt to a creature by another creature '
                   'if they share a color.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'type': 'creature'}},
                                              'source': {'type': 'creature'},
                                              'source_shares_color': True},
                                    'instead': {'prevent': 'all'}}}]})
def prevent_shared_color(b: Builder, items: list[object]) -> Data:
    """"Prevent all damage that would be dealt to a creature by another creature if they
    share a color" (615.1; 105.2): a static ability's prevention of damage between two
    objects with a color in common, as they are when the damage would be dealt."""
    if b.context.resolves:
        raise Untranslatable("a resolving effect's shared-color prevention")
    recipient, source = (settle(i) for i in items if isinstance(i, dict))
    watch: Data = {"event": "damage", **combat_of(items),
                   "recipient": {"object": recipient}, "source": source,
                   "source_shares_color": True}
    return {"replacement": {"watch": watch, "instead": {"prevent": "all"}}}
