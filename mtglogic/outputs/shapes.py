"""Schema fragments for what mtglogic prints: closed objects, lists, nullable values.

Output schemas are precise: an object lists every key it may have, says which always
appear, and is closed (``additionalProperties: false``) unless it repeats data a user
wrote (a card's selectors), which stays open.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtglogic.version import JSON_FORMAT_VERSION

Schema = dict[str, Any]

STRING: Schema = {"type": "string"}
NAME: Schema = {"type": "string", "minLength": 1}
INTEGER: Schema = {"type": "integer"}
COUNT: Schema = {"type": "integer", "minimum": 0}
NUMBER: Schema = {"type": "number"}
BOOLEAN: Schema = {"type": "boolean"}
OPEN: Schema = {}  # data as the user wrote it (a selector, a condition)
RULE: Schema = {"type": "string", "pattern": r"^[0-9]"}  # a rule number: 613.8a, 728.2
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def closed(properties: dict[str, Schema], optional: Iterable[str] = ()) -> Schema:
    """An object with exactly these keys, all required but the ``optional`` ones."""
    left_out = set(optional)
    assert left_out <= set(properties), left_out - set(properties)
    return {"type": "object", "additionalProperties": False, "properties": properties,
            "required": [key for key in properties if key not in left_out]}


def array(items: Schema) -> Schema:
    return {"type": "array", "items": items}


def strings(choices: Iterable[str] | None = None) -> Schema:
    return array(STRING if choices is None else one_of(choices))


def one_of(choices: Iterable[str]) -> Schema:
    return {"enum": list(choices)}


def nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


def table(values: Schema) -> Schema:
    """An object keyed by ids (objects, games, players), every value of one shape."""
    return {"type": "object", "additionalProperties": values}


def ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


# The cards a command drafted from Oracle data because the library lacks them: each with
# where its text came from and the sentences left as text, which the answer ignores.
DRAFTED_CARDS = array(closed({"name": STRING, "source": STRING, "ignored": array(STRING)}))


def versioned(properties: dict[str, Schema], optional: Iterable[str] = ()) -> Schema:
    """A closed top-level object: its ``format_version``, then its own keys; with
    ``drafted_cards`` when the command drafted a card from its Oracle text."""
    return closed({"format_version": {"const": JSON_FORMAT_VERSION}, **properties,
                   "drafted_cards": DRAFTED_CARDS}, (*optional, "drafted_cards"))


# An engine's answer stopped at a limit (exit 3): the limit, its value and the option that
# raises it, and what was explored; the answer holds what was found before it.
PARTIAL = closed({"limit": {"enum": ["max-states", "max-outcomes", "max-depth", "timeout",
                                     "max-memory"]},
                  "value": {"type": ["integer", "string"]}, "option": STRING,
                  "explored": STRING})
# ... or only the limit: when the limit came before anything was found, or, with "cut":
# true, when printing what was found would outlast the time allowed after the limit.
CUT = closed({**PARTIAL["properties"], "cut": {"const": True}}, optional=("cut",))


# --each-choice: the choices not made (whose, which key, how many values were tried) and,
# for each answer, the combinations of values that give it.
MISSING_CHOICES = array(closed({"object": NAME, "key": NAME, "values": COUNT}))
COMBINATIONS = {**array(array(closed({"object": NAME, "key": NAME, "value": STRING}))),
                "minItems": 1}


def answer(properties: dict[str, Schema]) -> Schema:
    """An engine's whole answer; with a ``partial`` key, what it found before a limit; or
    only the ``partial`` key: nothing was found, or (``cut``) it was too long to print in
    time."""
    return {"oneOf": [versioned({**properties, "partial": PARTIAL}, optional=("partial",)),
                      versioned({"partial": CUT})]}


def document(title: str, body: Schema, definitions: dict[str, Schema] | None = None) -> Schema:
    """A whole ``--json`` output's schema: its draft, its title, its shape."""
    schema: Schema = {"$schema": DRAFT, "title": title, **body}
    if definitions:
        schema["$defs"] = definitions
    return schema
