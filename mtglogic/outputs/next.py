"""The output schema of what follows an outcome (603, 704): the ``next`` of each outcome of
``mtglogic replace --json`` (``mtglogic.triggers.render.aftermath_json``)."""
from __future__ import annotations

from mtglogic.outputs.shapes import (
    BOOLEAN,
    COUNT,
    INTEGER,
    NAME,
    RULE,
    STRING,
    Schema,
    array,
    closed,
    nullable,
    one_of,
    ref,
    strings,
    table,
)
from mtglogic.stack.model import STEP_KINDS

TRIGGERED = closed({
    "ability": NAME, "source": STRING, "controller": STRING,
    "kind": {"enum": ["triggered", "delayed", "state"]}, "name": STRING, "text": STRING,
    "cause": strings(), "times": {"type": "integer", "minimum": 1}, "does": STRING,
    "rules": array(RULE), "notes": strings()})
HELD_BACK = closed({"ability": NAME, "source": STRING, "reason": STRING,
                    "rules": array(RULE)})
ROUND = closed({
    "number": {"type": "integer", "minimum": 1}, "choice": STRING, "outcome": STRING,
    "actions": array(closed({"text": STRING, "rule": STRING})), "kept": strings(),
    "triggered": array(TRIGGERED), "held_back": array(HELD_BACK)})
COUNTS = table(COUNT)
# One distinct result of resolving the stack (``mtglogic.stack.render.stack_json``).
RESULT = closed({
    "state": closed({"life": table(INTEGER), "counters": table(COUNTS), "damage": COUNTS,
                     "zones": table(STRING), "tapped": table(BOOLEAN),
                     "tokens": table(COUNTS), "targets": table(STRING)},
                    optional=("life", "counters", "damage", "zones", "tapped", "tokens",
                              "targets")),
    "winners": strings(), "losers": strings(), "draw": BOOLEAN, "stopped": STRING,
    "ways": {"type": "integer", "minimum": 1},
    # one way there, step by step: its kind (``mtglogic.stack.model.STEP_KINDS``) and
    # the abilities it is about (each put on the stack; the one that resolves)
    "witness": array(closed({"text": STRING, "rules": array(RULE),
                             "chooser": nullable(STRING), "kind": one_of(STEP_KINDS),
                             "abilities": strings()}))})
STACK = closed({"total": COUNT, "results": array(RESULT), "unfinished": STRING},
               optional=("unfinished",))
NEXT = closed({
    "triggered": array(TRIGGERED), "held_back": array(HELD_BACK), "rounds": array(ROUND),
    "kept": strings(), "branches": array(closed({"label": STRING, "next": ref("next")})),
    "winners": strings(), "losers": strings(), "draw": BOOLEAN, "stopped": STRING,
    # with --resolve: every distinct result of resolving the stack (405, 603.3b)
    "stack": STACK}, optional=("stack",))
DEFINITIONS: dict[str, Schema] = {"next": NEXT}

__all__ = ["DEFINITIONS", "NEXT"]
