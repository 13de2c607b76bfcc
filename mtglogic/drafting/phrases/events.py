"""The events a replacement or prevention effect watches (614.1, 615): "you would gain
life", "a source you control would deal damage to a creature", "one or more tokens would be
created under your control", "this creature would die", "you would draw a card while your
library has no cards in it", with who or what each names (a player, a source, a recipient,
a card), and "this turn" of a resolving effect's (611.2a).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    SOURCE_ZONES,
    Builder,
    Data,
    Untranslatable,
    merge,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import attached

PHRASES = Phrases("events", __doc__)
phrase = PHRASES.add
PHRASES.rule("event", inline=True)
PHRASES.rule("who", inline=True)
PHRASES.rule("source", inline=True)
PHRASES.rule("recipient", inline=True)
PHRASES.rule("thing", inline=True)


@phrase('event', 'who "would gain life"',
        examples={'If an opponent would gain life, that player loses that much life instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'opponent'},
                                    'instead': {'become': {'event': 'lose_life',
                                                           'player': 'same',
                                                           'amount': 'same'}}}}]})
def gain_life(b: Builder, items: list[str]) -> Data:
    return {"watch": {"event": "gain_life", "player": items[0]}}


@phrase('event', 'source "would deal" COMBAT? "damage" ("to" recipient)?',
        examples={('If a source you control would deal combat damage to a creature, it deals '
                   'double that damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']},
                                              'combat': True,
                                              'recipient': {'object': {'type': 'creature'}}},
                                    'instead': {'multiply': 2}}}]})
def deal_damage(b: Builder, items: list) -> Data:
    watch: Data = {"event": "damage"}
    for item in items:
        if isinstance(item, Token) and item.type == "COMBAT":
            watch["combat"] = str(item) == "combat"
        elif isinstance(item, tuple) and item[0]:
            watch[item[0]] = item[1]
    return {"watch": watch}


@phrase('event', '"damage would be dealt to ~"',
        examples={'If damage would be dealt to this creature, prevent 1 of that damage.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'self': True}}},
                                    'instead': {'prevent': 1}}}]})
def damage_to_self(b: Builder, items: list) -> Data:
    return {"watch": {"event": "damage", "recipient": {"object": {"self": True}}}}


@phrase('event', '"an effect would create 1 or more tokens under your control"',
        examples={('If an effect would create one or more tokens under your control, it '
                   'creates twice that many of those tokens instead.'):
                  [{'replacement': {'watch': {'event': 'create_tokens', 'player': 'you'},
                                    'instead': {'multiply': 2}}}]})
def create_tokens(b: Builder, items: list) -> Data:
    return {"watch": {"event": "create_tokens", "player": "you"}}


@phrase('event', '"1 or more tokens would be created" UNDER_YOURS?',
        examples={('If one or more tokens would be created under your control, twice that '
                   'many of those tokens are created instead.'):
                  [{'replacement': {'watch': {'event': 'create_tokens', 'player': 'you'},
                                    'instead': {'multiply': 2}}}]})
def tokens_created(b: Builder, items: list) -> Data:
    return {"watch": {"event": "create_tokens", "player": "you" if items else "any"}}


@phrase('event', '"1 or more counters would be put on" ("a"|"an") group',
        examples={('If one or more counters would be put on a creature you control, twice '
                   'that many of each of those kinds of counters are put on it instead.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'target': {'type': 'creature', 'controller': 'you'}},
                                    'instead': {'multiply': 2}}}]})
def any_counters_on(b: Builder, items: list[Data]) -> Data:
    return {"watch": {"event": "put_counters", "target": settle(items[0])}}


@phrase('event', '"you would get 1 or more counters"',
        examples={'If you would get one or more counters, you get that many plus one instead.':
                  [{'replacement': {'watch': {'event': 'put_counters', 'player': 'you'},
                                    'instead': {'add': 1}}}]})
def you_get_counters(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "player": "you"}}


@phrase('event', 'who "would put 1 or more counters on a permanent or player"',
        examples={('If you would put one or more counters on a permanent or player, put twice '
                   'that many of each of those kinds of counters on that permanent or player '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'by': 'you',
                                              'player': 'any',
                                              'target': {'permanent': True}},
                                    'instead': {'multiply': 2}}}]})
def counters_by(b: Builder, items: list[str]) -> Data:
    """Counters a player puts (122.6a: the event's `by`), on a permanent or a player."""
    return {"watch": {"event": "put_counters", "by": items[0], "player": "any",
                      "target": {"permanent": True}}}


@phrase('event', '"an effect would put 1 or more counters on" ("a"|"an") group',
        examples={('If an effect would put one or more counters on a permanent you control, '
                   'it puts twice that many of those counters on that permanent instead.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'target': {'permanent': True, 'controller': 'you'},
                                              'by_effect': True},
                                    'instead': {'multiply': 2}}}]})
def effect_counters(b: Builder, items: list[Data]) -> Data:
    return {"watch": {"event": "put_counters", "target": settle(items[0]),
                      "by_effect": True}}


@phrase('event', '"1 or more" COUNTER "counters would be put on" ("a"|"an") group',
        examples={('If one or more +1/+1 counters would be put on a creature you control, '
                   'that many plus one +1/+1 counters are put on it instead.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'counter': '+1/+1',
                                              'target': {'type': 'creature', 'controller': 'you'}},
                                    'instead': {'add': 1}}}]})
def counters_on(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "counter": str(items[0]),
                      "target": settle(items[1])}}


@phrase('event', 'thing "would be put into" WHOSE "graveyard from anywhere"',
        examples={("If a card would be put into an opponent's graveyard from anywhere, exile "
                   'it instead.'):
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'card': True, 'owner': 'opponent'}},
                                    'instead': {'destination': 'exile'}}}]})
def to_graveyard(b: Builder, items: list) -> Data:
    thing, whose = items
    watch: Data = {"event": "zone_change", "to": "graveyard"}
    selector = dict(thing)
    if str(whose) == "an opponent's":
        selector["owner"] = "opponent"
    if selector:
        watch["object"] = selector
    effect: Data = {"watch": watch}
    if selector.get("self"):
        effect = {"works_from": "anywhere", **effect}
    return effect


@phrase('event', '"~ would die"',
        examples={'If this creature would die, exile it instead.':
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'from': 'battlefield',
                                              'to': 'graveyard',
                                              'object': {'self': True}},
                                    'instead': {'destination': 'exile'}}}]})
def self_dies(b: Builder, items: list) -> Data:
    return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                      "object": {"self": True}}}


@phrase('event',
        '("a"|"an") group "dealt damage by ~ this turn would die"',
        '("a"|"an") group "dealt damage by ~ would die" TURN',
        examples={('If a creature dealt damage by this creature this turn would die, exile it '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'from': 'battlefield',
                                              'to': 'graveyard',
                                              'object': {'type': 'creature'},
                                              'damaged_this_turn': {'source': 'self'}},
                                    'instead': {'destination': 'exile'}}}]})
def damaged_by_self_dies(b: Builder, items: list) -> Data:
    """An object dealt damage this turn by the source (the scenario's this_turn); a
    spell's "would die this turn": made as it resolves (611.2a, ``turn``)."""
    turn = turn_of(b, items)
    if any(isinstance(t, Token) and t.type == "TURN" for t in items) and \
            turn != {"resolved": True}:  # damage dealt at any time: not this turn's
        raise Untranslatable("'dealt damage by ~' without 'this turn'")
    return {**turn, "watch": {
        "event": "zone_change", "from": "battlefield", "to": "graveyard",
        "object": settle(items[0]), "damaged_this_turn": {"source": "self"}}}


@phrase('event', '"a permanent would be put into a graveyard"',
        examples={'If a permanent would be put into a graveyard, exile it instead.':
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'from': 'battlefield',
                                              'to': 'graveyard'},
                                    'instead': {'destination': 'exile'}}}]})
def permanent_to_graveyard(b: Builder, items: list) -> Data:
    """A permanent put into a graveyard: from the battlefield (110.1)."""
    return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard"}}


@phrase('event', '"you would draw a card while your library has no cards in it"',
        examples={('If you would draw a card while your library has no cards in it, you win '
                   'the game instead.'):
                  [{'replacement': {'watch': {'event': 'draw',
                                              'player': 'you',
                                              'empty_library': True},
                                    'instead': {'become': {'event': 'win_game', 'player': 'you'}}}}]})
def draw_empty(b: Builder, items: list) -> Data:
    """121.6a: a draw from an empty library."""
    return {"watch": {"event": "draw", "player": "you", "empty_library": True}}


@phrase('event', '"you would draw a card"',
        examples={'If you would draw a card, draw two cards instead.':
                  [{'replacement': {'watch': {'event': 'draw', 'player': 'you'},
                                    'instead': {'become': {'event': 'draw',
                                                           'player': 'you',
                                                           'count': 2}}}}]})
def draw_one(b: Builder, items: list) -> Data:
    return {"watch": {"event": "draw", "player": "you"}}


@phrase('event', '"you would draw a card while you have no cards in hand"',
        examples={('If you would draw a card while you have no cards in hand, draw two cards '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'draw', 'player': 'you', 'hand': {'eq': 0}},
                                    'instead': {'become': {'event': 'draw',
                                                           'player': 'you',
                                                           'count': 2}}}}]})
def draw_empty_hand(b: Builder, items: list) -> Data:
    """A single draw while the hand is empty (121.1: the cards drawn before it count)."""
    return {"watch": {"event": "draw", "player": "you", "hand": {"eq": 0}}}


@phrase('event', '"you would draw a card except the first 1 you draw in each of your draw steps"',
        examples={('If you would draw a card except the first one you draw in each of your '
                   'draw steps, draw two cards instead.'):
                  [{'replacement': {'watch': {'event': 'draw',
                                              'player': 'you',
                                              'except_first': 'draw_step'},
                                    'instead': {'become': {'event': 'draw',
                                                           'player': 'you',
                                                           'count': 2}}}}]})
def draw_after_first(b: Builder, items: list) -> Data:
    """Every draw but the first of each draw step (121.2: draws one at a time)."""
    return {"watch": {"event": "draw", "player": "you", "except_first": "draw_step"}}


@phrase('event', '("a"|"an") group "would die" TURN?',
        examples={'If a nontoken creature would die, exile it instead.':
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'from': 'battlefield',
                                              'to': 'graveyard',
                                              'object': {'token': False, 'type': 'creature'}},
                                    'instead': {'destination': 'exile'}}}]})
def group_dies(b: Builder, items: list) -> Data:
    """Dies: put into a graveyard from the battlefield (700.4; 700.6 in 2011)."""
    turn = turn_of(b, items)
    watch: Data = {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                   "object": settle(items[0])}
    if "if" in turn:
        watch["if"] = turn.pop("if")
    return {**turn, "watch": watch}


@phrase('event', '"that" ("creature"|"creature or planeswalker") "would die" TURN',
        spells={'If that creature would die this turn, exile it instead.':
                [{'replacement': {'resolved': True,
                                  'watch': {'event': 'zone_change',
                                            'from': 'battlefield',
                                            'to': 'graveyard',
                                            'targeted': True},
                                  'instead': {'destination': 'exile'}}}]})
def target_dies(b: Builder, items: list) -> Data:
    """"If that creature would die this turn": the resolving spell's target (115.1;
    114.1 in 2011), dying (700.4; 700.6 in 2011); draft.py checks the line names one
    target before it."""
    turn = turn_of(b, items)
    if turn != {"resolved": True}:
        raise Untranslatable("'that creature' outside a resolving effect")
    return {"resolved": True, "watch": {"event": "zone_change", "from": "battlefield",
                                        "to": "graveyard", "targeted": True}}


@phrase('event', 'thing "would be put into your graveyard from anywhere"',
        examples={'If a card would be put into your graveyard from anywhere, exile it instead.':
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'card': True, 'owner': 'you'}},
                                    'instead': {'destination': 'exile'}}}]})
def to_your_graveyard(b: Builder, items: list[Data]) -> Data:
    """A card goes to its owner's graveyard (404.1): "your graveyard" is what you own."""
    selector = merge(dict(items[0]), {"owner": "you"})
    effect: Data = {"watch": {"event": "zone_change", "to": "graveyard",
                              "object": selector}}
    if selector.get("self"):
        effect = {"works_from": "anywhere", **effect}
    return effect


@phrase('event', 'who "would lose life" TURN?',
        examples={('If an opponent would lose life, that player loses twice that much life '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'lose_life', 'player': 'opponent'},
                                    'instead': {'multiply': 2}}}]})
def lose_life(b: Builder, items: list) -> Data:
    turn = turn_of(b, items)
    if turn.get("resolved"):
        raise Untranslatable("'this turn' of a life loss")
    watch: Data = {"event": "lose_life", "player": items[0], **turn}
    return {"watch": watch}


@phrase('who', '"you"',
        examples={'If you would gain life, you gain that much life plus 1 instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'you'},
                                    'instead': {'add': 1}}}]})
def you(b: Builder, items: list) -> str:
    return "you"


@phrase('who', '"an opponent"',
        examples={'If an opponent would gain life, that player loses that much life instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'opponent'},
                                    'instead': {'become': {'event': 'lose_life',
                                                           'player': 'same',
                                                           'amount': 'same'}}}}]})
def opponent(b: Builder, items: list) -> str:
    return "opponent"


@phrase('source', '"a source"',
        examples={'If a source would deal damage to you, prevent 1 of that damage.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 1}}}]})
def any_source(b: Builder, items: list) -> tuple[str, Any]:
    return ("", None)


@phrase('source', '"a source you control"',
        examples={('If a source you control would deal damage to a creature, it deals double '
                   'that damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']},
                                              'recipient': {'object': {'type': 'creature'}}},
                                    'instead': {'multiply': 2}}}]})
def source_you(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"controller": "you", "zone": list(SOURCE_ZONES)})


@phrase('source', '"a source an opponent controls"',
        examples={('If a source an opponent controls would deal damage to you, prevent 1 of '
                   'that damage.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'opponent',
                                                         'zone': ['battlefield', 'stack']},
                                              'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 1}}}]})
def source_opponent(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"controller": "opponent", "zone": list(SOURCE_ZONES)})


@phrase('source', '("a"|"an") group',
        examples={('If a Dragon you control would deal damage to a permanent or player, it '
                   'deals double that damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'subtype': 'Dragon', 'controller': 'you'}},
                                    'instead': {'multiply': 2}}}]})
def source_group(b: Builder, items: list[Data]) -> tuple[str, Any]:
    return ("source", settle(items[0]))


@phrase('source', '"~"',
        examples={('If this creature would deal damage to a creature, it deals triple that '
                   'damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'self': True},
                                              'recipient': {'object': {'type': 'creature'}}},
                                    'instead': {'multiply': 3}}}]})
def self_source(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"self": True})


@phrase('source', 'SOURCE_SPELLS',
        examples={('If a red instant or sorcery spell you control would deal damage to a '
                   'permanent or player, it deals that much damage plus 2 instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'type': ['instant', 'sorcery'],
                                                         'zone': 'stack',
                                                         'color': 'red',
                                                         'controller': 'you'}},
                                    'instead': {'add': 2}}}]})
def red_spells(b: Builder, items: list[Token]) -> tuple[str, Any]:
    spells = {"type": ["instant", "sorcery"], "zone": "stack"}
    if "planeswalker" in str(items[0]):
        return ("source", {"color": "red", "controller": "you",
                           "any": [spells, {"type": "planeswalker"}]})
    return ("source", {**spells, "color": "red", "controller": "you"})


@phrase('recipient_self', '"you"',
        examples={'Prevent all damage that would be dealt to you.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 'all'}}}]})
@phrase('recipient', '"you"',
        examples={'If a source would deal damage to you, prevent 1 of that damage.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 1}}}]})
def to_you(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "you"})


@phrase('recipient', '"a permanent or player"',
        examples={('If a source you control would deal damage to a permanent or player, it '
                   'deals double that damage to that permanent or player instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']}},
                                    'instead': {'multiply': 2}}}]})
def to_anything(b: Builder, items: list) -> tuple[str, Any]:
    return ("", None)


@phrase('recipient_self', 'group',
        examples={'Prevent all combat damage that would be dealt to creatures you control.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'combat': True,
                                              'recipient': {'object': {'type': 'creature',
                                                                       'controller': 'you'}}},
                                    'instead': {'prevent': 'all'}}}]})
@phrase('recipient', '("a"|"an") group',
        examples={('If a source you control would deal damage to a creature, it deals double '
                   'that damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']},
                                              'recipient': {'object': {'type': 'creature'}}},
                                    'instead': {'multiply': 2}}}]})
def to_group(b: Builder, items: list[Data]) -> tuple[str, Any]:
    return ("recipient", {"object": settle(items[0])})


@phrase('recipient', '"an opponent or a permanent an opponent controls"',
        examples={('If a source you control would deal damage to an opponent or a permanent '
                   'an opponent controls, it deals double that damage instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']},
                                              'recipient': {'player': 'opponent',
                                                            'object': {'controller': 'opponent'}}},
                                    'instead': {'multiply': 2}}}]})
def to_opponent_side(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "opponent", "object": {"controller": "opponent"}})


@phrase('recipient', '"you or a permanent you control"',
        examples={('If a source would deal damage to you or a permanent you control, prevent '
                   '1 of that damage.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'player': 'you',
                                                            'object': {'controller': 'you'}}},
                                    'instead': {'prevent': 1}}}]})
def to_your_side(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "you", "object": {"controller": "you"}})


@phrase('recipient_self', 'ATTACHED',
        examples={'Prevent all damage that would be dealt to equipped creature.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'equipped': True}}},
                                    'instead': {'prevent': 'all'}}}]})
@phrase('recipient', 'ATTACHED',
        examples={('If a source would deal damage to enchanted creature, prevent 1 of that '
                   'damage.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'enchanted': True}}},
                                    'instead': {'prevent': 1}}}]})
def to_attached(b: Builder, items: list[Token]) -> tuple[str, Any]:
    return ("recipient", {"object": settle(attached(b, items))})


@phrase('thing', '"~"',
        examples={('If this creature would be put into a graveyard from anywhere, exile it '
                   'instead.'):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'self': True}},
                                    'instead': {'destination': 'exile'}}}]})
def thing_self(b: Builder, items: list) -> Data:
    return {"self": True}


@phrase('thing', '"a card or token"',
        examples={('If a card or token would be put into a graveyard from anywhere, exile it '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'zone_change', 'to': 'graveyard'},
                                    'instead': {'destination': 'exile'}}}]})
def thing_any(b: Builder, items: list) -> Data:
    return {}


@phrase('thing', '"a card"',
        examples={("If a card would be put into an opponent's graveyard from anywhere, exile "
                   'it instead.'):
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'card': True, 'owner': 'opponent'}},
                                    'instead': {'destination': 'exile'}}}]})
def thing_card(b: Builder, items: list) -> Data:
    return {"card": True}


@phrase('thing', '("a"|"an") CARD_TYPE_NOUN ("or" CARD_TYPE_NOUN)* "card"',
        examples={('If an instant or sorcery card would be put into a graveyard from '
                   'anywhere, exile it instead.'):
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'type': ['instant', 'sorcery'],
                                                         'card': True}},
                                    'instead': {'destination': 'exile'}}}]})
def thing_typed_card(b: Builder, items: list[Token]) -> Data:
    return {"type": [singular(str(t)) for t in items], "card": True}


def turn_of(b: Builder, items: list) -> Data:
    """"This turn" on a resolving spell: the effect is created as it resolves (611.2a);
    "during your turn": only on its controller's turn."""
    found: Data = {}
    for item in items:
        if isinstance(item, Token) and item.type == "TURN":
            if str(item) == "this turn":
                if not b.context.resolves:
                    raise Untranslatable("'this turn' outside a resolving effect")
                found["resolved"] = True
            else:
                found["if"] = {"your_turn": True}
    return found


def combat_of(items: list) -> Data:
    combat = [str(t) == "combat" for t in items if isinstance(t, Token) and t.type == "COMBAT"]
    return {"combat": combat[-1]} if combat else {}  # the last word decides
