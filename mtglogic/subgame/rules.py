"""The subgame section of a ruleset: rule numbers and the differences between rulesets.

The engine never branches on the ruleset id; everything that differs between cr-2011
(rule 715) and cr-2026 (rule 728) is read here from ``ruleset.yaml``.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.ruleset import Ruleset, SectionCache
from mtglogic.node import Node

RULE_KEYS = ("definition", "separate", "start", "short_deck", "outside", "leave_triggers", "end",
             "finish_spell", "nesting", "player_counters", "shuffle", "first_player",
             "opening_hand", "mulligan", "starting_plane", "sba_life", "sba_draw", "sba_poison",
             "apnap", "replacement")
OPTIONAL_RULE_KEYS = ("replacement",)

# What each rule key means, in our words, for ``--explain``.
EXPLAIN = {
    "definition": "a subgame is a separate game created by an effect; the main game waits",
    "separate": "effects of one game mean nothing in the other, except what the creating "
                "effect says",
    "start": "new zones are made; each main-game library becomes the subgame library, "
             "shuffled; nothing else moves but the variant objects",
    "short_deck": "a player who could not draw a full opening hand loses at the first upkeep's "
                  "state-based action check, whatever the mulligans",
    "outside": "main-game objects and cards outside the main game are outside the subgame",
    "leave_triggers": "a card brought in from a main game triggers that game's leave-zone "
                      "abilities; they wait until that game resumes",
    "end": "each player's cards in the subgame, except in its command zone, go to their "
           "main-game library, shuffled; other subgame objects cease to exist",
    "finish_spell": "the spell that created the subgame finishes resolving, then waiting "
                    "main-game triggers go on the stack",
    "nesting": "a subgame can start inside a subgame, which is its main game",
    "player_counters": "counters a player has in the main game stay there; subgame counters "
                       "vanish at the end",
    "shuffle": "each player shuffles their deck",
    "first_player": "a random player goes first",
    "opening_hand": "each player draws an opening hand",
    "mulligan": "a mulligan shuffles the hand back and draws a new one",
    "starting_plane": "the starting player turns the top card of their planar deck face up "
                      "until a plane shows",
    "sba_life": "a player with 0 or less life loses",
    "sba_draw": "a player who drew from an empty library loses",
    "sba_poison": "a player with too many poison counters loses",
    "apnap": "simultaneous triggers go on the stack in active player, nonactive player order",
    "replacement": "an effect of the game where a card moves sends it elsewhere instead",
}


@dataclass(frozen=True)
class VariantRule:
    """Where a variant object's move in and back is written (``end`` None: no rule)."""

    start: str
    end: str | None
    gap: str = ""


@dataclass(frozen=True)
class SubgameRules:
    """The ruleset's subgame data, validated."""

    ruleset_id: str
    cite: dict[str, str]
    opening_hand_size: int
    poison_limit: int
    starting_life: dict[str, int]
    mulligan_style: str
    free_first_mulligan: bool
    counters_stay: bool
    decks: dict[str, VariantRule]
    vanguard: VariantRule
    commander: VariantRule

    def rule(self, key: str) -> str:
        return self.cite[key]

    def rule_if_any(self, key: str) -> str | None:
        """The rule of ``key``, or None where the ruleset gives none."""
        return self.cite.get(key)


def _variant(node: Node) -> VariantRule:
    node.mapping(allowed=("start", "end", "gap"), required=("start", "end"))
    end = node["end"]
    gap = node.get("gap")
    return VariantRule(node["start"].as_str(), None if end.value is None else end.as_str(),
                       gap.as_str() if gap is not None else "")


def parse_rules(ruleset: Ruleset) -> SubgameRules:
    """Read and check the ``subgame`` section of ``ruleset``."""
    root = ruleset.section("subgame").mapping(
        allowed=("rules", "opening_hand_size", "poison_limit", "starting_life", "mulligan",
                 "player_counters", "supplementary_decks", "vanguard", "commander"),
        required=("rules", "opening_hand_size", "poison_limit", "starting_life", "mulligan",
                  "player_counters", "supplementary_decks", "vanguard", "commander"))
    cite_node = root["rules"].mapping(allowed=RULE_KEYS, required=tuple(
        k for k in RULE_KEYS if k not in OPTIONAL_RULE_KEYS))
    mulligan = root["mulligan"].mapping(allowed=("style", "free_first_in_multiplayer"),
                                        required=("style", "free_first_in_multiplayer"))
    counters = root["player_counters"].mapping(allowed=("stay_in_main_game",),
                                               required=("stay_in_main_game",))
    return SubgameRules(
        ruleset_id=ruleset.id,
        cite={key: node.as_str() for key, node in cite_node.items()},
        opening_hand_size=root["opening_hand_size"].as_int(minimum=0, maximum=100),
        poison_limit=root["poison_limit"].as_int(minimum=1, maximum=1000),
        starting_life={k: v.as_int(maximum=10**6) for k, v in root["starting_life"].items()},
        mulligan_style=mulligan["style"].as_str(("paris", "london")),
        free_first_mulligan=mulligan["free_first_in_multiplayer"].as_bool(),
        counters_stay=counters["stay_in_main_game"].as_bool(),
        decks={k: _variant(v) for k, v in root["supplementary_decks"].items()},
        vanguard=_variant(root["vanguard"]),
        commander=_variant(root["commander"]),
    )


_PARSED = SectionCache("subgame", parse_rules)


def rules_for(ruleset: Ruleset) -> SubgameRules:
    """The parsed subgame rules of ``ruleset`` (kept by its id and the section's content)."""
    return _PARSED(ruleset)
