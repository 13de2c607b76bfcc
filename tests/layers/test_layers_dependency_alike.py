"""Effects alike share their dependency answers (issue 36, item 3): two local effects with
the same text, the same controller and sources alike in every field they read take the
same objects and make the same of them, so an answer found over the board's value classes
for one pair holds for every pair alike (613.8a in 2026, 613.7a in 2011). Effects whose
sources differ in a field their text reads there are not alike, and neither is an effect
that reads which object is its source; the answers are those of the literal definition,
and the results those worked out by hand.
"""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, enchantment, final, run, static

import mtglogic
from mtglogic.budget import Budget
from mtglogic.layers.dependency import DependencyOracle
from mtglogic.layers.engine import LayerProcess

BELOW_ITS_POWER = {"type": "creature", "power": {"lt": {"power": "self"}}}


def lord(oid: str, power: int, stamp: int, selector: dict, pt: list[int]) -> dict:
    """A creature whose ability gives the creatures it selects ``pt``."""
    return creature(oid, power, power, timestamp=stamp, controller="you",
                    abilities=[static(f"Creatures it selects get {pt}", selector,
                                              [{"modify_pt": pt}])])


def elves_board() -> dict:
    # Layer 7c. Small (1/1, timestamp 1) gives +1/+0 to creatures with power less than its
    # power; Big (5/5, timestamp 2) the same with its own power; the banner gives Elves
    # +3/+0; the Elf is 2/2.
    return board([lord("small", 1, 1, BELOW_ITS_POWER, [1, 0]),
                  lord("big", 5, 2, BELOW_ITS_POWER, [1, 0]),
                  enchantment("banner", static("Elves get +3/+0", {"subtype": "Elf"},
                                               [{"modify_pt": [3, 0]}]), timestamp=3,
                              controller="you"),
                  creature("elf", 2, 2, subtypes=["Elf"], timestamp=4, controller="you")])


@pytest.mark.parametrize("ruleset", BOTH)
def test_the_same_text_on_sources_of_another_power_is_not_alike(ruleset: str) -> None:
    # Big depends on the banner (the Elf, 2 < 5, would leave its set at 5: 613.8a), Small
    # does not (2 and 5 are both at least 1): Small, then the banner, then Big (613.8b).
    # The Elf is 5/2 (Big no longer applies to it), Small 2/1 (Big gives it +1/+0). Had
    # Big taken Small's answer (found first), Big would apply before the banner: the Elf
    # 2 + 1 + 3 = 6 power.
    data = elves_board()
    chars = final(data, ruleset)
    assert (chars["elf"]["power"], chars["elf"]["toughness"]) == (5, 2)
    assert (chars["small"]["power"], chars["big"]["power"]) == (2, 5)
    assert run(data, ruleset, dependency="literal").outcomes[0].characteristics() == chars


@pytest.mark.parametrize("ruleset", BOTH)
def test_copies_of_one_anthem_under_a_color_changer(ruleset: str) -> None:
    # Layers 5 and 7c. Three "green creatures get +1/+1" (timestamps 1-3), each depending
    # on "Elves are green" (timestamp 4), which goes first in layer 5 anyway; in 7c all
    # three apply to the Elf (2/2 -> 5/5) and none to the red Goblin.
    green = {"type": "creature", "color": "green"}
    data = board([enchantment(f"a{i}", static("Green creatures get +1/+1", green,
                                              [{"modify_pt": [1, 1]}]),
                              timestamp=i, controller="you") for i in (1, 2, 3)]
                 + [enchantment("paint", static("Elves are green", {"subtype": "Elf"},
                                                [{"set_colors": ["green"]}]),
                                timestamp=4, controller="you"),
                    creature("elf", subtypes=["Elf"], colors=["red"], timestamp=5,
                             controller="you"),
                    creature("gob", subtypes=["Goblin"], colors=["red"], timestamp=6,
                             controller="you")])
    chars = final(data, ruleset)
    assert (chars["elf"]["power"], chars["elf"]["toughness"]) == (5, 5)
    assert (chars["gob"]["power"], chars["gob"]["toughness"]) == (2, 2)
    assert run(data, ruleset, dependency="literal").outcomes[0].characteristics() == chars


def oracle_of(data: dict, layer_id: str) -> tuple[DependencyOracle, LayerProcess]:
    scenario = mtglogic.load_scenario(data, "cr-2026")
    process = LayerProcess(scenario.game, list(scenario.effects), scenario.ruleset, Budget())
    layer = scenario.ruleset.layer(layer_id)
    return DependencyOracle(process, layer), process


def test_alike_means_the_same_text_controller_and_source_values() -> None:
    oracle, process = oracle_of(elves_board(), "7c")
    effects = {e.source: e for e in process.all_effects()}
    behaviour = oracle.sets.behaviour
    board_now = process.board
    assert behaviour(effects["big"], board_now) != behaviour(effects["small"], board_now)
    mirror = board([lord("big", 5, 1, BELOW_ITS_POWER, [1, 0]),
                    lord("twin", 5, 2, BELOW_ITS_POWER, [1, 0]),
                    lord("other", 5, 3, {"type": "creature", "other": True}, [1, 0]),
                    lord("other2", 5, 4, {"type": "creature", "other": True}, [1, 0])])
    oracle, process = oracle_of(mirror, "7c")
    effects = {e.source: e for e in process.all_effects()}
    behaviour = oracle.sets.behaviour
    board_now = process.board
    assert behaviour(effects["big"], board_now) == behaviour(effects["twin"], board_now)
    # "other creatures" reads which object its source is: never alike, each its own
    assert behaviour(effects["other"], board_now) == effects["other"].id
    assert behaviour(effects["other2"], board_now) == effects["other2"].id
