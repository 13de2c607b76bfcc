"""Helpers of the replacement engine tests: the engine's problem for a scenario written as
data, to test its processes (search, solver, brute force) directly."""
from __future__ import annotations

from typing import Any

import mtglogic
from mtglogic.budget import Budget
from mtglogic.loading.replacement import replacement_question
from mtglogic.replacement.problem import Problem, build_problem


def problem_from_data(data: dict[str, Any], ruleset: str = "cr-2026",
                      use_layers: bool = True) -> Problem:
    """The problem of a scenario written as data (without ``use_layers``, printed
    characteristics: the replacement engine alone)."""
    question = replacement_question(mtglogic.load_scenario(data, ruleset))
    return build_problem(question, Budget(), use_layers)
