"""``full_text_of`` (issue 11, item 3): "has the full text of" as a text-changing effect
(612.1, layer 3), with Volrath's Shapeshifter. Expectations follow the card's reminder text
(that card's name, mana cost, color, types, abilities, power and toughness)."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, final, run

SHIFTER = {"id": "shifter", "card": "Volrath's Shapeshifter", "timestamp": 1}


def grave(oid: str, card: str, ts: int) -> dict:
    return {"id": oid, "card": card, "zone": "graveyard", "timestamp": ts}


@pytest.mark.parametrize("ruleset", BOTH)
def test_the_top_creature_card_gives_its_text(ruleset):
    # Serra Angel under Grizzly Bears: the Bears are on top (last listed, 404.2): a green 2/2
    # Bear named Grizzly Bears, mana value 2, with the text "{2}: Discard a card." only.
    data = board([SHIFTER, grave("angel", "Serra Angel", 2), grave("bears", "Grizzly Bears", 3)])
    chars = final(data, ruleset)["shifter"]
    assert (chars["name"], chars["colors"], chars["subtypes"], chars["mana_value"]) == \
        ("Grizzly Bears", ["green"], ["Bear"], 2)
    assert (chars["power"], chars["toughness"]) == (2, 2)
    assert chars["abilities"] == ["{2}: Discard a card."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_it_applies_in_the_text_changing_layer(ruleset):
    # Layer 3 in both rulesets (613.1c / 613.1c of 2011), so its copiable values stay.
    data = board([SHIFTER, grave("bears", "Grizzly Bears", 2)])
    steps = run(data, ruleset).outcomes[0].run.steps
    assert [s.layer for s in steps if "shifter" in s.affected] == ["3"]
    assert run(data, ruleset).board["shifter"].name == "Grizzly Bears"


def test_a_noncreature_card_on_top_changes_nothing():
    data = board([SHIFTER, grave("bears", "Grizzly Bears", 2),
                  grave("anthem", "Glorious Anthem", 3)])
    chars = final(data)["shifter"]
    assert (chars["name"], chars["power"], chars["toughness"]) == \
        ("Volrath's Shapeshifter", 0, 1)
