"""The registry of vocabulary words: each YAML key of the effect language, declared once.

A ``Word`` is one key of one family (a selector test, a value, a condition, an effect
part, an event kind, a watch key, a replacement action): its name, a line of
documentation, an example argument, the typed spec of its argument
(``mtglogic.vocabulary.spec``: its JSON Schema and its parser), where it applies (the
ruleset's part kind, which names its layer, or the event kinds it concerns), what it reads
and writes on objects, the key of the rule it follows (its number is in each ruleset's
``word_rules:`` table), and the function that compiles it. Beside the words: the keys that
go beside a word of a family (``Family.beside``) and the player vocabulary (``PLAYER_WORDS``,
and ``PLAYER_KEYS``, the keys that name players).

Everything else is derived from these records: the compilers dispatch on them
(``Family.word``), ``mtglogic.loading.schema`` builds the JSON Schemas from them,
``mtglogic.docs`` the tables of the documentation, the tests their hypothesis
strategies (from ``samples``), and the layer engine trusts their ``reads`` and ``writes``
(checked against what is really read and written by ``mtglogic.vocabulary.recording`` in
the tests). A new word is one record and its tests.

The families of events, replacement and triggered abilities (``filled_later``) are filled by
modules a question on layers alone never needs: the package declares their loader
(``fill_later``), called once, on the first read of such a family or of the player keys.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mtglogic.node import Node
from mtglogic.vocabulary.spec import Spec

Fields = frozenset[str]
FieldsOf = Callable[[Any], Fields]  # of the parsed argument (the Node on the old path)


def as_node(arg: Node) -> Node:
    """A word whose compiler reads its argument's node itself (no parser of its own)."""
    return arg


def no_fields(arg: Any) -> Fields:
    """A word that reads (or writes) no field of any object."""
    return frozenset()


def fixed_fields(*names: str) -> FieldsOf:
    """A word that reads (or writes) these fields whatever its argument."""
    found = frozenset(names)
    return lambda arg: found


@dataclass(frozen=True)
class Word:
    """One word of the vocabulary (see the module docstring)."""

    family: str
    name: str
    doc: str
    example: Any
    schema: dict[str, Any]
    compile: Callable[..., Any]
    reads: FieldsOf = no_fields
    writes: FieldsOf = no_fields
    kind: str = ""  # parts: the ruleset's part kind (which layer); others: a sub-kind
    events: tuple[str, ...] = ()  # watch keys and actions: the event kinds they concern
    rule: str = ""  # the key of its rule in the rulesets' word_rules tables (word_rules.py)
    samples: tuple[Any, ...] = ()  # more arguments, for tests and docs
    parse: Callable[[Node], Any] = as_node  # the argument, parsed once for compile and reads
    spec: Spec[Any] | None = None  # the typed spec the schema and parser come from

    def arguments(self) -> tuple[Any, ...]:
        """The example argument and the samples: every argument the tests draw."""
        return (self.example,) + tuple(s for s in self.samples if s != self.example)


# The player words: how effects name a player beside a player id (one vocabulary for all).
PLAYER_WORDS: dict[str, str] = {
    "you": "the effect's controller",
    "opponent": "a player other than the effect's controller",
    "any": "any player",
}
# Keys of effects that name a player, and the player words each accepts: the words with a
# ``PlayerRef`` argument declare theirs, keys inside other words' arguments through
# ``player_key`` (the loader checks that the others are players of the document): read
# them through ``player_keys``, which has every family filled.
PLAYER_KEYS: dict[str, tuple[str, ...]] = {}
# The loaders of the families filled later, each called once (``filled``).
_LATER: list[Callable[[], object]] = []


def fill_later(load: Callable[[], object]) -> None:
    """Declare the loader of the modules that fill the ``filled_later`` families."""
    _LATER.append(load)


def filled() -> None:
    """Have every family filled: the declared loaders are called, once each (a loader is
    taken off before it runs, so that its modules' own reads do not call it again)."""
    while _LATER:
        _LATER.pop(0)()


def player_keys() -> dict[str, tuple[str, ...]]:
    """The keys that name players, of every family (``PLAYER_KEYS`` alone holds those of
    the words loaded so far: the words of continuous effects always)."""
    filled()
    return PLAYER_KEYS


def player_key(key: str, words: tuple[str, ...]) -> None:
    """Declare that ``key`` names a player: an id or one of ``words``."""
    unknown = [w for w in words if w not in PLAYER_WORDS]
    if unknown:
        raise ValueError(f"{key!r}: {', '.join(unknown)} not among the player words")
    known = PLAYER_KEYS.get(key, ())
    PLAYER_KEYS[key] = known + tuple(w for w in words if w not in known)


@dataclass(frozen=True)
class Beside:
    """A key that goes beside one word of a family in the same mapping (``round`` beside
    ``divide`` or ``prevent``): its schema and the words it goes with."""

    name: str
    schema: dict[str, Any]
    words: tuple[str, ...]


@dataclass
class Family:
    """All words of one family, by name, in the order they were declared, and the keys
    that go beside them. A family ``filled_later`` is filled (``filled``) before its words
    are read; reads while its modules load (``declared``) see the words declared so far.
    Each family's words are declared by one module, or by modules that import each other
    in a fixed order: their order never depends on which module a question loads first."""

    name: str
    doc: str
    filled_later: bool = False
    declared: dict[str, Word] = field(default_factory=dict)
    declared_beside: dict[str, Beside] = field(default_factory=dict)

    @property
    def words(self) -> dict[str, Word]:
        """Every word of the family, by name."""
        if self.filled_later and _LATER:
            filled()
        return self.declared

    @property
    def beside(self) -> dict[str, Beside]:
        """The keys that go beside its words, by name."""
        if self.filled_later and _LATER:
            filled()
        return self.declared_beside

    def add_beside(self, name: str, schema: dict[str, Any], words: tuple[str, ...]) -> None:
        """Declare a key that goes beside these words."""
        if name in self.declared_beside or name in self.declared:
            raise ValueError(f"{self.name} key {name!r} is declared twice")
        self.declared_beside[name] = Beside(name, schema, words)

    def add(self, name: str, doc: str, example: Any, schema: Spec[Any] | dict[str, Any],
            reads: FieldsOf = no_fields, writes: FieldsOf = no_fields, kind: str = "",
            events: tuple[str, ...] = (), rule: str = "",
            samples: tuple[Any, ...] = (),
            parse: Callable[[Node], Any] = as_node
            ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Declare a word whose compiler is the decorated function. Its argument is a
        ``Spec`` (the schema and the parser come from it; the compiler, reads and writes
        take the parsed value), or on the old path a JSON Schema fragment and a ``parse``
        (by default none: the compiler reads the node itself)."""
        def declare(compile_fn: Callable[..., Any]) -> Callable[..., Any]:
            if name in self.declared:
                raise ValueError(f"{self.name} word {name!r} is declared twice")
            if isinstance(schema, Spec):
                player_words = schema.player_words()
                if player_words is not None:
                    player_key(name, player_words)
                self.declared[name] = Word(self.name, name, doc, example, schema.schema(),
                                           compile_fn, reads, writes, kind, events, rule,
                                           samples, schema.parse, schema)
            else:
                self.declared[name] = Word(self.name, name, doc, example, schema, compile_fn,
                                           reads, writes, kind, events, rule, samples, parse)
            return compile_fn
        return declare

    def names(self) -> tuple[str, ...]:
        return tuple(self.words)

    def __contains__(self, name: object) -> bool:
        return name in self.words

    def __getitem__(self, name: str) -> Word:
        return self.words[name]

    def __iter__(self) -> Iterator[Word]:
        return iter(self.words.values())

    def one_key(self, node: Node) -> tuple[Word, Node]:
        """The word of a one-key mapping of this family, and its argument (located errors)."""
        node.mapping(allowed=self.names())
        if len(node.value) != 1:
            node.fail(f"a {self.name} has exactly one of: {', '.join(self.names())}")
        key, arg = next(node.items())
        return self.words[key], arg


SELECTORS = Family("selector", "tests on an object, all of which must hold")
VALUES = Family("value", "numbers computed from the game")
CONDITIONS = Family("condition", "tests on the game (\"as long as ...\")")
PARTS = Family("effect part", "what a continuous effect does, in the layer of its kind")
EVENTS = Family("event", "events that replacement and prevention effects watch and modify",
                filled_later=True)
WATCH = Family("watch key", "which events a replacement or prevention effect applies to",
               filled_later=True)
ACTIONS = Family("action", "what a replacement or prevention effect does instead",
                 filled_later=True)
RULES = Family("rules effect", "what a rules effect changes for the objects or players it "
                               "applies to, after the layers")
TRIGGERS = Family("trigger event", "what happens, or holds, that makes a triggered ability "
                                   "trigger (603.2, 603.8)", filled_later=True)
INSTRUCTIONS = Family("instruction", "what a triggered ability does as it resolves: an event "
                                     "it makes happen (608.2, 609.1)", filled_later=True)

FAMILIES = (SELECTORS, VALUES, CONDITIONS, PARTS, EVENTS, WATCH, ACTIONS, RULES, TRIGGERS,
            INSTRUCTIONS)

# The kinds of effect parts a ruleset places in layers (613.1, 613.2-613.4): each part word's
# ``kind``, plus ``pt_cda`` (a power/toughness part of a characteristic-defining ability)
# and ``counters`` (the counters on an object, applied by the rules themselves).
PART_KINDS = ("copy", "as_enters", "face_down", "control", "text_change", "types", "colors", "abilities",
              "pt_cda", "pt_set", "pt_modify", "counters", "pt_switch")
