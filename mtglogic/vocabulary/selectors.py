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

from collections.abc import Callable

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import CARD_TYPES, COLORS, PERMANENT_TYPES, SUPERTYPES, ZONES
from mtglogic.vocabulary.compiled import COMPARATORS, Clause, Selector, Test, Value
from mtglogic.vocabulary.compiler import NESTED_SELECTOR, VALUE
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import SELECTORS, fixed_fields
from mtglogic.vocabulary.spec import (
    Chosen,
    ChosenKey,
    Either,
    Flag,
    ListOf,
    PlayerRef,
    Record,
    Spec,
    Whole,
    Word,
    Words,
)
from mtglogic.vocabulary.wordlists import WordItems, WordList

PLAYER: Spec[str | ChosenKey] = Either(PlayerRef(("you", "opponent")), Chosen())  # or chosen


def _value_words(field: str) -> Callable[[tuple[str, ...]], frozenset[str]]:
    """Reads of a test for given words: only those values of ``field``."""
    return lambda words: value_names(field, words)


def _flag(wanted: bool, holds: Test) -> Test:
    """A true/false test: ``true`` keeps the objects for which ``holds``, ``false`` the rest."""
    if wanted:
        return holds
    return lambda o, c: not holds(o, c)


def _flag_word(name: str, doc: str, holds: Test, reads: tuple[str, ...], rule: str = "",
               example: bool = True) -> None:
    """Declare a true/false selector word: ``holds`` for true, its opposite for false."""
    SELECTORS.add(name, doc, example, Flag(), reads=fixed_fields(*reads), rule=rule,
                  samples=(not example,))(lambda wanted: _flag(wanted, holds))


@SELECTORS.add("type", "has any of these card types", ["creature"], Words(CARD_TYPES),
               reads=_value_words("card_types"), rule="card_types",
               samples=(["artifact"], ["land"], ["artifact", "creature"]))
def _type(words: tuple[str, ...]) -> Test:
    wanted = frozenset(words)
    return lambda o, c: not o.card_types.isdisjoint(wanted)


def _chosen_words(field: str) -> Callable[[WordItems], frozenset[str]]:
    """Reads of a test for words, some perhaps chosen as the source entered: the chosen
    ones read the choices and the whole field."""
    return lambda items: items.chosen_reads() | items.values(field)


@SELECTORS.add("subtype", "has any of these subtypes (`{chosen: creature_type}`: the one "
               "chosen for the source)", ["Goblin"], WordList(),
               reads=_chosen_words("subtypes"), rule="subtypes",
               samples=(["Elf"], ["Forest"], [{"chosen": "creature_type"}]))
def _subtype(items: WordItems) -> Test:
    words = items.getter(kind="subtype")
    return lambda o, c: not o.subtypes.isdisjoint(words(c))


@SELECTORS.add("supertype", "has any of these supertypes", ["basic"], Words(SUPERTYPES),
               reads=_value_words("supertypes"), rule="supertypes",
               samples=(["legendary"],))
def _supertype(words: tuple[str, ...]) -> Test:
    wanted = frozenset(words)
    return lambda o, c: not o.supertypes.isdisjoint(wanted)


def _color_reads(arg: tuple[str, ...] | ChosenKey) -> frozenset[str]:
    if isinstance(arg, ChosenKey):
        return frozenset(["colors", "choices"])  # the color chosen for the source: any
    return value_names("colors", arg)


@SELECTORS.add("color", "is any of these colors, or the color chosen for the source",
               ["white"], Either(Words(COLORS), Chosen()), reads=_color_reads,
               rule="colors", samples=(["red"], ["blue", "black"], {"chosen": "color"}))
def _color(arg: tuple[str, ...] | ChosenKey) -> Test:
    if isinstance(arg, ChosenKey):
        key = arg.key
        return lambda o, c: c.chosen(key, COLORS, "color") in o.colors
    wanted = frozenset(arg)
    return lambda o, c: not o.colors.isdisjoint(wanted)


_flag_word("colorless", "has no color (true) or some color (false)", lambda o, c: not o.colors,
           ("colors",), "colorless")
_flag_word("multicolored", "has two or more colors (true) or not (false)",
           lambda o, c: len(o.colors) > 1, ("colors",), "multicolored")


def _player_test(field: str) -> Callable[[str | ChosenKey], Test]:
    def compile_test(who: str | ChosenKey) -> Test:
        if isinstance(who, ChosenKey):  # the player chosen for the source (702.16k)
            key = who.key

            def chosen_test(obj: ObjState, ctx: EvalContext) -> bool:
                player = ctx.chosen(key, ctx.game.player_ids(), kind="player")
                return player is not None and bool(getattr(obj, field) == player)
            return chosen_test

        def test(obj: ObjState, ctx: EvalContext) -> bool:
            value = getattr(obj, field)
            if who == "you":
                return bool(value == ctx.you)
            if who == "opponent":
                return value is not None and value != ctx.you
            return bool(value == who)
        return test
    return compile_test


def _player_reads(field: str) -> Callable[[str | ChosenKey], frozenset[str]]:
    """The field, and the choices when the player is the one chosen."""
    return lambda who: frozenset([field, "choices"] if isinstance(who, ChosenKey) else [field])


SELECTORS.add("controller", "controlled by `you` (the effect's controller), an `opponent`, "
              "a player id or `{chosen: player}` (the one chosen for the source)", "you",
              PLAYER, reads=_player_reads("controller"), rule="controller",
              samples=("opponent",))(_player_test("controller"))
SELECTORS.add("owner", "owned by `you`, an `opponent` or a player id", "you", PLAYER,
              reads=fixed_fields("owner"), rule="owner", samples=("opponent",))(
    _player_test("owner"))


@SELECTORS.add("name", "has any of these names (`{chosen: name}`: the name chosen for the "
               "source)", ["Grizzly Bears"], WordList(),
               reads=lambda items: items.chosen_reads() | {"name"}, rule="name",
               samples=([{"chosen": "name"}],))
def _name(items: WordItems) -> Test:
    names = items.getter(kind="card name")
    return lambda o, c: o.name in names(c)


_flag_word("self", "is the effect's source (true) or not (false)",
           lambda o, c: o.id == c.source, ("id",))
_flag_word("other", "is not the effect's source (true) or is (false)",
           lambda o, c: o.id != c.source, ("id",))


def _attached(o: ObjState, c: EvalContext) -> bool:
    src = c.source_state()
    return src is not None and src.attached_to == o.id


for _word, _rule in (("attached", "equipment"), ("enchanted", "aura"), ("equipped", "equipment"),
                     ("fortified", "fortification")):
    _flag_word(_word, f"is the object the source is attached to ({_word}: true) or not",
               _attached, ("attached_to", "id"), _rule)


Checks = tuple[tuple[Callable[[int, int], bool], Value], ...]
COMPARISON = Record(dict.fromkeys(COMPARATORS, VALUE), min_keys=1,
                    message=f"give at least one comparison: {', '.join(COMPARATORS)}")


def _comparison(field: str) -> Callable[[dict[str, Value]], Test]:
    def compile_test(values: dict[str, Value]) -> Test:
        checks = tuple((COMPARATORS[op], value) for op, value in values.items())

        def test(obj: ObjState, ctx: EvalContext) -> bool:
            value = getattr(obj, field)
            if value is None:
                return False
            return all(cmp(value, val.evaluate(ctx)) for cmp, val in checks)
        return test
    return compile_test


def _comparison_reads(field: str) -> Callable[[dict[str, Value]], frozenset[str]]:
    return lambda values: frozenset([field]).union(*(v.reads for v in values.values()))


for _field, _rule in (("power", "power_toughness"), ("toughness", "power_toughness"),
                      ("mana_value", "mana_value")):
    SELECTORS.add(_field, f"its {_field.replace('_', ' ')} compares so with values "
                  f"(`eq ne lt le gt ge`)", {"ge": 3}, COMPARISON,
                  reads=_comparison_reads(_field), rule=_rule,
                  samples=({"le": 1}, {"eq": {"count": {"type": "artifact"}}}))(
        _comparison(_field))


@SELECTORS.add("mana_value_parity", "its mana value is `odd` or `even` (0 is even: a "
               "token that copies nothing, a land)", "odd", Word(("odd", "even")),
               reads=fixed_fields("mana_value"), rule="mana_value", samples=("even",))
def _mana_value_parity(parity: str) -> Test:
    remainder = 1 if parity == "odd" else 0
    return lambda o, c: o.mana_value % 2 == remainder


COUNTER = Either(Word(), Record({"kind": Word(), "at_least": Whole(0)}, required=("kind",)))


@SELECTORS.add("counter", "has a counter of this kind (at least `at_least` of them)",
               "+1/+1", COUNTER, reads=fixed_fields("counters"), rule="counter",
               samples=({"kind": "-1/-1", "at_least": 2},))
def _counter(arg: str | dict[str, str | int]) -> Test:
    kind, least = (arg, 1) if isinstance(arg, str) else (str(arg["kind"]),
                                                          int(arg.get("at_least", 1)))
    return lambda o, c: o.counters.get(kind, 0) >= least


@SELECTORS.add("zone", "is in one of these zones (default: the battlefield)", ["graveyard"],
               Words(ZONES), reads=fixed_fields("zone"), rule="zones",
               samples=(["battlefield", "graveyard"],))
def _zone(zones: tuple[str, ...]) -> Clause:
    return Clause(None, frozenset(zones))  # type: ignore[arg-type]


_flag_word("token", "is a token (true) or not (false)", lambda o, c: o.is_token,
           ("is_token",), "tokens")
_flag_word("face_down", "is face down (true) or face up (false)", lambda o, c: o.face_down,
           ("face_down",), "face_down")
_flag_word("card", "is a card, neither a token nor a copy of a card (true), or not",
           lambda o, c: not o.is_token and not o.is_copy, ("is_token", "is_copy"), "cards")
_flag_word("entered_as_copy", "it is a copy of another object by entering as one (its choice "
           "`copy`, 707.5 / 706.5) or by being made as one (a token copy), or not",
           lambda o, c: o.is_copy or "copy" in o.choices, ("is_copy", "choices"), "copy")
_flag_word("toughness_exceeds_power", "its toughness is greater than its power (true), or not "
           "(an object with no power or toughness has none greater)",
           lambda o, c: o.power is not None and o.toughness is not None
           and o.toughness > o.power, ("power", "toughness"), "power_toughness")


@SELECTORS.add("keyword", "has any of these keyword abilities", ["flying"], Words(),
               reads=_value_words("abilities"), rule="keywords", samples=(["vigilance"],))
def _keyword(keywords: tuple[str, ...]) -> Test:
    words = [w.lower() for w in keywords]
    return lambda o, c: any(o.has_keyword(w) for w in words)


_flag_word("has_abilities", "has some ability (true) or none (false)",
           lambda o, c: bool(o.abilities), ("abilities",), "abilities", example=False)


@SELECTORS.add("ids", "is one of these objects", ["bears"], Words(), reads=fixed_fields("id"))
def _ids(words: tuple[str, ...]) -> Test:
    ids = frozenset(words)
    return lambda o, c: o.id in ids


_PERMANENT = frozenset(PERMANENT_TYPES)
SELECTORS.add("permanent", "has a permanent card type (true) or none (false)", True, Flag(),
              reads=lambda wanted: value_names("card_types", PERMANENT_TYPES),
              rule="permanent_types", samples=(False,))(
    lambda wanted: _flag(wanted, lambda o, c: not o.card_types.isdisjoint(_PERMANENT)))
_flag_word("tapped", "is tapped (true) or untapped (false)", lambda o, c: o.tapped,
           ("tapped",), "status")
_flag_word("attacking", "is an attacking creature (true) or not (false)",
           lambda o, c: o.attacking, ("attacking",), "combat_status")
_flag_word("blocking", "is a blocking creature (true) or not (false)", lambda o, c: o.blocking,
           ("blocking",), "combat_status")


@SELECTORS.add("blocked", "is an attacking creature that is blocked (true) or unblocked (false)",
               True, Flag(), reads=fixed_fields("attacking", "blocked"), rule="blocked",
               samples=(False,))
def _blocked(wanted: bool) -> Test:
    return lambda o, c: o.attacking and o.blocked == wanted


def _union_reads(subs: tuple[Selector, ...]) -> frozenset[str]:
    return frozenset().union(*(sub.reads for sub in subs))


def _stated_zones(subs: tuple[Selector, ...]) -> frozenset[str] | None:
    stated = [sub.zones for sub in subs if sub.zones is not None]
    return frozenset().union(*stated) if stated else None


SUBSELECTORS = ListOf(NESTED_SELECTOR, min_items=1, message="expected at least one selector")


@SELECTORS.add("all", "every one of these selectors holds", [{"type": "creature"},
               {"color": ["green"]}], SUBSELECTORS, reads=_union_reads)
def _all(subs: tuple[Selector, ...]) -> Clause:
    tests = [sub.test for sub in subs]
    return Clause(lambda o, c: all(t(o, c) for t in tests), _stated_zones(subs))


@SELECTORS.add("any", "at least one of these selectors holds", [{"subtype": ["Forest"]},
               {"subtype": ["Saproling"]}], SUBSELECTORS, reads=_union_reads)
def _any(subs: tuple[Selector, ...]) -> Clause:
    tests = [sub.test for sub in subs]
    return Clause(lambda o, c: any(t(o, c) for t in tests), _stated_zones(subs))


@SELECTORS.add("not", "this selector does not hold", {"supertype": ["basic"]}, NESTED_SELECTOR,
               reads=lambda sub: sub.reads)
def _not(sub: Selector) -> Test:
    return lambda o, c: not sub.test(o, c)
