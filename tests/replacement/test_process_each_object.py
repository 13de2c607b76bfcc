"""616.1: each object's part of an event is modified on its own, in APNAP order of who
chooses (``process_rules/each_object.py``)."""
from __future__ import annotations

from replacement_support import agreed_table, process_under

from mtglogic.replacement.process_rules.each_object import EachObject


def bear(oid: str, controller: str) -> dict:
    return {"id": oid, "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
            "controller": controller}


# "If a creature would die, exile it instead", optional, for both players' creatures
EXILE = {"id": "rest", "name": "Rest", "types": ["enchantment"], "controller": "p1",
         "abilities": [{"replacement": {"watch": {"event": "zone_change", "to": "graveyard"},
                                        "instead": {"destination": "exile"},
                                        "optional": True}}]}
DATA = {"players": ["p1", "p2"], "active_player": "p2",
        "objects": [bear("a", "p1"), bear("b", "p2"), EXILE],
        "events": [{"id": "e", "at_once": [
            {"zone_change": {"object": "a", "to": "graveyard"}},
            {"zone_change": {"object": "b", "to": "graveyard"}}]}]}


def test_the_active_players_object_first_the_other_queued():
    # p2 is the active player (101.4): b's part is the current event, a's is queued.
    process = process_under(DATA)
    rule = process.rule(EachObject)
    assert rule is not None and rule.sequences
    assert [process.parts[p].event.obj for p in process.start.parts] == ["b"]
    assert [[process.parts[p].event.obj for p in parts]
            for parts, _, _ in process.start.queue] == [["a"]]
    assert process.options(process.start).chooser == "p2"


def test_the_effect_has_an_opportunity_on_each_part():
    # Apply or decline on b, then on a: 2 x 2 = 4 orders, 4 outcomes, one order each.
    table = agreed_table(process_under(DATA))
    assert sorted(table.values()) == [1, 1, 1, 1]
    assert "a: battlefield -> exile + b: battlefield -> exile" in table


def test_without_the_rule_the_effect_applies_once_to_the_whole_event():
    # One event of two parts: applied (both exiled) or declined (both die): 2 outcomes.
    process = process_under(DATA, without="each_object")
    assert process.rule(EachObject) is None
    assert agreed_table(process) == {
        "a: battlefield -> exile + b: battlefield -> exile": 1,
        "a: battlefield -> graveyard + b: battlefield -> graveyard": 1}
