"""Cards in a subgame session: a scenario id, an owner, and what they are.

A card of the library keeps its ``CardDef`` (``definition``); a card written in a scenario
by name only has just a name and card types. ``effect`` is what resolving it does to
subgames (the card's ``subgame`` key, ``mtglogic.model.cards.SubgameEffect``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from mtglogic.model.cards import CardDef, SubgameEffect

TRADITIONAL = "traditional"
VANGUARD = "vanguard"
NONTRADITIONAL_KINDS = ("plane", "phenomenon", "scheme", "attraction", "contraption", VANGUARD)
KINDS = (TRADITIONAL,) + NONTRADITIONAL_KINDS


@dataclass(eq=False)
class Card:
    """One card (or token) of a scenario; ``types`` are card types in lower case."""

    id: str
    name: str
    owner: str
    types: tuple[str, ...] = ()
    kind: str = TRADITIONAL
    token: bool = False
    commander: bool = False
    effect: SubgameEffect = field(default_factory=SubgameEffect)
    definition: CardDef | None = None

    @property
    def traditional(self) -> bool:
        return self.kind == TRADITIONAL


def card_of(card_id: str, definition: CardDef, owner: str) -> Card:
    """A session card built from a card of the library."""
    return Card(card_id, definition.name, owner, tuple(sorted(definition.card_types)),
                effect=definition.subgame, definition=definition)
