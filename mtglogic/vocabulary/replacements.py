"""Replacement, prevention and "can't" effects: one YAML mapping per effect (614-616).

In a card file, under ``abilities: [{replacement: {...}}]``, or inline in a scenario's
``replacements:``::

    text: "If a creature you control would deal damage, it deals double instead."
    watch: {event: damage, source: {type: creature, controller: you}}    # see watch.py
    instead: {multiply: 2}                                                # see actions.py
    optional: true          # "you may": applying it is a choice (both outcomes are listed)
    self_replacement: true  # part of a resolving spell's own effect (614.14 / 614.15)
    works_from: anywhere    # zones the ability works from (default: battlefield)
    resolved: true          # created when the spell or ability resolves (Fog, a shield)
    once: true              # "the next time ... would": used up by the first event it
                            # modifies (614.3, 615.3, 615.8; the same numbers in 2011)
    unless: {event: lose_life, player: you, amount: 2}   # "you may pay 2 life; if you
                            # don't, ...": declining it pays this (119.4: if one can)

or, for a "can't" effect (614.17 in 2026), ``cant: true`` instead of ``instead`` (with
``never_happens: true`` when what it forbids never happens at all, so that no replacement
effect, not even a self-replacement one, has an event to modify: 614.7, a ruleset's
process rule ``never_happens``); for an
effect that says damage can't be prevented (615.12), ``unpreventable: true`` (it watches
damage, and prevention then leaves that damage alone); for an effect that says permanents
can't be regenerated (701.19c; 701.12c in 2011), ``cant_be_regenerated: true`` (it watches
the destruction of the objects its selector finds, and regeneration shields are then not
applied to them).
An ability of kind ``replacement`` is compiled by ``compile_replacement`` when it is built.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglogic.model.frozen import freeze
from mtglogic.model.objects import ObjState
from mtglogic.model.terms import ZONES
from mtglogic.node import Node, to_plain
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.actions import COSTS, Action, Then, compile_cost
from mtglogic.vocabulary.instead import INSTEAD_SCHEMA, compile_action
from mtglogic.vocabulary.registry import ACTIONS
from mtglogic.vocabulary.tokens import written_definitions
from mtglogic.vocabulary.watch import WATCH_SCHEMA, Watch, compile_watch

REPLACEMENT_SCHEMA = s.mapping({
    "text": s.string(),
    "watch": WATCH_SCHEMA,
    "instead": INSTEAD_SCHEMA,
    "cant": s.BOOLEAN,
    "never_happens": {"const": True},
    "unpreventable": {"const": True},
    "cant_be_regenerated": {"const": True},
    "optional": s.BOOLEAN,
    "self_replacement": s.BOOLEAN,
    "works_from": {"anyOf": [{"const": "anywhere"}, s.words(ZONES)]},
    "resolved": s.BOOLEAN,
    "once": s.BOOLEAN,
    "unless": COSTS.schema(),  # the parser compile_cost uses: one description
}, required=("watch",))
SPEC_KEYS = tuple(REPLACEMENT_SCHEMA["properties"])
# What the keys of an effect require of each other: `instead`, `cant: true` or
# `unpreventable: true` (and the last two are not optional); an action changes some event the
# effect watches; "can't be prevented" is about damage.
ONLY_DAMAGE = {"anyOf": [{"const": "damage"},
                        {"type": "array", "minItems": 1, "items": {"const": "damage"}}]}
ONLY_ZONE_CHANGE = {"anyOf": [{"const": "zone_change"}, {
    "type": "array", "minItems": 1, "items": {"const": "zone_change"}}]}
NOT_OPTIONAL = {"properties": {"optional": {"const": False}}}
REPLACEMENT_RULES = [
    {"if": {"required": ["never_happens"]}, "then": s.is_true("cant")},
    {"if": s.is_true("cant"),
     "then": {"allOf": [s.absent("instead", "unpreventable", "cant_be_regenerated", "unless"),
                        NOT_OPTIONAL]},
     "else": {"if": {"required": ["unpreventable"]},
              "then": {"allOf": [s.absent("instead", "unless", "cant_be_regenerated"),
                                 NOT_OPTIONAL, {"properties": {
                                     "watch": {"properties": {"event": ONLY_DAMAGE}}}}]},
              "else": {"if": {"required": ["cant_be_regenerated"]},
                       "then": {"allOf": [s.absent("instead", "unless"), NOT_OPTIONAL, {
                           "properties": {"watch": {"properties": {
                               "event": ONLY_ZONE_CHANGE}}}}]},
                       "else": {"required": ["instead"]}}}},
    *({"if": {"required": ["instead"], "properties": {"instead": {"required": [w.name]}}},
       "then": {"properties": {"watch": {"properties": {"event": s.names_any(w.events)}}}}}
      for w in ACTIONS.declared.values() if w.events),  # read as the module loads (instead)
]
REPLACEMENT_SCHEMA["allOf"] = REPLACEMENT_RULES


@dataclass(frozen=True)
class ReplacementSpec:
    """A validated effect definition, not yet bound to a source or controller."""

    text: str
    watch: Watch
    action: Action | None  # None for a "can't" effect
    optional: bool
    self_replacement: bool
    works_from: frozenset[str]
    resolved: bool
    data: Any  # the frozen definition: equal data means interchangeable effects
    unpreventable: bool = False  # "damage can't be prevented" (615.12), not a replacement
    unless: Then | None = None  # the cost whose payment stops it (614.12a: chosen first)
    tokens: tuple[ObjState, ...] = ()  # the tokens its templates define (111.3), as written
    # whether its watch or action names its source (or what the source is attached to or
    # chose): then two effects alike in all else differ by source (computed when compiled)
    refers_to_source: bool = False
    # "it can't be regenerated" (701.19c; 701.12c in 2011): not a replacement either
    unregenerable: bool = False
    # "the next time ... would": used up by the first event it modifies, so not applied to
    # the later events of a sequence (614.3, 615.3, 615.8; process_rules/used_up.py)
    once: bool = False
    # a "can't" effect whose forbidden event never happens, so nothing modifies it (614.7)
    never_happens: bool = False

    @property
    def cant(self) -> bool:
        return self.action is None and not self.unpreventable and not self.unregenerable

    def tier_kinds(self) -> frozenset[str]:
        """The 616.1 tier names this effect could belong to (the ruleset picks the first)."""
        kinds = {"any"}
        if self.self_replacement:
            kinds.add("self_replacement")
        if self.action is not None and self.action.tier_kind:
            kinds.add(self.action.tier_kind)
        return frozenset(kinds)


# ("mode_chosen": the mode its source, a modal spell, chose as it was cast: 700.2a)
SOURCE_WORDS = ("self", "other", "attached", "enchanted", "equipped", "fortified", "chosen",
                "mode_chosen")


def compile_replacement(node: Node) -> ReplacementSpec:
    """Validate and compile one effect mapping (located errors)."""
    node.mapping(allowed=SPEC_KEYS, required=("watch",))
    cant = node["cant"].as_bool() if "cant" in node else False
    unpreventable = "unpreventable" in node
    if unpreventable and node["unpreventable"].value is not True:
        node["unpreventable"].fail("write `unpreventable: true` or leave it out")
    unregenerable = "cant_be_regenerated" in node
    if unregenerable and node["cant_be_regenerated"].value is not True:
        node["cant_be_regenerated"].fail("write `cant_be_regenerated: true` or leave it out")
    never = "never_happens" in node
    if never and (node["never_happens"].value is not True or not cant):
        node["never_happens"].fail("write `never_happens: true` beside `cant: true`, or leave "
                                   "it out")
    if [cant, unpreventable, unregenerable, "instead" in node].count(True) != 1:
        node.fail("give one of `instead` (a replacement or prevention), `cant: true`, "
                  "`unpreventable: true` or `cant_be_regenerated: true`")
    action = compile_action(node["instead"]) if "instead" in node else None
    watch = compile_watch(node["watch"])
    if unpreventable and watch.kinds != {"damage"}:
        node["watch"]["event"].fail("only damage can be made unpreventable (615.12)")
    if unregenerable and watch.kinds != {"zone_change"}:
        node["watch"]["event"].fail("what can't be regenerated is watched as it would be "
                                    "destroyed: `event: zone_change` (701.19c)")
    if action is not None:
        concerns = ACTIONS[action.key].events
        if concerns and watch.kinds.isdisjoint(concerns):
            node["instead"].fail(f"`{action.key}` changes {', '.join(concerns)} events; this "
                                 f"effect watches {', '.join(sorted(watch.kinds))}")
    works = frozenset(["battlefield"])
    if "works_from" in node:
        raw = node["works_from"]
        works = frozenset(ZONES) if raw.value == "anywhere" else frozenset(raw.as_str_list(ZONES))
    text = node["text"].as_str() if "text" in node else _default_text(node)
    flags = {k: node[k].as_bool() if k in node else False
             for k in ("optional", "self_replacement", "resolved", "once")}
    if (cant or unpreventable or unregenerable) and (flags["optional"] or "unless" in node):
        node["optional" if "optional" in node else "unless"].fail(
            "this effect is not optional: only a replacement or prevention effect may be")
    if flags["once"] and action is None:
        node["once"].fail("only a replacement or prevention effect is used up (614.3, 615.3)")
    unless = compile_cost(node["unless"]) if "unless" in node else None
    plain = to_plain(node.value)
    return ReplacementSpec(text, watch, action, flags["optional"] or unless is not None,
                           flags["self_replacement"], works, flags["resolved"],
                           freeze(plain), unpreventable, unless, written_definitions(node),
                           _names_source((plain.get("watch"), plain.get("instead"))),
                           unregenerable, flags["once"], never)


def _names_source(written: Any) -> bool:
    """Whether a written watch or instead uses a word that reads the effect's source: a key
    or a string value that is one of SOURCE_WORDS (``self``, ``other``, ``enchanted``...), a
    whole word, not a part of one (``{chosen: color}`` reads the source's choice)."""
    if isinstance(written, dict):
        return any(_names_source(k) or _names_source(v) for k, v in written.items())
    if isinstance(written, (list, tuple)):
        return any(_names_source(item) for item in written)
    return isinstance(written, str) and written in SOURCE_WORDS


def _default_text(node: Node) -> str:
    kinds = "/".join(node["watch"]["event"].as_str_list())
    if "unpreventable" in node:
        return f"{kinds} can't be prevented"
    if "cant_be_regenerated" in node:
        return "it can't be regenerated"
    if "instead" not in node:
        return f"{kinds} can't happen"
    key, arg = next(iter(node["instead"].value.items()))
    return f"{kinds}: {key} {to_plain(arg)}"

