"""Copy and face-down effect parts (layer 1: 1a and 1b in 2026).

    copy: {of: clone-target, except: [colors], add_abilities: [...], set_pt: [7, 7]}
    copy: {of: {chosen: copy}, name: Sakashima the Impostor, add_supertypes: [legendary]}
    copy: {of: {chosen: copy}, remove_supertypes: [legendary]}   # "isn't legendary"
    copy: {of: {chosen: copy}}          # the object chosen as it entered (Clone)
    copy: {of: {chosen: copy}, enters_with: [{counter: "+1/+1", count: 1,
                                             if: {type: creature}}]}    # Spark Double
    copy: clone-target                  # short for {of: clone-target}
    face_down: true                     # a 2/2 with no name, color or abilities

Copiable values are those of 707.2 (706.2 in 2011), as the copied object stands after the
copy effects applied so far (layer 1). The exceptions (a name, types added or removed, a
power and toughness, abilities) become part of the copy's copiable values (707.9a-b, 706.9a-b
in 2011): a copy of the copy gets them too, the copy effects applying in dependency order.

``enters_with`` is an exception that is an additional effect, not a characteristic
(707.9e; 2011 has no such rule): the permanent entering as a copy with it enters with
these counters (each only ``if`` the resulting permanent matches the selector, 707.9f).
The layers leave it alone; the replacement engine reads it as the permanent enters as a
copy (614.1c), and a copy of the copy does not get it, since it copies characteristics.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace
from typing import Any

from mtglogic.model.copiable import FACE_DOWN_VALUES, copiable_values, take_flip
from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.terms import CARD_TYPES, COPIABLE, SUPERTYPES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.abilities import ABILITY_SCHEMA, ability_from_node
from mtglogic.vocabulary.amounts import AmountOf
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.parts_pt import PT_PAIR, Pair
from mtglogic.vocabulary.parts_types import drop_uncorrelated
from mtglogic.vocabulary.registry import PARTS, fixed_fields
from mtglogic.vocabulary.spec import (
    Chosen,
    ChosenKey,
    Defined,
    Either,
    ListOf,
    Record,
    Shaped,
    Word,
    Words,
    only_true,
)
from mtglogic.vocabulary.values import BEYOND

# Exceptions that add or remove types (707.9b): the field each changes and its words.
TYPE_EXCEPTIONS = {"add_types": ("card_types", CARD_TYPES), "add_subtypes": ("subtypes", None),
                   "add_supertypes": ("supertypes", SUPERTYPES),
                   "remove_supertypes": ("supertypes", SUPERTYPES)}


def face_down_values(obj: ObjState) -> None:
    """Give ``obj`` the characteristics of a face-down permanent, with the abilities the
    way it was turned face down lists (ward {2} when cloaked, 701.58a)."""
    for name, value in FACE_DOWN_VALUES.items():
        setattr(obj, name, value)
    obj.abilities = obj.face_down_abilities


# The characteristics each kind of part defines, for 707.9d.
DEFINED_BY_KIND = {"pt_cda": {"power", "toughness"}, "pt_set": {"power", "toughness"},
                   "colors": {"colors"}, "types": {"card_types", "subtypes", "supertypes"}}


def defines(ability: Ability, fields: frozenset[str]) -> bool:
    """Whether a characteristic-defining ability defines one of these characteristics."""
    if not ability.cda or not fields or ability.definition is None:
        return False
    return any(DEFINED_BY_KIND.get(p.kind, set()) & fields for p in ability.definition.parts)


def _hashable(value: Any) -> Hashable:
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(value))
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    found: Hashable = value
    return found


def _abilities(node: Node) -> tuple[Ability, ...]:
    """The abilities a copy gets besides those it copies (707.9a; 706.9a in
    2011), keyed by their place."""
    return tuple(ability_from_node(n, f"copy+{i}") for i, n in enumerate(node.as_list()))


# "Except it enters with an additional counter" (707.9e): counters, each maybe only if
# the copy is of some kind (707.9f).
ENTERS_WITH = ListOf(Record({"counter": Word(), "count": AmountOf(0), "if": SELECTOR},
                            required=("counter", "count")), 1)
COPY_KEYS = Record({"of": Either(Word(), Chosen()), "except": Words(COPIABLE),
                    "add_abilities": Defined(s.array(ABILITY_SCHEMA), _abilities),
                    "name": Word(), "add_types": Words(CARD_TYPES), "add_subtypes": Words(),
                    "add_supertypes": Words(SUPERTYPES),
                    "remove_supertypes": Words(SUPERTYPES), "set_pt": PT_PAIR,
                    "enters_with": ENTERS_WITH},
                   required=("of",))
CopyArg = Mapping[str, Any]
# What a copy of a flip card reads (710.2, 707.3): the halves copied and its own status.
FLIP_STATE = ("layout", "faces", "flipped", "zone")


def _of_only(written: Any, node: Node) -> CopyArg:
    """``copy: clone-target`` is short for ``copy: {of: clone-target}``."""
    return written if isinstance(written, Mapping) else {"of": written}


COPY = Shaped(Either(Word(), COPY_KEYS), _of_only)


def _copy_reads(arg: CopyArg) -> frozenset[str]:
    """The copiable values of another object (and whether it is face down, 707.2, or a
    flipped flip card, 710.2), and the choices when the object copied was chosen as the
    source entered."""
    chosen = isinstance(arg["of"], ChosenKey)
    return frozenset(COPIABLE) | {"face_down", "face_down_abilities", "copied_mana_value", "id",
                                  "copied_values", BEYOND, *FLIP_STATE} | (
        {"choices"} if chosen else set())


@PARTS.add("copy", "its copiable values become those of another object (with exceptions)",
           {"of": "clone-target", "except": ["colors"]}, COPY,
           reads=_copy_reads, writes=fixed_fields(*COPIABLE, "layout", "faces", "face"),
           kind="copy",
           rule="copy",
           samples=({"of": {"chosen": "copy"}}, {"of": "clone-target", "set_pt": [7, 7]},
                    {"of": "clone-target", "name": "Sakashima the Impostor",
                     "add_supertypes": ["legendary"]},
                    {"of": {"chosen": "copy"}, "remove_supertypes": ["legendary"]},
                    "clone-target"))
def _copy(arg: CopyArg, cda: bool, key: str) -> Part:
    of: str | ChosenKey = arg["of"]
    target: Callable[[EvalContext], str | None]
    if isinstance(of, ChosenKey):
        chosen_key = of.key

        def target(c: EvalContext) -> str | None:
            return c.choice(chosen_key)
    else:
        def target(c: EvalContext) -> str | None:
            return of
    keep = frozenset(arg.get("except", ()))
    extra: tuple[Ability, ...] = arg.get("add_abilities", ())
    name: str | None = arg.get("name")
    changes = {k: (f, frozenset(arg[k])) for k, (f, _) in TYPE_EXCEPTIONS.items() if k in arg}
    added = [change for k, change in changes.items() if k.startswith("add_")]
    removed = [change for k, change in changes.items() if k.startswith("remove_")]
    set_pt: Pair | None = arg.get("set_pt")

    def copiable(obj: ObjState, c: EvalContext) -> dict[str, Any] | None:
        """The values ``obj`` would take: those of the object copied, as it stands after the
        copy effects applied so far; a face-down one's are its face-down values (707.2),
        even before the face-down layer (1b in 2026) applies; the face up of a double-faced
        one (707.8). None: nothing to copy."""
        tid = target(c)
        src = c.board.get(tid) if tid else None
        if src is None or src.id == obj.id:
            return None
        if tid in obj.copied_values:  # copied before its values changed (707.2b)
            copied: dict[str, Any] = obj.copied_values[tid]
            return copied
        return copiable_values(src)

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        values = copiable(obj, c)
        return None if values is None else tuple((f, _hashable(values[f])) for f in COPIABLE)

    # 707.9d: a characteristic-defining ability that defines what the copy keeps or is
    # given is not copied (types added "in addition" do not count).
    own_values = keep | ({"power", "toughness"} if set_pt is not None else frozenset())

    def apply(obj: ObjState, c: EvalContext) -> None:
        values = copiable(obj, c)
        if values is None:
            return
        for f in COPIABLE:
            if f in keep:
                continue
            value = values[f]
            if f == "abilities":
                value = tuple(replace(a, key=f"copy:{a.key}") if not a.key.startswith("intrinsic:")
                              else a for a in value if not defines(a, own_values))
            setattr(obj, f, value)
        obj.abilities = obj.abilities + extra
        for f, words in added:
            setattr(obj, f, getattr(obj, f) | words)
        for f, words in removed:
            setattr(obj, f, getattr(obj, f) - words)
        if name is not None:
            obj.name = name
        if set_pt is not None:
            p, t = set_pt
            obj.power = p.evaluate(c) if p else obj.power
            obj.toughness = t.evaluate(c) if t else obj.toughness
        if "card_types" in keep:  # its own card types, the copied subtypes (205.3d)
            drop_uncorrelated(obj, c, None)
        take_flip(obj, values)

    return Part("copy", "copy", apply, resolve, frozenset(), frozenset(), "becomes a copy")


@PARTS.add("face_down", "it is a face-down 2/2 creature with no name, color or abilities",
           True, only_true("face_down"), writes=fixed_fields(*COPIABLE, "face_down"),
           reads=fixed_fields("face_down_abilities"),
           kind="face_down", rule="face_down")
def _face_down(arg: bool, cda: bool, key: str) -> Part:
    def apply(obj: ObjState, c: EvalContext) -> None:
        face_down_values(obj)
        obj.face_down = True

    return Part("face_down", "face_down", apply, lambda o, c: True, frozenset(), frozenset(),
                "face down: a 2/2 creature with no name, color or abilities")
