"""What never happens is modified by no effect (614.7, in both rulesets).

A replacement effect that would replace an event that never happens does nothing (614.7).
A "can't" effect written with ``never_happens: true`` says its event never happens at all:
the 2011 rules' indestructible (700.4: rules and effects can't destroy the permanent), so a
regeneration shield on an indestructible permanent is not used by its destruction (the
period's rulings on indestructible say the same). No effect, not even a self-replacement
one, is a candidate for such a part. cr-2026 doesn't need it: its indestructible is a
"can't" modified only by self-replacement effects (614.17c). Cites the ruleset key
``no_event``.
"""
from __future__ import annotations

from mtglogic.replacement.part import Part
from mtglogic.replacement.process_rules.base import Core, ProcessRule, bits


class NeverHappens(ProcessRule):
    """614.7: a part that never happens has no candidates."""

    key = "never_happens"
    cites = ("no_event",)
    order = 21  # beside 614.17c's narrowing, before 616.1g reads the candidates

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.dropped = 0  # the effects left with nothing to modify (a mask)

    def intern(self, part: Part) -> Part:
        if part.blocked is None or not part.candidates \
                or not self.core.cants[part.blocked].spec.never_happens:
            return part
        self.dropped |= part.candidates
        return part.narrowed(0, 0)

    def explain(self) -> list[str]:
        if not self.dropped:
            return []
        left = ", ".join(self.effects[i].id for i in bits(self.dropped))
        return [f"what never happens has no replacement effect ({self.cite('no_event')}): "
                f"{left} has nothing to modify"]
