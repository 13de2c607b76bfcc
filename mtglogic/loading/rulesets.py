"""Reading rulesets: ``rulesets/<id>/ruleset.yaml`` into a ``mtglogic.model.ruleset.Ruleset``.

The file holds the layer order, where each kind of effect part applies, the CDA and
simultaneous-timestamp rules and the rule numbers to cite; engines keep their own sections
(``replacement``, ``subgame``) in it and read them from ``Ruleset.section``.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.paths import data_root
from mtglogic.loading.yamlio import load_yaml
from mtglogic.model.ruleset import DEFAULT_RULESET, Layer, Ruleset
from mtglogic.node import Node
from mtglogic.vocabulary.registry import PART_KINDS


def available_rulesets() -> list[str]:
    root = data_root()
    return sorted(p.parent.name for p in root.glob("*/ruleset.yaml"))


def named_ruleset(node: Node) -> str:
    """A ruleset named in a document: the id of a built-in ruleset."""
    known = available_rulesets()
    name = node.str()
    if name not in known:
        node.fail(f"unknown ruleset {name!r}; available: {', '.join(known)}")
    return name


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
        static_before_resolved=(root["static_before_resolved"].bool()
                                if "static_before_resolved" in root else False),
        subtype_lists=subtype_lists(root["subtypes"]) if "subtypes" in root else {},
        counter_timestamps=(root["counter_timestamps"].bool() if "counter_timestamps" in root
                            else False),
        **keyword_counters(root, layer_ids),
        sections=sections,
        source=root.file,
    )


SUBTYPE_LISTS = ("creature_types", "land_types", "basic_land_types")


def keyword_counters(root: Node, layer_ids: list[str]) -> dict[str, Any]:
    """The keywords a keyword counter can be and the layer where it grants its keyword
    (122.1b, 613.1f in 2026); none when the ruleset has no such section."""
    if "keyword_counters" not in root:
        return {}
    node = root["keyword_counters"].mapping(allowed=("layer", "keywords"),
                                            required=("layer", "keywords"))
    return {"keyword_counter_layer": node["layer"].str(layer_ids),
            "keyword_counters": tuple(k.lower() for k in node["keywords"].str_list())}


def subtype_lists(node: Node) -> dict[str, frozenset[str]]:
    """The ruleset's lists of subtypes by kind (205.3i, 205.3m): the basic land types
    must be land types."""
    node.mapping(allowed=SUBTYPE_LISTS)
    lists = {key: frozenset(item.str_list()) for key, item in node.items()}
    extra = lists.get("basic_land_types", frozenset()) - lists.get("land_types", frozenset())
    if extra:
        node["basic_land_types"].fail(f"not among the land types: {', '.join(sorted(extra))}")
    return lists


@lru_cache(maxsize=None)
def load_ruleset(ruleset_id: str = DEFAULT_RULESET) -> Ruleset:
    """Load a built-in ruleset by id (``cr-2011`` or ``cr-2026``); only the ids of the
    built-in rulesets are accepted (an id is never read as a path)."""
    known = available_rulesets()
    if ruleset_id not in known:
        raise InputError(f"unknown ruleset {ruleset_id!r}; available: {', '.join(known)}")
    return parse_ruleset(load_yaml(data_root() / ruleset_id / "ruleset.yaml"))
