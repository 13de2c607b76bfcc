"""Field names of reads and writes (mtglogic.effects.fields): a whole field covers each of
its values; two different values of one field do not touch each other."""
from __future__ import annotations

import pytest

from mtglogic.node import Node
from mtglogic.vocabulary.compiler import compile_part
from mtglogic.vocabulary.fields import families, touches, value_names

F = frozenset


@pytest.mark.parametrize("writes, reads, expected", [
    (F(["colors"]), F(["colors"]), True),
    (F(["colors:blue"]), F(["colors:blue"]), True),
    (F(["colors:blue"]), F(["colors"]), True),       # adding blue can make it multicolored
    (F(["colors"]), F(["colors:red"]), True),        # setting colors can remove red
    (F(["colors:blue"]), F(["colors:red"]), False),  # adding blue never changes "is red"
    (F(["abilities:flying"]), F(["abilities:vigilance", "card_types"]), False),
    (F(["power"]), F(["toughness"]), False),
    (F(), F(["power"]), False),
])
def test_touches(writes, reads, expected):
    assert touches(writes, reads) is expected


def test_value_names_ignore_case_and_families_strip_values():
    assert value_names("subtypes", ["Elf"]) == {"subtypes:elf"}
    assert families(F(["subtypes:elf", "abilities"])) == {"subtypes", "abilities"}


@pytest.mark.parametrize("part, writes", [
    ({"add_colors": ["blue"]}, {"colors:blue"}),
    ({"set_colors": ["blue"]}, {"colors"}),
    ({"add_colors": [{"chosen": "color"}]}, {"colors"}),      # unknown until chosen
    ({"add_types": ["artifact"]}, {"card_types:artifact"}),
    ({"add_subtypes": ["Soldier"]}, {"subtypes:soldier"}),
    ({"add_subtypes": ["Forest"]}, {"subtypes:forest", "abilities"}),  # 305.6 mana ability
    ({"add_abilities": ["flying"]}, {"abilities:flying"}),
    ({"remove_abilities": ["flying"]}, {"abilities:flying"}),
    ({"remove_all_abilities": True}, {"abilities"}),
    ({"modify_pt": [0, 1]}, {"toughness"}),
    ({"modify_pt": [2, 0]}, {"power"}),
    ({"modify_pt": [{"count": {"type": "artifact"}}, 0]}, {"power"}),
])
def test_part_writes(part, writes):
    assert compile_part(Node(part, "<test>"), False, "t").writes == writes
