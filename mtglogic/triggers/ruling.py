"""Checking what a replacement ruling expects to follow an outcome (603, 704).

Under an event of ``expect`` (for every outcome of it), or beside one outcome written as
the state it leaves (for that outcome alone), ``next`` says what must follow::

    expect:
      wrath:
        outcomes: {...}
        next:
          triggers: {artist: 4}          # each ability that triggers: how many times in
                                         # all, the outcome and every round of
                                         # state-based actions; no other ability triggers
          controllers: {artist: p1}      # who controls it (603.3a)
          held_back: [soul-warden]       # abilities a rule kept from triggering
          rounds: 1                      # rounds of state-based actions performed (704.3)
          state: {zones: {bear: exile}}  # entries of the game once no more apply
          wins: [p1]                     # who won and who lost in the end
          losses: [p2]

Where what follows branches (a legend rule choice, several outcomes of a round's event),
every branch must match.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.model.answers import STATE_KEYS
from mtglogic.model.frozen import freeze
from mtglogic.node import Node, to_plain
from mtglogic.replacement.aftermath import After
from mtglogic.replacement.analysis import ReplacementResult
from mtglogic.replacement.state import outcome_state, project, without_zero_counts
from mtglogic.triggers.aftermath import Aftermath
from mtglogic.verdict import diff_values
from mtglogic.vocabulary import argschema as s

COUNTS = {"type": "object", "additionalProperties": s.integer(0)}
LEFT_STATE = ("life", "counters", "damage", "zones")  # the entries of the game it leaves
NEXT_SCHEMA = s.mapping({
    "triggers": {"type": "object", "additionalProperties": s.integer(0)},
    "controllers": {"type": "object", "additionalProperties": s.string()},
    "held_back": s.array(s.string()),
    "rounds": s.integer(0),
    "state": s.mapping({
        "life": {"type": "object", "additionalProperties": s.integer()},
        "counters": {"type": "object", "additionalProperties": COUNTS},
        "damage": COUNTS,
        # a zone's name as written (``_zone``): text, never a number read as its text
        "zones": {"type": "object", "additionalProperties": {"type": "string"}},
    }, min_properties=1),
    "wins": s.array(s.string()),
    "losses": s.array(s.string()),
    "draw": s.BOOLEAN,
}, min_properties=1)
NEXT_KEYS = tuple(NEXT_SCHEMA["properties"])
assert set(LEFT_STATE) <= set(STATE_KEYS)


def read_next(node: Node) -> dict[str, Any]:
    """A ``next`` expectation, its shape checked (``NEXT_SCHEMA``)."""
    node.mapping(allowed=NEXT_KEYS)
    if not node.value:
        node.fail("name at least one of: " + ", ".join(NEXT_KEYS))
    found: dict[str, Any] = {}
    for key, child in node.items():
        if key == "triggers":
            found[key] = {name: n.as_int(0) for name, n in child.mapping().items()}
        elif key == "controllers":
            found[key] = {name: n.as_str() for name, n in child.mapping().items()}
        elif key in ("held_back", "wins", "losses"):
            found[key] = [n.as_str() for n in child.as_list(strict=True)]
        elif key == "rounds":
            found[key] = child.as_int(0)
        elif key == "draw":
            found[key] = child.as_bool()
        else:
            found[key] = read_state(child, LEFT_STATE)
    return found


# How each entry of an expected state reads one player's or object's value (the schema's
# ``state`` and the stack's ``tapped``).
def _zone(node: Node) -> str:
    """A zone's name as written: text (a number is no zone)."""
    if not isinstance(node.value, str):
        node.fail("expected a zone's name")
    return node.value


STATE_VALUES: dict[str, Callable[[Node], Any]] = {
    "life": lambda n: n.as_int(), "damage": lambda n: n.as_int(0),
    "zones": _zone, "tapped": lambda n: n.as_bool(), "targets": lambda n: n.as_str(),
    "counters": lambda n: {kind: count.as_int(0) for kind, count in n.mapping().items()}}


def read_state(node: Node, allowed: tuple[str, ...]) -> dict[str, Any]:
    """An expected state: at least one of ``allowed`` entries, each a mapping of players or
    objects to values of the entry's kind (``STATE_VALUES``)."""
    state = node.mapping(allowed=allowed)
    if not state.value:
        state.fail("name at least one of: " + ", ".join(allowed))
    for key, entry in state.items():
        for _, value in entry.mapping().items():
            STATE_VALUES[key](value)
    return dict(to_plain(state.value))


def leaves(result: Aftermath) -> list[list[Aftermath]]:
    """Each way what follows can go: the chain of aftermaths from here to an end."""
    if not result.branches:
        return [[result]]
    return [[result, *rest] for _, branch in result.branches for rest in leaves(branch)]


def left_state(after: After | None, wanted: dict[str, Any]) -> dict[str, Any]:
    """The entries ``wanted`` names, as the game ``after`` holds them (an object no longer
    in the game, a token that ceased to exist, is in no zone: ``none``)."""
    shown: dict[str, Any] = {}
    if after is None:
        return shown
    game = after.game
    players = {p.id: p for p in game.players}
    for key, entries in wanted.items():
        table: dict[str, Any] = {}
        for ref in entries:
            obj = game.objects.get(ref)
            if key == "life":
                table[ref] = players[ref].life if ref in players else None
            elif key == "counters":
                table[ref] = dict(players[ref].counters) if ref in players else \
                    dict(obj.counters) if obj is not None else {}
            elif key == "damage":
                table[ref] = obj.damage if obj is not None else 0
            else:
                table[ref] = obj.zone if obj is not None else "none"
        shown[key] = table
    return without_zero_counts(shown)


def summary(chain: list[Aftermath], wanted: dict[str, Any]) -> dict[str, Any]:
    """What one way of what follows did, in the terms of the expectation."""
    triggered = [t for step in chain for t in step.waiting()]
    times: dict[str, int] = {}
    controllers: dict[str, str] = {}
    for item in triggered:
        times[item.ability] = times.get(item.ability, 0) + item.times
        controllers[item.ability] = item.controller
    held = sorted({h.ability for step in chain for h in step.held}
                  | {h.ability for step in chain for r in step.rounds for h in r.held})
    end = chain[-1]
    found = {"triggers": times, "controllers": controllers, "held_back": held,
             "rounds": sum(len(step.rounds) for step in chain),
             "wins": list(end.winners), "losses": list(end.losers), "draw": end.draw}
    if "state" in wanted:
        found["state"] = left_state(end.after, wanted["state"])
    return {key: found[key] for key in wanted}


def next_diff(label: str, result: Aftermath, wanted: dict[str, Any]) -> list[str]:
    """The differences between what follows one outcome and what is expected of it."""
    diff: list[str] = []
    chains = leaves(result)
    for number, chain in enumerate(chains, 1):
        where = label if len(chains) == 1 else f"{label}, way {number}"
        got = summary(chain, wanted)
        for key, value in wanted.items():
            if key == "triggers" and value != got[key]:
                diff.append(f"{where}: next.triggers: expected {value}, got {got[key]}")
            elif key != "triggers":
                diff += diff_values(value, got[key], f"{where}: next.{key}")
    return diff


def check_next(result: ReplacementResult, expect: Node) -> list[str]:
    """The differences between what follows each outcome and the ``next`` expectations of
    a replacement ruling's ``expect`` (read and checked in shape by ``read_expect``)."""
    diff: list[str] = []
    follows = result.follows
    for event_id, body in expect.items():
        if not any(a.id == event_id for a in result.answers):
            continue
        answer = result.answer(event_id)
        wanted: list[tuple[Node, dict[str, Any] | None]] = []
        if "next" in body:
            wanted.append((body["next"], None))
        outcomes = body["outcomes"]
        if isinstance(outcomes.value, list):
            wanted += [(entry["next"], to_plain(entry["state"].value))
                       for entry in outcomes.as_list() if "next" in entry]
        for node, state in wanted:
            if follows is None:
                node.fail("what follows an outcome is not known to this answer")
            expected = read_next(node)
            world = answer.process.world
            for number, outcome in enumerate(answer.outcomes, 1):
                if state is not None and freeze(project(
                        outcome_state(outcome, world, answer.process.rules), state, world)) \
                        != freeze(without_zero_counts(state)):
                    continue
                diff += next_diff(f"{event_id}, outcome {number}",
                                  follows.of(answer, outcome), expected)
    return diff


__all__ = ["NEXT_SCHEMA", "STATE_VALUES", "check_next", "leaves", "next_diff", "read_next",
           "read_state"]
