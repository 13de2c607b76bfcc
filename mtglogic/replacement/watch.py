"""Which events an effect watches: event kinds plus selector tests on what they involve.

Written under ``watch:``::

    {event: damage, source: {color: red, controller: you}, recipient: {player: opponent}}
    {event: zone_change, to: graveyard, object: {self: true}}       # "from anywhere"
    {event: enter, object: {type: creature, controller: you}}         # 614.1c-d, 614.12
    {event: put_counters, counter: "+1/+1", target: {type: creature, controller: you}}
    {event: create_tokens, player: you}    {event: draw, player: you}
    {event: damage, recipient: target}      # the targets of the resolved spell (a shield)

``enter`` watches a permanent entering the battlefield: a zone change to it, or the
entering contained in creating tokens (616.1g in 2026). The object is seen as it would
exist on the battlefield (614.12). ``if:`` adds a condition on the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from mtglogic.effects.selectors import Selector, compile_selector
from mtglogic.effects.values import Condition, compile_condition
from mtglogic.loading.yamlio import Node
from mtglogic.model.vocabulary import ZONES
from mtglogic.replacement.events import (EVENT_KINDS, CreateTokens, Damage, Event, PutCounters,
                                         ZoneChange, entering_object, entering_status)
from mtglogic.replacement.actions import Binding
from mtglogic.replacement.world import World

WATCH_KINDS = EVENT_KINDS + ("enter",)
WATCH_KEYS = ("event", "source", "recipient", "combat", "object", "from", "to", "cause", "player",
              "target", "counter", "by_effect", "if", "what")
CAUSES = ("destroy", "sacrifice", "dies", "mill", "discard", "exile", "put", "return", "cast",
          "state_based", "cost", "other")
PlayerTest = Callable[[str, str | None], bool]


def player_test(node: Node) -> PlayerTest:
    """``you``, ``opponent``, ``any`` or a player id, relative to the effect's controller."""
    who = node.str()
    if who == "any":
        return lambda p, you: True
    if who == "you":
        return lambda p, you: p == you
    if who == "opponent":
        return lambda p, you: p != you
    return lambda p, you: p == who


@dataclass(frozen=True)
class Recipient:
    """A damage recipient or counter target: a player test and/or an object selector."""

    player: PlayerTest | None
    obj: Selector | None
    targets: bool = False  # the targets of the spell or ability that made the effect

    def matches(self, ref: str, bind: Binding, world: World) -> bool:
        if self.targets:
            return ref in bind.targets
        source, you = bind.source, bind.you
        if world.is_player(ref):
            return self.player is not None and self.player(ref, you)
        state = world.obj(ref)
        if state is None or self.obj is None:
            return False
        return self.obj.matches(state, world.context(source, you, state))


def compile_recipient(node: Node) -> Recipient:
    if node.value == "target":
        return Recipient(None, None, True)
    node.mapping(allowed=("player", "object"))
    player = player_test(node["player"]) if "player" in node else None
    obj = compile_selector(node["object"]) if "object" in node else None
    if player is None and obj is None:
        node.fail("give `player`, `object` or both")
    return Recipient(player, obj)


@dataclass(frozen=True)
class Watch:
    """A compiled ``watch``: event kinds and the tests each kind checks."""

    kinds: frozenset[str]
    source: Selector | None = None
    recipient: Recipient | None = None
    combat: bool | None = None
    obj: Selector | None = None
    from_zones: frozenset[str] | None = None
    to_zones: frozenset[str] | None = None
    causes: frozenset[str] | None = None
    player: PlayerTest | None = None
    counters: frozenset[str] | None = None
    by_effect: bool | None = None
    condition: Condition | None = None
    what: str | None = None
    self_only: bool = False  # watches only its own source entering (614.12)

    def contained(self, event: Event) -> bool:
        """True when this watches the entering contained in a token creation, or the
        counters the tokens enter with (616.1g)."""
        return isinstance(event, CreateTokens) and (
            "enter" in self.kinds and "create_tokens" not in self.kinds
            or bool(self.entering_counters(event)))

    def entering_counters(self, event: Event) -> tuple[str, ...]:
        """The counter kinds a ``put_counters`` watch sees on a permanent entering with
        counters: those are put on it too (122.6). Empty for other watches and events."""
        if "put_counters" not in self.kinds or event.kind in self.kinds or "enter" in self.kinds:
            return ()
        status = entering_status(event)
        if status is None:
            return ()
        return tuple(k for k, n in status.counters
                     if n > 0 and (self.counters is None or k in self.counters))

    def matches(self, event: Event, bind: Binding, world: World) -> bool:
        """Does this effect apply to ``event`` (one atomic part) on this board?"""
        on_entering = bool(self.entering_counters(event))
        if not on_entering and not self._kind_ok(event):
            return False
        source, you = bind.source, bind.you
        if self.condition is not None and not self.condition.holds(world.context(source, you)):
            return False
        if on_entering:
            # Counters a permanent enters with come from an effect or a rule, not a cost;
            # the permanent is tested as it would exist on the battlefield (614.12).
            if self.by_effect is False or (self.player is not None and self.obj is None):
                return False
            return self._object_ok(event, entering_object(event), bind, world, entering=True)
        if isinstance(event, Damage):
            return self._damage(event, bind, world)
        if isinstance(event, ZoneChange):
            return self._zone_change(event, bind, world)
        if isinstance(event, PutCounters):
            return self._counters(event, bind, world)
        if isinstance(event, CreateTokens):
            return self._tokens(event, bind, world)
        player = getattr(event, "player", None)
        if self.player is not None and not self.player(player, you):
            return False
        return self.what is None or getattr(event, "what", None) == self.what

    def _kind_ok(self, event: Event) -> bool:
        if event.kind in self.kinds:
            return True
        if "enter" not in self.kinds:
            return False
        return isinstance(event, CreateTokens) or (
            isinstance(event, ZoneChange) and event.to_zone == "battlefield")

    def _damage(self, event: Damage, bind: Binding, world: World) -> bool:
        source, you = bind.source, bind.you
        if self.combat is not None and event.combat != self.combat:
            return False
        if self.source is not None:
            src = world.obj(event.source)
            if src is None or not self.source.matches(src, world.context(source, you, src)):
                return False
        return self.recipient is None or self.recipient.matches(event.recipient, bind, world)

    def _zone_change(self, event: ZoneChange, bind: Binding, world: World) -> bool:
        if self.from_zones is not None and event.from_zone not in self.from_zones:
            return False
        if self.to_zones is not None and event.to_zone not in self.to_zones:
            return False
        if self.causes is not None and event.cause not in self.causes:
            return False
        return self._object_ok(event, event.obj, bind, world)

    def _object_ok(self, event: Event, oid: str, bind: Binding, world: World,
                   entering: bool = False) -> bool:
        source, you = bind.source, bind.you
        entering_state = world.entering(event) \
            if entering or "enter" in self.kinds or isinstance(event, CreateTokens) else None
        state = entering_state or world.obj(oid)
        if state is None:
            return self.obj is None
        if self.self_only and state.id != source:
            return False
        if self.obj is None:
            return True
        return self.obj.matches(state, world.context(source, you, state, entering_state))

    def _counters(self, event: PutCounters, bind: Binding, world: World) -> bool:
        you = bind.you
        if self.counters is not None and event.counter not in self.counters:
            return False
        if self.by_effect is not None and event.by_effect != self.by_effect:
            return False
        if world.is_player(event.target):
            return self.player is not None and self.player(event.target, you)
        if self.player is not None and self.obj is None:
            return False
        return self._object_ok(event, event.target, bind, world)

    def _tokens(self, event: CreateTokens, bind: Binding, world: World) -> bool:
        you = bind.you
        controller = event.enter.controller or event.player
        if self.player is not None and not self.player(controller, you):
            return False
        if self.obj is None and not self.self_only:
            return True
        return self._object_ok(event, event.token, bind, world)


def compile_watch(node: Node) -> Watch:
    """Validate and compile a ``watch`` mapping (located errors)."""
    node.mapping(allowed=WATCH_KEYS, required=("event",))
    kinds = frozenset(node["event"].str_list(WATCH_KINDS))
    if not kinds:
        node["event"].fail("name at least one event")
    fields: dict = {"kinds": kinds}
    if "source" in node:
        fields["source"] = compile_selector(node["source"], None)
    if "recipient" in node:
        fields["recipient"] = compile_recipient(node["recipient"])
    if "combat" in node:
        fields["combat"] = node["combat"].bool()
    obj_key = "target" if "target" in node else "object"
    if "target" in node and "object" in node:
        node["target"].fail("give `target` or `object`, not both")
    if obj_key in node:
        obj_node = node[obj_key]
        obj_node.mapping()
        fields["obj"] = compile_selector(obj_node, None)
        fields["self_only"] = obj_node.value.get("self") is True
    for key, name in (("from", "from_zones"), ("to", "to_zones")):
        if key in node:
            fields[name] = frozenset(node[key].str_list(ZONES))
    if "cause" in node:
        fields["causes"] = frozenset(node["cause"].str_list(CAUSES))
    if "player" in node:
        fields["player"] = player_test(node["player"])
    if "counter" in node:
        fields["counters"] = frozenset(node["counter"].str_list())
    if "by_effect" in node:
        fields["by_effect"] = node["by_effect"].bool()
    if "if" in node:
        fields["condition"] = compile_condition(node["if"])
    if "what" in node:
        fields["what"] = node["what"].str()
    return Watch(**fields)
