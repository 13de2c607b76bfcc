"""A lazy trial of one local effect for the dependency test (613.7a in 2011, 613.8a in 2026).

To ask whether effect A depends on effect B, B is applied to a copy of the board and A's
signature compared (``dependency``). When B judges each object on that object alone, its
trial is worked out object by object, on demand, and kept from one step of the layer to
the next. Its changed objects are kept in classes per reader (``ClassGroup``): objects
alike for a reader of some fields (the same change by B, the same values of those fields)
give that reader the same answer, so it looks at one object per class. A step moves an
object between classes only when it writes a field the class rests on, so the classes
are brought up to date from the objects the step changed, never regrouped whole.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.class_names import reducer
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import families, family, touches

OBJECT_FIELDS = frozenset(f.name for f in fields(ObjState))

# One changed object for a reader: its id, its state now, the fields the trial changes
# with their new values, its class before and after the change for the reader's fields.
ClassEntry = tuple[str, ObjState, dict[str, Any], int, int]


@dataclass
class Memo:
    """Results kept for one effect, with the definition and the source they rest on."""

    spec: Any
    source: str | None
    values: dict[Any, Any] = field(default_factory=dict)


def hashable(value: Any) -> Any:
    """A field's value as part of a key (counters and choices are dicts)."""
    return tuple(sorted(value.items())) if isinstance(value, dict) else value


def difference(before: ObjState, after: ObjState,
               names: Iterable[str] = tuple(sorted(OBJECT_FIELDS))) -> dict[str, Any]:
    """The fields that differ, with their values after."""
    return {n: getattr(after, n) for n in names if getattr(before, n) != getattr(after, n)}


@lru_cache(maxsize=1 << 12)
def plan(names: tuple[str, ...]) -> tuple[tuple[str, Callable[[Any], Any] | None], ...]:
    """Each name's field, with what the name takes of its value (None: all of it)."""
    return tuple((family(n), reducer(n)) for n in names)


@lru_cache(maxsize=1 << 12)
def families_of(names: tuple[str, ...]) -> frozenset[str]:
    """The fields these names belong to (what a change must touch to change them)."""
    return families(frozenset(names))


class Changed:
    """An object as an effect would leave it: its state before and the fields changed."""

    __slots__ = ("before", "delta", "_state")

    def __init__(self, before: ObjState, delta: dict[str, Any]) -> None:
        self.before, self.delta = before, delta
        self._state: ObjState | None = None

    def key(self, names: tuple[str, ...]) -> tuple[Any, ...]:
        """The values of these names after the change (``values_of``'s key)."""
        delta, before = self.delta, self.before
        return tuple(hashable(delta[f] if f in delta else getattr(before, f)) if take is None
                     else take(delta[f] if f in delta else getattr(before, f))
                     for f, take in plan(names))

    def state(self) -> ObjState:
        if self._state is None:
            self._state = self.before.copy()
            for name, value in self.delta.items():
                setattr(self._state, name, value)
        return self._state


class ClassGroup:
    """A trial's changed objects in classes for a reader of ``fields``: a class is the
    change (by identity: the trial makes one per class of its own) and the class of the
    object's values of those fields before it; each class with its objects, in the order
    met, its class after the change, and the change itself (kept alive, so no identity is
    reused while the class lives). Objects found or changed since the classes were last
    read wait in ``pending``."""

    __slots__ = ("fields", "names", "members", "after", "class_of", "pending")

    def __init__(self, fields: tuple[str, ...], pending: Iterable[str]) -> None:
        self.fields = fields
        self.names = frozenset(fields)
        self.members: dict[tuple[int, int], dict[str, None]] = {}
        self.after: dict[tuple[int, int], tuple[dict[str, Any], int, int]] = {}
        self.class_of: dict[str, tuple[int, int]] = {}
        self.pending: dict[str, None] = dict.fromkeys(pending)  # each object once

    def remove(self, oid: str) -> None:
        """Take an object out of its class (a class left empty goes)."""
        cls = self.class_of.pop(oid, None)
        if cls is None:
            return
        members = self.members[cls]
        del members[oid]
        if not members:
            del self.members[cls]
            del self.after[cls]

    def add(self, oid: str, before: ObjState, delta: dict[str, Any],
            key_of: Callable[[ObjState, tuple[str, ...]], int],
            intern: Callable[[tuple[Any, ...]], int]) -> tuple[int, int] | None:
        """Put a changed object in its class; the class when it is new, else None. An
        object whose change touches none of the fields is in no class: the reader sees
        it as it was."""
        fields = self.fields
        if delta.keys().isdisjoint(families_of(fields)):
            return None
        key = key_of(before, fields)
        cls = (id(delta), key)
        self.class_of[oid] = cls
        members = self.members.get(cls)
        if members is not None:
            members[oid] = None
            return None
        self.members[cls] = {oid: None}
        self.after[cls] = (delta, key, intern(Changed(before, delta).key(fields)))
        return cls


class LazyTrial:
    """What applying one local effect changes, object by object on demand (in a fixed
    order), so a comparison that finds a difference early stops early. What it does to an
    object rests only on the fields its parts read and write there, so the change is
    worked out once per set of values of those (``classes``), kept in ``memo``, and
    objects it leaves as they were are left out. Its objects' states are read from
    ``board`` when asked: the process's board changes them in place."""

    def __init__(self, board: Board, targets: frozenset[str], parts: tuple[Part, ...],
                 ctx: EvalContext, written: tuple[str, ...] | None,
                 classes: tuple[str, ...] | None, memo: Memo,
                 key_of: Callable[[ObjState, tuple[str, ...]], int],
                 intern: Callable[[tuple[Any, ...]], int]) -> None:
        self.board = board
        self.targets = targets
        self.parts = parts
        self.ctx = ctx
        self.written = written if written is not None else tuple(sorted(OBJECT_FIELDS))
        self.classes = classes
        self.memo = memo.values
        self.key_of = key_of
        self.intern = intern
        # Objects to work out, last first, each once (``queued``); one worked out since it
        # was queued, or no longer a target, is passed over when popped.
        self.todo = sorted(targets, reverse=True)
        self.queued: set[str] = set(targets)
        self.looked: set[str] = set()  # objects worked out (those changed are in ``found``)
        self.found: dict[str, dict[str, Any]] = {}  # changed object -> fields changed
        self.grouped: dict[tuple[str, ...], ClassGroup] = {}
        # What it rests on, when kept between steps: the effect, its definition and source,
        # the fields its set reads on objects (``selects``) and those its change reads or
        # writes there (``works``).
        self.spec: Any = None
        self.source: str | None = None
        self.effect: Any = None
        self.selects: frozenset[str] = frozenset()
        self.works: frozenset[str] = frozenset()

    def retarget(self, targets: frozenset[str], changed: frozenset[str]) -> None:
        """After a step that wrote a field its set reads on ``changed``: its set is now
        ``targets``, which differs from the old one on changed objects only (its selector
        judges each object on its own). The changed objects are worked out again when
        asked; the others keep their change and classes, which rest on their fields
        alone."""
        self.targets = targets
        self.forget(self.looked & changed)
        self.queue(targets & changed)

    def refresh(self, writes: frozenset[str], changed: frozenset[str]) -> None:
        """After a step that wrote ``writes`` on ``changed`` and no field its set reads:
        its set stays, and so do the changes it makes to the other objects. When the step
        wrote a field the change reads or writes, the changed objects' changes are worked
        out again when asked; else they keep their change, and only the classes of readers
        of a written field are found again for them."""
        back = self.looked & changed
        if not back:
            return  # nothing worked out so far was changed
        if touches(writes, self.works):
            self.forget(back)
            self.queue(back)
            return
        moved = [group for group in self.grouped.values() if touches(writes, group.names)]
        if moved:
            again = sorted(back.intersection(self.found))
            for group in moved:
                group.pending.update(dict.fromkeys(again))

    def forget(self, objects: set[str]) -> None:
        """The change to these objects (worked out) is no longer known: out of the
        worked-out objects and out of every class."""
        self.looked -= objects
        found, groups = self.found, self.grouped.values()
        for oid in objects:
            if found.pop(oid, None) is not None:
                for group in groups:
                    group.remove(oid)

    def queue(self, objects: set[str] | frozenset[str]) -> None:
        """Objects to work out (again), in order, those not queued already."""
        queued = self.queued
        new = sorted((oid for oid in objects if oid not in queued), reverse=True)
        self.todo.extend(new)
        queued.update(new)

    def next_change(self) -> tuple[str, dict[str, Any]] | None:
        """Work out the next object to do: it and its change, or None when none is left
        to do (an object the trial leaves as it was is passed over)."""
        todo, queued, looked, targets = self.todo, self.queued, self.looked, self.targets
        while todo:
            oid = todo.pop()
            queued.discard(oid)
            if oid in looked or oid not in targets:
                continue
            looked.add(oid)
            delta = self.change(self.board[oid])
            if delta:
                self.found[oid] = delta
                for group in self.grouped.values():
                    group.pending[oid] = None
                return oid, delta
        return None

    def classes_for(self, fields: tuple[str, ...]) -> Iterator[ClassEntry]:
        """One changed target per class for a reader of ``fields`` (the same change, the
        same values of those fields before), each with its class before and after the
        change: the classes known first, then those of objects worked out as far as
        asked. The classes are kept for the next reader of the same fields."""
        group = self.grouped.get(fields)
        if group is None:
            group = self.grouped[fields] = ClassGroup(fields, self.found)
        board, key_of, intern = self.board, self.key_of, self.intern
        if group.pending:
            found = self.found
            pending, group.pending = group.pending, {}
            for oid in pending:
                group.remove(oid)
                delta = found.get(oid)
                if delta is not None:
                    group.add(oid, board[oid], delta, key_of, intern)
        for cls in list(group.members):
            members = group.members.get(cls)
            if members:
                oid = next(iter(members))
                delta, key, after = group.after[cls]
                yield oid, board[oid], delta, key, after
        while True:
            item = self.next_change()
            if item is None:
                return
            oid, delta = item
            del group.pending[oid]  # classed here, now
            new = group.add(oid, board[oid], delta, key_of, intern)
            if new is not None:
                delta, key, after = group.after[new]
                yield oid, board[oid], delta, key, after

    def changes(self) -> Iterator[tuple[str, ObjState, dict[str, Any]]]:
        """Each changed target, as it is now, with the fields changed and their new
        values: those known first, then the others as far as asked."""
        board = self.board
        for oid, delta in list(self.found.items()):
            yield oid, board[oid], delta
        while True:
            item = self.next_change()
            if item is None:
                return
            yield item[0], board[item[0]], item[1]

    def change(self, before: ObjState) -> dict[str, Any]:
        """The fields the effect changes on an object, with their new values."""
        return change_of(before, self.parts, self.ctx, self.written, self.classes, self.memo,
                         self.key_of)


def change_of(before: ObjState, parts: Iterable[Part], ctx: EvalContext,
              written: tuple[str, ...], classes: tuple[str, ...] | None,
              memo: dict[Any, Any],
              key_of: Callable[[ObjState, tuple[str, ...]], int]) -> dict[str, Any]:
    """The fields these parts change on an object, with their new values (worked out once
    per class of the values ``classes`` they read and write there, kept in ``memo``)."""
    key = key_of(before, classes) if classes is not None else None
    delta = memo.get(key) if key is not None else None
    if delta is None:
        after = before.copy()
        for part in parts:
            part.apply(after, ctx)
        delta = difference(before, after, written)
        if key is not None:
            memo[key] = delta
    return delta
