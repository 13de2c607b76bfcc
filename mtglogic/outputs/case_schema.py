"""The JSON Schema (draft 2020-12) of one case of the engine-neutral corpus, published by
``mtglogic schema --kind case`` (docs/engine-authors.md).

A case is one line of ``mtglogic export``'s JSON Lines. Its ``cards`` are card files
(``#/$defs/card``), its ``scenario`` the scenario of its kind (a layers or replacement
board, or a subgame), and its ``expect`` the ruling expectation of its kind, in state
form for replacement: each event's outcomes as ``{state, orders}`` (614-616), with what
follows them (``next``, 603 and 704) and the stack's results (``stack``, 405) as written.
"""
from __future__ import annotations

from typing import Any

from mtglogic.layers.ruling import EXPECT as LAYERS_EXPECT
from mtglogic.loading.cases import CASE_FORMAT
from mtglogic.loading.rulings import RULING_KINDS, ruling_schema_keys
from mtglogic.loading.schema import DRAFT, definitions
from mtglogic.replacement.ruling import BY_STATE
from mtglogic.subgame.ruling import EXPECT as SUBGAME_EXPECT
from mtglogic.vocabulary import argschema as s

# what follows the outcomes (603, 704) and what resolving the stack gives (405, 608) are
# carried as the ruling writes them (the shared definitions the ruling schema uses)
REPLACEMENT_STATES = {"type": "object", "additionalProperties": s.mapping(
    {"chooser": s.string(), "outcomes": BY_STATE, "next": s.ref("next_expectation"),
     "stack": s.ref("stack_expectation")}, required=("outcomes",))}
SENTENCES = {"type": "object", "additionalProperties": {
    "type": "object", "additionalProperties": s.integer(1)}}
EXPECTS = {"layers": LAYERS_EXPECT, "replacement": REPLACEMENT_STATES,
           "subgame": SUBGAME_EXPECT}


def _of_kind(kind: str) -> dict[str, Any]:
    """What a case of one kind holds as its scenario and expectation."""
    scenario = s.ref("subgame") if kind == "subgame" else s.ref("scenario")
    then: dict[str, Any] = {"properties": {"scenario": scenario, "expect": EXPECTS[kind]}}
    if kind != "replacement":
        then |= s.absent("sentences")
    return {"if": {"properties": {"kind": {"const": kind}}}, "then": then}


def case_definition() -> dict[str, Any]:
    """One case: its id, kind, ruleset, rules, cards, board and expected answer."""
    frame = ruling_schema_keys()
    case = s.mapping({
        "format": {"const": CASE_FORMAT}, "id": {"type": "string"},
        "kind": frame["kind"], "ruleset": {"type": "string"},
        "name": {"type": "string"}, "source": {"type": "string"}, "notes": {"type": "string"},
        "rules": s.strict_array(frame["rules"]["items"]),
        "cards": {"type": "object", "additionalProperties": s.ref("card")},
        "scenario": {"type": "object"}, "expect": {"type": "object"},
        "sentences": SENTENCES,
    }, required=("format", "id", "kind", "ruleset", "cards", "scenario", "expect"))
    case["allOf"] = [_of_kind(kind) for kind in RULING_KINDS]
    return case


def case_schema() -> dict[str, Any]:
    """The JSON Schema of a case, with the definitions of the documents it holds."""
    return {"$schema": DRAFT, "title": "mtglogic case (one line of mtglogic export)",
            "$ref": "#/$defs/case", "$defs": definitions() | {"case": case_definition()}}
