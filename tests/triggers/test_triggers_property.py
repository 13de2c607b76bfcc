"""For random boards and events: an ability triggers only from what an outcome holds, never
from a replaced event (603.2g), and a look-back ability reads the board before the event
(603.10a) while an enters ability reads the board after it (603.6a).

The expected counts are worked out here from the outcome's own events, independently of the
engine's occurrences: a "whenever a creature dies" watcher on the battlefield before the
event triggers once per creature the outcome moves from the battlefield to a graveyard (its
own death included); a "whenever a creature enters" watcher on the battlefield after the
event triggers once per creature the outcome moves onto it (its own entering included).
"""
from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtglogic.vocabulary.events import ZoneChange
from triggers.triggers_support import answer, creature, in_hand, triggered

DIES = {"dies": {"object": {"type": "creature"}}}
ENTERS = {"enters": {"object": {"type": "creature"}}}
EXILE_OPPONENTS = {"id": "leyline", "controller": "p1", "text": "exile it instead",
                   "watch": {"event": "zone_change", "to": "graveyard",
                             "object": {"controller": "opponent"}},
                   "instead": {"destination": "exile"}}
MAYBE_EXILE = dict(EXILE_OPPONENTS, id="maybe", optional=True,
                   watch={"event": "zone_change", "to": "graveyard"})
PLACES = ("battlefield", "hand")


@st.composite
def boards(draw: st.DrawFn) -> tuple[list[dict[str, Any]], dict[str, Any], list[Any]]:
    objects: list[dict[str, Any]] = []
    moves = []
    for oid in ("mourner", "greeter", "a", "b", "c", "d"):
        place = draw(st.sampled_from(PLACES))
        controller = draw(st.sampled_from(("p1", "p2")))
        if oid == "mourner":
            obj = triggered(oid, DIES, controller=controller)
        elif oid == "greeter":
            obj = triggered(oid, ENTERS, controller=controller)
        else:
            obj = creature(oid, controller)
        objects.append(obj if place == "battlefield" else in_hand(obj))
        to = draw(st.sampled_from(("stay", "graveyard", "exile", "battlefield")))
        if to == "battlefield" and place == "battlefield":
            to = "stay"
        if to != "stay":
            moves.append({"zone_change": {"object": oid, "to": to}})
    if not moves:
        moves.append({"zone_change": {"object": "a", "to": "graveyard"}})
    replacements = draw(st.sampled_from(([], [EXILE_OPPONENTS], [MAYBE_EXILE])))
    return objects, {"id": "e", "at_once": moves}, replacements


def _zones(objects: list[dict[str, Any]]) -> dict[str, str]:
    return {o["id"]: o.get("zone", "battlefield") for o in objects}


@settings(max_examples=60, deadline=None, database=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(boards())
def test_triggers_come_from_the_outcome_on_the_board_the_rules_say(
        board: tuple[list[dict[str, Any]], dict[str, Any], list[Any]]) -> None:
    objects, event, replacements = board
    result = answer(objects, [event], replacements=replacements)
    found = result.answers[0]
    assert result.follows is not None
    before = _zones(objects)
    for outcome in found.outcomes:
        moves = [e for e in outcome.events if isinstance(e, ZoneChange)]
        after = dict(before)
        for move in moves:
            after[move.obj] = move.to_zone
        died = [m.obj for m in moves if m.from_zone == "battlefield"
                and m.to_zone == "graveyard"]
        entered = [m.obj for m in moves if m.to_zone == "battlefield"]
        expected = {}
        if before["mourner"] == "battlefield" and died:
            expected["mourner"] = len(died)
        if after["greeter"] == "battlefield" and entered:
            expected["greeter"] = len(entered)
        aftermath = result.follows.of(found, outcome)
        got: dict[str, int] = {}
        for item in aftermath.triggered:
            got[item.ability] = got.get(item.ability, 0) + item.times
            # each occurrence it triggered from is a move of the outcome itself
            assert all(o in moves for o in item.occurrences)
        assert got == expected, (outcome.events, got, expected)
