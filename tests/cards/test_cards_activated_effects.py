"""Corpus cards whose activated ability makes an effect as it resolves (issue 39, item 3):
drafted as that effect, a scenario brings it in force as it brings any resolved effect (a
shield with ``replacements: [{from: OBJECT}]``, an effect until end of turn with
``effects: [{card: NAME, targets: [OBJECT]}]``), and the engines give what the rules say.
The cards are named as a user names them: drafted from the built-in Oracle corpus.
"""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes
from click.testing import CliRunner

from mtglogic.cli import main


def kinds(outcomes: list[tuple]) -> list[list[str]]:
    return [[type(event).__name__ for event in outcome] for outcome in outcomes]


def destroyed(oid: str, eid: str, **extra: object) -> dict:
    return {"id": eid, "zone_change": {"object": oid, "to": "graveyard", "cause": "destroy",
                                       **extra}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_drudge_skeletons_regenerate_from_its_drafted_shield(ruleset: str) -> None:
    # "{B}: Regenerate this creature." resolved: a regeneration shield (614.8; 701.19a in
    # 2026, 701.12a in 2011). Destroyed, the Skeletons regenerate instead (one event,
    # the regeneration); destroyed by an effect that says it can't be regenerated
    # (701.19c / 701.12c), or sacrificed (no destruction), they go to the graveyard.
    events = [destroyed("skeletons", "destroy"),
              destroyed("skeletons", "no_regeneration", cant_be_regenerated=True),
              {"id": "sacrifice", "zone_change": {"object": "skeletons", "to": "graveyard",
                                                  "cause": "sacrifice"}}]
    found = replace_outcomes([obj("skeletons", "Drudge Skeletons", controller="you",
                                  damage=1)], events, ruleset,
                             replacements=[{"from": "skeletons"}])
    assert kinds(found["destroy"]) == [["Regenerate"]]
    assert kinds(found["no_regeneration"]) == [["ZoneChange"]]
    assert kinds(found["sacrifice"]) == [["ZoneChange"]]


def test_a_regeneration_shield_on_a_target_covers_that_creature_only() -> None:
    # Herbal Poultice: "Regenerate target creature." The shield is the target's (614.8):
    # the targeted Bears regenerate, the other Bears are destroyed.
    events = [destroyed("bears", "targeted"), destroyed("others", "other")]
    found = replace_outcomes([obj("poultice", "Herbal Poultice", controller="you"),
                              obj("bears", "Grizzly Bears", controller="you"),
                              obj("others", "Grizzly Bears", controller="you")], events,
                             replacements=[{"from": "poultice", "targets": ["bears"]}])
    assert kinds(found["targeted"]) == [["Regenerate"]]
    assert kinds(found["other"]) == [["ZoneChange"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_dread_shade_activated_twice_is_five_five(ruleset: str) -> None:
    # "{B}: Dread Shade gets +1/+1 until end of turn." twice: two effects in layer 7c
    # (613.4c in 2026, 613.3c in 2011) on the 3/3 Shade: 5/5.
    shade = obj("shade", "Dread Shade", controller="you")
    pump = {"card": "Dread Shade", "targets": ["shade"], "source": "shade"}
    chars = final([shade], [{"id": "first", **pump}, {"id": "second", **pump}], ruleset)
    assert pt(chars["shade"]) == (5, 5)


def test_a_targeted_pump_of_a_restricted_target_is_read() -> None:
    # Infantry Veteran: "{T}: Target attacking creature gets +1/+1 until end of turn." On
    # the attacking Bears (2/2): 3/3 (613.4c); the Veteran itself is unchanged (1/1).
    chars = final([obj("veteran", "Infantry Veteran", controller="you"),
                   obj("bears", "Grizzly Bears", controller="you", attacking=True)],
                  [{"card": "Infantry Veteran", "targets": ["bears"], "source": "veteran"}])
    assert (pt(chars["bears"]), pt(chars["veteran"])) == ((3, 3), (1, 1))


@pytest.mark.parametrize(("name", "said"), [
    ("Drudge Skeletons", "drafted in full"),
    ("Dread Shade", "drafted in full"),
    # "{T}: This creature deals 1 damage to any target." is a one-shot effect (611.2)
    ("Prodigal Sorcerer", "drafted with text left"),
    # X is counted as the ability resolves (608.2h): no shield of a known size
    ("Battlefield Medic", "drafted with text left"),
])
def test_search_says_drafted_in_full_only_when_every_ability_is_read(
        name: str, said: str) -> None:
    result = CliRunner().invoke(main, ["cards", "search", f'!"{name}"'])
    assert result.exit_code == 0, result.output
    (row,) = [line for line in result.output.splitlines() if line.startswith(name + " ")]
    assert row.rstrip().endswith(said)
