"""Each interaction found, written as one self-contained case: the board as scenario data,
every card on it written out in full, the question, the ruleset, and what was observed
with the orders that lead to each result, so any engine can ask the same and compare.
"""
from __future__ import annotations

import itertools
from typing import Any

from mtglogic.atlas.worker import board_of


def question_of(probe: dict[str, Any]) -> dict[str, Any]:
    """The question a probe asked: every timestamp order of a layers board (613.7), or one
    event to modify (616.1)."""
    if probe["kind"] == "layers":
        return {"layers": {"timestamp_orders": [list(o) for o in
                                                itertools.permutations(probe["cards"])]}}
    return {"event": dict(probe["event"], id="e")}


def observed_of(probe: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """What the probe found: each distinct final board with the timestamp orders giving it,
    or each distinct outcome of the event with its number of orders and a witness order."""
    if probe["kind"] == "layers":
        return {"boards": [{"orders": r["orders"], "count": len(r["orders"]),
                            "characteristics": r["characteristics"]} for r in result["results"]],
                "dependencies": result["dependencies"]}
    return {"outcomes": result["outcomes"], "chooser": result["chooser"],
            "total_orders": result["total_orders"]}


def case_of(probe: dict[str, Any], result: dict[str, Any],
            cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The case of one probe that found an interaction (``cards``: each card in full, as
    ``mtglogic cards --json`` writes it)."""
    return {"id": probe["id"], "kind": probe["kind"], "ruleset": probe["ruleset"],
            "cards": {name: cards[name] for name in probe["cards"]},
            "board": board_of(probe["cards"], probe["objects"], result.get("made")),
            "question": question_of(probe),
            "observed": observed_of(probe, result),
            "interaction": {"how": result["how"], "rules": result["rules"]}}
