"""Effects counters make by rule, from ruleset data: shield counters (122.1c) and finality
counters (122.1h) in cr-2026; none in cr-2011. Every expected outcome is worked out by hand
in the comment beside it."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data

from mtglogic.errors import InputError
from mtglogic.node import Node
from mtglogic.replacement.counter_effects import parse_counter_rule

DUELIST = {"id": "duel", "card": "Disciplined Duelist", "controller": "p1"}
OGRE = {"id": "ogre", "card": "Gray Ogre", "controller": "p2"}


def _table(objects: list, event: dict, ruleset: str = "cr-2026") -> dict[str, int]:
    data = {"players": ["p1", "p2"], "objects": objects, "events": [dict(event, id="e")]}
    problem = problem_from_data(data, ruleset)
    return agreed_table(problem.process(problem.events[0]))


def _with(counters: dict[str, int]) -> dict:
    return dict(DUELIST, counters=counters)


HIT = {"damage": {"source": "ogre", "to": "duel", "amount": 3}}
DESTROY = {"zone_change": {"object": "duel", "to": "graveyard", "cause": "destroy"}}


def test_a_shield_counter_prevents_damage_and_is_removed():
    # 122.1c: the 3 damage is prevented and one of the two counters removed.
    assert _table([_with({"shield": 2}), OGRE], HIT) == {"1 shield counter removed from duel": 1}


def test_the_duelist_enters_with_its_shield_counter():
    # Its own replacement puts the counter as it enters (614.1c); the counter's effects are
    # the rules', not the card's.
    entering = dict(DUELIST, zone="hand", owner="p1")
    del entering["controller"]
    got = _table([entering], {"zone_change": {"object": "duel", "to": "battlefield"}})
    assert got == {"duel: hand -> battlefield (with 1 shield counter)": 1}


def test_a_shield_counter_replaces_destruction():
    # 122.1c: destroyed by an effect, a shield counter is removed instead; it stays.
    assert _table([_with({"shield": 1})], DESTROY) == {"1 shield counter removed from duel": 1}


def test_without_counters_there_is_no_effect():
    # No shield counter: the damage is dealt and marked (3 on a 2/1).
    assert _table([DUELIST, OGRE], HIT) == {"3 damage from ogre to duel + 3 damage marked on duel": 1}


def test_cr_2011_has_no_shield_counters():
    # 2011's 121.1 gives no counter such an effect: the damage is dealt.
    assert _table([_with({"shield": 1}), OGRE], HIT, "cr-2011") == {
        "3 damage from ogre to duel + 3 damage marked on duel": 1}


@pytest.mark.parametrize("cause, zone", [("destroy", "exile"), ("sacrifice", "exile")])
def test_a_finality_counter_exiles_instead_of_the_graveyard(cause, zone):
    # 122.1h: any way to the graveyard from the battlefield, destroyed or sacrificed.
    cultist = {"id": "cult", "card": "Resurrected Cultist", "controller": "p1",
               "counters": {"finality": 1}}
    got = _table([cultist], {"zone_change": {"object": "cult", "to": "graveyard",
                                             "cause": cause}})
    assert got == {f"cult: battlefield -> {zone}": 1}


def test_a_counter_rule_with_no_effects_is_a_located_error():
    node = Node({"counter": "shield", "rule": "122.1c", "effects": []}, "ruleset.yaml",
                "replacement.counter_effects[0]", 3)
    with pytest.raises(InputError, match="at least one effect"):
        parse_counter_rule(node)
