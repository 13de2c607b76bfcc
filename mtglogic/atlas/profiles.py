"""What each card's words read, write and watch: the profile the atlas prunes pairs by.

A card's profile is read from its compiled abilities, whose fields come from the
vocabulary registry's ``reads`` and ``writes`` (``mtglogic.vocabulary.registry``): each
static ability's selector, condition and parts, and each replacement or prevention
effect's watched event kinds. A static ability's effect exists only while its source has
the ability (613.8a in cr-2026, 613.7a in cr-2011: an effect that removes it is one the
other depends on), so a card with a static ability also reads ``abilities``. A triggered
ability's trigger event names the kinds of occurrence it watches (603.2; a state trigger,
603.8, watches none), and each instruction of its effect is one event it makes as it
resolves (608.2c), of the event kind its word names (``mtglogic.vocabulary.trigger_effects``).
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.cards import CardDef
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.fields import families
from mtglogic.vocabulary.replacements import ReplacementSpec
from mtglogic.vocabulary.triggers import TriggerSpec

# Instruction words whose event is of another kind: a permanent sacrificed is moved to its
# owner's graveyard (701.21a in cr-2026, 701.14a in cr-2011).
MADE_AS = {"sacrifice": "zone_change"}


@dataclass(frozen=True)
class Profile:
    """One card's words: the fields its static abilities read and write, the part kinds
    they apply in (which name their layers), the event kinds its replacement and
    prevention effects watch, the kinds of occurrence its triggered abilities watch
    (``triggers``) and the event kinds their instructions make (``makes``)."""

    name: str
    reads: frozenset[str]
    writes: frozenset[str]
    part_kinds: frozenset[str]
    events: frozenset[str]
    triggers: frozenset[str] = frozenset()
    makes: frozenset[str] = frozenset()

    @property
    def has_statics(self) -> bool:
        return bool(self.part_kinds)

    @property
    def has_replacements(self) -> bool:
        return bool(self.events)

    @property
    def has_triggers(self) -> bool:
        """Whether it has a triggered ability some event can trigger (603.2)."""
        return bool(self.triggers)

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
    triggers: set[str] = set()
    makes: set[str] = set()
    for ability in card.abilities:
        definition = ability.definition
        if ability.kind == "static" and isinstance(definition, EffectSpec) and definition.parts:
            reads |= definition.reads | {"abilities"}
            for part in definition.parts:
                writes |= part.writes
                kinds.add(part.kind)
        elif ability.kind == "replacement" and isinstance(definition, ReplacementSpec):
            events |= definition.watch.kinds
        elif ability.kind == "triggered" and isinstance(definition, TriggerSpec):
            triggers |= definition.when.kinds
            makes |= {MADE_AS.get(i.word, i.word) for i in definition.effect}
    return Profile(card.name, frozenset(reads), frozenset(writes), frozenset(kinds),
                   frozenset(events), frozenset(triggers), frozenset(makes))
