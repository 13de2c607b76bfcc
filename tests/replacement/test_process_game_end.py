"""104.1 (both rulesets): the game ends as soon as a player wins; nothing queued after that
event happens (``process_rules/game_end.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.budget import Budget
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.process_rules.game_end import GameEnd


def data(reflections: int, library: int = 0, count: int = 1) -> dict:
    objects = [{"id": "maniac", "card": "Laboratory Maniac", "controller": "p1"}]
    objects += [{"id": f"r{i}", "card": "Thought Reflection", "controller": "p1"}
                for i in range(reflections)]
    objects += [{"id": f"card{i}", "name": "Card", "types": ["land"], "zone": "library",
                 "owner": "p1"} for i in range(library)]
    return {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "draw": {"player": "p1", "count": count}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize(("reflections", "orders"), [(0, 1), (1, 2), (2, 5), (4, 65)])
def test_orders_stop_at_the_win(ruleset, reflections, orders):
    # Empty library, draw one. With k Reflections not yet used on the draws a draw comes
    # from, f(k) = 1 (Maniac first: p1 wins, the game is over) + k * f(k-1) (a Reflection
    # first: two draws, the first chosen for with one Reflection fewer; the game ends
    # within it, so the second never happens). f(0) = 1, f(1) = 2, f(2) = 5, f(3) = 16,
    # f(4) = 1 + 4 * 16 = 65.
    process = process_under(data(reflections), ruleset)
    assert agreed_table(process) == {"p1 wins the game": orders}
    rule = process.rule(GameEnd)
    assert rule is not None and rule.ended == (reflections > 0)


def test_without_the_rule_the_other_draws_are_still_chosen_for():
    # One Reflection, the rule taken out: Reflection first makes two draws, each replaced
    # by Maniac (2 steps), or Maniac first (1): still 2 orders, but the draw after the win
    # is chosen for: the order that applies the Reflection has two steps after it.
    process = process_under(data(1), without="game_end")
    assert agreed_table(process) == {"p1 wins the game": 2}
    with_rule = process_under(data(1))
    longest = {name: max(len(order) for order in brute_force_orders(proc, Budget()))
               for name, proc in (("without", process), ("with", with_rule))}
    # with the rule: Reflection, then Maniac on the first of the two draws: 2 steps;
    # without it: Reflection, Maniac, Maniac again on the second draw: 3 steps
    assert longest == {"without": 3, "with": 2}


def test_draws_before_the_win_still_happen():
    # One card in the library, draw three: the first draw takes it; the second is from an
    # empty library and Maniac wins instead (121.6a); the third never happens (104.1).
    process = process_under(data(0, library=1, count=3))
    assert agreed_table(process) == {"p1 draws 1 card + p1 wins the game": 1}
    assert process.rule(GameEnd) is not None
