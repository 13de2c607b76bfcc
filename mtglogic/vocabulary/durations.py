"""How long the effect of a resolved spell or ability lasts (611.2a, 611.2b).

    duration: end_of_turn                    # "until end of turn": ends in the cleanup step (514.2)
    duration: your_next_turn                 # "until your next turn": ends as that turn begins
    duration: {as_long_as: CONDITION}        # "for as long as ...": ends for good once false (611.2b)
    duration: {until_leaves: source}         # "until this creature leaves the battlefield":
                                             # ends as that object leaves, for good (611.2a,
                                             # 400.7: what returns is a new object)

Without a duration, an effect lasts until the end of the game (611.2a). A static ability has
no duration: it applies for as long as its object has it (611.3a); a condition on it is
``condition``. The time steps of a scenario (``mtglogic.model.time``) end effects.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import Condition
from mtglogic.vocabulary.compiler import compile_condition

TURN_DURATIONS = ("end_of_turn", "your_next_turn")
DURATION_SCHEMA = {"anyOf": [s.string(TURN_DURATIONS),
                             s.mapping({"as_long_as": s.ref("condition")},
                                       required=("as_long_as",)),
                             s.mapping({"until_leaves": s.string()},
                                       required=("until_leaves",))]}
WORDS = {"end_of_turn": "until end of turn", "your_next_turn": "until your next turn",
         "as_long_as": "for as long as its condition holds",
         "until_leaves": "for as long as {} remains on the battlefield"}


@dataclass(frozen=True)
class Duration:
    """``kind`` is end_of_turn, your_next_turn, as_long_as (with its ``condition``) or
    until_leaves (with its ``object``: ``source``, the effect's source, or an object id)."""

    kind: str
    condition: Condition | None = None
    object: str | None = None

    def words(self) -> str:
        return WORDS[self.kind].format("its source" if self.object == "source" else self.object)

    def watched(self, source: str | None) -> str | None:
        """The object whose leaving the battlefield ends the effect, if any."""
        if self.kind != "until_leaves":
            return None
        return source if self.object == "source" else self.object


def compile_duration(node: Node) -> Duration:
    """Validate and compile a duration."""
    if node.is_map() and "until_leaves" in node:
        node.mapping(allowed=("until_leaves",), required=("until_leaves",))
        return Duration("until_leaves", object=node["until_leaves"].as_str())
    if node.is_map():
        node.mapping(allowed=("as_long_as",), required=("as_long_as",))
        return Duration("as_long_as", compile_condition(node["as_long_as"]))
    return Duration(node.as_str(TURN_DURATIONS))
