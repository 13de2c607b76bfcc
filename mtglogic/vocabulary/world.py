"""The game as replacement effects see it: characteristics from the layer engine.

Watch and action words read objects as the layer engine computes them (``board``). A
permanent about to enter the battlefield is read as it would exist there (614.12 in both
rulesets): moved to the battlefield under the controller it would enter under, as a copy if
it enters as one, face down if so, then run through the layer system, which the replacement
engine hands over as ``layers`` (a game in, its final characteristics out), so that this
floor never reaches up to an engine.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from mtglogic.model.copiable import FACE_DOWN_VALUES, entering_copy_effects
from mtglogic.model.faces import turn_to
from mtglogic.model.history import TurnHistory
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.model.terms import COPIABLE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.events import CreateTokens, Damage, Entering, Event, ZoneChange
from mtglogic.vocabulary.tokens import token_key

Layers = Callable[[Game], Mapping[str, ObjState]]
EventTest = Callable[[Event, "World"], bool]


@dataclass(frozen=True)
class Binding:
    """Who an effect belongs to: its source object, controller, targets, a shield's size,
    and the objects chosen to change zones as it applies (614.13: devour's sacrifices)."""

    source: str | None
    you: str | None
    shield: int = 0
    targets: frozenset[str] = frozenset()
    pick: tuple[str, ...] = ()
    # the sources its controller chose as it was made ("a source of your choice", 609.7a)
    chosen: frozenset[str] = frozenset()


def enter_as_copy(state: ObjState, status: Entering, board: Mapping[str, ObjState],
                  layered: bool) -> bool:
    """Make the entering ``state`` (changed in place) a copy of the object its status
    names, if any (614.1c, 707.2): when its own "enter as a copy" ability makes it one and
    the layers will be applied (``layered``), the ability chooses the object and the layers
    apply the copy with its exceptions (707.9; True); else the copiable values are copied
    now (False)."""
    if not status.copy_of or status.copy_of not in board:
        return False
    if layered and entering_copy_effects(state):
        state.choices = {**state.choices, "copy": status.copy_of}
        return True
    model = board[status.copy_of]
    for name in COPIABLE:
        setattr(state, name, getattr(model, name))
    state.is_copy = True
    return False


@dataclass
class World:
    """The game, its layered board, token templates, and projections of entering objects.

    ``layers`` computes the characteristics of a game's objects (rule 613); None reads
    printed characteristics (used by tests that isolate the replacement engine).
    ``unpreventable`` holds the tests of the effects in force that say some damage can't
    be prevented (615.12), ``unregenerable`` those of the effects that say some permanents
    can't be regenerated (701.19c; 701.12c in 2011); ``history`` what happened earlier
    this turn."""

    game: Game
    board: dict[str, ObjState]
    layers: Layers | None = None
    tokens: dict[str, ObjState] = field(default_factory=dict)
    unpreventable: tuple[EventTest, ...] = ()
    unregenerable: tuple[EventTest, ...] = ()
    history: TurnHistory = field(default_factory=TurnHistory)
    subtype_lists: Mapping[str, frozenset[str]] | None = None  # the ruleset's (205.3)
    # the scenario the game is of: its effects of resolved spells and abilities and its
    # ruleset, which the game an event leaves is made from (``replacement.aftermath``)
    scenario: Scenario | None = None
    # the rules effects in force on this board (613.11), where the layers that made it
    # kept them (``RulesRecord``s of ``mtglogic.layers``); None: not known
    rules: list[Any] | None = None
    # the layer system's answer the board was read from (a ``LayerResult``), when known:
    # a question on the same game reads it instead of applying the layers again
    layered: Any = None
    _projections: dict[tuple[Any, ...], ObjState] = field(default_factory=dict)
    _token_names: dict[int, str] = field(default_factory=dict)

    def token_name(self, definition: ObjState) -> str:
        """The name ``tokens`` gives a token definition written in an effect (111.3)."""
        name = self._token_names.get(id(definition))
        if name is None:
            name = self._token_names[id(definition)] = token_key(self.tokens, definition)
        return name

    def can_prevent(self, damage: Damage) -> bool:
        """False when the damage can't be prevented, by itself or by an effect (615.12)."""
        return not damage.unpreventable and not any(test(damage, self)
                                                    for test in self.unpreventable)

    def can_regenerate(self, destruction: ZoneChange) -> bool:
        """False when the permanent the destruction concerns can't be regenerated, by the
        destruction's own words or by an effect in force (701.19c; 701.12c in 2011)."""
        return not destruction.cant_be_regenerated and not any(
            test(destruction, self) for test in self.unregenerable)

    def counters_remaining(self, move: ZoneChange) -> tuple[tuple[str, int], ...]:
        """The counters that remain on an object as it moves to another zone: none (they
        cease to exist, 122.2 and 400.7; 121.2 in 2011) unless an ability of its own, working
        in the zone it leaves, says they remain as it moves to that zone (101.1)."""
        obj = self.board.get(move.obj)
        if obj is None or not obj.counters or move.from_zone == move.to_zone:
            return ()
        for ability in obj.abilities:
            spec = ability.definition
            if ability.kind == "static" and isinstance(spec, EffectSpec) \
                    and spec.counters_remain is not None \
                    and move.to_zone not in spec.counters_remain \
                    and move.from_zone in spec.functions_in:
                return tuple(sorted((k, n) for k, n in obj.counters.items() if n))
        return ()

    def players(self) -> list[str]:
        return self.game.player_ids()

    def is_player(self, ref: str) -> bool:
        return any(p.id == ref for p in self.game.players)

    def obj(self, oid: str) -> ObjState | None:
        return self.board.get(oid)

    def controller_of(self, oid: str) -> str | None:
        """The object's controller, or its owner when it has none (616.1)."""
        obj = self.board.get(oid)
        if obj is None:
            return None
        return obj.controller or obj.owner

    def you_of(self, oid: str | None) -> str | None:
        return self.controller_of(oid) if oid else None

    # -- 614.12: the object as it would exist on the battlefield ---------------------
    def entering(self, event: Event) -> ObjState | None:
        """The state of the permanent an event puts onto the battlefield, if any."""
        if isinstance(event, ZoneChange) and event.to_zone == "battlefield":
            # from its printed state: the effects that apply to it where it is now (a
            # graveyard's "cards lose all abilities") need not apply on the battlefield
            base = self.game.objects.get(event.obj) or self.board.get(event.obj)
            status = event.enter or Entering()
            owner_default = base.owner if base else None
        elif isinstance(event, CreateTokens):
            base = self.tokens.get(event.token) or self.board.get(event.token)
            status = event.enter
            owner_default = event.player
        else:
            return None
        if base is None:
            return None
        key = (base.id, event.kind, getattr(event, "player", None), status.controller,
               status.copy_of, status.face)
        if key not in self._projections:
            self._projections[key] = self._project(base, status, owner_default, event)
        return self._projections[key]

    def _project(self, base: ObjState, status: Entering, owner: str | None,
                 event: Event) -> ObjState:
        state = base.copy()
        state.zone = "battlefield"
        if isinstance(event, CreateTokens):
            state.owner = event.player
            state.is_token = True
        state.controller = status.controller or owner or state.owner
        enter_as_copy(state, status, self.board, self.layers is not None)
        if status.face == "back" and len(state.faces) == 2 and state.layout != "meld":
            turn_to(state, 1)  # 712.14a: only the back face's characteristics (712.8e)
        if status.face == "down":  # 708.2 (707.2 in 2011): a nameless 2/2 creature with no
            # text, no types beyond creature, and no loyalty or defense (306.5b, 310.4b)
            state = replace(state, **FACE_DOWN_VALUES, face_down=True)
        if self.layers is None:
            return state
        objects = dict(self.game.objects)
        objects[state.id] = state
        moved = replace(self.game, objects=objects)
        return self.layers(moved).get(state.id, state)

    # -- evaluation contexts ---------------------------------------------------------
    def context(self, source: str | None, you: str | None, it: ObjState | None = None,
                extra: ObjState | None = None) -> EvalContext:
        """A context for selectors; ``extra`` (an entering object) is seen on the battlefield."""
        board = self.board
        if extra is not None:
            board = dict(board)
            board[extra.id] = extra
        return EvalContext(self.game, board, source, you, it, subtype_lists=self.subtype_lists,
                           history=self.history)

    def library_size(self, player: str) -> int:
        """How many cards the player's library holds (the scenario's objects there)."""
        return sum(1 for o in self.game.objects.values()
                   if o.zone == "library" and o.owner == player)

    def cards_in(self, player: str, zone: str, leaving: frozenset[str] = frozenset()) -> int:
        """How many of the player's cards the zone holds (the scenario's objects there,
        tokens aside), not counting those in ``leaving``."""
        return sum(1 for o in self.game.objects.values()
                   if o.zone == zone and o.owner == player and not o.is_token
                   and o.id not in leaving)

    def life(self, player: str) -> int:
        for p in self.game.players:
            if p.id == player:
                return p.life
        return 0
