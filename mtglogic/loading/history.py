"""Reading a scenario's ``this_turn`` section: what happened earlier this turn.

::

    this_turn:
      draws: {p1: 1}                 # cards each player drew this turn
      draws_this_step: {p1: 1}       # ... of which in the current step
      damage:                        # damage dealt this turn, by source to recipient
        - {source: bolt, to: bear, amount: 3}   # controller: who controlled the source
                                                #   then (default: now)
      life_gained: {p1: 3}
      life_lost: {p2: 2}
      died:                          # objects as they last existed (also entered, left,
        - {types: [creature], controller: p2}     #   sacrificed, cast): described, or
        - {object: bears}                         #   an object of the scenario (its card's
                                                  #   characteristics; controller: then)
        - {types: [creature], subtypes: [Zombie], controller: p1, token: true, count: 2}
      cast: [{types: [instant], controller: p1}]  # spells cast: the caster controls them
      attacked: [p1]                 # players who attacked with a creature (508.1a)
      committed_crime: [p1]          # players who committed a crime (700.13; not in 2011)
      speed: {p1: 4}                 # each player's speed (702.179; not in 2011)
      done_once: [wizard#2]          # triggered abilities whose "do this only once each
                                     # turn" action was taken (603.2h; not in 2011)

A permanent on the battlefield that entered this turn is marked ``entered_this_turn`` on
the object itself; ``entered`` lists those that entered this turn and have left since.
"""
from __future__ import annotations

from mtglogic.errors import ConsistencyError
from mtglogic.model.history import OBJECT_EVENTS, DamageDealt, Gone, TurnHistory
from mtglogic.model.objects import Game
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.terms import CARD_TYPES, COLORS, SUPERTYPES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.word_rules import word_rules

BY_PLAYER = {"type": "object", "additionalProperties": s.integer(0)}
DAMAGE_SCHEMA = s.mapping({"source": s.string(), "to": s.string(), "amount": s.integer(1),
                           "controller": s.string()}, required=("source", "to", "amount"))
GONE_KEYS = ("object", "name", "types", "subtypes", "supertypes", "colors", "controller",
             "owner", "token", "count")
GONE_SCHEMA = s.mapping({"object": s.string(), "name": s.string(),
                         "types": s.words(CARD_TYPES), "subtypes": s.words(),
                         "supertypes": s.words(SUPERTYPES), "colors": s.words(COLORS),
                         "controller": s.string(), "owner": s.string(), "token": s.BOOLEAN,
                         "count": s.integer(1)})
PLAYERS = s.array(s.string())
MAX_SPEED = 4  # a player at 4 has max speed, and it goes no higher
HISTORY_SCHEMA = s.mapping({"draws": BY_PLAYER, "draws_this_step": BY_PLAYER,
                            "damage": s.array(DAMAGE_SCHEMA), "life_gained": BY_PLAYER,
                            "life_lost": BY_PLAYER,
                            **{event: s.array(GONE_SCHEMA) for event in OBJECT_EVENTS},
                            "attacked": PLAYERS, "committed_crime": PLAYERS,
                            "speed": {"type": "object", "additionalProperties":
                                      s.integer(0, MAX_SPEED)},
                            "done_once": s.array(s.string())})
HISTORY_KEYS = tuple(HISTORY_SCHEMA["properties"])
# The keys that name a rule some ruleset lacks (its ``word_rules`` entry is null): refused
# there, as that ruleset's game has no such thing.
RULE_OF_KEY = {"committed_crime": "crime", "speed": "speed", "done_once": "once_each_turn"}
ZONE_OF_EVENT = {"cast": "stack"}  # the others: the battlefield, where it last was


def _by_player(node: Node, game: Game) -> tuple[tuple[str, int], ...]:
    node.mapping()
    found = {}
    for key, child in node.items():
        if key not in game.player_ids():
            child.fail(f"no player with id {key!r}", ConsistencyError)
        found[key] = child.as_int(0)
    return tuple(sorted(found.items()))


def _damage(node: Node, game: Game) -> DamageDealt:
    node.mapping(allowed=("source", "to", "amount", "controller"),
                 required=("source", "to", "amount"))
    source = node["source"].ref(game.objects, "object with id")
    to = node["to"].as_str()
    if to not in game.player_ids() and to not in game.objects:
        node["to"].fail(f"no player or object with id {to!r}", ConsistencyError)
    obj = game.objects[source]
    controller = node["controller"].ref(game.player_ids(), "player") \
        if "controller" in node else obj.controller or obj.owner
    return DamageDealt(source, to, node["amount"].as_int(1), controller)


def _gone(node: Node, event: str, index: int, game: Game) -> list[Gone]:
    """One entry of an object list: the object as it last was, ``count`` times."""
    node.mapping(allowed=GONE_KEYS)
    players = game.player_ids()
    obj = game.objects[node["object"].ref(game.objects, "object with id")] \
        if "object" in node else None
    if obj is None and "types" not in node:
        node.fail("give the object's `types` (or `object`: an object of the scenario)",
                  ConsistencyError)
    if event == "entered" and obj is not None and obj.zone == "battlefield":
        node["object"].fail(f"{obj.id} is on the battlefield: mark it `entered_this_turn: "
                            "true` instead (`entered` lists those that have left since)",
                            ConsistencyError)
    if event != "cast" and obj is not None and obj.zone == "battlefield":
        node["object"].fail(f"{obj.id} is on the battlefield, so it has not left it since "
                            "(one that came back is a new object): describe the one that "
                            "left with `types` and `controller`", ConsistencyError)
    if obj is None and "controller" not in node:
        node.fail("give the player who controlled it (`controller`)", ConsistencyError)

    def words(key: str, choices: tuple[str, ...] | None, default: frozenset[str]
              ) -> frozenset[str]:
        return frozenset(node[key].as_str_list(choices)) if key in node else default

    controller = node["controller"].ref(players, "player") if "controller" in node \
        else (obj.controller or obj.owner if obj is not None else "")
    owner = node["owner"].ref(players, "player") if "owner" in node \
        else (obj.owner if obj is not None else controller)
    count = node["count"].as_int(1) if "count" in node else 1
    base = obj.id if obj is not None else f"{event}-{index + 1}"
    return [Gone(base if count == 1 else f"{base}-{n + 1}",
                 node["name"].as_str() if "name" in node else (obj.name if obj else ""),
                 controller, owner, ZONE_OF_EVENT.get(event, "battlefield"),
                 words("types", CARD_TYPES, obj.card_types if obj else frozenset()),
                 words("subtypes", None, obj.subtypes if obj else frozenset()),
                 words("supertypes", SUPERTYPES, obj.supertypes if obj else frozenset()),
                 words("colors", COLORS, obj.colors if obj else frozenset()),
                 node["token"].as_bool() if "token" in node else
                 (obj.is_token if obj else False))
            for n in range(count)]


def _objects(node: Node, event: str, game: Game) -> tuple[Gone, ...]:
    found: list[Gone] = []
    for index, item in enumerate(node.as_list()):
        found += _gone(item, event, index, game)
    return tuple(found)


def _players(node: Node, game: Game) -> tuple[str, ...]:
    return tuple(sorted({item.ref(game.player_ids(), "player") for item in node.as_list()}))


def _refuse_missing_rules(node: Node, ruleset: Ruleset | None) -> None:
    """A key whose rule this ruleset lacks (speed, crimes: none in 2011) is refused."""
    table = word_rules(ruleset) if ruleset is not None else {}
    for key, rule in RULE_OF_KEY.items():
        if key in node and table.get(rule, ("?",)) == ():
            node[key].fail(f"ruleset {ruleset.id if ruleset else ''} has no rule for "
                           f"`{key}` (a rule of later Comprehensive Rules)", ConsistencyError)


def parse_history(root: Node, game: Game, ruleset: Ruleset | None = None) -> TurnHistory:
    """The scenario's ``this_turn`` section (empty when it has none)."""
    if "this_turn" not in root:
        return TurnHistory()
    node = root["this_turn"]
    node.mapping(allowed=HISTORY_KEYS)
    _refuse_missing_rules(node, ruleset)
    tables = {key: _by_player(node[key], game) if key in node else ()
              for key in ("draws", "draws_this_step", "life_gained", "life_lost")}
    for player, count in tables["draws_this_step"]:
        if count > dict(tables["draws"]).get(player, 0):
            node["draws_this_step"][player].fail(
                f"{player} drew {count} cards this step but fewer this turn (`draws`)",
                ConsistencyError)
    damage = tuple(_damage(item, game) for item in node["damage"].as_list()) \
        if "damage" in node else ()
    objects = {event: _objects(node[event], event, game) if event in node else ()
               for event in OBJECT_EVENTS}
    speed = _by_player(node["speed"], game) if "speed" in node else ()
    for player, value in speed:
        if value > MAX_SPEED:
            node["speed"][player].fail(f"a speed is at most {MAX_SPEED} (max speed)", ConsistencyError)
    return TurnHistory(tables["draws"], tables["draws_this_step"], damage,
                       tables["life_gained"], tables["life_lost"], **objects,
                       attacked=_players(node["attacked"], game) if "attacked" in node else (),
                       crimes=_players(node["committed_crime"], game)
                       if "committed_crime" in node else (), speed=speed,
                       done_once=tuple(item.as_str() for item in node["done_once"].as_list())
                       if "done_once" in node else ())
