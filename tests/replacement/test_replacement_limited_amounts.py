"""Damage changes limited to an amount: redirecting "the next N damage" (614.9; the rest
is dealt as before) and "prevent all but N" (615.1). Expected outcomes by hand."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.solver import OrderProblem

INQ = {"id": "inq", "card": "Zealous Inquisitor", "controller": "p1"}
GIANT = {"id": "giant", "name": "Hill Giant", "types": ["creature"], "power": 3,
         "toughness": 3, "controller": "p2"}
BEAR = {"id": "bear", "card": "Grizzly Bears", "controller": "p2"}
BUT_ONE = {"id": "guard", "controller": "p1", "watch": {"event": "damage",
                                                        "recipient": {"player": "you"}},
           "instead": {"prevent": "all", "but": 1}}


def _process(event: dict, replacements: list, ruleset: str = "cr-2026"):
    data = {"players": ["p1", "p2"], "objects": [INQ, GIANT, BEAR],
            "replacements": replacements, "events": [dict(event, id="e")]}
    problem = problem_from_data(data, ruleset)
    return problem.process(problem.events[0])


REDIRECT = [{"from": "inq", "targets": ["giant"]}]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_next_damage_is_redirected_the_rest_dealt(ruleset):
    # 3 to the Inquisitor: the next 1 goes to the Giant, 2 stay.
    process = _process({"damage": {"source": "giant", "to": "inq", "amount": 3}}, REDIRECT,
                       ruleset)
    assert agreed_table(process) == {
        "1 damage from giant to giant + 1 damage marked on giant + 2 damage from giant to "
        "inq + 2 damage marked on inq": 1}


def test_less_damage_than_the_limit_is_all_redirected():
    # 1 damage against "the next 1": all of it goes to the Giant.
    process = _process({"damage": {"source": "bear", "to": "inq", "amount": 1}}, REDIRECT)
    assert agreed_table(process) == {"1 damage from bear to giant + 1 damage marked on giant": 1}


def test_two_sources_at_once_share_the_next_damage():
    # As for a prevention shield (615.7), the next 1 damage counts damage, not sources:
    # 3 from the Giant and 2 from the Bear at once, 1 of them moves, p1 choosing whose
    # (2 ways); the Inquisitor is dealt 4 either way.
    process = _process({"at_once": [
        {"damage": {"source": "giant", "to": "inq", "amount": 3, "combat": True}},
        {"damage": {"source": "bear", "to": "inq", "amount": 2, "combat": True}}]}, REDIRECT)
    table = agreed_table(process)
    assert len(table) == 2 and set(table.values()) == {1}
    assert all("4 damage marked on inq" in t and "1 damage marked on giant" in t for t in table)
    assert set(OrderProblem(process).orders(Budget())) == brute_force_orders(process, Budget())


@pytest.mark.parametrize("amount, lost", [(3, 1), (1, 1), (5, 1)])
def test_prevent_all_but_one(amount, lost):
    # All but 1 of each damage is prevented: p1 loses 1 whatever the amount.
    process = _process({"damage": {"source": "giant", "to": "p1", "amount": amount}},
                       [BUT_ONE])
    assert agreed_table(process) == {f"1 damage from giant to p1 + p1 loses {lost} life": 1}


def test_but_goes_only_with_prevent_all():
    bad = dict(BUT_ONE, instead={"prevent": 2, "but": 1})
    with pytest.raises(InputError, match="`but` goes with `prevent: all`"):
        _process({"damage": {"source": "giant", "to": "p1", "amount": 3}}, [bad])
