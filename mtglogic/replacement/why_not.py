"""Why an effect on the board did not apply to an event (``--explain``).

An effect applies only to the events it watches (614.1, 615.1): an effect that watches
this kind of event but matched no event of any order the search walked (``Process.parts``
holds every event it met, as first proposed and as modified) is said, with the first
reason found for each event: the test of its watch that does not hold, what its action can modify
(a regeneration shield only a destruction, 701.19; 701.12 in 2011), or, for an effect that
modifies how its own source enters, that the permanent would not have the ability as it
enters (614.12). Every other effect applied in some order or was offered and declined: the
outcomes and their orders say how.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglogic.replacement.model import Effect
from mtglogic.replacement.process import Process
from mtglogic.vocabulary.events import Damage, Event


def never_candidates(process: Process) -> list[Effect]:
    """The effects that watch a kind of event the search met, yet no event of it was a
    candidate for (an effect watching other kinds of events only is left out: its watch
    says why)."""
    seen = 0
    for part in process.parts:
        seen |= part.candidates
    return [effect for index, effect in enumerate(process.effects) if not seen >> index & 1
            and any(effect.spec.watch.concerns(part.event) for part in process.parts)]


def reason(process: Process, effect: Effect, event: Event) -> str:
    """Why ``effect`` does not apply to ``event``, an atomic part of a kind it watches."""
    watch = effect.spec.watch
    world = process.world
    if not watch.matches(event, effect.binding, world):  # an event of a kind it watches
        if isinstance(event, Damage) and event.dealt:
            return "the damage is dealt already: its results are what effects see"
        for test in watch.tests:
            if not test.holds(event, effect.binding, world):
                return f"it needs {test.describe()}"
        return "its watch does not match"
    action = effect.spec.action
    if action is not None and action.applies_to is not None \
            and not action.applies_to(event, world):
        return f"its action ({action.key}) cannot modify this event"
    entering = world.entering(event)
    if entering is not None and entering.id == effect.source:
        return (f"{effect.source} would not have this ability as it enters "
                f"({process.rules.cite('entering')})")
    return "it is not a candidate"


@dataclass(frozen=True)
class NotApplied:
    """An effect on the board that applied to no event (614.1, 615.1): its id, its label,
    the rule cited, and each event it was checked against with the first reason found."""

    effect: str
    label: str
    rules: str
    reasons: tuple[tuple[str, str], ...]  # (the event in short, why it does not apply)

    def plain(self) -> dict[str, Any]:
        return {"effect": self.effect, "label": self.label, "rules": self.rules,
                "reasons": [{"event": event, "why": why} for event, why in self.reasons]}

    def line(self) -> str:
        reasons = [f"{event}: {why}" for event, why in self.reasons]
        shown = "; ".join(reasons[:3]) + (f"; and {len(reasons) - 3} more" if
                                          len(reasons) > 3 else "")
        return (f"  {self.effect} ({self.label}) applies to no event here"
                f"{f' ({self.rules})' if self.rules else ''}: {shown or 'no event was met'}")


def not_applied(process: Process) -> list[NotApplied]:
    """Each effect that applied to no event: why, for each event it was checked against
    (the first reason of each, in the order they were met, each event once)."""
    cite = process.rules.cite("watches")
    found = []
    for effect in never_candidates(process):
        reasons = dict.fromkeys(
            (part.event.short(), reason(process, effect, part.event))
            for part in process.parts if effect.spec.watch.concerns(part.event))
        found.append(NotApplied(effect.id, effect.label, cite, tuple(reasons)))
    return found


__all__ = ["NotApplied", "never_candidates", "not_applied", "reason"]
