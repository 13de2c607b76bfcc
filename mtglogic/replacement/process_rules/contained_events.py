"""Effects on a contained event wait for those on the event containing it (616.1g, cr-2026).

An effect that watches an event contained in another (a permanent entering, inside the
event that creates it as a token) may be chosen only once no effect on the containing
event is left to choose. cr-2011 has no such rule: there any applicable effect may be
chosen. Cites the ruleset key ``contained_events``.
"""
from __future__ import annotations

from mtglogic.replacement.model import State
from mtglogic.replacement.part import Part
from mtglogic.replacement.process_rules.base import ProcessRule, bits
from mtglogic.vocabulary.events import CreateTokens


class ContainedEvents(ProcessRule):
    """616.1g: a part's candidates watching a contained event are its ``inner`` mask."""

    key = "contained_events"
    cites = ("contained_events",)
    order = 30
    concerns = (CreateTokens,)  # the events that contain another (a token's entering)

    def intern(self, part: Part) -> Part:
        effects = self.effects
        inner = sum(1 << i for i in bits(part.candidates)
                    if effects[i].spec.watch.contained(part.event))
        return part.narrowed(part.candidates, inner) if inner else part

    def allowed(self, state: State, mask: int) -> tuple[int, str]:
        parts = self.parts
        outer = 0
        for pid in state.parts:
            outer |= parts[pid].candidates & ~parts[pid].inner
        if outer & mask and outer & mask != mask:
            return outer & mask, self.cite(self.key)
        return mask, ""
