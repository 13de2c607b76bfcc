"""Every legal application order, as the solutions of a constraint problem (python-constraint2).

Variables: one per step, ``0`` .. ``n-1``. A step's value is an effect applied
(``i``), an optional effect declined (``n + i``), or the end marker of that step
(``2n + k``), or the way ``w`` > 0 of applying an effect that has several (615.7: a
shield's splits; ``3n + (w - 1) n + i``). For each step k, one constraint checks, in the
state the steps before it reach:

* applicability: the effect applies to the event as modified so far and was not used yet
  (616.1d in 2011 / 616.1f in 2026, 616.2), and the order ends exactly when no effect does;
* tier: the effect is one the 616.1 tiers (and 616.1g in 2026) let the chooser pick now.

So all values of an order differ with no constraint of its own for it: an effect applied
or declined has had its one opportunity (614.5) and is no candidate after, and the end
marker of step k is a value of step k only.

Domains are first narrowed to the values some reachable state allows at that step (node
consistency), which keeps the end markers out of steps where no order can end.
``getSolutionIter`` yields the orders lazily, so a listing can stop at any count.

The solver assigns the steps in order (``InOrder``), so the constraint of step k is over
steps k - 1 and k only: the state the steps before k - 1 reached is the one its own check
kept, and the check of step k adds step k - 1 to it. (A constraint over steps 0..k would
be called, and its values gathered, at every node for each later step.)
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import itemgetter

from constraint import FunctionConstraint, OptimizedBacktrackingSolver, Problem

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process import Process

# The step values applicability allows, those the tiers allow, and both.
Legal = tuple[frozenset[int], frozenset[int], frozenset[int]]


class InOrder(OptimizedBacktrackingSolver):  # type: ignore[misc]  # untyped library
    """python-constraint2's backtracking solver, taking the steps in order, step 0 first
    (its ``getSortedVariables`` hook; by default the most constrained come first)."""

    def getSortedVariables(self, domains: dict[int, object],  # the hook of that name
                           vconstraints: dict[int, object]) -> list[int]:
        return sorted(domains)


NONE, ENDED = -1, -2  # no state after a prefix: an illegal step; the order has ended


def _only(values: frozenset[int]) -> Legal:
    """The same values allowed by applicability, by the tiers and by both."""
    return values, values, values


class OrderProblem:
    """The constraint problem of one event's orders, with a cache of prefix states."""

    def __init__(self, process: Process) -> None:
        self.process = process
        self.n = len(process.effects)
        # States by number (hashed once each: a prefix or a step is keyed by numbers)
        self._states: list[State] = []
        self._numbers: dict[State, int] = {}
        # the state after each prefix of step values (or NONE, ENDED)
        self._prefix: dict[tuple[int, ...], int] = {(): self._number(process.start)}
        # the state the steps before each step reach on the solver's current path
        self._before = [self._prefix[()]] * (self.n + 1)
        # transitions, and the step values, are the same for every prefix reaching one
        # state (orders of commuting effects)
        self._steps: dict[tuple[int, int], int] = {}
        self._by_state: dict[tuple[int, int], Legal] = {}
        self._decoded = [Choice(i, True) for i in range(self.n)] + \
            [Choice(i, False) for i in range(self.n)]
        self._by_value: dict[int, Choice | None] = {}

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
        number = self._after(values)
        return self._states[number] if number >= 0 else None

    def _after(self, values: tuple[int, ...]) -> int:
        """The number of the state after these step values (``NONE``: a step was illegal;
        ``ENDED``: the order ended, only end markers follow)."""
        found = self._prefix.get(values)
        if found is None:
            before = self._after(values[:-1])
            found = self._next(before, values[-1])
            self._prefix[values] = found
        return found

    def _next(self, number: int, value: int) -> int:
        """The number of the state after one more step value."""
        choice = self.decode(value)
        if choice is None:  # an end marker: the order has ended (or stays ended)
            return ENDED if number != NONE else NONE
        return self._step(number, value, choice) if number >= 0 else NONE

    def _number(self, state: State) -> int:
        found = self._numbers.get(state)
        if found is None:
            found = self._numbers[state] = len(self._states)
            self._states.append(state)
        return found

    def _step(self, number: int, value: int, choice: Choice) -> int:
        """The state after a choice (kept: the same for every prefix reaching a state)."""
        key = (number, value)
        found = self._steps.get(key)
        if found is None:
            found = self._steps[key] = self._number(
                self.process.step(self._states[number], choice))
        return found

    def legal(self, prefix: tuple[int, ...]) -> Legal:
        """After ``prefix``: the step values applicability allows, those the tiers allow,
        and both (encoded step values)."""
        return self._legal_at(self._after(prefix), len(prefix))

    def _legal_at(self, number: int, k: int) -> Legal:
        """``legal`` for step ``k`` in the state numbered ``number``."""
        key = (number, k)
        found = self._by_state.get(key)
        if found is None:
            end = 2 * self.n + k
            if number == ENDED:  # the order has ended: only end markers follow
                found = _only(frozenset([end]))
            elif number == NONE:
                found = _only(frozenset())
            else:
                found = self._encoded_options(self._states[number], end)
            self._by_state[key] = found
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

    def step_check(self, k: int) -> Callable[..., bool]:
        """The check of step k (k > 0): applicability and tier of its value in the state
        the steps before it reach, given the value of step k - 1. The solver assigns the
        steps in order, so when step k is checked the state before step k - 1 is the one
        kept when step k - 1 was checked last; the state after it is kept for step k + 1.
        A closure: it runs at every node of the solver's search."""
        before, by_state, steps = self._before, self._by_state, self._steps
        legal_at, following = self._legal_at, self._next

        def legal_step(previous: int, value: int) -> bool:
            start = before[k - 1]
            number = steps.get((start, previous)) if start >= 0 else None
            if number is None:
                number = following(start, previous)
            before[k] = number
            allowed = by_state.get((number, k))
            if allowed is None:
                allowed = legal_at(number, k)
            return value in allowed[2]
        return legal_step

    def first_step(self, value: int) -> bool:
        """The check of step 0, in the first state (the solver applies it to the domain
        once, before the search)."""
        return value in self._legal_at(self._before[0], 0)[2]

    def domains(self, budget: Budget) -> list[set[int]]:
        """For each step, the values allowed in some state reachable at that step."""
        domains: list[set[int]] = [set() for _ in range(self.n)]
        layer = {self._prefix[()]}
        for k in range(self.n):
            following = set()
            for number in layer:
                budget.tick("order-problem states")
                options = self.process.options(self._states[number])
                if not options.candidates:
                    domains[k].add(2 * self.n + k)
                    for later in range(k + 1, self.n):
                        domains[later].add(2 * self.n + later)
                for choice in options.choices:
                    value = self.encode(choice)
                    domains[k].add(value)
                    following.add(self._step(number, value, choice))
            layer = following
        return domains

    def build(self, budget: Budget) -> Problem:
        problem = Problem(InOrder(forwardcheck=False))
        domains = self.domains(budget)
        self._by_value = {value: self.decode(value) for domain in domains for value in domain}
        for k, domain in enumerate(domains):
            problem.addVariable(k, sorted(domain))
        problem.addConstraint(FunctionConstraint(self.first_step), [0])
        for k in range(1, self.n):
            problem.addConstraint(FunctionConstraint(self.step_check(k)), [k - 1, k])
        return problem

    def orders(self, budget: Budget, limit: int | None = None) -> Iterator[tuple[Choice, ...]]:
        """Legal orders, lazily, at most ``limit`` (all when None), within the budget."""
        if self.n == 0:
            yield ()
            return
        problem = self.build(budget)
        decoded = self._by_value  # the choice of each step value the domains hold
        values_of = itemgetter(*range(self.n)) if self.n > 1 else \
            (lambda solution: (solution[0],))
        most = budget.max_outcomes
        for count, solution in enumerate(problem.getSolutionIter(), start=1):
            if limit is not None and count > limit:
                return
            if count > most:
                budget.check_outcomes(count, "orders")
            if count & 0xFF == 0:
                budget.check_time("order enumeration")
            # the choices (Choice is never false), the end markers (None) left out
            yield tuple(filter(None, map(decoded.__getitem__, values_of(solution))))
