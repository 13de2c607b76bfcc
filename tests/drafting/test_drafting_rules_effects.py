"""Rules effects drafted from Oracle text into the ``rules`` words (issue 19, item 5).

Every expected definition is written by hand from the real card's Oracle sentence and the
rule it follows: restrictions and requirements on attacking and blocking (508.1c-d,
509.1a-c), untapping (502.3; 502.2 in 2011), cost changes (601.2f; 601.2e in 2011),
permissions and prohibitions to play and cast (305.1-2, 601.3, 702.8a, 401.5). "Noncreature
spells cost {1} more" names no player, so it applies to each player's spells; "you cast"
to the controller's. A sentence the drafter can't read exactly stays as text.
"""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def static_body(text: str, type_line: str = "Enchantment", name: str = "Test Card") -> dict:
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))  # the draft loads
    assert not result.untranslated, result.untranslated
    (ability,) = [a.data for a in result.abilities if isinstance(a.data, dict)
                  and "static" in a.data]
    body = dict(ability["static"])
    body.pop("text")
    return body


def untranslated(text: str, type_line: str = "Creature \u2014 Beast") -> list[str]:
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    return draft(OracleCard("Test Card", text, type_line, "{1}", *pt)).untranslated


SELF = {"self": True}
CREATURE = "Creature \u2014 Beast"


@pytest.mark.parametrize("text, type_line, expected", [
    # Pacifism: the enchanted creature, two restrictions (508.1c, 509.1b)
    ("Enchanted creature can't attack or block.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True}, "rules": [{"cant_attack": True},
                                                  {"cant_block": True}]}),
    # Ashenmoor Gouger, Bloodghast: the card itself (201.5)
    ("This creature can't block.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_block": True}]}),
    # Juggernaut: a requirement (508.1d) and a restriction on the blockers (509.1b)
    ("This creature attacks each combat if able.", CREATURE,
     {"applies_to": SELF, "rules": [{"attacks_each_combat": True}]}),
    ("This creature can't be blocked by Walls.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_be_blocked": {"by": {"subtype": "Wall"}}}]}),
    # Bristlebane Outrider's first line: blockers with power 2 or less are left out
    ("This creature can't be blocked by creatures with power 2 or less.", CREATURE,
     {"applies_to": SELF,
      "rules": [{"cant_be_blocked": {"by": {"type": "creature", "power": {"le": 2}}}}]}),
    # Cloud Sprite, Cloud Elemental: it can block only fliers (509.1b)
    ("This creature can block only creatures with flying.", CREATURE,
     {"applies_to": SELF, "rules": [{"blocks_only": {"type": "creature",
                                                      "keyword": "flying"}}]}),
    # Maniacal Rage: a P/T change (layer 7c) and a rules effect, in one sentence
    ("Enchanted creature gets +2/+2 and can't block.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True}, "effects": [{"modify_pt": [2, 2]}],
      "rules": [{"cant_block": True}]}),
    # Charmed Sleep, Frozen Solid: the untap step (502.3)
    ("Enchanted creature doesn't untap during its controller's untap step.",
     "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True}, "rules": [{"doesnt_untap": True}]}),
    # a condition before the subject (611.3a)
    ("As long as you control a Forest, this creature can't be blocked.", CREATURE,
     {"condition": {"exists": {"subtype": "Forest", "controller": "you"}},
      "applies_to": SELF, "rules": [{"cant_be_blocked": True}]}),
    # Great Sable Stag: a static ability of the spell, on the stack (701.6a)
    ("This spell can't be countered.", CREATURE,
     {"applies_to": {"self": True, "zone": "stack"}, "functions_in": ["stack"],
      "rules": [{"cant_be_countered": True}]}),
    # Frenzied Baloth, Surrak Dragonclaw: the controller's creature spells on the stack
    ("Creature spells you control can't be countered.", "Enchantment",
     {"applies_to": {"type": "creature", "controller": "you", "zone": "stack"},
      "rules": [{"cant_be_countered": True}]}),
    # Endoskeleton, Tawnos's Coffin: the controller's choice in the untap step (502.3)
    ("You may choose not to untap this artifact during your untap step.", "Artifact",
     {"applies_to": SELF, "rules": [{"may_not_untap": True}]}),
    # Mouser Mark III: "can't attack unless ...", a restriction while the condition fails
    # (508.1c)
    ("This creature can't attack unless you control another artifact.", CREATURE,
     {"condition": {"not": {"exists": {"other": True, "type": "artifact",
                                       "controller": "you"}}},
      "applies_to": SELF, "rules": [{"cant_attack": True}]}),
])
def test_object_rules_effects(text: str, type_line: str, expected: dict) -> None:
    assert static_body(text, type_line) == expected


@pytest.mark.parametrize("text, expected", [
    # Thalia: no player named, so each player's noncreature spells (601.2f)
    ("Noncreature spells cost {1} more to cast.",
     {"rules": [{"spells_cost": {"players": "each", "spells": {"not": {"type": "creature"}},
                                 "more": "{1}"}}]}),
    # Lodestone Golem: each player's nonartifact spells
    ("Nonartifact spells cost {1} more to cast.",
     {"rules": [{"spells_cost": {"players": "each", "spells": {"not": {"type": "artifact"}},
                                 "more": "{1}"}}]}),
    # Archmage of Runes, Haughty Djinn: the controller's instants and sorceries
    ("Instant and sorcery spells you cast cost {1} less to cast.",
     {"rules": [{"spells_cost": {"players": "you", "spells": {"type": ["instant", "sorcery"]},
                                 "less": "{1}"}}]}),
    # Exploration (305.2)
    ("You may play an additional land on each of your turns.",
     {"rules": [{"additional_land": {"players": "you", "count": 1}}]}),
    # Kutzil, Malamet Exemplar; Voice of Victory: opponents, during your turn (601.3)
    ("Your opponents can't cast spells during your turn.",
     {"condition": {"your_turn": True}, "rules": [{"cant_cast": {"players": "opponents"}}]}),
    # High Fae Trickster (702.8a, 601.3b)
    ("You may cast spells as though they had flash.",
     {"rules": [{"cast_as_though_flash": {"players": "you"}}]}),
    # Future Sight's lines (401.5; 305.1, 601.3)
    ("Play with the top card of your library revealed.",
     {"rules": [{"plays_top_revealed": {"players": "you"}}]}),
    ("You may play lands and cast spells from the top of your library.",
     {"rules": [{"may_play_from": {"players": "you", "from": "top_of_library"}}]}),
    # Ka-Zar of the Savage Land: lands only
    ("You may play lands from the top of your library.",
     {"rules": [{"may_play_from": {"players": "you", "from": "top_of_library",
                                   "cards": {"type": "land"}}}]}),
    # Elven Chorus, Vizier of the Menagerie: creature spells only
    ("You may cast creature spells from the top of your library.",
     {"rules": [{"may_cast_from": {"players": "you", "from": "top_of_library",
                                   "cards": {"type": "creature"}}}]}),
    # Reliquary Tower, Niv-Mizzet, Visionary (402.2)
    ("You have no maximum hand size.",
     {"rules": [{"max_hand_size": {"players": "you", "size": None}}]}),
    # Doctor Octopus, Master Planner
    ("Your maximum hand size is eight.",
     {"rules": [{"max_hand_size": {"players": "you", "size": 8}}]}),
])
def test_player_rules_effects(text: str, expected: dict) -> None:
    assert static_body(text) == expected


@pytest.mark.parametrize("text", [
    # (the defending player's Islands, relative power, "alone" and the costs to attack are
    # read now: tests/drafting/test_drafting_combat.py)
    # (a spell's own cost "for each" is read: tests/drafting/test_drafting_costs.py)
    # (face-down creature spells are read: tests/drafting/test_drafting_spell_order.py)
    # a spells phrase with a word the drafter doesn't read ("that have an Adventure")
    "Permanent spells you cast that have an Adventure cost {1} less to cast.",
])
def test_what_is_not_read_stays_as_text(text: str) -> None:
    assert untranslated(text) == [text]


def test_a_spell_s_own_cost_works_on_the_stack_for_whoever_casts_it() -> None:
    # Academy Journeymage: an ability that changes what its own object costs works on the
    # stack (113.6d), for the player casting it (601.2f), while "you" (its controller, the
    # caster) control a Wizard.
    assert static_body("This spell costs {1} less to cast if you control a Wizard.",
                       "Creature \u2014 Human Wizard") == {
        "condition": {"exists": {"subtype": "Wizard", "controller": "you"}},
        "functions_in": ["stack"],
        "rules": [{"spells_cost": {"players": "each", "spells": {"self": True},
                                   "less": "{1}"}}]}
