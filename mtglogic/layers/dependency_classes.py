"""Dependency found over the board's value classes (613.7a in 2011, 613.8a in 2026).

Two local static effects with selectors that read only attributes of objects are compared
on one object per value class of the process's board (``mtglogic.layers.classes``: the
objects alike in every field either reads there): objects alike are taken by b or not
alike, changed alike and judged alike by a. An answer is kept while the classes it was
found on stay, and checked again on the classes that appeared since (``ClassAnswers``).

Such an answer rests on what a and b do (``EffectSets.behaviour``), not on which effects
they are: pairs of effects alike to a and to b share it (a ``ClassCore``), so it is found
once for all of them, and effects that cannot change each other's set or values are not
looked at again pair by pair. (Where the classes are keyed by whole abilities, which name
the effect that granted them, each pair has its own.)
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.layers.classes import ClassIndex, Taken
from mtglogic.layers.dependency_candidates import EffectSets, attributes, class_attributes
from mtglogic.layers.dependency_values import SOURCE_ONLY_READS, Judgments
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.trial import OBJECT_FIELDS, change_of, families_of
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import families, touches


@dataclass
class ClassCore:
    """An answer found over the board's value classes (``index``) for effects alike to a
    and b: the class on which b changes what a makes (None: on no class looked at), and
    how many of the index's classes, in the order they appeared, have been looked at."""

    index: ClassIndex
    pair: ClassPair
    witness: int | None
    seen: int


@dataclass
class ClassAnswer:
    """A pair's answer over classes: its core, shared with the pairs alike, the step of the
    log it has been checked up to, and the sources of a and b it rests on."""

    core: ClassCore
    since: int
    sources: frozenset[str]


@dataclass
class ClassPair:
    """What a class answer reads of b (its selector and context, its parts, the fields
    they write and those they work on, its changes by class, the classes it takes) and
    of a (its selector and context, its parts that read objects, the fields it reads on
    them and what it makes of each class)."""

    take_b: Callable[[ObjState, EvalContext], bool]
    ctx_b: EvalContext
    parts_b: tuple[Part, ...]
    written: tuple[str, ...]
    works: tuple[str, ...] | None
    deltas: dict[Any, Any]
    takes: Taken
    take_a: Callable[[ObjState, EvalContext], bool]
    ctx_a: EvalContext
    parts_a: list[Part]
    seen: tuple[str, ...]
    judged: dict[Any, Any]


class ClassAnswers:
    """The board in value classes for the fields pairs of local effects read, kept up to
    date from step to step, and the answers found over them."""

    def __init__(self, sets: EffectSets, judgments: Judgments) -> None:
        self.sets = sets
        self.judgments = judgments
        self.process = sets.process
        self.layer = sets.layer
        self.indexes: dict[tuple[str, ...], ClassIndex] = {}
        # The answers' cores by the index's fields and what a and b do (``core_key``).
        self.cores: dict[tuple[Any, ...], ClassCore] = {}
        # The fields of the classes a pair is compared on, with the definitions they rest on.
        self.pair_fields: dict[tuple[str, str], tuple[Any, Any, tuple[str, ...] | None]] = {}

    def board_changed(self, writes: frozenset[str], changed: frozenset[str]) -> None:
        """Class again, when next read, the objects a step changed in the indexes whose
        fields it wrote."""
        for index in self.indexes.values():
            if touches(writes, index.names):
                index.defer(self.process.board, changed)

    def answer(self, a: ActiveEffect, b: ActiveEffect, board: Board) -> ClassAnswer | None:
        """``changes_locally`` over the board's value classes, for two local static effects
        with selectors that read only attributes of objects (``index_for``): one object
        per class of the values a and b read there gives the answer of every object of its
        class, so the classes are looked at, not the objects. None when that does not apply
        (then b's objects are looked at)."""
        index = self.index_for(a, b, board)
        if index is None or self.takes(index, b, b.source, board) \
                or self.takes(index, b, a.source, board):
            return None  # b would change a source: compared otherwise
        key = self.core_key(a, b, index, board)
        core = self.cores.get(key)
        if core is None:
            core = self.cores[key] = ClassCore(index, self.pair(a, b, index, board), None, 0)
            self.scan(core, board)
        else:
            self.current(core, board)
        return ClassAnswer(core, len(self.sets.log),
                           frozenset(e.source for e in (a, b) if e.source))

    def core_key(self, a: ActiveEffect, b: ActiveEffect, index: ClassIndex,
                 board: Board) -> tuple[Any, ...]:
        """What an answer over the index's classes rests on: the index, and what a and b
        do (their own ids where the classes are keyed by whole abilities)."""
        if "abilities" in index.names:
            return index.fields, a.id, b.id
        return index.fields, self.sets.behaviour(a, board), self.sets.behaviour(b, board)

    def takes(self, index: ClassIndex, b: ActiveEffect, oid: str | None, board: Board) -> bool:
        """Whether b's selector takes the object, judged once per class (``Taken``)."""
        if oid is None:
            return False
        cls = index.fresh().class_of.get(oid)
        if cls is None:
            return False
        judged = self.taken_by(b, index, board).judged
        taken = judged.get(cls)
        if taken is None:
            spec = self.process.spec_of(b, board)
            assert spec is not None and spec.applies_to is not None  # index_for says so
            taken = judged[cls] = bool(spec.applies_to.test(board[oid],
                                                            self.process.context(b, board)))
        return taken

    def taken_by(self, b: ActiveEffect, index: ClassIndex, board: Board) -> Taken:
        """The classes of the index b's selector takes, as far as judged (kept while b's
        definition and source stay)."""
        chosen = self.judgments.memo(self.judgments.chosen, b, board).values
        taken = chosen.get(index.fields)
        if taken is None:
            taken = chosen[index.fields] = Taken()
        assert isinstance(taken, Taken)
        return taken

    def index_for(self, a: ActiveEffect, b: ActiveEffect, board: Board) -> ClassIndex | None:
        """The classes of the process's board for the fields a reads on the objects it
        tests and those b's selector and parts read or write there: objects alike in all of
        them are taken by b or not alike, changed alike and judged alike by a."""
        proc = self.process
        local = self.sets.local
        if board is not proc.board or a.kind != "static" or b.kind != "static" \
                or a.id in proc.locked or b.id in proc.locked \
                or not local(a, board) or not local(b, board):
            return None
        spec_a, spec_b = proc.spec_of(a, board), proc.spec_of(b, board)
        if spec_a is None or spec_b is None or spec_a.applies_to is None \
                or spec_b.applies_to is None:
            return None
        kept = self.pair_fields.get((a.id, b.id))
        if kept is not None and kept[0] is spec_a and kept[1] is spec_b:
            fields = kept[2]
        else:
            fields = self.class_fields(a, b, board)
            self.pair_fields[(a.id, b.id)] = (spec_a, spec_b, fields)
        if fields is None:
            return None
        index = self.indexes.get(fields)
        if index is None:
            index = self.indexes[fields] = ClassIndex(fields, board, self.judgments.classes)
        return index

    def class_fields(self, a: ActiveEffect, b: ActiveEffect, board: Board
                     ) -> tuple[str, ...] | None:
        """The fields of ``index_for`` (None when one is not an object attribute, or when
        they name the object itself: a class per object)."""
        proc = self.process
        spec_b = proc.spec_of(b, board)
        assert spec_b is not None and spec_b.applies_to is not None  # index_for says so
        seen = self.judgments.compared_fields(a, board)
        works = frozenset().union(*(p.reads | p.writes
                                    for p in proc.parts_in(b, self.layer, board)))
        taken = class_attributes(spec_b.reads | spec_b.applies_to.reads | works)
        if seen is None or taken is None:
            return None
        fields = class_attributes(frozenset(seen) | frozenset(taken))
        assert fields is not None  # both are attributes
        return None if "id" in fields else fields

    def scan(self, answer: ClassCore, board: Board, since: int | None = None) -> ClassCore:
        """Look at one object of each class on the board that b takes (of those that
        appeared since the index's ``since``-th, when given): the first on which b changes
        what a makes (whether a takes it, what a's parts do to it) is the answer's witness.
        Whether b takes a class, what it does to it and what a makes of it are judged once
        per class and kept."""
        index, pair = answer.index.fresh(), answer.pair
        takes = pair.takes
        take_b, ctx_b = pair.take_b, pair.ctx_b
        takes.catch_up(index, lambda oid: bool(take_b(board[oid], ctx_b)))
        members = index.members
        classes = takes.present(index) if since is None else [
            c for c in index.appeared[since:] if takes.judged.get(c) and c in members]
        seen, key_of = pair.seen, self.judgments.key_of
        for cls in classes:
            state = board[next(iter(members[cls]))]
            delta = change_of(state, pair.parts_b, ctx_b, pair.written, pair.works,
                              pair.deltas, key_of)
            if not delta or delta.keys().isdisjoint(families_of(seen)):
                continue  # nothing a reads changed on its objects
            if self.judgments.differs(pair.judged, pair.take_a, pair.parts_a, state, delta,
                                      key_of(state, seen), None, seen, pair.ctx_a):
                answer.witness = cls
                return answer
        answer.seen = len(index.appeared)
        return answer

    def pair(self, a: ActiveEffect, b: ActiveEffect, index: ClassIndex,
             board: Board) -> ClassPair:
        """What ``scan`` reads of a and b, found once for the pair's answer (it rests on
        both definitions and sources, which a kept answer checks)."""
        proc, judgments = self.process, self.judgments
        spec_b, spec_a = proc.spec_of(b, board), proc.spec_of(a, board)
        assert spec_b is not None and spec_b.applies_to is not None  # index_for says so
        assert spec_a is not None and spec_a.applies_to is not None
        parts_b = proc.parts_in(b, self.layer, board)
        written = frozenset().union(*(p.writes for p in parts_b))
        read = frozenset().union(*(p.reads for p in parts_b))
        seen = judgments.compared_fields(a, board)
        assert seen is not None
        return ClassPair(
            spec_b.applies_to.test, proc.context(b, board), parts_b,
            attributes(families(written)) or tuple(sorted(OBJECT_FIELDS)),
            attributes(families(read | written)), judgments.memo(judgments.deltas, b, board).values,
            self.taken_by(b, index, board), spec_a.applies_to.test, proc.context(a, board),
            [p for p in proc.parts_in(a, self.layer, board) if p.reads - SOURCE_ONLY_READS],
            seen, judgments.memo(judgments.judged, a, board).values)

    def again(self, answer: ClassAnswer, board: Board) -> bool | None:
        """A kept class answer after the steps applied since: None when one changed a's or
        b's source (found again whole), else its core's answer now (``current``)."""
        log = self.sets.log
        for _, changed in log[answer.since:]:
            if not answer.sources.isdisjoint(changed):
                return None
        answer.since = len(log)
        return self.current(answer.core, board)

    def current(self, core: ClassCore, board: Board) -> bool:
        """A core's answer on the board now: true while its witness class is on the board
        (looked for again on the classes then present when it is gone), and a no found on
        the classes then present stays no unless one of the classes that appeared since
        says yes."""
        index = core.index.fresh()
        if core.witness is not None:
            if core.witness in index.members:
                return True
            core.witness = None
            self.process.budget.tick("dependency checks")
            self.scan(core, board)
        elif core.seen < len(index.appeared):
            self.process.budget.tick("dependency checks")
            self.scan(core, board, core.seen)
        return core.witness is not None
