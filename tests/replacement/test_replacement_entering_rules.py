"""What a permanent enters with by rule or by what it would be (614.1c, 614.12): a
planeswalker's loyalty and a battle's defense (306.5b, 310.4b), keywords another effect
grants it (riot, 702.136a-b), a copy's additional counter (707.9e); and indestructible,
which nothing replaces (702.12b). Expected tables worked out by hand; each is checked
against brute force (``agreed_table``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

JACE = {"id": "jace", "name": "Jace Beleren", "types": ["planeswalker"], "subtypes": ["Jace"],
        "loyalty": 3, "zone": "hand", "owner": "p1"}
SEASON = {"id": "season", "card": "Doubling Season", "controller": "p1"}


def enters(obj: str, **how) -> list[dict]:
    return [{"id": "e", "zone_change": {"object": obj, "to": "battlefield", **how}}]


def table(objects: list[dict], events: list[dict], ruleset: str = "cr-2026") -> dict[str, int]:
    return agreed_table(process_under({"players": ["p1", "p2"], "objects": objects,
                                       "events": events}, ruleset))


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_planeswalker_enters_with_its_loyalty_doubled(ruleset):
    # 306.5b: 3 loyalty counters by its own replacement effect; Doubling Season after it
    # doubles them (before it, it has nothing to double): 6, one order.
    assert table([SEASON, JACE], enters("jace"), ruleset) == {
        "jace: hand -> battlefield (with 6 loyalty counters)": 1}


def test_a_face_down_planeswalker_enters_with_none():
    # 614.12, 708.2a: as it would exist, a 2/2 creature with no loyalty.
    assert table([SEASON, dict(JACE, zone="library")], enters("jace", face="down")) == {
        "jace: library -> battlefield (face down)": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_face_down_and_face_up_entering_in_one_scenario(ruleset):
    # 614.12 with 306.5b: each event reads the permanent as that event would put it onto
    # the battlefield (708.2a; 707.2 in 2011): face down, a 2/2 creature with no loyalty,
    # so no counters even though the same card enters face up, with 3 doubled, in another.
    events = [{"id": "down", "zone_change": {"object": "jace", "to": "battlefield",
                                             "face": "down"}},
              {"id": "up", "zone_change": {"object": "jace", "to": "battlefield"}}]
    data = {"players": ["p1", "p2"], "objects": [SEASON, dict(JACE, zone="library")],
            "events": events}
    tables = [agreed_table(process_under(data, ruleset, event=n)) for n in range(2)]
    assert tables == [{"jace: library -> battlefield (face down)": 1},
                      {"jace: library -> battlefield (with 6 loyalty counters)": 1}]


def test_a_battle_enters_with_its_defense_and_2011_has_none():
    siege = {"id": "siege", "name": "Siege", "types": ["battle"], "subtypes": ["Siege"],
             "defense": 4, "zone": "hand", "owner": "p1"}
    assert table([siege], enters("siege")) == {
        "siege: hand -> battlefield (with 4 defense counters)": 1}
    assert table([siege], enters("siege"), "cr-2011") == {"siege: hand -> battlefield": 1}


def spider_punk(oid: str) -> dict:
    return {"id": oid, "name": "Spider-Punk", "types": ["creature"], "subtypes": ["Spider"],
            "power": 2, "toughness": 1, "controller": "p1", "abilities": [{"static": {
                "text": "Other Spiders you control have riot.",
                "applies_to": {"other": True, "subtype": "Spider", "controller": "you"},
                "effects": [{"add_abilities": ["riot"]}]}}]}


SPIDER = {"id": "spider", "name": "Giant Spider", "types": ["creature"], "subtypes": ["Spider"],
          "power": 2, "toughness": 4, "zone": "stack", "owner": "p1"}


def test_riot_granted_by_another_permanent_is_a_choice_as_it_enters():
    # 614.12: as it would exist on the battlefield it has riot (702.136a): a counter or
    # haste, one order each.
    assert table([spider_punk("punk"), SPIDER], enters("spider")) == {
        "spider: stack -> battlefield (with 1 +1/+1 counter)": 1,
        "spider: stack -> battlefield (with haste)": 1}


def test_two_granted_riots_are_two_choices():
    # 702.136b: each instance works separately. Two effects, each a counter or haste, in
    # either order: 2 x 4 = 8 orders; two counters by 2 of them, haste only by 2, one of
    # each by 4.
    assert table([spider_punk("a"), spider_punk("b"), SPIDER], enters("spider")) == {
        "spider: stack -> battlefield (with 2 +1/+1 counters)": 2,
        "spider: stack -> battlefield (with 1 +1/+1 counter, with haste)": 4,
        "spider: stack -> battlefield (with haste)": 2}


def test_an_indestructible_permanent_is_not_destroyed_and_keeps_its_shield_counter():
    # 702.12b: its destruction can't happen; only a self-replacement effect could modify
    # it (614.17c), so the shield counter is not removed. The Bears' is.
    objects = [{"id": "colossus", "card": "Darksteel Colossus", "controller": "p1",
                "counters": {"shield": 1}},
               {"id": "bears", "card": "Grizzly Bears", "controller": "p1",
                "counters": {"shield": 1}}]
    events = [{"id": "e", "at_once": [
        {"zone_change": {"object": o, "to": "graveyard", "cause": "destroy"}}
        for o in ("colossus", "bears")]}]
    assert table(objects, events) == {
        "1 shield counter removed from bears; can't happen: colossus: battlefield -> "
        "graveyard (colossus:indestructible)": 1}


def test_a_copy_s_additional_counter_is_its_own_not_a_copy_s():
    # 707.9e: Spark Double entering as a copy of the Bears has one more +1/+1 counter; a
    # Clone entering as a copy of that Spark Double has none (it copies characteristics).
    objects = [{"id": "bears", "card": "Grizzly Bears", "controller": "p1", "timestamp": 1},
               {"id": "first", "card": "Spark Double", "controller": "p1", "copy_of": "bears",
                "timestamp": 2},
               {"id": "spark", "card": "Spark Double", "zone": "hand", "owner": "p1"},
               {"id": "clone", "card": "Clone", "zone": "hand", "owner": "p1"}]
    assert table(objects, enters("spark", copy_of="bears")) == {
        "spark: hand -> battlefield (as a copy of bears, with 1 +1/+1 counter)": 1}
    assert table(objects, enters("clone", copy_of="first")) == {
        "clone: hand -> battlefield (as a copy of first)": 1}
