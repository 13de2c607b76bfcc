"""The output schema of ``mtglogic subgame --json`` (rule 715 in 2011, 728 in 2026): every
run, each step's events and the zones of every game after it."""
from __future__ import annotations

from mtglogic.loading.subgame import DECK_KIND
from mtglogic.outputs.shapes import (
    BOOLEAN,
    COUNT,
    INTEGER,
    NAME,
    STRING,
    Schema,
    answer,
    array,
    closed,
    document,
    nullable,
    one_of,
    strings,
    table,
)
from mtglogic.subgame.model import PLAYER_ZONES


def subgame_output() -> Schema:
    """``mtglogic subgame --json``."""
    zones = {zone: strings() for zone in PLAYER_ZONES}
    player = closed({
        "life": INTEGER, "counters": table(INTEGER), "lost": BOOLEAN, **zones,
        "decks": {"type": "object", "additionalProperties": False,
                  "properties": {kind: strings() for kind in DECK_KIND}},
        "cards": strings(),
        "sizes": {"type": "object", "additionalProperties": False,
                  "properties": {zone: {"type": "integer", "minimum": 1}
                                 for zone in PLAYER_ZONES}}})
    game = closed({
        "status": one_of(("current", "suspended")), "players": table(player),
        "stack": strings(), "waiting_triggers": strings(),
        "starting_player": nullable(STRING),
        "result": nullable(closed({"winners": strings(), "losers": strings()}))})
    step = closed({
        "index": {"type": "integer", "minimum": 1}, "line": COUNT, "action": NAME,
        "label": nullable(STRING),
        "events": array(closed({"rule": nullable(STRING), "text": STRING})),
        "games": nullable(table(game)), "outside": nullable(table(strings())),
        "invariant": closed({"ok": BOOLEAN, "problems": strings()})})
    run = closed({"choices": array(closed({"game": NAME, "starting_player": NAME})),
                  "steps": array(step), "unfinished": {"const": True}},
                 optional=("unfinished",))
    return document("mtglogic subgame --json", answer({
        "ruleset": NAME, "seed": nullable(COUNT), "invariant_ok": BOOLEAN, "runs": array(run),
    }))


__all__ = ["subgame_output"]
