"""Watch tests on what an event does to an object or a player: which object (614.12),
where it moves (400.7), why, its counters (122; 121 in 2011), who puts them (122.6a in
2026), which player.

The object an event concerns: the one moving, the one getting or losing counters, the
one marked with damage, the token created. A watch of ``enter`` (and any watch of
creating tokens) sees it as it would exist on the battlefield (614.12).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from mtglogic.model.history import DamageDealt
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.events import (
    BeginStep,
    Cast,
    CreateTokens,
    Draw,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    MarkDamage,
    MoveCards,
    PutCounters,
    RemoveCounters,
    Skip,
    Tap,
    WinGame,
    ZoneChange,
    entering_object,
)
from mtglogic.vocabulary.watch_base import WatchTest, Who
from mtglogic.vocabulary.world import Binding, World

COUNTERS = (PutCounters, RemoveCounters)


def object_of(event: Event, world: World) -> str | None:
    """The object the event concerns, or None (no object, or counters on a player)."""
    if isinstance(event, (ZoneChange, Tap, Cast)):
        return event.obj
    if isinstance(event, (PutCounters, RemoveCounters)):
        return None if world.is_player(event.target) else event.target
    if isinstance(event, MarkDamage):
        return event.target
    if isinstance(event, CreateTokens):
        return event.token
    return None


@dataclass(frozen=True, repr=False)
class ObjectIs(WatchTest):
    """``object`` (or ``target``): the object the event concerns matches the selector;
    with ``self: true`` it is the effect's own source (614.12)."""

    key: ClassVar[str] = "object"
    selector: Selector
    written: str
    self_only: bool = False
    entering_view: bool = False  # the watch watches `enter`: see a mover entering (614.12)

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        oid = object_of(event, world)
        if oid is None:
            return True
        seen = self.entering_view or isinstance(event, CreateTokens)
        return self._matches(oid, world.entering(event) if seen else None, bind, world)

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        return self._matches(entering_object(event), world.entering(event), bind, world)

    def _matches(self, oid: str, entering: ObjState | None, bind: Binding,
                 world: World) -> bool:
        state = entering or world.obj(oid)
        if state is None or (self.self_only and state.id != bind.source):
            return False
        return self.selector.matches(state, world.context(bind.source, bind.you, state,
                                                          entering))

    def for_kinds(self, kinds: frozenset[str]) -> ObjectIs:
        return replace(self, entering_view="enter" in kinds)

    def describe(self) -> str:
        seen = " as it would exist on the battlefield" if self.entering_view else ""
        return f"an object {self.written}{seen}"


@dataclass(frozen=True, repr=False)
class ObjectTargeted(WatchTest):
    """``targeted: true`` (``false``: not): the object the event concerns is a target of the spell or ability
    that made the effect ("if that creature would die this turn": 115.1, 114.1 in 2011)."""

    key: ClassVar[str] = "targeted"
    wanted: bool = True

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        oid = object_of(event, world)
        return oid is None or (oid in bind.targets) == self.wanted

    def describe(self) -> str:
        return ("an object that is " + ("" if self.wanted else "not ")
                + "a target of the spell that made the effect")


@dataclass(frozen=True, repr=False)
class DamagedThisTurn(WatchTest):
    """``damaged_this_turn``: the object was dealt damage this turn by the effect's source
    (``source: self``), a named object, or a source a player controlled then (``by``).
    A token being created is a new object (111.1, 400.7): nothing has dealt damage to it."""

    key: ClassVar[str] = "damaged_this_turn"
    source: str | None = None  # "self" or an object id
    by: Who | None = None

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        oid = object_of(event, world)
        if oid is None:
            return True
        return not isinstance(event, CreateTokens) and self._damaged(oid, bind, world)

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, CreateTokens) and self._damaged(
            entering_object(event), bind, world)

    def _damaged(self, oid: str, bind: Binding, world: World) -> bool:
        return any(self._dealt_by(dealt, bind) for dealt in world.history.damage_to(oid))

    def _dealt_by(self, dealt: DamageDealt, bind: Binding) -> bool:
        if self.by is not None:
            return self.by(dealt.controller, bind.you)
        return dealt.source == (bind.source if self.source == "self" else self.source)

    def describe(self) -> str:
        if self.by is not None:
            return f"an object dealt damage this turn by a source {self.by.describe()} controlled"
        named = "the effect's source" if self.source == "self" else str(self.source)
        return f"an object dealt damage this turn by {named}"


@dataclass(frozen=True, repr=False)
class FromZones(WatchTest):
    """``from``: the zone an object moves from."""

    key: ClassVar[str] = "from"
    zones: frozenset[str]

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, ZoneChange) or event.from_zone in self.zones

    def describe(self) -> str:
        return f"moving from {' or '.join(sorted(self.zones))}"


@dataclass(frozen=True, repr=False)
class ToZones(WatchTest):
    """``to``: the zone an object moves to."""

    key: ClassVar[str] = "to"
    zones: frozenset[str]

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, ZoneChange) or event.to_zone in self.zones

    def describe(self) -> str:
        return f"moving to {' or '.join(sorted(self.zones))}"


@dataclass(frozen=True, repr=False)
class Causes(WatchTest):
    """``cause``: why an object moves."""

    key: ClassVar[str] = "cause"
    causes: frozenset[str]

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, ZoneChange) or event.cause in self.causes

    def describe(self) -> str:
        return f"moving by {' or '.join(sorted(self.causes))}"


@dataclass(frozen=True, repr=False)
class ExceptCauses(WatchTest):
    """``except_cause``: an object moving for any reason but these."""

    key: ClassVar[str] = "except_cause"
    causes: frozenset[str]

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, ZoneChange) or event.cause not in self.causes

    def describe(self) -> str:
        return f"moving by anything but {' or '.join(sorted(self.causes))}"


@dataclass(frozen=True, repr=False)
class CounterKinds(WatchTest):
    """``counter``: the kinds of counters put or removed."""

    key: ClassVar[str] = "counter"
    kinds: frozenset[str]

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, COUNTERS) or event.counter in self.kinds

    def admits_counter(self, kind: str) -> bool:
        return kind in self.kinds

    def describe(self) -> str:
        return f"{' or '.join(sorted(self.kinds))} counters"


@dataclass(frozen=True, repr=False)
class CountersOn(WatchTest):
    """What counters may go on, from the keys written: a player only when ``player`` is
    given; an object unless ``player`` is given without ``object`` (or ``target``). A
    permanent entering with counters is an object."""

    players: bool
    objects: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, COUNTERS):
            return True
        return self.players if world.is_player(event.target) else self.objects

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        return self.objects

    def describe(self) -> str:
        on = [w for w, yes in (("a player", self.players), ("an object", self.objects)) if yes]
        return f"counters on {' or '.join(on) or 'nothing'}"


@dataclass(frozen=True, repr=False)
class ByEffect(WatchTest):
    """``by_effect``: counters put by an effect (true) or as a cost (false). Those a
    permanent enters with come from an effect or a rule, never a cost."""

    key: ClassVar[str] = "by_effect"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, PutCounters) or event.by_effect == self.value

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        return self.value

    def describe(self) -> str:
        return "counters put by an effect" if self.value else "counters put as a cost"


@dataclass(frozen=True, repr=False)
class PutBy(WatchTest):
    """``by``: who puts the counters: the event's ``by``, else the object's controller
    (122.6a) or the player they go on; on an entering permanent, its controller."""

    key: ClassVar[str] = "by"
    who: Who

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, PutCounters):
            return True
        target = event.target
        putter = event.by or (target if world.is_player(target)
                              else world.controller_of(target) or "")
        return self.who(putter, bind.you)

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        entering = world.entering(event)
        return entering is not None and self.who(entering.controller or "", bind.you)

    def describe(self) -> str:
        return f"counters put by {self.who.describe()}"


# The events whose player a ``player`` key tests (the creator of tokens, 111.2, aside).
PLAYER_EVENTS = (Draw, GainLife, LoseLife, Skip, MoveCards, WinGame, LoseGame, BeginStep,
                 Cast)


@dataclass(frozen=True, repr=False)
class PlayerIs(WatchTest):
    """``player``: the player the event concerns: who draws, gains or loses life, skips,
    moves cards or wins; who gets counters; who controls the tokens created."""

    key: ClassVar[str] = "player"
    who: Who

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if isinstance(event, CreateTokens):
            return self.who(event.enter.controller or event.player, bind.you)
        if isinstance(event, COUNTERS):
            return not world.is_player(event.target) or self.who(event.target, bind.you)
        if isinstance(event, PLAYER_EVENTS):
            return self.who(event.player, bind.you)
        return True

    def describe(self) -> str:
        return f"an event of {self.who.describe()}"
