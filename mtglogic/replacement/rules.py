"""The choice rule of 616.1 as ruleset data: tiers in order, who chooses, rule numbers.

Read from the ``replacement:`` section of ``ruleset.yaml``; the engine never looks at the
ruleset id. ``tiers`` lists the steps of 616.1 in order (each names the kind of effect it
forces first; the last, ``any``, lets any applicable effect be chosen). ``contained_events``
(616.1g, 2026 only), ``cant`` (614.17c, 2026 only) and ``keyword_effects`` (effects that
keyword abilities make by rule, see ``keywords.py``) are optional.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node
from mtglogic.replacement.keywords import KeywordRule, parse_keyword_rule

TIER_KINDS = ("self_replacement", "control", "copy", "back_face", "any")
RULE_KEYS = ("chooser", "apnap", "repeat", "one_opportunity", "no_event", "no_damage",
             "newly_applicable", "shields", "prevent_each_event", "self_replacement_defined",
             "entering", "redirect", "cant", "damage_dealt", "damage_results", "unpreventable",
             "prevention_extra", "single_draws", "draw_number", "draw_sequence", "each_object",
             "entering_cost", "damage_excess", "choosing_objects",
             "combined_costs")
SECTION_KEYS = ("tiers", "contained_events", "cant_blocks_replacement", "rules",
                "keyword_effects")


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
    contained_events: str | None  # rule number, when the ruleset has 616.1g
    cant_blocks_replacement: bool  # 614.17c: only self-replacement effects modify it
    rules: dict[str, str]
    keyword_rules: tuple[KeywordRule, ...] = ()  # effects keywords make (702.16e)

    def cite(self, key: str) -> str:
        return self.rules.get(key, "")

    def tier_of(self, kinds: frozenset[str]) -> int:
        """Index of the first tier whose kind the effect has (``any`` matches every effect)."""
        for index, tier in enumerate(self.tiers):
            if tier.kind in kinds:
                return index
        return len(self.tiers) - 1


def parse_rules(section: Node, ruleset_id: str) -> ChoiceRules:
    """Validate the ``replacement`` section of a ruleset."""
    section.mapping(allowed=SECTION_KEYS, required=("tiers", "rules"))
    tiers = []
    for item in section["tiers"].as_list():
        item.mapping(allowed=("kind", "rule", "name"), required=("kind", "rule"))
        tiers.append(Tier(item["kind"].as_str(TIER_KINDS), item["rule"].as_str(),
                          item["name"].as_str() if "name" in item else item["kind"].as_str()))
    if not tiers or tiers[-1].kind != "any":
        section["tiers"].fail("the last tier must be `any` (any applicable effect may be chosen)")
    contained = section["contained_events"].as_str() if "contained_events" in section else None
    blocks = section["cant_blocks_replacement"].as_bool() if "cant_blocks_replacement" in section \
        else False
    rules_node = section["rules"].mapping(allowed=RULE_KEYS,
                                          required=("chooser", "apnap", "repeat",
                                                    "one_opportunity", "no_event"))
    rules = {key: node.as_str() for key, node in rules_node.items()}
    keywords = tuple(parse_keyword_rule(item) for item in section["keyword_effects"].as_list()) \
        if "keyword_effects" in section else ()
    return ChoiceRules(ruleset_id, tuple(tiers), contained, blocks, rules, keywords)


_CACHE: dict[tuple[str, str], ChoiceRules] = {}


def choice_rules(ruleset: Ruleset) -> ChoiceRules:
    """The 616.1 choice rules of a ruleset (parsed once per ruleset file)."""
    key = (ruleset.id, ruleset.source)
    if key not in _CACHE:
        _CACHE[key] = parse_rules(ruleset.section("replacement"), ruleset.id)
    return _CACHE[key]
