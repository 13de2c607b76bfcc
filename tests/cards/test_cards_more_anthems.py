"""More cards (issue 12): anthems and lords (layers 6 and 7c), vanilla and keyword creatures,
life-total and rules effects. Every expected number is added up by hand in the comment."""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes, scenario

import mtglogic


def board_at(objects: list[dict], life: int, ruleset: str = "cr-2026") -> dict:
    result = mtglogic.compute_layers(scenario(objects, ruleset=ruleset,
                                              players=[{"id": "you", "life": life}, "opponent"]))
    [outcome] = result.outcomes
    return outcome.characteristics()


def test_vanilla_creatures_as_printed():
    board = final([obj("v", "Elite Vanguard"), obj("c", "Walking Corpse"),
                   obj("l", "Savannah Lions"), obj("g", "Hill Giant"), obj("w", "Craw Wurm")])
    assert (pt(board["v"]), board["v"]["colors"], board["v"]["subtypes"]) == \
        ((2, 1), ["white"], ["Human", "Soldier"])
    assert (pt(board["c"]), board["c"]["colors"]) == ((2, 2), ["black"])
    assert (pt(board["l"]), board["l"]["mana_value"]) == ((2, 1), 1)
    assert (pt(board["g"]), board["g"]["mana_value"]) == ((3, 3), 4)
    assert (pt(board["w"]), board["w"]["mana_value"]) == ((6, 4), 6)
    assert all(chars["abilities"] == [] for chars in board.values())


def test_keyword_creatures_as_printed():
    board = final([obj("swift", "Monastery Swiftspear"), obj("birds", "Birds of Paradise"),
                   obj("caryatid", "Sylvan Caryatid"), obj("strix", "Baleful Strix"),
                   obj("wall", "Wall of Omens"), obj("guide", "Goblin Guide"),
                   obj("gris", "Griselbrand")])
    assert set(board["swift"]["abilities"]) == {"haste", "prowess"}
    assert set(board["birds"]["abilities"]) == {"flying", "{T}: Add one mana of any color."}
    assert {"defender", "hexproof"} <= set(board["caryatid"]["abilities"])
    assert board["strix"]["types"] == ["artifact", "creature"]
    assert board["strix"]["colors"] == ["black", "blue"]
    assert "defender" in board["wall"]["abilities"] and pt(board["wall"]) == (0, 4)
    assert "haste" in board["guide"]["abilities"]
    assert pt(board["gris"]) == (7, 7) and board["gris"]["mana_value"] == 8


@pytest.mark.parametrize("ruleset", BOTH)
def test_anthems_add_up(ruleset):
    # Your Savannah Lions 2/1: Gaea's Anthem +1/+1, Dictate of Heliod +2/+2, Spidersilk Armor
    # +0/+1 and reach: 5/5 with reach. The opponent's Elite Vanguard: 2/1, no reach.
    board = final([obj("gaea", "Gaea's Anthem"), obj("dictate", "Dictate of Heliod"),
                   obj("armor", "Spidersilk Armor"), obj("lions", "Savannah Lions"),
                   obj("theirs", "Elite Vanguard", controller="opponent")], ruleset=ruleset)
    assert pt(board["lions"]) == (5, 5) and board["lions"]["abilities"] == ["reach"]
    assert pt(board["theirs"]) == (2, 1) and board["theirs"]["abilities"] == []
    assert "flash" in board["dictate"]["abilities"]


def test_always_watching_and_intangible_virtue_split_tokens_from_cards():
    # Hill Giant (a card): Always Watching only, 4/4 vigilance. A Walking Corpse token:
    # Intangible Virtue only, 3/3 vigilance.
    board = final([obj("watching", "Always Watching"), obj("virtue", "Intangible Virtue"),
                   obj("giant", "Hill Giant"), obj("token", "Walking Corpse", token=True)])
    assert pt(board["giant"]) == (4, 4) and board["giant"]["abilities"] == ["vigilance"]
    assert pt(board["token"]) == (3, 3) and board["token"]["abilities"] == ["vigilance"]


def test_fervor_gives_your_creatures_haste():
    board = final([obj("fervor", "Fervor"), obj("wurm", "Craw Wurm"),
                   obj("theirs", "Craw Wurm", controller="opponent")])
    assert board["wurm"]["abilities"] == ["haste"] and board["theirs"]["abilities"] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_akromas_memorial_grants_protection_that_prevents(ruleset):
    # Your Craw Wurm has the five keywords and protection from black and from red: the red
    # Gray Ogre's damage to it is prevented; the opponent's Wurm gets nothing and is hit.
    objects = [obj("memorial", "Akroma's Memorial"), obj("wurm", "Craw Wurm"),
               obj("theirs", "Craw Wurm", controller="opponent"),
               obj("ogre", "Gray Ogre", controller="opponent")]
    board = final(objects, ruleset=ruleset)
    assert {"flying", "first strike", "vigilance", "trample", "haste"} <= \
        set(board["wurm"]["abilities"])
    answers = replace_outcomes(objects, [
        {"id": "mine", "damage": {"source": "ogre", "to": "wurm", "amount": 2}},
        {"id": "theirs", "damage": {"source": "ogre", "to": "theirs", "amount": 2}}], ruleset)
    assert answers["mine"] == [()]
    assert [sorted(e.short() for e in o) for o in answers["theirs"]] == \
        [["2 damage from ogre to theirs", "2 damage marked on theirs"]]


def test_master_of_the_pearl_trident_pumps_only_your_merfolk():
    # The opponent's Lord of Atlantis is not yours: no bonus from the Master (2/2). The
    # Master gets +1/+1 and islandwalk from the Lord, which pumps every other Merfolk: 3/3.
    board = final([obj("master", "Master of the Pearl Trident"),
                   obj("lord", "Lord of Atlantis", controller="opponent")])
    assert pt(board["lord"]) == (2, 2)
    assert pt(board["master"]) == (3, 3) and "islandwalk" in board["master"]["abilities"]


def test_cryptolith_rite_gives_your_creatures_a_mana_ability():
    any_color = "{T}: Add one mana of any color."
    board = final([obj("rite", "Cryptolith Rite"), obj("wall", "Wall of Omens"),
                   obj("forest", "Forest"), obj("theirs", "Hill Giant", controller="opponent")])
    assert any_color in board["wall"]["abilities"]
    assert any_color not in board["forest"]["abilities"]
    assert board["theirs"]["abilities"] == []


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("life,size", [(20, (-7, -7)), (5, (8, 8)), (13, (0, 0))])
def test_deaths_shadow_shrinks_with_your_life(ruleset, life, size):
    # 13/13 minus your life total, in layer 7c.
    assert pt(board_at([obj("shadow", "Death's Shadow")], life, ruleset)["shadow"]) == size


def test_deaths_shadow_with_an_anthem_at_13_life():
    # 13 - 13 + 1 = 1: a 1/1 with Gaea's Anthem.
    board = board_at([obj("shadow", "Death's Shadow"), obj("gaea", "Gaea's Anthem")], 13)
    assert pt(board["shadow"]) == (1, 1)


@pytest.mark.parametrize("ruleset", BOTH)
def test_griselbrand_lifelink(ruleset):
    answers = replace_outcomes([obj("gris", "Griselbrand")],
                               [{"id": "hit", "damage": {"source": "gris", "to": "opponent",
                                                         "amount": 7, "combat": True}}], ruleset)
    assert [sorted(e.short() for e in o) for o in answers["hit"]] == \
        [["7 damage from gris to opponent (combat)", "opponent loses 7 life", "you gain 7 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_worn_powerstone_enters_tapped(ruleset):
    answers = replace_outcomes([obj("stone", "Worn Powerstone", zone="hand", owner="you")],
                               [{"id": "e", "zone_change": {"object": "stone",
                                                            "to": "battlefield"}}], ruleset)
    assert [e.enter.tapped for (e,) in answers["e"]] == [True]
