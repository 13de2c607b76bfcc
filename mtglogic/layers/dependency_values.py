"""What a local effect makes of an object, judged once per value class (the dependency test,
613.7a in 2011, 613.8a in 2026).

What a local effect makes of an object (whether its selector takes it, what its parts do
to it) rests only on the fields it reads there, which check mode holds to its declarations:
it is judged once per set of values of those fields (a class, numbered by ``intern``) and
looked up for every other object that has them. ``Judgments`` keeps those judgments per
effect while its definition and its source stay as they are, and whether a change made by
another effect changes them (``differs``).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.layers.classes import values_of
from mtglogic.layers.dependency_candidates import EffectSets, class_attributes
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.trial import Changed, Memo
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext

SOURCE_ONLY_READS = frozenset(["choices"])  # words chosen for the effect or its source


class Judgments:
    """Judgments of effects on objects by value class, kept per effect."""

    def __init__(self, sets: EffectSets) -> None:
        self.sets = sets
        self.process = sets.process
        # What a local effect makes of an object, by the values of the fields it reads on
        # it (its test, what its parts do; for an effect tried, what it changes; the
        # classes its selector takes): kept per effect while its definition and its
        # source stay as they are.
        self.judged: dict[str, Memo] = {}
        self.deltas: dict[str, Memo] = {}
        self.chosen: dict[str, Memo] = {}
        self.keys: dict[tuple[str, ...], dict[int, tuple[ObjState, int]]] = {}
        self.classes: dict[tuple[Any, ...], int] = {}  # values -> their number (key_of)

    def board_changed(self, changed: frozenset[str]) -> None:
        """Forget the judgments of effects whose source a step changed, and the classes of
        the objects it changed (the process's board changes its objects in place)."""
        for store in (self.judged, self.deltas, self.chosen):
            for eid in [eid for eid, memo in store.items() if memo.source in changed]:
                del store[eid]
        edited = [id(self.process.board[oid]) for oid in changed if oid in self.process.board]
        for by_state in self.keys.values():
            for key in edited:
                by_state.pop(key, None)

    def memo(self, store: dict[str, Memo], effect: ActiveEffect, board: Board) -> Memo:
        """The memo of an effect, new when its definition is not the one it was made for."""
        spec = self.process.spec_of(effect, board)
        memo = store.get(effect.id)
        if memo is None or memo.spec is not spec:
            memo = store[effect.id] = Memo(spec, effect.source)
        return memo

    def compared_fields(self, effect: ActiveEffect, board: Board) -> tuple[str, ...] | None:
        """The names a local effect reads on the objects it tests, as classes are keyed
        (``class_names``: one keyword of ``abilities`` where it reads only that), or None
        when it reads something that is not an attribute (then objects are compared in
        full)."""
        return class_attributes(self.sets.reads(effect, board, source_too=False))

    def key_of(self, state: ObjState, fields: tuple[str, ...]) -> int:
        """The class of an object state for these fields: one number per set of values
        (kept per state until an applied effect changes it: ``board_changed``)."""
        by_state = self.keys.get(fields)
        if by_state is None:
            by_state = self.keys[fields] = {}
        found = by_state.get(id(state))
        if found is None or found[0] is not state:
            found = by_state[id(state)] = (state, self.intern(values_of(state, fields)))
        return found[1]

    def intern(self, values: tuple[Any, ...]) -> int:
        """A number standing for these values (the same values, the same number)."""
        return self.classes.setdefault(values, len(self.classes))

    def differs(self, judged: dict[Any, Any],
                test: Callable[[ObjState, EvalContext], bool] | None, parts: list[Part],
                before: ObjState, delta: dict[str, Any], key_before: int, was: bool | None,
                fields: tuple[str, ...], ctx: EvalContext, key_after: int | None = None) -> bool:
        """Whether b's change ``delta`` to an object of class ``key_before`` changes what a
        makes of it: whether a's selector ``test`` takes it (``was``: before; None: read
        from the selector), or what a's parts do to it, judged once per class of values
        (``key_after``: the class after, when known)."""
        if was is None:
            assert test is not None
            was = judged_in(judged, test, before, key_before, ctx)
        after = Changed(before, delta)
        if key_after is None:
            key_after = self.intern(after.key(fields))
        if test is not None and was != judged_in(judged, test, after.state, key_after, ctx):
            return True
        return was and bool(parts) and does(judged, parts, lambda: before, key_before, ctx) \
            != does(judged, parts, after.state, key_after, ctx)


def judged_in(judged: dict[Any, Any], test: Callable[[ObjState, EvalContext], bool] | None,
              state: ObjState | Callable[[], ObjState], key: int, ctx: EvalContext) -> bool:
    """Whether the selector takes an object with these values (judged once per values)."""
    found = judged.get(("in", key))
    if found is None:
        assert test is not None  # called only for an effect with a selector
        obj = state() if callable(state) else state
        found = judged[("in", key)] = bool(test(obj, ctx))
    return found


def does(judged: dict[Any, Any], parts: list[Part], state: Callable[[], ObjState], key: int,
         ctx: EvalContext) -> Hashable:
    """What the parts do to an object with these values (judged once per values)."""
    found = judged.get(("does", key))
    if found is None:
        obj = state()
        found = judged[("does", key)] = tuple(p.resolve(obj, ctx) for p in parts)
    return found
