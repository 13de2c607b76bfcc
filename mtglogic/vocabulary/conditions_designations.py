"""Condition words on a player's designations::

    {citys_blessing: you}      # "as long as you have the city's blessing"

The city's blessing is a designation a player keeps for the rest of the game (702.131c in
2026; 2011 has no such rule). A player has it when the scenario says so (the player's
``citys_blessing``), and also whenever they control ten or more permanents one of which has
ascend: ascend on a permanent gives it at once (702.131b), and continuous effects are
applied again before anything else is checked (702.131d).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import CONDITIONS
from mtglogic.vocabulary.values import BEYOND, PLAYER_REF

ASCEND_PERMANENTS = 10  # "ten or more permanents" (702.131b)


def _ascends(player: str | None, c: EvalContext) -> bool:
    """The player controls ten or more permanents and one of them has ascend."""
    return ascends(player, c.objects())


def ascends(player: str | None, objects: Iterable[ObjState]) -> bool:
    """Whether the player controls ten or more of these permanents, one with ascend: they
    get the city's blessing then, for the rest of the game (702.131b)."""
    mine = [o for o in objects if o.zone == "battlefield" and o.controller == player]
    return len(mine) >= ASCEND_PERMANENTS and any(o.has_keyword("ascend") for o in mine)


@CONDITIONS.add("citys_blessing", "`you` (or a player id) has the city's blessing: stated by "
                "the scenario, or ten or more permanents controlled, one with ascend", "you",
                PLAYER_REF, rule="citys_blessing",
                reads=lambda who: frozenset(["zone", "controller", BEYOND])
                | value_names("abilities", ["ascend"]), samples=("opponent",))
def _citys_blessing(who: str) -> Callable[[EvalContext], bool]:
    def holds(c: EvalContext) -> bool:
        player = c.you if who == "you" else who
        stated = any(p.id == player and p.citys_blessing for p in c.game.players)
        return stated or _ascends(player, c)
    return holds
