"""Watch words: which events an effect applies to (event kinds, tests on what they involve).

Written under ``watch:``::

    {event: damage, source: {color: red, controller: you}, recipient: {player: opponent}}
    {event: zone_change, to: graveyard, object: {self: true}}       # "from anywhere"
    {event: enter, object: {type: creature, controller: you}}         # 614.1c-d, 614.12
    {event: put_counters, counter: "+1/+1", target: {type: creature, controller: you}}
    {event: create_tokens, player: you}    {event: draw, player: you}
    {event: damage, recipient: target}      # the targets of the resolved spell (a shield)
    {event: damage, source: target}         # damage the resolved spell's target would deal
    {event: lose_life, player: you, from_damage: true}    # a result of damage (120.4c)

``enter`` watches a permanent entering the battlefield: a zone change to it, or the
entering contained in creating tokens (616.1g in 2026). The object is seen as it would
exist on the battlefield (614.12). ``if:`` adds a condition on the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from mtglogic.model.history import DamageDealt
from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import Condition, Selector
from mtglogic.vocabulary.compiler import compile_condition, compile_selector
from mtglogic.vocabulary.events import (CAUSES, EVENT_KINDS, CreateTokens, Damage, Draw,
                                        Event, MarkDamage, PutCounters, RemoveCounters,
                                        ZoneChange, entering_object, entering_status)
from mtglogic.vocabulary.registry import WATCH
from mtglogic.vocabulary.world import Binding, World

WATCH_KINDS = EVENT_KINDS + ("enter",)
PlayerTest = Callable[[str, str | None], bool]
DamageTest = Callable[[DamageDealt, Binding], bool]


def player_test(node: Node) -> PlayerTest:
    """``you``, ``opponent``, ``any`` or a player id, relative to the effect's controller."""
    who = node.as_str()
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
    source_targets: bool = False  # the source is a target of the spell that made the effect
    recipient: Recipient | None = None
    combat: bool | None = None
    obj: Selector | None = None
    from_zones: frozenset[str] | None = None
    to_zones: frozenset[str] | None = None
    causes: frozenset[str] | None = None
    player: PlayerTest | None = None
    counters: frozenset[str] | None = None
    by_effect: bool | None = None
    from_damage: bool | None = None
    condition: Condition | None = None
    what: str | None = None
    self_only: bool = False  # watches only its own source entering (614.12)
    cards: Callable[[int], bool] | None = None  # on the instruction to draw (121.2a)
    except_first: str | None = None  # "turn" or "draw_step": every draw but the first
    empty_library: bool | None = None  # a draw from an empty library (121.6a)
    library: Callable[[int], bool] | None = None  # the cards left in the library
    damaged_by: DamageTest | None = None  # dealt damage this turn by such a source
    by: PlayerTest | None = None  # who puts the counters (122.6a)
    not_causes: frozenset[str] | None = None  # moves for any reason but these

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
            if self.by is not None:  # 122.6a: the permanent's controller puts them
                entering = world.entering(event)
                if entering is None or not self.by(entering.controller or "", bind.you):
                    return False
            return self._object_ok(event, entering_object(event), bind, world, entering=True)
        if isinstance(event, Damage):
            return not event.dealt and self._damage(event, bind, world)
        if not self._result_ok(event, bind, world):
            return False
        if isinstance(event, ZoneChange):
            return self._zone_change(event, bind, world)
        if isinstance(event, (PutCounters, RemoveCounters)):
            return self._counters(event, bind, world)
        if isinstance(event, MarkDamage):
            return self._object_ok(event, event.target, bind, world)
        if isinstance(event, CreateTokens):
            return self._tokens(event, bind, world)
        if isinstance(event, Draw) and not self._draw(event, world):
            return False
        player = getattr(event, "player", None)
        if self.player is not None and not self.player(player, you):
            return False
        return self.what is None or getattr(event, "what", None) == self.what

    def _draw(self, event: Draw, world: World) -> bool:
        """An effect on the number of cards sees the instruction to draw (121.2a); every
        other effect sees each single draw (121.2), with its place in the turn."""
        if self.cards is not None:
            return not event.single and self.cards(event.amount)
        if not event.single:
            return False
        if self.except_first == "turn" and event.ordinal == 1:
            return False
        if self.except_first == "draw_step" and event.in_step == 1 \
                and world.game.step == "draw" and world.game.active_player == event.player:
            return False
        if self.library is not None and not self.library(event.library):
            return False
        return self.empty_library is None or (event.library == 0) == self.empty_library

    def _kind_ok(self, event: Event) -> bool:
        if event.kind in self.kinds:
            return True
        if "enter" not in self.kinds:
            return False
        return isinstance(event, CreateTokens) or (
            isinstance(event, ZoneChange) and event.to_zone == "battlefield")

    def _damage(self, event: Damage, bind: Binding, world: World) -> bool:
        if self.combat is not None and event.combat != self.combat:
            return False
        if not self._source_ok(event.source, bind, world):
            return False
        return self.recipient is None or self.recipient.matches(event.recipient, bind, world)

    def _source_ok(self, oid: str, bind: Binding, world: World) -> bool:
        if self.source_targets:
            return oid in bind.targets
        if self.source is None:
            return True
        src = world.obj(oid)
        return src is not None and self.source.matches(src, world.context(bind.source,
                                                                          bind.you, src))

    def _result_ok(self, event: Event, bind: Binding, world: World) -> bool:
        """For a result of damage (120.3): whether it is one, and its damage's source."""
        origin = getattr(event, "source", "")
        if self.from_damage is not None and bool(origin) != self.from_damage:
            return False
        if self.source is None and not self.source_targets:
            return True
        return bool(origin) and self._source_ok(origin, bind, world)

    def _zone_change(self, event: ZoneChange, bind: Binding, world: World) -> bool:
        if self.from_zones is not None and event.from_zone not in self.from_zones:
            return False
        if self.to_zones is not None and event.to_zone not in self.to_zones:
            return False
        if self.causes is not None and event.cause not in self.causes:
            return False
        if self.not_causes is not None and event.cause in self.not_causes:
            return False
        return self._object_ok(event, event.obj, bind, world)

    def _object_ok(self, event: Event, oid: str, bind: Binding, world: World,
                   entering: bool = False) -> bool:
        source, you = bind.source, bind.you
        if self.damaged_by is not None and not any(
                self.damaged_by(dealt, bind) for dealt in world.history.damage_to(oid)):
            return False
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

    def _counters(self, event: PutCounters | RemoveCounters, bind: Binding,
                  world: World) -> bool:
        you = bind.you
        if self.counters is not None and event.counter not in self.counters:
            return False
        if self.by_effect is not None and getattr(event, "by_effect", None) != self.by_effect:
            return False
        if self.by is not None and not self.by(self._putter(event, world), you):
            return False
        if world.is_player(event.target):
            return self.player is not None and self.player(event.target, you)
        if self.player is not None and self.obj is None:
            return False
        return self._object_ok(event, event.target, bind, world)

    @staticmethod
    def _putter(event: PutCounters | RemoveCounters, world: World) -> str:
        """Who puts the counters: the event says, else the object's controller (122.6a)
        or the player they are put on."""
        named = getattr(event, "by", "")
        if named:
            return named
        target = event.target
        return target if world.is_player(target) else world.controller_of(target) or ""

    def _tokens(self, event: CreateTokens, bind: Binding, world: World) -> bool:
        you = bind.you
        controller = event.enter.controller or event.player
        if self.player is not None and not self.player(controller, you):
            return False
        if self.obj is None and not self.self_only:
            return True
        return self._object_ok(event, event.token, bind, world)


def _fields(**values: Any) -> Callable[[Node], dict[str, Any]]:
    """A watch key that sets these fields of the Watch (values computed from the argument)."""
    def compile_key(arg: Node) -> dict[str, Any]:
        return {name: make(arg) for name, make in values.items()}
    return compile_key


def _object_selector(arg: Node) -> dict[str, Any]:
    arg.mapping()
    return {"obj": compile_selector(arg, None), "self_only": arg.value.get("self") is True}


OBJECT_EVENTS = ("zone_change", "enter", "put_counters", "remove_counters", "create_tokens",
                 "mark_damage")
PLAYER_EVENTS = ("draw", "gain_life", "lose_life", "skip", "move_cards", "win_game",
                 "create_tokens", "put_counters", "remove_counters")
# The results of damage (120.3): each says which source's damage it comes from.
RESULT_EVENTS = ("lose_life", "gain_life", "put_counters", "remove_counters", "mark_damage")
RECIPIENT = {"anyOf": [{"const": "target"}, s.mapping({"player": s.string(),
                                                        "object": s.ref("selector")},
                                                       min_properties=1)]}

WATCH.add("event", "the event kinds it watches (`enter`: a permanent entering the battlefield)",
          "damage", s.some_words(WATCH_KINDS), rule="614.1",
          samples=(["draw"], "enter", ["put_counters"]))(
    _fields(kinds=lambda arg: frozenset(arg.as_str_list(WATCH_KINDS))))
@WATCH.add("source", "a selector on the damage source (of damage, or of a result of damage); "
           "`target`: a target of the spell that made the effect",
           {"color": ["red"], "controller": "you"},
           {"anyOf": [{"const": "target"}, s.ref("selector")]},
           events=("damage",) + RESULT_EVENTS, rule="120.1", samples=("target",))
def _source(arg: Node) -> dict[str, Any]:
    if arg.value == "target":
        return {"source_targets": True}
    return {"source": compile_selector(arg, None)}
WATCH.add("recipient", "the damaged player or object (`target`: the spell's targets)",
          {"player": "opponent"}, RECIPIENT, events=("damage",), rule="120.1",
          samples=("target", {"object": {"type": "creature"}}))(
    _fields(recipient=compile_recipient))
WATCH.add("combat", "combat damage only (true) or noncombat only (false)", True, s.BOOLEAN,
          events=("damage",), rule="510.2")(_fields(combat=lambda arg: arg.as_bool()))
WATCH.add("object", "a selector on the object that moves, enters or gets counters",
          {"type": "creature", "controller": "you"}, s.ref("selector"), events=OBJECT_EVENTS,
          rule="614.12", samples=({"self": True},))(_object_selector)
WATCH.add("target", "the same as `object` (the object counters are put on)",
          {"type": "creature"}, s.ref("selector"), events=OBJECT_EVENTS)(_object_selector)
WATCH.add("from", "the zones it moves from", ["battlefield"], s.words(ZONES),
          events=("zone_change",), rule="400.7")(
    _fields(from_zones=lambda arg: frozenset(arg.as_str_list(ZONES))))
WATCH.add("to", "the zones it moves to", ["graveyard"], s.words(ZONES),
          events=("zone_change",), rule="400.7")(
    _fields(to_zones=lambda arg: frozenset(arg.as_str_list(ZONES))))
WATCH.add("cause", "why it moves (destroy, sacrifice, mill, discard, ...)", ["destroy"],
          s.words(CAUSES), events=("zone_change",))(
    _fields(causes=lambda arg: frozenset(arg.as_str_list(CAUSES))))
WATCH.add("except_cause", "why it doesn't move: any cause but these (\"if it wasn't cast\": "
          "`[cast]`)", ["cast"], s.words(CAUSES), events=("zone_change",))(
    _fields(not_causes=lambda arg: frozenset(arg.as_str_list(CAUSES))))
WATCH.add("player", "the player the event concerns: `you`, `opponent`, `any` or an id", "you",
          s.string(), events=PLAYER_EVENTS, samples=("opponent",))(
    _fields(player=player_test))
WATCH.add("counter", "the counter kinds", ["+1/+1"], s.words(),
          events=("put_counters", "remove_counters"),
          rule="122.1")(_fields(counters=lambda arg: frozenset(arg.as_str_list())))
WATCH.add("from_damage", "a result of damage (true) or not (false): life lost or gained, "
          "counters, marked damage", True, s.BOOLEAN, events=RESULT_EVENTS, rule="120.4c")(
    _fields(from_damage=lambda arg: arg.as_bool()))
WATCH.add("by_effect", "counters put by an effect (true) or as a cost (false)", True,
          s.BOOLEAN, events=("put_counters",), rule="614.16")(
    _fields(by_effect=lambda arg: arg.as_bool()))
WATCH.add("by", "who puts the counters: `you`, `opponent`, `any` or an id (the event's `by`; "
          "else the object's controller, 122.6a, or the player they go on)", "you",
          s.string(), events=("put_counters",), rule="122.6a", samples=("opponent",))(
    _fields(by=player_test))
WATCH.add("if", "a condition on the game", {"exists": {"type": "artifact"}},
          s.ref("condition"))(_fields(condition=compile_condition))
COMPARISONS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
               "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


def _comparison(arg: Node) -> Callable[[int], bool]:
    arg.mapping(allowed=tuple(COMPARISONS))
    if len(arg.value) != 1:
        arg.fail(f"give one comparison: {', '.join(COMPARISONS)}")
    key, bound = next(arg.items())
    limit, compare = bound.as_int(0), COMPARISONS[key]
    return lambda n: compare(n, limit)


COMPARISON = s.mapping({k: s.integer(0) for k in COMPARISONS}, min_properties=1) | {
    "maxProperties": 1}


WATCH.add("cards", "the instruction to draw, as a whole, when its number of cards compares "
          "so (`eq ne lt le gt ge`); it is modified before the single draws", {"ge": 2},
          COMPARISON, events=("draw",), rule="121.2a")(_fields(cards=_comparison))
WATCH.add("except_first", "every single draw but the player's first this `turn`, or but "
          "the first in each of their draw steps (`draw_step`)", "draw_step",
          s.string(("turn", "draw_step")), events=("draw",), rule="121.2 / 120.2",
          samples=("turn",))(_fields(except_first=lambda arg: arg.as_str(("turn", "draw_step"))))
WATCH.add("empty_library", "a draw while the player's library is empty (true) or not",
          True, s.BOOLEAN, events=("draw",), rule="121.6a")(
    _fields(empty_library=lambda arg: arg.as_bool()))
def _damaged(arg: Node) -> dict[str, Any]:
    """Damage dealt this turn by the effect's source (``source: self``) or an object id, or
    by a source that ``by`` controlled then (the scenario's ``this_turn``)."""
    arg.mapping(allowed=("source", "by"))
    if len(arg.value) != 1:
        arg.fail("give `source` (self or an id) or `by` (a player)")
    if "by" in arg:
        controlled = player_test(arg["by"])
        return {"damaged_by": lambda dealt, bind: controlled(dealt.controller, bind.you)}
    named = arg["source"].as_str()
    return {"damaged_by": lambda dealt, bind: dealt.source == (
        bind.source if named == "self" else named)}


WATCH.add("library", "a single draw while the player's library holds so many cards (dredge "
          "N needs N, 702.52b)", {"ge": 6}, COMPARISON, events=("draw",), rule="702.52b")(
    _fields(library=_comparison))
WATCH.add("damaged_this_turn", "an object dealt damage this turn by the effect's source "
          "(`source: self`), an object (`source: ID`) or a source a player controlled then "
          "(`by: you`); the scenario's `this_turn` says what was dealt", {"source": "self"},
          s.mapping({"source": s.string(), "by": s.string()}, min_properties=1)
          | {"maxProperties": 1}, events=OBJECT_EVENTS, samples=({"by": "opponent"},))(
    _damaged)
WATCH.add("what", "what is skipped", "draw step", s.string(), events=("skip",),
          rule="614.1b")(_fields(what=lambda arg: arg.as_str()))


WATCH_SCHEMA = s.mapping({w.name: w.schema for w in WATCH}, required=("event",)) | {
    "not": {"required": ["target", "object"]},
    "allOf": [{"if": {"required": [w.name]},
               "then": {"properties": {"event": s.names_any(w.events)}}}
              for w in WATCH if w.events]}


def compile_watch(node: Node) -> Watch:
    """Validate and compile a ``watch`` mapping, key by key from the registry."""
    node.mapping(allowed=WATCH.names(), required=("event",))
    if "target" in node and "object" in node:
        node["target"].fail("give `target` or `object`, not both")
    fields: dict[str, Any] = {}
    for key, arg in node.items():
        fields.update(WATCH[key].compile(arg))
    kinds = fields["kinds"]
    if not kinds:
        node["event"].fail("name at least one event")
    for key, arg in node.items():
        concerns = WATCH[key].events
        if concerns and kinds.isdisjoint(concerns):
            arg.fail(f"`{key}` is about {', '.join(concerns)} events; this effect watches "
                     f"{', '.join(sorted(kinds))}")
    return Watch(**fields)
