"""Value words: numbers computed from the game.

A value is a whole number or a one-key mapping::

    3
    {count: {type: creature, zone: graveyard, owner: you}}       # Svogthos, Nightmare
    {card_types_among: {zone: graveyard}}                         # Tarmogoyf
    {mana_value: it}    {power: self}    {toughness: it}          # Opalescence
    {counters: {kind: "+1/+1", on: it}}
    {sum: [{count: ...}, 1]}   {product: [...]}   {difference: [a, b]}
    {life: you}    {chosen: x}

``it`` is the object the effect is being applied to, ``self`` the effect's source; any
other name is an object id. A value that looks at objects other than ``it`` and ``self``
reads ``*`` (beyond the objects tested), which tells the layer engine it is not local.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.model.history import TurnHistory
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Selector, Value
from mtglogic.vocabulary.compiler import SELECTOR, VALUE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import VALUES, fixed_fields
from mtglogic.vocabulary.spec import ListOf, PlayerRef, Record, Word

OBJECT_REF = Word()  # it, self, or an object id
BEYOND = "*"  # reads objects other than the one tested and the source


def object_getter(ref: str) -> Callable[[EvalContext], ObjState | None]:
    """The object ``it``, ``self`` or an object id names, in a context."""
    if ref == "it":
        return lambda c: c.it
    if ref == "self":
        return lambda c: c.source_state()
    return lambda c: c.board.get(ref)


def ref_reads(ref: str) -> frozenset[str]:
    """An object other than ``it`` and ``self`` is beyond the objects tested."""
    return frozenset() if ref in ("it", "self") else frozenset([BEYOND])


@VALUES.add("count", "how many objects the selector matches", {"type": "artifact"},
            SELECTOR, reads=lambda sel: sel.reads | {BEYOND},
            samples=({"type": "creature", "controller": "you"},
                     {"type": "creature", "zone": "graveyard"}))
def _count(sel: Selector) -> Value:
    return Value(lambda c: sum(1 for o in c.objects() if sel.test(o, c)), frozenset())


@VALUES.add("card_types_among", "how many card types the matched objects have among them",
            {"zone": ["graveyard"]}, SELECTOR,
            reads=lambda sel: sel.reads | {"card_types", BEYOND}, rule="card_types")
def _card_types_among(sel: Selector) -> Value:
    def types_among(c: EvalContext) -> int:
        found: set[str] = set()
        for o in c.objects():
            if sel.test(o, c):
                found |= o.card_types
        return len(found)

    return Value(types_among, frozenset())


def _characteristic(field: str) -> Callable[[str], Value]:
    def compile_value_of(ref: str) -> Value:
        get = object_getter(ref)
        return Value(lambda c: getattr(get(c), field, None) or 0, frozenset())
    return compile_value_of


def _characteristic_reads(field: str) -> Callable[[str], frozenset[str]]:
    return lambda ref: frozenset([field]) | ref_reads(ref)


for _field, _rule in (("mana_value", "mana_value"), ("power", "power_toughness"),
                      ("toughness", "power_toughness")):
    VALUES.add(_field, f"the {_field.replace('_', ' ')} of `it`, `self` or an object id", "it",
               OBJECT_REF, reads=_characteristic_reads(_field),
               rule=_rule, samples=("self",))(_characteristic(_field))


COUNTERS_ARG = Record({"kind": Word(), "on": OBJECT_REF}, required=("kind",))


def _counters_reads(arg: Mapping[str, str]) -> frozenset[str]:
    return frozenset(["counters"]) | (ref_reads(arg["on"]) if "on" in arg else frozenset())


@VALUES.add("counters", "how many counters of a kind are on `it` (or `on` another object)",
            {"kind": "+1/+1", "on": "it"}, COUNTERS_ARG, reads=_counters_reads, rule="counter",
            samples=({"kind": "-1/-1"},))
def _counters(arg: Mapping[str, str]) -> Value:
    kind = arg["kind"]
    get = object_getter(arg.get("on", "it"))

    def count(c: EvalContext) -> int:
        obj = get(c)
        return obj.counters.get(kind, 0) if obj is not None else 0

    return Value(count, frozenset())


def _operand_reads(parts: tuple[Value, ...]) -> frozenset[str]:
    return frozenset().union(*(p.reads for p in parts))


OPERANDS = ListOf(VALUE, min_items=1, message="expected values")


@VALUES.add("sum", "the sum of these values", [{"count": {"type": "artifact"}}, 1], OPERANDS,
            reads=_operand_reads)
def _sum(parts: tuple[Value, ...]) -> Value:
    return Value(lambda c: sum(p.evaluate(c) for p in parts), frozenset(),
                 all(p.constant for p in parts))


@VALUES.add("product", "the product of these values", [2, {"count": {"type": "creature"}}],
            OPERANDS, reads=_operand_reads)
def _product(parts: tuple[Value, ...]) -> Value:
    def product(c: EvalContext) -> int:
        result = 1
        for p in parts:
            result *= p.evaluate(c)
        return result

    return Value(product, frozenset(), all(p.constant for p in parts))


@VALUES.add("difference", "the first value minus the second", [{"power": "it"}, 1],
            ListOf(VALUE, exactly=2, message="expected two values"), reads=_operand_reads)
def _difference(parts: tuple[Value, ...]) -> Value:
    first, second = parts
    return Value(lambda c: first.evaluate(c) - second.evaluate(c), frozenset(),
                 first.constant and second.constant)


PLAYER_REF = PlayerRef(("you",))  # you, or a player id


@VALUES.add("life", "the life total of `you` (the effect's controller) or a player id", "you",
            PLAYER_REF, reads=fixed_fields("life"), rule="life_total")
def _life(who: str) -> Value:
    def life(c: EvalContext) -> int:
        target = c.you if who == "you" else who
        for player in c.game.players:
            if player.id == target:
                return int(player.life)
        return 0

    return Value(life, frozenset())


@VALUES.add("lowest_life", "the lowest life total among all players (`any`) or among the "
            "effect controller's opponents (`opponent`): \"a player has N or less life\"",
            "any", Word(("any", "opponent")), reads=fixed_fields("life"), rule="life_total",
            samples=("opponent",))
def _lowest_life(among: str) -> Value:
    def lowest(c: EvalContext) -> int:
        totals = [int(p.life) for p in c.game.players if among == "any" or p.id != c.you]
        if not totals:
            raise ConsistencyError(f"`lowest_life: {among}`: the game has no such player")
        return min(totals)

    return Value(lowest, frozenset())


def _this_turn(count: Callable[[TurnHistory, str], int]) -> Callable[[str], Value]:
    """A count of what a player did this turn (the scenario's ``this_turn``, which every
    engine reads)."""
    def compile_word(who: str) -> Value:
        def value(c: EvalContext) -> int:
            player = c.you if who == "you" else who
            return count(c.turn_history(), player or "")
        return Value(value, frozenset())
    return compile_word


VALUES.add("life_gained_this_turn", "the life `you` (or a player id) gained this turn (the "
           "scenario's `this_turn`)", "you", PLAYER_REF, rule="life_change")(
    _this_turn(lambda history, player: history.gained(player)))
VALUES.add("life_lost_this_turn", "the life `you` (or a player id) lost this turn", "you",
           PLAYER_REF, rule="life_change")(_this_turn(lambda history, player: history.lost(player)))
VALUES.add("cards_drawn_this_turn", "the cards `you` (or a player id) drew this turn, before "
           "the event", "you", PLAYER_REF, rule="single_draws")(
    _this_turn(lambda history, player: history.drawn(player)))


@VALUES.add("chosen", "a number chosen as the source entered (its choices)", "x", Word(),
            reads=fixed_fields("choices"))
def _chosen(choice: str) -> Value:
    def chosen(c: EvalContext) -> int:
        value: Any = c.chosen(choice, kind="number")
        if value is None:  # undefined (607.5a): that part of the ability does nothing
            return 0
        try:
            return int(value)
        except ValueError:
            raise ConsistencyError(f"`chosen: {choice}` needs a whole number, but "
                                   f"{c.source or 'the effect'} chose {value!r}") from None
    return Value(chosen, frozenset())


@VALUES.add("starting_life", "the starting life total of `you` (the effect's controller) or a "
            "player id: the scenario's `starting_life` of the player, else the ruleset's",
            "you", PLAYER_REF, rule="starting_life")
def _starting_life(who: str) -> Value:
    """Fixed for the whole game (103.4): it reads nothing any effect changes."""
    def starting(c: EvalContext) -> int:
        target = c.you if who == "you" else who
        for player in c.game.players:
            if player.id == target:
                return player.starting_life
        return 0

    return Value(starting, frozenset())
