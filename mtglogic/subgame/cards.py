"""Card records of the subgame model, and the card-library keys the subgame engine reads.

A card is identified by a scenario id and has an owner. ``model_object`` is a free slot
for the layer engine's object, so the two models stay loosely coupled.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mtglogic.loading.yamlio import Node, load_yaml
from mtglogic.paths import data_root

TRADITIONAL = "traditional"
VANGUARD = "vanguard"
NONTRADITIONAL_KINDS = ("plane", "phenomenon", "scheme", "attraction", "contraption", VANGUARD)
KINDS = (TRADITIONAL,) + NONTRADITIONAL_KINDS


@dataclass(frozen=True)
class SpellEffect:
    """What resolving a card does, as far as subgames care (card library ``subgame`` key)."""

    creates_subgame: bool = False
    non_winners_lose: str | None = None  # "half_rounded_up"
    bring_types: tuple[str, ...] | None = None  # bring a card of any of these types
    bring_to: str = "hand"
    then: str = "graveyard"  # where the spell card goes once resolved


@dataclass(eq=False)
class Card:
    """One card (or token) of a scenario."""

    id: str
    name: str
    owner: str
    types: tuple[str, ...] = ()
    kind: str = TRADITIONAL
    token: bool = False
    commander: bool = False
    effect: SpellEffect = field(default_factory=SpellEffect)
    model_object: Any = None  # the layer engine's object, when one is attached

    @property
    def traditional(self) -> bool:
        return self.kind == TRADITIONAL


def slug(name: str) -> str:
    """The card library file stem of a card name (``Burning Wish`` -> ``burning-wish``)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


def parse_effect(node: Node | None) -> SpellEffect:
    """Read a card's ``subgame`` key (see docs/subgame.md)."""
    if node is None:
        return SpellEffect()
    node.mapping(allowed=("creates_subgame", "non_winners_lose_life", "bring_from_outside",
                          "then"))
    bring = node.get("bring_from_outside")
    types: tuple[str, ...] | None = None
    to = "hand"
    if bring is not None:
        bring.mapping(allowed=("types", "to"), required=("types",))
        types = tuple(bring["types"].str_list())
        to = bring["to"].str(("hand",)) if "to" in bring else "hand"
    lose = node.get("non_winners_lose_life")
    then = node.get("then")
    return SpellEffect(
        creates_subgame=node["creates_subgame"].bool() if "creates_subgame" in node else False,
        non_winners_lose=lose.str(("half_rounded_up",)) if lose is not None else None,
        bring_types=types, bring_to=to,
        then=then.str(("graveyard", "exile")) if then is not None else "graveyard")


_LIBRARY: dict[str, Node] = {}


def library_card(name: str, where: Node) -> Node:
    """The card library entry for ``name`` (``rulesets/cards/<slug>.yaml``)."""
    key = slug(name)
    if key not in _LIBRARY:
        path = data_root() / "cards" / f"{key}.yaml"
        if not path.is_file():
            where.fail(f"no card named {name!r} in the card library")
        _LIBRARY[key] = load_yaml(path).mapping(required=("name", "types"))
    return _LIBRARY[key]


def card_from_library(card_id: str, name: str, owner: str, where: Node) -> Card:
    """A card record built from its card library entry."""
    entry = library_card(name, where)
    return Card(card_id, entry["name"].str(), owner, tuple(entry["types"].str_list()),
                effect=parse_effect(entry.get("subgame")))
