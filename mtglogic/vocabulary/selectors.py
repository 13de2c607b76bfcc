"""Selector words: which objects an effect applies to, on current characteristics.

A selector is a mapping of tests, all of which must hold::

    {type: creature, controller: you, other: true}
    {any: [{subtype: Forest}, {subtype: Saproling}]}
    {not: {supertype: basic}, type: land}
    {power: {ge: 3}, zone: graveyard}

Each word declares the fields it reads (per value where it names words: see
``mtglogic.vocabulary.fields``), so the layer engine can skip dependency checks between
effects that cannot affect each other (613.7a in 2011, 613.8a in 2026).
"""
from __future__ import annotations

from typing import Callable

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import CARD_TYPES, COLORS, PERMANENT_TYPES, SUPERTYPES, ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import COMPARATORS, Clause, Selector, Test, Value
from mtglogic.vocabulary.compiler import compile_selector, compile_value
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import SELECTORS, fixed_fields
from mtglogic.vocabulary.wordlists import chosen_reads, compile_words, word_values

PLAYER = {"anyOf": [s.string(), s.chosen()]}  # you, opponent, a player id or a chosen one


def _value_words(field: str, choices: tuple[str, ...] | None = None) -> Callable[[Node], frozenset[str]]:
    """Reads of a test for given words: only those values of ``field``."""
    return lambda arg: value_names(field, arg.as_str_list(choices))


def _flag(arg: Node, holds: Test) -> Test:
    """A true/false test: ``true`` keeps the objects for which ``holds``, ``false`` the rest."""
    if arg.as_bool():
        return holds
    return lambda o, c: not holds(o, c)


@SELECTORS.add("type", "has any of these card types", ["creature"], s.words(CARD_TYPES),
               reads=_value_words("card_types", CARD_TYPES), rule="205.2",
               samples=(["artifact"], ["land"], ["artifact", "creature"]))
def _type(arg: Node) -> Test:
    wanted = frozenset(arg.as_str_list(CARD_TYPES))
    return lambda o, c: not o.card_types.isdisjoint(wanted)


def _chosen_words(field: str) -> Callable[[Node], frozenset[str]]:
    """Reads of a test for words, some perhaps chosen as the source entered: the chosen
    ones read the choices and the whole field."""
    return lambda arg: chosen_reads(arg) | word_values(field, arg)


@SELECTORS.add("subtype", "has any of these subtypes (`{chosen: creature_type}`: the one "
               "chosen for the source)", ["Goblin"], s.words_or_chosen(),
               reads=_chosen_words("subtypes"), rule="205.3",
               samples=(["Elf"], ["Forest"], [{"chosen": "creature_type"}]))
def _subtype(arg: Node) -> Test:
    words = compile_words(arg, kind="subtype")
    return lambda o, c: not o.subtypes.isdisjoint(words(c))


@SELECTORS.add("supertype", "has any of these supertypes", ["basic"], s.words(SUPERTYPES),
               reads=_value_words("supertypes", SUPERTYPES), rule="205.4",
               samples=(["legendary"],))
def _supertype(arg: Node) -> Test:
    wanted = frozenset(arg.as_str_list(SUPERTYPES))
    return lambda o, c: not o.supertypes.isdisjoint(wanted)


def _color_reads(arg: Node) -> frozenset[str]:
    if arg.is_map():
        return frozenset(["colors", "choices"])  # the color chosen for the source: any
    return value_names("colors", arg.as_str_list(COLORS))


@SELECTORS.add("color", "is any of these colors, or the color chosen for the source",
               ["white"], {"anyOf": [s.words(COLORS), s.chosen()]}, reads=_color_reads,
               rule="105.2", samples=(["red"], ["blue", "black"], {"chosen": "color"}))
def _color(arg: Node) -> Test:
    if arg.is_map():
        arg.mapping(allowed=("chosen",), required=("chosen",))
        key = arg["chosen"].as_str()
        return lambda o, c: c.chosen(key, COLORS, "color") in o.colors
    wanted = frozenset(arg.as_str_list(COLORS))
    return lambda o, c: not o.colors.isdisjoint(wanted)


@SELECTORS.add("colorless", "has no color (true) or some color (false)", True, s.BOOLEAN,
               reads=fixed_fields("colors"), rule="105.2c", samples=(False,))
def _colorless(arg: Node) -> Test:
    return _flag(arg, lambda o, c: not o.colors)


@SELECTORS.add("multicolored", "has two or more colors (true) or not (false)", True,
               s.BOOLEAN, reads=fixed_fields("colors"), rule="105.4", samples=(False,))
def _multicolored(arg: Node) -> Test:
    return _flag(arg, lambda o, c: len(o.colors) > 1)


def _player_test(field: str) -> Callable[[Node], Test]:
    def compile_test(arg: Node) -> Test:
        if arg.is_map():  # {chosen: player}: the player chosen for the source (702.16k)
            arg.mapping(allowed=("chosen",), required=("chosen",))
            key = arg["chosen"].as_str()

            def chosen_test(obj: ObjState, ctx: EvalContext) -> bool:
                player = ctx.chosen(key, ctx.game.player_ids(), kind="player")
                return bool(getattr(obj, field) == player)
            return chosen_test
        who = arg.as_str()

        def test(obj: ObjState, ctx: EvalContext) -> bool:
            value = getattr(obj, field)
            if who == "you":
                return bool(value == ctx.you)
            if who == "opponent":
                return value is not None and value != ctx.you
            return bool(value == who)
        return test
    return compile_test


SELECTORS.add("controller", "controlled by `you` (the effect's controller), an `opponent`, "
              "a player id or `{chosen: player}` (the one chosen for the source)", "you",
              PLAYER, reads=lambda arg: chosen_reads(arg) | {"controller"}, rule="108.4",
              samples=("opponent",))(_player_test("controller"))
SELECTORS.add("owner", "owned by `you`, an `opponent` or a player id", "you", PLAYER,
              reads=fixed_fields("owner"), rule="108.3", samples=("opponent",))(
    _player_test("owner"))


@SELECTORS.add("name", "has any of these names (`{chosen: name}`: the name chosen for the "
               "source)", ["Grizzly Bears"], s.words_or_chosen(),
               reads=lambda arg: chosen_reads(arg) | {"name"}, rule="201.2",
               samples=([{"chosen": "name"}],))
def _name(arg: Node) -> Test:
    names = compile_words(arg, kind="card name")
    return lambda o, c: o.name in names(c)


@SELECTORS.add("self", "is the effect's source (true) or not (false)", True, s.BOOLEAN,
               reads=fixed_fields("id"),
               samples=(False,))
def _self(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.id == c.source)


@SELECTORS.add("other", "is not the effect's source (true) or is (false)", True, s.BOOLEAN,
               reads=fixed_fields("id"),
               samples=(False,))
def _other(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.id != c.source)


def _attached(o: ObjState, c: EvalContext) -> bool:
    src = c.source_state()
    return src is not None and src.attached_to == o.id


for _word, _rule in (("attached", "301.5"), ("enchanted", "303.4"), ("equipped", "301.5"),
                     ("fortified", "301.6")):
    SELECTORS.add(_word, f"is the object the source is attached to ({_word}: true) or not",
                  True, s.BOOLEAN, reads=fixed_fields("attached_to", "id"), rule=_rule,
                  samples=(False,))(lambda arg: _flag(arg, _attached))


def _comparisons(arg: Node) -> Node:
    """A mapping of at least one comparison (``{ge: 3}``; ``{}`` would compare nothing)."""
    arg.mapping(allowed=tuple(COMPARATORS))
    if not arg.value:
        arg.fail(f"give at least one comparison: {', '.join(COMPARATORS)}")
    return arg


Checks = list[tuple[Callable[[int, int], bool], Value]]


def _parse_comparisons(arg: Node) -> Checks:
    """Each comparison and its value, compiled once."""
    return [(COMPARATORS[op], compile_value(n)) for op, n in _comparisons(arg).items()]


def _comparison(field: str) -> Callable[[Checks], Test]:
    def compile_test(checks: Checks) -> Test:
        def test(obj: ObjState, ctx: EvalContext) -> bool:
            value = getattr(obj, field)
            if value is None:
                return False
            return all(cmp(value, val.evaluate(ctx)) for cmp, val in checks)
        return test
    return compile_test


def _comparison_reads(field: str) -> Callable[[Checks], frozenset[str]]:
    return lambda checks: frozenset([field]).union(*(val.reads for _, val in checks))


COMPARISON = s.mapping({op: s.ref("value") for op in COMPARATORS}, min_properties=1)
for _field, _rule in (("power", "208"), ("toughness", "208"), ("mana_value", "202.3")):
    SELECTORS.add(_field, f"its {_field.replace('_', ' ')} compares so with values "
                  f"(`eq ne lt le gt ge`)", {"ge": 3}, COMPARISON,
                  reads=_comparison_reads(_field), rule=_rule, parse=_parse_comparisons,
                  samples=({"le": 1}, {"eq": {"count": {"type": "artifact"}}}))(
        _comparison(_field))


@SELECTORS.add("mana_value_parity", "its mana value is `odd` or `even` (0 is even: a "
               "token that copies nothing, a land)", "odd", s.string(("odd", "even")),
               reads=fixed_fields("mana_value"), rule="202.3", samples=("even",))
def _mana_value_parity(arg: Node) -> Test:
    remainder = 1 if arg.as_str(("odd", "even")) == "odd" else 0
    return lambda o, c: o.mana_value % 2 == remainder


@SELECTORS.add("counter", "has a counter of this kind (at least `at_least` of them)",
               "+1/+1", {"anyOf": [s.string(), s.mapping(
                   {"kind": s.string(), "at_least": s.integer(0)}, required=("kind",))]},
               reads=fixed_fields("counters"), rule="122.1",
               samples=({"kind": "-1/-1", "at_least": 2},))
def _counter(arg: Node) -> Test:
    if arg.is_map():
        arg.mapping(allowed=("kind", "at_least"), required=("kind",))
        kind = arg["kind"].as_str()
        least = arg["at_least"].as_int(0) if "at_least" in arg else 1
    else:
        kind, least = arg.as_str(), 1
    return lambda o, c: o.counters.get(kind, 0) >= least


@SELECTORS.add("zone", "is in one of these zones (default: the battlefield)", ["graveyard"],
               s.words(ZONES), reads=fixed_fields("zone"), rule="400.1",
               samples=(["battlefield", "graveyard"],))
def _zone(arg: Node) -> Clause:
    return Clause(None, frozenset(arg.as_str_list(ZONES)))  # type: ignore[arg-type]


@SELECTORS.add("token", "is a token (true) or not (false)", True, s.BOOLEAN,
               reads=fixed_fields("is_token"), rule="111.1", samples=(False,))
def _token(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.is_token)


@SELECTORS.add("face_down", "is face down (true) or face up (false)", True, s.BOOLEAN,
               reads=fixed_fields("face_down"), rule="708.2 / 707.2", samples=(False,))
def _face_down(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.face_down)


@SELECTORS.add("card", "is a card, neither a token nor a copy of a card (true), or not", True,
               s.BOOLEAN, reads=fixed_fields("is_token", "is_copy"), rule="108.2",
               samples=(False,))
def _card(arg: Node) -> Test:
    return _flag(arg, lambda o, c: not o.is_token and not o.is_copy)


@SELECTORS.add("keyword", "has any of these keyword abilities", ["flying"], s.words(),
               reads=lambda arg: value_names("abilities", arg.as_str_list()), rule="702.1",
               samples=(["vigilance"],))
def _keyword(arg: Node) -> Test:
    words = [w.lower() for w in arg.as_str_list()]
    return lambda o, c: any(o.has_keyword(w) for w in words)


@SELECTORS.add("has_abilities", "has some ability (true) or none (false)", False, s.BOOLEAN,
               reads=fixed_fields("abilities"), rule="113.1", samples=(True,))
def _has_abilities(arg: Node) -> Test:
    return _flag(arg, lambda o, c: bool(o.abilities))


@SELECTORS.add("ids", "is one of these objects", ["bears"], s.words(), reads=fixed_fields("id"))
def _ids(arg: Node) -> Test:
    ids = frozenset(arg.as_str_list())
    return lambda o, c: o.id in ids


@SELECTORS.add("permanent", "has a permanent card type (true) or none (false)", True,
               s.BOOLEAN, reads=lambda arg: value_names("card_types", PERMANENT_TYPES),
               rule="110.4", samples=(False,))
def _permanent(arg: Node) -> Test:
    perm = frozenset(PERMANENT_TYPES)
    return _flag(arg, lambda o, c: not o.card_types.isdisjoint(perm))


@SELECTORS.add("tapped", "is tapped (true) or untapped (false)", True, s.BOOLEAN,
               reads=fixed_fields("tapped"), rule="110.5", samples=(False,))
def _tapped(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.tapped)


@SELECTORS.add("attacking", "is an attacking creature (true) or not (false)", True, s.BOOLEAN,
               reads=fixed_fields("attacking"), rule="506.4", samples=(False,))
def _attacking(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.attacking)


@SELECTORS.add("blocking", "is a blocking creature (true) or not (false)", True, s.BOOLEAN,
               reads=fixed_fields("blocking"), rule="506.4", samples=(False,))
def _blocking(arg: Node) -> Test:
    return _flag(arg, lambda o, c: o.blocking)


@SELECTORS.add("blocked", "is an attacking creature that is blocked (true) or unblocked (false)",
               True, s.BOOLEAN, reads=fixed_fields("attacking", "blocked"), rule="509.1h",
               samples=(False,))
def _blocked(arg: Node) -> Test:
    wanted = arg.as_bool()
    return lambda o, c: o.attacking and o.blocked == wanted


def _subselectors(arg: Node) -> list[Selector]:
    """The nested selectors, each compiled once (without a default zone)."""
    items = arg.as_list()
    if not items:
        arg.fail("expected at least one selector")
    return [compile_selector(n, None) for n in items]


def _union_reads(subs: list[Selector]) -> frozenset[str]:
    return frozenset().union(*(sub.reads for sub in subs))


def _stated_zones(subs: list[Selector]) -> frozenset[str] | None:
    stated = [sub.zones for sub in subs if sub.zones is not None]
    return frozenset().union(*stated) if stated else None


SUBSELECTORS = s.array(s.ref("selector"), min_items=1)


@SELECTORS.add("all", "every one of these selectors holds", [{"type": "creature"},
               {"color": ["green"]}], SUBSELECTORS, reads=_union_reads, parse=_subselectors)
def _all(subs: list[Selector]) -> Clause:
    tests = [sub.test for sub in subs]
    return Clause(lambda o, c: all(t(o, c) for t in tests), _stated_zones(subs))


@SELECTORS.add("any", "at least one of these selectors holds", [{"subtype": ["Forest"]},
               {"subtype": ["Saproling"]}], SUBSELECTORS, reads=_union_reads,
               parse=_subselectors)
def _any(subs: list[Selector]) -> Clause:
    tests = [sub.test for sub in subs]
    return Clause(lambda o, c: any(t(o, c) for t in tests), _stated_zones(subs))


def _inner(arg: Node) -> Selector:
    return compile_selector(arg, None)


@SELECTORS.add("not", "this selector does not hold", {"supertype": ["basic"]}, s.ref("selector"),
               reads=lambda sub: sub.reads, parse=_inner)
def _not(sub: Selector) -> Test:
    return lambda o, c: not sub.test(o, c)
