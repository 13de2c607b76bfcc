"""What each copy took, kept as time passes (707.2b, 707.2c; 706.2 in 2011, which has no
subrule for it): once an object has been copied, changes to the original's copiable
values do not change the copy, and a copy effect's values are determined as it first
applies. So before each time step, every object a copy effect applied to keeps the values
it copied, as they stood after the copy layers: a Clone that entered as a copy of a
creature that was itself a temporary copy stays what it copied after that effect ends.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglogic.model.copiable import copiable_values
from mtglogic.model.objects import ObjState
from mtglogic.model.scenario import Scenario

Copiable = dict[str, dict[str, Any]]  # object id -> its copiable values


def copiable_board(board: dict[str, ObjState]) -> Copiable:
    """Each object's copiable values, on a board just after the copy layers."""
    return {oid: copiable_values(obj) for oid, obj in board.items()}


def keep_what_was_copied(scenario: Scenario, copiable: Copiable,
                         copies: frozenset[str]) -> Scenario:
    """The scenario with each object in ``copies`` keeping the values it could have copied
    of every other object, as they were (those it has kept already stay)."""
    if not copies or not copiable:
        return scenario
    objects = dict(scenario.game.objects)
    for oid in sorted(copies):
        if oid not in objects:
            continue
        obj = objects[oid].copy()
        kept = dict(obj.copied_values)
        for other, values in copiable.items():
            if other != oid and other not in kept:
                kept[other] = values
        obj.copied_values = kept
        objects[oid] = obj
    return replace(scenario, game=replace(scenario.game, objects=objects))
