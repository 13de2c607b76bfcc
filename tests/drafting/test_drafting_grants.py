"""Abilities granted by static abilities of real cards (issue 19, item 5): keywords the
engine keeps by name (flanking 702.25a, 702.23a in 2011; firebending 702.189a, none in 2011;
ward with a life cost 702.21a), bare or quoted (113.1a), gained in layer 6 (613.1f).
Every expected draft and board is written by hand from the Oracle text and those rules.
"""
from __future__ import annotations

import warnings

import pytest

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def drafted(name: str, text: str, type_line: str, pt: tuple = (None, None)):
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    return result


def statics(result) -> list[dict]:
    found = []
    for ability in result.card["abilities"]:
        if isinstance(ability, dict) and "static" in ability:
            body = dict(ability["static"])
            body.pop("text")
            found.append(body)
    return found


def test_a_quoted_ward_with_a_life_cost_is_the_keyword_granted():
    # Hexing Squelcher: the quoted ability is ward with the cost "Pay 2 life" (702.21a),
    # given to each other creature you control in layer 6 (613.1f)
    result = drafted("Hexing Squelcher", 'Ward\u2014Pay 2 life.\nOther creatures you '
                     'control have "Ward\u2014Pay 2 life."', "Creature \u2014 Goblin Sorcerer",
                     ("2", "2"))
    assert result.untranslated == []
    assert result.card["abilities"][0] == "ward\u2014pay 2 life"
    assert statics(result) == [{"applies_to": {"other": True, "type": "creature",
                                               "controller": "you"},
                                "effects": [{"add_abilities": ["ward\u2014pay 2 life"]}]}]


def test_an_aura_granting_flanking_and_a_bonus():
    # Agility: +1/+1 (613.4c) and flanking (613.1f) to the enchanted creature
    result = drafted("Agility", "Enchant creature\nEnchanted creature gets +1/+1 and has "
                     "flanking.", "Enchantment \u2014 Aura")
    assert result.untranslated == []
    (body,) = statics(result)
    assert body["applies_to"] == {"enchanted": True}
    assert sorted(map(str, body["effects"])) == sorted(map(str, [
        {"add_abilities": ["flanking"]}, {"modify_pt": [1, 1]}]))


def test_firebending_while_a_lesson_is_in_the_graveyard():
    # Fire Nation Cadets: firebending 2 (702.189a) as long as a Lesson card is in your
    # graveyard (611.3a: the condition is checked continuously)
    result = drafted("Fire Nation Cadets", "This creature has firebending 2 as long as "
                     "there's a Lesson card in your graveyard.", "Creature \u2014 Human Soldier",
                     ("1", "2"))
    assert result.untranslated == []
    (body,) = statics(result)
    assert body["applies_to"] == {"self": True}
    assert body["effects"] == [{"add_abilities": ["firebending 2"]}]
    assert body["condition"] == {"exists": {"zone": ["graveyard"], "owner": "you",
                                            "subtype": ["Lesson"]}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_agility_on_grizzly_bears(ruleset: str):
    # 2/2 + 1/+1 = 3/3 (613.4c; 613.3c in 2011), and flanking gained (613.1f in both)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "aura", "card": "Agility", "controller": "p1", "attached_to": "bears"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing left as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    bears = outcome["objects"]["bears"]
    assert (bears["power"], bears["toughness"], bears["abilities"]) == (3, 3, ["flanking"])


def outcome_objects(board: dict, ruleset: str) -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing left as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    return outcome["objects"]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_toughness_only_characteristic_defining_ability(ruleset: str):
    # People of the Woods (printed 1/*): its toughness is the number of Forests you control,
    # a CDA (604.3, layer 7a: 613.4a in 2026, 613.3a in 2011); its power stays 1. With two
    # Forests of its controller and one of the opponent: 1/2.
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "people", "card": "People of the Woods", "controller": "p1"},
        {"id": "f1", "card": "Forest", "controller": "p1"},
        {"id": "f2", "card": "Forest", "controller": "p1"},
        {"id": "f3", "card": "Forest", "controller": "p2"}]}
    people = outcome_objects(board, ruleset)["people"]
    assert (people["power"], people["toughness"]) == (1, 2)


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_power_and_toughness_defined_by_two_abilities(ruleset: str):
    # Yavimaya Kavu (red and green, */*): power = red creatures on the battlefield = 1 (the
    # Kavu itself), toughness = green creatures = 2 (the Kavu and Grizzly Bears) (604.3)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "kavu", "card": "Yavimaya Kavu", "controller": "p1"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "p2"}]}
    kavu = outcome_objects(board, ruleset)["kavu"]
    assert (kavu["power"], kavu["toughness"]) == (1, 2)


@pytest.mark.parametrize("fire, types", [
    (2, ["artifact"]),              # below three: the condition does not hold (611.3a)
    (3, ["artifact", "creature"]),  # "an artifact creature" keeps its types (205.1b)
])
def test_a_vehicle_that_is_a_creature_while_it_has_enough_counters(fire: int, types: list):
    # War Balloon: "it" is this Vehicle, the object the condition names; with three or more
    # fire counters it is an artifact creature in layer 4 (613.1d), still a Vehicle (205.1b)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "balloon", "card": "War Balloon", "controller": "p1",
         "counters": {"fire": fire}}]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Crew 3 is an activated ability, kept as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, "cr-2026"))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    balloon = outcome["objects"]["balloon"]
    assert (balloon["types"], balloon["subtypes"]) == (types, ["Vehicle"])


def test_it_without_a_condition_naming_the_card_stays_text():
    # "it" names nothing in a sentence whose condition is not about an object: declined
    result = drafted("Test Card", "As long as you control three or more artifacts, it's an "
                     "artifact creature.", "Artifact")
    assert result.untranslated == ["As long as you control three or more artifacts, it's an "
                                   "artifact creature."]


def test_a_second_sentence_with_a_restriction_and_a_layer_effect():
    # Retro-Mutation: the enchanted creature is a Turtle (205.1a: its other creature types
    # go, layer 4) with base 0/1 (layer 7b) and loses all abilities (layer 6); "it can't
    # attack" is a rules effect on the same creature (508.1c), a second static ability
    result = drafted("Retro-Mutation", "Enchant creature\nEnchanted creature is a Turtle with "
                     "base power and toughness 0/1. It can't attack and loses all abilities.",
                     "Enchantment \u2014 Aura")
    assert result.untranslated == []
    layered, restriction = statics(result)
    assert layered == {"applies_to": {"enchanted": True}, "effects": [
        {"set_creature_types": ["Turtle"]}, {"remove_all_abilities": True},
        {"set_pt": [0, 1]}]}
    assert restriction == {"applies_to": {"enchanted": True}, "rules": [{"cant_attack": True}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_retro_mutation_on_serra_angel(ruleset: str):
    # Serra Angel (4/4 Angel, flying, vigilance) enchanted: a 0/1 Turtle creature with no
    # abilities (205.1a; layers 4, 6 and 7b: 613.1d, 613.1f, 613.4b / 613.3b in 2011)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "angel", "card": "Serra Angel", "controller": "p2"},
        {"id": "aura", "card": "Retro-Mutation", "controller": "p1", "attached_to": "angel"}]}
    angel = outcome_objects(board, ruleset)["angel"]
    assert (angel["power"], angel["toughness"], angel["types"], angel["subtypes"],
            angel["abilities"]) == (0, 1, ["creature"], ["Turtle"], [])


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_lands_with_the_chosen_name_gain_a_mana_ability(ruleset: str):
    # Petrified Hamlet, "Forest" chosen: each land named Forest, whoever controls it, has
    # "{T}: Add {C}." besides its own (613.1f; 305.6 its basic land type's ability); an
    # Island does not
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "hamlet", "card": "Petrified Hamlet", "controller": "p1",
         "choices": {"name": "Forest"}},
        {"id": "forest", "card": "Forest", "controller": "p2"},
        {"id": "island", "card": "Island", "controller": "p2"}]}
    objects = outcome_objects(board, ruleset)
    assert objects["forest"]["abilities"] == ["{T}: Add {G}.", "{T}: Add {C}."]
    assert objects["island"]["abilities"] == ["{T}: Add {U}."]


def test_a_group_named_by_card_names():
    # Shield of Kaldra: Equipment with any of the three names have indestructible (201.2,
    # 613.1f); the names are kept as printed
    result = drafted("Shield of Kaldra", "Equipment named Sword of Kaldra, Shield of Kaldra, "
                     "and Helm of Kaldra have indestructible.",
                     "Legendary Artifact \u2014 Equipment")
    assert result.untranslated == []
    assert statics(result) == [{"applies_to": {"subtype": "Equipment", "name": [
        "Sword of Kaldra", "Shield of Kaldra", "Helm of Kaldra"]},
        "effects": [{"add_abilities": ["indestructible"]}]}]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_shield_of_kaldra_on_a_board(ruleset: str):
    # the Shield is itself named Shield of Kaldra: indestructible; Bonesplitter is not named
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "shield", "card": "Shield of Kaldra", "controller": "p1"},
        {"id": "splitter", "card": "Bonesplitter", "controller": "p1"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Equip is an activated ability
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    objects = outcome["objects"]
    assert "indestructible" in objects["shield"]["abilities"]
    assert "indestructible" not in objects["splitter"]["abilities"]


def spider_enters(owner: str, outcomes: dict) -> None:
    """Spider-Punk (p1's) and a Giant Spider of ``owner`` entering from the stack: the
    outcomes expected, checked as a ruling."""
    ruling = {
        "kind": "replacement", "name": "Spider-Punk and an entering Spider",
        "rules": ["614.12"], "ruleset": "cr-2026",
        "scenario": {"players": ["p1", "p2"], "objects": [
            {"id": "punk", "card": "Spider-Punk", "controller": "p1"},
            {"id": "spider", "card": "Giant Spider", "zone": "stack", "owner": owner}],
            "events": [{"id": "resolve",
                        "zone_change": {"object": "spider", "to": "battlefield"}}]},
        "expect": {"resolve": {"outcomes": outcomes}}}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Spells and abilities can't be countered." is text
        verdict = mtglogic.check_ruling(ruling)
    assert verdict.passed, verdict.diff


def test_other_spiders_have_riot_as_they_enter():
    # Spider-Punk: a Giant Spider entering under p1's control would have riot there, so riot
    # applies to how it enters (614.12; 702.136a, 2011 has no riot): one effect whose
    # controller chooses a +1/+1 counter or haste (614.12a), two outcomes, one order each
    spider_enters("p1", {"spider: stack -> battlefield (with 1 +1/+1 counter)": 1,
                         "spider: stack -> battlefield (with haste)": 1})
    result = drafted("Spider-Punk", "Other Spiders you control have riot.",
                     "Legendary Creature \u2014 Spider Human Hero", ("2", "1"))
    assert result.untranslated == []
    assert statics(result) == [{"applies_to": {"other": True, "subtype": "Spider",
                                               "controller": "you"},
                                "effects": [{"add_abilities": ["riot"]}]}]


def test_a_spider_of_another_player_gets_no_riot():
    # "you control": p2's Spider entering under p2's control is not one of them (614.12)
    spider_enters("p2", {"spider: stack -> battlefield": 1})


KICKOFF = "Max speed \u2014 Sacrifice this enchantment: Creatures and Vehicles you control gain " \
    "haste until end of turn."


@pytest.mark.parametrize("speed, has", [(4, True), (3, False)])
def test_a_max_speed_activated_ability_is_had_at_speed_four(speed: int, has: bool):
    # Kickoff Celebrations: as long as your speed is 4 it has the activated ability
    # (702.178a; 702.179e: 4 is max speed; 2011 has no speed), gained in layer 6 (613.1f)
    board = {"players": ["p1", "p2"], "this_turn": {"speed": {"p1": speed}}, "objects": [
        {"id": "kickoff", "card": "Kickoff Celebrations", "controller": "p1"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Start your engines!" is left as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, "cr-2026"))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    granted = KICKOFF.split(" \u2014 ", 1)[1]
    assert (granted in outcome["objects"]["kickoff"]["abilities"]) == has


def test_a_max_speed_line_granting_an_activated_ability_is_drafted_so():
    result = drafted("Kickoff Celebrations", KICKOFF, "Enchantment")
    assert result.untranslated == []
    assert statics(result) == [{"condition": {"ge": [{"speed": "you"}, 4]},
                                "applies_to": {"self": True}, "effects": [{"add_abilities": [
                                    {"activated": KICKOFF.split(" \u2014 ", 1)[1]}]}]}]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_all_activated_abilities_of_elf_cards_in_your_graveyard(ruleset: str):
    # Thranduil: the activated abilities of Elf cards in its controller's graveyard, mana
    # abilities among them (605.1a), gained in layer 6 (613.1f): Llanowar Elves' "{T}: Add
    # {G}." is had; the opponent's Llanowar Elves (a second copy would show) and a non-Elf card
    # (Prodigal Sorcerer) give nothing
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "thranduil", "card": "Thranduil, the Elvenking", "controller": "p1"},
        {"id": "elf", "card": "Llanowar Elves", "zone": "graveyard", "owner": "p1"},
        {"id": "theirs", "card": "Llanowar Elves", "zone": "graveyard", "owner": "p2"},
        {"id": "wizard", "card": "Prodigal Sorcerer", "zone": "graveyard", "owner": "p1"}]}
    abilities = outcome_objects(board, ruleset)["thranduil"]["abilities"]
    assert abilities.count("{T}: Add {G}.") == 1
    assert not any("damage" in a for a in abilities)


def test_sugar_coat_makes_a_creature_a_colorless_food_artifact():
    # Sugar Coat on Grizzly Bears: its card types become artifact (205.1a; the creature type
    # Bear goes with the creature card type, 205.3d), its subtypes Food, an artifact type
    # (205.3g); colorless (layer 5, 613.1e); all its abilities lost but the quoted one it
    # gains (layer 6, 613.1f); no longer a creature, it has no power or toughness (208.1)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "coat", "card": "Sugar Coat", "controller": "p1", "attached_to": "bears"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Enchant creature or Food" is left as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, "cr-2026"))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    bears = outcome["objects"]["bears"]
    assert (bears["types"], bears["subtypes"], bears["colors"], bears["abilities"]) == (
        ["artifact"], ["Food"], [], ["{2}, {T}, Sacrifice this artifact: You gain 3 life."])
    assert bears.get("power") is None


def test_a_subtype_that_is_not_an_artifact_type_stays_text():
    # "a Zombie artifact": Zombie is a creature type, which an artifact alone cannot have
    # (205.3d): not read
    text = 'Enchanted permanent is a Zombie artifact with "{T}: Add {C}." and loses all ' \
        'other card types and abilities.'
    result = drafted("Test Card", f"Enchant permanent\n{text}", "Enchantment \u2014 Aura")
    assert result.untranslated == [text]


GODDRIC_GRANT = "{R}: Dragons you control get +1/+0 until end of turn."


@pytest.mark.parametrize("entered, expected", [
    # two nonland permanents entered under p1's control: a 4/4 Dragon (its creature types
    # Human Noble replaced, 205.1a; layer 7b for the base 4/4) with haste, flying and the
    # quoted ability (613.1f)
    (2, (4, 4, ["Dragon"], ["haste", "flying", GODDRIC_GRANT])),
    (1, (3, 3, ["Human", "Noble"], ["haste"])),    # one: the condition fails (611.3a)
])
def test_goddric_is_a_dragon_after_a_celebration(entered: int, expected: tuple):
    board = {"players": ["p1", "p2"], "this_turn": {"entered": [
        {"types": ["artifact"], "controller": "p1", "count": entered}]}, "objects": [
        {"id": "goddric", "card": "Goddric, Cloaked Reveler", "controller": "p1"}]}
    goddric = outcome_objects(board, "cr-2026")["goddric"]
    abilities = [a for a in goddric["abilities"] if not a.startswith("Celebration")]
    assert (goddric["power"], goddric["toughness"], goddric["subtypes"], abilities) == expected


@pytest.mark.parametrize("active, has", [("p1", True), ("p2", False)])
def test_lessons_in_your_graveyard_have_flashback_during_your_turn(active: str, has: bool):
    # Iroh, Grand Lotus: during its controller's turn (611.3a) each Lesson card in their
    # graveyard has flashback {1} (702.34a; 702.32a in 2011), gained in layer 6 (613.1f)
    board = {"players": ["p1", "p2"], "active_player": active, "objects": [
        {"id": "iroh", "card": "Iroh, Grand Lotus", "controller": "p1"},
        {"id": "lesson", "card": "Boomerang Basics", "zone": "graveyard", "owner": "p1"},
        {"id": "theirs", "card": "Boomerang Basics", "zone": "graveyard", "owner": "p2"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its other flashback line is left as text
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, "cr-2026"))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    objects = outcome["objects"]
    assert ("flashback {1}" in objects["lesson"]["abilities"]) == has
    assert "flashback {1}" not in objects["theirs"]["abilities"]


BELLO_TRIGGER = "Whenever this creature deals combat damage to a player, draw a card."


@pytest.mark.parametrize("active", ["p1", "p2"])
def test_bello_animates_big_artifacts_and_enchantments_during_your_turn(active: str):
    # Bello, during p1's turn (611.3a): each non-Equipment artifact and non-Aura enchantment
    # p1 controls with mana value 4 or greater (both groups, 202.3) is also a 4/4 Elemental
    # creature (205.1b; layers 4 and 7b) with indestructible, haste and the trigger
    # (613.1f). Icy Manipulator (4) and Parallel Lives (4) are; Mind Stone (2) is not.
    board = {"players": ["p1", "p2"], "active_player": active, "objects": [
        {"id": "bello", "card": "Bello, Bard of the Brambles", "controller": "p1"},
        {"id": "icy", "card": "Icy Manipulator", "controller": "p1"},
        {"id": "lives", "card": "Parallel Lives", "controller": "p1"},
        {"id": "stone", "card": "Mind Stone", "controller": "p1"}]}
    objects = outcome_objects(board, "cr-2026")
    animated = active == "p1"
    for big, kind in (("icy", "artifact"), ("lives", "enchantment")):
        made = objects[big]
        assert sorted(made["types"]) == sorted([kind, "creature"] if animated else [kind])
        if animated:
            assert (made["power"], made["toughness"], made["subtypes"]) == (4, 4, ["Elemental"])
            assert made["abilities"][-3:] == ["indestructible", "haste", BELLO_TRIGGER]
    assert objects["stone"]["types"] == ["artifact"]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_witness_protection_renames_and_resets_the_creature(ruleset: str):
    # Witness Protection on Serra Angel (white 4/4 Angel, flying, vigilance): named
    # Legitimate Businessperson (a text-changing effect, layer 3: 612.1; 123.6c's example
    # in 2026), a Citizen creature (205.1a, layer 4), green and white (layer 5), no
    # abilities (layer 6), base 1/1 (layer 7b)
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "angel", "card": "Serra Angel", "controller": "p2"},
        {"id": "aura", "card": "Witness Protection", "controller": "p1",
         "attached_to": "angel"}]}
    angel = outcome_objects(board, ruleset)["angel"]
    assert (angel["name"], sorted(angel["colors"]), angel["types"], angel["subtypes"],
            angel["abilities"], angel["power"], angel["toughness"]) == (
        "Legitimate Businessperson", ["green", "white"], ["creature"], ["Citizen"], [], 1, 1)


def test_honest_work_gives_a_mana_ability_after_the_others_are_lost():
    # Honest Work: named Humble Merchant (layer 3), a Citizen (its card types kept, 205.1a),
    # all abilities lost, then "{T}: Add {C}." gained (613.1f), base 1/1 (layer 7b)
    result = drafted("Honest Work", 'Enchant creature\nEnchanted creature loses all '
                     'abilities and is a Citizen with base power and toughness 1/1 and '
                     '"{T}: Add {C}" named Humble Merchant.', "Enchantment \u2014 Aura")
    assert result.untranslated == []
    (body,) = statics(result)
    assert body["applies_to"] == {"enchanted": True}
    assert sorted(map(str, body["effects"])) == sorted(map(str, [
        {"set_name": "Humble Merchant"}, {"set_creature_types": ["Citizen"]},
        {"remove_all_abilities": True}, {"set_pt": [1, 1]},
        {"add_abilities": [{"mana": "{T}: Add {C}."}]}]))
    effects = body["effects"]
    assert effects.index({"remove_all_abilities": True}) < \
        effects.index({"add_abilities": [{"mana": "{T}: Add {C}."}]})


def test_a_name_after_a_triggered_quote_stays_text():
    text = ('Enchanted creature loses all abilities and is a Citizen with base power and '
            'toughness 1/1 and "When this creature dies, draw a card" named Test Name.')
    result = drafted("Test Card", f"Enchant creature\n{text}", "Enchantment \u2014 Aura")
    assert result.untranslated == [text]
