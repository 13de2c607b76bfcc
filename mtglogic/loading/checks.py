"""Checks of a scenario that no JSON Schema can make: ids, players named inside effects,
attachment cycles, and the keys of counter and choice mappings.

Each failure is a located one-line ``InputError`` (a ``ConsistencyError`` for a name the
scenario does not define).
"""
from __future__ import annotations

from collections.abc import Collection, Mapping

from mtglogic.errors import ConsistencyError
from mtglogic.model.objects import ObjState
from mtglogic.node import Node
from mtglogic.vocabulary.registry import PLAYER_KEYS, player_keys

ID_SEPARATORS = (":", "#")  # effect keys are built with them: bear#0, bear:counters
ID_SCHEMA = {"type": ["string", "integer"], "pattern": "^[^:#]*$"}  # as checked_id checks
# Free names and text, never player references; and a triggered ability's instructions,
# whose players are the words of their own spec (``trigger_effects.PLAYER_REFS``), no id.
NOT_WALKED = ("choices", "text", "name", "effect")
# Keys whose data holds the words of events (a replacement or triggered ability): the keys
# naming players there are known once those words are loaded (``player_keys``). Elsewhere
# only the words of continuous effects are written, whose keys are always loaded.
EVENT_DATA = ("replacement", "triggered")


def checked_id(node: Node, what: str) -> str:
    """An object or effect id: a string without the separators of effect keys."""
    value = node.as_str()
    for separator in ID_SEPARATORS:
        if separator in value:
            node.fail(f"{what} id {value!r} contains {separator!r}, which mtglogic uses to "
                      f"name effects (bear#0, bear:counters); choose another id")
    return value


def _key_of(node: Node, key: object, what: str) -> str:
    if not isinstance(key, str):
        kind = "a boolean" if isinstance(key, bool) else "a number"
        node.fail(f"expected {what} (a string), got {kind}: {key!r}")
    return key


def counts(node: Node, what: str = "a counter kind") -> dict[str, int]:
    """A mapping of counter kinds (strings, such as ``+1/+1``) to counts of at least 0."""
    return {_key_of(child, key, what): child.as_int(0) for key, child in node.items()}


def counter_stamps(item: Node, counters: Mapping[str, int]) -> dict[str, float]:
    """An object's ``counter_timestamps``: when the counters of each kind got their
    timestamp (613.7c); each kind must be among its counters."""
    if "counter_timestamps" not in item:
        return {}
    node = item["counter_timestamps"]
    stamps = {_key_of(child, key, "a counter kind"): float(child.as_int(0))
              for key, child in node.items()}
    for kind in stamps:
        if not counters.get(kind):
            node[kind].fail(f"no {kind!r} counter is on the object (its `counters`)",
                            ConsistencyError)
    return stamps


def strings(node: Node, what: str = "a choice name") -> dict[str, str]:
    """A mapping of names (strings) to strings, such as an object's ``choices``."""
    return {_key_of(child, key, what): child.as_str() for key, child in node.items()}


def players_named(node: Node, player_ids: Collection[str],
                  events: bool = False) -> None:
    """Every player named by an effect's words (``control: p2``, ``{life: p2}``,
    ``controller: p2``, ``player: p2``) is a player of the scenario; ``events``: the node
    holds the words of events (a scenario's replacement effects), as ``EVENT_DATA`` does."""
    if node.is_list():
        for item in node.as_list():
            players_named(item, player_ids, events)
        return
    if not node.is_map():
        return
    keys = player_keys() if events else PLAYER_KEYS
    for key, child in node.items():
        if key in NOT_WALKED:
            continue
        allowed = keys.get(key) if isinstance(key, str) else None
        if allowed is not None and isinstance(child.value, str) \
                and child.value not in allowed and child.value not in player_ids:
            words = " or ".join(repr(w) for w in allowed)
            child.fail(f"no player {child.value!r}; players: {', '.join(player_ids)} "
                       f"(or {words})", ConsistencyError)
        players_named(child, player_ids, events or key in EVENT_DATA)


def attachment_cycles(objects: Mapping[str, ObjState], nodes: Mapping[str, Node]) -> None:
    """No object is attached, through a chain of attachments, to itself (303.4d, 301.5c)."""
    done: set[str] = set()
    for start in objects:
        chain: list[str] = []
        current: str | None = start
        while current is not None and current not in done and current not in chain:
            chain.append(current)
            current = objects[current].attached_to if current in objects else None
        if current is not None and current in chain:
            cycle = chain[chain.index(current):]
            nodes[cycle[0]]["attached_to"].fail(
                "attachments form a cycle: " + " -> ".join(cycle + [current]) +
                " (an Aura or Equipment cannot be attached, even through others, to itself; "
                "303.4d, 301.5c)", ConsistencyError)
        done.update(chain)
