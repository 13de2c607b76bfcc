"""Combat rules sentences drafted into the combat words (issue 19, item 5).

Each expected definition is written by hand from the real card's Oracle sentence and the
rule it follows: whom a creature can't attack (508.1b-c), restrictions unless the
declaration meets a condition (508.1c, 509.1b), attacking alone (506.5), blockers by number
and by relative power (509.1b), the costs to attack (508.1h; 508.1g in 2011) and to block
(509.1d), limits on a whole combat, a requirement on every blocker (509.1c), defender
(702.3b), transforming (701.27a). "You" is the ability's controller (109.5); "this
creature's power" is the source's, read when the rule is used. A sentence the drafter
can't read exactly stays as text.
"""
from __future__ import annotations

import pytest
from test_drafting_rules_effects import static_body

from mtglogic.drafting import OracleCard, draft

CREATURE = "Creature \u2014 Beast"
SELF = {"self": True}
CREATURES = {"type": "creature"}
SELF_POWER = {"power": "self"}


@pytest.mark.parametrize("text, type_line, expected", [
    # Dandân (and Sea Monster, Giant Shark...): the defending player's Island, checked as
    # attackers are declared (508.1c), not a condition on the board
    ("This creature can't attack unless defending player controls an Island.", CREATURE,
     {"applies_to": SELF,
      "rules": [{"cant_attack_unless": {"defending_player_controls": {"subtype": "Island"}}}]}),
    # Goblin Goon: more creatures than the defending (attacking) player
    ("This creature can't attack unless you control more creatures than defending player.",
     CREATURE, {"applies_to": SELF,
                "rules": [{"cant_attack_unless": {"more_creatures_than": "defending_player"}}]}),
    ("This creature can't block unless you control more creatures than attacking player.",
     CREATURE, {"applies_to": SELF,
                "rules": [{"cant_block_unless": {"more_creatures_than": "attacking_player"}}]}),
    # Scarred Puma: another creature, black or green, declared as an attacker too
    ("This creature can't attack unless a black or green creature also attacks.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_attack_unless": {"also_attacks": {
         "type": "creature", "color": ["black", "green"]}}}]}),
    # Militia Rallier: 506.5's "attacks alone"
    ("This creature can't attack alone.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_attack_alone": True}]}),
    # Form of the Dragon: "you" is its controller; the subject read by the grammar, after
    # the layers (613.11): creatures without flying on the final board
    ("Creatures without flying can't attack you.", "Enchantment",
     {"applies_to": {"type": "creature", "not": {"keyword": "flying"}},
      "rules": [{"cant_attack_player": {"players": "you"}}]}),
    # Teferi's Moat: the chosen color, a choice of the object
    ("Creatures of the chosen color without flying can't attack you.", "Enchantment",
     {"applies_to": {"type": "creature", "color": {"chosen": "color"},
                     "not": {"keyword": "flying"}},
      "rules": [{"cant_attack_player": {"players": "you"}}]}),
    # Storm, Windrider: two restrictions on fliers, whom they attack and whom they block
    ("Creatures with flying can't attack you or block creatures you control.", "Enchantment",
     {"applies_to": {"type": "creature", "keyword": "flying"},
      "rules": [{"cant_attack_player": {"players": "you"}},
                {"cant_block_creatures": {"type": "creature", "controller": "you"}}]}),
    # Propaganda, Windborn Muse: each creature attacking you costs {2} (508.1h)
    ("Creatures can't attack you unless their controller pays {2} for each creature they "
     "control that's attacking you.", "Enchantment",
     {"applies_to": CREATURES, "rules": [{"attack_cost": {"mana": "{2}", "players": "you"}}]}),
    # Baird, Steward of Argive: and the planeswalkers you control
    ("Creatures can't attack you or planeswalkers you control unless their controller pays "
     "{1} for each of those creatures.", "Enchantment",
     {"applies_to": CREATURES, "rules": [{"attack_cost": {
         "mana": "{1}", "players": "you", "planeswalkers": True}}]}),
    # Archangel of Tithes: while it is untapped (611.3a); while it attacks, a block cost
    ("As long as this creature is untapped, creatures can't attack you or planeswalkers you "
     "control unless their controller pays {1} for each of those creatures.", CREATURE,
     {"condition": {"exists": {"self": True, "tapped": False}}, "applies_to": CREATURES,
      "rules": [{"attack_cost": {"mana": "{1}", "players": "you", "planeswalkers": True}}]}),
    ("As long as this creature is attacking, creatures can't block unless their controller "
     "pays {1} for each of those creatures.", CREATURE,
     {"condition": {"exists": {"self": True, "attacking": True}}, "applies_to": CREATURES,
      "rules": [{"block_cost": {"mana": "{1}"}}]}),
    # Rampaging Ceratops, Troll of Khazad-dum: at least three blockers (509.1b)
    ("This creature can't be blocked except by three or more creatures.", CREATURE,
     {"applies_to": SELF, "rules": [{"min_blockers": 3}]}),
    # Neurok Spy: a landwalk-like restriction on the defending player's permanents
    ("This creature can't be blocked as long as defending player controls an artifact.",
     CREATURE, {"applies_to": SELF, "rules": [{"cant_be_blocked_if": {
         "defending_player_controls": {"type": "artifact"}}}]}),
    # Formation Breaker, Shrill Howler: blockers with less power than the source's
    ("Creatures with power less than this creature's power can't block it.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_be_blocked": {"by": {
         "type": "creature", "power": {"lt": SELF_POWER}}}}]}),
    # Prehistoric Pet: "greater power" than its own
    ("This creature can't be blocked by creatures with greater power.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_be_blocked": {"by": {
         "type": "creature", "power": {"gt": SELF_POWER}}}}]}),
    # Spitfire Handler: the creatures it can't block
    ("This creature can't block creatures with power greater than this creature's power.",
     CREATURE, {"applies_to": SELF, "rules": [{"cant_block_creatures": {
         "type": "creature", "power": {"gt": SELF_POWER}}}]}),
    # Delney, Streetwise Lookout: both groups by power, read by the grammar
    ("Creatures you control with power 2 or less can't be blocked by creatures with power 3 "
     "or greater.", "Enchantment",
     {"applies_to": {"type": "creature", "controller": "you", "power": {"le": 2}},
      "rules": [{"cant_be_blocked": {"by": {"type": "creature", "power": {"ge": 3}}}}]}),
    # Flopsie, Bumi's Buddy: "each creature you control with power 4 or greater"
    ("Each creature you control with power 4 or greater can't be blocked by more than one "
     "creature.", "Enchantment",
     {"applies_to": {"type": "creature", "controller": "you", "power": {"ge": 4}},
      "rules": [{"max_blockers": 1}]}),
    # Dueling Grounds: a limit on the whole attack, every player's (508.1c)
    ("No more than one creature can attack each combat.", "Enchantment",
     {"rules": [{"max_attackers": {"players": "each", "count": 1}}]}),
    ("No more than one creature can block each combat.", "Enchantment",
     {"rules": [{"max_blocking": {"players": "each", "count": 1}}]}),
    # Taunting Elf (Lure's ability printed on a creature): a requirement on each blocker
    ("All creatures able to block Test Card do so.", CREATURE,
     {"applies_to": SELF, "rules": [{"must_be_blocked_by_all": True}]}),
    # Bristlepack Sentry: the permission while the grammar's condition holds (702.3b)
    ("As long as you control a creature with power 4 or greater, this creature can attack "
     "as though it didn't have defender.", CREATURE,
     {"condition": {"exists": {"type": "creature", "power": {"ge": 4}, "controller": "you"}},
      "applies_to": SELF, "rules": [{"attacks_despite_defender": True}]}),
    # Bound by Moonsilver: three restrictions on the enchanted creature
    ("Enchanted creature can't attack, block, or transform.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True}, "rules": [
         {"cant_attack": True}, {"cant_block": True}, {"cant_transform": True}]}),
    # Technodrome: while its own power (after the layers) is less than 6 (611.3a)
    ("This creature can't attack or block unless its power is 6 or greater.", CREATURE,
     {"condition": {"not": {"exists": {"self": True, "power": {"ge": 6}}}},
      "applies_to": SELF, "rules": [{"cant_attack": True}, {"cant_block": True}]}),
    # Stature, Size Shifter: while her power is 1 or less
    ("This creature can't be blocked if her power is 1 or less.", CREATURE,
     {"condition": {"exists": {"self": True, "power": {"le": 1}}},
      "applies_to": SELF, "rules": [{"cant_be_blocked": True}]}),
    # Sacred Knight: a blocker that is black, red, or both (105.2)
    ("This creature can't be blocked by black and/or red creatures.", CREATURE,
     {"applies_to": SELF, "rules": [{"cant_be_blocked": {"by": {
         "type": "creature", "color": ["black", "red"]}}}]}),
    # Tetsuko Umezawa: power 1 or less, or toughness 1 or less
    ("Creatures you control with power or toughness 1 or less can't be blocked.",
     "Enchantment", {"applies_to": {"type": "creature", "controller": "you", "any": [
         {"power": {"le": 1}}, {"toughness": {"le": 1}}]},
         "rules": [{"cant_be_blocked": True}]}),
    # The Lion-Turtle: a count of Lesson cards in your graveyard (205.3), unless it is 3+
    ("This creature can't attack or block unless there are three or more Lesson cards in "
     "your graveyard.", CREATURE,
     {"condition": {"not": {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                              "subtype": ["Lesson"]}}, 3]}},
      "applies_to": SELF, "rules": [{"cant_attack": True}, {"cant_block": True}]}),
    # Whispersilk Cloak: the rules predicate first, then the ability granted (layer 6)
    ("Equipped creature can't be blocked and has shroud.", "Artifact \u2014 Equipment",
     {"applies_to": {"equipped": True}, "effects": [{"add_abilities": ["shroud"]}],
      "rules": [{"cant_be_blocked": True}]}),
])
def test_combat_sentences(text: str, type_line: str, expected: dict) -> None:
    assert static_body(text, type_line) == expected


def test_the_card_s_name_is_the_card_itself() -> None:
    # the card's own name is the card itself, and its power the source's (201.5)
    assert static_body("Spitfire Handler can't block creatures with power greater than "
                       "Spitfire Handler's power.", CREATURE, "Spitfire Handler") == \
        {"applies_to": SELF, "rules": [{"cant_block_creatures": {
            "type": "creature", "power": {"gt": SELF_POWER}}}]}


def test_a_short_name_before_the_is_the_card_itself() -> None:
    # Gollum the Abandoned's "Gollum can't block." (201.5c: a shortened name is the card's)
    assert static_body("Gollum can't block.", CREATURE, "Gollum the Abandoned") == \
        {"applies_to": SELF, "rules": [{"cant_block": True}]}


def test_a_subtype_before_the_is_not_a_short_name() -> None:
    # Noggle the Mind makes the enchanted creature a Noggle: the subtype, not the Aura
    body = static_body("Enchanted creature loses all abilities and is a colorless Noggle "
                       "with base power and toughness 1/1.", "Enchantment \u2014 Aura",
                       "Noggle the Mind")
    assert body["effects"][0] == {"set_creature_types": ["Noggle"]}


@pytest.mark.parametrize("text", [
    # Graxiplon: "three or more creatures that share a creature type": no selector says it
    "This creature can't be blocked unless defending player controls three or more "
    "creatures that share a creature type.",
    # Collective Restraint: X is the number of basic land types: the cost is no amount
    "Creatures can't attack you unless their controller pays {X} for each creature they "
    "control that's attacking you, where X is the number of basic land types among lands "
    "you control.",
    # Myr Prototype: a cost by counters, no amount word for it
    "This creature can't attack or block unless you pay {1} for each +1/+1 counter on it.",
    # Pompous Gadabout: "creatures that don't have a name" is no group the drafter reads
    "This creature can't be blocked by creatures that don't have a name.",
    # an attacker's condition the drafter doesn't read ("a multicolored creature")
    "This creature can't attack unless a multicolored creature also attacks.",
    # another creature's power ("its" is the Ogre's, not the source's): not read
    "Enchanted creature can't block if its power is 2 or less.",
    # "except by" one creature is no restriction the word holds (two at least)
    "This creature can't be blocked except by one or more creatures.",
])
def test_what_is_not_read_stays_as_text(text: str) -> None:
    result = draft(OracleCard("Test Card", text, CREATURE, "{1}", "1", "1"))
    assert result.untranslated == [text]
