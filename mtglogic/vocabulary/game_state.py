"""Words that read the game state beside characteristics: a Class's level (716), the top
card of a graveyard (graveyard order, 404.2), how many cards are in a hand (402), who
attacks and who defends in the combat phase (506.2).

A graveyard's order is the order of its cards among the scenario's objects: the last one
listed in a player's graveyard is on top.
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Clause, Test, Value
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS, SELECTORS, VALUES, fixed_fields
from mtglogic.vocabulary.spec import Flag
from mtglogic.vocabulary.values import BEYOND, OBJECT_REF, PLAYER_REF, ref_reads


def _object(ref: str, c: EvalContext) -> ObjState | None:
    if ref == "it":
        return c.it
    return c.source_state() if ref == "self" else c.board.get(ref)


@VALUES.add("class_level", "the level of `it`, `self` or an object id; 1 if it has none",
            "self", OBJECT_REF, rule="class_level",
            reads=lambda ref: frozenset(["class_level"]) | ref_reads(ref), samples=("it",))
def _class_level(ref: str) -> Value:
    def level(c: EvalContext) -> int:
        obj = _object(ref, c)
        return 1 if obj is None or obj.class_level is None else obj.class_level
    return Value(level, frozenset())


def _player(ref: str, c: EvalContext) -> str | None:
    return c.you if ref == "you" else ref


@VALUES.add("hand_size", "how many cards are in the hand of `you` or a player id", "you",
            PLAYER_REF, rule="hand", reads=fixed_fields("zone", "owner", BEYOND),
            samples=("opponent",))
def _hand_size(ref: str) -> Value:
    def size(c: EvalContext) -> int:
        player = _player(ref, c)
        if c.hands is not None and player is not None and player in c.hands:
            return c.hands[player]  # as a draw comes (121.6b)
        return sum(1 for o in c.objects() if o.zone == "hand" and o.owner == player)
    return Value(size, frozenset())


def _top_of_graveyard(obj: ObjState, c: EvalContext) -> bool:
    if obj.zone != "graveyard":
        return False
    top = None
    for other in c.objects():
        if other.zone == "graveyard" and other.owner == obj.owner:
            top = other.id
    return top == obj.id


@SELECTORS.add("top_of_graveyard", "is the top card of its owner's graveyard (true), the "
               "last one listed there, or not (false)", True, Flag(), rule="graveyard_order",
               reads=fixed_fields("id", "zone", "owner", BEYOND), samples=(False,))
def _top(wanted: bool) -> Clause | Test:
    if wanted:  # a card in a graveyard: no other zone need be written
        return Clause(_top_of_graveyard, frozenset(["graveyard"]))
    return lambda o, c: not _top_of_graveyard(o, c)


COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                "combat_damage", "end_of_combat")


@CONDITIONS.add("attacking_player", "in the combat phase, `you` (the effect's controller) or "
                "a player id is the attacking player (the active player)",
                "you", PLAYER_REF, rule="attacking_player", samples=("opponent",))
def _attacking_player(ref: str) -> Callable[[EvalContext], bool]:
    return lambda c: c.game.step in COMBAT_STEPS and c.game.active_player == _player(ref, c)


@CONDITIONS.add("defending_player", "in the combat phase of a two-player game, `you` or a "
                "player id is the defending player (not the active player)", "you", PLAYER_REF,
                rule="attacking_player", samples=("opponent",))
def _defending_player(ref: str) -> Callable[[EvalContext], bool]:
    return lambda c: c.game.step in COMBAT_STEPS and c.game.active_player != _player(ref, c)
