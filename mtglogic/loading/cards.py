"""The card library: one YAML file per card under ``rulesets/cards/``.

A card file holds ``name``, ``mana_cost`` (``"{2}{W}{W}"``), ``types``, ``subtypes``,
``supertypes``, ``colors`` (else derived from the mana cost, rule 202.2), optionally
``color_indicator``, ``power``, ``toughness``, ``loyalty``, ``text`` (the card's text in
our own words) and ``abilities`` (see ``mtglogic.effects.abilities``). Engines may keep
their own keys (``subgame``); unknown keys are errors.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtglogic.effects.abilities import ability_from_node
from mtglogic.errors import InputError
from mtglogic.loading.yamlio import Node, load_yaml, to_plain
from mtglogic.model.objects import Ability
from mtglogic.model.vocabulary import BASIC_LAND_TYPES, CARD_TYPES, COLOR_SYMBOLS, COLORS, SUPERTYPES
from mtglogic.paths import data_root

CARD_KEYS = ("name", "mana_cost", "types", "subtypes", "supertypes", "colors", "color_indicator",
             "power", "toughness", "loyalty", "text", "abilities", "subgame", "rulings", "token")
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics and abilities."""

    name: str
    mana_cost: str
    mana_value: int
    colors: frozenset[str]
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    text: str
    extra: Any  # engine-owned keys (e.g. ``subgame``), as plain data
    file: str


def mana_value_of(cost: str, node: Node) -> int:
    """Mana value of a mana cost string (202.3): generic numbers plus one per symbol; X is 0."""
    total = 0
    rest = _SYMBOL.sub("", cost).strip()
    if rest:
        node.fail(f"mana cost {cost!r} has text outside {{}} symbols")
    for symbol in _SYMBOL.findall(cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol.upper() in ("X", "Y", "Z"):
            continue
        else:
            total += 1
    return total


def colors_of_cost(cost: str) -> frozenset[str]:
    """Colors from the colored mana symbols of a cost (202.2)."""
    found = set()
    for symbol in _SYMBOL.findall(cost):
        for letter in symbol.upper().split("/"):
            if letter in COLOR_SYMBOLS:
                found.add(COLOR_SYMBOLS[letter])
    return frozenset(found)


def _words(node: Node, choices: tuple[str, ...]) -> list[str]:
    """Card types, supertypes and colors, as printed ("Creature") or in lower case."""
    words = []
    for item in node.list(allow_single=True):
        word = item.str().lower()
        if word not in choices:
            item.fail(f"unknown value {item.value!r}; expected one of: {', '.join(choices)}")
        words.append(word)
    return words


def parse_card(node: Node, key_prefix: str = "") -> CardDef:
    """Validate a card mapping (a card file, or a card written inline in a scenario)."""
    node.mapping(allowed=CARD_KEYS, required=("name",))
    name = node["name"].str()
    cost = node["mana_cost"].str() if "mana_cost" in node else ""
    mana_value = mana_value_of(cost, node["mana_cost"]) if cost else 0
    if "colors" in node:
        colors = frozenset(_words(node["colors"], COLORS))
    else:
        colors = colors_of_cost(cost)
    if "color_indicator" in node:
        colors = frozenset(_words(node["color_indicator"], COLORS))
    types = frozenset(_words(node["types"], CARD_TYPES)) if "types" in node else frozenset()
    subtypes = frozenset(node["subtypes"].str_list()) if "subtypes" in node else frozenset()
    supertypes = frozenset(_words(node["supertypes"], SUPERTYPES)) if "supertypes" in node \
        else frozenset()
    prefix = key_prefix or name
    abilities = [ability_from_node(a, f"{prefix}#{i}") for i, a in
                 enumerate(node["abilities"].list())] if "abilities" in node else []
    stats = {k: (node[k].int() if k in node and node[k].value not in ("*",) else None)
             for k in ("power", "toughness", "loyalty")}
    if ("power" in node) != ("toughness" in node):
        node.fail("give both power and toughness, or neither")
    if "creature" in types and "power" not in node:
        node.fail("a creature card needs power and toughness (use 0 for '*' with a CDA)")
    extra = {k: to_plain(node[k].value) for k in ("subgame", "rulings", "token") if k in node}
    card = CardDef(name, cost, mana_value, colors, types, subtypes, supertypes,
                   tuple(abilities), stats["power"], stats["toughness"], stats["loyalty"],
                   node["text"].str() if "text" in node else "", extra, node.file)
    for land_type in BASIC_LAND_TYPES:
        if land_type in subtypes and "land" not in types:
            node["subtypes"].fail(f"{land_type} is a land type but the card is not a land")
    return card


class CardLibrary:
    """All cards by exact name, with suggestions for near misses."""

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.cards = cards
        self._folded = {name.casefold(): name for name in cards}

    def names(self) -> list[str]:
        return sorted(self.cards)

    def find(self, name: str) -> CardDef | None:
        exact = self.cards.get(name) or self.cards.get(self._folded.get(name.casefold(), ""))
        return exact

    def suggest(self, name: str) -> list[str]:
        folded = difflib.get_close_matches(name.casefold(), list(self._folded), n=3, cutoff=0.6)
        return [self._folded[f] for f in folded]

    def get(self, name: str, node: Node | None = None) -> CardDef:
        card = self.find(name)
        if card is not None:
            return card
        hint = self.suggest(name)
        message = f"unknown card {name!r}" + (f"; did you mean {' or '.join(map(repr, hint))}?"
                                               if hint else "")
        if node is not None:
            node.fail(message)
        raise InputError(message)


def load_card_folder(folder: Path) -> CardLibrary:
    """Load every card file of a folder; duplicate names are an error."""
    cards: dict[str, CardDef] = {}
    for path in sorted(folder.glob("*.yaml")):
        card = parse_card(load_yaml(path))
        if card.name in cards:
            raise InputError(f"card {card.name!r} is also defined in {cards[card.name].file}",
                             str(path), None, "name")
        cards[card.name] = card
    return CardLibrary(cards)


@lru_cache(maxsize=1)
def card_library() -> CardLibrary:
    """The built-in card library (``rulesets/cards``)."""
    return load_card_folder(data_root() / "cards")
