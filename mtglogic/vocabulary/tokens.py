"""Token definitions: what a created token is (111.3), predefined ones (111.10) as ruleset data.

A token is defined by its characteristics, written like a card's: a name, card types,
subtypes, supertypes, colors, power and toughness (a creature token needs both), and
abilities (keywords, and activated, triggered or mana abilities as text)::

    {name: Squirrel, types: [creature], subtypes: [Squirrel], colors: [green],
     power: 1, toughness: 1}

The predefined tokens of 111.10 in 2026 (Treasure, Food, Clue, Blood, Gold, Powerstone...)
are the ``tokens:`` section of a ruleset: an effect names them (``token: Treasure``). A
definition written in an effect's event template (Chatterfang's Squirrels, Divine
Visitation's Angels) is kept here by name, so that the replacement engine sees the tokens
as they would exist on the battlefield (614.12).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.terms import CARD_TYPES, COLORS, SUPERTYPES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s

TEXT_ABILITIES = ("keyword", "activated", "triggered", "mana")
TOKEN_ABILITY = {"anyOf": [s.string(), s.mapping({k: s.string() for k in TEXT_ABILITIES},
                                                 min_properties=1) | {"maxProperties": 1}]}
CREATURE = {"enum": ["creature", "Creature"]}
TOKEN_SCHEMA = s.mapping({"name": s.string(), "types": s.some_words(s.printed(CARD_TYPES)),
                          "subtypes": s.words(), "supertypes": s.printed_words(SUPERTYPES),
                          "colors": s.printed_words(COLORS), "power": s.integer(),
                          "toughness": s.integer(), "abilities": s.array(TOKEN_ABILITY)},
                         required=("name", "types")) | {
    "if": {"required": ["types"], "properties": {"types": {"anyOf": [
        CREATURE, {"type": "array", "contains": CREATURE}]}}},
    "then": {"required": ["power", "toughness"]}}
TOKEN_KEYS = tuple(TOKEN_SCHEMA["properties"])
_WRITTEN: dict[str, ObjState] = {}  # definitions written in effects' templates, by name
_PREDEFINED: dict[tuple[str, str], dict[str, ObjState]] = {}


def _words(node: Node, allowed: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w.lower() for w in node.as_str_list(allowed + tuple(a.title() for a in allowed)))


def _ability(node: Node, key: str) -> Ability:
    """A keyword (its name alone, or ``{keyword: name}``), or an ability as text."""
    kind, body = "keyword", node
    if node.is_map():
        node.mapping(allowed=TEXT_ABILITIES)
        if len(node.value) != 1:
            node.fail(f"a token's ability is exactly one of: {', '.join(TEXT_ABILITIES)}")
        kind, body = next(node.items())
    keyword = kind == "keyword"
    return Ability(kind, body.as_str().lower() if keyword else body.as_str(),
                   f"{key}:kw" if keyword else key)


def token_state(node: Node, name: str | None = None) -> ObjState:
    """The characteristics a token definition gives (111.3); ``name`` when the definition
    is the value of a named entry (a ruleset's predefined tokens)."""
    node.mapping(allowed=TOKEN_KEYS if name is None else TOKEN_KEYS[1:],
                 required=("name",) if name is None else ())
    name = name or node["name"].as_str()
    types = _words(node["types"], CARD_TYPES) if "types" in node else frozenset()
    if not types:
        node.fail(f"token {name!r}: give its card types (`types`)")
    if "creature" in types and ("power" not in node or "toughness" not in node):
        node.fail(f"token {name!r}: a creature token needs `power` and `toughness`")
    stats: dict[str, Any] = {k: node[k].as_int() for k in ("power", "toughness") if k in node}
    abilities = tuple(_ability(item, f"token:{name}#{i}")
                      for i, item in enumerate(node["abilities"].as_list())) \
        if "abilities" in node else ()
    return ObjState(
        id=f"token:{name}", name=name, owner="", controller=None, zone="battlefield",
        timestamp=0, colors=_words(node["colors"], COLORS) if "colors" in node else frozenset(),
        card_types=types,
        subtypes=frozenset(node["subtypes"].as_str_list()) if "subtypes" in node else frozenset(),
        supertypes=_words(node["supertypes"], SUPERTYPES) if "supertypes" in node
        else frozenset(), abilities=abilities, is_token=True, **stats)


def written_token(node: Node) -> str:
    """A token defined in an effect's template, kept under its name; a second, different
    definition under the same name is kept as ``NAME#2`` (and so on)."""
    state = token_state(node)
    key, number = state.name, 1
    while key in _WRITTEN and _WRITTEN[key] != replace(state, id=_WRITTEN[key].id):
        number += 1
        key = f"{state.name}#{number}"
    _WRITTEN.setdefault(key, replace(state, id=f"token:{key}"))
    return key


def written_tokens() -> dict[str, ObjState]:
    return dict(_WRITTEN)


def predefined_tokens(ruleset: Ruleset) -> dict[str, ObjState]:
    """The ruleset's predefined tokens by name (its ``tokens:`` section; 111.10 in 2026)."""
    key = (ruleset.id, ruleset.source)
    if key not in _PREDEFINED:
        found: dict[str, ObjState] = {}
        if "tokens" in ruleset.sections:
            section = ruleset.section("tokens").mapping(allowed=("rule", "predefined"))
            for name, item in section["predefined"].items():
                found[name] = token_state(item, name)
        _PREDEFINED[key] = found
    return _PREDEFINED[key]
