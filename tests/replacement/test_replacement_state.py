"""Replacement rulings written as the state outcomes leave (issue 10, item 7): outcomes are
grouped by what the written entries are after the event and their orders added up.

The board: Hardened Scales (+1) and Doubling Season (x2) on 1 counter put on p1's bear.
By hand: Scales then Season, (1 + 1) x 2 = 4; Season then Scales, 1 x 2 + 1 = 3; one order
each. The bear has 1 +1/+1 counter before the event.
"""
from __future__ import annotations

import pytest

import mtglogic
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.replacement.state import outcome_state

SCENARIO = {
    "players": ["p1", "p2"],
    "objects": [{"id": "scales", "card": "Hardened Scales", "controller": "p1"},
                {"id": "season", "card": "Doubling Season", "controller": "p1"},
                {"id": "bear", "card": "Grizzly Bears", "controller": "p1",
                 "counters": {"+1/+1": 1}}],
    "events": [{"id": "e", "put_counters": {"target": "bear", "count": 1}}],
}


def check(outcomes) -> mtglogic.Verdict:
    ruling = {"kind": "replacement", "name": "state form", "source": "hand calculation",
              "scenario": SCENARIO, "expect": {"e": {"outcomes": outcomes}}}
    return mtglogic.check_ruling(ruling)


def test_states_are_absolute_counts_after_the_event():
    verdict = check([{"state": {"counters": {"bear": {"+1/+1": 5}}}, "orders": 1},
                     {"state": {"counters": {"bear": {"+1/+1": 4}}}, "orders": 1}])
    assert verdict.passed, verdict.diff


def test_outcomes_that_leave_the_named_entries_alike_add_up():
    # Naming only p1's life (untouched: 20) groups both outcomes: 2 orders.
    verdict = check([{"state": {"life": {"p1": 20}}, "orders": 2}])
    assert verdict.passed, verdict.diff


def test_a_wrong_state_and_a_wrong_count_are_reported():
    verdict = check([{"state": {"counters": {"bear": {"+1/+1": 5}}}, "orders": 2},
                     {"state": {"counters": {"bear": {"+1/+1": 3}}}, "orders": 1}])
    assert not verdict.passed
    text = "\n".join(verdict.diff)
    assert "orders" in text and "{'+1/+1': 3}" in text and "unexpected state" in text


@pytest.mark.parametrize("outcomes, error, message", [
    ([{"state": {"life": {"p1": 20}}, "orders": 1},
      {"state": {"draws": {"p1": 0}}, "orders": 1}], ConsistencyError, "same entries"),
    ([{"state": {"life": {"p1": 20}}, "orders": 1},
      {"state": {"life": {"p1": 20}}, "orders": 1}], ConsistencyError, "written twice"),
    ([{"state": {"mana": {"p1": 1}}, "orders": 1}], InputError, "unknown key 'mana'"),
    ([{"state": {"life": {"p1": 20}}}], InputError, "orders"),
    # each entry has the shape the schema gives it (a mutated ruling found these accepted)
    ([{"state": {"counters": {"bear": None}}, "orders": 1}], InputError, "mapping"),
    ([{"state": {"counters": {"bear": {"+1/+1": -1}}}, "orders": 1}], InputError, "0"),
    ([{"state": {"zones": {"bear": "moon"}}, "orders": 1}], InputError, "moon"),
    ([{"state": {"wins": "p1"}, "orders": 1}], InputError, "list"),
])
def test_bad_state_expectations_are_located(outcomes, error, message):
    with pytest.raises(error, match=message) as info:
        check(outcomes)
    assert "expect.e.outcomes" in str(info.value)


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_counters_a_permanent_enters_with_are_its_state(ruleset):
    # A Grizzly Bears entering from p1's hand with two +1/+1 counters (the event's
    # `counters`), Hardened Scales on the battlefield: it enters with 2 + 1 = 3 (122.6 and
    # 614.1c in 2026, 121.6 in 2011: counters it enters with are put on it). The state view
    # names them, as the sentence does.
    scenario = {"players": ["p1", "p2"],
                "objects": [{"id": "scales", "card": "Hardened Scales", "controller": "p1"},
                            {"id": "bear", "card": "Grizzly Bears", "zone": "hand",
                             "owner": "p1"}],
                "events": [{"id": "e", "zone_change": {"object": "bear", "to": "battlefield",
                                                       "counters": {"+1/+1": 2}}}]}
    ruling = {"kind": "replacement", "name": "state form", "source": "hand calculation",
              "ruleset": ruleset, "scenario": scenario,
              "expect": {"e": {"outcomes": [
                  {"state": {"counters": {"bear": {"+1/+1": 3}},
                             "zones": {"bear": "battlefield"}}, "orders": 1}]}}}
    verdict = mtglogic.check_ruling(ruling)
    assert verdict.passed, verdict.diff


def darigaaz_table(effects: list) -> list[dict]:
    scenario = {"players": ["p1", "p2"],
                "objects": [{"id": "d", "card": "Darigaaz Reincarnated", "controller": "p1",
                             "counters": {"+1/+1": 2}}],
                "replacements": effects,
                "events": [{"id": "e", "zone_change": {"object": "d", "to": "graveyard"}}]}
    answer = mtglogic.answer_replacement(mtglogic.load_scenario(scenario))
    (event,) = answer.answers
    return [outcome_state(outcome, event.process.world)["counters"]
            for outcome in event.outcomes]


def test_a_moved_object_has_only_the_counters_put_on_it_as_it_moves():
    # Darigaaz would die: exiled with three egg counters instead; its two +1/+1 counters
    # cease to exist (122.2, 400.7): {egg: 3}.
    assert darigaaz_table([]) == [{"d": {"egg": 3}}]
    # An effect that returns it to the battlefield instead (a destination with counters
    # there is an entering with them, 122.6), chosen first by p1 among the two: the
    # +1/+1 counters are still gone, the new permanent enters with one shield counter.
    back = {"id": "back", "controller": "p1", "optional": False,
            "watch": {"event": "zone_change", "to": "graveyard"},
            "instead": {"destination": "battlefield", "counters": {"shield": 1}}}
    assert sorted(darigaaz_table([back]), key=str) == [{"d": {"egg": 3}}, {"d": {"shield": 1}}]
