"""Every legal application order, as the solutions of a constraint problem (python-constraint2).

Variables: one per step, ``step0`` .. ``step{n-1}``. A step's value is an effect applied
(``i``), an optional effect declined (``n + i``), or the end marker of that step
(``2n + k``), or the way ``w`` > 0 of applying an effect that has several (615.7: a
shield's splits; ``3n + (w - 1) n + i``); all values differ (all-different: no effect
twice, 614.5). For each step k,
one constraint over steps 0..k checks, in the state those steps reach:

* applicability: the effect applies to the event as modified so far and was not used yet
  (616.1d in 2011 / 616.1f in 2026, 616.2), and the order ends exactly when no effect does;
* tier: the effect is one the 616.1 tiers (and 616.1g in 2026) let the chooser pick now.

Domains are first narrowed to the values some reachable state allows at that step (node
consistency), which keeps the end markers out of steps where no order can end.
``getSolutionIter`` yields the orders lazily, so a listing can stop at any count.
"""
from __future__ import annotations

from collections.abc import Iterator

from constraint import (
    AllDifferentConstraint,
    FunctionConstraint,
    OptimizedBacktrackingSolver,
    Problem,
)

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process import Process

# The step values applicability allows, those the tiers allow, and both.
Legal = tuple[frozenset[int], frozenset[int], frozenset[int]]


def _only(values: frozenset[int]) -> Legal:
    """The same values allowed by applicability, by the tiers and by both."""
    return values, values, values


class OrderProblem:
    """The constraint problem of one event's orders, with a cache of prefix states."""

    def __init__(self, process: Process) -> None:
        self.process = process
        self.n = len(process.effects)
        self._prefix: dict[tuple[int, ...], State | None] = {(): process.start}
        self._legal: dict[tuple[int, ...], Legal] = {}
        # transitions, and the step values, are the same for every prefix reaching one
        # state (orders of commuting effects)
        self._steps: dict[tuple[State, Choice], State] = {}
        self._by_state: dict[tuple[State, int], Legal] = {}
        self._decoded = [Choice(i, True) for i in range(self.n)] + \
            [Choice(i, False) for i in range(self.n)]

    def decode(self, value: int) -> Choice | None:
        """The choice a step value stands for (None: the end marker)."""
        n = self.n
        if value < 2 * n:
            return self._decoded[value]
        if value < 3 * n:
            return None
        way, effect = divmod(value - 3 * n, n)
        return Choice(effect, True, way + 1)

    def encode(self, choice: Choice) -> int:
        """The step value of a choice."""
        n = self.n
        if choice.way:
            return 3 * n + (choice.way - 1) * n + choice.effect
        return choice.effect if choice.apply else n + choice.effect

    def state_after(self, values: tuple[int, ...]) -> State | None:
        """The state after these step values (None if a step was illegal or after the end)."""
        if values in self._prefix:
            return self._prefix[values]
        before = self.state_after(values[:-1])
        choice = self.decode(values[-1])
        result = None
        if before is not None and choice is not None:
            key = (before, choice)
            result = self._steps.get(key)
            if result is None:
                result = self._steps[key] = self.process.step(before, choice)
        self._prefix[values] = result
        return result

    def legal(self, prefix: tuple[int, ...]) -> Legal:
        """After ``prefix``: the step values applicability allows, those the tiers allow,
        and both (encoded step values)."""
        found = self._legal.get(prefix)
        if found is not None:
            return found
        n = self.n
        end = 2 * n + len(prefix)
        state = self.state_after(prefix)
        if prefix and 2 * n <= prefix[-1] < 3 * n:  # the order has ended: only end markers follow
            found = _only(frozenset([end]))
        elif state is None:
            found = _only(frozenset())
        else:
            key = (state, len(prefix))
            found = self._by_state.get(key)
            if found is None:
                found = self._by_state[key] = self._encoded_options(state, end)
        self._legal[prefix] = found
        return found

    def _encoded_options(self, state: State, end: int) -> Legal:
        """The step values applicability allows in ``state``, those the tiers allow, and
        both; only the end marker ``end`` when no effect applies."""
        n = self.n
        options = self.process.options(state)
        if not options.candidates:
            return _only(frozenset([end]))
        effects = self.process.effects
        applicable = set(options.candidates)
        applicable |= {n + i for i in options.candidates if effects[i].spec.optional}
        allowed = {self.encode(c) for c in options.choices}
        applicable |= {v for v in allowed if v >= 3 * n}  # the other ways of an effect
        return frozenset(applicable), frozenset(allowed), frozenset(applicable & allowed)

    def legal_step(self, *values: int) -> bool:
        """Applicability and tier of the last step, given the steps before it."""
        return values[-1] in self.legal(values[:-1])[2]

    def domains(self, budget: Budget) -> list[set[int]]:
        """For each step, the values allowed in some state reachable at that step."""
        domains: list[set[int]] = [set() for _ in range(self.n)]
        layer = {self.process.start}
        for k in range(self.n):
            following = set()
            for state in layer:
                budget.tick("order-problem states")
                options = self.process.options(state)
                if not options.candidates:
                    domains[k].add(2 * self.n + k)
                    for later in range(k + 1, self.n):
                        domains[later].add(2 * self.n + later)
                for choice in options.choices:
                    domains[k].add(self.encode(choice))
                    following.add(self.process.step(state, choice))
            layer = following
        return domains

    def build(self, budget: Budget) -> Problem:
        problem = Problem(OptimizedBacktrackingSolver(forwardcheck=False))
        steps = [f"step{k}" for k in range(self.n)]
        for name, domain in zip(steps, self.domains(budget)):
            problem.addVariable(name, sorted(domain))
        problem.addConstraint(AllDifferentConstraint(), steps)
        for k in range(self.n):
            problem.addConstraint(FunctionConstraint(self.legal_step), steps[:k + 1])
        return problem

    def orders(self, budget: Budget, limit: int | None = None) -> Iterator[tuple[Choice, ...]]:
        """Legal orders, lazily, at most ``limit`` (all when None), within the budget."""
        if self.n == 0:
            yield ()
            return
        steps = [f"step{k}" for k in range(self.n)]
        for count, solution in enumerate(self.build(budget).getSolutionIter(), start=1):
            if limit is not None and count > limit:
                return
            budget.check_outcomes(count, "orders")
            if count & 0xFF == 0:
                budget.check_time("order enumeration")
            yield tuple([c for c in [self.decode(solution[name]) for name in steps]
                         if c is not None])
