"""Scenario files: a main-game state and a script of steps (see docs/subgame.md).

Everything is validated through ``Node`` so that a mistake reads ``FILE:LINE: PATH: msg``.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from mtglogic.loading.yamlio import Node
from mtglogic.subgame.cards import KINDS, TRADITIONAL, Card, card_from_library
from mtglogic.subgame.model import PLAYER_ZONES, Game, PlayerState, Session, TriggerDef

PLAYER_KEYS = ("life", "counters", "decks", "outside", "stack") + PLAYER_ZONES
DECK_KIND = {"planar": "plane", "scheme": "scheme", "attraction": "attraction",
             "contraption": "contraption"}
# action -> (what its value is, the other keys it accepts)
ACTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "cast": ("card", ()),
    "resolve": ("card", ("first", "choose")),
    "draw": ("player", ("count",)),
    "mulligan": ("player", ("bottom",)),
    "bring_in": ("card", ("to",)),
    "move": ("card", ("to", "player")),
    "token": ("card", ("owner", "zone", "name")),
    "counters": ("player", ("kind", "add")),
    "life": ("player", ("add",)),
    "sba": ("none", ()),
    "result": ("result", ()),
    "end_subgame": ("none", ()),
}
MAX_GENERATED = 10_000


@dataclass
class Step:
    """One script step: an action, its value, its options, and where it was written."""

    action: str
    value: object
    options: dict[str, Node]
    node: Node
    label: str | None = None

    def describe(self) -> str:
        return f"{self.action} {self.value}" if self.value is not None else self.action


@dataclass
class Scenario:
    """A parsed scenario; ``new_session`` builds a fresh, independent game from it."""

    root: Node
    ruleset_id: str | None
    seed: int | None
    fmt: str
    order: list[str]
    active: str
    life: dict[str, int]
    counters: dict[str, dict[str, int]]
    zones: dict[str, dict[str, list[str]]]
    decks: dict[str, dict[str, list[str]]]
    outside: dict[str, list[str]]
    stack: list[str]
    cards: dict[str, Card]
    triggers: tuple[TriggerDef, ...]
    steps: list[Step] = field(default_factory=list)

    def new_session(self) -> Session:
        players = {p: PlayerState(self.life[p], dict(self.counters[p]),
                                  {z: list(c) for z, c in self.zones[p].items()},
                                  {k: list(c) for k, c in self.decks[p].items()})
                   for p in self.order}
        game = Game(0, list(self.order), players, self.active, fmt=self.fmt,
                    stack=list(self.stack))
        return Session(dict(self.cards), [game], copy.deepcopy(self.outside), self.triggers,
                       frozenset(self.cards))


def _card(node: Node, owner: str, kind: str, cards: dict[str, Card]) -> list[str]:
    """The card ids of one entry of a zone list (a shorthand entry gives many)."""
    if not node.is_map():
        made = [Card(node.str(), node.str(), owner, kind=kind)]
    elif "count" in node:
        node.mapping(allowed=("count", "prefix", "types", "kind"), required=("count", "prefix"))
        prefix = node["prefix"].str()
        types = tuple(node["types"].str_list()) if "types" in node else ()
        made = [Card(f"{prefix}{i}", f"{prefix}{i}", owner, types,
                     kind=node["kind"].str(KINDS) if "kind" in node else kind)
                for i in range(1, node["count"].int(minimum=0, maximum=MAX_GENERATED) + 1)]
    else:
        node.mapping(allowed=("id", "card", "name", "types", "kind", "commander"),
                     required=("id",))
        cid = node["id"].str()
        if "card" in node:
            made = [card_from_library(cid, node["card"].str(), owner, node["card"])]
        else:
            name = node["name"].str() if "name" in node else cid
            types = tuple(node["types"].str_list()) if "types" in node else ()
            made = [Card(cid, name, owner, types,
                         kind=node["kind"].str(KINDS) if "kind" in node else kind)]
        if "commander" in node:
            made[0].commander = node["commander"].bool()
    for card in made:
        if card.id in cards:
            node.fail(f"card id {card.id!r} is used twice")
        cards[card.id] = card
    return [c.id for c in made]


def _zone(node: Node | None, owner: str, kind: str, cards: dict[str, Card]) -> list[str]:
    if node is None:
        return []
    return [cid for item in node.list() for cid in _card(item, owner, kind, cards)]


def _step(node: Node) -> Step:
    node.mapping()
    actions = [k for k in node.value if k in ACTIONS]
    if len(actions) != 1:
        node.fail(f"a step needs exactly one action among: {', '.join(ACTIONS)}")
    action = actions[0]
    kind, extra = ACTIONS[action]
    node.mapping(allowed=(action, "label") + extra)
    raw = node[action]
    value: object = None
    if kind in ("card", "player"):
        value = raw.str()
    elif kind == "result":
        if raw.is_map():
            raw.mapping(allowed=("winners", "losers", "draw"))
            if len(raw.value) != 1:
                raw.fail("give one of winners, losers or draw")
            key = next(iter(raw.value))
            value = (key, True if key == "draw" else raw[key].str_list())
        else:
            value = ("draw", True) if raw.str(("draw",)) else None
    label = node["label"].str() if "label" in node else None
    return Step(action, value, {k: node[k] for k in extra if k in node}, node, label)


def parse_scenario(root: Node) -> Scenario:
    """Validate a scenario mapping (a whole file, or the ``scenario`` of a ruling)."""
    root.mapping(allowed=("ruleset", "seed", "format", "active_player", "players", "triggers",
                          "steps"), required=("players", "steps"))
    players_node = root["players"].mapping()
    order = [str(k) for k in players_node.value]
    if not order:
        players_node.fail("at least one player is needed")
    cards: dict[str, Card] = {}
    life, counters, zones, decks, outside, stack = {}, {}, {}, {}, {}, []
    for pid, pnode in players_node.items():
        pid = str(pid)
        pnode.mapping(allowed=PLAYER_KEYS)
        life[pid] = pnode["life"].int(maximum=10**6) if "life" in pnode else 20
        counters[pid] = ({k: v.int(minimum=0, maximum=10**6) for k, v in pnode["counters"].items()}
                         if "counters" in pnode else {})
        zones[pid] = {z: _zone(pnode.get(z), pid, TRADITIONAL, cards) for z in PLAYER_ZONES}
        deck_node = pnode.get("decks")
        decks[pid] = {}
        for kind, dnode in (deck_node.items() if deck_node is not None else []):
            if kind not in DECK_KIND:
                dnode.fail(f"unknown deck {kind!r}; expected one of: {', '.join(DECK_KIND)}")
            decks[pid][kind] = _zone(dnode, pid, DECK_KIND[kind], cards)
        outside[pid] = _zone(pnode.get("outside"), pid, TRADITIONAL, cards)
        stack += _zone(pnode.get("stack"), pid, TRADITIONAL, cards)
    active = root["active_player"].str(order) if "active_player" in root else order[0]
    triggers = []
    for tnode in (root["triggers"].list() if "triggers" in root else []):
        tnode.mapping(allowed=("source", "name", "leaves", "own_cards_only"),
                      required=("source", "name"))
        source = tnode["source"].str(list(cards))
        triggers.append(TriggerDef(source, tnode["name"].str(),
                                   tuple(tnode["leaves"].str_list()) if "leaves" in tnode else (),
                                   tnode["own_cards_only"].bool() if "own_cards_only" in tnode
                                   else False))
    return Scenario(
        root=root,
        ruleset_id=root["ruleset"].str() if "ruleset" in root else None,
        seed=root["seed"].int(minimum=0) if "seed" in root else None,
        fmt=root["format"].str() if "format" in root else "normal",
        order=order, active=active, life=life, counters=counters, zones=zones, decks=decks,
        outside=outside, stack=stack, cards=cards, triggers=tuple(triggers),
        steps=[_step(s) for s in root["steps"].list()])
