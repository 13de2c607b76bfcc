"""``mtglogic schema``: the JSON Schema of scenario files, for editors.

The schema describes the shared structure (players, objects, effects, cards, abilities,
selectors, values and effect parts); engine sections (``events``, ``replacements``,
``script``) and ``expect`` are described loosely, their engines validate them.
"""
from __future__ import annotations

from typing import Any

import click

from mtglogic.effects.continuous import SPEC_KEYS
from mtglogic.effects.parts import PART_OPS
from mtglogic.effects.selectors import SIMPLE_KEYS
from mtglogic.effects.values import CONDITION_KEYS, VALUE_KEYS
from mtglogic.loading.cards import CARD_KEYS
from mtglogic.loading.scenario import EFFECT_KEYS, OBJECT_KEYS, SCENARIO_KEYS
from mtglogic.loading.yamlio import dump_json
from mtglogic.model.vocabulary import CARD_TYPES, COLORS, SUPERTYPES, ZONES

ANY: dict[str, Any] = {}


def _words(enum: tuple[str, ...] | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"type": "string"}
    if enum:
        item["enum"] = list(enum)
    return {"anyOf": [item, {"type": "array", "items": item}]}


def _one_key(keys: tuple[str, ...], ref: str | None = None) -> dict[str, Any]:
    return {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
            "properties": {k: ({"$ref": ref} if ref else ANY) for k in keys}}


def scenario_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a scenario file."""
    selector_props: dict[str, Any] = {k: ANY for k in SIMPLE_KEYS}
    selector_props.update({"type": _words(CARD_TYPES), "supertype": _words(SUPERTYPES),
                           "zone": _words(ZONES), "all": {"type": "array", "items": {"$ref": "#/$defs/selector"}},
                           "any": {"type": "array", "items": {"$ref": "#/$defs/selector"}},
                           "not": {"$ref": "#/$defs/selector"}})
    card_props: dict[str, Any] = {k: ANY for k in CARD_KEYS}
    card_props.update({"name": {"type": "string"}, "mana_cost": {"type": "string"},
                       "types": _words(CARD_TYPES), "supertypes": _words(SUPERTYPES),
                       "colors": _words(COLORS), "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}}})
    spec_props: dict[str, Any] = {k: ANY for k in SPEC_KEYS}
    spec_props.update({"applies_to": {"$ref": "#/$defs/selector"},
                       "condition": {"$ref": "#/$defs/condition"},
                       "effects": {"type": "array", "items": {"$ref": "#/$defs/part"}}})
    object_props: dict[str, Any] = {k: ANY for k in OBJECT_KEYS}
    object_props.update({k: v for k, v in card_props.items() if k not in ("subgame", "rulings", "token")})
    object_props.update({"id": {"type": "string"}, "zone": {"enum": list(ZONES)},
                         "timestamp": {"type": "number"}, "attached_at": {"type": "number"},
                         "card": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/card"}]},
                         "counters": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}})
    effect_props: dict[str, Any] = {k: ANY for k in EFFECT_KEYS}
    effect_props.update({"targets": _words(), "effects": {"type": "array", "items": {"$ref": "#/$defs/part"}}})
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "mtglogic scenario",
        "type": "object",
        "additionalProperties": False,
        "properties": {**{k: ANY for k in SCENARIO_KEYS},
                       "ruleset": {"enum": ["cr-2011", "cr-2026"]},
                       "objects": {"type": "array", "items": {"$ref": "#/$defs/object"}},
                       "effects": {"type": "array", "items": {"$ref": "#/$defs/effect"}}},
        "$defs": {
            "selector": {"type": "object", "additionalProperties": False, "properties": selector_props},
            "value": {"anyOf": [{"type": "integer"}, _one_key(VALUE_KEYS)]},
            "condition": _one_key(CONDITION_KEYS),
            "part": _one_key(PART_OPS),
            "ability": {"anyOf": [{"type": "string"}, _one_key(
                ("keyword", "static", "replacement", "spell", "activated", "triggered", "mana"))]},
            "spec": {"type": "object", "additionalProperties": False, "properties": spec_props},
            "card": {"type": "object", "additionalProperties": False, "required": ["name"], "properties": card_props},
            "object": {"type": "object", "additionalProperties": False, "required": ["id"], "properties": object_props},
            "effect": {"type": "object", "additionalProperties": False, "required": ["targets"], "properties": effect_props},
        },
    }


@click.command("schema")
def schema_command() -> None:
    """Print the JSON Schema of scenario files (for editors)."""
    click.echo(dump_json(scenario_schema()))
