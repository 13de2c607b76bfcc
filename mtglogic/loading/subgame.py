"""Subgame scenario files: a main-game state and a script of steps (see docs/subgame.md).

Cards named with ``card:`` come from the card library (validated there, with close names
offered); cards written by name have card types checked as card files' are. Every
mistake reads ``FILE:LINE: PATH: what is wrong``.
"""
from __future__ import annotations

from pathlib import Path

from mtglogic.errors import ConsistencyError
from mtglogic.loading.cards import card_library
from mtglogic.loading.rulesets import named_ruleset
from mtglogic.loading.rulings import is_ruling, ruleset_from_path
from mtglogic.loading.yamlio import load_yaml
from mtglogic.model.terms import CARD_TYPES
from mtglogic.node import Node
from mtglogic.subgame.card_triggers import card_triggers
from mtglogic.subgame.cards import KINDS, TRADITIONAL, Card, card_of
from mtglogic.subgame.model import PLAYER_ZONES, Step, SubgameScenario, TriggerDef
from mtglogic.subgame.steps import STEP_ACTIONS
from mtglogic.vocabulary.wordlists import printed_words

PLAYER_KEYS = ("life", "counters", "decks", "outside", "stack") + PLAYER_ZONES
DECK_KIND = {"planar": "plane", "scheme": "scheme", "attraction": "attraction",
             "contraption": "contraption"}
LIBRARY_CARD_KEYS = ("id", "card", "commander")  # a card of the library is what it is
MAX_CARDS = 10_000  # cards of one subgame scenario, shorthand entries ({count: N}) summed


def _types(node: Node) -> tuple[str, ...]:
    return tuple(printed_words(node["types"], CARD_TYPES)) if "types" in node else ()


def _card(node: Node, owner: str, kind: str, cards: dict[str, Card]) -> list[str]:
    """The card ids of one entry of a zone list (a shorthand entry gives many)."""
    if not node.is_map():
        made = [Card(node.as_str(), node.as_str(), owner, kind=kind)]
    elif "count" in node:
        node.mapping(allowed=("count", "prefix", "types", "kind"), required=("count", "prefix"))
        prefix = node["prefix"].as_str()
        types = _types(node)
        count = node["count"].as_int(minimum=0, maximum=MAX_CARDS)
        if len(cards) + count > MAX_CARDS:
            node["count"].fail(f"{count} more cards would make {len(cards) + count}, more than "
                               f"the limit of {MAX_CARDS} cards in one scenario")
        made = [Card(f"{prefix}{i}", f"{prefix}{i}", owner, types,
                     kind=node["kind"].as_str(KINDS) if "kind" in node else kind)
                for i in range(1, count + 1)]
    else:
        node.mapping(allowed=("id", "card", "name", "types", "kind", "commander"),
                     required=("id",))
        cid = node["id"].as_str()
        if "card" in node:
            extra = [key for key in node.value if key not in LIBRARY_CARD_KEYS]
            if extra:
                node[extra[0]].fail(f"{extra[0]!r} comes from the card library for a card "
                                    f"named with `card`; leave it out")
            definition = card_library().get(node["card"].as_str(), node["card"])
            made = [card_of(cid, definition, owner)]
        else:
            name = node["name"].as_str() if "name" in node else cid
            made = [Card(cid, name, owner, _types(node),
                         kind=node["kind"].as_str(KINDS) if "kind" in node else kind)]
        if "commander" in node:
            made[0].commander = node["commander"].as_bool()
    if len(cards) + len(made) > MAX_CARDS:
        node.fail(f"more than the limit of {MAX_CARDS} cards in one scenario")
    for card in made:
        if card.id in cards:
            node.fail(f"card id {card.id!r} is used twice", ConsistencyError)
        cards[card.id] = card
    return [c.id for c in made]


def _zone(node: Node | None, owner: str, kind: str, cards: dict[str, Card]) -> list[str]:
    if node is None:
        return []
    return [cid for item in node.as_list() for cid in _card(item, owner, kind, cards)]


def _true(node: Node) -> None:
    if node.as_bool() is not True:
        node.fail("write `true` (or leave the step out)")


def parse_step(node: Node) -> Step:
    node.mapping()
    actions = [k for k in node.value if k in STEP_ACTIONS]
    if len(actions) != 1:
        node.fail(f"a step needs exactly one action among: {', '.join(STEP_ACTIONS)}")
    action = actions[0]
    kind, options = STEP_ACTIONS[action].value, STEP_ACTIONS[action].options
    node.mapping(allowed=(action, "label") + tuple(options))
    for key in STEP_ACTIONS[action].required:
        if key not in node:
            node.fail(f"{action} needs `{key}`")
    raw = node[action]
    value: object = None
    if kind in ("card", "player"):
        value = raw.as_str()
    elif kind == "result":
        if raw.is_map():
            raw.mapping(allowed=("winners", "losers", "draw"))
            if len(raw.value) != 1:
                raw.fail("give one of winners, losers or draw")
            key = next(iter(raw.value))
            if key == "draw":
                _true(raw["draw"])
            value = (key, True if key == "draw" else raw[key].as_str_list())
        else:
            value = ("draw", True) if raw.as_str(("draw",)) else None
    else:
        _true(raw)
    for key, option in options.items():
        if key in node:
            option.check(node[key])
    label = node["label"].as_str() if "label" in node else None
    return Step(action, value, {k: node[k] for k in options if k in node}, node, label)


def parse_subgame_scenario(root: Node) -> SubgameScenario:
    """Validate a scenario mapping (a whole file, or the ``scenario`` of a ruling)."""
    root.mapping(allowed=("ruleset", "seed", "format", "active_player", "players", "triggers",
                          "steps"), required=("players", "steps"))
    players_node = root["players"].mapping()
    order = [str(k) for k in players_node.value]
    if not order:
        players_node.fail("at least one player is needed")
    if len(set(order)) != len(order):
        players_node.fail("two players have the same id (a number and its text are the same id)",
                          ConsistencyError)
    cards: dict[str, Card] = {}
    life, counters, zones, outside, stack = {}, {}, {}, {}, []
    decks: dict[str, dict[str, list[str]]] = {}
    for pid, pnode in players_node.items():
        pid = str(pid)
        pnode.mapping(allowed=PLAYER_KEYS)
        life[pid] = pnode["life"].as_int(maximum=10**6) if "life" in pnode else 20
        counters[pid] = ({k: v.as_int(minimum=0, maximum=10**6) for k, v in pnode["counters"].items()}
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
    active = root["active_player"].ref(order, "player") if "active_player" in root else order[0]
    triggers = []
    for tnode in (root["triggers"].as_list() if "triggers" in root else []):
        tnode.mapping(allowed=("source", "name", "leaves", "own_cards_only", "types"),
                      required=("source", "name"))
        source = tnode["source"].ref(cards, "card with id")
        triggers.append(TriggerDef(source, tnode["name"].as_str(),
                                   tuple(tnode["leaves"].as_str_list()) if "leaves" in tnode else (),
                                   tnode["own_cards_only"].as_bool() if "own_cards_only" in tnode
                                   else False, _types(tnode)))
    # a library card's own leave-zone triggered abilities, as the engine reads them
    triggers += [trigger for card in cards.values() if card.definition is not None
                 for trigger in card_triggers(card.id, card.definition)]
    return SubgameScenario(
        root=root,
        ruleset_id=named_ruleset(root["ruleset"]) if "ruleset" in root else None,
        seed=root["seed"].as_int(minimum=0) if "seed" in root else None,
        fmt=root["format"].as_str() if "format" in root else "normal",
        order=order, active=active, life=life, counters=counters, zones=zones, decks=decks,
        outside=outside, stack=stack, cards=cards, triggers=tuple(triggers),
        steps=[parse_step(s) for s in root["steps"].as_list()])


def load_subgame_scenario(source: str | Path | Node) -> SubgameScenario:
    """A subgame scenario from a file or a node; a ruling file gives its own scenario (its
    ruleset, when it names none, is that of its ``cr-XXXX`` folder)."""
    root = source if isinstance(source, Node) else load_yaml(source)
    folder = None
    if is_ruling(root):
        root["kind"].as_str(("subgame",))
        folder = (named_ruleset(root["ruleset"]) if "ruleset" in root
                  else ruleset_from_path(Path(root.file)))
        root = root["scenario"]
    scenario = parse_subgame_scenario(root)
    if scenario.ruleset_id is None and folder is not None:
        scenario.ruleset_id = folder
    return scenario

