"""A prevention's additional effect happens once for the event it modifies, however many
of its parts it prevents (615.5, 614.5; 510.2: combat damage is one event). Every expected
outcome is worked out by hand in the comment beside it."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data, process_under

VENOM = {"id": "venom", "card": "Anti-Venom, Horrifying Healer", "controller": "p1"}
SCALES = {"id": "scales", "card": "Hardened Scales", "controller": "p1"}


def _bear(oid: str) -> dict:
    return {"id": oid, "card": "Grizzly Bears", "controller": "p2"}


def _board(objects: list, *sources: str) -> dict:
    return {"players": ["p1", "p2"], "objects": objects + [_bear(s) for s in sources],
            "events": [{"id": "e", "at_once": [
                {"damage": {"source": s, "to": "venom", "amount": 2, "combat": True}}
                for s in sources]}]}


def _blocked(objects: list, *sources: str) -> dict[str, int]:
    problem = problem_from_data(_board(objects, *sources))
    return agreed_table(problem.process(problem.events[0]))


def test_anti_venom_blocked_by_two_gets_the_counters_in_one_event():
    # 2 + 2 prevented: "that many" is 4, put once (615.5).
    assert _blocked([VENOM], "a", "b") == {"4 +1/+1 counters on venom": 1}


def test_hardened_scales_adds_one_to_the_one_event():
    # One event of 4 counters, +1 from Hardened Scales: 5 (two events would give 6).
    assert _blocked([VENOM, SCALES], "a", "b") == {"5 +1/+1 counters on venom": 1}


def test_one_source_puts_that_many():
    # 2 prevented, 2 counters, 3 with Hardened Scales.
    assert _blocked([VENOM, SCALES], "a") == {"3 +1/+1 counters on venom": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_without_the_rule_each_part_adds_its_own(ruleset: str) -> None:
    # The process rule once_per_event (process_rules/once_per_event.py) taken out: each
    # blocker's 2 prevented puts its own 2 counters, two events, and Hardened Scales adds
    # one to each: 3 + 3 = 6 (615.5 makes it one event of 4, and 5).
    table = agreed_table(process_under(_board([VENOM, SCALES], "a", "b"), ruleset,
                                       without="once_per_event"))
    assert table == {"6 +1/+1 counters on venom": 1}
