"""An effect on an instruction to draw as a whole (``cards``) with a hand condition
(``hand``) reads the hand once, as the instruction comes, before any of its cards is drawn
(121.2a in cr-2026; cr-2011 has no such rule and the engine lets the effect see the
instruction the same way). An instruction an effect makes of a single draw comes with the
hand of that draw (121.1, 121.6b). Expected values by hand."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under


def _card(n: int, zone: str) -> dict:
    return {"id": f"{zone}{n}", "name": "Card", "types": ["land"], "zone": zone, "owner": "p1"}


def _board(hand: int, count: int, *more: dict) -> dict:
    objects = [_card(n, "library") for n in range(12)] + [_card(n, "hand") for n in range(hand)]
    return {"players": ["p1", "p2"], "objects": [*objects, *more],
            "events": [{"id": "e", "draw": {"player": "p1", "count": count}}]}


RIDDLER = {"id": "riddler", "card": "Quantum Riddler", "controller": "p1"}
REFLECTION = {"id": "reflection", "card": "Thought Reflection", "controller": "p1"}


def _plus_one_at(hand: int) -> dict:
    """"If you would draw two or more cards while you have exactly HAND cards in hand, you
    draw that many plus one instead", an effect on the instruction."""
    return {"id": "plus", "name": "Plus", "types": ["enchantment"], "controller": "p1",
            "abilities": [{"replacement": {
                "watch": {"event": "draw", "player": "you", "cards": {"ge": 2},
                          "hand": {"eq": hand}},
                "instead": {"add": 1}}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize(("hand", "count", "drawn"), [
    (0, 1, 2),  # hand 0 <= 1: 1 + 1
    (1, 3, 4),  # hand 1 <= 1: 3 + 1, though the hand holds 2, 3, 4 as they are drawn
    (2, 2, 2),  # hand 2 > 1: not applied
    (2, 1, 1),
])
def test_quantum_riddler_reads_the_hand_as_the_instruction_comes(ruleset, hand, count, drawn):
    process = process_under(_board(hand, count, RIDDLER), ruleset)
    assert agreed_table(process) == {f"p1 draws {drawn} card{'s' * (drawn != 1)}": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_an_instruction_made_of_a_single_draw_has_that_draws_hand(ruleset):
    # p1 holds no card, draws 2, under Thought Reflection (each single draw becomes "draw
    # two") and "plus one" on an instruction of two or more while the hand holds exactly 2.
    # The written instruction: hand 0, "plus" no. Single draw 1 (hand 0): the Reflection
    # makes it "draw two" with hand 0: "plus" no; two cards (the Reflection already used on
    # them, 614.5). Single draw 2 (hand 2, 121.1): the Reflection makes it "draw two" with
    # hand 2: "plus" applies, 3 cards. 2 + 3 = 5, one order. (Were the hand of an instruction
    # an effect makes the hand before the event, 0, "plus" would never apply: 4.)
    process = process_under(_board(0, 2, REFLECTION, _plus_one_at(2)), ruleset)
    assert agreed_table(process) == {"p1 draws 5 cards": 1}


def test_a_single_draw_watch_still_reads_each_draw():
    # Phial of Galadriel's watch has no `cards`: it sees single draws, not the instruction:
    # with an empty hand, of two draws only the first is replaced (121.1, 121.6b): 3 cards.
    phial = {"id": "phial", "card": "Phial of Galadriel", "controller": "p1"}
    assert agreed_table(process_under(_board(0, 2, phial))) == {"p1 draws 3 cards": 1}
