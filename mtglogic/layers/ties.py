"""Simultaneous timestamps: who orders them, and every order they could choose.

2011 (613.6g): the active player orders all objects that got a timestamp at the same time.
2026 (613.7m): APNAP order: the active player's objects (by controller, else owner) come
first in the order that player chooses, then each other player's in turn order. 2026 also
orders one pair itself (613.7n): an object's own static abilities come before the effect
of a resolving spell or ability that applies to it and got its timestamp at the same time
(a ruleset with ``static_before_resolved``); a group whose order that fixes is no choice.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.model.objects import Game
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect


@dataclass(frozen=True)
class TieGroup:
    """Units (objects or resolved effects) with one timestamp, ordered by one player."""

    timestamp: float
    chooser: str
    units: tuple[str, ...]
    offset: int  # ranks before this group's within the same timestamp (APNAP)
    before: tuple[tuple[str, str], ...] = ()  # (first, then): orders the rules fix

    def orders(self) -> Iterator[tuple[str, ...]]:
        """Every order the chooser may pick: all of them but those the rules forbid."""
        for order in itertools.permutations(self.units):
            position = {unit: i for i, unit in enumerate(order)}
            if all(position[a] < position[b] for a, b in self.before):
                yield order


def _units(game: Game, resolved: list[ResolvedEffect]) -> list[tuple[str, float, str]]:
    """(unit id, timestamp, controlling player) of everything that generates effects."""
    units = []
    for obj in game.objects.values():
        if any(a.kind == "static" for a in obj.abilities):
            units.append((obj.id, obj.timestamp, obj.controller or obj.owner))
    for eff in resolved:
        units.append((eff.id, eff.timestamp, eff.controller))
    return units


def _fixed_pairs(resolved: list[ResolvedEffect], ruleset: Ruleset) -> set[tuple[str, str]]:
    """(object, effect): the object's static abilities come before a resolved effect on it
    with the same timestamp (613.7n), when the ruleset says so."""
    if not ruleset.static_before_resolved:
        return set()
    return {(target, eff.id) for eff in resolved for target in eff.targets}


def shared_timestamps(game: Game, resolved: list[ResolvedEffect]) -> frozenset[float]:
    """The timestamps more than one unit got at the same time (613.6g / 613.7m order them)."""
    return frozenset(stamp for stamp, units in _by_stamp(game, resolved).items()
                     if len(units) > 1)


def _by_stamp(game: Game, resolved: list[ResolvedEffect]) -> dict[float, list[tuple[str, str]]]:
    """The units of each timestamp, as (unit id, controlling player)."""
    by_stamp: dict[float, list[tuple[str, str]]] = {}
    for uid, stamp, player in _units(game, resolved):
        by_stamp.setdefault(stamp, []).append((uid, player))
    return by_stamp


def _pairs_within(units: tuple[str, ...] | list[str],
                  fixed_from: dict[str, list[str]]) -> list[tuple[str, str]]:
    """The fixed pairs (first, then) whose both units are among UNITS, sorted."""
    inside = set(units)
    return sorted((first, then) for first in units for then in fixed_from.get(first, ())
                  if then in inside)


def _one_order(units: tuple[str, ...], before: tuple[tuple[str, str], ...]) -> bool:
    """Whether the pairs the rules fix leave these units a single order: a topological
    order is unique when, at each step, exactly one unit has nothing left before it."""
    waiting = dict.fromkeys(units, 0)
    after: dict[str, list[str]] = {}
    for first, then in before:
        waiting[then] += 1
        after.setdefault(first, []).append(then)
    ready = [unit for unit, count in waiting.items() if count == 0]
    while ready:
        if len(ready) > 1:
            return False
        unit = ready.pop()
        for then in after.get(unit, ()):
            waiting[then] -= 1
            if waiting[then] == 0:
                ready.append(then)
    return True


def _fixed_from(pairs: set[tuple[str, str]]) -> dict[str, list[str]]:
    index: dict[str, list[str]] = {}
    for first, then in sorted(pairs):
        index.setdefault(first, []).append(then)
    return index


def tie_groups(game: Game, resolved: list[ResolvedEffect], ruleset: Ruleset,
               budget: Budget | None = None) -> list[TieGroup]:
    """The groups of units whose relative order is a player's choice. Linear in the units
    and the fixed pairs, and timed by BUDGET (a board of thousands of effects with one
    timestamp is read within the command's --timeout)."""
    fixed_from = _fixed_from(_fixed_pairs(resolved, ruleset))
    groups: list[TieGroup] = []
    for stamp, members in sorted(_by_stamp(game, resolved).items()):
        if budget is not None:
            budget.check_time("simultaneous timestamps")
        if len(members) < 2:
            continue
        members.sort()
        if ruleset.simultaneous_timestamps == "active_player":
            parts = [(game.active_player, tuple(u for u, _ in members), 0)]
        else:
            parts, offset = [], 0
            for player in game.apnap():
                own = tuple(u for u, p in members if p == player)
                parts.append((player, own, offset))
                offset += len(own)
        for chooser, units, offset in parts:
            before = tuple(_pairs_within(units, fixed_from))
            if len(units) > 1 and not _one_order(units, before):
                groups.append(TieGroup(stamp, chooser, units, offset, before))
    return groups


def fixed_ranks(game: Game, resolved: list[ResolvedEffect], ruleset: Ruleset,
                budget: Budget | None = None) -> dict[str, int]:
    """Ranks that are not a choice: the APNAP position of each player's block (613.7m);
    an object's static abilities moved just before a resolved effect on it (613.7n)."""
    ranks: dict[str, int] = {}
    if ruleset.simultaneous_timestamps != "apnap":
        return ranks
    order = {p: i for i, p in enumerate(game.apnap())}
    fixed_from = _fixed_from(_fixed_pairs(resolved, ruleset))
    for members in _by_stamp(game, resolved).values():
        if budget is not None:
            budget.check_time("simultaneous timestamps")
        members.sort(key=lambda m: (order.get(m[1], 99), m[0]))
        ids = [uid for uid, _ in members]
        position = {uid: i for i, uid in enumerate(ids)}
        for first, then in _pairs_within(ids, fixed_from):  # one possible order (613.7n)
            if position[first] > position[then]:
                ids.remove(first)
                ids.insert(position[then], first)
                position = {uid: i for i, uid in enumerate(ids)}
        for pos, uid in enumerate(ids):
            ranks[uid] = pos
    return ranks


def tie_orders(groups: list[TieGroup], base: dict[str, int],
               budget: Budget) -> Iterator[tuple[dict[str, int], list[tuple[TieGroup, tuple[str, ...]]]]]:
    """Every combination of the players' orders, as unit ranks plus the orders chosen."""
    total = math.prod(math.factorial(len(g.units)) for g in groups)
    if total > budget.max_states:
        raise BudgetExceeded("max-states", budget.max_states,
                             f"{total} orders of simultaneous timestamps to try "
                             f"({len(groups)} groups); none explored", "--max-states")
    for combo in itertools.product(*(list(g.orders()) for g in groups)):
        ranks = dict(base)
        for group, order in zip(groups, combo):
            for pos, unit in enumerate(order):
                ranks[unit] = group.offset + pos
        yield ranks, list(zip(groups, combo))
