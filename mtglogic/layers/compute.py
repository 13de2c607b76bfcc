"""Computing a board's characteristics, over every choice of simultaneous timestamps."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from mtglogic.budget import Budget
from mtglogic.display import Shown
from mtglogic.errors import BudgetExceeded, InputError
from mtglogic.layers.dependency import STRATEGIES
from mtglogic.layers.engine import LayerProcess, LayerRun
from mtglogic.layers.lasting import run_lasting
from mtglogic.layers.ties import TieGroup, fixed_ranks, tie_groups, tie_orders
from mtglogic.layers.timeline import Moment, Settle, moments_of
from mtglogic.model.answers import Characteristics
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect, Scenario
from mtglogic.text import plural


@dataclass
class Outcome:
    """One distinct final board, with the timestamp orders that lead to it."""

    run: LayerRun
    choices: list[list[tuple[TieGroup, tuple[str, ...]]]] = field(default_factory=list)

    @property
    def board(self) -> dict[str, ObjState]:
        return self.run.board

    def characteristics(self) -> dict[str, dict[str, Any]]:
        return {oid: obj.characteristics() for oid, obj in sorted(self.board.items())}

    def identity(self) -> dict[str, dict[str, Any]]:
        """The board as outcomes are told apart (``ObjState.identity``)."""
        return {oid: obj.identity() for oid, obj in sorted(self.board.items())}

    def final_characteristics(self) -> dict[str, Characteristics]:
        """Each object's characteristics after every layer (613.1), as typed data, by id."""
        return {oid: Characteristics.of(obj) for oid, obj in sorted(self.board.items())}


@dataclass
class LayerResult(Shown):
    """Every distinct outcome of the layer system for a board (one unless ties matter)."""

    outcomes: list[Outcome]
    groups: list[TieGroup]
    orders_tried: int
    ruleset: Ruleset
    moments: list[Moment] = field(default_factory=list)  # after each time step, if any
    moment_game: Game | None = None  # the game these outcomes are of
    unfinished: bool = False  # stopped at a limit: the outcomes found before it

    @property
    def board(self) -> dict[str, ObjState]:
        """The final board (of the first outcome when simultaneous timestamps matter)."""
        return self.outcomes[0].board

    def __repr__(self) -> str:
        objects = len(self.outcomes[0].board) if self.outcomes else 0
        return (f"<LayerResult {self.ruleset.id}: {plural(len(self.outcomes), 'outcome')}, "
                f"{plural(objects, 'object')}, {plural(self.orders_tried, 'order')} tried"
                f"{', partial' if self.unfinished else ''}>")


def _outcome_key(run: LayerRun) -> str:
    """Two runs give one outcome when their boards, player and rules effects agree; the
    order in which an object's abilities are listed is no characteristic (113.1)."""
    chars = {oid: obj.identity() for oid, obj in run.board.items()}
    players = [(p.effect, p.players, p.gains, p.text) for p in run.player_effects]
    rules = [r.json() for r in run.rules]
    return json.dumps([chars, players, rules], sort_keys=True, default=str)


def _one_run(game: Game, ruleset: Ruleset, budget: Budget, ranks: Any, dependency: str,
             record_graphs: bool, record_changes: bool,
             effects: list[ResolvedEffect]) -> LayerRun:
    """One run of the layer process with these effects in force."""
    return LayerProcess(game, effects, ruleset, budget, ranks, dependency, record_graphs,
                        record_changes).run()


def compute_layers(game: Game, effects: list[ResolvedEffect], ruleset: Ruleset,
                   budget: Budget | None = None, dependency: str = "fast",
                   record_graphs: bool = False, record_changes: bool = False) -> LayerResult:
    """Apply rule 613 to the game; one outcome per distinct result of tie choices.

    ``dependency`` picks how dependencies are found: ``fast`` (the engine's quick paths),
    ``literal`` (613.8a / 613.7a applied literally, slower) or ``off`` (plain timestamp
    order, to compare). ``record_graphs`` keeps each layer's whole dependency graph,
    ``record_changes`` what each step changed on each object."""
    if dependency not in STRATEGIES:
        raise InputError(f"unknown dependency strategy {dependency!r}; expected one of: "
                         f"{', '.join(STRATEGIES)}")
    budget = budget or Budget()
    groups = tie_groups(game, effects, ruleset, budget)
    base = fixed_ranks(game, effects, ruleset, budget)
    outcomes: dict[str, Outcome] = {}
    tried = 0
    try:
        for ranks, choice in tie_orders(groups, base, budget):
            tried += 1
            budget.check_time("timestamp orders")
            run = run_lasting(partial(_one_run, game, ruleset, budget, ranks, dependency,
                                      record_graphs, record_changes), game, effects, ruleset)
            key = _outcome_key(run)
            if key not in outcomes:
                outcomes[key] = Outcome(run)
                budget.check_outcomes(len(outcomes), "distinct layer outcomes")
            outcomes[key].choices.append(choice)
    except BudgetExceeded as exc:
        # The outcomes of the orders played to the end so far (an order stopped midway
        # is left out): a partial answer, when there is one.
        found = [o for o in outcomes.values() if o.choices]
        if found:
            exc.keep(LayerResult(found, groups, sum(len(o.choices) for o in found), ruleset,
                                 moment_game=game, unfinished=True))
        raise
    return LayerResult(list(outcomes.values()), groups, tried, ruleset, moment_game=game)


def compute_scenario(scenario: Scenario, budget: Budget | None = None, dependency: str = "fast",
                     record_graphs: bool = False, record_changes: bool = False,
                     settle: Settle | None = None) -> LayerResult:
    """``compute_layers`` on a loaded scenario, and again after each of its time steps,
    each step from the board its state-based actions leave when ``settle`` (the trigger
    engine's follow-up, passed in by the entry) gives it (704.3); a limit keeps the steps
    found so far."""
    budget = budget or Budget()

    def compute(state: Scenario) -> LayerResult:
        return compute_layers(state.game, state.effects, state.ruleset, budget, dependency,
                              record_graphs, record_changes)

    result = compute(scenario)
    if scenario.steps:
        try:
            for moment in moments_of(scenario, result, compute, budget, settle):
                result.moments.append(moment)
        except BudgetExceeded as exc:  # the board before the steps, and the steps so far
            result.unfinished = True
            exc.keep(result)
            raise
    return result
