"""Game-rule effects drafted from Oracle text (issue 19, item 5; drafting/rules_game.py).

Each expected definition is written by hand from the real card's Oracle sentence and the
rule it follows: triggers (603.2d, 603.6a), untapping (502.3 / 502.2, 701.26b / 701.17b),
damage (514.2, 510.1a-b), mana (500.5 / 500.4), the game (104.2-3, 119.7 / 118.7, 121.3 /
120.3, 402.3, 704.5j / 704.5k, 103.6a / 103.5a) and prohibitions (602.5, 115, 708.7). A
sentence the drafter can't read exactly stays as text.
"""
from __future__ import annotations

import pytest
from test_drafting_rules_effects import static_body as rules_body
from test_drafting_rules_effects import untranslated

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

CREATURE = "Creature \u2014 Beast"
SELF = {"self": True}
YOURS = {"permanent": True, "controller": "you"}


@pytest.mark.parametrize("text, type_line, expected", [
    # Annie Joins Up: the triggered abilities of your legendary creatures (603.2d)
    ("If a triggered ability of a legendary creature you control triggers, that ability "
     "triggers an additional time.", "Legendary Enchantment",
     {"applies_to": {"supertype": ["legendary"], "type": "creature", "controller": "you"},
      "rules": [{"triggers_additional": True}]}),
    # Twinflame Travelers: "another Elemental", and "it triggers"
    ("If a triggered ability of another Elemental you control triggers, it triggers an "
     "additional time.", CREATURE,
     {"applies_to": {"other": True, "subtype": "Elemental", "controller": "you"},
      "rules": [{"triggers_additional": True}]}),
    # Wizard's Staff: only triggered abilities trigger, so "an ability" is the same
    ("If an ability of equipped creature triggers, that ability triggers an additional time.",
     "Artifact \u2014 Equipment",
     {"applies_to": {"equipped": True}, "rules": [{"triggers_additional": True}]}),
    # Virtue of Knowledge: only when a permanent entering caused it
    ("If a permanent entering causes a triggered ability of a permanent you control to "
     "trigger, that ability triggers an additional time.", "Enchantment",
     {"applies_to": YOURS,
      "rules": [{"triggers_additional": {"entering": {"permanent": True}}}]}),
    # Naban, Dean of Iteration: a Wizard entering under your control
    ("If a Wizard entering the battlefield under your control causes a triggered ability of "
     "a permanent you control to trigger, that ability triggers an additional time.", CREATURE,
     {"applies_to": YOURS, "rules": [{"triggers_additional": {
         "entering": {"subtype": "Wizard", "controller": "you"}}}]}),
    # Gandalf the White: either kind of permanent, entering or leaving
    ("If a legendary permanent or an artifact entering or leaving the battlefield causes a "
     "triggered ability of a permanent you control to trigger, that ability triggers an "
     "additional time.", CREATURE,
     {"applies_to": YOURS, "rules": [{"triggers_additional": {
         "entering": {"any": [{"supertype": ["legendary"], "permanent": True},
                              {"type": "artifact"}]},
         "leaving": {"any": [{"supertype": ["legendary"], "permanent": True},
                             {"type": "artifact"}]}}}]}),
    # Seedborn Muse: your permanents, in the other players' untap steps (502.3)
    ("Untap all permanents you control during each other player's untap step.", CREATURE,
     {"applies_to": YOURS, "rules": [{"untaps_during_others": True}]}),
    # Thousand Moons Infantry: itself
    ("Untap this creature during each other player's untap step.", CREATURE,
     {"applies_to": SELF, "rules": [{"untaps_during_others": True}]}),
    # Ivorytusk Fortress: your creatures with a +1/+1 counter
    ("Untap each creature you control with a +1/+1 counter on it during each other player's "
     "untap step.", "Creature \u2014 Elephant",
     {"applies_to": {"type": "creature", "controller": "you", "counter": "+1/+1"},
      "rules": [{"untaps_during_others": True}]}),
    # Ancient Adamantoise: its damage stays through the cleanup step (514.2)
    ("Damage isn't removed from this creature during cleanup steps.", CREATURE,
     {"applies_to": SELF, "rules": [{"damage_not_removed": True}]}),
    # Spider-Verse: the legend rule (704.5j) spares your Spiders
    ("The \"legend rule\" doesn't apply to Spiders you control.", "Enchantment",
     {"applies_to": {"subtype": "Spider", "controller": "you"},
      "rules": [{"legend_rule_exempt": True}]}),
    # Leyline of the Void: an ability of the card in the opening hand (103.6a)
    ("If this card is in your opening hand, you may begin the game with it on the "
     "battlefield.", "Enchantment",
     {"applies_to": {"self": True, "zone": "hand"}, "functions_in": ["hand"],
      "rules": [{"may_begin_on_battlefield": True}]}),
    # Damping Matrix (602.5): not the mana abilities
    ("Activated abilities of artifacts and creatures can't be activated unless they're mana "
     "abilities.", "Artifact",
     {"applies_to": {"any": [{"type": "artifact"}, {"type": "creature"}]},
      "rules": [{"cant_activate": {"mana_abilities": True}}]}),
    # Cursed Totem: every activated ability of creatures
    ("Activated abilities of creatures can't be activated.", "Artifact",
     {"applies_to": {"type": "creature"}, "rules": [{"cant_activate": True}]}),
    # Root Sliver: Sliver spells, whoever controls them, on the stack (701.6a)
    ("Sliver spells can't be countered.", CREATURE,
     {"applies_to": {"subtype": "Sliver", "zone": "stack"},
      "rules": [{"cant_be_countered": True}]}),
    # Chimil, the Inner Sun: every spell its controller controls
    ("Spells you control can't be countered.", "Legendary Artifact",
     {"applies_to": {"controller": "you", "zone": "stack"},
      "rules": [{"cant_be_countered": True}]}),
    # Artifact Ward: abilities whose source is an artifact
    ("Enchanted creature can't be the target of abilities from artifact sources.",
     "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True},
      "rules": [{"cant_be_targeted": {"what": "abilities", "sources": {"type": "artifact"}}}]}),
    # Shanna, Sisay's Legacy: abilities its opponents control
    ("This creature can't be the target of abilities your opponents control.", CREATURE,
     {"applies_to": SELF,
      "rules": [{"cant_be_targeted": {"what": "abilities", "controlled_by": "opponents"}}]}),
    # Delney, Streetwise Lookout: a power bound on the subject
    ("If a triggered ability of a creature you control with power 2 or less triggers, that "
     "ability triggers an additional time.", CREATURE,
     {"applies_to": {"type": "creature", "controller": "you", "power": {"le": 2}},
      "rules": [{"triggers_additional": True}]}),
    # Clarion Conqueror: any of three kinds (602.5)
    ("Activated abilities of artifacts, creatures, and planeswalkers can't be activated.",
     CREATURE, {"applies_to": {"any": [{"type": "artifact"}, {"type": "creature"},
                                       {"type": "planeswalker"}]},
                "rules": [{"cant_activate": True}]}),
    # Sorcerous Spyglass, Petrified Hamlet: a source is an object in any zone (a card in
    # a hand with cycling too), with the name chosen as it entered
    ("Activated abilities of sources with the chosen name can't be activated unless they're "
     "mana abilities.", "Artifact",
     {"applies_to": {"name": [{"chosen": "name"}], "zone": [
         "battlefield", "graveyard", "library", "hand", "stack", "exile", "command"]},
      "rules": [{"cant_activate": {"mana_abilities": True}}]}),
    # Stuck in Summoner's Sanctum: two rules of the enchanted permanent (502.3, 602.5)
    ("Enchanted permanent doesn't untap during its controller's untap step and its "
     "activated abilities can't be activated.", "Enchantment \u2014 Aura",
     {"applies_to": {"enchanted": True},
      "rules": [{"doesnt_untap": True}, {"cant_activate": True}]}),
    # Keywords granted in layer 6 (613.1f): Isilu's persist, Hunter Sliver's provoke,
    # Trailblazer's Boots' landwalk, Lorehold's miracle on cards in your hand, and
    # Rattleblaze Scarecrow's persist while a condition holds (611.3a)
    ("Each other nontoken creature you control has persist.", CREATURE,
     {"applies_to": {"other": True, "token": False, "type": "creature", "controller": "you"},
      "effects": [{"add_abilities": ["persist"]}]}),
    ("All Sliver creatures have provoke.", CREATURE,
     {"applies_to": {"subtype": "Sliver", "type": "creature"},
      "effects": [{"add_abilities": ["provoke"]}]}),
    ("Equipped creature has nonbasic landwalk.", "Artifact \u2014 Equipment",
     {"applies_to": {"equipped": True}, "effects": [{"add_abilities": ["nonbasic landwalk"]}]}),
    ("Each instant and sorcery card in your hand has miracle {2}.", CREATURE,
     {"applies_to": {"type": ["instant", "sorcery"], "zone": "hand", "owner": "you"},
      "effects": [{"add_abilities": ["miracle {2}"]}]}),
    ("This creature has persist as long as you control a black creature.", CREATURE,
     {"condition": {"exists": {"color": ["black"], "type": "creature", "controller": "you"}},
      "applies_to": SELF, "effects": [{"add_abilities": ["persist"]}]}),
    # Karlov Watchdog: during its controller's turn only
    ("Permanents your opponents control can't be turned face up during your turn.", CREATURE,
     {"condition": {"your_turn": True},
      "applies_to": {"permanent": True, "controller": "opponent"},
      "rules": [{"cant_turn_face_up": True}]}),
])
def test_object_game_rules(text: str, type_line: str, expected: dict) -> None:
    assert rules_body(text, type_line) == expected


def test_the_card_or_what_is_attached_to_it() -> None:
    # Cloud, Midgar Mercenary: "it" after "Cloud or" is Cloud; while it is equipped (611.3a)
    assert rules_body("As long as Cloud is equipped, if a triggered ability of Cloud or an "
                      "Equipment attached to it triggers, that ability triggers an additional "
                      "time.", CREATURE, "Cloud") == \
        {"condition": {"exists": {"subtype": ["Equipment"], "attached_to": "self"}},
         "applies_to": {"any": [{"self": True}, {"subtype": "Equipment", "attached_to": "self"}]},
         "rules": [{"triggers_additional": True}]}


def test_a_card_named_in_its_own_text() -> None:
    # Thorn Elemental (510.1b): its controller's choice, the card named by its name
    assert rules_body("You may have Thorn Elemental assign its combat damage as though it "
                      "weren't blocked.", CREATURE, "Thorn Elemental") == \
        {"applies_to": SELF, "rules": [{"may_assign_as_unblocked": True}]}


@pytest.mark.parametrize("text, expected", [
    # Torpor Orb, Doorkeeper Thrull: a rule of the game, no player and no object (603.6a)
    ("Creatures entering don't cause abilities to trigger.",
     {"rules": [{"entering_doesnt_trigger": {"type": "creature"}}]}),
    ("Artifacts and creatures entering don't cause abilities to trigger.",
     {"rules": [{"entering_doesnt_trigger": {"any": [{"type": "artifact"},
                                                     {"type": "creature"}]}}]}),
    # Damping Field: each player, one artifact (502.3)
    ("Players can't untap more than one artifact during their untap steps.",
     {"rules": [{"untap_limit": {"players": "each", "count": 1, "of": {"type": "artifact"}}}]}),
    # Upwelling: each player; Electro, Assaulting Battery: you, red mana only (500.5)
    ("Players don't lose unspent mana as steps and phases end.",
     {"rules": [{"keeps_unspent_mana": {"players": "each"}}]}),
    ("You don't lose unspent red mana as steps and phases end.",
     {"rules": [{"keeps_unspent_mana": {"players": "you", "colors": ["red"]}}]}),
    # Platinum Angel: two players' words in one sentence (104.3, 104.2)
    ("You can't lose the game and your opponents can't win the game.",
     {"rules": [{"cant_lose": {"players": "you"}}, {"cant_win": {"players": "opponents"}}]}),
    # Lich's Mastery
    ("You can't lose the game.", {"rules": [{"cant_lose": {"players": "you"}}]}),
    # Mycosynth Lattice: each player, any cost (609.4b)
    ("Players may spend mana as though it were mana of any color.",
     {"rules": [{"spend_as_any_color": {"players": "each"}}]}),
    # Case File Auditor: only to cast Case spells
    ("You may spend mana as though it were mana of any color to cast Case spells.",
     {"rules": [{"spend_as_any_color": {"players": "you", "casting": {"subtype": "Case"}}}]}),
    # Agatha's Soul Cauldron: only to activate abilities of your creatures
    ("You may spend mana as though it were mana of any color to activate abilities of "
     "creatures you control.",
     {"rules": [{"spend_as_any_color": {"players": "you", "activating": {
         "type": "creature", "controller": "you"}}}]}),
    # Quicksilver Elemental: blue mana only, for its own abilities
    ("You may spend blue mana as though it were mana of any color to pay the activation "
     "costs of this creature's abilities.",
     {"rules": [{"spend_as_any_color": {"players": "you", "colors": ["blue"],
                                        "activating": {"self": True}}}]}),
    # Stabilizer (702.29a, 602.5)
    ("Players can't cycle cards.", {"rules": [{"cant_cycle": {"players": "each"}}]}),
    # Seer's Vision, Telepathy
    ("Your opponents play with their hands revealed.",
     {"rules": [{"plays_hand_revealed": {"players": "opponents"}}]}),
])
def test_game_and_player_rules(text: str, expected: dict) -> None:
    assert rules_body(text) == expected


def test_two_events_that_cant_happen() -> None:
    # Mornsong Aria: each player's draws and life gains can't happen, as the replacement
    # engine reads "can't" (614.17), one ability for each event
    result = draft(OracleCard("Mornsong Aria", "Players can't draw cards or gain life.",
                              "Legendary Enchantment", "{1}{B}{B}"))
    parse_card(Node(result.card, "<test>", "", 1))
    assert [a.data for a in result.abilities] == [
        {"replacement": {"text": "Players can't draw cards or gain life.",
                         "watch": {"event": "draw", "player": "any"}, "cant": True}},
        {"replacement": {"text": "Players can't draw cards or gain life.",
                         "watch": {"event": "gain_life", "player": "any"}, "cant": True}}]


def test_a_rule_and_an_event_that_cant_happen() -> None:
    # Blossombind: the enchanted creature can't become untapped (701.26b), and counters
    # can't be put on it, an event that can't happen (614.17)
    text = "Enchanted creature can't become untapped and can't have counters put on it."
    result = draft(OracleCard("Blossombind", text, "Enchantment \u2014 Aura", "{1}{U}"))
    parse_card(Node(result.card, "<test>", "", 1))
    assert [a.data for a in result.abilities] == [
        {"static": {"text": text, "applies_to": {"enchanted": True},
                    "rules": [{"cant_become_untapped": True}]}},
        {"replacement": {"text": text, "watch": {"event": "put_counters",
                                                 "target": {"enchanted": True}},
                         "cant": True}}]


@pytest.mark.parametrize("text", [
    # abilities too, which no word here says: declined
    "Spells and abilities can't be countered.",
    # a condition the grammar does not read
    "As long as you have an enduring story, if a triggered ability of a Dwarf you control "
    "triggers, that ability triggers an additional time.",
    # "enchanted player" is no player group of the words
    "Enchanted player can't gain life.",
    # the last chosen card is no selector the grammar reads
    "This creature has all activated and triggered abilities of the last chosen card.",
    # a purpose the word does not say
    "You may spend mana as though it were mana of any color to pay ward costs.",
    # another quoted rule than the legend rule
    "The \"world rule\" doesn't apply to Spiders you control.",
])
def test_sentences_left_as_text(text: str) -> None:
    assert untranslated(text, "Enchantment") == [text]
