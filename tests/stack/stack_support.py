"""Shared helper of the stack tests: the results of resolving the stack after an event."""
from __future__ import annotations

from typing import Any

from triggers.triggers_support import ENGINE

from mtglogic.budget import Budget
from mtglogic.stack.search import Result


def stack_results(objects: list[dict[str, Any]], event: dict[str, Any],
                  ruleset: str = "cr-2026", players: tuple[str, ...] = ("p1", "p2")
                  ) -> list[Result]:
    doc = {"ruleset": ruleset, "players": list(players), "objects": objects,
           "events": [{"id": "e", **event}]}
    result = ENGINE.compute(ENGINE.load(doc, None), Budget(), resolve=True)
    [answer] = result.answers
    [outcome] = answer.outcomes
    assert result.stack is not None
    return result.stack.of(answer, outcome).results
