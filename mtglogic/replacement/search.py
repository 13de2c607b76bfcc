"""Every distinct outcome with the exact number of orders leading to it, by a search over states.

A state is the event as modified so far plus the effects already used; two orders that
reach the same state continue identically, so states are merged and each carries the
number of orders reaching it. Every step uses one more effect (614.5), so the states form
layers by how many effects were used; one sweep over the layers counts the orders of every
final state exactly, at a cost that grows with the number of distinct states, not with n!.
Interchangeable effects (same definition, controller and source references) are chosen as
one: the lowest unused one stands for its class, weighted by how many could be chosen.
A witness order for each outcome is rebuilt from the first way each state was reached.

The sweep finds outcomes only when the orders end, all in its last layers; so a first,
depth-first pass over the same states finds the distinct outcomes as soon as an order
ends, and stops at ``--max-outcomes`` before the states of a board with too many outcomes
fill the memory. It counts each state once, for ``--max-states``; the sweep counts again
only the time and the memory.
"""
from __future__ import annotations

from mtglogic.budget import MEMORY_CHECK_EVERY, Budget
from mtglogic.replacement.model import Choice, Outcome, State, Tally
from mtglogic.replacement.process import Process

Results = dict[Outcome, Tally]


def distinct_outcomes(process: Process, budget: Budget) -> Results:
    """Outcome -> (number of legal orders, one witness order), exactly."""
    total = reachable_states(process, budget)
    parent: dict[State, tuple[State, Choice] | None] = {process.start: None}
    layer: dict[State, int] = {process.start: 1}
    results: Results = {}
    while layer:
        following: dict[State, int] = {}
        for state, count in layer.items():
            budget.check_time("replacement search states")
            options = process.options(state)
            if not options.choices:
                _record(results, process.outcome(state), count, state, parent, budget)
                continue
            for choice, weight in options.groups:
                nxt = process.step(state, choice)
                if nxt in following:
                    following[nxt] += count * weight
                else:  # counted by the first pass: only the memory is watched again
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


def reachable_states(process: Process, budget: Budget) -> int:
    """The number of states, found depth first; on the way, the distinct outcomes: one is
    met as soon as an order ends, so more than ``--max-outcomes`` stops the search early,
    whatever the number of states left. Each state is counted once, as found."""
    budget.work = None  # no total known yet: the states explored are shown
    seen = {process.start}
    stack = [process.start]
    outcomes: set[Outcome] = set()
    budget.tick("replacement search states")  # the start state
    while stack:
        state = stack.pop()
        options = process.options(state)
        if not options.choices:
            outcome = process.outcome(state)
            if outcome not in outcomes:
                outcomes.add(outcome)
                budget.check_outcomes(len(outcomes), f"distinct outcomes in {budget.states} "
                                      "states")
            continue
        for choice, _weight in options.groups:
            nxt = process.step(state, choice)
            if nxt not in seen:
                budget.tick("replacement search states")  # each state when found
                seen.add(nxt)
                stack.append(nxt)
    return len(seen)


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
