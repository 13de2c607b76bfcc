"""Layer effects under conditions, drafted from real Oracle text (611.3a: a static ability's
effect applies while its condition holds). Every expected definition is written here by hand
from the sentence and its rule, never copied from the drafter's output.
"""
from __future__ import annotations

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

GAINED_LIFE = {"gt": [{"life_gained_this_turn": "you"}, 0]}  # "you gained life this turn"


def one(name: str, text: str, type_line: str, pt: tuple[str, str] = ("2", "2")) -> dict:
    """The single static ability drafted from a card's one line (after the card loads)."""
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated, result.untranslated
    assert len(result.abilities) == 1
    data = result.abilities[0].data
    assert isinstance(data, dict) and "static" in data
    return data["static"]


def test_infusion_is_an_ability_word_the_list_does_not_name_yet():
    # Tenured Concocter. "Infusion" ties abilities of several cards together and the
    # ability's own text says its condition (207.2c): +2/+0 in layer 7c (613.4c) while
    # its controller gained life this turn.
    drafted = one("Tenured Concocter", "Infusion \u2014 This creature gets +2/+0 as long as "
                  "you gained life this turn.", "Creature \u2014 Troll Druid", ("4", "5"))
    assert drafted["condition"] == GAINED_LIFE
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"modify_pt": [2, 0]}]


def test_infusion_over_a_group_with_two_effects():
    # Thornfist Striker: trample in layer 6 (613.1f) and +1/+0 in 7c (613.4c), for
    # creatures you control, while you gained life this turn.
    drafted = one("Thornfist Striker", "Infusion \u2014 Creatures you control get +1/+0 and "
                  "have trample as long as you gained life this turn.", "Creature \u2014 Elf",
                  ("3", "3"))
    assert drafted["condition"] == GAINED_LIFE
    assert drafted["applies_to"] == {"type": "creature", "controller": "you"}
    assert sorted(drafted["effects"], key=str) == sorted(
        [{"modify_pt": [1, 0]}, {"add_abilities": ["trample"]}], key=str)


def test_jump_before_during_your_turn():
    # Kain, Traitorous Dragoon: "Jump" is no rule; "during your turn" is its condition
    # (611.3a), flying in layer 6 (613.1f).
    drafted = one("Kain, Traitorous Dragoon", "Jump \u2014 During your turn, Kain has "
                  "flying.", "Legendary Creature \u2014 Human Knight", ("2", "4"))
    assert drafted["condition"] == {"your_turn": True}
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"add_abilities": ["flying"]}]


def test_the_most_common_color_among_all_permanents():
    # Zanam Djinn: blue no other color outnumbers among the permanents, each counted once
    # per color (105.2): -2/-2 in layer 7c (613.4c) on the Djinn itself.
    drafted = one("Zanam Djinn", "This creature gets -2/-2 as long as blue is the most common "
                  "color among all permanents or is tied for most common.",
                  "Creature \u2014 Djinn", ("5", "6"))
    assert drafted["condition"] == {"most_common_color": {"color": "blue",
                                                          "among": {"permanent": True}}}
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"modify_pt": [-2, -2]}]


def test_the_most_common_color_of_other_objects_stays_text():
    # only "all permanents" is read: a group of them ("among creatures you control") is not
    # the same count, and is left as text rather than guessed.
    result = draft(OracleCard("Test Card", "This creature gets -2/-2 as long as blue is the "
                              "most common color among creatures you control.",
                              "Creature \u2014 Djinn", "{1}", "2", "2"))
    assert result.untranslated
