"""The replacement and prevention engine (rules 614-616) in the registry's shape, with what
follows each outcome: the abilities it triggers and the state-based actions after it
(603, 704; ``mtglogic.triggers``), and, when asked, every result of resolving them (405,
608; ``mtglogic.stack``)."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines.base import Engine, Source
from mtglogic.errors import BudgetExceeded
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.scenario import load_scenario
from mtglogic.node import Node
from mtglogic.replacement.analysis import EventAnswer, ReplacementResult, answer_question
from mtglogic.replacement.model import Outcome, Question
from mtglogic.replacement.render import result_json, result_lines
from mtglogic.replacement.ruling import check_result
from mtglogic.replacement.ruling import read_expect as read_outcomes
from mtglogic.stack.answer import Resolves
from mtglogic.stack.render import stack_json, stack_lines
from mtglogic.stack.ruling import check_stack, read_stack
from mtglogic.triggers.next import Next
from mtglogic.triggers.render import aftermath_json, aftermath_lines
from mtglogic.triggers.rules import trigger_rules
from mtglogic.triggers.ruling import check_next, read_next
from mtglogic.verdict import Verdict


def load_question(source: Source, ruleset_id: str | None = None) -> Question:
    return replacement_question(load_scenario(source, ruleset_id))


def answer(question: Question, budget: Budget, *args: Any, resolve: bool = False,
           **kwargs: Any) -> ReplacementResult:
    """Every outcome of each event, and (found when asked) what follows each and what
    resolving the stack then gives; ``resolve``: the answer shows the latter."""
    result = answer_question(question, budget, *args, **kwargs)
    follows = Next(question, budget)
    stack = Resolves(question, follows, budget)
    result.follows, result.stack, result.show_stack = follows, stack, resolve
    if resolve:  # found now, so that a limit stops the command here, with what was found
        follow_now(result)
    return result


def follow_now(result: ReplacementResult) -> None:
    """Find what follows each outcome now (and, when the answer shows it, the stack's
    results), so that a limit stops here with what was found (``BudgetExceeded`` carrying
    the result, the outcomes not reached said so) rather than while the answer prints."""
    follows, stack = result.follows, result.stack
    if follows is None or stack is None:
        return
    for event in result.answers:
        for outcome in event.outcomes:
            try:
                follows.of(event, outcome)
                if result.show_stack:
                    stack.of(event, outcome)
            except BudgetExceeded as exc:
                for other in result.answers:
                    for rest in other.outcomes:
                        why = f"limit reached: {exc.limit_name} = {exc.limit}; " \
                              f"{exc.explored}" if other is event and rest == outcome else \
                            "not reached: a limit stopped the search before"
                        follows.stop(other, rest, why)
                        stack.stop(other, rest, why)
                exc.keep(result)
                raise


def replacement_text(result: ReplacementResult, explain: bool = False) -> list[str]:
    follows, stack = result.follows, result.stack
    rules = trigger_rules(load_ruleset(result.ruleset))

    def lines(event: EventAnswer, outcome: Outcome) -> list[str]:
        assert follows is not None and stack is not None
        found = aftermath_lines(follows.of(event, outcome))
        if result.show_stack:
            found += stack_lines(stack.of(event, outcome), rules, explain)
        return found
    return result_lines(result, load_ruleset(result.ruleset).title, explain,
                        lines if follows is not None else None)


def replacement_json(result: ReplacementResult, explain: bool = False) -> dict[str, Any]:
    follows, stack = result.follows, result.stack

    def data(event: EventAnswer, outcome: Outcome) -> dict[str, Any]:
        assert follows is not None and stack is not None
        found = aftermath_json(follows.of(event, outcome))
        if result.show_stack:
            found["stack"] = stack_json(stack.of(event, outcome))
        return found
    return result_json(result, explain, data if follows is not None else None)


def read_expect(expect: Node) -> dict[str, Any]:
    """The expected outcomes by event id (``replacement.ruling``), with the shape of what
    they expect to follow (``next``, 603 and 704) and of the stack's results checked too, so
    that a malformed expectation is refused when the ruling is read, not after computing."""
    wanted = read_outcomes(expect)
    for _, body in expect.mapping().items():
        nodes = [body["next"]] if "next" in body else []
        if isinstance(body["outcomes"].value, list):
            nodes += [entry["next"] for entry in body["outcomes"].as_list() if "next" in entry]
        for node in nodes:
            read_next(node)
        if "stack" in body:
            read_stack(body["stack"])
    return wanted


def check(result: ReplacementResult, expect: Node) -> Verdict:
    """The ruling's outcomes (614-616), then what it expects to follow them (603, 704) and
    to come of resolving the stack (405, 608)."""
    verdict = check_result(result, expect)
    expected = expect.mapping()
    if any("stack" in body for _, body in expected.items()):
        result.show_stack = True  # the answer the ruling is checked on shows what it checks
    diff = check_next(result, expected) + check_stack(result, expected)
    if not diff:
        return verdict
    return Verdict(False, verdict.diff + diff, verdict.actual)


ENGINE = Engine("replacement", "614-616", "every outcome of replacement and prevention effects",
                load_question, answer, replacement_text, replacement_json, check)
