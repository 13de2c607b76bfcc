"""Keywords a permanent entered with (614.1c): on the battlefield it has them, by an effect
of its own entering in its timestamp, not by the text that made them."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, enchantment, final, static


def hoard(oid: str = "hoard", **kw) -> dict:
    return creature(oid, 3, 3, timestamp=kw.pop("timestamp", 2), abilities=[{"replacement": {
        "text": "This creature enters with flying.", "works_from": "anywhere",
        "watch": {"event": "enter", "object": {"self": True}},
        "instead": {"enter_with": {"abilities": ["flying"]}}}}], **kw)


def clipper(timestamp: int) -> dict:
    return enchantment("clip", static("Creatures lose flying.", {"type": "creature"},
                                      [{"remove_abilities": ["flying"]}]), timestamp=timestamp)


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_permanent_has_the_keyword_it_entered_with(ruleset):
    assert "flying" in final(board([hoard()]), ruleset)["hoard"]["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_later_effect_removes_it_an_earlier_one_does_not(ruleset):
    # Layer 6 in timestamp order: the keyword's effect has the permanent's timestamp (2).
    assert "flying" not in final(board([hoard(), clipper(3)]), ruleset)["hoard"]["abilities"]
    assert "flying" in final(board([hoard(), clipper(1)]), ruleset)["hoard"]["abilities"]


def test_a_condition_of_the_entering_is_read_on_the_permanent():
    # Faerie Squadron (drafted): kicked, it entered with two +1/+1 counters and flying.
    kicked = {"id": "f", "card": "Faerie Squadron", "choices": {"kicked": 1},
              "counters": {"+1/+1": 2}}
    plain = {"id": "g", "card": "Faerie Squadron", "choices": {"kicked": 0}}
    chars = final(board([kicked, plain]))
    assert "flying" in chars["f"]["abilities"] and "flying" not in chars["g"]["abilities"]
    assert (chars["f"]["power"], chars["g"]["power"]) == (3, 1)


def test_off_the_battlefield_it_has_none():
    assert "flying" not in final(board([hoard(zone="graveyard")]))["hoard"]["abilities"]
