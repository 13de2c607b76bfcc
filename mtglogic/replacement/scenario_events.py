"""Reading a scenario's ``events:``: the events to run through the replacement engine.

Each item has an optional ``id`` and one event key::

    - id: hit
      damage: {source: goblin, to: p2, amount: 2, combat: true}
    - zone_change: {object: colossus, to: graveyard, cause: sacrifice}   # from: its zone
    - zone_change: {object: sentinel, to: battlefield, tapped: false, controller: p1,
                    copy_of: null, counters: {"+1/+1": 1}, face: up}
    - put_counters: {target: bear, counter: "+1/+1", count: 1}
    - create_tokens: {player: p1, count: 1, token: {name: Soldier, types: [creature], ...}}
    - draw: {player: p1, count: 1}     gain_life / lose_life: {player: p1, amount: 3}
    - move_cards: {player: p1, count: 1, from: graveyard, to: hand}
    - skip: {player: p1, what: draw step}
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.loading.yamlio import Node
from mtglogic.model.objects import ObjState
from mtglogic.model.vocabulary import ZONES
from mtglogic.replacement.events import (CreateTokens, Damage, Draw, Entering, Event, GainLife,
                                         LoseLife, MoveCards, PutCounters, Skip, ZoneChange)
from mtglogic.replacement.watch import CAUSES
from mtglogic.replacement.world import World

EVENT_INPUT_KINDS = ("damage", "zone_change", "put_counters", "create_tokens", "draw",
                     "gain_life", "lose_life", "move_cards", "skip")
ENTER_KEYS = ("tapped", "controller", "copy_of", "counters", "face")
MAX_AMOUNT = 10**12


@dataclass(frozen=True)
class ScenarioEvent:
    """One event of a scenario, with its id and where it was written."""

    id: str
    parts: tuple[Event, ...]
    node: Node


def _player(node: Node, world: World) -> str:
    return node.str(world.players())


def _object(node: Node, world: World) -> str:
    ref = node.str()
    if world.obj(ref) is None:
        node.fail(f"no object with id {ref!r}")
    return ref


def _recipient(node: Node, world: World) -> str:
    ref = node.str()
    if not world.is_player(ref) and world.obj(ref) is None:
        node.fail(f"no player or object with id {ref!r}")
    return ref


def _entering(node: Node, world: World) -> Entering:
    controller = _player(node["controller"], world) if "controller" in node else None
    copy_of = _object(node["copy_of"], world) if node.get("copy_of") else None
    counters = tuple(sorted((k, v.int(0)) for k, v in node["counters"].items())) \
        if "counters" in node else ()
    face = node["face"].str(("up", "down", "back")) if "face" in node else "up"
    tapped = node["tapped"].bool() if "tapped" in node else False
    return Entering(controller, tapped, copy_of, counters, face)


def _token(node: Node, world: World, index: int) -> str:
    """A token's name; a mapping defines its characteristics (111.3), a name alone is bare."""
    if not node.is_map():
        name = node.str()
        if world.obj(name) is not None:
            return name  # a copy of an existing object
        card = {"name": name}
    else:
        card = dict(node.value)
    from mtglogic.loading.cards import parse_card

    definition = parse_card(Node(card, node.file, node.path, node.line), key_prefix=f"token{index}")
    tid = f"token:{definition.name}"
    world.tokens[definition.name] = ObjState(
        id=tid, name=definition.name, owner="", controller=None, zone="battlefield",
        timestamp=0, mana_cost=definition.mana_cost, mana_value=definition.mana_value,
        colors=definition.colors, card_types=definition.card_types,
        subtypes=definition.subtypes, supertypes=definition.supertypes,
        abilities=definition.abilities, power=definition.power,
        toughness=definition.toughness, is_token=True)
    return definition.name


def parse_event(kind: str, body: Node, world: World, index: int) -> Event:
    """Validate one event mapping and build it."""
    if kind == "damage":
        body.mapping(allowed=("source", "to", "amount", "combat"), required=("source", "to",
                                                                              "amount"))
        return Damage(amount=body["amount"].int(0, MAX_AMOUNT), source=_object(body["source"], world),
                      recipient=_recipient(body["to"], world),
                      combat=body["combat"].bool() if "combat" in body else False)
    if kind == "zone_change":
        body.mapping(allowed=("object", "from", "to", "cause") + ENTER_KEYS,
                     required=("object", "to"))
        oid = _object(body["object"], world)
        to_zone = body["to"].str(ZONES)
        from_zone = body["from"].str(ZONES) if "from" in body else world.obj(oid).zone
        enter = _entering(body, world) if to_zone == "battlefield" else None
        if enter is None:
            for key in ENTER_KEYS:
                if key in body:
                    body[key].fail(f"{key!r} is only for an object entering the battlefield")
        return ZoneChange(obj=oid, from_zone=from_zone, to_zone=to_zone,
                          cause=body["cause"].str(CAUSES) if "cause" in body else "",
                          enter=enter)
    if kind == "put_counters":
        body.mapping(allowed=("target", "counter", "count", "by_effect"), required=("target",))
        return PutCounters(amount=body["count"].int(0, MAX_AMOUNT) if "count" in body else 1,
                           target=_recipient(body["target"], world),
                           counter=body["counter"].str() if "counter" in body else "+1/+1",
                           by_effect=body["by_effect"].bool() if "by_effect" in body else True)
    if kind == "create_tokens":
        body.mapping(allowed=("player", "count", "token") + ENTER_KEYS,
                     required=("player", "token"))
        return CreateTokens(amount=body["count"].int(0, MAX_AMOUNT) if "count" in body else 1,
                            player=_player(body["player"], world),
                            token=_token(body["token"], world, index),
                            enter=_entering(body, world))
    if kind == "move_cards":
        body.mapping(allowed=("player", "count", "from", "to"), required=("player",))
        return MoveCards(amount=body["count"].int(0, MAX_AMOUNT) if "count" in body else 1,
                         player=_player(body["player"], world),
                         from_zone=body["from"].str(ZONES) if "from" in body else "graveyard",
                         to_zone=body["to"].str(ZONES) if "to" in body else "hand")
    if kind == "skip":
        body.mapping(allowed=("player", "what"), required=("player", "what"))
        return Skip(player=_player(body["player"], world), what=body["what"].str())
    amount_key = "count" if kind == "draw" else "amount"
    body.mapping(allowed=("player", amount_key), required=("player",))
    amount = body[amount_key].int(0, MAX_AMOUNT) if amount_key in body else 1
    cls = {"draw": Draw, "gain_life": GainLife, "lose_life": LoseLife}[kind]
    return cls(amount=amount, player=_player(body["player"], world))


def scenario_events(root: Node, world: World) -> list[ScenarioEvent]:
    """Every event of the scenario's ``events:`` list, validated."""
    if "events" not in root:
        root.fail("the scenario has no `events:` to run through replacement effects")
    result: list[ScenarioEvent] = []
    seen: set[str] = set()
    for index, item in enumerate(root["events"].list()):
        item.mapping(allowed=("id",) + EVENT_INPUT_KINDS)
        kinds = [k for k in item.value if k != "id"]
        if len(kinds) != 1:
            item.fail(f"an event has an `id` and exactly one of: {', '.join(EVENT_INPUT_KINDS)}")
        eid = item["id"].str() if "id" in item else f"event-{index + 1}"
        if eid in seen:
            item["id"].fail(f"duplicate event id {eid!r}")
        seen.add(eid)
        event = parse_event(kinds[0], item[kinds[0]], world, index)
        result.append(ScenarioEvent(eid, (event,), item))
    if not result:
        root["events"].fail("expected at least one event")
    return result
