"""The output schema of ``mtglogic replace --json`` (rules 614-616): each event's
outcomes, the events each outcome is made of, one schema per event kind read from the
event's own fields (``mtglogic.vocabulary.events``)."""
from __future__ import annotations

import dataclasses
import typing
from typing import Any

from mtglogic.model.answers import STATE_KEYS
from mtglogic.outputs.next import DEFINITIONS as NEXT_DEFINITIONS
from mtglogic.outputs.shapes import (
    BOOLEAN,
    COMBINATIONS,
    COUNT,
    INTEGER,
    MISSING_CHOICES,
    NAME,
    RULE,
    STRING,
    Schema,
    answer,
    array,
    closed,
    document,
    nullable,
    ref,
    strings,
    table,
)
from mtglogic.vocabulary.events import EVENT_CLASSES, Entering

ENTERING = closed({"controller": nullable(STRING), "tapped": BOOLEAN,
                   "copy_of": nullable(STRING), "counters": table(INTEGER), "face": STRING,
                   "abilities": strings()}, optional=("abilities",))
PLAIN = {int: INTEGER, str: STRING, bool: BOOLEAN, Entering: ref("entering"),
         # the cards a move names (609.3); counters put on an object as it moves, as a table
         tuple[str, ...]: strings(), tuple[tuple[str, int], ...]: table(INTEGER)}


def field_schema(hint: Any) -> Schema:
    """The JSON of one event field, from its type hint (``Entering | None`` is nullable)."""
    if hint in PLAIN:
        return PLAIN[hint]
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if len(args) == 1 and args[0] in PLAIN and type(None) in typing.get_args(hint):
        return nullable(PLAIN[args[0]])
    raise TypeError(f"no JSON schema for an event field of type {hint!r}")


def event_schema(cls: type) -> Schema:
    """One kind of event as ``Event.plain`` writes it: its kind, then every field, the
    class-level ones (its ``provenance``) as their constant value."""
    hints = typing.get_type_hints(cls)
    fields = {f.name: field_schema(hints[f.name]) for f in dataclasses.fields(cls)}
    constants = {name: {"const": _plain(getattr(cls, name))}
                 for name in cls.__dataclass_fields__ if name not in fields}  # type: ignore[attr-defined]
    return closed({**constants, **fields})


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


EXPLAINED_STEP = closed({
    "chooser": nullable(STRING), "effect": NAME, "text": STRING, "applies": BOOLEAN,
    "rule": STRING, "forced": BOOLEAN, "why": STRING, "candidates": strings(),
    "allowed": strings(), "event_after": STRING, "damage_dealt": BOOLEAN,
    "cites": array(RULE), "paid": BOOLEAN})


COUNTS = table(COUNT)
# The state an outcome leaves (``GameState.plain``): the form of a ruling's ``state:``.
STATE = closed({
    "life": table(INTEGER), "counters": table(COUNTS), "damage": COUNTS,
    "zones": table(STRING), "draws": COUNTS, "tokens": table(COUNTS), "moved": COUNTS,
    "skips": table(strings()), "wins": strings(), "losses": strings(),
}, optional=STATE_KEYS)
EFFECT_ID = closed({"object": NAME, "ability": STRING, "choosing": strings()})
WITNESS_STEP = closed({"chooser": nullable(STRING), "effect": EFFECT_ID, "applies": BOOLEAN})
TOKEN_CHARACTERISTICS = closed({
    "id": NAME, "name": STRING, "owner": STRING, "controller": nullable(STRING),
    "zone": STRING, "mana_value": COUNT, "colors": strings(), "types": strings(),
    "subtypes": strings(), "supertypes": strings(), "abilities": strings(),
    "power": nullable(INTEGER), "toughness": nullable(INTEGER), "loyalty": nullable(INTEGER),
    "counters": COUNTS, "face": nullable(STRING), "is_token": BOOLEAN})
TOKEN = closed({"name": NAME, "count": COUNT, "tapped": BOOLEAN,
                "characteristics": TOKEN_CHARACTERISTICS})


NOT_APPLIED = closed({"effect": NAME, "label": STRING, "rules": STRING,
                      "reasons": array(closed({"event": STRING, "why": STRING}))})


def replace_output() -> Schema:
    """``mtglogic replace --json`` (with ``--explain``, witnesses are explained steps; with
    ``--orders``, each event lists its orders)."""
    outcome = closed({
        "result": STRING, "events": array(ref("event")),
        "cant_happen": array(closed({"event": STRING, "because": NAME})),
        "shields": array(closed({"effect": NAME, "prevented": COUNT})),
        "orders": {"type": "integer", "minimum": 1},
        "witness": {"anyOf": [strings(), array(EXPLAINED_STEP)]},
        "state": STATE, "witness_steps": array(WITNESS_STEP), "tokens_created": array(TOKEN),
        # what follows the outcome: triggered abilities, state-based actions (603, 704)
        "next": ref("next")}, optional=("next",))
    order = closed({"steps": array(closed({"effect": NAME, "applies": BOOLEAN})),
                    "result": STRING})
    event = closed({"id": NAME, "event": STRING, "chooser": nullable(STRING),
                    "effects_in_force": strings(), "total_orders": COUNT,
                    "outcomes": array(outcome), "orders": array(order),
                    "unfinished": {"const": True},
                    # --explain: each effect that applied to no event, and why (614.1)
                    "not_applied": array(NOT_APPLIED)},
                   optional=("orders", "unfinished", "not_applied"))
    kinds = {f"event_{kind}": event_schema(cls) for kind, cls in EVENT_CLASSES.items()}
    plain, cut = answer({"ruleset": NAME, "scenario": STRING, "events": array(event)})["oneOf"]
    # --each-choice: each answer's events under the combinations of choice values giving it.
    each = answer({"ruleset": NAME, "scenario": STRING, "missing_choices": MISSING_CHOICES,
                   "combinations_tried": COUNT,
                   "each_choice": array(closed({"combinations": COMBINATIONS,
                                                "events": array(event)}))})["oneOf"][0]
    return document("mtglogic replace --json", {"oneOf": [plain, each, cut]},
                    definitions={"entering": ENTERING, **kinds, **NEXT_DEFINITIONS,
                                 "event": {"oneOf": [ref(name) for name in kinds]}})


__all__ = ["event_schema", "replace_output"]
