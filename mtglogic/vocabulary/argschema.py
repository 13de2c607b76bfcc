"""JSON Schema fragments for word arguments, mirroring what ``Node``'s accessors accept.

``Node.str`` takes a string or a whole number (read as its text), ``Node.int`` a whole
number within ``MAX_INT``, ``Node.bool`` true or false, ``Node.str_list`` one word or a
list of them, and ``Node.list`` a list or nothing. Each helper here says exactly that, so
that the published schemas accept and refuse what the loader does.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtglogic.node import MAX_INT

Schema = dict[str, Any]

BOOLEAN: Schema = {"type": "boolean"}
ANYTHING: Schema = {}


def string(choices: Iterable[str] | None = None) -> Schema:
    """``Node.str``: a string (or a whole number, read as its text), one of ``choices``."""
    if choices is not None:
        return {"enum": list(choices)}
    return {"type": ["string", "integer"]}


def integer(minimum: int | None = None, maximum: int = MAX_INT) -> Schema:
    """``Node.int``: a whole number, at least ``minimum``, at most ``maximum`` in size."""
    low = -maximum if minimum is None else max(minimum, -maximum)
    return {"type": "integer", "minimum": low, "maximum": maximum}


def array(items: Schema, min_items: int = 0) -> Schema:
    """``Node.list``: a list of ``items``, or nothing (an empty list)."""
    schema: Schema = {"type": ["array", "null"], "items": items}
    if min_items:
        schema = {"type": "array", "items": items, "minItems": min_items}
    return schema


def strict_array(items: Schema) -> Schema:
    """``Node.as_list(strict=True)``: a list of ``items`` (not nothing)."""
    return {"type": "array", "items": items}


def one_or_list(item: Schema) -> Schema:
    """``Node.as_list(allow_single=True)``: one item, a list of them, or nothing."""
    return {"anyOf": [{"type": "null"}, {"type": "array", "items": item}, item]}


def words(choices: Iterable[str] | None = None) -> Schema:
    """``Node.str_list``: one word or a list of words."""
    return one_or_list(string(choices))


def chosen() -> Schema:
    """``{chosen: key}``: a word chosen during the game, read from the choices."""
    return mapping({"chosen": string()}, required=("chosen",))


def words_or_chosen(choices: Iterable[str] | None = None) -> Schema:
    """A list of words, each fixed or ``{chosen: key}``."""
    return one_or_list({"anyOf": [string(choices), chosen()]})


def subtype_words(kinds: Iterable[str]) -> Schema:
    """A list of words, each fixed, ``{chosen: key}`` or ``{all: kind}`` (every subtype of
    a kind the ruleset lists)."""
    return one_or_list({"anyOf": [string(), chosen(), mapping({"all": string(kinds)},
                                                             required=("all",))]})


def mapping(properties: dict[str, Schema], required: Iterable[str] = (),
            min_properties: int = 0) -> Schema:
    """``Node.mapping(allowed, required)``: only these keys, these required."""
    schema: Schema = {"type": "object", "additionalProperties": False,
                      "properties": properties}
    needed = list(required)
    if needed:
        schema["required"] = needed
    if min_properties:
        schema["minProperties"] = min_properties
    return schema


def ref(name: str) -> Schema:
    """A reference to another definition (a family or a document part)."""
    return {"$ref": f"#/$defs/{name}"}


def pair(item: Schema) -> Schema:
    """Exactly two items: ``[power, toughness]``, ``[value, value]``."""
    return {"type": "array", "items": item, "minItems": 2, "maxItems": 2}


def printed(choices: Iterable[str]) -> list[str]:
    """Each word in lower case and as printed on cards (``creature``, ``Creature``)."""
    found: list[str] = []
    for word in choices:
        found += [word, word[:1].upper() + word[1:]]
    return found


def printed_words(choices: Iterable[str]) -> Schema:
    """Card types, supertypes or colors, in lower case or as printed; one or a list."""
    return words(printed(choices))


def some_words(choices: Iterable[str]) -> Schema:
    """``Node.str_list`` that must name at least one word (not nothing, not ``[]``)."""
    item = string(choices)
    return {"anyOf": [item, {"type": "array", "items": item, "minItems": 1}]}


def names_any(choices: Iterable[str]) -> Schema:
    """One word or a list of words, naming at least one of ``choices``."""
    found = {"enum": list(choices)}
    return {"anyOf": [found, {"type": "array", "contains": found}]}


def naming(key: str, choices: Iterable[str]) -> Schema:
    """The mapping has ``key``, and its words name at least one of ``choices`` (for
    ``if``/``then``: "a card whose types name creature")."""
    return {"required": [key], "properties": {key: names_any(choices)}}


def absent(*keys: str) -> Schema:
    """None of these keys is present."""
    return {"not": {"anyOf": [{"required": [key]} for key in keys]}}


def only_keys(keys: Iterable[str]) -> Schema:
    """No key but these (beside the ``properties`` that describe them all)."""
    return {"propertyNames": {"enum": list(keys)}}


def is_true(key: str) -> Schema:
    """The mapping has ``key: true`` (for ``if``/``then``)."""
    return {"required": [key], "properties": {key: {"const": True}}}
