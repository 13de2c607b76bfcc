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
"""
from __future__ import annotations

from mtglogic.errors import ConsistencyError
from mtglogic.model.history import DamageDealt, TurnHistory
from mtglogic.model.objects import Game
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s

BY_PLAYER = {"type": "object", "additionalProperties": s.integer(0)}
DAMAGE_SCHEMA = s.mapping({"source": s.string(), "to": s.string(), "amount": s.integer(1),
                           "controller": s.string()}, required=("source", "to", "amount"))
HISTORY_SCHEMA = s.mapping({"draws": BY_PLAYER, "draws_this_step": BY_PLAYER,
                            "damage": s.array(DAMAGE_SCHEMA), "life_gained": BY_PLAYER,
                            "life_lost": BY_PLAYER})
HISTORY_KEYS = tuple(HISTORY_SCHEMA["properties"])


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


def parse_history(root: Node, game: Game) -> TurnHistory:
    """The scenario's ``this_turn`` section (empty when it has none)."""
    if "this_turn" not in root:
        return TurnHistory()
    node = root["this_turn"]
    node.mapping(allowed=HISTORY_KEYS)
    tables = {key: _by_player(node[key], game) if key in node else ()
              for key in ("draws", "draws_this_step", "life_gained", "life_lost")}
    for player, count in tables["draws_this_step"]:
        if count > dict(tables["draws"]).get(player, 0):
            node["draws_this_step"][player].fail(
                f"{player} drew {count} cards this step but fewer this turn (`draws`)",
                ConsistencyError)
    damage = tuple(_damage(item, game) for item in node["damage"].as_list()) \
        if "damage" in node else ()
    return TurnHistory(tables["draws"], tables["draws_this_step"], damage,
                       tables["life_gained"], tables["life_lost"])
