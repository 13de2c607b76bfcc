"""Every distinct outcome with the exact number of orders leading to it, by memoized search.

The search walks states (the event as modified so far, the effects already used) and
remembers each state's results, so its cost grows with the number of distinct states, not
with the number of orders (n! for n modifiers). Interchangeable effects (same definition,
controller and source references) are chosen as one: the lowest unused one stands for the
class and the count is multiplied by how many of the class could be chosen.
"""
from __future__ import annotations

from mtglogic.budget import Budget
from mtglogic.replacement.model import Choice, Outcome, State, Tally
from mtglogic.replacement.process import Process

Results = dict[Outcome, Tally]


def distinct_outcomes(process: Process, budget: Budget) -> Results:
    """Outcome -> (number of legal orders, one witness order), exactly."""
    memo: dict[tuple, Results] = {}

    def solve(state: State) -> Results:
        key = (state.parts, state.used, state.spent)
        found = memo.get(key)
        if found is not None:
            return found
        budget.tick("replacement search states")
        results: Results = {}
        choices = process.choices(state)
        if not choices:
            results[process.outcome(state)] = Tally(1, ())
        for choice, weight in _by_class(process, choices):
            for outcome, tally in solve(process.step(state, choice)).items():
                mine = results.get(outcome)
                if mine is None:
                    results[outcome] = Tally(tally.count * weight, (choice,) + tally.witness)
                else:
                    mine.count += tally.count * weight
        memo[key] = results
        return results

    results = solve(process.start)
    budget.check_outcomes(len(results), "distinct outcomes")
    return dict(sorted(results.items(), key=lambda kv: kv[0].sort_key()))


def _by_class(process: Process, choices: list[Choice]) -> list[tuple[Choice, int]]:
    """One representative choice per class of interchangeable effects, with its weight."""
    groups: dict[tuple, list[Choice]] = {}
    for choice in choices:
        klass = process.effects[choice.effect].klass
        groups.setdefault((klass, choice.apply), []).append(choice)
    return [(members[0], len(members)) for members in groups.values()]


def total_orders(results: Results) -> int:
    return sum(t.count for t in results.values())
