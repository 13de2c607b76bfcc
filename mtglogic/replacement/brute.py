"""Brute force: every legal order walked one by one, the reference the search and the
solver are tested on.

From the event as it starts, every legal choice (apply an allowed effect, or decline an
optional one) is tried in turn, depth first, until no choice is left: each legal order is
listed exactly once, with no merging of states and no grouping of alike effects. Without
single draws this is the same as walking every permutation of the effects (with every
apply/decline decision) while its effects are legal; with them (121.2), an effect may
come back for each draw, which a permutation cannot say. Only for a handful of effects:
the count grows like n!.
"""
from __future__ import annotations

from collections.abc import Iterator

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, Outcome, State
from mtglogic.replacement.process import Process


def every_order(process: Process, budget: Budget) -> Iterator[tuple[Choice, ...]]:
    """Every legal order, depth first, lazily."""
    stack: list[tuple[State, tuple[Choice, ...]]] = [(process.start, ())]
    while stack:
        state, order = stack.pop()
        budget.tick("brute-force orders")
        legal = process.choices(state)
        if not legal:
            yield order
            continue
        for choice in reversed(legal):
            stack.append((process.step(state, choice), order + (choice,)))


def brute_force_orders(process: Process, budget: Budget) -> set[tuple[Choice, ...]]:
    """Every legal order, as a set."""
    return set(every_order(process, budget))


def brute_force_outcomes(process: Process, budget: Budget) -> dict[Outcome, int]:
    counts: dict[Outcome, int] = {}
    for order in every_order(process, budget):
        outcome = process.outcome(process.final(order))
        counts[outcome] = counts.get(outcome, 0) + 1
    return counts
