"""The board after each time step of a scenario (``steps``, ``mtglogic.model.time``).

The layers are computed for the board as given, then again after each step; before each
step, what each copy copied is kept (707.2b, ``mtglogic.layers.copied``). An effect
whose "for as long as" duration (611.2b) is false on a board has ended: it is gone from
the steps after, even if the condition holds again later.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mtglogic.budget import Budget
from mtglogic.layers.copied import keep_what_was_copied
from mtglogic.model.scenario import Scenario
from mtglogic.model.time import advance, end_effect
from mtglogic.vocabulary.context import EvalContext

Result = Any  # a ``mtglogic.layers.compute.LayerResult`` (that module builds timelines)


@dataclass
class Moment:
    """The board after one time step: what the step did, and the layers then."""

    label: str
    rules: list[str]
    notes: list[str]
    result: Result
    ended: list[str] = field(default_factory=list)  # "for as long as" effects that ended


def ended_effects(scenario: Scenario, result: Result) -> list[str]:
    """The effects with a "for as long as" duration that is false on the final board."""
    board = result.board
    found = []
    for effect in scenario.effects:
        duration = effect.spec.duration
        if duration is None or duration.condition is None:
            continue
        targets = [t for t in effect.targets if t in board]
        ctx = EvalContext(scenario.game, board, effect.source, effect.controller,
                          board[targets[0]] if len(targets) == 1 else None, effect.timestamp,
                          effect.choices, scenario.ruleset.subtype_lists)
        if not duration.condition.holds(ctx):
            found.append(effect.id)
    return found


def end_lapsed(scenario: Scenario, result: Result, rule: str,
               ) -> tuple[Scenario, list[str], list[str]]:
    """The scenario without its ended "for as long as" effects, their ids and a note each."""
    ended = ended_effects(scenario, result)
    for eid in ended:
        scenario = end_effect(scenario, eid)
    return scenario, ended, [f"{eid} has ended: its \"for as long as\" condition is false "
                             f"({rule})" for eid in ended]


def timeline(scenario: Scenario, first: Result, compute: Callable[[Scenario], Result],
             budget: Budget) -> list[Moment]:
    """The board after each step; ``compute`` runs the layers on a scenario."""
    rule = scenario.ruleset.section("time")["rules"]["as_long_as"].as_str()
    current, _, notes = end_lapsed(scenario, first, rule)
    moments: list[Moment] = []
    for step in scenario.steps:
        budget.check_time("time steps")
        run = first.outcomes[0].run
        passage = advance(keep_what_was_copied(current, run.copiable, run.copies), step)
        result = compute(passage.scenario)
        first = result
        current, ended, lapsed = end_lapsed(passage.scenario, result, rule)
        rules = passage.rules + ([rule] if ended and rule not in passage.rules else [])
        moments.append(Moment(step.label, rules, notes + passage.notes + lapsed, result, ended))
        notes = []
    return moments
