"""The fast dependency detection against 613.8a (2026) / 613.7a (2011) read literally.

``dependency="literal"`` applies each effect to a copy of the board and compares the
other's existence, text, set of objects and what it does, with no filter on declared
reads and writes and nothing kept between steps (``mtglogic.layers.dependency``); the fast
path must give the same result and explanation. Every selector key, condition and effect
part of the vocabulary registry is tried with each of its arguments on a board made to
interact with it, then random boards mix them, in both rulesets.
"""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from vocabulary_boards import (
    CONDITION_USES,
    PART_USES,
    SELECTOR_PARTS,
    SELECTOR_USES,
    board_with,
    boards,
)

import mtglogic
from mtglogic.loading.yamlio import dump_json
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS

RULESETS = ("cr-2011", "cr-2026")
SETTINGS = settings(max_examples=int(os.environ.get("LAYERS_EXAMPLES", "60")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def both_ways(data: dict, ruleset: str) -> tuple[str, str]:
    scenario = mtglogic.load_scenario(data, ruleset)
    fast = mtglogic.compute_layers(scenario)
    literal = mtglogic.compute_layers(scenario, dependency="literal")
    return dump_json(mtglogic.to_json(fast)), dump_json(mtglogic.to_json(literal))


def name_of(use: dict) -> str:
    key, argument = next(iter(use.items()))
    return f"{key}={argument}"


def test_the_uses_cover_every_word_of_the_registry():
    assert {next(iter(u)) for u in SELECTOR_USES} == set(SELECTORS.names())
    assert {next(iter(u)) for u in PART_USES} == set(PARTS.names())
    assert {next(iter(u)) for u in CONDITION_USES} == set(CONDITIONS.names())


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("part", SELECTOR_PARTS, ids=name_of)
@pytest.mark.parametrize("use", SELECTOR_USES, ids=name_of)
def test_each_selector_word(use, part, ruleset):
    # One part at a time: an effect's set of objects is locked in the first layer it
    # applies in (613.6), so each layer is tried on its own.
    fast, literal = both_ways(board_with({"applies_to": use, "effects": [part]}), ruleset)
    assert fast == literal


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("use", PART_USES, ids=name_of)
def test_each_effect_part(use, ruleset):
    fast, literal = both_ways(board_with({"applies_to": {"type": ["creature", "land"]},
                                          "effects": [use]}), ruleset)
    assert fast == literal


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("use", CONDITION_USES, ids=name_of)
def test_each_condition(use, ruleset):
    fast, literal = both_ways(board_with({"applies_to": {"type": ["creature"]}, "condition": use,
                                          "effects": [{"add_types": ["artifact"]}]}), ruleset)
    assert fast == literal


@SETTINGS
@given(boards(), st.sampled_from(RULESETS))
def test_random_boards_of_every_word(data, ruleset):
    fast, literal = both_ways(data, ruleset)
    assert fast == literal


def anthem(oid: str, stamp: int, applies_to: dict, pt: list[int]) -> dict:
    return {"id": oid, "name": f"Anthem {oid}", "types": ["enchantment"], "controller": "you",
            "timestamp": stamp, "abilities": [{"static": {"applies_to": applies_to,
                                                         "effects": [{"modify_pt": pt}]}}]}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_trial_kept_between_steps_follows_its_set(ruleset):
    # All in layer 7c. The bear is 2/3. a (toughness 4 or more: +1/+0) waits for d (+0/+1
    # makes the bear 2/4), b (power 3 or more: +1/+1) waits for c (+1/+0 makes it 3/3), so
    # c goes first (613.8b; 613.7b in 2011), after which b applies to the bear (3/3 -> 4/4)
    # and a depends on b too. A trial of b kept from the first step must not keep b's
    # empty set of objects: c wrote the power that b's selector reads (and b writes).
    creature = {"type": "creature"}
    data = {"players": ["you"], "active_player": "you", "objects": [
        {"id": "bear", "name": "Bear", "types": ["creature"], "controller": "you",
         "timestamp": 1, "power": 2, "toughness": 3},
        anthem("a", 2, {**creature, "toughness": {"ge": 4}}, [1, 0]),
        anthem("b", 3, {**creature, "power": {"ge": 3}}, [1, 1]),
        anthem("c", 4, creature, [1, 0]),
        anthem("d", 5, creature, [0, 1])]}
    fast, literal = both_ways(data, ruleset)
    assert fast == literal
