"""Trial application for the dependency test (613.7a in 2011, 613.8a in 2026): apply b to a
copy of the board and compare a's signature before and after, never from declarations on
cards.

Quick paths that give the same answers (a property test compares them with the literal
definition): an effect that only looks at each object it tests is compared on the objects
b changed, b applied one object at a time until a difference shows (a ``LazyTrial``, kept
from one step of a layer to the next while what it rests on stays); two such effects with
selectors are compared on one object per value class of the board (``ClassAnswers``).
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from mtglogic.layers.board import Board
from mtglogic.layers.dependency_candidates import EffectSets, attributes
from mtglogic.layers.dependency_classes import ClassAnswer, ClassAnswers
from mtglogic.layers.dependency_values import SOURCE_ONLY_READS, Judgments, judged_in
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.trial import Changed, LazyTrial, difference, families_of
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.fields import families, touches


class Trials:
    """Applying b on a trial, or as far as a comparison needs, and comparing a."""

    def __init__(self, sets: EffectSets, judgments: Judgments, classes: ClassAnswers) -> None:
        self.sets = sets
        self.judgments = judgments
        self.classes = classes
        self.process = sets.process
        self.layer = sets.layer
        # Lazy trials of the process's board kept from step to step, while no step writes
        # a field they rest on or changes their effect's source (``board_changed``).
        self.lazies: dict[str, LazyTrial] = {}

    def board_changed(self, writes: frozenset[str], changed: frozenset[str]) -> None:
        """Bring the kept lazy trials up to date with a step (or let them go)."""
        for eid, lazy in list(self.lazies.items()):
            if lazy.source in changed or lazy.effect is None:
                del self.lazies[eid]
            elif touches(writes, lazy.selects):
                # Its selector is local: only the changed objects can join or leave its set.
                targets = self.sets.targets_of(lazy.effect, self.process.board, None)
                if lazy.source in targets:
                    del self.lazies[eid]
                else:
                    lazy.retarget(targets, changed)
            else:
                lazy.refresh(writes, changed)

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

    def tried(self, a: ActiveEffect, b: ActiveEffect, b_writes: frozenset[str],
              board: Board, base: dict[str, Hashable], trials: dict[str, Board] | None,
              reads: dict[str, frozenset[str]] | None,
              affected: dict[str, frozenset[str]] | None
              ) -> tuple[bool, frozenset[str] | ClassAnswer | None]:
        """``depends`` once the quick tests have passed: apply b on a trial and compare.
        Also what the answer rests on: the board's classes when it was found class by
        class, b's objects when object by object, None when on the whole board."""
        sets = self.sets
        if a.kind == "static" and a.source is not None:
            # Existence, text and controller are read on a's source only: when b writes
            # nothing else a reads, only b applying to that source can matter.
            own = sets.object_reads(a, board, reads)
            if not touches(b_writes, own) and not sets.applies_to(b, a.source, board, affected):
                return False, None
        self.process.budget.tick("dependency checks")
        trial = trials.get(b.id) if trials is not None else None
        if trial is None and sets.local(a, board):
            answer = self.classes.answer(a, b, board)
            if answer is not None:
                return answer.core.witness is not None, answer
            lazy = self.lazy_trial(b, board, trials, affected)
            if lazy is not None and a.source not in lazy.targets:
                return self.changes_locally(a, board, lazy.changes(), lazy), lazy.targets
        if trial is None:
            trial = board.fork()
            self.process.apply(b, self.layer, trial)
            if trials is not None:
                trials[b.id] = trial
        if sets.local(a, board) and a.source not in trial.changed():
            changes = ((oid, board[oid], difference(board[oid], trial[oid]))
                       for oid in trial.changed())
            return self.changes_locally(a, board, changes), None
        if a.id not in base:
            base[a.id] = self.signature(a, board)
        return self.signature(a, trial) != base[a.id], None

    def lazy_trial(self, b: ActiveEffect, board: Board, trials: dict[Any, Any] | None,
                   affected: dict[str, frozenset[str]] | None) -> LazyTrial | None:
        """Applying ``b`` object by object, as far as a comparison needs, when each object's
        result depends only on that object and on b's source, which b leaves alone."""
        key = b.id + "\0lazy"
        found = trials.get(key) if trials is not None else None
        if found is None:
            if not self.sets.local(b, board):
                return None
            parts = self.process.parts_in(b, self.layer, board)
            spec = self.process.spec_of(b, board)
            kept = self.lazies.get(b.id) if board is self.process.board else None
            if kept is not None and kept.spec is spec and kept.parts == parts:
                found = kept  # nothing it rests on changed since it was made
            else:
                targets = self.sets.targets_of(b, board, affected)
                if b.source in targets:
                    return None
                written = frozenset().union(*(p.writes for p in parts))
                read = frozenset().union(*(p.reads for p in parts))
                judgments = self.judgments
                found = LazyTrial(board, targets, parts, self.process.context(b, board),
                                  attributes(families(written)),
                                  attributes(families(read | written)),
                                  judgments.memo(judgments.deltas, b, board), judgments.key_of,
                                  judgments.intern)
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
        proc, judgments = self.process, self.judgments
        # What a part does can differ between two objects only if it reads them: a part
        # that reads nothing, or only its source's choices, does the same to each.
        parts = [p for p in proc.parts_in(a, self.layer, board) if p.reads - SOURCE_ONLY_READS]
        ctx = proc.context(a, board)
        fixed = a.id in proc.locked or a.kind != "static"
        spec = None if fixed else proc.spec_of(a, board)
        test = spec.applies_to.test if spec is not None and spec.applies_to is not None else None
        fields = judgments.compared_fields(a, board)
        judged = judgments.memo(judgments.judged, a, board).values if fields is not None else {}
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
            return any(judgments.differs(judged, test, parts, before, delta, key_before, None,
                                         fields, ctx, key_after)
                       for _, before, delta, key_before, key_after
                       in lazy.classes_for(fields))
        classes: dict[tuple[Any, ...], dict[str, Any]] = {}
        for oid, before, delta in changes:
            if fields is not None and delta.keys().isdisjoint(families_of(fields)):
                continue  # nothing a reads changed on this object
            if fields is not None:
                key_before = judgments.key_of(before, fields)
                was = judged_in(judged, test, before, key_before, ctx) if by_class \
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
            if judgments.differs(judged, test if by_class else None, parts, before, delta,
                                 key_before, was, fields, ctx):
                return True
        return False
