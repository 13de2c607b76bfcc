"""Abilities whose order can't change the result: resolved once, in one order, counted for all.

A segment's abilities are put on the stack in any of N! orders (603.3b). When each of them
only adds to or takes from life totals, draws cards or puts +1/+1 counters, reads nothing
another of them writes (no intervening "if", no value, a target only among players or
objects nothing else changes), and no intermediate game can differ in what the rules look
at (no life total can reach 0 on the way, no library run out), every order leaves the same
game: the search resolves them once, in a fixed order, and counts N! ways. The claim is
checked on that one order: if anything happened there that another order could change (a
replacement or prevention effect applied or offered, an ability matched an occurrence,
whether it triggered or was held back, a state-based action, a choice), the search walks
the orders as usual instead.
"""
from __future__ import annotations

from collections.abc import Iterable

from mtglogic.stack.model import OnStack, Segment
from mtglogic.vocabulary.world import World

ADDING = ("gain_life", "lose_life", "draw", "put_counters")


def _simple(ability: OnStack) -> bool:
    """Whether the ability only adds: life, cards drawn, +1/+1 counters, with fixed or
    "that much" amounts, no choice as it resolves and no condition."""
    spec = ability.spec
    if spec.optional or spec.condition is not None:
        return False
    for instruction in ability.effect:
        if instruction.word not in ADDING:
            return False
        if instruction.word == "put_counters" and instruction.field("counter",
                                                                    "+1/+1") != "+1/+1":
            return False
        if not (instruction.written == "same" or isinstance(instruction.written, int)):
            return False
    return True


def _objects_counted(abilities: Iterable[OnStack]) -> dict[str, int]:
    """The objects each ability puts counters on or targets, with how many abilities do."""
    touched: dict[str, int] = {}
    for ability in abilities:
        for instruction in ability.effect:
            ref = instruction.obj
            oid = ability.target(ref) if ref == "target" else ability.source if ref == "self" \
                else None
            if oid is not None:
                touched[oid] = touched.get(oid, 0) + 1
    return touched


def _life_stays_positive(abilities: list[tuple[OnStack, int]], world: World) -> bool:
    """No player's life can reach 0 on the way: their life less every loss is above 0, and
    no player draws more cards than their library holds (704.5a, 704.5b)."""
    losses: dict[str, int] = {}
    draws: dict[str, int] = {}
    for ability, count in abilities:
        for instruction in ability.effect:
            if instruction.word not in ("lose_life", "draw"):
                continue
            ref = instruction.player or "you"
            players = [ability.controller] if ref == "you" else \
                [ability.target(ref)] if ref.startswith("target") else \
                world.game.opponents(ability.controller) if ref == "each_opponent" else \
                world.players() if ref == "each_player" else []
            if not isinstance(instruction.written, int) or None in players:
                return False
            table = losses if instruction.word == "lose_life" else draws
            for player in players:
                assert player is not None
                table[player] = table.get(player, 0) + instruction.written * count
    return all(world.life(p) - lost > 0 for p, lost in losses.items()) and \
        all(world.library_size(p) >= drawn for p, drawn in draws.items())


def commutes(segment: Segment, world: World) -> bool:
    """Whether every order of the segment's abilities leaves the same game (see the module
    docstring), so that one order may stand for all."""
    abilities = [a for a, _ in segment.abilities]
    if segment.size() < 2 or not all(_simple(a) for a in abilities):
        return False
    touched = _objects_counted(a for a, n in segment.abilities for _ in range(n))
    targeted = {oid for a in abilities for oid in (a.target("target"),) if oid is not None}
    if any(touched.get(oid, 0) > 1 for oid in targeted):
        return False  # a target whose counters another ability changes: its legality moves
    return _life_stays_positive(list(segment.abilities), world)


def one_order(segment: Segment) -> list[OnStack]:
    """The segment's abilities in the fixed order the search resolves them."""
    return [ability for ability, count in segment.abilities for _ in range(count)]


__all__ = ["commutes", "one_order"]
