"""Flip cards (710; 709 in 2011) written by a scenario: a flipped permanent has its
alternative name, text, type line and power and toughness, its color and mana cost kept
(710.1c, 710.2); a copy takes both halves, its own status choosing (707.3's example)."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, final, run

from mtglogic.errors import InputError

NEZUMI = {"name": "Nezumi Shortfang", "layout": "flip", "faces": [
    {"name": "Nezumi Shortfang", "mana_cost": "{1}{B}", "types": ["creature"],
     "subtypes": ["Rat", "Rogue"], "power": 1, "toughness": 1},
    {"name": "Stabwhisker the Odious", "supertypes": ["legendary"], "types": ["creature"],
     "subtypes": ["Rat", "Shaman"], "power": 3, "toughness": 3,
     "abilities": [{"triggered": "At the beginning of each opponent's upkeep, ..."}]}]}


def nezumi(oid: str = "nezumi", **kw) -> dict:
    return {"id": oid, "card": NEZUMI, "timestamp": 1, **kw}


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_flipped_permanent_has_its_alternative_characteristics(ruleset):
    chars = final(board([nezumi(flipped=True), nezumi("other", timestamp=2)]), ruleset)
    flipped, other = chars["nezumi"], chars["other"]
    assert (flipped["name"], flipped["supertypes"], flipped["subtypes"],
            flipped["power"], flipped["toughness"]) == (
        "Stabwhisker the Odious", ["legendary"], ["Rat", "Shaman"], 3, 3)
    assert (flipped["colors"], flipped["mana_value"]) == (["black"], 2)  # 710.1c
    assert len(flipped["abilities"]) == 1
    assert (other["name"], other["power"]) == ("Nezumi Shortfang", 1)


@pytest.mark.parametrize("ruleset", BOTH)
def test_copies_take_the_side_their_own_status_says(ruleset):
    # A Clone (unflipped) of a flipped Nezumi is a Nezumi Shortfang; a token copy enters
    # unflipped (110.5b) and is one too.
    data = board([nezumi(flipped=True), {"id": "clone", "card": "Clone", "copy_of": "nezumi",
                                         "timestamp": 2},
                  {"id": "token", "token": True, "copy_of": "nezumi", "timestamp": 3}])
    chars = final(data, ruleset)
    assert (chars["clone"]["name"], chars["clone"]["power"]) == ("Nezumi Shortfang", 1)
    assert (chars["token"]["name"], chars["token"]["power"]) == ("Nezumi Shortfang", 1)


def test_a_flip_card_flips_once_and_forgets_it_as_it_moves():
    data = board([nezumi()], steps=[{"flip": "nezumi"}, {"flip": "nezumi"},
                                    {"leaves_and_returns": "nezumi"}])
    result = run(data)
    names = [m.result.board["nezumi"].name for m in result.moments]
    assert names == ["Stabwhisker the Odious", "Stabwhisker the Odious", "Nezumi Shortfang"]
    assert result.moments[0].rules == ["710.2"]
    assert "flipped already: nothing happens" in result.moments[1].notes[0]


@pytest.mark.parametrize("change,message", [
    ({"zone": "graveyard", "flipped": True}, "only a permanent is flipped"),
    ({"face": "back"}, "written `flipped: true`"),
])
def test_bad_flip_input_is_an_error(change, message):
    with pytest.raises(InputError, match=message):
        run(board([nezumi(**change)]))


@pytest.mark.parametrize("ruleset,rule", [("cr-2026", "110.5d"), ("cr-2011", "110.6d")])
def test_only_a_permanent_is_flipped_by_the_ruleset_s_rule(ruleset, rule):
    # Only permanents have status: 110.5d today, 110.6d in the 2011 text.
    with pytest.raises(InputError, match=rf"only a permanent is flipped \({rule}\)"):
        run(board([nezumi(zone="graveyard", flipped=True)]), ruleset)
