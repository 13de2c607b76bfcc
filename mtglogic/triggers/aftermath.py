"""What happens after an outcome: the triggered abilities it triggers, then state-based
actions round by round until none apply, each round an event of its own that replacement
effects modify and that triggers abilities too (603.2, 704.3; 117.5 for when).

The outcome's events are done to the game (``replacement.aftermath``); what they trigger
is found on the boards the rules say (``detect``); then the game checks state-based
actions (``sba``): when there are some, they are performed at once as one event, whose
outcomes the replacement engine gives (Rest in Peace exiles the creature lethal damage
destroys: it doesn't die, nothing triggers on its dying), and the check is repeated. A
round whose event has several distinct outcomes, or a legend rule choice, branches. The
game ends the moment a player wins (104.1), and a player whose opponents have all lost
wins (104.2a); all the players left losing at once is a draw (104.4a). State triggers
(603.8) trigger once and wait.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.model.answers import WhatFollows
from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.replacement.aftermath import After, after_events
from mtglogic.replacement.analysis import answer_question
from mtglogic.replacement.model import Effect, Question, ScenarioEvent
from mtglogic.triggers.detect import Boards, HeldBack, Triggered, boards, detect
from mtglogic.triggers.occurrences import occurrences
from mtglogic.triggers.rules import TriggerRules, trigger_rules
from mtglogic.triggers.sba import Action, check
from mtglogic.vocabulary.events import Event, WinGame, describe
from mtglogic.vocabulary.triggers import DelayedTrigger
from mtglogic.vocabulary.world import World

MAX_ROUNDS = 20  # checks of state-based actions followed at most (each a new event)


@dataclass
class Round:
    """One check of state-based actions that performed some (704.3): the actions, the
    choice that made them when there were several ways, the event's outcome, and what it
    triggered."""

    number: int
    actions: tuple[Action, ...]
    outcome: str
    choice: str = ""
    triggered: list[Triggered] = field(default_factory=list)
    held: list[HeldBack] = field(default_factory=list)
    kept: tuple[str, ...] = ()
    rule: str = ""  # the rule of checking and performing them (704.3)
    orders: int = 1  # the orders of the replacement effects that lead to this outcome


@dataclass
class Aftermath:
    """What follows one outcome (see the module docstring): the abilities the outcome
    itself triggered, the rounds of state-based actions after it, and where it ends: the
    branches when a round could go several ways, who won or lost, whether a limit
    stopped it. ``kept`` says what a rule or an effect kept from happening in the check
    that found no more actions."""

    triggered: list[Triggered]
    held: list[HeldBack]
    rounds: list[Round] = field(default_factory=list)
    branches: list[tuple[str, Aftermath]] = field(default_factory=list)
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""
    kept: tuple[str, ...] = ()
    check_rule: str = ""  # the rule of checking state-based actions (704.3)
    after: After | None = field(default=None, repr=False)

    def record(self) -> WhatFollows:
        """What follows, as typed data (``mtglogic.model.answers``): the first way when it
        branches, with the number of ways."""
        ways = endings(self)
        first = ways[0]
        return WhatFollows(tuple(t.record() for t in first.waiting),
                           sum(len(part.rounds) for part in first.chain), first.winners,
                           first.losers, first.draw, first.stopped, len(ways))

    def waiting(self) -> list[Triggered]:
        """Every ability that triggered along the way (this branch up to its end)."""
        found = list(self.triggered)
        for round_ in self.rounds:
            found += round_.triggered
        return found


def _sba_question(after: After, parts: tuple[Event, ...], inline: Sequence[Effect],
                  tokens: dict[str, ObjState], number: int) -> Question:
    node = Node({"state_based": number}, "<state-based actions>", f"round {number}", None)
    event = ScenarioEvent(f"state-based-{number}", parts, node)
    return Question(after.scenario, [event], list(inline), tokens, after.game.history)


def _game_end(after: After, rules: TriggerRules, lost: Iterable[str]) -> tuple[
        tuple[str, ...], tuple[str, ...], bool]:
    """Who won and who lost once these players lost: the last player left wins (104.2a,
    whatever stops them winning); all the players left losing at once is a draw (104.4a)."""
    losers = tuple(sorted(set(lost)))
    if after.won:
        return tuple(after.won), losers, False
    left = [p for p in after.game.player_ids() if p not in losers]
    if losers and not left:
        return (), losers, True
    if losers and len(left) == 1:
        return (left[0],), losers, False
    return (), losers, False


@dataclass
class Step:
    """One way a check's actions went: its round, and the game and boards it leaves."""

    label: str
    round: Round
    after: After
    seen: Boards


class Follow:
    """Follows one outcome through the state-based actions (see the module docstring)."""

    def __init__(self, budget: Budget, inline: Sequence[Effect], tokens: dict[str, ObjState],
                 delayed: Sequence[DelayedTrigger]) -> None:
        self.budget = budget
        self.inline = inline
        self.tokens = tokens
        self.delayed = delayed

    def outcome(self, world: World, events: tuple[Event, ...]) -> Aftermath:
        """The aftermath of an outcome of an event that happened in ``world``."""
        scenario = world.scenario
        assert scenario is not None
        rules = trigger_rules(scenario.ruleset)
        try:
            after = after_events(world, events, self.budget)
        except BudgetExceeded as limit:  # the outcome stands; what follows it is not known
            return Aftermath([], [], stopped=f"not followed: {limit.explored}, more than "
                                             f"--max-states {limit.limit} allows")
        if any(isinstance(e, WinGame) for e in events):
            return Aftermath([], [], winners=after.won, after=after)  # 104.1: it ends now
        seen = boards(world, after, self.budget)
        triggered, held = detect(seen, rules, occurrences(events, world, after), self.delayed)
        result = Aftermath(triggered, held, after=after)
        self.go_on(result, seen, after, rules, 1, _states(triggered))
        return result

    def go_on(self, result: Aftermath, seen: Boards, after: After, rules: TriggerRules,
              number: int, waiting: frozenset[str]) -> None:
        """Check state-based actions from ``after`` on, adding rounds, or branches when a
        check can go several ways."""
        while True:
            self.budget.tick("rounds of state-based actions")
            found = check(after, seen.after, after.scenario.ruleset, rules)
            result.after = after
            if not found.any:
                result.kept, result.check_rule = found.kept, rules.sba("check")
                return
            if number > MAX_ROUNDS:
                result.stopped = (f"stopped after {MAX_ROUNDS} rounds of state-based "
                                  f"actions ({rules.sba('check')})")
                return
            steps = [step for actions, choice in zip(found.ways, found.choices or
                                                     ("",) * len(found.ways))
                     for step in self.ways(seen, after, rules, number, waiting, actions,
                                           choice, found.kept)]
            if len(steps) > 1:
                for step in steps:
                    branch = Aftermath([], [], rounds=[step.round], after=step.after)
                    if not self.ended(branch, step.after, rules):
                        self.go_on(branch, step.seen, step.after, rules, number + 1,
                                   waiting | _states(step.round.triggered))
                    result.branches.append((step.label, branch))
                return
            step = steps[0]
            result.rounds.append(step.round)
            if self.ended(result, step.after, rules):
                result.after = step.after
                return
            after, seen, number = step.after, step.seen, number + 1
            waiting |= _states(step.round.triggered)

    @staticmethod
    def ended(result: Aftermath, after: After, rules: TriggerRules) -> bool:
        """Whether the game is over after a round (104.1, 104.2a, 104.4a)."""
        result.winners, result.losers, result.draw = _game_end(after, rules, after.lost)
        return bool(result.winners or result.draw)

    def ways(self, seen: Boards, after: After, rules: TriggerRules, number: int,
             waiting: frozenset[str], actions: tuple[Action, ...], choice: str,
             kept: tuple[str, ...]) -> list[Step]:
        """One way of a check's actions performed at once as one event (704.3): each
        distinct outcome the replacement effects give it, and what that triggers."""
        game = replace(after.game, objects={oid: o.copy() for oid, o in
                                            after.game.objects.items()})
        for action in actions:  # done without an event: unattaching, ceasing to exist
            if action.unattach:
                game.objects[action.unattach].attached_to = None
                game.objects[action.unattach].attached_at = None
            if action.gone:
                del game.objects[action.gone]
        base = replace(after, scenario=replace(after.scenario, game=game), _layers=None)
        parts = tuple(a.part for a in actions if a.part is not None)
        if not parts:
            return [Step(choice, Round(number, actions, "nothing", choice, kept=kept,
                                       rule=rules.sba("check")), base,
                         boards(seen.after, base, self.budget))]
        answer = answer_question(_sba_question(base, parts, self.inline, self.tokens, number),
                                 self.budget).answers[0]
        world = answer.process.world
        steps = []
        for outcome, tally in answer.outcomes.items():
            events = outcome.events
            applied = ", then ".join(answer.process.effects[c.effect].id
                                     + ("" if c.apply else " (declined)")
                                     for c in tally.witness)
            done = after_events(world, events, self.budget)
            now = boards(world, done, self.budget)
            triggered, held = detect(now, rules, occurrences(events, world, done),
                                     self.delayed, waiting)
            label = "; ".join(w for w in (choice, describe(events)) if w)
            happened = describe(events) + (f" ({applied} applied; "
                                            f"{tally.count} order{'s' * (tally.count > 1)})"
                                            if applied else "")
            steps.append(Step(label, Round(number, actions, happened, choice, triggered, held,
                                           kept, rules.sba("check"), tally.count), done, now))
        return steps


@dataclass(frozen=True)
class Ending:
    """One way what follows an outcome ends: the game then, every ability that triggered
    on the way (in the order found), how many orders of the rounds' replacement effects
    lead there, and how the game ended (or a limit stopped following it)."""

    after: After | None
    waiting: tuple[Triggered, ...]
    orders: int
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""
    chain: tuple[Aftermath, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.winners or self.draw)


def endings(result: Aftermath) -> list[Ending]:
    """Each way what follows an outcome can go, to its end (one when it doesn't branch)."""
    orders = 1
    for round_ in result.rounds:
        orders *= round_.orders
    if not result.branches:
        return [Ending(result.after, tuple(result.waiting()), orders, result.winners,
                       result.losers, result.draw, result.stopped, (result,))]
    found = []
    for _, branch in result.branches:
        for end in endings(branch):
            found.append(Ending(end.after, tuple(result.waiting()) + end.waiting,
                                orders * end.orders, end.winners, end.losers, end.draw,
                                end.stopped, (result, *end.chain)))
    return found


def _states(triggered: Iterable[Triggered]) -> frozenset[str]:
    """The state triggers among these: they wait, and don't trigger again (603.8)."""
    return frozenset(t.ability for t in triggered if t.kind == "state")


def follow(world: World, events: tuple[Event, ...], budget: Budget,
           inline: Sequence[Effect] = (), delayed: Sequence[DelayedTrigger] = ()) -> Aftermath:
    """What follows an outcome of an event that happened in ``world``."""
    return Follow(budget, inline, dict(world.tokens), delayed).outcome(world, events)


__all__ = ["MAX_ROUNDS", "Aftermath", "Ending", "Follow", "Round", "endings", "follow"]
