"""Effects used up by the event they modify (614.3, 615.3, 615.8; the same numbers in 2011).

An effect of a resolved spell or ability lasts until it is used up or its duration ends
(614.3 for replacement effects, 615.3 for prevention effects). "The next time ... would"
(``once: true``; 615.8 for damage from a source) is used up by the first event it
modifies: when an event is one of a sequence (single draws, 121.2; each object's part,
616.1), the events still to come no longer see it, where without this rule each would give
it a new opportunity (614.5). A shield ("prevent the next N damage", 615.7) that has
prevented all its N damage is used up the same way. An effect that modifies nothing (a
prevention of damage that can't be prevented, 615.12a) is not used up. Cites the ruleset
key ``used_up``.
"""
from __future__ import annotations

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.events import Event


class UsedUp(ProcessRule):
    """614.3, 615.3: an effect used up is no candidate for the events still queued."""

    key = "used_up"
    cites = ("used_up",)
    order = 130

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        """Only where some effect can be used up: "the next time", or a shield."""
        return rules.has(cls.key) and any(e.spec.once or e.binding.shield for e in effects)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.used_up = False  # whether some effect was used up before a later event

    def chosen(self, before: State, choice: Choice, after: State) -> State:
        """The effect applied: if that used it up, the queued events don't see it."""
        if not choice.apply or not after.queue or not self.spent(before, choice, after):
            return after
        self.used_up = True
        bit = 1 << choice.effect
        return after._replace(queue=tuple((parts, count, used | bit)
                                          for parts, count, used in after.queue))

    def explain(self) -> list[str]:
        if not self.used_up:
            return []
        return [f"an effect used up by an event no longer applies to the events after it "
                f"({self.cite('used_up')})"]

    def spent(self, before: State, choice: Choice, after: State) -> bool:
        """Whether applying the effect used it up: a "next time" effect that modified the
        event, a shield that has prevented all its damage."""
        effect = self.effects[choice.effect]
        if effect.spec.once:
            return after.parts != before.parts
        size = effect.binding.shield
        return bool(size) and sum(n for i, n in after.spent if i == choice.effect) >= size
