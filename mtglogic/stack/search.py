"""Every distinct result of resolving the stack, with how many orders and choices reach it.

A memoized search over the games a stack can lead to (405.5: the top resolves first; 603.3b:
what triggers meanwhile goes on top, each player's in the order they choose). Each step
picks which ability of the top segment resolves next (abilities alike are one pick, counted
as many times as there are of them), follows every way it resolves (``resolving``), then
every way what triggered goes on the stack (``placing``). Lines that reach the same game with
the same stack (``keys.game_key``) are explored once: orders whose abilities commute, or
whose results coincide, are merged without being walked one by one. A result is the game
once the stack is empty and nothing waits, the game's end, or the resolutions a line may
take at most (``Budget.max_depth``), said as such.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from mtglogic.budget import Budget
from mtglogic.model.answers import StackResult
from mtglogic.model.objects import Game
from mtglogic.model.scenario import Scenario
from mtglogic.stack.commute import commutes, one_order
from mtglogic.stack.keys import game_key, result_state
from mtglogic.stack.model import Segment, Step
from mtglogic.stack.placing import Placement, abilities_of, placements
from mtglogic.stack.resolving import Resolver, Way
from mtglogic.text import agreeing
from mtglogic.triggers.detect import Triggered, rules_of
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.world import World


@dataclass
class Result:
    """One distinct result: the state it leaves (what changed since the question's game),
    how the game ended, how many orders and choices reach it, and one way there."""

    state: dict[str, Any]
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""
    count: int = 0
    witness: list[Step] = field(default_factory=list)

    def key(self) -> str:
        return repr((sorted(self.state.items()), self.winners, self.losers, self.draw,
                     self.stopped))

    def record(self) -> StackResult:
        """The result as typed data (``mtglogic.model.answers``)."""
        return StackResult(self.state, self.count, tuple(s.text for s in self.witness),
                           self.winners, self.losers, self.draw, self.stopped)


Results = dict[str, Result]


def _merge(into: Results, found: Results, weight: int, before: list[Step]) -> None:
    for key, result in found.items():
        if key in into:
            into[key].count += result.count * weight
        else:
            into[key] = Result(result.state, result.winners, result.losers, result.draw,
                               result.stopped, result.count * weight,
                               before + result.witness)


def _states_on(stack: tuple[Segment, ...]) -> frozenset[str]:
    """The state triggers on the stack (603.8: they don't trigger again meanwhile)."""
    return frozenset(a.ability for segment in stack for a, _ in segment.abilities
                     if a.kind == "state")


def _placing_steps(placement: Placement, rules: TriggerRules) -> list[Step]:
    steps = [Step(note, (rule,)) for note, rule in placement.notes]
    for segment in placement.segments:
        names = ", ".join(f"{a.words()}" + (f" x{n}" if n > 1 else "")
                          for a, n in segment.abilities)
        how = f"{names} on the stack" if segment.size() == 1 else \
            f"on the stack, in the order of their choice: {names}"
        chosen = tuple(rules.cite(key) for key, made in (
            ("modes_chosen", any(a.mode for a, _ in segment.abilities)),
            ("targets_chosen", any(a.targets for a, _ in segment.abilities))) if made)
        steps.append(Step(f"{agreeing(segment.player, 'puts')} {how}",
                          (rules.cite("stack_order"), rules.cite("stack_apnap"), *chosen),
                          segment.player))
    return steps


def without_named(stack: tuple[Segment, ...], named: Event) -> tuple[Segment, ...]:
    """The stack without one ability a ``Triggering`` names (the highest such one), as
    countering it removes it (701.6a); the same stack when none is there any more."""
    for index in range(len(stack) - 1, -1, -1):
        for ability, _ in stack[index].abilities:
            if ability.named_by(named):
                left = stack[index].without(ability)
                return stack[:index] + ((left,) if left else ()) + stack[index + 1:]
    return stack


class StackSearch:
    """The search of one question (see the module docstring)."""

    def __init__(self, resolver: Resolver, start: Game, budget: Budget) -> None:
        self.resolver = resolver
        self.rules = resolver.rules
        self.start = start
        self.budget = budget
        self.memo: dict[Any, Results] = {}

    def terminal(self, scenario: Scenario, **how: Any) -> Results:
        result = Result(result_state(self.start, scenario.game), count=1, **how)
        return {result.key(): result}

    def from_waiting(self, world: World, waiting: list[Triggered],
                     stack: tuple[Segment, ...] = (), resolved: int = 0) -> Results:
        """Put what waits on the stack (every way), then resolve it all."""
        found: Results = {}
        abilities = abilities_of(waiting, world)
        records = rules_of(world, self.budget) if abilities else []
        for placement in placements(abilities, world, self.rules, records):
            steps = _placing_steps(placement, self.rules)
            _merge(found, self.explore(world, stack + placement.segments, resolved),
                   placement.ways, steps)
        return found

    def explore(self, world: World, stack: tuple[Segment, ...], resolved: int) -> Results:
        scenario = world.scenario
        assert scenario is not None
        if not stack:
            return self.terminal(scenario)
        if resolved >= self.budget.max_depth:
            return self.terminal(scenario, stopped=(
                f"stopped after {resolved} resolutions (--max-depth); "
                f"{sum(s.size() for s in stack)} abilities left on the stack"))
        key = (game_key(scenario), tuple(s.key() for s in stack))
        if key in self.memo:
            return self.memo[key]
        self.budget.tick("stack states")
        found: Results = {}
        top = stack[-1]
        if commutes(top, world):
            line = self.one_order(world, top, stack[:-1], resolved)
            if line is not None:
                self.memo[key] = line
                return line
        for ability, count in top.abilities:
            rest = stack[:-1] + tuple(s for s in (top.without(ability),) if s is not None)
            for way in self.resolver.resolve(ability, world, _states_on(stack)):
                _merge(found, self.after(way, rest, resolved + 1), count * way.weight,
                       way.steps)
        self.memo[key] = found
        return found

    def one_order(self, world: World, top: Segment, rest: tuple[Segment, ...],
                  resolved: int) -> Results | None:
        """The segment resolved in one order standing for all N! (``commute``), or None
        when something on the way could make another order differ."""
        steps: list[Step] = [Step(f"every order of these {top.size()} abilities leaves the "
                                  f"same game: one is followed", (self.rules.cite(
                                      "stack_order"),))]
        for ability in one_order(top):
            ways = self.resolver.resolve(ability, world, _states_on(rest + (top,)))
            if len(ways) != 1:
                return None
            way = ways[0]
            if way.eventful or way.waiting or way.winners or way.draw or way.stopped:
                return None
            steps += way.steps
            world = way.world
        found: Results = {}
        _merge(found, self.explore(world, rest, resolved + top.size()),
               math.factorial(top.size()), steps)
        return found

    def after(self, way: Way, rest: tuple[Segment, ...], resolved: int) -> Results:
        """What follows one way an ability resolved (the abilities it countered gone from
        the stack, 701.6a)."""
        scenario = way.world.scenario
        assert scenario is not None
        if way.winners or way.draw or way.stopped:
            return self.terminal(scenario, winners=way.winners, losers=way.losers,
                                 draw=way.draw, stopped=way.stopped)
        for named in way.countered:
            rest = without_named(rest, named)
        return self.from_waiting(way.world, way.waiting, rest, resolved)


__all__ = ["Result", "Results", "StackSearch"]
