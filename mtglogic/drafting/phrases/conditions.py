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
    IT,
    ON_SELF,
    Builder,
    Data,
    Untranslatable,
    merge,
    settle,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.abilities import have
from mtglogic.drafting.phrases.anthems import applies
from mtglogic.drafting.phrases.groups import attached, instant_sorcery_cards
from mtglogic.drafting.phrases.history import MAX_SPEED
from mtglogic.drafting.phrases.values import counters_among

PHRASES = Phrases("conditions")
phrase = PHRASES.add
PHRASES.rule("condition", inline=True)
PHRASES.rule("conditional_predicate")
PHRASES.rule("conditional_item")
NOT_YOUR_TURN: Data = {"not": {"your_turn": True}}
HOLDERS = ("self", "enchanted", "equipped")
COLORS = ("white", "blue", "black", "red", "green")


@phrase('static_line', '"as long as" condition "," clause')
def while_first(b: Builder, items: list[Data]) -> Data:
    return {"static": conditioned(items[1], items[0])}


@phrase('static_line', 'clause "as long as" condition')
def while_last(b: Builder, items: list[Data]) -> Data:
    return {"static": conditioned(items[0], items[1])}


@phrase('static_line', '"as long as" "~ is in your graveyard and" condition "," clause')
def from_graveyard(b: Builder, items: list[Data]) -> Data:
    """"As long as this card is in your graveyard": it functions there (113.6)."""
    body = conditioned(items[1], items[0])
    return {"static": {"functions_in": ["graveyard"], **body}}


@phrase('static_line', '"during your turn" "," clause')
def during_your_turn(b: Builder, items: list[Data]) -> Data:
    """"During your turn, ...": as long as it is its controller's turn (611.3a)."""
    return {"static": conditioned(items[0], {"your_turn": True})}


@phrase('static_line', 'clause "during your turn"')
def during_your_turn_last(b: Builder, items: list[Data]) -> Data:
    """"... has first strike during your turn": as "During your turn, ..." (611.3a)."""
    return during_your_turn(b, items)


@phrase('condition', '"you control" ("a"|"an") group')
def you_control_a(b: Builder, items: list[Data]) -> Data:
    return {"exists": merge(settle(items[0]), {"controller": "you"})}


@phrase('condition', '"you control" NUMBER "or more" group')
def you_control_n(b: Builder, items: list) -> Data:
    return {"ge": [{"count": merge(settle(items[1]), {"controller": "you"})},
                   int(items[0])]}


@phrase('condition', '"an opponent controls" ("a"|"an") group')
def opponent_controls_a(b: Builder, items: list[Data]) -> Data:
    return {"exists": merge(settle(items[0]), {"controller": "opponent"})}


@phrase('condition', '"you have" NUMBER "or more life"')
def life_at_least(b: Builder, items: list[Token]) -> Data:
    return {"ge": [{"life": "you"}, int(items[0])]}


@phrase('condition', '"there are" NUMBER "or more cards in your graveyard"')
def graveyard_at_least(b: Builder, items: list[Token]) -> Data:
    return {"ge": [{"count": {"zone": "graveyard", "owner": "you"}}, int(items[0])]}


@phrase('condition', '"it\'s your turn"')
def your_turn(b: Builder, items: list) -> Data:
    return {"your_turn": True}


@phrase('condition',
        '"there are" NUMBER "or more" CARD_TYPE_NOUN "cards in your graveyard"',
        '"there are" NUMBER "or more" (PERMANENT_CARDS|INSTANTS_SORCERIES) "in your graveyard"')
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


@phrase('condition', '"there are" NUMBER "or more" SUBTYPE "cards in your graveyard"')
def subtype_graveyard_at_least(b: Builder, items: list[Token]) -> Data:
    """"There are N or more Lesson cards in your graveyard" (205.3: a subtype)."""
    return {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                              "subtype": [str(items[1])]}}, int(items[0])]}


@phrase('condition',
        '"~ has" NUMBER "or more" COUNTER_NAME "counters on it"',
        '"~ has" ("a"|"an") COUNTER_NAME "counter on it"',
        '"there are" NUMBER "or more" COUNTER_NAME "counters on ~"',
        '"~ has" ("a"|"an") COUNTER_NAME "counter on" ("him"|"her")',
        '"~ has" NUMBER "or more" COUNTER_NAME "counters on" ("him"|"her")')
def self_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"This has N or more quest counters on it" (a counter kind, 122.1)."""
    number = int(items[0]) if len(items) > 1 else 1
    kind = str(items[-1])
    return {"ge": [{"counters": {"kind": kind, "on": "self"}}, number], ON_SELF: "~"}


@phrase('condition', '"~ is" STATE')
def self_state(b: Builder, items: list[Token]) -> Data:
    state = str(items[0])
    flag = {"untapped": ("tapped", False)}.get(state, (state, True))
    return {"_selector": {"self": True, flag[0]: flag[1]}}


@phrase('condition', '"it\'s" STATE')
def it_state(b: Builder, items: list[Token]) -> Data:
    state = str(items[0])
    flag = {"untapped": ("tapped", False)}.get(state, (state, True))
    return {"_selector": {flag[0]: flag[1]}}


@phrase('condition',
        '("~"|ATTACHED) "is" ("a"|"an") (CARD_TYPE|SUBTYPE)',
        '("~"|ATTACHED) "is" SUPERTYPE')
def attached_is(b: Builder, items: list[Token]) -> Data:
    holder = {"self": True} if len(items) == 1 else settle(attached(b, items[:1]))
    word = str(items[-1])
    kind = items[-1].type
    test = {"subtype": word} if kind == "SUBTYPE" else \
        {"supertype": [word]} if kind == "SUPERTYPE" else {"type": singular(word)}
    return {"_selector": merge(holder, test)}


@phrase('condition', '"it\'s" ("a"|"an") SUBTYPE')
def it_is_subtype(b: Builder, items: list[Token]) -> Data:
    """"As long as it's a Wall": a subtype test of the object the clause affects."""
    return {"_selector": {"subtype": str(items[0])}}


@phrase('condition', '"you control" NUMBER "or fewer" group')
def you_control_at_most(b: Builder, items: list) -> Data:
    return {"le": [{"count": merge(settle(items[1]), {"controller": "you"})},
                   int(items[0])]}


@phrase('condition', '"you control" ("a"|"an") group "or" ("a"|"an") group')
def you_control_either(b: Builder, items: list[Data]) -> Data:
    return {"any": [you_control_a(b, [group]) for group in items]}


@phrase('condition', '("a player" | "an opponent") "has" NUMBER "or less life"')
def someone_life_at_most(b: Builder, items: list[Token]) -> Data:
    """"A player has N or less life": the lowest life total (119.1; 118.1 in 2011)."""
    among = "any" if len(items) == 1 or str(items[0]) == "a player" else "opponent"
    return {"le": [{"lowest_life": among}, int(str(items[-1]))]}


@phrase('condition',
        '"it has" NUMBER "or more" COUNTER_NAME "counters on it"',
        '"it has" ("a"|"an") COUNTER_NAME "counter on it"')
def it_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"... as long as it has N or more quest counters on it": the counters on the card
    itself, when the clause is about the card (122.1, 611.3a)."""
    return {**self_counters_at_least(b, items), ON_SELF: "it"}


@phrase('condition', '"~ is equipped"')
def self_equipped(b: Builder, items: list) -> Data:
    """"As long as ~ is equipped": an Equipment is attached to it (301.5a)."""
    return {"exists": {"subtype": ["Equipment"], "attached_to": "self"}, ON_SELF: "~"}


@phrase('condition', '"it\'s equipped"')
def it_equipped(b: Builder, items: list) -> Data:
    return {**self_equipped(b, items), ON_SELF: "it"}


@phrase('condition', '"any player controls" ("a"|"an") group')
def anyone_controls_a(b: Builder, items: list[Data]) -> Data:
    """"As long as any player controls a white permanent": one is on the battlefield,
    whoever controls it (611.3a)."""
    return {"exists": settle(items[0])}


@phrase('condition',
        '("there\'s"|"there is") ("a"|"an") (SUBTYPE|CARD_TYPE_NOUN) "card in your graveyard"')
def card_in_graveyard(b: Builder, items: list[Token]) -> Data:
    """"As long as there's a Lesson card in your graveyard" (404.1)."""
    word = str(items[0])
    test: Data = {"subtype": [word]} if items[0].type == "SUBTYPE" else \
        {"type": [singular(word)]}
    if test.get("type") == ["spell"]:
        raise Untranslatable("spell cards")
    return {"exists": {"zone": ["graveyard"], "owner": "you", **test}}


@phrase('condition', '"there are" NUMBER "or more card types among cards in your graveyard"')
def card_types_at_least(b: Builder, items: list[Token]) -> Data:
    """"N or more card types among cards in your graveyard" (delirium's condition;
    205.2a: the card types)."""
    return {"ge": [{"card_types_among": {"zone": ["graveyard"], "owner": "you"}},
                   int(str(items[0]))]}


@phrase('condition', '"you gained life this turn"')
def gained_life_this_turn(b: Builder, items: list) -> Data:
    """"As long as you gained life this turn": more than 0 life gained (119.9)."""
    return {"gt": [{"life_gained_this_turn": "you"}, 0]}


@phrase('condition', '"you\'ve lost life this turn"')
def lost_life_this_turn(b: Builder, items: list) -> Data:
    return {"gt": [{"life_lost_this_turn": "you"}, 0]}


@phrase('condition', '"you\'ve drawn" NUMBER "or more cards this turn"')
def drawn_this_turn(b: Builder, items: list[Token]) -> Data:
    """"As long as you've drawn N or more cards this turn" (121.1)."""
    return {"ge": [{"cards_drawn_this_turn": "you"}, int(str(items[0]))]}


@phrase('history_static', '"max speed —" clause')
def h_max_speed_clause(b: Builder, items: list[Any]) -> Data:
    """"Max speed — [ability]": as long as your speed is 4, the object has the ability
    (702.178a; none in 2011), drafted as the ability under that condition."""
    return {"static": conditioned(items[0], MAX_SPEED)}


@phrase('condition', '"no opponent controls" ("a"|"an") group')
def no_opponent_controls_a(b: Builder, items: list[Data]) -> Data:
    return {"not": {"exists": merge(settle(items[0]), {"controller": "opponent"})}}


@phrase('condition', '"it\'s your turn and" condition')
def your_turn_and(b: Builder, items: list[Data]) -> Data:
    """"As long as it's your turn and C": both hold (611.3a)."""
    other = items[0]
    if "_selector" in other or ON_SELF in other:
        raise Untranslatable("a test of an object beside the turn")
    return {"all": [{"your_turn": True}, other]}


@phrase('condition', '("~"|ATTACHED) "is" ("a"|"an") SUPERTYPE SUBTYPE')
def attached_is_both(b: Builder, items: list[Token]) -> Data:
    """"As long as enchanted land is a basic Mountain": a supertype and a subtype."""
    holder = {"self": True} if len(items) == 2 else settle(attached(b, items[:1]))
    return {"_selector": merge(holder, {"supertype": [str(items[-2])]},
                               {"subtype": str(items[-1])})}


@phrase('condition', 'ATTACHED "is" COLOR "or" COLOR')
def attached_is_colors(b: Builder, items: list[Token]) -> Data:
    """"As long as enchanted permanent is red or green": either color (105.2)."""
    holder = settle(attached(b, items[:1]))
    return {"_selector": merge(holder, {"color": [str(items[1]), str(items[2])]})}


@phrase('condition', 'ATTACHED "is" STATE')
def attached_state(b: Builder, items: list[Token]) -> Data:
    """"As long as equipped creature is attacking" (506.4; tapped: 110.5)."""
    state = str(items[1])
    flag = ("tapped", False) if state == "untapped" else (state, True)
    return {"_selector": {**settle(attached(b, items[:1])), flag[0]: flag[1]}}


@phrase('condition', '"there are" NUMBER "or more" COUNTER_NAME "counters among" group')
def counters_among_at_least(b: Builder, items: list[Any]) -> Data:
    """"There are N or more lore counters among Sagas you control" (122.1)."""
    among = counters_among(b, [items[1], items[2]])
    return {"ge": [among, int(str(items[0]))]}


@phrase('condition', '"there are no cards in your library"')
def library_empty(b: Builder, items: list) -> Data:
    """"There are no cards in your library" (401.1)."""
    return {"not": {"exists": {"zone": "library", "owner": "you"}}}


@phrase('condition', '"there are" NUMBER "or more different kinds of counters among" group')
def counter_kinds_at_least(b: Builder, items: list[Any]) -> Data:
    """"Three or more different kinds of counters among creatures you control"."""
    return {"ge": [{"counter_kinds_among": settle(items[1])}, int(str(items[0]))]}


@phrase('condition', '"~ has" NUMBER "or more counters on it"')
def self_any_counters_at_least(b: Builder, items: list[Token]) -> Data:
    """"As long as ~ has three or more counters on it": of any kinds (122.1)."""
    return {"ge": [{"counters_total": "self"}, int(str(items[0]))], ON_SELF: "~"}


@phrase('static_line', '"during turns other than yours" "," clause')
def not_your_turn(b: Builder, items: list[Data]) -> Data:
    """"During turns other than yours, ...": while it is not its controller's turn."""
    return {"static": conditioned(items[0], NOT_YOUR_TURN)}


@phrase('static_line', 'clause "as long as" condition "." "otherwise" "," clause')
def while_otherwise(b: Builder, items: list[Data]) -> list[Data]:
    """"X as long as C. Otherwise, Y": X while C holds, Y while it does not (611.3a);
    "it" in Y is X's subject."""
    first, condition, second = items
    return [{"static": conditioned(first, condition)},
            {"static": otherwise(first, condition, second)}]


@phrase('static_line', 'clause "during your turn" "." "otherwise" "," clause')
def turn_otherwise(b: Builder, items: list[Data]) -> list[Data]:
    """"X during your turn. Otherwise, Y" (Hunter's Blowgun)."""
    return while_otherwise(b, [items[0], {"your_turn": True}, items[1]])


@phrase('static_line',
        '"during your turn" "," clause "." "during turns other than yours" "," clause')
def turn_and_other(b: Builder, items: list[Data]) -> list[Data]:
    """"During your turn, X. During turns other than yours, Y" (Angry Mob)."""
    first, second = items
    if first.get("applies_to") != second.get("applies_to"):
        raise Untranslatable("the two turns about different objects")
    return [{"static": conditioned(first, {"your_turn": True})},
            {"static": conditioned(second, NOT_YOUR_TURN)}]


@phrase('static_line', '"during your turn" "," "as long as" condition "," clause')
def turn_and_while(b: Builder, items: list[Data]) -> Data:
    """"During your turn, as long as C, X": both must hold (611.3a)."""
    body = conditioned(items[1], items[0])
    if "condition" in body:
        body = {**body, "condition": {"all": [{"your_turn": True}, body["condition"]]}}
    else:
        body = {"condition": {"your_turn": True}, **body}
    return {"static": body}


@phrase('static_line',
        ('subject conditional_predicate ("," conditional_predicate)+ ","? "and" '
         'conditional_predicate'))
def conditional_predicates(b: Builder, items: list) -> list[Data]:
    """"~ gets +0/+2 as long as you control a Plains, has flying as long as you
    control an Island, ...": each predicate its own condition (611.3a)."""
    subject = items[0]
    if subject != {"self": True}:
        raise Untranslatable("conditions of each predicate of a group")
    return [{"static": conditioned(applies(b, [subject, [parts]]), condition)}
            for parts, condition in items[1:]]


@phrase('static_line',
        ('subject HAS abilities "as long as" condition ("," conditional_item)+ ","? "and" '
         'conditional_item'))
def conditional_abilities(b: Builder, items: list) -> list[Data]:
    """"~ has trample as long as you control a Beast, haste as long as ..."."""
    subject, _, first, condition, *rest = items
    head = (have(b, [None, first]), condition)
    return conditional_predicates(b, [subject, head, *rest])


@phrase('conditional_predicate', 'predicate "as long as" condition')
def conditional_predicate(b: Builder, items: list) -> tuple[list[Data], Data]:
    return (items[0], items[1])


@phrase('conditional_item', 'ability_item "as long as" condition')
def conditional_item(b: Builder, items: list) -> tuple[list[Data], Data]:
    return (have(b, [None, [items[0]]]), items[1])


@phrase('condition', '"you control a permanent of each color"')
def permanent_of_each_color(b: Builder, items: list[object]) -> Data:
    """"You control a permanent of each color": for each of the five colors (105.1),
    a permanent of that color that you control."""
    return {"all": [{"exists": {"permanent": True, "color": [c], "controller": "you"}}
                    for c in COLORS]}


@phrase('condition',
        'COLOR "is the most common color among all permanents or is tied for most common"')
def most_common_color(b: Builder, items: list[Any]) -> Data:
    """A color no other color outnumbers among the permanents, each counted once for
    each of its colors (105.2, 105.2b)."""
    return {"most_common_color": {"color": str(items[0]), "among": {"permanent": True}}}


@phrase('condition', '"your life total is greater than your starting life total"')
def life_above_start(b: Builder, items: list[Any]) -> Data:
    """Your life total greater than your starting life total (119.1, 103.4)."""
    return {"gt": [{"life": "you"}, {"starting_life": "you"}]}


@phrase('condition',
        '"your life total is at least" NUMBER "greater than your starting life total"',
        '"you have at least" NUMBER "life more than your starting life total"')
def life_above_start_by(b: Builder, items: list[Any]) -> Data:
    """"At least N greater than" / "at least N life more than" your starting life
    total: life of the starting total plus N or more."""
    return {"ge": [{"life": "you"}, {"sum": [{"starting_life": "you"}, int(str(items[0]))]}]}


@phrase('condition', '"~ has a counter on it"')
def self_has_a_counter(b: Builder, items: list[Any]) -> Data:
    """A counter of any kind on the card itself (122.1): "it" in the clause is the card."""
    return {"ge": [{"counters_total": "self"}, 1], ON_SELF: "~"}


@phrase('condition', '"you have the city\'s blessing"')
def you_have_citys_blessing(b: Builder, items: list[Any]) -> Data:
    """The city's blessing, a designation of the player (702.131c)."""
    return {"citys_blessing": "you"}


@phrase('condition', '"the chosen player controls" ("a"|"an") group')
def chosen_player_controls_a(b: Builder, items: list[Any]) -> Data:
    """"As long as the chosen player controls a nontoken permanent of the chosen color":
    a permanent of the group whose controller is the player chosen as the card entered
    (its choice `player`)."""
    group = items[0]
    if not isinstance(group, dict) or "controller" in group or any(
            str(k).startswith("_") for k in group):
        return {"_declined": "a group with a controller of its own"}
    return {"exists": {**group, "controller": {"chosen": "player"}}}


@phrase('condition', 'condition "or" history_condition')
def either_condition(b: Builder, items: list[Any]) -> Data:
    """"You control a land creature or a land entered the battlefield under your
    control this turn": at least one of the two holds (a condition about the card's
    object, a builder's note, is not read so)."""
    first, second = items
    if not all(isinstance(c, dict) and not any(str(k).startswith("_") for k in c)
               for c in (first, second)):
        return {"_declined": "a condition the disjunction cannot hold"}
    return {"any": [first, second]}


def otherwise(first: Data, condition: Data, second: Data) -> Data:
    """Y of "Otherwise, Y": about "it", X's subject, while the condition fails."""
    if second.get("applies_to") != {IT: True} or set(second) != {"applies_to", "effects"}:
        raise Untranslatable("'otherwise' about another object")
    subject = settle(first.get("applies_to", {}))
    if not subject or subject.get(IT) or ON_SELF in condition:
        raise Untranslatable("'otherwise' without the object it is about")
    if "_selector" in condition:
        wanted = condition["_selector"]
        holder = {k: v for k, v in wanted.items() if k in HOLDERS}
        if {k: subject.get(k) for k in holder} != holder:
            raise Untranslatable("a condition on another object")
        test = {k: v for k, v in wanted.items() if k not in HOLDERS}
        if not test:
            raise Untranslatable("nothing to negate")
        return {**second, "applies_to": merge(subject, {"not": test})}
    return {"condition": {"not": condition}, **second, "applies_to": subject}


def conditioned(clause: Data, condition: Data) -> Data:
    """A clause "as long as" a condition (611.3a); a condition on the object the clause
    affects is a test of its selector instead. A test of the attached object or the card
    when the clause is about other objects ("as long as enchanted land is a basic
    Mountain, Goblin creatures get +1/+0") is a condition that the object so tested
    exists; a characteristic-defining clause under a condition is no such ability (604.3a,
    its fifth test): a static ability of the card on the battlefield, in layer 7b
    (613.4b; 613.3b in 2011)."""
    if clause.get("cda"):
        clause = {"applies_to": {"self": True}, "effects": clause["effects"]}
    wanted = condition.get("_selector")
    subject = clause.get("applies_to", {})
    if wanted is not None and not subject.get(IT):
        holder = {k: v for k, v in wanted.items() if k in HOLDERS}
        if holder and {k: subject.get(k) for k in holder} != holder:
            return {"condition": {"exists": dict(wanted)}, **clause}
    about = condition.get(ON_SELF)
    if about:
        condition = {k: v for k, v in condition.items() if k != ON_SELF}
        if subject.get(IT):
            subject = {"self": True}
            clause = {**clause, "applies_to": subject}
        if about == "it" and subject != {"self": True}:
            raise Untranslatable("'it' in the condition, another object in the clause")
    if subject.get(IT):
        if "_selector" not in condition or not any(
                k in condition["_selector"] for k in ("self", "enchanted", "equipped")):
            raise Untranslatable("'it' without the object it names")
        clause = {**clause, "applies_to": {k: v for k, v in subject.items() if k != IT}}
    if "_selector" in condition:
        if "applies_to" not in clause:
            raise Untranslatable("a test of an object without a subject")
        subject = clause["applies_to"]
        wanted = condition["_selector"]
        holder = {k: v for k, v in wanted.items() if k in ("self", "enchanted", "equipped")}
        if subject and {k: subject.get(k) for k in holder} != holder:
            raise Untranslatable("a condition on another object")
        return {**clause, "applies_to": merge(subject, wanted)}
    return {"condition": condition, **clause}
