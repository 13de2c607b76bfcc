"""One event's full answer: distinct outcomes with order counts, witnesses, listed orders.

Each step of an order is annotated with who chooses (616.1), what they could choose from
and the rule that narrowed it (616.1a-d in 2011, 616.1a-g in 2026), as plain data that the
text and JSON renderers share.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from mtglogic.budget import Budget
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
from mtglogic.replacement.process_rules import (
    DamageSteps,
    EachObject,
    PayableTogether,
    ProcessRule,
    SharedShields,
    SingleDraws,
)
from mtglogic.replacement.search import distinct_outcomes
from mtglogic.replacement.solver import OrderProblem
from mtglogic.replacement.structured import outcome_record
from mtglogic.vocabulary.cast_record import cast_record_rules
from mtglogic.vocabulary.events import Damage, describe

LISTED_EVERY = 64  # orders listed between two reports of the listing's progress


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

    def outcome_of(self, order: tuple[Choice, ...]) -> Outcome:
        return self.process.outcome(self.process.final(order))

    def structured(self) -> EventOutcomes:
        """The answer as typed data: each distinct outcome as the state it leaves, its
        orders and a witness of stable effect ids with who chose each step (616.1)."""
        return EventOutcomes(self.id, self.event, self.chooser, self.total_orders,
                             tuple(outcome_record(self.process, outcome, tally,
                                                  outcome_text(self.process, outcome))
                                   for outcome, tally in self.outcomes.items()),
                             self.unfinished)


class Follows(Protocol):
    """What follows an outcome: triggered abilities and state-based actions (603, 704),
    found by the trigger engine, which the engine's entry hands to the result."""

    def of(self, answer: EventAnswer, outcome: Outcome) -> Any: ...


@dataclass
class ReplacementResult:
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
        """Each event's answer as typed data (``EventAnswer.structured``)."""
        return tuple(answer.structured() for answer in self.answers)


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
    split = shield_split(process, state, choice)
    if split:
        why += f"; {options.chooser or 'the affected player'} chooses which damage it " \
               f"prevents: {split}"
    extra = prevention_notes(process, state, choice)
    action = eff.spec.action
    if choice.apply and action is not None and action.cites and rules.cite(action.cites):
        extra += (rules.cite(action.cites),)  # the rule the action follows (614.8)
    if choice.apply:  # how its source was cast, which its watch or action read (601.2)
        extra += tuple(rules.cite(key) for key in cast_record_rules(eff.spec.data)
                       if rules.cite(key))
    damage = process.rule(DamageSteps)
    # damage all prevented is not dealt: then there are no results to describe
    dealt = damage is not None and damage.deals_damage(state, after) and any(
        isinstance(e, Damage) and e.dealt for e in process.parts_of(after))
    costs = process.rule(PayableTogether)
    # declining an effect with a cost pays it (614.12a: chosen as the permanent enters)
    paid = not choice.apply and eff.spec.unless is not None
    # a payment made with others in one event: payable together (614.12b, where the ruleset
    # has it)
    together = rules.cite("combined_costs") \
        if paid and costs is not None and costs.committed(state) else ""
    # a way to apply an effect that chooses objects (614.13a-b; the key is absent where the
    # ruleset's text holds no such rule)
    chose = (rules.cite("choosing_objects"),) if eff.family and rules.cite("choosing_objects") \
        and not (action is not None and action.cites == "entering_choice") else ()
    return {
        "chooser": options.chooser,
        "effect": eff.id,
        "text": eff.label,
        "applies": choice.apply,
        "rule": ", ".join(options.rules + ((rules.cite("entering_cost"),) if paid else ())
                          + ((together,) if together else ()) + chose
                          + ((rules.cite("shields"),) if split else ()) + extra),
        "forced": narrowed,
        "why": why,
        "candidates": [process.effects[i].id for i in options.candidates],
        "allowed": [process.effects[i].id for i in options.allowed],
        "event_after": event_after(process, state, choice),
        "damage_dealt": dealt,
        "cites": [rules.cite("chooser")] + list(options.rules)
        + ([rules.cite("one_opportunity")] if len(process.effects) > 1 else [])
        + ([rules.cite("damage_dealt"), rules.cite("damage_results")] if dealt else [])
        + ([c for c in (rules.cite("single_draws"), rules.cite("draw_number"))
            if c] if sequences(process, SingleDraws) else [])
        + ([rules.cite("each_object")] if sequences(process, EachObject) else [])
        + ([rules.cite("entering_cost")] if paid else []) + ([together] if together else [])
        + list(chose) + ([rules.cite("shields")] if split else []) + list(extra),
        "paid": paid,
    }


def prevention_notes(process: Process, state: State, choice: Choice) -> tuple[str, ...]:
    """The rules a prevention step follows besides the choice: damage that can't be
    prevented still sees it (615.12), and what it adds happens once for the event, however
    many parts it prevents (615.5)."""
    action = process.effects[choice.effect].spec.action
    if not choice.apply or action is None or action.key not in ("prevent", "shield"):
        return ()
    bit = 1 << choice.effect
    ids = [p for p in process.open_parts(state) if process.parts[p].candidates & bit
           and isinstance(process.events[p], Damage)]
    found = []
    if any(not process.world.can_prevent(d) for d in (process.events[p] for p in ids)
           if isinstance(d, Damage)):
        found.append(process.rules.cite("unpreventable"))
    if len(ids) > 1 and any(process.adds(choice.effect, p) for p in ids):
        found.append(process.rules.cite("prevention_extra"))
    return tuple(c for c in found if c)


def shield_split(process: Process, state: State, choice: Choice) -> str:
    """How a shield shared by simultaneous damage is split in this step (615.7), in words
    ("" when it is not shared)."""
    shared = process.rule(SharedShields)
    if shared is None or not choice.apply:
        return ""
    splits = shared.splits(state, choice.effect)
    if not splits:
        return ""
    words = []
    for pid, amount in splits[choice.way].items():
        damage = process.events[pid]
        assert isinstance(damage, Damage)
        words.append(f"{amount} from {damage.source}")
    return ", ".join(words)


def sequences(process: Process, kind: type[ProcessRule]) -> bool:
    """Whether this rule of the process made the event events done one after another."""
    found = process.rule(kind)
    return found is not None and found.sequences


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
    return [explain_step(process, state, options, choice)
            for state, options, choice in process.replay(order)]
