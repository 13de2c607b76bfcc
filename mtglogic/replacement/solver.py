"""Every legal application order, as the solutions of a constraint problem (python-constraint2).

Variables: one per step, ``step0`` .. ``step{n-1}``. A step's value is an effect applied
(``i``), an optional effect declined (``n + i``), or the end marker of that step
(``2n + k``); all values differ (all-different: no effect twice, 614.5). For each step k:

* applicability: the effect is a candidate in the state reached by steps 0..k-1 (it
  applies to the event as modified so far and was not used yet, 616.1d / 616.1f, 616.2),
  and the step ends the order exactly when no candidate is left;
* tier: the effect is one the 616.1 tiers (and 616.1g) let the chooser pick now.

``getSolutionIter`` yields the orders lazily, so a listing can stop at any count.
"""
from __future__ import annotations

from typing import Iterator

from constraint import AllDifferentConstraint, FunctionConstraint, Problem

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process import Process


class OrderProblem:
    """The constraint problem of one event's orders, with a cache of prefix states."""

    def __init__(self, process: Process) -> None:
        self.process = process
        self.n = len(process.effects)
        self._prefix: dict[tuple[int, ...], State | None] = {(): process.start}

    def decode(self, value: int) -> Choice | None:
        if value >= 2 * self.n:
            return None
        if value >= self.n:
            return Choice(value - self.n, False)
        return Choice(value, True)

    def state_after(self, values: tuple[int, ...]) -> State | None:
        """The state after these step values (None if a step was illegal or after the end)."""
        found = self._prefix.get(values, False)
        if found is not False:
            return found
        before = self.state_after(values[:-1])
        choice = self.decode(values[-1])
        result = None
        if before is not None and choice is not None:
            result = self.process.step(before, choice)
        self._prefix[values] = result
        return result

    def _ended(self, values: tuple[int, ...]) -> bool:
        return any(v >= 2 * self.n for v in values)

    def applicable(self, *values: int) -> bool:
        prefix, last = values[:-1], values[-1]
        choice = self.decode(last)
        if self._ended(prefix):
            return choice is None
        state = self.state_after(prefix)
        if state is None:
            return False
        options = self.process.options(state)
        if choice is None:
            return not options.candidates
        effect = self.process.effects[choice.effect]
        return choice.effect in options.candidates and (choice.apply or effect.spec.optional)

    def tier(self, *values: int) -> bool:
        prefix, choice = values[:-1], self.decode(values[-1])
        if choice is None or self._ended(prefix):
            return True
        state = self.state_after(prefix)
        return state is not None and choice.effect in self.process.options(state).allowed

    def build(self) -> Problem:
        problem = Problem()
        n = self.n
        steps = [f"step{k}" for k in range(n)]
        optional = [i for i, e in enumerate(self.process.effects) if e.spec.optional]
        for k, name in enumerate(steps):
            problem.addVariable(name, list(range(n)) + [n + i for i in optional] + [2 * n + k])
        if n:
            problem.addConstraint(AllDifferentConstraint(), steps)
        for k in range(n):
            scope = steps[:k + 1]
            problem.addConstraint(FunctionConstraint(self.applicable), scope)
            problem.addConstraint(FunctionConstraint(self.tier), scope)
        return problem

    def orders(self, budget: Budget, limit: int | None = None) -> Iterator[tuple[Choice, ...]]:
        """Legal orders, lazily, at most ``limit`` (all when None), within the budget."""
        if self.n == 0:
            yield ()
            return
        steps = [f"step{k}" for k in range(self.n)]
        count = 0
        for solution in self.build().getSolutionIter():
            if limit is not None and count >= limit:
                return
            count += 1
            budget.check_outcomes(count, "orders")
            if count & 0xFF == 0:
                budget.check_time("order enumeration")
            order = []
            for name in steps:
                choice = self.decode(solution[name])
                if choice is None:
                    break
                order.append(choice)
            yield tuple(order)
