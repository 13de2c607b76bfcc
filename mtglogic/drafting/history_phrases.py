'''Drafting what happened this turn: the condition and count phrases of the turn so far.

"If a creature died this turn" (morbid; dies: 700.4, 700.6 in 2011), "if you attacked this
turn" (raid: declared attackers, 508.1a), "as long as two or more nonland permanents
entered the battlefield under your control this turn" (celebration), "if you've cast two or
more spells this turn" (601.2i; 601.2h in 2011), "as long as you've sacrificed an artifact
this turn" (701.21a; 701.14a), "if an opponent lost life this turn" (119.3; 118.3), "as
long as you've committed a crime this turn" (700.13; none in 2011), "unless you have max
speed" (702.179e; none in 2011), "as long as it's modified" (700.9; none in 2011), and the
counts "for each creature that died this turn", "for each opponent who lost life this
turn". ``GRAMMAR`` holds their rules, which the grammar's condition, value and "for each"
readers name (``history_condition``, ``history_value``, ``history_each``), so every family
that reads a condition or a count reads these; ``HistoryPhrases`` builds them into the
vocabulary's turn words (``mtglogic.vocabulary.turn_history``); what they can't say with certainty builds a
key the draft refuses, so the sentence stays text.
'''
from __future__ import annotations

from typing import Any, Protocol

from lark import Token

Data = dict[str, Any]

GRAMMAR = r"""
// ---- what happened this turn (mtglogic.drafting.history_phrases) ----------------------
?history_condition: ("a"|"an") group "died" UNDER_YOURS? "this turn"     -> h_died
    | NUMBER "or more" group "died" UNDER_YOURS? "this turn"             -> h_died
    | ("a"|"an") group "entered the battlefield" UNDER_YOURS? "this turn" -> h_entered
    | NUMBER "or more" group "entered the battlefield" UNDER_YOURS? "this turn" -> h_entered
    | "another" group "entered the battlefield" UNDER_YOURS? "this turn" -> h_another_entered
    | ("a"|"an") group "left the battlefield" UNDER_YOURS? "this turn"   -> h_left
    | "you attacked this turn"                                           -> h_you_attacked
    | "an opponent lost life this turn"                                  -> h_opponent_lost_life
    | "you've cast" NUMBER "or more spells this turn"                    -> h_you_cast
    | "you've cast" ("a"|"an") "spell this turn"                         -> h_you_cast
    | "you've cast another spell this turn"                              -> h_you_cast_another
    | "you've cast a historic spell this turn"                           -> h_you_cast_historic
    | "you haven't cast a spell this turn"                               -> h_you_cast_none
    | "an opponent has cast a spell this turn"                           -> h_opponent_cast
    | "you've committed a crime this turn"                               -> h_you_crime
    | "you've sacrificed" ("a"|"an") group "this turn"                   -> h_you_sacrificed
    | "you have max speed"                                               -> h_max_speed
    | "~ entered this turn"                                              -> h_self_entered
    | "~ is modified"                                                    -> h_self_modified
    | "it's modified"                                                    -> h_it_modified
?history_each: group "that died" UNDER_YOURS? "this turn"                -> h_count_died
    | group "that entered the battlefield" UNDER_YOURS? "this turn"      -> h_count_entered
    | group "sacrificed this turn"                                       -> h_count_sacrificed
    | "opponent who lost life this turn"                                 -> h_count_opponents_lost_life
?history_value: "the number of" group "that died" UNDER_YOURS? "this turn" -> h_count_died
    | "the number of" group "that entered the battlefield" UNDER_YOURS? "this turn" -> h_count_entered
    | "the number of cards you've drawn this turn"                       -> h_cards_drawn
    | "your speed"                                                       -> h_your_speed
?history_postfix: "that entered this turn"                              -> h_entered_postfix
?history_static: "max speed —" clause                                    -> h_max_speed_clause
"""


DECLINED = "_declined"  # a key no draft may hold (draft.finished): the sentence stays text


def _declined(why: str) -> Data:
    """What a phrase read but not translated with certainty builds: the draft declines."""
    return {DECLINED: why}


def _selector(item: Any) -> Data | None:
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
            selector = _selector(item)
    if selector is not None and yours:
        if "controller" in selector:
            return number, None
        selector["controller"] = "you"
    return number, selector


def _at_least(word: str, items: list[Any], extra: Data | None = None) -> Data:
    number, selector = _parts(items)
    if selector is None:
        return _declined("a group the turn's words can't test")
    return {"ge": [{word: {**selector, **(extra or {})}}, number]}


def _count(word: str, items: list[Any]) -> Data:
    selector = _parts(items)[1]
    return _declined("a group the turn's words can't test") if selector is None \
        else {word: selector}


class _Builder(Protocol):
    def entering(self, selector: Data, action: Data) -> Data: ...


class _Conditions(Protocol):
    def conditioned(self, clause: Data, condition: Data) -> Data: ...


MAX_SPEED: Data = {"ge": [{"speed": "you"}, 4]}  # a player at speed 4 (702.179e)


def _plain(value: Any) -> bool:
    """Data with no builder's note: a condition or count these rules may use as it is."""
    if isinstance(value, dict):
        return all(not str(k).startswith("_") and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return not isinstance(value, Token)


def _times(number: int, count: Data) -> Any:
    return count if number == 1 else 0 if number == 0 else {"product": [number, count]}


class HistoryPhrases:
    """The builder methods of this module's rules (mixed into the drafting Builder)."""

    def get_pt_each_value(self, items: list[Any]) -> Any:
        """"Gets +1/+1 for each creature that died this turn": the count times each
        number of the pair."""
        count = items[2]
        if not isinstance(count, dict) or not _plain(count):
            return _declined("a count the turn's words can't say")
        power, toughness = (int(n) for n in str(items[1]).split("/"))
        return [{"modify_pt": [_times(power, count), _times(toughness, count)]}]

    def self_enters_with_if(self: _Builder, items: list[Any]) -> Data:
        """"~ enters with a +1/+1 counter on it if a creature died this turn" (614.1c): the
        counters, when the condition holds as it would enter (614.12)."""
        number = int(str(items[0])) if isinstance(items[0], Token) and \
            items[0].type == "NUMBER" else 1
        counter, condition = str(items[-2]), items[-1]
        if not isinstance(condition, dict) or not _plain(condition):
            return _declined("a condition on an object")
        effect = self.entering({"self": True}, {"enter_with_counters": {
            "counter": counter, "count": number}})
        effect["watch"]["if"] = condition
        return effect

    def self_enters_with_value_each(self: _Builder, items: list[Any]) -> Data:
        """"Enters with a +1/+1 counter on it for each creature that died this turn": the
        count as it would enter (614.1c, 614.12)."""
        count = items[1]
        if not isinstance(count, dict) or not _plain(count):
            return _declined("a count the turn's words can't say")
        return self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[0]), "count": count}})

    def enters_with_additional_each(self: _Builder, items: list[Any]) -> Data:
        """"Other creatures you control enter with an additional +1/+1 counter on them for
        each opponent who lost life this turn" (614.1c)."""
        subject, count = items[0], items[-1]
        selector = _selector(subject)
        if selector is None or not isinstance(count, dict) or not _plain(count):
            return _declined("a subject or count the turn's words can't say")
        return self.entering(selector, {"enter_with_counters": {
            "counter": str(items[1]), "count": count}})

    def h_died(self, items: list[Any]) -> Data:
        """"A creature died (under your control) this turn": one or more of them were put
        into a graveyard from the battlefield (700.4; 700.6 in 2011)."""
        return _at_least("died_this_turn", items)

    def h_entered(self, items: list[Any]) -> Data:
        """"Two or more nonland permanents entered the battlefield under your control this
        turn" (celebration): those that entered, as they are or last were."""
        return _at_least("entered_battlefield_this_turn", items)

    def h_another_entered(self, items: list[Any]) -> Data:
        return _at_least("entered_battlefield_this_turn", items, {"other_than": "self"})

    def h_left(self, items: list[Any]) -> Data:
        return _at_least("left_battlefield_this_turn", items)

    def h_you_attacked(self, items: list[Any]) -> Data:
        """Raid: "if you attacked this turn", you declared one or more attackers (508.1a)."""
        return {"ge": [{"players_attacked_this_turn": "you"}, 1]}

    def h_opponent_lost_life(self, items: list[Any]) -> Data:
        return {"ge": [{"players_lost_life_this_turn": "opponent"}, 1]}

    def h_you_cast(self, items: list[Any]) -> Data:
        """"You've cast two or more spells this turn": spells that became cast (601.2i)."""
        number = next((int(str(i)) for i in items if isinstance(i, Token)
                       and i.type == "NUMBER"), 1)
        return {"ge": [{"spells_cast_this_turn": {"controller": "you"}}, number]}

    def h_you_cast_another(self, items: list[Any]) -> Data:
        """"If you've cast another spell this turn": a spell other than this one (which,
        while its cost is determined, is not cast yet: 601.2f before 601.2i)."""
        return {"ge": [{"spells_cast_this_turn": {"controller": "you", "other_than": "self"}},
                       1]}

    def h_you_cast_historic(self, items: list[Any]) -> Data:
        """Historic: legendary, an artifact or a Saga (700.6 in 2026; 2011 has no such
        word, the types being the same)."""
        historic = {"any": [{"type": ["artifact"]}, {"supertype": ["legendary"]},
                            {"subtype": ["Saga"]}]}
        return {"ge": [{"spells_cast_this_turn": {"controller": "you", **historic}}, 1]}

    def h_you_cast_none(self, items: list[Any]) -> Data:
        return {"eq": [{"spells_cast_this_turn": {"controller": "you"}}, 0]}

    def h_opponent_cast(self, items: list[Any]) -> Data:
        return {"ge": [{"spells_cast_this_turn": {"controller": "opponent"}}, 1]}

    def h_you_crime(self, items: list[Any]) -> Data:
        """"You've committed a crime this turn" (700.13; none in 2011)."""
        return {"ge": [{"players_committed_crime_this_turn": "you"}, 1]}

    def h_you_sacrificed(self, items: list[Any]) -> Data:
        """"You've sacrificed an artifact this turn": its controller then was you
        (701.21a; 701.14a in 2011)."""
        selector = _parts(items)[1]
        if selector is None or "controller" in selector:
            return _declined("a controller beside the sacrifice")
        return {"ge": [{"sacrificed_this_turn": {**selector, "controller": "you"}}, 1]}

    def h_max_speed(self, items: list[Any]) -> Data:
        """Max speed: a speed of 4 (702.179e; none in 2011)."""
        return MAX_SPEED

    def h_self_entered(self, items: list[Any]) -> Data:
        """"As long as this Aura entered this turn": the card itself is a permanent that
        entered the battlefield this turn (a new object as it enters, 400.7), whatever the
        clause applies to."""
        return {"exists": {"self": True, "entered_this_turn": True}}

    def h_entered_postfix(self, items: list[Any]) -> Data:
        """"A creature you control that entered this turn": a permanent that entered the
        battlefield this turn (400.7)."""
        return {"entered_this_turn": True}

    def h_self_modified(self, items: list[Any]) -> Data:
        """"As long as ~ is modified" (700.9): a test of the card itself."""
        return {"_selector": {"self": True, "modified": True}}

    def h_it_modified(self, items: list[Any]) -> Data:
        return {"_selector": {"modified": True}}

    def h_count_died(self, items: list[Any]) -> Data:
        """"For each creature that died (under your control) this turn"."""
        return _count("died_this_turn", items)

    def h_count_entered(self, items: list[Any]) -> Data:
        return _count("entered_battlefield_this_turn", items)

    def h_count_sacrificed(self, items: list[Any]) -> Data:
        """"For each permanent sacrificed this turn", by any player."""
        return _count("sacrificed_this_turn", items)

    def h_count_opponents_lost_life(self, items: list[Any]) -> Data:
        """"For each opponent who lost life this turn": how many of them did."""
        return {"players_lost_life_this_turn": "opponent"}

    def h_cards_drawn(self, items: list[Any]) -> Data:
        return {"cards_drawn_this_turn": "you"}

    def h_your_speed(self, items: list[Any]) -> Data:
        """"Your speed": 0 while you have none (702.179f; none in 2011)."""
        return {"speed": "you"}

    def h_pass(self, items: list[Any]) -> Any:
        """What one of this module's rules built, passed up as it is."""
        return items[0]

    def h_max_speed_clause(self: _Conditions, items: list[Any]) -> Data:
        """"Max speed — [ability]": as long as your speed is 4, the object has the ability
        (702.178a; none in 2011), drafted as the ability under that condition."""
        return {"static": self.conditioned(items[0], MAX_SPEED)}
