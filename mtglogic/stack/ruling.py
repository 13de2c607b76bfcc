"""Checking what a replacement ruling expects of resolving the stack (405, 603.3b, 608).

Under an event of ``expect``, ``stack`` lists every distinct result of resolving what each
of its outcomes leaves waiting, with how many orders and choices reach it in all::

    expect:
      wrath:
        outcomes: {...}
        stack:
          - {state: {life: {p1: 21, p2: 19}}, ways: 600}
          - {state: {life: {p1: 22, p2: 18}}, ways: 1200}

``targets`` names what a spell targets once the stack is empty (``bear``; several:
``bear, p2``). Every item names the same entries (``state`` entries, and ``wins``, ``losses``, ``draw``
where written); the results found are grouped by what those entries are once the stack is
empty, their ways added up, and the groups must be exactly the items written.
"""
from __future__ import annotations

from typing import Any

from mtglogic.model.frozen import freeze
from mtglogic.model.objects import Game
from mtglogic.node import Node, to_plain
from mtglogic.replacement.analysis import ReplacementResult
from mtglogic.stack.answer import StackOutcome
from mtglogic.stack.keys import targets_words
from mtglogic.stack.search import Result
from mtglogic.triggers.ruling import NEXT_SCHEMA, read_state
from mtglogic.vocabulary import argschema as s

TAPPED = {"type": "object", "additionalProperties": s.BOOLEAN}
TARGETS = {"type": "object", "additionalProperties": s.string()}
STATE = s.mapping({**NEXT_SCHEMA["properties"]["state"]["properties"], "tapped": TAPPED,
                   "targets": TARGETS}, min_properties=1)
ITEM = s.mapping({"state": STATE, "ways": s.integer(1), "wins": s.array(s.string()),
                  "losses": s.array(s.string()), "draw": s.BOOLEAN}, required=("ways",))
STACK_SCHEMA = s.array(ITEM, min_items=1)
ITEM_KEYS = tuple(ITEM["properties"])
ENTRIES = ("life", "counters", "damage", "zones", "tapped", "targets")


def _start_value(game: Game, key: str, ref: str) -> Any:
    obj = game.objects.get(ref)
    player = next((p for p in game.players if p.id == ref), None)
    if key == "life":
        return player.life if player else None
    if key == "counters":
        return dict(player.counters) if player else dict(obj.counters) if obj else {}
    if key == "damage":
        return obj.damage if obj else 0
    if key == "tapped":
        return obj.tapped if obj else False
    if key == "targets":
        return targets_words(obj) if obj else ""
    return obj.zone if obj else "none"


def shown(result: Result, wanted: dict[str, Any], start: Game) -> dict[str, Any]:
    """The entries ``wanted`` names, as the result leaves them."""
    found: dict[str, Any] = {}
    if "state" in wanted:
        found["state"] = {key: {ref: result.state.get(key, {}).get(
            ref, _start_value(start, key, ref)) for ref in refs}
            for key, refs in wanted["state"].items()}
    for key, value in (("wins", list(result.winners)), ("losses", list(result.losers)),
                       ("draw", result.draw)):
        if key in wanted:
            found[key] = sorted(value) if isinstance(value, list) else value
    return found


def read_stack(node: Node) -> list[tuple[dict[str, Any], int]]:
    """A ``stack`` expectation: its results with their ways, the shape checked."""
    items = []
    for entry in node.as_list():
        entry.mapping(allowed=ITEM_KEYS, required=("ways",))
        plain = {k: to_plain(v.value) for k, v in entry.items() if k != "ways"}
        if "state" in plain:
            plain["state"] = read_state(entry["state"], ENTRIES)
        for key in ("wins", "losses"):
            for player in entry[key].as_list(strict=True) if key in entry else ():
                player.as_str()
        if "draw" in entry:
            entry["draw"].as_bool()
        for key in ("wins", "losses"):
            if key in plain:
                plain[key] = sorted(plain[key])
        items.append((plain, entry["ways"].as_int(1)))
    if not items:
        node.fail("expected at least one result")
    return items


def check_stack(result: ReplacementResult, expect: Node) -> list[str]:
    """The differences between what resolving the stack gives and the ``stack``
    expectations of a replacement ruling's ``expect``."""
    diff: list[str] = []
    for event_id, body in expect.items():
        if "stack" not in body or not any(a.id == event_id for a in result.answers):
            continue
        if result.stack is None:
            body["stack"].fail("resolving the stack is not known to this answer")
        wanted = read_stack(body["stack"])
        answer = result.answer(event_id)
        start = answer.process.world.game
        groups: dict[Any, tuple[dict[str, Any], int]] = {}
        for outcome in answer.outcomes:
            found: StackOutcome = result.stack.of(answer, outcome)
            for item in found.results:
                seen = shown(item, wanted[0][0], start)
                key = freeze(seen)
                groups[key] = (seen, groups[key][1] + item.count if key in groups
                               else item.count)
        written = {freeze(state): (state, ways) for state, ways in wanted}
        for key, (state, ways) in written.items():
            if key not in groups:
                diff.append(f"{event_id}: stack: expected {state} ({ways} ways), not found")
            elif groups[key][1] != ways:
                diff.append(f"{event_id}: stack: {state}: expected {ways} ways, got "
                            f"{groups[key][1]}")
        for key, (state, ways) in groups.items():
            if key not in written:
                diff.append(f"{event_id}: stack: unexpected {state} ({ways} ways)")
    return diff


__all__ = ["STACK_SCHEMA", "check_stack", "read_stack"]
