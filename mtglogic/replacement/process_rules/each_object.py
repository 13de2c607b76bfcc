"""Each object's part of an event is modified on its own (616.1, in both rulesets).

An event that moves several objects, or puts or removes counters on several, at once (a
wrath) is one event per affected object: its controller (or owner, or the player) chooses
among the effects on it, every effect having one opportunity per part. The parts are done
in APNAP order of who chooses (616.1, 101.4); nothing one does changes what the others
see, so the orders of the whole event are the product of the orders of its parts. Damage
is never split this way (120.4: it is dealt at once). Cites the ruleset key ``each_object``.
"""
from __future__ import annotations

from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule, StepNote
from mtglogic.vocabulary.events import Damage, PutCounters, RemoveCounters, ZoneChange

PER_OBJECT = (ZoneChange, PutCounters, RemoveCounters)


class EachObject(ProcessRule):
    """616.1: the first object's part now, the others queued (``split``: whether it was)."""

    key = "each_object"
    cites = ("each_object",)
    order = 60

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.split = False

    @property
    def sequences(self) -> bool:
        return self.split

    def start(self, state: State) -> State:
        parts = self.parts
        groups: dict[str, list[int]] = {}
        for pid in state.parts:
            event = parts[pid].event
            if isinstance(event, Damage) or not isinstance(event, PER_OBJECT):
                return state
            ref = event.obj if isinstance(event, ZoneChange) else event.target
            groups.setdefault(ref, []).append(pid)
        if len(groups) < 2:
            return state
        self.split = True
        ordered = sorted(groups.values(),
                         key=lambda g: self.core.apnap_index(parts[g[0]].affected))
        queue = tuple((tuple(g), 1, 0) for g in ordered[1:])
        return State(tuple(ordered[0]), queue=queue)

    def explain(self) -> list[str]:
        if not self.split:
            return []
        return [f"each object's part is modified on its own, its controller choosing "
                f"({self.cite('each_object')})"]

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        return StepNote(cites=(self.cite("each_object"),)) if self.split else None
