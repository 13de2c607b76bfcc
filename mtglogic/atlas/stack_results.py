"""The distinct results of resolving the stack after one event, as plain data the atlas
keeps, and as the ``stack`` expectation of a replacement ruling (``mtglogic.stack.ruling``).

The stack engine gives, for each outcome of the event, every distinct final state with the
number of orders and choices that reach it (603.3b: the order the abilities are put on the
stack; 405.5: the last one put there resolves first). Results equal across outcomes are one
result here, their ways added, as a ruling's ``stack`` expectation counts them.
"""
from __future__ import annotations

import json
from typing import Any

from mtglogic.errors import BudgetExceeded
from mtglogic.model.frozen import freeze
from mtglogic.model.objects import Game
from mtglogic.replacement.analysis import ReplacementResult
from mtglogic.stack.ruling import ENTRIES, shown
from mtglogic.stack.search import Result


def distinct_results(result: ReplacementResult, event_id: str, max_depth: int
                     ) -> list[dict[str, Any]]:
    """Every distinct result of resolving the stack after each outcome of the event, with
    its ways and one witness; a line cut at the resolutions a line may take is a limit
    (``BudgetExceeded``), not a result."""
    assert result.stack is not None
    answer = result.answer(event_id)
    found: dict[str, dict[str, Any]] = {}
    for outcome in answer.outcomes:
        for item in result.stack.of(answer, outcome).results:
            if item.stopped:
                raise BudgetExceeded("max_depth", max_depth, item.stopped, "--max-depth")
            key = item.key()
            if key in found:
                found[key]["ways"] += item.count
            else:
                found[key] = {"state": item.state, "wins": list(item.winners),
                              "losses": list(item.losers), "draw": item.draw,
                              "ways": item.count, "witness": [s.text for s in item.witness]}
    return [found[key] for key in sorted(found)]


def stack_expectation(results: list[dict[str, Any]], start: Game) -> list[dict[str, Any]]:
    """The results as a ruling's ``stack`` expectation: every item names the same entries
    (those any result changed; the life of every player when none did), which a result
    that left one unchanged shows at its value in ``start``; ``wins``, ``losses`` and
    ``draw`` where any result has them. Results equal on those entries are one item (the
    tokens created are no entry of it), their ways added."""
    entries: dict[str, dict[str, None]] = {}
    for found in results:
        for key in ENTRIES:
            entries.setdefault(key, {}).update(dict.fromkeys(found["state"].get(key, {})))
    wanted: dict[str, Any] = {"state": {k: sorted(refs) for k, refs in entries.items() if refs}}
    if not wanted["state"]:
        wanted["state"] = {"life": sorted(player.id for player in start.players)}
    for key, field in (("wins", "wins"), ("losses", "losses"), ("draw", "draw")):
        if any(found[field] for found in results):
            wanted[key] = True
    groups: dict[Any, dict[str, Any]] = {}
    for found in results:
        item = Result(found["state"], tuple(found["wins"]), tuple(found["losses"]),
                      found["draw"])
        seen = shown(item, wanted, start)
        group = groups.setdefault(freeze(seen), {**seen, "ways": 0})
        group["ways"] += found["ways"]
    return sorted(groups.values(), key=lambda item: json.dumps(item, sort_keys=True))


__all__ = ["distinct_results", "stack_expectation"]
