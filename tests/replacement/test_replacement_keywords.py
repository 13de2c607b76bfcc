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


def _player_table(objects: list, source: str, to: str, ruleset: str = "cr-2026") -> dict:
    data = {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "damage": {"source": source, "to": to, "amount": 2}}]}
    problem = problem_from_data(data, ruleset)
    return outcome_table(problem.process(problem.events[0]), Budget())


def _halo(quality: str) -> dict:
    return {"id": "halo", "name": "Halo", "types": ["enchantment"], "controller": "p2",
            "choices": {"name": "Red"}, "abilities": [{"keyword": f"you have protection from "
                                                                   f"{quality}"}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("quality, source, prevented", [
    ("the chosen card name", "red", True),    # 702.16a: the name chosen is Red
    ("the chosen card name", "green", False),
    ("red", "red", True), ("red", "green", False), ("everything", "rock", True),
])
def test_a_player_with_protection(ruleset, quality, source, prevented):
    # 702.16e (702.15e in 2011): "a permanent or player with protection"; the halo's
    # controller p2 is the player protected.
    got = _player_table([_halo(quality), RED, GREEN, ROCK], source, "p2", ruleset)
    assert got == ({"nothing": 1} if prevented
                   else {f"2 damage from {source} to p2 + p2 loses 2 life": 1})


@pytest.mark.parametrize("ruleset, prevented", [("cr-2026", True), ("cr-2011", False)])
def test_protection_from_each_opponent_only_today(ruleset, prevented):
    # 702.16k (2026 only): the red creature is controlled by p1, p2's opponent.
    got = _player_table([_halo("each of your opponents"), RED], "red", "p2", ruleset)
    assert got == ({"nothing": 1} if prevented
                   else {"2 damage from red to p2 + p2 loses 2 life": 1})


def test_a_players_protection_doesnt_cover_its_permanents():
    # The protection is the player's: 2 damage to p2's creature w is dealt.
    got = _player_table([_halo("red"), RED, warded("flying")], "red", "w")
    assert got == {DEALT.format("red"): 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_absorb_prevents_that_much_of_each_source(ruleset):
    # 702.64a (702.62a in 2011): absorb 1 against 2 from red: 1 dealt, 1 marked.
    got = solve([warded("absorb 1"), RED], "red", ruleset)
    assert got == {"1 damage from red to w + 1 damage marked on w": 1}


def test_absolute_virtue_protects_its_controller_from_opponents_sources():
    # 702.16k: p1's Absolute Virtue; the red creature is p1's, so make p2 its controller.
    virtue = {"id": "virtue", "card": "Absolute Virtue", "controller": "p1"}
    theirs = dict(RED, controller="p2")
    assert _player_table([virtue, theirs], "red", "p1") == {"nothing": 1}
    # its own damage to p1 comes from no opponent: dealt
    assert _player_table([virtue], "virtue", "p1") == {
        "2 damage from virtue to p1 + p1 loses 2 life": 1}
