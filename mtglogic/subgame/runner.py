"""Running a scenario script: every starting-player possibility, or one run with a seed.

Without a seed, each subgame start whose step names no ``first`` player branches into one
run per possible starting player (715.2 / 728.2 say it is random); shuffles then use
``random.Random(0)``, so the runs differ only by those choices. With a seed, one
``random.Random(seed)`` draws both the shuffles and the starting players.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from mtglogic.budget import Budget
from mtglogic.display import Shown
from mtglogic.errors import BudgetExceeded, ConsistencyError
from mtglogic.subgame.engine import Engine, Event, IllegalStep
from mtglogic.subgame.model import Game, Session, Step, SubgameScenario
from mtglogic.subgame.recorder import Frame, Recorder, game_snapshot
from mtglogic.subgame.rules import SubgameRules
from mtglogic.subgame.steps import STEP_ACTIONS
from mtglogic.text import plural

DEFAULT_SHUFFLE_SEED = 0


@dataclass
class StepRecord:
    """What one step did, the zones after it and the invariant check (a game the step
    left as it was shares its snapshot with the record before)."""

    index: int
    step: Step
    events: list[Event]
    frame: Frame | None  # the games after the step, kept as the recorder links them
    problems: list[str]

    @cached_property
    def snapshot(self) -> dict[str, Any] | None:
        """Every game's zones and the cards outside the outermost game after the step, as
        plain data (``runner.snapshot``), made when first asked for."""
        return self.frame.plain() if self.frame is not None else None


@dataclass
class Run:
    """One complete play of the script under one set of starting-player choices."""

    choices: list[tuple[str, str]] = field(default_factory=list)  # (subgame, starting player)
    records: list[StepRecord] = field(default_factory=list)
    session: Session | None = None
    plan: list[int] = field(default_factory=list)  # indices of the unseeded choices
    unfinished: bool = False  # stopped at a limit after its steps so far


def snapshot(session: Session) -> dict[str, Any]:
    """Every game's zones and the cards outside the outermost game (all worked out now;
    the runner records them through a ``Recorder``, which keeps those a step left)."""
    return {"games": {g.name: game_snapshot(session, g) for g in session.games},
            "outside": {p: list(c) for p, c in session.outside.items()}}


class _Plan:
    """Starting-player choices to replay, and the branching found past them."""

    def __init__(self, plan: list[int]) -> None:
        self.plan = plan
        self.taken: list[int] = []
        self.widths: list[int] = []


def run_once(scenario: SubgameScenario, rules: SubgameRules, budget: Budget, seed: int | None,
             plan: _Plan, keep_snapshots: bool = True) -> Run:
    """Play the script once, following ``plan`` for unseeded starting-player choices."""
    session = scenario.new_session()
    rng = random.Random(DEFAULT_SHUFFLE_SEED if seed is None else seed)
    run = Run(session=session)
    forced: list[str | None] = [None]

    def chooser(game: Game, candidates: list[str]) -> str:
        if forced[0] is not None:
            if forced[0] not in candidates:
                raise IllegalStep(f"`first`: {forced[0]!r} is not a player of {game.name}")
            chosen = forced[0]
        elif seed is not None:
            chosen = rng.choice(candidates)
        else:
            i = len(plan.taken)
            pick = plan.plan[i] if i < len(plan.plan) else 0
            plan.taken.append(pick)
            plan.widths.append(len(candidates))
            chosen = candidates[pick]
        run.choices.append((game.name, chosen))
        return chosen

    engine = Engine(session, rules, rng, budget, chooser)
    recorder = Recorder(session)
    try:
        for index, step in enumerate(scenario.steps, 1):
            budget.tick("script steps")
            forced[0] = step.options["first"].as_str() if "first" in step.options else None
            engine.events = []
            recorder.step_starts()
            try:
                STEP_ACTIONS[step.action].play(engine, step)
            except IllegalStep as exc:
                step.node.fail(str(exc), ConsistencyError)
            state, problems = recorder.record(keep_snapshots)
            run.records.append(StepRecord(index, step, engine.events, state, problems))
    except BudgetExceeded as exc:
        run.unfinished = True  # the steps played whole so far
        exc.keep(run)
        raise
    return run


@dataclass
class SubgameResult(Shown):
    """Every run of a scenario, under a ruleset, with the seed used (None: every start)."""

    runs: list[Run]
    ruleset: str
    seed: int | None

    @property
    def invariant_ok(self) -> bool:
        """Every card was in exactly one place after every step of every run."""
        return all(not r.problems for run in self.runs for r in run.records)

    def __repr__(self) -> str:
        steps = sum(len(run.records) for run in self.runs)
        held = "every card in one place" if self.invariant_ok else "the card invariant broke"
        partial = ", partial" if any(run.unfinished for run in self.runs) else ""
        return (f"<SubgameResult {self.ruleset}: {plural(len(self.runs), 'run')}, "
                f"{plural(steps, 'step')}, {held}{partial}>")


def run_scenario(scenario: SubgameScenario, rules: SubgameRules, budget: Budget,
                 seed: int | None = None) -> list[Run]:
    """Every run of the script: one with a seed, else one per starting-player possibility."""
    if scenario.fmt not in rules.starting_life:
        # Not Node.get: it would wrap the default in a new node, away from its line.
        node = scenario.root["format"] if "format" in scenario.root else scenario.root  # noqa: SIM401
        node.fail(f"unknown format {scenario.fmt!r}; expected one of: "
                  f"{', '.join(rules.starting_life)}", ConsistencyError)
    seed = scenario.seed if seed is None else seed
    runs: list[Run] = []
    pending: list[list[int]] = [[]]
    try:
        while pending:
            plan = _Plan(pending.pop())
            run = run_once(scenario, rules, budget, seed, plan)
            run.plan = list(plan.taken)
            budget.check_outcomes(len(runs) + 1, "starting-player possibilities")
            runs.append(run)
            for i in range(len(plan.plan), len(plan.widths)):
                for option in range(plan.widths[i] - 1, 0, -1):
                    pending.append(plan.taken[:i] + [option])
    except BudgetExceeded as exc:
        # The runs played to the end so far, then the one stopped midway (if any).
        stopped = [exc.partial] if isinstance(exc.partial, Run) else []
        exc.keep(sorted(runs, key=lambda r: r.plan) + stopped)
        raise
    runs.sort(key=lambda r: r.plan)
    return runs
