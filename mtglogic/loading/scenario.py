"""Scenario files: players, objects and effects of resolved spells, in YAML.

See docs/scenario-format.md for the full format with worked examples. A scenario comes
from a file, a YAML string or a dict (``load_scenario``); a ruling file gives its own
scenario. Engine-owned keys (``events``, ``replacements``) are read into that engine's
input by ``mtglogic.loading.replacement``; ``expect`` belongs to rulings.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, TypedDict

from mtglogic.deferred import deferred
from mtglogic.errors import ConsistencyError
from mtglogic.loading import checks
from mtglogic.loading.cards import CARD_RULES, CARD_SCHEMA, card_library, parse_card
from mtglogic.loading.face_down import FACE_DOWN_SCHEMA, place_face_down
from mtglogic.loading.history import parse_history
from mtglogic.loading.object_faces import FACE_OBJECT_KEYS, FACE_OBJECT_SCHEMA, place_faces
from mtglogic.loading.rulesets import load_ruleset, named_ruleset
from mtglogic.loading.rulings import is_ruling, ruleset_from_path
from mtglogic.loading.time_steps import parse_steps
from mtglogic.loading.token_copies import TOKEN_COPY, is_token_copy, make_token_copy
from mtglogic.loading.yamlio import load_yaml, parse_yaml_text
from mtglogic.model.cards import CardDef
from mtglogic.model.faces import show_flip_side
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import Ability, Game, ObjState, Player
from mtglogic.model.ruleset import DEFAULT_RULESET, Ruleset
from mtglogic.model.scenario import ResolvedEffect, Scenario
from mtglogic.model.terms import STEPS, ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import spell_ability
from mtglogic.vocabulary.continuous import NEEDS_EFFECT, SPEC_SCHEMA
from mtglogic.vocabulary.durations import Duration
from mtglogic.vocabulary.word_rules import word_rules

PLAYER_SCHEMA = {"anyOf": [s.string(), s.mapping({
    "id": s.string(), "name": s.string(), "life": s.integer(), "starting_life": s.integer(),
    "citys_blessing": s.BOOLEAN,
    "counters": {"type": "object", "additionalProperties": s.integer(0)}}, required=("id",))]}
OBJECT_SCHEMA = s.mapping({
    "id": checks.ID_SCHEMA, "card": {"anyOf": [s.string(), s.ref("card")]},
    "controller": s.string(), "owner": s.string(), "zone": s.string(ZONES),
    "timestamp": s.integer(0), "counters": {"type": "object", "additionalProperties": s.integer(0)},
    "attached_to": s.string(), "attached_at": s.integer(0), "damage": s.integer(0),
    "tapped": s.BOOLEAN, "attacking": s.BOOLEAN, "blocked": s.BOOLEAN, "blocking": s.BOOLEAN,
    "entered_this_turn": s.BOOLEAN, "choices": {"type": "object", "additionalProperties": s.string()},
    "counter_timestamps": {"type": "object", "additionalProperties": s.integer(0)},
    "token": s.BOOLEAN, "face_down": FACE_DOWN_SCHEMA, "copy_of": s.string(),
    **FACE_OBJECT_SCHEMA, "class_level": s.integer(1), "chapter_triggered": s.BOOLEAN,
    "flipped": s.BOOLEAN,
    **{k: v for k, v in CARD_SCHEMA["properties"].items()
       if k not in ("subgame", "layout", "faces")},
}, required=("id",))
OBJECT_KEYS = ("id", "card", "controller", "owner", "zone", "timestamp", "counters",
               "attached_to", "attached_at", "damage", "tapped", "attacking", "blocked",
               "blocking", "entered_this_turn", "choices", "token", "face_down", "copy_of", "counter_timestamps") + FACE_OBJECT_KEYS + (
                   "class_level", "chapter_triggered", "flipped")
INLINE_CARD_KEYS = tuple(k for k in OBJECT_SCHEMA["properties"] if k not in OBJECT_KEYS)
CONTROLLED_ZONES = ("battlefield", "stack")  # where an object has a controller (108.4)
OBJECT_SCHEMA["allOf"] = [
    {"if": {"required": ["zone"],
            "properties": {"zone": {"not": {"enum": list(CONTROLLED_ZONES)}}}},
     "then": s.absent("controller")},
    {"dependentRequired": {"attached_at": ["attached_to"]}},
    # Only an attacking creature is blocked or not; a creature attacks or blocks, not both.
    {"if": {"required": ["blocked"]},
     "then": {"required": ["attacking"], "properties": {"attacking": {"const": True}}}},
    {"not": {"required": ["attacking", "blocking"],
             "properties": {"attacking": {"const": True}, "blocking": {"const": True}}}},
    {"if": {"required": ["card"]}, "then": s.only_keys(OBJECT_KEYS),
     "else": {"if": TOKEN_COPY, "then": s.only_keys(OBJECT_KEYS),
              "else": {"required": ["name"], "allOf": CARD_RULES}}},
]
EFFECT_SPEC_KEYS = ("text", "effects", "cda", "player_effect", "rule_effect", "duration",
                    "rules")
EFFECT_SCHEMA = s.mapping({
    "id": checks.ID_SCHEMA, "card": s.string(), "controller": s.string(),
    "timestamp": s.integer(0), "targets": s.words(), "source": s.string(),
    "choices": {"type": "object", "additionalProperties": s.string()},
    **{k: SPEC_SCHEMA["properties"][k] for k in EFFECT_SPEC_KEYS}}, required=("targets",))
EFFECT_KEYS = tuple(EFFECT_SCHEMA["properties"])
EFFECT_SCHEMA["if"] = {"required": ["card"]}
EFFECT_SCHEMA["then"] = s.only_keys(k for k in EFFECT_KEYS if k not in EFFECT_SPEC_KEYS)
EFFECT_SCHEMA["else"] = NEEDS_EFFECT
SCENARIO_KEYS = ("ruleset", "name", "description", "players", "active_player", "turn", "step",
                 "objects", "effects", "events", "replacements", "delayed_triggers",
                 "this_turn", "steps")
MAX_OBJECTS = 20_000

# The delayed triggered abilities' reader, loaded only for a scenario that has some
_delayed_triggers = deferred("mtglogic.loading.replacement:delayed_triggers")


def _blessing(item: Node, ruleset: Ruleset) -> bool:
    """A player's city's blessing (702.131c), refused by a ruleset without the rule."""
    if "citys_blessing" not in item:
        return False
    if word_rules(ruleset).get("citys_blessing", ("?",)) == ():
        item["citys_blessing"].fail(f"ruleset {ruleset.id} has no rule for the city's "
                                    f"blessing (a rule of later Comprehensive Rules)",
                                    ConsistencyError)
    return item["citys_blessing"].as_bool()


def _players(root: Node, ruleset: Ruleset) -> list[Player]:
    """The players; a player who states no starting life total has the ruleset's (103.4)."""
    start = ruleset.starting_life
    if "players" not in root:
        return [Player("you", starting_life=start), Player("opponent", starting_life=start)]
    players: list[Player] = []
    seen: set[str] = set()
    for item in root["players"].as_list():
        if item.is_map():
            item.mapping(allowed=("id", "name", "life", "counters", "starting_life",
                                  "citys_blessing"), required=("id",))
            pid = item["id"].as_str()
            life = item["life"].as_int() if "life" in item else 20
            counters = tuple(sorted(checks.counts(item["counters"]).items())) \
                if "counters" in item else ()
            own = item["starting_life"].as_int() if "starting_life" in item else start
            player = Player(pid, item["name"].as_str() if "name" in item else pid, life, counters,
                            own, _blessing(item, ruleset))
        else:
            pid = item.as_str()
            player = Player(pid, pid, starting_life=start)
        if pid in seen:
            item.fail(f"duplicate player id {pid!r}", ConsistencyError)
        seen.add(pid)
        players.append(player)
    if not players:
        root["players"].fail("a scenario needs at least one player")
    return players


def _card_of(item: Node, oid: str) -> CardDef:
    """The card an object is: a library card by name, or a card written inline."""
    if "card" in item:
        extra = [key for key in item.value if key not in OBJECT_KEYS]
        if extra:
            item[extra[0]].fail(f"{extra[0]!r} is a card key: write the card inline (without "
                                f"`card`), or leave it out")
        card_node = item["card"]
        if card_node.is_map():
            return parse_card(card_node, key_prefix=oid)
        return card_library().get(card_node.as_str(), card_node)
    if "name" in item:
        inline = {k: v for k, v in item.value.items() if k not in OBJECT_KEYS}
        return parse_card(Node(inline, item.file, item.path, item.line), key_prefix=oid)
    item.fail("an object needs `card: <card name>` or inline card keys (`name`, ...)")


def _object(item: Node, index: int, player_ids: list[str], ruleset: Ruleset,
            card: CardDef | None = None, notes: list[str] | None = None,
            ) -> tuple[ObjState, CardDef]:
    item.mapping(allowed=OBJECT_KEYS + INLINE_CARD_KEYS, required=("id",))
    oid = checks.checked_id(item["id"], "an object")
    if card is not None:  # a token copy: the copied object's card, no card keys (707.2)
        extra = [key for key in item.value if key not in OBJECT_KEYS]
        if extra:
            item[extra[0]].fail(f"{extra[0]!r} is a card key: a token written as a copy takes "
                                f"its card from the object it copies")
    card = card or _card_of(item, oid)
    zone = item["zone"].as_str(ZONES) if "zone" in item else "battlefield"
    owner = item["owner"].ref(player_ids, "player") if "owner" in item else None
    controller = item["controller"].ref(player_ids, "player") if "controller" in item else None
    owner = owner or controller or player_ids[0]
    if zone in CONTROLLED_ZONES:
        controller = controller or owner
    elif controller is not None:
        item["controller"].fail(f"an object in the {zone} has no controller, only an owner")
    timestamp = item["timestamp"].as_int(0) if "timestamp" in item else index + 1
    attached_at = _attach_time(item, timestamp)
    counters = checks.counts(item["counters"]) if "counters" in item else {}
    stamps = checks.counter_stamps(item, counters)
    choices = checks.strings(item["choices"]) if "choices" in item else {}
    if "copy_of" in item:
        choices["copy"] = item["copy_of"].as_str()
    abilities = tuple(a if not a.key.startswith(card.name + "#") else _rekey(a, oid)
                      for a in card.abilities)
    obj = ObjState(
        id=oid, name=card.name, owner=owner, controller=controller, zone=zone,
        timestamp=timestamp if attached_at is None else attached_at, attached_at=attached_at,
        mana_cost=card.mana_cost, mana_value=card.mana_value,
        colors=card.colors, card_types=card.card_types, subtypes=card.subtypes,
        supertypes=card.supertypes, abilities=abilities, power=card.power,
        toughness=card.toughness, loyalty=card.loyalty, defense=card.defense,
        counters=counters,
        counter_timestamps=stamps,
        attached_to=item["attached_to"].as_str() if "attached_to" in item else None,
        damage=item["damage"].as_int(0) if "damage" in item else 0,
        **_combat(item),
        is_token=item["token"].as_bool() if "token" in item else False,
        choices=choices, text=card.text,
        class_level=item["class_level"].as_int(1) if "class_level" in item else None,
        chapter_triggered=item["chapter_triggered"].as_bool() if "chapter_triggered" in item
        else False)
    obj.with_intrinsic_mana()
    notes = notes if notes is not None else []
    _station_box(obj, ruleset, notes)
    if card.layout == "flip" and "face" in item:
        item["face"].fail("a flip card has no face to choose: a permanent is flipped or not "
                          "(710.2), written `flipped: true`")
    place_faces(obj, card, item, ruleset, card_library().get)
    _flip(obj, item, ruleset)
    place_face_down(obj, item, ruleset, notes)
    return obj, card


def _flip(obj: ObjState, item: Node, ruleset: Ruleset) -> None:
    """``flipped: true``: the permanent is flipped, a status (110.5; 110.6 in 2011) only a
    permanent has (110.5d); a flip card then has its alternative characteristics (710.2)."""
    if "flipped" not in item or not item["flipped"].as_bool():
        return
    if obj.zone != "battlefield":
        status = word_rules(ruleset).get("status") or ("110.5",)  # 110.6 in 2011
        item["flipped"].fail(f"{obj.id} is in the {obj.zone}: only a permanent is flipped "
                             f"({status[0]}d)", ConsistencyError)
    obj.flipped = True
    show_flip_side(obj)


def _station_box(obj: ObjState, ruleset: Ruleset, notes: list[str]) -> None:
    """A station card's power/toughness box belongs to the static ability of its station
    symbol (721.2b: a creature with that base power and toughness at N+ charge counters):
    the card itself has none, in every zone but the battlefield (721.2c) and there until
    that ability makes it a creature. A ruleset without station cards leaves it alone;
    off the battlefield the board says why it has none."""
    rule = ruleset.cite("station_pt")
    if rule == "?" or obj.power is None:
        return
    if any(a.kind in ("keyword", "activated") and a.text.lower().split(" (")[0].split()[:1]
           == ["station"] for a in obj.abilities):
        obj.power = obj.toughness = None
        if obj.zone != "battlefield":
            notes.append(f"{obj.id} is a station card: it has no power or toughness in the "
                         f"{obj.zone} ({rule})")


class Combat(TypedDict, total=False):
    """The status fields of an object that a scenario may set (ObjState's names)."""

    tapped: bool
    attacking: bool
    blocked: bool
    blocking: bool
    entered_this_turn: bool


def _combat(item: Node) -> Combat:
    """Tapped, and in combat: attacking (blocked or not) or blocking, not both (506.4);
    whether it entered the battlefield this turn."""
    status = Combat()
    if "tapped" in item:
        status["tapped"] = item["tapped"].as_bool()
    if "attacking" in item:
        status["attacking"] = item["attacking"].as_bool()
    if "blocked" in item:
        status["blocked"] = item["blocked"].as_bool()
    if "blocking" in item:
        status["blocking"] = item["blocking"].as_bool()
    if "entered_this_turn" in item:
        status["entered_this_turn"] = item["entered_this_turn"].as_bool()
    if "blocked" in item and not status.get("attacking"):
        item["blocked"].fail("only an attacking creature is blocked or not (509.1h)")
    if status.get("attacking") and status.get("blocking"):
        item["blocking"].fail("a creature attacks or blocks, not both (506.4)")
    return status


def _attach_time(item: Node, entered: int) -> int | None:
    """When an Aura, Equipment or Fortification became attached: its new timestamp
    (613.6d in 2011, 613.7e in 2026), at or after the one it got entering its zone."""
    if "attached_at" not in item:
        return None
    if "attached_to" not in item:
        item["attached_at"].fail("attached_at needs attached_to (the object it became attached to)")
    when = item["attached_at"].as_int(0)
    if when < entered:
        item["attached_at"].fail(f"attached at {when}, before it entered its zone at timestamp "
                                 f"{entered}", ConsistencyError)
    return when


def _rekey(ability: Ability, oid: str) -> Ability:
    """A library card's ability keyed by the object it is on (``bears#0``)."""
    return replace(ability, key=oid + ability.key[ability.key.index("#"):])


def _effect(item: Node, index: int, game: Game) -> ResolvedEffect:
    item.mapping(allowed=EFFECT_KEYS, required=("targets",))
    eid = checks.checked_id(item["id"], "an effect") if "id" in item else f"effect-{index + 1}"
    controller = item["controller"].ref(game.player_ids(), "player") if "controller" in item \
        else game.active_player
    if "card" in item:
        extra = [key for key in item.value if key in EFFECT_SPEC_KEYS]
        if extra:
            item[extra[0]].fail(f"{extra[0]!r} describes an effect written out; the effect of "
                                f"`card` is the card's own")
        card = card_library().get(item["card"].as_str(), item["card"])
        spells = [a for a in card.abilities if a.kind in ("spell", "static")]
        if not spells:
            item["card"].fail(f"{card.name} has no spell or static effect to resolve",
                              ConsistencyError)
        # Compiled again under the effect's id, so that the abilities it grants are its own.
        body = Node(thaw(spells[0].data), card.file, "abilities[0]", None)
    else:
        body = Node({k: v for k, v in item.value.items() if k in EFFECT_SPEC_KEYS},
                    item.file, item.path, item.line)
    ability = spell_ability(body, eid)
    for target_node in item["targets"].as_list(allow_single=True):
        target_node.ref(game.objects, "object with id")
    source = item["source"].ref(game.objects, "object with id") if "source" in item else None
    _check_leaves(item, ability.definition.duration, source, game)
    timestamp = item["timestamp"].as_int(0) if "timestamp" in item else \
        max((o.timestamp for o in game.objects.values()), default=0) + index + 1
    choices = checks.strings(item["choices"]) if "choices" in item else {}
    return ResolvedEffect(eid, controller, timestamp, ability,
                          frozenset(item["targets"].as_str_list()), source, choices)


def _check_leaves(item: Node, duration: Duration | None, source: str | None,
                  game: Game) -> None:
    """An "until ... leaves the battlefield" duration names an object of the board: the
    effect's source (which it must then have) or an object id."""
    if duration is None or duration.kind != "until_leaves":
        return
    watched = duration.watched(source)
    where = item["duration"]["until_leaves"] if "duration" in item else item
    if watched is None:
        where.fail("`until_leaves: source` needs the effect's `source`", ConsistencyError)
    elif watched not in game.objects:
        where.fail(f"no object with id {watched!r} to leave the battlefield", ConsistencyError)


def parse_scenario(root: Node, ruleset: Ruleset | None = None) -> Scenario:
    """Validate a scenario mapping and build the game it describes."""
    root.mapping(allowed=SCENARIO_KEYS)
    own = named_ruleset(root["ruleset"]) if "ruleset" in root else DEFAULT_RULESET
    ruleset = ruleset or load_ruleset(own)
    players = _players(root, ruleset)
    player_ids = [p.id for p in players]
    active = root["active_player"].ref(player_ids, "player") if "active_player" in root \
        else player_ids[0]
    objects: dict[str, ObjState] = {}
    cards: dict[str, CardDef] = {}
    items = root["objects"].as_list() if "objects" in root else []
    if len(items) > MAX_OBJECTS:
        root["objects"].fail(f"{len(items)} objects is more than the limit of {MAX_OBJECTS}")
    copies = [i for i, item in enumerate(items) if is_token_copy(item)]
    notes: list[str] = []
    for index in [i for i in range(len(items)) if i not in copies] + copies:
        item = items[index]
        model = item["copy_of"].ref(objects, "object with id") if index in copies else None
        obj, card = _object(item, index, player_ids, ruleset, cards[model] if model else None,
                            notes)
        if model:
            obj = make_token_copy(obj, objects[model], ruleset)
        if obj.id in objects:
            item["id"].fail(f"duplicate object id {obj.id!r}", ConsistencyError)
        if obj.id in player_ids:  # an event naming it would silently mean the player
            item["id"].fail(f"object id {obj.id!r} is also a player's id: an id names one "
                            "player or one object", ConsistencyError)
        objects[obj.id] = obj
        cards[obj.id] = card
    objects = {oid: objects[oid] for oid in [checks.checked_id(i["id"], "an object")
                                             for i in items] if oid in objects}
    for item in items:
        _check_references(item, objects)
    checks.attachment_cycles(objects, dict(zip(objects, items)))
    for key in ("objects", "effects", "replacements"):
        if key in root:
            checks.players_named(root[key], player_ids, events=key == "replacements")
    game = Game(players, active, objects, root["turn"].as_int(1) if "turn" in root else 1,
                root["step"].as_str(STEPS) if "step" in root else "precombat_main",
                notes=tuple(notes))
    effect_items = root["effects"].as_list() if "effects" in root else []
    effects = [_effect(e, i, game) for i, e in enumerate(effect_items)]
    seen_effects: set[str] = set()
    for item, eff in zip(effect_items, effects):
        if eff.id in seen_effects or eff.id in objects or eff.id in player_ids:
            other = "a player's" if eff.id in player_ids else \
                "an object's" if eff.id in objects else "another effect's"
            item.fail(f"duplicate id {eff.id!r}: it is also {other} id", ConsistencyError)
        seen_effects.add(eff.id)
    name = root["name"].as_str() if "name" in root else Path(root.file).stem
    if "description" in root:
        root["description"].as_str()
    steps = parse_steps(root["steps"], objects, ruleset) if "steps" in root else []
    game.history = parse_history(root, game, ruleset)  # every engine reads it
    scenario = Scenario(game, effects, ruleset, root, name, cards, steps)
    if "delayed_triggers" in root and "events" not in root:  # read with the events else
        if not steps:
            root["delayed_triggers"].fail("delayed triggered abilities trigger on `events` "
                                          "or on time `steps`: the scenario has neither")
        _delayed_triggers()(scenario)  # what the time steps trigger reads them (603.7)
    return scenario


def _check_references(item: Node, objects: dict[str, ObjState]) -> None:
    """An attachment and a copy name an object of the scenario (not itself, 303.4d)."""
    oid = item["id"].as_str()
    attached = objects[oid].attached_to
    if attached is not None:
        item["attached_to"].ref(objects, "object with id")
    if attached == oid:
        item["attached_to"].fail("an object cannot be attached to itself (303.4d, 301.5c)",
                                 ConsistencyError)
    copy_target = objects[oid].choices.get("copy")
    if copy_target is not None and copy_target not in objects:
        node = item["copy_of"] if "copy_of" in item else item["choices"]["copy"]
        node.fail(f"no object with id {copy_target!r} to copy", ConsistencyError)


def scenario_root(source: str | Path | dict[str, Any] | Node, ruleset_id: str | None = None,
                  ) -> tuple[Node, str | None]:
    """The scenario node of a file path, a dict or a node (a ruling's own scenario, under
    the ruleset it names or the folder it is in), and the ruleset to use."""
    if isinstance(source, Node):
        root = source
    elif isinstance(source, dict):
        root = Node(source, "<data>", "", 1)
    else:
        root = load_yaml(source)
    if is_ruling(root):
        if ruleset_id is None:
            ruleset_id = (named_ruleset(root["ruleset"]) if "ruleset" in root
                          else ruleset_from_path(Path(root.file)))
        root = root["scenario"]
    return root, ruleset_id


def load_scenario(source: str | Path | dict[str, Any] | Node,
                  ruleset_id: str | None = None) -> Scenario:
    """Load a scenario from a file path, a dict or a node; ``ruleset_id`` overrides the
    scenario's own ``ruleset``."""
    root, ruleset_id = scenario_root(source, ruleset_id)
    return parse_scenario(root, load_ruleset(ruleset_id) if ruleset_id else None)


def scenario_from_text(text: str, ruleset_id: str | None = None,
                       name: str = "<text>") -> Scenario:
    """Load a scenario written as YAML text."""
    return load_scenario(Node(parse_yaml_text(text, name), name, "", 1), ruleset_id)
