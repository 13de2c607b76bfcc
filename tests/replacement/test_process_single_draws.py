"""121.2 (cr-2026; 120.2 in cr-2011): cards are drawn one at a time, each draw its own event
(``process_rules/single_draws.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.replacement.process_rules.single_draws import SingleDraws
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
    # (it keeps the hand the single draw came with: 121.1, 121.6b)
    assert rule.replaced(Draw(amount=2, player="p1", single=True, hand=1), None) == Draw(
        amount=2, player="p1", hand=1)
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


PHIAL = {"id": "phial", "card": "Phial of Galadriel", "controller": "p1"}


def hand_data(count: int, library: int, in_hand: int = 0) -> dict:
    objects = [PHIAL] + [{"id": f"card{i}", "name": "Card", "types": ["land"],
                          "zone": "library", "owner": "p1"} for i in range(library)]
    objects += [{"id": f"held{i}", "name": "Held", "types": ["land"], "zone": "hand",
                 "owner": "p1"} for i in range(in_hand)]
    return {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "draw": {"player": "p1", "count": count}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_drawn_card_is_in_the_hand_before_the_next_draw(ruleset):
    # Empty hand, draw three: the first draw (hand 0) becomes two (121.6b: done first); the
    # Phial had its opportunity on their chain (614.5). Then the hand holds 2 (121.1): the
    # second and third draws are plain. 2 + 1 + 1 = 4 cards, one order.
    assert agreed_table(process_under(hand_data(3, library=10), ruleset)) == \
        {"p1 draws 4 cards": 1}
    # One card in hand already: the Phial never applies: 3 cards.
    assert agreed_table(process_under(hand_data(3, library=10, in_hand=1), ruleset)) == \
        {"p1 draws 3 cards": 1}


def test_a_draw_from_an_empty_library_puts_no_card_in_hand():
    # Empty hand, empty library, draw two: the first draw finds the hand empty, the
    # Phial makes it two; those put nothing into the hand (nothing to draw, 121.3: the
    # player loses later, 704.5b), so the second original draw still finds the hand empty
    # and the Phial applies again: 2 + 2 = 4 draws attempted, counted as drawn.
    process = process_under(hand_data(2, library=0))
    assert agreed_table(process) == {"p1 draws 4 cards": 1}
    # With one card in the library, the first of the Phial's two draws takes it: the
    # second original draw sees a hand of 1 and is plain: 3 draws.
    assert agreed_table(process_under(hand_data(2, library=1))) == {"p1 draws 3 cards": 1}


def test_each_single_draw_knows_the_hand():
    # Two cards in hand, draw two: no effect applies to the first draw, so the process
    # starts at the second: the hand holds 2 + 1 = 3 cards, the library 5 - 1 = 4.
    process = process_under(hand_data(2, library=5, in_hand=2))
    (current,) = process.start.parts
    event = process.parts[current].event
    assert isinstance(event, Draw) and event.single
    assert (event.ordinal, event.library, event.hand) == (2, 4, 3)


def scrivener(oid: str, watch_hand: dict) -> dict:
    return {"id": oid, "name": "Blood Scrivener", "types": ["creature"], "power": 2,
            "toughness": 1, "controller": "p1", "abilities": [{"replacement": {
                "watch": {"event": "draw", "player": "you", **watch_hand},
                "instead": {"become": [{"event": "draw", "count": 2},
                                       {"event": "lose_life", "amount": 1}]}}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("watch_hand", [{"hand": {"eq": 0}},
                                        {"if": {"eq": [{"hand_size": "you"}, 0]}}],
                         ids=["hand", "if"])
def test_two_empty_hand_drawers_make_three_cards_and_two_life(ruleset, watch_hand):
    # 121.6b (120.6b): the first Scrivener's two draws wait while the second Scrivener
    # replaces the first of them (two cards, 1 life); those are in the hand (121.1) when
    # the first effect's second draw comes, so it is plain: 3 cards, 2 life, either
    # Scrivener first. A general condition (`if`) on the hand reads it as each draw comes,
    # as `hand` does (4 cards and 3 life if it read the board's empty hand).
    objects = [scrivener("a", watch_hand), scrivener("b", watch_hand)] + [
        {"id": f"card{i}", "name": "Card", "types": ["land"], "zone": "library",
         "owner": "p1"} for i in range(6)]
    data = {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "draw": {"player": "p1", "count": 1}}]}
    assert agreed_table(process_under(data, ruleset)) == {
        "p1 draws 3 cards + p1 loses 2 life": 2}
