"""Putting the abilities that wait on the stack (603.3b-d, 405.3).

Each ability that triggered once per time it triggered (603.2d) becomes an ``OnStack``;
a modal ability's modes are chosen as it is put on the stack (603.3c: a mode whose target
can't be chosen can't be; with none, it is removed), then its targets, among the legal ones (603.3d: an ability with
no legal target for a target it needs is removed from the stack instead; a player or a
permanent with shroud, with hexproof against an opponent's ability, or with protection from
a quality of its source can't be its target: 702.18a, 702.11b, 702.16b in 2026). Each
player, in APNAP order, puts the abilities they control on the stack in any order (603.3b),
the active player's lowest (405.3): one segment each. Several abilities alike with
several possible targets are one choice of how many target what, counted by the
multinomial of those numbers.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from mtglogic.layers.rules_applied import RulesRecord
from mtglogic.model.objects import ObjState
from mtglogic.stack.model import OnStack, Segment
from mtglogic.stack.spell_targets import forbidden, keyword_shield
from mtglogic.triggers.detect import Triggered
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.world import World

TARGET_WORDS = ("target_player", "target_opponent", "target")


@dataclass(frozen=True)
class Placement:
    """One way the waiting abilities go on the stack: the segments added on top (the
    active player's first, so lowest), how many ways of choosing lead to it, and what was
    chosen or removed, in words."""

    segments: tuple[Segment, ...]
    ways: int
    notes: tuple[tuple[str, str], ...] = ()  # each in words, with its rule


def same_stamp(occurrence: Event | None, world: World) -> float | None:
    """The timestamp of the object the occurrence concerns, as it is after the event: the
    object an instruction's ``same`` finds only while it is that object (400.7)."""
    oid = getattr(occurrence, "obj", None) or getattr(occurrence, "target", None)
    obj = world.game.objects.get(oid) if isinstance(oid, str) else None
    return obj.timestamp if obj is not None else None


def abilities_of(triggered: Iterable[Triggered], world: World) -> list[OnStack]:
    """Each ability that triggered, once per time (603.2d), as it goes on the stack."""
    found = []
    for item in triggered:
        if item.spec is None:
            continue
        occurrence = item.occurrences[0] if len(item.occurrences) == 1 else None
        one = OnStack(item.ability, item.source, item.controller, item.spec, occurrence,
                      same_stamp(occurrence, world), (), item.kind, item.name, item.part)
        found += [one] * item.times
    return found


def _protected(obj: ObjState, ability: OnStack, world: World,
               records: list[RulesRecord]) -> bool:
    """Whether this object can't be the target of this ability (702.18a, 702.11b,
    702.16b; and rules effects that say so)."""
    source = world.obj(ability.source)
    return bool(keyword_shield(obj, ability.controller, source)[0]) or \
        forbidden(obj, "abilities", ability.controller, source, world, records)


def target_choices(ability: OnStack, world: World, records: list[RulesRecord]
                   ) -> list[tuple[tuple[str, str], ...]]:
    """Every choice of targets for the ability (one empty choice when it targets nothing;
    none when a target it needs has no legal choice, 603.3d)."""
    words = [w for w in TARGET_WORDS
             if any(i.player == w or i.obj == w for i in ability.effect)]
    options: list[list[tuple[str, str]]] = []
    for word in words:
        if word == "target":
            selector = ability.target_selector
            legal = [o.id for o in sorted(world.board.values(), key=lambda o: o.id)
                     if selector is not None and selector.matches(
                         o, world.context(ability.source, ability.controller, o))
                     and not _protected(o, ability, world, records)]
        else:
            players = world.players() if word == "target_player" else \
                world.game.opponents(ability.controller)
            legal = [p for p in players if not _player_protected(p, ability, world)]
        options.append([(word, choice) for choice in legal])
    return [tuple(combo) for combo in itertools.product(*options)]


def _player_protected(player: str, ability: OnStack, world: World) -> bool:
    """Players have no keywords in this model: none is protected from being targeted."""
    return False


def choices_of(ability: OnStack, world: World, records: list[RulesRecord]) -> list[OnStack]:
    """The ability as each legal choice made as it goes on the stack puts it there: its
    modes (603.3c, 700.2b: a mode whose target can't be chosen can't be) and its targets
    (603.3d). None: it is removed from the stack."""
    if not ability.spec.modes:
        return [replace(ability, targets=targets)
                for targets in target_choices(ability, world, records)]
    low, high = ability.spec.choose
    found = []
    for many in range(max(low, 1), high + 1):
        for mode in itertools.combinations(range(len(ability.spec.modes)), many):
            chosen = replace(ability, mode=mode)
            found += [replace(chosen, targets=targets)
                      for targets in target_choices(chosen, world, records)]
    return found


def _spread(count: int, choices: list[OnStack]) -> Iterator[tuple[list[OnStack], int]]:
    """Each way ``count`` abilities alike choose among ``choices``: how many choose each,
    with the number of ways to assign them (the multinomial)."""
    for split in _compositions(count, len(choices)):
        ways = math.factorial(count)
        placed: list[OnStack] = []
        for chosen, n in zip(choices, split):
            ways //= math.factorial(n)
            placed += [chosen] * n
        yield placed, ways


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def placements(waiting: list[OnStack], world: World, rules: TriggerRules,
               records: list[RulesRecord]) -> list[Placement]:
    """Every way the waiting abilities go on the stack (see the module docstring): in 2026,
    those that trigger on another's triggering after all the others (603.3b's two parts),
    each part in APNAP order; in one pass where the ruleset has no second part."""
    for ability in waiting:  # "when you do" (603.12) is no rule of every ruleset
        if ability.spec.reflexive is not None:
            rules.needs("reflexive", f"{ability.ability} ({ability.name or ability.source}): "
                                     f"its reflexive triggered ability (\"when you do\", "
                                     f"`reflexive`)")
    parts = (1, 2) if rules.cite("stack_second_part") else (0,)
    Notes = tuple[tuple[str, str], ...]
    per_player: list[list[tuple[list[OnStack], int, Notes]]] = []
    for part, player in ((p, pl) for p in parts for pl in world.game.apnap()):
        mine = [a for a in waiting if a.controller == player and part in (0, a.part)]
        if not mine:
            continue
        groups: dict[tuple[object, ...], list[OnStack]] = {}
        for ability in mine:
            groups.setdefault(ability.key(), []).append(ability)
        options: list[list[tuple[list[OnStack], int, Notes]]] = []
        for alike in groups.values():
            choices = choices_of(alike[0], world, records)
            if not choices:
                why, rule = ("no mode can be chosen", rules.cite("modes_chosen")) \
                    if alike[0].spec.modes else ("no legal target", rules.cite("targets_chosen"))
                note = (f"{alike[0].ability} is removed from the stack: {why}", rule)
                options.append([([], 1, (note,) * len(alike))])
                continue
            options.append([(placed, ways, ()) for placed, ways in
                            _spread(len(alike), choices)])
        combined = []
        for combo in itertools.product(*options):
            placed = [a for part in combo for a in part[0]]
            ways = math.prod(part[1] for part in combo)
            combined.append((placed, ways, tuple(n for part in combo for n in part[2])))
        per_player.append(combined)
    found = []
    for combo in itertools.product(*per_player):
        segments = tuple(Segment.of(placed[0].controller, placed)
                         for placed, _, _ in combo if placed)
        found.append(Placement(segments, math.prod(ways for _, ways, _ in combo),
                               tuple(n for _, _, notes in combo for n in notes)))
    return found or [Placement((), 1)]


__all__ = ["Placement", "abilities_of", "choices_of", "placements", "same_stamp",
           "target_choices"]
