"""Shared helpers of the trigger tests: a board written as a dict, its events' outcomes and
what follows each (``mtglogic.triggers``)."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.replacement.analysis import ReplacementResult
from mtglogic.triggers.aftermath import Aftermath

ENGINE = ENGINES["replacement"]


def creature(oid: str, controller: str = "p1", power: int = 2, toughness: int = 2,
             **more: Any) -> dict[str, Any]:
    return {"id": oid, "name": oid.capitalize(), "types": ["creature"], "power": power,
            "toughness": toughness, "controller": controller, **more}


def in_hand(obj: dict[str, Any]) -> dict[str, Any]:
    """The object in its owner's hand (no controller there)."""
    found = {k: v for k, v in obj.items() if k != "controller"}
    return {**found, "owner": obj.get("controller", "p1"), "zone": "hand"}


def triggered(oid: str, when: dict[str, Any], effect: list[dict[str, Any]] | None = None,
              controller: str = "p1", types: list[str] | None = None, toughness: int = 1,
              **more: Any) -> dict[str, Any]:
    """An object with one triggered ability (a creature unless ``types`` says otherwise);
    ``more``: the ability's other keys."""
    body: dict[str, Any] = {"text": f"{oid}'s ability", "when": when, **more}
    if "modes" not in more:  # a modal ability's effects are its modes' (700.2)
        body["effect"] = effect or [{"gain_life": {"player": "you", "amount": 1}}]
    card: dict[str, Any] = {"name": oid.capitalize(), "types": types or ["Creature"],
                            "abilities": [{"triggered": body}]}
    if "Creature" in card["types"]:
        card.update(power=1, toughness=toughness)
    return {"id": oid, "controller": controller, "card": card}


def answer(objects: list[dict[str, Any]], events: list[dict[str, Any]],
           ruleset: str = "cr-2026", **scenario: Any) -> ReplacementResult:
    doc = {"ruleset": ruleset, "players": ["p1", "p2"], "objects": objects, "events": events,
           **scenario}
    budget = Budget()
    result: ReplacementResult = ENGINE.compute(ENGINE.load(doc, None), budget)
    return result


def follows(objects: list[dict[str, Any]], event: dict[str, Any], ruleset: str = "cr-2026",
            **scenario: Any) -> list[Aftermath]:
    """What follows each outcome of one event (``{"id": ..., KIND: {...}}`` or its body)."""
    item = event if "id" in event else {"id": "e", **event}
    result = answer(objects, [item], ruleset, **scenario)
    found = result.answers[0]
    assert result.follows is not None
    return [result.follows.of(found, outcome) for outcome in found.outcomes]


def only(objects: list[dict[str, Any]], event: dict[str, Any], ruleset: str = "cr-2026",
         **scenario: Any) -> Aftermath:
    """What follows the event's only outcome."""
    found = follows(objects, event, ruleset, **scenario)
    assert len(found) == 1, f"{len(found)} outcomes"
    return found[0]


def times(result: Aftermath) -> dict[str, int]:
    """How many times each ability triggered, along the whole aftermath (one line)."""
    table: dict[str, int] = {}
    for item in result.waiting():
        table[item.ability] = table.get(item.ability, 0) + item.times
    return table
