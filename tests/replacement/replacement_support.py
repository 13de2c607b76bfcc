"""Helpers of the replacement engine tests: the engine's problem for a scenario written as
data, to test its processes (search, solver, brute force) directly."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import mtglogic
from mtglogic.budget import Budget
from mtglogic.loading.replacement import replacement_question
from mtglogic.replacement.analysis import outcome_table, outcome_text
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.problem import Problem, build_problem
from mtglogic.replacement.process import Process


def problem_from_data(data: dict[str, Any], ruleset: str = "cr-2026",
                      use_layers: bool = True) -> Problem:
    """The problem of a scenario written as data (without ``use_layers``, printed
    characteristics: the replacement engine alone)."""
    question = replacement_question(mtglogic.load_scenario(data, ruleset))
    return build_problem(question, Budget(), use_layers)


def process_under(data: dict[str, Any], ruleset: str = "cr-2026", without: str = "",
                  event: int = 0) -> Process:
    """The process of a scenario's event, with one rule of the process taken out of the
    ruleset's ``replacement.process`` list (none when ``without`` is empty)."""
    problem = problem_from_data(data, ruleset)
    rules = replace(problem.rules, process=problem.rules.process - {without})
    parts = problem.events[event].parts
    return Process(parts, problem.effects, problem.cants, problem.world, rules)


def agreed_table(process: Process) -> dict[str, int]:
    """Each outcome as printed with its number of orders, the search checked against brute
    force (the orders each walks one by one)."""
    table = outcome_table(process, Budget())
    walked: dict[str, int] = {}
    for order in brute_force_orders(process, Budget()):
        text = outcome_text(process, process.outcome(process.final(order)))
        walked[text] = walked.get(text, 0) + 1
    assert walked == table
    return table
