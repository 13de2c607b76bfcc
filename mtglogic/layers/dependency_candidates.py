"""Finding the candidates of the dependency test (613.7a in 2011, 613.8a in 2026): which
effects of a layer may change which, before any is tried.

Whether effect A may depend on effect B rests first on what each touches (the registry's
``reads`` and ``writes`` of their words, named per value where possible: see
``mtglogic.vocabulary.fields``): B must write a field A reads, on the objects A tests or on
A's source (its existence, text and controller). For a static A whose only such field is
on its source, B must also apply to that source. The objects a local effect applies to,
and whether it applies to one object, are kept from step to step while what they rest on
stays as it was (``EffectSets``).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.state import LayerState
from mtglogic.model.ruleset import Layer
from mtglogic.vocabulary.fields import touches

EXISTENCE_READS = frozenset(["abilities", "zone"])

Log = list[tuple[frozenset[str], frozenset[str]]]  # (writes, changed) of each step applied
Writers = dict[frozenset[str], list[ActiveEffect]]  # effects by the fields they write


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
        ``source_too``, leaving out those read only on its source (existence, controller)."""
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
        writes: set[str] = set()
        for part in self.process.parts_in(effect, self.layer, board):
            writes |= part.writes
        return frozenset(writes)

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

    def applies_to(self, effect: ActiveEffect, oid: str, board: Board,
                   cache: dict[str, frozenset[str]] | None) -> bool:
        """Whether the effect applies to the object now; for a local static effect on the
        process's board, kept while neither the object nor the effect's source changes
        (its selector judges the object on its own fields, "you" by the source)."""
        if cache is not None and effect.id in cache:
            return oid in cache[effect.id]
        proc = self.process
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
        """The pending effects by the fields they write (kept in ``writes``), in order."""
        index: Writers = {}
        for b in ordered:
            found = writes.get(b.id)
            if found is None:
                found = writes[b.id] = self.writes(b, board)
            index.setdefault(found, []).append(b)
        return index

    def may_change(self, a: ActiveEffect, writers: Writers, board: Board,
                   reads: dict[str, frozenset[str]],
                   affected: dict[str, frozenset[str]]) -> Iterator[ActiveEffect]:
        """The pending effects whose writes touch a field ``a`` reads (kept in ``reads``):
        the others cannot change it, the first test of ``depends``, made once per set of
        writes instead of once per effect. Of those that write only fields a static ``a``
        reads on its source (existence, text, controller), those that apply to that source
        (the first test of ``tried``)."""
        a_reads = reads.get(a.id)
        if a_reads is None:
            a_reads = reads[a.id] = self.reads(a, board)
        source = a.source if a.kind == "static" else None
        own = self.object_reads(a, board, reads) if source is not None else None
        for written, effects in writers.items():
            if not touches(written, a_reads):
                continue
            if source is None or own is None or touches(written, own):
                yield from effects
            else:
                yield from (b for b in effects if self.applies_to(b, source, board, affected))
