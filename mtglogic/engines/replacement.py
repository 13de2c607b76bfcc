"""The replacement and prevention engine (rules 614-616) in the registry's shape."""
from __future__ import annotations

from mtglogic.engines.base import Engine, Source
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.scenario import load_scenario
from mtglogic.replacement.analysis import ReplacementResult, answer_question
from mtglogic.replacement.model import Question
from mtglogic.replacement.render import result_json, result_lines
from mtglogic.replacement.ruling import check_result


def load_question(source: Source, ruleset_id: str | None = None) -> Question:
    return replacement_question(load_scenario(source, ruleset_id))


def replacement_text(result: ReplacementResult, explain: bool = False) -> list[str]:
    return result_lines(result, load_ruleset(result.ruleset).title, explain)


ENGINE = Engine("replacement", "614-616", "every outcome of replacement and prevention effects",
                load_question, answer_question, replacement_text, result_json, check_result)
