"""Value words counting what is neither a characteristic sum nor a group of objects::

    {graveyards_with_at_least: 7}             # "for each graveyard with seven or more cards"
    {creature_types_of: it}                   # "for each of its creature types"
    {least: [{creature_types_of: it}, 10]}    # "..., to a maximum of 10"

A graveyard is its owner's pile of cards (404.1): each player has one, counted when at least
N cards are in it. The creature types of an object are its subtypes that are on the
ruleset's list of creature types (205.3m), as the layers made them (a changeling has all of
them). ``least`` is the smallest of its values.
"""
from __future__ import annotations

from mtglogic.vocabulary.compiled import Value
from mtglogic.vocabulary.compiler import VALUE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import VALUES, fixed_fields
from mtglogic.vocabulary.spec import ListOf, Whole
from mtglogic.vocabulary.values import BEYOND, OBJECT_REF, object_getter, ref_reads


@VALUES.add("graveyards_with_at_least", "how many players' graveyards hold at least this many "
            "cards", 7, Whole(minimum=1), reads=fixed_fields("zone", "owner", BEYOND),
            rule="graveyard", samples=(1,))
def _graveyards(least: int) -> Value:
    def count(c: EvalContext) -> int:
        sizes = dict.fromkeys(c.game.player_ids(), 0)
        for o in c.objects():
            if o.zone == "graveyard" and o.owner in sizes:
                sizes[o.owner] += 1
        return sum(1 for size in sizes.values() if size >= least)
    return Value(count, frozenset())


@VALUES.add("creature_types_of", "how many creature types `it`, `self` or an object id has "
            "(its subtypes on the ruleset's list of creature types)", "it", OBJECT_REF,
            reads=lambda ref: frozenset(["subtypes"]) | ref_reads(ref),
            rule="creature_types", samples=("self",))
def _creature_types_of(ref: str) -> Value:
    get = object_getter(ref)

    def count(c: EvalContext) -> int:
        obj = get(c)
        return len(obj.subtypes & c.every("creature_types")) if obj is not None else 0
    return Value(count, frozenset())


@VALUES.add("least", "the smallest of these values (\"to a maximum of N\")",
            [{"creature_types_of": "it"}, 10],
            ListOf(VALUE, min_items=1, message="expected values"),
            reads=lambda parts: frozenset().union(*(p.reads for p in parts)))
def _least(parts: tuple[Value, ...]) -> Value:
    return Value(lambda c: min(p.evaluate(c) for p in parts), frozenset(),
                 all(p.constant for p in parts))
