"""What resolving the stack gives for each outcome of an event: the entry of the stack
engine (405, 603.3, 608).

For an outcome, what follows it (the abilities it triggers and the state-based actions,
``mtglogic.triggers``) is put on the stack and resolved, every order and every choice:
``StackOutcome`` lists each distinct result with how many ways reach it and one of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtglogic.budget import Budget
from mtglogic.model.answers import StackResult
from mtglogic.replacement.analysis import EventAnswer
from mtglogic.replacement.model import Outcome, Question
from mtglogic.stack.resolving import Resolver
from mtglogic.stack.search import Result, Results, StackSearch, _merge
from mtglogic.triggers.aftermath import Aftermath, endings
from mtglogic.triggers.rules import trigger_rules
from mtglogic.vocabulary.tokens import token_table


@dataclass
class StackOutcome:
    """Every distinct result of resolving what one outcome leaves waiting."""

    results: list[Result] = field(default_factory=list)
    unfinished: str = ""  # the limit that stopped it before any result was whole

    @property
    def total(self) -> int:
        return sum(r.count for r in self.results)

    def record(self) -> tuple[StackResult, ...]:
        """Every result as typed data (``mtglogic.model.answers``)."""
        return tuple(result.record() for result in self.results)


class Resolves:
    """Resolving the stack after each outcome of one question's answer, found when first
    asked for (within the budget of the command that asked)."""

    def __init__(self, question: Question, follows: Any, budget: Budget) -> None:
        self.question = question
        self.follows = follows
        self.budget = budget
        self._found: dict[tuple[str, Outcome], StackOutcome] = {}

    def of(self, answer: EventAnswer, outcome: Outcome) -> StackOutcome:
        key = (answer.id, outcome)
        if key not in self._found:
            self._found[key] = resolve_outcome(self.question, answer, outcome,
                                               self.follows.of(answer, outcome), self.budget)
        return self._found[key]

    def stop(self, answer: EventAnswer, outcome: Outcome, why: str) -> None:
        """Say that a limit stopped resolving the stack after this outcome."""
        self._found.setdefault((answer.id, outcome), StackOutcome(unfinished=why))


def resolve_outcome(question: Question, answer: EventAnswer, outcome: Outcome,
                    aftermath: Aftermath, budget: Budget) -> StackOutcome:
    """Resolve what the outcome leaves waiting (see the module docstring)."""
    world = answer.process.world
    scenario = world.scenario
    assert scenario is not None
    rules = trigger_rules(scenario.ruleset)
    definitions = [token for obj in scenario.game.objects.values() for a in obj.abilities
                   if a.kind == "triggered" and a.definition is not None
                   for token in a.definition.tokens]
    tokens = token_table(definitions, world.tokens)
    resolver = Resolver(budget, rules, question.inline, tokens, question.delayed)
    search = StackSearch(resolver, world.game, budget)
    found: Results = {}
    for end in endings(aftermath):
        after = end.after
        assert after is not None
        if end.over or end.stopped:
            _merge(found, search.terminal(after.scenario, winners=end.winners,
                                          losers=end.losers, draw=end.draw,
                                          stopped=end.stopped), end.orders, [])
            continue
        _merge(found, search.from_waiting(resolver.world(after), list(end.waiting)),
               end.orders, [])
    return StackOutcome(sorted(found.values(), key=lambda r: r.key()))


__all__ = ["Resolves", "StackOutcome", "resolve_outcome"]
