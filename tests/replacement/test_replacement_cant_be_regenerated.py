"""An effect saying permanents can't be regenerated (701.19c; 701.12c in 2011): a state of
the objects its selector finds, for as long as the effect lasts, that stops their
regeneration shields from being applied (614.8); not a replacement effect itself. Expected
outcomes by hand."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.render import answer_lines

TROLL = {"id": "troll", "card": "Charging Troll", "controller": "p1", "damage": 2}
OGRE = {"id": "ogre", "card": "Charging Troll", "controller": "p2", "damage": 1}
REGENERATES = "{} regenerates (tapped, all damage removed from it, removed from combat)"
# a static form: "creatures your opponents control can't be regenerated" (p2's)
STATIC = {"id": "static", "controller": "p2", "source": "ogre",
          "watch": {"event": "zone_change", "object": {"type": "creature",
                                                        "controller": "opponent"}},
          "cant_be_regenerated": True}


def _data(*extra: dict, events: list[dict] | None = None) -> dict:
    return {"players": ["p1", "p2"], "objects": [TROLL, OGRE],
            "replacements": [{"from": "troll", "id": "shield"},
                             {"from": "ogre", "id": "ogre_shield"}, *extra],
            "events": events or [{"id": "e", "zone_change": {
                "object": "troll", "to": "graveyard", "cause": "destroy"}}]}


def _tables(data: dict, ruleset: str) -> list[dict[str, int]]:
    problem = problem_from_data(data, ruleset)
    return [agreed_table(problem.process(e)) for e in problem.events]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_static_form_covers_what_its_selector_finds(ruleset):
    # p1's Troll is a creature p2's opponent controls: its shield is not applied (701.19c;
    # 701.12c), it is destroyed. p2's own creature is not covered: its shield replaces the
    # destruction (614.8).
    events = [{"id": "mine", "zone_change": {"object": "troll", "to": "graveyard",
                                             "cause": "destroy"}},
              {"id": "theirs", "zone_change": {"object": "ogre", "to": "graveyard",
                                               "cause": "destroy"}}]
    assert _tables(_data(STATIC, events=events), ruleset) == [
        {"troll: battlefield -> graveyard": 1}, {REGENERATES.format("ogre"): 1}]


def test_without_the_effect_the_shield_applies():
    # The same board without the effect: the Troll regenerates, one order.
    assert _tables(_data(), "cr-2026") == [{REGENERATES.format("troll"): 1}]


def test_a_resolved_effect_on_its_target():
    # Hurr Jackal's "target creature can't be regenerated this turn", its target the Troll.
    jackal = {"id": "jackal", "card": "Hurr Jackal", "controller": "p2"}
    data = _data({"from": "jackal", "targets": ["troll"]})
    data["objects"].append(jackal)
    assert _tables(data, "cr-2026") == [{"troll: battlefield -> graveyard": 1}]


@pytest.mark.parametrize(("ruleset", "rule"), [("cr-2011", "701.12c"), ("cr-2026", "701.19c")])
def test_the_explanation_cites_the_rule(ruleset, rule):
    problem = problem_from_data(_data(STATIC), ruleset)
    answer = answer_event(problem, problem.events[0], Budget())
    assert any(f"can't be regenerated ({rule})" in line
               for line in answer_lines(answer, explain=True))
    assert "static" in answer.effects_in_force


@pytest.mark.parametrize(("change", "message"), [
    ({"watch": {"event": "damage"}}, "event: zone_change"),
    ({"optional": True}, "not optional"),
    ({"instead": {"regenerate": True}}, "give one of"),
    ({"cant_be_regenerated": False}, "write `cant_be_regenerated: true`"),
])
def test_bad_forms_are_refused(change, message):
    with pytest.raises(InputError, match=message):
        problem_from_data(_data(dict(STATIC, **change)), "cr-2026")
