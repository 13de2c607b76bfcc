"""The builder's ground: what every phrase's builder reads and returns.

A phrase's builder (``mtglogic.drafting.phrases``) is a function of the ``Builder`` and the
children of its derivation, and returns plain data in the card format
(``docs/scenario-format.md``): selectors, conditions, values, effect parts, ``watch`` and
``instead`` mappings. A combination it cannot express with certainty raises
``Untranslatable``, and the sentence is left as text: the drafter never guesses. The
``Builder`` is lark's transformer with one method per builder (``builder_class``), each
named after the alias of its alternatives.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer, Tree

from mtglogic.drafting.phrase import Phrase
from mtglogic.vocabulary.registry import PART_KINDS, PARTS

Data = dict[str, Any]
ALL_ZONES = ["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"]
SOURCE_ZONES = ["battlefield", "stack"]  # only there does a source have a controller (108.4)
IT = "_it"  # "it": the object the sentence's condition is about
ON_SELF = "_on_self"  # a condition about the card: "it" in its clause is the card ("it" in
# the condition too: the clause must be about the card; "~": any clause)
KIND = "_kind"  # the card type an "enchanted creature" subject is known to have


class Untranslatable(Exception):
    """The sentence parsed, but its parts do not make one definition the drafter is sure of."""


@dataclass
class Context:
    """What the builder knows of the card: its name, whether it is an instant or sorcery
    (whose effects are created as it resolves, 611.2a), and whether the sentence is the
    effect of a permanent's activated ability (602.1; made as it resolves, so ``resolves``
    too: "~" is then the ability's source)."""

    name: str
    resolves: bool = False
    quotes: tuple[str, ...] = ()
    translate: Callable[[str], list[Any] | None] | None = None
    choice: str = ""  # what the card has chosen as it enters ("creature type"), if it says
    activated: bool = False


@dataclass
class TypePhrase:
    """``a 1/1 black Swamp creature with flying``: the words of a type-changing phrase."""

    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    pt: list[Any] | None = None
    keywords: list[str] = field(default_factory=list)
    colorless: bool = False


def singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and word != "sorcery" else word


def merge(*selectors: Data) -> Data:
    """The selector of all these tests (a key twice is not expressible: Untranslatable)."""
    found: Data = {}
    for selector in selectors:
        for key, value in selector.items():
            if key in found and found[key] != value:
                raise Untranslatable(f"two tests of {key}")
            found[key] = value
    return found


def settle(selector: Data) -> Data:
    """A selector without the builder's notes (the card type a subject is known to have)."""
    return {k: v for k, v in selector.items() if k != KIND}


def layer_order(parts: list[Data]) -> list[Data]:
    """Effect parts in the order of the layers their kinds apply in (613.1)."""
    def rank(part: Data) -> int:
        return PART_KINDS.index(PARTS[next(iter(part))].kind)
    return sorted(parts, key=rank)


def pt_pair(text: str) -> list[int]:
    power, toughness = text.split("/")
    return [int(power), int(toughness)]


def finished(value: Any) -> bool:
    """Whether built data holds only data: no tree or token the builder left unread."""
    if isinstance(value, (Tree, Token)):
        return False
    if isinstance(value, dict):
        return all(finished(k) and not str(k).startswith("_") and finished(v)
                   for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return all(finished(v) for v in value)
    return True


class Builder(Transformer[Any, Any]):
    """The lark transformer of the phrases' builders, with what it knows of the card."""

    def __init__(self, context: Context) -> None:
        super().__init__()
        self.context = context


def builder_class(phrases: Iterable[Phrase]) -> type[Builder]:
    """The transformer with a method for each phrase's builder, named as the tree it
    builds (two phrases that name one tree must have the same builder)."""
    methods: dict[str, Callable[..., Any]] = {}
    for phrase in phrases:
        if phrase.build is None:
            continue
        known = methods.setdefault(phrase.name, phrase.build)
        if known is not phrase.build:
            raise ValueError(f"two builders named {phrase.name!r}")
    return type("PhraseBuilder", (Builder,), methods)
