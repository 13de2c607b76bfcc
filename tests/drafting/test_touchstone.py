"""The touchstone (issue 34, item 3): a drafted ability said back in words from its data
alone, and held against its Oracle text; and `cards show`, which prints what a drafted
effect does (its amounts and conditions) so that a user can check a draft by eye.

The expected words are the Oracle texts the abilities come from: those written here, and
the examples of every phrase record (each record's sentences with the data they draft to),
said back from that data.
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from click.testing import CliRunner
from phrase_checks import NAME
from test_corpus_scope import CORPUS  # benchmarks/drafting_corpus.py

from mtglogic.cli.cards import cards_command
from mtglogic.drafting.drafter import OracleCard, draft, subtypes_known
from mtglogic.drafting.oracle import Normalizer
from mtglogic.drafting.phrase import Phrase
from mtglogic.drafting.phrases import FAMILIES, PHRASES
from mtglogic.drafting.touchstone import DIFFERS, SAME, UNSAID, render, same, spoken, verdict

ANTHEM = {"static": {"applies_to": {"type": "creature", "controller": "you"},
                     "effects": [{"modify_pt": [1, 1]}]}}
NORMALIZER = Normalizer(NAME, subtypes_known())


def normal(text: str) -> str:
    return NORMALIZER.sentence(text).form


def held(data: list, text: str) -> str:
    """The verdict of ``data`` drafted from the sentence ``text`` on the card NAME."""
    sentence = NORMALIZER.sentence(text)
    return verdict(data, spoken(sentence.form, sentence.quotes, normal), normal)


def test_an_anthem_is_said_as_its_oracle_text() -> None:
    assert render(ANTHEM) == "creatures you control get +1/+1"
    assert held([ANTHEM], "Creatures you control get +1/+1.") == SAME


def test_a_draft_that_means_something_else_differs() -> None:
    # +1/+2 drafted for a +1/+1 text; an anthem of all creatures for "you control"
    other = {"static": {**ANTHEM["static"], "effects": [{"modify_pt": [1, 2]}]}}
    everyone = {"static": {**ANTHEM["static"], "applies_to": {"type": "creature"}}}
    assert held([other], "Creatures you control get +1/+1.") == DIFFERS
    assert held([everyone], "Creatures you control get +1/+1.") == DIFFERS


def test_a_key_the_words_cannot_say_is_not_said() -> None:
    # Every key is said or none: a condition it has no words for, an unknown part.
    odd = {"static": {**ANTHEM["static"], "condition": {"speed_above": 3}}}
    assert render(odd) is None
    assert render({"static": {**ANTHEM["static"], "effects": [{"warp": 1}]}}) is None
    assert held([odd], "Creatures you control get +1/+1.") == UNSAID


def test_parts_in_layer_order_and_a_condition_last_are_the_same_sentence() -> None:
    # The draft puts abilities (layer 6) before P/T (7c, 613.1); "as long as" last reads
    # as the condition first (611.3a).
    drafted = {"static": {"condition": {"exists": {"subtype": "Forest", "controller": "you"}},
                          "applies_to": {"self": True},
                          "effects": [{"add_abilities": ["trample"]}, {"modify_pt": [2, 0]}]}}
    assert same(render(drafted), "~ gets +2/+0 and has trample as long as you control a Forest")
    turn = {"static": {"condition": {"your_turn": True}, "applies_to": {"self": True},
                       "effects": [{"add_abilities": ["flying"]}]}}
    assert held([turn], "This creature has flying as long as it's your turn.") == SAME
    assert held([turn], "This creature has flying as long as it's not your turn.") == DIFFERS


def test_entering_and_prevention_are_said() -> None:
    tapped = {"replacement": {"works_from": "anywhere", "watch": {
        "event": "enter", "object": {"self": True}}, "instead": {"enter_tapped": True}}}
    shield = {"replacement": {"watch": {"event": "damage", "combat": True,
                                        "recipient": {"object": {"self": True}}},
                              "instead": {"prevent": "all"}}}
    assert render(tapped) == "~ enters tapped"
    # the older Oracle wording says the same (the 2024 templates dropped "the battlefield")
    assert held([tapped], "This land enters the battlefield tapped.") == SAME
    assert render(shield) == "prevent all combat damage that would be dealt to ~"
    # a condition as it would enter (614.1c): "unless" is its negation, "fewer" its bound
    fewer = {"not": {"le": [{"count": {"other": True, "type": "land", "controller": "you"}},
                            2]}}
    unless = {"replacement": {**tapped["replacement"], "watch": {
        **tapped["replacement"]["watch"], "if": fewer}}}
    text = "This land enters tapped unless you control two or fewer other lands."
    assert held([unless], text) == SAME
    assert held([unless], text.replace("fewer", "more")) == DIFFERS
    assert held([unless], text.replace("unless", "if")) == DIFFERS


def test_a_line_of_keywords_is_said_by_its_keywords() -> None:
    # Modular's counters (702.43a) come from the keyword's definition, not the sentence.
    counters = {"replacement": {"works_from": "anywhere", "watch": {
        "event": "enter", "object": {"self": True}}, "instead": {"enter_with_counters": {
            "counter": "+1/+1", "count": 1}}}}
    assert held(["modular 1", counters], "Modular 1") == SAME
    assert held(["modular 2", counters], "Modular 1") == DIFFERS


def _sentence_examples(phrases: tuple[Phrase, ...] | list[Phrase]) -> list[tuple[str, str]]:
    """Each sentence example of the records, with its verdict (``held``)."""
    return [(example.text, held(list(example.data), example.text))
            for phrase in phrases for example in phrase.examples if example.start == "start"]


@pytest.mark.parametrize("family", FAMILIES, ids=[f.family for f in FAMILIES])
def test_every_record_example_said_back_is_its_own_text(family) -> None:
    # The examples are Oracle sentences with the data they draft to (checked by
    # test_phrase_records.py): said back from that data they are themselves, or not said.
    differing = [text for text, found in _sentence_examples(family) if found == DIFFERS]
    assert differing == []


def test_the_touchstone_says_examples_of_the_main_families() -> None:
    # Not a vacuous check: the anthems, types, entering and prevention families each have
    # examples the touchstone says, and says the same.
    for name in ("anthems", "types", "entering", "prevention"):
        family = next(f for f in FAMILIES if f.family == name)
        assert SAME in {found for _, found in _sentence_examples(family)}, name


def test_an_example_whose_data_changed_differs() -> None:
    # The check bites: Anthem of Champions' example with +1/+2 drafted for its +1/+1.
    anthem = next(p for p in PHRASES if p.name == "get_pt")
    example = next(e for e in anthem.examples if e.start == "start")
    assert _sentence_examples([anthem])[0] == (example.text, SAME)
    changed = replace(example, data=[{"static": {**example.data[0]["static"],
                                                 "effects": [{"modify_pt": [1, 2]}]}}])
    assert _sentence_examples([replace(anthem, examples=(changed,))]) == [
        (example.text, DIFFERS)]


@pytest.mark.parametrize(("text", "expected"), [
    ("Modular 1", SAME),
    ("Enchanted creature gets +1/+2.", SAME),
    # the color chosen is not a static or replacement ability the touchstone says
    ("This land enters tapped.\nAs it enters, choose a color.", SAME),
    ("This land enters tapped. As it enters, choose a color.", UNSAID),
])
def test_the_benchmark_holds_each_line_by_its_sentences(text: str, expected: str) -> None:
    card = OracleCard("Test Card", text, "Artifact Creature \u2014 Golem", "{3}", "0", "0")
    made = draft(card)
    (line, rules), *_ = CORPUS.scoped_lines(text, False)
    assert CORPUS.touchstone(made, line, rules, Normalizer(card.name, subtypes_known())) \
        == expected


def test_cards_show_prints_the_amounts_of_a_drafted_effect() -> None:
    # Holy Strength, drafted from the built-in corpus: "Enchanted creature gets +1/+2."
    # (613.4c, layer 7c) shows its +1/+2, not only that power and toughness change.
    shown = CliRunner().invoke(cards_command, ["show", "Holy Strength"],
                               env={"COLUMNS": "200"}).stdout
    assert "power/toughness modified: +1/+2" in shown
    assert "applies to: {enchanted: true}" in shown


def test_the_touchstone_finds_an_opponent_read_as_any_player() -> None:
    # Found by the touchstone over the corpus: Bloodghast's "as long as an opponent has 10
    # or less life" was drafted as the lowest life of all players (its own controller's
    # too, 119.1), since the words that told them apart were not kept in the tree.
    text = "This creature has haste as long as an opponent has 10 or less life."
    card = OracleCard("Bloodghast", text, "Creature \u2014 Vampire Spirit", "{B}{B}", "2", "1")
    (drafted,) = [a.data for a in draft(card).abilities]
    assert drafted["static"]["condition"] == {"le": [{"lowest_life": "opponent"}, 10]}
    anyone = {"static": {**drafted["static"], "condition": {"le": [{"lowest_life": "any"}, 10]}}}
    assert held([drafted], text) == SAME
    assert held([anyone], text) == DIFFERS
