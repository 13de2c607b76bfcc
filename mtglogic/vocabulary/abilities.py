"""Abilities as data: keywords, static, replacement and triggered abilities, and plain text.

In YAML an ability is a keyword name (``flying``) or a one-key mapping::

    {keyword: flying}
    {static: {text: ..., applies_to: ..., effects: [...]}}   # see vocabulary.continuous
    {replacement: {...}}                                      # see vocabulary.replacements
    {spell: {text: ..., effects: [...]}}                      # an instant's or sorcery's effect
    {triggered: {...}}                                        # see vocabulary.triggers
    {activated: "{2}: ..."}  {triggered: "When ..."}  {mana: "{T}: Add {G}."}  # text only

An ability is compiled once, when it is built: its ``definition`` travels with it through
copies and grants. A text-changing effect (rule 612) makes a new ability from the new data
(``rewrite_ability``), compiled once for that data.
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Any

from mtglogic.deferred import deferred
from mtglogic.model.frozen import FrozenMap, freeze, thaw
from mtglogic.model.objects import Ability
from mtglogic.model.terms import COLORS
from mtglogic.node import Node, to_plain
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.continuous import compile_spec

# Replacement and triggered abilities are compiled by the words of events (614-616, 603),
# loaded when a card first has such an ability.
compile_replacement = deferred("mtglogic.vocabulary.replacements:compile_replacement")
compile_trigger = deferred("mtglogic.vocabulary.triggers:compile_trigger")

TEXT_KINDS = ("activated", "triggered", "mana")
ABILITY_KINDS = ("keyword", "static", "replacement", "spell") + TEXT_KINDS
ABILITY_SCHEMA = {"anyOf": [s.string(), s.mapping({
    "keyword": s.string(), "static": s.ref("spec"), "spell": s.ref("spell"),
    "replacement": s.ref("replacement"), "activated": s.string(),
    "triggered": {"anyOf": [s.string(), s.ref("trigger")]},
    "mana": s.string()}, min_properties=1) | {"maxProperties": 1}]}


def ability_from_node(node: Node, key: str) -> Ability:
    """Validate one ability definition and build an ``Ability`` keyed ``key``, compiled."""
    if not node.is_map():
        return Ability("keyword", node.as_str().lower(), f"{key}:kw")
    node.mapping(allowed=ABILITY_KINDS)
    if len(node.value) != 1:
        node.fail(f"an ability has exactly one of: {', '.join(ABILITY_KINDS)}")
    kind, body = next(node.items())
    if kind == "keyword":
        return Ability("keyword", body.as_str().lower(), f"{key}:kw")
    if kind in TEXT_KINDS and not (kind == "triggered" and body.is_map()):
        return Ability(kind, body.as_str(), key)
    data = freeze(to_plain(body.value))
    definition = _compile(kind, body, key)
    if kind == "replacement":
        text = body["text"].as_str() if "text" in body else "replacement effect"
        return Ability(kind, text, key, data, definition=definition)
    if kind == "triggered":
        return Ability(kind, definition.text, key, data, definition=definition)
    return Ability(kind, definition.text, key, data, cda=definition.cda, definition=definition)


def spell_ability(body: Node, key: str) -> Ability:
    """The effect of a resolving spell or ability, written as a ``spell`` body."""
    definition = compile_spec(body, key, fixed_targets=True)
    return Ability("spell", definition.text, key, freeze(to_plain(body.value)),
                   cda=definition.cda, definition=definition)


def _compile(kind: str, body: Node, key: str) -> Any:
    if kind == "replacement":
        return compile_replacement()(body)
    if kind == "triggered":
        return compile_trigger()(body)
    return compile_spec(body, key, fixed_targets=(kind == "spell"))


@lru_cache(maxsize=4096)
def _compile_data(kind: str, data: Any, key: str) -> Any:
    """The definition of rewritten ability data (compiled once per data)."""
    return _compile(kind, Node(thaw(data), f"<ability {key}>", key, None), key)


def rewrite_ability(ability: Ability, old: str, new: str) -> Ability:
    """The ability with every ``old`` word replaced by ``new`` (612.2), as a new ability
    compiled for its new data; the same ability when nothing changes."""
    if ability.key.startswith("intrinsic:"):
        return ability  # mana symbols are not words (612.2)
    data = _rewrite(ability.data, old, new)
    text = replace_word(ability.text, old, new)
    if data is ability.data and text == ability.text:
        return ability
    definition = ability.definition
    if data is not ability.data and ability.kind in ("static", "spell", "replacement",
                                                     "triggered") and ability.definition:
        definition = _compile_data(ability.kind, data, ability.key)
    return replace(ability, data=data, text=text, definition=definition)


def replace_word(text: str, old: str, new: str) -> str:
    """``old`` replaced by ``new`` in a text, as whole words, keeping capitals."""
    def sub(match: re.Match[str]) -> str:
        word = match.group(0)
        return new.capitalize() if word[0].isupper() else new.lower()

    if old in COLORS:
        return re.sub(rf"\b{old}\b", sub, text, flags=re.IGNORECASE)
    return re.sub(rf"\b{old}s?\b", lambda m: new + m.group(0)[len(old):], text)


def _rewrite(data: Any, old: str, new: str) -> Any:
    """Replace every occurrence of the word ``old`` by ``new`` in frozen ability data."""
    if isinstance(data, str):
        if data == old or (old in COLORS and data.lower() == old):
            return new
        return replace_word(data, old, new) if old in data else data
    if isinstance(data, FrozenMap):
        items = tuple((k, _rewrite(v, old, new)) for k, v in data)
        return data if items == tuple(data) else FrozenMap(items)
    if isinstance(data, tuple):
        items = tuple(_rewrite(v, old, new) for v in data)
        return data if items == data else items
    return data
