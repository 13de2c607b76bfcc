"""Rulesets: the rule tables of one version of the Comprehensive Rules, read from data.

``rulesets/<id>/ruleset.yaml`` holds the layer order, where each kind of effect part
applies, the CDA and simultaneous-timestamp rules and the rule numbers to cite. Other
engines keep their own sections (``replacement``, ``subgame``) in the same file and read
them from ``Ruleset.section``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.yamlio import Node, load_yaml, to_plain
from mtglogic.paths import data_root

DEFAULT_RULESET = "cr-2026"
PART_KINDS = ("copy", "face_down", "control", "text_change", "types", "colors", "abilities",
              "pt_cda", "pt_set", "pt_modify", "counters", "pt_switch")


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
    sections: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
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
                         f"its layers are {', '.join(l.id for l in self.layers)}")

    def section(self, name: str) -> Node:
        """The raw ``name`` section of ruleset.yaml, for the engine that owns it."""
        if name not in self.sections:
            raise InputError(f"ruleset {self.id} has no {name!r} section", self.source)
        return self.sections[name]


def available_rulesets() -> list[str]:
    root = data_root()
    return sorted(p.parent.name for p in root.glob("*/ruleset.yaml"))


def parse_ruleset(root: Node) -> Ruleset:
    """Validate and build a Ruleset from the root node of a ruleset.yaml."""
    root.mapping(required=("id", "layers", "cda_first_layers", "dependency_cda",
                           "simultaneous_timestamps", "cite"))
    layers = []
    seen_parts: set[str] = set()
    for item in root["layers"].list():
        item.mapping(allowed=("id", "rule", "name", "parts"), required=("id", "rule", "parts"))
        parts = tuple(item["parts"].str_list(PART_KINDS))
        for part in parts:
            if part in seen_parts:
                item["parts"].fail(f"effect kind {part!r} is placed in two layers")
            seen_parts.add(part)
        name = item.get("name")
        layers.append(Layer(item["id"].str(), item["rule"].str(),
                            name.str() if name else "", parts))
    missing = [kind for kind in PART_KINDS if kind not in seen_parts]
    if missing:
        root["layers"].fail(f"no layer applies effects of kind {', '.join(missing)}")
    layer_ids = [layer.id for layer in layers]
    cda_first = frozenset(root["cda_first_layers"].str_list(layer_ids))
    citations = {key: node.str() for key, node in root["cite"].items()}
    sections = {key: node for key, node in root.items()}
    return Ruleset(
        id=root["id"].str(),
        title=root.get("title", "").str() if root.get("title") else "",
        layers=tuple(layers),
        cda_first_layers=cda_first,
        dependency_cda=root["dependency_cda"].str(("neither", "neither_or_both")),
        simultaneous_timestamps=root["simultaneous_timestamps"].str(("active_player", "apnap")),
        citations=citations,
        granted_order=(root["granted_order"].str(("relative", "none")) if "granted_order" in root
                       else "relative"),
        sections=sections,
        source=root.file,
    )


@lru_cache(maxsize=None)
def load_ruleset(ruleset_id: str = DEFAULT_RULESET) -> Ruleset:
    """Load a built-in ruleset by id (``cr-2011`` or ``cr-2026``)."""
    path = data_root() / ruleset_id / "ruleset.yaml"
    if not path.is_file():
        raise InputError(f"unknown ruleset {ruleset_id!r}; available: "
                         f"{', '.join(available_rulesets())}")
    return parse_ruleset(load_yaml(path))


def plain(node: Node) -> Any:
    return to_plain(node.value)
