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
from mtglogic.replacement.process_rules.base import Core, ProcessRule, StepNote, bits
from mtglogic.vocabulary.events import Event


class ChoosingObjects(ProcessRule):
    """614.13a-b: ways that choose a moving object are no way; a family's one opportunity."""

    key = "choosing_objects"
    cites = ("choosing_objects",)
    order = 80

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

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """A way to apply an effect that chooses objects (614.13a-b; none where the
        ruleset's text holds no such rule), but for one of several ways to enter."""
        effect = self.effects[choice.effect]
        action = effect.spec.action
        cited = self.cite("choosing_objects")
        if not effect.family or not cited or (action is not None
                                              and action.cites == "entering_choice"):
            return None
        return StepNote(rules=(cited,))

    def chosen(self, before: State, choice: Choice, after: State) -> State:
        extra = self.family[choice.effect]
        return after._replace(used=after.used | extra) if extra else after
