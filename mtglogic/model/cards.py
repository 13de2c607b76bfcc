"""Cards as printed: characteristics, abilities, and what a card does to subgames.

``CardDef`` is built by ``mtglogic.loading.cards`` from a card file (or a card written
inline in a scenario); engines read it, never the file.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.objects import Ability


@dataclass(frozen=True)
class SubgameEffect:
    """What resolving a card does, as far as subgames care (rule 715 / 728).

    ``creates_subgame``: it starts a subgame (Shahrazad); ``non_winners_lose``: how much
    life each player who did not win the subgame loses when it ends (``half_rounded_up``);
    ``bring_types``: it brings a card of one of these types from outside the game into
    ``bring_to`` (a wish); ``then``: where the card goes once it has resolved.
    """

    creates_subgame: bool = False
    non_winners_lose: str | None = None
    bring_types: tuple[str, ...] | None = None
    bring_to: str = "hand"
    then: str = "graveyard"


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics and abilities."""

    name: str
    mana_cost: str
    mana_value: int
    colors: frozenset[str]
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    text: str
    file: str
    subgame: SubgameEffect = SubgameEffect()
