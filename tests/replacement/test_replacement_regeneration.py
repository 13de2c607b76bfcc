"""Regeneration (614.8; 701.19a today, 701.12a in 2011): a destruction-replacement shield
that taps the permanent, removes its damage and removes it from combat; "can't be
regenerated" keeps the shield from applying (701.19c). Expected outcomes by hand."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data

from mtglogic.budget import Budget
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.state import outcome_state

TROLL = {"id": "troll", "card": "Charging Troll", "controller": "p1", "damage": 2}
REGENERATES = "troll regenerates (tapped, all damage removed from it, removed from combat)"


def _problem(event: dict, ruleset: str = "cr-2026", shields: int = 1):
    data = {"players": ["p1", "p2"], "objects": [TROLL],
            "replacements": [{"from": "troll", "id": f"regen{n}"} for n in range(shields)],
            "events": [dict(event, id="e")]}
    return problem_from_data(data, ruleset)


def _table(event: dict, ruleset: str = "cr-2026", shields: int = 1) -> dict[str, int]:
    problem = _problem(event, ruleset, shields)
    return agreed_table(problem.process(problem.events[0]))


def _destroy(**more) -> dict:
    return {"zone_change": {"object": "troll", "to": "graveyard", "cause": "destroy", **more}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_destroyed_troll_regenerates(ruleset):
    assert _table(_destroy(), ruleset) == {REGENERATES: 1}


def test_regenerating_removes_the_damage_marked():
    # 701.19a: the 2 damage marked on the Troll is removed; it stays on the battlefield.
    problem = _problem(_destroy())
    answer = answer_event(problem, problem.events[0], Budget())
    (outcome,) = answer.outcomes
    state = outcome_state(outcome, problem.world)
    assert state["damage"] == {"troll": 0} and "troll" not in state["zones"]


def test_it_cant_be_regenerated():
    # 701.19c: the shield isn't applied; the Troll is destroyed.
    assert _table(_destroy(cant_be_regenerated=True)) == {
        "troll: battlefield -> graveyard (can't be regenerated)": 1}


def test_two_shields_one_destruction():
    # Two shields: either one replaces the destruction (2 orders, p1 choosing), the other
    # then has nothing to replace (614.7): one outcome.
    assert _table(_destroy(), shields=2) == {REGENERATES: 2}


def test_sacrifice_is_not_destruction():
    assert _table({"zone_change": {"object": "troll", "to": "graveyard",
                                   "cause": "sacrifice"}}) == {
        "troll: battlefield -> graveyard": 1}
