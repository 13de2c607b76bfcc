"""More cards (issue 12): prevention, life gain and life loss, damage turned into counters.

Expected results are worked out by hand in the comments, from each card's text and the
rules of 120.4 (damage, then its results), 615 (prevention) and 616 (who orders).
"""
from __future__ import annotations

import pytest
from cards_support import BOTH, obj, pt, replace_outcomes, scenario
from test_cards_more_damage import bolt, hit, shorts

import mtglogic


def gain(eid: str, player: str, amount: int) -> dict:
    return {"id": eid, "gain_life": {"player": player, "amount": amount}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_rhox_faithmender_doubles_its_own_lifelink(ruleset):
    # 1 combat damage to the opponent: lifelink makes you gain 1 (120.3f), doubled to 2.
    answers = replace_outcomes([obj("rhox", "Rhox Faithmender")],
                               [hit("combat", "rhox", "opponent", 1, combat=True)], ruleset)
    assert shorts(answers["combat"]) == [["1 damage from rhox to opponent (combat)",
                                          "opponent loses 1 life", "you gain 2 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_angel_of_vitality_and_rhox_faithmender_in_either_order(ruleset):
    # You would gain 3 and choose the order: +1 then x2 = 8, or x2 then +1 = 7.
    answers = replace_outcomes([obj("angel", "Angel of Vitality"),
                                obj("rhox", "Rhox Faithmender")], [gain("g", "you", 3)], ruleset)
    assert shorts(answers["g"]) == [["you gain 7 life"], ["you gain 8 life"]]


@pytest.mark.parametrize("life,size", [(25, (4, 4)), (24, (2, 2))])
def test_angel_of_vitality_grows_at_25_life(life, size):
    board = mtglogic.compute_layers(scenario(
        [obj("angel", "Angel of Vitality")], players=[{"id": "you", "life": life}, "opponent"]))
    [outcome] = board.outcomes
    assert pt(outcome.characteristics()["angel"]) == size


@pytest.mark.parametrize("ruleset", BOTH)
def test_tainted_remedy_and_the_opponents_rhox(ruleset):
    # The opponent (the affected player) orders the effects on their gain of 3. Rhox first:
    # 6, then Tainted Remedy makes it a loss of 6. Remedy first: a loss of 3, which Rhox no
    # longer applies to. Your own gain is untouched.
    answers = replace_outcomes([obj("remedy", "Tainted Remedy"),
                                obj("rhox", "Rhox Faithmender", controller="opponent")],
                               [gain("theirs", "opponent", 3), gain("mine", "you", 3)], ruleset)
    assert shorts(answers["theirs"]) == [["opponent loses 3 life"], ["opponent loses 6 life"]]
    assert shorts(answers["mine"]) == [["you gain 3 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_ali_from_cairo_leaves_you_at_1(ruleset):
    # At 3 life, 5 damage: the damage is dealt, but the life lost is limited to 2.
    answers = replace_outcomes([obj("ali", "Ali from Cairo"), bolt("opponent")],
                               [hit("face", "bolt", "you", 5)], ruleset,
                               players=[{"id": "you", "life": 3}, "opponent"])
    assert shorts(answers["face"]) == [["5 damage from bolt to you", "you lose 2 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_urzas_armor_prevents_1_of_each_damage_event(ruleset):
    # Two separate events: 2 from the Bears becomes 1, 3 from the Bolt becomes 2. Damage
    # to your Ogre is not damage to you.
    answers = replace_outcomes(
        [obj("armor", "Urza's Armor"), obj("bears", "Grizzly Bears", controller="opponent"),
         bolt("opponent"), obj("ogre", "Gray Ogre")],
        [hit("bears", "bears", "you", 2, combat=True), hit("bolt", "bolt", "you", 3),
         hit("ogre", "bolt", "ogre", 3)], ruleset)
    assert shorts(answers["bears"]) == [["1 damage from bears to you (combat)", "you lose 1 life"]]
    assert shorts(answers["bolt"]) == [["2 damage from bolt to you", "you lose 2 life"]]
    assert shorts(answers["ogre"]) == [["3 damage from bolt to ogre", "3 damage marked on ogre"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_guardian_seraph_only_stops_opponents_sources(ruleset):
    answers = replace_outcomes(
        [obj("seraph", "Guardian Seraph"), obj("bears", "Grizzly Bears", controller="opponent"),
         bolt("you")],
        [hit("theirs", "bears", "you", 2, combat=True), hit("mine", "bolt", "you", 3)], ruleset)
    assert shorts(answers["theirs"]) == [["1 damage from bears to you (combat)",
                                          "you lose 1 life"]]
    assert shorts(answers["mine"]) == [["3 damage from bolt to you", "you lose 3 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_cho_manno_prevents_damage_to_itself_unless_skullcrack(ruleset):
    # Alone: the Bolt's 3 damage to Cho-Manno is all prevented: nothing happens. After a
    # Skullcrack resolved this turn, damage can't be prevented (615.12): 3 damage marked.
    objects = [obj("cho", "Cho-Manno, Revolutionary", controller="opponent"), bolt(),
               obj("crack", "Skullcrack", zone="graveyard", owner="you")]
    alone = replace_outcomes(objects, [hit("hit", "bolt", "cho", 3)], ruleset)
    assert alone["hit"] == [()]
    cracked = replace_outcomes(objects, [hit("hit", "bolt", "cho", 3)], ruleset,
                               replacements=[{"from": "crack"}])
    assert shorts(cracked["hit"]) == [["3 damage from bolt to cho", "3 damage marked on cho"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_skullcrack_stops_life_gain_even_from_lifelink(ruleset):
    # Rhox's combat damage is dealt; its lifelink gain can't happen this turn.
    answers = replace_outcomes(
        [obj("rhox", "Rhox Faithmender"), obj("crack", "Skullcrack", zone="graveyard",
                                              owner="opponent")],
        [hit("combat", "rhox", "opponent", 1, combat=True)], ruleset,
        replacements=[{"from": "crack", "controller": "opponent"}])
    assert shorts(answers["combat"]) == [["1 damage from rhox to opponent (combat)",
                                          "opponent loses 1 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_samite_healer_shield_prevents_the_next_1(ruleset):
    answers = replace_outcomes(
        [obj("healer", "Samite Healer"), obj("bears", "Grizzly Bears"), bolt("opponent")],
        [hit("hit", "bolt", "bears", 3)], ruleset,
        replacements=[{"from": "healer", "targets": ["bears"]}])
    assert shorts(answers["hit"]) == [["2 damage from bolt to bears", "2 damage marked on bears"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_phytohydra_with_hardened_scales_and_furnace_of_rath(ruleset):
    # With Hardened Scales: the 3 damage becomes three +1/+1 counters, then one more (the new
    # event is one Scales applies to, 616.2): 4. With Furnace of Rath, Phytohydra's
    # controller orders: Furnace first, 6 damage becomes 6 counters; Phytohydra first, 3
    # counters, and the Furnace no longer has damage to double.
    scales = replace_outcomes([obj("hydra", "Phytohydra"), obj("scales", "Hardened Scales"),
                               bolt("opponent")], [hit("hit", "bolt", "hydra", 3)], ruleset)
    assert shorts(scales["hit"]) == [["4 +1/+1 counters on hydra"]]
    furnace = replace_outcomes([obj("hydra", "Phytohydra"),
                                obj("furnace", "Furnace of Rath", controller="opponent"),
                                bolt("opponent")], [hit("hit", "bolt", "hydra", 3)], ruleset)
    assert shorts(furnace["hit"]) == [["3 +1/+1 counters on hydra"],
                                      ["6 +1/+1 counters on hydra"]]
