"""The layer system (rule 613): every object's characteristics under continuous effects.

Layer by layer over all objects together (613.1), with characteristic-defining abilities
first (613.2 in 2011, 613.3 in 2026), then timestamp order (613.6 / 613.7) as changed by
dependencies found by applying effects and comparing (613.7 / 613.8), dependency loops in
timestamp order; an effect that started to apply keeps its set of objects in later layers
(613.5 / 613.6). Effects on players and on rules come after (613.9-10 / 613.10-11).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtglogic.layers.changes import Changes, changed_values, snapshot, written_fields
from mtglogic.layers.consequences import Consequence, consequences
from mtglogic.layers.copied import Copiable, copiable_board
from mtglogic.layers.dependency import STRATEGIES, pick_next
from mtglogic.layers.effects import ActiveEffect, effect_text, gather
from mtglogic.layers.lasting import EndedRecord
from mtglogic.layers.rules_applied import RulesRecord, rules_records
from mtglogic.layers.state import LayerState
from mtglogic.layers.ties import shared_timestamps
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Layer


@dataclass
class Step:
    """One effect applied in one layer, and why it came at that point."""

    layer: str
    effect: str
    text: str
    affected: list[str]
    reason: str
    rules: list[str]
    # What it changed on each object: characteristic -> (before, after); None when not
    # asked for (``record_changes``).
    changes: Changes | None = None


@dataclass
class PlayerEffectRecord:
    """An effect on players or on game rules, applied after objects."""

    effect: str
    text: str
    players: list[str]
    gains: list[str]
    rule: str


@dataclass
class InactiveRecord:
    """A static ability in its zone whose condition does not hold on the final board: its
    effect does not apply now (611.3a in both rulesets: a static ability's effect is never
    locked in)."""

    effect: str
    text: str
    rule: str


@dataclass
class LayerRun:
    """The final board of one run of the layer process, with its explanation."""

    board: dict[str, ObjState]
    steps: list[Step]
    player_effects: list[PlayerEffectRecord]
    graphs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    # Effects that were waiting in a layer and stopped existing before they applied,
    # each with the number of steps applied before it vanished.
    vanished: list[tuple[int, Step]] = field(default_factory=list)
    # The state-based actions the final board calls for (704), reported, not performed.
    consequences: list[Consequence] = field(default_factory=list)
    inactive: list[InactiveRecord] = field(default_factory=list)
    # Each object's copiable values after the copy layers, and the objects a copy effect
    # applied to (707.2b: what they copied is kept as time passes).
    copiable: Copiable = field(default_factory=dict)
    copies: frozenset[str] = frozenset()
    # The rules effects that apply on the final board (613.10 / 613.11), after the layers.
    rules: list[RulesRecord] = field(default_factory=list)
    # The effects whose "for as long as" condition is false on this board, which have
    # ended (611.2b, ``mtglogic.layers.lasting``): the board is the one without them.
    ended: list[EndedRecord] = field(default_factory=list)


COPY_PARTS = frozenset(["copy", "face_down"])  # the parts that make copiable values (707.2)


class LayerProcess(LayerState):
    """Runs rule 613 once for one tie-break choice of simultaneous timestamps."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.steps: list[Step] = []
        self.vanished: list[tuple[int, Step]] = []
        self.graphs: dict[str, list[dict[str, Any]]] = {}
        self.shared = shared_timestamps(self.game, list(self.resolved))

    # -- the process -------------------------------------------------------------------
    def run(self) -> LayerRun:
        copiable: Copiable = {}
        copies: set[str] = set()
        for layer in self.ruleset.layers:
            before = len(self.steps)
            self.run_layer(layer)
            if COPY_PARTS & set(layer.parts):
                copiable = copiable_board(dict(self.board))
                copies.update(oid for step in self.steps[before:] for oid in step.affected)
        rules = self.rules_effects()
        # the legend rule doesn't apply to a permanent a rules effect exempts (704.5j)
        exempt = frozenset(o for r in rules if r.word == "legend_rule_exempt" for o in r.objects)
        return LayerRun(dict(self.board), self.steps, self.player_effects(), self.graphs,
                        self.vanished, consequences(self.board, self.ruleset, exempt),
                        self.inactive(), copiable, frozenset(copies), rules)

    def all_effects(self) -> list[ActiveEffect]:
        """Effects generated now, plus started ones whose ability has since been removed."""
        if self._gathered is None:
            self._gathered = gather(self.game, self.board, self.resolved, self.ranks,
                                    self.ruleset)
        effects = list(self._gathered)
        present = {e.id for e in effects}
        effects.extend(e for eid, (e, _, _) in self.started.items() if eid not in present)
        return effects

    def candidates(self, layer: Layer, done: set[str]) -> list[ActiveEffect]:
        found = []
        for effect in self.all_effects():
            if effect.id in done or not self.parts_in(effect, layer, self.board):
                continue
            if self.exists(effect, self.board):
                found.append(effect)
        return found

    def run_layer(self, layer: Layer) -> None:
        done: set[str] = set()
        waited: dict[str, set[str]] = {}
        strategy = STRATEGIES[self.dependency]
        oracle = strategy(self, layer) if strategy is not None else None
        cda_first = layer.id in self.ruleset.cda_first_layers
        seen: dict[str, str] = {}  # pending effects met in this layer, with their text
        last: str | None = None
        while True:
            self.budget.tick("layer steps")
            pending = self.candidates(layer, done)
            self.note_vanished(layer, seen, {e.id for e in pending} | done, last)
            seen.update((e.id, effect_text(self.board, e)) for e in pending if e.id not in seen)
            if not pending:
                break
            cda_phase = cda_first and any(e.cda for e in pending)
            if cda_phase:
                pending = [e for e in pending if e.cda]
            if oracle is not None and not self.record_graphs:
                # Only the dependencies needed to find the next effect are computed.
                chosen, loop, waiting = oracle.pick(pending)
            else:
                graph = oracle.graph(pending) if oracle is not None else None
                if graph is not None and oracle is not None and self.record_graphs:
                    self.record_graph(layer.id, oracle.describe(graph), last)
                chosen, loop = pick_next(pending, graph)
                waiting = [] if graph is None else [
                    e for e in graph.successors(chosen.id)
                    if next(p for p in pending if p.id == e).order < chosen.order]
            # Effects with earlier timestamps that depend on the chosen one waited for it
            # (613.7b / 613.8b); remembered for their explanation, even if re-evaluation
            # later frees them.
            for eid in waiting:
                waited.setdefault(eid, set()).add(chosen.id)
            spec = self.spec_of(chosen, self.board)
            data = self.text_of(chosen, self.board)
            text = spec.text if spec is not None else effect_text(self.board, chosen)
            parts = self.parts_in(chosen, layer, self.board)
            writes = frozenset().union(*(p.writes for p in parts))
            targets = self.affected(chosen, self.board)
            changes: Changes | None = None
            if self.record_changes:
                fields = written_fields(writes)
                before = snapshot(self.board, targets, fields)
                self.apply(chosen, layer, self.board, targets)
                changes = changed_values(before, self.board, fields)
            else:
                self.apply(chosen, layer, self.board, targets)
            self.board_changed(writes)
            if oracle is not None:
                oracle.board_changed(writes, targets)
            self.start(chosen, spec, data, targets)
            done.add(chosen.id)
            reason, rules = self.reason(layer, chosen, pending, loop, waited.get(chosen.id, set()),
                                        cda_phase)
            if self.owner_is_you(chosen):
                reason += "; its object has no controller: \"you\" is its owner"
                rules = rules + [self.ruleset.cite("you")]
            if self.undefined.get(chosen.id):
                keys = ", ".join(sorted(self.undefined[chosen.id]))
                reason += (f"; the choice it reads ({keys}) was never made for this gained or "
                           f"copied ability: undefined, that part does nothing")
                rules = rules + [self.ruleset.cite("undefined_choice")]
            self.steps.append(Step(layer.id, chosen.id, text, sorted(targets), reason, rules,
                                   changes))
            last = chosen.id

    def record_graph(self, layer_id: str, edges: list[dict[str, Any]], last: str | None) -> None:
        """Keep a layer's dependency graph: as found when the layer started (613.8a, 2011
        613.7a), then each edge found only when the order is found again after ``last``
        applied (613.8c, 2011 613.7c), marked with ``found_after``."""
        if layer_id not in self.graphs:
            self.graphs[layer_id] = edges
            return
        known = {(e["effect"], e["needed_by"]) for e in self.graphs[layer_id]}
        self.graphs[layer_id] += [{**e, "found_after": last} for e in edges
                                  if (e["effect"], e["needed_by"]) not in known]

    def note_vanished(self, layer: Layer, seen: dict[str, str], present: set[str],
                      last: str | None) -> None:
        """Explain effects that were waiting in this layer and no longer exist: applying
        ``last`` removed their ability or made their condition false, so they never apply
        (613.7a / 613.8a: they depended on it)."""
        for eid in sorted(set(seen) - present):
            self.vanished.append((len(self.steps), Step(
                layer.id, eid, seen.pop(eid), [],
                f"no longer exists after {last} applied, so it never applies",
                [layer.rule, self.ruleset.cite("dependency")])))

    def reason(self, layer: Layer, chosen: ActiveEffect, pending: list[ActiveEffect],
               loop: list[str], waited_for: set[str], cda_phase: bool) -> tuple[str, list[str]]:
        cite = self.ruleset.cite
        rules = [layer.rule]
        if chosen.kind == "counters":
            return self.counters_reason(chosen)
        if chosen.cda and (cda_phase or layer.id.startswith("7a")):
            return ("characteristic-defining ability: applied before other effects",
                    rules + [cite("cda_first"), cite("cda")])
        if len(loop) > 1:
            others = ", ".join(sorted(e for e in loop if e != chosen.id))
            return (f"in a dependency loop with {others}: timestamp order among them",
                    rules + [cite("dependency_loop")] + self.timestamp_rules(chosen))
        if waited_for:
            return (f"applied after {', '.join(sorted(waited_for))}, on which it depends",
                    rules + [cite("dependency"), cite("dependency_order")])
        earlier = [e.id for e in pending if e.order < chosen.order]
        if earlier:
            return (f"timestamp order; earlier {', '.join(sorted(earlier))} waits for effects "
                    f"it depends on", rules + [cite("timestamp"), cite("dependency_order")]
                    + self.timestamp_rules(chosen))
        return (self.same_timestamp_note(chosen, pending) or "timestamp order",
                rules + [cite("timestamp")] + self.timestamp_rules(chosen))

    def owner_is_you(self, effect: ActiveEffect) -> bool:
        """Whether a static ability works from an object with no controller (a card in a
        graveyard), whose "you" is then its owner (109.5 in both rulesets)."""
        source = self.board.get(effect.source or "")
        return effect.kind == "static" and source is not None and source.controller is None

    def counters_reason(self, effect: ActiveEffect) -> tuple[str, list[str]]:
        """Why counters apply here: P/T counters in their sublayer (7d in 2011, 7c with
        timestamps in 2026), keyword counters in layer 6 in timestamp order (122.1b)."""
        cite = self.ruleset.cite
        stamps = [cite("timestamp"), cite("timestamp_counter")] \
            if self.ruleset.counter_timestamps else []
        if effect.ability_key:
            return (f"a {effect.ability_key} counter grants its keyword; timestamp order",
                    [cite("keyword_counter"), self.ruleset.layer(
                        self.ruleset.keyword_counter_layer).rule] + stamps)
        return "counters apply in this sublayer", [cite("counters")] + stamps

    def same_timestamp_note(self, chosen: ActiveEffect, pending: list[ActiveEffect]) -> str:
        """How the chosen effect was ordered among pending effects of the same object that
        share its timestamp because the object got a new one after an effect granted it one
        of them (see Ruleset.granted_order)."""
        def renewed(e: ActiveEffect) -> bool:
            return e.granted_at is not None and e.granted_at < e.timestamp

        tied = sorted(e.id for e in pending if e.id != chosen.id and e.source == chosen.source
                      and e.timestamp == chosen.timestamp and e.rank == chosen.rank
                      and e.granted_at != chosen.granted_at and (renewed(e) or renewed(chosen)))
        if not tied:
            return ""
        if self.ruleset.granted_order == "relative":
            return (f"timestamp order; same timestamp as {', '.join(tied)}, in the relative "
                    f"order they had before the object's new timestamp")
        return (f"timestamp order; same timestamp as {', '.join(tied)}, which no rule of "
                f"{self.ruleset.id} orders: applied with the object's own abilities first")

    def timestamp_rules(self, effect: ActiveEffect) -> list[str]:
        """Where the effect's timestamp comes from: a static ability's object (and the
        attaching of an Aura, Equipment or Fortification) or the effect that granted it,
        or the resolution that created it (613.6a-d in 2011, 613.7a-e in 2026)."""
        cite = self.ruleset.cite
        shared = [cite("timestamp_simultaneous")] if effect.timestamp in self.shared else []
        if effect.resolved is not None and effect.resolved.ability.key.startswith(
                ("keyword-", "entered-with:")):
            # a keyword's effect by rule (changeling, reconfigure), what a permanent entered
            # with (614.1c): its object's timestamp
            source = self.board.get(effect.source or "")
            attached = source is not None and source.attached_at is not None
            return [cite("timestamp_static")] + ([cite("timestamp_attach")] if attached else []) \
                + shared
        if effect.kind == "resolved":
            own_static = self.ruleset.static_before_resolved and effect.resolved is not None \
                and any(self.game.objects[t].timestamp == effect.timestamp
                        and any(a.kind == "static" for a in self.game.objects[t].abilities)
                        for t in effect.resolved.targets if t in self.game.objects)
            return [cite("timestamp_resolved")] + ([cite("timestamp_own_static")]
                                                   if own_static else []) + shared
        if effect.kind != "static":
            return []
        source = self.board.get(effect.source or "")
        attached = source is not None and source.attached_at is not None
        return [cite("timestamp_static")] + ([cite("timestamp_attach")] if attached else []) \
            + shared

    def inactive(self) -> list[InactiveRecord]:
        """Static abilities in the zone they work in whose condition ("as long as", "during
        your turn") does not hold on the final board, so their effects do not apply."""
        records = []
        for effect in gather(self.game, self.board, self.resolved, self.ranks):
            spec = self.spec_of(effect, self.board) if effect.kind == "static" else None
            source = self.board.get(effect.source or "")
            if spec is None or spec.condition is None or source is None \
                    or source.zone not in spec.functions_in or effect.id in self.locked:
                continue
            if not spec.condition.holds(self.context(effect, self.board)):
                records.append(InactiveRecord(effect.id, spec.text,
                                              self.ruleset.cite("static_condition")))
        return records

    def rules_effects(self) -> list[RulesRecord]:
        """Rules effects on the final board, after every layer (613.10 / 613.11)."""
        board = self.board
        return rules_records(
            gather(self.game, board, self.resolved, self.ranks), board, self.game,
            self.ruleset, lambda e: self.spec_of(e, board), lambda e: self.exists(e, board),
            lambda e: self.affected(e, board), lambda e: self.controller_of(e, board),
            lambda e: self.context(e, board))

    def player_effects(self) -> list[PlayerEffectRecord]:
        """Effects on players and on rules, in timestamp order after objects."""
        records = []
        effects = [e for e in gather(self.game, self.board, self.resolved, self.ranks)
                   if e.kind != "counters"]
        for effect in sorted(effects, key=lambda e: e.order):
            spec = self.spec_of(effect, self.board)
            if spec is None or not self.exists(effect, self.board):
                continue
            you = self.controller_of(effect, self.board)
            if spec.player_effect is not None:
                who = spec.player_effect.players
                players = ([you] if who == "you" else self.game.opponents(you)
                           if who == "opponents" else self.game.player_ids())
                records.append(PlayerEffectRecord(effect.id, spec.text, [p for p in players if p],
                                                  list(spec.player_effect.gains),
                                                  self.ruleset.cite("player_effects")))
            if spec.rule_effect is not None:
                records.append(PlayerEffectRecord(effect.id, spec.rule_effect, [], [],
                                                  self.ruleset.cite("rule_effects")))
        return records
