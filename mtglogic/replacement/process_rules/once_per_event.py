"""A prevention's or replacement's additional effect happens once per event (615.5, 614.5;
the same numbers in 2011).

An effect that modifies several parts of one event (damage from two blockers, 510.2) does
what it adds besides ("prevent that damage and remove a +1/+1 counter") once, not once per
part: the added events are those of one part, and an amount that counts what was prevented
("put that many counters") takes it added up over the parts. Cites the ruleset keys
``prevention_extra`` and ``one_opportunity`` (the explanation names them where an effect
adds events). Without the rule, each part modified adds its own events.
"""
from __future__ import annotations

from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.process_rules.base import Added, ProcessRule, StepNote
from mtglogic.vocabulary.events import Damage, Event


class OncePerEvent(ProcessRule):
    """The events an effect adds, once for the event however many parts it modified."""

    key = "once_per_event"
    cites = ("prevention_extra", "one_opportunity")
    order = 110

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """A prevention that adds events while it prevents several parts of the damage:
        what it adds happens once (615.5)."""
        action = self.effects[choice.effect].spec.action
        if not choice.apply or action is None or action.key not in ("prevent", "shield"):
            return None
        bit = 1 << choice.effect
        ids = [p for p in self.core.open_parts(before) if self.parts[p].candidates & bit
               and isinstance(self.parts[p].event, Damage)]
        cited = self.cite("prevention_extra")
        if not cited or len(ids) < 2 or not any(self.core.adds(choice.effect, p) for p in ids):
            return None
        return StepNote(rules=(cited,))

    def added(self, follows: list[Added]) -> list[Event] | None:
        """One part's added events; those that take the amount prevented take the sum."""
        if not follows:
            return None
        first, summed = follows[0]
        return [e.with_amount(sum(f[0][j].amount for f in follows))
                if summed[j] and e.has_amount() else e for j, e in enumerate(first)]
