"""Abilities as data: keywords, static abilities, replacement effects and plain text.

In YAML an ability is a keyword name (``flying``) or a one-key mapping::

    {keyword: flying}
    {static: {text: ..., applies_to: ..., effects: [...]}}   # see effects.continuous
    {replacement: {...}}                                      # see replacement.vocabulary
    {spell: {text: ..., effects: [...]}}                      # an instant's or sorcery's effect
    {activated: "{2}: ..."}  {triggered: "When ..."}  {mana: "{T}: Add {G}."}
"""
from __future__ import annotations

import importlib

from mtglogic.effects.continuous import compile_spec
from mtglogic.loading.yamlio import Node, to_plain
from mtglogic.model.objects import Ability, freeze

ABILITY_KINDS = ("keyword", "static", "replacement", "spell", "activated", "triggered", "mana")


def _validate_replacement(node: Node) -> None:
    """Let the replacement engine validate its own vocabulary, when it is installed."""
    try:
        module = importlib.import_module("mtglogic.replacement.vocabulary")
    except ModuleNotFoundError:  # pragma: no cover - during development only
        return
    validate = getattr(module, "validate_replacement", None)
    if validate is not None:
        validate(node)


def ability_from_node(node: Node, key: str) -> Ability:
    """Validate one ability definition and build an ``Ability`` keyed ``key``."""
    if not node.is_map():
        return Ability("keyword", node.str().lower(), f"{key}:kw")
    node.mapping(allowed=ABILITY_KINDS)
    if len(node.value) != 1:
        node.fail(f"an ability has exactly one of: {', '.join(ABILITY_KINDS)}")
    kind, body = next(node.items())
    if kind == "keyword":
        return Ability("keyword", body.str().lower(), f"{key}:kw")
    if kind in ("activated", "triggered", "mana"):
        return Ability(kind, body.str(), key)
    if kind == "replacement":
        body.mapping()
        _validate_replacement(body)
        text = body["text"].str() if "text" in body else "replacement effect"
        return Ability(kind, text, key, freeze(to_plain(body.value)))
    spec = compile_spec(body, key, fixed_targets=(kind == "spell"))
    return Ability(kind, spec.text, key, freeze(to_plain(body.value)), cda=spec.cda)
