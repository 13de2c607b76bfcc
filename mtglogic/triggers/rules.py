"""The rules of triggered abilities (603) and state-based actions (704), as ruleset data.

Read from the ``triggers:`` section of ``ruleset.yaml``: ``rules`` gives the numbers the
engine cites (null where the ruleset has no such rule: 603.2d and 603.12 came after
2011), ``look_back`` which trigger events look back in time (603.10a-f; the shorter list
of 603.6d in 2011), ``dies_creatures_only`` whether "dies" is said of creatures only
(700.6 in 2011; any permanent in 700.4 today), ``state_based`` the state-based actions
the engine performs (704.5), ``poison_limit`` (704.5c) and ``keywords`` the keyword
abilities that are triggered abilities, each with its rule and its meaning written as a
triggered ability (persist 702.79a; 702.77a in 2011); and from ``word_rules:`` the rules of
each trigger event word. The engine never looks at the ruleset's id.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from mtglogic.deferred import deferred
from mtglogic.errors import ConsistencyError
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node
from mtglogic.vocabulary.registry import TRIGGERS
from mtglogic.vocabulary.word_rules import word_rules

if TYPE_CHECKING:
    from mtglogic.vocabulary.triggers import TriggerSpec

# The words of triggers, loaded when the section is read (a card's keyword is looked up
# without them: ``keyword_trigger``).
_triggers = deferred("mtglogic.vocabulary.triggers")

SECTION = "triggers"
RULE_KEYS = ("trigger", "step_begins", "occurrences", "additional", "becomes",
             "actually_occurs", "once_each_turn", "controller", "intervening_if", "optional",
             "enters", "entering_characteristics", "leaves", "delayed", "delayed_once",
             "delayed_controller", "state", "loses_game", "reflexive", "rules_effects", "cant",
             "game_over", "last_opponent", "win_and_lose", "draw_game", "stack_order",
             "stack_apnap", "resolve_top", "targets_chosen", "modes_chosen", "targeting", "target_legality",
             "instructions", "find_it", "new_object", "hexproof", "shroud",
             "protection_targets", "stack_second_part", "countering", "choices", "unless",
             "unless_cost", "unless_cost_you", "change_targets", "single_target",
             "no_attackers", "turn_draw", "leaves_game")
STATE_BASED_KEYS = ("check", "simultaneous_leaving", "life", "empty_library", "poison",
                    "token_elsewhere", "toughness", "lethal_damage", "deathtouch", "loyalty",
                    "legend", "planeswalker_uniqueness", "aura", "attachment",
                    "counters_cancel", "saga", "indestructible")
SECTION_KEYS = ("rules", "look_back", "dies_creatures_only", "state_based", "poison_limit",
                "keywords")
KEYWORD_KEYS = ("rule", "triggered")


@dataclass(frozen=True)
class TriggerRules:
    """A ruleset's rules of triggers and state-based actions (numbers by key; "" where the
    ruleset has no such rule)."""

    ruleset: str
    rules: dict[str, str] = field(default_factory=dict)
    look_back: dict[str, str] = field(default_factory=dict)
    state_based: dict[str, str] = field(default_factory=dict)
    dies_creatures_only: bool = False
    poison_limit: int = 10
    keywords: dict[str, TriggerSpec] = field(default_factory=dict)
    events: dict[str, tuple[str, ...]] = field(default_factory=dict)  # a trigger word's rules

    def cite(self, key: str) -> str:
        return self.rules.get(key, "")

    def of_event(self, word: str) -> tuple[str, ...]:
        """The rules of a trigger event word (its ``word_rules`` entry: 603.6a for
        ``enters``)."""
        return self.events.get(word, ())

    def sba(self, key: str) -> str:
        """The number of a state-based action ("" where the ruleset has none)."""
        return self.state_based.get(key, "")

    def needs(self, key: str, what: str) -> str:
        """The rule of ``key``, or a located refusal when the ruleset has none."""
        rule = self.cite(key)
        if not rule:
            raise ConsistencyError(f"{what}: no rule of {self.ruleset} says so")
        return rule


def _numbers(node: Node, keys: tuple[str, ...]) -> dict[str, str]:
    """A table of rule numbers by key; null: the ruleset has no such rule."""
    return {key: value.as_str() for key, value in node.mapping(allowed=keys).items()
            if value.value is not None}


def _keywords(node: Node) -> dict[str, TriggerSpec]:
    """Keyword abilities that are triggered abilities: each keyword's rule and the triggered
    ability it means, as a card would write it (its text cites the rule)."""
    found = {}
    for keyword, item in node.mapping().items():
        item.mapping(allowed=KEYWORD_KEYS, required=KEYWORD_KEYS)
        rule = item["rule"].as_str()
        spec = _triggers().compile_trigger(item["triggered"])
        found[keyword.lower()] = replace(spec, rule=rule,
                                         text=f"{keyword} ({rule}): {spec.text}")
    return found


def parse_trigger_rules(section: Node, ruleset_id: str) -> TriggerRules:
    """Validate the ``triggers`` section of a ruleset (located errors)."""
    section.mapping(allowed=SECTION_KEYS, required=("rules", "look_back", "state_based"))
    rules = _numbers(section["rules"], RULE_KEYS)
    for key in ("trigger", "controller", "occurrences"):
        if key not in rules:
            section["rules"].fail(f"the rules of triggers need `{key}`")
    return TriggerRules(
        ruleset_id, rules, _numbers(section["look_back"], _triggers().LOOK_BACKS),
        _numbers(section["state_based"], STATE_BASED_KEYS),
        section["dies_creatures_only"].as_bool() if "dies_creatures_only" in section
        else False,
        section["poison_limit"].as_int(1, 1000) if "poison_limit" in section else 10,
        _keywords(section["keywords"]) if "keywords" in section else {})


_PARSED: dict[int, tuple[Node, TriggerRules]] = {}


def trigger_rules(ruleset: Ruleset) -> TriggerRules:
    """The rules of triggers of a ruleset (its section parsed once); a ruleset without a
    ``triggers:`` section (a folder of one's own) has none of them, which is refused where
    a trigger is met."""
    if SECTION not in ruleset.sections:
        return TriggerRules(ruleset.id)
    section = ruleset.section(SECTION)
    found = _PARSED.get(id(section))
    if found is None or found[0] is not section:
        table = word_rules(ruleset)
        events = {word.name: table.get(word.rule, ()) for word in TRIGGERS}
        found = _PARSED[id(section)] = (section, replace(
            parse_trigger_rules(section, ruleset.id), events=events))
    return found[1]


def keyword_trigger(ruleset: Ruleset, keyword: str) -> TriggerSpec | None:
    """The triggered ability a keyword ability is in the ruleset (persist, 702.79a today,
    702.77a in 2011), or None; a keyword the section's ``keywords`` do not name is answered
    from their names, without reading the section."""
    if SECTION not in ruleset.sections:
        return None
    section = ruleset.section(SECTION)
    named = section["keywords"].value if "keywords" in section else None
    if not isinstance(named, dict) or keyword.lower() not in {str(k).lower() for k in named}:
        return None
    return trigger_rules(ruleset).keywords.get(keyword.lower())


__all__ = ["SECTION", "TriggerRules", "keyword_trigger", "parse_trigger_rules",
           "trigger_rules"]
