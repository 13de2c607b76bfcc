"""Dependency between effects of one layer (613.7 in 2011, 613.8 in 2026), found by trying.

Effect A depends on effect B when both apply in the same layer or sublayer, applying B
would change A's existence or text, the set of objects A applies to, or what A does to
them, and the CDA condition of the ruleset holds (2011: neither is from a CDA; 2026:
neither or both are). We decide it by applying B to a copy of the current board and
comparing A's signature before and after, never from declarations on cards. A quick test
on the fields B writes and A reads skips pairs where nothing can change.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

import networkx as nx

from mtglogic.layers.effects import ActiveEffect, static_ability
from mtglogic.rulesets import Layer

if TYPE_CHECKING:  # pragma: no cover
    from mtglogic.layers.engine import Board, LayerProcess

EXISTENCE_READS = frozenset(["abilities", "zone"])


class DependencyOracle:
    """Answers 'does A depend on B?' for the effects of one layer, on the current board."""

    def __init__(self, process: "LayerProcess", layer: Layer) -> None:
        self.process = process
        self.layer = layer

    def cda_allows(self, a: ActiveEffect, b: ActiveEffect) -> bool:
        if self.process.ruleset.dependency_cda == "neither_or_both":
            return a.cda == b.cda
        return not a.cda and not b.cda

    def reads(self, effect: ActiveEffect, board: "Board", source_too: bool = True) -> frozenset[str]:
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
        reads.discard("*")
        return frozenset(reads)

    def writes(self, effect: ActiveEffect, board: "Board") -> frozenset[str]:
        writes: set[str] = set()
        for part in self.process.parts_in(effect, self.layer, board):
            writes |= part.writes
        return frozenset(writes)

    def signature(self, effect: ActiveEffect, board: "Board") -> Hashable:
        """Existence, text, affected objects and what the effect does to each of them."""
        proc = self.process
        if not proc.exists(effect, board):
            return ("absent",)
        text = static_ability(board, effect)
        targets = proc.affected(effect, board)
        parts = proc.parts_in(effect, self.layer, board)
        ctx = proc.context(effect, board)
        does = tuple((oid, tuple(p.resolve(board[oid], ctx) for p in parts))
                     for oid in sorted(targets))
        return ("present", text.data if text is not None else None, targets, does)

    def depends(self, a: ActiveEffect, b: ActiveEffect, board: "Board",
                base: dict[str, Hashable], trials: dict[str, "Board"] | None = None,
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
        if not (b_writes & a_reads):
            return False
        if a.kind == "static" and a.source is not None:
            # Existence, text and controller are read on a's source only: when b writes
            # nothing else a reads, only b applying to that source can matter.
            key = a.id + "\0objects"
            own = reads.get(key) if reads is not None else None
            if own is None:
                own = self.reads(a, board, source_too=False)
                if reads is not None:
                    reads[key] = own
            if not (b_writes & own) and a.source not in self.targets_of(b, board, affected):
                return False
        self.process.budget.tick("dependency checks")
        trial = trials.get(b.id) if trials is not None else None
        if trial is None:
            trial = board.fork()
            self.process.apply(b, self.layer, trial)
            if trials is not None:
                trials[b.id] = trial
        if self.local(a, board) and a.source not in trial.changed():
            return self.changes_locally(a, board, trial)
        if a.id not in base:
            base[a.id] = self.signature(a, board)
        return self.signature(a, trial) != base[a.id]

    def targets_of(self, effect: ActiveEffect, board: "Board",
                   cache: dict[str, frozenset[str]] | None) -> frozenset[str]:
        found = cache.get(effect.id) if cache is not None else None
        if found is None:
            found = self.process.affected(effect, board)
            if cache is not None:
                cache[effect.id] = found
        return found

    def local(self, effect: ActiveEffect, board: "Board") -> bool:
        """Whether the effect's signature reads only its source and each object it tests
        (no count of objects, no condition, no other object named by id)."""
        if effect.kind == "counters":
            return True
        spec = self.process.spec_of(effect, board)
        return spec is not None and spec.condition is None and "*" not in spec.reads

    def changes_locally(self, a: ActiveEffect, board: "Board", trial: "Board") -> bool:
        """``signature(a, trial) != signature(a, board)`` for a local effect whose source
        the trial left alone: only the objects the trial changed can differ, in whether
        ``a`` applies to them and in what it does to them."""
        proc = self.process
        parts = proc.parts_in(a, self.layer, board)
        ctx_before = proc.context(a, board)
        ctx_after = proc.context(a, trial)
        fixed = a.id in proc.locked or a.kind != "static"
        spec = None if fixed else proc.spec_of(a, board)
        test = spec.applies_to.test if spec is not None and spec.applies_to is not None else None
        targets = proc.affected(a, board) if fixed or test is None else None
        for oid in trial.changed():
            before, after = board.get(oid), trial[oid]
            if targets is not None:
                was = is_now = oid in targets
            else:
                was = before is not None and test(before, ctx_before)
                is_now = test(after, ctx_after)
            if was != is_now:
                return True
            if is_now and any(p.resolve(before, ctx_before) != p.resolve(after, ctx_after)
                              for p in parts):
                return True
        return False

    def graph(self, pending: list[ActiveEffect]) -> nx.DiGraph:
        """Edges B -> A for every A that depends on B among the pending effects."""
        graph = nx.DiGraph()
        graph.add_nodes_from(e.id for e in pending)
        if len(pending) < 2:
            return graph
        board = self.process.board
        base: dict[str, Hashable] = {}
        trials: dict[str, "Board"] = {}
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
        ancestors) are computed into a networkx graph. The first effect whose strongly
        connected component has no edge coming from outside it is the next one
        (613.7b-c / 613.8b-c): every edge into its ancestors is known, since the ancestors
        of an effect are closed under dependency.
        """
        ordered = sorted(pending, key=lambda e: e.order)
        if len(ordered) < 2:
            return ordered[0], [], []
        by_id = {e.id: e for e in ordered}
        board = self.process.board
        caches: tuple[dict, dict, dict, dict, dict] = ({}, {}, {}, {}, {})
        graph = nx.DiGraph()
        explored: set[str] = set()

        def explore(eid: str) -> None:
            """Add the edges into ``eid`` and into all its ancestors to the graph."""
            stack = [eid]
            while stack:
                node = stack.pop()
                if node in explored:
                    continue
                explored.add(node)
                graph.add_node(node)
                a = by_id[node]
                for b in ordered:
                    if b.id != node and self.depends(a, b, board, *caches):
                        graph.add_edge(b.id, node)
                        stack.append(b.id)

        for effect in ordered:
            explore(effect.id)
            closure = nx.ancestors(graph, effect.id) | {effect.id}
            component = next(c for c in nx.strongly_connected_components(graph.subgraph(closure))
                             if effect.id in c)
            if closure - component:
                continue  # it (or its loop) waits for effects outside the loop
            loop = sorted(component) if len(component) > 1 else []
            waited = [e.id for e in ordered if e.order < effect.order and e.id in explored
                      and graph.has_edge(effect.id, e.id)]
            return effect, loop, waited
        raise AssertionError("a dependency graph always has a component with no incoming edge")

    def describe(self, graph: nx.DiGraph) -> list[dict]:
        return [{"effect": b, "needed_by": a} for b, a in sorted(graph.edges)]


def pick_next(pending: list[ActiveEffect], graph: nx.DiGraph | None) -> tuple[ActiveEffect, list[str]]:
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
