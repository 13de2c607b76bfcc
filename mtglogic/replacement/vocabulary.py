"""The replacement and prevention effect vocabulary: one YAML mapping per effect.

In a card file, under ``abilities: [{replacement: {...}}]``, or inline in a scenario's
``replacements:``::

    text: "If a creature you control would deal damage, it deals double instead."
    watch: {event: damage, source: {type: creature, controller: you}}    # see watch.py
    instead: {multiply: 2}                                                # see actions.py
    optional: true          # "you may": applying it is a choice (both outcomes are listed)
    self_replacement: true  # part of a resolving spell's own effect (614.14 / 614.15)
    works_from: anywhere    # zones the ability works from (default: battlefield)
    resolved: true          # created when the spell or ability resolves (Fog, a shield)

or, for a "can't" effect (614.17 in 2026), ``cant: true`` instead of ``instead``.
The card loader calls ``validate_replacement`` so that errors point at the card file.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglogic.loading.yamlio import Node, to_plain
from mtglogic.model.objects import freeze
from mtglogic.model.vocabulary import ZONES
from mtglogic.replacement.actions import Action, compile_action
from mtglogic.replacement.watch import Watch, compile_watch

SPEC_KEYS = ("text", "watch", "instead", "cant", "optional", "self_replacement", "works_from",
             "resolved")


@dataclass(frozen=True)
class EffectSpec:
    """A validated effect definition, not yet bound to a source or controller."""

    text: str
    watch: Watch
    action: Action | None  # None for a "can't" effect
    optional: bool
    self_replacement: bool
    works_from: frozenset[str]
    resolved: bool
    data: Any  # the frozen definition: equal data means interchangeable effects

    @property
    def cant(self) -> bool:
        return self.action is None

    def tier_kinds(self) -> frozenset[str]:
        """The 616.1 tier names this effect could belong to (the ruleset picks the first)."""
        kinds = {"any"}
        if self.self_replacement:
            kinds.add("self_replacement")
        if self.action is not None and self.action.tier_kind:
            kinds.add(self.action.tier_kind)
        return frozenset(kinds)


def compile_spec(node: Node) -> EffectSpec:
    """Validate and compile one effect mapping (located errors)."""
    node.mapping(allowed=SPEC_KEYS, required=("watch",))
    cant = node["cant"].bool() if "cant" in node else False
    if cant == ("instead" in node):
        node.fail("give either `instead` (a replacement or prevention) or `cant: true`")
    action = compile_action(node["instead"]) if "instead" in node else None
    watch = compile_watch(node["watch"])
    works = frozenset(["battlefield"])
    if "works_from" in node:
        raw = node["works_from"]
        works = frozenset(ZONES) if raw.value == "anywhere" else frozenset(raw.str_list(ZONES))
    text = node["text"].str() if "text" in node else _default_text(node)
    flags = {k: node[k].bool() if k in node else False
             for k in ("optional", "self_replacement", "resolved")}
    if cant and flags["optional"]:
        node["optional"].fail("a \"can't\" effect is not optional")
    return EffectSpec(text, watch, action, flags["optional"], flags["self_replacement"], works,
                      flags["resolved"], freeze(to_plain(node.value)))


def _default_text(node: Node) -> str:
    kinds = "/".join(node["watch"]["event"].str_list())
    if "instead" not in node:
        return f"{kinds} can't happen"
    key, arg = next(iter(node["instead"].value.items()))
    return f"{kinds}: {key} {to_plain(arg)}"


def validate_replacement(node: Node) -> None:
    """Check a ``replacement`` ability of a card file; raises a located InputError."""
    compile_spec(node)
