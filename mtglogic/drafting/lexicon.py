'''The words of the grammar: its terminals, in lark's notation.

A sentence arrives in the form ``oracle.Normalizer`` gives it: lower case but for subtypes
(singular, capitalized: ``Goblin``, ``Forest``), numbers as digits, the card itself as
``~`` and quoted abilities as ``q0``. The terminals below are the words the phrases
(``mtglogic.drafting.phrases``) are made of; a word written in quotes inside a phrase is a
terminal of its own.
'''
from __future__ import annotations

from mtglogic.drafting.keyword_grants import MORE_KEYWORDS

KEYWORD_WORDS = ("flying", "first strike", "double strike", "vigilance", "trample", "haste",
                 "reach", "deathtouch", "lifelink", "hexproof", "indestructible", "defender",
                 "menace", "infect", "wither", "shroud", "flash", "prowess", "fear",
                 "intimidate", "changeling", "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                 "forestwalk")
_QUALITY = r"(each color|all colors|everything|artifacts|the chosen card name|legendary creatures|[a-z]+)"
_WARD = r"|ward \{[0-9]+\}"  # ward with a mana cost (702.21a)
KEYWORD_PATTERN = ("/(" + "|".join(KEYWORD_WORDS) + "|protection from " + _QUALITY
                   + "((,? and |, )from " + _QUALITY + ")*" + _WARD + MORE_KEYWORDS
                   + ")(?![a-z])/")

TERMINALS = r"""
CHOICE: "creature type" | "color" | "card name" | "basic land type" | "card type" | "number" | "player" | "opponent"
PERMANENT_WORD: "permanent"
TURN: "this turn" | "during your turn"
TARGET: "any target" | "target creature" | "you"
COMBAT: "combat" | "noncombat"
COUNTER_WORD: "poison"
NAMED_COUNTER: /(?!additional\b|number\b)[a-z]+(?![a-z\/])/
X: "x"
ROUNDING: "up" | "down"
UNDER_YOURS: "under your control"
SUPERTYPE: /(basic|legendary|snow)(?![a-z])/
COLORLESS: "colorless"
MULTIPLE: "double" | "triple" | "twice"
WHOSE: "a" | "an opponent's"
SOURCE_SPELLS: /a red instant or sorcery spell you control( or a red planeswalker you control)?/
STATE: "attacking" | "untapped" | "tapped" | "blocking"
XPT: /[+-](x|0)\/[+-](x|0)/
PERMANENT_CARDS: "permanent cards"
INSTANTS_SORCERIES: /instant (and|and\/or|or) sorcery cards?/
NON_OTHER: /non(white|blue|black|red|green|legendary)(?![a-z])/
ADJ_STATE: /(attacking|blocking|tapped)(?![a-z])/
TYPE_ADJ: /(artifact|land|enchantment)(?= creature)/
COUNTER_NAME: /[+-][0-9]+\/[+-][0-9]+|[a-z]+/
QUANT: "all" | "each" | "every"
OTHER: "other"
TOKENS: "token" | "tokens"
OUTLAWS: /outlaws?(?![a-z])/
NON_WORD: /non(creature|artifact|land|enchantment|basic)/
ATTACHED: /(enchanted|equipped) (creature|permanent|land|artifact|enchantment)/
CARD_TYPE_NOUN: /(creature|land|artifact|enchantment|planeswalker|instant|sorcery|spell)s?(?![a-z])/
CARD_TYPE: /(creature|land|artifact|enchantment|planeswalker)s?(?![a-z])/
ENCHANT_WHAT: /(creature|permanent|land|artifact|enchantment|player)(?![a-z])/
COLOR: /(white|blue|black|red|green)(?![a-z])/
SUBTYPE: /[A-Z][A-Za-z'-]*/
COUNTER: /[+-][0-9]+\/[+-][0-9]+/
PT: /[+-]?[0-9]+\/[+-]?[0-9]+/
NUMBER: /[0-9]+/
QUOTED: /q[0-9]+/
KEYWORD: """ + KEYWORD_PATTERN + r"""
GETS: "get" | "gets"
HAS: "have" | "has"
LOSES: "lose" | "loses"
IS: "is" | "are" | "is still"
GREATER_LESS: "greater" | "less"
CANT_RULES: "can't attack or block" | "can't attack" | "can't block"
ATTACHED_MANY: /(enchanted|equipped) (creatures|permanents|lands|artifacts)(?![a-z])/
PLAYER_QUALITY: "each of your opponents"
STEP_OWNER: "your" | "each opponent's" | "each player's" | "each"
STEP_NAME: "upkeep" | "draw step" | "end step" | /(precombat|first|postcombat|second) main phase/
ACTOR: "you" | "an opponent"
PLAYER_WORDS: "you" | "each opponent" | "each player" | "target player" | "target opponent"
CARDS: "a card" | /[0-9]+ cards/
COUNTERS: /(a|an|[0-9]+) ([+-][0-9]+\/[+-][0-9]+|[a-z]+) counters?(?![a-z])/
TOKEN_COUNT: /(a|an|[0-9]+)(?![a-z0-9\/])/
TOKEN_COLORS: /colorless|(white|blue|black|red|green)( and (white|blue|black|red|green))?(?![a-z])/
TOKEN_TYPES: "creature" | "artifact creature" | "enchantment creature"
%import common.WS
%ignore WS
"""
