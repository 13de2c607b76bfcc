"""The process's board in value classes, for the dependency test (613.7a in 2011, 613.8a
in 2026).

Two objects with the same values of the fields some effects read on each object look the
same to those effects: a local effect takes both or neither and does the same to both,
and another local effect makes the same of them. A ``ClassIndex`` keeps the objects of
the board in classes of their values of some fields, brought up to date after each step
from the objects it changed (a step moves an object only when it wrote one of those
fields), with the classes in the order they appeared: a dependency answer found over the
classes then present is checked again on the classes that appeared since.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import fields
from operator import attrgetter
from typing import Any

from mtglogic.layers.trial import hashable
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.class_names import reducer
from mtglogic.vocabulary.fields import family

DICT_FIELDS = frozenset(f.name for f in fields(ObjState) if str(f.type).startswith("dict"))
_Reader = tuple[Callable[[ObjState], Any], tuple[int, ...],
                tuple[tuple[int, Callable[[Any], Any]], ...]]
_READERS: dict[tuple[str, ...], _Reader] = {}


def values_of(state: ObjState, names: tuple[str, ...]) -> tuple[Any, ...]:
    """The values of these names on a state, as a key (the same as ``Changed.key`` with
    no change), read with one attrgetter per tuple of names: a whole field's value, or
    what a value name takes of it (``class_names``: ``abilities:flying``, whether it has
    flying)."""
    reader = _READERS.get(names)
    if reader is None:
        reader = _READERS[names] = _reader(names)
    read, dicts, fine = reader
    values: tuple[Any, ...] = read(state)
    if dicts or fine:
        found = list(values)
        for i in dicts:
            found[i] = hashable(found[i])
        for i, take in fine:
            found[i] = take(found[i])
        values = tuple(found)
    return values


def _reader(names: tuple[str, ...]) -> _Reader:
    """The attrgetter of the names' fields, with the positions of dict fields and of
    value names (and what each takes of its field)."""
    fields = tuple(family(n) for n in names)
    get = attrgetter(*fields) if fields else (lambda _: ())
    read = (lambda o: (get(o),)) if len(fields) == 1 else get
    fine = tuple((i, take) for i, take in ((i, reducer(n)) for i, n in enumerate(names))
                 if take is not None)
    return read, tuple(i for i, n in enumerate(names) if n in DICT_FIELDS), fine


class ClassIndex:
    """The objects of a board by their class for ``fields`` (one number per set of values,
    from ``intern``): each present class with its objects, in the order met, and every
    class in the order it appeared (again, when it comes back after it emptied)."""

    __slots__ = ("fields", "names", "numbers", "class_of", "members", "appeared", "board",
                 "waiting")

    def __init__(self, fields: tuple[str, ...], board: Mapping[str, ObjState],
                 numbers: dict[tuple[Any, ...], int]) -> None:
        self.fields = fields
        self.names = frozenset(fields)
        self.numbers = numbers  # values -> their number, shared with the oracle's keys
        self.class_of: dict[str, int] = {}
        self.members: dict[int, dict[str, None]] = {}
        self.appeared: list[int] = []
        self.board = board
        self.waiting: dict[str, None] = {}  # changed objects not classed again yet
        self.update(board, sorted(board))

    def defer(self, board: Mapping[str, ObjState], changed: Iterable[str]) -> None:
        """Note the objects a step changed on ``board``, to class them again when the
        classes are next read (``fresh``)."""
        self.board = board
        self.waiting.update(dict.fromkeys(changed))

    def fresh(self) -> ClassIndex:
        """The index, with the objects changed since it was last read classed again by
        their values now (in order)."""
        if self.waiting:
            changed, self.waiting = sorted(self.waiting), {}
            self.update(self.board, changed)
        return self

    def update(self, board: Mapping[str, ObjState], changed: Sequence[str]) -> None:
        """Move the changed objects (in order) to their class now."""
        fields, numbers, class_of, members = self.fields, self.numbers, self.class_of, \
            self.members
        for oid in changed:
            state = board.get(oid)
            if state is None:
                continue
            values = values_of(state, fields)
            cls = numbers.get(values)
            if cls is None:
                cls = numbers[values] = len(numbers)
            old = class_of.get(oid)
            if old == cls:
                continue
            if old is not None:
                left = members[old]
                del left[oid]
                if not left:
                    del members[old]
            class_of[oid] = cls
            joined = members.get(cls)
            if joined is None:
                joined = members[cls] = {}
                self.appeared.append(cls)
            joined[oid] = None


class Taken:
    """The classes of an index that one local selector takes: judged once per class, the
    classes taken in the order judged, and how far in the index's order of appearance
    they have been judged."""

    __slots__ = ("judged", "alive", "upto")

    def __init__(self) -> None:
        self.judged: dict[int, bool] = {}
        self.alive: dict[int, None] = {}
        self.upto = 0

    def catch_up(self, index: ClassIndex, takes: Callable[[str], bool]) -> None:
        """Judge the classes that appeared since the last time, those on the board (one
        that comes back later appears again), with ``takes`` on one object of each."""
        members, judged, alive = index.fresh().members, self.judged, self.alive
        for cls in index.appeared[self.upto:]:
            found = members.get(cls)
            if not found:
                continue
            taken = judged.get(cls)
            if taken is None:
                taken = judged[cls] = takes(next(iter(found)))
            if taken:
                alive[cls] = None
        self.upto = len(index.appeared)

    def present(self, index: ClassIndex) -> list[int]:
        """The classes taken that are on the board now (those gone are let go)."""
        members, alive = index.fresh().members, self.alive
        for cls in [c for c in alive if c not in members]:
            del alive[cls]
        return list(alive)
