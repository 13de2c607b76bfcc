"""The atlas probes triggered abilities on the stack (issue 33, item 5): a card's profile
lists what its triggered abilities watch and make, two cards meet on the stack at an event
that triggers both (603.3b) or one whose events the other's words act on (616.1, 603.2),
and a stack probe resolves the stack (405.5) and counts the distinct results."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from atlas_support import atlas, atlas_json, card_args, interactions
from click.testing import CliRunner

import mtglogic  # noqa: F401 - the API sets the Oracle corpus as the default card source
from mtglogic.atlas.catalogue import builtin_catalogue
from mtglogic.atlas.profiles import profile_of
from mtglogic.atlas.pruning import NO_MEETING, meet_pair
from mtglogic.atlas.schema import atlas_output
from mtglogic.cli import main
from mtglogic.loading.cards import card_library
from mtglogic.outputs.case_schema import case_schema

LIEGE_AND_ARTIST = ["Blood Artist", "Deathbringer Liege"]


def profile(name: str):
    return profile_of(card_library().get(name))


def test_a_profile_lists_what_triggered_abilities_watch_and_make() -> None:
    # Blood Artist: "whenever ... dies" watches zone changes (603.6c); its effect makes a
    # life loss and a life gain. Tsabo Tavoc's sacrifice is a move to the graveyard
    # (701.21a).
    artist = profile("Blood Artist")
    assert artist.triggers == {"zone_change"} and artist.makes == {"lose_life", "gain_life"}
    assert profile("Tsabo Tavoc").makes == {"zone_change"}
    assert profile("Deathbringer Liege").triggers == {"cast"}
    assert not profile("Grizzly Bears").has_triggers


def test_two_dies_triggers_meet_on_the_stack() -> None:
    # A creature dying triggers both Blood Artist and Syr Konrad: their controller orders
    # them on the stack (603.3b), so a zone_change event is probed.
    meeting = meet_pair(profile("Blood Artist"), profile("Syr Konrad, the Grim"),
                        builtin_catalogue())
    assert "zone_change" in meeting.stack and not meeting.layers and not meeting.events
    assert "603.3b" in meeting.why


def test_triggers_without_a_shared_kind_are_pruned() -> None:
    # Felidar Sovereign watches a step beginning and makes a win; Blood Artist watches a
    # creature dying and makes life changes: no catalogue event triggers both, and neither
    # one's events trigger the other's ability. No board is built.
    meeting = meet_pair(profile("Blood Artist"), profile("Felidar Sovereign"),
                        builtin_catalogue())
    assert meeting.pruned and not meeting.stack
    assert meeting.why == NO_MEETING


@pytest.fixture(scope="module")
def liege(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    folder = tmp_path_factory.mktemp("liege")
    cases = folder / "cases.jsonl"
    data = atlas_json(folder / "state", *card_args(LIEGE_AND_ARTIST), "--workers", "1",
                      "--cases", str(cases))
    return data, cases


def test_blood_artist_sees_what_deathbringer_liege_destroys(liege: tuple[dict, Path]) -> None:
    data, _ = liege
    jsonschema.validate(data, atlas_output())
    found = interactions(data)
    case = found[tuple(LIEGE_AND_ARTIST)]
    assert case["kind"] == "stack" and case["interaction"]["how"] == ["on the stack"]
    assert case["interaction"]["rules"] == ["603.3b", "405.5"]
    assert case["question"]["resolve"] is True and "cast" in case["question"]["event"]
    # By hand, as the Deathbringer Liege ruling counts (cr-2011 603-3b): the white and
    # black spell triggers T ("you may tap target creature") and D ("you may destroy
    # target creature if it's tapped"); the creatures are Blood Artist and the Liege:
    # 2 orders x 2 x 2 targets x 2 x 2 "may" = 32 ways. Each creature is destroyed in 1
    # way (T on it first with "yes", D on it with "yes"), tapped and alive in 7, and 32 -
    # 2 - 14 = 16 ways change nothing. Blood Artist sees either die (itself too, 603.10a; 603.6d in cr-2011)
    # and its drain targets a player (603.3d): the opponent (19, you 21) or you (lose 1,
    # gain 1: no change), so each destruction is 2 results of 1 way: 7 results, 34 ways.
    stack = {json.dumps(r["state"], sort_keys=True): r["ways"]
             for r in case["observed"]["stack"]}
    drained = {"opponent": 19, "you": 21}
    assert stack == {
        json.dumps(state, sort_keys=True): ways for state, ways in [
            ({"life": drained, "zones": {"blood-artist": "graveyard"}}, 1),
            ({"zones": {"blood-artist": "graveyard"}}, 1),
            ({"life": drained, "zones": {"deathbringer-liege": "graveyard"}}, 1),
            ({"zones": {"deathbringer-liege": "graveyard"}}, 1),
            ({"tapped": {"blood-artist": True}}, 7),
            ({"tapped": {"deathbringer-liege": True}}, 7),
            ({}, 16)]}
    # Apart: the Liege with Blood Artist's words gone (a plain 0/1 there to target) gives
    # 5 results (each destroyed, each tapped, nothing); Blood Artist with the Liege's
    # words gone gives 1 (a spell cast triggers none of its abilities): 5 x 1 < 7.


def test_the_stack_cases_round_trip_through_verify(liege: tuple[dict, Path]) -> None:
    _, path = liege
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    [case] = [c for c in cases if c["id"].startswith("atlas/stack:")]
    jsonschema.validate(case, case_schema())
    # The stack expectation names the same entries in every result (the life totals and
    # each creature's zone and tapped status); the 16 ways that change nothing show the
    # start values.
    unchanged = [item for item in case["expect"]["e"]["stack"] if item["ways"] == 16]
    assert unchanged == [{"state": {
        "life": {"opponent": 20, "you": 20},
        "tapped": {"blood-artist": False, "deathbringer-liege": False},
        "zones": {"blood-artist": "battlefield", "deathbringer-liege": "battlefield"}},
        "ways": 16}]
    verified = CliRunner().invoke(main, ["verify", str(path), "--json"])
    assert verified.exit_code == 0, verified.output
    assert json.loads(verified.stdout)["passed"] == len(cases)


def test_triggers_that_commute_are_probed_and_said_not_to_interact(tmp_path: Path) -> None:
    # The standard creature dies: Blood Artist (target player loses 1, you gain 1) and
    # Syr Konrad (1 damage to each opponent) trigger together; 2 orders x 2 targets = 4
    # ways. Opponent targeted: opponent 18, you 21 (2 ways); you targeted: opponent 19,
    # you 20 (2 ways): 2 results, whatever the order. Apart, Blood Artist gives 2 (its
    # target), Syr Konrad 1: 2 x 1 = 2, not fewer. Found, probed, not interacting.
    data = atlas_json(tmp_path / "state", *card_args(["Blood Artist", "Syr Konrad, the Grim"]),
                      "--workers", "1")
    jsonschema.validate(data, atlas_output())
    assert data["interactions"] == []
    [quiet] = data["not_interacting"]
    reasons = {p["probe"]: p["reason"] for p in quiet["probes"]}
    why = reasons["stack: Blood Artist + Syr Konrad, the Grim: zone_change #1"]
    assert why.startswith("2 distinct results of resolving the stack")
    assert "603.3b" in why and "405.5" in why


def test_the_rules_come_from_the_ruleset(tmp_path: Path) -> None:
    # cr-2011 numbers the stack order and resolving the top the same (its triggers:
    # section: stack_order 603.3b, resolve_top 405.5); the ruleset says so, not the code.
    run = atlas(tmp_path / "state", *card_args(LIEGE_AND_ARTIST), "--workers", "1",
                "--ruleset", "cr-2011", "--json")
    assert run.exit_code == 0, run.output
    [case] = json.loads(run.stdout)["interactions"]
    assert case["ruleset"] == "cr-2011" and case["interaction"]["rules"] == ["603.3b", "405.5"]
