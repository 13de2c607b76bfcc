"""One event's full answer: distinct outcomes with order counts, witnesses, listed orders.

Each step of an order is annotated with who chooses (616.1), what they could choose from
and the rule that narrowed it (616.1a-d in 2011, 616.1a-g in 2026), as plain data that the
text and JSON renderers share.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from mtglogic.budget import Budget
from mtglogic.display import Shown
from mtglogic.errors import BudgetExceeded, ConsistencyError
from mtglogic.model.answers import EventOutcomes
from mtglogic.replacement.brute import every_order
from mtglogic.replacement.model import (
    Choice,
    Options,
    Outcome,
    Question,
    ScenarioEvent,
    State,
    Tally,
)
from mtglogic.replacement.problem import Problem, build_problem
from mtglogic.replacement.process import Process, merged
from mtglogic.replacement.process_rules.base import StepNote
from mtglogic.replacement.search import distinct_outcomes
from mtglogic.replacement.solver import OrderProblem
from mtglogic.replacement.structured import outcome_record
from mtglogic.replacement.why_not import NotApplied, not_applied
from mtglogic.text import plural
from mtglogic.vocabulary.cast_record import cast_record_rules
from mtglogic.vocabulary.events import Damage, describe

LISTED_EVERY = 64  # orders listed between two reports of the listing's progress
# The facts about a step its record shows (fields of the JSON output), false unless a rule
# of the process says so (``StepNote.facts``): the damage was dealt, a cost was paid.
STEP_FACTS = ("damage_dealt", "paid")


@dataclass
class EventAnswer:
    """Everything the engine found for one event."""

    id: str
    event: str
    process: Process
    outcomes: dict[Outcome, Tally]
    orders: list[tuple[Choice, ...]] | None = None
    effects_in_force: list[str] = field(default_factory=list)
    unfinished: bool = False  # stopped at a limit: what was found before it
    # False when the search stopped before counting orders (--max-outcomes): each outcome's
    # count is then the one order that reached it first, a lower bound
    counts_known: bool = True

    @property
    def total_orders(self) -> int:
        return sum(t.count for t in self.outcomes.values())

    @property
    def has_damage(self) -> bool:
        """Whether the event deals damage (and so goes through 120.4)."""
        return any(isinstance(p, Damage) for p in self.process.events)

    @property
    def chooser(self) -> str | None:
        """Who makes the first choice (616.1), None when no effect applies."""
        return self.process.options(self.process.start).chooser

    def table(self) -> dict[str, int]:
        """Each distinct outcome in words, with the number of orders that lead to it."""
        return counts_by_text(self.process, self.outcomes)

    def witnesses(self) -> dict[str, list[str]]:
        """Each distinct outcome in words, with one order of effect ids that leads to it."""
        return {outcome_text(self.process, o): [self.process.effects[c.effect].id
                                                + ("" if c.apply else " (declined)")
                                                for c in t.witness]
                for o, t in self.outcomes.items()}

    def not_applied(self) -> list[NotApplied]:
        """Each effect on the board that watches a kind of event met here yet applied to
        no event of any order the search walked, with why for each event (614.1, 615.1)."""
        return not_applied(self.process)

    def outcome_of(self, order: tuple[Choice, ...]) -> Outcome:
        return self.process.outcome(self.process.final(order))

    def structured(self, follows: Follows | None = None,
                   stack: Follows | None = None) -> EventOutcomes:
        """The answer as typed data: each distinct outcome as the state it leaves, its
        orders and a witness of stable effect ids with who chose each step (616.1); with
        ``follows`` and ``stack``, what follows each and what resolving it gives (their
        ``record``)."""
        found = []
        for outcome, tally in self.outcomes.items():
            record = outcome_record(self.process, outcome, tally,
                                    outcome_text(self.process, outcome))
            if follows is not None:
                record = replace(record, next=follows.of(self, outcome).record())
            if stack is not None:
                record = replace(record, stack=stack.of(self, outcome).record())
            found.append(record)
        return EventOutcomes(self.id, self.event, self.chooser, self.total_orders,
                             tuple(found), self.unfinished)


class Follows(Protocol):
    """What follows an outcome: triggered abilities and state-based actions (603, 704),
    found by the trigger engine, which the engine's entry hands to the result."""

    def of(self, answer: EventAnswer, outcome: Outcome) -> Any: ...

    def stop(self, answer: EventAnswer, outcome: Outcome, why: str) -> None:
        """Say that a limit stopped it after this outcome."""


@dataclass
class ReplacementResult(Shown):
    """The answers to a question: one per event asked about; ``follows`` what comes after
    each outcome and ``stack`` what resolving it gives, when the engine's entry gives
    them."""

    ruleset: str
    scenario: str
    answers: list[EventAnswer]
    follows: Follows | None = None
    # resolving the stack after each outcome (405, 608: the stack engine's), and whether
    # the answer shows it (``--resolve``)
    stack: Follows | None = None
    show_stack: bool = False

    def answer(self, event_id: str) -> EventAnswer:
        for answer in self.answers:
            if answer.id == event_id:
                return answer
        raise KeyError(event_id)

    def structured(self) -> tuple[EventOutcomes, ...]:
        """Each event's answer as typed data (``EventAnswer.structured``), with what
        follows each outcome and, when asked, what resolving the stack gives."""
        stack = self.stack if self.show_stack else None
        return tuple(answer.structured(self.follows, stack) for answer in self.answers)

    def __repr__(self) -> str:
        each = ", ".join(f"{a.id}: {plural(len(a.outcomes), 'outcome')}" for a in self.answers[:3])
        more = ", ..." if len(self.answers) > 3 else ""
        partial = ", partial" if any(a.unfinished for a in self.answers) else ""
        return (f"<ReplacementResult {self.ruleset}: {plural(len(self.answers), 'event')}"
                f" ({each}{more}){partial}>")


def answer_question(question: Question, budget: Budget, event: str | None = None,
                    orders: int | None = None, list_orders: bool = False,
                    use_layers: bool = True) -> ReplacementResult:
    """Every event of the question (or only ``event``): distinct outcomes with order
    counts and witnesses, and with ``list_orders`` the legal orders (at most ``orders``)."""
    problem = build_problem(question, budget, use_layers)
    events = problem.events
    if event is not None:
        events = [e for e in events if e.id == event]
        if not events:
            raise ConsistencyError(f"no event {event!r}; events: "
                             f"{', '.join(e.id for e in problem.events)}")
    scenario = question.scenario
    answers: list[EventAnswer] = []
    try:
        for e in events:
            answers.append(answer_event(problem, e, budget, orders, list_orders))
    except BudgetExceeded as exc:
        # The events answered so far whole, then the one stopped, marked unfinished.
        stopped = [exc.partial] if isinstance(exc.partial, EventAnswer) else []
        exc.keep(ReplacementResult(scenario.ruleset.id, scenario.name, answers + stopped))
        raise
    return ReplacementResult(scenario.ruleset.id, scenario.name, answers)


def answer_event(problem: Problem, event: ScenarioEvent, budget: Budget,
                 orders_limit: int | None = None, list_orders: bool = False) -> EventAnswer:
    """Solve one event: memoized search always; the solver's orders when asked."""
    process = problem.process(event)
    answer = EventAnswer(event.id, describe(event.parts), process, {}, None,
                         [e.id for e in problem.effects + problem.cants + problem.unpreventable
                          + problem.unregenerable],
                         unfinished=True)
    try:
        answer.outcomes = distinct_outcomes(process, budget)
        if list_orders and process.sequenced:
            # 121.2: an effect may apply once to each single draw, which the solver's
            # all-different steps cannot say; every order is listed one by one instead.
            found: Iterator[tuple[Choice, ...]] | None = itertools.islice(
                every_order(process, budget), orders_limit)
        else:
            found = OrderProblem(process).orders(budget, orders_limit) if list_orders else None
        if found is not None:
            answer.orders = []
            # the orders there are, at most the number asked for
            listing = answer.total_orders if orders_limit is None else \
                min(orders_limit, answer.total_orders)
            for order in found:  # the orders listed before a limit stay listed
                answer.orders.append(order)
                if len(answer.orders) % LISTED_EVERY == 0:
                    budget.progress(len(answer.orders), listing, "orders listed")
            budget.work = None
    except BudgetExceeded as exc:
        if isinstance(exc.partial, dict) and not answer.outcomes:
            # the search stopped at --max-outcomes: the outcomes it met, a witness each
            answer.outcomes, answer.counts_known = exc.partial, False
        exc.keep(answer)  # unfinished: the outcomes (and orders) found before the limit
        raise
    answer.unfinished = False
    return answer


def outcome_text(process: Process, outcome: Outcome) -> str:
    """An outcome in words: the events, what can't happen and why, the shields spent."""
    words = describe(outcome.events)
    for event, idx in outcome.cant:
        words += f"; can't happen: {event.short()} ({process.cants[idx].id})"
    for idx, amount in outcome.spent:
        words += f"; shield {process.effects[idx].id} prevents {amount}"
    return words


def outcome_table(process: Process, budget: Budget) -> dict[str, int]:
    """Each distinct outcome as printed, with its number of orders (rulings, tests)."""
    return counts_by_text(process, distinct_outcomes(process, budget))


def counts_by_text(process: Process, outcomes: dict[Outcome, Tally]) -> dict[str, int]:
    """Order counts by outcome as printed; outcomes that print alike add their counts."""
    table: dict[str, int] = {}
    for outcome, tally in outcomes.items():
        text = outcome_text(process, outcome)
        table[text] = table.get(text, 0) + tally.count
    return table


def explain_step(process: Process, state: State, options: Options,
                 choice: Choice) -> dict[str, Any]:
    """A step as data: who chooses what, among which effects, under which rule."""
    return explained_step(process, state, options, choice)[0]


def explained_step(process: Process, state: State, options: Options,
                   choice: Choice) -> tuple[dict[str, Any], list[str]]:
    """A step as data (``explain_step``), and the lines the rules of the process print
    after it in the text explanation."""
    eff = process.effects[choice.effect]
    rules = process.rules
    narrowed = len(options.allowed) < len(options.candidates)
    if narrowed:
        why = "must be chosen first"
    elif len(options.candidates) == 1:
        why = "the only applicable effect"
    else:
        why = f"chosen among {len(options.candidates)} applicable effects"
    after = process.step(state, choice)
    notes = step_notes(process, state, choice, after)
    why += "".join(note.why for note in notes)
    followed = tuple(number for note in notes for number in note.rules)
    extra = prevention_notes(process, state, choice)
    action = eff.spec.action
    if choice.apply and action is not None and action.cites and rules.cite(action.cites):
        extra += (rules.cite(action.cites),)  # the rule the action follows (614.8)
    if choice.apply:  # how its source was cast, which its watch or action read (601.2)
        extra += tuple(rules.cite(key) for key in cast_record_rules(eff.spec.data)
                       if rules.cite(key))
    facts = frozenset().union(*(note.facts for note in notes))
    record = {
        "chooser": options.chooser,
        "effect": eff.id,
        "text": eff.label,
        "applies": choice.apply,
        "rule": ", ".join(options.rules + followed + extra),
        "forced": narrowed,
        "why": why,
        "candidates": [process.effects[i].id for i in options.candidates],
        "allowed": [process.effects[i].id for i in options.allowed],
        "event_after": event_after(process, state, choice),
        "cites": [rules.cite("chooser")] + list(options.rules)
        + ([rules.cite("one_opportunity")] if len(process.effects) > 1 else [])
        + [number for note in notes for number in note.cites + note.rules] + list(extra),
        **{fact: fact in facts for fact in STEP_FACTS},
    }
    return record, [note.then for note in notes if note.then]


def step_notes(process: Process, state: State, choice: Choice,
               after: State) -> list[StepNote]:
    """What each rule of the process taking part says about the step, in their order."""
    notes = (rule.step_note(state, choice, after) for rule in process.steps)
    return [note for note in notes if note is not None]


def prevention_notes(process: Process, state: State, choice: Choice) -> tuple[str, ...]:
    """The rule a prevention step follows besides the choice: damage that can't be
    prevented still sees it (615.12)."""
    action = process.effects[choice.effect].spec.action
    if not choice.apply or action is None or action.key not in ("prevent", "shield"):
        return ()
    bit = 1 << choice.effect
    if any(not process.world.can_prevent(d) for d in (process.events[p] for p in
                                                      process.open_parts(state)
                                                      if process.parts[p].candidates & bit)
           if isinstance(d, Damage)):
        cited = process.rules.cite("unpreventable")
        return (cited,) if cited else ()
    return ()


def event_after(process: Process, state: State, choice: Choice) -> str:
    """The event as a step left it; when events are done one after another (121.2,
    616.1), all done so far, merged, and the next event if the step finished this one."""
    after = process.step(state, choice)
    if not process.sequenced:
        return describe(process.parts_of(after))
    left = process.step(state, choice, advance=False)
    text = describe(tuple(merged([p.settled() for p in process.parts_of(left)])))
    if after == left or not after.parts:
        return text
    return f"{text}; next: {describe(tuple(process.events[p] for p in after.parts))}"


def explain_order(process: Process, order: tuple[Choice, ...]) -> list[dict[str, Any]]:
    return [record for record, _ in explained_order(process, order)]


def explained_order(process: Process, order: tuple[Choice, ...]
                    ) -> list[tuple[dict[str, Any], list[str]]]:
    """Each step of an order as data, with the lines printed after it."""
    return [explained_step(process, state, options, choice)
            for state, options, choice in process.replay(order)]
