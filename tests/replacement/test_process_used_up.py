"""614.3, 615.3, 615.8 (the same numbers in cr-2011): an effect of a resolved spell or ability
is used up by the first event it modifies (``process_rules/used_up.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data, process_under

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.node import Node
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.process_rules.used_up import UsedUp
from mtglogic.replacement.render import answer_lines
from mtglogic.vocabulary.replacements import compile_replacement

# Words of Worship's effect as its ability makes it: "The next time you would draw a card
# this turn, you gain 5 life instead."
WORSHIP = {"watch": {"event": "draw", "player": "you"}, "resolved": True, "once": True,
           "instead": {"become": {"event": "gain_life", "player": "you", "amount": 5}}}


def data(count: int, once: bool = True, library: int = 10) -> dict:
    cards = [{"id": f"card{i}", "name": "Card", "types": ["land"], "zone": "library",
              "owner": "p1"} for i in range(library)]
    effect = dict(WORSHIP) if once else {k: v for k, v in WORSHIP.items() if k != "once"}
    return {"players": ["p1", "p2"], "objects": cards,
            "replacements": [{"id": "words", "controller": "p1", **effect}],
            "events": [{"id": "e", "draw": {"player": "p1", "count": count}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_next_draw_only(ruleset):
    # "Draw three" is three single draws (121.2; 120.2 in 2011). The effect replaces the
    # first (615.8's "next time", used up by it: 614.3), so the two others are drawn:
    # 5 life and 2 cards, one order.
    process = process_under(data(3), ruleset)
    assert agreed_table(process) == {"p1 draws 2 cards + p1 gains 5 life": 1}


def test_without_the_rule_each_draw_is_a_new_opportunity():
    # Without 614.3 each single draw gives the effect a new opportunity (614.5): 3 x 5 life,
    # no card drawn.
    process = process_under(data(3), without="used_up")
    assert process.rule(UsedUp) is None
    assert agreed_table(process) == {"p1 gains 15 life": 1}


def test_an_effect_without_once_goes_on():
    # A lasting effect ("if you would draw a card, you gain 5 life instead", not "the next
    # time") replaces each of the three draws: 15 life.
    process = process_under(data(3, once=False))
    assert agreed_table(process) == {"p1 gains 15 life": 1}


def test_a_single_draw_is_replaced_once():
    # One draw: the effect replaces it; nothing is queued after it, nothing to use up.
    process = process_under(data(1))
    assert agreed_table(process) == {"p1 gains 5 life": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_explanation_cites_the_rule(ruleset):
    problem = problem_from_data(data(2), ruleset)
    answer = answer_event(problem, problem.events[0], Budget())
    assert any("used up" in line and "(614.3, 615.3, 615.8)" in line
               for line in answer_lines(answer, explain=True))


def test_once_needs_an_action():
    # a "can't" effect is no replacement: nothing of it is used up (614.3, 615.3)
    node = Node({"watch": {"event": "gain_life"}, "cant": True, "once": True}, "<t>", "", 1)
    with pytest.raises(InputError, match="used up"):
        compile_replacement(node)
