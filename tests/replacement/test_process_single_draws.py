"""121.2 (cr-2026; 120.2 in cr-2011): cards are drawn one at a time, each draw its own event
(``process_rules/single_draws.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.replacement.process_rules import SingleDraws
from mtglogic.vocabulary.events import Draw

TWICE = {"id": "twice", "name": "Draw Twice", "types": ["enchantment"], "controller": "p1",
         "abilities": [{"replacement": {"watch": {"event": "draw", "player": "you"},
                                        "instead": {"multiply": 2}}}]}


def data(count: int) -> dict:
    library = [{"id": f"card{i}", "name": "Card", "types": ["land"], "zone": "library",
                "owner": "p1"} for i in range(10)]
    return {"players": ["p1", "p2"], "objects": [TWICE] + library,
            "events": [{"id": "e", "draw": {"player": "p1", "count": count}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_each_of_three_draws_is_its_own_event(ruleset):
    # "draw twice as many" applies once to each single draw (a new opportunity each,
    # 614.5): 3 draws of 2 = 6 cards, one order. The first single draw is the current
    # event, 2 more are queued.
    process = process_under(data(3), ruleset)
    rule = process.rule(SingleDraws)
    assert rule is not None and rule.sequences
    (current,) = process.start.parts
    event = process.parts[current].event
    assert isinstance(event, Draw) and event.single and event.ordinal == 1
    assert [count for _, count, _ in process.start.queue] == [2]
    assert agreed_table(process) == {"p1 draws 6 cards": 1}


def test_a_changed_single_draw_is_an_instruction_again():
    # A single draw made 2 cards is an instruction to draw 2 (121.2): held by the rule
    # until it becomes single draws itself.
    process = process_under(data(1))
    rule = process.rule(SingleDraws)
    assert rule is not None
    assert rule.replaced(Draw(amount=2, player="p1", single=True)) == Draw(amount=2,
                                                                            player="p1")
    held = process.parts[process.intern(Draw(amount=2, player="p1"))]
    assert held.held_by == "single_draws"


def test_without_the_rule_the_instruction_is_one_event():
    # Out of the ruleset's list, the draw of 3 never becomes single draws, and the effect
    # watches a draw of a card ("if you would draw a card", no ``cards`` count), which the
    # instruction is not: it applies to nothing, 3 cards are drawn.
    process = process_under(data(3), without="single_draws")
    assert process.rule(SingleDraws) is None and not process.sequenced
    assert agreed_table(process) == {"p1 draws 3 cards": 1}
    assert not any(isinstance(p.event, Draw) and p.event.single for p in process.parts)
