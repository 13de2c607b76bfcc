"""Finding the candidates of the dependency test (613.7a in 2011, 613.8a in 2026): which
effects of a layer may change which, before any is tried.

Whether effect A may depend on effect B rests first on what each touches (the registry's
``reads`` and ``writes`` of their words, named per value where possible: see
``mtglogic.vocabulary.fields``): B must write a field A reads, on the objects A tests or on
A's source (its existence, text and controller). For a static A whose only such field is
on its source, B must also apply to that source. The objects a local effect applies to,
and whether it applies to one object, are kept from step to step while what they rest on
stays as it was (``EffectSets``).

Effects alike (``behaviour``: the same ability text and controller, their sources alike in
every field they read) take the same objects and make the same of them: the writers of a
layer are grouped so, and whether one applies to an object is asked once for its group.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.layers.classes import values_of
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.state import LayerState
from mtglogic.layers.trial import OBJECT_FIELDS
from mtglogic.model.ruleset import Layer
from mtglogic.vocabulary.class_names import class_names
from mtglogic.vocabulary.fields import families, touches

EXISTENCE_READS = frozenset(["abilities", "zone"])

Log = list[tuple[frozenset[str], frozenset[str]]]  # (writes, changed) of each step applied
# The pending effects by the fields they write, each set in groups of effects alike.
Writers = dict[frozenset[str], list[list[ActiveEffect]]]


@lru_cache(maxsize=1 << 12)
def attributes(fields: frozenset[str]) -> tuple[str, ...] | None:
    """These fields as object attributes to compare, or None if one is not an attribute."""
    return tuple(sorted(fields)) if fields <= OBJECT_FIELDS else None


@lru_cache(maxsize=1 << 12)
def class_attributes(names: frozenset[str]) -> tuple[str, ...] | None:
    """The names to class objects on for readers of ``names`` (``class_names``), or None
    if the field of one is not an object attribute."""
    found = class_names(names)
    return tuple(sorted(found)) if families(found) <= OBJECT_FIELDS else None


@dataclass
class Selection:
    """The objects a local selector takes, with the definition, source and fields it
    rests on, and the step of the log it is up to date with."""

    spec: Any
    source: str | None
    reads: frozenset[str]
    found: frozenset[str]
    since: int


class EffectSets:
    """What each effect of one layer reads and writes, and the objects it applies to on
    the process's board, kept while they stay as they are."""

    def __init__(self, process: LayerState, layer: Layer, log: Log) -> None:
        self.process = process
        self.layer = layer
        self.log = log  # the steps applied in the layer, shared with the oracle
        # How many steps changed each object, and whether a local static effect applies
        # to an object (``applies_to``), with those counts for it and the effect's source.
        self.epochs: dict[str, int] = {}
        self.applied: dict[tuple[str, str], tuple[tuple[int, int], Any, bool]] = {}
        # The sets of local static effects, kept and brought up to date (``selected``).
        self.selections: dict[str, Selection] = {}
        # What each local static effect does (``behaviour``), as a number, with the
        # definition and the count of its source's changes it rests on.
        self.behaviours: dict[str, tuple[Any, int, Hashable]] = {}
        # The fields each effect reads (``reads``), with its definition and lock then.
        self.read: dict[tuple[str, bool], tuple[Any, bool, frozenset[str]]] = {}
        self.written: dict[str, tuple[Any, frozenset[str]]] = {}  # and what it writes
        self.numbers: dict[Hashable, int] = {}

    def board_changed(self, changed: frozenset[str]) -> None:
        """A step changed these objects (the log has it already)."""
        epochs = self.epochs
        for oid in changed:
            epochs[oid] = epochs.get(oid, 0) + 1

    def cda_allows(self, a: ActiveEffect, b: ActiveEffect) -> bool:
        if self.process.ruleset.dependency_cda == "neither_or_both":
            return a.cda == b.cda
        return not a.cda and not b.cda

    def reads(self, effect: ActiveEffect, board: Board, source_too: bool = True) -> frozenset[str]:
        """Fields whose change could change the effect's existence, set or action; without
        ``source_too``, leaving out those read only on its source (existence, controller).
        Kept on the process's board while the effect's definition and lock stay."""
        proc = self.process
        if board is not proc.board:
            return self._reads(effect, board, source_too)
        key = (effect.id, source_too)
        spec, locked = proc.spec_of(effect, board), effect.id in proc.locked
        kept = self.read.get(key)
        if kept is None or kept[0] is not spec or kept[1] != locked:
            kept = self.read[key] = (spec, locked, self._reads(effect, board, source_too))
        return kept[2]

    def _reads(self, effect: ActiveEffect, board: Board, source_too: bool) -> frozenset[str]:
        proc = self.process
        parts = proc.parts_in(effect, self.layer, board)
        reads: set[str] = set()
        for part in parts:
            reads |= part.reads
        if effect.id not in proc.locked:
            spec = proc.spec_of(effect, board)
            if spec is not None:
                reads |= spec.reads
                if spec.applies_to is not None and "controller" in spec.applies_to.reads:
                    reads.add("controller")
            if effect.kind == "static" and source_too:
                reads |= EXISTENCE_READS | {"controller"}
        elif effect.kind == "static" and source_too:
            # A started effect keeps existing and keeps its objects, but while its ability
            # exists a text-changing effect can still rewrite what it does (612, 613.6),
            # and "you" is still its source's controller.
            reads |= {"abilities", "controller"}
        reads.discard("*")
        return frozenset(reads)

    def writes(self, effect: ActiveEffect, board: Board) -> frozenset[str]:
        """The fields the effect's parts of this layer write (kept on the process's board
        while its definition stays)."""
        proc = self.process
        spec = proc.spec_of(effect, board)
        kept = self.written.get(effect.id) if board is proc.board else None
        if kept is not None and kept[0] is spec:
            return kept[1]
        writes: set[str] = set()
        for part in proc.parts_in(effect, self.layer, board):
            writes |= part.writes
        found = frozenset(writes)
        if board is proc.board:
            self.written[effect.id] = (spec, found)
        return found

    def object_reads(self, effect: ActiveEffect, board: Board,
                     reads: dict[str, frozenset[str]] | None) -> frozenset[str]:
        """The fields the effect reads on objects other than its source (cached)."""
        key = effect.id + "\0objects"
        found = reads.get(key) if reads is not None else None
        if found is None:
            found = self.reads(effect, board, source_too=False)
            if reads is not None:
                reads[key] = found
        return found

    def local(self, effect: ActiveEffect, board: Board) -> bool:
        """Whether the effect's signature reads only its source and each object it tests
        (no count of objects, no condition, no other object named by id)."""
        if effect.kind == "counters":
            return True
        spec = self.process.spec_of(effect, board)
        return spec is not None and spec.condition is None and "*" not in spec.reads

    def behaviour(self, effect: ActiveEffect, board: Board) -> Hashable:
        """What a local static effect takes and does wherever it is looked at, as a key:
        its ability's text and its controller, and its source's values of the fields it
        reads (its selector and parts judge an object by the object's fields and those).
        Effects with equal keys take the same objects and make the same of them, but for
        the names they give what they grant (the keys and timestamps of abilities, seen
        only by a reader of whole abilities). Any other effect, and one that reads which
        object it is looking at (``self``, ``other``: the id), is its own key (its id)."""
        proc = self.process
        if board is not proc.board or effect.kind != "static" or effect.id in proc.locked \
                or not self.local(effect, board):
            return effect.id
        spec = proc.spec_of(effect, board)
        stamp = self.epochs.get(effect.source or "", 0)
        kept = self.behaviours.get(effect.id)
        if kept is not None and kept[0] is spec and kept[1] == stamp:
            return kept[2]
        names = class_attributes(self.reads(effect, board, source_too=False))
        source = board.get(effect.source or "")
        key: Hashable = effect.id
        if spec is not None and spec.applies_to is not None and names is not None \
                and "id" not in names and source is not None:
            alike = (proc.text_of(effect, board), proc.controller_of(effect, board), effect.cda,
                     (effect.ability_key or "").startswith("copy:"), names,
                     values_of(source, names))
            key = self.numbers.setdefault(alike, len(self.numbers))
        self.behaviours[effect.id] = (spec, stamp, key)
        return key

    def applies_to(self, effect: ActiveEffect, oid: str, board: Board,
                   cache: dict[str, frozenset[str]] | None) -> bool:
        """Whether the effect applies to the object now; for a local static effect on the
        process's board, kept while neither the object nor the effect's source changes
        (its selector judges the object on its own fields, "you" by the source)."""
        if cache is not None and effect.id in cache:
            return oid in cache[effect.id]
        proc = self.process
        if board is proc.board and cache is not None and (
                effect.kind != "static" or effect.id in proc.locked):
            return oid in self.targets_of(effect, board, cache)  # a fixed set, kept
        if board is not proc.board or effect.kind != "static" or effect.id in proc.locked \
                or not self.local(effect, board):
            return proc.applies_to(effect, oid, board)
        spec = proc.spec_of(effect, board)
        stamp = (self.epochs.get(oid, 0), self.epochs.get(effect.source or "", 0))
        key = (effect.id, oid)
        kept = self.applied.get(key)
        if kept is not None and kept[0] == stamp and kept[1] is spec:
            return kept[2]
        found = proc.applies_to(effect, oid, board)
        self.applied[key] = (stamp, spec, found)
        return found

    def targets_of(self, effect: ActiveEffect, board: Board,
                   cache: dict[str, frozenset[str]] | None) -> frozenset[str]:
        found = cache.get(effect.id) if cache is not None else None
        if found is None:
            found = self.selected(effect) if board is self.process.board else None
            if found is None:
                found = self.process.affected(effect, board)
            if cache is not None:
                cache[effect.id] = found
        return found

    def selected(self, effect: ActiveEffect) -> frozenset[str] | None:
        """The objects a local static effect's selector takes on the process's board (as
        ``affected`` finds them), kept from step to step: after steps that wrote a field
        it reads, only the objects they changed are tested again, since a local selector
        judges each object on its own fields (and its source's, which a kept set needs
        unchanged). None for an effect whose set is not found that way."""
        proc = self.process
        board = proc.board
        if effect.kind != "static" or effect.id in proc.locked or not self.local(effect, board):
            return None
        spec = proc.spec_of(effect, board)
        if spec is None or spec.applies_to is None:
            return None
        kept = self.selections.get(effect.id)
        if kept is not None and kept.spec is spec:
            dirty: set[str] = set()
            for writes, changed in self.log[kept.since:]:
                if kept.source in changed:
                    break
                if touches(writes, kept.reads):
                    dirty |= changed
            else:
                if dirty:
                    ctx = proc.context(effect, board)
                    test = spec.applies_to.test
                    kept.found = (kept.found - dirty) | frozenset(
                        oid for oid in dirty if test(board[oid], ctx))
                kept.since = len(self.log)
                return kept.found
        found = proc.affected(effect, board)
        self.selections[effect.id] = Selection(spec, effect.source,
                                               spec.applies_to.reads | {"controller"}, found,
                                               len(self.log))
        return found

    def writers(self, ordered: list[ActiveEffect], board: Board,
                writes: dict[str, frozenset[str]]) -> Writers:
        """The pending effects by the fields they write (kept in ``writes``), in order, in
        groups of effects alike (``behaviour``)."""
        index: dict[frozenset[str], dict[Hashable, list[ActiveEffect]]] = {}
        for b in ordered:
            found = writes.get(b.id)
            if found is None:
                found = writes[b.id] = self.writes(b, board)
            index.setdefault(found, {}).setdefault(self.behaviour(b, board), []).append(b)
        return {written: list(groups.values()) for written, groups in index.items()}

    def may_change(self, a: ActiveEffect, writers: Writers, board: Board,
                   reads: dict[str, frozenset[str]],
                   affected: dict[str, frozenset[str]]) -> Iterator[ActiveEffect]:
        """The pending effects whose writes touch a field ``a`` reads (kept in ``reads``):
        the others cannot change it, the first test of ``depends``, made once per set of
        writes instead of once per effect. Of those that write only fields a static ``a``
        reads on its source (existence, text, controller), those that apply to that source
        (the first test of ``tried``), asked once for each group of effects alike."""
        a_reads = reads.get(a.id)
        if a_reads is None:
            a_reads = reads[a.id] = self.reads(a, board)
        source = a.source if a.kind == "static" else None
        own = self.object_reads(a, board, reads) if source is not None else None
        for written, groups in writers.items():
            if not touches(written, a_reads):
                continue
            everyone = source is None or own is None or touches(written, own)
            for group in groups:
                if everyone or self.applies_to(group[0], source or "", board, affected):
                    yield from group
