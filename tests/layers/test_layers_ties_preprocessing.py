"""The preparation of simultaneous timestamps (613.7m-n; 613.6g in 2011) is linear and
inside the budget (issue 25, item 7): it once tested membership in tuples and scanned
permutations to find whether a group had a second order, quadratic to factorial in the
units, before any limit applied."""
from __future__ import annotations

import itertools

import pytest

from mtglogic.api import compute_layers, load_scenario
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.layers.ties import _one_order


def test_a_chain_of_fixed_pairs_leaves_one_order() -> None:
    # 12 units each fixed before the next (613.7n pairs): one topological order, found by
    # reading the pairs once, where 12! = 479,001,600 permutations would have been tried.
    units = tuple(f"u{i:02}" for i in range(12))
    chain = tuple(itertools.pairwise(units))
    assert _one_order(units, chain)
    # drop one link (u05 before u06): the two halves may interleave, many orders
    assert not _one_order(units, chain[:5] + chain[6:])
    # no pair at all: two units have two orders
    assert not _one_order(units[:2], ())


def test_the_preparation_stops_at_the_timeout() -> None:
    # Three Giant Growths with one timestamp: a group to prepare. With the budget's time
    # already spent, the preparation itself says so (exit 3 on the command line) instead
    # of running to its end outside the clock.
    growths = [{"id": f"g{i}", "card": "Giant Growth", "targets": ["bears"], "timestamp": 2}
               for i in range(3)]
    scenario = load_scenario({"players": ["you", "opponent"], "effects": growths,
                              "objects": [{"id": "bears", "card": "Grizzly Bears",
                                           "controller": "you"}]}, "cr-2026")
    with pytest.raises(BudgetExceeded, match="simultaneous timestamps"):
        compute_layers(scenario, Budget(timeout=0.0))
