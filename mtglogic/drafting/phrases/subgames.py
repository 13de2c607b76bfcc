"""Subgames and the cards outside the game (715 in 2011, 728 today; 400.11): Shahrazad's
"players play a Magic subgame" and the wishes' "you may reveal a ... card you own from
outside the game", drafted to the card's ``subgame`` key.
"""
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    Untranslatable,
    merge,
    singular,
)
from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("subgames", __doc__)
phrase = PHRASES.add
PHRASES.rule("subgame_line", line=True)
PHRASES.rule("subgame_sentence", inline=True)


@phrase('subgame_line', 'subgame_sentence ("." subgame_sentence)*',
        spells={('Players play a Magic subgame, using their libraries as their decks. Each '
                 "player who doesn't win the subgame loses half their life, rounded up."):
                [{'subgame': {'creates_subgame': True, 'non_winners_lose_life': 'half_rounded_up'}}]})
def subgame_line(b: Builder, items: list[Data]) -> Data:
    if not b.context.resolves:
        raise Untranslatable("a subgame effect of a permanent")
    return {"subgame": merge(*items)}


@phrase('subgame_sentence', '"players play a magic subgame, using their libraries as their decks"',
        spells={'Players play a Magic subgame, using their libraries as their decks.':
                [{'subgame': {'creates_subgame': True}}]})
def creates_subgame(b: Builder, items: list) -> Data:
    return {"creates_subgame": True}


@phrase('subgame_sentence',
        '"each player who doesn\'t win the subgame loses half their life, rounded up"',
        spells={"Each player who doesn't win the subgame loses half their life, rounded up.":
                [{'subgame': {'non_winners_lose_life': 'half_rounded_up'}}]})
def non_winners_lose_half(b: Builder, items: list) -> Data:
    return {"non_winners_lose_life": "half_rounded_up"}


@phrase('subgame_sentence',
        ('"you may reveal a" CARD_TYPE_NOUN ("or" CARD_TYPE_NOUN)* "card you own from outside '
         'the game and put it into your hand"'),
        spells={('You may reveal a creature or land card you own from outside the game and '
                 'put it into your hand.'):
                [{'subgame': {'bring_from_outside': {'types': ['Creature', 'Land'], 'to': 'hand'}}}]})
def wish(b: Builder, items: list[Token]) -> Data:
    return {"bring_from_outside": {"types": [singular(str(t)).capitalize() for t in items],
                                   "to": "hand"}}


@phrase('subgame_sentence', '"exile ~"',
        spells={'Exile this spell.':
                [{'subgame': {'then': 'exile'}}]})
def exile_self(b: Builder, items: list) -> Data:
    return {"then": "exile"}
