"""More cards (issue 12): protection (702.16e, derived from the keyword), conditional
abilities (threshold, metalcraft, "as long as"), infect and lifelink creatures.

Protection from a quality prevents all damage from sources with that quality; each
expectation below comes from the colors printed on the cards involved.
"""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes
from test_cards_more_damage import shorts

# Sources of one color each (printed colors): black Zombie Master, green Grizzly Bears, red
# Gray Ogre, white Serra Angel, blue Lord of Atlantis; a colorless artifact: Ornithopter.
SOURCES = {"black": "Zombie Master", "green": "Grizzly Bears", "red": "Gray Ogre",
           "white": "Serra Angel", "blue": "Lord of Atlantis", "artifact": "Ornithopter"}


def damage_to(card: str, source_kind: str, ruleset: str = "cr-2026", **extra) -> list:
    """The outcomes of 1 damage from a source of that kind to the card (the opponent's)."""
    answers = replace_outcomes(
        [obj("it", card, controller="opponent", **extra), obj("src", SOURCES[source_kind])],
        [{"id": "hit", "damage": {"source": "src", "to": "it", "amount": 1}}], ruleset)
    return shorts(answers["hit"])


PREVENTED: list[list[str]] = [[]]
DEALT = [["1 damage from src to it", "1 damage marked on it"]]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card,protected,unprotected", [
    ("Akroma, Angel of Wrath", "black", "green"),
    ("Akroma, Angel of Wrath", "red", "white"),
    ("Auriok Champion", "red", "green"),
    ("Great Sable Stag", "blue", "red"),
    ("Mirran Crusader", "green", "red"),
    ("Paladin en-Vec", "black", "green"),
    ("Phyrexian Crusader", "white", "green"),
    ("Sabertooth Nishoba", "blue", "white"),
    ("Sphinx of the Steel Wind", "green", "black"),
    ("Beasts of Bogardan", "red", "green"),
    ("Ivory Guardians", "red", "green"),
    ("Mystic Crusader", "black", "white"),
    ("Mystic Enforcer", "black", "red"),
    ("Nantuko Blightcutter", "black", "green"),
    ("Spirit of the Night", "black", "white"),
])
def test_protection_prevents_damage_from_its_colors_only(ruleset, card, protected, unprotected):
    assert damage_to(card, protected, ruleset) == PREVENTED
    assert damage_to(card, unprotected, ruleset) == DEALT


@pytest.mark.parametrize("ruleset", BOTH)
def test_phyrexian_crusader_deals_infect_damage(ruleset):
    # Infect: to a player, poison counters (120.3b); to a creature, -1/-1 counters (120.3d).
    answers = replace_outcomes(
        [obj("crusader", "Phyrexian Crusader"), obj("bears", "Grizzly Bears", controller="opponent")],
        [{"id": "face", "damage": {"source": "crusader", "to": "opponent", "amount": 2,
                                   "combat": True}},
         {"id": "bears", "damage": {"source": "crusader", "to": "bears", "amount": 2,
                                    "combat": True}}], ruleset)
    assert shorts(answers["face"]) == [["2 damage from crusader to opponent (combat)",
                                        "2 poison counters on opponent"]]
    assert shorts(answers["bears"]) == [["2 -1/-1 counters on bears",
                                         "2 damage from crusader to bears (combat)"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_sphinx_of_the_steel_wind_has_lifelink(ruleset):
    answers = replace_outcomes([obj("sphinx", "Sphinx of the Steel Wind")],
                               [{"id": "face", "damage": {"source": "sphinx", "to": "opponent",
                                                          "amount": 6, "combat": True}}], ruleset)
    assert shorts(answers["face"]) == [["6 damage from sphinx to opponent (combat)",
                                        "opponent loses 6 life", "you gain 6 life"]]


def graveyard(n: int, owner: str = "you") -> list[dict]:
    return [obj(f"{owner}-g{i}", "Forest", zone="graveyard", owner=owner) for i in range(n)]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("cards,on", [(7, True), (6, False)])
def test_threshold_creatures(ruleset, cards, on):
    # Seven cards in your graveyard: Mystic Crusader 3/2 flying, Mystic Enforcer 6/6 flying;
    # six (or seven in the opponent's graveyard) is not threshold: 2/1 and 3/3, no flying.
    board = final([obj("crusader", "Mystic Crusader"), obj("enforcer", "Mystic Enforcer")]
                  + graveyard(cards) + graveyard(7, "opponent"), ruleset=ruleset)
    assert pt(board["crusader"]) == ((3, 2) if on else (2, 1))
    assert pt(board["enforcer"]) == ((6, 6) if on else (3, 3))
    assert ("flying" in board["crusader"]["abilities"]) is on
    assert ("flying" in board["enforcer"]["abilities"]) is on


@pytest.mark.parametrize("ruleset", BOTH)
def test_mystic_familiar_gets_protection_from_black_with_threshold(ruleset):
    # The granted keyword makes its prevention effect like a printed one (702.16e).
    with_threshold = replace_outcomes(
        [obj("familiar", "Mystic Familiar"), obj("src", "Zombie Master", controller="opponent")]
        + graveyard(7), [{"id": "hit", "damage": {"source": "src", "to": "familiar",
                                                  "amount": 1}}], ruleset)
    assert shorts(with_threshold["hit"]) == PREVENTED
    without = replace_outcomes(
        [obj("familiar", "Mystic Familiar"), obj("src", "Zombie Master", controller="opponent")],
        [{"id": "hit", "damage": {"source": "src", "to": "familiar", "amount": 1}}], ruleset)
    assert shorts(without["hit"]) == [["1 damage from src to familiar",
                                       "1 damage marked on familiar"]]


def test_nantuko_blightcutter_counts_the_opponents_black_permanents():
    # Threshold on; the opponent controls Zombie Master and Bad Moon (black), you control a
    # black Zombie Master too (not counted): +2/+2 -> 4/4. Bad Moon pumps black creatures
    # only; the Blightcutter is green.
    board = final([obj("cutter", "Nantuko Blightcutter"),
                   obj("m1", "Zombie Master", controller="opponent"),
                   obj("moon", "Bad Moon", controller="opponent"), obj("m2", "Zombie Master")]
                  + graveyard(7))
    assert pt(board["cutter"]) == (4, 4)
    assert pt(final([obj("cutter", "Nantuko Blightcutter"),
                     obj("m1", "Zombie Master", controller="opponent")])["cutter"]) == (2, 2)


def test_beasts_of_bogardan_needs_an_opponents_nontoken_white_permanent():
    assert pt(final([obj("beasts", "Beasts of Bogardan"),
                     obj("angel", "Serra Angel", controller="opponent")])["beasts"]) == (4, 4)
    assert pt(final([obj("beasts", "Beasts of Bogardan"),
                     obj("angel", "Serra Angel", controller="opponent", token=True)])["beasts"]) \
        == (3, 3)
    assert pt(final([obj("beasts", "Beasts of Bogardan"), obj("angel", "Serra Angel")])["beasts"]) \
        == (3, 3)


def test_ivory_guardians_pump_every_creature_so_named():
    # Yours sees the opponent's red Gray Ogre: every Ivory Guardians gets +1/+1, the
    # opponent's too. The opponent's sees no red permanent of yours: nothing more. 4/4 each.
    board = final([obj("mine", "Ivory Guardians"),
                   obj("theirs", "Ivory Guardians", controller="opponent"),
                   obj("ogre", "Gray Ogre", controller="opponent")])
    assert pt(board["mine"]) == (4, 4) and pt(board["theirs"]) == (4, 4)
    assert pt(board["ogre"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_spirit_of_the_night_has_first_strike_while_attacking(ruleset):
    board = final([obj("a", "Spirit of the Night", attacking=True),
                   obj("b", "Spirit of the Night", controller="opponent")], ruleset=ruleset)
    assert "first strike" in board["a"]["abilities"]
    assert "first strike" not in board["b"]["abilities"]


def test_etched_champion_metalcraft():
    # Itself and two Ornithopters are three artifacts you control; the opponent's do not count.
    on = final([obj("champ", "Etched Champion"), obj("t1", "Ornithopter"),
                obj("t2", "Ornithopter")])["champ"]
    assert "protection from each color" in on["abilities"]
    off = final([obj("champ", "Etched Champion"), obj("t1", "Ornithopter"),
                 obj("t2", "Ornithopter", controller="opponent")])["champ"]
    assert "protection from each color" not in off["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_pristine_angel_is_protected_from_artifacts_while_untapped(ruleset):
    assert damage_to("Pristine Angel", "artifact", ruleset) == PREVENTED
    assert damage_to("Pristine Angel", "artifact", ruleset, tapped=True) == DEALT


@pytest.mark.parametrize("ruleset", BOTH)
def test_pristine_angel_is_protected_from_each_color_while_untapped(ruleset):
    # "From each color" is every color (702.16h): a red source's damage is prevented while
    # the Angel is untapped, dealt once it is tapped.
    assert damage_to("Pristine Angel", "red", ruleset) == PREVENTED
    assert damage_to("Pristine Angel", "red", ruleset, tapped=True) == DEALT
