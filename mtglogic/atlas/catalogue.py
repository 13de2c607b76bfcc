"""The standard objects and events probes are built from (``rulesets/atlas/probes.yaml``).

Plain data, read once: the objects a card's words can read (a vanilla creature, basic
and nonbasic lands...) with the fields each shows, the events of each kind replacement
and prevention effects watch, the event kinds whose effects see each other's events, what
an event of each kind is made of as triggered abilities see it (603.2c), and the values of
the choices a card's effect may read.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtglogic.loading.paths import data_root
from mtglogic.loading.yamlio import load_yaml
from mtglogic.node import Node


@dataclass(frozen=True)
class StandardObject:
    """One standard object: its id, its inline definition and the fields it shows."""

    id: str
    definition: dict[str, Any]
    shows: frozenset[str]

    def written(self) -> dict[str, Any]:
        """The object as a scenario writes it inline."""
        return {"id": self.id, **self.definition}


@dataclass(frozen=True)
class Catalogue:
    """Every standard object and event, the related event kinds, the occurrences an
    event kind is made of where they are not one of its own kind, and the value given to a
    choice of each kind that a card's object lacks."""

    objects: tuple[StandardObject, ...]
    events: dict[str, tuple[dict[str, Any], ...]]
    related: dict[str, frozenset[str]]
    choices: dict[str, str]
    occurrences: dict[str, frozenset[str]] = field(default_factory=dict)
    stack_board: tuple[str, ...] = ()  # the objects every stack probe's board has

    def object(self, object_id: str) -> StandardObject:
        return next(o for o in self.objects if o.id == object_id)

    def kinds_seen_with(self, kind: str) -> frozenset[str]:
        """The kind itself and the kinds related to it, either way round."""
        found = {kind} | set(self.related.get(kind, ()))
        found |= {k for k, others in self.related.items() if kind in others}
        return frozenset(found)

    def occurrences_of(self, kind: str) -> frozenset[str]:
        """The kinds of occurrence an event of this kind is made of, which triggered
        abilities watch (603.2c; ``mtglogic.triggers.occurrences``)."""
        return self.occurrences.get(kind, frozenset({kind}))


def catalogue_path() -> Path:
    return data_root() / "atlas" / "probes.yaml"


def read_catalogue(node: Node) -> Catalogue:
    """The catalogue in a parsed probes file (located errors)."""
    node.mapping(allowed=("objects", "choices", "related_events", "occurrences", "stack_board",
                          "events"),
                 required=("objects", "events"))
    objects = []
    for item in node["objects"].as_list():
        item.mapping(allowed=("id", "object", "shows"), required=("id", "object", "shows"))
        objects.append(StandardObject(item["id"].as_str(), dict(item["object"].mapping().value),
                                      frozenset(item["shows"].as_str_list())))
    events = {kind: tuple(dict(e.mapping().value) for e in arg.as_list())
              for kind, arg in node["events"].mapping().items()}
    related = {kind: frozenset(arg.as_str_list()) for kind, arg in
               node["related_events"].mapping().items()} if "related_events" in node else {}
    choices = {kind: arg.as_str() for kind, arg in node["choices"].mapping().items()} \
        if "choices" in node else {}
    occurrences = {kind: frozenset(arg.as_str_list()) for kind, arg in
                   node["occurrences"].mapping().items()} if "occurrences" in node else {}
    board = tuple(node["stack_board"].as_str_list()) if "stack_board" in node else ()
    known = {o.id for o in objects}
    for name in board:
        if name not in known:
            node["stack_board"].fail(f"no standard object {name!r}")
    return Catalogue(tuple(objects), events, related, choices, occurrences, board)


@lru_cache(maxsize=1)
def builtin_catalogue() -> Catalogue:
    return read_catalogue(load_yaml(catalogue_path()))
