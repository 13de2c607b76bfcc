"""Running a scenario script: every starting-player possibility, or one run with a seed.

Without a seed, each subgame start whose step names no ``first`` player branches into one
run per possible starting player (715.2 / 728.2 say it is random); shuffles then use
``random.Random(0)``, so the runs differ only by those choices. With a seed, one
``random.Random(seed)`` draws both the shuffles and the starting players.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from mtglogic.budget import Budget
from mtglogic.subgame.cards import Card
from mtglogic.subgame.engine import Engine, Event, IllegalStep
from mtglogic.subgame.model import PLAYER_ZONES, Game, Session
from mtglogic.subgame.rules import SubgameRules
from mtglogic.subgame.script import Scenario, Step

DEFAULT_SHUFFLE_SEED = 0


@dataclass
class StepRecord:
    """What one step did, the zones after it and the invariant check."""

    index: int
    step: Step
    events: list[Event]
    snapshot: dict[str, Any] | None
    problems: list[str]


@dataclass
class Run:
    """One complete play of the script under one set of starting-player choices."""

    choices: list[tuple[str, str]] = field(default_factory=list)  # (subgame, starting player)
    records: list[StepRecord] = field(default_factory=list)
    session: Session | None = None
    plan: list[int] = field(default_factory=list)  # indices of the unseeded choices


def game_snapshot(session: Session, game: Game) -> dict[str, Any]:
    players = {}
    for pid in game.order:
        ps = game.players[pid]
        entry: dict[str, Any] = {"life": ps.life, "counters": dict(ps.counters), "lost": ps.lost}
        entry.update({z: list(ps.zones[z]) for z in PLAYER_ZONES})
        entry["decks"] = {k: list(v) for k, v in ps.decks.items()}
        held = [c for z in PLAYER_ZONES for c in ps.zones[z]]
        held += [c for d in ps.decks.values() for c in d]
        entry["cards"] = sorted(held)  # every card of this player's zones, for rulings
        entry["sizes"] = {z: len(ps.zones[z]) for z in PLAYER_ZONES if ps.zones[z]}
        players[pid] = entry
    result = game.result
    return {
        "status": "current" if game is session.current else "suspended",
        "players": players,
        "stack": [e if isinstance(e, str) else e.label() for e in game.stack],
        "waiting_triggers": [t.label() for t in game.waiting],
        "starting_player": game.starting_player,
        "result": None if result is None else {"winners": list(result.winners),
                                               "losers": list(result.losers)},
    }


def snapshot(session: Session) -> dict[str, Any]:
    """Every game's zones and the cards outside the outermost game."""
    return {"games": {g.name: game_snapshot(session, g) for g in session.games},
            "outside": {p: list(c) for p, c in session.outside.items()}}


def _apply(engine: Engine, step: Step) -> None:
    opts, value = step.options, step.value
    action = step.action
    if action == "cast":
        engine.cast(value)
    elif action == "resolve":
        engine.resolve(value, opts["choose"].str() if "choose" in opts else None)
    elif action == "draw":
        engine.draw(value, opts["count"].int(minimum=0, maximum=1000) if "count" in opts else 1)
    elif action == "mulligan":
        engine.mulligan(value, opts["bottom"].str_list() if "bottom" in opts else None)
    elif action == "bring_in":
        engine.bring_in(value, opts["to"].str(PLAYER_ZONES[:-1]) if "to" in opts else "hand")
    elif action == "move":
        to = opts["to"].str(PLAYER_ZONES + ("stack",)) if "to" in opts else step.node.fail(
            "move needs `to`")
        engine.move(value, to, opts["player"].str() if "player" in opts else None)
    elif action == "token":
        _token(engine, step)
    elif action == "counters":
        engine.add_counters(value, opts["kind"].str() if "kind" in opts else "poison",
                            opts["add"].int(maximum=10**6) if "add" in opts else 1)
    elif action == "life":
        engine.change_life(value, opts["add"].int(maximum=10**6) if "add" in opts else 0)
    elif action == "sba":
        engine.check_sba()
    elif action == "result":
        key, players = value
        engine.declare_result(players if key == "winners" else None,
                              players if key == "losers" else None)
    elif action == "end_subgame":
        engine.end_subgame()


def _token(engine: Engine, step: Step) -> None:
    opts = step.options
    if "owner" not in opts:
        step.node.fail("token needs `owner`")
    name = opts["name"].str() if "name" in opts else str(step.value)
    zone = opts["zone"].str(PLAYER_ZONES[:-1]) if "zone" in opts else "battlefield"
    engine.create_token(Card(str(step.value), name, opts["owner"].str(), token=True), zone)


class _Plan:
    """Starting-player choices to replay, and the branching found past them."""

    def __init__(self, plan: list[int]) -> None:
        self.plan = plan
        self.taken: list[int] = []
        self.widths: list[int] = []


def run_once(scenario: Scenario, rules: SubgameRules, budget: Budget, seed: int | None,
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
    for index, step in enumerate(scenario.steps, 1):
        budget.tick("script steps")
        forced[0] = step.options["first"].str() if "first" in step.options else None
        engine.events = []
        try:
            _apply(engine, step)
        except IllegalStep as exc:
            step.node.fail(str(exc))
        run.records.append(StepRecord(index, step, engine.events,
                                      snapshot(session) if keep_snapshots else None,
                                      session.invariant_problems()))
    return run


def run_scenario(scenario: Scenario, rules: SubgameRules, budget: Budget,
                 seed: int | None = None) -> list[Run]:
    """Every run of the script: one with a seed, else one per starting-player possibility."""
    if scenario.fmt not in rules.starting_life:
        scenario.root.fail(f"unknown format {scenario.fmt!r}; expected one of: "
                           f"{', '.join(rules.starting_life)}")
    seed = scenario.seed if seed is None else seed
    runs: list[Run] = []
    pending: list[list[int]] = [[]]
    while pending:
        plan = _Plan(pending.pop())
        run = run_once(scenario, rules, budget, seed, plan)
        run.plan = list(plan.taken)
        runs.append(run)
        budget.check_outcomes(len(runs), "starting-player possibilities")
        for i in range(len(plan.plan), len(plan.widths)):
            for option in range(plan.widths[i] - 1, 0, -1):
                pending.append(plan.taken[:i] + [option])
    runs.sort(key=lambda r: r.plan)
    return runs
