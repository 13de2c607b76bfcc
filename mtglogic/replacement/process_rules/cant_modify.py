"""What can't happen is modified only by self-replacement effects (614.17c, cr-2026).

When a "can't" effect stops a part, or keeps off an entering permanent every counter an
effect would change, only self-replacement effects (614.15) may modify it; other effects
are not candidates for it. cr-2011 has no such rule: every applicable effect may modify it.
Cites the ruleset key ``cant``.
"""
from __future__ import annotations

from mtglogic.replacement.model import Effect
from mtglogic.replacement.part import Part
from mtglogic.replacement.process_rules.base import Core, ProcessRule, bits


class CantModify(ProcessRule):
    """614.17c: candidates of a part that can't happen are its self-replacement effects."""

    key = "cant_modify"
    cites = ("cant",)
    order = 20  # it narrows a part's candidates before 616.1g reads them

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.dropped = 0  # the effects kept from modifying what can't happen (a mask)

    def intern(self, part: Part) -> Part:
        if part.blocked is None and part.kept_off is None:
            return part
        effects = self.effects
        dropped = sum(1 << i for i in bits(part.candidates)
                      if not effects[i].spec.self_replacement
                      and (part.blocked is not None or _only_kept_off(effects[i], part)))
        self.dropped |= dropped
        return part.narrowed(part.candidates & ~dropped, part.inner) if dropped else part

    def explain(self) -> list[str]:
        if not self.dropped:
            return []
        kept = ", ".join(self.effects[i].id for i in bits(self.dropped))
        return [f"what can't happen is modified only by self-replacement effects "
                f"({self.cite('cant')}): not by {kept}"]


def _only_kept_off(eff: Effect, part: Part) -> bool:
    """Whether the effect would modify only counters that a "can't" effect keeps off the
    permanent entering."""
    kinds = eff.spec.watch.entering_counters(part.event)
    return part.kept_off is not None and bool(kinds) and set(kinds) <= set(part.kept_off[0])
