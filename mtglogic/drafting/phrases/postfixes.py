"""What follows a group's noun (611.3a, 613.1): "you control", "your opponents control",
"with flying", "with power 2 or less", "in your graveyard", "attached to it", "that
aren't Zombies", "of the chosen type", "with a +1/+1 counter on it", each a test of the
vocabulary's selectors.
"""
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import Builder, Data, Untranslatable, singular
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import creature_type_chosen

PHRASES = Phrases("postfixes", __doc__)
phrase = PHRASES.add


@phrase('postfix', '"you control"',
        examples={'creatures you control':
                  {'type': 'creature', 'controller': 'you'}})
def you_control(b: Builder, items: list) -> Data:
    return {"controller": "you"}


@phrase('postfix', '"of the chosen type"',
        examples={'creatures of the chosen type':
                  {'type': 'creature', 'subtype': [{'chosen': 'creature_type'}]}})
def of_chosen_type(b: Builder, items: list) -> Data:
    creature_type_chosen(b, )
    return {"subtype": [{"chosen": "creature_type"}]}


@phrase('postfix', '"of the chosen color"',
        examples={'permanents of the chosen color':
                  {'permanent': True, 'color': {'chosen': 'color'}}})
def of_chosen_color(b: Builder, items: list) -> Data:
    return {"color": {"chosen": "color"}}


@phrase('postfix', '("your opponents control" | "an opponent controls")',
        examples={'creatures your opponents control':
                  {'type': 'creature', 'controller': 'opponent'}})
def opponent_controls(b: Builder, items: list) -> Data:
    return {"controller": "opponent"}


@phrase('postfix', '"with" KEYWORD',
        examples={'creatures with flying':
                  {'type': 'creature', 'keyword': 'flying'}})
def with_keyword(b: Builder, items: list[Token]) -> Data:
    return {"keyword": str(items[0])}


@phrase('postfix', '"without" KEYWORD',
        examples={'creatures without flying':
                  {'type': 'creature', 'not': {'keyword': 'flying'}}})
def without_keyword(b: Builder, items: list[Token]) -> Data:
    """"Creatures without flying": those that don't have the keyword (702.1)."""
    return {"not": {"keyword": str(items[0])}}


@phrase('postfix', '"with power" NUMBER "or less"',
        examples={'creatures with power 2 or less':
                  {'type': 'creature', 'power': {'le': 2}}})
def with_power_at_most(b: Builder, items: list[Token]) -> Data:
    """"With power 2 or less" (208.1): compared with the power the layers give."""
    return {"power": {"le": int(items[0])}}


@phrase('postfix', '"with power" NUMBER "or greater"',
        examples={'creatures with power 4 or greater':
                  {'type': 'creature', 'power': {'ge': 4}}})
def with_power_at_least(b: Builder, items: list[Token]) -> Data:
    return {"power": {"ge": int(items[0])}}


@phrase('postfix', '"with power or toughness" NUMBER "or less"',
        examples={'creatures with power or toughness 1 or less':
                  {'type': 'creature', 'any': [{'power': {'le': 1}}, {'toughness': {'le': 1}}]}})
def with_power_or_toughness_at_most(b: Builder, items: list[Token]) -> Data:
    """"With power or toughness 1 or less": either is at most N (208.1)."""
    bound = {"le": int(items[0])}
    return {"any": [{"power": bound}, {"toughness": bound}]}


@phrase('postfix', '"with no abilities"',
        examples={'creatures with no abilities':
                  {'type': 'creature', 'has_abilities': False}})
def without_abilities(b: Builder, items: list) -> Data:
    return {"has_abilities": False}


@phrase('postfix', '"named ~"',
        examples={'cards named Test Card': {'card': True, 'name': ['Test Card']}})
def named_self(b: Builder, items: list) -> Data:
    return {"name": [b.context.name]}


@phrase('postfix', '"in your library"',
        examples={'cards in your library':
                  {'card': True, 'zone': 'library', 'owner': 'you'}})
def in_your_library(b: Builder, items: list) -> Data:
    return {"zone": "library", "owner": "you"}


@phrase('postfix', '"in" "all"? "graveyards"',
        examples={'Zombie cards in all graveyards':
                  {'subtype': ['Zombie'], 'card': True, 'zone': 'graveyard'}})
def in_graveyards(b: Builder, items: list) -> Data:
    return {"zone": "graveyard"}


@phrase('postfix', '"in your graveyard"',
        examples={'creature cards in your graveyard':
                  {'type': 'creature', 'zone': 'graveyard', 'owner': 'you'}})
def in_your_graveyard(b: Builder, items: list) -> Data:
    return {"zone": "graveyard", "owner": "you"}


@phrase('postfix', '"in your hand"',
        examples={'land cards in your hand':
                  {'type': 'land', 'zone': 'hand', 'owner': 'you'}})
def in_your_hand(b: Builder, items: list) -> Data:
    return {"zone": "hand", "owner": "you"}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("basic"|"a basic land")',
        examples={"lands that aren't basic":
                  {'type': 'land', 'not': {'supertype': 'basic'}}})
def not_basic(b: Builder, items: list) -> Data:
    return {"not": {"supertype": "basic"}}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("a"|"an")? CARD_TYPE_NOUN',
        examples={"permanents that aren't creatures":
                  {'permanent': True, 'not': {'type': 'creature'}}})
def not_type(b: Builder, items: list[Token]) -> Data:
    return {"not": {"type": singular(str(items[0]))}}


@phrase('postfix', '"that" ("aren\'t"|"isn\'t") ("a"|"an")? SUBTYPE',
        examples={"creatures that aren't Zombies":
                  {'type': 'creature', 'not': {'subtype': 'Zombie'}}})
def not_subtype(b: Builder, items: list[Token]) -> Data:
    return {"not": {"subtype": str(items[0])}}


@phrase('postfix', '"on the battlefield"',
        examples={'Elves on the battlefield':
                  {'subtype': 'Elf', 'zone': 'battlefield'}})
def on_battlefield(b: Builder, items: list) -> Data:
    return {"zone": "battlefield"}


@phrase('postfix', '"attached to" ("it"|"him"|"her")',
        examples={'Equipment attached to it':
                  {'subtype': 'Equipment', 'attached_to': 'it'}})
def attached_to_it(b: Builder, items: list) -> Data:
    """"Attached to it": to the object the effect applies to, in a count (301.5a,
    303.4a)."""
    return {"attached_to": "it"}


@phrase('postfix', '"attached to ~"',
        examples={'Auras attached to this creature':
                  {'subtype': 'Aura', 'attached_to': 'self'}})
def attached_to_self(b: Builder, items: list) -> Data:
    return {"attached_to": "self"}


@phrase('postfix', '"that shares" ("a"|"at least 1") "creature type with it"',
        examples={'other creature that shares a creature type with it':
                  {'other': True, 'type': 'creature', 'shares_creature_type': 'it'}})
def shares_type_with_it(b: Builder, items: list) -> Data:
    """"That shares a creature type with it" (205.3m): with the object the effect is
    applied to, in a count."""
    return {"shares_creature_type": "it"}


@phrase('postfix',
        '"with" ("a"|"an") COUNTER "counter on it"',
        '"with" COUNTER "counters on them"',
        '"with" ("a"|"an") COUNTER_NAME "counter on it"',
        examples={'creatures with a +1/+1 counter on it':
                  {'type': 'creature', 'counter': '+1/+1'}})
def with_counter(b: Builder, items: list[Token]) -> Data:
    """"With a +1/+1 counter on it", "with +1/+1 counters on them" (122.1)."""
    return {"counter": str(items[0])}


@phrase('postfix',
        '"that\'s" ("a"|"an") SUBTYPE ("or" ("a"|"an")? SUBTYPE)*',
        '"that are" SUBTYPE "and/or" SUBTYPE',
        examples={'creatures you control that are Wolves and/or Werewolves':
                  {'type': 'creature', 'controller': 'you', 'subtype': ['Wolf', 'Werewolf']}})
def thats_subtypes(b: Builder, items: list[Token]) -> Data:
    """"Creature ... that's a Fungus or Saproling": of one of these subtypes (205.3)."""
    return {"subtype": [str(t) for t in items]}


@phrase('postfix', '"but don\'t own"',
        examples={"creatures you control but don't own":
                  {'type': 'creature', 'controller': 'you', 'not': {'owner': 'you'}}})
def not_owned(b: Builder, items: list) -> Data:
    """"Creatures you control but don't own": another player owns them (108.3)."""
    return {"not": {"owner": "you"}}


@phrase('postfix', '"with a counter on it"',
        examples={'creatures with a counter on it':
                  {'type': 'creature', 'has_counters': True}})
def with_any_counter(b: Builder, items: list) -> Data:
    """"A creature with a counter on it": of any kind (122.1)."""
    return {"has_counters": True}


@phrase('postfix', '"other than ~"',
        examples={'creatures you control other than this creature':
                  {'type': 'creature', 'controller': 'you', 'other': True}})
def other_than_self(b: Builder, items: list) -> Data:
    return {"other": True}


@phrase('postfix', '"with the chosen name"',
        examples={'lands with the chosen name':
                  {'type': 'land', 'name': [{'chosen': 'name'}]}})
def with_chosen_name(b: Builder, items: list) -> Data:
    """"Lands with the chosen name": named as the name chosen for the source (201.2;
    the source's choice, as its other abilities read it)."""
    return {"name": [{"chosen": "name"}]}


@phrase('postfix', '"with mana value" NUMBER "or" GREATER_LESS',
        examples={'permanents with mana value 4 or greater':
                  {'permanent': True, 'mana_value': {'ge': 4}}})
def with_mana_value_bound(b: Builder, items: list[Token]) -> Data:
    """"With mana value 4 or greater" (202.3): its mana value at least (or at most) N."""
    bound = "ge" if str(items[1]) == "greater" else "le"
    return {"mana_value": {bound: int(str(items[0]))}}


@phrase('postfix', '"that are enchanted by" SUBTYPE "you control"',
        examples={'creatures that are enchanted by Auras you control':
                  {'type': 'creature', 'has_attached': {'subtype': ['Aura'], 'controller': 'you'}}})
def enchanted_by_yours(b: Builder, items: list[Token]) -> Data:
    """"That are enchanted by Auras you control" (303.4)."""
    if str(items[0]) != "Aura":
        raise Untranslatable("enchanted by another subtype")
    return {"has_attached": {"subtype": ["Aura"], "controller": "you"}}
