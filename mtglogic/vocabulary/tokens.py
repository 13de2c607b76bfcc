"""Token definitions: what a created token is (111.3), predefined ones (111.10) as ruleset data.

A token is defined by its characteristics, written like a card's: a name, card types,
subtypes, supertypes, colors, power and toughness (a creature token needs both), and
abilities (keywords, and activated, triggered or mana abilities as text)::

    {name: Squirrel, types: [creature], subtypes: [Squirrel], colors: [green],
     power: 1, toughness: 1}

The predefined tokens of 111.10 in 2026 (Treasure, Food, Clue, Blood, Gold, Powerstone...)
are the ``tokens:`` section of a ruleset: an effect names them (``token: Treasure``). A
definition written in an effect's event template (Chatterfang's Squirrels, Divine
Visitation's Angels) belongs to the compiled effect that wrote it (``written_definitions``);
the question collects those of the effects in play into one table (``token_table``), so
that the replacement engine sees the tokens as they would exist on the battlefield (614.12).
No table here outlives a question: the names are the same whatever was compiled before.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
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


def written_definitions(node: Node) -> tuple[ObjState, ...]:
    """The tokens an effect's definition writes out (111.3), in the order written: the
    ``token:`` mappings of its ``create_tokens`` templates, wherever they sit (``become``,
    ``then``, ``unless``)."""
    found: list[ObjState] = []
    if node.is_map():
        if "event" in node and "token" in node and node["token"].is_map():
            found.append(token_state(node["token"]))
        for _, item in node.items():
            found.extend(written_definitions(item))
    elif node.is_list():
        for item in node.as_list():
            found.extend(written_definitions(item))
    return tuple(found)


def same_token(one: ObjState, other: ObjState) -> bool:
    """Whether two definitions give the same characteristics (their ids aside)."""
    return replace(one, id=other.id) == other


def token_table(written: Iterable[ObjState],
                known: Mapping[str, ObjState]) -> dict[str, ObjState]:
    """The tokens of a question by name: ``known`` (the ruleset's predefined ones and those
    the scenario's events define), then each definition ``written`` by the effects in play,
    in their order: under its name, or ``NAME#2`` (and so on) when another definition
    already has that name; a definition equal to one already there shares its name."""
    table = dict(known)
    for state in written:
        if any(same_token(state, there) for there in table.values()):
            continue
        key, number = state.name, 1
        while key in table:
            number += 1
            key = f"{state.name}#{number}"
        table[key] = replace(state, id=f"token:{key}")
    return table


def token_key(table: Mapping[str, ObjState], state: ObjState) -> str:
    """The name a question's token table gives a written definition (``token_table``); its
    own name when the table lacks it (an effect the question did not collect)."""
    return next((key for key, there in table.items() if same_token(state, there)), state.name)


_PREDEFINED: dict[int, tuple[Node, dict[str, ObjState]]] = {}


def predefined_tokens(ruleset: Ruleset) -> dict[str, ObjState]:
    """The ruleset's predefined tokens by name (its ``tokens:`` section; 111.10 in 2026),
    read once per section (a new copy of the table each call: callers add to it)."""
    if "tokens" not in ruleset.sections:
        return {}
    node = ruleset.section("tokens")
    kept = _PREDEFINED.get(id(node))
    if kept is None or kept[0] is not node:
        section = node.mapping(allowed=("rule", "predefined"))
        kept = _PREDEFINED[id(node)] = (node, {name: token_state(item, name) for name, item
                                               in section["predefined"].items()})
    return dict(kept[1])
