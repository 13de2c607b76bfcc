"""Players' effects: what a player has or can't do (613.10 in 2026, 613.9 in 2011; 614.17).

"You have hexproof", "you and creatures you control have hexproof", "your life total can't
change", "players can't gain life this turn", "you can't get poison counters".
"""
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import (
    ON_SELF,
    Builder,
    Data,
    Untranslatable,
    settle,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.events import turn_of

PHRASES = Phrases("players", __doc__)
phrase = PHRASES.add
PHRASES.rule("cant", inline=True)


@phrase('clause', '"you have" KEYWORD',
        examples={'You have hexproof.':
                  [{'static': {'player_effect': {'players': 'you', 'gains': ['hexproof']}}}]})
def player_has(b: Builder, items: list[Token]) -> Data:
    return {"player_effect": {"players": "you", "gains": [str(items[0])]}}


@phrase('cant', '"your life total can\'t change"',
        examples={"Your life total can't change.":
                  [{'replacement': {'watch': {'event': ['gain_life', 'lose_life'], 'player': 'you'},
                                    'cant': True}}]})
def life_cant_change(b: Builder, items: list) -> Data:
    return {"watch": {"event": ["gain_life", "lose_life"], "player": "you"}, "cant": True}


@phrase('cant', '"players can\'t gain life" TURN?',
        examples={"Players can't gain life.":
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'any'}, 'cant': True}}]})
def no_life_gain(b: Builder, items: list) -> Data:
    return {**turn_of(b, items), "watch": {"event": "gain_life", "player": "any"},
            "cant": True}


@phrase('cant', '"your opponents can\'t gain life"',
        examples={"Your opponents can't gain life.":
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'opponent'},
                                    'cant': True}}]})
def opponents_no_life_gain(b: Builder, items: list) -> Data:
    return {"watch": {"event": "gain_life", "player": "opponent"}, "cant": True}


@phrase('cant', '"you can\'t get" COUNTER_WORD "counters"',
        examples={"You can't get poison counters.":
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'counter': 'poison',
                                              'player': 'you'},
                                    'cant': True}}]})
def you_no_counters(b: Builder, items: list[Token]) -> Data:
    return {"watch": {"event": "put_counters", "counter": str(items[0]), "player": "you"},
            "cant": True}


@phrase('cant', '"players can\'t get counters"',
        examples={"Players can't get counters.":
                  [{'replacement': {'watch': {'event': 'put_counters', 'player': 'any'},
                                    'cant': True}}]})
def players_no_counters(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "player": "any"}, "cant": True}


@phrase('static_line',
        '"you" "," group "," "and" group HAS KEYWORD',
        '"you and" group HAS KEYWORD',
        examples={'You and creatures you control have hexproof.':
                  [{'static': {'applies_to': {'type': 'creature', 'controller': 'you'},
                               'effects': [{'add_abilities': ['hexproof']}],
                               'player_effect': {'players': 'you', 'gains': ['hexproof']}}}]})
def you_and_groups(b: Builder, items: list) -> Data:
    """"You, planeswalkers you control, and other creatures you control have
    hexproof": the player (613.10 in 2026, 613.9 in 2011) and the objects (613.1f),
    one ability."""
    *groups, _, keyword = items
    found = [settle(g) for g in groups]
    return {"static": you_and(found[0] if len(found) == 1 else {"any": found},
                                   str(keyword))}


@phrase('static_line', '"as long as" condition "," "you and" group HAS KEYWORD',
        examples={('As long as you control a Forest, you and other creatures you control have '
                   'hexproof.'):
                  [{'static': {'condition': {'exists': {'subtype': 'Forest', 'controller': 'you'}},
                               'applies_to': {'other': True,
                                              'type': 'creature',
                                              'controller': 'you'},
                               'effects': [{'add_abilities': ['hexproof']}],
                               'player_effect': {'players': 'you', 'gains': ['hexproof']}}}]})
def while_you_and_group(b: Builder, items: list) -> Data:
    """"As long as C, you and other Heroes you control have hexproof" (611.3a)."""
    condition, group, _, keyword = items
    if "_selector" in condition:
        raise Untranslatable("a test of an object for a player too")
    return {"static": {"condition": {k: v for k, v in condition.items() if k != ON_SELF},
                       **you_and(settle(group), str(keyword))}}


def you_and(group: Data, keyword: str) -> Data:
    return {"applies_to": group, "effects": [{"add_abilities": [keyword]}],
            "player_effect": {"players": "you", "gains": [keyword]}}
