""""For as long as" durations (611.2b) read on the board as it is, after every layer
(``mtglogic.layers.lasting``): an effect whose condition is false there has ended, the
board is the one without it, and the answer says so."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, run

from mtglogic.layers.render import result_json


def steal(condition: dict, timestamp: int = 3, oid: str = "steal") -> dict:
    return {"id": oid, "controller": "you", "targets": ["elf"], "timestamp": timestamp,
            "text": "Gain control of it for as long as ...", "duration": {"as_long_as": condition},
            "effects": [{"control": "you"}]}


def pump(oid: str, amount: int, timestamp: int) -> dict:
    return {"id": oid, "controller": "opponent", "targets": ["elf"], "timestamp": timestamp,
            "effects": [{"modify_pt": [amount, amount]}]}


POWER_AT_MOST_1 = {"le": [{"power": "it"}, 1]}


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_control_effect_ends_when_layer_7_makes_the_creature_bigger(ruleset):
    # By hand: the 1/1 elf, stolen "for as long as its power is 1 or less", gets +1/+1
    # later: the control effect applies in layer 2, before 7c, but on the board the elf
    # is 2/2, so the duration has ended (611.2b) and its owner controls it again.
    data = board([creature("elf", 1, 1, controller="opponent", timestamp=1)],
                 [steal(POWER_AT_MOST_1), pump("growth", 1, 4)])
    result = run(data, ruleset)
    [outcome] = result.outcomes
    chars = outcome.characteristics()["elf"]
    assert (chars["controller"], chars["power"]) == ("opponent", 2)
    assert [(e.effect, e.rule) for e in outcome.run.ended] == [
        ("steal", "611.2b" if ruleset == "cr-2026" else "611.2")]
    assert result_json(result, result.ruleset)["outcomes"][0]["ended"][0]["effect"] == "steal"


def test_an_effect_whose_condition_holds_on_the_board_applies():
    # Without the pump the elf stays 1/1: the effect is in force, nothing ended.
    data = board([creature("elf", 1, 1, controller="opponent", timestamp=1)],
                 [steal(POWER_AT_MOST_1)])
    [outcome] = run(data).outcomes
    assert outcome.characteristics()["elf"]["controller"] == "you"
    assert outcome.run.ended == []


def test_a_condition_made_true_by_a_later_layer_is_true():
    # "For as long as it's an artifact": the elf becomes an artifact in layer 4, after
    # the control effect's layer 2. On the board it is one, so the effect applies (read
    # in layer 2, the condition would have been false and the effect lost).
    becomes = {"id": "plating", "controller": "opponent", "targets": ["elf"], "timestamp": 2,
               "effects": [{"add_types": ["artifact"]}]}
    data = board([creature("elf", 1, 1, controller="opponent", timestamp=1)],
                 [becomes, steal({"exists": {"self": False, "type": "artifact",
                                             "controller": "you"}}, timestamp=3)])
    [outcome] = run(data).outcomes
    assert outcome.characteristics()["elf"]["controller"] == "you"
    assert outcome.run.ended == []


def test_one_effect_ending_can_end_another():
    # By hand: the thief's +1/+1 lasts "for as long as you control a creature" (the elf is
    # the only one). The opponent's +1/+1 makes the elf 3/3: the steal ends (power > 1),
    # the elf is the opponent's again, so the thief's pump has ended too: 2/2, theirs.
    yours = {"id": "bond", "controller": "you", "targets": ["elf"], "timestamp": 2,
             "duration": {"as_long_as": {"exists": {"type": "creature", "controller": "you"}}},
             "effects": [{"modify_pt": [1, 1]}]}
    data = board([creature("elf", 1, 1, controller="opponent", timestamp=1)],
                 [yours, steal(POWER_AT_MOST_1, 3), pump("growth", 1, 4)])
    [outcome] = run(data).outcomes
    chars = outcome.characteristics()["elf"]
    assert (chars["controller"], chars["power"]) == ("opponent", 2)
    assert [e.effect for e in outcome.run.ended] == ["steal", "bond"]


def test_an_ended_effect_stays_ended_after_the_steps():
    # The pump ends in the cleanup step: the elf is 1/1 again, but the steal has ended
    # for good (611.2b): the opponent keeps it.
    growth = dict(pump("growth", 1, 4), duration="end_of_turn")
    data = board([creature("elf", 1, 1, controller="opponent", timestamp=1)],
                 [steal(POWER_AT_MOST_1), growth], steps=["end_of_turn"])
    result = run(data)
    after = result.moments[0].result.outcomes[0]
    assert after.characteristics()["elf"]["power"] == 1
    assert after.characteristics()["elf"]["controller"] == "opponent"
