"""The board after each time step of a scenario (``steps``, ``mtglogic.model.time``).

The layers are computed for the board as given, then again after each step; before each
step, what each copy copied is kept (707.2b, ``mtglogic.layers.copied``). An effect
whose "for as long as" duration (611.2b) is false on a board has ended there
(``mtglogic.layers.lasting``): it is gone from the steps after, even if the condition
holds again later.

When the entry asking for the steps also passes ``settle`` (the trigger engine's
follow-up, ``mtglogic.triggers.steps``: the layer engine imports no other engine), each
step is followed by what it triggers and the state-based actions performed after it,
repeated until none apply (704.3 in both rulesets); the next step starts from the board
they leave, when they go one way only (``Moment.settled``), else from the board right
after the step, as ``settle`` says in the step's ``trigger_notes``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mtglogic.budget import Budget
from mtglogic.layers.copied import keep_what_was_copied
from mtglogic.layers.lasting import as_long_as_rule
from mtglogic.model.answers import WhatFollows
from mtglogic.model.objects import Game
from mtglogic.model.scenario import Scenario
from mtglogic.model.terms import ZONES
from mtglogic.model.time import InForce, TimeStep, advance, end_effect
from mtglogic.vocabulary.conditions_designations import ascends

Result = Any  # a ``mtglogic.layers.compute.LayerResult`` (that module builds timelines)


@dataclass
class Moment:
    """The board after one time step: what the step did, and the layers then (the board
    right after the step, before any state-based action: 603.6b, 704.3).

    ``step`` is the step taken; ``before`` and ``after`` the scenarios right before and
    right after it, ``before_result`` the layers on the board before it: what the step
    triggers is found from them (``mtglogic.triggers.steps``, which the layer engine's
    entry asks, 603.2), and kept in ``follows`` (an ``Aftermath``)."""

    label: str
    rules: list[str]
    notes: list[str]
    result: Result
    ended: list[str] = field(default_factory=list)  # "for as long as" effects that ended
    step: TimeStep | None = field(default=None, repr=False)
    before: Scenario | None = field(default=None, repr=False)
    after: Scenario | None = field(default=None, repr=False)
    before_result: Result = field(default=None, repr=False)
    follows: Any = field(default=None, repr=False)
    # what looking for the step's triggers did not look at, or passed by, with rules
    trigger_notes: list[str] = field(default_factory=list)
    # the layers on the board the step's state-based actions leave (704.3), which the next
    # step starts from; None when none was performed or they could go several ways
    settled: Result = field(default=None, repr=False)

    def what_follows(self) -> WhatFollows | None:
        """What the step triggers and the state-based actions after it (603.2, 704.3), as
        typed data; None when it was not looked for."""
        return None if self.follows is None else self.follows.record()


def end_lapsed(scenario: Scenario, result: Result) -> tuple[Scenario, list[str], list[str]]:
    """The scenario without the "for as long as" effects that ended on the board of
    ``result`` (611.2b, ``mtglogic.layers.lasting``), their ids and a note each."""
    records = result.outcomes[0].run.ended
    for record in records:
        scenario = end_effect(scenario, record.effect)
    return scenario, [r.effect for r in records], [
        f"{r.effect} has ended: its \"for as long as\" condition is false ({r.rule})"
        for r in records]


def in_force(run: Any, game: Game) -> InForce:
    """The rules effects that apply on a run's final board, by word: the objects and
    players each applies to (the time steps respect them: 701.27a, 502.3);
    ``citys_blessing``, the players who have the city's blessing there (702.131b); and, by
    ``counters_remain:ZONE``, the objects whose counters remain on them as they move to
    that zone by an ability of their own as the layers leave it (101.1 over 122.2:
    Skullbriar)."""
    found: dict[str, frozenset[str]] = {}
    for record in run.rules:
        found[record.word] = found.get(record.word, frozenset()) | frozenset(
            record.objects + record.players)
    blessed = frozenset(p.id for p in game.players if p.citys_blessing
                        or ascends(p.id, run.board.values()))
    if blessed:  # the city's blessing, kept for the rest of the game (702.131b-c)
        found["citys_blessing"] = blessed
    for obj in run.board.values():
        for ability in obj.abilities:
            spec = ability.definition
            kept = getattr(spec, "counters_remain", None) if ability.kind == "static" else None
            if kept is None or obj.zone not in spec.functions_in:
                continue
            for zone in ZONES:
                if zone not in kept and zone != obj.zone:
                    key = f"counters_remain:{zone}"
                    found[key] = found.get(key, frozenset()) | {obj.id}
    return found


Settle = Callable[[Moment], Scenario | None]


def _settled(moment: Moment, board: Scenario, compute: Callable[[Scenario], Result]
             ) -> tuple[Scenario, Result]:
    """The board the step's state-based actions leave, as the next step's start: the
    effects that ended on the board right after the step stay ended (611.2b), the layers
    run on it (``moment.settled``), and those whose condition is false there end too."""
    for effect in moment.ended:
        board = end_effect(board, effect)
    result = moment.settled = compute(board)
    board, ended, lapsed = end_lapsed(board, result)
    moment.ended += ended
    moment.notes += lapsed
    rule = as_long_as_rule(board.ruleset)
    if ended and rule not in moment.rules:
        moment.rules.append(rule)
    return board, result


def moments_of(scenario: Scenario, first: Result, compute: Callable[[Scenario], Result],
               budget: Budget, settle: Settle | None = None) -> Iterator[Moment]:
    """The board after each step, one step at a time; ``compute`` runs the layers on a
    scenario. A moment is given before ``settle`` follows it, so that a caller keeps it
    when a limit stops the follow-up: the steps after it are not reached, since the board
    they start from is not known."""
    rule = as_long_as_rule(scenario.ruleset)
    current, _, _ = end_lapsed(scenario, first)  # the first board says so itself
    for step in scenario.steps:
        budget.check_time("time steps")
        run, before, before_result = first.outcomes[0].run, current, first
        passage = advance(keep_what_was_copied(current, run.copiable, run.copies), step,
                          in_force(run, current.game))
        result = compute(passage.scenario)
        first = result
        current, ended, lapsed = end_lapsed(passage.scenario, result)
        rules = passage.rules + ([rule] if ended and rule not in passage.rules else [])
        moment = Moment(step.label, rules, passage.notes + lapsed, result, ended, step,
                        before, passage.scenario, before_result)
        yield moment
        board = settle(moment) if settle is not None else None
        if board is not None:
            current, first = _settled(moment, board, compute)
