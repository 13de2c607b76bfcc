"""Activated abilities' effects (602.1), drafted as the effects they create when they
resolve: a regeneration shield (614.8; 701.19a in 2026, 701.12a in 2011) and a continuous
effect "until end of turn" on the ability's source (611.2a; layer 7c: 613.4c in 2026,
613.3c in 2011).

The drafter (``drafter.activated``) keeps the ability itself as its text and adds the
effects its effect sentences make as it resolves (these, a target's effect until end of
turn, ``anthems.spell``, and a prevention shield, ``would_sentences``: 615.7), each in the form of the hand-checked
library (Charging Troll's shield, Figure of Destiny's spell-like effect), so a scenario
brings one in force as it brings any resolved effect: a replacement with
``replacements: [{from: OBJECT}]``, a continuous effect with
``effects: [{card: NAME, targets: [OBJECT]}]``. "~" is the ability's source only in an
activated ability's effect (``Context.activated``); a target is chosen as the ability is
activated (602.2b, 115.1) and named by the scenario. What these phrases do not read stays
the ability's text, and the ability is said to be not read.
"""
from __future__ import annotations

from typing import Any

from mtglogic.drafting.build import KIND, Builder, Data, Untranslatable, layer_order, settle
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.types import type_parts

PHRASES = Phrases("activated", __doc__)
phrase = PHRASES.add
PHRASES.rule("resolved_line", line=True)



def _shield(watched: Data) -> Data:
    """A regeneration shield (614.8) made as a spell or ability resolves: it replaces
    the watched permanent's destruction."""
    return {"replacement": {"resolved": True,
                            "watch": {"event": "zone_change", **watched,
                                      "cause": ["destroy"]},
                            "instead": {"regenerate": True}}}


@phrase("resolved_line", '"regenerate ~"',
        activated={"Regenerate this creature.":
                   [{"replacement": {"resolved": True,
                                     "watch": {"event": "zone_change",
                                               "object": {"self": True},
                                               "cause": ["destroy"]},
                                     "instead": {"regenerate": True}}}],
                   "Regenerate Test Card.":
                   [{"replacement": {"resolved": True,
                                     "watch": {"event": "zone_change",
                                               "object": {"self": True},
                                               "cause": ["destroy"]},
                                     "instead": {"regenerate": True}}}]})
def regenerate_source(b: Builder, items: list) -> Data:
    """"Regenerate this creature": a regeneration shield on the ability's source, made as
    the ability resolves (614.8; 701.19a in 2026, 701.12a in 2011): the next time it would
    be destroyed this turn, it is tapped, its damage removed and it is removed from combat
    instead. A sacrifice is no destruction, and a creature that can't be regenerated is
    destroyed (701.19c in 2026, 701.12c in 2011)."""
    if not b.context.activated:
        raise Untranslatable("'regenerate ~' outside an activated ability's effect")
    return _shield({"object": {"self": True}})


@phrase("resolved_line", '"regenerate target" group',
        activated={"Regenerate target Zombie.":
                   [{"replacement": {"resolved": True,
                                     "watch": {"event": "zone_change", "targeted": True,
                                               "cause": ["destroy"]},
                                     "instead": {"regenerate": True}}}]},
        spells={"Regenerate target creature.":
                [{"replacement": {"resolved": True,
                                  "watch": {"event": "zone_change", "targeted": True,
                                            "cause": ["destroy"]},
                                  "instead": {"regenerate": True}}}]})
def regenerate_target(b: Builder, items: list[Data]) -> Data:
    """"Regenerate target creature": a regeneration shield on the spell's or ability's
    target (614.8; 701.19a in 2026, 701.12a in 2011), chosen as it is cast or activated
    (601.2c, 602.2b; what may be targeted is the target's). Only a group of permanents
    can be regenerated (701.19a)."""
    if not b.context.resolves:
        raise Untranslatable("a regeneration shield outside a resolving effect")
    group = settle(items[0])
    if "zone" in group or "card" in group:
        raise Untranslatable("a target to regenerate that is no permanent")
    return _shield({"targeted": True})


@phrase("resolved_line", '"~" predicates "until end of turn"',
        activated={"This creature gets +1/+1 until end of turn.":
                   [{"spell": {"duration": "end_of_turn",
                               "effects": [{"modify_pt": [1, 1]}]}}],
                   "Test Card gets +2/-1 and gains trample until end of turn.":
                   [{"spell": {"duration": "end_of_turn",
                               "effects": [{"add_abilities": ["trample"]},
                                           {"modify_pt": [2, -1]}]}}]})
def source_until_end_of_turn(b: Builder, items: list[Any]) -> Data:
    """"This creature gets +1/+1 until end of turn": a continuous effect on the ability's
    source from the ability's resolution to the end of the turn (611.2a; the set it
    affects fixed as it begins, 611.2c), its parts in layer order (613.1): +N/+N in layer
    7c (613.4c in 2026, 613.3c in 2011). Like a spell's effect it applies to what the
    scenario names (the source). A number the effect would read from the game is fixed as
    it resolves (608.2h), which an effect in force cannot say: not drafted."""
    return _until_end_of_turn(b, items[0], {"self": True})


@phrase("resolved_line", '("enchanted" | "equipped") "creature" predicates "until end of turn"',
        activated={"Enchanted creature gets +1/+0 until end of turn.":
                   [{"spell": {"duration": "end_of_turn",
                               "effects": [{"modify_pt": [1, 0]}]}}],
                   "Equipped creature gains first strike until end of turn.":
                   [{"spell": {"duration": "end_of_turn",
                               "effects": [{"add_abilities": ["first strike"]}]}}]})
def attached_until_end_of_turn(b: Builder, items: list[Any]) -> Data:
    """"Enchanted creature gets +1/+0 until end of turn" (an Aura's or Equipment's
    ability): a continuous effect on the creature the source is attached to as the
    ability resolves, that set fixed then (611.2c), until end of turn (611.2a); the
    scenario names that creature."""
    return _until_end_of_turn(b, items[0], {KIND: "creature"})


def _until_end_of_turn(b: Builder, predicates: list[Any], subject: Data) -> Data:
    if not b.context.activated:
        raise Untranslatable("an activated ability's effect until end of turn elsewhere")
    parts: list[Data] = []
    for predicate in predicates:
        if isinstance(predicate, tuple):  # "becomes ...": what the object is
            parts += type_parts(predicate[0], predicate[1], subject)
        else:
            parts += predicate
    if _reads_the_game(parts):
        raise Untranslatable("a value fixed as the ability resolves (608.2h)")
    return {"spell": {"duration": "end_of_turn", "effects": layer_order(parts)}}


def _reads_the_game(value: Any) -> bool:
    """Whether effect parts hold a value read from the game (a count, a life total...):
    any mapping below a part's own key."""
    if isinstance(value, list):
        return any(_reads_the_game(v) for v in value)
    if isinstance(value, dict):
        return any(isinstance(v, dict) or (isinstance(v, list) and any(
            isinstance(i, dict) for i in v)) for v in value.values())
    return False


@phrase("predicate", '("gain" | "gains") abilities',
        activated={"This creature gains flying until end of turn.":
                   [{"spell": {"duration": "end_of_turn",
                               "effects": [{"add_abilities": ["flying"]}]}}]},
        spells={"Target creature gains first strike and haste until end of turn.":
                [{"spell": {"duration": "end_of_turn",
                            "effects": [{"add_abilities": ["first strike", "haste"]}]}}]})
def gains(b: Builder, items: list[Any]) -> list[Data]:
    """"Gains flying": abilities an effect adds as a spell or ability resolves (layer 6,
    613.1f); a static ability says "has" (``abilities.have``)."""
    if not b.context.resolves:
        raise Untranslatable("'gains' outside a resolving effect")
    return [{"add_abilities": items[0]}]
