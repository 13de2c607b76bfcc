"""Check mode (``mtglogic.vocabulary.recording``): a word that reads or writes what its record
does not declare is caught, per value where the declaration is per value."""
from __future__ import annotations

from dataclasses import replace

import pytest

import mtglogic
from mtglogic.node import Node
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.compiler import compile_part, compile_selector
from mtglogic.vocabulary.recording import Settings, UndeclaredAccess
from mtglogic.vocabulary.registry import PARTS, SELECTORS, fixed_fields, no_fields


def test_the_suite_runs_in_check_mode():
    assert Settings.on


def board(*extra_abilities):
    return mtglogic.load_scenario({"objects": [
        {"id": "bear", "name": "Bear", "types": ["creature"], "colors": ["green"],
         "power": 2, "toughness": 2, "timestamp": 1},
        {"id": "src", "name": "Source", "types": ["enchantment"], "timestamp": 2,
         "abilities": list(extra_abilities)}]})


def test_an_undeclared_read_is_caught(plant):
    # Reads colors, declares nothing.
    plant(SELECTORS, "reads_colors", lambda arg: (lambda o, c: "green" in o.colors),
          reads=no_fields)
    with pytest.raises(UndeclaredAccess, match="reads colors:green but declares nothing"):
        mtglogic.compute_layers(board({"static": {"applies_to": {"reads_colors": True},
                                                  "effects": [{"modify_pt": [1, 1]}]}}))


def test_a_whole_field_read_needs_the_whole_field_declared(plant):
    # Declares one value of colors but counts them all (multicolored-like): a whole read.
    plant(SELECTORS, "counts_colors", lambda arg: (lambda o, c: len(o.colors) > 1),
          reads=fixed_fields("colors:green"))
    with pytest.raises(UndeclaredAccess, match="reads colors but declares colors:green"):
        mtglogic.compute_layers(board({"static": {"applies_to": {"counts_colors": True},
                                                  "effects": [{"modify_pt": [1, 1]}]}}))


def test_reading_other_objects_needs_beyond(plant):
    # Looks at every object on the board while testing one: it must declare '*'.
    plant(SELECTORS, "any_green",
          lambda arg: (lambda o, c: any("green" in other.colors for other in c.objects())),
          reads=fixed_fields("colors"))
    with pytest.raises(UndeclaredAccess, match=r"\* \(other objects\)"):
        mtglogic.compute_layers(board({"static": {"applies_to": {"any_green": True},
                                                  "effects": [{"modify_pt": [1, 1]}]}}))


def test_an_undeclared_write_is_caught(plant):
    def compile_fn(arg, cda, key):
        def apply(obj, c):
            obj.colors = frozenset(["blue"])
            obj.toughness = 9  # not declared
        return Part("colors", "paints", apply, lambda o, c: "blue", frozenset(), frozenset(),
                    "paints")
    plant(PARTS, "paints", compile_fn, writes=fixed_fields("colors"), kind="colors")
    with pytest.raises(UndeclaredAccess, match="writes toughness but declares colors"):
        mtglogic.compute_layers(board({"static": {"applies_to": {"type": "creature"},
                                                  "effects": [{"paints": True}]}}))


def test_a_part_whose_action_rests_on_an_undeclared_field_is_caught():
    # set_land_types acts only on lands (305.7): what it does to an object rests on whether
    # it is a land, which its record declares; compiled against a stripped declaration, the
    # check finds the read.
    word = PARTS["set_land_types"]
    part = compile_part(Node({"set_land_types": ["Mountain"]}, "<test>"), False, "k")
    assert "card_types:land" in part.reads
    PARTS.words["set_land_types"] = replace(word, reads=no_fields)
    try:
        with pytest.raises(UndeclaredAccess, match="card_types:land"):
            mtglogic.compute_layers(board({"static": {"applies_to": {"type": "creature"},
                                                      "effects": [{"set_land_types":
                                                                   ["Mountain"]}]}}))
    finally:
        PARTS.words["set_land_types"] = word


def test_declared_reads_pass_and_selectors_read_per_value():
    selector = compile_selector(Node({"type": ["creature"], "color": ["green"]}, "<test>"))
    assert selector.reads == {"card_types:creature", "colors:green", "zone"}
    result = mtglogic.compute_layers(board({"static": {
        "applies_to": {"type": "creature", "color": "green"},
        "effects": [{"modify_pt": [1, 1]}]}}))
    assert result.outcomes[0].characteristics()["bear"]["power"] == 3
