"""609.3 (both rulesets): an effect does only as much as possible; cards moved from a zone
are no more than it holds, a library's top ones in its order
(``process_rules/bounded_amounts.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.budget import Budget
from mtglogic.replacement.process_rules.bounded_amounts import BoundedAmounts
from mtglogic.replacement.search import distinct_outcomes
from mtglogic.replacement.state import outcome_state


def data(library: int, count: int, effects: list | None = None, **move) -> dict:
    cards = [{"id": f"c{i}", "name": "Card", "types": ["land"], "zone": "library",
              "owner": "p1"} for i in range(1, library + 1)]
    return {"players": ["p1", "p2"], "objects": cards, "replacements": effects or [],
            "events": [{"id": "e", "move_cards": {"player": "p1", "count": count,
                                                  "top": True, "to": "exile", **move}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_exile_the_top_two_with_one_card_exiles_one(ruleset):
    # One card in the library, "exile the top two": only one exists (609.3).
    process = process_under(data(1, 2), ruleset)
    assert agreed_table(process) == {"p1 puts 1 card from the top of library into exile (c1)": 1}
    rule = process.rule(BoundedAmounts)
    assert rule is not None and rule.bounded


def test_the_top_cards_are_taken_in_the_librarys_order():
    # Three cards, c1 listed first (the top): the top two are c1 and c2; c3 stays. The
    # state view says where each went.
    process = process_under(data(3, 2))
    [(outcome, _)] = distinct_outcomes(process, Budget()).items()
    zones = outcome_state(outcome, process.world)["zones"]
    assert zones == {"c1": "exile", "c2": "exile"}


def test_effects_see_the_amount_as_written_then_it_is_bounded():
    # "Twice as many" on the move of two: 4, and the library holds 3: 3 exiled (609.3);
    # the effect applied (one order).
    twice = {"id": "twice", "controller": "p1", "watch": {"event": "move_cards"},
             "instead": {"multiply": 2}}
    assert agreed_table(process_under(data(3, 2, [twice]))) == {
        "p1 puts 3 cards from the top of library into exile (c1, c2, c3)": 1}


def test_a_move_of_cards_of_a_players_choice_is_not_bounded():
    # "Return a card from your graveyard" with no graveyard listed: the scenario need not
    # list it, so the move stays as written (the limit the docs give).
    process = process_under(data(0, 1, top=False, **{"from": "graveyard", "to": "hand"}))
    assert agreed_table(process) == {"p1 puts 1 card from graveyard into hand": 1}


def test_without_the_rule_the_amount_stays():
    process = process_under(data(1, 2), without="bounded_amounts")
    assert agreed_table(process) == {"p1 puts 2 cards from the top of library into exile": 1}


ASHIOK = {"id": "ashiok", "card": "Ashiok, Wicked Manipulator", "controller": "p1"}
VENTS = {"id": "vents", "card": "Steam Vents", "zone": "hand", "owner": "p1"}


@pytest.mark.parametrize(("library", "expected"), [
    # Three cards, at least 2: paying 2 life is replaced by exiling the top two (c1, c2);
    # or the land enters tapped. One order each.
    (3, {"p1 puts 2 cards from the top of library into exile (c1, c2) + vents: hand -> "
         "battlefield": 1, "vents: hand -> battlefield (tapped)": 1}),
    # One card, fewer than 2: Ashiok doesn't apply, the life is paid.
    (1, {"p1 pays 2 life + vents: hand -> battlefield": 1,
         "vents: hand -> battlefield (tapped)": 1}),
])
def test_ashiok_replaces_life_paid_by_cards_from_the_top(library, expected):
    scenario = data(library, 0)
    scenario["objects"] += [ASHIOK, VENTS]
    scenario["events"] = [{"id": "e", "zone_change": {"object": "vents", "to": "battlefield"}}]
    assert agreed_table(process_under(scenario)) == expected
