"""JSON Schemas (draft 2020-12) of the documents mtglogic reads: scenarios, subgame
scenarios, cards and rulings.

Every word's argument schema comes from its record in the vocabulary registry; document
keys come from the loaders' own tables, so the schemas accept what the loaders accept and
refuse what they refuse (tests/architecture/test_schema_agreement.py), but for what no
schema can say, which the loaders report as ``ConsistencyError``: that ids name objects,
players, cards or events of the document, that a card exists in the library, that no id is
given twice, that attachments come after entering, that the ruleset knows the format.
"""
from __future__ import annotations

from typing import Any

from mtglogic.layers.ruling import EXPECT as LAYERS_EXPECT
from mtglogic.loading.cards import CARD_SCHEMA
from mtglogic.loading.history import HISTORY_SCHEMA
from mtglogic.loading.replacement import DELAYED_SCHEMA, EVENT_ITEM_SCHEMA, INLINE_SCHEMA
from mtglogic.loading.rulesets import available_rulesets
from mtglogic.loading.rulings import ENGINE_ONLY_KEYS, RULING_KINDS, ruling_schema_keys
from mtglogic.loading.scenario import (
    EFFECT_SCHEMA,
    MAX_OBJECTS,
    OBJECT_SCHEMA,
    PLAYER_SCHEMA,
    SCENARIO_KEYS,
)
from mtglogic.loading.subgame import DECK_KIND, LIBRARY_CARD_KEYS, PLAYER_KEYS
from mtglogic.loading.time_steps import STEP_SCHEMA
from mtglogic.model.terms import CARD_TYPES, STEPS
from mtglogic.replacement.ruling import EXPECT as REPLACEMENT_EXPECT
from mtglogic.stack.ruling import STACK_SCHEMA
from mtglogic.subgame.cards import KINDS
from mtglogic.subgame.ruling import EXPECT as SUBGAME_EXPECT
from mtglogic.subgame.steps import STEP_ACTIONS
from mtglogic.triggers.ruling import NEXT_SCHEMA
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA
from mtglogic.vocabulary.continuous import SPEC_SCHEMA, SPELL_SCHEMA
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS, VALUES, Family
from mtglogic.vocabulary.replacements import REPLACEMENT_SCHEMA
from mtglogic.vocabulary.trigger_effects import INSTRUCTION
from mtglogic.vocabulary.triggers import TRIGGER_SCHEMA

DRAFT = "https://json-schema.org/draft/2020-12/schema"
KINDS_OF_DOCUMENT = ("scenario", "subgame", "card", "ruling")
EXPECT = {"layers": LAYERS_EXPECT, "replacement": REPLACEMENT_EXPECT, "subgame": SUBGAME_EXPECT}


def one_key(family: Family) -> dict[str, Any]:
    """A mapping with exactly one word of the family."""
    return {"type": "object", "additionalProperties": False, "minProperties": 1,
            "maxProperties": 1, "properties": {w.name: w.schema for w in family}}


def _scenario() -> dict[str, Any]:
    properties: dict[str, Any] = {
        "ruleset": s.string(available_rulesets()), "name": s.string(),
        "description": s.string(),
        "players": s.array(s.ref("player"), min_items=1), "active_player": s.string(),
        "turn": s.integer(1), "step": s.string(STEPS),
        "objects": s.array(s.ref("object")) | {"maxItems": MAX_OBJECTS},
        "effects": s.array(s.ref("effect")),
        "events": s.array(s.ref("event"), min_items=1),
        "replacements": s.array(s.ref("inline_replacement")),
        "delayed_triggers": s.array(s.ref("delayed_trigger")),
        "this_turn": HISTORY_SCHEMA,
        "steps": s.array(STEP_SCHEMA),
    }
    assert tuple(properties) == SCENARIO_KEYS
    # Replacement effects, and delayed triggered abilities, are read with the events they
    # apply to.
    return s.mapping(properties) | {"dependentRequired": {"replacements": ["events"],
                                                          "delayed_triggers": ["events"]}}


def _subgame_card() -> dict[str, Any]:
    named = s.mapping({"id": s.string(), "card": s.string(), "name": s.string(),
                       "types": s.printed_words(CARD_TYPES), "kind": s.string(KINDS),
                       "commander": s.BOOLEAN}, required=("id",)) | {
        "if": {"required": ["card"]}, "then": s.only_keys(LIBRARY_CARD_KEYS)}
    generated = s.mapping({"count": s.integer(0, 10_000), "prefix": s.string(),
                           "types": s.printed_words(CARD_TYPES), "kind": s.string(KINDS)},
                          required=("count", "prefix"))
    return {"anyOf": [s.string(), generated, named]}


def _subgame_scenario() -> dict[str, Any]:
    zone = s.array(s.ref("subgame_card"))
    player = s.mapping({
        "life": s.integer(None, 10**6),
        "counters": {"type": "object", "additionalProperties": s.integer(0, 10**6)},
        "decks": {"type": "object", "additionalProperties": False,
                  "properties": dict.fromkeys(DECK_KIND, zone)},
        **{key: zone for key in PLAYER_KEYS if key not in ("life", "counters", "decks")}})
    steps = [action.schema(name) for name, action in STEP_ACTIONS.items()]
    trigger = s.mapping({"source": s.string(), "name": s.string(), "leaves": s.words(),
                         "own_cards_only": s.BOOLEAN, "types": s.words()},
                        required=("source", "name"))
    return s.mapping({
        "ruleset": s.string(available_rulesets()), "seed": s.integer(0), "format": s.string(),
        "active_player": s.string(),
        "players": {"type": "object", "minProperties": 1, "additionalProperties": player},
        "triggers": s.array(trigger), "steps": s.array({"anyOf": steps}),
    }, required=("players", "steps"))


def _ruling_of(kind: str) -> dict[str, Any]:
    """What a ruling of one engine's kind says of its scenario and its ``expect``."""
    scenario = s.ref("subgame") if kind == "subgame" else s.ref("scenario")
    others = [key for key, engines in ENGINE_ONLY_KEYS.items() if kind not in engines]
    if kind != "subgame" and others:
        scenario = {"allOf": [scenario, s.absent(*others)]}
    if kind == "replacement":
        scenario = {"allOf": [scenario, {"required": ["events"]}]}
    return {"if": {"required": ["kind"], "properties": {"kind": {"const": kind}}},
            "then": {"properties": {"scenario": scenario, "expect": EXPECT[kind]}}}


def _ruling() -> dict[str, Any]:
    base = s.mapping({**ruling_schema_keys(), "scenario": s.ANYTHING, "expect": s.ANYTHING},
                     required=("kind", "scenario", "expect"))
    base["allOf"] = [_ruling_of(kind) for kind in RULING_KINDS]
    return base


def definitions() -> dict[str, Any]:
    """Every definition the document schemas share, by name."""
    return {
        "selector": {"type": "object", "additionalProperties": False,
                     "properties": {w.name: w.schema for w in SELECTORS}},
        "value": {"anyOf": [s.integer(), one_key(VALUES)]},
        "condition": one_key(CONDITIONS),
        "part": one_key(PARTS),
        "ability": ABILITY_SCHEMA,
        "spec": SPEC_SCHEMA,
        "spell": SPELL_SCHEMA,
        "replacement": REPLACEMENT_SCHEMA,
        "trigger": TRIGGER_SCHEMA,
        "instruction": INSTRUCTION.schema(),
        "next_expectation": NEXT_SCHEMA,
        "stack_expectation": STACK_SCHEMA,
        "card": CARD_SCHEMA,
        "player": PLAYER_SCHEMA,
        "object": OBJECT_SCHEMA,
        "effect": EFFECT_SCHEMA,
        "event": EVENT_ITEM_SCHEMA,
        "inline_replacement": INLINE_SCHEMA,
        "delayed_trigger": DELAYED_SCHEMA,
        "scenario": _scenario(),
        "subgame_card": _subgame_card(),
        "subgame": _subgame_scenario(),
        "ruling": _ruling(),
    }


TITLES = {"scenario": "mtglogic scenario (layers, replacement)",
          "subgame": "mtglogic subgame scenario", "card": "mtglogic card",
          "ruling": "mtglogic ruling"}


def document_schema(kind: str = "scenario", definition: str | None = None) -> dict[str, Any]:
    """The JSON Schema of one kind of document (or of any shared ``definition``)."""
    target = definition or kind
    return {"$schema": DRAFT, "title": TITLES.get(target, f"mtglogic {target}"),
            "$ref": f"#/$defs/{target}", "$defs": definitions()}
