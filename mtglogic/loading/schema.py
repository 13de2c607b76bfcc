"""JSON Schemas (draft 2020-12) of the documents mtglogic reads: scenarios, subgame
scenarios, cards and rulings.

Every word's argument schema comes from its record in the vocabulary registry; document
keys come from the loaders' own tables, so the schemas accept what the loaders accept.
(The loaders check more than a schema can say: that ids name objects of the scenario, that
a card exists in the library, that timestamps of attachments come after entering.)
"""
from __future__ import annotations

from typing import Any

from mtglogic.loading.cards import CARD_SCHEMA
from mtglogic.loading.replacement import EVENT_ITEM_SCHEMA, INLINE_SCHEMA
from mtglogic.loading.rulings import RULING_SCHEMA_KEYS
from mtglogic.loading.scenario import (EFFECT_SCHEMA, OBJECT_SCHEMA, PLAYER_SCHEMA,
                                       SCENARIO_KEYS)
from mtglogic.loading.subgame import DECK_KIND, PLAYER_KEYS
from mtglogic.model.terms import CARD_TYPES
from mtglogic.subgame.cards import KINDS
from mtglogic.subgame.steps import OPTIONS, STEP_ACTIONS
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA
from mtglogic.vocabulary.continuous import SPEC_SCHEMA
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS, VALUES, Family
from mtglogic.vocabulary.replacements import REPLACEMENT_SCHEMA

DRAFT = "https://json-schema.org/draft/2020-12/schema"
KINDS_OF_DOCUMENT = ("scenario", "subgame", "card", "ruling")


def one_key(family: Family) -> dict[str, Any]:
    """A mapping with exactly one word of the family."""
    return {"type": "object", "additionalProperties": False, "minProperties": 1,
            "maxProperties": 1, "properties": {w.name: w.schema for w in family}}


def _scenario() -> dict[str, Any]:
    properties: dict[str, Any] = {
        "ruleset": s.string(), "name": s.string(), "description": s.string(),
        "players": s.array(s.ref("player")), "active_player": s.string(),
        "objects": s.array(s.ref("object")), "effects": s.array(s.ref("effect")),
        "events": s.array(s.ref("event")), "replacements": s.array(s.ref("inline_replacement")),
    }
    assert tuple(properties) == SCENARIO_KEYS
    return s.mapping(properties)


def _subgame_card() -> dict[str, Any]:
    named = s.mapping({"id": s.string(), "card": s.string(), "name": s.string(),
                       "types": s.printed_words(CARD_TYPES), "kind": s.string(KINDS),
                       "commander": s.BOOLEAN}, required=("id",))
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
                  "properties": {kind: zone for kind in DECK_KIND}},
        **{key: zone for key in PLAYER_KEYS if key not in ("life", "counters", "decks")}})
    steps = []
    for name, action in STEP_ACTIONS.items():
        value = {"card": s.string(), "player": s.string(), "none": {"const": True},
                 "result": {"anyOf": [{"const": "draw"}, s.mapping(
                     {"winners": s.words(), "losers": s.words(), "draw": {"const": True}},
                     min_properties=1) | {"maxProperties": 1}]}}[action.value]
        steps.append(s.mapping({name: value, "label": s.string(),
                                **{k: OPTIONS[k].schema for k in action.options}},
                               required=(name,)))
    trigger = s.mapping({"source": s.string(), "name": s.string(), "leaves": s.words(),
                         "own_cards_only": s.BOOLEAN}, required=("source", "name"))
    return s.mapping({
        "ruleset": s.string(), "seed": s.integer(0), "format": s.string(),
        "active_player": s.string(),
        "players": {"type": "object", "minProperties": 1, "additionalProperties": player},
        "triggers": s.array(trigger), "steps": s.array({"anyOf": steps}),
    }, required=("players", "steps"))


def _ruling() -> dict[str, Any]:
    base = s.mapping({**RULING_SCHEMA_KEYS, "scenario": {}, "expect": s.ANYTHING},
                     required=("kind", "scenario", "expect"))
    base["allOf"] = [{"if": {"properties": {"kind": {"const": "subgame"}}},
                      "then": {"properties": {"scenario": s.ref("subgame")}},
                      "else": {"properties": {"scenario": s.ref("scenario")}}}]
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
        "replacement": REPLACEMENT_SCHEMA,
        "card": CARD_SCHEMA,
        "player": PLAYER_SCHEMA,
        "object": OBJECT_SCHEMA,
        "effect": EFFECT_SCHEMA,
        "event": EVENT_ITEM_SCHEMA,
        "inline_replacement": INLINE_SCHEMA,
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
