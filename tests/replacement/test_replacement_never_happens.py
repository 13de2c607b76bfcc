"""What never happens is modified by no effect (614.7): 2011's indestructible (700.4, rules
and effects can't destroy it) is a "can't" effect written ``never_happens: true``, so a
regeneration shield on an indestructible creature is not used; in 2026 the same answer
comes from 614.17c (only self-replacement effects modify what can't happen). Expected
tables worked out by hand; each is checked against brute force (``agreed_table``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data, process_under

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.render import answer_lines

TROLL = {"id": "troll", "card": "Charging Troll", "controller": "p1", "damage": 2,
         "timestamp": 1}
INDESTRUCTIBLE = {"id": "made", "source": "troll", "controller": "p1", "targets": ["troll"],
                  "timestamp": 2, "text": "Target creature is indestructible this turn.",
                  "duration": "end_of_turn", "effects": [{"add_abilities": ["indestructible"]}]}
DESTROYED = [{"id": "e", "zone_change": {"object": "troll", "to": "graveyard",
                                          "cause": "destroy"}}]
REGENERATES = "troll regenerates (tapped, all damage removed from it, removed from combat)"


def _data(*effects: dict) -> dict:
    return {"players": ["p1", "p2"], "objects": [TROLL], "effects": list(effects),
            "replacements": [{"from": "troll"}], "events": DESTROYED}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_an_indestructible_creature_keeps_its_regeneration_shield(ruleset):
    # 700.4 / 702.12b: the destruction can't happen; 614.7 (2011) or 614.17c (2026): the
    # shield modifies nothing, so the Troll is neither tapped nor rid of its damage.
    assert agreed_table(process_under(_data(INDESTRUCTIBLE), ruleset)) == {
        "nothing; can't happen: troll: battlefield -> graveyard (troll:indestructible)": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_without_indestructible_the_shield_regenerates_it(ruleset):
    assert agreed_table(process_under(_data(), ruleset)) == {REGENERATES: 1}


def test_the_2011_explanation_cites_614_7():
    problem = problem_from_data(_data(INDESTRUCTIBLE), "cr-2011")
    lines = answer_lines(answer_event(problem, problem.events[0], Budget()), explain=True)
    assert any("what never happens has no replacement effect (614.7)" in line
               for line in lines)


CANT = {"id": "cant", "controller": "p2", "source": "troll",
        "watch": {"event": "zone_change", "object": {"type": "creature"}, "cause": ["destroy"]},
        "cant": True, "never_happens": True}


def test_a_written_never_happens_effect_stops_every_modification():
    data = dict(_data(), replacements=[{"from": "troll"}, CANT])
    assert agreed_table(process_under(data, "cr-2011")) == {
        "nothing; can't happen: troll: battlefield -> graveyard (cant)": 1}


@pytest.mark.parametrize("change", [{"never_happens": False}, {"cant": False,
                                                               "instead": {"regenerate": True}}])
def test_never_happens_goes_only_beside_cant(change):
    data = dict(_data(), replacements=[dict(CANT, **change)])
    with pytest.raises(InputError, match="never_happens"):
        problem_from_data(data, "cr-2026")
