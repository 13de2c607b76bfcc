"""Tests derived from the phrase records (issue 34, item 2): every tree the grammar derives
has a builder, every example drafts to its data, no sentence has two readings that build
different data. Each check is also run once with a fault planted, to show that it bites.
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from phrase_checks import (
    ambiguities,
    duplicate_patterns,
    example_faults,
    sample_forms,
    unbuilt_trees,
)

from mtglogic.drafting.build import builder_class
from mtglogic.drafting.grammar import GRAMMAR, STARTS, grammar_text
from mtglogic.drafting.phrase import Example, Phrase
from mtglogic.drafting.phrases import FAMILIES, PHRASE_BUILDER, PHRASES, RULES


def test_every_tree_the_grammar_derives_has_a_builder() -> None:
    assert unbuilt_trees(GRAMMAR, STARTS, PHRASE_BUILDER) == []


def test_a_tree_whose_builder_is_gone_is_found() -> None:
    # "Enchant creature" once became text silently when its builder method was deleted:
    # the grammar still derived `enchant`, and nothing tied the alias to a method.
    without = builder_class(p for p in PHRASES if p.name != "enchant")
    assert unbuilt_trees(GRAMMAR, STARTS, without) == ["enchant"]


def test_a_pattern_of_several_words_without_a_builder_is_found() -> None:
    # A record declared without a builder passes one rule through; with more words it
    # would keep a tree of the rule's own name that nothing builds.
    loose = Phrase("conditions", "condition", ('"you control" group "and" group',), None)
    grammar = grammar_text(RULES, (*PHRASES, loose))
    assert unbuilt_trees(grammar, STARTS, PHRASE_BUILDER) == ["condition"]


def test_no_two_records_have_one_pattern() -> None:
    # Two alternatives with the same words are one derivation to lark's parse forest: the
    # second record would never be read, and no ambiguity would show it.
    assert duplicate_patterns(PHRASES) == []


def test_a_pattern_declared_twice_is_found() -> None:
    anthem = next(p for p in PHRASES if p.name == "get_pt")
    again = replace(anthem, build=_double, patterns=anthem.patterns[:1])
    assert duplicate_patterns((*PHRASES, again)) == [f"predicate: {anthem.patterns[0]}"]


@pytest.mark.parametrize("family", FAMILIES, ids=[f.family for f in FAMILIES])
def test_every_example_drafts_to_its_data(family) -> None:
    assert example_faults(family) == []


def test_every_record_with_a_builder_has_an_example() -> None:
    missing = [f"{p.family}: {p.name}" for p in PHRASES if p.build and not p.examples]
    assert missing == []


def test_an_example_that_no_longer_drafts_to_its_data_is_found() -> None:
    anthem = next(p for p in PHRASES if p.name == "get_pt")
    (example, *_) = anthem.examples
    changed = replace(anthem, examples=(replace(example, data=[]),))
    assert [f.split(":")[0] for f in example_faults([changed])] == ["get_pt"]


def test_an_example_another_record_reads_is_found() -> None:
    # An example must go through its own record: Anthem of Champions is no protection.
    anthem = next(p for p in PHRASES if p.name == "get_pt")
    other = next(p for p in PHRASES if p.name == "keywords_and_types")
    borrowed = replace(other, examples=anthem.examples)
    assert example_faults([borrowed]) == [
        f"keywords_and_types: {anthem.examples[0].text!r} is not read by it"]


def test_no_example_has_two_readings() -> None:
    forms = [e.text for p in PHRASES for e in p.examples]
    assert ambiguities(forms, GRAMMAR, STARTS, PHRASE_BUILDER) == []


def test_no_sentence_of_the_benchmark_sample_has_two_readings() -> None:
    forms = sample_forms()
    assert len(forms) > 800  # the library's sentences and the hand sample's
    assert ambiguities(forms, GRAMMAR, STARTS, PHRASE_BUILDER) == []


def _double(b, items):
    return [{"modify_pt": [2, 2]}]


def test_a_sentence_with_a_second_reading_is_found() -> None:
    # A phrase that reads "gets +1/+1" again, building other data: the draft of an anthem
    # would hang on which alternative lark tries first.
    second = Phrase("anthems", "predicate", ('GETS "+1/+1"',), _double,
                    (Example("Creatures you control get +1/+1.", []),))
    grammar = grammar_text(RULES, (*PHRASES, second))
    builder = builder_class((*PHRASES, second))
    found = ambiguities(["creatures you control get +1/+1"], grammar, STARTS, builder)
    assert len(found) == 1 and "[2, 2]" in found[0] and "[1, 1]" in found[0]
