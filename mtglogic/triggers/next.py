"""What follows each outcome of a replacement answer, found when first asked for: the
replacement engine's entry hands it to the answer (``ReplacementResult.follows``), and
the renderers and the ruling checks ask it for each outcome they show."""
from __future__ import annotations

from collections.abc import Sequence

from mtglogic.budget import Budget
from mtglogic.replacement.analysis import EventAnswer
from mtglogic.replacement.model import Outcome, Question
from mtglogic.triggers.aftermath import Aftermath, follow
from mtglogic.vocabulary.triggers import DelayedTrigger


class Next:
    """The aftermath of each outcome of one question's answer (``triggers.aftermath``),
    each found once, within the budget of the command that asked."""

    def __init__(self, question: Question, budget: Budget) -> None:
        self.question = question
        self.budget = budget
        self.delayed: Sequence[DelayedTrigger] = question.delayed
        self._found: dict[tuple[str, Outcome], Aftermath] = {}

    def of(self, answer: EventAnswer, outcome: Outcome) -> Aftermath:
        key = (answer.id, outcome)
        if key not in self._found:
            self._found[key] = follow(answer.process.world, outcome.events, self.budget,
                                      self.question.inline, self.delayed)
        return self._found[key]

    def stop(self, answer: EventAnswer, outcome: Outcome, why: str) -> None:
        """Say that a limit stopped following this outcome (kept if already found)."""
        self._found.setdefault((answer.id, outcome), Aftermath([], [], stopped=why))


__all__ = ["Next"]
