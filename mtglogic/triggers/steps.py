"""What a scenario's time step triggers (603.2) and the state-based actions after it
(704.3): the time-step entry of the trigger engine, which the layer engine's entry asks
for each step of ``mtglogic layers`` (``mtglogic.layers.timeline``).

A step is done to the game by ``mtglogic.model.time``; here it is read as the events it
is made of, one occurrence at a time (603.2c), and handed to the same detector and the
same follow-up as an outcome of ``replace`` (``detect``, ``aftermath``):

- ``moves``: the object moves from its zone to the new one (``dies`` when it goes from
  the battlefield to a graveyard, 700.4; 700.6 in 2011); ``leaves_and_returns``: it
  leaves its zone and comes back (a zone in between the step does not name: "leaves the
  battlefield" sees it, "dies" and "put into exile" don't); ``counters``: counters put on
  the object (122.6).
- ``end_of_turn`` and ``next_turn``: each step of the turn still to come begins (603.2b),
  up to the cleanup step, on the board as it is before the step (the cleanup's own actions
  come after its beginning, 514.1-514.2); the declare blockers and combat damage steps
  are skipped when no creature attacks (508.8; 508.6 in 2011); ``next_turn`` then begins
  the next player's untap, upkeep and draw steps and precombat main phase, on the board
  after the step. The draw step's draw (504.1) is not played by the step: said so.
- the other steps (transform, turning face up or down, flipping, a Class level) are no
  trigger event of the vocabulary: said so; state triggers and state-based actions are
  still checked after them.

Abilities that look back in time (603.10; 603.6c-d in 2011) are checked on the board
right before the step, the others on the board right after it (603.6b). Then the
state-based actions are performed round by round until none apply (704.3), each round
an event of its own that can trigger abilities, as after an outcome of ``replace``. The
board they leave is the one the next step starts from (``Settle``, passed by the layer
engine's entry to its timeline), when it is one board; when they could go several ways
(the legend rule's choice, 704.5j today), none is guessed and the step says so.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.layers.compute import LayerResult
from mtglogic.layers.timeline import Moment
from mtglogic.model.objects import Game
from mtglogic.model.scenario import Scenario
from mtglogic.model.terms import STEPS
from mtglogic.replacement.aftermath import After
from mtglogic.replacement.rules import choice_rules
from mtglogic.triggers.aftermath import Aftermath, Follow, endings
from mtglogic.triggers.detect import Boards, HeldBack, Triggered, ability_names, boards, detect
from mtglogic.triggers.rules import TriggerRules, trigger_rules
from mtglogic.vocabulary.events import BeginStep, Event, PutCounters, ZoneChange
from mtglogic.vocabulary.triggers import DelayedTrigger
from mtglogic.vocabulary.world import World

TURN_ENDS = ("end_of_turn", "next_turn")  # the steps that pass the cleanup step
COMBAT_SKIPPED = ("declare_blockers", "combat_damage")  # with no attackers (508.8)
ELSEWHERE = "elsewhere"  # where ``leaves_and_returns`` puts the object meanwhile: not said
NEW_TURN = ("untap", "upkeep", "draw", "precombat_main")  # the steps ``next_turn`` begins
# the steps that are no trigger event of the vocabulary, in words
UNREAD = {"transform": "transforming", "turn_face_up": "turning face up",
          "turn_face_down": "turning face down", "flip": "flipping",
          "class_level": "a Class gaining a level"}


@dataclass(frozen=True)
class Part:
    """Occurrences of a step that happen on one pair of boards (before, after)."""

    occurrences: tuple[Event, ...]
    on_board_before: bool  # checked on the board before the step (the turn that ends)


def world_of(scenario: Scenario, layered: LayerResult) -> World:
    """The world of a scenario whose board the layers gave (``layered``, 613)."""
    run = layered.outcomes[0].run
    return World(scenario.game, dict(run.board), None, {}, history=scenario.game.history,
                 subtype_lists=scenario.ruleset.subtype_lists, scenario=scenario,
                 rules=list(run.rules), layered=layered)


def rest_of_turn(game: Game) -> list[str]:
    """The steps of the turn still to begin after the current one, to its cleanup step:
    the declare blockers and combat damage steps only when a creature attacks (508.8)."""
    if game.step not in STEPS:
        return []
    attacking = any(o.attacking for o in game.objects.values() if o.zone == "battlefield")
    return [step for step in STEPS[STEPS.index(game.step) + 1:]
            if attacking or step not in COMBAT_SKIPPED]


def step_parts(moment: Moment, rules: TriggerRules) -> tuple[list[Part], list[str]]:
    """The occurrences a time step is made of, in the order they happen, and notes on
    what of it is not looked at."""
    step, before, after = moment.step, moment.before, moment.after
    assert step is not None and before is not None and after is not None
    game, notes = before.game, []
    if step.kind in TURN_ENDS:
        ending = rest_of_turn(game)
        parts = [Part(tuple(BeginStep(player=game.active_player, step=s) for s in ending),
                      True)]
        skipped = [s for s in COMBAT_SKIPPED if s not in ending and
                   STEPS.index(s) > STEPS.index(game.step)] if game.step in STEPS else []
        if skipped and rules.cite("no_attackers"):
            notes.append(f"no creature attacks: the declare blockers and combat damage steps "
                         f"are skipped ({rules.cite('no_attackers')})")
        if step.kind == "next_turn":
            active = after.game.active_player
            parts.append(Part(tuple(BeginStep(player=active, step=s) for s in NEW_TURN), False))
            if rules.cite("turn_draw"):
                notes.append(f"{active}'s draw in the draw step ({rules.cite('turn_draw')}) is "
                             f"not played by the step: abilities that trigger on drawing are "
                             f"not looked at")
        else:  # the board after the cleanup: its state triggers (603.8)
            parts.append(Part((), False))
        return parts, notes
    if step.kind in UNREAD:
        notes.append(f"{UNREAD[step.kind]} is no trigger event of the vocabulary: abilities "
                     f"that trigger on it are not looked at")
        return [Part((), False)], notes
    oid = step.obj or ""
    was = game.objects.get(oid)
    if step.kind == "counters":
        found: tuple[Event, ...] = (PutCounters(amount=step.change, target=oid,
                                                counter=step.counter),) if step.change > 0 else ()
        return [Part(found, False)], notes
    if was is None:
        return [Part((), False)], notes
    if step.kind == "leaves_and_returns":
        return [Part((ZoneChange(obj=oid, from_zone=was.zone, to_zone=ELSEWHERE),
                      ZoneChange(obj=oid, from_zone=ELSEWHERE, to_zone=was.zone)), False)], notes
    return [Part((ZoneChange(obj=oid, from_zone=was.zone, to_zone=step.zone),), False)], notes


def _every_ability(world: World, rules: TriggerRules) -> frozenset[str]:
    """Every triggered ability on a board, by name: state triggers are not looked at again
    on the board before the step (they were in the game before it, 603.8)."""
    return frozenset(name for obj in world.board.values()
                     for name, _ in ability_names(obj, rules.keywords))


def _after_triggering(delayed: list[DelayedTrigger], triggered: list[Triggered]
                      ) -> list[DelayedTrigger]:
    """The delayed abilities still in force once these triggered: one without a stated
    duration triggers only once, the next time (603.7b)."""
    done = {t.ability for t in triggered if t.kind == "delayed"}
    return [d for d in delayed if d.this_turn or d.id not in done]


def follow_moment(moment: Moment, budget: Budget,
                  delayed: Sequence[DelayedTrigger] = ()) -> tuple[Aftermath,
                                                                list[DelayedTrigger]]:
    """What one time step triggers, then the state-based actions round by round; with the
    delayed abilities (603.7) still in force after it: those "this turn" end with the
    turn (514.2), the others once they have triggered (603.7b)."""
    assert moment.before is not None and moment.after is not None and moment.step is not None
    rules = trigger_rules(moment.after.ruleset)
    before = world_of(moment.before, moment.before_result)
    after = After(moment.after, _layers=moment.result)
    seen = boards(before, after, budget)
    parts, notes = step_parts(moment, rules)
    pending = list(delayed)
    triggered: list[Triggered] = []
    held: list[HeldBack] = []
    for part in parts:
        if part.on_board_before:
            if not part.occurrences:
                continue
            here = Boards(before, before, budget, list(before.rules or []))
            found, kept = detect(here, rules, part.occurrences, pending,
                                 waiting=_every_ability(before, rules))
        else:
            if moment.step.kind in TURN_ENDS:  # the cleanup step is behind (514.2)
                pending = [d for d in pending if not d.this_turn]
            waiting = frozenset(t.ability for t in triggered if t.kind == "state")
            found, kept = detect(seen, rules, part.occurrences, pending, waiting=waiting)
        triggered += found
        held += kept
        pending = _after_triggering(pending, found)
    if moment.step.kind in TURN_ENDS:
        pending = [d for d in pending if not d.this_turn]
    moment.trigger_notes = notes
    result = Aftermath(triggered, held, after=after)
    Follow(budget, (), {}, pending).go_on(result, seen, after, rules, 1, frozenset(
        t.ability for t in triggered if t.kind == "state"))
    return result, _after_triggering(pending, result.waiting())


def _branch_rules(result: Aftermath, rules: TriggerRules, replacement: str) -> list[str]:
    """Why the state-based actions after a step could go several ways, each with its rule:
    a player's choice (the legend rule, 704.5j today), or several outcomes of their event
    under replacement effects (616.1)."""
    found: list[str] = []
    part = result
    while part.branches:
        for _, branch in part.branches:
            first = branch.rounds[0] if branch.rounds else None
            why = (f"a player's choice ({rules.sba('legend')})" if first is not None
                   and first.choice else f"several outcomes of their event under "
                                         f"replacement effects ({replacement})")
            if why not in found:
                found.append(why)
        part = part.branches[0][1]
    return found


def settled_board(result: Aftermath, rules: TriggerRules, replacement: str
                  ) -> tuple[Scenario | None, str]:
    """The board the state-based actions after a step leave, performed round by round
    until none apply (704.3), which the next step starts from; None, with a note saying
    why, when it is not one board: they could go several ways (each way is shown, none is
    guessed), the game ended (104.1) or a limit stopped following them. None without a
    note when no state-based action was performed."""
    ways = endings(result)
    check = rules.sba("check")
    if len(ways) > 1:
        return None, (f"the state-based actions ({check}) can go {len(ways)} ways, by "
                      f"{' and '.join(_branch_rules(result, rules, replacement))}: none is "
                      f"chosen here, and the next step starts from the board right after "
                      f"this step, before them")
    way = ways[0]
    if way.stopped:
        return None, (f"the state-based actions ({check}) were not followed to their end "
                      f"({way.stopped}): the next step starts from the board right after "
                      f"this step, before them")
    if way.over:
        return None, (f"the game is over ({rules.cite('game_over')}): the next step starts "
                      f"from the board right after this step, as if it went on")
    if way.losers:
        return None, (f"{', '.join(way.losers)} lost the game: leaving it "
                      f"({rules.cite('leaves_game')}) is not played, and the next step starts "
                      f"from the board right after this step, before the state-based "
                      f"actions ({check})")
    if not any(part.rounds for part in way.chain) or way.after is None:
        return None, ""
    return way.after.scenario, ""


@dataclass
class Settle:
    """The trigger engine's follow-up to each time step, which the layer engine's entry
    passes to its timeline (``mtglogic.layers.timeline``): what the step triggers and the
    state-based actions after it (kept in ``Moment.follows``), the scenario's delayed
    triggered abilities (603.7) among them; it gives the board the next step starts from
    (``settled_board``). A limit stops here: the step says so, and the answer so far is
    kept on the exception by the layer engine."""

    budget: Budget
    pending: list[DelayedTrigger]

    def __call__(self, moment: Moment) -> Scenario | None:
        if moment.before is None or moment.after is None:
            return None
        try:
            moment.follows, self.pending = follow_moment(moment, self.budget, self.pending)
        except BudgetExceeded as exc:  # the next step's board is not known: not reached
            moment.follows = Aftermath([], [], stopped=f"limit reached: {exc.limit_name} = "
                                                       f"{exc.limit}; {exc.explored}; the "
                                                       f"steps after it are not reached")
            raise
        ruleset = moment.after.ruleset
        board, note = settled_board(moment.follows, trigger_rules(ruleset),
                                    choice_rules(ruleset).rules.get("chooser", ""))
        if note:
            moment.trigger_notes.append(note)
        return board


__all__ = ["Settle", "follow_moment", "rest_of_turn", "settled_board", "step_parts",
           "world_of"]
