"""Every distinct outcome with the exact number of orders leading to it, by a search over states.

A state is the event as modified so far plus the effects already used; two orders that
reach the same state continue identically, so states are merged and each carries the
number of orders reaching it. Every step uses one more effect (614.5), so the states form
layers by how many effects were used; one sweep over the layers counts the orders of every
final state exactly, at a cost that grows with the number of distinct states, not with n!.
Interchangeable effects (same definition, controller and source references) are chosen as
one: the lowest unused one stands for its class, weighted by how many could be chosen.
A witness order for each outcome is rebuilt from the first way each state was reached.
"""
from __future__ import annotations

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, Outcome, State, Tally
from mtglogic.replacement.process import Process

Results = dict[Outcome, Tally]


def distinct_outcomes(process: Process, budget: Budget) -> Results:
    """Outcome -> (number of legal orders, one witness order), exactly."""
    parent: dict[State, tuple[State, Choice] | None] = {process.start: None}
    layer: dict[State, int] = {process.start: 1}
    results: Results = {}
    budget.tick("replacement search states")  # the start state
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
                else:
                    budget.tick("replacement search states")  # each state when found
                    following[nxt] = count * weight
                    parent.setdefault(nxt, (state, choice))
        layer = following
    return dict(sorted(results.items(), key=lambda kv: kv[0].sort_key()))


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
