"""Station cards (721 in 2026; 2011 has none) drafted from their Oracle text (issue 19, item
5): "N+ | abilities" is a static ability giving the permanent those abilities while N or
more charge counters are on it (721.2a), and in the striation of the power/toughness box it
also makes it a creature with that base power and toughness (721.2b), the striation the
station reminder names ("It's an artifact creature at 12+."). Expected values are written
by hand from Lumen-Class Frigate's Oracle text and these rules; the board names the card as the
built-in corpus has it.
"""
from __future__ import annotations

import warnings

import pytest

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

FRIGATE = ("Station (Tap another creature you control: Put charge counters equal to its power "
           "on this Spacecraft. Station only as a sorcery. It's an artifact creature at "
           "12+.)\n2+ | Other creatures you control get +1/+1.\n12+ | Flying, lifelink")


def charge_at_least(number: int) -> dict:
    return {"ge": [{"counters": {"kind": "charge", "on": "self"}}, number]}


def frigate(text: str = FRIGATE, pt: tuple = ("3", "5")):
    result = draft(OracleCard("Lumen-Class Frigate", text, "Artifact \u2014 Spacecraft",
                              "{1}{W}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    return result


def test_each_station_symbol_is_a_static_ability_of_its_striation():
    result = frigate()
    assert result.untranslated == []
    station, low, high = [a.data for a in result.abilities]
    assert station == {"activated": "Station"}  # 702.184a: an activated ability
    anthem = {"static": {"text": "Other creatures you control get +1/+1.",
                         "applies_to": {"other": True, "type": "creature",
                                        "controller": "you"},
                         "effects": [{"modify_pt": [1, 1]}]}}
    assert low == {"static": {"text": "2+ | Other creatures you control get +1/+1.",
                              "condition": charge_at_least(2), "applies_to": {"self": True},
                              "effects": [{"add_abilities": [anthem]}]}}
    # 721.2b: the box's striation makes it a 3/5 creature besides its abilities
    assert high == {"static": {"text": "12+ | Flying, lifelink",
                               "condition": charge_at_least(12), "applies_to": {"self": True},
                               "effects": [{"add_types": ["creature"]},
                                           {"add_abilities": ["flying", "lifelink"]},
                                           {"set_pt": [3, 5]}]}}


def test_a_box_whose_striation_the_text_does_not_say_leaves_the_lines_as_text():
    result = frigate(FRIGATE.replace(" It's an artifact creature at 12+.", ""))
    assert result.untranslated == ["2+ | Other creatures you control get +1/+1.",
                                   "12+ | Flying, lifelink"]


@pytest.mark.parametrize("charge, bears, ship", [
    (1, "2/2", None),        # below 2+: no ability of a striation (721.2a)
    (2, "3/3", None),        # 2+: the anthem; not a creature before 12+ (721.2c on P/T)
    (12, "3/3", "3/5"),      # 12+: also a 3/5 artifact creature (721.2b)
])
def test_the_drafted_card_on_a_board(charge, bears, ship):
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "ship", "card": "Lumen-Class Frigate", "controller": "p1",
         "counters": {"charge": charge}},
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"}]}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # every ability drafted: nothing left as text warns
        result = mtglogic.compute_layers(mtglogic.load_scenario(board, "cr-2026"))
    (outcome,) = ENGINES["layers"].json(result)["outcomes"]
    objects = outcome["objects"]
    assert f"{objects['bears']['power']}/{objects['bears']['toughness']}" == bears
    made = objects["ship"]
    assert (None if "creature" not in made["types"] else
            f"{made['power']}/{made['toughness']}") == ship

