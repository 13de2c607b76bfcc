"""Effects that counters with rules meaning make, read from ruleset data (122.1c, 122.1h).

A shield counter or a finality counter does nothing by its card's text: the rules give the
permanent it is on replacement and prevention effects. A ruleset's
``replacement.counter_effects`` lists such counters, each with the rule it follows and its
effects as replacement mappings (``self`` is the permanent). One or more counters of a
kind make its effects once (122.1c, 122.1h: "a single replacement effect"), with the
permanent as the source and its controller as ``you``. cr-2011 has no such counters (its
121.1 gives counters no such rules), so it lists none.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.node import Node
from mtglogic.vocabulary.replacements import ReplacementSpec, compile_replacement


@dataclass(frozen=True)
class CounterRule:
    """A counter kind whose rules make effects, the rule it follows, and its effects."""

    counter: str
    rule: str
    effects: tuple[ReplacementSpec, ...]


def parse_counter_rule(node: Node) -> CounterRule:
    """Validate one ``counter_effects`` item and compile its effects."""
    node.mapping(allowed=("counter", "rule", "effects"), required=("counter", "rule", "effects"))
    effects = tuple(compile_replacement(item) for item in node["effects"].as_list())
    if not effects:
        node["effects"].fail("a counter with rules meaning makes at least one effect")
    return CounterRule(node["counter"].as_str(), node["rule"].as_str(), effects)
