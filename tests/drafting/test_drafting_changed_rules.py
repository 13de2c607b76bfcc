"""Game rules changed by static abilities, drafted from real Oracle text (issue 19, item 5;
drafting/rules_changed.py).

Each expected definition is written by hand from the card's Oracle sentence and the rule
it follows: attacking, blocking and activating (508.1c, 509.1b, 602.5), a second P/T bonus
(613.4c), mana of any type (609.4b), crewing and saddling (702.122a, 702.171a), loyalty
abilities (606.3), hand size and 0 life (402.2, 704.5a), sacrifices (701.21a). What the
drafter can't read exactly stays as text.
"""
from __future__ import annotations

import pytest
from test_drafting_rules_effects import static_body, untranslated

from mtglogic.drafting import OracleCard, draft

CREATURE = "Creature \u2014 Human Pilot"
SELF = {"self": True}
NAME = "Butcher Orgg"  # the card a sentence names


@pytest.mark.parametrize("text, type_line, expected", [
    # Arrest: the enchanted creature, three rules (508.1c, 509.1b, 602.5)
    ("Enchanted creature can't attack or block, and its activated abilities can't be "
     "activated.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True},
      "rules": [{"cant_attack": True}, {"cant_block": True}, {"cant_activate": True}]}),
    # Petrify: "enchanted permanent", the same three
    ("Enchanted permanent can't attack or block, and its activated abilities can't be "
     "activated.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True},
      "rules": [{"cant_attack": True}, {"cant_block": True}, {"cant_activate": True}]}),
    # Vizier of the Menagerie: colorless mana too may pay a creature spell's cost (609.4b)
    ("You can spend mana of any type to cast creature spells.", CREATURE,
     {"rules": [{"spend_as_any_type": {"players": "you", "casting": {"type": "creature"}}}]}),
    # Sharkey, Tyrant of the Shire (its name here the test card's): only its controller
    # activates its abilities (602.2)
    ("Mana of any type can be spent to activate Butcher Orgg's abilities.", CREATURE,
     {"rules": [{"spend_as_any_type": {"players": "you", "activating": SELF}}]}),
    # Cloudspire Captain (Dynamite Diver, Deathless Pilot): 2 more power to crew or saddle
    ("This creature saddles Mounts and crews Vehicles as though its power were 2 greater.",
     CREATURE, {"applies_to": SELF, "rules": [{"crews_and_saddles_with": {"power_plus": 2}}]}),
    # Interface Ace: its toughness instead of its power
    ("This creature saddles Mounts and crews Vehicles using its toughness rather than its "
     "power.", CREATURE,
     {"applies_to": SELF, "rules": [{"crews_and_saddles_with": {"toughness": True}}]}),
    # Oath of Teferi: two loyalty activations of each planeswalker you control (606.3)
    ("You may activate the loyalty abilities of planeswalkers you control twice each turn "
     "rather than only once.", "Legendary Enchantment",
     {"rules": [{"loyalty_activations": {
         "players": "you", "of": {"type": "planeswalker", "controller": "you"},
         "count": 2}}]}),
    # Marina Vendrell's Grimoire: no hand size (402.2), no loss at 0 life (704.5a)
    ("You have no maximum hand size and don't lose the game for having 0 or less life.",
     "Legendary Artifact",
     {"rules": [{"max_hand_size": {"players": "you", "size": None}},
                {"no_loss_at_zero_life": {"players": "you"}}]}),
    # Sigarda, Host of Herons: only opponents' spells and abilities are stopped (701.21a)
    ("Spells and abilities your opponents control can't cause you to sacrifice permanents.",
     "Legendary Creature \u2014 Angel",
     {"rules": [{"cant_be_made_to_sacrifice": {"players": "you", "by": "opponents"}}]}),
    # Bedrock Tortoise: the creatures tougher than strong, after the layers (510.1a)
    ("Each creature you control with toughness greater than its power assigns combat "
     "damage equal to its toughness rather than its power.", "Creature \u2014 Turtle",
     {"applies_to": {"type": "creature", "controller": "you",
                     "toughness_exceeds_power": True},
      "rules": [{"assigns_damage_by_toughness": True}]}),
    # Tapestry Warden: the same creatures station with their toughness (702.184a)
    ("Each creature you control with toughness greater than its power stations permanents "
     "using its toughness rather than its power.", "Artifact Creature \u2014 Robot Soldier",
     {"applies_to": {"type": "creature", "controller": "you",
                     "toughness_exceeds_power": True},
      "rules": [{"stations_with_toughness": True}]}),
    # Bark of Doran: "as long as" said of the equipped creature is a narrower subject
    ("As long as equipped creature's toughness is greater than its power, it assigns combat "
     "damage equal to its toughness rather than its power.", "Artifact \u2014 Equipment",
     {"applies_to": {"equipped": True, "toughness_exceeds_power": True},
      "rules": [{"assigns_damage_by_toughness": True}]}),
    # Unable to Scream: only while the enchanted creature is face down (708.2)
    ("As long as enchanted creature is face down, it can't be turned face up.",
     "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True, "face_down": True},
      "rules": [{"cant_turn_face_up": True}]}),
    # Shang-Chi, Master of Kung Fu: your creatures' {T} abilities despite 302.6
    ("You may activate abilities of creatures you control as though those creatures had "
     "haste.", "Legendary Creature \u2014 Human Monk",
     {"rules": [{"activates_as_though_haste": {
         "players": "you", "of": {"type": "creature", "controller": "you"}}}]}),
    # Forge Anew: equip at instant speed, during your turn only (702.6a, 602.5d)
    ("During your turn, you may activate equip abilities any time you could cast an "
     "instant.", "Enchantment",
     {"condition": {"your_turn": True},
      "rules": [{"activates_at_instant_speed": {"players": "you", "ability": "equip"}}]}),
    # Butcher Orgg: its damage divided among the defending player and their creatures
    ("You may assign Butcher Orgg's combat damage divided as you choose among defending "
     "player and/or any number of creatures they control.", "Creature \u2014 Orgg",
     {"applies_to": SELF, "rules": [{"assigns_damage_among_defenders": True}]}),
    # Eriette of the Charmed Apple: creatures an Aura of yours enchants (303.4)
    ("Each creature that's enchanted by an Aura you control can't attack you or "
     "planeswalkers you control.", "Legendary Creature \u2014 Human Warlock",
     {"applies_to": {"type": "creature", "has_attached": {"subtype": "Aura",
                                                          "controller": "you"}},
      "rules": [{"cant_attack_player": {"players": "you", "planeswalkers": True}}]}),
])
def test_changed_rules(text: str, type_line: str, expected: dict) -> None:
    assert static_body(text, type_line, NAME) == expected


def test_a_restriction_unless_a_board_condition() -> None:
    # Ketramose, the New Dawn: the restrictions (508.1c, 509.1b) while fewer than 7 cards
    # are in exile, every player's together
    text = "Ketramose can't attack or block unless there are seven or more cards in exile."
    assert static_body(text, "Legendary Creature \u2014 God", "Ketramose, the New Dawn") == \
        {"condition": {"not": {"ge": [{"count": {"zone": "exile"}}, 7]}}, "applies_to": SELF,
         "rules": [{"cant_attack": True}, {"cant_block": True}]}


def test_a_bonus_and_a_designation_it_cant_get() -> None:
    # Airtight Alibi: the enchanted creature's +2/+2 (613.4c) and a rules effect that keeps
    # spells and abilities from making it suspected (701.60a; no suspect in 2011)
    text = "Enchanted creature gets +2/+2 and can't become suspected."
    assert static_body(text, "Enchantment \u2014 Aura", "Airtight Alibi") == \
        {"applies_to": {"enchanted": True}, "effects": [{"modify_pt": [2, 2]}],
         "rules": [{"cant_become_suspected": True}]}


def test_an_additional_bonus_is_the_same_bonus() -> None:
    # Akawalli's Descend 8 line: a second +2/+2 while eight or more permanent cards are in
    # your graveyard (613.4c; the Descend 4 line's +2/+2 is its own effect), and at most
    # one blocker (509.1b).
    text = ("Descend 8 \u2014 As long as there are eight or more permanent cards in your "
            "graveyard, Akawalli gets an additional +2/+2 and can't be blocked by more than "
            "one creature.")
    assert static_body(text, "Legendary Creature \u2014 Elemental",
                       "Akawalli, the Seething Tower") == {
        "condition": {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                        "permanent": True}}, 8]},
        "applies_to": SELF, "effects": [{"modify_pt": [2, 2]}], "rules": [{"max_blockers": 1}]}


@pytest.mark.parametrize("text", [
    # not the words read here: another count, another player, a purpose the rule lacks
    "You may activate the loyalty abilities of planeswalkers you control three times each "
    "turn rather than only once.",
    "Your opponents can spend mana of any type to cast creature spells.",
    "You can spend mana of any type to pay for things.",
    "This creature crews Vehicles as though its power were 2 greater.",
    "Spells and abilities can't cause you to sacrifice permanents.",
    "You may activate equip abilities any time you could cast an instant.",
    # a layer effect whose objects the P/T it changes would choose: not said here
    "Each creature you control with toughness greater than its power gets +1/+1.",
    "As long as equipped creature's toughness is greater than its power, it gets +1/+1.",
    # conditions this module does not read: a cost (508.1h), a parity, any player's hand
    "This creature can't attack or block unless you pay {1} for each +1/+1 counter on it.",
    "This creature can't attack or block unless it has an even number of counters on it.",
    "This creature can't attack or block unless a player has no cards in hand.",
])
def test_sentences_left_as_text(text: str) -> None:
    assert untranslated(text) == [text]


def test_the_whole_card_drafts() -> None:
    # Sigarda's keywords as keywords, its rule as a rules word: nothing left as text
    card = OracleCard("Sigarda, Host of Herons", "Flying, hexproof\nSpells and abilities "
                      "your opponents control can't cause you to sacrifice permanents.",
                      "Legendary Creature \u2014 Angel", "{2}{G}{W}{W}", "5", "5")
    assert draft(card).untranslated == []
