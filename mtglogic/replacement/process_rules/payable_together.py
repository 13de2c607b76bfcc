"""Costs paid to stop entering effects (614.12a) are payable together (614.12b in cr-2026;
cr-2011 has no 614.12b, but paying them in turn gives the same by 119.4, so the engine
applies it there too and cites only ``entering_cost``).

Declining an effect written with ``unless`` pays its cost, chosen as the permanent enters
(614.12a); the payments of one event must be payable together from what the players have
before the event (118.3, 119.4): two shocklands with 3 life can't both be paid for. A card
changing zones in this event is not there to pay with. A payment that a "can't" effect
stops can't be paid at all (119.8 in cr-2026, 118.8 in cr-2011: a player who can't lose
life can't pay life other than 0, 119.4b; an amount of 0 is no event and is always paid), so
the effect can't be declined: a shockland under Platinum Emperion enters tapped. Life paid
is a life loss marked ``paid`` (119.4; 118.4 in cr-2011). Cites the ruleset keys
``entering_cost``, ``combined_costs`` and ``cant_pay``.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule, StepNote
from mtglogic.vocabulary.actions import payable
from mtglogic.vocabulary.events import Event, LoseLife


class PayableTogether(ProcessRule):
    """614.12a-b: declining pays; an optional effect is declinable if all is payable."""

    key = "payable_together"
    cites = ("entering_cost", "combined_costs", "cant_pay")
    order = 70  # payability comes before the one decline of a family of ways (614.13)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self._payments: set[int] = set()  # the parts that are such payments

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        return rules.has(cls.key) and any(e.spec.unless is not None for e in effects)

    def context(self, state: State) -> Hashable:
        return self.committed(state), self.core.moving(state)

    def allowed(self, state: State, mask: int) -> tuple[int, str]:
        """The candidates unchanged; 119.8 cited when a "can't" effect keeps a candidate's
        cost from being paid (it can't be declined then)."""
        first = self.parts[0].event
        stopped = any(mask & (1 << i) and self._stopped(self._cost(i, first))
                      for i in range(len(self.effects)))
        return mask, self.cite("cant_pay") if stopped else ""

    def declines(self, optional: list[int], context: Hashable) -> list[int]:
        assert isinstance(context, tuple)
        paid, moving = context
        parts = self.parts
        before = tuple(parts[p].event for p in paid)
        found = []
        for i in optional:
            cost = self._cost(i, parts[0].event)
            if payable(before + cost, self.world, moving) and not self._stopped(cost):
                found.append(i)
        return found

    def _stopped(self, cost: tuple[Event, ...]) -> bool:
        """Whether a "can't" effect stops a part of this payment (119.8: it can't be paid)."""
        parts = self.parts
        return any(parts[self.core.intern(p)].blocked is not None for p in cost)

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """Declining an effect with a cost pays it (614.12a: chosen as the permanent
        enters), with the others paid in this event: payable together (614.12b)."""
        if choice.apply or self.effects[choice.effect].spec.unless is None:
            return None
        together = self.cite("combined_costs") if self.committed(before) else ""
        return StepNote(rules=(self.cite("entering_cost"),) + ((together,) if together else ()),
                        facts=frozenset(["paid"]))

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
        return tuple(_as_paid(p) for p in eff.spec.unless(event, eff.binding, self.world, 0)
                     if p.happens())

    def _paid(self, idx: int, state: State) -> tuple[int, ...]:
        """The events of the cost paid to decline the effect, on the first part it sees."""
        parts = self.parts
        pid = next((p for p in state.parts if parts[p].candidates & (1 << idx)), None)
        found = () if pid is None else tuple(self.core.intern(p)
                                             for p in self._cost(idx, parts[pid].event))
        self._payments.update(found)
        return found


def _as_paid(event: Event) -> Event:
    """A cost's life loss is life paid (119.4; 118.4 in cr-2011)."""
    return replace(event, paid=True) if isinstance(event, LoseLife) else event
