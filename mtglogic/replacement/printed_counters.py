"""Counters a permanent enters with by rule, read from ruleset data (306.5b, 310.4b).

A planeswalker has the intrinsic ability "this permanent enters with a number of loyalty
counters on it equal to its printed loyalty number" (306.5b, in both rulesets), a battle
the same with defense counters and its printed defense (310.4b; 2011 has no battles): a
replacement effect (614.1c) like any other "enters with" effect, so the effects that modify
counters put on a permanent see them (Doubling Season doubles a planeswalker's loyalty,
122.6). A ruleset's ``replacement.printed_counters`` lists each: the card type, the
characteristic whose printed number is the count, the counter kind and the rule. The
permanent is seen as it would exist on the battlefield (614.12): a copy has the copied
number, a face-down permanent none (it is a 2/2 creature with no loyalty). The effect
watches the permanent entering as one of that card type, so in a scenario where the same
card enters face up in one event and face down in another, only the face-up one gets them.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.node import Node
from mtglogic.vocabulary.replacements import ReplacementSpec, compile_replacement


@dataclass(frozen=True)
class PrintedCounterRule:
    """A card type whose permanents enter with counters of ``counter``, as many as their
    printed ``characteristic``, by rule ``rule``."""

    card_type: str
    characteristic: str
    counter: str
    rule: str

    def effect(self, count: int) -> ReplacementSpec:
        """The replacement effect of a permanent whose printed number is ``count``."""
        text = (f"This permanent enters with {count} {self.counter} counter"
                f"{'' if count == 1 else 's'} on it (its printed {self.characteristic}).")
        return compile_replacement(Node({
            "text": text, "works_from": "anywhere",
            "watch": {"event": "enter", "object": {"self": True, "type": self.card_type}},
            "instead": {"enter_with_counters": {"counter": self.counter, "count": count}}},
            "<rules>", f"printed_counters[{self.card_type}]"))


def parse_printed_counter_rule(node: Node) -> PrintedCounterRule:
    """Validate one ``printed_counters`` item."""
    node.mapping(allowed=("type", "characteristic", "counter", "rule"),
                 required=("type", "characteristic", "counter", "rule"))
    return PrintedCounterRule(node["type"].as_str(),
                              node["characteristic"].as_str(("loyalty", "defense")),
                              node["counter"].as_str(), node["rule"].as_str())
