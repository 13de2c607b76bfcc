"""What makes two games the same, for the search (``game_key``), and what a result of the
stack leaves, as plain data (``result_state``).

Two lines of play that reach games equal in everything the rules read go on alike: their
orders are merged. The key holds each player's life and counters, each object's zone,
controller, counters, damage, status, face and choices (a spell's targets among them), the order of the objects' timestamps
(layers read it, 613.7), what happened this turn, and the effects in force. A result
states what changed from the game the question started from, in the form of a ruling's
``state:`` (life, counters, damage, zones, tokens), with who won and lost.
"""
from __future__ import annotations

from typing import Any

from mtglogic.model.objects import Game, ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.vocabulary.selectors_targets import chosen_targets


def targets_words(obj: ObjState) -> str:
    """What a spell targets, as a ruling's ``targets:`` writes it: ``bear``, ``bear, p2``."""
    return ", ".join(target for _, target in chosen_targets(obj))


def _object_key(obj: ObjState, rank: int) -> tuple[Any, ...]:
    return (obj.id, obj.name, obj.zone, obj.controller, obj.owner,
            tuple(sorted(obj.counters.items())), obj.damage, obj.tapped, obj.face,
            obj.face_down, obj.is_token, obj.attached_to, obj.attacking, obj.blocking, rank,
            tuple(sorted(obj.choices.items())))


def game_key(scenario: Scenario) -> tuple[Any, ...]:
    """Everything about a scenario's game and effects that the engines read."""
    game = scenario.game
    stamps = sorted({o.timestamp for o in game.objects.values()})
    rank = {stamp: n for n, stamp in enumerate(stamps)}
    objects = tuple(_object_key(o, rank[o.timestamp])
                    for _, o in sorted(game.objects.items()))
    players = tuple((p.id, p.life, p.counters) for p in game.players)
    effects = tuple(sorted(e.id for e in scenario.effects))
    return (players, objects, game.history, effects, game.active_player, game.step)


def result_state(start: Game, end: Game) -> dict[str, Any]:
    """What the game ``end`` holds that differs from ``start``, as a ruling's ``state:``
    writes it: life totals, counters (objects and players), damage marked, the zone of each
    object that moved (``none``: a token that ceased to exist), whether a permanent that
    stayed is tapped, tokens created on the battlefield by controller and name, the targets
    of a spell whose targets changed (115.7)."""
    state: dict[str, Any] = {"life": {}, "counters": {}, "damage": {}, "zones": {},
                             "tapped": {}, "tokens": {}, "targets": {}}
    before = {p.id: p for p in start.players}
    for player in end.players:
        old = before.get(player.id)
        if old is None or old.life != player.life:
            state["life"][player.id] = player.life
        if old is None or dict(old.counters) != dict(player.counters):
            state["counters"][player.id] = dict(player.counters)
    for oid, obj in sorted(end.objects.items()):
        old_obj = start.objects.get(oid)
        if old_obj is None:
            if obj.is_token and obj.zone == "battlefield":
                mine = state["tokens"].setdefault(obj.controller or obj.owner, {})
                mine[obj.name] = mine.get(obj.name, 0) + 1
            continue
        if old_obj.zone != obj.zone:
            state["zones"][oid] = obj.zone
        if old_obj.counters != obj.counters:
            state["counters"][oid] = {k: n for k, n in obj.counters.items() if n}
        if old_obj.damage != obj.damage:
            state["damage"][oid] = obj.damage
        if old_obj.tapped != obj.tapped and obj.zone == "battlefield":
            state["tapped"][oid] = obj.tapped
        if chosen_targets(old_obj) != chosen_targets(obj):
            state["targets"][oid] = targets_words(obj)
    for oid in start.objects:
        if oid not in end.objects:
            state["zones"][oid] = "none"
    return {key: value for key, value in state.items() if value}


__all__ = ["game_key", "result_state"]
