"""Every distinct outcome with the exact number of orders leading to it, by a search over states.

A state is the event as modified so far plus the effects already used; two orders that
reach the same state continue identically, so states are merged and each carries the
number of orders reaching it. Every step uses one more effect (614.5), so the states form
layers by how many effects were used; one sweep over the layers counts the orders of every
final state exactly, at a cost that grows with the number of distinct states, not with n!.
Interchangeable effects (same definition, controller and source references) are chosen as
one: the lowest unused one stands for its class, weighted by how many could be chosen.
A witness order for each outcome is rebuilt from the first way each state was reached.

The sweep would meet the outcomes only when the orders end, all in its last layers; so a
first, depth-first pass finds the states and the steps between them, and meets each
distinct outcome as soon as one order ends: more than ``--max-outcomes`` stops it early,
before the states of a board with too many outcomes fill the memory. The sweep then runs
over the steps found, in the order the layers would find them (the same counts and
witnesses), without working out any step again. Each state is counted once, as found, for
``--max-states``; the sweep watches the time and the memory.
"""
from __future__ import annotations

from mtglogic.budget import MEMORY_CHECK_EVERY, Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.replacement.model import Choice, Outcome, State, Tally
from mtglogic.replacement.process import Process

Results = dict[Outcome, Tally]


Steps = list[tuple[Choice, int, State]]  # from one state: choice, weight, the state after


def distinct_outcomes(process: Process, budget: Budget) -> Results:
    """Outcome -> (number of legal orders, one witness order), exactly."""
    steps, finals = state_graph(process, budget)
    total = len(steps) + len(finals)
    parent: dict[State, tuple[State, Choice] | None] = {process.start: None}
    layer: dict[State, int] = {process.start: 1}
    results: Results = {}
    while layer:
        following: dict[State, int] = {}
        for state, count in layer.items():
            budget.check_time("replacement search states")
            if state in finals:
                _record(results, finals[state], count, state, parent, budget)
                continue
            for choice, weight, nxt in steps[state]:
                if nxt in following:
                    following[nxt] += count * weight
                else:
                    following[nxt] = count * weight
                    parent.setdefault(nxt, (state, choice))
                    if len(parent) % MEMORY_CHECK_EVERY == 0:
                        _swept(budget, len(parent), total)
        layer = following
    budget.work = None
    return dict(sorted(results.items(), key=lambda kv: kv[0].sort_key()))


def _swept(budget: Budget, done: int, total: int) -> None:
    """Every few states of the sweep: the memory watched, the states swept of all."""
    if budget.memory_stop is not None:
        budget.check_memory("replacement search states")
    budget.progress(done, total, "states counted")


def state_graph(process: Process, budget: Budget) -> tuple[dict[State, Steps],
                                                           dict[State, Outcome]]:
    """Every reachable state, found depth first: the steps from each one that continues
    (in the order of its options), and the outcome of each where the order ends. An
    outcome is met as soon as one order ends, so more than ``--max-outcomes`` distinct
    ones stop the search early, whatever the number of states left, keeping the outcomes
    found before the one over the limit, each with an order that reaches it
    (``first_orders``). Each state is counted once, as found."""
    budget.work = None  # no total known yet: the states explored are shown
    steps: dict[State, Steps] = {}
    finals: dict[State, Outcome] = {}
    outcomes: dict[Outcome, State] = {}  # each outcome found, with the state it ends in
    steps[process.start] = []  # a state is in steps from when it is found
    stack = [process.start]
    budget.tick("replacement search states")  # the start state
    while stack:
        state = stack.pop()
        options = process.options(state)
        if not options.choices:
            del steps[state]
            outcome = finals[state] = process.outcome(state)
            if outcome not in outcomes:
                outcomes[outcome] = state
                try:
                    budget.check_outcomes(len(outcomes), f"distinct outcomes in "
                                          f"{budget.states} states")
                except BudgetExceeded as exc:
                    del outcomes[outcome]  # the one over the limit is not listed
                    exc.keep(first_orders(process.start, steps, outcomes))
                    raise
            continue
        found = steps[state]
        for choice, weight in options.groups:
            nxt = process.step(state, choice)
            found.append((choice, weight, nxt))
            if nxt not in steps and nxt not in finals:
                budget.tick("replacement search states")  # each state when found
                steps[nxt] = []
                stack.append(nxt)
    return steps, finals


def first_orders(start: State, steps: dict[State, Steps],
                 outcomes: dict[Outcome, State]) -> Results:
    """Each outcome with an order that reaches its final state, found breadth first over
    the steps the search met (only when it stopped early: the search itself keeps no
    parents); its count, 1, is a lower bound."""
    parent: dict[State, tuple[State, Choice] | None] = {start: None}
    frontier = [start]
    while frontier:
        following = []
        for state in frontier:
            for choice, _, nxt in steps.get(state, ()):
                if nxt not in parent:
                    parent[nxt] = (state, choice)
                    following.append(nxt)
        frontier = following
    return {o: Tally(1, _witness(s, parent))
            for o, s in sorted(outcomes.items(), key=lambda kv: kv[0].sort_key())}


def _record(results: Results, outcome: Outcome, count: int, state: State,
            parent: dict[State, tuple[State, Choice] | None], budget: Budget) -> None:
    tally = results.get(outcome)
    if tally is not None:
        tally.count += count
        return
    results[outcome] = Tally(count, _witness(state, parent))
    budget.check_outcomes(len(results), "distinct outcomes")


def _witness(state: State, parent: dict[State, tuple[State, Choice] | None]) -> tuple[Choice, ...]:
    steps: list[Choice] = []
    link = parent[state]
    while link is not None:
        state, choice = link
        steps.append(choice)
        link = parent[state]
    return tuple(reversed(steps))


def total_orders(results: Results) -> int:
    return sum(t.count for t in results.values())
