"""Brute force over permutations: the reference the search and the solver are tested on.

Every legal order is a prefix of some permutation of the effects (with, for optional
effects, a decision to apply or decline). Walking each permutation while its effects are
legal choices, and keeping the walks that end where no choice is left, lists every legal
order exactly once (as a set). Only for a handful of effects: n! permutations.
"""
from __future__ import annotations

import itertools

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, Outcome
from mtglogic.replacement.process import Process


def brute_force_orders(process: Process, budget: Budget) -> set[tuple[Choice, ...]]:
    """Every legal order, by trying every permutation and decision vector."""
    n = len(process.effects)
    optional = [i for i, e in enumerate(process.effects) if e.spec.optional]
    orders: set[tuple[Choice, ...]] = set()
    for perm in itertools.permutations(range(n)):
        for decisions in itertools.product((True, False), repeat=len(optional)):
            budget.tick("brute-force permutations")
            decide = dict(zip(optional, decisions))
            state, order = process.start, []
            for idx in perm:
                legal = process.choices(state)
                if not legal:
                    break
                choice = Choice(idx, decide.get(idx, True))
                if choice not in legal:
                    order = None
                    break
                order.append(choice)
                state = process.step(state, choice)
            if order is not None and not process.choices(state):
                orders.add(tuple(order))
    return orders


def brute_force_outcomes(process: Process, budget: Budget) -> dict[Outcome, int]:
    counts: dict[Outcome, int] = {}
    for order in brute_force_orders(process, budget):
        outcome = process.outcome(process.final(order))
        counts[outcome] = counts.get(outcome, 0) + 1
    return counts
