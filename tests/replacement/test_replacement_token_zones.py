"""Tokens put into another zone as they would enter (614.1; 111.7, 110.5f in 2011): they are
created there, never enter, and cease to exist; the state view counts none."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.budget import Budget
from mtglogic.replacement.search import distinct_outcomes
from mtglogic.replacement.state import outcome_state

BAN = {"id": "ban", "controller": "p2", "watch": {"event": "enter", "object": {"token": True}},
       "instead": {"destination": "exile"}}
TAPPED = {"id": "slow", "controller": "p2", "watch": {"event": "enter"},
          "instead": {"enter_tapped": True}}


def data(effects: list) -> dict:
    return {"players": ["p1", "p2"], "objects": [], "replacements": effects,
            "events": [{"id": "e", "create_tokens": {"player": "p1", "token": "Food",
                                                     "count": 2}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_exiled_as_they_would_enter_they_are_created_in_exile(ruleset):
    process = process_under(data([BAN]), ruleset)
    assert agreed_table(process) == {"p1 creates 2 Food tokens in exile": 1}
    [(outcome, _)] = distinct_outcomes(process, Budget()).items()
    assert outcome_state(outcome, process.world)["tokens"] == {}


def test_an_effect_on_entering_has_nothing_to_modify_once_they_go_to_exile():
    # Exile first: the tokens don't enter, so "enters tapped" no longer applies (614.7):
    # 1 order. Tapped first: they would enter tapped, then the exile still applies: exile
    # wins, status dropped: 1 order. Two orders, one outcome.
    assert agreed_table(process_under(data([BAN, TAPPED]))) == {
        "p1 creates 2 Food tokens in exile": 2}
