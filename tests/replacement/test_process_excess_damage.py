"""120.4a (cr-2026 only): excess damage is split off before effects see it
(``process_rules/excess_damage.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.errors import ConsistencyError
from mtglogic.replacement.process_rules.excess_damage import ExcessDamage

BEAR = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
        "controller": "p2"}
SPELL = {"id": "spell", "name": "Spill", "types": ["sorcery"], "zone": "stack",
         "controller": "p1"}


def data(marked: int = 0) -> dict:
    return {"players": ["p1", "p2"], "objects": [dict(BEAR, damage=marked), SPELL],
            "events": [{"id": "e", "damage": {"source": "spell", "to": "bear", "amount": 4,
                                              "excess_to": "p2"}}]}


@pytest.mark.parametrize("marked,to_bear,result", [
    (0, 2, "2 damage from spell to bear + 2 damage from spell to p2 + 2 damage marked on bear"
           " + p2 loses 2 life"),
    (1, 1, "1 damage from spell to bear + 1 damage marked on bear + 3 damage from spell to p2"
           " + p2 loses 3 life"),
])
def test_the_lethal_part_goes_to_the_creature_the_rest_elsewhere(marked, to_bear, result):
    # A 2/2 with `marked` damage needs 2 - marked more to be lethal; of the 4, the rest
    # (4 - to_bear) goes to p2.
    process = process_under(data(marked))
    rule = process.rule(ExcessDamage)
    assert rule is not None
    assert [p.short() for p in rule.split] == [f"{to_bear} damage from spell to bear",
                                               f"{4 - to_bear} damage from spell to p2"]
    assert agreed_table(process) == {result: 1}  # no effect: one order


def test_a_ruleset_without_the_rule_refuses_such_damage():
    # The refusal names the ruleset's damage sequence from its table: 120.4 today, 119.4
    # in 2011 (three parts there: dealt, results, the event; no excess step).
    with pytest.raises(ConsistencyError, match=r"damage sequence \(120\.4\)"):
        process_under(data(), without="excess_damage")
    with pytest.raises(ConsistencyError, match=r"cr-2011: its damage sequence \(119\.4\)"):
        process_under(data(), "cr-2011")


def test_damage_without_excess_to_takes_no_part():
    plain = data()
    del plain["events"][0]["damage"]["excess_to"]
    assert process_under(plain).rule(ExcessDamage) is None
