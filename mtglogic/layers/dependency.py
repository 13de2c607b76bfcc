"""Dependency between effects of one layer (613.7 in 2011, 613.8 in 2026), found by trying.

Effect A depends on effect B when both apply in the same layer or sublayer, applying B
would change A's existence or text, the set of objects A applies to, or what A does to
them, and the CDA condition of the ruleset holds (2011: neither is from a CDA; 2026:
neither or both are). We decide it by applying B to a copy of the current board and
comparing A's signature before and after, never from declarations on cards.

Quick paths that give the same answers (a property test compares them with the literal
definition): a test on the fields B writes and A reads (named per value where possible,
see ``mtglogic.effects.fields``) skips pairs where nothing can change; an effect that only
looks at each object it tests is compared on the objects B changed, B applied one object
at a time until a difference shows; two such effects with selectors are compared on one
object per value class of the board (``mtglogic.layers.classes``: the objects alike in
every field either reads there), an answer kept while the classes it was found on stay
and checked again on the classes that appeared since; and other answers are kept from one
step of a layer to the next until an applied effect writes a field they rest on.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglogic.deferred import DeferredModule
from mtglogic.layers.board import Board
from mtglogic.layers.classes import ClassIndex, Taken, values_of
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.state import LayerState
from mtglogic.layers.trial import (
    OBJECT_FIELDS,
    Changed,
    LazyTrial,
    Memo,
    change_of,
    difference,
    families_of,
)
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Layer
from mtglogic.vocabulary.class_names import class_names
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import families, touches

if TYPE_CHECKING:
    import networkx as nx
else:  # imported when a first graph is built: a layer with no dependency never needs it
    nx = DeferredModule("networkx")

EXISTENCE_READS = frozenset(["abilities", "zone"])
SOURCE_ONLY_READS = frozenset(["choices"])  # words chosen for the effect or its source


class DependencyOracle:
    """Answers 'does A depend on B?' for the effects of one layer, on the current board."""

    def __init__(self, process: LayerState, layer: Layer) -> None:
        self.process = process
        self.layer = layer
        # Answers kept from earlier steps of this layer, with what they rest on (Known),
        # checked when asked again against the changes made since (``log``).
        self.known: dict[tuple[str, str], Known] = {}
        self.log: list[tuple[frozenset[str], frozenset[str]]] = []  # (writes, changed) per step
        # What a local effect makes of an object, by the values of the fields it reads on
        # it (its test, what its parts do; for an effect tried, what it changes): kept per
        # effect while its definition and its source stay as they are.
        self.judged: dict[str, Memo] = {}
        self.deltas: dict[str, Memo] = {}
        self.keys: dict[tuple[str, ...], dict[int, tuple[ObjState, int]]] = {}
        self.classes: dict[tuple[Any, ...], int] = {}  # values -> their number (key_of)
        # Lazy trials of the process's board kept from step to step, while no step writes
        # a field they rest on or changes their effect's source (``board_changed``).
        self.lazies: dict[str, LazyTrial] = {}
        # The sets of local static effects, kept and brought up to date (``selected``).
        self.selections: dict[str, Selection] = {}
        # The board in value classes for the fields pairs of local effects read, kept up
        # to date from step to step, the answers found over them (``by_class``), and
        # whether a local selector takes a class, by effect (``chosen``).
        self.indexes: dict[tuple[str, ...], ClassIndex] = {}
        self.by_class: dict[tuple[str, str], ClassAnswer] = {}
        self.chosen: dict[str, Memo] = {}
        # How many steps changed each object, and whether a local static effect applies
        # to an object (``applies_to``), with those counts for it and the effect's source.
        self.epochs: dict[str, int] = {}
        self.applied: dict[tuple[str, str], tuple[tuple[int, int], Any, bool]] = {}
        # The fields of the classes a pair is compared on, with the definitions they rest on.
        self.pair_fields: dict[tuple[str, str], tuple[Any, Any, tuple[str, ...] | None]] = {}

    def board_changed(self, writes: frozenset[str], changed: frozenset[str]) -> None:
        """Forget the answers an applied effect may have changed: it wrote ``writes`` on
        the objects ``changed``.

        Whether a depends on b rests on the fields a reads, on the fields b reads and on
        the values of the fields b writes that a reads; existence, text and controller are
        read on the sources of a and b only. An effect that writes none of those fields,
        and leaves both sources alone, leaves the answer as it was (613.7c / 613.8c ask
        for the order to be found again after each effect: the kept answers are those
        that finding again would give). An answer found object by object (both effects
        local, b leaving a's source alone) rests only on the objects b applies to: a write
        elsewhere leaves it, so long as b's set of objects stays the same (``holds``)."""
        self.log.append((writes, frozenset(changed)))
        for store in (self.judged, self.deltas, self.chosen):
            for eid in [eid for eid, memo in store.items() if memo.source in changed]:
                del store[eid]
        epochs = self.epochs
        for oid in changed:
            epochs[oid] = epochs.get(oid, 0) + 1
        moved = [index for index in self.indexes.values() if touches(writes, index.names)]
        for index in moved:
            index.defer(self.process.board, changed)
        # The process's board changes its objects in place: their classes are found again.
        edited = [id(self.process.board[oid]) for oid in changed if oid in self.process.board]
        for by_state in self.keys.values():
            for key in edited:
                by_state.pop(key, None)
        for eid, lazy in list(self.lazies.items()):
            if lazy.source in changed or lazy.effect is None:
                del self.lazies[eid]
            elif touches(writes, lazy.selects):
                # Its selector is local: only the changed objects can join or leave its set.
                targets = self.targets_of(lazy.effect, self.process.board, None)
                if lazy.source in targets:
                    del self.lazies[eid]
                else:
                    lazy.retarget(targets, changed)
            else:
                lazy.refresh(writes, changed)

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

    def signature(self, effect: ActiveEffect, board: Board) -> Hashable:
        """Existence, text, affected objects and what the effect does to each of them."""
        proc = self.process
        if not proc.exists(effect, board):
            return ("absent",)
        targets = proc.affected(effect, board)
        parts = proc.parts_in(effect, self.layer, board)
        ctx = proc.context(effect, board)
        does = tuple((oid, tuple(p.resolve(board[oid], ctx) for p in parts))
                     for oid in sorted(targets))
        return ("present", proc.text_of(effect, board), targets, does)

    def depends(self, a: ActiveEffect, b: ActiveEffect, board: Board,
                base: dict[str, Hashable], trials: dict[str, Board] | None = None,
                reads: dict[str, frozenset[str]] | None = None,
                writes: dict[str, frozenset[str]] | None = None,
                affected: dict[str, frozenset[str]] | None = None) -> bool:
        """Whether ``a`` depends on ``b`` on this board (613.7a / 613.8a).

        ``base`` caches signatures on ``board``; ``trials`` the boards after applying each
        effect, ``reads`` and ``writes`` the fields of each effect (all for this board)."""
        if not self.cda_allows(a, b):
            return False
        b_writes = writes.get(b.id) if writes is not None else None
        if b_writes is None:
            b_writes = self.writes(b, board)
            if writes is not None:
                writes[b.id] = b_writes
        a_reads = reads.get(a.id) if reads is not None else None
        if a_reads is None:
            a_reads = self.reads(a, board)
            if reads is not None:
                reads[a.id] = a_reads
        if not touches(b_writes, a_reads):
            return False
        pair = (a.id, b.id)
        answer = self.by_class.get(pair)
        if answer is not None:
            again = self.class_again(answer, a, b, board)
            if again is not None:
                return again
            del self.by_class[pair]
        entry = self.known.get(pair)
        if entry is not None and self.holds(entry, b, board, affected):
            return entry.found
        found, rests_on = self.tried(a, b, b_writes, board, base, trials, reads, affected)
        if isinstance(rests_on, ClassAnswer):
            self.by_class[pair] = rests_on
            self.known.pop(pair, None)
            return found
        fields = self.object_reads(a, board, reads) | self.object_reads(b, board, reads)
        sources = frozenset(e.source for e in (a, b) if e.kind == "static" and e.source)
        self.known[pair] = Known(found, fields, sources, rests_on, len(self.log))
        return found

    def holds(self, entry: Known, b: ActiveEffect, board: Board,
              affected: dict[str, frozenset[str]] | None) -> bool:
        """Whether a kept answer still holds after the steps applied since it was found:
        no step changed a source it rests on, or wrote a field it reads on an object it
        rests on (every object, unless it rests on b's objects only, and those are the
        same)."""
        for writes, changed in self.log[entry.since:]:
            if not entry.sources.isdisjoint(changed):
                return False
            if touches(writes, entry.fields) and (
                    entry.objects is None or not entry.objects.isdisjoint(changed)):
                return False
        if entry.objects is not None and entry.since < len(self.log) \
                and self.targets_of(b, board, affected) != entry.objects:
            return False
        entry.since = len(self.log)  # checked up to now
        return True

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

    def tried(self, a: ActiveEffect, b: ActiveEffect, b_writes: frozenset[str],
              board: Board, base: dict[str, Hashable], trials: dict[str, Board] | None,
              reads: dict[str, frozenset[str]] | None,
              affected: dict[str, frozenset[str]] | None
              ) -> tuple[bool, frozenset[str] | ClassAnswer | None]:
        """``depends`` once the quick tests have passed: apply b on a trial and compare.
        Also what the answer rests on: the board's classes when it was found class by
        class, b's objects when object by object, None when on the whole board."""
        if a.kind == "static" and a.source is not None:
            # Existence, text and controller are read on a's source only: when b writes
            # nothing else a reads, only b applying to that source can matter.
            own = self.object_reads(a, board, reads)
            if not touches(b_writes, own) and not self.applies_to(b, a.source, board, affected):
                return False, None
        self.process.budget.tick("dependency checks")
        trial = trials.get(b.id) if trials is not None else None
        if trial is None and self.local(a, board):
            answer = self.class_answer(a, b, board)
            if answer is not None:
                return answer.witness is not None, answer
            lazy = self.lazy_trial(b, board, trials, affected)
            if lazy is not None and a.source not in lazy.targets:
                return self.changes_locally(a, board, lazy.changes(), lazy), lazy.targets
        if trial is None:
            trial = board.fork()
            self.process.apply(b, self.layer, trial)
            if trials is not None:
                trials[b.id] = trial
        if self.local(a, board) and a.source not in trial.changed():
            changes = ((oid, board[oid], difference(board[oid], trial[oid]))
                       for oid in trial.changed())
            return self.changes_locally(a, board, changes), None
        if a.id not in base:
            base[a.id] = self.signature(a, board)
        return self.signature(a, trial) != base[a.id], None

    def class_answer(self, a: ActiveEffect, b: ActiveEffect, board: Board
                     ) -> ClassAnswer | None:
        """``changes_locally`` over the board's value classes, for two local static effects
        with selectors that read only attributes of objects (``class_index``): one object
        per class of the values a and b read there gives the answer of every object of its
        class, so the classes are looked at, not the objects. None when that does not apply
        (then b's objects are looked at)."""
        index = self.class_index(a, b, board)
        if index is None or self.class_takes(index, b, b.source, board) \
                or self.class_takes(index, b, a.source, board):
            return None  # b would change a source: compared otherwise
        answer = ClassAnswer(index, self.class_pair(a, b, index, board), None, 0,
                             len(self.log), frozenset(e.source for e in (a, b) if e.source))
        return self.class_scan(answer, board)

    def class_takes(self, index: ClassIndex, b: ActiveEffect, oid: str | None,
                    board: Board) -> bool:
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
            assert spec is not None and spec.applies_to is not None  # class_index says so
            taken = judged[cls] = bool(spec.applies_to.test(board[oid],
                                                            self.process.context(b, board)))
        return taken

    def taken_by(self, b: ActiveEffect, index: ClassIndex, board: Board) -> Taken:
        """The classes of the index b's selector takes, as far as judged (kept while b's
        definition and source stay)."""
        chosen = self.memo(self.chosen, b, board).values
        taken = chosen.get(index.fields)
        if taken is None:
            taken = chosen[index.fields] = Taken()
        assert isinstance(taken, Taken)
        return taken

    def class_index(self, a: ActiveEffect, b: ActiveEffect, board: Board) -> ClassIndex | None:
        """The classes of the process's board for the fields a reads on the objects it
        tests and those b's selector and parts read or write there: objects alike in all of
        them are taken by b or not alike, changed alike and judged alike by a."""
        proc = self.process
        if board is not proc.board or a.kind != "static" or b.kind != "static" \
                or a.id in proc.locked or b.id in proc.locked \
                or not self.local(a, board) or not self.local(b, board):
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
            index = self.indexes[fields] = ClassIndex(fields, board, self.classes)
        return index

    def class_fields(self, a: ActiveEffect, b: ActiveEffect, board: Board
                     ) -> tuple[str, ...] | None:
        """The fields of ``class_index`` (None when one is not an object attribute, or
        when they name the object itself: a class per object)."""
        proc = self.process
        spec_b = proc.spec_of(b, board)
        assert spec_b is not None and spec_b.applies_to is not None  # class_index says so
        seen = self.compared_fields(a, board)
        works = frozenset().union(*(p.reads | p.writes
                                    for p in proc.parts_in(b, self.layer, board)))
        taken = class_attributes(spec_b.reads | spec_b.applies_to.reads | works)
        if seen is None or taken is None:
            return None
        fields = class_attributes(frozenset(seen) | frozenset(taken))
        assert fields is not None  # both are attributes
        return None if "id" in fields else fields

    def class_scan(self, answer: ClassAnswer, board: Board,
                   since: int | None = None) -> ClassAnswer:
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
        seen, key_of = pair.seen, self.key_of
        for cls in classes:
            state = board[next(iter(members[cls]))]
            delta = change_of(state, pair.parts_b, ctx_b, pair.written, pair.works,
                              pair.deltas, key_of)
            if not delta or delta.keys().isdisjoint(families_of(seen)):
                continue  # nothing a reads changed on its objects
            if self.differs(pair.judged, pair.take_a, pair.parts_a, state, delta,
                            key_of(state, seen), None, seen, pair.ctx_a):
                answer.witness = cls
                return answer
        answer.seen = len(index.appeared)
        return answer

    def class_pair(self, a: ActiveEffect, b: ActiveEffect, index: ClassIndex,
                   board: Board) -> ClassPair:
        """What ``class_scan`` reads of a and b, found once for the pair's answer (it rests
        on both definitions and sources, which a kept answer checks)."""
        proc = self.process
        spec_b, spec_a = proc.spec_of(b, board), proc.spec_of(a, board)
        assert spec_b is not None and spec_b.applies_to is not None  # class_index says so
        assert spec_a is not None and spec_a.applies_to is not None
        parts_b = proc.parts_in(b, self.layer, board)
        written = frozenset().union(*(p.writes for p in parts_b))
        read = frozenset().union(*(p.reads for p in parts_b))
        seen = self.compared_fields(a, board)
        assert seen is not None
        return ClassPair(
            spec_b.applies_to.test, proc.context(b, board), parts_b,
            attributes(families(written)) or tuple(sorted(OBJECT_FIELDS)),
            attributes(families(read | written)), self.memo(self.deltas, b, board).values,
            self.taken_by(b, index, board), spec_a.applies_to.test, proc.context(a, board),
            [p for p in proc.parts_in(a, self.layer, board) if p.reads - SOURCE_ONLY_READS],
            seen, self.memo(self.judged, a, board).values)

    def class_again(self, answer: ClassAnswer, a: ActiveEffect, b: ActiveEffect,
                    board: Board) -> bool | None:
        """A kept class answer after the steps applied since: None when one changed a's or
        b's source (found again whole); else true while its witness class is on the board,
        and a no found on the classes then present stays no unless one of the classes
        that appeared since says yes."""
        for _, changed in self.log[answer.since:]:
            if not answer.sources.isdisjoint(changed):
                return None
        answer.since = len(self.log)
        index = answer.index.fresh()
        if answer.witness is not None:
            return True if answer.witness in index.members else None
        if answer.seen < len(index.appeared):
            self.process.budget.tick("dependency checks")
            self.class_scan(answer, board, answer.seen)
        return answer.witness is not None

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

    def local(self, effect: ActiveEffect, board: Board) -> bool:
        """Whether the effect's signature reads only its source and each object it tests
        (no count of objects, no condition, no other object named by id)."""
        if effect.kind == "counters":
            return True
        spec = self.process.spec_of(effect, board)
        return spec is not None and spec.condition is None and "*" not in spec.reads

    def lazy_trial(self, b: ActiveEffect, board: Board, trials: dict[Any, Any] | None,
                   affected: dict[str, frozenset[str]] | None) -> LazyTrial | None:
        """Applying ``b`` object by object, as far as a comparison needs, when each object's
        result depends only on that object and on b's source, which b leaves alone."""
        key = b.id + "\0lazy"
        found = trials.get(key) if trials is not None else None
        if found is None:
            if not self.local(b, board):
                return None
            parts = self.process.parts_in(b, self.layer, board)
            spec = self.process.spec_of(b, board)
            kept = self.lazies.get(b.id) if board is self.process.board else None
            if kept is not None and kept.spec is spec and kept.parts == parts:
                found = kept  # nothing it rests on changed since it was made
            else:
                targets = self.targets_of(b, board, affected)
                if b.source in targets:
                    return None
                written = frozenset().union(*(p.writes for p in parts))
                read = frozenset().union(*(p.reads for p in parts))
                found = LazyTrial(board, targets, parts, self.process.context(b, board),
                                  attributes(families(written)),
                                  attributes(families(read | written)),
                                  self.memo(self.deltas, b, board), self.key_of, self.intern)
                found.spec, found.source, found.effect = spec, b.source, b
                found.works = read | written
                # What its set rests on: its selector, condition and duration, unless
                # it has started (its set is then locked: 613.5 in 2011, 613.6 in 2026).
                found.selects = frozenset() if spec is None or b.id in self.process.locked \
                    else spec.reads
                if board is self.process.board:
                    self.lazies[b.id] = found
            if trials is not None:
                trials[key] = found
        return found

    def changes_locally(self, a: ActiveEffect, board: Board,
                        changes: Iterable[tuple[str, ObjState, dict[str, Any]]],
                        lazy: LazyTrial | None = None) -> bool:
        """``signature(a, trial) != signature(a, board)`` for a local effect whose source
        the trial left alone: only the objects the trial changed can differ, in whether
        ``a`` applies to them and in what it does to them. ``changes`` gives each changed
        object before, and the fields the trial changed on it with their new values.

        What ``a`` makes of an object rests only on the fields it reads there (which
        check mode holds to its declarations), so it is judged once per set of values
        of those fields and looked up for every other object that has them. With the
        ``lazy`` trial that made ``changes``, its class lists for a's fields are read
        instead: one object per class, shared by every effect that reads those fields."""
        proc = self.process
        # What a part does can differ between two objects only if it reads them: a part
        # that reads nothing, or only its source's choices, does the same to each.
        parts = [p for p in proc.parts_in(a, self.layer, board) if p.reads - SOURCE_ONLY_READS]
        ctx = proc.context(a, board)
        fixed = a.id in proc.locked or a.kind != "static"
        spec = None if fixed else proc.spec_of(a, board)
        test = spec.applies_to.test if spec is not None and spec.applies_to is not None else None
        fields = self.compared_fields(a, board)
        judged = self.memo(self.judged, a, board).values if fields is not None else {}
        # Whether a applies to an object: by its set when that is fixed (or the effect has
        # no selector), else by its selector judged once per class, as ``affected`` would.
        by_class = fields is not None and not (fixed or test is None)
        targets = frozenset() if by_class else proc.affected(a, board)
        # Objects alike for this pair (the same values of what a reads before, the same
        # change by b, in a's set or not) give the same answer: one of each class is
        # judged. The change is keyed by identity (b's trial makes one per class of its
        # own) and kept alive in ``classes`` so no identity is reused while the loop runs.
        if by_class and lazy is not None:
            assert fields is not None and test is not None  # by_class says so
            return any(self.differs(judged, test, parts, before, delta, key_before, None, fields,
                                    ctx, key_after) for _, before, delta, key_before, key_after
                       in lazy.classes_for(fields))
        classes: dict[tuple[Any, ...], dict[str, Any]] = {}
        for oid, before, delta in changes:
            if fields is not None and delta.keys().isdisjoint(families_of(fields)):
                continue  # nothing a reads changed on this object
            if fields is not None:
                key_before = self.key_of(before, fields)
                was = self.judged_in(judged, test, before, key_before, ctx) if by_class \
                    else oid in targets
                cls = (id(delta), key_before, was)
                if cls in classes:
                    continue
                classes[cls] = delta
            else:
                was = oid in targets
            if fields is None:
                after = Changed(before, delta)
                is_now = was if fixed or test is None else test(after.state(), ctx)
                if was != is_now:
                    return True
                if is_now and any(p.resolve(before, ctx) != p.resolve(after.state(), ctx)
                                  for p in parts):
                    return True
                continue
            if self.differs(judged, test if by_class else None, parts, before, delta,
                            key_before, was, fields, ctx):
                return True
        return False

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
            was = self.judged_in(judged, test, before, key_before, ctx)
        after = Changed(before, delta)
        if key_after is None:
            key_after = self.intern(after.key(fields))
        if test is not None and was != self.judged_in(judged, test, after.state, key_after,
                                                      ctx):
            return True
        return was and bool(parts) and self.does(judged, parts, lambda: before, key_before,
                                                 ctx) \
            != self.does(judged, parts, after.state, key_after, ctx)

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

    @staticmethod
    def judged_in(judged: dict[Any, Any], test: Callable[[ObjState, EvalContext], bool] | None,
                  state: ObjState | Callable[[], ObjState], key: int, ctx: EvalContext) -> bool:
        """Whether the selector takes an object with these values (judged once per values)."""
        found = judged.get(("in", key))
        if found is None:
            assert test is not None  # called only for an effect with a selector
            obj = state() if callable(state) else state
            found = judged[("in", key)] = bool(test(obj, ctx))
        return found

    @staticmethod
    def does(judged: dict[Any, Any], parts: list[Part], state: Callable[[], ObjState],
             key: int,
             ctx: EvalContext) -> Hashable:
        """What the parts do to an object with these values (judged once per values)."""
        found = judged.get(("does", key))
        if found is None:
            obj = state()
            found = judged[("does", key)] = tuple(p.resolve(obj, ctx) for p in parts)
        return found

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
        return class_attributes(self.reads(effect, board, source_too=False))

    def graph(self, pending: list[ActiveEffect]) -> nx.DiGraph[str]:
        """Edges B -> A for every A that depends on B among the pending effects."""
        graph: nx.DiGraph[str] = nx.DiGraph()
        graph.add_nodes_from(e.id for e in pending)
        if len(pending) < 2:
            return graph
        board = self.process.board
        base: dict[str, Hashable] = {}
        trials: dict[str, Board] = {}
        reads: dict[str, frozenset[str]] = {}
        writes: dict[str, frozenset[str]] = {}
        affected: dict[str, frozenset[str]] = {}
        for a in pending:
            for b in pending:
                if a.id != b.id and self.depends(a, b, board, base, trials, reads, writes,
                                                 affected):
                    graph.add_edge(b.id, a.id)
        return graph

    def pick(self, pending: list[ActiveEffect]) -> tuple[ActiveEffect, list[str], list[str]]:
        """The effect to apply next, its loop, and the earlier effects that waited for it.

        The same choice as ``pick_next`` on the full graph, found lazily: effects are tried
        in timestamp order, and only the dependencies of those tried (and of their
        ancestors) are computed. The first effect whose strongly connected component has no
        edge coming from outside it is the next one (613.7b-c / 613.8b-c): every edge into
        its ancestors is known, since the ancestors of an effect are closed under
        dependency (``loop_of``).
        """
        ordered = sorted(pending, key=lambda e: e.order)
        if len(ordered) < 2:
            return ordered[0], [], []
        by_id = {e.id: e for e in ordered}
        board = self.process.board
        caches: tuple[dict[Any, Any], ...] = ({}, {}, {}, {}, {})
        # The effects each explored effect depends on.
        parents: dict[str, set[str]] = {}

        writers = self.writers(ordered, board, caches[3])

        def explore(eid: str) -> None:
            """Find the effects ``eid`` and all its ancestors depend on."""
            stack = [eid]
            while stack:
                node = stack.pop()
                if node in parents:
                    continue
                found = parents[node] = set()
                a = by_id[node]
                for b in self.may_change(a, writers, board, caches[2], caches[4]):
                    if b.id != node and self.depends(a, b, board, *caches):
                        found.add(b.id)
                        stack.append(b.id)

        for effect in ordered:
            explore(effect.id)
            if not parents[effect.id]:
                # Depends on nothing: the earliest such effect goes next.
                return effect, [], self.waited_for(effect, ordered, parents)
            loop = loop_of(effect.id, parents)
            if loop is None:
                continue  # it (or its loop) waits for effects outside the loop
            return effect, loop, self.waited_for(effect, ordered, parents)
        raise AssertionError("a dependency graph always has a component with no incoming edge")

    def writers(self, ordered: list[ActiveEffect], board: Board,
                writes: dict[str, frozenset[str]]) -> dict[frozenset[str], list[ActiveEffect]]:
        """The pending effects by the fields they write (kept in ``writes``), in order."""
        index: dict[frozenset[str], list[ActiveEffect]] = {}
        for b in ordered:
            found = writes.get(b.id)
            if found is None:
                found = writes[b.id] = self.writes(b, board)
            index.setdefault(found, []).append(b)
        return index

    def may_change(self, a: ActiveEffect, writers: dict[frozenset[str], list[ActiveEffect]],
                   board: Board, reads: dict[str, frozenset[str]],
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

    @staticmethod
    def waited_for(effect: ActiveEffect, ordered: list[ActiveEffect],
                   parents: dict[str, set[str]]) -> list[str]:
        """The earlier effects found depending on ``effect``: they waited for it."""
        return [e.id for e in ordered if e.order < effect.order
                and effect.id in parents.get(e.id, ())]

    def describe(self, graph: nx.DiGraph[str]) -> list[dict[str, Any]]:
        return [{"effect": b, "needed_by": a} for b, a in sorted(graph.edges)]


class LiteralDependency(DependencyOracle):
    """613.8a (2026) / 613.7a (2011) read literally: a depends on b when both are in this
    layer, the CDA rule allows it, and applying b to a copy of the board changes a's
    existence, text, set of objects or what it does to them. No filter on declared fields,
    no answer kept between steps, no per-object shortcut: the reference the fast path
    (``DependencyOracle``) must agree with, selectable with ``dependency="literal"``."""

    def board_changed(self, writes: frozenset[str], changed: frozenset[str]) -> None:
        self.known = {}
        self.log.append((writes, changed))

    def depends(self, a: ActiveEffect, b: ActiveEffect, board: Board,
                *caches: object) -> bool:
        if not self.cda_allows(a, b):
            return False
        self.process.budget.tick("dependency checks")
        trial = board.fork()
        self.process.apply(b, self.layer, trial)
        return self.signature(a, trial) != self.signature(a, board)


STRATEGIES: dict[str, type[DependencyOracle] | None] = {
    "fast": DependencyOracle, "literal": LiteralDependency, "off": None}


def attributes(fields: frozenset[str]) -> tuple[str, ...] | None:
    """These fields as object attributes to compare, or None if one is not an attribute."""
    return tuple(sorted(fields)) if fields <= OBJECT_FIELDS else None


def class_attributes(names: frozenset[str]) -> tuple[str, ...] | None:
    """The names to class objects on for readers of ``names`` (``class_names``), or None
    if the field of one is not an object attribute."""
    found = class_names(names)
    return tuple(sorted(found)) if families(found) <= OBJECT_FIELDS else None


@dataclass
class Known:
    """An answer kept between steps: whether a depends on b, the fields a or b read on
    objects, their sources, the objects it rests on (b's, when found object by object;
    None: every object) and the step of the log it has been checked up to."""

    found: bool
    fields: frozenset[str]
    sources: frozenset[str]
    objects: frozenset[str] | None
    since: int


@dataclass
class ClassAnswer:
    """An answer found over the board's value classes (``index``): the class on which b
    changes what a makes (None: on no class looked at), how many of the index's classes,
    in the order they appeared, have been looked at, the step of the log it has been
    checked up to, and the sources of a and b it rests on."""

    index: ClassIndex
    pair: ClassPair
    witness: int | None
    seen: int
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


@dataclass
class Selection:
    """The objects a local selector takes, with the definition, source and fields it
    rests on, and the step of the log it is up to date with."""

    spec: Any
    source: str | None
    reads: frozenset[str]
    found: frozenset[str]
    since: int


def loop_of(eid: str, parents: dict[str, set[str]]) -> list[str] | None:
    """The dependency loop of an effect (sorted; [] when it is in none), or None when it or
    its loop depends on an effect outside the loop (613.7b-c / 613.8b-c). ``parents`` gives
    the effects each effect depends on, for the effect and all its ancestors.

    Its strongly connected component is itself and those of its ancestors it reaches
    again by following dependents: a path from it back to an ancestor passes through
    ancestors only, so both walks stay among them."""
    ancestors: set[str] = set()
    stack = [eid]
    while stack:
        for parent in parents[stack.pop()]:
            if parent not in ancestors:
                ancestors.add(parent)
                stack.append(parent)
    ancestors.add(eid)
    dependents: dict[str, list[str]] = {}
    for node in ancestors:
        for parent in parents[node]:
            dependents.setdefault(parent, []).append(node)
    component = {eid}
    stack = [eid]
    while stack:
        for child in dependents.get(stack.pop(), ()):
            if child not in component:
                component.add(child)
                stack.append(child)
    if ancestors - component:
        return None
    return sorted(component) if len(component) > 1 else []


def pick_next(pending: list[ActiveEffect],
              graph: nx.DiGraph[str] | None) -> tuple[ActiveEffect, list[str]]:
    """The effect to apply next, and its dependency loop (613.7b / 613.8b).

    Effects whose strongly connected component has no incoming edge from another one are
    ready; among them the earliest timestamp goes first. Members of one component larger
    than one effect form a loop and go in timestamp order among themselves.
    """
    by_id = {e.id: e for e in pending}
    if graph is None or graph.number_of_edges() == 0:
        return min(pending, key=lambda e: e.order), []
    components = list(nx.strongly_connected_components(graph))
    component_of = {node: i for i, comp in enumerate(components) for node in comp}
    blocked = {component_of[v] for u, v in graph.edges if component_of[u] != component_of[v]}
    ready = [by_id[n] for i, comp in enumerate(components) if i not in blocked for n in comp]
    chosen = min(ready, key=lambda e: e.order)
    loop = sorted(components[component_of[chosen.id]])
    return chosen, loop if len(loop) > 1 else []
