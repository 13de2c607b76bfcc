"""Effects bound to a source, the states of the choice process, and outcomes.

An ``Effect`` is an ``EffectSpec`` from a card or a scenario, bound to its source object and
controller, with its 616.1 tier and the class of effects it is interchangeable with (same
definition, controller and, when it refers to its source, the same source): choosing either
of two interchangeable effects leads to the same results, which lets the search count
orders without listing them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from mtglogic.model.answers import EffectId
from mtglogic.model.history import TurnHistory
from mtglogic.model.objects import ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.node import Node
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.replacements import ReplacementSpec
from mtglogic.vocabulary.triggers import DelayedTrigger
from mtglogic.vocabulary.world import Binding


class Fixed(NamedTuple):
    """What a resolved effect's spell or ability fixed as it resolved: its targets (611.2c,
    115.1) and the sources of damage its controller chose ("a source of your choice",
    609.7a)."""

    targets: frozenset[str] = frozenset()
    chosen: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Effect:
    """One replacement, prevention or "can't" effect in force for an event."""

    id: str
    label: str
    spec: ReplacementSpec
    source: str | None
    you: str | None
    tier: int = 0
    klass: int = 0
    ability: Any = None  # the ability's data, when its source's abilities are re-checked (614.12)
    fixed: Fixed = field(default_factory=Fixed)
    # One way to apply an effect that chooses objects (614.13: what devour sacrifices): the
    # objects chosen, and the effect's id, shared by its ways (one opportunity for all).
    pick: tuple[str, ...] = ()
    family: str = ""
    # Its stable name (its source and the ability's own id, ``effect_ids``); None: ``id``.
    ref: EffectId | None = None

    @property
    def targets(self) -> frozenset[str]:
        return self.fixed.targets

    @property
    def key(self) -> EffectId:
        """The effect's stable name, the objects it chooses included (614.13)."""
        ref = self.ref or EffectId(self.id)
        return EffectId(ref.object, ref.ability, self.pick) if self.pick else ref

    @cached_property
    def binding(self) -> Binding:
        """Its source, controller, targets, shield and choice (made once: it is read on
        every applicability test)."""
        shield = self.spec.action.shield if self.spec.action is not None else 0
        return Binding(self.source, self.you, shield, self.targets, self.pick,
                       self.fixed.chosen)

    def class_key(self) -> tuple[Any, ...]:
        """Effects with equal keys behave identically in every state (the source counts
        when the compiled spec says it refers to it)."""
        if self.spec.action is not None and self.spec.action.key == "shield":
            return ("shield", self.id)  # every shield is its own (615.7: spent separately)
        way = self.spec.action.key if self.spec.action is not None else None  # 614.12a
        return (self.spec.data, way, self.you, self.tier, self.targets,
                self.source if self.spec.refers_to_source else None, self.pick, self.family,
                self.fixed.chosen)


@dataclass(frozen=True)
class ScenarioEvent:
    """One event of a scenario, with its id and where it was written."""

    id: str
    parts: tuple[Event, ...]
    node: Node


@dataclass
class Question:
    """What the replacement engine is asked: a scenario, its events, the effects of resolved
    spells and abilities in force (``replacements:``), the tokens events create and what
    happened earlier this turn (``this_turn:``)."""

    scenario: Scenario
    events: list[ScenarioEvent]
    inline: list[Effect] = field(default_factory=list)
    tokens: dict[str, ObjState] = field(default_factory=dict)
    history: TurnHistory = field(default_factory=TurnHistory)
    # delayed triggered abilities in force (603.7: ``delayed_triggers:``), which the
    # trigger engine checks after each outcome
    delayed: list[DelayedTrigger] = field(default_factory=list)
    # the layer system already applied to the scenario's game, when the asker has it (a
    # ``LayerResult``): the engine reads the board from it instead of applying it again
    layered: Any = None


@dataclass(frozen=True)
class Choice:
    """One step of an order: apply effect ``effect``, or decline it when it is optional;
    ``way`` numbers the ways to apply it when it has several (615.7: a shield's splits)."""

    effect: int
    apply: bool = True
    way: int = 0


class State(NamedTuple):
    """The event as modified so far (interned part ids, see ``Process.events``), the
    effects that had their opportunity (a bit mask, 614.5), and how much each shield has
    prevented (615.7). When events are done one after another (single draws, 121.2; the
    objects of one event, 616.1): ``done`` holds the parts of the events finished before
    the current one, counted (part, the "can't" effect that stopped it or -1, how many;
    single draws as plain draws, so a million of them is one entry), ``queue`` the events
    still to come, as (parts or a draw, how many, the effects that had their opportunity
    on the event they replace). A plain tuple: the search's memo key."""

    parts: tuple[int, ...]
    used: int = 0
    spent: tuple[tuple[int, int], ...] = ()
    done: tuple[tuple[int, int, int], ...] = ()
    queue: tuple[tuple[tuple[int, ...], int, int], ...] = ()


@dataclass(frozen=True)
class Outcome:
    """What finally happens: the events, the parts that can't happen, the shields spent."""

    events: tuple[Event, ...]
    cant: tuple[tuple[Event, int], ...] = ()
    spent: tuple[tuple[int, int], ...] = ()

    def sort_key(self) -> str:
        return repr([e.short() for e in self.events]) + repr(self.cant) + repr(self.spent)


@dataclass
class Tally:
    """How many orders reach an outcome, and one of them (a witness)."""

    count: int
    witness: tuple[Choice, ...]


@dataclass
class Options:
    """The legal choices at one state and the rule that shaped them."""

    candidates: tuple[int, ...]  # applicable effects that had no opportunity yet
    allowed: tuple[int, ...]  # those the chooser may pick now (616.1 tiers, 616.1g)
    chooser: str | None
    rules: tuple[str, ...] = field(default=())  # rule numbers that restricted or allowed them
    choices: tuple[Choice, ...] = ()  # apply each allowed effect, or decline an optional one
    groups: tuple[tuple[Choice, int], ...] = ()  # one choice per class of alike effects, weight
