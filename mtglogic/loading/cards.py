"""The card library: one YAML file per card under ``rulesets/cards/``.

A card file holds ``name``, ``mana_cost`` (``"{2}{W}{W}"``), ``types``, ``subtypes``,
``supertypes``, ``colors`` (else derived from the mana cost, rule 202.2), optionally
``color_indicator``, ``power``, ``toughness``, ``loyalty``, ``text`` (the card's text),
``abilities`` (see ``mtglogic.vocabulary.abilities``) and ``subgame`` (what it does to
subgames, ``mtglogic.vocabulary.subgame``). A meld result (712.4) has no mana cost and
``meld_parts``, its two parts with their mana costs: its mana value is theirs added
(712.8g). Unknown keys are errors.

``card_library()`` is the library in use: the built-in one, unless ``using_cards`` put
another in its place (the built-in cards merged with a user's folders,
``mtglogic.loading.card_folders``) for the loading done inside it. Cards no library holds
come from the source the library in use was given (``CardLibrary.with_source``): a command
or an API call chooses it where it starts; the built-in library alone has none.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from mtglogic.errors import ConsistencyError, MtglogicError
from mtglogic.loading.card_index import FolderIndex
from mtglogic.loading.faced_cards import FACE_PROPERTIES, FACED_RULES, faced_card
from mtglogic.loading.installed_cards import installed_file
from mtglogic.loading.paths import data_root, shipped_card_index
from mtglogic.loading.yamlio import load_yaml
from mtglogic.model.cards import CardDef
from mtglogic.model.terms import BASIC_LAND_TYPES, CARD_TYPES, COLOR_SYMBOLS, COLORS, SUPERTYPES
from mtglogic.names import MOST, close_names, did_you_mean, fuzzy_name
from mtglogic.node import Node
from mtglogic.text import plural
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.subgame import SUBGAME_SCHEMA, parse_subgame_effect
from mtglogic.vocabulary.wordlists import printed_words

STAT = {"anyOf": [s.integer(), {"const": "*"}]}
MANA_COST = r"^(\{[^}]+\})*$"  # only mana symbols: "{2}{W}{W}", "{X}{R}", ""
# What a card's keys require of each other (also checked for cards written inline).
CARD_RULES = [
    {"dependentRequired": {"power": ["toughness"], "toughness": ["power"]}},
    {"if": s.naming("types", s.printed(["creature"])), "then": {"required": ["power"]}},
    {"if": s.naming("subtypes", list(BASIC_LAND_TYPES)),
     "then": s.naming("types", s.printed(["land"]))},
]
CARD_SCHEMA = s.mapping({
    "name": s.string(), "mana_cost": {"type": "string", "pattern": MANA_COST},
    "types": s.printed_words(CARD_TYPES),
    "subtypes": s.words(), "supertypes": s.printed_words(SUPERTYPES),
    "colors": s.printed_words(COLORS), "color_indicator": s.printed_words(COLORS),
    "power": STAT, "toughness": STAT, "loyalty": STAT, "defense": STAT, "text": s.string(),
    "abilities": s.array(ABILITY_SCHEMA), "subgame": SUBGAME_SCHEMA, **FACE_PROPERTIES,
    "meld_parts": {"type": "array", "minItems": 2, "maxItems": 2, "items": s.mapping(
        {"name": s.string(), "mana_cost": {"type": "string", "pattern": MANA_COST}},
        required=("name", "mana_cost"))},
}, required=("name",)) | {"allOf": CARD_RULES + FACED_RULES}
CARD_KEYS = tuple(CARD_SCHEMA["properties"])
_SYMBOL = re.compile(r"\{([^}]+)\}")
_COST = re.compile(MANA_COST)


def mana_value_of(cost: str, node: Node) -> int:
    """Mana value of a mana cost string (202.3): generic numbers plus one per symbol; X is 0
    (202.3e); a hybrid symbol counts its largest component ({2/W}: 2, 202.3f; 2026 numbers)."""
    total = 0
    if not _COST.search(cost):
        node.fail(f"mana cost {cost!r} has text outside {{}} symbols")
    for symbol in _SYMBOL.findall(cost):
        numbers = [int(part) for part in symbol.split("/") if part.isdecimal()]
        if numbers:
            total += max(numbers)
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


def _stat(node: Node, key: str) -> int | None:
    """Power, toughness or loyalty: a number, or ``*`` (defined by an ability, 604.3)."""
    if key not in node or node[key].value == "*":
        return None
    return node[key].as_int()


def _mana_cost(node: Node) -> str:
    """A mana cost is text (``"{3}"``, not the number 3)."""
    if not isinstance(node.value, str):
        node.fail("expected a mana cost in {} symbols, such as \"{2}{W}\"")
    return node.value


def parse_card(node: Node, key_prefix: str = "") -> CardDef:
    """Validate a card mapping (a card file, or a card written inline in a scenario)."""
    node.mapping(allowed=CARD_KEYS, required=("name",))
    if "faces" in node or "layout" in node:  # a card with two faces (712, 709, 715)
        return faced_card(node, key_prefix or node["name"].as_str(), parse_card)
    name = node["name"].as_str()
    cost = _mana_cost(node["mana_cost"]) if "mana_cost" in node else ""
    mana_value = mana_value_of(cost, node["mana_cost"]) if cost else 0
    colors = frozenset(printed_words(node["colors"], COLORS)) if "colors" in node \
        else colors_of_cost(cost)
    if "color_indicator" in node:  # each color it denotes too (204.2, 202.2e)
        colors = colors | frozenset(printed_words(node["color_indicator"], COLORS))
    types = frozenset(printed_words(node["types"], CARD_TYPES)) if "types" in node \
        else frozenset()
    subtypes = frozenset(node["subtypes"].as_str_list()) if "subtypes" in node else frozenset()
    supertypes = frozenset(printed_words(node["supertypes"], SUPERTYPES)) \
        if "supertypes" in node else frozenset()
    parts = _meld_parts(node["meld_parts"], cost) if "meld_parts" in node else ()
    if parts:
        mana_value = sum(mana_value_of(part["mana_cost"].as_str(), part["mana_cost"])
                         for part in node["meld_parts"].as_list())
    prefix = key_prefix or name
    abilities = tuple(ability_from_node(a, f"{prefix}#{i}") for i, a in
                      enumerate(node["abilities"].as_list())) if "abilities" in node else ()
    if ("power" in node) != ("toughness" in node):
        node.fail("give both power and toughness, or neither")
    if "creature" in types and "power" not in node:
        node.fail("a creature card needs power and toughness (use 0 for '*' with a CDA)")
    for land_type in BASIC_LAND_TYPES:
        if land_type in subtypes and "land" not in types:
            node["subtypes"].fail(f"{land_type} is a land type but the card is not a land")
    return CardDef(name, cost, mana_value, colors, types, subtypes, supertypes, abilities,
                   _stat(node, "power"), _stat(node, "toughness"), _stat(node, "loyalty"),
                   node["text"].as_str() if "text" in node else "", node.file,
                   parse_subgame_effect(node.get("subgame")), defense=_stat(node, "defense"), meld_parts=parts)


def _meld_parts(node: Node, cost: str) -> tuple[str, ...]:
    """The names of a meld result's two parts (712.4), each with its mana cost."""
    items = node.as_list()
    if len(items) != 2:
        node.fail(f"a meld result has two meld parts, not {len(items)}")
    if cost:
        node.fail("a meld result has no mana cost: its mana value is its parts' (712.8g)")
    for item in items:
        item.mapping(allowed=("name", "mana_cost"), required=("name", "mana_cost"))
        _mana_cost(item["mana_cost"])
    return tuple(item["name"].as_str() for item in items)


ADD_A_CARD = ("To add a card, write its card file (docs/cards.md) in a folder and give the "
              "folder with --cards FOLDER or list it in MTGLOGIC_CARDS")
GET_EVERY_CARD = ("To know every real card by name, run `mtglogic cards update` (it downloads "
                  "Scryfall's Oracle cards once)")
Note = Callable[[str], None]  # what a library says of a name it took loosely


@dataclass(frozen=True)
class Replaced:
    """A card of a user folder that took the place of a card of the same name (any case)."""

    name: str
    file: str
    over: str  # "the built-in card", or the file of the card it replaced


class CardSource(Protocol):
    """Cards found by name outside the library (``mtglogic.drafting.corpus_cards``: the
    Oracle corpus, drafted when named)."""

    def find(self, name: str) -> CardDef | None:
        """The card named ``name`` (any case), or None."""

    def names(self) -> list[str]:
        """Every name the source answers to, for suggestions."""


class LazySource:
    """A card source made when a name first falls through to it: a command whose cards are
    all in the library never imports what the source needs (the drafter and its parser)."""

    def __init__(self, make: Callable[[], CardSource]) -> None:
        self._make = make
        self._source: CardSource | None = None

    def made(self) -> CardSource:
        if self._source is None:
            self._source = self._make()
        return self._source

    def find(self, name: str) -> CardDef | None:
        return self.made().find(name)

    def names(self) -> list[str]:
        return self.made().names()


class CardLibrary:
    """All cards by exact name, with suggestions for near misses. A library merged with
    user folders also records those folders, the cards that replaced others, and the card
    files left out for an error (``problems``, each a located one-line error).

    Its cards are its own (``own``), those of a folder read lazily (``index``: a card file
    is read when its card is named), then those of the library it lies over (``base``),
    in that order, any case; a card named nowhere in them comes from ``source`` (the
    drafted Oracle corpus), which is not part of the listing."""

    def __init__(self, cards: dict[str, CardDef], folders: tuple[str, ...] = (),
                 replaced: tuple[Replaced, ...] = (),
                 problems: tuple[MtglogicError, ...] = (), *,
                 base: CardLibrary | None = None, index: FolderIndex | None = None,
                 source: CardSource | None = None, note: Note | None = None) -> None:
        self.own = cards
        self.folders = folders
        self.replaced = replaced
        self.problems = problems
        self.base = base
        self.index = index
        self.source = source
        self.note = note
        self._folded = {name.casefold(): name for name in cards}
        self._read: dict[str, CardDef] = {}  # the index's cards read so far
        self._index_folded: dict[str, str] | None = None

    def with_source(self, source: CardSource | None, note: Note | None = None) -> CardLibrary:
        """This library, with ``source`` answering for the names it lacks; ``note`` hears
        of each name taken loosely (``get``)."""
        return CardLibrary({}, self.folders, self.replaced, self.problems, base=self,
                           source=source, note=note)

    @property
    def cards(self) -> dict[str, CardDef]:
        """Every card of the library by name (the lazy folder's are all read)."""
        found = dict(self.base.cards) if self.base is not None else {}
        found = {name: card for name, card in found.items()
                 if name.casefold() not in self._folded}
        if self.index is not None:
            for name in self.index.files():
                found[name] = self._from_index(name)
        return found | self.own

    def names(self) -> list[str]:
        found = set(self.own)
        if self.index is not None:
            found |= set(self.index.files())
        if self.base is not None:
            found |= {n for n in self.base.names() if n.casefold() not in self._folded}
        return sorted(found)

    def _from_index(self, name: str) -> CardDef:
        assert self.index is not None
        if name not in self._read:
            self._read[name] = self.index.card(name, parse_card)
        return self._read[name]

    def holder(self, name: str) -> CardLibrary | None:
        """The library (this one or one it lies over) whose own cards or folder hold the
        card named exactly ``name``, without reading it; None when none does."""
        if name in self.own or (self.index is not None and name in self.index.files()):
            return self
        return self.base.holder(name) if self.base is not None else None

    def listed(self, name: str) -> CardDef | None:
        """The library's card named ``name`` (exact, else any case), the source left out."""
        card = self.own.get(name) or self.own.get(self._folded.get(name.casefold(), ""))
        if card is not None:
            return card
        if self.index is not None:
            files = self.index.files()
            if self._index_folded is None:
                self._index_folded = {n.casefold(): n for n in files}
            exact = name if name in files else self._index_folded.get(name.casefold())
            if exact is not None:
                return self._from_index(exact)
        return self.base.listed(name) if self.base is not None else None

    def find(self, name: str) -> CardDef | None:
        """The card named ``name``: the library's, else the source's (drafted), else None."""
        card = self.listed(name)
        if card is not None:
            return card
        source = self.drafted_source()
        return source.find(name) if source is not None else None

    def drafted_source(self) -> CardSource | None:
        """The source of the cards the library lacks: its own, else its base's; None when
        none was chosen (``with_source``: a command or an API call chooses it as it
        starts, nothing fills it in behind its back)."""
        if self.source is not None:
            return self.source
        return self.base.drafted_source() if self.base is not None else None

    def suggest(self, name: str) -> list[str]:
        """Close names: near misses, and names holding every word of ``name``; the
        library's first, then the source's."""
        found = close_names(name, self.names())
        source = self.drafted_source()
        if source is not None:
            found += close_names(name, source.names())
        return list(dict.fromkeys(found))[:MOST]

    def advice(self, name: str) -> str:
        """What to say after a name that is not in the library: close names, the user's
        card files that could not be read, and how to add a card."""
        text = did_you_mean(self.suggest(name))
        if self.problems:
            text += (f" ({plural(len(self.problems), 'card file')} of your folders could "
                     f"not be read)")
        text += (" " if text.endswith("?") else ". ") + ADD_A_CARD
        return text if installed_file() is not None else f"{text}. {GET_EVERY_CARD}"

    def loosely(self, name: str) -> CardDef | None:
        """The one card the words of ``name`` fit, as Scryfall's fuzzy lookup takes one
        (``vorinclex monstrous``: ``fuzzy_name``), said through ``note``; None when no card,
        or several, fit. For names a user types (``--card``, ``cards show``), never for the
        names of a scenario or ruling file, which must be exact."""
        source = self.drafted_source()
        names = self.names() + (source.names() if source is not None else [])
        taken, _ = fuzzy_name(name, names)
        card = self.find(taken) if taken is not None else None
        note = self.noted()
        if card is not None and note is not None:
            note(f"{name!r} is taken as {card.name!r}, the one card whose name it fits")
        return card

    def noted(self) -> Note | None:
        """Who hears of names taken loosely: this library's, else its base's."""
        if self.note is not None:
            return self.note
        return self.base.noted() if self.base is not None else None

    def missing(self, name: str) -> str:
        """The message for a name that is not in the library."""
        return f"unknown card {name!r}{self.advice(name)}"

    def get(self, name: str, node: Node | None = None) -> CardDef:
        card = self.find(name)
        if card is not None:
            return card
        if node is not None:
            node.fail(self.missing(name), ConsistencyError)
        raise ConsistencyError(self.missing(name))


def load_card_folder(folder: Path) -> CardLibrary:
    """Load every card file of a folder; duplicate names are an error."""
    cards: dict[str, CardDef] = {}
    for path in sorted(folder.glob("*.yaml")):
        card = parse_card(load_yaml(path))
        if card.name in cards:
            raise ConsistencyError(f"card {card.name!r} is also defined in "
                                   f"{cards[card.name].file}", str(path), None, "name")
        cards[card.name] = card
    return CardLibrary(cards)


@lru_cache(maxsize=1)
def builtin_library() -> CardLibrary:
    """The built-in card library (``rulesets/cards``), each card read when it is named."""
    return CardLibrary({}, index=FolderIndex(data_root() / "cards", shipped_card_index()))


_IN_USE: ContextVar[CardLibrary | None] = ContextVar("mtglogic_cards", default=None)


def card_library() -> CardLibrary:
    """The card library in use: the built-in one, or the one ``using_cards`` set."""
    library = _IN_USE.get()
    return builtin_library() if library is None else library


@contextmanager
def using_cards(library: CardLibrary) -> Iterator[CardLibrary]:
    """Read cards from ``library`` for the loading done inside the ``with`` block."""
    token = _IN_USE.set(library)
    try:
        yield library
    finally:
        _IN_USE.reset(token)
