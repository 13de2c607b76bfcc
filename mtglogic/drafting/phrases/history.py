'''What happened this turn: the condition and count phrases of the turn so far.

"If a creature died this turn" (morbid; dies: 700.4, 700.6 in 2011), "if you attacked this
turn" (raid: declared attackers, 508.1a), "as long as two or more nonland permanents
entered the battlefield under your control this turn" (celebration), "if you've cast two or
more spells this turn" (601.2i; 601.2h in 2011), "as long as you've sacrificed an artifact
this turn" (701.21a; 701.14a), "if an opponent lost life this turn" (119.3; 118.3), "as
long as you've committed a crime this turn" (700.13; none in 2011), "unless you have max
speed" (702.179e; none in 2011), "as long as it's modified" (700.9; none in 2011), and the
counts "for each creature that died this turn", "for each opponent who lost life this
turn". Its rules plug into the grammar's conditions, values, "for each" counts and
postfixes (``history_condition``, ``history_value``, ``history_each``), so every phrase
that reads a condition or a count reads these; the builders make the vocabulary's turn
words (``mtglogic.vocabulary.turn_history``); what they can't say with certainty builds a
key the draft refuses (``declined``), so the sentence stays text.
'''
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import Builder, Data
from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("history", __doc__)
phrase = PHRASES.add
PHRASES.rule("history_condition", inline=True)
PHRASES.rule("history_each", inline=True)
PHRASES.rule("history_value", inline=True)
PHRASES.rule("history_postfix", inline=True)
PHRASES.rule("history_static", inline=True)
PHRASES.passes("condition", "history_condition")
PHRASES.passes("value", "history_value")
PHRASES.passes("count", "history_each")

DECLINED = "_declined"  # a key no draft may hold (draft.finished): the sentence stays text
MAX_SPEED: Data = {"ge": [{"speed": "you"}, 4]}  # a player at speed 4 (702.179e)


def declined(why: str) -> Data:
    """What a phrase read but not translated with certainty builds: the draft declines."""
    return {DECLINED: why}


def selector_of(item: Any) -> Data | None:
    """A group's selector without the builder's notes; "other" of a group is other than
    the card itself (its source)."""
    if not isinstance(item, dict) or any(str(k).startswith("_") and k != "_kind"
                                         for k in item):
        return None
    found = {k: v for k, v in item.items() if not str(k).startswith("_")}
    if found.pop("other", False):
        found["other_than"] = "self"
    return found


def _parts(items: list[Any]) -> tuple[int, Data | None]:
    """The number (1 for "a") and the group's selector, "under your control" its
    controller (None: a group these words can't test)."""
    number = 1
    selector: Data | None = None
    yours = False
    for item in items:
        if isinstance(item, Token) and item.type == "NUMBER":
            number = int(str(item))
        elif isinstance(item, Token) and item.type == "UNDER_YOURS":
            yours = True
        elif isinstance(item, dict):
            selector = selector_of(item)
    if selector is not None and yours:
        if "controller" in selector:
            return number, None
        selector["controller"] = "you"
    return number, selector


def _at_least(word: str, items: list[Any], extra: Data | None = None) -> Data:
    number, selector = _parts(items)
    if selector is None:
        return declined("a group the turn's words can't test")
    return {"ge": [{word: {**selector, **(extra or {})}}, number]}


def _count(word: str, items: list[Any]) -> Data:
    selector = _parts(items)[1]
    return declined("a group the turn's words can't test") if selector is None \
        else {word: selector}


def plain_data(value: Any) -> bool:
    """Data with no builder's note: a condition or count these rules may use as it is."""
    if isinstance(value, dict):
        return all(not str(k).startswith("_") and plain_data(v) for k, v in value.items())
    if isinstance(value, list):
        return all(plain_data(v) for v in value)
    return not isinstance(value, Token)


def times(number: int, count: Data) -> Any:
    """N times a count (0 for 0, the count itself for 1)."""
    return count if number == 1 else 0 if number == 0 else {"product": [number, count]}


@phrase('postfix', 'history_postfix',
        examples={'creatures you control that entered this turn':
                  {'type': 'creature', 'controller': 'you', 'entered_this_turn': True}})
@phrase('static_line', 'history_static',
        examples={'Max speed — This creature gets +1/+0.':
                  [{'static': {'condition': {'ge': [{'speed': 'you'}, 4]},
                               'applies_to': {'self': True},
                               'effects': [{'modify_pt': [1, 0]}]}}]})
def h_pass(b: Builder, items: list[Any]) -> Any:
    """What a history rule built (a static line or a postfix), passed up as it is."""
    return items[0]


@phrase('history_condition',
        '("a"|"an") group "died" UNDER_YOURS? "this turn"',
        'NUMBER "or more" group "died" UNDER_YOURS? "this turn"',
        examples={'a creature died this turn':
                  {'ge': [{'died_this_turn': {'type': 'creature'}}, 1]}})
def h_died(b: Builder, items: list[Any]) -> Data:
    """"A creature died (under your control) this turn": one or more of them were put
    into a graveyard from the battlefield (700.4; 700.6 in 2011)."""
    return _at_least("died_this_turn", items)


@phrase('history_condition',
        '("a"|"an") group "entered the battlefield" UNDER_YOURS? "this turn"',
        'NUMBER "or more" group "entered the battlefield" UNDER_YOURS? "this turn"',
        examples={('two or more nonland permanents entered the battlefield under your control '
                   'this turn'):
                  {'ge': [{'entered_battlefield_this_turn': {'not': {'type': 'land'},
                                                             'permanent': True,
                                                             'controller': 'you'}},
                          2]}})
def h_entered(b: Builder, items: list[Any]) -> Data:
    """"Two or more nonland permanents entered the battlefield under your control this
    turn" (celebration): those that entered, as they are or last were."""
    return _at_least("entered_battlefield_this_turn", items)


@phrase('history_condition', '("a"|"an") group "left the battlefield" UNDER_YOURS? "this turn"',
        examples={'a permanent left the battlefield under your control this turn':
                  {'ge': [{'left_battlefield_this_turn': {'permanent': True, 'controller': 'you'}},
                          1]}})
def h_left(b: Builder, items: list[Any]) -> Data:
    return _at_least("left_battlefield_this_turn", items)


@phrase('history_condition', '"you attacked this turn"',
        examples={'you attacked this turn':
                  {'ge': [{'players_attacked_this_turn': 'you'}, 1]}})
def h_you_attacked(b: Builder, items: list[Any]) -> Data:
    """Raid: "if you attacked this turn", you declared one or more attackers (508.1a)."""
    return {"ge": [{"players_attacked_this_turn": "you"}, 1]}


@phrase('history_condition', '"an opponent lost life this turn"',
        examples={'an opponent lost life this turn':
                  {'ge': [{'players_lost_life_this_turn': 'opponent'}, 1]}})
def h_opponent_lost_life(b: Builder, items: list[Any]) -> Data:
    return {"ge": [{"players_lost_life_this_turn": "opponent"}, 1]}


@phrase('history_condition',
        '"you\'ve cast" NUMBER "or more spells this turn"',
        '"you\'ve cast" ("a"|"an") "spell this turn"',
        examples={"you've cast two or more spells this turn":
                  {'ge': [{'spells_cast_this_turn': {'controller': 'you'}}, 2]}})
def h_you_cast(b: Builder, items: list[Any]) -> Data:
    """"You've cast two or more spells this turn": spells that became cast (601.2i)."""
    number = next((int(str(i)) for i in items if isinstance(i, Token)
                   and i.type == "NUMBER"), 1)
    return {"ge": [{"spells_cast_this_turn": {"controller": "you"}}, number]}


@phrase('history_condition', '"you\'ve cast another spell this turn"',
        examples={"you've cast another spell this turn":
                  {'ge': [{'spells_cast_this_turn': {'controller': 'you', 'other_than': 'self'}},
                          1]}})
def h_you_cast_another(b: Builder, items: list[Any]) -> Data:
    """"If you've cast another spell this turn": a spell other than this one (which,
    while its cost is determined, is not cast yet: 601.2f before 601.2i)."""
    return {"ge": [{"spells_cast_this_turn": {"controller": "you", "other_than": "self"}},
                   1]}


@phrase('history_condition', '"you\'ve cast a historic spell this turn"',
        examples={"you've cast a historic spell this turn":
                  {'ge': [{'spells_cast_this_turn': {'controller': 'you',
                                                     'any': [{'type': ['artifact']},
                                                             {'supertype': ['legendary']},
                                                             {'subtype': ['Saga']}]}},
                          1]}})
def h_you_cast_historic(b: Builder, items: list[Any]) -> Data:
    """Historic: legendary, an artifact or a Saga (700.6 in 2026; 2011 has no such
    word, the types being the same)."""
    historic = {"any": [{"type": ["artifact"]}, {"supertype": ["legendary"]},
                        {"subtype": ["Saga"]}]}
    return {"ge": [{"spells_cast_this_turn": {"controller": "you", **historic}}, 1]}


@phrase('history_condition', '"you haven\'t cast a spell this turn"',
        examples={"you haven't cast a spell this turn":
                  {'eq': [{'spells_cast_this_turn': {'controller': 'you'}}, 0]}})
def h_you_cast_none(b: Builder, items: list[Any]) -> Data:
    return {"eq": [{"spells_cast_this_turn": {"controller": "you"}}, 0]}


@phrase('history_condition', '"an opponent has cast a spell this turn"',
        examples={'an opponent has cast a spell this turn':
                  {'ge': [{'spells_cast_this_turn': {'controller': 'opponent'}}, 1]}})
def h_opponent_cast(b: Builder, items: list[Any]) -> Data:
    return {"ge": [{"spells_cast_this_turn": {"controller": "opponent"}}, 1]}


@phrase('history_condition', '"you\'ve committed a crime this turn"',
        examples={"you've committed a crime this turn":
                  {'ge': [{'players_committed_crime_this_turn': 'you'}, 1]}})
def h_you_crime(b: Builder, items: list[Any]) -> Data:
    """"You've committed a crime this turn" (700.13; none in 2011)."""
    return {"ge": [{"players_committed_crime_this_turn": "you"}, 1]}


@phrase('history_condition', '"you\'ve sacrificed" ("a"|"an") group "this turn"',
        examples={"you've sacrificed an artifact this turn":
                  {'ge': [{'sacrificed_this_turn': {'type': 'artifact', 'controller': 'you'}}, 1]}})
def h_you_sacrificed(b: Builder, items: list[Any]) -> Data:
    """"You've sacrificed an artifact this turn": its controller then was you
    (701.21a; 701.14a in 2011)."""
    selector = _parts(items)[1]
    if selector is None or "controller" in selector:
        return declined("a controller beside the sacrifice")
    return {"ge": [{"sacrificed_this_turn": {**selector, "controller": "you"}}, 1]}


@phrase('history_condition', '"you have max speed"',
        examples={'you have max speed':
                  {'ge': [{'speed': 'you'}, 4]}})
def h_max_speed(b: Builder, items: list[Any]) -> Data:
    """Max speed: a speed of 4 (702.179e; none in 2011)."""
    return MAX_SPEED


@phrase('history_condition', '"~ entered this turn"',
        examples={'this creature entered this turn':
                  {'exists': {'self': True, 'entered_this_turn': True}}})
def h_self_entered(b: Builder, items: list[Any]) -> Data:
    """"As long as this Aura entered this turn": the card itself is a permanent that
    entered the battlefield this turn (a new object as it enters, 400.7), whatever the
    clause applies to."""
    return {"exists": {"self": True, "entered_this_turn": True}}


@phrase('history_condition', '"~ is modified"',
        examples={'this creature is modified':
                  {'_selector': {'self': True, 'modified': True}}})
def h_self_modified(b: Builder, items: list[Any]) -> Data:
    """"As long as ~ is modified" (700.9): a test of the card itself."""
    return {"_selector": {"self": True, "modified": True}}


@phrase('history_condition', '"it\'s modified"',
        examples={"it's modified":
                  {'_selector': {'modified': True}}})
def h_it_modified(b: Builder, items: list[Any]) -> Data:
    return {"_selector": {"modified": True}}


@phrase('history_value', '"the number of" group "that died" UNDER_YOURS? "this turn"',
        examples={'the number of creatures that died this turn':
                  {'died_this_turn': {'type': 'creature'}}})
@phrase('history_each', 'group "that died" UNDER_YOURS? "this turn"',
        examples={'creature that died this turn':
                  {'died_this_turn': {'type': 'creature'}}})
def h_count_died(b: Builder, items: list[Any]) -> Data:
    """"For each creature that died (under your control) this turn"."""
    return _count("died_this_turn", items)


@phrase('history_value',
        '"the number of" group "that entered the battlefield" UNDER_YOURS? "this turn"',
        examples={('the number of creatures that entered the battlefield under your control '
                   'this turn'):
                  {'entered_battlefield_this_turn': {'type': 'creature', 'controller': 'you'}}})
@phrase('history_each', 'group "that entered the battlefield" UNDER_YOURS? "this turn"',
        examples={'land that entered the battlefield under your control this turn':
                  {'entered_battlefield_this_turn': {'type': 'land', 'controller': 'you'}}})
def h_count_entered(b: Builder, items: list[Any]) -> Data:
    return _count("entered_battlefield_this_turn", items)


@phrase('history_each', 'group "sacrificed this turn"',
        examples={'permanent sacrificed this turn':
                  {'sacrificed_this_turn': {'permanent': True}}})
def h_count_sacrificed(b: Builder, items: list[Any]) -> Data:
    """"For each permanent sacrificed this turn", by any player."""
    return _count("sacrificed_this_turn", items)


@phrase('history_each', '"opponent who lost life this turn"',
        examples={'opponent who lost life this turn':
                  {'players_lost_life_this_turn': 'opponent'}})
def h_count_opponents_lost_life(b: Builder, items: list[Any]) -> Data:
    """"For each opponent who lost life this turn": how many of them did."""
    return {"players_lost_life_this_turn": "opponent"}


@phrase('history_value', '"the number of cards you\'ve drawn this turn"',
        examples={"the number of cards you've drawn this turn":
                  {'cards_drawn_this_turn': 'you'}})
def h_cards_drawn(b: Builder, items: list[Any]) -> Data:
    return {"cards_drawn_this_turn": "you"}


@phrase('history_value', '"your speed"',
        examples={'your speed':
                  {'speed': 'you'}})
def h_your_speed(b: Builder, items: list[Any]) -> Data:
    """"Your speed": 0 while you have none (702.179f; none in 2011)."""
    return {"speed": "you"}


@phrase('history_postfix', '"that entered this turn"',
        examples={'creatures you control that entered this turn':
                  {'type': 'creature', 'controller': 'you', 'entered_this_turn': True}})
def h_entered_postfix(b: Builder, items: list[Any]) -> Data:
    """"A creature you control that entered this turn": a permanent that entered the
    battlefield this turn (400.7)."""
    return {"entered_this_turn": True}
