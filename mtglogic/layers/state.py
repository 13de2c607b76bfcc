"""The state of one run of the layer process, and the questions engines ask of it.

Which effects exist now, what each applies to (its locked set once it has started,
613.5 in 2011 / 613.6 in 2026), its definition and context, and applying it to a board.
The dependency oracle (``dependency``) and the process (``engine``) both read it.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglogic.budget import Budget
from mtglogic.layers.board import Board
from mtglogic.layers.effects import (
    COUNTERS_PART,
    ActiveEffect,
    keyword_counter_part,
    static_ability,
    static_ability_spec,
)
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.ruleset import Layer, Ruleset
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext, gained_without_choices
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.fields import touches

# Fields whose change can add or remove effects from the board: abilities (and the copy
# and face-down parts that rewrite them) and zones. (Counters on an object without power
# and toughness make an effect that does not exist until it has them: see ``exists``.)
GENERATING_FIELDS = frozenset(["abilities", "zone", "face_down"])


class LayerState:
    """The state of one run of rule 613 and what can be asked of it: the board, the effects
    that started to apply and their locked sets (613.5 / 613.6), each effect's definition,
    existence, objects and context now."""

    def __init__(self, game: Game, resolved: list[ResolvedEffect], ruleset: Ruleset,
                 budget: Budget, ranks: Mapping[str, int] | None = None,
                 dependency: str = "fast", record_graphs: bool = False,
                 record_changes: bool = False) -> None:
        self.game = game
        self.resolved = resolved
        self.ruleset = ruleset
        self.budget = budget
        self.ranks = ranks or {}
        self.dependency = dependency  # fast | literal | off (dependency.STRATEGIES)
        self.record_graphs = record_graphs
        self.record_changes = record_changes  # what each step changed, for the explanation
        self.board = Board({oid: obj.copy() for oid, obj in game.objects.items()},
                           set(game.objects))
        self.locked: dict[str, frozenset[str]] = {}  # effect id -> objects (613.5 / 613.6)
        # Effects that started to apply, with their definition then: they keep applying
        # even if their ability is removed later in the process (613.5 / 613.6).
        # (the effect, its definition, its ability's data when it started)
        self.started: dict[str, tuple[ActiveEffect, EffectSpec | None, Any]] = {}
        # Caches valid until the board changes: affected objects per effect, and the
        # effects generated (kept while no applied effect writes what generates them).
        self._affected: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
        self._gathered: list[ActiveEffect] | None = None
        self._specs: dict[str, EffectSpec | None] = {}  # static abilities' definitions now
        # The undefined choices each effect read (607.5a), by effect id, for its reason.
        self.undefined: dict[str, set[str]] = {}

    # -- effect definitions -----------------------------------------------------------
    def spec_of(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> EffectSpec | None:
        if effect.kind == "resolved":
            return effect.resolved.spec if effect.resolved else None
        if effect.kind == "counters":
            return None
        if board is self.board:
            if effect.id not in self._specs:
                self._specs[effect.id] = static_ability_spec(board, effect)
            spec = self._specs[effect.id]
        else:
            spec = static_ability_spec(board, effect)
        if spec is None and effect.id in self.started:
            return self.started[effect.id][1]
        return spec

    def text_of(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> Any:
        """The effect's text: its ability's data as it is now, or, once its ability is gone,
        the data it started with (it keeps applying as it was, 613.5 / 613.6)."""
        ability = static_ability(board, effect)
        if ability is not None:
            return ability.data
        return self.started[effect.id][2] if effect.id in self.started else None

    def start(self, effect: ActiveEffect, spec: EffectSpec | None, text: Any,
              targets: frozenset[str]) -> None:
        """The effect applied (with this definition and text, as they were before it
        applied): its set of objects is locked and it keeps both (613.5 / 613.6)."""
        self.locked.setdefault(effect.id, targets)
        self.started.setdefault(effect.id, (effect, spec, text))

    def parts_in(self, effect: ActiveEffect, layer: Layer,
                 board: Mapping[str, ObjState]) -> tuple[Part, ...]:
        if effect.kind == "counters" and effect.ability_key:
            here = layer.id == self.ruleset.keyword_counter_layer
            return (keyword_counter_part(effect.ability_key),) if here else ()
        if effect.kind == "counters":
            return (COUNTERS_PART,) if "counters" in layer.parts else ()
        spec = self.spec_of(effect, board)
        if spec is None:
            return ()
        if effect.kind == "static" and (effect.ability_key or "").startswith("copy:"):
            # A copy ability gained by copying (Clone copying a Clone) does nothing: the
            # copiable values already include the copy effect (707.3), and copying it again
            # would loop forever when two objects copy each other.
            return tuple(p for p in spec.parts if p.kind in layer.parts and p.kind != "copy")
        return tuple(p for p in spec.parts if p.kind in layer.parts)

    def controller_of(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> str | None:
        """Who "you" is for the effect: the controller of a resolved effect; for a static
        ability, its object's controller, or its owner when it has none (109.5: a card in
        a graveyard whose ability works there)."""
        if effect.kind == "resolved" and effect.resolved is not None:
            return effect.resolved.controller
        src = board.get(effect.source or "")
        if src is None:
            return None
        return src.controller if src.controller is not None else src.owner

    def context(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> EvalContext:
        choices = effect.resolved.choices if effect.resolved is not None else None
        ctx = EvalContext(self.game, board, effect.source, self.controller_of(effect, board),
                          None, effect.timestamp, choices, self.ruleset.subtype_lists)
        if effect.kind == "static" and gained_without_choices(board.get(effect.source or ""),
                                                              effect.ability_key):
            # a gained or copied ability's choice never made is undefined (607.5a)
            ctx.undefined_choices = True
            ctx.undefined_read = self.undefined.setdefault(effect.id, set())
        return ctx

    def exists(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> bool:
        """Whether the effect exists now: started effects always do (613.5 / 613.6)."""
        if effect.id in self.locked:
            return True
        if effect.kind == "counters":
            source = board.get(effect.source or "")
            # P/T counters need power and toughness; a keyword counter works on any
            # permanent or card (122.1b)
            return source is not None and (source.power is not None or bool(effect.ability_key))
        spec = self.spec_of(effect, board)
        if spec is None:
            return False
        if effect.kind == "static":
            src = board.get(effect.source or "")
            if src is None or src.zone not in spec.functions_in:
                return False
        # A "for as long as" duration (611.2b) is read on the final board, not here
        # (``mtglogic.layers.lasting``): an effect in force applies in every layer.
        return spec.condition is None or spec.condition.holds(self.context(effect, board))

    def affected(self, effect: ActiveEffect, board: Mapping[str, ObjState]) -> frozenset[str]:
        """The objects the effect applies to now (its locked set once started)."""
        if effect.id in self.locked:
            return self.locked[effect.id]
        if effect.kind == "counters":
            return frozenset([effect.source]) if effect.source else frozenset()
        if effect.kind == "resolved" and effect.resolved is not None:
            return frozenset(t for t in effect.resolved.targets if t in board)
        same = board is self.board or (isinstance(board, Board) and board.base is self.board
                                        and not board.changed())
        if same and effect.id in self._affected:
            return self._affected[effect.id][0]
        spec = self.spec_of(effect, board)
        reads: frozenset[str] = frozenset()
        if spec is None or spec.applies_to is None:
            found: frozenset[str] = frozenset()
        else:
            ctx = self.context(effect, board)
            test = spec.applies_to.test
            found = frozenset(o.id for o in board.values() if test(o, ctx))
            # "you" is the controller of the effect's source: a control change can change
            # the set of a selector that names no controller (``owner: opponent``).
            reads = spec.applies_to.reads | {"controller"}
        if same:
            self._affected[effect.id] = (found, reads)
        return found

    def applies_to(self, effect: ActiveEffect, oid: str, board: Mapping[str, ObjState]) -> bool:
        """Whether ``oid`` is among the objects the effect applies to now; a static
        ability's selector is tested on that object alone unless its set is known."""
        if effect.kind != "static" or effect.id in self.locked or (
                board is self.board and effect.id in self._affected):
            return oid in self.affected(effect, board)
        spec = self.spec_of(effect, board)
        obj = board.get(oid)
        if spec is None or spec.applies_to is None or obj is None:
            return False
        return spec.applies_to.test(obj, self.context(effect, board))

    def board_changed(self, writes: frozenset[str]) -> None:
        """Forget what the last applied effect may have changed: the objects an effect
        applies to stay known while no field its selector reads was written (and no
        ability text changed, which could change the selector itself)."""
        if "abilities" in writes:
            self._affected.clear()
            self._specs.clear()
        else:
            self._affected = {eid: entry for eid, entry in self._affected.items()
                              if not touches(writes, entry[1])}
        # Whole fields only: a value name under abilities is a keyword, and adding or
        # removing keywords creates or ends no continuous effect.
        if writes & GENERATING_FIELDS:
            self._gathered = None

    def apply(self, effect: ActiveEffect, layer: Layer, board: Board,
              targets: frozenset[str] | None = None) -> frozenset[str]:
        """Apply the effect's parts of this layer to its objects (``targets`` when they are
        known already), on ``board``."""
        parts = self.parts_in(effect, layer, board)
        if targets is None:
            targets = self.affected(effect, board)
        ctx = self.context(effect, board)
        for oid in sorted(targets):
            obj = board.edit(oid)
            for part in parts:
                part.apply(obj, ctx)
        return targets
