"""Counters that an ability of their object keeps on it as it moves (``counters_remain``,
Skullbriar): the card's text over the rule that they cease to exist (101.1 over 122.2 and
400.7; 121.2 in 2011), except as it moves to the zones the ability names. Expected states by
hand; the state view is the one rulings check."""
from __future__ import annotations

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.render import answer_lines
from mtglogic.replacement.state import outcome_state


def keeper(zone: str = "battlefield", exceptions: tuple[str, ...] = ("hand", "library"),
           **more: object) -> dict:
    ability = {"static": {"counters_remain": {"except": list(exceptions)}, **more}}
    return {"id": "keeper", "name": "Keeper", "types": ["creature"], "power": 1,
            "toughness": 1, "owner": "p1", "zone": zone,
            **({"controller": "p1"} if zone == "battlefield" else {}),
            "counters": {"+1/+1": 2, "charge": 1}, "abilities": [ability]}


def _after(objects: list[dict], to: str, ruleset: str = "cr-2026",
           effects: list[dict] | None = None) -> tuple[dict, list[str]]:
    data = {"players": ["p1", "p2"], "objects": objects, "effects": effects or [],
            "events": [{"id": "e", "zone_change": {"object": "keeper", "to": to}}]}
    problem = problem_from_data(data, ruleset)
    answer = answer_event(problem, problem.events[0], Budget())
    (outcome,) = answer.outcomes
    return outcome_state(outcome, problem.world)["counters"], answer_lines(answer, False)


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize(("to", "left"), [
    ("graveyard", {"+1/+1": 2, "charge": 1}),  # every kind remains (101.1)
    ("exile", {"+1/+1": 2, "charge": 1}),
    ("hand", {}),  # the exceptions: they cease to exist (122.2; 121.2)
    ("library", {}),
])
def test_counters_remain_but_to_the_zones_excepted(ruleset, to, left):
    counters, _ = _after([keeper()], to, ruleset)
    assert counters == {"keeper": left}


def test_the_zones_excepted_are_the_ability_s():
    # "except: [graveyard]": to the graveyard they cease, to the hand they remain
    assert _after([keeper(exceptions=("graveyard",))], "graveyard")[0] == {"keeper": {}}
    assert _after([keeper(exceptions=("graveyard",))], "hand")[0] == {
        "keeper": {"+1/+1": 2, "charge": 1}}


def test_from_the_graveyard_to_the_battlefield():
    # the ability works from every zone it moves from: back on the battlefield with them
    assert _after([keeper("graveyard")], "battlefield")[0] == {
        "keeper": {"+1/+1": 2, "charge": 1}}


def test_an_object_that_lost_the_ability_loses_its_counters():
    # Humility (layer 6): on the battlefield the Keeper has no abilities, so nothing keeps
    # its counters as it moves: they cease to exist (122.2).
    humility = {"id": "humility", "card": "Humility", "controller": "p2"}
    assert _after([keeper(), humility], "graveyard")[0] == {"keeper": {}}


def test_an_object_without_the_ability_loses_them():
    bear = dict(keeper(), abilities=[])
    assert _after([bear], "graveyard")[0] == {"keeper": {}}


@pytest.mark.parametrize(("ruleset", "rule"), [("cr-2011", "101.1, 121.2"),
                                               ("cr-2026", "101.1, 122.2")])
def test_the_explanation_cites_the_rules(ruleset, rule):
    _, lines = _after([keeper()], "exile", ruleset)
    assert any("counters remain on keeper as it moves to exile (2 +1/+1 counters, 1 charge "
               f"counter), as its own ability says ({rule})" in line for line in lines)


@pytest.mark.parametrize(("more", "message"), [
    ({"applies_to": {"type": "creature"}}, "no `applies_to` beside `counters_remain`"),
    ({"condition": {"your_turn": True}}, "no `condition` beside `counters_remain`"),
])
def test_bad_forms_are_refused(more, message):
    with pytest.raises(InputError, match=message):
        _after([keeper(**more)], "exile")


def test_a_spell_cannot_keep_counters():
    data = {"players": ["p1", "p2"], "objects": [keeper()],
            "effects": [{"targets": ["keeper"], "text": "x",
                         "counters_remain": {"except": ["hand"]}}]}
    with pytest.raises(InputError):
        problem_from_data(dict(data, events=[{"id": "e", "zone_change": {
            "object": "keeper", "to": "exile"}}]))


def test_the_library_card():
    # Skullbriar, the Walking Grave (the library's card: its ability only, the card being
    # absent from the Oracle corpus) with three counters, exiled: they remain.
    skull = {"id": "keeper", "card": "Skullbriar, the Walking Grave", "controller": "p1",
             "counters": {"+1/+1": 3}}
    assert _after([skull], "exile")[0] == {"keeper": {"+1/+1": 3}}
    assert _after([skull], "hand")[0] == {"keeper": {}}
