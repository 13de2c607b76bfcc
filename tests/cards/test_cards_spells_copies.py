"""Instants and sorceries (resolved effects), copies (layer 1), control (2), text (3)."""
from __future__ import annotations

import pytest
from cards_support import BOTH, abilities, final, obj, pt

from mtglogic.loading.cards import card_library


def cast(card: str, *targets: str, **extra) -> dict:
    return {"card": card, "targets": list(targets), **extra}


@pytest.mark.parametrize("ruleset", BOTH)
def test_twisted_image_switches_ornithopter(ruleset):
    # 0/2 switched -> 2/0.
    board = final([obj("thopter", "Ornithopter")], [cast("Twisted Image", "thopter")], ruleset)
    assert pt(board["thopter"]) == (2, 0)


@pytest.mark.parametrize("ruleset", BOTH)
def test_inside_out_switches_after_the_other_modifications(ruleset):
    # Kird Ape with a Forest: 1/1 + 1/+2 = 2/3 (7c), then switched in the last sublayer: 3/2,
    # whatever the timestamps.
    board = final([obj("ape", "Kird Ape"), obj("forest", "Forest")],
                  [cast("Inside Out", "ape", timestamp=0)], ruleset)
    assert pt(board["ape"]) == (3, 2)


def test_inside_out_is_blue_and_red():
    # A hybrid {U/R} symbol gives both colors (202.2); mana value 1 + 1 = 2.
    card = card_library().get("Inside Out")
    assert card.colors == {"blue", "red"} and card.mana_value == 2


@pytest.mark.parametrize("ruleset", BOTH)
def test_giant_growth_after_humility(ruleset):
    # Humility sets base 1/1 (7b) and Giant Growth modifies (7c) even though it is the older
    # effect here: 4/4.
    board = final([obj("humility", "Humility", timestamp=5), obj("bears", "Grizzly Bears")],
                  [cast("Giant Growth", "bears", timestamp=1)], ruleset)
    assert pt(board["bears"]) == (4, 4)


def test_giant_growth_alone():
    assert pt(final([obj("bears", "Grizzly Bears")],
                    [cast("Giant Growth", "bears")])["bears"]) == (5, 5)


def test_turn_to_frog_with_glorious_anthem():
    # Serra Angel: a blue Frog with no abilities and base 1/1; the Anthem still gives +1/+1.
    board = final([obj("angel", "Serra Angel"), obj("anthem", "Glorious Anthem")],
                  [cast("Turn to Frog", "angel")])
    angel = board["angel"]
    assert (angel["colors"], angel["subtypes"], angel["abilities"], pt(angel)) == \
        (["blue"], ["Frog"], [], (2, 2))


def test_ovinize_makes_a_0_1_with_no_abilities():
    board = final([obj("dragon", "Shivan Dragon")], [cast("Ovinize", "dragon")])
    assert pt(board["dragon"]) == (0, 1) and board["dragon"]["abilities"] == []
    assert board["dragon"]["subtypes"] == ["Dragon"] and board["dragon"]["colors"] == ["red"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_sleight_of_mind_turns_crusade_black(ruleset):
    # Crusade's "white" becomes "black" (layer 3): the black Zombie Master gets +1/+1, the
    # white Serra Angel no longer does.
    board = final([obj("crusade", "Crusade"), obj("master", "Zombie Master"),
                   obj("angel", "Serra Angel")],
                  [cast("Sleight of Mind", "crusade", choices={"from": "white", "to": "black"})],
                  ruleset)
    assert pt(board["master"]) == (3, 4) and pt(board["angel"]) == (4, 4)
    assert board["crusade"]["abilities"] == ["Black creatures get +1/+1."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_magical_hack_makes_urborg_add_islands(ruleset):
    # Urborg's "Swamp" becomes "Island": each land is an Island as well; the Forest taps for
    # {G} or {U} and nothing is a Swamp.
    board = final([obj("urborg", "Urborg, Tomb of Yawgmoth"), obj("forest", "Forest")],
                  [cast("Magical Hack", "urborg", choices={"from": "Swamp", "to": "Island"})],
                  ruleset)
    assert board["forest"]["subtypes"] == ["Forest", "Island"]
    assert abilities(board["forest"]) == {"{T}: Add {G}.", "{T}: Add {U}."}
    assert board["urborg"]["subtypes"] == ["Island"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_act_of_treason_with_glorious_anthem(ruleset):
    # You control the opponent's Bears (layer 2) with haste (6); your Anthem then counts it.
    board = final([obj("bears", "Grizzly Bears", controller="opponent"),
                   obj("anthem", "Glorious Anthem")],
                  [cast("Act of Treason", "bears", controller="you")], ruleset)
    assert board["bears"]["controller"] == "you"
    assert board["bears"]["abilities"] == ["haste"] and pt(board["bears"]) == (3, 3)


def test_control_magic_takes_serra_angel():
    # You control the enchanted Angel, so your Honor of the Pure pumps it: 5/5.
    board = final([obj("angel", "Serra Angel", controller="opponent"),
                   obj("magic", "Control Magic", attached_to="angel"),
                   obj("honor", "Honor of the Pure")])
    assert board["angel"]["controller"] == "you" and pt(board["angel"]) == (5, 5)


def test_rune_of_flight_on_a_creature():
    board = final([obj("bears", "Grizzly Bears"),
                   obj("rune", "Rune of Flight", attached_to="bears")])
    assert board["bears"]["abilities"] == ["flying"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_rune_of_flight_on_colossus_hammer(ruleset):
    # The Hammer gains "Equipped creature has flying", whose effect has the later of the
    # Hammer's and the Rune's timestamps (613.7a): the Rune came later, so in layer 6 the
    # creature gains flying after the Hammer's own effect removed it: a 14/14 flyer.
    board = final([obj("angel", "Serra Angel", timestamp=1),
                   obj("hammer", "Colossus Hammer", attached_to="angel", timestamp=2),
                   obj("rune", "Rune of Flight", attached_to="hammer", timestamp=3)],
                  ruleset=ruleset)
    assert pt(board["angel"]) == (14, 14)
    assert set(board["angel"]["abilities"]) == {"flying", "vigilance"}
    assert "Equipped creature has flying." in board["hammer"]["abilities"]


def test_colossus_hammer_pumps_and_grounds():
    board = final([obj("angel", "Serra Angel"),
                   obj("hammer", "Colossus Hammer", attached_to="angel")])
    assert pt(board["angel"]) == (14, 14) and board["angel"]["abilities"] == ["vigilance"]


def test_ensoul_artifact_makes_a_5_5():
    board = final([obj("orb", "Orb of Dreams"), obj("ensoul", "Ensoul Artifact", attached_to="orb")])
    assert board["orb"]["types"] == ["artifact", "creature"] and pt(board["orb"]) == (5, 5)


@pytest.mark.parametrize("ruleset", BOTH)
def test_clone_copies_serra_angel(ruleset):
    # Layer 1: Clone takes every copiable value of the Angel: name, cost, white, 4/4, flying
    # and vigilance; it stays under your control.
    board = final([obj("angel", "Serra Angel", controller="opponent"),
                   obj("clone", "Clone", copy_of="angel")], ruleset=ruleset)
    clone = board["clone"]
    assert (clone["name"], clone["colors"], clone["mana_value"], pt(clone)) == \
        ("Serra Angel", ["white"], 5, (4, 4))
    assert set(clone["abilities"]) == {"flying", "vigilance"} and clone["controller"] == "you"


def test_clone_of_a_clone_copies_the_copied_values():
    # The second Clone copies the first one's copiable values, which are the Angel's (707.3).
    board = final([obj("angel", "Serra Angel"), obj("c1", "Clone", copy_of="angel"),
                   obj("c2", "Clone", copy_of="c1")])
    assert board["c2"]["name"] == "Serra Angel" and pt(board["c2"]) == (4, 4)


def test_clone_copies_tarmogoyfs_ability():
    # The copied CDA counts for the Clone too: one creature card in a graveyard -> 1/2.
    board = final([obj("goyf", "Tarmogoyf"), obj("clone", "Clone", copy_of="goyf"),
                   obj("dead", "Grizzly Bears", zone="graveyard", owner="you")])
    assert pt(board["clone"]) == (1, 2)


def test_clone_without_a_choice_is_a_0_0():
    assert pt(final([obj("clone", "Clone")])["clone"]) == (0, 0)


@pytest.mark.parametrize("ruleset", BOTH)
def test_vesuvan_doppelganger_keeps_its_color(ruleset):
    # A copy of Shivan Dragon, except its color (blue), and with the upkeep ability added.
    board = final([obj("dragon", "Shivan Dragon"),
                   obj("vesuvan", "Vesuvan Doppelganger", copy_of="dragon")], ruleset=ruleset)
    vesuvan = board["vesuvan"]
    assert vesuvan["name"] == "Shivan Dragon" and vesuvan["colors"] == ["blue"]
    assert pt(vesuvan) == (5, 5) and "flying" in vesuvan["abilities"]
    assert any(a.startswith("At the beginning of your upkeep") for a in vesuvan["abilities"])


@pytest.mark.parametrize("ruleset", BOTH)
def test_quicksilver_gargantuan_is_7_7_whatever_it_copies(ruleset):
    # Copying Grizzly Bears it is a 7/7 Grizzly Bears; copying Tarmogoyf (2/3 here, a
    # creature and an instant in graveyards) the power/toughness CDA is not copied (707.9d).
    bears = final([obj("bears", "Grizzly Bears"),
                   obj("giant", "Quicksilver Gargantuan", copy_of="bears")], ruleset=ruleset)
    assert bears["giant"]["name"] == "Grizzly Bears" and pt(bears["giant"]) == (7, 7)
    goyf = final([obj("goyf", "Tarmogoyf"),
                  {"id": "b", "name": "Bolt", "types": ["instant"], "zone": "graveyard"},
                  obj("dead", "Grizzly Bears", zone="graveyard"),
                  obj("giant", "Quicksilver Gargantuan", copy_of="goyf")], ruleset=ruleset)
    assert pt(goyf["goyf"]) == (2, 3) and pt(goyf["giant"]) == (7, 7)
