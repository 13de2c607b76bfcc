"""Final characteristics as typed data (issue 23, item 1), on the known ruling of
Humility and Opalescence, worked out by the rules in both rulesets."""
from __future__ import annotations

import pytest

import mtglogic
from mtglogic import Characteristics

# Humility's printed values: a white enchantment, mana cost {2}{W}{W} (mana value 4).
HUMILITY_TEXT = "All creatures lose all abilities and have base power and toughness 1/1."


def final(cards: list[str], ruleset: str) -> dict[str, Characteristics]:
    result = mtglogic.compute_layers(mtglogic.scenario_from_cards(cards, ruleset=ruleset))
    (outcome,) = result.outcomes
    return outcome.final_characteristics()


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_humility_then_opalescence(ruleset: str) -> None:
    # Humility first (timestamp 1), Opalescence second (2). Layer 4: Opalescence makes
    # Humility a creature (not itself: "each other"). Layer 6: Humility removes the
    # abilities of creatures, its own included (it has begun to apply: 613.5 in 2011,
    # 613.6 in 2026). Layer 7b, timestamp order (613.6 in 2011, 613.7 in 2026): Humility
    # sets creatures to 1/1, then Opalescence sets Humility to its mana value, 4/4.
    # Opalescence is no creature and keeps its ability; the Bears end 1/1.
    board = final(["Humility", "Opalescence", "Grizzly Bears"], ruleset)
    assert board["humility"] == Characteristics(
        id="humility", name="Humility", owner="you", controller="you", zone="battlefield",
        mana_value=4, colors=("white",), types=("creature", "enchantment"), subtypes=(),
        supertypes=(), abilities=(), power=4, toughness=4)
    bears = board["grizzly-bears"]
    assert (bears.power, bears.toughness, bears.types, bears.subtypes, bears.abilities) == \
        (1, 1, ("creature",), ("Bear",), ())
    opalescence = board["opalescence"]
    assert (opalescence.types, opalescence.power, len(opalescence.abilities)) == \
        (("enchantment",), None, 1)


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_opalescence_then_humility(ruleset: str) -> None:
    # Opalescence first: in layer 7b it sets Humility to 4/4, then Humility (later
    # timestamp) sets every creature, itself included, to 1/1.
    board = final(["Opalescence", "Humility", "Grizzly Bears"], ruleset)
    assert (board["humility"].power, board["humility"].toughness,
            board["humility"].abilities) == (1, 1, ())
    assert (board["grizzly-bears"].power, board["grizzly-bears"].toughness) == (1, 1)
    assert HUMILITY_TEXT not in board["humility"].abilities
