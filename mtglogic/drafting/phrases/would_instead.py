"""Replacement effects: "if ... would ..., ... instead" (614.1a-b, 614.6), and the lines
of replacement, prevention and "can't" effects.

The event a replacement watches ("you would gain life", "a source would deal damage to
...", "1 or more tokens would be created under your control", "~ would die", "you would
draw a card while your library has no cards in it") and what happens instead ("twice that
much", "that much plus 1", "exile it", "those tokens plus a Clue token"); a result fits
only the events it can change. "Double all damage" (614.1a), "damage that would reduce your
life total to less than 1 reduces it to 1 instead" (120.4c), damage to you dealt to
enchanted creature instead (614.9).
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
    pt_pair,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.groups import attached
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.vocabulary.tokens import predefined_tokens

PHRASES = Phrases("would_instead")
phrase = PHRASES.add
PHRASES.rule("replacement_line", line=True)
PHRASES.rule("event", inline=True)
PHRASES.rule("result", inline=True)
PHRASES.rule("who", inline=True)
PHRASES.rule("source", inline=True)
PHRASES.rule("recipient", inline=True)
PHRASES.rule("thing", inline=True)
# results: the action, and the events it can change
AMOUNTS = ("gain_life", "damage", "create_tokens", "put_counters")


@phrase('replacement_line', 'enters', 'prevention', 'cant')
def replacement(b: Builder, items: list[Data]) -> Data:
    return {"replacement": items[0]}


@phrase('replacement_line', '"if" event "," result "instead"')
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
         '"or more cards" "," "you draw that many cards plus" NUMBER "instead"'))
def draw_plus_while_hand(b: Builder, items: list[Token]) -> Data:
    """The instruction to draw N or more as a whole (121.2a), the hand read once as it
    comes ("as long as you have N or fewer cards in hand"): that many plus M."""
    most, least, plus = (int(t) for t in items)
    return {"replacement": {"watch": {"event": "draw", "player": "you",
                                      "cards": {"ge": least}, "hand": {"le": most}},
                            "instead": {"add": plus}}}


@phrase('replacement_line', '"if" event "," result "instead" ", rounded" ROUNDING')
def if_instead_rounded(b: Builder, items: list) -> Data:
    """"..., rounded up/down": the rounding of a halved amount."""
    event, result, rounding = items
    if not result.get("rounds"):
        raise Untranslatable("a rounding of an amount that is not halved")
    action = {**result["action"], "round": str(rounding)}
    return if_instead(b, [event, {**result, "action": action}])


@phrase('replacement_line', '"if" event "," result')
def if_then(b: Builder, items: list[Data]) -> Data:
    event, result = items
    if "prevent" not in result["action"] or event["watch"]["event"] != "damage":
        raise Untranslatable("a result without instead")
    return if_instead(b, items)


@phrase('replacement_line',
        '"all damage that would be dealt to you is dealt to" ATTACHED "instead"')
def redirect_to_attached(b: Builder, items: list[Token]) -> Data:
    """Damage to you dealt to the enchanted creature instead (614.9)."""
    how = str(items[0]).split()[0]
    if how != "enchanted":
        raise Untranslatable("a redirection to an equipped creature")
    return {"replacement": {"watch": {"event": "damage", "recipient": {"player": "you"}},
                            "instead": {"redirect": {"object": "enchanted"}}}}


@phrase('replacement_line',
        '"damage that would reduce your life total to less than 1 reduces it to 1 instead"')
def life_floor(b: Builder, items: list) -> Data:
    """Damage can't take the life total below 1 (120.4c: on the life it makes lost)."""
    return {"replacement": {"watch": {"event": "lose_life", "player": "you",
                                      "from_damage": True}, "instead": {"life_floor": 1}}}


@phrase('replacement_line',
        ('"if you control" ("a"|"an") group "," "damage that would reduce your life total to '
         'less than 1 reduces it to 1 instead"'))
def life_floor_if(b: Builder, items: list[Data]) -> Data:
    effect = life_floor(b, [])
    effect["replacement"]["watch"]["if"] = {
        "exists": merge(settle(items[0]), {"controller": "you"})}
    return effect


@phrase('replacement_line', '"double all damage" ("that" group | ATTACHED) "would deal"')
def double_all(b: Builder, items: list) -> Data:
    """"Double all damage X would deal" (614.1a): the damage of those sources twice."""
    source = items[0]
    if isinstance(source, Token):
        source = attached(b, [source])
    return {"replacement": {"watch": {"event": "damage", "source": settle(source)},
                            "instead": {"multiply": 2}}}


@phrase('event', 'who "would gain life"')
def gain_life(b: Builder, items: list[str]) -> Data:
    return {"watch": {"event": "gain_life", "player": items[0]}}


@phrase('event', 'source "would deal" COMBAT? "damage" ("to" recipient)?')
def deal_damage(b: Builder, items: list) -> Data:
    watch: Data = {"event": "damage"}
    for item in items:
        if isinstance(item, Token) and item.type == "COMBAT":
            watch["combat"] = str(item) == "combat"
        elif isinstance(item, tuple) and item[0]:
            watch[item[0]] = item[1]
    return {"watch": watch}


@phrase('event', '"damage would be dealt to ~"')
def damage_to_self(b: Builder, items: list) -> Data:
    return {"watch": {"event": "damage", "recipient": {"object": {"self": True}}}}


@phrase('event', '"an effect would create 1 or more tokens under your control"')
def create_tokens(b: Builder, items: list) -> Data:
    return {"watch": {"event": "create_tokens", "player": "you"}}


@phrase('event', '"1 or more tokens would be created" UNDER_YOURS?')
def tokens_created(b: Builder, items: list) -> Data:
    return {"watch": {"event": "create_tokens", "player": "you" if items else "any"}}


@phrase('event', '"1 or more counters would be put on" ("a"|"an") group')
def any_counters_on(b: Builder, items: list[Data]) -> Data:
    return {"watch": {"event": "put_counters", "target": settle(items[0])}}


@phrase('event', '"you would get 1 or more counters"')
def you_get_counters(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "player": "you"}}


@phrase('event', 'who "would put 1 or more counters on a permanent or player"')
def counters_by(b: Builder, items: list[str]) -> Data:
    """Counters a player puts (122.6a: the event's `by`), on a permanent or a player."""
    return {"watch": {"event": "put_counters", "by": items[0], "player": "any",
                      "target": {"permanent": True}}}


@phrase('event', '"an effect would put 1 or more counters on" ("a"|"an") group')
def effect_counters(b: Builder, items: list[Data]) -> Data:
    return {"watch": {"event": "put_counters", "target": settle(items[0]),
                      "by_effect": True}}


@phrase('event', '"1 or more" COUNTER "counters would be put on" ("a"|"an") group')
def counters_on(b: Builder, items: list) -> Data:
    return {"watch": {"event": "put_counters", "counter": str(items[0]),
                      "target": settle(items[1])}}


@phrase('event', 'thing "would be put into" WHOSE "graveyard from anywhere"')
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


@phrase('event', '"~ would die"')
def self_dies(b: Builder, items: list) -> Data:
    return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                      "object": {"self": True}}}


@phrase('event',
        '("a"|"an") group "dealt damage by ~ this turn would die"',
        '("a"|"an") group "dealt damage by ~ would die" TURN')
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


@phrase('event', '"a permanent would be put into a graveyard"')
def permanent_to_graveyard(b: Builder, items: list) -> Data:
    """A permanent put into a graveyard: from the battlefield (110.1)."""
    return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard"}}


@phrase('event', '"you would draw a card while your library has no cards in it"')
def draw_empty(b: Builder, items: list) -> Data:
    """121.6a: a draw from an empty library."""
    return {"watch": {"event": "draw", "player": "you", "empty_library": True}}


@phrase('event', '"you would draw a card"')
def draw_one(b: Builder, items: list) -> Data:
    return {"watch": {"event": "draw", "player": "you"}}


@phrase('event', '"you would draw a card while you have no cards in hand"')
def draw_empty_hand(b: Builder, items: list) -> Data:
    """A single draw while the hand is empty (121.1: the cards drawn before it count)."""
    return {"watch": {"event": "draw", "player": "you", "hand": {"eq": 0}}}


@phrase('event', '"you would draw a card except the first 1 you draw in each of your draw steps"')
def draw_after_first(b: Builder, items: list) -> Data:
    """Every draw but the first of each draw step (121.2: draws one at a time)."""
    return {"watch": {"event": "draw", "player": "you", "except_first": "draw_step"}}


@phrase('event', '("a"|"an") group "would die" TURN?')
def group_dies(b: Builder, items: list) -> Data:
    """Dies: put into a graveyard from the battlefield (700.4; 700.6 in 2011)."""
    turn = turn_of(b, items)
    watch: Data = {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                   "object": settle(items[0])}
    if "if" in turn:
        watch["if"] = turn.pop("if")
    return {**turn, "watch": watch}


@phrase('event', '"that" ("creature"|"creature or planeswalker") "would die" TURN')
def target_dies(b: Builder, items: list) -> Data:
    """"If that creature would die this turn": the resolving spell's target (115.1;
    114.1 in 2011), dying (700.4; 700.6 in 2011); draft.py checks the line names one
    target before it."""
    turn = turn_of(b, items)
    if turn != {"resolved": True}:
        raise Untranslatable("'that creature' outside a resolving effect")
    return {"resolved": True, "watch": {"event": "zone_change", "from": "battlefield",
                                        "to": "graveyard", "targeted": True}}


@phrase('event', 'thing "would be put into your graveyard from anywhere"')
def to_your_graveyard(b: Builder, items: list[Data]) -> Data:
    """A card goes to its owner's graveyard (404.1): "your graveyard" is what you own."""
    selector = merge(dict(items[0]), {"owner": "you"})
    effect: Data = {"watch": {"event": "zone_change", "to": "graveyard",
                              "object": selector}}
    if selector.get("self"):
        effect = {"works_from": "anywhere", **effect}
    return effect


@phrase('event', 'who "would lose life" TURN?')
def lose_life(b: Builder, items: list) -> Data:
    turn = turn_of(b, items)
    if turn.get("resolved"):
        raise Untranslatable("'this turn' of a life loss")
    watch: Data = {"event": "lose_life", "player": items[0], **turn}
    return {"watch": watch}


@phrase('result',
        '"you gain twice that much life"',
        '"it creates twice that many of those tokens"',
        '"it puts twice that many of those counters on that permanent"',
        '"twice that many" COUNTER "counters are put on" ("it"|"that creature"|"that permanent")',
        '"twice that many of those tokens are created"',
        '"put twice that many of each of those kinds of counters on that permanent or player"',
        '"twice that many of each of those kinds of counters are put on" ("it"|"that permanent")')
def twice(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": AMOUNTS}


@phrase('result',
        '"you gain that much life plus" NUMBER',
        '"it deals that much damage plus" NUMBER ("to that permanent or player")?')
def plus(b: Builder, items: list[Token]) -> Data:
    return {"action": {"add": int(items[0])}, "kinds": ("gain_life", "damage")}


@phrase('result', '"that player loses that much life"')
def lose_instead(b: Builder, items: list) -> Data:
    return {"action": {"become": {"event": "lose_life", "player": "same",
                                  "amount": "same"}}, "kinds": ("gain_life",)}


@phrase('result', '"it deals" MULTIPLE "that damage" ("to that permanent or player")?')
def multiply_damage(b: Builder, items: list[Token]) -> Data:
    factor = 3 if str(items[0]) == "triple" else 2
    return {"action": {"multiply": factor}, "kinds": ("damage",)}


@phrase('result', '"prevent" NUMBER "of that damage"')
def prevent_n(b: Builder, items: list[Token]) -> Data:
    return {"action": {"prevent": int(items[0])}, "kinds": ("damage",)}


@phrase('result', '"put that many" COUNTER "counters on" ("it"|"that creature")')
def damage_to_counters(b: Builder, items: list[Token]) -> Data:
    return {"action": {"become": {"event": "put_counters", "target": "recipient",
                                  "counter": str(items[0]), "amount": "same"}},
            "kinds": ("damage",)}


@phrase('result', '"that many plus 1" COUNTER "counters are put on it"')
def plus_one(b: Builder, items: list[Token]) -> Data:
    return {"action": {"add": 1}, "kinds": ("put_counters",), "counter": str(items[0])}


@phrase('result',
        '"that many plus 1 of each of those kinds of counters are put on that permanent"',
        '"you get that many plus 1"')
def plus_one_each(b: Builder, items: list) -> Data:
    return {"action": {"add": 1}, "kinds": ("put_counters",)}


@phrase('result', '"that source deals double that damage to that player or permanent"')
def double_damage(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": ("damage",)}


@phrase('result', '"prevent half that damage, rounded" ROUNDING')
def prevent_half(b: Builder, items: list[Token]) -> Data:
    """Half the damage prevented, rounded as written (615.1)."""
    return {"action": {"prevent": "half", "round": str(items[0])}, "kinds": ("damage",)}


@phrase('result',
        '"they put half that many of each of those kinds of counters on that permanent or player"')
def half_counters(b: Builder, items: list) -> Data:
    return {"action": {"divide": 2}, "kinds": ("put_counters",), "rounds": True}


@phrase('result', '"exile it"')
def exile_it(b: Builder, items: list) -> Data:
    return {"action": {"destination": "exile"}, "kinds": ("zone_change",)}


@phrase('result',
        ('("reveal ~ and shuffle it into its owner\'s library"|"its owner reveals it and '
         'shuffles it into their library")'))
def shuffle_in(b: Builder, items: list) -> Data:
    return {"action": {"destination": "library", "shuffle": True},
            "kinds": ("zone_change",)}


@phrase('result', '"put" ("it"|"~") "on top of its owner\'s library"')
def on_top(b: Builder, items: list) -> Data:
    return {"action": {"destination": "library", "position": "top"},
            "kinds": ("zone_change",)}


@phrase('result', '"you win the game"')
def win_game(b: Builder, items: list) -> Data:
    return {"action": {"become": {"event": "win_game", "player": "you"}},
            "kinds": ("draw",)}


@phrase('result', '"draw" NUMBER "cards"')
def draw_instead(b: Builder, items: list[Token]) -> Data:
    return {"action": {"become": {"event": "draw", "player": "you",
                                  "count": int(items[0])}}, "kinds": ("draw",)}


@phrase('result', '("they" "lose" | "that player loses" | "you lose") "twice that much life"')
def twice_loss(b: Builder, items: list) -> Data:
    return {"action": {"multiply": 2}, "kinds": ("lose_life",)}


@phrase('result', '"those tokens plus" ("a"|"an") "additional"? SUBTYPE "token are created"')
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


@phrase('result', '"those tokens plus that many" PT COLOR* SUBTYPE "creature tokens are created"')
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


@phrase('who', '"you"')
def you(b: Builder, items: list) -> str:
    return "you"


@phrase('who', '"an opponent"')
def opponent(b: Builder, items: list) -> str:
    return "opponent"


@phrase('source', '"a source"')
def any_source(b: Builder, items: list) -> tuple[str, Any]:
    return ("", None)


@phrase('source', '"a source you control"')
def source_you(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"controller": "you", "zone": list(SOURCE_ZONES)})


@phrase('source', '"a source an opponent controls"')
def source_opponent(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"controller": "opponent", "zone": list(SOURCE_ZONES)})


@phrase('source', '("a"|"an") group')
def source_group(b: Builder, items: list[Data]) -> tuple[str, Any]:
    return ("source", settle(items[0]))


@phrase('source', '"~"')
def self_source(b: Builder, items: list) -> tuple[str, Any]:
    return ("source", {"self": True})


@phrase('source', 'SOURCE_SPELLS')
def red_spells(b: Builder, items: list[Token]) -> tuple[str, Any]:
    spells = {"type": ["instant", "sorcery"], "zone": "stack"}
    if "planeswalker" in str(items[0]):
        return ("source", {"color": "red", "controller": "you",
                           "any": [spells, {"type": "planeswalker"}]})
    return ("source", {**spells, "color": "red", "controller": "you"})


@phrase('recipient_self', '"you"')
@phrase('recipient', '"you"')
def to_you(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "you"})


@phrase('recipient', '"a permanent or player"')
def to_anything(b: Builder, items: list) -> tuple[str, Any]:
    return ("", None)


@phrase('recipient_self', 'group')
@phrase('recipient', '("a"|"an") group')
def to_group(b: Builder, items: list[Data]) -> tuple[str, Any]:
    return ("recipient", {"object": settle(items[0])})


@phrase('recipient', '"an opponent or a permanent an opponent controls"')
def to_opponent_side(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "opponent", "object": {"controller": "opponent"}})


@phrase('recipient', '"you or a permanent you control"')
def to_your_side(b: Builder, items: list) -> tuple[str, Any]:
    return ("recipient", {"player": "you", "object": {"controller": "you"}})


@phrase('recipient_self', 'ATTACHED')
@phrase('recipient', 'ATTACHED')
def to_attached(b: Builder, items: list[Token]) -> tuple[str, Any]:
    return ("recipient", {"object": settle(attached(b, items))})


@phrase('thing', '"~"')
def thing_self(b: Builder, items: list) -> Data:
    return {"self": True}


@phrase('thing', '"a card or token"')
def thing_any(b: Builder, items: list) -> Data:
    return {}


@phrase('thing', '"a card"')
def thing_card(b: Builder, items: list) -> Data:
    return {"card": True}


@phrase('thing', '("a"|"an") CARD_TYPE_NOUN ("or" CARD_TYPE_NOUN)* "card"')
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
