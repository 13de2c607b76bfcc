"""Values: the numbers a phrase computes from the game (the vocabulary's value words).

"The number of cards in your hand", "the number of creatures you control", "your life
total", "twice ...", "1 plus ...", domain's "the number of basic land types among" (305.6),
"the number of colors among" (105.2), "the greatest mana value among" and "the total mana
value of" (202.3), "the number of +1/+1 counters on lands you control" (122.1). Read after
"where X is", "equal to" and by the ``value`` start symbol. A ``count`` is what "for each"
counts ("+1/+1 for each other creature you control", "for each charge counter on ~", "for
each basic land type among lands you control"), read by the ``count`` start symbol too.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    merge,
    settle,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import instant_sorcery_cards

PHRASES = Phrases("values", __doc__)
phrase = PHRASES.add
PHRASES.rule("value", inline=True)
PHRASES.rule("count", inline=True)


@phrase('value', 'NUMBER "plus" value',
        examples={'1 plus the number of creatures you control':
                  {'sum': [1, {'count': {'type': 'creature', 'controller': 'you'}}]}})
def plus_value(b: Builder, items: list) -> Data:
    """"1 plus the number of ...": a sum."""
    return {"sum": [int(items[0]), items[1]]}


@phrase('value', '"the number of" group',
        examples={'the number of Swamps you control':
                  {'count': {'subtype': 'Swamp', 'controller': 'you'}}})
def number_of(b: Builder, items: list[Data]) -> Data:
    """"The number of creatures you control": the objects of the group; "the number of
    cards in your hand", the size of that hand (a hand holds cards: a token put there
    ceases to exist, 111.8, 704.5d)."""
    group = settle(items[0])
    if group.get("zone") == "hand" and group.get("card") is True:
        group = {k: v for k, v in group.items() if k != "card"}
    return {"count": group}


@phrase('value', '"the number of card types among cards in all graveyards"',
        examples={'the number of card types among cards in all graveyards':
                  {'card_types_among': {'zone': 'graveyard'}}})
def card_types_graveyards(b: Builder, items: list) -> Data:
    return {"card_types_among": {"zone": "graveyard"}}


@phrase('value', '"the number of" COUNTER_NAME "counters on ~"',
        examples={'the number of rev counters on this creature':
                  {'counters': {'kind': 'rev', 'on': 'self'}}})
def self_counter_count(b: Builder, items: list[Token]) -> Data:
    """"The number of rev counters on ~": those on the source (122.1)."""
    return {"counters": {"kind": str(items[0]), "on": "self"}}


@phrase('value', '"the number of" (PERMANENT_CARDS|INSTANTS_SORCERIES) "in your graveyard"',
        examples={'the number of permanent cards in your graveyard':
                  {'count': {'zone': 'graveyard', 'owner': 'you', 'permanent': True}}})
def typed_cards_in_graveyard(b: Builder, items: list[Token]) -> Data:
    """Permanent cards (110.4b) or instant and sorcery cards in your graveyard."""
    word = str(items[0])
    test: Data = {"permanent": True} if word == "permanent cards" else \
        instant_sorcery_cards(b, [])
    return {"count": {"zone": "graveyard", "owner": "you", **test}}


@phrase('value', '"the number of cards in your opponents\' graveyards"',
        examples={"the number of cards in your opponents' graveyards":
                  {'count': {'card': True, 'zone': 'graveyard', 'owner': 'opponent'}}})
def opponents_graveyard_cards(b: Builder, items: list) -> Data:
    return {"count": {"card": True, "zone": "graveyard", "owner": "opponent"}}


@phrase('value', '"twice" value',
        examples={'twice the number of Islands you control':
                  {'product': [2, {'count': {'subtype': 'Island', 'controller': 'you'}}]}})
def twice_value(b: Builder, items: list[Data]) -> Data:
    return {"product": [2, items[0]]}


@phrase('value', '"your life total"',
        examples={'your life total':
                  {'life': 'you'}})
def your_life(b: Builder, items: list) -> Data:
    return {"life": "you"}


@phrase('count', '"basic land type among" group',
        examples={'basic land type among lands you control':
                  {'basic_land_types_among': {'type': 'land', 'controller': 'you'}}})
@phrase('value', '"the number of basic land types among" group',
        examples={'the number of basic land types among lands you control':
                  {'basic_land_types_among': {'type': 'land', 'controller': 'you'}}})
def basic_land_types_among(b: Builder, items: list[Data]) -> Data:
    """Domain: the basic land types among the lands (305.6)."""
    return {"basic_land_types_among": settle(items[0])}


@phrase('count', '"color among" group',
        examples={'color among permanents you control':
                  {'colors_among': {'permanent': True, 'controller': 'you'}}})
@phrase('value', '"the number of colors among" group',
        examples={'the number of colors among permanents you control':
                  {'colors_among': {'permanent': True, 'controller': 'you'}}})
def colors_among(b: Builder, items: list[Data]) -> Data:
    """"The number of colors among permanents you control" (105.2)."""
    return {"colors_among": settle(items[0])}


@phrase('value', '"the greatest mana value among" group',
        examples={'the greatest mana value among artifacts you control':
                  {'greatest': {'of': 'mana_value',
                                'among': {'type': 'artifact', 'controller': 'you'}}}})
def greatest_mana_value(b: Builder, items: list[Data]) -> Data:
    """"The greatest mana value among ..." (202.3): 0 when there is none."""
    return {"greatest": {"of": "mana_value", "among": settle(items[0])}}


@phrase('value', '"the total mana value of" group',
        examples={'the total mana value of other creatures you control':
                  {'total': {'of': 'mana_value',
                             'among': {'other': True, 'type': 'creature', 'controller': 'you'}}}})
def total_mana_value(b: Builder, items: list[Data]) -> Data:
    """"The total mana value of ..." (202.3): the mana values added together."""
    return {"total": {"of": "mana_value", "among": settle(items[0])}}


@phrase('value', '"the number of" COUNTER "counters on" group',
        examples={'the number of +1/+1 counters on lands you control':
                  {'counters_among': {'kind': '+1/+1', 'on': {'type': 'land', 'controller': 'you'}}}})
def counters_among(b: Builder, items: list[Any]) -> Data:
    """"The number of +1/+1 counters on lands you control": all of them (122.1)."""
    return {"counters_among": {"kind": str(items[0]), "on": settle(items[1])}}


@phrase('value', '"the number of cards you own in exile"',
        examples={'the number of cards you own in exile':
                  {'count': {'card': True, 'zone': 'exile', 'owner': 'you'}}})
def cards_owned_in_exile(b: Builder, items: list) -> Data:
    """"The number of cards you own in exile" (406.1; 108.3: the owner)."""
    return {"count": {"card": True, "zone": "exile", "owner": "you"}}


@phrase('value', '"the number of" group "plus the number of" group',
        examples={('the number of creatures you control plus the number of creature cards in '
                   'your graveyard'):
                  {'sum': [{'count': {'type': 'creature', 'controller': 'you'}},
                           {'count': {'type': 'creature', 'zone': 'graveyard', 'owner': 'you'}}]}})
def two_counts(b: Builder, items: list[Data]) -> Data:
    """"The number of A plus the number of B": the two counts added."""
    return {"sum": [{"count": settle(items[0])}, {"count": settle(items[1])}]}


@phrase('count', 'group',
        examples={'other creature you control':
                  {'count': {'other': True, 'type': 'creature', 'controller': 'you'}}})
def count_group(b: Builder, items: list[Data]) -> Data:
    """"For each creature you control": the objects of the group; "each other creature
    that shares a creature type with it" counts those other than it (205.3m)."""
    group = settle(items[0])
    if group.get("shares_creature_type") == "it" and group.get("other"):
        group = {**{k: v for k, v in group.items() if k != "other"}, "other_than": "it"}
    return {"count": group}


@phrase('count', 'group "and each" group',
        examples={'land you control and each land card in your graveyard':
                  {'sum': [{'count': {'type': 'land', 'controller': 'you'}},
                           {'count': {'type': 'land', 'zone': 'graveyard', 'owner': 'you'}}]}})
def count_sum(b: Builder, items: list[Data]) -> Data:
    """"For each creature you control and each creature card in your graveyard": the two
    counts added (an object is in one zone only, 400.1)."""
    return {"sum": [{"count": settle(items[0])}, {"count": settle(items[1])}]}


@phrase('count', 'SUBTYPE "and" SUBTYPE postfix+',
        examples={'Aura and Equipment attached to it':
                  {'count': {'subtype': ['Aura', 'Equipment'], 'attached_to': 'it'}}})
def count_subtypes(b: Builder, items: list[Any]) -> Data:
    """"For each Aura and Equipment attached to it": each object of either subtype
    (205.3) counted once."""
    group = merge({"subtype": [str(items[0]), str(items[1])]}, *items[2:])
    return count_group(b, [group])


@phrase('count', 'COUNTER_NAME "counter on ~"',
        examples={'charge counter on this creature':
                  {'counters': {'kind': 'charge', 'on': 'self'}}})
def count_counters_on_self(b: Builder, items: list[Token]) -> Data:
    """"For each charge counter on this": the counters on the source (122.1)."""
    return {"counters": {"kind": str(items[0]), "on": "self"}}


@phrase('count', '"graveyard with" NUMBER "or more cards in it"',
        examples={'graveyard with seven or more cards in it':
                  {'graveyards_with_at_least': 7}})
def count_graveyards(b: Builder, items: list[Token]) -> Data:
    """"For each graveyard with seven or more cards in it": each player's graveyard
    holding that many (404.1)."""
    return {"graveyards_with_at_least": int(str(items[0]))}


@phrase('count', '"of its creature types" "," "to a maximum of" NUMBER',
        examples={'of its creature types, to a maximum of 10':
                  {'least': [{'creature_types_of': 'it'}, 10]}})
def count_creature_types(b: Builder, items: list[Token]) -> Data:
    """"For each of its creature types, to a maximum of 10": the creature types of the
    object it applies to (205.3m), at most that many."""
    return {"least": [{"creature_types_of": "it"}, int(str(items[0]))]}
