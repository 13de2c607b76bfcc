"""The engines, each with the same shape: load a question, compute, render, check a ruling.

``ENGINES`` lists them by the ``kind`` a ruling names; ``verify`` and the CLI read this one
table. An engine's ``load`` turns a scenario document into its question (through
``mtglogic.loading``), ``compute`` answers it within a budget, ``text`` and ``json``
render the answer, and ``check`` compares it with a ruling's ``expect``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.layers.compute import LayerResult, compute_scenario
from mtglogic.layers.render import result_json as layers_json
from mtglogic.layers.render import result_lines as layers_lines
from mtglogic.layers.ruling import check_result as check_layers
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.rulings import Ruling
from mtglogic.loading.scenario import load_scenario
from mtglogic.loading.subgame import load_subgame_scenario
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.model.scenario import Scenario
from mtglogic.node import Node
from mtglogic.replacement.analysis import ReplacementResult, answer_question
from mtglogic.replacement.model import Question
from mtglogic.replacement.render import result_json as replacement_json
from mtglogic.replacement.render import result_lines as replacement_lines
from mtglogic.replacement.ruling import check_result as check_replacement
from mtglogic.subgame.model import SubgameScenario
from mtglogic.subgame.render import json_report, text_lines
from mtglogic.subgame.rules import rules_for
from mtglogic.subgame.ruling import check_result as check_subgame
from mtglogic.subgame.runner import SubgameResult, run_scenario
from mtglogic.verdict import Verdict

Source = Any  # a file path, a dict or a Node (see mtglogic.loading.scenario.scenario_root)


@dataclass(frozen=True)
class Engine:
    """One engine: its name (a ruling's ``kind``), rules, and the five steps."""

    name: str
    rules: str
    doc: str
    load: Callable[[Source, str | None], Any]
    compute: Callable[..., Any]
    text: Callable[..., Iterable[str]]  # the lines of the text output
    json: Callable[..., dict[str, Any]]
    check: Callable[[Any, Node], Verdict]


def compute_layers_of(scenario: Scenario, budget: Budget, dependency: str = "fast",
                      record_graphs: bool = False) -> LayerResult:
    return compute_scenario(scenario, budget, dependency, record_graphs)


def layer_text(result: LayerResult, explain: bool = False, only: str | None = None) -> list[str]:
    return list(layers_lines(result, result.ruleset, explain, only))


def layer_json(result: LayerResult, only: str | None = None) -> dict[str, Any]:
    return layers_json(result, result.ruleset, only)


def load_question(source: Source, ruleset_id: str | None = None) -> Question:
    return replacement_question(load_scenario(source, ruleset_id))


def replacement_text(result: ReplacementResult, explain: bool = False) -> list[str]:
    return replacement_lines(result, load_ruleset(result.ruleset).title, explain)


@dataclass
class SubgameQuestion:
    """A subgame scenario and the ruleset to play it under."""

    scenario: SubgameScenario
    ruleset: str


def load_subgame(source: Source, ruleset_id: str | None = None) -> SubgameQuestion:
    scenario = load_subgame_scenario(source)
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
    return check_subgame(result.runs, expect)


ENGINES: dict[str, Engine] = {engine.name: engine for engine in (
    Engine("layers", "613", "each object's characteristics under continuous effects",
           load_scenario, compute_layers_of, layer_text, layer_json, check_layers),
    Engine("replacement", "614-616", "every outcome of replacement and prevention effects",
           load_question, answer_question, replacement_text, replacement_json,
           check_replacement),
    Engine("subgame", "715 / 728", "subgames step by step, every card accounted for",
           load_subgame, play_subgame, subgame_text, subgame_json, check_subgame_result),
)}


def check(ruling: Ruling, budget: Budget) -> Verdict:
    """Check a ruling with its engine: load its question, compute, compare with ``expect``."""
    engine = ENGINES[ruling.kind]
    question = engine.load(ruling.scenario, ruling.ruleset)
    return engine.check(engine.compute(question, budget), ruling.expect)
