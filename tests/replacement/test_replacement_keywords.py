"""Effects keywords make by rule, from ruleset data: protection prevents damage (702.16e).

Every expected outcome is worked out by hand in the comment beside it.
"""
from __future__ import annotations

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.node import Node
from mtglogic.replacement.analysis import outcome_table
from mtglogic.replacement.keywords import parse_keyword_rule

RED = {"id": "red", "name": "Red", "mana_cost": "{R}", "types": ["creature"], "power": 1,
       "toughness": 1, "controller": "p1"}
GREEN = dict(RED, id="green", name="Green", mana_cost="{G}")
ROCK = {"id": "rock", "name": "Rock", "types": ["artifact"], "controller": "p1"}


def warded(keyword: str) -> dict:
    return {"id": "w", "name": "Warded", "types": ["creature"], "power": 2, "toughness": 2,
            "abilities": [keyword], "controller": "p2"}


def solve(objects: list, source: str, ruleset: str = "cr-2026", **more) -> dict[str, int]:
    data = {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "damage": {"source": source, "to": "w", "amount": 2, **more}}]}
    problem = problem_from_data(data, ruleset)
    return outcome_table(problem.process(problem.events[0]), Budget())


DEALT = "2 damage from {} to w + 2 damage marked on w"


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("keyword, source, prevented", [
    ("protection from red", "red", True),              # 702.16e: the source is red
    ("protection from red", "green", False),           # not red: dealt and marked
    ("protection from white and from red", "red", True),   # 702.16g: two abilities
    ("protection from white and from red", "green", False),
    ("protection from creatures", "red", True),
    ("protection from creatures", "rock", False),      # an artifact source
    ("protection from artifacts", "rock", True),
    ("protection from everything", "rock", True),      # 702.16j
    ("protection from all colors", "rock", False),     # the rock is colorless
    ("protection from all colors", "green", True),
    ("protection from slivers", "red", False),         # a quality the ruleset doesn't list
])
def test_protection_prevents_damage_from_sources_with_its_quality(ruleset, keyword, source,
                                                                  prevented):
    got = solve([warded(keyword), RED, GREEN, ROCK], source, ruleset)
    assert got == ({"nothing": 1} if prevented else {DEALT.format(source): 1})


def test_protection_doesnt_prevent_damage_that_cant_be_prevented():
    # 615.12: the protection applies, prevents nothing; the damage is dealt and marked.
    got = solve([warded("protection from red"), RED], "red", unpreventable=True)
    assert got == {DEALT.format("red"): 1}


def test_protection_from_a_keyword_the_layers_grant():
    # A continuous effect grants protection from red (layer 6): the red damage is prevented.
    data = {"players": ["p1", "p2"], "objects": [warded("flying"), RED],
            "effects": [{"id": "gift", "targets": ["w"], "timestamp": 1,
                         "effects": [{"add_abilities": ["protection from red"]}]}],
            "events": [{"id": "e", "damage": {"source": "red", "to": "w", "amount": 2}}]}
    problem = problem_from_data(data)
    assert outcome_table(problem.process(problem.events[0]), Budget()) == {"nothing": 1}


@pytest.mark.parametrize("item, message", [
    ({"pattern": "protection {quality} from", "rule": "702.16e", "effect": {},
      "qualities": {}}, "ends with its one {quality}"),
    ({"pattern": "protection from {quality}", "rule": "702.16e",
      "effect": {"watch": {"event": "damage", "source": "{quality}"},
                 "instead": {"prevent": "all"}},
      "qualities": {"red": {"colour": ["red"]}}}, "effect[red].watch.source"),
])
def test_bad_keyword_rules_are_located(item, message):
    with pytest.raises(InputError, match=message.replace("[", r"\[").replace("{", r"\{")):
        parse_keyword_rule(Node(item, "ruleset.yaml", "replacement.keyword_effects[0]", 1))
