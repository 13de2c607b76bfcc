"""Replacement effects: "if ... would ..., ... instead" (614.1a-b, 614.6), and the lines
of replacement, prevention and "can't" effects.

What happens instead of the event a replacement watches (``events``): "twice that much",
"that much plus 1", "exile it", "those tokens plus a Clue token"; a result fits only the
events it can change. "Double all damage" (614.1a), "damage that would reduce your
life total to less than 1 reduces it to 1 instead" (120.4c), damage to you dealt to
enchanted creature instead (614.9).
"""
from __future__ import annotations

from lark import Token

from mtglogic.drafting.build import (
    Builder,
    Data,
    Untranslatable,
    merge,
    pt_pair,
    settle,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import attached
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.vocabulary.tokens import predefined_tokens

PHRASES = Phrases("would_instead", __doc__)
phrase = PHRASES.add
PHRASES.rule("replacement_line", line=True)
PHRASES.rule("result", inline=True)
# results: the action, and the events it can change
AMOUNTS = ("gain_life", "damage", "create_tokens", "put_counters")


@phrase('replacement_line', 'enters', 'prevention', 'cant',
        examples={"Players can't gain life.":
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'any'}, 'cant': True}}]})
def replacement(b: Builder, items: list[Data]) -> Data:
    return {"replacement": items[0]}


@phrase('replacement_line', '"if" event "," result "instead"',
        examples={'If you would gain life, you gain twice that much life instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'you'},
                                    'instead': {'multiply': 2}}}]})
def if_instead(b: Builder, items: list[Data]) -> Data:
    event, result = items
    kinds = result.get("kinds")
    if kinds is not None and event["watch"]["event"] not in kinds:
        raise Untranslatable("a result that does not fit the event")
    counter = result.get("counter")
    if counter is not None and event["watch"].get("counter") != counter:
        raise Untranslatable("other counters")
    return {"replacement": {**{k: v for k, v in event.items() if k != "kind"},
                            "instead": result["action"]}}


@phrase('replacement_line',
        ('"as long as you have" NUMBER "or fewer cards in hand" "," "if you would draw" NUMBER '
         '"or more cards" "," "you draw that many cards plus" NUMBER "instead"'),
        examples={('As long as you have one or fewer cards in hand, if you would draw one or '
                   'more cards, you draw that many cards plus one instead.'):
                  [{'replacement': {'watch': {'event': 'draw',
                                              'player': 'you',
                                              'cards': {'ge': 1},
                                              'hand': {'le': 1}},
                                    'instead': {'add': 1}}}]})
def draw_plus_while_hand(b: Builder, items: list[Token]) -> Data:
    """The instruction to draw N or more as a whole (121.2a), the hand read once as it
    comes ("as long as you have N or fewer cards in hand"): that many plus M."""
    most, least, plus = (int(t) for t in items)
    return {"replacement": {"watch": {"event": "draw", "player": "you",
                                      "cards": {"ge": least}, "hand": {"le": most}},
                            "instead": {"add": plus}}}


@phrase('replacement_line', '"if" event "," result "instead" ", rounded" ROUNDING',
        examples={('If an opponent would put one or more counters on a permanent or player, '
                   'they put half that many of each of those kinds of counters on that '
                   'permanent or player instead, rounded down.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'by': 'opponent',
                                              'player': 'any',
                                              'target': {'permanent': True}},
                                    'instead': {'divide': 2, 'round': 'down'}}}]})
def if_instead_rounded(b: Builder, items: list) -> Data:
    """"..., rounded up/down": the rounding of a halved amount."""
    event, result, rounding = items
    if not result.get("rounds"):
        raise Untranslatable("a rounding of an amount that is not halved")
    action = {**result["action"], "round": str(rounding)}
    return if_instead(b, [event, {**result, "action": action}])


@phrase('replacement_line', '"if" event "," result',
        examples={'If a source would deal damage to you, prevent 1 of that damage.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 1}}}]})
def if_then(b: Builder, items: list[Data]) -> Data:
    event, result = items
    if "prevent" not in result["action"] or event["watch"]["event"] != "damage":
        raise Untranslatable("a result without instead")
    return if_instead(b, items)


@phrase('replacement_line',
        '"all damage that would be dealt to you is dealt to" ATTACHED "instead"',
        examples={('All damage that would be dealt to you is dealt to enchanted creature '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'redirect': {'object': 'enchanted'}}}}]})
def redirect_to_attached(b: Builder, items: list[Token]) -> Data:
    """Damage to you dealt to the enchanted creature instead (614.9)."""
    how = str(items[0]).split()[0]
    if how != "enchanted":
        raise Untranslatable("a redirection to an equipped creature")
    return {"replacement": {"watch": {"event": "damage", "recipient": {"player": "you"}},
                            "instead": {"redirect": {"object": "enchanted"}}}}


@phrase('replacement_line',
        '"damage that would reduce your life total to less than 1 reduces it to 1 instead"',
        examples={('Damage that would reduce your life total to less than 1 reduces it to 1 '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'lose_life',
                                              'player': 'you',
                                              'from_damage': True},
                                    'instead': {'life_floor': 1}}}]})
def life_floor(b: Builder, items: list) -> Data:
    """Damage can't take the life total below 1 (120.4c: on the life it makes lost)."""
    return {"replacement": {"watch": {"event": "lose_life", "player": "you",
                                      "from_damage": True}, "instead": {"life_floor": 1}}}


@phrase('replacement_line',
        ('"if you control" ("a"|"an") group "," "damage that would reduce your life total to '
         'less than 1 reduces it to 1 instead"'),
        examples={('If you control a Dragon, damage that would reduce your life total to less '
                   'than 1 reduces it to 1 instead.'):
                  [{'replacement': {'watch': {'event': 'lose_life',
                                              'player': 'you',
                                              'from_damage': True,
                                              'if': {'exists': {'subtype': 'Dragon',
                                                                'controller': 'you'}}},
                                    'instead': {'life_floor': 1}}}]})
def life_floor_if(b: Builder, items: list[Data]) -> Data:
    effect = life_floor(b, [])
    effect["replacement"]["watch"]["if"] = {
        "exists": merge(settle(items[0]), {"controller": "you"})}
    return effect


@phrase('replacement_line', '"double all damage" ("that" group | ATTACHED) "would deal"',
        examples={'Double all damage that creatures you control would deal.':
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'type': 'creature', 'controller': 'you'}},
                                    'instead': {'multiply': 2}}}]})
def double_all(b: Builder, items: list) -> Data:
    """"Double all damage X would deal" (614.1a): the damage of those sources twice."""
    source = items[0]
    if isinstance(source, Token):
        source = attached(b, [source])
    return {"replacement": {"watch": {"event": "damage", "source": settle(source)},
                            "instead": {"multiply": 2}}}


@phrase('result',
        '"you gain twice that much life"',
        '"it creates twice that many of those tokens"',
        '"it puts twice that many of those counters on that permanent"',
        '"twice that many" COUNTER "counters are put on" ("it"|"that creature"|"that permanent")',
        '"twice that many of those tokens are created"',
        '"put twice that many of each of those kinds of counters on that permanent or player"',
        '"twice that many of each of those kinds of counters are put on" ("it"|"that permanent")',
        examples={'If you would gain life, you gain twice that much life instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'you'},
                                    'instead': {'multiply': 2}}}]})
def twice(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": AMOUNTS}


@phrase('result',
        '"you gain that much life plus" NUMBER',
        '"it deals that much damage plus" NUMBER ("to that permanent or player")?',
        examples={('If a source you control would deal damage to a permanent or player, it '
                   'deals that much damage plus 1 to that permanent or player instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']}},
                                    'instead': {'add': 1}}}]})
def plus(b: Builder, items: list[Token]) -> Data:
    return {"action": {"add": int(items[0])}, "kinds": ("gain_life", "damage")}


@phrase('result', '"that player loses that much life"',
        examples={'If an opponent would gain life, that player loses that much life instead.':
                  [{'replacement': {'watch': {'event': 'gain_life', 'player': 'opponent'},
                                    'instead': {'become': {'event': 'lose_life',
                                                           'player': 'same',
                                                           'amount': 'same'}}}}]})
def lose_instead(b: Builder, items: list) -> Data:
    return {"action": {"become": {"event": "lose_life", "player": "same",
                                  "amount": "same"}}, "kinds": ("gain_life",)}


@phrase('result', '"it deals" MULTIPLE "that damage" ("to that permanent or player")?',
        examples={('If a source you control would deal damage to a permanent or player, it '
                   'deals triple that damage to that permanent or player instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'source': {'controller': 'you',
                                                         'zone': ['battlefield', 'stack']}},
                                    'instead': {'multiply': 3}}}]})
def multiply_damage(b: Builder, items: list[Token]) -> Data:
    factor = 3 if str(items[0]) == "triple" else 2
    return {"action": {"multiply": factor}, "kinds": ("damage",)}


@phrase('result', '"prevent" NUMBER "of that damage"',
        examples={'If a source would deal damage to you, prevent 1 of that damage.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 1}}}]})
def prevent_n(b: Builder, items: list[Token]) -> Data:
    return {"action": {"prevent": int(items[0])}, "kinds": ("damage",)}


@phrase('result', '"put that many" COUNTER "counters on" ("it"|"that creature")',
        examples={('If damage would be dealt to this creature, put that many +1/+1 counters '
                   'on it instead.'):
                  [{'replacement': {'watch': {'event': 'damage',
                                              'recipient': {'object': {'self': True}}},
                                    'instead': {'become': {'event': 'put_counters',
                                                           'target': 'recipient',
                                                           'counter': '+1/+1',
                                                           'amount': 'same'}}}}]})
def damage_to_counters(b: Builder, items: list[Token]) -> Data:
    return {"action": {"become": {"event": "put_counters", "target": "recipient",
                                  "counter": str(items[0]), "amount": "same"}},
            "kinds": ("damage",)}


@phrase('result', '"that many plus 1" COUNTER "counters are put on it"',
        examples={('If one or more +1/+1 counters would be put on a creature you control, '
                   'that many plus one +1/+1 counters are put on it instead.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'counter': '+1/+1',
                                              'target': {'type': 'creature', 'controller': 'you'}},
                                    'instead': {'add': 1}}}]})
def plus_one(b: Builder, items: list[Token]) -> Data:
    return {"action": {"add": 1}, "kinds": ("put_counters",), "counter": str(items[0])}


@phrase('result',
        '"that many plus 1 of each of those kinds of counters are put on that permanent"',
        '"you get that many plus 1"',
        examples={'If you would get one or more counters, you get that many plus one instead.':
                  [{'replacement': {'watch': {'event': 'put_counters', 'player': 'you'},
                                    'instead': {'add': 1}}}]})
def plus_one_each(b: Builder, items: list) -> Data:
    return {"action": {"add": 1}, "kinds": ("put_counters",)}


@phrase('result', '"that source deals double that damage to that player or permanent"',
        examples={('If a source would deal damage to a permanent or player, that source deals '
                   'double that damage to that player or permanent instead.'):
                  [{'replacement': {'watch': {'event': 'damage'}, 'instead': {'multiply': 2}}}]})
def double_damage(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": ("damage",)}


@phrase('result', '"prevent half that damage, rounded" ROUNDING',
        examples={'If a source would deal damage to you, prevent half that damage, rounded up.':
                  [{'replacement': {'watch': {'event': 'damage', 'recipient': {'player': 'you'}},
                                    'instead': {'prevent': 'half', 'round': 'up'}}}]})
def prevent_half(b: Builder, items: list[Token]) -> Data:
    """Half the damage prevented, rounded as written (615.1)."""
    return {"action": {"prevent": "half", "round": str(items[0])}, "kinds": ("damage",)}


@phrase('result',
        '"they put half that many of each of those kinds of counters on that permanent or player"',
        examples={('If an opponent would put one or more counters on a permanent or player, '
                   'they put half that many of each of those kinds of counters on that '
                   'permanent or player instead, rounded down.'):
                  [{'replacement': {'watch': {'event': 'put_counters',
                                              'by': 'opponent',
                                              'player': 'any',
                                              'target': {'permanent': True}},
                                    'instead': {'divide': 2, 'round': 'down'}}}]})
def half_counters(b: Builder, items: list) -> Data:
    return {"action": {"divide": 2}, "kinds": ("put_counters",), "rounds": True}


@phrase('result', '"exile it"',
        examples={'If this creature would die, exile it instead.':
                  [{'replacement': {'watch': {'event': 'zone_change',
                                              'from': 'battlefield',
                                              'to': 'graveyard',
                                              'object': {'self': True}},
                                    'instead': {'destination': 'exile'}}}]})
def exile_it(b: Builder, items: list) -> Data:
    return {"action": {"destination": "exile"}, "kinds": ("zone_change",)}


@phrase('result',
        ('("reveal ~ and shuffle it into its owner\'s library"|"its owner reveals it and '
         'shuffles it into their library")'),
        examples={('If this creature would be put into a graveyard from anywhere, reveal this '
                   "creature and shuffle it into its owner's library instead."):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'self': True}},
                                    'instead': {'destination': 'library', 'shuffle': True}}}]})
def shuffle_in(b: Builder, items: list) -> Data:
    return {"action": {"destination": "library", "shuffle": True},
            "kinds": ("zone_change",)}


@phrase('result', '"put" ("it"|"~") "on top of its owner\'s library"',
        examples={('If this creature would be put into a graveyard from anywhere, put it on '
                   "top of its owner's library instead."):
                  [{'replacement': {'works_from': 'anywhere',
                                    'watch': {'event': 'zone_change',
                                              'to': 'graveyard',
                                              'object': {'self': True}},
                                    'instead': {'destination': 'library', 'position': 'top'}}}]})
def on_top(b: Builder, items: list) -> Data:
    return {"action": {"destination": "library", "position": "top"},
            "kinds": ("zone_change",)}


@phrase('result', '"you win the game"',
        examples={('If you would draw a card while your library has no cards in it, you win '
                   'the game instead.'):
                  [{'replacement': {'watch': {'event': 'draw',
                                              'player': 'you',
                                              'empty_library': True},
                                    'instead': {'become': {'event': 'win_game', 'player': 'you'}}}}]})
def win_game(b: Builder, items: list) -> Data:
    return {"action": {"become": {"event": "win_game", "player": "you"}},
            "kinds": ("draw",)}


@phrase('result', '"draw" NUMBER "cards"',
        examples={'If you would draw a card, draw two cards instead.':
                  [{'replacement': {'watch': {'event': 'draw', 'player': 'you'},
                                    'instead': {'become': {'event': 'draw',
                                                           'player': 'you',
                                                           'count': 2}}}}]})
def draw_instead(b: Builder, items: list[Token]) -> Data:
    return {"action": {"become": {"event": "draw", "player": "you",
                                  "count": int(items[0])}}, "kinds": ("draw",)}


@phrase('result', '("they" "lose" | "that player loses" | "you lose") "twice that much life"',
        examples={('If an opponent would lose life, that player loses twice that much life '
                   'instead.'):
                  [{'replacement': {'watch': {'event': 'lose_life', 'player': 'opponent'},
                                    'instead': {'multiply': 2}}}]})
def twice_loss(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": ("lose_life",)}


@phrase('result', '"those tokens plus" ("a"|"an") "additional"? SUBTYPE "token are created"',
        examples={('If one or more tokens would be created under your control, those tokens '
                   'plus a Food token are created instead.'):
                  [{'replacement': {'watch': {'event': 'create_tokens', 'player': 'you'},
                                    'instead': {'become': [{'event': 'create_tokens',
                                                            'token': 'same',
                                                            'count': 'same'},
                                                           {'event': 'create_tokens',
                                                            'token': 'Food',
                                                            'count': 1}]}}}]})
def tokens_plus_predefined(b: Builder, items: list[Token]) -> Data:
    """"Those tokens plus a Clue token" (614.1a): the tokens, and one predefined token
    (111.10 in 2026; the same definitions in 2011), named only if both rulesets define it."""
    name = str(items[0])
    if any(name not in predefined_tokens(load_ruleset(r)) for r in ("cr-2011", "cr-2026")):
        raise Untranslatable(f"a {name} token the rulesets do not define")
    return {"action": {"become": [
        {"event": "create_tokens", "token": "same", "count": "same"},
        {"event": "create_tokens", "token": name, "count": 1}]},
        "kinds": ("create_tokens",)}


@phrase('result', '"those tokens plus that many" PT COLOR* SUBTYPE "creature tokens are created"',
        examples={('If one or more tokens would be created under your control, those tokens '
                   'plus that many 1/1 green Squirrel creature tokens are created instead.'):
                  [{'replacement': {'watch': {'event': 'create_tokens', 'player': 'you'},
                                    'instead': {'become': [{'event': 'create_tokens',
                                                            'token': 'same',
                                                            'count': 'same'},
                                                           {'event': 'create_tokens',
                                                            'count': 'same',
                                                            'token': {'name': 'Squirrel',
                                                                      'types': ['creature'],
                                                                      'subtypes': ['Squirrel'],
                                                                      'power': 1,
                                                                      'toughness': 1,
                                                                      'colors': ['green']}}]}}}]})
def tokens_plus_creatures(b: Builder, items: list[Token]) -> Data:
    """"Those tokens plus that many 1/1 green Squirrel creature tokens" (614.1a, 111.4):
    the tokens, and as many creature tokens of that definition."""
    power, toughness = pt_pair(str(items[0]))
    colors = [str(t) for t in items if t.type == "COLOR"]
    subtype = str(items[-1])
    token: Data = {"name": subtype, "types": ["creature"], "subtypes": [subtype],
                   "power": power, "toughness": toughness}
    if colors:
        token["colors"] = colors
    return {"action": {"become": [
        {"event": "create_tokens", "token": "same", "count": "same"},
        {"event": "create_tokens", "count": "same", "token": token}]},
        "kinds": ("create_tokens",)}


