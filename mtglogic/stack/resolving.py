"""Resolving the ability on top of the stack (405.5, 608), one way at a time.

As it resolves, an intervening "if" is checked again (603.4: false, it is removed and does
nothing), its targets are checked (608.2b: none legal any more, it doesn't resolve; an
illegal one is not affected), "you may" is chosen now (603.5: both ways are followed), and
its instructions are followed in the order written (608.2c), each an event the replacement
engine settles (every distinct outcome, with its orders, is a way); what each event
triggers waits. Then state-based actions are checked and performed, round by round, with
what they trigger (704.3; ``triggers.aftermath``).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglogic.budget import Budget
from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.replacement.aftermath import After, after_events
from mtglogic.replacement.analysis import answer_question
from mtglogic.replacement.model import Effect, Question, ScenarioEvent
from mtglogic.replacement.problem import build_problem
from mtglogic.stack.effects import make
from mtglogic.stack.instructions import Retarget, paid, reflexive, retarget, unless_choices
from mtglogic.stack.model import OnStack, Step
from mtglogic.stack.placing import target_choices
from mtglogic.stack.way import Way
from mtglogic.text import agreeing, possessive
from mtglogic.triggers.aftermath import Aftermath, Follow, endings
from mtglogic.triggers.detect import Boards, boards, detect, rules_of
from mtglogic.triggers.occurrences import occurrences
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.events import Event, Triggering, describe
from mtglogic.vocabulary.trigger_effects import Instruction
from mtglogic.vocabulary.triggers import DelayedTrigger
from mtglogic.vocabulary.world import World


class Resolver:
    """Resolves abilities within one question: its resolved effects in force, tokens and
    delayed abilities, within the command's budget."""

    def __init__(self, budget: Budget, rules: TriggerRules, inline: Sequence[Effect],
                 tokens: dict[str, ObjState], delayed: Sequence[DelayedTrigger]) -> None:
        self.budget = budget
        self.rules = rules
        self.inline = inline
        self.tokens = tokens
        self.delayed = delayed

    def world(self, after: After) -> World:
        """The game after an event as the replacement engine sees it (layered)."""
        question = Question(after.scenario, [], list(self.inline), self.tokens,
                            after.game.history, list(self.delayed),
                            layered=after.layers(self.budget))
        return build_problem(question, self.budget).world

    def resolve(self, ability: OnStack, world: World, waiting_states: frozenset[str]
                ) -> list[Way]:
        """Every way the ability resolves from ``world`` (see the module docstring)."""
        rules = self.rules
        top = Step(f"{possessive(ability.controller)} {ability.words()} resolves",
                   (rules.cite("resolve_top"),), ability.controller, "resolve",
                   (ability.words(),))
        spec = ability.spec
        left = waiting_states - {ability.ability} if ability.kind == "state" else waiting_states
        if spec.condition is not None and not spec.condition.holds(
                world.context(ability.source, ability.controller)):
            return self.settle(Way(None, world, steps=[top, Step(
                "its intervening \"if\" is false now: it is removed and does nothing",
                (rules.cite("intervening_if"),), kind="event")], eventful=True), left)
        if ability.targets and not self._targets_legal(ability, world):
            return self.settle(Way(None, world, steps=[top, Step(
                "its targets are no longer legal: it doesn't resolve",
                (rules.cite("target_legality"),), kind="event")], eventful=True), left)
        ways = [Way(None, world, steps=[top])]
        if spec.optional:
            declined = Way(None, world, steps=[top, Step(
                f"{agreeing(ability.controller, 'chooses not to')} (\"you may\")",
                (rules.cite("optional"),), ability.controller, "choice")])
            ways[0].steps.append(Step(f"{agreeing(ability.controller, 'chooses to')} "
                                      f"(\"you may\")",
                                      (rules.cite("optional"),), ability.controller,
                                      "choice"))
            done = self.instructions(ability, ways, waiting_states, left)
            return done + self.settle(declined, left)
        return self.instructions(ability, ways, waiting_states, left)

    def _targets_legal(self, ability: OnStack, world: World) -> bool:
        """Whether some target is still legal (608.2b): one the ability could still choose."""
        records = rules_of(world, self.budget)
        legal = {t for choice in target_choices(ability, world, records) for t in choice}
        return any(target in legal for target in ability.targets)

    def instructions(self, ability: OnStack, ways: list[Way], waiting_states: frozenset[str],
                     left: frozenset[str]) -> list[Way]:
        """Follow the instructions in order (608.2c), each event settled by the replacement
        engine; a reflexive ability triggers when the last one was done (603.12); then the
        state-based actions: every way."""
        for number, instruction in enumerate(ability.effect, 1):
            ways = [found for way in ways
                    for found in self.follow(ability, instruction, way, number,
                                             waiting_states)]
        if ability.spec.reflexive is not None:
            ways = [reflexive(ability, way, self.rules) for way in ways]
        return [done for way in ways for done in self.settle(way, left)]

    def follow(self, ability: OnStack, instruction: Instruction, way: Way, number: int,
               waiting_states: frozenset[str]) -> list[Way]:
        """One instruction from one way: its "unless" chosen first (603.5), then what it
        does, each way noting what it did (``done``)."""
        self.budget.tick("resolutions of triggered abilities")
        way = replace(way, done=None)
        if instruction.unless is None:
            return self.happen(ability, instruction, way, number, waiting_states)
        found: list[Way] = []
        for chose, happens in unless_choices(ability, instruction.unless, way, self.rules):
            if happens:  # the last choice: nobody did the other thing
                if not found:
                    chose = replace(chose, steps=chose.steps + [Step(
                        "what it offers instead can't be done: nothing can be chosen that "
                        "does it", (self.rules.cite("choices"),), kind="choice")])
                found += self.happen(ability, instruction, chose, number, waiting_states)
                continue
            instead = [chose]
            for other in instruction.unless.does:  # what the player does instead
                instead = [done for way in instead
                           for done in self.follow(ability, other, way, number,
                                                   waiting_states) if done.done is not None]
            found += [replace(done, done=None) for done in instead]  # it didn't happen
        return found

    def happen(self, ability: OnStack, instruction: Instruction, way: Way, number: int,
               waiting_states: frozenset[str]) -> list[Way]:
        """What one instruction does: its events settled (614-616), or what it does to the
        stack (countering, changing a target) or pays."""
        world = way.world
        after = way.after
        protect = after.players_under("cant_lose", self.budget) if after else frozenset()
        if instruction.word == "counter_ability":
            return self.counter(ability, way)
        if instruction.word == "pay":
            return paid(ability, instruction, way, self.rules)
        if instruction.word == "change_target":
            return [self.redirected(way, found) for found in
                    retarget(ability, instruction, way.world, self.rules,
                             rules_of(way.world, self.budget))]
        made = make(instruction, ability, world, protect)
        following = []
        for words, parts in made.choices:  # chosen as it resolves (608.2d)
            chose = replace(way, steps=way.steps + [Step(
                words, (self.rules.cite("choices"),), made.chooser)])
            following += self.event(chose, parts, number, waiting_states) if parts \
                else [chose]
        if made.choices:
            return following
        if not made.parts:
            why = "; ".join(made.missing) or "nothing happens"
            return [replace(way, steps=way.steps + [Step(
                f"{instruction.describe()}: {why}", (self.rules.cite("find_it"),),
                kind="event")])]
        return self.event(way, made.parts, number, waiting_states)

    def redirected(self, way: Way, found: Retarget) -> Way:
        """The way once a spell's target changed (or stayed, said why)."""
        steps = way.steps + [found.step]
        if found.scenario is None:
            return replace(way, steps=steps, eventful=True)
        after = After(found.scenario) if way.after is None else \
            replace(way.after, scenario=found.scenario, _layers=None)
        return replace(way, after=after, world=self.world(after), steps=steps,
                       eventful=True, done=())

    def counter(self, ability: OnStack, way: Way) -> list[Way]:
        """Counter the ability its trigger event names (701.6a; 701.5a in 2011): it leaves
        the stack without resolving."""
        named = ability.occurrence
        if not isinstance(named, Triggering):
            return [replace(way, steps=way.steps + [Step("no ability to counter",
                                                         kind="event")])]
        rule = self.rules.cite("countering")
        return [replace(way, steps=way.steps + [Step(
            f"{named.ability} is countered", (rule,), named.controller, "event")],
            countered=way.countered + (named,), eventful=True, done=(named,))]

    def event(self, way: Way, parts: tuple[Event, ...], number: int,
              waiting_states: frozenset[str]
              ) -> list[Way]:
        """One instruction's event, settled (614-616): each distinct outcome is a way."""
        scenario = way.world.scenario
        assert scenario is not None
        node = Node({"instruction": number}, "<resolving>", f"instruction {number}", None)
        question = Question(scenario, [ScenarioEvent(f"instruction-{number}", parts, node)],
                            list(self.inline), self.tokens, way.world.history,
                            list(self.delayed),
                            layered=way.after.layers(self.budget) if way.after
                            else way.world.layered)
        answer = answer_question(question, self.budget).answers[0]
        world = answer.process.world
        found = []
        for outcome, tally in answer.outcomes.items():
            after = after_events(world, outcome.events, self.budget)
            seen = boards(world, after, self.budget)
            triggered, held = detect(seen, self.rules,
                                     occurrences(outcome.events, world, after),
                                     self.delayed, waiting_states)
            applied = ", then ".join(answer.process.effects[c.effect].id for c in tally.witness
                                     if c.apply)
            text = describe(outcome.events) + (f" ({applied} applied)" if applied else "")
            eventful = way.eventful or bool(tally.witness or triggered or held) \
                or len(answer.outcomes) > 1
            found.append(Way(after, seen.after, way.waiting + triggered,
                             way.weight * tally.count,
                             way.steps + [Step(text, (self.rules.cite("instructions"),),
                                               answer.chooser, "event")], eventful=eventful,
                             countered=way.countered,
                             done=tuple(outcome.events) if outcome.events else None))
        return found

    def settle(self, way: Way, waiting_states: frozenset[str]) -> list[Way]:
        """State-based actions after the resolution, round by round (704.3), then the state
        triggers whose state holds, but those still on the stack or waiting (603.8: the
        one that resolved may trigger again now)."""
        if way.after is None:
            return [self.states(way, waiting_states)]
        follow = Follow(self.budget, self.inline, self.tokens, self.delayed)
        seen = boards(way.world, way.after, self.budget)
        result = Aftermath([], [], after=way.after)
        states = waiting_states | {t.ability for t in way.waiting if t.kind == "state"}
        follow.go_on(result, seen, way.after, self.rules, 1, states)
        found = []
        for end in endings(result):
            steps = list(way.steps)
            for part in end.chain:
                steps += [Step(f"state-based actions: {', '.join(a.text for a in r.actions)}"
                               f" -> {r.outcome}",
                               (r.rule, *dict.fromkeys(a.rule for a in r.actions)), kind="sba")
                          for r in part.rounds]
            after = end.after or way.after
            performed = any(part.rounds for part in end.chain)
            done = Way(after, self.world(after), way.waiting + list(end.waiting),
                       way.weight * end.orders, steps, end.winners, end.losers, end.draw,
                       end.stopped, way.eventful or performed, way.countered)
            found.append(done if done.winners or done.draw or done.stopped else
                         self.states(done, waiting_states))
        return found

    def states(self, way: Way, waiting_states: frozenset[str]) -> Way:
        """The way, with the state triggers that trigger once the ability has left the
        stack (603.8)."""
        waiting = waiting_states | {t.ability for t in way.waiting if t.kind == "state"}
        found, _ = detect(Boards(way.world, way.world, self.budget), self.rules, (), (),
                          waiting)
        if not found:
            return way
        return replace(way, waiting=way.waiting + found, eventful=True)


__all__ = ["Resolver", "Way"]
