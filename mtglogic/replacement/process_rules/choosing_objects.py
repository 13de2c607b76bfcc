"""Objects chosen as a permanent enters (614.13a-b in cr-2026; the engine applies the same
in cr-2011, whose text holds no such rule, and cites none there).

An effect that chooses objects to move as it applies (devour, "exile a card from a
graveyard") is one effect per way of choosing, all of one family: applying one way is the
family's one opportunity (614.5), and declining is one choice for all of them. A way that
chooses an object the event already moves (entering at the same time, 614.13a, or chosen by
an effect already applied, 614.13b; the events still queued included, 616.1) is no way.
Cites the ruleset key ``choosing_objects``.
"""
from __future__ import annotations

from collections.abc import Hashable

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule, bits
from mtglogic.vocabulary.events import Event


class ChoosingObjects(ProcessRule):
    """614.13a-b: ways that choose a moving object are no way; a family's one opportunity."""

    key = "choosing_objects"

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        effects = core.effects
        # the other ways to apply the same effect: one opportunity for them all
        self.family = [sum(1 << j for j, o in enumerate(effects)
                           if o.family and o.family == e.family and j != i)
                       for i, e in enumerate(effects)]
        self.picking = any(e.pick for e in effects)

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        return rules.has(cls.key) and any(e.family or e.pick for e in effects)

    def context(self, state: State) -> Hashable:
        return self.core.moving(state) if self.picking else frozenset()

    def candidates(self, state: State, context: Hashable, mask: int) -> int:
        assert isinstance(context, frozenset)
        if not context:
            return mask
        effects = self.effects
        return mask & ~sum(1 << i for i in bits(mask) if context & set(effects[i].pick))

    def declines(self, optional: list[int], context: Hashable) -> list[int]:
        effects = self.effects
        seen: set[str] = set()
        kept = []
        for idx in optional:
            family = effects[idx].family
            if family and family in seen:
                continue
            kept.append(idx)
            if family:
                seen.add(family)
        return kept

    def chosen(self, before: State, choice: Choice, after: State) -> State:
        extra = self.family[choice.effect]
        return after._replace(used=after.used | extra) if extra else after
