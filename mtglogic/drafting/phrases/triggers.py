"""Triggered abilities (603): "when", "whenever" and "at" sentences drafted as data.

A trigger sentence is its trigger event, an intervening "if" (603.4), then what it does,
optionally "you may" (603.5), and "Do this only once each turn." (603.2h in 2026; 2011
has no such rule, and its ruleset refuses the key). The event is a word of the trigger
vocabulary (``mtglogic.vocabulary.triggers``): enters (603.6a), dies (700.4 in 2026,
700.6 in 2011), leaves the battlefield (603.6c; looking back in time, 603.10a, 603.6d in
2011), a step beginning (603.2b), life gained, a card drawn, a spell cast (601.2i in
2026, 601.2h in 2011). Its effect is a list of the instructions the vocabulary knows
(``mtglogic.vocabulary.trigger_effects``): life lost or gained, cards drawn, damage,
+1/+1 counters, creature tokens. A sentence with any other event or effect is not
derived and stays text (``draft.draft_line``), said as such: a trigger is never drafted
to mean less than its text.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from lark import Token

from mtglogic.drafting.build import Builder, Data, Untranslatable, merge, settle
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import same_kind
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET

PHRASES = Phrases("triggers", __doc__)
phrase = PHRASES.add
PHRASES.rule("trigger_line", line=True)
PHRASES.rule("trigger_event")
PHRASES.rule("trigger_group")
PHRASES.rule("intervening_if")
PHRASES.rule("trigger_body")
PHRASES.rule("trigger_effect")
PHRASES.rule("once_each_turn")
PHRASES.rule("spell_kind")
PHRASES.rule("effect_target")
PHRASES.rule("token_made")

ENTERS = '("enters" | "enters the battlefield")'
WHEN = '("when" | "whenever")'
# "At the beginning of ..." (603.2b): the step's name in the vocabulary (``STEPS``).
STEP_WORDS = {"upkeep": "upkeep", "draw step": "draw", "end step": "end",
              "precombat main phase": "precombat_main", "first main phase": "precombat_main",
              "postcombat main phase": "postcombat_main",
              "second main phase": "postcombat_main"}
# Whose step: "your" (the controller's), "each" (any player's), "each opponent's".
STEP_OWNERS = {"your": "you", "each": None, "each player's": None,
               "each opponent's": "opponent"}
# The players an instruction names (``trigger_effects.PLAYER_REFS``).
PLAYERS = {"you": "you", "each opponent": "each_opponent", "each player": "each_player",
           "target player": "target_player", "target opponent": "target_opponent"}
BLOOD_ARTIST = [{"triggered": {
    "when": {"dies": {"object": {"any": [{"self": True},
                                         {"other": True, "type": "creature"}]}}},
    "effect": [{"lose_life": {"player": "target_player", "amount": 1}},
               {"gain_life": {"player": "you", "amount": 1}}]}}]


@phrase("trigger_line", "trigger_event \",\" intervening_if? trigger_body once_each_turn?",
        examples={"When this creature enters, you gain 5 life.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 5}}]}}],
                  ("Whenever this creature or another creature dies, target player loses "
                   "1 life and you gain 1 life."): BLOOD_ARTIST})
def triggered_ability(b: Builder, items: list[Data]) -> list[Data]:
    """A triggered ability (603.1): its event, its intervening "if" (603.4), what it does,
    whether it may (603.5) and "do this only once each turn" (603.2h), as one definition.
    Only a permanent's: an instant's or sorcery's trigger sentence makes a delayed
    trigger (603.7), which this does not read."""
    if b.context.resolves:
        raise Untranslatable("a delayed trigger of a spell")
    return [{"triggered": merge(*items)}]


@phrase("trigger_event", f'{WHEN} "~" {ENTERS}',
        examples={"When Test Card enters, draw a card.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"draw": {"player": "you", "count": 1}}]}}]})
def self_enters(b: Builder, items: list) -> Data:
    """"When this permanent enters" (603.6a): checked on the board right after it enters."""
    return {"when": {"enters": {"object": {"self": True}}}}


@phrase("trigger_event", f'"whenever" trigger_group {ENTERS}',
        f'"whenever" trigger_group {ENTERS} UNDER_YOURS',
        examples={"Whenever another creature enters, you gain 1 life.":
                  [{"triggered": {"when": {"enters": {"object": {"other": True,
                                                                 "type": "creature"}}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}],
                  "Whenever a land enters under your control, you gain 1 life.":
                  [{"triggered": {"when": {"enters": {"object": {"type": "land",
                                                                 "controller": "you"}}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}]})
def group_enters(b: Builder, items: list[Any]) -> Data:
    """"Whenever a [type] enters" (603.6a): each permanent entering is one occurrence
    (603.2c), the newcomers seen as they are on the battlefield (603.6b), "under your
    control" its controller there."""
    under = {"controller": "you"} if len(items) > 1 else {}
    return {"when": {"enters": {"object": merge(items[0], under)}}}


@phrase("trigger_event", f'{WHEN} "~ dies"',
        examples={"When this creature dies, each opponent loses 2 life.":
                  [{"triggered": {"when": {"dies": {"object": {"self": True}}},
                                  "effect": [{"lose_life": {"player": "each_opponent",
                                                            "amount": 2}}]}}]})
def self_card_dies(b: Builder, items: list) -> Data:
    """"When this creature dies" (700.4 in 2026, 700.6 in 2011: put into a graveyard from
    the battlefield), a leaves-the-battlefield ability that looks back in time (603.10a;
    603.6d in 2011)."""
    return {"when": {"dies": {"object": {"self": True}}}}


@phrase("trigger_event", '"whenever" trigger_group "dies"',
        examples={"Whenever another creature you control dies, draw a card.":
                  [{"triggered": {"when": {"dies": {"object": {"other": True,
                                                               "type": "creature",
                                                               "controller": "you"}}},
                                  "effect": [{"draw": {"player": "you", "count": 1}}]}}]})
def group_member_dies(b: Builder, items: list[Data]) -> Data:
    """"Whenever a creature you control dies" (700.4 in 2026, 700.6 in 2011): each one an
    occurrence (603.2c), seen as it last existed on the battlefield (603.10a; 603.6d in
    2011)."""
    return {"when": {"dies": {"object": items[0]}}}


@phrase("trigger_event", '"whenever ~ or" trigger_group "dies"',
        examples={("Whenever this creature or another creature dies, target player loses "
                   "1 life and you gain 1 life."): BLOOD_ARTIST})
def self_or_group_dies(b: Builder, items: list[Data]) -> Data:
    """"Whenever this creature or another creature dies" (700.4 in 2026, 700.6 in 2011):
    this one, whatever it is as it dies, or one of the group (603.10a)."""
    return {"when": {"dies": {"object": {"any": [{"self": True}, items[0]]}}}}


@phrase("trigger_event", f'{WHEN} "~ leaves the battlefield"',
        examples={("When this creature leaves the battlefield, create a 3/3 green Beast "
                   "creature token."):
                  [{"triggered": {"when": {"leaves": {"object": {"self": True}}},
                                  "effect": [{"create_tokens": {"player": "you", "token": {
                                      "name": "Beast", "types": ["creature"],
                                      "subtypes": ["Beast"], "colors": ["green"],
                                      "power": 3, "toughness": 3}}}]}}]})
def self_leaves(b: Builder, items: list) -> Data:
    """"When this permanent leaves the battlefield" (603.6c), looking back in time
    (603.10a; 603.6d in 2011)."""
    return {"when": {"leaves": {"object": {"self": True}}}}


@phrase("trigger_event", '"at the beginning of" STEP_OWNER STEP_NAME',
        examples={"At the beginning of your upkeep, you lose 1 life.":
                  [{"triggered": {"when": {"step": {"step": "upkeep", "player": "you"}},
                                  "effect": [{"lose_life": {"player": "you",
                                                            "amount": 1}}]}}],
                  "At the beginning of each end step, each player draws a card.":
                  [{"triggered": {"when": {"step": {"step": "end"}},
                                  "effect": [{"draw": {"player": "each_player",
                                                       "count": 1}}]}}]})
def step_begins(b: Builder, items: list[Token]) -> Data:
    """"At the beginning of your upkeep" (603.2b): the step of whose turn (each: any
    player's)."""
    owner = STEP_OWNERS[str(items[0])]
    found: Data = {"step": STEP_WORDS[str(items[1])]}
    return {"when": {"step": found if owner is None else {**found, "player": owner}}}


@phrase("trigger_event", '"at the beginning of combat on your turn"',
        examples={"At the beginning of combat on your turn, put a +1/+1 counter on this "
                  "creature.":
                  [{"triggered": {"when": {"step": {"step": "beginning_of_combat",
                                                    "player": "you"}},
                                  "effect": [{"put_counters": {"target": "self",
                                                               "counter": "+1/+1",
                                                               "count": 1}}]}}]})
def your_combat_begins(b: Builder, items: list) -> Data:
    """"At the beginning of combat on your turn": the beginning of combat step of your
    turn (603.2b, 507.1)."""
    return {"when": {"step": {"step": "beginning_of_combat", "player": "you"}}}


@phrase("trigger_event", f'{WHEN} "~ becomes tapped"',
        examples={"Whenever this creature becomes tapped, each opponent loses 1 life.":
                  [{"triggered": {"when": {"becomes_tapped": {"object": {"self": True}}},
                                  "effect": [{"lose_life": {"player": "each_opponent",
                                                            "amount": 1}}]}}]})
def self_becomes_tapped(b: Builder, items: list) -> Data:
    """"Whenever this permanent becomes tapped" (603.2e): only a change of state, so not
    as it enters tapped."""
    return {"when": {"becomes_tapped": {"object": {"self": True}}}}


@phrase("trigger_event", f'{WHEN} "~ is put into a graveyard from the battlefield"',
        examples={("When this artifact is put into a graveyard from the battlefield, you "
                   "gain 3 life."):
                  [{"triggered": {"when": {"put_into": {"object": {"self": True},
                                                        "to": ["graveyard"],
                                                        "from": ["battlefield"]}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 3}}]}}]})
def self_put_into_graveyard(b: Builder, items: list) -> Data:
    """"Is put into a graveyard from the battlefield": a zone change written out (what
    "dies" means for a creature, 700.4 in 2026, 700.6 in 2011), a leaves-the-battlefield
    ability that looks back in time (603.10a; 603.6d in 2011)."""
    return {"when": {"put_into": {"object": {"self": True}, "to": ["graveyard"],
                                  "from": ["battlefield"]}}}


@phrase("trigger_event", '"whenever" ACTOR ("gain" | "gains") "life"',
        examples={"Whenever you gain life, put a +1/+1 counter on this creature.":
                  [{"triggered": {"when": {"gains_life": {"player": "you"}},
                                  "effect": [{"put_counters": {"target": "self",
                                                               "counter": "+1/+1",
                                                               "count": 1}}]}}]})
def gains_life(b: Builder, items: list[Token]) -> Data:
    """"Whenever you gain life" (603.2): once per life-gaining event (603.2c), however
    much is gained."""
    return {"when": {"gains_life": {"player": _actor(items[0])}}}


@phrase("trigger_event", '"whenever" ACTOR ("draw" | "draws") "a card"',
        examples={"Whenever you draw a card, you gain 1 life.":
                  [{"triggered": {"when": {"draws": {"player": "you"}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}]})
def draws(b: Builder, items: list[Token]) -> Data:
    """"Whenever you draw a card": once for each card drawn (603.2c, 121.2)."""
    return {"when": {"draws": {"player": _actor(items[0])}}}


@phrase("trigger_event", '"whenever" ACTOR ("cast" | "casts") ("a" | "an") spell_kind? "spell"',
        examples={"Whenever you cast a spell, you gain 1 life.":
                  [{"triggered": {"when": {"casts": {"player": "you"}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}],
                  "Whenever you cast a noncreature spell, draw a card.":
                  [{"triggered": {"when": {"casts": {"player": "you", "object": {
                      "not": {"type": "creature"}, "zone": ["stack"]}}},
                      "effect": [{"draw": {"player": "you", "count": 1}}]}}]})
def casts(b: Builder, items: list[Any]) -> Data:
    """"Whenever you cast a spell": as the spell becomes cast (601.2i in 2026, 601.2h in
    2011), the spell seen on the stack."""
    found: Data = {"player": _actor(items[0])}
    if len(items) > 1:
        found["object"] = merge(settle(items[1]), {"zone": ["stack"]})
    return {"when": {"casts": found}}


@phrase("spell_kind", '"instant or sorcery"',
        examples={"Whenever you cast an instant or sorcery spell, this creature deals 1 "
                  "damage to each opponent.":
                  [{"triggered": {"when": {"casts": {"player": "you", "object": {
                      "type": ["instant", "sorcery"], "zone": ["stack"]}}},
                      "effect": [{"damage": {"to": "each_opponent", "amount": 1}}]}}]})
def instant_or_sorcery(b: Builder, items: list) -> Data:
    """An instant or sorcery spell (304, 307)."""
    return {"type": ["instant", "sorcery"]}


@phrase("spell_kind", '(NON_WORD | COLOR)* CARD_TYPE', '(NON_WORD | COLOR)+',
        examples={"Whenever an opponent casts a creature spell, you gain 1 life.":
                  [{"triggered": {"when": {"casts": {"player": "opponent", "object": {
                      "type": "creature", "zone": ["stack"]}}},
                      "effect": [{"gain_life": {"player": "you", "amount": 1}}]}}]})
def spell_kind(b: Builder, items: list[Token]) -> Data:
    """What a spell is: "creature", "noncreature", "white" (a spell's types, 205.2)."""
    return same_kind(b, items)


def _actor(token: Token) -> str:
    return "you" if str(token) == "you" else "opponent"


@phrase("trigger_group", '("a" | "an") group',
        examples={"Whenever another nontoken creature enters, you lose 1 life.":
                  [{"triggered": {"when": {"enters": {"object": {
                      "other": True, "token": False, "type": "creature"}}},
                      "effect": [{"lose_life": {"player": "you", "amount": 1}}]}}],
                  "Whenever a creature you control dies, you gain 1 life.":
                  [{"triggered": {"when": {"dies": {"object": {"type": "creature",
                                                               "controller": "you"}}},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}]})
def some_of_group(b: Builder, items: list[Data]) -> Data:
    """"A creature you control", "another creature" (read as "an" and "other")."""
    return _permanents(items[0])


def _permanents(group: Data) -> Data:
    """A group a permanent's zone change is about: tests of the permanent only (a group
    naming cards or spells, or a zone, is no such group)."""
    found = settle(group)
    if "zone" in found or "card" in found:
        raise Untranslatable("a group of cards or spells in a permanent's trigger")
    return found


@phrase("intervening_if", '"if" condition ","',
        examples={("At the beginning of your upkeep, if you have 10 or more life, you gain "
                   "1 life."):
                  [{"triggered": {"when": {"step": {"step": "upkeep", "player": "you"}},
                                  "if": {"ge": [{"life": "you"}, 10]},
                                  "effect": [{"gain_life": {"player": "you",
                                                            "amount": 1}}]}}]})
def intervening_if(b: Builder, items: list[Data]) -> Data:
    """An intervening "if" (603.4): checked as it triggers and again as it resolves."""
    return {"if": items[0]}


@phrase("once_each_turn", '"." "do this only once each turn"',
        examples={("Whenever you gain life, you may draw a card. Do this only once each "
                   "turn."):
                  [{"triggered": {"when": {"gains_life": {"player": "you"}},
                                  "optional": True,
                                  "effect": [{"draw": {"player": "you", "count": 1}}],
                                  "once_each_turn": True}}]})
def once_each_turn(b: Builder, items: list) -> Data:
    """"Do this only once each turn" (603.2h in 2026): it triggers only if its controller
    has not done it this turn."""
    return {"once_each_turn": True}


@phrase("trigger_body", 'trigger_effect', 'trigger_effect "and" trigger_effect',
        'trigger_effect ("," trigger_effect)+ "," "and" trigger_effect',
        examples={("When this creature dies, you gain 2 life, draw a card, and each "
                   "opponent loses 2 life."):
                  [{"triggered": {"when": {"dies": {"object": {"self": True}}},
                                  "effect": [{"gain_life": {"player": "you", "amount": 2}},
                                             {"draw": {"player": "you", "count": 1}},
                                             {"lose_life": {"player": "each_opponent",
                                                            "amount": 2}}]}}]})
def effects(b: Builder, items: list[Data]) -> Data:
    """Its instructions, followed in the order written (608.2c), and the target they
    name (one: chosen as it is put on the stack, 603.3d)."""
    targets = [i.pop("_target") for i in items if "_target" in i]
    if len(targets) > 1:
        raise Untranslatable("two targets in one triggered ability")
    return {"effect": items, **({"target": targets[0]} if targets else {})}


@phrase("trigger_body", '"you may" trigger_effect',
        examples={"At the beginning of your upkeep, you may draw a card.":
                  [{"triggered": {"when": {"step": {"step": "upkeep", "player": "you"}},
                                  "optional": True,
                                  "effect": [{"draw": {"player": "you", "count": 1}}]}}]})
def may(b: Builder, items: list[Data]) -> Data:
    """"You may ...": its controller chooses as it resolves (603.5)."""
    return {**effects(b, items), "optional": True}


@phrase("trigger_effect", 'PLAYER_WORDS ("gain" | "gains") NUMBER "life"', '"gain" NUMBER "life"',
        examples={"Whenever a creature enters, each player gains 2 life.":
                  [{"triggered": {"when": {"enters": {"object": {"type": "creature"}}},
                                  "effect": [{"gain_life": {"player": "each_player",
                                                            "amount": 2}}]}}]})
def gains_life_effect(b: Builder, items: list[Token]) -> Data:
    """A player gains life (119.3)."""
    return {"gain_life": {"player": _player(items), "amount": int(items[-1])}}


@phrase("trigger_effect", 'PLAYER_WORDS LOSES NUMBER "life"', 'LOSES NUMBER "life"',
        examples={"When this creature enters, target opponent loses 3 life.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"lose_life": {"player": "target_opponent",
                                                            "amount": 3}}]}}]})
def loses_life_effect(b: Builder, items: list[Token]) -> Data:
    """A player loses life (119.3)."""
    return {"lose_life": {"player": _player(items), "amount": int(items[-1])}}


@phrase("trigger_effect", 'PLAYER_WORDS ("draw" | "draws") CARDS', '"draw" CARDS',
        examples={"When this creature enters, draw 2 cards.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"draw": {"player": "you", "count": 2}}]}}]})
def draw(b: Builder, items: list[Token]) -> Data:
    """A player draws cards (121.2)."""
    return {"draw": {"player": _player(items), "count": _count(items[-1])}}


@phrase("trigger_effect", '"~ deals" NUMBER "damage to" PLAYER_WORDS',
        examples={"At the beginning of your upkeep, this creature deals 1 damage to you.":
                  [{"triggered": {"when": {"step": {"step": "upkeep", "player": "you"}},
                                  "effect": [{"damage": {"to": "you", "amount": 1}}]}}]})
def deals_damage(b: Builder, items: list[Token]) -> Data:
    """Its source deals damage to a player (120.3)."""
    return {"damage": {"to": PLAYERS[str(items[1])], "amount": int(items[0])}}


@phrase("trigger_effect", '"put" COUNTERS "on" effect_target',
        examples={"When this creature enters, put a +1/+1 counter on target creature.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"put_counters": {"target": "target",
                                                               "counter": "+1/+1",
                                                               "count": 1}}],
                                  "target": {"type": "creature"}}}]})
def put_counters(b: Builder, items: list[Any]) -> Data:
    """Counters put on a permanent (122.1): this one, or its target."""
    count, counter = str(items[0]).split(" ", 2)[:2]
    to, target = items[1]
    found: Data = {"put_counters": {"target": to, "counter": counter,
                                    "count": 1 if count in ("a", "an") else int(count)}}
    return {**found, "_target": target} if target is not None else found


@phrase("effect_target", '"~"',
        examples={"At the beginning of your end step, put 2 +1/+1 counters on this creature.":
                  [{"triggered": {"when": {"step": {"step": "end", "player": "you"}},
                                  "effect": [{"put_counters": {"target": "self",
                                                               "counter": "+1/+1",
                                                               "count": 2}}]}}]})
def on_self(b: Builder, items: list) -> tuple[str, None]:
    return ("self", None)


@phrase("effect_target", '"target" group',
        examples={("Whenever another creature you control dies, put a +1/+1 counter on "
                   "target creature you control."):
                  [{"triggered": {"when": {"dies": {"object": {"other": True,
                                                               "type": "creature",
                                                               "controller": "you"}}},
                                  "effect": [{"put_counters": {"target": "target",
                                                               "counter": "+1/+1",
                                                               "count": 1}}],
                                  "target": {"type": "creature", "controller": "you"}}}]})
def on_target(b: Builder, items: list[Data]) -> tuple[str, Data]:
    """A target chosen as the ability is put on the stack (603.3d, 115.1)."""
    return ("target", _permanents(items[0]))


@phrase("trigger_effect", '"create" token_made',
        examples={("When this creature enters, create two 1/1 white Spirit creature tokens "
                   "with flying."):
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"create_tokens": {
                                      "player": "you", "count": 2, "token": {
                                          "name": "Spirit", "types": ["creature"],
                                          "subtypes": ["Spirit"], "colors": ["white"],
                                          "power": 1, "toughness": 1,
                                          "abilities": ["flying"]}}}]}}]})
def creates_tokens(b: Builder, items: list[Data]) -> Data:
    """Its controller creates creature tokens, defined where they are made (111.3 in
    2026, 110.5b in 2011)."""
    return {"create_tokens": {"player": "you", **items[0]}}


@phrase("trigger_effect", '"create" TOKEN_COUNT SUBTYPE ("token" | "tokens")',
        examples={"When this creature enters, create a Treasure token.":
                  [{"triggered": {"when": {"enters": {"object": {"self": True}}},
                                  "effect": [{"create_tokens": {"player": "you",
                                                                "token": "Treasure"}}]}}],
                  "When this creature dies, create 2 Food tokens.":
                  [{"triggered": {"when": {"dies": {"object": {"self": True}}},
                                  "effect": [{"create_tokens": {"player": "you",
                                                                "token": "Food",
                                                                "count": 2}}]}}]})
def creates_predefined_tokens(b: Builder, items: list[Token]) -> Data:
    """Tokens the rules predefine by name (111.10 in 2026; the 2011 ruleset defines the
    same from the cards' reminder texts), only those the ruleset lists."""
    name = str(items[1])
    if name not in predefined_tokens():
        raise Untranslatable(f"a {name} token the rules do not define")
    amount = str(items[0])
    return {"create_tokens": {"player": "you", "token": name,
                              **({} if amount in ("a", "an") else {"count": int(amount)})}}


@cache
def predefined_tokens() -> frozenset[str]:
    node = load_ruleset(DEFAULT_RULESET).section("tokens")["predefined"]
    return frozenset(node.value)


@phrase("trigger_effect", '"sacrifice ~"',
        examples={"At the beginning of your end step, sacrifice this creature.":
                  [{"triggered": {"when": {"step": {"step": "end", "player": "you"}},
                                  "effect": [{"sacrifice": {"object": "self"}}]}}]})
def sacrifice_self(b: Builder, items: list) -> Data:
    """Its controller sacrifices this permanent (701.21a in 2026, 701.14a in 2011)."""
    return {"sacrifice": {"object": "self"}}


@phrase("token_made", 'TOKEN_COUNT PT TOKEN_COLORS SUBTYPE+ TOKEN_TYPES ("token" | "tokens")',
        'TOKEN_COUNT PT TOKEN_COLORS SUBTYPE+ TOKEN_TYPES ("token" | "tokens") "with" KEYWORD',
        'TOKEN_COUNT PT TOKEN_COLORS SUBTYPE+ TOKEN_TYPES ("token" | "tokens") "with" '
        'KEYWORD "and" KEYWORD',
        examples={("At the beginning of your upkeep, create a 2/2 white and blue Bird "
                   "Soldier artifact creature token with flying and vigilance."):
                  [{"triggered": {"when": {"step": {"step": "upkeep", "player": "you"}},
                                  "effect": [{"create_tokens": {"player": "you", "token": {
                                      "name": "Bird Soldier",
                                      "types": ["artifact", "creature"],
                                      "subtypes": ["Bird", "Soldier"],
                                      "colors": ["white", "blue"], "power": 2,
                                      "toughness": 2,
                                      "abilities": ["flying", "vigilance"]}}}]}}]})
def token_made(b: Builder, items: list[Token]) -> Data:
    """"A 3/3 green Beast creature token" (named after its subtypes: 111.4 in 2026,
    110.5c in 2011), with the keywords it has."""
    count, pt, colors, *rest = items
    subtypes = [str(t) for t in rest if t.type == "SUBTYPE"]
    kinds = next(str(t) for t in rest if t.type == "TOKEN_TYPES").split()
    keywords = [str(t) for t in rest if t.type == "KEYWORD"]
    power, toughness = (int(n) for n in str(pt).split("/"))
    painted = [] if str(colors) == "colorless" else str(colors).replace(" and ", " ").split()
    token: Data = {"name": " ".join(subtypes), "types": kinds, "subtypes": subtypes,
                   "colors": painted, "power": power, "toughness": toughness}
    if keywords:
        token["abilities"] = keywords
    amount = str(count)
    return {**({} if amount in ("a", "an") else {"count": int(amount)}),
            "token": {k: v for k, v in token.items() if v != []}}


def _player(items: list[Token]) -> str:
    """The player a subject names; without one (an imperative), its controller."""
    first = items[0]
    return PLAYERS[str(first)] if first.type == "PLAYER_WORDS" else "you"


def _count(token: Token) -> int:
    words = str(token).split()
    return 1 if words[0] == "a" else int(words[0])
