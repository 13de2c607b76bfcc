"""Real corpus cards drafted from their Oracle text, on boards answered by hand (issue 19,
item 5): counts among objects, "otherwise", turn conditions and groups of the layer
families. The cards are named as a user names them (drafted when the library lacks
them); every expected value is worked out in the comment beside it from the rules:
P/T changes in layer 7c (613.4c; 613.3c in 2011), characteristic-defining abilities first
in layer 7a (613.4a; 613.3a in 2011), abilities in layer 6 (613.1f), control in layer 2
(613.1b), and a static ability's condition checked at every moment (611.3a).
"""
from __future__ import annotations

from typing import Any

import pytest

import mtglogic

BOTH = ("cr-2011", "cr-2026")


def final(objects: list[dict[str, Any]], ruleset: str = "cr-2026",
          active: str = "you") -> dict[str, dict[str, Any]]:
    scenario = mtglogic.load_scenario({"players": ["you", "opponent"], "active_player": active,
                                       "objects": objects}, ruleset)
    result = mtglogic.compute_layers(scenario)
    assert len(result.outcomes) == 1
    return result.outcomes[0].characteristics()


def pt(chars: dict[str, Any]) -> tuple[Any, Any]:
    return chars.get("power"), chars.get("toughness")


def card(oid: str, name: str, **extra: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "controller": "you", **extra}


@pytest.mark.parametrize("ruleset", BOTH)
def test_domain_counts_basic_land_types_once_each(ruleset):
    # Kavu Scout 0/2 "+1/+0 for each basic land type among lands you control" (305.6):
    # Plains, Island, Forest, Forest give 3 types, so 0+3 = 3 power; the opponent's Swamp
    # is not among your lands
    chars = final([card("scout", "Kavu Scout"), card("p", "Plains"), card("i", "Island"),
                   card("f1", "Forest"), card("f2", "Forest"),
                   card("s", "Swamp", controller="opponent")], ruleset)
    assert pt(chars["scout"]) == (3, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_twice_the_domain_count_defines_both(ruleset):
    # Territorial Maro: P and T each 2 x (basic land types among your lands): a Swamp and a
    # Mountain are 2 types, so 4/4 (a characteristic-defining ability, 604.3)
    chars = final([card("maro", "Territorial Maro"), card("s", "Swamp"),
                   card("m", "Mountain")], ruleset)
    assert pt(chars["maro"]) == (4, 4)


def test_total_mana_value_of_the_other_creatures():
    # Ancient Ooze: the mana values of your other creatures added: Grizzly Bears {1}{G} is
    # 2, Hill Giant {3}{R} is 4 (202.3), 2+4 = 6; the opponent's Bears and the Ooze itself
    # are not counted: 6/6
    chars = final([card("ooze", "Ancient Ooze"), card("bears", "Grizzly Bears"),
                   card("giant", "Hill Giant"),
                   card("theirs", "Grizzly Bears", controller="opponent")])
    assert pt(chars["ooze"]) == (6, 6)


def test_greatest_mana_value_among_other_artifacts():
    # Emissary Escort 0/4 "+X/+0, X the greatest mana value among other artifacts you
    # control": Sol Ring (1) and Mind Stone (2) give X = 2: 2/4; with none, X = 0: 0/4
    chars = final([card("escort", "Emissary Escort"), card("ring", "Sol Ring"),
                   card("stone", "Mind Stone")])
    assert pt(chars["escort"]) == (2, 4)
    assert pt(final([card("escort", "Emissary Escort")])["escort"]) == (0, 4)


def test_colors_among_permanents_you_control_count_each_color_once():
    # Squawkroaster (red) */4, power = colors among permanents you control (105.2): itself
    # red, Grizzly Bears green, Hill Giant red again: red and green, power 2
    chars = final([card("roaster", "Squawkroaster"), card("bears", "Grizzly Bears"),
                   card("giant", "Hill Giant")])
    assert pt(chars["roaster"]) == (2, 4)


def test_counters_among_lands_you_control():
    # Toph */3, power = +1/+1 counters on lands you control (122.1): 2 on a Forest, 1 on
    # a Plains; the 5 on Grizzly Bears are on no land: power 3
    chars = final([card("toph", "Toph, the Blind Bandit"),
                   card("f", "Forest", counters={"+1/+1": 2}),
                   card("p", "Plains", counters={"+1/+1": 1}),
                   card("bears", "Grizzly Bears", counters={"+1/+1": 5})])
    assert pt(chars["toph"]) == (3, 3)


def test_noncreature_nonland_cards_in_your_graveyard():
    # Xande 3/3 "+1/+1 for each noncreature, nonland card in your graveyard": Lightning
    # Bolt and Sol Ring count, Grizzly Bears (a creature) and Forest (a land) do not: 5/5
    grave = {"zone": "graveyard", "owner": "you"}
    chars = final([card("xande", "Xande, Dark Mage"),
                   {"id": "bolt", "card": "Lightning Bolt", **grave},
                   {"id": "ring", "card": "Sol Ring", **grave},
                   {"id": "bears", "card": "Grizzly Bears", **grave},
                   {"id": "forest", "card": "Forest", **grave}])
    assert pt(chars["xande"]) == (5, 5)


@pytest.mark.parametrize("ruleset", BOTH)
def test_otherwise_applies_while_the_condition_fails(ruleset):
    # Gift of Fangs: +2/+2 while the enchanted creature is a Vampire, else -2/-2: on
    # Grizzly Bears (a Bear) 2-2 = 0/0; on Vampire Nighthawk (a Vampire, 2/3) 4/5
    bears = final([card("bears", "Grizzly Bears"),
                   card("gift", "Gift of Fangs", attached_to="bears")], ruleset)
    assert pt(bears["bears"]) == (0, 0)
    hawk = final([card("hawk", "Vampire Nighthawk"),
                  card("gift", "Gift of Fangs", attached_to="hawk")], ruleset)
    assert pt(hawk["hawk"]) == (4, 5)


@pytest.mark.parametrize(("active", "keyword", "not_keyword"),
                         [("you", "deathtouch", "reach"), ("opponent", "reach", "deathtouch")])
def test_during_your_turn_otherwise(active, keyword, not_keyword):
    # Hunter's Blowgun: +1/+1, and deathtouch during your turn, reach otherwise (611.3a):
    # the equipped Bears are 3/3 with one of the two by whose turn it is
    chars = final([card("bears", "Grizzly Bears"),
                   card("gun", "Hunter's Blowgun", attached_to="bears")], active=active)
    assert pt(chars["bears"]) == (3, 3)
    assert keyword in chars["bears"]["abilities"]
    assert not_keyword not in chars["bears"]["abilities"]


@pytest.mark.parametrize(("active", "creature"), [("you", False), ("opponent", True)])
def test_during_turns_other_than_yours(active, creature):
    # Midnight Mangler: an artifact creature only while it is not your turn (611.3a)
    chars = final([card("mangler", "Midnight Mangler")], active=active)
    assert ("creature" in chars["mangler"]["types"]) is creature


def test_enchanted_creatures_are_those_an_aura_is_attached_to():
    # A Tale for the Ages: "enchanted creatures you control get +2/+2": Vampire Nighthawk
    # 2/3 with Gift of Fangs (an Aura, 303.4; +2/+2 on a Vampire) is 2+2+2 / 3+2+2 = 6/7;
    # the Bears without an Aura stay 2/2
    chars = final([card("tale", "A Tale for the Ages"), card("hawk", "Vampire Nighthawk"),
                   card("bears", "Grizzly Bears"),
                   card("gift", "Gift of Fangs", attached_to="hawk")])
    assert pt(chars["hawk"]) == (6, 7)
    assert pt(chars["bears"]) == (2, 2)


def test_no_opponent_controls_a_creature_of_either_color():
    # Skittish Kavu 1/1: +1/+1 as long as no opponent controls a white or blue creature:
    # with only your own Savannah Lions (white) 2/2; with the opponent's Lions 1/1
    assert pt(final([card("kavu", "Skittish Kavu"),
                     card("lions", "Savannah Lions")])["kavu"]) == (2, 2)
    assert pt(final([card("kavu", "Skittish Kavu"),
                     card("lions", "Savannah Lions", controller="opponent")])["kavu"]) == (1, 1)


def test_you_control_the_enchanted_artifact_creature():
    # Domineer: the enchanted artifact creature is controlled by the Aura's controller
    # (layer 2, 613.1b); another artifact creature of the opponent is not
    chars = final([card("dom", "Domineer", attached_to="golem"),
                   card("golem", "Ornithopter", controller="opponent"),
                   card("other", "Ornithopter", controller="opponent")])
    assert chars["golem"]["controller"] == "you"
    assert chars["other"]["controller"] == "opponent"


@pytest.mark.parametrize(("active", "expected"), [("you", (4, 4)), ("opponent", (2, 2))])
def test_a_conditional_pt_definition_is_no_characteristic_defining_ability(active, expected):
    # Angry Mob: a P/T set only under a condition is no characteristic-defining ability
    # (604.3a, its fifth test): layer 7b (613.4b). During your turn 2 + the Swamps your
    # opponents control (2) = 4/4; during theirs 2/2; your own Swamp is not counted
    chars = final([card("mob", "Angry Mob"), card("s1", "Swamp", controller="opponent"),
                   card("s2", "Swamp", controller="opponent"), card("s3", "Swamp")],
                  active=active)
    assert pt(chars["mob"]) == expected


def test_a_condition_on_the_enchanted_land_for_other_objects():
    # Goblin Shrine on a basic Mountain: Goblin creatures get +1/+0 (Goblin Piker 2/1 ->
    # 3/1, whoever controls it); on a Forest, nothing (611.3a)
    on_mountain = final([card("m", "Mountain"), card("shrine", "Goblin Shrine", attached_to="m"),
                         card("piker", "Goblin Piker", controller="opponent")])
    assert pt(on_mountain["piker"]) == (3, 1)
    on_forest = final([card("f", "Forest"), card("shrine", "Goblin Shrine", attached_to="f"),
                       card("piker", "Goblin Piker")])
    assert pt(on_forest["piker"]) == (2, 1)


def test_the_second_sentence_about_it_loses_all_other_abilities():
    # Spider-Man No More on Vampire Nighthawk (flying, deathtouch, lifelink): a Citizen
    # (its creature types set, 205.1a; layer 4) with base 1/1 (7b), defender, and no other
    # ability (layer 6: the loss first, then defender, 613.1f)
    chars = final([card("hawk", "Vampire Nighthawk"),
                   card("aura", "Spider-Man No More", attached_to="hawk")])
    assert pt(chars["hawk"]) == (1, 1)
    assert chars["hawk"]["subtypes"] == ["Citizen"]
    assert chars["hawk"]["abilities"] == ["defender"]


def test_each_predicate_with_its_own_condition():
    # Tek 2/2: +0/+2 with a Plains, flying with an Island, +2/+0 with a Swamp, first
    # strike with a Mountain, trample with a Forest: a Plains and a Swamp give 4/4 and no
    # keyword; the opponent's Island gives nothing
    chars = final([card("tek", "Tek"), card("p", "Plains"), card("s", "Swamp"),
                   card("i", "Island", controller="opponent")])
    assert pt(chars["tek"]) == (4, 4)
    assert not {"flying", "first strike", "trample"} & set(chars["tek"]["abilities"])


def test_lore_counters_among_sagas_you_control():
    # Tom Bombadil: hexproof and indestructible with 4 or more lore counters among your
    # Sagas (122.1): 3 on one Saga and 1 on another make 4
    saga = "The Eldest Reborn"
    chars = final([card("tom", "Tom Bombadil"), card("a", saga, counters={"lore": 3}),
                   card("b", saga, counters={"lore": 1})])
    assert {"hexproof", "indestructible"} <= set(chars["tom"]["abilities"])
    fewer = final([card("tom", "Tom Bombadil"), card("a", saga, counters={"lore": 3})])
    assert "hexproof" not in fewer["tom"]["abilities"]


def test_creatures_you_control_but_dont_own():
    # Laughing Jasper Flint: your creatures another player owns are Mercenaries as well
    # (108.3; layer 4, 613.1d); your own Bears are not
    chars = final([card("flint", "Laughing Jasper Flint"),
                   card("stolen", "Grizzly Bears", owner="opponent"),
                   card("bears", "Grizzly Bears")])
    assert "Mercenary" in chars["stolen"]["subtypes"]
    assert "Mercenary" not in chars["bears"]["subtypes"]


def test_all_colors():
    # Leyline of the Guildpact: each nonland permanent you control is all five colors
    # (105.2; layer 5, 613.1e); your Forest is not changed
    chars = final([card("leyline", "Leyline of the Guildpact"), card("bears", "Grizzly Bears"),
                   card("f", "Forest")])
    assert sorted(chars["bears"]["colors"]) == ["black", "blue", "green", "red", "white"]
    assert chars["f"]["colors"] == []


def test_the_chosen_basic_land_type_sets_the_land_type():
    # Phantasmal Terrain, Island chosen as it entered (614.12): the enchanted Forest's land
    # type becomes Island and it has only {T}: Add {U} (305.7; layer 4)
    chars = final([card("f", "Forest"),
                   card("t", "Phantasmal Terrain", attached_to="f",
                        choices={"basic_land_type": "Island"})])
    assert chars["f"]["subtypes"] == ["Island"]
    assert chars["f"]["abilities"] == ["{T}: Add {U}."]


def test_you_and_your_other_creatures_have_hexproof():
    # Shalai: the player (613.10 in 2026, 613.9 in 2011) and your other creatures (613.1f)
    # have hexproof; Shalai itself ("other") and the opponent's Bears do not
    scenario = mtglogic.load_scenario({"players": ["you", "opponent"], "active_player": "you",
                                       "objects": [card("shalai", "Shalai, Voice of Plenty"),
                                                   card("bears", "Grizzly Bears"),
                                                   card("theirs", "Grizzly Bears",
                                                        controller="opponent")]})
    outcome = mtglogic.compute_layers(scenario).outcomes[0]
    chars = outcome.characteristics()
    assert "hexproof" in chars["bears"]["abilities"]
    assert "hexproof" not in chars["shalai"]["abilities"]
    assert "hexproof" not in chars["theirs"]["abilities"]
    assert [(p.players, p.gains) for p in outcome.run.player_effects] == [(["you"],
                                                                           ["hexproof"])]


def test_counters_of_any_kinds_on_it():
    # Warden of the Inner Sky: flying and vigilance with 3 or more counters of any kinds
    # on it (122.1): two +1/+1 and one shield make 3; two alone do not
    three = final([card("w", "Warden of the Inner Sky", counters={"+1/+1": 2, "shield": 1})])
    assert {"flying", "vigilance"} <= set(three["w"]["abilities"])
    two = final([card("w", "Warden of the Inner Sky", counters={"+1/+1": 2})])
    assert "flying" not in two["w"]["abilities"]


def test_a_creature_type_added_and_defender_by_a_named_counter():
    # Aurification: each creature with a gold counter is a Wall as well (layer 4) and has
    # defender (layer 6); the Bears without one are unchanged
    chars = final([card("aur", "Aurification"),
                   card("gold", "Grizzly Bears", counters={"gold": 1}),
                   card("plain", "Grizzly Bears")])
    assert sorted(chars["gold"]["subtypes"]) == ["Bear", "Wall"]
    assert "defender" in chars["gold"]["abilities"]
    assert chars["plain"]["subtypes"] == ["Bear"]


def test_a_supertype_and_a_subtype_added():
    # Super-Soldier Serum on Grizzly Bears: +2/+2 (7c), first strike and vigilance (6), and
    # legendary Soldier besides its types (4; 205.4, 205.3): a legendary Bear Soldier 4/4
    chars = final([card("bears", "Grizzly Bears"),
                   card("serum", "Super-Soldier Serum", attached_to="bears")])
    assert pt(chars["bears"]) == (4, 4)
    assert chars["bears"]["supertypes"] == ["legendary"]
    assert sorted(chars["bears"]["subtypes"]) == ["Bear", "Soldier"]


def test_any_counter_and_kinds_of_counters():
    # Formation Breaker 2/1: +1/+2 while you control a creature with a counter of any kind
    # on it (122.1): a stunned Bears make it 3/3, alone it is 2/1. Hundred-Battle Veteran
    # 4/2: +2/+4 with three or more kinds among your creatures: +1/+1 and shield on one
    # Bears, stun on the other make three: 6/6
    assert pt(final([card("fb", "Formation Breaker")])["fb"]) == (2, 1)
    assert pt(final([card("fb", "Formation Breaker"),
                     card("bears", "Grizzly Bears", counters={"stun": 1})])["fb"]) == (3, 3)
    vet = final([card("vet", "Hundred-Battle Veteran"),
                 card("a", "Grizzly Bears", counters={"+1/+1": 1, "shield": 1}),
                 card("b", "Grizzly Bears", counters={"stun": 2})])["vet"]
    assert pt(vet) == (6, 6)
    two_kinds = final([card("vet", "Hundred-Battle Veteran"),
                       card("a", "Grizzly Bears", counters={"+1/+1": 1, "shield": 1})])["vet"]
    assert pt(two_kinds) == (4, 2)


def rules_on(objects: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
    scenario = mtglogic.load_scenario({"players": ["you", "opponent"], "active_player": "you",
                                       "objects": objects})
    (outcome,) = mtglogic.compute_layers(scenario).outcomes
    return [(r.word, list(r.objects)) for r in outcome.run.rules if r.objects]


def test_otherwise_it_cant_attack_or_block():
    # Bonds of Faith: +2/+2 on a Human; otherwise the creature can't attack or block
    # (611.3a; 508.1c, 509.1b, applied after the layers: 613.11): on Grizzly Bears, no
    # bonus and both restrictions; on a Human, 4/4 and no restriction
    bears = [card("bears", "Grizzly Bears"), card("bonds", "Bonds of Faith", attached_to="bears")]
    assert pt(final(bears)["bears"]) == (2, 2)
    assert sorted(rules_on(bears)) == [("cant_attack", ["bears"]), ("cant_block", ["bears"])]
    human = [{"id": "h", "name": "Test Human", "types": ["creature"], "subtypes": ["Human"],
              "power": 2, "toughness": 2, "controller": "you"},
             card("bonds", "Bonds of Faith", attached_to="h")]
    assert pt(final(human)["h"]) == (4, 4)
    assert rules_on(human) == []


@pytest.mark.parametrize("attacking", [True, False])
def test_a_condition_on_the_equipped_creature_attacking(attacking):
    # The Masamune: first strike and "must be blocked if able" (509.1c) only while the
    # equipped creature is attacking (506.4)
    chars = final([card("bears", "Grizzly Bears", attacking=attacking),
                   card("sword", "The Masamune", attached_to="bears")])
    assert ("first strike" in chars["bears"]["abilities"]) is attacking
