"""Excess damage dealt elsewhere (120.4a in cr-2026; cr-2011's damage sequence, 119.4, has
no such step).

Damage whose effect sends its excess elsewhere (``excess_to``) is split, before any
replacement or prevention effect sees it, by the lethal damage of its recipient (after
damage already marked and damage dealt at the same time; 1 with deathtouch), its loyalty
or its defense. Cites the ruleset key ``damage_excess``. A ruleset that does not list the
rule refuses such damage instead of ignoring where its excess goes, naming the ruleset's
damage sequence (its key ``damage_sequence``).
"""
from __future__ import annotations

from mtglogic.errors import ConsistencyError
from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Effect
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.damage import split_excess
from mtglogic.vocabulary.events import Damage, Event


class ExcessDamage(ProcessRule):
    """120.4a: the excess is split off first (``split``: the event as split)."""

    key = "excess_damage"
    cites = ("damage_excess", "damage_sequence")
    order = 10  # it splits the written event before any other rule sees it

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.split: tuple[Event, ...] = ()

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        if not any(isinstance(p, Damage) and p.excess_to for p in event):
            return False
        if not rules.has(cls.key):
            sequence = rules.cite("damage_sequence") or "no rule"
            raise ConsistencyError(f"excess damage dealt elsewhere (excess_to) is not a rule "
                                   f"of {rules.ruleset}: its damage sequence ({sequence}) "
                                   f"has no such step")
        return True

    def begin(self, event: tuple[Event, ...]) -> tuple[Event, ...]:
        self.split = split_excess(event, self.world)
        return self.split

    def explain(self) -> list[str]:
        return [f"first, excess damage is dealt where its effect says "
                f"({self.cite('damage_excess')}): " + " + ".join(p.short() for p in self.split)]
