"""What happens instead: the modifications a replacement or prevention effect makes.

Written under ``instead:`` as one key (``destination`` may add ``shuffle``/``position``)::

    {multiply: 2}  {add: 1}  {set: 0}            # the amount (damage, cards, life, counters, tokens)
    {prevent: all}  {prevent: 1}                 # prevention (615); a number: 615.10
    {shield: 3}                                  # a shield used up as it prevents (615.7)
    {life_floor: 1}                              # damage can't take life below this
    {destination: exile}  {destination: library, shuffle: true}
    {redirect: {player: you}}  {redirect: {object: self}}          # 614.9
    {become: {event: draw, count: same}}         # another kind of event (616.2)
    {become: [{...}, {...}]}  {nothing: true}    # several events, or none (614.1b skip)
    {enter_tapped: true}  {enter_with_counters: {counter: "+1/+1", count: 1}}
    {enter_under_control_of: you}  {enter_as_copy_of: self}  {enter_back_face_up: true}

Amounts stay integers: multiplying never builds anything proportional to the amount.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from mtglogic.loading.yamlio import Node
from mtglogic.model.vocabulary import ZONES
from mtglogic.replacement.events import (EVENT_CLASSES, Damage, Entering, Event,
                                         PutCounters, ZoneChange, entering_object,
                                         entering_status, with_counters)
from mtglogic.replacement.world import World

ACTION_KEYS = ("multiply", "add", "set", "prevent", "shield", "life_floor", "destination",
               "redirect", "become", "nothing", "enter_tapped", "enter_with_counters",
               "enter_under_control_of", "enter_as_copy_of", "enter_back_face_up")
EXTRA_KEYS = ("shuffle", "position")
# Which 616.1 tier an action belongs to, when not a self-replacement (ruleset data names them).
ACTION_TIERS = {"enter_under_control_of": "control", "enter_as_copy_of": "copy",
                "enter_back_face_up": "back_face"}
BECOME_KEYS = ("event", "player", "count", "amount", "from", "to", "what", "counter", "target")


@dataclass(frozen=True)
class Applied:
    """The result of applying an effect to one atomic event: what replaces it, and how much
    damage a shield prevented (to spend from the shield, 615.7)."""

    parts: tuple[Event, ...]
    prevented: int = 0


Apply = Callable[[Event, "Binding", World], Applied]


@dataclass(frozen=True)
class Binding:
    """Who an effect belongs to: its source object, controller, targets, a shield's size."""

    source: str | None
    you: str | None
    shield: int = 0
    targets: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Action:
    """A compiled ``instead``: its key (for tiers and text) and its function."""

    key: str
    apply: Apply
    shield: int = 0

    @property
    def tier_kind(self) -> str | None:
        return ACTION_TIERS.get(self.key)


def _same(event: Event) -> Applied:
    return Applied((event,))


def _amount(fn: Callable[[int], int]) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not event.has_amount():
            return _same(event)
        return Applied((event.with_amount(fn(event.amount)),))
    return apply


def _prevent(count: int | None) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage):
            return _same(event)
        left = 0 if count is None else max(0, event.amount - count)
        return Applied((event.with_amount(left),))
    return apply


def _shield(event: Event, bind: Binding, world: World) -> Applied:
    if not isinstance(event, Damage):
        return _same(event)
    stop = min(bind.shield, event.amount)
    return Applied((event.with_amount(event.amount - stop),), stop)


def _life_floor(floor: int) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage) or not world.is_player(event.recipient):
            return _same(event)
        room = max(0, world.life(event.recipient) - floor)
        return Applied((event.with_amount(min(event.amount, room)),))
    return apply


def _destination(zone: str, shuffle: bool, position: str) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, ZoneChange):
            return _same(event)
        enter = event.enter if zone == "battlefield" else None
        return Applied((replace(event, to_zone=zone, shuffle=shuffle, position=position,
                                enter=enter),))
    return apply


def _redirect(node: Node) -> Apply:
    node.mapping(allowed=("player", "object"))
    if len(node.value) != 1:
        node.fail("redirect to one `player` or one `object`")
    key, target = next(node.items())
    ref = target.str()

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage):
            return _same(event)
        if ref == "you":
            to = bind.you or event.recipient
        elif ref == "self":
            to = bind.source or event.recipient
        else:
            to = ref
        if not world.is_player(to) and (world.obj(to) is None or world.obj(to).zone != "battlefield"):
            return _same(event)  # 614.9: the new recipient is gone, the effect does nothing
        return Applied((replace(event, recipient=to),))
    return apply


def _template(node: Node) -> Callable[[Event, Binding], Event]:
    node.mapping(allowed=BECOME_KEYS, required=("event",))
    kind = node["event"].str(tuple(EVENT_CLASSES))
    cls = EVENT_CLASSES[kind]
    count_node = node.get("count") or node.get("amount")
    fixed = None if count_node is None or count_node.value == "same" else count_node.int(0)
    player = node["player"].str() if "player" in node else "same"
    extra: dict[str, Any] = {}
    for key, field_name in (("from", "from_zone"), ("to", "to_zone")):
        if key in node:
            extra[field_name] = node[key].str(ZONES)
    for key in ("what", "counter", "target"):
        if key in node:
            extra[key] = node[key].str()
    fields = set(cls.__dataclass_fields__)
    bad = [k for k in extra if k not in fields]
    if bad:
        node.fail(f"a {kind} event has no {bad[0]!r}")

    def build(event: Event, bind: Binding) -> Event:
        values: dict[str, Any] = dict(extra)
        values["amount"] = event.amount if fixed is None else fixed
        if "player" in fields:
            if player == "same":
                values["player"] = getattr(event, "player", None) or \
                    getattr(event, "recipient", None) or bind.you or ""
            else:
                values["player"] = bind.you if player == "you" else player
        return cls(**values)
    return build


def _become(node: Node) -> Apply:
    builders = [_template(n) for n in node.list(allow_single=True)]

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        return Applied(tuple(b(event, bind) for b in builders))
    return apply


def _nothing(event: Event, bind: Binding, world: World) -> Applied:
    return Applied(())


def _entering(change: Callable[[Entering, Binding], Entering]) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        status = entering_status(event)
        if status is None:
            return _same(event)
        return Applied((replace(event, enter=change(status, bind)),))
    return apply


def on_entering_counters(action: Action, event: Event, kinds: tuple[str, ...], bind: Binding,
                         world: World) -> Applied:
    """Apply a counters action to the counters a permanent enters with (122.6): each kind
    in ``kinds`` as counters put on it; the entering itself is otherwise unchanged. Only
    the counters that come out of the action count (an event it becomes instead is not
    modelled here)."""
    status = entering_status(event)
    assert status is not None
    table = dict(status.counters)
    target = entering_object(event)
    for kind in kinds:
        put = PutCounters(amount=table[kind], target=target, counter=kind)
        done = action.apply(put, bind, world)
        table[kind] = sum(p.amount for p in done.parts
                          if isinstance(p, PutCounters) and p.counter == kind)
    return Applied((with_counters(event, table),))


def _counters_key(node: Node) -> tuple[str, int]:
    node.mapping(allowed=("counter", "count"), required=("count",))
    return (node["counter"].str() if "counter" in node else "+1/+1", node["count"].int(1))


def compile_action(node: Node) -> Action:
    """Validate and compile an ``instead`` mapping (located errors)."""
    node.mapping(allowed=ACTION_KEYS + EXTRA_KEYS)
    keys = [k for k in node.value if k in ACTION_KEYS]
    if len(keys) != 1:
        node.fail(f"`instead` has exactly one of: {', '.join(ACTION_KEYS)}")
    key = keys[0]
    arg = node[key]
    for extra in EXTRA_KEYS:
        if extra in node and key != "destination":
            node[extra].fail(f"{extra!r} goes only with `destination`")
    if key == "multiply":
        factor = arg.int(0, 10**6)
        return Action(key, _amount(lambda n: n * factor))
    if key == "add":
        plus = arg.int()
        return Action(key, _amount(lambda n: n + plus))
    if key == "set":
        value = arg.int(0)
        return Action(key, _amount(lambda n: value))
    if key == "prevent":
        count = None if arg.value == "all" else arg.int(1)
        return Action(key, _prevent(count))
    if key == "shield":
        return Action(key, _shield, arg.int(1))
    if key == "life_floor":
        return Action(key, _life_floor(arg.int()))
    if key == "destination":
        shuffle = node["shuffle"].bool() if "shuffle" in node else False
        position = node["position"].str(("top", "bottom")) if "position" in node else ""
        return Action(key, _destination(arg.str(ZONES), shuffle, position))
    if key == "redirect":
        return Action(key, _redirect(arg))
    if key == "become":
        return Action(key, _become(arg))
    if key == "nothing":
        if not arg.bool():
            arg.fail("write `nothing: true` or leave it out")
        return Action(key, _nothing)
    if key == "enter_tapped":
        flag = arg.bool()
        return Action(key, _entering(lambda s, b: replace(s, tapped=flag)))
    if key == "enter_with_counters":
        kind, count = _counters_key(arg)
        return Action(key, _entering(lambda s, b: s.add_counters(kind, count)))
    if key == "enter_under_control_of":
        who = arg.str()
        return Action(key, _entering(lambda s, b: replace(
            s, controller=b.you if who == "you" else who)))
    if key == "enter_as_copy_of":
        model = arg.str()
        return Action(key, _entering(lambda s, b: replace(
            s, copy_of=b.source if model == "self" else model)))
    arg.bool()
    return Action(key, _entering(lambda s, b: replace(s, face="back")))
