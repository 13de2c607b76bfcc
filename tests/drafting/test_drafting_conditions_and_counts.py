"""Conditions, counts and keyword lists of real cards the drafter reads (issue 19, item 5).

Every expected definition is written by hand from the card's Oracle sentence and the rule it
follows (named beside it): a condition of a static ability is checked at every moment
(611.3a), P/T changes apply in layer 7c (613.4c; 613.3c in 2011), granted abilities in
layer 6 (613.1f).
"""
from __future__ import annotations

import pytest
from test_drafting_more_families import drafted, static_body

from mtglogic.drafting import OracleCard, draft

SELF = {"self": True}


def test_it_in_a_counter_condition_is_the_card_itself():
    # Kraken of the Straits-like: "it" in the clause is the card the condition names; at
    # least 4 +1/+1 counters on it (122.1); flying and vigilance in layer 6
    body = static_body("As long as Test Card has four or more +1/+1 counters on it, it has "
                       "flying and vigilance.")
    assert body == {"condition": {"ge": [{"counters": {"kind": "+1/+1", "on": "self"}}, 4]},
                    "applies_to": SELF, "effects": [{"add_abilities": ["flying", "vigilance"]}]}


def test_a_counter_condition_said_with_it_after_the_clause():
    # Myojin-like: "as long as it has a divinity counter on it": 1 or more (122.1)
    body = static_body("Test Card has indestructible as long as it has a divinity counter "
                       "on it.")
    assert body == {"condition": {"ge": [{"counters": {"kind": "divinity", "on": "self"}}, 1]},
                    "applies_to": SELF, "effects": [{"add_abilities": ["indestructible"]}]}


def test_it_in_the_condition_of_another_object_is_declined():
    # "it" would be the enchanted creature, whose counters the condition does not read
    result = drafted("Enchanted creature has flying as long as it has a +1/+1 counter on it.",
                     "Enchantment \u2014 Aura")
    assert result.untranslated


def test_counters_on_the_card_counted_from_the_other_side():
    # "there are five or more growth counters on it": the same test as "it has" (122.1)
    body = static_body("As long as there are five or more growth counters on Test Card, "
                       "creatures you control get +3/+3.", "Enchantment")
    assert body == {"condition": {"ge": [{"counters": {"kind": "growth", "on": "self"}}, 5]},
                    "applies_to": {"type": "creature", "controller": "you"},
                    "effects": [{"modify_pt": [3, 3]}]}


@pytest.mark.parametrize("text", ["Test Card has first strike as long as it's equipped.",
                                  "As long as Test Card is equipped, it has first strike."])
def test_equipped_is_an_equipment_attached_to_it(text):
    # 301.5a: the creature an Equipment is attached to is the equipped creature
    body = static_body(text)
    assert body == {"condition": {"exists": {"subtype": ["Equipment"], "attached_to": "self"}},
                    "applies_to": SELF, "effects": [{"add_abilities": ["first strike"]}]}


def test_any_player_controls_is_any_controller():
    # Knight of Malice: a white permanent on the battlefield, whoever controls it (611.3a)
    body = static_body("Test Card gets +1/+0 as long as any player controls a white "
                       "permanent.")
    assert body == {"condition": {"exists": {"color": ["white"], "permanent": True}},
                    "applies_to": SELF, "effects": [{"modify_pt": [1, 0]}]}


def test_a_card_of_a_subtype_in_your_graveyard():
    # "there's a Lesson card in your graveyard": at least one such card there (404.1)
    body = static_body("Test Card gets +1/+1 as long as there's a Lesson card in your "
                       "graveyard.")
    assert body == {"condition": {"exists": {"zone": ["graveyard"], "owner": "you",
                                             "subtype": ["Lesson"]}},
                    "applies_to": SELF, "effects": [{"modify_pt": [1, 1]}]}


def test_card_types_among_cards_in_your_graveyard():
    # delirium's condition: 4 or more card types (205.2a) among the cards there
    body = static_body("Test Card gets +1/+2 and has vigilance as long as there are four or "
                       "more card types among cards in your graveyard.")
    assert body == {"condition": {"ge": [{"card_types_among": {"zone": ["graveyard"],
                                                               "owner": "you"}}, 4]},
                    "applies_to": SELF,
                    "effects": [{"add_abilities": ["vigilance"]}, {"modify_pt": [1, 2]}]}


@pytest.mark.parametrize("text, condition", [
    # 119.9 / 119.3: life gained or lost this turn, more than none
    ("As long as you've lost life this turn, Test Card has flying.",
     {"gt": [{"life_lost_this_turn": "you"}, 0]}),
    ("Test Card has flying as long as you gained life this turn.",
     {"gt": [{"life_gained_this_turn": "you"}, 0]}),
    # 121.1: each card drawn counts
    ("Test Card has flying as long as you've drawn two or more cards this turn.",
     {"ge": [{"cards_drawn_this_turn": "you"}, 2]}),
])
def test_what_happened_this_turn(text, condition):
    body = static_body(text)
    assert body == {"condition": condition, "applies_to": SELF,
                    "effects": [{"add_abilities": ["flying"]}]}


def test_all_creature_types_is_every_creature_type():
    # "is all creature types" (205.3m): every creature type, added in layer 4
    body = static_body("Equipped creature gets +1/+1 and is all creature types.",
                       "Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True},
                    "effects": [{"add_subtypes": [{"all": "creature_types"}]},
                                {"modify_pt": [1, 1]}]}


def test_each_aura_and_equipment_attached_to_it():
    # Auramancer's Guise-like: each object of either subtype attached to the card counted
    # once: +2/+2 each, so 2 x the count (613.4c); "it" is the card itself
    count = {"count": {"subtype": ["Aura", "Equipment"], "attached_to": "self"}}
    body = static_body("Test Card gets +2/+2 for each Aura and Equipment attached to it.")
    assert body == {"applies_to": SELF, "effects": [
        {"modify_pt": [{"product": [2, count]}, {"product": [2, count]}]}]}


def test_each_equipment_attached_to_an_attached_creature_is_counted_on_it():
    # "it" is the equipped creature the effect applies to (the count's `it`)
    count = {"count": {"subtype": "Equipment", "attached_to": "it"}}
    body = static_body("Equipped creature gets +1/+0 for each Equipment attached to it.",
                       "Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True},
                    "effects": [{"modify_pt": [count, 0]}]}


def test_each_card_in_your_hand():
    count = {"count": {"card": True, "zone": "hand", "owner": "you"}}
    body = static_body("Equipped creature gets +1/+1 for each card in your hand.",
                       "Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True}, "effects": [{"modify_pt": [count, count]}]}


def test_an_irregular_plural_in_ies():
    # Allies are Ally creatures (205.3m)
    body = static_body("Other Allies you control get +1/+1.", "Creature \u2014 Human Ally")
    assert body == {"applies_to": {"other": True, "subtype": "Ally", "controller": "you"},
                    "effects": [{"modify_pt": [1, 1]}]}


def test_enters_tapped_with_stun_counters_is_one_effect():
    # one effect (614.1c) doing two things: tapped and three stun counters, one action
    # (enter_with), so the replacement engine counts one effect and one order
    result = drafted("This creature enters tapped with three stun counters on it.",
                     "Creature \u2014 Faerie Wizard")
    assert result.untranslated == []
    assert [a.data for a in result.abilities] == [{"replacement": {
        "text": "This creature enters tapped with three stun counters on it.",
        "works_from": "anywhere", "watch": {"event": "enter", "object": {"self": True}},
        "instead": {"enter_with": {"tapped": True,
                                   "counters": [{"counter": "stun", "count": 3}]}}}}]


@pytest.mark.parametrize("text, keyword", [
    # 702.16g (702.15g in 2011): "from A, from B, and from C" is protection from each
    ("Protection from blue, from black, and from red",
     "protection from blue and from black and from red"),
    ("Protection from Vampires, from Werewolves, and from Zombies",
     "protection from vampires and from werewolves and from zombies"),
    ("Protection from Beasts", "protection from beasts"),
])
def test_protection_lists_said_with_commas(text, keyword):
    result = drafted(text, "Creature \u2014 Human")
    assert not result.untranslated
    assert [a.data for a in result.abilities] == [keyword]


def test_x_is_the_counters_on_the_source():
    # an Equipment's "X is the number of rev counters on it": counters on the source (122.1)
    result = draft(OracleCard("Rev Gear", "Equipped creature gets +X/+0, where X is the "
                              "number of rev counters on Rev Gear.", "Artifact \u2014 Equipment",
                              "{2}"))
    assert not result.untranslated
    (ability,) = [a.data for a in result.abilities]
    assert ability["static"]["effects"] == [
        {"modify_pt": [{"counters": {"kind": "rev", "on": "self"}}, 0]}]


def test_minus_x_is_the_negated_count_of_permanent_cards():
    # permanent cards (110.4b) in your graveyard; -X/-0 is minus that count (613.4c)
    body = static_body("Enchanted permanent gets -X/-0, where X is the number of permanent "
                       "cards in your graveyard.", "Enchantment \u2014 Aura")
    count = {"count": {"zone": "graveyard", "owner": "you", "permanent": True}}
    assert body == {"applies_to": {"enchanted": True},
                    "effects": [{"modify_pt": [{"product": [-1, count]}, 0]}]}


@pytest.mark.parametrize("text, part", [
    # layer 7b (613.4b): base power and toughness set by a value, or one of the two alone
    ("Equipped creature has base power and toughness X/X, where X is your life total.",
     {"set_pt": [{"life": "you"}, {"life": "you"}]}),
    ("Equipped creature has base toughness 1.", {"set_toughness": 1}),
])
def test_base_power_and_toughness_by_a_value(text, part):
    body = static_body(text, "Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True}, "effects": [part]}


def test_twice_a_count_of_instant_and_sorcery_cards():
    # a characteristic-defining ability (604.3) of 2 x the count, in every zone
    result = drafted("Test Card's power and toughness are each equal to twice the number of "
                     "instant and sorcery cards in your graveyard.", "Creature \u2014 Human")
    (ability,) = [a.data for a in result.abilities]
    twice = {"product": [2, {"count": {"zone": "graveyard", "owner": "you",
                                       "type": ["instant", "sorcery"]}}]}
    assert ability["static"]["cda"] is True
    assert ability["static"]["effects"] == [{"set_pt": [twice, twice]}]


def test_the_card_and_a_group():
    # "~ and other Knights you control": the card, or one of the other Knights (611.3a)
    body = static_body("During your turn, Test Card and other Knights you control have "
                       "flying.", "Creature \u2014 Human Knight")
    assert body == {"condition": {"your_turn": True},
                    "applies_to": {"any": [SELF, {"other": True, "subtype": "Knight",
                                                  "controller": "you"}]},
                    "effects": [{"add_abilities": ["flying"]}]}


@pytest.mark.parametrize("text, count", [
    # X paid as it was cast (107.3m), the counters named "on him" as "on it"
    ("Test Card enters with X +1/+1 counters on him.", {"chosen": "x"}),
    # 614.1c: a value where X is said, counted as it enters
    ("Test Card enters with X +1/+1 counters on it, where X is the number of cards in your "
     "hand.", {"count": {"zone": "hand", "owner": "you"}}),
])
def test_enters_with_x_counters(text, count):
    result = drafted(text, "Creature \u2014 Human")
    assert not result.untranslated
    (ability,) = [a.data for a in result.abilities]
    assert ability["replacement"]["instead"] == {
        "enter_with_counters": {"counter": "+1/+1", "count": count}}


def test_outlaws_are_five_creature_types():
    # 700.12: an outlaw has the Assassin, Mercenary, Pirate, Rogue and/or Warlock type
    body = static_body("Other outlaws you control have haste.", "Creature \u2014 Human Rogue")
    assert body == {"applies_to": {"other": True, "subtype": ["Assassin", "Mercenary", "Pirate",
                                                              "Rogue", "Warlock"],
                                   "controller": "you"},
                    "effects": [{"add_abilities": ["haste"]}]}


def test_each_of_two_groups_is_a_sum_of_two_counts():
    # "for each land you control and each land card in your graveyard": every object of
    # either counted once, an object being in one zone only (400.1)
    count = {"sum": [{"count": {"type": "land", "controller": "you"}},
                     {"count": {"type": "land", "zone": "graveyard", "owner": "you"}}]}
    body = static_body("Test Card gets +1/+1 for each land you control and each land card in "
                       "your graveyard.", "Creature \u2014 Elemental")
    assert body == {"applies_to": SELF, "effects": [{"modify_pt": [count, count]}]}


@pytest.mark.parametrize("text, keyword, counter, count", [
    # 702.43a (702.41a in 2011): modular N enters with N +1/+1 counters
    ("Modular 2", "modular 2", "+1/+1", 2),
    # 702.63a (702.61a in 2011): vanishing N enters with N time counters
    ("Vanishing 3", "vanishing 3", "time", 3),
])
def test_keywords_that_enter_with_counters(text, keyword, counter, count):
    result = drafted(text, "Artifact Creature \u2014 Construct")
    assert not result.untranslated
    kept, entering = [a.data for a in result.abilities]
    assert kept == keyword  # its triggers stay the keyword's
    assert entering["replacement"]["watch"] == {"event": "enter", "object": SELF}
    assert entering["replacement"]["instead"] == {
        "enter_with_counters": {"counter": counter, "count": count}}


def test_two_choices_as_it_enters_make_no_ability_of_their_own():
    # 614.12: choices made as it enters, the object's `choices` in a scenario (a color and
    # a creature type), read by the card's other abilities
    result = drafted("As Test Card enters, choose a color and a creature type.",
                     "Creature \u2014 Human")
    assert not result.untranslated and result.abilities == []


def test_other_creatures_sharing_a_creature_type_with_it():
    # Alpha Status: each other creature (other than the enchanted one, "it") sharing a
    # creature type with it (205.3m), +2/+2 each: 2 x the count (613.4c)
    count = {"count": {"type": "creature", "zone": "battlefield", "shares_creature_type": "it",
                       "other_than": "it"}}
    body = static_body("Enchanted creature gets +2/+2 for each other creature on the "
                       "battlefield that shares a creature type with it.",
                       "Enchantment \u2014 Aura")
    assert body == {"applies_to": {"enchanted": True},
                    "effects": [{"modify_pt": [{"product": [2, count]}, {"product": [2, count]}]}]}
