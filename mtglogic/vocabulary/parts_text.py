"""Control-changing (layer 2) and text-changing (layer 3, rule 612) effect parts.

    control: you                          # or a player id
    text_change: {from: white, to: black} # a color word or a basic land type; either word
                                          # may be {chosen: key} (Sleight of Mind)
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import BASIC_LAND_TYPES, COLORS, TEXT_CHANGE_WORDS
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import rewrite_ability
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import PlayerRef

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


def _word(child: Node) -> Callable[[EvalContext], str | None]:
    if child.is_map():
        child.mapping(allowed=("chosen",), required=("chosen",))
        key = child["chosen"].as_str()
        return lambda c: c.chosen(key, WORDS, "color word or basic land type")
    fixed = child.as_str(WORDS)
    return lambda c: fixed


def _text_reads(arg: Node) -> frozenset[str]:
    arg.mapping(allowed=("from", "to"), required=("from", "to"))
    chosen = arg["from"].is_map() or arg["to"].is_map()
    return frozenset(["choices"]) if chosen else frozenset()


def _pair_of(words: tuple[str, ...]) -> dict:
    """``from`` and ``to``: two words of one kind, either of them chosen during the game."""
    word = {"anyOf": [s.string(words), s.chosen()]}
    return s.mapping({"from": word, "to": word}, required=("from", "to"))


TEXT_CHANGE = {"anyOf": [_pair_of(COLORS), _pair_of(tuple(BASIC_LAND_TYPES))]}


@PARTS.add("text_change", "a color word or basic land type in its text becomes another",
           {"from": "white", "to": "black"},
           TEXT_CHANGE,
           reads=_text_reads, writes=fixed_fields("abilities"), kind="text_change",
           rule="text_change", samples=({"from": "Island", "to": "Swamp"},
                                  {"from": {"chosen": "from"}, "to": {"chosen": "to"}}))
def _text_change(arg: Node, cda: bool, key: str) -> Part:
    arg.mapping(allowed=("from", "to"), required=("from", "to"))
    old_word, new_word = _word(arg["from"]), _word(arg["to"])
    if not arg["from"].is_map() and not arg["to"].is_map():
        old, new = old_word(None), new_word(None)  # type: ignore[arg-type]
        if (old in COLORS) != (new in COLORS):
            arg.fail("a color word can only become another color word, a land type another "
                     "land type")

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        old, new = old_word(c), new_word(c)
        if old not in TEXT_CHANGE_WORDS or new not in TEXT_CHANGE_WORDS \
                or (old in COLORS) != (new in COLORS):
            return None  # no valid pair of words chosen: the effect changes nothing
        return (old, new)

    def apply(obj: ObjState, c: EvalContext) -> None:
        pair = resolve(obj, c)
        if pair is not None:
            obj.abilities = tuple(rewrite_ability(a, *pair) for a in obj.abilities)

    shown = " becomes ".join(str(n.value if not n.is_map() else f"chosen {n.value.get('chosen')}")
                             for n in (arg["from"], arg["to"]))
    return Part("text_change", "text_change", apply, resolve, frozenset(), frozenset(),
                f"text: {shown}")
