"""609.7a (the same number in cr-2011): "a source of your choice" is chosen as the effect is
made; a scenario names it with ``chosen:`` on the effect, and the watch key
``source_of_choice`` reads it, the source's other properties checked again (609.7b)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.errors import InputError

PREVENT = {"resolved": True, "watch": {"event": "damage", "source_of_choice": True,
                                       "source": {"type": "artifact"},
                                       "recipient": {"player": "you"}},
           "instead": {"prevent": "all"}}


def data(chosen: list[str], golem_types: list[str]) -> dict:
    return {"players": ["p1", "p2"],
            "objects": [{"id": "golem", "name": "Golem", "types": golem_types, "power": 3,
                         "toughness": 3, "controller": "p2"}],
            "replacements": [{"id": "circle", "controller": "p1", "chosen": chosen,
                              **PREVENT}],
            "events": [{"id": "hit", "damage": {"source": "golem", "to": "p1", "amount": 3}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_the_chosen_artifact_is_prevented(ruleset):
    # the chosen source, an artifact: all 3 prevented, nothing happens
    process = process_under(data(["golem"], ["artifact", "creature"]), ruleset)
    assert agreed_table(process) == {"nothing": 1}


def test_a_source_of_choice_no_longer_an_artifact_is_not():
    # 609.7b: the property is checked again as it deals damage: a Golem that is no artifact
    # now deals its 3 damage (p1 loses 3 life)
    process = process_under(data(["golem"], ["creature"]))
    assert agreed_table(process) == {"3 damage from golem to p1 + p1 loses 3 life": 1}


def test_a_chosen_object_must_exist():
    with pytest.raises(InputError, match="nobody"):
        process_under(data(["nobody"], ["artifact"]))
