"""Triggered abilities on the stack, and the states of a game while they resolve (603.3, 405,
608).

An ``OnStack`` is one triggered ability put on the stack: its controller (603.3a), the
occurrence it triggered from (what its ``same`` names), the targets chosen as it was put on
the stack (603.3d), and a modal ability's modes, chosen then too (603.3c). Abilities that
would do the same thing however they are ordered are
interchangeable: ``key`` is equal for them (their definition, controller and targets, with
their source and the occurrence only where the ability reads them), so choosing either
leads to the same game, which lets the search count orders without listing them.

The stack is kept as *segments*: each time waiting abilities are put on the stack, each
player's are one segment, the active player's lowest (405.3, 101.4). A segment's abilities
go on the stack in whichever order their controller picks; since nothing is ever put
between them afterwards (a new ability goes on top), picking the whole order at once and
picking, each time the segment is on top, which of its abilities resolves next reach the
same orders one for one, and the second lets the search merge orders that lead to the same
game.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from mtglogic.model.scenario import Scenario
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.trigger_effects import OBJECT_REFS, Instruction
from mtglogic.vocabulary.triggers import TriggerSpec

SAME_WORDS = ("same", "controller_of_same", "owner_of_same")


def every_instruction(spec: TriggerSpec) -> list[Instruction]:
    """Every instruction the ability may follow: its effect or modes, what an "unless"
    offers instead, and its reflexive ability's."""
    found: list[Instruction] = []
    todo = list(spec.instructions) + (list(spec.reflexive.instructions)
                                      if spec.reflexive is not None else [])
    while todo:
        instruction = todo.pop()
        found.append(instruction)
        if instruction.unless is not None:
            todo += instruction.unless.does
    return found


def _selects(instruction: Instruction) -> bool:
    """Whether it names objects by a selector, which may read its source ("enchanted
    creature", "another creature")."""
    return any(isinstance(getattr(value, "value", None), Selector)
               for _, value in instruction.fields)


def reads_source(spec: TriggerSpec) -> bool:
    """Whether what the ability does depends on its source (``self``, a value, a
    selector), in any of its modes."""
    return any(i.obj == "self" or (i.field("source", "self") == "self" and i.word == "damage")
               or (i.amount is not None and i.written != "same"
                   and not isinstance(i.written, int)) or _selects(i)
               for i in every_instruction(spec)) or \
        (spec.reflexive is not None and spec.reflexive.target is not None)


def reads_occurrence(spec: TriggerSpec) -> bool:
    """Whether what the ability does depends on the occurrence it triggered from, in any
    of its modes."""
    return any(i.player in SAME_WORDS or i.obj in SAME_WORDS or i.written == "same"
               or i.field("source") == "same" or i.field("spell") == "same"
               or i.field("ability") == "same" or (i.unless is not None and
                                                   i.unless.player in SAME_WORDS)
               for i in every_instruction(spec)) or spec.reflexive is not None


@dataclass(frozen=True)
class OnStack:
    """A triggered ability on the stack (see the module docstring)."""

    ability: str
    source: str
    controller: str
    spec: TriggerSpec = field(compare=False)
    occurrence: Event | None = None
    same_stamp: float | None = None  # the timestamp of what ``same`` names, as it triggered
    targets: tuple[tuple[str, str], ...] = ()  # (reference word, chosen player or object)
    kind: str = "triggered"
    name: str = ""
    part: int = 1  # 2: it triggered on another's triggering (the second part of 603.3b)
    mode: tuple[int, ...] = ()  # a modal ability's chosen modes, by index (603.3c)

    @property
    def effect(self) -> tuple[Instruction, ...]:
        """What it does: its effect, or its chosen modes' in the order printed (608.2c)."""
        if not self.spec.modes:
            return self.spec.effect
        return tuple(i for index in self.mode for i in self.spec.modes[index].effect)

    @property
    def target_selector(self) -> Selector | None:
        """What ``target`` names: its own, or that of the chosen mode naming it."""
        if not self.spec.modes:
            return self.spec.target
        return next((self.spec.modes[i].target for i in self.mode
                     if self.spec.modes[i].target is not None), None)

    def key(self) -> tuple[Any, ...]:
        """Equal for interchangeable abilities (the module docstring)."""
        spec = self.spec
        return (spec.data, self.controller, self.targets, self.mode, self.kind, self.part,
                self.source if reads_source(spec) or spec.condition is not None else None,
                (self.occurrence, self.same_stamp) if reads_occurrence(spec) else None)

    def named_by(self, trigger: Event) -> bool:
        """Whether this is the ability a ``Triggering`` occurrence names (its name, source
        and the occurrence it triggered from)."""
        return getattr(trigger, "ability", None) == self.ability and \
            getattr(trigger, "source", None) == self.source and \
            (self.occurrence is None or getattr(trigger, "cause", "") ==
             self.occurrence.short())

    def target(self, word: str) -> str | None:
        return dict(self.targets).get(word)

    def words(self) -> str:
        """The ability in a few words: its name, its chosen modes and its targets."""
        modes = [f"mode {i + 1}" + (f" ({self.spec.modes[i].text})"
                                    if self.spec.modes[i].text else "") for i in self.mode]
        chosen = ", ".join(modes + [f"{word}: {who}" for word, who in self.targets])
        return f"{self.ability}" + (f" ({chosen})" if chosen else "")


@dataclass(frozen=True)
class Segment:
    """One player's abilities put on the stack together, in an order they choose (603.3b),
    as a multiset: each distinct ability (by ``key``) with how many there are."""

    player: str
    abilities: tuple[tuple[OnStack, int], ...]

    @classmethod
    def of(cls, player: str, abilities: list[OnStack]) -> Segment:
        counts: Counter[tuple[Any, ...]] = Counter(a.key() for a in abilities)
        first: dict[tuple[Any, ...], OnStack] = {}
        for ability in abilities:
            first.setdefault(ability.key(), ability)
        ordered = sorted(counts, key=repr)
        return cls(player, tuple((first[k], counts[k]) for k in ordered))

    def size(self) -> int:
        return sum(n for _, n in self.abilities)

    def without(self, ability: OnStack) -> Segment | None:
        """The segment once one of these abilities left it (None: empty)."""
        kept = tuple((a, n - 1 if a.key() == ability.key() else n) for a, n in self.abilities)
        kept = tuple((a, n) for a, n in kept if n)
        return Segment(self.player, kept) if kept else None

    def key(self) -> tuple[Any, ...]:
        return (self.player, tuple((a.key(), n) for a, n in self.abilities))


@dataclass
class Line:
    """A game while abilities resolve: its scenario, the stack (segments, bottom first),
    the state triggers that wait or are on the stack (603.8), and how many abilities have
    resolved on the way here."""

    scenario: Scenario
    stack: tuple[Segment, ...]
    on_stack_states: frozenset[str] = frozenset()
    resolved: int = 0
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""

    @property
    def over(self) -> bool:
        return bool(self.winners or self.draw or self.stopped)


# What a step of a way through the stack is: abilities put on the stack (603.3b), one
# resolving (405.5), a choice made as it resolves (603.5), what its resolving did (an event,
# 608.2c; or nothing, 603.4, 608.2b), state-based actions (704.3), or a note on the
# placing or resolving that follows it (targets chosen, 603.3d; orders merged).
STEP_KINDS = ("place", "resolve", "choice", "event", "sba", "note")


@dataclass(frozen=True)
class Step:
    """One step of a way through the stack: who did what, in words, with its rules; its
    kind (``STEP_KINDS``) and the abilities it is about (in words, ``OnStack.words``: each
    one put on the stack, as many times as there are of it; the one that resolves), which
    let a reader follow the stack itself."""

    text: str
    rules: tuple[str, ...] = ()
    chooser: str | None = None
    kind: str = "note"
    abilities: tuple[str, ...] = ()


def object_words(ref: str) -> str:
    return OBJECT_REFS.get(ref, ref)


__all__ = ["STEP_KINDS", "Line", "OnStack", "Segment", "Step", "reads_occurrence", "reads_source"]
