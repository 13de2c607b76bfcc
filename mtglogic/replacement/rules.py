"""The choice rule of 616.1 as ruleset data: tiers in order, the rules of the process, numbers.

Read from the ``replacement:`` section of ``ruleset.yaml``; the engine never looks at the
ruleset id. ``tiers`` lists the steps of 616.1 in order (each names the kind of effect it
forces first; the last, ``any``, lets any applicable effect be chosen). ``process`` lists
the rules of the process the ruleset has, by the keys of ``process_rules`` (120.4a,
616.1g and 614.17c are cr-2026 only); ``rules`` gives the rule numbers cited, and
``keyword_effects`` the effects that keyword abilities make by rule (``keywords.py``),
``counter_effects`` those counters make (``counter_effects.py``: 122.1c, 122.1h),
``printed_counters`` the counters a permanent enters with by rule (``printed_counters.py``:
306.5b, 310.4b).
"""
from __future__ import annotations

from mtglogic.model.ruleset import Ruleset, SectionCache
from mtglogic.node import Node
from mtglogic.replacement.choice import ChoiceRules, Tier
from mtglogic.replacement.counter_effects import parse_counter_rule
from mtglogic.replacement.keywords import parse_keyword_rule
from mtglogic.replacement.printed_counters import parse_printed_counter_rule
from mtglogic.replacement.process_rules import RULE_CITES, RULE_NAMES
from mtglogic.vocabulary.actions import CITED_RULES as ACTION_KEYS
from mtglogic.vocabulary.cast_record import RULE_KEYS as CAST_RECORD_KEYS

__all__ = ["ChoiceRules", "Tier", "choice_rules", "parse_rules"]

TIER_KINDS = ("self_replacement", "control", "copy", "back_face", "any")
# The keys of the table the core follows (616.1, 101.4, 616.1f, 614.5, 614.7, 616.2, ...)
# and those its explanation cites beside the rules of the process (615.12, 609.7a, 111.7,
# 101.1 with 122.2, 707.9e, 701.19c, 704.5a, 704.5c). The others are derived: each rule of
# the process declares its own (``ProcessRule.cites``), the vocabulary those of its actions
# and of the cast record.
CORE_KEYS = ("chooser", "apnap", "repeat", "one_opportunity", "no_event", "no_damage",
             "newly_applicable", "prevent_each_event", "self_replacement_defined", "entering",
             "unpreventable", "chosen_source", "token_elsewhere", "counters_remain",
             "copy_exception",
             "cant_regenerate", "sba_life", "sba_poison", "watches")
REQUIRED_KEYS = ("chooser", "apnap", "repeat", "one_opportunity", "no_event")
RULE_KEYS = tuple(dict.fromkeys(CORE_KEYS + RULE_CITES + ACTION_KEYS
                                + tuple(CAST_RECORD_KEYS.values())))
SECTION_KEYS = ("tiers", "process", "rules", "keyword_effects", "counter_effects",
                "printed_counters", "poison_limit")


def parse_rules(section: Node, ruleset_id: str) -> ChoiceRules:
    """Validate the ``replacement`` section of a ruleset."""
    section.mapping(allowed=SECTION_KEYS, required=("tiers", "process", "rules"))
    tiers = []
    for item in section["tiers"].as_list():
        item.mapping(allowed=("kind", "rule", "name"), required=("kind", "rule"))
        tiers.append(Tier(item["kind"].as_str(TIER_KINDS), item["rule"].as_str(),
                          item["name"].as_str() if "name" in item else item["kind"].as_str()))
    if not tiers or tiers[-1].kind != "any":
        section["tiers"].fail("the last tier must be `any` (any applicable effect may be chosen)")
    process = frozenset(item.as_str(RULE_NAMES) for item in section["process"].as_list())
    rules_node = section["rules"].mapping(allowed=RULE_KEYS, required=REQUIRED_KEYS)
    rules = {key: node.as_str() for key, node in rules_node.items()}
    keywords = tuple(parse_keyword_rule(item) for item in section["keyword_effects"].as_list()) \
        if "keyword_effects" in section else ()
    counters = tuple(parse_counter_rule(item)
                     for item in section["counter_effects"].as_list()) \
        if "counter_effects" in section else ()
    poison = section["poison_limit"].as_int(minimum=1, maximum=1000) \
        if "poison_limit" in section else None
    printed = tuple(parse_printed_counter_rule(item)
                    for item in section["printed_counters"].as_list()) \
        if "printed_counters" in section else ()
    return ChoiceRules(ruleset_id, tuple(tiers), rules, process, keywords, counters,
                       poison_limit=poison, printed_counters=printed)


_PARSED = SectionCache("replacement",
                       lambda ruleset: parse_rules(ruleset.section("replacement"), ruleset.id))


def choice_rules(ruleset: Ruleset) -> ChoiceRules:
    """The 616.1 choice rules of a ruleset (kept by its id and the section's content)."""
    return _PARSED(ruleset)
