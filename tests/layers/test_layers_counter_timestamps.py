"""613.7c (2026): each counter has a timestamp, and a new counter of a kind gives all the
counters of that kind its timestamp; keyword counters grant their keyword in layer 6
(122.1b, 613.1f). The 2011 rules have neither: counters apply in their own sublayer 7d
and a "flying" counter does nothing. Expected values worked out by hand."""
from __future__ import annotations

import pytest
from layers_support import R2011, R2026, board, creature, final, pt, run, steps

from mtglogic.errors import InputError

FROG = {"id": "frog", "targets": ["bird"], "timestamp": 5,
        "effects": [{"remove_all_abilities": True}, {"set_pt": [1, 1]}]}


def bird(stamp: int | None, **counters: int) -> dict:
    extra = {"counter_timestamps": {"flying": stamp}} if stamp is not None else {}
    return creature("bird", 1, 1, timestamp=1, counters={"flying": 1, **counters}, **extra)


@pytest.mark.parametrize("stamp, flies", [(3, False), (7, True)])
def test_a_keyword_counter_and_an_ability_removal_in_timestamp_order(stamp, flies):
    # Layer 6 in timestamp order: counters of timestamp 3 grant flying before "loses all
    # abilities" (5) removes it; counters restamped 7 (a new one put on, 613.7c) grant it
    # after.
    chars = final(board([bird(stamp)], [FROG]), R2026)["bird"]
    assert ("flying" in chars["abilities"]) is flies


def test_without_counter_timestamps_the_counters_have_their_objects():
    # No counter_timestamps: the counters have the Bird's timestamp 1, before the removal.
    assert final(board([bird(None)], [FROG]), R2026)["bird"]["abilities"] == []
    assert steps(board([bird(None)], [FROG]), R2026, "6") == ["bird:counter:flying", "frog"]


def test_a_keyword_counter_on_a_noncreature_permanent():
    # 122.1b: a keyword counter works on any permanent, not only on creatures.
    relic = {"id": "relic", "name": "Relic", "types": ["artifact"], "counters": {"hexproof": 1}}
    assert final(board([relic]), R2026)["relic"]["abilities"] == ["hexproof"]


def test_2011_has_no_keyword_counters():
    # No keyword counters in the 2011 rules: the counter grants nothing, and the +1/+1
    # counter applies in 7d after the 7b setting: 1/1 + 1/1 = 2/2.
    chars = final(board([bird(7, **{"+1/+1": 1})], [FROG]), R2011)["bird"]
    assert chars["abilities"] == [] and pt(chars) == (2, 2)


def test_power_toughness_counters_take_their_timestamp_in_7c():
    # 2026: counters and modifying effects share 7c (613.4c), in timestamp order: the
    # +1/+1 counters put on at 9 come after a +2/+2 effect of timestamp 6.
    growth = {"id": "growth", "targets": ["bird"], "timestamp": 6, "effects": [{"modify_pt": [2, 2]}]}
    bear = creature("bird", 2, 2, timestamp=1, counters={"+1/+1": 2},
                    counter_timestamps={"+1/+1": 9})
    assert steps(board([bear], [growth]), R2026, "7c") == ["growth", "bird:counters"]
    assert pt(final(board([bear], [growth]), R2026)["bird"]) == (6, 6)
    reasons = [s.rules for s in run(board([bear], [growth]), R2026).outcomes[0].run.steps
               if s.effect == "bird:counters"]
    assert "613.7c" in reasons[0]


def test_a_timestamp_for_counters_the_object_does_not_have_is_refused():
    with pytest.raises(InputError, match=r"counter_timestamps\.reach: no 'reach' counter"):
        final(board([creature("bird", counters={"flying": 1},
                              counter_timestamps={"reach": 3})]))
