"""Effects that read the whole event (120.4c in cr-2026, 119.4b in cr-2011: the Awe Strike
example; a life total's floor, Worship).

Such an effect (an action with ``in_event``) counts the event's other parts when it modifies
one: Worship leaves a player at 1 life once every life change of the event is counted, so
two life losses of 5 from damage dealt at once are limited together, not one by one. While
it is a candidate, it stays one only if it changes some part of the event as it is now;
applying it replaces each part by what it makes of it, in one step. Cites the ruleset key
``damage_results``. Without the rule, such an effect modifies each part on its own.
"""
from __future__ import annotations

from collections.abc import Hashable

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule, bits
from mtglogic.vocabulary.events import Event

Parts = tuple[tuple[int, ...], ...]


class WholeEvent(ProcessRule):
    """Effects reading the whole event: applicability and result on the event as a whole."""

    key = "whole_event"
    cites = ("damage_results",)
    order = 90

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.mask = sum(1 << i for i, e in enumerate(self.effects) if _reads_whole(e))
        self._made: dict[tuple[int, tuple[int, ...]], Parts | None] = {}

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        return rules.has(cls.key) and any(_reads_whole(e) for e in effects)

    def candidates(self, state: State, context: Hashable, mask: int) -> int:
        """Keep the effects reading the whole event that change it as it is now."""
        dropped = sum(1 << i for i in bits(mask & self.mask)
                      if self._made_of(i, state.parts) is None)
        return mask & ~dropped

    def applied(self, state: State, effect: int) -> tuple[int, ...] | None:
        if not (1 << effect) & self.mask:
            return None
        return tuple(p for new in self._made_of(effect, state.parts) or () for p in new)

    def _made_of(self, effect: int, parts: tuple[int, ...]) -> Parts | None:
        """What the effect makes of each part of the event (None: it changes none)."""
        key = (effect, parts)
        if key in self._made:
            return self._made[key]
        eff = self.effects[effect]
        action = eff.spec.action
        assert action is not None and action.in_event is not None
        table = self.core.parts
        events = tuple(table[p].event for p in parts)
        found: list[tuple[int, ...]] = []
        changed = False
        for position, pid in enumerate(parts):
            done = action.in_event(events, position, eff.binding, self.world) \
                if table[pid].candidates & (1 << effect) else None
            if done is None:
                found.append((pid,))
                continue
            changed = True
            found.append(tuple(self.core.intern(p) for p in done.parts if p.happens()))
        result = tuple(found) if changed else None
        self._made[key] = result
        return result


def _reads_whole(effect: Effect) -> bool:
    action = effect.spec.action
    return action is not None and action.in_event is not None
