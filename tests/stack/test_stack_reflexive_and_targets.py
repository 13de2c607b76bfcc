"""Reflexive triggered abilities (603.12, cr-2026 only) and changing a spell's target
(115.7a; 114.6a in 2011): every expectation worked out by hand from the rules text."""
from __future__ import annotations

from typing import Any

import pytest
from triggers.triggers_support import creature, in_hand

from mtglogic.errors import InputError
from stack.stack_support import stack_results


def card(oid: str, name: str, controller: str = "p1", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "controller": controller, **more}


LAWBRINGER_ENTERS = {"zone_change": {"object": "lawbringer", "to": "battlefield"}}
SPRITE_ENTERS = {"zone_change": {"object": "sprite", "to": "battlefield"}}


def test_2011_refuses_a_reflexive_ability_naming_it() -> None:
    # 603.12 came after 2011: the ruleset has no rule for "when you do" (reflexive: null).
    with pytest.raises(InputError, match=r"lawbringer.*reflexive.*no rule of cr-2011"):
        stack_results([in_hand(card("lawbringer", "Ruthless Lawbringer")), creature("bear")],
                      LAWBRINGER_ENTERS, "cr-2011")


def test_a_reflexive_ability_without_a_legal_target_is_removed() -> None:
    # Snaremaster Sprite: p1 pays {2} or not; paid, the reflexive ability triggers but p2
    # controls no creature for its target: it is removed from the stack (603.3d). Both
    # ways leave the same game (the Sprite on the battlefield): one result, 2 ways.
    [result] = stack_results([in_hand(card("sprite", "Snaremaster Sprite"))], SPRITE_ENTERS)
    assert (result.count, result.state) == (2, {"zones": {"sprite": "battlefield"}})


def test_a_reflexive_ability_waits_until_its_parent_has_resolved() -> None:
    # Ruthless Lawbringer with p1's Bear: the Bear is sacrificed as the parent resolves,
    # so it is gone when the reflexive ability is put on the stack and can't be its target
    # (603.3: put on the stack the next time a player would receive priority); the only
    # nonland permanent left is the Lawbringer itself, which it destroys. Declined: only
    # the Lawbringer's entering changed the game.
    found = stack_results([in_hand(card("lawbringer", "Ruthless Lawbringer")),
                           creature("bear")], LAWBRINGER_ENTERS)
    zones = sorted(tuple(sorted(r.state.get("zones", {}).items())) for r in found)
    assert zones == [(("bear", "graveyard"), ("lawbringer", "graveyard")),
                     (("lawbringer", "battlefield"),)]
    [sacrificed] = [r for r in found if r.state["zones"].get("bear") == "graveyard"]
    steps = [s.text for s in sacrificed.witness]
    placed = next(i for i, text in enumerate(steps) if "reflexive (target" in text)
    parent_done = next(i for i, text in enumerate(steps) if "bear: battlefield -> graveyard"
                       in text)
    assert parent_done < placed


def shock(target: str, **choices: str) -> dict[str, Any]:
    return {"id": "shock", "name": "Shock", "types": ["instant"], "colors": ["red"],
            "owner": "p2", "zone": "stack", "choices": {"target": target, **choices}}


CAST = {"cast": {"player": "p2", "spell": "shock"}}


def consulate_on(creature_id: str, oid: str = "consulate") -> dict[str, Any]:
    return card(oid, "Captured by the Consulate", attached_to=creature_id)


def targets(objects: list[dict[str, Any]], ruleset: str = "cr-2026") -> dict[str, int]:
    found = stack_results(objects, CAST, ruleset)
    return {r.state.get("targets", {}).get("shock", "unchanged"): r.count for r in found}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_spell_with_one_target_is_redirected_to_the_enchanted_creature(ruleset: str
                                                                          ) -> None:
    board = [creature("ogre", "p2"), creature("bear"), consulate_on("ogre")]
    assert targets(board + [shock("bear", target_types="creature")], ruleset) == {"ogre": 1}


def test_a_spell_with_two_targets_triggers_nothing() -> None:
    # "if it has a single target" counts each target chosen (115.9a): two, no trigger.
    board = [creature("ogre", "p2"), creature("bear"), consulate_on("ogre"),
             shock("bear", target_2="p1", target_types="any")]
    assert targets(board) == {"unchanged": 1}


def test_the_target_changes_only_to_a_legal_target() -> None:
    # A spell that targets only players can't target the Ogre: it stays (115.7a).
    board = [creature("ogre", "p2"), consulate_on("ogre"), shock("p1", target_types="player")]
    [result] = stack_results(board, CAST)
    assert "targets" not in result.state
    assert any("it stays p1" in s.text for s in result.witness)


def test_hexproof_stops_another_players_spell_only() -> None:
    # Hexproof: not the target of spells an opponent controls (702.11b). A third player's
    # hexproof creature can't become the target of p2's spell; p2's own one can.
    theirs = creature("ogre", "p3", abilities=["hexproof"])
    found = stack_results([theirs, consulate_on("ogre"), shock("p1", target_types="any")],
                          CAST, players=("p1", "p2", "p3"))
    assert [r.state.get("targets") for r in found] == [None]
    own = creature("ogre", "p2", abilities=["hexproof"])
    assert targets([own, consulate_on("ogre"), shock("p1", target_types="any")]) == \
        {"ogre": 1}


def test_what_a_spell_may_target_unsaid_is_said() -> None:
    board = [creature("ogre", "p2"), consulate_on("ogre"), shock("p1")]
    [result] = stack_results(board, CAST)
    assert result.state["targets"] == {"shock": "ogre"}
    assert any("is not given" in s.text for s in result.witness)
