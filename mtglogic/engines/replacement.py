"""The replacement and prevention engine (rules 614-616) in the registry's shape, with what
follows each outcome: the abilities it triggers and the state-based actions after it
(603, 704; ``mtglogic.triggers``)."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines.base import Engine, Source
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.scenario import load_scenario
from mtglogic.node import Node
from mtglogic.replacement.analysis import EventAnswer, ReplacementResult, answer_question
from mtglogic.replacement.model import Outcome, Question
from mtglogic.replacement.render import result_json, result_lines
from mtglogic.replacement.ruling import check_result
from mtglogic.triggers.next import Next
from mtglogic.triggers.render import aftermath_json, aftermath_lines
from mtglogic.triggers.ruling import check_next
from mtglogic.verdict import Verdict


def load_question(source: Source, ruleset_id: str | None = None) -> Question:
    return replacement_question(load_scenario(source, ruleset_id))


def answer(question: Question, budget: Budget, *args: Any, **kwargs: Any
           ) -> ReplacementResult:
    """Every outcome of each event, and (found when asked) what follows each."""
    result = answer_question(question, budget, *args, **kwargs)
    result.follows = Next(question, budget)
    return result


def replacement_text(result: ReplacementResult, explain: bool = False) -> list[str]:
    follows = result.follows

    def lines(event: EventAnswer, outcome: Outcome) -> list[str]:
        assert follows is not None
        return aftermath_lines(follows.of(event, outcome))
    return result_lines(result, load_ruleset(result.ruleset).title, explain,
                        lines if follows is not None else None)


def replacement_json(result: ReplacementResult, explain: bool = False) -> dict[str, Any]:
    follows = result.follows

    def data(event: EventAnswer, outcome: Outcome) -> dict[str, Any]:
        assert follows is not None
        return aftermath_json(follows.of(event, outcome))
    return result_json(result, explain, data if follows is not None else None)


def check(result: ReplacementResult, expect: Node) -> Verdict:
    """The ruling's outcomes (614-616), then what it expects to follow them (603, 704)."""
    verdict = check_result(result, expect)
    diff = check_next(result, expect.mapping())
    if not diff:
        return verdict
    return Verdict(False, verdict.diff + diff, verdict.actual)


ENGINE = Engine("replacement", "614-616", "every outcome of replacement and prevention effects",
                load_question, answer, replacement_text, replacement_json, check)
