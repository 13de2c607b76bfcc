"""What damage that has been dealt becomes: its results (120.3, processed in 120.4c).

Which results depend on the recipient (a player, or a permanent with its card types) and on
the source's characteristics as the layer engine computes them (infect, wither, lifelink,
toxic); the source's controller (its owner when it has none) gains the life or puts the
counters. A permanent with several of the card types creature, planeswalker and battle gets
the result of each. Results are events in their own right, which replacement effects that
interact with them then modify (120.4c): "if you would gain life", "your life total can't
change", "damage that would reduce your life total to less than 1".
"""
from __future__ import annotations

import re
from dataclasses import replace

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.events import (
    Damage,
    Event,
    GainLife,
    LoseLife,
    MarkDamage,
    PutCounters,
    RemoveCounters,
)
from mtglogic.vocabulary.world import World

TOXIC = re.compile(r"toxic (\d+)$")


def toxic_total(source: ObjState) -> int:
    """The sum of the N of every toxic N keyword the source has (702.164c)."""
    total = 0
    for ability in source.abilities:
        found = TOXIC.match(ability.text.lower()) if ability.kind == "keyword" else None
        if found:
            total += int(found.group(1))
    return total


def split_excess(parts: tuple[Event, ...], world: World) -> tuple[Event, ...]:
    """120.4a (2026): damage an effect says has its excess dealt elsewhere is split before
    replacement and prevention effects see it: the part the permanent can take goes to
    it, the rest to ``excess_to``. What a permanent can take counts the damage other parts
    of the same event would deal it at the same time."""
    split: list[Event] = []
    for index, part in enumerate(parts):
        if not isinstance(part, Damage) or not part.excess_to:
            split.append(part)
            continue
        others = sum(p.amount for i, p in enumerate(parts)
                     if i != index and isinstance(p, Damage) and p.recipient == part.recipient)
        kept = min(part.amount, takes(part, world, others))
        split.append(replace(part, amount=kept, excess_to=""))
        if part.amount > kept:
            split.append(replace(part, amount=part.amount - kept, recipient=part.excess_to,
                                 excess_to=""))
    return tuple(split)


def takes(damage: Damage, world: World, others: int) -> int:
    """How much of ``damage`` is not excess (120.4a): up to lethal damage for a creature
    (after the damage marked on it; 1 from a source with deathtouch, 702.2c), up to its
    loyalty for a planeswalker, up to its defense for a battle, the least of these when
    it has several of those card types; all of it for anything else."""
    recipient = world.obj(damage.recipient)
    if recipient is None:
        return damage.amount
    types, counters = recipient.card_types, recipient.counters
    room: list[int] = []
    if "creature" in types and recipient.toughness is not None:
        lethal = max(0, recipient.toughness - recipient.damage - others)
        source = world.obj(damage.source)
        room.append(min(lethal, 1) if source is not None and source.has_keyword("deathtouch")
                    else lethal)
    if "planeswalker" in types:
        room.append(max(0, counters.get("loyalty", recipient.loyalty or 0) - others))
    if "battle" in types:
        room.append(max(0, counters.get("defense", 0) - others))
    return min(room) if room else damage.amount


def damage_results(damage: Damage, world: World) -> tuple[Event, ...]:
    """The results of damage that has been dealt (120.3a-h), in the order the rule lists."""
    source = world.obj(damage.source)
    keywords = {w: source is not None and source.has_keyword(w)
                for w in ("infect", "wither", "lifelink")}
    giver = world.controller_of(damage.source) or ""
    amount, origin, to = damage.amount, damage.source, damage.recipient
    results: list[Event] = []
    if world.is_player(to):
        if keywords["infect"]:  # 120.3b
            results.append(PutCounters(amount, to, "poison", False, origin, giver))
        else:  # 120.3a
            results.append(LoseLife(amount, to, origin))
        toxic = toxic_total(source) if source is not None and damage.combat \
            and "creature" in source.card_types else 0
        if toxic:  # 120.3g
            results.append(PutCounters(toxic, to, "poison", False, origin, giver))
    else:
        recipient = world.obj(to)
        types = recipient.card_types if recipient is not None else frozenset()
        if "planeswalker" in types:  # 120.3c
            results.append(RemoveCounters(amount, to, "loyalty", origin))
        if "creature" in types:
            if keywords["infect"] or keywords["wither"]:  # 120.3d
                results.append(PutCounters(amount, to, "-1/-1", False, origin, giver))
            else:  # 120.3e
                results.append(MarkDamage(amount, to, origin))
        if "battle" in types:  # 120.3h
            results.append(RemoveCounters(amount, to, "defense", origin))
    if keywords["lifelink"] and giver:  # 120.3f
        results.append(GainLife(amount, giver, origin))
    return tuple(results)
