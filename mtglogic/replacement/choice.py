"""The choice rules of a ruleset as the replacement engine reads them (616.1 tiers, cited rules).

``ChoiceRules`` is parsed from the ``replacement:`` section by ``rules.py``; it lives here,
below the rules of the process (``process_rules``), so they can read it and ``rules.py`` can
check the names the ruleset lists against them.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.replacement.counter_effects import CounterRule
from mtglogic.replacement.keywords import KeywordRule
from mtglogic.replacement.printed_counters import PrintedCounterRule


@dataclass(frozen=True)
class Tier:
    """One step of 616.1: effects of this kind must be chosen before later tiers."""

    kind: str
    rule: str
    name: str


@dataclass(frozen=True)
class ChoiceRules:
    """Everything the engine needs from a ruleset to order replacement effects."""

    ruleset: str
    tiers: tuple[Tier, ...]
    rules: dict[str, str]
    process: frozenset[str] = frozenset()  # the rules of the process the ruleset has
    keyword_rules: tuple[KeywordRule, ...] = ()  # effects keywords make (702.16e)
    counter_rules: tuple[CounterRule, ...] = ()  # effects counters make (122.1c, 122.1h)
    # counters a permanent enters with by rule (306.5b loyalty, 310.4b defense)
    printed_counters: tuple[PrintedCounterRule, ...] = ()
    poison_limit: int | None = None  # poison counters a player loses with (704.5c)

    def cite(self, key: str) -> str:
        """The rule number the ruleset's table gives ``key`` ("" when it has none)."""
        return self.rules.get(key, "")

    def has(self, process_rule: str) -> bool:
        """Whether the ruleset lists this rule of the process (``replacement.process``)."""
        return process_rule in self.process

    def tier_of(self, kinds: frozenset[str]) -> int:
        """Index of the first tier whose kind the effect has (``any`` matches every effect)."""
        for index, tier in enumerate(self.tiers):
            if tier.kind in kinds:
                return index
        return len(self.tiers) - 1
