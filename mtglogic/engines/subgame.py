"""The subgame engine (rule 715 in 2011, 728 today) in the registry's shape."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines.base import Engine, Source
from mtglogic.errors import BudgetExceeded
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.subgame import load_subgame_scenario
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.node import Node
from mtglogic.subgame.model import SubgameScenario
from mtglogic.subgame.render import json_report, text_lines
from mtglogic.subgame.rules import rules_for
from mtglogic.subgame.ruling import check_result
from mtglogic.subgame.runner import SubgameResult, run_scenario
from mtglogic.verdict import Verdict


@dataclass
class SubgameQuestion:
    """A subgame scenario and the ruleset to play it under."""

    scenario: SubgameScenario
    ruleset: str


def load_subgame(source: Source | SubgameScenario,
                 ruleset_id: str | None = None) -> SubgameQuestion:
    """A question from a scenario file, a ruling, a mapping or a scenario read already
    (from command lines: ``mtglogic.loading.quick_subgame``)."""
    scenario = source if isinstance(source, SubgameScenario) else load_subgame_scenario(source)
    return SubgameQuestion(scenario, ruleset_id or scenario.ruleset_id or DEFAULT_RULESET)


def play_subgame(question: SubgameQuestion, budget: Budget,
                 seed: int | None = None) -> SubgameResult:
    ruleset = load_ruleset(question.ruleset)
    used = seed if seed is not None else question.scenario.seed
    try:
        runs = run_scenario(question.scenario, rules_for(ruleset), budget, seed)
    except BudgetExceeded as exc:
        if isinstance(exc.partial, list) and exc.partial:  # the runs so far
            exc.keep(SubgameResult(exc.partial, ruleset.id, used))
        raise
    return SubgameResult(runs, ruleset.id, used)


def subgame_text(result: SubgameResult, explain: bool = False) -> Iterable[str]:
    return text_lines(result.runs, result.ruleset, result.seed, explain)


def subgame_json(result: SubgameResult) -> dict[str, Any]:
    return json_report(result.runs, result.ruleset, result.seed)


def check_subgame_result(result: SubgameResult, expect: Node) -> Verdict:
    return check_result(result.runs, expect)


ENGINE = Engine("subgame", "715 / 728", "subgames step by step, every card accounted for",
                load_subgame, play_subgame, subgame_text, subgame_json, check_subgame_result)
