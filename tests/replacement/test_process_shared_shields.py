"""One shield against damage dealt at once by several sources (615.7, both rulesets):
it prevents its amount in all, the affected player choosing the split
(``process_rules/shared_shields.py``). Every expected outcome is worked out by hand."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.budget import Budget
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.process import Process
from mtglogic.replacement.solver import OrderProblem

ORIM = {"id": "orim", "card": "Orim, Samite Healer", "controller": "p2"}  # shield 3


def _bear(oid: str, controller: str = "p1") -> dict[str, object]:
    return {"id": oid, "card": "Grizzly Bears", "controller": controller}


def _data(*amounts: int, unpreventable: tuple[bool, ...] = ()) -> dict[str, object]:
    sources = "abc"[:len(amounts)]
    hits = [{"damage": {"source": s, "to": "p2", "amount": n, "combat": True,
                        **({"unpreventable": True} if s in unpreventable else {})}}
            for s, n in zip(sources, amounts)]
    return {"players": ["p1", "p2"], "objects": [ORIM] + [_bear(s) for s in sources],
            "replacements": [{"from": "orim", "targets": ["p2"]}],
            "events": [{"id": "e", "at_once": hits}]}


def _solver_agrees(process: Process) -> None:
    assert set(OrderProblem(process).orders(Budget())) == brute_force_orders(process, Budget())


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_three_against_two_and_two_prevents_three_in_all(ruleset):
    # 615.7: the shield counts damage, not sources. 2 + 2 = 4 > 3: it prevents 3 in all,
    # p2 choosing: 2 from a and 1 from b (b deals 1), or 1 from a and 2 from b (a deals 1).
    # Each split is a choice of its own: 2 outcomes, 1 order each. p2 loses 1 either way.
    process = process_under(_data(2, 2), ruleset)
    assert agreed_table(process) == {
        "1 damage from b to p2 (combat) + p2 loses 1 life; shield orim prevents 3": 1,
        "1 damage from a to p2 (combat) + p2 loses 1 life; shield orim prevents 3": 1}
    assert process.options(process.start).chooser == "p2"
    _solver_agrees(process)


def test_without_the_rule_each_part_takes_the_whole_shield():
    # Taken out of the ruleset, the shield applies to each part on its own: 2 and 2 are
    # both prevented (4 in all, more than the shield's 3): what the rule corrects.
    process = process_under(_data(2, 2), without="shared_shields")
    assert agreed_table(process) == {"nothing; shield orim prevents 4": 1}


def test_a_shield_that_covers_all_the_damage_has_one_way():
    # 1 + 2 = 3, not more than 3: all of it is prevented, nothing to choose.
    process = process_under(_data(1, 2))
    assert agreed_table(process) == {"nothing; shield orim prevents 3": 1}


def test_three_sources_every_split():
    # 2, 2, 2 against 3: splits (x, y, z) with each 0..2 and x + y + z = 3: with one 0 the
    # other two are 1+2 or 2+1 (3 places for the 0, 2 each: 6), or 1+1+1: 7 ways. The
    # damage left is (2 - x, 2 - y, 2 - z), 3 in all: p2 loses 3 in every outcome.
    process = process_under(_data(2, 2, 2))
    table = agreed_table(process)
    assert len(table) == 7 and set(table.values()) == {1}
    assert all("p2 loses 3 life; shield orim prevents 3" in t for t in table)
    _solver_agrees(process)


def test_damage_that_cant_be_prevented_takes_none_of_the_shield():
    # 615.12: a's 2 can't be prevented and doesn't reduce the shield; b's 2 is prevented,
    # (2 < 3: one part to prevent, no split). p2 loses a's 2.
    process = process_under(_data(2, 2, unpreventable=("a",)))
    assert agreed_table(process) == {
        "2 damage from a to p2 (combat) + p2 loses 2 life; shield orim prevents 2": 1}
