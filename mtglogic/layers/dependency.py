"""Dependency between effects of one layer (613.7 in 2011, 613.8 in 2026), and the order it
gives: the effect to apply next.

Effect A depends on effect B when both apply in the same layer or sublayer, applying B
would change A's existence or text, the set of objects A applies to, or what A does to
them, and the CDA condition of the ruleset holds (2011: neither is from a CDA; 2026:
neither or both are). We decide it by applying B to a copy of the current board and
comparing A's signature before and after, never from declarations on cards.

The work is split by job: finding the candidates, the pairs whose fields and objects let
one change the other (``dependency_candidates``); trial application, applying B and
comparing, object by object or over the board's value classes (``dependency_trials``,
``dependency_classes``, ``dependency_values``); and here the answers kept from one step of
a layer to the next until an applied effect writes a field they rest on, and the ordering:
the next effect, found lazily from the dependencies of the effects tried in timestamp
order (613.7b-c / 613.8b-c), dependency loops in timestamp order.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglogic.deferred import DeferredModule
from mtglogic.layers.board import Board
from mtglogic.layers.dependency_candidates import EffectSets
from mtglogic.layers.dependency_classes import ClassAnswer, ClassAnswers
from mtglogic.layers.dependency_trials import Trials
from mtglogic.layers.dependency_values import Judgments
from mtglogic.layers.effects import ActiveEffect
from mtglogic.layers.state import LayerState
from mtglogic.model.ruleset import Layer
from mtglogic.vocabulary.fields import touches

if TYPE_CHECKING:
    import networkx as nx
else:  # imported when a first graph is built: a layer with no dependency never needs it
    nx = DeferredModule("networkx")


class DependencyOracle:
    """Answers 'does A depend on B?' for the effects of one layer, on the current board,
    and which effect goes next."""

    def __init__(self, process: LayerState, layer: Layer) -> None:
        self.process = process
        self.layer = layer
        # The steps applied in this layer: (fields written, objects changed).
        self.log: list[tuple[frozenset[str], frozenset[str]]] = []
        self.sets = EffectSets(process, layer, self.log)
        self.judgments = Judgments(self.sets)
        self.classes = ClassAnswers(self.sets, self.judgments)
        self.trials = Trials(self.sets, self.judgments, self.classes)
        # Answers kept from earlier steps of this layer, with what they rest on (Known, or
        # the classes they were found on), checked when asked again against the changes
        # made since (``log``).
        self.known: dict[tuple[str, str], Known] = {}
        self.by_class: dict[tuple[str, str], ClassAnswer] = {}

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
        changed = frozenset(changed)
        self.log.append((writes, changed))
        self.judgments.board_changed(changed)
        self.sets.board_changed(changed)
        self.classes.board_changed(writes, changed)
        self.trials.board_changed(writes, changed)

    def signature(self, effect: ActiveEffect, board: Board) -> Hashable:
        """Existence, text, affected objects and what the effect does to each of them."""
        return self.trials.signature(effect, board)

    def depends(self, a: ActiveEffect, b: ActiveEffect, board: Board,
                base: dict[str, Hashable], trials: dict[str, Board] | None = None,
                reads: dict[str, frozenset[str]] | None = None,
                writes: dict[str, frozenset[str]] | None = None,
                affected: dict[str, frozenset[str]] | None = None) -> bool:
        """Whether ``a`` depends on ``b`` on this board (613.7a / 613.8a).

        ``base`` caches signatures on ``board``; ``trials`` the boards after applying each
        effect, ``reads`` and ``writes`` the fields of each effect (all for this board)."""
        sets = self.sets
        if not sets.cda_allows(a, b):
            return False
        b_writes = writes.get(b.id) if writes is not None else None
        if b_writes is None:
            b_writes = sets.writes(b, board)
            if writes is not None:
                writes[b.id] = b_writes
        a_reads = reads.get(a.id) if reads is not None else None
        if a_reads is None:
            a_reads = sets.reads(a, board)
            if reads is not None:
                reads[a.id] = a_reads
        if not touches(b_writes, a_reads):
            return False
        pair = (a.id, b.id)
        answer = self.by_class.get(pair)
        if answer is not None:
            again = self.classes.again(answer, board)
            if again is not None:
                return again
            del self.by_class[pair]
        entry = self.known.get(pair)
        if entry is not None and self.holds(entry, b, board, affected):
            return entry.found
        found, rests_on = self.trials.tried(a, b, b_writes, board, base, trials, reads,
                                            affected)
        if isinstance(rests_on, ClassAnswer):
            self.by_class[pair] = rests_on
            self.known.pop(pair, None)
            return found
        fields = sets.object_reads(a, board, reads) | sets.object_reads(b, board, reads)
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
                and self.sets.targets_of(b, board, affected) != entry.objects:
            return False
        entry.since = len(self.log)  # checked up to now
        return True

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

        writers = self.sets.writers(ordered, board, caches[3])

        def explore(eid: str) -> None:
            """Find the effects ``eid`` and all its ancestors depend on."""
            stack = [eid]
            while stack:
                node = stack.pop()
                if node in parents:
                    continue
                found = parents[node] = set()
                a = by_id[node]
                for b in self.sets.may_change(a, writers, board, caches[2], caches[4]):
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
        if not self.sets.cda_allows(a, b):
            return False
        self.process.budget.tick("dependency checks")
        trial = board.fork()
        self.process.apply(b, self.layer, trial)
        return self.signature(a, trial) != self.signature(a, board)


STRATEGIES: dict[str, type[DependencyOracle] | None] = {
    "fast": DependencyOracle, "literal": LiteralDependency, "off": None}


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
