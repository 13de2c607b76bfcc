"""Events on several objects at once (616.1): each affected object's part is modified on its
own, its controller choosing, every effect with one opportunity per part; the orders of the
whole are the product of the parts' orders.

Each expected value is worked out by hand in the comment above it, and the memoized search
is checked against brute force.
"""
from __future__ import annotations

from collections import Counter

import pytest
from replacement_support import problem_from_data

import mtglogic
from mtglogic.budget import Budget
from mtglogic.replacement.analysis import explain_order, outcome_table
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.render import answer_lines
from mtglogic.replacement.search import distinct_outcomes

BOTH = ("cr-2011", "cr-2026")
MAY_EXILE = {"id": "may", "name": "May Exile", "types": ["enchantment"], "controller": "p1",
             "abilities": [{"replacement": {
                 "watch": {"event": "zone_change", "to": "graveyard",
                           "object": {"type": "creature"}},
                 "optional": True, "instead": {"destination": "exile"}}}]}


def bear(oid: str, controller: str) -> dict:
    return {"id": oid, "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
            "controller": controller}


def solve(objects: list, parts: list, ruleset: str = "cr-2026"):
    data = {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "at_once": parts}]}
    problem = problem_from_data(data, ruleset)
    process = problem.process(problem.events[0])
    brute = Counter(process.outcome(process.final(o))
                    for o in brute_force_orders(process, Budget()))
    assert {o: t.count for o, t in distinct_outcomes(process, Budget()).items()} == dict(brute)
    return process, outcome_table(process, Budget())


def destroy(oid: str) -> dict:
    return {"zone_change": {"object": oid, "to": "graveyard", "cause": "destroy"}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_an_optional_effect_is_chosen_for_each_object(ruleset):
    # A wrath destroys p1's and p2's Bears: "you may exile it instead" is applied or not for
    # each Bears on its own (2 x 2 = 4 outcomes, one order each), not once for both.
    process, got = solve([MAY_EXILE, bear("a", "p1"), bear("b", "p2")],
                         [destroy("a"), destroy("b")], ruleset)
    assert got == {"a: battlefield -> exile + b: battlefield -> exile": 1,
                   "a: battlefield -> exile + b: battlefield -> graveyard": 1,
                   "a: battlefield -> graveyard + b: battlefield -> exile": 1,
                   "a: battlefield -> graveyard + b: battlefield -> graveyard": 1}
    # The active player's (p1's) Bears first (616.1: APNAP), its controller choosing.
    assert process.options(process.start).chooser == "p1"


@pytest.mark.parametrize("ruleset", BOTH)
def test_rest_in_peace_and_a_colossus_sacrificed_at_once(ruleset):
    # The Colossus's owner chooses for it: Rest in Peace (exile) or its own effect (into the
    # library), 2 orders; the Bears is exiled by Rest in Peace alone, 1 order: 2 outcomes.
    # (Sacrificed: destroyed, the indestructible Colossus would not move, 702.12b.)
    objects = [{"id": "rip", "card": "Rest in Peace", "controller": "p2"},
               {"id": "colossus", "card": "Darksteel Colossus", "controller": "p1"},
               bear("b", "p2")]
    sacrifice = {"zone_change": {"object": "colossus", "to": "graveyard", "cause": "sacrifice"}}
    _, got = solve(objects, [sacrifice, destroy("b")], ruleset)
    assert got == {"b: battlefield -> exile + colossus: battlefield -> exile": 1,
                   "b: battlefield -> exile + colossus: battlefield -> library (shuffled)": 1}


def test_counters_on_each_creature_at_once():
    # A +1/+1 counter on each of two creatures: Hardened Scales adds one to each (one
    # opportunity per creature), and a second "+1" effect too: 3 each; per creature 2
    # orders (which first), 2 x 2 = 4 orders in all.
    plus = {"id": "plus", "name": "Plus", "types": ["enchantment"], "controller": "p1",
            "abilities": [{"replacement": {
                "watch": {"event": "put_counters", "target": {"type": "creature"}},
                "instead": {"add": 1}}}]}
    objects = [{"id": "hs", "card": "Hardened Scales", "controller": "p1"}, plus,
               bear("a", "p1"), bear("b", "p1")]
    _, got = solve(objects, [{"put_counters": {"target": "a", "count": 1}},
                             {"put_counters": {"target": "b", "count": 1}}])
    assert got == {"3 +1/+1 counters on a + 3 +1/+1 counters on b": 4}


def test_the_explanation_says_each_object_is_on_its_own_and_cites_616_1():
    # Text output names the rule once for the event; each step cites it too.
    objects = [MAY_EXILE, bear("a", "p1"), bear("b", "p2")]
    scenario = mtglogic.load_scenario({"players": ["p1", "p2"], "objects": objects,
                                       "events": [{"id": "e", "at_once": [destroy("a"),
                                                                          destroy("b")]}]})
    [answer] = mtglogic.answer_replacement(scenario).answers
    assert "  each object's part is modified on its own, its controller choosing (616.1)" in \
        answer_lines(answer, explain=False)
    for tally in answer.outcomes.values():
        assert all("616.1" in step["cites"]
                   for step in explain_order(answer.process, tally.witness))


def test_a_template_moves_that_card_the_replaced_event_moves():
    # "If a creature would die, put that card on top of its owner's library and you gain 2
    # life instead": object: same names the creature the replaced zone change moves.
    effect = {"id": "top", "name": "Top", "types": ["enchantment"], "controller": "p1",
              "abilities": [{"replacement": {
                  "watch": {"event": "zone_change", "to": "graveyard",
                            "object": {"type": "creature"}},
                  "instead": {"become": [{"event": "zone_change", "object": "same",
                                          "to": "library"},
                                         {"event": "gain_life", "player": "you",
                                          "amount": 2}]}}}]}
    _, got = solve([effect, bear("a", "p2")], [destroy("a")])
    assert got == {"a: battlefield -> library + p1 gains 2 life": 1}
