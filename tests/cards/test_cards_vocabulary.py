"""Vocabulary extensions made for the card library, tested on inline cards."""
from __future__ import annotations

import pytest
from cards_support import final, obj

from mtglogic.errors import InputError
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def test_card_types_supertypes_and_colors_may_be_written_as_printed():
    # "Legendary Creature" is written [Legendary], [Creature]; the loader folds the case.
    card = parse_card(Node({"name": "X", "types": ["Artifact", "Creature"],
                            "supertypes": ["Legendary"], "colors": ["Blue"],
                            "power": 1, "toughness": 1}, "<test>"))
    assert card.card_types == {"artifact", "creature"}
    assert card.supertypes == {"legendary"} and card.colors == {"blue"}
    with pytest.raises(InputError, match="unknown value 'Creatur'"):
        parse_card(Node({"name": "X", "types": ["Creatur"]}, "<test>"))


def test_has_abilities_selector_matches_objects_without_abilities():
    # A vanilla 2/2 has no abilities; a 1/1 with flying has one; only the first gets +2/+2.
    board = final([
        {"id": "vanilla", "name": "V", "types": ["creature"], "power": 2, "toughness": 2},
        {"id": "flyer", "name": "F", "types": ["creature"], "power": 1, "toughness": 1,
         "abilities": ["flying"]},
        {"id": "src", "name": "S", "types": ["enchantment"], "abilities": [{"static": {
            "applies_to": {"type": "creature", "has_abilities": False},
            "effects": [{"modify_pt": [2, 2]}]}}]}])
    assert (board["vanilla"]["power"], board["vanilla"]["toughness"]) == (4, 4)
    assert (board["flyer"]["power"], board["flyer"]["toughness"]) == (1, 1)


def test_text_change_words_chosen_by_the_resolved_spell():
    # An inline "white creatures get +1/+1" whose text is changed white -> green by an effect
    # whose words are the resolved effect's own choices: the green creature gets the bonus.
    board = final([
        {"id": "anthem", "name": "A", "types": ["enchantment"], "abilities": [{"static": {
            "text": "White creatures get +1/+1.",
            "applies_to": {"type": "creature", "color": "white"},
            "effects": [{"modify_pt": [1, 1]}]}}]},
        {"id": "bear", "name": "B", "types": ["creature"], "colors": ["green"],
         "power": 2, "toughness": 2}],
        [{"targets": ["anthem"], "choices": {"from": "white", "to": "green"},
          "effects": [{"text_change": {"from": {"chosen": "from"}, "to": {"chosen": "to"}}}]}])
    assert (board["bear"]["power"], board["bear"]["toughness"]) == (3, 3)
    assert board["anthem"]["abilities"] == ["Green creatures get +1/+1."]


def test_text_change_with_a_mismatched_choice_changes_nothing():
    # A color word can't become a land type (612.2): such a choice leaves the text alone.
    board = final([
        {"id": "anthem", "name": "A", "types": ["enchantment"], "abilities": [{"static": {
            "text": "White creatures get +1/+1.",
            "applies_to": {"type": "creature", "color": "white"},
            "effects": [{"modify_pt": [1, 1]}]}}]}],
        [{"targets": ["anthem"], "choices": {"from": "white", "to": "Island"},
          "effects": [{"text_change": {"from": {"chosen": "from"}, "to": {"chosen": "to"}}}]}])
    assert board["anthem"]["abilities"] == ["White creatures get +1/+1."]


def test_fixed_text_change_words_are_still_checked_when_loading():
    with pytest.raises(InputError, match="color word can only become"):
        final([obj("forest", "Forest")],
              [{"targets": ["forest"], "effects": [{"text_change": {"from": "white",
                                                                     "to": "Island"}}]}])
