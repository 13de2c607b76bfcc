"""Cards as printed: characteristics, abilities, and what a card does to subgames.

``CardDef`` is built by ``mtglogic.loading.cards`` from a card file (or a card written
inline in a scenario); engines read it, never the file.
"""
from __future__ import annotations

from dataclasses import dataclass, field

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
class CardFace:
    """One face of a card with two (712.8 double-faced, 709 split, 715 adventurer): the
    characteristics printed on that face alone."""

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
    # A battle's printed defense (310.4), which its defense counters start from (310.4b).
    defense: int | None = field(default=None, kw_only=True)


# How the faces of a card with two relate (``CardDef.layout``): transform and modal_dfc
# are double-faced (712.2, 712.3), meld a card of a meld pair (712.4), split two halves on
# one face (709), flip a card whose upside-down half is what a flipped permanent is (710;
# 709 in 2011), adventure, omen and prepare a permanent card with an inset spell (715, 720;
# prepare cards, which the rulesets have no rule for yet, are read as their normal
# characteristics).
LAYOUTS = ("transform", "modal_dfc", "meld", "split", "flip", "adventure", "omen", "prepare")


@dataclass(frozen=True)
class CardDef(CardFace):
    """A card's printed characteristics and abilities. A card with two faces (``layout``
    one of ``LAYOUTS``) keeps both in ``faces``; its own characteristics are those it has
    outside the battlefield and the stack (the front face, 712.8a; both halves combined,
    709.4; the normal characteristics, 715.4)."""

    file: str
    subgame: SubgameEffect = SubgameEffect()
    layout: str = "normal"
    faces: tuple[CardFace, ...] = ()
    # A meld result (712.4): the names of its two meld parts; its mana value is theirs
    # added (712.8g)
    meld_parts: tuple[str, ...] = ()
