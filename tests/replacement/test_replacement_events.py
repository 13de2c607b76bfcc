"""Events as data: each kind, amounts as integers (never lists), budgets."""
from __future__ import annotations

import tracemalloc

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, InputError
from mtglogic.replacement.search import distinct_outcomes
from mtglogic.replacement.solver import OrderProblem
from mtglogic.vocabulary.events import (
    CreateTokens,
    Damage,
    Draw,
    Entering,
    GainLife,
    LoseLife,
    MarkDamage,
    MoveCards,
    PutCounters,
    RemoveCounters,
    Skip,
    WinGame,
    ZoneChange,
    describe,
)


def test_every_event_kind_describes_itself():
    parts = (Damage(3, "bolt", "p2", True), ZoneChange(obj="x", from_zone="hand",
             to_zone="battlefield", enter=Entering(tapped=True)), Draw(2, "p1"),
             GainLife(1, "p1"), LoseLife(1, "p1"), PutCounters(2, "x", "+1/+1"),
             CreateTokens(2, "p1", "Soldier"), MoveCards(1, "p1"), Skip(player="p1", what="draw step"),
             WinGame(player="p1"), RemoveCounters(2, "x", "loyalty"), MarkDamage(1, "x"),
             Damage(4, "bolt", "x", unpreventable=True))
    text = describe(parts)
    for word in ("3 damage from bolt to p2 (combat)", "x: hand -> battlefield (tapped)",
                 "p1 draws 2 cards", "p1 gains 1 life", "p1 loses 1 life",
                 "2 +1/+1 counters on x", "p1 creates 2 Soldier tokens",
                 "p1 puts 1 card from graveyard into hand", "p1 skips draw step",
                 "p1 wins the game", "2 loyalty counters removed from x",
                 "1 damage marked on x", "4 damage from bolt to x (can't be prevented)"):
        assert word in text
    assert describe(()) == "nothing"
    assert not Damage(0, "a", "b").happens() and Skip(player="p1").happens()


def doublers(count: int, amount: int) -> dict:
    return {"players": ["p1", "p2"],
            "replacements": [{"id": f"d{i}", "controller": "p1",
                              "watch": {"event": "create_tokens", "player": "you"},
                              "instead": {"multiply": 2}} for i in range(count)],
            "events": [{"id": "e", "create_tokens": {"player": "p1", "count": amount,
                                                     "token": "Soldier"}}]}


def test_a_million_tokens_doubled_thirty_times_costs_nothing():
    problem = problem_from_data(doublers(30, 10**6), use_layers=False)
    tracemalloc.start()
    budget = Budget()
    results = distinct_outcomes(problem.process(problem.events[0]), budget)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    [(outcome, tally)] = results.items()
    assert outcome.events[0].amount == 10**6 * 2**30
    assert tally.count == __import__("math").factorial(30)
    # The thirty doublers are interchangeable, chosen as one (weighted by how many could
    # be): the states are "k of them applied", k = 0..30, so 31 states, not 30! orders;
    # counted work, not the clock (the time is benchmarks/replacement.py's).
    assert budget.states == 31 and peak < 5_000_000


def test_search_budget_says_what_was_explored():
    spec = doublers(3, 1)
    spec["replacements"] = [{"id": f"a{i}", "controller": "p1",
                             "watch": {"event": "create_tokens"}, "instead": {"add": i + 1}}
                            for i in range(8)]
    problem = problem_from_data(spec, use_layers=False)
    with pytest.raises(BudgetExceeded, match=r"max-states.*explored"):
        distinct_outcomes(problem.process(problem.events[0]), Budget(max_states=50))


def test_solver_budget_and_lazy_limit():
    problem = problem_from_data(doublers(5, 1), use_layers=False)
    solver = OrderProblem(problem.process(problem.events[0]))
    assert len(list(solver.orders(Budget(), limit=7))) == 7
    assert len(list(solver.orders(Budget()))) == 120
    with pytest.raises(BudgetExceeded, match="max-outcomes"):
        list(solver.orders(Budget(max_outcomes=10)))


@pytest.mark.parametrize("event,message", [
    ({"damage": {"source": "nobody", "to": "p2", "amount": 1}}, "no object with id 'nobody'"),
    ({"draw": {"player": "p9"}}, "no player 'p9'"),
    ({"draw": {"player": "p1"}, "gain_life": {"player": "p1"}}, "exactly one of"),
    ({"put_counters": {"target": "p1", "count": -1}}, "at least 0"),
])
def test_bad_events_are_located(event, message):
    data = {"players": ["p1", "p2"], "events": [dict(event, id="e")]}
    with pytest.raises(InputError, match=message) as info:
        problem_from_data(data, use_layers=False)
    assert "events[0]" in str(info.value)


def test_bad_effect_is_located():
    data = {"players": ["p1", "p2"], "events": [{"id": "e", "draw": {"player": "p1"}}],
            "replacements": [{"id": "x", "watch": {"event": "draw"}, "instead": {"triple": 3}}]}
    with pytest.raises(InputError, match=r"replacements\[0\]\.instead\.triple"):
        problem_from_data(data, use_layers=False)
