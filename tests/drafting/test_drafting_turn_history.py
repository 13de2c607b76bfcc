"""What happened this turn, drafted from real Oracle text (issue 19, item 5).

Each expected definition is written by hand from the sentence and the rule it follows: a
static ability's condition is checked at every moment (611.3a), "enters with" counters
are how the permanent enters (614.1c), judged as it would enter (614.12); dies is put into
a graveyard from the battlefield (700.4; 700.6 in 2011), a spell cast is one that became
cast (601.2i; 601.2h in 2011), attacking is declaring attackers (508.1a), a crime 700.13,
speed 702.179 and modified 700.9 (these three only in 2026's rules).
"""
from __future__ import annotations

import pytest
from test_drafting_more_families import drafted, static_body

SELF = {"self": True}
YOURS = {"controller": "you"}


def replacement_body(text: str, type_line: str = "Creature \u2014 Human") -> dict:
    result = drafted(text, type_line)
    assert not result.untranslated and len(result.abilities) == 1, result.untranslated
    body = dict(result.abilities[0].data["replacement"])
    assert body.pop("text") == text
    return body


def entering_self(counters: object, condition: dict | None = None) -> dict:
    watch: dict = {"event": "enter", "object": SELF}
    if condition is not None:
        watch["if"] = condition
    return {"works_from": "anywhere", "watch": watch,
            "instead": {"enter_with_counters": {"counter": "+1/+1", "count": counters}}}


@pytest.mark.parametrize("text, count, condition", [
    # Cackling Slasher: any creature, whoever controlled it
    ("This creature enters with a +1/+1 counter on it if a creature died this turn.", 1,
     {"ge": [{"died_this_turn": {"type": "creature"}}, 1]}),
    # Festerhide Boar (morbid, an ability word, 207.2c): two counters
    ("Morbid \u2014 This creature enters with two +1/+1 counters on it if a creature died "
     "this turn.", 2, {"ge": [{"died_this_turn": {"type": "creature"}}, 1]}),
    # Goblin Boarders (raid): you declared attackers this turn
    ("Raid \u2014 This creature enters with a +1/+1 counter on it if you attacked this "
     "turn.", 1, {"ge": [{"players_attacked_this_turn": "you"}, 1]}),
    # Cindering Cutthroat: one opponent or more lost life
    ("This creature enters with a +1/+1 counter on it if an opponent lost life this turn.",
     1, {"ge": [{"players_lost_life_this_turn": "opponent"}, 1]}),
    # Effortless Master: two spells you cast
    ("This creature enters with two +1/+1 counters on it if you've cast two or more spells "
     "this turn.", 2, {"ge": [{"spells_cast_this_turn": YOURS}, 2]}),
])
def test_enters_with_counters_if_something_happened(text: str, count: int,
                                                    condition: dict) -> None:
    assert replacement_body(text) == entering_self(count, condition)


def test_callous_sell_sword_counts_the_creatures_that_died_under_your_control() -> None:
    # "under your control": you controlled each as it died
    text = ("This creature enters with a +1/+1 counter on it for each creature that died "
            "under your control this turn.")
    assert replacement_body(text) == entering_self(
        {"died_this_turn": {"type": "creature", "controller": "you"}})


def test_grizzly_ghoul_counts_every_creature_that_died() -> None:
    text = "This creature enters with a +1/+1 counter on it for each creature that died this turn."
    assert replacement_body(text) == entering_self({"died_this_turn": {"type": "creature"}})


def test_gev_counts_the_opponents_who_lost_life() -> None:
    # Gev, Scaled Scorch: each other creature you control enters with that many more
    # counters: one for each opponent who lost life this turn (not for each life lost)
    text = ("Other creatures you control enter with an additional +1/+1 counter on them for "
            "each opponent who lost life this turn.")
    assert replacement_body(text, "Legendary Creature \u2014 Lizard Mercenary") == {
        "watch": {"event": "enter", "object": {"type": "creature", "controller": "you",
                                               "other_than": "self"}},
        "instead": {"enter_with_counters": {
            "counter": "+1/+1", "count": {"players_lost_life_this_turn": "opponent"}}}}


def test_armory_mice_celebration() -> None:
    # two or more nonland permanents (110.4: permanents; not lands) that entered under
    # your control this turn: +0/+2 in layer 7c
    body = static_body("Celebration \u2014 This creature gets +0/+2 as long as two or more "
                       "nonland permanents entered the battlefield under your control this "
                       "turn.", "Creature \u2014 Mouse")
    assert body == {"condition": {"ge": [{"entered_battlefield_this_turn": {
        "permanent": True, "not": {"type": "land"}, "controller": "you"}}, 2]},
        "applies_to": SELF, "effects": [{"modify_pt": [0, 2]}]}


def test_bristlebane_outrider_another_creature_entered() -> None:
    # "another": other than this creature itself
    body = static_body("As long as another creature entered the battlefield under your "
                       "control this turn, this creature gets +2/+0.")
    assert body["condition"] == {"ge": [{"entered_battlefield_this_turn": {
        "type": "creature", "other_than": "self", "controller": "you"}}, 1]}


@pytest.mark.parametrize("text, condition", [
    # Gimli, Mournful Avenger: two creatures you controlled died
    ("Test Card has indestructible as long as two or more creatures died under your "
     "control this turn.",
     {"ge": [{"died_this_turn": {"type": "creature", "controller": "you"}}, 2]}),
    # Stoic Sphinx: no spell cast by you this turn
    ("This creature has indestructible as long as you haven't cast a spell this turn.",
     {"eq": [{"spells_cast_this_turn": YOURS}, 0]}),
    # Omenport Vigilante: a crime (700.13)
    ("This creature has indestructible as long as you've committed a crime this turn.",
     {"ge": [{"players_committed_crime_this_turn": "you"}, 1]}),
])
def test_an_ability_while_something_happened(text: str, condition: dict) -> None:
    assert static_body(text) == {"condition": condition, "applies_to": SELF,
                                 "effects": [{"add_abilities": ["indestructible"]}]}


@pytest.mark.parametrize("text, condition", [
    # Illvoi Infiltrator: "if" in a static ability is "while" (611.3a)
    ("This creature can't be blocked if you've cast two or more spells this turn.",
     {"ge": [{"spells_cast_this_turn": YOURS}, 2]}),
    # Furtive Courier: you sacrificed it (701.21a: its controller sacrifices it)
    ("This creature can't be blocked as long as you've sacrificed an artifact this turn.",
     {"ge": [{"sacrificed_this_turn": {"type": "artifact", "controller": "you"}}, 1]}),
    # Fugitive Droid
    ("This creature can't be blocked if an artifact entered the battlefield under your "
     "control this turn.",
     {"ge": [{"entered_battlefield_this_turn": {"type": "artifact", "controller": "you"}},
             1]}),
])
def test_cant_be_blocked_while_something_happened(text: str, condition: dict) -> None:
    assert static_body(text) == {"condition": condition, "applies_to": SELF,
                                 "rules": [{"cant_be_blocked": True}]}


def test_hazoret_cant_attack_or_block_unless_max_speed() -> None:
    # max speed: a speed of 4 (702.179e); the restriction holds while it is not so
    body = static_body("Test Card can't attack or block unless you have max speed.",
                       "Legendary Creature \u2014 God")
    assert body == {"condition": {"not": {"ge": [{"speed": "you"}, 4]}}, "applies_to": SELF,
                    "rules": [{"cant_attack": True}, {"cant_block": True}]}


def test_a_speed_as_a_value() -> None:
    # Samut, the Driving Force: X is your speed (0 if you have none, 702.179f)
    body = static_body("Other creatures you control get +X/+0, where X is your speed.",
                       "Legendary Creature \u2014 Human Warrior")
    assert body["effects"] == [{"modify_pt": [{"speed": "you"}, 0]}]


def test_dreaded_bat_cloud_costs_less_after_a_creature_died() -> None:
    body = static_body("This spell costs {3} less to cast if a creature died this turn.",
                       "Creature \u2014 Bat")
    assert body["condition"] == {"ge": [{"died_this_turn": {"type": "creature"}}, 1]}
    assert body["rules"] == [{"spells_cost": {"players": "each", "spells": SELF,
                                              "less": "{3}"}}]


def test_gigastorm_titan_another_spell_is_not_itself() -> None:
    # while its cost is determined it is not cast yet (601.2f before 601.2i): another
    # spell is any other spell you cast this turn
    body = static_body("This spell costs {3} less to cast if you've cast another spell this "
                       "turn.", "Creature \u2014 Elemental")
    assert body["condition"] == {"ge": [{"spells_cast_this_turn": {
        "controller": "you", "other_than": "self"}}, 1]}


def test_skyward_spider_modified_tests_the_card_itself() -> None:
    body = static_body("This creature has flying as long as it's modified.")
    assert body == {"applies_to": {"self": True, "modified": True},
                    "effects": [{"add_abilities": ["flying"]}]}


def test_kinbinding_counts_the_creatures_that_entered() -> None:
    count = {"entered_battlefield_this_turn": {"type": "creature", "controller": "you"}}
    body = static_body("Creatures you control get +X/+X, where X is the number of creatures "
                       "that entered the battlefield under your control this turn.",
                       "Enchantment")
    assert body == {"applies_to": {"type": "creature", "controller": "you"},
                    "effects": [{"modify_pt": [count, count]}]}


@pytest.mark.parametrize("text", [
    # the Merfolk that attacked: which creatures attacked is not kept, so it stays text
    "As long as you attacked with three or more Merfolk this turn, Merfolk you control get "
    "+1/+0.",
    # +1/+1 counters put this turn: not kept either
    "As long as you've put one or more +1/+1 counters on Test Card this turn, it has flying.",
    # whether this very creature attacked this turn: not kept
    "As long as Test Card attacked this turn, it has flying.",
])
def test_what_the_turn_does_not_keep_stays_text(text: str) -> None:
    assert drafted(text, "Creature \u2014 Merfolk").untranslated == [text]


def test_shardmage_s_rescue_entered_this_turn_is_the_aura_s() -> None:
    # the condition is on the Aura (a new object as it entered, 400.7), the clause on the
    # creature it enchants: as the library card says it
    body = static_body("As long as this Aura entered this turn, enchanted creature has "
                       "hexproof.", "Enchantment \u2014 Aura")
    assert body == {"condition": {"exists": {"self": True, "entered_this_turn": True}},
                    "applies_to": {"enchanted": True},
                    "effects": [{"add_abilities": ["hexproof"]}]}


def test_a_spell_that_has_flash_while_something_happened_stays_text() -> None:
    # Take for a Ride: the ability works where the card is cast from or on the stack
    # (113.6e; 112.6d in 2011), not on the battlefield a static ability is drafted for
    text = "Test Card has flash as long as you've committed a crime this turn."
    assert drafted(text, "Sorcery").untranslated == [text]
