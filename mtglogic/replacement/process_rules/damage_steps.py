"""Damage is dealt, then its results are modified (120.4b-c in cr-2026, 120.4a-b in cr-2011).

Effects on damage modify it first, while it is not dealt yet; only those parts are open to
effects while there are some (120.4b). Once no effect on the damage is left, each such part
becomes the damage dealt and its results (120.3: life lost, counters, damage marked),
which effects on them then modify (120.4c). Damage a "can't" effect stops is never dealt.
Cites the ruleset keys ``damage_dealt`` and ``damage_results``.
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.part import Part
from mtglogic.replacement.process_rules.base import Core, ProcessRule, StepNote
from mtglogic.vocabulary.damage import damage_results
from mtglogic.vocabulary.events import Damage

KEY = "damage_steps"


class DamageSteps(ProcessRule):
    """120.4b-c: parts held as damage not yet dealt, dealt once no effect is left on them."""

    key = KEY
    cites = ("damage_dealt", "damage_results")
    order = 40
    concerns = (Damage,)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.any = False  # whether some part is damage not yet dealt (else nothing to do)
        self._results: dict[int, tuple[int, ...]] = {}  # damage part -> dealt + results
        self._undealt: dict[tuple[int, ...], tuple[int, ...]] = {}  # parts -> those undealt

    def intern(self, part: Part) -> Part:
        event = part.event
        if isinstance(event, Damage) and not event.dealt and part.blocked is None:
            self.any = True
            return part.held(KEY)
        return part

    def undealt(self, state: State) -> tuple[int, ...]:
        """The parts of the state that are damage not dealt yet."""
        if not self.any:
            return ()
        found = self._undealt.get(state.parts)
        if found is None:
            parts = self.parts
            found = self._undealt[state.parts] = tuple([p for p in state.parts
                                                        if parts[p].held_by == KEY])
        return found

    def open_parts(self, state: State) -> tuple[int, ...] | None:
        return (self.undealt(state) or None) if self.any else None

    def settle(self, state: State) -> State:
        if not self.any:
            return state
        undealt = self.undealt(state)
        if not undealt:
            return state
        parts = self.parts
        waiting = 0
        for pid in undealt:
            waiting |= parts[pid].candidates
        if waiting & ~state.used:
            return state
        found: list[int] = []
        for pid in state.parts:
            found.extend(self._dealt(pid) if parts[pid].held_by == KEY else (pid,))
        return state._replace(parts=tuple(found))

    def deals_damage(self, before: State, after: State) -> bool:
        """Whether going from ``before`` to ``after`` dealt the damage (120.4b-c)."""
        return bool(self.undealt(before)) and not self.undealt(after)

    def explain(self) -> list[str]:
        if not any(isinstance(p.event, Damage) for p in self.parts):
            return []
        return [f"damage is dealt as effects on it modify it ({self.cite('damage_dealt')}), "
                f"then becomes its results, which effects on them modify "
                f"({self.cite('damage_results')})"]

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """The step that left no effect on the damage dealt it (damage all prevented is
        not dealt: then there are no results to describe)."""
        if not self.deals_damage(before, after) or not any(
                isinstance(e, Damage) and e.dealt for e in self.core.parts_of(after)):
            return None
        dealt, results = self.cite("damage_dealt"), self.cite("damage_results")
        return StepNote(cites=(dealt, results), facts=frozenset(["damage_dealt"]),
                        then=f"(then no effect on the damage was left: it was dealt ({dealt}) "
                             f"and became the results shown ({results}))")

    def _dealt(self, pid: int) -> tuple[int, ...]:
        found = self._results.get(pid)
        if found is None:
            damage = self.parts[pid].event
            assert isinstance(damage, Damage)
            done = (replace(damage, dealt=True),) + damage_results(damage, self.world)
            found = self._results[pid] = tuple(self.core.intern(p) for p in done
                                               if p.happens())
        return found
