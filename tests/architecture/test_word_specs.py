"""Each word declared with a typed spec (``mtglogic.vocabulary.spec``, issue 18 item 2) has
one description of its argument, from which both its published schema and its parser
come; this checks the two as a consumer sees them: the schema (with jsonschema) accepts
every example and sample argument, which the parser reads too, and on arguments near
them (each one emptied, shortened, grown, a key dropped or added, a value replaced by
junk) the schema refuses exactly what the parser refuses. (Whole documents are checked
against the loaders in test_schema_agreement.py.)
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.schema import definitions
from mtglogic.node import Node
from mtglogic.vocabulary.registry import ACTIONS, FAMILIES, WATCH, Word
from mtglogic.vocabulary.spec import (
    Flag,
    Kept,
    ListOf,
    OneKey,
    Record,
    Spec,
    Whole,
    WordOr,
    Words,
    Written,
    WrittenValue,
)

SPEC_WORDS = [word for family in FAMILIES for word in family if word.spec is not None]
IDS = [f"{word.family}:{word.name}" for word in SPEC_WORDS]


def read_whole(spec: Any) -> bool:
    """Whether the parser reads all of the argument: no part ``Kept`` for the compiler
    (whose errors come as it compiles; test_schema_agreement.py checks those)."""
    if isinstance(spec, Kept):
        return False
    if not is_dataclass(spec):
        return True
    parts = [getattr(spec, f.name) for f in fields(spec)]
    parts += [v for p in parts if isinstance(p, dict) for v in p.values()]
    return all(read_whole(p) for p in parts if isinstance(p, Spec))


WHOLE = [word for word in SPEC_WORDS if read_whole(word.spec)]
DEFINITIONS = definitions()
JUNK: list[Any] = [None, True, False, 0, -1, 7, 2.0, 1.5, 10**13, "", "junk", "you", [],
                   ["junk"], [1, 2], {}, {"junk": 1}, {"chosen": "x"}, {"chosen": 3}]


def accepted_by_schema(word: Word, arg: Any) -> bool:
    return bool(Draft202012Validator({"$defs": DEFINITIONS, **word.schema}).is_valid(arg))


def accepted_by_parser(word: Word, arg: Any) -> bool:
    """Whether the parser reads it; a name it cannot know (a ``ConsistencyError``) is not
    a refusal of the shape."""
    try:
        word.parse(Node(arg, "<arg>"))
    except ConsistencyError:
        return True
    except InputError:
        return False
    return True


def near(arg: Any) -> Iterator[Any]:
    """Arguments a little off this one."""
    yield from JUNK
    if isinstance(arg, list):
        yield from ([], arg[:1], arg[1:], arg + arg[:1], arg + ["junk"], arg + [None])
        for i in range(len(arg)):
            for junk in JUNK:
                yield arg[:i] + [junk] + arg[i + 1:]
    if isinstance(arg, dict):
        yield {**arg, "junk": 1}
        for key in arg:
            yield {k: v for k, v in arg.items() if k != key}
            for junk in JUNK:
                yield {**arg, key: junk}
    if isinstance(arg, str):
        yield from (arg.upper(), arg + "x", [arg], [arg, arg])


@pytest.mark.parametrize("word", SPEC_WORDS, ids=IDS)
def test_every_argument_of_a_word_is_accepted_by_its_schema_and_its_parser(word: Word) -> None:
    for arg in word.arguments():
        assert accepted_by_schema(word, arg), arg
        assert accepted_by_parser(word, arg), arg


@pytest.mark.parametrize("word", WHOLE, ids=[f"{w.family}:{w.name}" for w in WHOLE])
def test_the_schema_refuses_what_the_parser_refuses_near_each_argument(word: Word) -> None:
    for arg in word.arguments():
        for other in near(arg):
            schema, parser = accepted_by_schema(word, other), accepted_by_parser(word, other)
            assert schema == parser, f"{other!r}: schema {schema}, parser {parser}"


def test_only_the_words_that_read_abilities_or_cards_keep_a_node_for_their_compiler() -> None:
    # An ability's key is known only as the part compiles (add_abilities, full_text_of); an
    # inline token card is read by the loader, which names it in the scenario (create_tokens).
    assert sorted(w.name for w in SPEC_WORDS if w not in WHOLE) == ["add_abilities",
                                                                    "create_tokens",
                                                                    "full_text_of"]


def test_the_families_words_are_on_specs() -> None:
    # Every family's words are declared with specs (none on the old path).
    for family in FAMILIES:
        assert [w.name for w in family if w.spec is None] == [], family.name


@pytest.mark.parametrize("template", [{"event": "draw", "count": -1},
                                      {"event": "gain_life", "amount": -3}])
def test_a_template_amount_is_never_a_negative_whole_number(template: dict[str, Any]) -> None:
    # No negative number of cards or life (107.1b in both rulesets): a bare -1 as a new
    # event's amount is refused by the schema as by the parser (the value words' schema,
    # which allows any integer, must not let it through), alone and in a list.
    become = ACTIONS["become"]
    for arg in (template, [template]):
        assert not accepted_by_schema(become, arg)
        assert not accepted_by_parser(become, arg)


def test_every_watch_key_is_read_whole_by_its_spec() -> None:
    # A watch key's argument needs nothing only compiling knows: its parser reads all of it,
    # so the schema and parser agreement above covers every watch key.
    assert [w.name for w in WATCH if w not in WHOLE] == []


@pytest.mark.parametrize("spec, good, bad", [
    (Flag(), [True, False], [None, 1, "true"]),
    (Whole(0, 5), [0, 5, 2.0], [-1, 6, 1.5, True]),
    (Words(("a", "b")), ["a", ["a", "b"], None], ["c", [1], {}]),
    (ListOf(Flag(), exactly=2, message="two"), [[True, False]], [[True], None]),
    (Record({"k": Flag(), "n": Whole()}, required=("k",)), [{"k": True}, {"k": True, "n": 1}],
     [{}, {"n": 1}, {"k": True, "x": 1}, []]),
    (WordOr(("t",), Flag()), ["t", True, False], ["u", None, 1]),
    (OneKey({"a": Whole(0), "b": Flag()}, "one"), [{"a": 1}, {"b": False}],
     [{}, {"a": 1, "b": True}, {"a": -1}, {"c": 1}, 3, None]),
    (Written(Whole(0, 5)), [0, 5], [-1, 6, "x"]),
])
def test_each_kind_of_spec_agrees_with_its_schema(spec: Any, good: list[Any],
                                                   bad: list[Any]) -> None:
    # Hand-picked from what each spec means (a flag is a boolean, a whole number in bounds
    # with 2.0 counting as one, as in JSON Schema...).
    validator = Draft202012Validator(spec.schema())
    for arg in good:
        assert validator.is_valid(arg), arg
        spec.parse(Node(arg, "<arg>"))
    for arg in bad:
        assert not validator.is_valid(arg), arg
        with pytest.raises(InputError):
            spec.parse(Node(arg, "<arg>"))


def test_the_general_specs_give_what_they_read() -> None:
    # The word itself, or the other spec's value; the one key and its value; the value with
    # the data as written.
    assert WordOr(("t",), Flag()).parse(Node("t", "<arg>")) == "t"
    assert WordOr(("t",), Flag()).parse(Node(True, "<arg>")) is True
    assert OneKey({"ge": Whole(0)}, "one").parse(Node({"ge": 2}, "<arg>")) == ("ge", 2)
    assert Written(Words()).parse(Node("a", "<arg>")) == WrittenValue(("a",), "a")
    with pytest.raises(InputError, match="give one"):
        OneKey({"ge": Whole(0), "le": Whole(0)}, "give one").parse(
            Node({"ge": 1, "le": 2}, "<arg>"))
