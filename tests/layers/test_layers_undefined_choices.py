"""A choice never made for a gained or copied ability is undefined and reads nothing
(607.5a; 706.7a in 2011); a choice missing from an object's own ability, or from a copy
that entered as one (and so made it), is still an input error."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, final, run

from mtglogic.errors import MissingChoice

WARD = creature("ward", name="Ward Sliver", subtypes=["Sliver"], timestamp=1,
                controller="opponent", choices={"color": "green"},
                abilities=[{"static": {"text": "All Slivers have protection from the chosen "
                                               "color.",
                                       "applies_to": {"type": "creature", "subtype": ["Sliver"]},
                                       "effects": [{"add_protection": [{"chosen": "color"}]}]}}])
BEARS = creature("bears", timestamp=2)


def protections(chars: dict) -> list[str]:
    return sorted(a for a in chars["abilities"] if a.startswith("protection"))


@pytest.mark.parametrize("ruleset,rule", [("cr-2026", "607.5a"), ("cr-2011", "706.7a")])
def test_a_creature_made_a_copy_later_has_no_chosen_color(ruleset, rule):
    # By hand: the Bears become a copy of Ward Sliver (a resolved copy effect, not as they
    # entered): their copy of the ability has no color chosen, so it grants nothing; the
    # real Sliver's green protection reaches them (they are a Sliver now). One protection.
    data = board([WARD, BEARS], [{"id": "shape", "targets": ["bears"], "timestamp": 3,
                                  "effects": [{"copy": "ward"}]}])
    result = run(data, ruleset)
    chars = result.outcomes[0].characteristics()
    assert protections(chars["bears"]) == ["protection from green"]
    [step] = [s for s in result.outcomes[0].run.steps if s.effect == "bears/copy:ward#0"]
    assert rule in step.rules and "undefined, that part does nothing" in step.reason


def test_a_granted_ability_reading_its_bearer_s_choice_reads_nothing():
    # A resolved effect grants the Bears "this creature has protection from the chosen
    # color": the Bears made no such choice, and the grant copies no linked ability
    # (607.5a (a)): no protection, and the answer does not stop at a missing choice.
    grant = {"id": "grant", "targets": ["bears"], "timestamp": 3, "effects": [{"add_abilities": [
        {"static": {"text": "This creature has protection from the chosen color.",
                    "applies_to": {"self": True},
                    "effects": [{"add_protection": [{"chosen": "color"}]}]}}]}]}
    assert protections(final(board([BEARS], [grant]))["bears"]) == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_copy_that_entered_as_one_must_say_its_choice(ruleset):
    # Clone entering as a copy of Ward Sliver applied the copied "as this enters, choose a
    # color" (it entered as a copy): the choice was made, and the scenario must give it.
    clone = {"id": "clone", "card": "Clone", "copy_of": "ward", "timestamp": 3}
    with pytest.raises(MissingChoice):
        run(board([WARD, clone]), ruleset)
    made = dict(clone, choices={"copy": "ward", "color": "blue"})
    chars = final(board([WARD, made]), ruleset)
    assert protections(chars["clone"]) == ["protection from blue", "protection from green"]


def test_an_object_s_own_ability_missing_its_choice_is_an_input_error():
    with pytest.raises(MissingChoice):
        run(board([dict(WARD, choices={})]))
