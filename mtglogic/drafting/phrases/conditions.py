"""Conditions (611.3a): "as long as ...", "during your turn", "otherwise", and the board's
tests they read.

"As long as you control a Forest", "... as long as it's your turn", "as long as ~ is
attacking" (a test of the object the clause affects), "as long as there are seven or more
cards in your graveyard", "as long as black is the most common color among all permanents"
(105.2), "your life total is greater than your starting life total" (103.4), "X as long as
C. Otherwise, Y", "during turns other than yours", each predicate with its own condition.
The ``condition`` start symbol reads a condition alone.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    ON_SELF,
    Builder,
    Data,
    Untranslatable,
    merge,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import attached, instant_sorcery_cards
from mtglogic.drafting.phrases.values import counters_among

PHRASES = Phrases("conditions", __doc__)
phrase = PHRASES.add
PHRASES.rule("condition", inline=True)
COLORS = ("white", "blue", "black", "red", "green")


@phrase('condition', '"you control" ("a"|"an") group',
        examples={'you control an Island':
                  {'exists': {'subtype': 'Island', 'controller': 'you'}}})
def you_control_a(b: Builder, items: list[Data]) -> Data:
    return {"exists": merge(settle(items[0]), {"controller": "you"})}


@phrase('condition', '"you control" NUMBER "or more" group',
        examples={'you control seven or more lands':
                  {'ge': [{'count': {'type': 'land', 'controller': 'you'}}, 7]}})
def you_control_n(b: Builder, items: list) -> Data:
    return {"ge": [{"count": merge(settle(items[1]), {"controller": "you"})},
                   int(items[0])]}


@phrase('condition', '"an opponent controls" ("a"|"an") group',
        examples={'an opponent controls a Swamp':
                  {'exists': {'subtype': 'Swamp', 'controller': 'opponent'}}})
def opponent_controls_a(b: Builder, items: list[Data]) -> Data:
    return {"exists": merge(settle(items[0]), {"controller": "opponent"})}


@phrase('condition', '"you have" NUMBER "or more life"',
        examples={'you have 25 or more life':
                  {'ge': [{'life': 'you'}, 25]}})
def life_at_least(b: Builder, items: list[Token]) -> Data:
    return {"ge": [{"life": "you"}, int(items[0])]}


@phrase('condition', '"there are" NUMBER "or more cards in your graveyard"',
        examples={'there are seven or more cards in your graveyard':
                  {'ge': [{'count': {'zone': 'graveyard', 'owner': 'you'}}, 7]}})
def graveyard_at_least(b: Builder, items: list[Token]) -> Data:
    return {"ge": [{"count": {"zone": "graveyard", "owner": "you"}}, int(items[0])]}


@phrase('condition', '"it\'s your turn"',
        examples={"it's your turn":
                  {'your_turn': True}})
def your_turn(b: Builder, items: list) -> Data:
    return {"your_turn": True}


@phrase('condition',
        '"there are" NUMBER "or more" CARD_TYPE_NOUN "cards in your graveyard"',
        '"there are" NUMBER "or more" (PERMANENT_CARDS|INSTANTS_SORCERIES) "in your graveyard"',
        examples={'there are two or more creature cards in your graveyard':
                  {'ge': [{'count': {'zone': 'graveyard', 'owner': 'you', 'type': 'creature'}}, 2]}})
def typed_graveyard_at_least(b: Builder, items: list[Token]) -> Data:
    """"There are N or more creature cards (permanent cards: of a permanent type,
    110.4b) in your graveyard"."""
    word = str(items[1])
    kind = singular(word)
    if kind == "spell":
        raise Untranslatable("spell cards")
    test: Data = {"permanent": True} if word == "permanent cards" else \
        instant_sorcery_cards(b, []) if word.startswith("instant ") else {"type": kind}
    return {"ge": [{"count": {"zone": "graveyard", "owner": "you", **test}},
                   int(items[0])]}


@phrase('condition', '"there are" NUMBER "or more" SUBTYPE "cards in your graveyard"',
        examples={'there are two or more Lesson cards in your graveyard':
                  {'ge': [{'count': {'zone': 'graveyard', 'owner': 'you', 'subtype': ['Lesson']}},
                          2]}})
def subtype_graveyard_at_least(b: Builder, items: list[Token]) -> Data:
    """"There are N or more Lesson cards in your graveyard" (205.3: a subtype)."""
    return {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                              "subtype": [str(items[1])]}}, int(items[0])]}


@phrase('condition',
        '"~ has" NUMBER "or more" COUNTER_NAME "counters on it"',
        '"~ has" ("a"|"an") COUNTER_NAME "counter on it"',
        '"there are" NUMBER "or more" COUNTER_NAME "counters on ~"',
        '"~ has" ("a"|"an") COUNTER_NAME "counter on" ("him"|"her")',
        '"~ has" NUMBER "or more" COUNTER_NAME "counters on" ("him"|"her")',
        examples={'this creature has three or more quest counters on it':
                  {'ge': [{'counters': {'kind': 'quest', 'on': 'self'}}, 3], '_on_self': '~'}})
def self_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"This has N or more quest counters on it" (a counter kind, 122.1)."""
    number = int(items[0]) if len(items) > 1 else 1
    kind = str(items[-1])
    return {"ge": [{"counters": {"kind": kind, "on": "self"}}, number], ON_SELF: "~"}


@phrase('condition', '"~ is" STATE',
        examples={'this creature is attacking':
                  {'_selector': {'self': True, 'attacking': True}}})
def self_state(b: Builder, items: list[Token]) -> Data:
    state = str(items[0])
    flag = {"untapped": ("tapped", False)}.get(state, (state, True))
    return {"_selector": {"self": True, flag[0]: flag[1]}}


@phrase('condition', '"it\'s" STATE',
        examples={"it's untapped":
                  {'_selector': {'tapped': False}}})
def it_state(b: Builder, items: list[Token]) -> Data:
    state = str(items[0])
    flag = {"untapped": ("tapped", False)}.get(state, (state, True))
    return {"_selector": {flag[0]: flag[1]}}


@phrase('condition',
        '("~"|ATTACHED) "is" ("a"|"an") (CARD_TYPE|SUBTYPE)',
        '("~"|ATTACHED) "is" SUPERTYPE',
        examples={'enchanted creature is a Human':
                  {'_selector': {'enchanted': True, 'subtype': 'Human'}}})
def attached_is(b: Builder, items: list[Token]) -> Data:
    holder = {"self": True} if len(items) == 1 else settle(attached(b, items[:1]))
    word = str(items[-1])
    kind = items[-1].type
    test = {"subtype": word} if kind == "SUBTYPE" else \
        {"supertype": [word]} if kind == "SUPERTYPE" else {"type": singular(word)}
    return {"_selector": merge(holder, test)}


@phrase('condition', '"it\'s" ("a"|"an") SUBTYPE',
        examples={"it's a Wall":
                  {'_selector': {'subtype': 'Wall'}}})
def it_is_subtype(b: Builder, items: list[Token]) -> Data:
    """"As long as it's a Wall": a subtype test of the object the clause affects."""
    return {"_selector": {"subtype": str(items[0])}}


@phrase('condition', '"you control" NUMBER "or fewer" group',
        examples={'you control two or fewer other creatures':
                  {'le': [{'count': {'other': True, 'type': 'creature', 'controller': 'you'}}, 2]}})
def you_control_at_most(b: Builder, items: list) -> Data:
    return {"le": [{"count": merge(settle(items[1]), {"controller": "you"})},
                   int(items[0])]}


@phrase('condition', '"you control" ("a"|"an") group "or" ("a"|"an") group',
        examples={'you control a Plains or a Swamp':
                  {'any': [{'exists': {'subtype': 'Plains', 'controller': 'you'}},
                           {'exists': {'subtype': 'Swamp', 'controller': 'you'}}]}})
def you_control_either(b: Builder, items: list[Data]) -> Data:
    return {"any": [you_control_a(b, [group]) for group in items]}


@phrase('condition', '"a player" "has" NUMBER "or less life"',
        examples={'a player has 10 or less life':
                  {'le': [{'lowest_life': 'any'}, 10]}})
def someone_life_at_most(b: Builder, items: list[Token]) -> Data:
    """"A player has N or less life": the lowest life total of all players (119.1; 118.1
    in 2011)."""
    return {"le": [{"lowest_life": "any"}, int(str(items[-1]))]}


@phrase('condition', '"an opponent" "has" NUMBER "or less life"',
        examples={'an opponent has 10 or less life':
                  {'le': [{'lowest_life': 'opponent'}, 10]}})
def opponent_life_at_most(b: Builder, items: list[Token]) -> Data:
    """"An opponent has N or less life": the lowest life total among the opponents (119.1;
    118.1 in 2011); the quoted words are not kept in the tree, so each reading is its own
    record."""
    return {"le": [{"lowest_life": "opponent"}, int(str(items[-1]))]}


@phrase('condition',
        '"it has" NUMBER "or more" COUNTER_NAME "counters on it"',
        '"it has" ("a"|"an") COUNTER_NAME "counter on it"',
        examples={'it has a +1/+1 counter on it':
                  {'ge': [{'counters': {'kind': '+1/+1', 'on': 'self'}}, 1], '_on_self': 'it'}})
def it_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"... as long as it has N or more quest counters on it": the counters on the card
    itself, when the clause is about the card (122.1, 611.3a)."""
    return {**self_counters_at_least(b, items), ON_SELF: "it"}


@phrase('condition', '"~ is equipped"',
        examples={'this creature is equipped':
                  {'exists': {'subtype': ['Equipment'], 'attached_to': 'self'}, '_on_self': '~'}})
def self_equipped(b: Builder, items: list) -> Data:
    """"As long as ~ is equipped": an Equipment is attached to it (301.5a)."""
    return {"exists": {"subtype": ["Equipment"], "attached_to": "self"}, ON_SELF: "~"}


@phrase('condition', '"it\'s equipped"',
        examples={"it's equipped":
                  {'exists': {'subtype': ['Equipment'], 'attached_to': 'self'}, '_on_self': 'it'}})
def it_equipped(b: Builder, items: list) -> Data:
    return {**self_equipped(b, items), ON_SELF: "it"}


@phrase('condition', '"any player controls" ("a"|"an") group',
        examples={'any player controls a black permanent':
                  {'exists': {'color': ['black'], 'permanent': True}}})
def anyone_controls_a(b: Builder, items: list[Data]) -> Data:
    """"As long as any player controls a white permanent": one is on the battlefield,
    whoever controls it (611.3a)."""
    return {"exists": settle(items[0])}


@phrase('condition',
        '("there\'s"|"there is") ("a"|"an") (SUBTYPE|CARD_TYPE_NOUN) "card in your graveyard"',
        examples={"there's a Lesson card in your graveyard":
                  {'exists': {'zone': ['graveyard'], 'owner': 'you', 'subtype': ['Lesson']}}})
def card_in_graveyard(b: Builder, items: list[Token]) -> Data:
    """"As long as there's a Lesson card in your graveyard" (404.1)."""
    word = str(items[0])
    test: Data = {"subtype": [word]} if items[0].type == "SUBTYPE" else \
        {"type": [singular(word)]}
    if test.get("type") == ["spell"]:
        raise Untranslatable("spell cards")
    return {"exists": {"zone": ["graveyard"], "owner": "you", **test}}


@phrase('condition', '"there are" NUMBER "or more card types among cards in your graveyard"',
        examples={'there are four or more card types among cards in your graveyard':
                  {'ge': [{'card_types_among': {'zone': ['graveyard'], 'owner': 'you'}}, 4]}})
def card_types_at_least(b: Builder, items: list[Token]) -> Data:
    """"N or more card types among cards in your graveyard" (delirium's condition;
    205.2a: the card types)."""
    return {"ge": [{"card_types_among": {"zone": ["graveyard"], "owner": "you"}},
                   int(str(items[0]))]}


@phrase('condition', '"you gained life this turn"',
        examples={'you gained life this turn':
                  {'gt': [{'life_gained_this_turn': 'you'}, 0]}})
def gained_life_this_turn(b: Builder, items: list) -> Data:
    """"As long as you gained life this turn": more than 0 life gained (119.9)."""
    return {"gt": [{"life_gained_this_turn": "you"}, 0]}


@phrase('condition', '"you\'ve lost life this turn"',
        examples={"you've lost life this turn":
                  {'gt': [{'life_lost_this_turn': 'you'}, 0]}})
def lost_life_this_turn(b: Builder, items: list) -> Data:
    return {"gt": [{"life_lost_this_turn": "you"}, 0]}


@phrase('condition', '"you\'ve drawn" NUMBER "or more cards this turn"',
        examples={"you've drawn two or more cards this turn":
                  {'ge': [{'cards_drawn_this_turn': 'you'}, 2]}})
def drawn_this_turn(b: Builder, items: list[Token]) -> Data:
    """"As long as you've drawn N or more cards this turn" (121.1)."""
    return {"ge": [{"cards_drawn_this_turn": "you"}, int(str(items[0]))]}


@phrase('condition', '"no opponent controls" ("a"|"an") group',
        examples={'no opponent controls a creature':
                  {'not': {'exists': {'type': 'creature', 'controller': 'opponent'}}}})
def no_opponent_controls_a(b: Builder, items: list[Data]) -> Data:
    return {"not": {"exists": merge(settle(items[0]), {"controller": "opponent"})}}


@phrase('condition', '"it\'s your turn and" condition',
        examples={"it's your turn and you control an Army":
                  {'all': [{'your_turn': True},
                           {'exists': {'subtype': 'Army', 'controller': 'you'}}]}})
def your_turn_and(b: Builder, items: list[Data]) -> Data:
    """"As long as it's your turn and C": both hold (611.3a)."""
    other = items[0]
    if "_selector" in other or ON_SELF in other:
        raise Untranslatable("a test of an object beside the turn")
    return {"all": [{"your_turn": True}, other]}


@phrase('condition', '("~"|ATTACHED) "is" ("a"|"an") SUPERTYPE SUBTYPE',
        examples={'enchanted land is a basic Mountain':
                  {'_selector': {'enchanted': True, 'supertype': ['basic'], 'subtype': 'Mountain'}}})
def attached_is_both(b: Builder, items: list[Token]) -> Data:
    """"As long as enchanted land is a basic Mountain": a supertype and a subtype."""
    holder = {"self": True} if len(items) == 2 else settle(attached(b, items[:1]))
    return {"_selector": merge(holder, {"supertype": [str(items[-2])]},
                               {"subtype": str(items[-1])})}


@phrase('condition', 'ATTACHED "is" COLOR "or" COLOR',
        examples={'enchanted permanent is red or green':
                  {'_selector': {'enchanted': True, 'color': ['red', 'green']}}})
def attached_is_colors(b: Builder, items: list[Token]) -> Data:
    """"As long as enchanted permanent is red or green": either color (105.2)."""
    holder = settle(attached(b, items[:1]))
    return {"_selector": merge(holder, {"color": [str(items[1]), str(items[2])]})}


@phrase('condition', 'ATTACHED "is" STATE',
        examples={'equipped creature is attacking':
                  {'_selector': {'equipped': True, 'attacking': True}}})
def attached_state(b: Builder, items: list[Token]) -> Data:
    """"As long as equipped creature is attacking" (506.4; tapped: 110.5)."""
    state = str(items[1])
    flag = ("tapped", False) if state == "untapped" else (state, True)
    return {"_selector": {**settle(attached(b, items[:1])), flag[0]: flag[1]}}


@phrase('condition', '"there are" NUMBER "or more" COUNTER_NAME "counters among" group',
        examples={'there are four or more lore counters among Sagas you control':
                  {'ge': [{'counters_among': {'kind': 'lore',
                                              'on': {'subtype': 'Saga', 'controller': 'you'}}},
                          4]}})
def counters_among_at_least(b: Builder, items: list[Any]) -> Data:
    """"There are N or more lore counters among Sagas you control" (122.1)."""
    among = counters_among(b, [items[1], items[2]])
    return {"ge": [among, int(str(items[0]))]}


@phrase('condition', '"there are no cards in your library"',
        examples={'there are no cards in your library':
                  {'not': {'exists': {'zone': 'library', 'owner': 'you'}}}})
def library_empty(b: Builder, items: list) -> Data:
    """"There are no cards in your library" (401.1)."""
    return {"not": {"exists": {"zone": "library", "owner": "you"}}}


@phrase('condition', '"there are" NUMBER "or more different kinds of counters among" group',
        examples={('there are three or more different kinds of counters among creatures you '
                   'control'):
                  {'ge': [{'counter_kinds_among': {'type': 'creature', 'controller': 'you'}}, 3]}})
def counter_kinds_at_least(b: Builder, items: list[Any]) -> Data:
    """"Three or more different kinds of counters among creatures you control"."""
    return {"ge": [{"counter_kinds_among": settle(items[1])}, int(str(items[0]))]}


@phrase('condition', '"~ has" NUMBER "or more counters on it"',
        examples={'this creature has three or more counters on it':
                  {'ge': [{'counters_total': 'self'}, 3], '_on_self': '~'}})
def self_any_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"As long as ~ has three or more counters on it": of any kinds (122.1)."""
    return {"ge": [{"counters_total": "self"}, int(str(items[0]))], ON_SELF: "~"}


@phrase('condition', '"you control a permanent of each color"',
        examples={'you control a permanent of each color':
                  {'all': [{'exists': {'permanent': True, 'color': ['white'], 'controller': 'you'}},
                           {'exists': {'permanent': True, 'color': ['blue'], 'controller': 'you'}},
                           {'exists': {'permanent': True, 'color': ['black'], 'controller': 'you'}},
                           {'exists': {'permanent': True, 'color': ['red'], 'controller': 'you'}},
                           {'exists': {'permanent': True, 'color': ['green'], 'controller': 'you'}}]}})
def permanent_of_each_color(b: Builder, items: list[object]) -> Data:
    """"You control a permanent of each color": for each of the five colors (105.1),
    a permanent of that color that you control."""
    return {"all": [{"exists": {"permanent": True, "color": [c], "controller": "you"}}
                    for c in COLORS]}


@phrase('condition',
        'COLOR "is the most common color among all permanents or is tied for most common"',
        examples={('black is the most common color among all permanents or is tied for most '
                   'common'):
                  {'most_common_color': {'color': 'black', 'among': {'permanent': True}}}})
def most_common_color(b: Builder, items: list[Any]) -> Data:
    """A color no other color outnumbers among the permanents, each counted once for
    each of its colors (105.2, 105.2b)."""
    return {"most_common_color": {"color": str(items[0]), "among": {"permanent": True}}}


@phrase('condition', '"your life total is greater than your starting life total"',
        examples={'your life total is greater than your starting life total':
                  {'gt': [{'life': 'you'}, {'starting_life': 'you'}]}})
def life_above_start(b: Builder, items: list[Any]) -> Data:
    """Your life total greater than your starting life total (119.1, 103.4)."""
    return {"gt": [{"life": "you"}, {"starting_life": "you"}]}


@phrase('condition',
        '"your life total is at least" NUMBER "greater than your starting life total"',
        '"you have at least" NUMBER "life more than your starting life total"',
        examples={'your life total is at least 7 greater than your starting life total':
                  {'ge': [{'life': 'you'}, {'sum': [{'starting_life': 'you'}, 7]}]}})
def life_above_start_by(b: Builder, items: list[Any]) -> Data:
    """"At least N greater than" / "at least N life more than" your starting life
    total: life of the starting total plus N or more."""
    return {"ge": [{"life": "you"}, {"sum": [{"starting_life": "you"}, int(str(items[0]))]}]}


@phrase('condition', '"~ has a counter on it"',
        examples={'this creature has a counter on it':
                  {'ge': [{'counters_total': 'self'}, 1], '_on_self': '~'}})
def self_has_a_counter(b: Builder, items: list[Any]) -> Data:
    """A counter of any kind on the card itself (122.1): "it" in the clause is the card."""
    return {"ge": [{"counters_total": "self"}, 1], ON_SELF: "~"}


@phrase('condition', '"you have the city\'s blessing"',
        examples={"you have the city's blessing":
                  {'citys_blessing': 'you'}})
def you_have_citys_blessing(b: Builder, items: list[Any]) -> Data:
    """The city's blessing, a designation of the player (702.131c)."""
    return {"citys_blessing": "you"}


@phrase('condition', '"the chosen player controls" ("a"|"an") group',
        examples={'the chosen player controls a creature':
                  {'exists': {'type': 'creature', 'controller': {'chosen': 'player'}}}})
def chosen_player_controls_a(b: Builder, items: list[Any]) -> Data:
    """"As long as the chosen player controls a nontoken permanent of the chosen color":
    a permanent of the group whose controller is the player chosen as the card entered
    (its choice `player`)."""
    group = items[0]
    if not isinstance(group, dict) or "controller" in group or any(
            str(k).startswith("_") for k in group):
        return {"_declined": "a group with a controller of its own"}
    return {"exists": {**group, "controller": {"chosen": "player"}}}


@phrase('condition', 'condition "or" history_condition',
        examples={('you control a land creature or a land entered the battlefield under your '
                   'control this turn'):
                  {'any': [{'exists': {'all': [{'type': 'land'}],
                                       'type': 'creature',
                                       'controller': 'you'}},
                           {'ge': [{'entered_battlefield_this_turn': {'type': 'land',
                                                                      'controller': 'you'}},
                                   1]}]}})
def either_condition(b: Builder, items: list[Any]) -> Data:
    """"You control a land creature or a land entered the battlefield under your
    control this turn": at least one of the two holds (a condition about the card's
    object, a builder's note, is not read so)."""
    first, second = items
    if not all(isinstance(c, dict) and not any(str(k).startswith("_") for k in c)
               for c in (first, second)):
        return {"_declined": "a condition the disjunction cannot hold"}
    return {"any": [first, second]}


