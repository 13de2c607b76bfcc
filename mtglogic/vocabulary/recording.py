"""Check mode: what words really read and write, held against what their records declare.

The layer engine trusts each word's declared reads and writes to skip dependency checks
that cannot find anything (613.8a in 2026, 613.7a in 2011). A missing declaration would be
a silent wrong answer, so in check mode every compiled test, value, condition and effect
part runs on recording views of the objects it is given: each field read is noted (per
value where the word asks about one value: ``colors:red``), reads of objects other than the
one tested and the effect's source are noted as ``*``, and a part's writes are taken from
the difference before and after it applied. Anything observed that is not declared raises
``UndeclaredAccess``. The tests turn check mode on (tests/conftest.py), so the whole suite,
the property tests and the fuzzing run with it; in normal use it costs nothing.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from dataclasses import fields, replace
from typing import Any, cast

from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.terms import BASIC_LAND_TYPES
from mtglogic.vocabulary.class_names import FINE, ONLY
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import family

BEYOND = "*"
SETTING = "MTGLOGIC_CHECK_DECLARATIONS"
OBJECT_FIELDS = tuple(f.name for f in fields(ObjState))
SET_FIELDS = frozenset({"colors", "card_types", "subtypes", "supertypes", "cant_have"})


class Settings:
    """Whether check mode is on (read from the environment; the tests switch it on)."""

    on: bool = os.environ.get(SETTING) == "1"


class UndeclaredAccess(AssertionError):
    """A word read or wrote a field its record does not declare."""


class Log:
    """What one evaluation read: field names (``colors`` or ``colors:red``)."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def read(self, name: str) -> None:
        self.names.add(name)


class RecordingSet:
    """A set-valued field that notes how it is read: a membership test reads one value,
    anything else the whole field. (Not a set itself, so that no set operation written in
    C can read it without a note: a word that asks about one value writes ``x in field``
    or ``field.isdisjoint(words)``.)"""

    __slots__ = ("values", "log", "field")

    def __init__(self, values: Any, log: Log, field: str) -> None:
        self.values, self.log, self.field = values, log, field

    def __contains__(self, value: object) -> bool:
        self.log.read(f"{self.field}:{str(value).lower()}")
        return value in self.values

    def isdisjoint(self, other: Any) -> bool:
        words = list(other)
        for value in words:
            self.log.read(f"{self.field}:{str(value).lower()}")
        return bool(self.values.isdisjoint(words))

    def whole(self) -> frozenset[Any]:
        self.log.read(self.field)
        return unwrap_set(self.values)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.whole())

    def __len__(self) -> int:
        return len(self.whole())

    def __bool__(self) -> bool:
        return bool(self.whole())

    def __eq__(self, other: object) -> bool:
        return self.whole() == other

    def __hash__(self) -> int:
        return hash(self.whole())

    def __or__(self, other: Any) -> frozenset[Any]:
        return frozenset(self.whole() | other)

    def __and__(self, other: Any) -> frozenset[Any]:
        return frozenset(self.whole() & other)

    def __sub__(self, other: Any) -> frozenset[Any]:
        return frozenset(self.whole() - other)

    def __xor__(self, other: Any) -> frozenset[Any]:
        return frozenset(self.whole() ^ other)

    __ror__, __rand__, __rxor__ = __or__, __and__, __xor__

    def __rsub__(self, other: Any) -> frozenset[Any]:
        return frozenset(other - self.whole())

    def __getattr__(self, name: str) -> Any:
        return getattr(self.whole(), name)


def unwrap(obj: Any) -> Any:
    """The object state behind recording views (reading through it notes nothing)."""
    while isinstance(obj, RecordingObject):
        obj = object.__getattribute__(obj, "_obj")
    return obj


class RecordingObject:
    """An object state that notes each field read into its log; writes go through. Its id
    is noted too: no effect changes it, but what a word makes of an object may rest on it
    (``self``, ``other``, ``ids``), which the layer engine's memo of results must know."""

    _obj: ObjState
    _log: Log

    def __init__(self, obj: Any, log: Log) -> None:
        object.__setattr__(self, "_obj", obj)
        object.__setattr__(self, "_log", log)

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._obj, name)
        if name in SET_FIELDS:
            return RecordingSet(value, self._log, name)
        if name in OBJECT_FIELDS:
            self._log.read(name)
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._obj, name, value)

    def has_keyword(self, word: str) -> bool:
        self._log.read(f"abilities:{word.lower()}")
        return self._obj.has_keyword(word)

    def with_intrinsic_mana(self) -> None:
        """305.6: reads which basic land types it has, and its abilities when they change."""
        for land_type in BASIC_LAND_TYPES:
            self._log.read(f"subtypes:{land_type.lower()}")
        before = unwrap(self).abilities
        self._obj.with_intrinsic_mana()
        if unwrap(self).abilities != before:
            self._log.read("abilities")

    def copy(self) -> ObjState:
        for name in OBJECT_FIELDS:
            self._log.read(name)
        return self._obj.copy()


def unwrap_set(value: Any) -> frozenset[Any]:
    found: frozenset[Any] = value.whole() if isinstance(value, RecordingSet) else value
    return found


class RecordingBoard(Mapping[str, Any]):
    """The board as a word sees it: the tested object and the source note their reads in
    ``own``; every other object notes its reads in ``beyond`` (reads beyond them)."""

    def __init__(self, board: Mapping[str, Any], own: Log, beyond: Log,
                 near: frozenset[str]) -> None:
        self.board, self.own, self.beyond, self.near = board, own, beyond, near

    def __getitem__(self, oid: str) -> Any:
        obj = self.board[oid]
        return RecordingObject(obj, self.own if oid in self.near else self.beyond)

    def __iter__(self) -> Iterator[str]:
        return iter(self.board)

    def __len__(self) -> int:
        return len(self.board)


def recording_context(ctx: EvalContext, tested: ObjState | None, own: Log,
                      beyond: Log) -> EvalContext:
    near = frozenset(i for i in (ctx.source, getattr(unwrap(tested), "id", None)) if i)
    board = RecordingBoard(ctx.board, own, beyond, near)
    # the recording view stands in for the object it wraps (it answers every field read)
    it = cast(ObjState, RecordingObject(ctx.it, own)) if ctx.it is not None else None
    return replace(ctx, board=board, it=it)


def covered(name: str, declared: frozenset[str]) -> bool:
    """Whether a declaration covers an observed name (a whole field covers its values)."""
    return name in declared or name.partition(":")[0] in declared


def check_reads(what: str, own: Log, beyond: Log, declared: frozenset[str]) -> None:
    """Every field read, on any object, must be declared; reading objects other than the
    one tested and the source must be declared as ``*`` too."""
    missing = sorted(n for n in own.names | beyond.names if not covered(n, declared))
    if beyond.names and BEYOND not in declared:
        missing.append(f"{BEYOND} (other objects)")
    if missing:
        raise UndeclaredAccess(f"{what} reads {', '.join(missing)} but declares "
                               f"{', '.join(sorted(declared)) or 'nothing'}")


def written(before: ObjState, after: ObjState) -> frozenset[str]:
    """The names of what changed on an object: per value for set fields and keywords."""
    names: set[str] = set()
    for name in OBJECT_FIELDS:
        old, new = getattr(before, name), getattr(after, name)
        if old == new:
            continue
        if name in SET_FIELDS:
            names |= {f"{name}:{str(v).lower()}" for v in old ^ new}
        elif name == "abilities":
            names |= _ability_changes(old, new)
        else:
            names.add(name)
    return frozenset(names)


def _ability_changes(old: tuple[Ability, ...], new: tuple[Ability, ...]) -> set[str]:
    """Keywords gained or lost, by name; any other change to abilities, the whole field."""
    changed = set(old) ^ set(new)
    if changed and all(a.kind == "keyword" for a in changed):
        return {f"abilities:{a.text.lower()}" for a in changed}
    return {"abilities"}


def check_writes(what: str, before: ObjState, after: ObjState, declared: frozenset[str]) -> None:
    missing = sorted(n for n in written(before, after) if not covered(n, declared))
    if missing:
        raise UndeclaredAccess(f"{what} writes {', '.join(missing)} but declares "
                               f"{', '.join(sorted(declared)) or 'nothing'}")


def check_value_writes(what: str, apply: Callable[[Any, EvalContext], None], before: ObjState,
                       after: ObjState, ctx: EvalContext, writes: frozenset[str]) -> None:
    """A part that declares it writes some values of a field objects are classed on per
    value (``class_names.FINE``: ``abilities:flying``) must make them of those values as
    they were and its reads alone, not of the field's other values (which it may read to
    make its change on top of them): the dependency test keeps objects that differ only
    in other values in one class (613.8a in 2026, 613.7a in 2011). Applied to a copy that
    holds only those values of the field, it must leave them as it left the object."""
    for field, take in FINE.items():
        if field in writes:
            continue
        words = frozenset(n.partition(":")[2].lower() for n in writes if family(n) == field)
        if not words:
            continue
        bare = before.copy()
        setattr(bare, field, ONLY[field](getattr(before, field), words))
        apply(bare, ctx)
        wrong = sorted(w for w in words
                       if take(getattr(bare, field), w) != take(getattr(after, field), w))
        if wrong:
            raise UndeclaredAccess(
                f"{what} makes {', '.join(f'{field}:{w}' for w in wrong)} of the other "
                f"values of {field} but declares it writes only "
                f"{', '.join(sorted(n for n in writes if family(n) == field))}")


def checked_test(what: str, test: Callable[[Any, EvalContext], bool],
                 declared: frozenset[str]) -> Callable[[Any, EvalContext], bool]:
    """A selector test that checks its reads, on the tested object, the source and beyond."""
    def run(obj: Any, ctx: EvalContext) -> bool:
        own, beyond = Log(), Log()
        result = test(RecordingObject(obj, own), recording_context(ctx, obj, own, beyond))
        check_reads(what, own, beyond, declared)
        return result
    return run


def checked_function(what: str, function: Callable[[EvalContext], Any],
                     declared: frozenset[str]) -> Callable[[EvalContext], Any]:
    """A value or a condition that checks its reads (``it`` and the source are its own)."""
    def run(ctx: EvalContext | None) -> Any:
        if ctx is None:  # a constant read without a board (what a part writes): no reads
            return function(ctx)  # type: ignore[arg-type]
        own, beyond = Log(), Log()
        result = function(recording_context(ctx, ctx.it, own, beyond))
        check_reads(what, own, beyond, declared)
        return result
    return run


def checked_part(what: str, apply: Callable[[Any, EvalContext], None],
                 resolve: Callable[[Any, EvalContext], Any], reads: frozenset[str],
                 writes: frozenset[str]
                 ) -> tuple[Callable[[Any, EvalContext], None], Callable[[Any, EvalContext], Any]]:
    """A part's apply and resolve that check what it does: what its action rests on
    (resolve) against its reads; what it changes (apply) against its writes; and what
    applying reads, besides the fields it writes (a change made on top of their values),
    against its reads, so that an effect whose result may change is known to."""
    written_fields = frozenset(n.partition(":")[0] for n in writes)

    def run_resolve(obj: Any, ctx: EvalContext) -> Any:
        own, beyond = Log(), Log()
        result = resolve(RecordingObject(obj, own), recording_context(ctx, obj, own, beyond))
        check_reads(what, own, beyond, reads)
        return result

    def run_apply(obj: Any, ctx: EvalContext) -> None:
        before = unwrap(obj).copy()
        own, beyond = Log(), Log()
        apply(RecordingObject(obj, own), recording_context(ctx, obj, own, beyond))
        check_writes(what, before, unwrap(obj), writes)
        check_value_writes(what, apply, before, unwrap(obj), ctx, writes)
        own.names = {n for n in own.names if n.partition(":")[0] not in written_fields}
        check_reads(what, own, beyond, reads)

    return run_apply, run_resolve
