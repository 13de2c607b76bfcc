"""614.17c (cr-2026): what can't happen is modified only by self-replacement effects
(``process_rules/cant_modify.py``)."""
from __future__ import annotations

from replacement_support import agreed_table, process_under

CANT = {"id": "no", "name": "No Gain", "types": ["enchantment"], "controller": "p2",
        "abilities": [{"replacement": {"watch": {"event": "gain_life", "player": "any"},
                                       "cant": True}}]}
CHAIN = {"id": "g", "name": "Gain To Draw", "types": ["enchantment"], "controller": "p1",
         "abilities": [{"replacement": {"watch": {"event": "gain_life", "player": "you"},
                                        "instead": {"become": {"event": "draw",
                                                               "count": "same"}}}}]}
DATA = {"players": ["p1", "p2"], "objects": [CANT, CHAIN],
        "events": [{"id": "e", "gain_life": {"player": "p1", "amount": 2}}]}


def test_an_event_that_cant_happen_has_no_other_candidate():
    # p1 can't gain life; the other effect is no self-replacement effect, so under 614.17c
    # it may not turn the gain into a draw: nothing happens, the gain being stopped (1 order).
    process = process_under(DATA)
    assert process.options(process.start).candidates == ()
    assert agreed_table(process) == {"nothing; can't happen: p1 gains 2 life (no)": 1}


def test_without_the_rule_any_effect_modifies_it():
    # Taken out of the ruleset (as cr-2011 has it): the gain of 2 becomes drawing 2, which
    # no "can't" effect stops (1 order).
    process = process_under(DATA, without="cant_modify")
    assert agreed_table(process) == {"p1 draws 2 cards": 1}
    assert agreed_table(process_under(DATA, "cr-2011")) == {"p1 draws 2 cards": 1}
