"""120.4b-c (cr-2026; 119.4a-b in cr-2011, whose damage is rule 119): damage is modified, dealt, then its results are
(``process_rules/damage_steps.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.budget import Budget
from mtglogic.replacement.analysis import explain_order
from mtglogic.replacement.process_rules.damage_steps import DamageSteps
from mtglogic.replacement.search import distinct_outcomes

BEAR = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
        "controller": "p1"}


def effect(oid: str, watch: dict, instead: dict) -> dict:
    return {"id": oid, "name": oid, "types": ["enchantment"], "controller": "p1",
            "abilities": [{"replacement": {"watch": watch, "instead": instead}}]}


DATA = {"players": ["p1", "p2"],
        "objects": [BEAR, effect("double", {"event": "damage"}, {"multiply": 2}),
                    effect("more", {"event": "lose_life", "from_damage": True}, {"add": 1})],
        "events": [{"id": "e", "damage": {"source": "bear", "to": "p2", "amount": 2}}]}


@pytest.mark.parametrize("ruleset,dealt,results", [("cr-2026", "120.4b", "120.4c"),
                                                   ("cr-2011", "119.4a", "119.4b")])
def test_damage_first_then_its_results(ruleset, dealt, results):
    # The life loss exists only once the damage is dealt: the doubler must come first
    # (2 -> 4 damage), then the loss of 4 becomes 5. One order.
    process = process_under(DATA, ruleset)
    steps = process.rule(DamageSteps)
    assert steps is not None
    start = process.options(process.start)
    assert [process.effects[i].id for i in start.candidates] == ["double"]
    assert agreed_table(process) == {"4 damage from bear to p2 + p2 loses 5 life": 1}
    (tally,) = distinct_outcomes(process, Budget()).values()
    witness = tally.witness
    first = explain_order(process, witness)[0]
    assert first["damage_dealt"] is True
    assert dealt in first["cites"] and results in first["cites"]


def test_stopped_damage_is_never_dealt():
    # A "can't" effect stops the damage: it is not held for dealing, so no result appears.
    cant = {"id": "no", "name": "No Damage", "types": ["enchantment"], "controller": "p2",
            "abilities": [{"replacement": {"watch": {"event": "damage"}, "cant": True}}]}
    process = process_under(dict(DATA, objects=[BEAR, cant]))
    steps = process.rule(DamageSteps)
    assert steps is not None and steps.undealt(process.start) == ()
    assert agreed_table(process) == {"nothing; can't happen: 2 damage from bear to p2 (no)": 1}
