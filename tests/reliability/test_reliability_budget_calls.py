"""A Budget is a set of limits (issue 23, item 1): each API call starts its own clock and
counts from it, so one Budget serves two calls in a row; a running one (``start()``, as
each CLI command makes) is spent across every call it is given to."""
from __future__ import annotations

import time

import pytest

import mtglogic
from mtglogic.budget import Budget
from mtglogic.layers.compute import compute_scenario


def urborg() -> mtglogic.Scenario:
    return mtglogic.load_scenario(mtglogic.ruling_path("cr-2026/blood-moon-urborg"))


def states_of_one_call() -> int:
    """The states one computation of the board counts (the engine itself, one budget)."""
    budget = Budget()
    compute_scenario(urborg(), budget)
    assert budget.states >= 1
    return budget.states


def test_one_budget_serves_two_calls_in_a_row() -> None:
    # max_states is exactly what one call counts: each call fits; two calls counted on one
    # clock would count twice that and stop at the limit.
    limits = Budget(max_states=states_of_one_call())
    first = mtglogic.compute_layers(urborg(), limits)
    second = mtglogic.compute_layers(urborg(), limits)
    assert mtglogic.to_json(first) == mtglogic.to_json(second)
    assert limits.states == 0 and not limits.running  # the limits themselves are not spent


def test_a_running_budget_is_shared_by_the_calls_it_is_given_to() -> None:
    # the whole-command budget of the CLI: one count for every phase, so the second call
    # passes the limit that the first exactly fits
    command = Budget(max_states=states_of_one_call()).start()
    mtglogic.compute_layers(urborg(), command)
    with pytest.raises(mtglogic.BudgetExceeded) as stopped:
        mtglogic.compute_layers(urborg(), command)
    assert stopped.value.limit_name == "max-states"


def test_each_call_starts_its_own_clock() -> None:
    # a Budget made an hour ago, with a 60-second timeout: its own clock is long spent, but
    # a call starts a new one from its limits (no timing is measured here: the hour is
    # written into the budget)
    old = Budget(timeout=60, started=time.monotonic() - 3600)
    assert old.spent()
    board = mtglogic.scenario_from_cards(["Hardened Scales", "Grizzly Bears"], budget=old)
    answer = mtglogic.answer_replacement(board, events=[
        {"id": "grow", "put_counters": {"target": "grizzly-bears", "count": 1}}], budget=old)
    assert answer.answer("grow").total_orders == 1
    assert mtglogic.check_ruling(mtglogic.ruling_path("cr-2026/blood-moon-urborg"),
                                 budget=old).passed
    with pytest.raises(mtglogic.BudgetExceeded):  # spent as it is, it stops at once
        compute_scenario(urborg(), old)


def test_start_copies_the_limits() -> None:
    limits = Budget(max_outcomes=7, max_states=11, timeout=2.5, max_depth=3)
    running = limits.start()
    assert (running.max_outcomes, running.max_states, running.timeout, running.max_depth,
            running.states, running.running) == (7, 11, 2.5, 3, 0, True)
    assert running.for_call() is running and limits.for_call() is not limits
