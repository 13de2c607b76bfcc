"""What each card's words read, write and watch: the profile the atlas prunes pairs by.

A card's profile is read from its compiled abilities, whose fields come from the
vocabulary registry's ``reads`` and ``writes`` (``mtglogic.vocabulary.registry``): each
static ability's selector, condition and parts, and each replacement or prevention
effect's watched event kinds. A static ability's effect exists only while its source has
the ability (613.8a in cr-2026, 613.7a in cr-2011: an effect that removes it is one the
other depends on), so a card with a static ability also reads ``abilities``.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.cards import CardDef
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.fields import families
from mtglogic.vocabulary.replacements import ReplacementSpec


@dataclass(frozen=True)
class Profile:
    """One card's words: the fields its static abilities read and write, the part kinds
    they apply in (which name their layers), and the event kinds its replacement and
    prevention effects watch."""

    name: str
    reads: frozenset[str]
    writes: frozenset[str]
    part_kinds: frozenset[str]
    events: frozenset[str]

    @property
    def has_statics(self) -> bool:
        return bool(self.part_kinds)

    @property
    def has_replacements(self) -> bool:
        return bool(self.events)

    @property
    def fields(self) -> frozenset[str]:
        """The whole fields (``card_types``, not ``card_types:land``) it reads or writes."""
        return families(self.reads | self.writes)


def profile_of(card: CardDef) -> Profile:
    """The profile of a card (its printed face: the battlefield face of a double-faced
    card is its front, 712.8a)."""
    reads: set[str] = set()
    writes: set[str] = set()
    kinds: set[str] = set()
    events: set[str] = set()
    for ability in card.abilities:
        definition = ability.definition
        if ability.kind == "static" and isinstance(definition, EffectSpec) and definition.parts:
            reads |= definition.reads | {"abilities"}
            for part in definition.parts:
                writes |= part.writes
                kinds.add(part.kind)
        elif ability.kind == "replacement" and isinstance(definition, ReplacementSpec):
            events |= definition.watch.kinds
    return Profile(card.name, frozenset(reads), frozenset(writes), frozenset(kinds),
                   frozenset(events))
