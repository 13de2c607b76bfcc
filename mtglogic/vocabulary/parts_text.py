"""Control-changing (layer 2) and text-changing (layer 3, rule 612) effect parts.

    control: you                          # or a player id
    text_change: {from: white, to: black} # a color word or a basic land type; either word
                                          # may be {chosen: key} (Sleight of Mind)
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import BASIC_LAND_TYPES, COLORS, TEXT_CHANGE_WORDS
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import rewrite_ability
from mtglogic.vocabulary.argschema import Schema
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import Chosen, ChosenKey, Either, PlayerRef, Record, Shaped, Word

WORDS = tuple(sorted(TEXT_CHANGE_WORDS))


@PARTS.add("control", "`you` (the effect's controller) or a player id control it", "you",
           PlayerRef(("you",)), writes=fixed_fields("controller"), kind="control",
           rule="control_layer",
           samples=("opponent",))
def _control(who: str, cda: bool, key: str) -> Part:
    def new_controller(c: EvalContext) -> str | None:
        return c.you if who == "you" else who

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.controller = new_controller(c)

    return Part("control", "control", apply, lambda o, c: new_controller(c), frozenset(),
                frozenset(), f"control goes to {who}")


TextWord = str | ChosenKey
TEXT_WORD = Either(Word(WORDS), Chosen())


def _word(written: TextWord) -> Callable[[EvalContext], str | None]:
    """The word: written, or chosen as the source entered (Sleight of Mind)."""
    if isinstance(written, ChosenKey):
        key = written.key
        return lambda c: c.chosen(key, WORDS, "color word or basic land type")
    return lambda c: written


def _shown(written: TextWord) -> str:
    return f"chosen {written.key}" if isinstance(written, ChosenKey) else written


def _text_reads(arg: Mapping[str, TextWord]) -> frozenset[str]:
    chosen = any(isinstance(w, ChosenKey) for w in arg.values())
    return frozenset(["choices"]) if chosen else frozenset()


def _one_kind(arg: Mapping[str, TextWord], node: Node) -> Mapping[str, TextWord]:
    """Two written words are of one kind: colors, or basic land types (612.2)."""
    old, new = arg["from"], arg["to"]
    if isinstance(old, str) and isinstance(new, str) and (old in COLORS) != (new in COLORS):
        node.fail("a color word can only become another color word, a land type another "
                  "land type")
    return arg


def _pair_of(words: tuple[str, ...]) -> Schema:
    """``from`` and ``to``: two words of one kind, either of them chosen during the game."""
    word = {"anyOf": [s.string(words), s.chosen()]}
    return {"properties": {"from": word, "to": word}}


TEXT_CHANGE = Shaped(Record({"from": TEXT_WORD, "to": TEXT_WORD}, required=("from", "to")),
                     _one_kind,
                     {"anyOf": [_pair_of(COLORS), _pair_of(tuple(BASIC_LAND_TYPES))]})


@PARTS.add("text_change", "a color word or basic land type in its text becomes another",
           {"from": "white", "to": "black"},
           TEXT_CHANGE,
           reads=_text_reads, writes=fixed_fields("abilities"), kind="text_change",
           rule="text_change", samples=({"from": "Island", "to": "Swamp"},
                                  {"from": {"chosen": "from"}, "to": {"chosen": "to"}},
                                  {"from": "white", "to": {"chosen": "to"}}))
def _text_change(arg: Mapping[str, TextWord], cda: bool, key: str) -> Part:
    old_word, new_word = _word(arg["from"]), _word(arg["to"])

    def resolve(obj: ObjState, c: EvalContext) -> tuple[str, str] | None:
        old, new = old_word(c), new_word(c)
        if old is None or new is None or old not in TEXT_CHANGE_WORDS \
                or new not in TEXT_CHANGE_WORDS or (old in COLORS) != (new in COLORS):
            return None  # no valid pair of words chosen: the effect changes nothing
        return (old, new)

    def apply(obj: ObjState, c: EvalContext) -> None:
        pair = resolve(obj, c)
        if pair is not None:
            obj.abilities = tuple(rewrite_ability(a, *pair) for a in obj.abilities)

    shown = " becomes ".join(_shown(arg[k]) for k in ("from", "to"))
    return Part("text_change", "text_change", apply, resolve, frozenset(), frozenset(),
                f"text: {shown}")
