"""614.13a-b: objects chosen as a permanent enters; a way choosing an object the event
already moves is no way (``process_rules/choosing_objects.py``)."""
from __future__ import annotations

from replacement_support import agreed_table, process_under

from mtglogic.replacement.process_rules.choosing_objects import ChoosingObjects


def card(oid: str, name: str, zone: str, owner: str = "p1") -> dict:
    return {"id": oid, "card": name, "zone": zone, "owner": owner}


def at_once(*ids: str) -> dict:
    return {"id": "e", "at_once": [{"zone_change": {"object": oid, "to": "battlefield"}}
                                   for oid in ids]}


def test_a_card_entering_with_it_cant_be_chosen_614_13a():
    # Dermotaxi ("exile a creature card from a graveyard") and the Bears card "back" return
    # at once; "back" is entering, so the only way is exiling "other": 1 order.
    data = {"players": ["p1", "p2"],
            "objects": [card("taxi", "Dermotaxi", "graveyard"),
                        card("back", "Grizzly Bears", "graveyard"),
                        card("other", "Grizzly Bears", "graveyard", "p2")],
            "events": [at_once("taxi", "back")]}
    process = process_under(data)
    rule = process.rule(ChoosingObjects)
    assert rule is not None and "back" in process.moving(process.start)
    assert agreed_table(process) == {
        "back: graveyard -> battlefield + other: graveyard -> exile + taxi: graveyard -> "
        "battlefield": 1}


def test_two_ways_never_choose_one_card_614_13b():
    # Two Dermotaxis, two Bears cards: the first exiles a (then the second b) or b (then
    # a): 2 orders, one outcome. Applying one way uses the opportunity of its family.
    data = {"players": ["p1", "p2"],
            "objects": [card("t1", "Dermotaxi", "hand"), card("t2", "Dermotaxi", "hand"),
                        card("a", "Grizzly Bears", "graveyard"),
                        card("b", "Grizzly Bears", "graveyard")],
            "events": [at_once("t1", "t2")]}
    process = process_under(data)
    assert agreed_table(process) == {
        "a: graveyard -> exile + b: graveyard -> exile + t1: hand -> battlefield + t2: hand "
        "-> battlefield": 2}
    rule = process.rule(ChoosingObjects)
    assert rule is not None
    ways = [i for i, e in enumerate(process.effects) if e.family == process.effects[0].family]
    assert len(ways) == 2  # one way per Bears card
    assert rule.family[ways[0]] == 1 << ways[1]


def test_no_effect_choosing_objects_takes_no_part():
    data = {"players": ["p1", "p2"], "objects": [card("bear", "Grizzly Bears", "hand")],
            "events": [at_once("bear")]}
    assert process_under(data).rule(ChoosingObjects) is None
