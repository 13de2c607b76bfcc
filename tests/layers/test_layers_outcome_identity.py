"""What makes two outcomes one: the order in which an object's abilities are listed is no
characteristic (113.1 gives an object abilities, not a sequence), so boards that differ only
in that order are one outcome, in the layer engine, for every choice and in the atlas."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, enchantment, run, static

from mtglogic.atlas.worker import _identity


def granter(oid: str, keyword: str, timestamp: int) -> dict:
    return enchantment(oid, static(f"All creatures have {keyword}.", {"type": "creature"},
                                   [{"add_abilities": [keyword]}]), timestamp=timestamp)


def grace_and_law(timestamp: int = 2) -> dict:
    return board([creature("bears", timestamp=1),
                  granter("grace", "protection from black", timestamp),
                  granter("law", "protection from red", timestamp)])


@pytest.mark.parametrize("ruleset", BOTH)
def test_two_grants_at_one_timestamp_are_one_outcome_of_two_orders(ruleset):
    # By hand: whichever grant applies first, Bears end with protection from black and
    # from red; only the listing order differs. One outcome, both orders reach it.
    result = run(grace_and_law(), ruleset)
    assert len(result.outcomes) == 1
    assert result.orders_tried == 2 and len(result.outcomes[0].choices) == 2
    assert sorted(result.outcomes[0].characteristics()["bears"]["abilities"]) == [
        "protection from black", "protection from red"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_different_abilities_are_still_two_outcomes(ruleset):
    # The identity ignores only the order: a grant and a removal at one timestamp give
    # Bears flying or not (applied in 6 in either order), two outcomes.
    data = board([creature("bears", timestamp=1), granter("wings", "flying", 2),
                  enchantment("clip", static("Creatures lose flying.", {"type": "creature"},
                                             [{"remove_abilities": ["flying"]}]),
                              timestamp=2)])
    assert len(run(data, ruleset).outcomes) == 2


def test_identity_sorts_abilities_and_keeps_the_shown_order():
    result = run(grace_and_law(timestamp=2))
    outcome = result.outcomes[0]
    shown = outcome.characteristics()["bears"]["abilities"]
    assert outcome.identity()["bears"]["abilities"] == sorted(shown)
    assert _identity(result) == _identity(run(grace_and_law()))

