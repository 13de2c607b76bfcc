"""Scenario files: players, objects and effects of resolved spells, in YAML.

See docs/scenario-format.md for the full format with worked examples. Engine-owned keys
(``events``, ``replacements``, ``script``) are left for their engines to read from
``Scenario.root``; ``expect`` is read by rulings.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from mtglogic.effects.continuous import EffectSpec, compile_spec
from mtglogic.loading.cards import CardDef, card_library, parse_card
from mtglogic.loading.yamlio import Node, load_yaml
from mtglogic.model.objects import Game, ObjState, Player
from mtglogic.model.vocabulary import ZONES
from mtglogic.rulesets import DEFAULT_RULESET, Ruleset, load_ruleset

SCENARIO_KEYS = ("ruleset", "name", "description", "players", "active_player", "objects",
                 "effects", "events", "replacements", "script", "expect", "game")
OBJECT_KEYS = ("id", "card", "controller", "owner", "zone", "timestamp", "counters",
               "attached_to", "attached_at", "choices", "token", "face_down", "copy_of")
EFFECT_KEYS = ("id", "card", "controller", "timestamp", "targets", "source", "text", "effects",
               "cda", "player_effect", "rule_effect", "choices")
MAX_OBJECTS = 20_000


@dataclass(frozen=True)
class ResolvedEffect:
    """A continuous effect from a resolved spell or ability (611.2), with its locked set
    of affected objects (611.2c) and the timestamp it got when created (613.6b / 613.7b)."""

    id: str
    controller: str
    timestamp: float
    spec: EffectSpec
    targets: frozenset[str]
    source: str | None
    choices: dict[str, str] = field(default_factory=dict, compare=False)  # made as it resolved


@dataclass
class Scenario:
    """A loaded scenario: the game, resolved effects, the ruleset and the raw root node."""

    game: Game
    effects: list[ResolvedEffect]
    ruleset: Ruleset
    root: Node
    name: str = ""
    cards: dict[str, CardDef] = field(default_factory=dict)


def _players(root: Node) -> list[Player]:
    if "players" not in root:
        return [Player("you"), Player("opponent")]
    players: list[Player] = []
    seen: set[str] = set()
    for item in root["players"].list():
        if item.is_map():
            item.mapping(allowed=("id", "name", "life", "counters"), required=("id",))
            pid = item["id"].str()
            life = item["life"].int() if "life" in item else 20
            counters = tuple(sorted((k, v.int(0)) for k, v in item["counters"].items())) \
                if "counters" in item else ()
            player = Player(pid, item["name"].str() if "name" in item else pid, life, counters)
        else:
            pid = item.str()
            player = Player(pid, pid)
        if pid in seen:
            item.fail(f"duplicate player id {pid!r}")
        seen.add(pid)
        players.append(player)
    if not players:
        root["players"].fail("a scenario needs at least one player")
    return players


def _player_ref(node: Node, players: list[str]) -> str:
    return node.str(players)


def _object(item: Node, index: int, player_ids: list[str]) -> tuple[ObjState, CardDef]:
    item.mapping(allowed=OBJECT_KEYS + tuple(k for k in
                 ("name", "mana_cost", "types", "subtypes", "supertypes", "colors",
                  "color_indicator", "power", "toughness", "loyalty", "text", "abilities")),
                 required=("id",))
    oid = item["id"].str()
    if "card" in item:
        card_node = item["card"]
        if card_node.is_map():
            card = parse_card(card_node, key_prefix=oid)
        else:
            card = card_library().get(card_node.str(), card_node)
    elif "name" in item:
        inline = {k: v for k, v in item.value.items() if k not in OBJECT_KEYS}
        card = parse_card(Node(inline, item.file, item.path, item.line), key_prefix=oid)
    else:
        item.fail("an object needs `card: <card name>` or inline card keys (`name`, ...)")
    zone = item["zone"].str(ZONES) if "zone" in item else "battlefield"
    owner = _player_ref(item["owner"], player_ids) if "owner" in item else None
    controller = _player_ref(item["controller"], player_ids) if "controller" in item else None
    owner = owner or controller or player_ids[0]
    if zone in ("battlefield", "stack"):
        controller = controller or owner
    elif controller is not None:
        item["controller"].fail(f"an object in the {zone} has no controller, only an owner")
    timestamp = item["timestamp"].int(0) if "timestamp" in item else index + 1
    attached_at = _attach_time(item, timestamp)
    counters = {k: v.int(0) for k, v in item["counters"].items()} if "counters" in item else {}
    choices = {k: v.str() for k, v in item["choices"].items()} if "choices" in item else {}
    if "copy_of" in item:
        choices["copy"] = item["copy_of"].str()
    abilities = tuple(a if not a.key.startswith(card.name + "#") else
                      _rekey(a, oid) for a in card.abilities)
    obj = ObjState(
        id=oid, name=card.name, owner=owner, controller=controller, zone=zone,
        timestamp=timestamp if attached_at is None else attached_at, attached_at=attached_at,
        mana_cost=card.mana_cost, mana_value=card.mana_value,
        colors=card.colors, card_types=card.card_types, subtypes=card.subtypes,
        supertypes=card.supertypes, abilities=abilities, power=card.power,
        toughness=card.toughness, loyalty=card.loyalty, counters=counters,
        attached_to=item["attached_to"].str() if "attached_to" in item else None,
        is_token=item["token"].bool() if "token" in item else False,
        face_down=item["face_down"].bool() if "face_down" in item else False,
        choices=choices, text=card.text)
    obj.with_intrinsic_mana()
    return obj, card


def _attach_time(item: Node, entered: int) -> int | None:
    """When an Aura, Equipment or Fortification became attached: its new timestamp
    (613.6d in 2011, 613.7e in 2026), at or after the one it got entering its zone."""
    if "attached_at" not in item:
        return None
    if "attached_to" not in item:
        item["attached_at"].fail("attached_at needs attached_to (the object it became attached to)")
    when = item["attached_at"].int(0)
    if when < entered:
        item["attached_at"].fail(f"attached at {when}, before it entered its zone at timestamp "
                                 f"{entered}")
    return when


def _rekey(ability, oid: str):
    from dataclasses import replace

    return replace(ability, key=oid + ability.key[ability.key.index("#"):])


def _effect(item: Node, index: int, game: Game) -> ResolvedEffect:
    item.mapping(allowed=EFFECT_KEYS, required=("targets",))
    eid = item["id"].str() if "id" in item else f"effect-{index + 1}"
    controller = item["controller"].str(game.player_ids()) if "controller" in item \
        else game.active_player
    if "card" in item:
        card = card_library().get(item["card"].str(), item["card"])
        spells = [a for a in card.abilities if a.kind in ("spell", "static")]
        if not spells:
            item["card"].fail(f"{card.name} has no spell or static effect to resolve")
        from mtglogic.model.objects import thaw

        spec_node = Node(thaw(spells[0].data), card.file, "abilities[0]", None)
        spec = compile_spec(spec_node, eid, fixed_targets=True)
    else:
        spec_node = Node({k: v for k, v in item.value.items()
                          if k in ("text", "effects", "cda", "player_effect", "rule_effect")},
                         item.file, item.path, item.line)
        spec = compile_spec(spec_node, eid, fixed_targets=True)
    targets = frozenset(item["targets"].str_list())
    for target_node in item["targets"].list(allow_single=True):
        if target_node.str() not in game.objects:
            target_node.fail(f"no object with id {target_node.str()!r}")
    source = item["source"].str() if "source" in item else None
    if source is not None and source not in game.objects:
        item["source"].fail(f"no object with id {source!r}")
    timestamp = item["timestamp"].int(0) if "timestamp" in item else \
        max((o.timestamp for o in game.objects.values()), default=0) + index + 1
    choices = {k: v.str() for k, v in item["choices"].items()} if "choices" in item else {}
    return ResolvedEffect(eid, controller, timestamp, spec, targets, source, choices)


def parse_scenario(root: Node, ruleset: Ruleset | None = None) -> Scenario:
    """Validate a scenario mapping and build the game it describes."""
    root.mapping(allowed=SCENARIO_KEYS)
    if ruleset is None:
        ruleset = load_ruleset(root["ruleset"].str() if "ruleset" in root else DEFAULT_RULESET)
    players = _players(root)
    player_ids = [p.id for p in players]
    active = root["active_player"].str(player_ids) if "active_player" in root else player_ids[0]
    objects: dict[str, ObjState] = {}
    cards: dict[str, CardDef] = {}
    items = root["objects"].list() if "objects" in root else []
    if len(items) > MAX_OBJECTS:
        root["objects"].fail(f"{len(items)} objects is more than the limit of {MAX_OBJECTS}")
    for index, item in enumerate(items):
        obj, card = _object(item, index, player_ids)
        if obj.id in objects:
            item["id"].fail(f"duplicate object id {obj.id!r}")
        objects[obj.id] = obj
        cards[obj.id] = card
    for item in items:
        oid = item["id"].str()
        attached = objects[oid].attached_to
        if attached is not None and attached not in objects:
            item["attached_to"].fail(f"no object with id {attached!r}")
        if attached == oid:
            item["attached_to"].fail("an object cannot be attached to itself (303.4d, 301.5c)")
        copy_target = objects[oid].choices.get("copy")
        if copy_target is not None and copy_target not in objects:
            node = item["copy_of"] if "copy_of" in item else item["choices"]
            node.fail(f"no object with id {copy_target!r} to copy")
    game = Game(players, active, objects)
    effects = [_effect(e, i, game) for i, e in enumerate(root["effects"].list())] \
        if "effects" in root else []
    seen_effects: set[str] = set()
    for item, eff in zip(root["effects"].list() if "effects" in root else [], effects):
        if eff.id in seen_effects or eff.id in objects:
            item.fail(f"duplicate id {eff.id!r}")
        seen_effects.add(eff.id)
    name = root["name"].str() if "name" in root else Path(root.file).stem
    return Scenario(game, effects, ruleset, root, name, cards)


def load_scenario(path: str | Path, ruleset_id: str | None = None) -> Scenario:
    """Load a scenario file; ``ruleset_id`` overrides the file's own ``ruleset``."""
    root = load_yaml(path)
    if root.is_map() and "kind" in root and "scenario" in root:
        # A ruling file: its scenario, under the ruleset it names or the folder it is in.
        from mtglogic.verify.ruling import ruleset_from_path

        if ruleset_id is None:
            ruleset_id = (root["ruleset"].str() if "ruleset" in root
                          else ruleset_from_path(Path(path)))
        root = root["scenario"]
    ruleset = load_ruleset(ruleset_id) if ruleset_id else None
    return parse_scenario(root, ruleset)
