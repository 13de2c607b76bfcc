"""Typed argument specs: a word declares the shape of its argument once, here.

A spec gives both the JSON Schema fragment of the argument (``schema``) and its parser
(``parse``: a ``Node`` to a typed value, failing with the located messages of ``Node``'s
accessors, which it calls in the same order as the hand-written readers did). A word's
compiler and its reads and writes take the parsed value, so a nested selector, value or
condition (``Compiled``) is compiled once, when the argument is parsed.

    Flag()                      true or false
    Word(choices)               one word (a string, or a whole number read as its text)
    Words(choices)              one word or a list of them
    Whole(minimum, maximum)     a whole number
    Compiled(name, compile)     another family's item (``selector``, ``value``...), compiled
    ListOf(item, ...)           a list of items
    Record({key: spec}, ...)    a mapping of these keys, some required
    Either(scalar, mapping)     a mapping is read by one spec, anything else by the other
    Chosen()                    ``{chosen: key}``, a choice made during the game
    PlayerRef(words)            a player id or a player word (``you``, ``opponent``, ``any``)
    Shaped(spec, make)          a spec's value made into another (a getter, a set)
    OneKey({key: spec}, msg)    exactly one of these keys: the key and its value
    Written(spec)               a spec's value and the data it was read from
    Kept(schema)                the node itself, for a compiler that needs its context
    Located(spec)               checked by the spec, kept as its node: a name resolved later
    OrNone(spec)                nothing (``null``), or what the spec reads
    MapOf(item)                 a mapping of any keys to items
    OneOrList(item)             one item or a list of them (nothing: none)
    WordOr(words, other)        one of these words, or what another spec reads
    Defined(shape, read)        an item another module reads (a token definition)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from mtglogic.node import MAX_INT, Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.argschema import Schema

T = TypeVar("T")


class Spec(Generic[T]):
    """The shape of one argument: its schema and its parser."""

    def schema(self) -> Schema:
        raise NotImplementedError

    def parse(self, node: Node) -> T:
        raise NotImplementedError

    def player_words(self) -> tuple[str, ...] | None:
        """The player words it accepts, when it names a player (``PlayerRef``)."""
        return None


@dataclass(frozen=True)
class Flag(Spec[bool]):
    """``true`` or ``false``."""

    def schema(self) -> Schema:
        return s.BOOLEAN

    def parse(self, node: Node) -> bool:
        return node.as_bool()


@dataclass(frozen=True)
class Word(Spec[str]):
    """One word, one of ``choices`` when given."""

    choices: tuple[str, ...] | None = None

    def schema(self) -> Schema:
        return s.string(self.choices)

    def parse(self, node: Node) -> str:
        return node.as_str(self.choices)


@dataclass(frozen=True)
class Words(Spec[tuple[str, ...]]):
    """One word or a list of words, each one of ``choices`` when given."""

    choices: tuple[str, ...] | None = None

    def schema(self) -> Schema:
        return s.words(self.choices)

    def parse(self, node: Node) -> tuple[str, ...]:
        return tuple(node.as_str_list(self.choices))


@dataclass(frozen=True)
class Whole(Spec[int]):
    """A whole number, at least ``minimum``, at most ``maximum`` in size."""

    minimum: int | None = None
    maximum: int = MAX_INT

    def schema(self) -> Schema:
        return s.integer(self.minimum, self.maximum)

    def parse(self, node: Node) -> int:
        return node.as_int(self.minimum, self.maximum)


@dataclass(frozen=True)
class Compiled(Spec[T]):
    """An item of another family or document part (``name`` in the schemas' ``$defs``),
    compiled by ``compile`` as the argument is parsed."""

    name: str
    compile: Callable[[Node], T]

    def schema(self) -> Schema:
        return s.ref(self.name)

    def parse(self, node: Node) -> T:
        return self.compile(node)


@dataclass(frozen=True)
class ListOf(Spec[tuple[T, ...]]):
    """A list of items (nothing reads as none); at least ``min_items``, or exactly
    ``exactly``, else ``message``."""

    item: Spec[T]
    min_items: int = 0
    exactly: int | None = None
    message: str = "expected a list"

    def schema(self) -> Schema:
        if self.exactly == 2:
            return s.pair(self.item.schema())
        return s.array(self.item.schema(), self.min_items)

    def parse(self, node: Node) -> tuple[T, ...]:
        items = node.as_list()
        if len(items) < self.min_items or (self.exactly is not None
                                           and len(items) != self.exactly):
            node.fail(self.message)
        return tuple(self.item.parse(n) for n in items)


@dataclass(frozen=True)
class Record(Spec[Mapping[str, Any]]):
    """A mapping of these keys (``required`` ones present), each read by its spec; at
    least ``min_keys`` of them, else ``message``."""

    fields: Mapping[str, Spec[Any]]
    required: tuple[str, ...] = ()
    min_keys: int = 0
    message: str = ""

    def schema(self) -> Schema:
        return s.mapping({k: spec.schema() for k, spec in self.fields.items()},
                         self.required, self.min_keys)

    def parse(self, node: Node) -> Mapping[str, Any]:
        node.mapping(allowed=tuple(self.fields), required=self.required)
        if len(node.value) < self.min_keys:
            node.fail(self.message)
        return {key: self.fields[key].parse(child) for key, child in node.items()}


@dataclass(frozen=True)
class Either(Spec[Any]):
    """A mapping read by ``mapping``, anything else by ``scalar`` (where ``lists`` is set:
    a list read by ``scalar``, anything else by ``mapping``); the schema accepts either."""

    scalar: Spec[Any]
    mapping: Spec[Any]
    lists: bool = False

    def schema(self) -> Schema:
        return {"anyOf": [self.scalar.schema(), self.mapping.schema()]}

    def parse(self, node: Node) -> Any:
        first = node.is_list() if self.lists else not node.is_map()
        return (self.scalar if first else self.mapping).parse(node)

    def player_words(self) -> tuple[str, ...] | None:
        return self.scalar.player_words() or self.mapping.player_words()


@dataclass(frozen=True)
class PlayerRef(Spec[str]):
    """A player: a player id, or one of the player words ``words`` (the registry's player
    vocabulary: ``you``, ``opponent``, ``any``); a word so declared makes its key one that
    names players, which the loader checks against the document's players."""

    words: tuple[str, ...] = ("you",)

    def schema(self) -> Schema:
        return s.string()

    def parse(self, node: Node) -> str:
        return node.as_str()

    def player_words(self) -> tuple[str, ...] | None:
        return self.words


@dataclass(frozen=True)
class Kept(Spec[Node]):
    """An argument whose compiler reads the node itself, because reading it needs what only
    compiling knows (an ability's key); ``schema`` describes it."""

    shape: Schema

    def schema(self) -> Schema:
        return self.shape

    def parse(self, node: Node) -> Node:
        return node


@dataclass(frozen=True)
class Located(Spec[Node]):
    """An argument the spec ``inner`` checks, kept as its node: a name that only the
    document can resolve (a scenario's player or object), so that an unknown one is
    reported where it is written."""

    inner: Spec[Any]

    def schema(self) -> Schema:
        return self.inner.schema()

    def parse(self, node: Node) -> Node:
        self.inner.parse(node)
        return node

    def player_words(self) -> tuple[str, ...] | None:
        return self.inner.player_words()


@dataclass(frozen=True)
class OrNone(Spec[T | None]):
    """Nothing (``null``: None), or what ``inner`` reads."""

    inner: Spec[T]

    def schema(self) -> Schema:
        return {"anyOf": [{"type": "null"}, self.inner.schema()]}

    def parse(self, node: Node) -> T | None:
        return None if node.value is None else self.inner.parse(node)


@dataclass(frozen=True)
class MapOf(Spec[Mapping[str, T]]):
    """A mapping of any keys (``counters: {+1/+1: 2}``), each value read by ``item``."""

    item: Spec[T]

    def schema(self) -> Schema:
        return {"type": "object", "additionalProperties": self.item.schema()}

    def parse(self, node: Node) -> Mapping[str, T]:
        return {key: self.item.parse(child) for key, child in node.items()}


@dataclass(frozen=True)
class OneOrList(Spec[tuple[T, ...]]):
    """One item or a list of items; nothing reads as none (``Words`` for items that are
    not words)."""

    item: Spec[T]

    def schema(self) -> Schema:
        return s.one_or_list(self.item.schema())

    def parse(self, node: Node) -> tuple[T, ...]:
        return tuple(self.item.parse(n) for n in node.as_list(allow_single=True))


@dataclass(frozen=True)
class WordOr(Spec[str | T]):
    """One of ``words`` (``all``, ``same``), or what ``other`` reads (a number); another
    string fails with ``message`` where one is given, else as ``other`` fails."""

    words: tuple[str, ...]
    other: Spec[T]
    message: str = ""

    def schema(self) -> Schema:
        return {"anyOf": [{"enum": list(self.words)}, self.other.schema()]}

    def parse(self, node: Node) -> str | T:
        if isinstance(node.value, str) and node.value in self.words:
            return node.value
        if self.message and isinstance(node.value, str):
            node.fail(self.message)
        return self.other.parse(node)


@dataclass(frozen=True)
class Defined(Spec[T]):
    """An item whose schema is ``shape`` and whose reader ``read`` lives with the data it
    makes (a token definition, 111.3)."""

    shape: Schema
    read: Callable[[Node], T]

    def schema(self) -> Schema:
        return self.shape

    def parse(self, node: Node) -> T:
        return self.read(node)


@dataclass(frozen=True)
class ChosenKey:
    """``{chosen: key}`` parsed: the key of a choice of the effect or its source."""

    key: str


@dataclass(frozen=True)
class Chosen(Spec[ChosenKey]):
    """``{chosen: key}``: a choice made as the source entered (its choices)."""

    def schema(self) -> Schema:
        return s.chosen()

    def parse(self, node: Node) -> ChosenKey:
        node.mapping(allowed=("chosen",), required=("chosen",))
        return ChosenKey(node["chosen"].as_str())


@dataclass(frozen=True)
class Shaped(Spec[T]):
    """A spec whose parsed value is turned into another (``make``), for words whose value
    is more than the data: a getter of words, an ability kind set. ``extra`` adds to the
    schema what ``make`` checks."""

    inner: Spec[Any]
    make: Callable[[Any, Node], T]
    extra: Schema = field(default_factory=dict)

    def schema(self) -> Schema:
        return self.inner.schema() | self.extra

    def parse(self, node: Node) -> T:
        return self.make(self.inner.parse(node), node)


def only_true(word: str, other: str = "") -> Spec[bool]:
    """``word: true``, the only way to write a word that takes no argument (but ``other``,
    where an ``Either`` gives another form)."""
    def check(value: bool, node: Node) -> bool:
        if value is not True:
            node.fail(f"write `{word}: true`{', ' + other if other else ''} or leave it out")
        return value
    return Shaped(Flag(), check, {"const": True})


@dataclass(frozen=True)
class OneKey(Spec[tuple[str, Any]]):
    """A mapping of exactly one of these keys (``{ge: 2}``), read by its spec: the key and
    its value; else ``message``."""

    fields: Mapping[str, Spec[Any]]
    message: str

    def schema(self) -> Schema:
        return s.mapping({k: spec.schema() for k, spec in self.fields.items()},
                         min_properties=1) | {"maxProperties": 1}

    def parse(self, node: Node) -> tuple[str, Any]:
        node.mapping(allowed=tuple(self.fields))
        if len(node.value) != 1:
            node.fail(self.message)
        key, child = next(node.items())
        return key, self.fields[key].parse(child)


@dataclass(frozen=True)
class WrittenValue(Generic[T]):
    """A parsed value and the data it was read from, for a word that says what it was
    written as (``{color: [red]}``)."""

    value: T
    data: Any


@dataclass(frozen=True)
class Written(Spec[WrittenValue[T]]):
    """An argument read by ``inner``, kept with its data as written."""

    inner: Spec[T]

    def schema(self) -> Schema:
        return self.inner.schema()

    def parse(self, node: Node) -> WrittenValue[T]:
        return WrittenValue(self.inner.parse(node), node.value)
