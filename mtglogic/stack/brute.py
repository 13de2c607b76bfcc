"""Every order of the stack walked one by one: the literal reading of 603.3b and 405.5, to
check the search's merged counts against (``search.StackSearch``).

Each player, in APNAP order, picks targets for each of their abilities (603.3d) and an order
for all of them (603.3b), every pick and every order taken in turn, each ability counted as
the distinct object it is; then the top resolves, every way it can, and what triggered goes
on top the same way. Nothing is merged: the number of lines walked is the number of orders
and choices, so it is for small stacks only.
"""
from __future__ import annotations

import itertools

from mtglogic.budget import Budget
from mtglogic.model.objects import Game
from mtglogic.stack.keys import result_state
from mtglogic.stack.model import OnStack
from mtglogic.stack.placing import abilities_of, choices_of
from mtglogic.stack.resolving import Resolver
from mtglogic.stack.search import Result, Results
from mtglogic.triggers.detect import Triggered, rules_of
from mtglogic.vocabulary.world import World

Stack = tuple[OnStack, ...]  # bottom first


def _add(into: Results, result: Result) -> None:
    key = result.key()
    if key in into:
        into[key].count += result.count
    else:
        into[key] = result


class BruteStack:
    """Every order and choice of a question's stack, one line at a time."""

    def __init__(self, resolver: Resolver, start: Game, budget: Budget) -> None:
        self.resolver = resolver
        self.start = start
        self.budget = budget

    def placed(self, waiting: list[OnStack], world: World) -> list[Stack]:
        """Every way the waiting abilities go on the stack, as the abilities added, bottom
        first: each player's targets and order, the active player's lowest (405.3), those
        that trigger on another's triggering after all others where the ruleset says so
        (603.3b in 2026)."""
        records = rules_of(world, self.budget) if waiting else []
        parts = (1, 2) if self.resolver.rules.cite("stack_second_part") else (0,)
        per_player: list[list[Stack]] = []
        for part, player in ((p, pl) for p in parts for pl in world.game.apnap()):
            mine = [a for a in waiting if a.controller == player and part in (0, a.part)]
            options: list[list[OnStack]] = []
            for ability in mine:
                choices = choices_of(ability, world, records)
                if choices:  # one with none is removed (603.3c-d); the others stay
                    options.append(choices)
            ways: list[Stack] = []
            for picked in itertools.product(*options):
                ways += [tuple(order) for order in itertools.permutations(picked)]
            per_player.append(ways or [()])
        return [tuple(a for part in combo for a in part)
                for combo in itertools.product(*per_player)]

    def from_waiting(self, world: World, waiting: list[Triggered], stack: Stack = (),
                     resolved: int = 0) -> Results:
        found: Results = {}
        for added in self.placed(abilities_of(waiting, world), world):
            for result in self.run(world, stack + added, resolved).values():
                _add(found, result)
        return found

    def run(self, world: World, stack: Stack, resolved: int) -> Results:
        self.budget.tick("stack orders walked one by one")
        scenario = world.scenario
        assert scenario is not None
        if not stack:
            result = Result(result_state(self.start, scenario.game), count=1)
            return {result.key(): result}
        found: Results = {}
        states = frozenset(a.ability for a in stack if a.kind == "state")
        for way in self.resolver.resolve(stack[-1], world, states):
            if way.winners or way.draw or way.stopped:
                end = way.world.scenario
                assert end is not None
                _add(found, Result(result_state(self.start, end.game), way.winners,
                                   way.losers, way.draw, way.stopped, way.weight))
                continue
            rest = stack[:-1]
            for named in way.countered:  # countered: it leaves the stack (701.6a)
                index = next((i for i in range(len(rest) - 1, -1, -1)
                              if rest[i].named_by(named)), None)
                if index is not None:
                    rest = rest[:index] + rest[index + 1:]
            for result in self.from_waiting(way.world, way.waiting, rest,
                                            resolved + 1).values():
                _add(found, Result(result.state, result.winners, result.losers,
                                   result.draw, result.stopped, result.count * way.weight))
        return found


__all__ = ["BruteStack"]
