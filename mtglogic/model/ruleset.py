"""Rulesets: the rule tables of one version of the Comprehensive Rules, as data.

A ``Ruleset`` holds the layer order, where each kind of effect part applies, the CDA and
simultaneous-timestamp rules and the rule numbers to cite; ``mtglogic.loading.rulesets``
reads it from ``rulesets/<id>/ruleset.yaml``. Engines keep their own sections
(``replacement``, ``subgame``) in the same file and read them from ``Ruleset.section``.
The engines never test a ruleset's id: every difference between versions is data here.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from mtglogic.errors import InputError
from mtglogic.node import Node

DEFAULT_RULESET = "cr-2026"
T = TypeVar("T")


@dataclass(frozen=True)
class Layer:
    """One layer or sublayer of rule 613."""

    id: str
    rule: str
    name: str
    parts: tuple[str, ...]


@dataclass(frozen=True)
class Ruleset:
    """The rule tables of one ruleset."""

    id: str
    title: str
    layers: tuple[Layer, ...]
    cda_first_layers: frozenset[str]
    dependency_cda: str
    simultaneous_timestamps: str
    citations: dict[str, str]
    # Effects of one object that share a timestamp because the object got a new one after
    # an effect granted it an ability: "relative" keeps the order they had (613.7a in
    # 2026); "none" when the ruleset gives no order (2011).
    granted_order: str = "relative"
    # An object's own static abilities come before a resolving effect on it that gets its
    # timestamp at the same time (613.7n in 2026; no such rule in 2011).
    static_before_resolved: bool = False
    # The ruleset's lists of subtypes by kind (``creature_types``, ``land_types``,
    # ``basic_land_types``: 205.3m, 205.3i), which "every creature type" and "all land
    # types" name.
    subtype_lists: dict[str, frozenset[str]] = field(default_factory=dict, compare=False,
                                                     hash=False)
    # Each counter has its own timestamp, renewed for every counter of its kind when one
    # more is put on (613.7c in 2026); without it, counters have their object's timestamp.
    counter_timestamps: bool = False
    # Keyword counters (122.1b in 2026): the keywords a counter can be, the layer in which
    # it grants its keyword (613.1f) and the rule; none in 2011.
    keyword_counters: tuple[str, ...] = ()
    keyword_counter_layer: str = ""
    # Each player's starting life total where the scenario states none (103.4 in 2026,
    # 118.1 in 2011: 20 outside the variants).
    starting_life: int = 20
    sections: dict[str, Node] = field(default_factory=dict, compare=False, hash=False)
    source: str = ""

    def cite(self, key: str) -> str:
        """The rule number this ruleset gives for ``key`` (e.g. ``dependency``)."""
        return self.citations.get(key, "?")

    def layer_of(self, part_kind: str) -> Layer:
        for layer in self.layers:
            if part_kind in layer.parts:
                return layer
        raise InputError(f"ruleset {self.id} has no layer for effects of kind {part_kind!r}")

    def layer(self, layer_id: str) -> Layer:
        for layer in self.layers:
            if layer.id == layer_id:
                return layer
        raise InputError(f"ruleset {self.id} has no layer {layer_id!r}; "
                         f"its layers are {', '.join(layer.id for layer in self.layers)}")

    def section(self, name: str) -> Node:
        """The raw ``name`` section of ruleset.yaml, for the engine that owns it."""
        if name not in self.sections:
            raise InputError(f"ruleset {self.id} has no {name!r} section", self.source)
        return self.sections[name]


class SectionCache(Generic[T]):
    """What an engine parses from one section of a ruleset, kept by what it reads: the
    ruleset's id and the section's content, not the file it came from nor the object
    read (a ruleset folder edited and read again is parsed again; the same content read
    again is not). The most recent ``kept`` are kept."""

    def __init__(self, name: str, parse: Callable[[Ruleset], T], kept: int = 8) -> None:
        self.name = name
        self.parse = parse
        self.kept = kept
        self._found: OrderedDict[tuple[str, str], T] = OrderedDict()

    def __call__(self, ruleset: Ruleset) -> T:
        key = (ruleset.id, repr(ruleset.section(self.name).value))
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = self.parse(ruleset)
            if len(self._found) > self.kept:
                self._found.popitem(last=False)
        else:
            self._found.move_to_end(key)
        return found
