"""Costs paid to stop entering effects (614.12a) are payable together (614.12b in cr-2026;
cr-2011 has no 614.12b, but paying them in turn gives the same by 119.4, so the engine
applies it there too and cites only ``entering_cost``).

Declining an effect written with ``unless`` pays its cost, chosen as the permanent enters
(614.12a); the payments of one event must be payable together from what the players have
before the event (118.3, 119.4): two shocklands with 3 life can't both be paid for. A card
changing zones in this event is not there to pay with. Cites the ruleset keys
``entering_cost`` and ``combined_costs``.
"""
from __future__ import annotations

from collections.abc import Hashable

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.actions import payable
from mtglogic.vocabulary.events import Event


class PayableTogether(ProcessRule):
    """614.12a-b: declining pays; an optional effect is declinable if all is payable."""

    key = "payable_together"

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self._payments: set[int] = set()  # the parts that are such payments

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        return rules.has(cls.key) and any(e.spec.unless is not None for e in effects)

    def context(self, state: State) -> Hashable:
        return self.committed(state), self.core.moving(state)

    def declines(self, optional: list[int], context: Hashable) -> list[int]:
        assert isinstance(context, tuple)
        paid, moving = context
        parts = self.parts
        before = tuple(parts[p].event for p in paid)
        return [i for i in optional
                if payable(before + self._cost(i, parts[0].event), self.world, moving)]

    def chosen(self, before: State, choice: Choice, after: State) -> State:
        if choice.apply:
            return after
        return after._replace(parts=after.parts + self._paid(choice.effect, before))

    def committed(self, state: State) -> tuple[int, ...]:
        """The payments this event has made so far, sorted (614.12b: paid together)."""
        ids = [pid for pid, _, count in state.done for _ in range(count)] + list(state.parts)
        return tuple(sorted(p for p in ids if p in self._payments))

    def _cost(self, idx: int, event: Event) -> tuple[Event, ...]:
        """What declining an effect with ``unless`` pays (614.12a), for this part."""
        eff = self.effects[idx]
        if eff.spec.unless is None:
            return ()
        return tuple(p for p in eff.spec.unless(event, eff.binding, self.world, 0)
                     if p.happens())

    def _paid(self, idx: int, state: State) -> tuple[int, ...]:
        """The events of the cost paid to decline the effect, on the first part it sees."""
        parts = self.parts
        pid = next((p for p in state.parts if parts[p].candidates & (1 << idx)), None)
        found = () if pid is None else tuple(self.core.intern(p)
                                             for p in self._cost(idx, parts[pid].event))
        self._payments.update(found)
        return found
