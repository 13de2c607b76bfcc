'''Drafting conditions of layer effects read from the board (611.3a): "as long as black is
the most common color among all permanents or is tied for most common" (the colors of the
permanents as the layers made them, 105.2), "as long as your life total is greater than
your starting life total" and "at least N greater" (103.4 in 2026, 118.1 in 2011), and "gets
an additional +N/+N" (one more P/T change, 613.4c), "as long as ~ has a counter on it" (a
counter of any kind, 122.1), "the chosen player controls a ..." (the player chosen as the
card entered, 614.12), the counts "for each graveyard with N or more cards in it" (404.1)
and "for each of its creature types, to a maximum of N" (205.3m), "you have the city's
blessing" (702.131c; none in 2011), and "C or [what happened this turn]" (either holds). ``GRAMMAR`` extends the grammar's ``condition``
rule (lark's ``%extend``); ``LayerConditions`` builds each into the vocabulary's condition
words (``mtglogic.vocabulary.conditions_colors``).
'''
from __future__ import annotations

from typing import Any, Protocol

from mtglogic.drafting.build import ON_SELF

Data = dict[str, Any]

GRAMMAR = r"""
// ---- conditions read from the board (mtglogic.drafting.layer_conditions) -------------
%extend condition: COLOR "is the most common color among all permanents or is tied for most common" -> most_common_color
    | "your life total is greater than your starting life total"         -> life_above_start
    | "your life total is at least" NUMBER "greater than your starting life total" -> life_above_start_by
    | "you have at least" NUMBER "life more than your starting life total" -> life_above_start_by
    | "~ has a counter on it"                                           -> self_has_a_counter
    | "you have the city's blessing"                                     -> you_have_citys_blessing
    | "the chosen player controls" ("a"|"an") group                      -> chosen_player_controls_a
    | condition "or" history_condition                                  -> either_condition
%extend predicate: GETS "an additional" PT                              -> get_pt
    | GETS PT "for each graveyard with" NUMBER "or more cards in it"     -> get_pt_graveyards
    | GETS PT "for each of its creature types" "," "to a maximum of" NUMBER -> get_pt_creature_types
"""


class _Counts(Protocol):
    def get_pt_each_value(self, items: list[Any]) -> Any: ...


class LayerConditions:
    """The builder methods of this module's rules (mixed into the layer builder)."""

    def most_common_color(self, items: list[Any]) -> Data:
        """A color no other color outnumbers among the permanents, each counted once for
        each of its colors (105.2, 105.2b)."""
        return {"most_common_color": {"color": str(items[0]), "among": {"permanent": True}}}

    def life_above_start(self, items: list[Any]) -> Data:
        """Your life total greater than your starting life total (119.1, 103.4)."""
        return {"gt": [{"life": "you"}, {"starting_life": "you"}]}

    def life_above_start_by(self, items: list[Any]) -> Data:
        """"At least N greater than" / "at least N life more than" your starting life
        total: life of the starting total plus N or more."""
        return {"ge": [{"life": "you"}, {"sum": [{"starting_life": "you"}, int(str(items[0]))]}]}

    def self_has_a_counter(self, items: list[Any]) -> Data:
        """A counter of any kind on the card itself (122.1): "it" in the clause is the card."""
        return {"ge": [{"counters_total": "self"}, 1], ON_SELF: "~"}

    def either_condition(self, items: list[Any]) -> Data:
        """"You control a land creature or a land entered the battlefield under your
        control this turn": at least one of the two holds (a condition about the card's
        object, a builder's note, is not read so)."""
        first, second = items
        if not all(isinstance(c, dict) and not any(str(k).startswith("_") for k in c)
                   for c in (first, second)):
            return {"_declined": "a condition the disjunction cannot hold"}
        return {"any": [first, second]}

    def chosen_player_controls_a(self, items: list[Any]) -> Data:
        """"As long as the chosen player controls a nontoken permanent of the chosen color":
        a permanent of the group whose controller is the player chosen as the card entered
        (its choice `player`)."""
        group = items[0]
        if not isinstance(group, dict) or "controller" in group or any(
                str(k).startswith("_") for k in group):
            return {"_declined": "a group with a controller of its own"}
        return {"exists": {**group, "controller": {"chosen": "player"}}}

    def get_pt_graveyards(self: _Counts, items: list[Any]) -> Any:
        """"Gets +2/+0 for each graveyard with seven or more cards in it": each player's
        graveyard holding that many (404.1), times each number of the pair (613.4c)."""
        count = {"graveyards_with_at_least": int(str(items[2]))}
        return self.get_pt_each_value([items[0], items[1], count])

    def get_pt_creature_types(self: _Counts, items: list[Any]) -> Any:
        """"Gets +1/+1 for each of its creature types, to a maximum of 10": the creature
        types of the object it applies to (205.3m), at most that many."""
        count = {"least": [{"creature_types_of": "it"}, int(str(items[2]))]}
        return self.get_pt_each_value([items[0], items[1], count])

    def you_have_citys_blessing(self, items: list[Any]) -> Data:
        """The city's blessing, a designation of the player (702.131c)."""
        return {"citys_blessing": "you"}
