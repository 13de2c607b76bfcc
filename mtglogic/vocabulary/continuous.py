"""Continuous effects as data: what they apply to, when, and what they do (rules 604, 611, 613).

A static ability (or the effect of a resolved spell) is written::

    text: Creatures you control get +1/+1.
    applies_to: {type: creature, controller: you}     # a spell's effect: its targets (611.2c)
    condition: {ge: [...]}                            # optional: "as long as ..."
    cda: false                                        # characteristic-defining (604.3)
    effects: [{modify_pt: [1, 1]}]                    # parts, one layer each
    functions_in: [battlefield]                       # zones where the ability works
    player_effect: {players: you, gains: [hexproof]}  # 613.9 (2011) / 613.10 (2026)
    rule_effect: Players can't lose the game.         # 613.10 (2011) / 613.11 (2026)
    rules: [{cant_attack: true}]                      # rules effects as words (rules_effects)
    counters_remain: {except: [hand, library]}        # counters stay on it as it moves
                                                      # (101.1 over 122.2; 121.2 in 2011)
    duration: end_of_turn                             # a resolved effect's only (611.2a)
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import Condition, Part, Selector
from mtglogic.vocabulary.compiler import compile_condition, compile_part, compile_selector
from mtglogic.vocabulary.durations import DURATION_SCHEMA, Duration, compile_duration
from mtglogic.vocabulary.rules_effects import (
    OBJECT_WORDS,
    RULES_SCHEMA,
    RuleEffect,
    compile_rules,
)

PLAYER_GROUPS = ("you", "opponents", "each")
SPEC_SCHEMA = s.mapping({
    "text": s.string(),
    "applies_to": s.ref("selector"),
    "condition": s.ref("condition"),
    "cda": s.BOOLEAN,
    "effects": s.array(s.ref("part")),
    "functions_in": s.words(ZONES),
    "player_effect": s.mapping({"players": s.string(PLAYER_GROUPS), "gains": s.words()},
                               required=("players", "gains")),
    "rule_effect": s.string(),
    "rules": RULES_SCHEMA,
    "counters_remain": s.mapping({"except": s.words(ZONES)}),
    "duration": DURATION_SCHEMA,
})
SPEC_KEYS = tuple(SPEC_SCHEMA["properties"])
SOME_PARTS = {"required": ["effects"], "properties": {"effects": {"type": "array", "minItems": 1}}}
# An effect does something: parts, an effect on players, or a rule effect.
NEEDS_EFFECT = {"anyOf": [SOME_PARTS, {"required": ["player_effect"]},
                          {"required": ["rule_effect"]}, {"required": ["rules"]},
                          {"required": ["counters_remain"]}]}
# Rules effects on objects apply to what `applies_to` picks.
OBJECT_RULES = {"required": ["rules"], "properties": {"rules": {"contains": {
    "anyOf": [{"required": [word]} for word in OBJECT_WORDS]}}}}
# The effect of a resolving spell applies to its targets (611.2c); a static ability's parts
# need a selector. Counters that remain on an object as it moves are an ability of the
# object itself, not a spell's effect.
SPELL_SCHEMA = SPEC_SCHEMA | {"allOf": [NEEDS_EFFECT, s.absent("counters_remain")]}
SPEC_SCHEMA["allOf"] = [NEEDS_EFFECT, {"if": SOME_PARTS, "then": {"required": ["applies_to"]}},
                        {"if": OBJECT_RULES, "then": {"required": ["applies_to"]}},
                        s.absent("duration"),
                        {"if": {"required": ["counters_remain"]},
                         "then": s.absent("applies_to", "condition")}]


@dataclass(frozen=True)
class PlayerEffect:
    """An effect on players (613.9 in 2011, 613.10 in 2026)."""

    players: str  # you | opponents | each
    gains: tuple[str, ...]


@dataclass(frozen=True)
class EffectSpec:
    """A compiled continuous effect definition (not yet tied to a source or timestamp)."""

    text: str
    applies_to: Selector | None
    parts: tuple[Part, ...]
    condition: Condition | None
    cda: bool
    functions_in: frozenset[str]
    player_effect: PlayerEffect | None
    rule_effect: str | None
    reads: frozenset[str]
    duration: Duration | None = None  # a resolved effect's (611.2a); None: the whole game
    rules: tuple[RuleEffect, ...] = ()  # rules effects (613.10 / 613.11), after the layers
    # the zones its object's counters don't remain on it as it moves to (101.1: the card's
    # text over 122.2, 121.2 in 2011); None: the counters cease to exist as usual
    counters_remain: frozenset[str] | None = None


def compile_spec(node: Node, key: str, fixed_targets: bool = False) -> EffectSpec:
    """Validate and compile an effect definition mapping."""
    node.mapping(allowed=SPEC_KEYS)
    cda = node["cda"].as_bool() if "cda" in node else False
    parts = tuple(compile_part(p, cda, f"{key}/{i}") for i, p in
                  enumerate(node["effects"].as_list())) if "effects" in node else ()
    applies_to = None
    if "applies_to" in node:
        applies_to = compile_selector(node["applies_to"])
    elif parts and not fixed_targets:
        node.fail("a static ability with effects needs `applies_to` (a selector)")
    condition = compile_condition(node["condition"]) if "condition" in node else None
    remain = None
    if "counters_remain" in node:
        if fixed_targets:
            node["counters_remain"].fail("counters that remain on an object as it moves are "
                                         "an ability of the object, not a spell's effect")
        for key in ("applies_to", "condition"):
            if key in node:
                node[key].fail("counters remain on the ability's own object, always: no "
                               f"`{key}` beside `counters_remain`")
        table = node["counters_remain"].mapping(allowed=("except",))
        remain = frozenset(table["except"].as_str_list(ZONES)) if "except" in table \
            else frozenset()
    # an ability about how its object moves works from every zone it moves from (113.6)
    zones = frozenset(node["functions_in"].as_str_list(ZONES)) if "functions_in" in node \
        else frozenset(ZONES) if remain is not None else frozenset(["battlefield"])
    player_effect = None
    if "player_effect" in node:
        pe = node["player_effect"].mapping(allowed=("players", "gains"),
                                           required=("players", "gains"))
        player_effect = PlayerEffect(pe["players"].as_str(PLAYER_GROUPS),
                                     tuple(pe["gains"].as_str_list()))
    rule_effect = node["rule_effect"].as_str() if "rule_effect" in node else None
    rules = compile_rules(node["rules"]) if "rules" in node else ()
    if applies_to is None and not fixed_targets and any(r.kind == "object" for r in rules):
        node["rules"].fail("a rules effect on objects needs `applies_to` (a selector)")
    duration = None
    if "duration" in node:
        if not fixed_targets:
            node["duration"].fail("a static ability has no duration: it applies as long as its "
                                  "object has it (611.3a); write `condition` for \"as long as\"")
        duration = compile_duration(node["duration"])
    if not parts and player_effect is None and rule_effect is None and not rules \
            and remain is None:
        node.fail("an effect needs `effects`, `player_effect`, `rule_effect`, `rules` or "
                  "`counters_remain`")
    reads: set[str] = set()
    if applies_to is not None:
        reads |= applies_to.reads
    if condition is not None:
        reads |= condition.reads
    # (a "for as long as" duration is read on the final board, after the layers, 611.2b:
    # what it reads makes no dependency between effects)
    for part in parts:
        reads |= part.reads
    text = node["text"].as_str() if "text" in node else "; ".join(p.describe for p in parts)
    return EffectSpec(text, applies_to, parts, condition, cda, zones, player_effect,
                      rule_effect, frozenset(reads), duration, rules, remain)
